/**
 * `rift test --format json|junit --output FILE`: the report goes to FILE, not stdout, and is
 * written whole or not at all — a CI job must never read a truncated report as a shorter run.
 */
import * as fs from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, onTestFinished, test, vi } from "vitest";
import type { TestReport } from "../../compiler/cli/test-report.js";
import { runRift } from "./run-rift.js";
import { parseXml } from "./xml.js";

/** Set by a test to make the next write of a temporary file fail halfway, as a full disk does. */
let failTemporaryWrite = false;

vi.mock("node:fs", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs")>();
  return {
    ...actual,
    writeFileSync: (...args: Parameters<typeof actual.writeFileSync>) => {
      const [path, data] = args;
      if (failTemporaryWrite && typeof path === "string" && path.endsWith(".tmp")) {
        actual.writeFileSync(path, String(data).slice(0, 40));
        throw Object.assign(new Error("ENOSPC: no space left on device, write"), {
          code: "ENOSPC",
        });
      }
      return actual.writeFileSync(...args);
    },
  };
});

afterEach(() => {
  failTemporaryWrite = false;
});

function folder(): string {
  const dir = fs.mkdtempSync(join(tmpdir(), "rift-test-output-"));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const SOURCE = `card spell "Quick Study" {
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

function riftFile(dir: string, text = SOURCE): string {
  const file = join(dir, "study.rift");
  fs.writeFileSync(file, text);
  return file;
}

/** What a folder holds besides the inputs: no temporary file may stay behind. */
const leftovers = (dir: string): string[] => fs.readdirSync(dir).filter((f) => f.endsWith(".tmp"));

describe("rift test --output FILE", () => {
  test("--format json writes the report to FILE and nothing to stdout", async () => {
    const dir = folder();
    const file = riftFile(dir);
    const out = join(dir, "report.json");
    const run = await runRift(["test", file, "--format", "json", "--output", out]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe("1 scenario: 1 passed, 0 failed\n");
    const report = JSON.parse(fs.readFileSync(out, "utf8")) as TestReport;
    expect(report.passed).toBe(true);
    expect(report.scenarios.map((s) => [s.name, s.status])).toEqual([["drawing two", "passed"]]);
    expect(leftovers(dir)).toEqual([]);
  });

  test("--format junit writes XML, making the folders it names; a failure keeps exit 1", async () => {
    const dir = folder();
    const file = riftFile(dir, SOURCE.replace("has 2 cards", "has 3 cards"));
    const out = join(dir, "results", "ci", "rift.xml");
    const run = await runRift(["test", file, "--format=junit", "--output=" + out]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    const root = parseXml(fs.readFileSync(out, "utf8"));
    expect(root.attributes).toMatchObject({ tests: "1", failures: "1", errors: "0" });
    expect(leftovers(join(dir, "results", "ci"))).toEqual([]);
  });

  test("a write that fails halfway leaves the earlier report whole and no temporary file", async () => {
    const dir = folder();
    const file = riftFile(dir);
    const out = join(dir, "report.json");
    const earlier = '{"earlier": true}\n';
    fs.writeFileSync(out, earlier);
    failTemporaryWrite = true;
    const run = await runRift(["test", file, "--format", "json", "--output", out]);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(`rift test: cannot write ${out} (ENOSPC: no space left on device)\n`);
    expect(fs.readFileSync(out, "utf8")).toBe(earlier);
    expect(leftovers(dir)).toEqual([]);
  });

  test("FILE naming a folder: exit 2 with one line, the folder untouched", async () => {
    const dir = folder();
    const file = riftFile(dir);
    const out = join(dir, "reports");
    fs.mkdirSync(out);
    const run = await runRift(["test", file, "--format", "json", "--output", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`rift test: cannot write ${out} (a folder is there, not a file)\n`);
    expect(fs.readdirSync(out)).toEqual([]);
    expect(leftovers(dir)).toEqual([]);
  });

  test("without --format json or junit it is misuse: there is no report to write", async () => {
    const dir = folder();
    const out = join(dir, "report.txt");
    const run = await runRift(["test", riftFile(dir), "--output", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      "rift test: --output writes a report: add --format json or --format junit\n",
    );
    expect(fs.existsSync(out)).toBe(false);
  });

  test("rift test --help documents it", async () => {
    const run = await runRift(["test", "--help"]);
    expect(run.stdout).toContain("\n  --output FILE ");
  });
});
