/**
 * `rift` as a CI pipeline runs it: help per command, input that is not UTF-8, outputs that cannot
 * be written (exit 2 with the path, never "internal error" or a hang), a vendored copy of the
 * token library, and output folders holding leftovers of earlier builds.
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { runRift } from "./run-rift.js";

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-ci-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const CARD = `card unit "Hedge Knight" {\n  cost 2\n  might 2\n}\n`;

describe("rift COMMAND --help", () => {
  test.each(["check", "build", "test", "fmt", "play"])(
    "%s --help prints that command's usage and exits 0",
    async (name) => {
      const run = await runRift([name, "--help"]);
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(new RegExp(`^usage: rift ${name} `));
      expect(run.stdout).toContain("exit codes:");
      expect(run.stderr).toBe("");
    },
  );

  test("after `--`, --help is a path like any other", async () => {
    const run = await runRift(["check", "--", "--help"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no such file or folder: --help");
  });
});

describe("files that are not UTF-8", () => {
  test("check reports the first bad byte at its line and column with the other files' mistakes, exit 1", async () => {
    const dir = tempDir();
    const file = join(dir, "latin1.rift");
    writeFileSync(file, Buffer.from('card unit "Caf\xe9" {\n  cost 1\n  might 1\n}\n', "latin1"));
    writeFileSync(join(dir, "typo.rift"), `card spell "B" {\n  cost 1\n  effect: drow 2\n}\n`);
    const run = await runRift(["check", dir, "--format", "json"]);
    expect(run.code).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as {
      file: string;
      line: number;
      column: number;
      code: string;
      message: string;
    }[];
    expect(diagnostics.map((d) => [d.file.split(/[\\/]/).pop(), d.line, d.column, d.code])).toEqual(
      [
        ["latin1.rift", 1, 15, "RS1001"],
        ["typo.rift", 3, 11, "RS1009"],
      ],
    );
    expect(diagnostics[0]!.message).toContain("not UTF-8: byte 0xE9");
  });

  test("build writes nothing and fmt leaves the file byte for byte as it was", async () => {
    const dir = tempDir();
    const file = join(dir, "latin1.rift");
    const bytes = Buffer.from('card unit "Caf\xe9" {  cost 1   might 1 }\n', "latin1");
    writeFileSync(file, bytes);
    const fmt = await runRift(["fmt", file]);
    expect(fmt.code).toBe(1);
    expect(fmt.stderr).toContain(`${file}:1:15: error RS1001: the file is not UTF-8`);
    expect(readFileSync(file)).toEqual(bytes);
    const build = await runRift(["build", file, "--out", join(dir, "out")]);
    expect(build.code).toBe(1);
    expect(build.stderr).toContain("1 error: nothing was written");
    expect(existsSync(join(dir, "out"))).toBe(false);
  });

  test("a bad byte on a later line after multi-byte characters is placed in characters", async () => {
    const dir = tempDir();
    const file = join(dir, "mixed.rift");
    const text = Buffer.from(`// ★ ok\ncard unit "Né`, "utf8");
    writeFileSync(file, Buffer.concat([text, Buffer.from([0xff]), Buffer.from('" { }\n')]));
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`${file}:2:14: error RS1001: the file is not UTF-8: byte 0xFF`);
  });

  test("a byte order mark is still accepted", async () => {
    const dir = tempDir();
    const file = join(dir, "bom.rift");
    writeFileSync(file, "\ufeff" + CARD);
    const run = await runRift(["check", file]);
    expect(run.code).toBe(0);
  });
});

describe("outputs that cannot be written", () => {
  test("--out naming a file is a one-line I/O error, exit 2", async () => {
    const dir = tempDir();
    const file = join(dir, "knight.rift");
    writeFileSync(file, CARD);
    const run = await runRift(["build", file, "--out", file]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`rift build: cannot write ${file} (a file is there, not a folder)\n`);
    const below = await runRift(["build", file, "--out", join(file, "out")]);
    expect(below.code).toBe(2);
    // The message names the file in the way (cli28), not only the system's ENOTDIR.
    expect(below.stderr).toContain(`(${file} is a file, not a folder)`);
    expect(below.stderr).not.toContain("internal error");
  });

  test.runIf(existsSync("/proc/self"))(
    "--out under /proc fails at once instead of retrying mkdir forever",
    { timeout: 10_000 },
    async () => {
      const dir = tempDir();
      const file = join(dir, "knight.rift");
      writeFileSync(file, CARD);
      const run = await runRift(["build", file, "--out", "/proc/rift-no-such/out"]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(
        "rift build: cannot write /proc/rift-no-such (ENOENT: no such file or directory)\n",
      );
    },
  );
});

test("a vendored copy of the token library builds without declaring its tokens twice", async () => {
  const dir = tempDir();
  const set = join(dir, "cards");
  mkdirSync(set);
  copyFileSync(join("cards", "tokens.rift"), join(set, "tokens.rift"));
  writeFileSync(join(set, "knight.rift"), CARD);
  const run = await runRift(["build", set, "--out", join(dir, "out")]);
  expect(run.stdout).toBe("");
  expect(run.code).toBe(0);
  expect(
    readdirSync(join(dir, "out"))
      .filter((name) => name.endsWith(".ts"))
      .sort(),
  ).toEqual(["index.ts", "knight.ts", "tokens.ts"]);
});

describe("an output folder with leftovers", () => {
  test("without its cache, outputs of deleted sources go; files the build did not write stay", async () => {
    const dir = tempDir();
    const source = join(dir, "src");
    mkdirSync(source);
    writeFileSync(join(source, "knight.rift"), CARD);
    writeFileSync(join(source, "squire.rift"), CARD.replace("Hedge Knight", "Squire"));
    const out = join(dir, "out");
    expect((await runRift(["build", source, "--out", out])).code).toBe(0);
    // CI restored an output folder but not its cache, and a card file was deleted since.
    writeFileSync(join(out, "handwritten.ts"), "export const kept = 1;\n");
    writeFileSync(join(out, ".knight.ts.999999999.1.tmp"), "half a mod");
    writeFileSync(join(out, ".rift-cache.json"), "{}");
    rmSync(join(source, "squire.rift"));
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("1 removed");
    expect(readdirSync(out).sort()).toEqual([
      ".rift-cache.json",
      "handwritten.ts",
      "index.ts",
      "knight.ts",
      "tokens.ts",
    ]);
  });

  test("the output of another build in a folder inside --out is left alone", async () => {
    const dir = tempDir();
    const file = join(dir, "knight.rift");
    writeFileSync(file, CARD);
    const out = join(dir, "out");
    expect((await runRift(["build", file, "--out", join(out, "nested")])).code).toBe(0);
    const run = await runRift(["build", file, "--out", out]);
    expect(run.code).toBe(0);
    expect(run.stderr).toContain("0 removed");
    expect(readdirSync(join(out, "nested")).sort()).toEqual([
      ".rift-cache.json",
      "index.ts",
      "knight.ts",
      "tokens.ts",
    ]);
  });
});

test("build --format json prints the diagnostics of several files as one array, exit 1", async () => {
  const dir = tempDir();
  writeFileSync(join(dir, "a.rift"), `card unit "A" {\n  cost Order\n  might 3\n}\n`);
  writeFileSync(join(dir, "b.rift"), `card spell "B" {\n  cost 1\n  effect: drow 2\n}\n`);
  const run = await runRift(["build", dir, "--out", join(dir, "out"), "--format", "json"]);
  expect(run.code).toBe(1);
  const diagnostics = JSON.parse(run.stdout) as { file: string; line: number; code: string }[];
  expect(diagnostics.map((d) => [d.file.endsWith("a.rift"), d.line, d.code])).toEqual([
    [true, 2, "RS1004"],
    [false, 3, "RS1009"],
  ]);
  expect(run.stderr).toContain("2 errors: nothing was written");
  expect(existsSync(join(dir, "out"))).toBe(false);
});

describe("inputs that cannot be laid out as modules are the user's to fix, not internal errors", () => {
  test("a file named index.rift: exit 2, naming the file to rename", async () => {
    const dir = tempDir();
    const file = join(dir, "index.rift");
    writeFileSync(file, CARD);
    const run = await runRift(["build", file, "--out", join(dir, "out")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift build: an input cannot be written to index.ts, which lists every module: rename ${file}\n`,
    );
  });

  test("a symbolic link to a folder inside --out: exit 2", async () => {
    const dir = tempDir();
    mkdirSync(join(dir, "src", "sub"), { recursive: true });
    writeFileSync(join(dir, "src", "sub", "knight.rift"), CARD);
    writeFileSync(join(dir, "src", "top.rift"), CARD.replace("Hedge Knight", "Top"));
    mkdirSync(join(dir, "out"));
    mkdirSync(join(dir, "elsewhere"));
    symlinkSync(join(dir, "elsewhere"), join(dir, "out", "sub"));
    const run = await runRift(["build", join(dir, "src"), "--out", join(dir, "out")]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("refusing to write through the symbolic link");
    expect(run.stderr).not.toContain("internal error");
    expect(readdirSync(join(dir, "elsewhere"))).toEqual([]);
  });
});

test("a used file that is not UTF-8 is RS2002 at the `use`, saying why it cannot be read", async () => {
  const dir = tempDir();
  writeFileSync(
    join(dir, "latin1.rift"),
    Buffer.from('card unit "Caf\xe9" { cost 1 might 1 }\n', "latin1"),
  );
  const user = join(dir, "user.rift");
  writeFileSync(user, `use "latin1.rift"\n${CARD}`);
  const run = await runRift(["check", user]);
  expect(run.code).toBe(1);
  expect(run.stderr).toContain(`${user}:1:1: error RS2002: cannot read`);
  expect(run.stderr).toContain("not UTF-8");
});
