/**
 * Runs a scenario once with the runtime's scenario driver and keeps a board frame after the
 * setup and after every step, so the page can step forward and back without running anything
 * again: previous is just the frame before. Each step keeps its result (passed, failed, skipped)
 * and the message the driver gave.
 */
import {
  type Definition,
  type Scenario,
  type ScenarioStep,
  ScenarioRun,
} from "../../../runtime/index.js";
import { type BoardFrame, type BoardLogLine, captureFrame, logLines } from "./board-frame.js";

export interface PlaybackStep {
  index: number;
  /** `refused`: an action expected to be refused (`A can't play "X"`). */
  kind: ScenarioStep["step"];
  /** The step as written in the source (its first line), or a description when no source is known. */
  text: string;
  line: number | null;
  status: "passed" | "failed" | "skipped";
  message: string;
  /**
   * The message without its trailing "; last events: …": the board shows the event log beside the
   * steps, and the same events again under a failed step only push the other steps away.
   */
  summary: string;
}

const LAST_EVENTS = "; last events: ";

export function stepSummary(message: string): string {
  const cut = message.indexOf(LAST_EVENTS);
  return cut < 0 ? message : message.slice(0, cut);
}

export interface ScenarioPlayback {
  name: string;
  passed: boolean;
  setupError: string | null;
  steps: PlaybackStep[];
  /** `frames[0]` is the board after the setup; `frames[i + 1]` after step `i`. Empty if the setup failed. */
  frames: BoardFrame[];
  log: BoardLogLine[];
}

export type SourceLookup = (file: string) => string | undefined;

function stepText(step: ScenarioStep, source: SourceLookup): string {
  const range = step.range;
  const text = range ? source(range.file) : undefined;
  if (range && text !== undefined) {
    const line = text.split(/\r?\n/)[range.line - 1];
    if (line !== undefined) return line.trim();
  }
  if (step.step === "expect")
    return `expect ${step.negate ? "not " : ""}${step.expectation.expect}`;
  return step.step === "refused" ? `can't ${step.action.action}` : step.action.action;
}

export function playScenario(
  scenario: Scenario,
  definitions: readonly Definition[],
  source: SourceLookup,
): ScenarioPlayback {
  const run = new ScenarioRun(scenario, definitions);
  const game = run.game;
  const frames: BoardFrame[] = game ? [captureFrame(game)] : [];
  const steps: PlaybackStep[] = [];
  while (!run.done) {
    const result = run.step();
    if (!result) break;
    if (game) frames.push(captureFrame(game));
    steps.push({
      index: result.index,
      kind: result.step.step,
      text: stepText(result.step, source),
      line: result.step.range?.line ?? null,
      status: result.status,
      message: result.message,
      summary: stepSummary(result.message),
    });
  }
  return {
    name: scenario.name,
    passed: run.setupError === null && steps.every((step) => step.status !== "failed"),
    setupError: run.setupError,
    steps,
    frames,
    log: game ? logLines(game) : [],
  };
}
