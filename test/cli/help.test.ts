/**
 * What a new user types first: `rift --help`, `rift help test`, `rift --version`, a misspelt
 * command. Each answers in the form the rest of the tool uses (one line for misuse, exit 2).
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { runRift } from "./run-rift.js";

describe("help", () => {
  test("rift help COMMAND is rift COMMAND --help", async () => {
    const help = await runRift(["help", "test"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toBe((await runRift(["test", "--help"])).stdout);
  });

  test("a command's help puts its synopsis, description and options each on their own lines", async () => {
    const run = await runRift(["test", "--help"]);
    const [usage, blank, description] = run.stdout.split("\n");
    expect(usage).toBe("usage: rift test PATH...");
    expect(blank).toBe("");
    expect(description).toBe("run the scenarios in .rift files and folders");
    expect(run.stdout).toContain("\noptions:\n  --filter TEXT ");
    expect(run.stdout).toContain("\n  --format text|json|junit ");
  });

  test("the overview names how to get one command's help and the version", async () => {
    const run = await runRift(["--help"]);
    expect(run.stdout).toContain("rift <command> --help");
    expect(run.stdout).toContain("rift --version");
  });
});

test("rift --version prints the package's version", async () => {
  const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };
  const run = await runRift(["--version"]);
  expect(run.code).toBe(0);
  expect(run.stdout).toBe(`rift ${version}\n`);
});

describe("an unknown command is one line, exit 2", () => {
  test.each([
    ["tset", " (did you mean 'test'?)"],
    ["buidl", " (did you mean 'build'?)"],
    ["frobnicate", ""],
  ])("%s", async (name, hint) => {
    const run = await runRift([name, "cards"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift: unknown command '${name}'${hint}; the commands are check, build, test, fmt, play ` +
        `(rift --help describes them)\n`,
    );
  });

  test("rift help with an unknown command says so instead of printing the overview", async () => {
    const run = await runRift(["help", "tset"]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      "rift: unknown command 'tset' (did you mean 'test'?); the commands are check, build, test, " +
        "fmt, play (rift --help describes them)\n",
    );
  });
});
