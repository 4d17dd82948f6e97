import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { Scenario, ScenarioResult } from "../../runtime/index.js";
import { formatDiagnostic } from "../diagnostic-format.js";

/**
 * What `rift test` found, in the shape its machine-readable formats print: `--format json` prints
 * this object, `--format junit` renders it as JUnit XML. Positions are 1-based, as in diagnostics;
 * files are named relative to the working folder, `../` outside it, when printed (report-names.ts).
 */
export interface TestReport {
  /** True when the unit compiled, at least one scenario ran, and none failed. */
  passed: boolean;
  filter: string | null;
  /**
   * The counts a pipeline gates on: scenarios run, passed and failed, and the unit's diagnostics by
   * severity (errors run no scenario; warnings fail nothing).
   */
  summary: {
    scenarios: number;
    passed: number;
    failed: number;
    errors: number;
    warnings: number;
    durationMs: number;
  };
  /** Every diagnostic of the unit, as `rift check --format json` prints them. */
  diagnostics: Diagnostic[];
  /** The scenarios run, in the order they are written; none when the unit has errors. */
  scenarios: ScenarioReport[];
}

export interface ScenarioReport {
  name: string;
  file: string | null;
  line: number | null;
  column: number | null;
  status: "passed" | "failed";
  durationMs: number;
  failure: ScenarioFailure | null;
}

export interface ScenarioFailure {
  /** `setup` when the setup could not be built (no step ran), `step` when a step failed. */
  kind: "setup" | "step";
  /** The failed step's position among the scenario's steps, from 1; null for a setup failure. */
  step: number | null;
  file: string | null;
  line: number | null;
  column: number | null;
  /** The runtime's message: the expectation, what the state holds, the last events. */
  message: string;
}

/** Where a scenario failed and why; null when it passed. */
export function failureOf(scenario: Scenario, outcome: ScenarioResult): ScenarioFailure | null {
  if (outcome.passed) return null;
  if (outcome.setupError !== null) {
    return {
      kind: "setup",
      step: null,
      ...position(scenario.range),
      message: `setup failed: ${outcome.setupError}`,
    };
  }
  const failed = outcome.steps.find((step) => step.status === "failed");
  if (!failed) return { kind: "step", step: null, ...position(scenario.range), message: "failed" };
  return {
    kind: "step",
    step: failed.index + 1,
    ...position(failed.range ?? scenario.range),
    message: failed.message,
  };
}

export function scenarioReport(
  scenario: Scenario,
  outcome: ScenarioResult,
  durationMs: number,
): ScenarioReport {
  return {
    name: scenario.name,
    ...position(scenario.range),
    status: outcome.passed ? "passed" : "failed",
    durationMs: roundMs(durationMs),
    failure: failureOf(scenario, outcome),
  };
}

export function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function position(range: Scenario["range"]): {
  file: string | null;
  line: number | null;
  column: number | null;
} {
  return range
    ? { file: range.file, line: range.line, column: range.column }
    : { file: null, line: null, column: null };
}

/** `file:line:column: `, or nothing when the position is unknown. */
export function placeText(
  at: { file: string | null; line: number | null; column: number | null } | undefined,
): string {
  return at?.file != null ? `${at.file}:${at.line}:${at.column}: ` : "";
}

/**
 * JUnit XML as Jenkins, GitLab, GitHub Actions reporters and Azure read it: one `<testsuite>` per
 * `.rift` file, one `<testcase>` per scenario. A failed step is a `<failure>` (an expectation did
 * not hold); a setup that could not be built is an `<error>` (nothing was checked). When the unit
 * does not compile, each file with errors is a suite whose one case, `compiles`, is an `<error>`
 * holding the diagnostics, so the CI page says why nothing ran instead of showing zero tests.
 * A file's warnings are its suite's `<system-err>`.
 */
export function junitXml(
  report: TestReport,
  texts: ReadonlyMap<string, string>,
  timestamp: Date,
): string {
  const suites: Suite[] = [];
  const suiteFor = (file: string): Suite => {
    let suite = suites.find((s) => s.name === file);
    if (!suite) {
      suite = { name: file, cases: [], failures: 0, errors: 0, seconds: 0, warnings: [] };
      suites.push(suite);
    }
    return suite;
  };

  const errors = report.diagnostics.filter((d) => d.severity === "error");
  for (const file of [...new Set(errors.map((d) => d.file))]) {
    const own = errors.filter((d) => d.file === file);
    const frames = own.map((d) => formatDiagnostic(d, texts.get(d.file))).join("\n\n");
    const first = own[0]!;
    const suite = suiteFor(file);
    suite.errors++;
    suite.cases.push(
      `    <testcase ${attributes({ name: "compiles", classname: file, file, line: first.line, time: "0.000" })}>\n` +
        `      <error ${attributes({ type: "compile", message: `${own.length} error${own.length === 1 ? "" : "s"}: ${first.message}` })}>${text(frames)}</error>\n` +
        `    </testcase>`,
    );
  }

  for (const scenario of report.scenarios) {
    const file = scenario.file ?? "(unknown file)";
    const suite = suiteFor(file);
    const seconds = scenario.durationMs / 1000;
    suite.seconds += seconds;
    const head = attributes({
      name: scenario.name,
      classname: file,
      file,
      line: scenario.line ?? undefined,
      time: seconds.toFixed(3),
    });
    const failure = scenario.failure;
    if (!failure) {
      suite.cases.push(`    <testcase ${head}/>`);
      continue;
    }
    const element = failure.kind === "setup" ? "error" : "failure";
    if (element === "error") suite.errors++;
    else suite.failures++;
    const body = `${placeText(failure)}${failure.message}`;
    suite.cases.push(
      `    <testcase ${head}>\n` +
        `      <${element} ${attributes({ type: failure.kind, message: firstLine(failure.message) })}>${text(body)}</${element}>\n` +
        `    </testcase>`,
    );
  }

  // Warnings fail nothing, so they are no test case; a suite's `<system-err>` is where CI pages
  // show what a run printed on stderr, which is where `rift test` prints them in text mode.
  for (const warning of report.diagnostics.filter((d) => d.severity === "warning")) {
    suiteFor(warning.file).warnings.push(formatDiagnostic(warning, texts.get(warning.file)));
  }

  const stamp = timestamp.toISOString().replace(/\.\d+Z$/, "");
  const total = (key: "failures" | "errors"): number => suites.reduce((n, s) => n + s[key], 0);
  const lines = [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<testsuites ${attributes({
      name: "rift test",
      tests: suites.reduce((n, s) => n + s.cases.length, 0),
      failures: total("failures"),
      errors: total("errors"),
      time: (report.summary.durationMs / 1000).toFixed(3),
    })}>`,
  ];
  for (const suite of suites) {
    lines.push(
      `  <testsuite ${attributes({
        name: suite.name,
        tests: suite.cases.length,
        failures: suite.failures,
        errors: suite.errors,
        skipped: 0,
        time: suite.seconds.toFixed(3),
        timestamp: stamp,
      })}>`,
      ...suite.cases,
      ...(suite.warnings.length > 0
        ? [`    <system-err>${text(suite.warnings.join("\n\n"))}</system-err>`]
        : []),
      `  </testsuite>`,
    );
  }
  lines.push(`</testsuites>`);
  return lines.join("\n") + "\n";
}

interface Suite {
  name: string;
  cases: string[];
  failures: number;
  errors: number;
  seconds: number;
  /** The code frames of the file's warnings. */
  warnings: string[];
}

function firstLine(message: string): string {
  return message.split("\n")[0]!;
}

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => `${key}="${text(String(value)).replace(/"/g, "&quot;")}"`)
    .join(" ");
}

/**
 * Character data that any XML 1.0 reader accepts: the markup characters escaped, and the control
 * characters XML cannot carry at all (not even as references) written out as `\uXXXX`.
 */
function text(value: string): string {
  return value
    .replace(
      /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g,
      (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
    )
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}
