/**
 * Failing scenarios as problems of the file: each scenario of the edited file is run as `rift test`
 * runs it, and the step that failed (or the scenario's name, when its setup failed) becomes a
 * marker and a line of the problems list. Pure, so the Node tests run exactly what the worker runs.
 *
 * A failure is shown as an error, not a warning: it is what makes `rift test` exit 1, as a compile
 * error makes `rift check` exit 1, while the project's warnings are things `rift check` lets pass.
 * An expectation that does not hold is a wrong result (of the card or of the scenario), not a
 * matter of style. The message says it is a scenario's failure, so it is not read as a syntax error.
 */
import type { Definition, Scenario } from "../../../runtime/definitions.js";
import { runScenario } from "../../../runtime/index.js";
import { stepSummary } from "../board/scenario-playback.js";
import type { CompiledUnit, NameRange } from "./language-service.js";

export interface ScenarioFailure {
  scenario: string;
  /** Where it failed: the failed step, or the scenario's name when its setup failed. */
  range: NameRange;
  /** The runtime's message, with the last events (the marker's hover has room for them). */
  message: string;
  /** The message without its last events (the problems list is one line per problem). */
  summary: string;
}

/** What the worker reports after running a compile's scenarios. */
export interface ScenarioReport {
  /** Scenarios run; none when the compile has errors (`rift test` runs none then either). */
  ran: number;
  failures: ScenarioFailure[];
}

/** The scenarios `rift test` would run for the edited file, in the order they are written. */
export function scenariosToRun(unit: CompiledUnit): Scenario[] {
  if (unit.diagnostics.some((d) => d.severity === "error")) return [];
  return unit.scenarioDefinitions.filter(
    (scenario) => scenario.range === undefined || scenario.range.file === unit.file,
  );
}

/** Runs one scenario; its failure, or undefined when it passes. */
export function runForFailure(
  scenario: Scenario,
  definitions: readonly Definition[],
  nameRange: NameRange | null,
): ScenarioFailure | undefined {
  const outcome = runScenario(scenario, definitions);
  if (outcome.passed) return undefined;
  const fallback: NameRange | null =
    nameRange ??
    (scenario.range
      ? {
          file: scenario.range.file,
          line: scenario.range.line,
          column: scenario.range.column,
          // The whole declaration would underline every line of it: its first word is enough.
          endLine: scenario.range.line,
          endColumn: scenario.range.column + "scenario".length,
        }
      : null);
  if (outcome.setupError !== null) {
    if (!fallback) return undefined;
    const message = `setup failed: ${outcome.setupError}`;
    return { scenario: scenario.name, range: fallback, message, summary: message };
  }
  const failed = outcome.steps.find((step) => step.status === "failed");
  const range = failed?.range ?? fallback;
  if (!failed || !range) return undefined;
  const { file, line, column, endLine, endColumn } = range;
  return {
    scenario: scenario.name,
    range: { file, line, column, endLine, endColumn },
    message: failed.message,
    summary: stepSummary(failed.message),
  };
}

/** Where a scenario's name is written in the unit (setup failures are shown there). */
export function scenarioNameRange(unit: CompiledUnit, scenario: Scenario): NameRange | null {
  const declaration = unit.outline.declarations.find(
    (d) =>
      d.kind === "scenario" &&
      d.name === scenario.name &&
      (scenario.range === undefined || d.range.file === scenario.range.file),
  );
  if (!declaration) return null;
  const { file, line, column, endLine, endColumn } = declaration.range;
  return { file, line, column, endLine, endColumn };
}

/** Every failure of the edited file's scenarios at once (the worker runs them one at a time). */
export function scenarioReport(unit: CompiledUnit): ScenarioReport {
  const scenarios = scenariosToRun(unit);
  const failures = scenarios.flatMap(
    (scenario) =>
      runForFailure(scenario, unit.definitions, scenarioNameRange(unit, scenario)) ?? [],
  );
  return { ran: scenarios.length, failures };
}

/** The marker's and the problems list's text: which scenario failed, then why. */
export function failureText(failure: ScenarioFailure, full: boolean): string {
  return `scenario ${JSON.stringify(failure.scenario)} failed: ${full ? failure.message : failure.summary}`;
}
