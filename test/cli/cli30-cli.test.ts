/**
 * The CLI as a build pipeline sees it: every command prints diagnostics on stderr and results on
 * stdout, `rift test --format json` counts errors and warnings in its summary, `--help` says which
 * stream holds what, and the Vite plugin emits no absolute path.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { afterAll, describe, expect, test, vi } from "vitest";
import { EXIT_ERRORS, EXIT_OK } from "../../compiler/cli/exit-codes.js";
import type { TestReport } from "../../compiler/cli/test-report.js";
import type { RiftModule } from "../../compiler/vite-plugin.js";
import { bundleMain } from "../playground/vite-build.js";
import { runRift } from "./run-rift.js";

const root = mkdtempSync(join(tmpdir(), "rift-cli30-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
function tempDir(): string {
  const dir = join(root, `case${counter++}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** A card with a misspelt tag (warning RS2006) and a scenario that passes. */
const WARNED = `card spell "Quiet Study Cli30" {
  cost 1
  effect: draw 1; give all units with tag Recriut +1 might this turn
}

scenario "quiet study draws cli30" {
  setup {
    A hand: "Quiet Study Cli30"
    A deck: "Quiet Study Cli30"
    A pool: 1
  }
  A plays "Quiet Study Cli30"
  resolve chain
  expect A hand has 1 card
}
`;

/** The same with an error too: a card name nothing declares (RS2003), after the warning. */
const WARNED_AND_BROKEN = WARNED.replace(
  "    A pool: 1\n",
  '    A pool: 1\n    A trash: "Nowhere Card Cli30"\n',
);

function file(name: string, text: string): string {
  const path = join(tempDir(), name);
  writeFileSync(path, text);
  return path;
}

describe("diagnostics go to stderr in every command, results to stdout", () => {
  test("the unit has a warning and nothing else: a warning, no error", async () => {
    const run = await runRift(["check", file("warned.rift", WARNED)]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stderr).toMatch(/warned\.rift:3:43: warning RS2006/);
  });

  test.each([
    ["check", []],
    ["build", ["--out"]],
    ["test", []],
  ])(
    "rift %s: an error and a warning as code frames on stderr, none on stdout",
    async (name, extra) => {
      const path = file("broken.rift", WARNED_AND_BROKEN);
      const args = extra.length > 0 ? [...extra, join(tempDir(), "out")] : [];
      const run = await runRift([name, path, ...args]);
      expect(run.code).toBe(EXIT_ERRORS);
      expect(run.stdout).toBe("");
      expect(run.stderr).toMatch(/broken\.rift:11:14: error RS2003: [^\n]*\n11 \| {5}A trash: /);
      expect(run.stderr).toMatch(/broken\.rift:3:43: warning RS2006: [^\n]*\n3 \| /);
      // In the order the compiler found them, as `rift check` prints them.
      expect(run.stderr.indexOf("warning RS2006")).toBeLessThan(run.stderr.indexOf("error RS2003"));
    },
  );

  test("rift build: a warning of a unit that builds is on stderr; stdout is empty", async () => {
    const run = await runRift(["build", file("warned.rift", WARNED), "--out", tempDir()]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("warning RS2006");
    expect(run.stderr).toMatch(/^built \d+ modules? and index\.ts into /m);
  });

  test("rift test: stdout holds the ticks alone, stderr the warning and the summary", async () => {
    const run = await runRift(["test", file("warned.rift", WARNED)]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stdout).toBe("✓ quiet study draws cli30\n");
    expect(run.stderr).toMatch(/warned\.rift:3:43: warning RS2006/);
    expect(run.stderr).toMatch(/1 scenario: 1 passed, 0 failed, 1 warning\n$/);
  });

  test("rift fmt and rift play print a file's errors on stderr too", async () => {
    const path = file("broken.rift", WARNED_AND_BROKEN.replace("cost 1\n", "cost\n"));
    for (const args of [
      ["fmt", "--check", path],
      ["fmt", path],
      ["play", path, path],
    ]) {
      const run = await runRift(args);
      expect(run.code, args.join(" ")).toBe(EXIT_ERRORS);
      expect(run.stdout, args.join(" ")).toBe("");
      expect(run.stderr, args.join(" ")).toMatch(/broken\.rift:\d+:\d+: error RS1\d{3}/);
    }
  });

  test("--quiet: the error still on stderr, the warning and the summary left out", async () => {
    const path = file("broken.rift", WARNED_AND_BROKEN);
    for (const name of ["check", "test"]) {
      const run = await runRift([name, path, "--quiet"]);
      expect(run.code, name).toBe(EXIT_ERRORS);
      expect(run.stdout, name).toBe("");
      expect(run.stderr, name).toContain("error RS2003");
      expect(run.stderr, name).not.toContain("warning RS2006");
    }
  });
});

describe("rift test --format json counts errors and warnings in its summary", () => {
  test("a warning: counted, the scenario run, the run passed", async () => {
    const run = await runRift(["test", file("warned.rift", WARNED), "--format", "json"]);
    expect(run.code).toBe(EXIT_OK);
    const report = JSON.parse(run.stdout) as TestReport;
    expect(report.passed).toBe(true);
    expect(report.summary).toEqual({
      scenarios: 1,
      passed: 1,
      failed: 0,
      errors: 0,
      warnings: 1,
      durationMs: expect.any(Number) as number,
    });
    expect(report.diagnostics.map((d) => d.code)).toEqual(["RS2006"]);
  });

  test("an error and a warning: both counted, no scenario run", async () => {
    const run = await runRift(["test", file("broken.rift", WARNED_AND_BROKEN), "--format", "json"]);
    expect(run.code).toBe(EXIT_ERRORS);
    const report = JSON.parse(run.stdout) as TestReport;
    expect(report.passed).toBe(false);
    expect(report.summary).toMatchObject({ scenarios: 0, errors: 1, warnings: 1 });
    expect(report.scenarios).toEqual([]);
    // The json document is the whole of stdout; the frames are in it, not printed beside it.
    expect(run.stderr).not.toContain("error RS2003");
    expect(run.stderr).toMatch(/^1 error, 1 warning: no scenario was run\n$/);
  });

  test("the summary's counts agree with the diagnostics it carries", async () => {
    const run = await runRift(["test", "test/rules/cli30-move-banished.rift", "--format", "json"]);
    const report = JSON.parse(run.stdout) as TestReport;
    const count = (severity: string): number =>
      report.diagnostics.filter((d) => d.severity === severity).length;
    expect(report.summary.errors).toBe(count("error"));
    expect(report.summary.warnings).toBe(count("warning"));
    expect(report.summary.scenarios).toBeGreaterThan(0);
  });
});

describe("--help says which stream holds what", () => {
  test.each(["check", "build", "test", "fmt", "play"])("rift %s --help", async (name) => {
    const run = await runRift([name, "--help"]);
    expect(run.code).toBe(EXIT_OK);
    expect(run.stdout).toMatch(/\nstreams: +stdout holds results/);
    expect(run.stdout).toContain("diagnostics, summary lines and messages go to stderr");
  });

  test("the exit codes say what README's table says: 1 for a failed scenario, 129-143", async () => {
    const run = await runRift(["--help"]);
    expect(run.stdout).toContain(
      "1 errors (test: also a failed scenario, or\n            none run)",
    );
    expect(run.stdout).toContain("130 Ctrl-C, 143 SIGTERM,\n            129 SIGHUP");
  });

  test("play's --help names the other spellings of a mode it accepts", async () => {
    const help = await runRift(["play", "--help"]);
    expect(help.stdout).toContain("(or 1v1, ffa3, ffa4)");
    const deck = "cards/decks/ember-vanguard.rift";
    const run = await runRift(["play", deck, deck, "--mode", "1v1", "--games", "1"]);
    expect(run.code).toBe(EXIT_OK);
  });
});

describe("the Vite plugin emits no absolute path", () => {
  /** A one-module app under the temporary folder, outside the working folder, built in memory. */
  async function buildApp(files: Record<string, string>, entry: string): Promise<string> {
    const dir = tempDir();
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(join(dir, name, ".."), { recursive: true });
      writeFileSync(join(dir, name), text);
    }
    writeFileSync(join(dir, "main.js"), `import set from "./${entry}";\nexport { set };\n`);
    return (await bundleMain(dir)).code;
  }

  test("a file outside the working folder is named relative to it, as rift build names it", async () => {
    const files = {
      "sets/core.rift": `use "../shared/more.rift"\n${WARNED}`,
      "shared/more.rift": `card unit "Far Scout Cli30" {\n  cost 1\n  might 1\n}\n`,
    };
    const code = await buildApp(files, "sets/core.rift");
    // Every name is a JSON string: none may start with the temporary folder's absolute path.
    expect(code).toContain(`"../`);
    expect(code).not.toContain(`"${root}`);
    const url = `data:text/javascript;base64,${Buffer.from(code).toString("base64")}`;
    const { set } = (await import(url)) as { set: RiftModule };
    const portable = (path: string): string => relative(process.cwd(), path).split(sep).join("/");
    const dir = join(root, `case${counter - 1}`);
    expect(set.file).toBe(portable(join(dir, "sets/core.rift")));
    expect(set.file.startsWith("../")).toBe(true);
    expect(set.unitFiles).toEqual([portable(join(dir, "shared/more.rift"))]);
    expect(set.unit.map((f) => f.file)).toEqual(set.unitFiles);
    expect(set.scenarios[0]!.range?.file).toBe(set.file);
    expect(set.diagnostics.map((d) => [d.code, d.file])).toEqual([["RS2006", set.file]]);
    const scout = set.unitDefinitions.find((d) => d.name === "Far Scout Cli30");
    expect(JSON.stringify(scout)).toContain(`"file":"${set.unitFiles[0]}"`);
  });

  test("two checkouts built from their own folders give byte-identical bundles", async () => {
    // Each checkout is an app folder, the working folder of its build, beside a shared folder it
    // reaches with `use`: a file outside the working folder, which an absolute path would name.
    const checkout = (): string => {
      const dir = tempDir();
      mkdirSync(join(dir, "app"), { recursive: true });
      mkdirSync(join(dir, "shared"), { recursive: true });
      writeFileSync(join(dir, "app/core.rift"), `use "../shared/more.rift"\n${WARNED}`);
      writeFileSync(
        join(dir, "shared/more.rift"),
        `card unit "Far Scout Cli30" {\n  cost 1\n  might 1\n}\n`,
      );
      writeFileSync(join(dir, "app/main.js"), `import set from "./core.rift";\nexport { set };\n`);
      return join(dir, "app");
    };
    const bundle = async (app: string): Promise<string> => {
      // Vitest's workers cannot change folder; the plugin reads the working folder from here.
      const cwd = vi.spyOn(process, "cwd").mockReturnValue(app);
      try {
        return (await bundleMain(app)).code;
      } finally {
        cwd.mockRestore();
      }
    };
    const first = await bundle(checkout());
    const second = await bundle(checkout());
    expect(first).toContain(`"../shared/more.rift"`);
    // The tokens library, outside either working folder, by its place in the package.
    expect(first).toContain(`"riftscript/cards/tokens.rift"`);
    expect(second).toBe(first);
  });
});
