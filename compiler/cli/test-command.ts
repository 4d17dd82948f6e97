import { runScenario, type Scenario, type ScenarioResult } from "../../runtime/index.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { compile } from "../compile.js";
import { formatDiagnostic } from "../diagnostic-format.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import { parseArgs } from "./args.js";
import { plural } from "./check-command.js";
import { readSources } from "./read-sources.js";

/**
 * `rift test PATH…`: compiles the unit and runs every scenario with the strict chooser. A failure
 * shows where the expectation is written, what it expected, what the state holds, and the last
 * events. Exit 1 when anything fails or does not compile.
 */
export function runTest(argv: readonly string[]): number {
  const args = parseArgs(argv, { valued: ["--filter"], boolean: ["--steps"] });
  const filter = args.values.get("--filter");
  const steps = args.flags.has("--steps");
  const unreadable: Diagnostic[] = [];
  const sources = readSources(collectRiftFiles(args.positional), unreadable);
  const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });

  const texts = new Map(sources.map((source) => [source.file, source.text]));
  const errors = [...unreadable, ...result.diagnostics].filter((d) => d.severity === "error");
  for (const diagnostic of errors) {
    process.stdout.write(formatDiagnostic(diagnostic, texts.get(diagnostic.file)) + "\n\n");
  }
  if (errors.length > 0) {
    process.stderr.write(`${plural(errors.length, "error")}: no scenario was run\n`);
    return 1;
  }

  const selected = result.scenarios.filter(
    (scenario) => filter === undefined || scenario.name.includes(filter),
  );
  let failed = 0;
  for (const scenario of selected) {
    const outcome = runScenario(scenario, result.definitions);
    if (outcome.passed) {
      process.stdout.write(`✓ ${scenario.name}\n`);
      if (steps) process.stdout.write(describeSteps(outcome));
    } else {
      failed++;
      process.stdout.write(`✗ ${scenario.name}\n${describeFailure(scenario, outcome)}\n`);
    }
  }
  const filtered = filter === undefined ? "" : ` matching "${filter}"`;
  process.stderr.write(
    `${plural(selected.length, "scenario")}${filtered}: ${selected.length - failed} passed, ${failed} failed\n`,
  );
  return failed > 0 ? 1 : 0;
}

export function describeFailure(scenario: Scenario, outcome: ScenarioResult): string {
  const lines: string[] = [];
  if (outcome.setupError !== null) {
    lines.push(`  ${place(scenario.range)}setup failed: ${outcome.setupError}`);
    return lines.join("\n");
  }
  const failure = outcome.steps.find((step) => step.status === "failed");
  if (!failure) return "  failed";
  // The runtime's message already states the expectation, the actual state and the last events.
  lines.push(`  ${place(failure.range ?? scenario.range)}${indentRest(failure.message)}`);
  return lines.join("\n");
}

/**
 * `--steps`: every step of a passed scenario with what it did — the events of an action, and why
 * a refused one was refused — so a designer can see that it passed for the right reason.
 */
export function describeSteps(outcome: ScenarioResult): string {
  return outcome.steps
    .map((step) => `  ${place(step.range)}${step.status}: ${indentRest(step.message)}\n`)
    .join("");
}

function place(range: Scenario["range"]): string {
  return range ? `${range.file}:${range.line}:${range.column}: ` : "";
}

function indentRest(message: string): string {
  return message.split("\n").join("\n    ");
}
