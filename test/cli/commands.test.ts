/**
 * The `rift` command as a designer meets it: exit codes (0 clean, 1 errors, 2 misuse), diagnostics
 * at the right places, pure JSON on stdout, scenario results, and builds that never half-write.
 */
import { spawnSync } from "node:child_process";
import {
  closeSync,
  mkdtempSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { runRift } from "./run-rift.js";

function tempDir(): string {
  return mkdtempSync(join(tmpdir(), "rift-cli-"));
}

function writeRift(dir: string, name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const THREE_MISTAKES = `card unit "Gate Warden" {
  cost Order
  might 3
}

card spell "Quick Study" {
  cost 1
  effect: drow 2
}

card unit "Lone Sentry" {
  cost 2
  might 2
  when this is played: ready this;
}
`;

describe("rift check", () => {
  test("three unrelated mistakes give three diagnostics at their lines and columns, exit 1", async () => {
    const file = writeRift(tempDir(), "mistakes.rift", THREE_MISTAKES);
    const run = await runRift(["check", file]);
    expect(run.code).toBe(1);
    const headers = run.stderr.split("\n").filter((line) => line.startsWith(file));
    expect(headers.map((line) => line.slice(file.length).split(":").slice(1, 3).join(":"))).toEqual(
      ["2:8", "8:11", "14:34"],
    );
    expect(run.stderr).toContain("did you mean `draw`?");
    expect(run.stderr).toContain("1 file, 3 cards");
    expect(run.stderr).toContain("3 errors");
  });

  test("--format json prints only a JSON array of diagnostics on stdout", async () => {
    const file = writeRift(tempDir(), "mistakes.rift", THREE_MISTAKES);
    const run = await runRift(["check", "--format", "json", file]);
    expect(run.code).toBe(1);
    const diagnostics = JSON.parse(run.stdout) as { code: string; line: number }[];
    expect(diagnostics.map((d) => d.line)).toEqual([2, 8, 14]);
    expect(diagnostics.every((d) => /^RS\d{4}$/.test(d.code))).toBe(true);
  });

  test("the bundled cards are clean", async () => {
    const run = await runRift(["check", "cards"]);
    expect(run.stderr).toMatch(/0 errors, 0 warnings/);
    expect(run.code).toBe(0);
  });

  test("a name declared in two files of one unit is an error naming both places", async () => {
    const dir = tempDir();
    const card = `card spell "Twice" {\n  cost 1\n  effect: draw 1\n}\n`;
    const a = writeRift(dir, "a.rift", card);
    writeRift(dir, "b.rift", card);
    const run = await runRift(["check", dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("RS2001");
    expect(run.stderr).toContain(`${a}:1:12: note:`);
  });

  test.each([
    [["check", "no/such/path.rift"], "no such file or folder: no/such/path.rift"],
    [["check", "--fromat", "json", "cards"], "unknown flag '--fromat'"],
    [["check"], "no path given"],
    [["check", "--format", "xml", "cards"], "--format must be 'text' or 'json'"],
    [["frobnicate"], "unknown command 'frobnicate'"],
  ])("misuse %j exits 2 with a clear message", async (args, message) => {
    const run = await runRift(args);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  test("a folder holding no .rift file is misuse, said plainly", async () => {
    const run = await runRift(["check", tempDir()]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("no .rift files in folder");
  });

  test("random bytes get diagnostics, not a crash", async () => {
    const dir = tempDir();
    const bytes = Buffer.alloc(4096);
    let seed = 7;
    for (let i = 0; i < bytes.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      bytes[i] = seed & 0xff;
    }
    writeFileSync(join(dir, "noise.rift"), bytes);
    const run = await runRift(["check", dir]);
    expect(run.code).toBe(1);
    expect(run.stderr).not.toContain("internal error");
    expect(run.stderr).toMatch(/noise\.rift:\d+:\d+: error RS1\d{3}/);
  });
});

const SCENARIO_FILE = `card spell "Quick Study" {
  cost 1
  effect: draw 2
}

scenario "drawing two" {
  setup {
    A hand: "Quick Study"
    A deck: "Quick Study", "Quick Study"
    A pool: 1
  }
  A plays "Quick Study"
  resolve chain
  expect A hand has 2 cards
}
`;

describe("rift test", () => {
  test("passing scenarios print a tick each and exit 0", async () => {
    const file = writeRift(tempDir(), "study.rift", SCENARIO_FILE);
    const run = await runRift(["test", file]);
    expect(run.stdout).toContain("✓ drawing two");
    expect(run.stderr).toContain("1 scenario: 1 passed, 0 failed");
    expect(run.code).toBe(0);
  });

  test("a wrong expectation fails with its file:line:col and what the state holds", async () => {
    const wrong = SCENARIO_FILE.replace("expect A hand has 2 cards", "expect A hand has 3 cards");
    const file = writeRift(tempDir(), "study.rift", wrong);
    const run = await runRift(["test", file]);
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("✗ drawing two");
    expect(run.stdout).toContain(`${file}:14:3:`);
    expect(run.stdout).toMatch(/Quick Study/);
  });

  test("--steps prints each step of a passed scenario with what it did, refusals with their reason", async () => {
    const refusing = SCENARIO_FILE.replace(
      '  A plays "Quick Study"\n',
      '  B can\'t pass, because noPriority\n  A plays "Quick Study"\n',
    );
    const file = writeRift(tempDir(), "study.rift", refusing);
    const run = await runRift(["test", file, "--steps"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("✓ drawing two");
    expect(run.stdout).toMatch(
      new RegExp(
        `  ${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:\\d+:3: passed: refused as expected \\(noPriority\\)`,
      ),
    );
    expect(run.stdout).toMatch(/passed: .*played Quick Study by A/);
  });

  test("--steps ends every step with a newline: the summary is a line of its own after the last step", async () => {
    const dir = tempDir();
    const file = writeRift(dir, "study.rift", SCENARIO_FILE);
    const run = await runRift(["test", file, "--steps"]);
    expect(run.stdout.endsWith("\n")).toBe(true);
    const lines = run.stdout.slice(0, -1).split("\n");
    expect(lines[0]).toBe("✓ drawing two");
    for (const line of lines.slice(1)) expect(line).toMatch(/^ {2}\S+:\d+:\d+: passed: \S/);
    expect(lines.at(-1)).toContain("passed: A's hand count = 2");
    // The shipped command with both streams in one file, as `rift test --steps > log 2>&1` writes it.
    const log = join(dir, "log.txt");
    const fd = openSync(log, "w");
    try {
      const result = spawnSync(process.execPath, ["bin/rift.js", "test", file, "--steps"], {
        stdio: ["ignore", fd, fd],
      });
      expect(result.status).toBe(0);
    } finally {
      closeSync(fd);
    }
    const written = readFileSync(log, "utf8");
    expect(written).toBe(`${run.stdout}1 scenario: 1 passed, 0 failed\n`);
  });

  test("--filter that matches no scenario says so and exits 1: a CI job that ran nothing fails", async () => {
    const file = writeRift(tempDir(), "study.rift", SCENARIO_FILE);
    const run = await runRift(["test", file, "--filter", "nothing matches this"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain('no scenario matches --filter "nothing matches this"');
  });
});

describe("rift build", () => {
  test("writes one module per file plus an index, all inside --out", async () => {
    const dir = tempDir();
    const source = join(dir, "src");
    mkdirSync(source);
    writeRift(source, "study.rift", SCENARIO_FILE);
    const out = join(dir, "out");
    const run = await runRift(["build", source, "--out", out]);
    // Two modules (study.ts, tokens.ts) and the index: the counts add up in the message.
    expect(run.stderr).toContain(
      `built 2 modules and index.ts into ${out}: 3 files (3 written, 0 reused), 0 removed`,
    );
    expect(run.code).toBe(0);
    const again = await runRift(["build", source, "--out", out]);
    expect(again.stderr).toContain("3 files (0 written, 3 reused), 0 removed");
    expect(
      readdirSync(out)
        .filter((f) => f.endsWith(".ts"))
        .sort(),
    ).toEqual(["index.ts", "study.ts", "tokens.ts"]);
    expect(readdirSync(dir).sort()).toEqual(["out", "src"]);
  });

  test("a build with errors writes nothing and leaves the previous output as it was", async () => {
    const dir = tempDir();
    const file = writeRift(dir, "study.rift", SCENARIO_FILE);
    const out = join(dir, "out");
    expect((await runRift(["build", file, "--out", out])).code).toBe(0);
    const before = readFileSync(join(out, "study.ts"), "utf8");
    writeFileSync(file, SCENARIO_FILE.replace("draw 2", "drow 2"));
    const run = await runRift(["build", file, "--out", out]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("nothing was written");
    expect(readFileSync(join(out, "study.ts"), "utf8")).toBe(before);
  });

  test("--out is required", async () => {
    const run = await runRift(["build", "cards"]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("--out DIR is required");
  });
});

test("the shipped command runs the built JavaScript (npm install builds it)", () => {
  const result = spawnSync(process.execPath, ["bin/rift.js", "check", "cards"], {
    encoding: "utf8",
  });
  expect(result.stderr).toMatch(/0 errors/);
  expect(result.status).toBe(0);
});

test("the bundled cards build to modules that tsc --strict accepts, typed from the riftscript package", async () => {
  // Inside the package folder, so that `import type … from "riftscript"` resolves to this package.
  mkdirSync("dist", { recursive: true });
  const out = mkdtempSync(join("dist", "test-build-"));
  onTestFinished(() => rmSync(out, { recursive: true, force: true }));
  const run = await runRift(["build", "cards", "--out", out]);
  expect(run.code).toBe(0);
  expect(readFileSync(join(out, "index.ts"), "utf8")).toContain('from "riftscript"');
  const tsc = spawnSync(
    process.execPath,
    [
      "node_modules/typescript/bin/tsc",
      "--strict",
      "--noEmit",
      "--module",
      "nodenext",
      "--moduleResolution",
      "nodenext",
      "--target",
      "es2022",
      ...readdirSync(out, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith(".ts"))
        .map((f) => join(out, f)),
    ],
    { encoding: "utf8" },
  );
  expect(tsc.stdout + tsc.stderr).toBe("");
  expect(tsc.status).toBe(0);
  // A whole tsc run over every module: 30-40 s alone, over a minute on a busy machine.
}, 180_000);
