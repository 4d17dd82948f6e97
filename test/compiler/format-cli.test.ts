import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runRift, type RiftRun } from "../cli/run-rift.js";

const MESSY = `card unit X {   might 1  tags Bird }`;
const FORMATTED = `card unit X {\n  might 1\n  tags Bird\n}\n`;
const BROKEN = `card unit Y {   might two }\n`;

async function fmt(...args: string[]): Promise<RiftRun> {
  return runRift(["fmt", ...args]);
}

let dir: string;
const file = (name: string): string => join(dir, name);
const write = (name: string, text: string): void => writeFileSync(file(name), text);
const read = (name: string): string => readFileSync(file(name), "utf8");
/** A rewrite goes through a rename, so a file that was not written keeps its inode. */
const inode = (name: string): number => statSync(file(name)).ino;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "rift-fmt-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("rift fmt", () => {
  it("rewrites an unformatted file and leaves a formatted one alone", async () => {
    write("messy.rift", MESSY);
    write("clean.rift", FORMATTED);
    const cleanInode = inode("clean.rift");
    const run = await fmt(file("messy.rift"), file("clean.rift"));
    expect(run.code).toBe(0);
    expect(read("messy.rift")).toBe(FORMATTED);
    expect(inode("clean.rift")).toBe(cleanInode);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("2 files: 1 reformatted, 1 unchanged\n");
  });

  it("recurses into folders", async () => {
    mkdirSync(file("set"));
    write("set/a.rift", MESSY);
    write("set/b.txt", MESSY);
    const run = await fmt(dir);
    expect(run.code).toBe(0);
    expect(read("set/a.rift")).toBe(FORMATTED);
    expect(read("set/b.txt")).toBe(MESSY);
  });

  it("rewrites CRLF line ends as LF", async () => {
    write("crlf.rift", FORMATTED.replace(/\n/g, "\r\n"));
    expect((await fmt(file("crlf.rift"))).code).toBe(0);
    expect(read("crlf.rift")).toBe(FORMATTED);
  });

  it("reports a file with syntax errors in the diagnostic format, leaves it untouched, exits 1", async () => {
    write("broken.rift", BROKEN);
    write("messy.rift", MESSY);
    const brokenInode = inode("broken.rift");
    const run = await fmt(file("broken.rift"), file("messy.rift"));
    expect(run.code).toBe(1);
    expect(read("broken.rift")).toBe(BROKEN);
    expect(inode("broken.rift")).toBe(brokenInode);
    expect(read("messy.rift")).toBe(FORMATTED);
    expect(run.stderr).toContain(
      `${file("broken.rift")}:1:23: error RS1013: expected a number after \`might\`, found \`two\`; write this number in digits: \`2\`\n` +
        `1 | card unit Y {   might two }\n  |                       ^^^\n`,
    );
    expect(run.stderr).toMatch(/2 files: 1 reformatted, 0 unchanged, 1 with syntax errors\n$/);
  });
});

describe("rift fmt --check", () => {
  it("lists unformatted files on stdout, writes nothing, exits 3", async () => {
    write("messy.rift", MESSY);
    write("clean.rift", FORMATTED);
    const messyInode = inode("messy.rift");
    const run = await fmt("--check", file("clean.rift"), file("messy.rift"));
    expect(run.code).toBe(3);
    expect(run.stdout).toBe(`${file("messy.rift")}\n`);
    expect(read("messy.rift")).toBe(MESSY);
    expect(inode("messy.rift")).toBe(messyInode);
    expect(run.stderr).toBe(
      `${file("messy.rift")}:1: not formatted: line 1 reads "${MESSY}"; formatted, it reads "card unit X {"\n` +
        "2 files: 1 not formatted, 1 unchanged\n",
    );
  });

  it("exits 0 with nothing on stdout when every file is formatted", async () => {
    write("clean.rift", FORMATTED);
    const run = await fmt("--check", file("clean.rift"));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("exits 1 on a syntax error, and does not list the file as unformatted", async () => {
    write("broken.rift", BROKEN);
    const run = await fmt("--check", file("broken.rift"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("error RS1");
  });
});

describe("rift fmt misuse (exit 2 through main)", () => {
  it("an unknown flag", async () => {
    write("clean.rift", FORMATTED);
    const run = await fmt("--write", file("clean.rift"));
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "rift fmt: unknown flag '--write' (expected one of --check, --quiet)\n",
    );
  });
  it("no path", async () => {
    const run = await fmt("--check");
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no path given");
  });
  it("a path that does not exist", async () => {
    const run = await fmt(file("missing.rift"));
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no such file or folder");
  });
});
