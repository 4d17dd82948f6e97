/**
 * `rift test` for CI: `--format json` (one document on stdout) and `--format junit` (XML that CI
 * systems read, checked well-formed by a strict reader), and runs that select no scenario.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative, sep } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import type { TestReport } from "../../compiler/cli/test-report.js";
import { runRift } from "./run-rift.js";
import { parseXml, type XmlElement } from "./xml.js";

function riftFile(text: string, name = "study.rift"): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-test-formats-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
}

/** How the reports name a file: relative to the working folder, `../` outside it (README). */
const reported = (file: string): string => relative(process.cwd(), file).split(sep).join("/");

const scenario = (name: string, handAfter: number): string => `
scenario "${name}" {
  setup {
    A hand: "Quick Study"
    A deck: "Quick Study", "Quick Study"
    A pool: 1
  }
  A plays "Quick Study"
  resolve chain
  expect A hand has ${handAfter} cards
}
`;

const CARD = `card spell "Quick Study" {\n  cost 1\n  effect: draw 2\n}\n`;
/** Line 6: a scenario that fails at its line 14; line 17: one that passes, named with markup. */
const MIXED = CARD + scenario("drawing two", 3) + scenario(`draws <two> & 'more'`, 2);

/** A facedown card at a battlefield its player does not control: the setup fails (CR 107.3.c). */
const BAD_SETUP = `card battlefield "Windy Ridge" { }
${CARD}
scenario "a facedown card at an empty battlefield" {
  setup {
    battlefield "Windy Ridge" { facedown A: "Quick Study" }
  }
  expect A hand is empty
}
`;

const children = (element: XmlElement, name: string): XmlElement[] =>
  element.children.filter((child) => child.name === name);

describe("rift test --format json", () => {
  test("prints one document with every scenario's place, status, duration and failing step", async () => {
    const file = riftFile(MIXED);
    const run = await runRift(["test", file, "--format", "json"]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as TestReport;
    expect(report.passed).toBe(false);
    expect(report.summary).toMatchObject({ scenarios: 2, passed: 1, failed: 1 });
    expect(report.diagnostics).toEqual([]);
    const [failed, passed] = report.scenarios;
    expect(failed).toMatchObject({ name: "drawing two", file: reported(file), line: 6, column: 1 });
    expect(failed!.status).toBe("failed");
    expect(failed!.failure).toMatchObject({
      kind: "step",
      step: 3,
      file: reported(file),
      line: 14,
      column: 3,
    });
    expect(failed!.failure!.message).toMatch(/^expected A's hand count = 3, but it holds 2/);
    expect(passed).toMatchObject({ name: `draws <two> & 'more'`, line: 17, status: "passed" });
    expect(passed!.failure).toBeNull();
    for (const entry of report.scenarios) expect(entry.durationMs).toBeGreaterThan(0);
    // The summary is for people, on stderr; stdout stays one JSON document.
    expect(run.stderr).toBe("2 scenarios: 1 passed, 1 failed\n");
  });

  test("all passing: passed is true and the exit code 0", async () => {
    const run = await runRift([
      "test",
      riftFile(CARD + scenario("drawing two", 2)),
      "--format=json",
    ]);
    expect(run.code).toBe(0);
    expect((JSON.parse(run.stdout) as TestReport).passed).toBe(true);
  });

  test("a unit that does not compile gives its diagnostics and no scenario, exit 1", async () => {
    const file = riftFile(MIXED.replace("draw 2", "drow 2"));
    const run = await runRift(["test", file, "--format", "json"]);
    expect(run.code).toBe(1);
    const report = JSON.parse(run.stdout) as TestReport;
    expect(report.scenarios).toEqual([]);
    expect(report.diagnostics.map((d) => [d.line, d.column, d.code])).toEqual([[3, 11, "RS1009"]]);
    expect(run.stderr).toBe("1 error: no scenario was run\n");
  });

  test("a setup that fails is placed at the scenario, with no step", async () => {
    const run = await runRift(["test", riftFile(BAD_SETUP), "--format", "json"]);
    expect(run.code).toBe(1);
    const [entry] = (JSON.parse(run.stdout) as TestReport).scenarios;
    expect(entry!.failure).toMatchObject({ kind: "setup", step: null, line: 7, column: 1 });
    expect(entry!.failure!.message).toMatch(/^setup failed: /);
  });
});

describe("rift test --format junit", () => {
  test("one suite per file, one case per scenario, the failure with its file:line:column", async () => {
    const file = riftFile(MIXED);
    const run = await runRift(["test", file, "--format", "junit"]);
    expect(run.code).toBe(1);
    expect(run.stdout.startsWith(`<?xml version="1.0" encoding="UTF-8"?>\n`)).toBe(true);
    const root = parseXml(run.stdout);
    expect(root.name).toBe("testsuites");
    expect(root.attributes).toMatchObject({ tests: "2", failures: "1", errors: "0" });
    const suites = children(root, "testsuite");
    expect(suites.map((s) => s.attributes["name"])).toEqual([reported(file)]);
    const suite = suites[0]!;
    expect(suite.attributes).toMatchObject({
      tests: "2",
      failures: "1",
      errors: "0",
      skipped: "0",
    });
    expect(suite.attributes["timestamp"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    const cases = children(suite, "testcase");
    expect(cases.map((c) => [c.attributes["name"], c.attributes["line"]])).toEqual([
      ["drawing two", "6"],
      [`draws <two> & 'more'`, "17"],
    ]);
    for (const c of cases) {
      expect(c.attributes["classname"]).toBe(reported(file));
      expect(c.attributes["time"]).toMatch(/^\d+\.\d{3}$/);
    }
    const [failure] = children(cases[0]!, "failure");
    expect(failure!.attributes["message"]).toMatch(/^expected A's hand count = 3/);
    expect(failure!.text).toMatch(
      new RegExp(`^${escape(reported(file))}:14:3: expected A's hand count`),
    );
    expect(cases[1]!.children).toEqual([]);
  });

  test("a unit that does not compile is an error case per file, holding the diagnostics", async () => {
    const file = riftFile(MIXED.replace("draw 2", "drow 2"));
    const run = await runRift(["test", file, "--format", "junit"]);
    expect(run.code).toBe(1);
    const root = parseXml(run.stdout);
    expect(root.attributes).toMatchObject({ tests: "1", failures: "0", errors: "1" });
    const [compiles] = children(children(root, "testsuite")[0]!, "testcase");
    expect(compiles!.attributes).toMatchObject({
      name: "compiles",
      file: reported(file),
      line: "3",
    });
    const [error] = children(compiles!, "error");
    expect(error!.attributes["type"]).toBe("compile");
    expect(error!.text).toContain(`${reported(file)}:3:11: error RS1009`);
  });

  test("a setup that fails is an <error>, not a <failure>", async () => {
    const run = await runRift(["test", riftFile(BAD_SETUP), "--format", "junit"]);
    const root = parseXml(run.stdout);
    expect(root.attributes).toMatchObject({ tests: "1", failures: "0", errors: "1" });
    const [testcase] = children(children(root, "testsuite")[0]!, "testcase");
    expect(children(testcase!, "error")[0]!.attributes["type"]).toBe("setup");
  });

  test("the rules scenarios: a suite per file, a case per scenario the JSON report lists", async () => {
    const json = await runRift(["test", "test/rules", "--format", "json"]);
    const run = await runRift(["test", "test/rules", "--format", "junit"]);
    expect(run.code).toBe(json.code);
    const report = JSON.parse(json.stdout) as TestReport;
    const root = parseXml(run.stdout);
    // A unit with errors runs nothing and has one `compiles` case per file with errors instead.
    const broken = new Set(
      report.diagnostics.filter((d) => d.severity === "error").map((d) => d.file),
    );
    expect(Number(root.attributes["tests"])).toBe(report.scenarios.length + broken.size);
    const suites = children(root, "testsuite");
    expect(suites.length).toBeGreaterThan(0);
    // Named by the files the scenarios are written in (a file under test/rules may `use` one
    // from cards/, whose scenarios run with it).
    for (const suite of suites) expect(existsSync(suite.attributes["name"]!)).toBe(true);
  });
});

describe("a run that selects no scenario fails: it tested nothing", () => {
  test("--filter matching nothing says so and exits 1", async () => {
    const run = await runRift(["test", riftFile(MIXED), "--filter", "Drawing"]);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toBe(
      `no scenario matches --filter "Drawing" (the filter is case-sensitive; 1 would match ignoring case)\n`,
    );
  });

  test("--filter matching some runs only those", async () => {
    const run = await runRift(["test", riftFile(MIXED), "--filter", "draws"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(`✓ draws <two> & 'more'\n`);
    expect(run.stderr).toBe(`1 scenario matching "draws": 1 passed, 0 failed\n`);
  });

  test("files with no scenario: exit 1, and the JSON document still comes out", async () => {
    const run = await runRift(["test", riftFile(CARD), "--format", "json"]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toMatchObject({ passed: false, scenarios: [] });
    expect(run.stderr).toBe("no scenario to run in 1 file\n");
  });
});

describe("misuse", () => {
  test.each([
    [["--format", "xml"], "--format must be 'text', 'json' or 'junit', not 'xml'"],
    [
      ["--format", "json", "--steps"],
      "--steps prints text; it cannot be combined with --format json",
    ],
  ])("%j exits 2 with one line", async (flags, message) => {
    const run = await runRift(["test", riftFile(MIXED), ...flags]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`rift test: ${message}\n`);
    expect(run.stdout).toBe("");
  });

  test("rift test --help names the formats", async () => {
    const run = await runRift(["test", "--help"]);
    expect(run.stdout).toContain("--format text|json|junit");
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.each([
  ["<a>&</a>", "unterminated reference"],
  ["<a>&nbsp;</a>", "unknown entity"],
  ["<a><b></a>", "expected </b>"],
  ['<a x="1" x="2"/>', "attribute x given twice"],
  ["<a/><b/>", "content after the root element"],
  ["<a>\u0001</a>", "a character XML 1.0 cannot hold"],
])("the XML reader the junit tests use refuses %j", (xml, why) => {
  expect(() => parseXml(xml)).toThrow(why);
});
