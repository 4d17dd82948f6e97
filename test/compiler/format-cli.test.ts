import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { UsageError } from "../../compiler/cli/args.js";
import { runFmt } from "../../compiler/cli/fmt-command.js";

// `rift fmt` is called in-process through `runFmt` until the lead registers it in
// compiler/cli/main.ts; `main` turns the UsageError asserted below into exit code 2.

const MESSY = `card unit X {   might 1  tags Bird }`;
const FORMATTED = `card unit X {\n  might 1\n  tags Bird\n}\n`;
const BROKEN = `card unit Y {   might two }\n`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function fmt(...args: string[]): Run {
  let stdout = "";
  let stderr = "";
  const out = process.stdout.write.bind(process.stdout);
  const err = process.stderr.write.bind(process.stderr);
  process.stdout.write = ((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  }) as typeof process.stdout.write;
  process.stderr.write = ((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  }) as typeof process.stderr.write;
  try {
    return { code: runFmt(args), stdout, stderr };
  } finally {
    process.stdout.write = out;
    process.stderr.write = err;
  }
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
  it("rewrites an unformatted file and leaves a formatted one alone", () => {
    write("messy.rift", MESSY);
    write("clean.rift", FORMATTED);
    const cleanInode = inode("clean.rift");
    const run = fmt(file("messy.rift"), file("clean.rift"));
    expect(run.code).toBe(0);
    expect(read("messy.rift")).toBe(FORMATTED);
    expect(inode("clean.rift")).toBe(cleanInode);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("2 files: 1 reformatted, 1 unchanged\n");
  });

  it("recurses into folders", () => {
    mkdirSync(file("set"));
    write("set/a.rift", MESSY);
    write("set/b.txt", MESSY);
    const run = fmt(dir);
    expect(run.code).toBe(0);
    expect(read("set/a.rift")).toBe(FORMATTED);
    expect(read("set/b.txt")).toBe(MESSY);
  });

  it("rewrites CRLF line ends as LF", () => {
    write("crlf.rift", FORMATTED.replace(/\n/g, "\r\n"));
    expect(fmt(file("crlf.rift")).code).toBe(0);
    expect(read("crlf.rift")).toBe(FORMATTED);
  });

  it("reports a file with syntax errors in the diagnostic format, leaves it untouched, exits 1", () => {
    write("broken.rift", BROKEN);
    write("messy.rift", MESSY);
    const brokenInode = inode("broken.rift");
    const run = fmt(file("broken.rift"), file("messy.rift"));
    expect(run.code).toBe(1);
    expect(read("broken.rift")).toBe(BROKEN);
    expect(inode("broken.rift")).toBe(brokenInode);
    expect(read("messy.rift")).toBe(FORMATTED);
    expect(run.stderr).toContain(
      `${file("broken.rift")}:1:23: error RS1013: expected a number after \`might\`\n` +
        `1 | card unit Y {   might two }\n  |                       ^^^\n`,
    );
    expect(run.stderr).toMatch(/2 files: 1 reformatted, 0 unchanged, 1 with syntax errors\n$/);
  });
});

describe("rift fmt --check", () => {
  it("lists unformatted files on stdout, writes nothing, exits 1", () => {
    write("messy.rift", MESSY);
    write("clean.rift", FORMATTED);
    const messyInode = inode("messy.rift");
    const run = fmt("--check", file("clean.rift"), file("messy.rift"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe(`${file("messy.rift")}\n`);
    expect(read("messy.rift")).toBe(MESSY);
    expect(inode("messy.rift")).toBe(messyInode);
    expect(run.stderr).toBe("2 files: 1 not formatted, 1 unchanged\n");
  });

  it("exits 0 with nothing on stdout when every file is formatted", () => {
    write("clean.rift", FORMATTED);
    const run = fmt("--check", file("clean.rift"));
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
  });

  it("exits 1 on a syntax error, and does not list the file as unformatted", () => {
    write("broken.rift", BROKEN);
    const run = fmt("--check", file("broken.rift"));
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("error RS1");
  });
});

describe("rift fmt misuse (exit 2 through main)", () => {
  it("an unknown flag", () => {
    write("clean.rift", FORMATTED);
    expect(() => runFmt(["--write", file("clean.rift")])).toThrow(
      new UsageError("unknown flag '--write' (expected one of --check)"),
    );
  });
  it("no path", () => {
    expect(() => runFmt(["--check"])).toThrow(UsageError);
  });
  it("a path that does not exist", () => {
    expect(() => runFmt([file("missing.rift")])).toThrow(/no such file or folder/);
  });
});
