/**
 * A new user's bad input, met by the `rift` command line: each case gets one clear line and the
 * documented exit code, and a write never loses what was on disk (links, permissions).
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { execFileSync, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runRift } from "./run-rift.js";

const A = "cards/decks/ember-vanguard.rift";
const B = "cards/decks/tidal-archive.rift";

const UNFORMATTED = 'card unit "Gate Warden"   {\n  cost 2\n  domain Order\n  might 3\n}\n';
const FORMATTED = 'card unit "Gate Warden" {\n  cost 2\n  domain Order\n  might 3\n}\n';

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "rift-audit25-"));
}

describe("rift play --seed outside the 32-bit random state", () => {
  test.each([
    ["4294967297", "from -2147483648 to 2147483647, not '4294967297'"],
    ["2147483648", "from -2147483648 to 2147483647, not '2147483648'"],
    ["-2147483649", "from -2147483648 to 2147483647, not '-2147483649'"],
    ["99999999999999999999", "from -2147483648 to 2147483647, not '99999999999999999999'"],
  ])("--seed %s would replay another seed's game: exit 2", async (seed, range) => {
    const run = await runRift(["play", A, B, "--seed", seed]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`rift play: --seed must be a whole number ${range}\n`);
    expect(run.stdout).toBe("");
  });

  test("the ends of the range are seeds", async () => {
    for (const seed of ["2147483647", "-2147483648"]) {
      const run = await runRift(["play", A, B, "--seed", seed, "--turn-limit", "1"]);
      expect(run.code, seed).toBe(0);
      expect(run.stderr).toBe("");
    }
  });
});

describe("rift fmt keeps what it does not format", () => {
  test("a symbolic link stays a link, and the file it names is formatted", async () => {
    const dir = tempDir();
    const real = join(dir, "real.rift");
    const link = join(dir, "link.rift");
    writeFileSync(real, UNFORMATTED);
    symlinkSync(real, link);
    const run = await runRift(["fmt", link]);
    expect(run.code).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readFileSync(real, "utf8")).toBe(FORMATTED);
  });

  test("a file's permissions survive the rewrite", async () => {
    const dir = tempDir();
    const file = join(dir, "card.rift");
    writeFileSync(file, UNFORMATTED, { mode: 0o751 });
    const run = await runRift(["fmt", file]);
    expect(run.code).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(FORMATTED);
    expect(statSync(file).mode & 0o777).toBe(0o751);
  });
});

test("rift test --output naming a folder says so in words: exit 2", async () => {
  const dir = tempDir();
  const folder = join(dir, "report.json");
  mkdirSync(folder);
  const run = await runRift([
    "test",
    "test/rules",
    "--filter",
    "no scenario is named this",
    "--format",
    "json",
    "--output",
    folder,
  ]);
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(`rift test: cannot write ${folder} (a folder is there, not a file)\n`);
});

describe("rift's own words on misuse", () => {
  test("rift help help prints the overview", async () => {
    const run = await runRift(["help", "help"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^usage: rift <command>/);
  });

  test("an option before the command is an unknown option, not an unknown command", async () => {
    const run = await runRift(["--format", "json", "check", "cards"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "rift: unknown option '--format'; before a command rift takes only --help and --version, " +
        "and a command's options go after it (rift COMMAND --help lists them)\n",
    );
  });

  test.each([[["check", "-"]], [["fmt", "--check", "-"]], [["play", A, "-"]]])(
    "%j: standard input is not read, and the message says so",
    async (args) => {
      const run = await runRift(args);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        `rift ${args[0]}: rift does not read standard input ('-'); save the text to a .rift file and name that\n`,
      );
      expect(run.stdout).toBe("");
    },
  );
});

describe("a mistake in a file reached by `use` is shown with its line", () => {
  function unitWithBrokenCardFile(): { cards: string; deck: string } {
    const dir = tempDir();
    const cards = join(dir, "cards.rift");
    const deck = join(dir, "deck.rift");
    writeFileSync(cards, 'card unit "Broken" {\n  cost 2\n  migth 3\n}\n');
    writeFileSync(deck, 'use "cards.rift"\n');
    return { cards, deck };
  }

  test("rift check", async () => {
    const { deck } = unitWithBrokenCardFile();
    const run = await runRift(["check", deck]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(
      /cards\.rift:3:3: error RS1008: [^\n]*\n3 \| {3}migth 3\n {2}\| {3}\^{5}\n/,
    );
  });

  test("rift play", async () => {
    const { deck } = unitWithBrokenCardFile();
    const run = await runRift(["play", deck, B]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/cards\.rift:3:3: error RS1008: [^\n]*\n3 \| {3}migth 3\n/);
  });
});

describe("a build that cannot write one module writes none", () => {
  function builtTwice(): { sources: string; out: string } {
    const dir = tempDir();
    const sources = join(dir, "src");
    const out = join(dir, "out");
    mkdirSync(sources);
    writeFileSync(join(sources, "a.rift"), FORMATTED);
    writeFileSync(join(sources, "b.rift"), FORMATTED.replace("Gate Warden", "Other Warden"));
    return { sources, out };
  }

  test("a folder where a module goes: exit 2, and the other modules are the earlier build's", async () => {
    const { sources, out } = builtTwice();
    expect((await runRift(["build", sources, "--out", out])).code).toBe(0);
    const before = readFileSync(join(out, "a.ts"), "utf8");
    rmSync(join(out, "b.ts"));
    mkdirSync(join(out, "b.ts"));
    writeFileSync(join(sources, "a.rift"), FORMATTED.replace("might 3", "might 5"));
    const run = await runRift(["build", sources, "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift build: cannot write ${join(out, "b.ts")} (a folder is there, not a file)\n`,
    );
    expect(readFileSync(join(out, "a.ts"), "utf8")).toBe(before);
    expect(readdirSync(out).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  test("a module that is a symbolic link is not written through", async () => {
    const { sources, out } = builtTwice();
    expect((await runRift(["build", sources, "--out", out])).code).toBe(0);
    const elsewhere = join(tempDir(), "elsewhere.ts");
    rmSync(join(out, "b.ts"));
    symlinkSync(elsewhere, join(out, "b.ts"));
    const run = await runRift(["build", sources, "--out", out, "--no-cache"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/refusing to write through the symbolic link .*b\.ts\n$/);
    expect(existsSync(elsewhere)).toBe(false);
  });
});

describe("control characters never reach the terminal", () => {
  test("in a code frame past the frame's width", async () => {
    const dir = tempDir();
    const file = join(dir, "escape.rift");
    // An escape sequence inside a name early in a long line, and a mistake far along it.
    const name = `X\u001b[2J\u009b31m${"x".repeat(160)}`;
    writeFileSync(file, `card unit "${name}" { migth 3 }\n`);
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/escape\.rift:1:\d{3}: error /);
    expect(run.stderr).not.toMatch(/[\u001b\u009b]/);
  });

  test("in the message that quotes unexpected characters", async () => {
    const dir = tempDir();
    const file = join(dir, "escape.rift");
    writeFileSync(file, `card unit "X" { \u009b31m }\n`);
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('error RS1001: unexpected character "\\u009b"');
    expect(run.stderr).not.toMatch(/[\u001b\u009b]/);
  });
});

test("rift test --output naming a pipe writes into the pipe instead of replacing it", async () => {
  const dir = tempDir();
  const pipe = join(dir, "report.pipe");
  execFileSync("mkfifo", [pipe]);
  const copy = join(dir, "copy.json");
  // The reader is another process: opening a pipe to write waits until one is there.
  const reader = spawn("sh", ["-c", 'cat "$0" > "$1"', pipe, copy]);
  const finished = new Promise((done) => reader.on("exit", done));
  const run = await runRift([
    "test",
    "test/rules",
    "--filter",
    "no scenario is named this",
    "--format",
    "json",
    "--output",
    pipe,
  ]);
  const stillAPipe = lstatSync(pipe).isFIFO();
  // Replaced by a file, the pipe was never opened: its reader would wait for ever.
  if (!stillAPipe) reader.kill();
  await finished;
  expect(run.code).toBe(1);
  expect(stillAPipe).toBe(true);
  expect(JSON.parse(readFileSync(copy, "utf8"))).toMatchObject({ passed: false, scenarios: [] });
});

describe("a flag missing its value does not swallow the next flag", () => {
  test.each([
    [
      ["build", "cards", "--out", "--no-cache"],
      "rift build: --out needs a value, found the flag '--no-cache' (write --out=--no-cache if that is the value)\n",
    ],
    [
      ["test", "test/rules", "--filter", "--steps"],
      "rift test: --filter needs a value, found the flag '--steps' (write --filter=--steps if that is the value)\n",
    ],
  ])("%j: exit 2", async (args, message) => {
    const run = await runRift(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(message);
    expect(existsSync("--no-cache")).toBe(false);
  });

  test("--filter=--steps is a value", async () => {
    const run = await runRift(["test", "test/rules", "--filter=--steps"]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^no scenario matches --filter "--steps"/);
  });
});

test("a .rift file where the command goes: the hint is to check it", async () => {
  const run = await runRift(["cards/tokens.rift"]);
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(
    "rift: unknown command 'cards/tokens.rift' (did you mean 'rift check cards/tokens.rift'?); " +
      "the commands are check, build, test, fmt, play (rift --help describes them)\n",
  );
});

test.each([["check"], ["play"]])(
  "rift %s on a symbolic link to itself says so, not that the file is missing",
  async (command) => {
    const dir = tempDir();
    const loop = join(dir, "loop.rift");
    symlinkSync(loop, loop);
    const run = await runRift(command === "play" ? [command, loop, B] : [command, loop]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift ${command}: cannot read ${loop}: a symbolic link that leads back to itself\n`,
    );
  },
);

test("a folder in the build lock's place is named, not blamed on other builds", async () => {
  const out = join(tempDir(), "out");
  mkdirSync(join(out, ".rift-build.lock"), { recursive: true });
  const run = await runRift(["build", "cards/tokens.rift", "--out", out]);
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(
    `rift build: cannot write ${join(out, ".rift-build.lock")} (a folder is there, not the lock file; remove it)\n`,
  );
});
