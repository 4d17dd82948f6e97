import { performance } from "node:perf_hooks";
import { writeFileAtomic } from "../atomic-write.js";
import { runScenario, type Scenario, type ScenarioResult } from "../../runtime/index.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { compile } from "../compile.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import { oneOf, parseArgs, UsageError } from "./args.js";
import { plural, printDiagnostics, QUIET } from "./check-command.js";
import { diagnosticsExitCode, EXIT_ERRORS, EXIT_OK, reportCompilerBug } from "./exit-codes.js";
import { readSources, sourceTexts } from "./read-sources.js";
import { reportNames } from "./report-names.js";
import {
  failureOf,
  junitXml,
  placeText,
  roundMs,
  scenarioReport,
  type ScenarioReport,
  type TestReport,
} from "./test-report.js";

type TestFormat = "text" | "json" | "junit";

/**
 * `rift test PATH…`: compiles the unit and runs every scenario with the strict chooser. A failure
 * shows where the expectation is written, what it expected, what the state holds, and the last
 * events. `--format json|junit` prints one document on stdout instead (the summary stays on
 * stderr), or with `--output FILE` writes it there, whole or not at all. Exit 1 when anything fails or does not compile, and when no scenario ran: a CI job whose
 * `--filter` or paths select nothing has tested nothing, and must not pass as if it had.
 * `--quiet` prints only failures, errors and, when the run did not pass, the summary.
 */
export function runTest(argv: readonly string[]): number {
  const started = performance.now();
  const args = parseArgs(argv, {
    valued: ["--filter", "--format", "--output"],
    boolean: ["--steps", QUIET],
  });
  const filter = args.values.get("--filter");
  const format = testFormat(args.values.get("--format"));
  const steps = args.flags.has("--steps");
  const quiet = args.flags.has(QUIET);
  if (steps && quiet)
    throw new UsageError("--steps prints more and --quiet less; give one of them");
  const output = args.values.get("--output");
  if (steps && format !== "text") {
    throw new UsageError(`--steps prints text; it cannot be combined with --format ${format}`);
  }
  if (output !== undefined && format === "text") {
    throw new UsageError("--output writes a report: add --format json or --format junit");
  }
  const unreadable: Diagnostic[] = [];
  const sources = readSources(collectRiftFiles(args.positional), unreadable);
  const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });

  const diagnostics = [...unreadable, ...result.diagnostics];
  const texts = sourceTexts(sources, diagnostics);
  const errors = diagnostics.filter((d) => d.severity === "error");
  const warnings = diagnostics.filter((d) => d.severity === "warning");
  const report: TestReport = {
    passed: false,
    filter: filter ?? null,
    summary: {
      scenarios: 0,
      passed: 0,
      failed: 0,
      errors: errors.length,
      warnings: warnings.length,
      durationMs: 0,
    },
    diagnostics,
    scenarios: [],
  };
  const finish = (summary: string): number => {
    report.summary.durationMs = roundMs(performance.now() - started);
    const names = reportNames();
    const shown = names.rename(report);
    const document =
      format === "json"
        ? JSON.stringify(shown, null, 2) + "\n"
        : format === "junit"
          ? junitXml(
              shown,
              new Map([...texts].map(([file, text]) => [names.name(file), text])),
              new Date(),
            )
          : null;
    // A CI job reads the report after the run: a crash or a full disk must leave the earlier file
    // or none, never a truncated one that parses as fewer tests.
    if (document !== null && output !== undefined) writeFileAtomic(output, document);
    else if (document !== null) process.stdout.write(document);
    // Quiet, a run that passed says nothing; one that did not says why (no scenario ran, say).
    if (!quiet || !report.passed) process.stderr.write(summary + "\n");
    reportCompilerBug("test", diagnostics);
    return report.passed ? EXIT_OK : Math.max(EXIT_ERRORS, diagnosticsExitCode(diagnostics));
  };

  // Text mode prints the diagnostics as `rift check` does, on stderr: stdout holds the results
  // (ticks and failures) alone. A warning (a misspelt tag, a name bound and never used) reaches the
  // log without failing the run; the json and junit reports carry the diagnostics themselves.
  if (format === "text") printDiagnostics(diagnostics, sources, "text", quiet);
  const warned = warnings.length === 0 ? "" : `, ${plural(warnings.length, "warning")}`;

  if (errors.length > 0) {
    return finish(`${plural(errors.length, "error")}${warned}: no scenario was run`);
  }

  const selected = result.scenarios.filter(
    (scenario) => filter === undefined || scenario.name.includes(filter),
  );
  if (selected.length === 0) {
    return finish(
      filter === undefined
        ? `no scenario to run in ${plural(sources.length, "file")}`
        : noMatch(filter, result.scenarios),
    );
  }

  for (const scenario of selected) {
    const begun = performance.now();
    const outcome = runScenario(scenario, result.definitions);
    const entry = scenarioReport(scenario, outcome, performance.now() - begun);
    report.scenarios.push(entry);
    if (format === "text" && !(quiet && entry.failure === null)) {
      process.stdout.write(describeOutcome(entry, outcome, steps));
    }
  }
  const failed = report.scenarios.filter((s) => s.status === "failed").length;
  report.summary.scenarios = selected.length;
  report.summary.passed = selected.length - failed;
  report.summary.failed = failed;
  report.passed = failed === 0;
  const filtered = filter === undefined ? "" : ` matching "${filter}"`;
  return finish(
    `${plural(selected.length, "scenario")}${filtered}: ${selected.length - failed} passed, ${failed} failed${warned}`,
  );
}

/** Why `--filter` selected nothing, with the likeliest slip (the filter is case-sensitive). */
function noMatch(filter: string, scenarios: readonly Scenario[]): string {
  const lower = filter.toLowerCase();
  const ignoringCase = scenarios.filter((s) => s.name.toLowerCase().includes(lower)).length;
  const why =
    ignoringCase > 0
      ? `the filter is case-sensitive; ${ignoringCase} would match ignoring case`
      : `none of the ${plural(scenarios.length, "scenario")} in the files`;
  return `no scenario matches --filter "${filter}" (${why})`;
}

/** `--format text|json|junit`; `text` and `json` as for `check` and `build`. */
function testFormat(value: string | undefined): TestFormat {
  return oneOf("--format", value, ["text", "json", "junit"], "text");
}

function describeOutcome(entry: ScenarioReport, outcome: ScenarioResult, steps: boolean): string {
  if (entry.failure === null) {
    return `✓ ${entry.name}\n${steps ? describeSteps(outcome) : ""}`;
  }
  return `✗ ${entry.name}\n  ${placeText(entry.failure)}${indentRest(entry.failure.message)}\n`;
}

/** The failure as `rift test` prints it under the scenario's name (vitest's suite reuses it). */
export function describeFailure(scenario: Scenario, outcome: ScenarioResult): string {
  const failure = failureOf(scenario, outcome);
  if (!failure) return "  passed";
  return `  ${placeText(failure)}${indentRest(failure.message)}`;
}

/**
 * `--steps`: every step of a passed scenario with what it did — the events of an action, and why
 * a refused one was refused — so a designer can see that it passed for the right reason.
 */
export function describeSteps(outcome: ScenarioResult): string {
  return outcome.steps
    .map((step) => `  ${placeText(step.range)}${step.status}: ${indentRest(step.message)}\n`)
    .join("");
}

function indentRest(message: string): string {
  return message.split("\n").join("\n    ");
}
