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

/**
 * What the board's verdict says at a frame of a playback. `ready`: nothing has run yet (the board
 * shows the setup), so no result, not even "running", would be true. `running`: some steps ran,
 * none failed, and more remain. A failed step decides the verdict as soon as it has run.
 */
export type Verdict = "ready" | "running" | "passed" | "failed";

export function verdictAt(playback: ScenarioPlayback, frame: number): Verdict {
  // A setup that failed leaves no frame to step through: the scenario has failed already.
  if (playback.setupError !== null) return "failed";
  const total = Math.max(0, playback.frames.length - 1);
  if (playback.steps.slice(0, frame).some((step) => step.status === "failed")) return "failed";
  if (frame >= total) return playback.passed ? "passed" : "failed";
  return frame === 0 ? "ready" : "running";
}

/** The verdict as the board writes it (its style makes it upper case). */
export const VERDICT_TEXT: Readonly<Record<Verdict, string>> = {
  ready: "not run yet",
  running: "running",
  passed: "passed",
  failed: "failed",
};

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
  if (step.step === "label") return `label as ${step.label}`;
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
