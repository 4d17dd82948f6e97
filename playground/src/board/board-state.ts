/**
 * What the board holds, apart from how it is drawn. The board has two modes, one shown at a time:
 * a scenario of the file stepped through, or random games at a table. Each keeps its own latest
 * result, so a look at the other mode loses nothing. Opening another file starts the board afresh:
 * a game of the old file's decks or a run of its scenario says nothing about the new one, and an
 * answer the worker gives afterwards to a request of the old file is dropped.
 */
import type { GamesReport, TableDecks } from "../worker/protocol.js";
import type { RandomGameReport } from "./random-game.js";
import type { ScenarioPlayback } from "./scenario-playback.js";

export type BoardMode = "scenarios" | "games";

export const BOARD_MODES: readonly BoardMode[] = ["scenarios", "games"];

/** What each mode's switch says, and under it what the mode does. */
export const MODE_TEXT: Record<BoardMode, { label: string; caption: string }> = {
  scenarios: {
    label: "Scenarios",
    caption: "Step through a scenario of this file, as rift test runs it.",
  },
  games: {
    label: "Random games",
    caption: "Whole games with random choices, as rift play plays them.",
  },
};

export interface GamesRunning {
  played: number;
  count: number;
}

/** The switch's label: a run of games going on while the scenarios are shown says how far it is. */
export function modeLabel(mode: BoardMode, running: GamesRunning | undefined): string {
  const { label } = MODE_TEXT[mode];
  return mode === "games" && running ? `${label} · ${running.played} / ${running.count}` : label;
}

export interface ScenarioHintInput {
  /** The scenarios that compiled. */
  scenarios: number;
  /** The scenarios the file declares, compiled or not. */
  declared: number;
  runError: string | undefined;
  /** A new file is open and has not been compiled yet: its scenarios are not known. */
  awaitingCompile: boolean;
}

/** What the scenarios mode says while no scenario is shown. */
export function scenarioHint(input: ScenarioHintInput): string {
  // Until the new file compiles, "no scenario" would be a guess (and wrong for most examples).
  if (input.awaitingCompile) return "";
  if (input.scenarios === 0 && input.declared > 0) {
    // The scenarios are written but did not compile (a misspelt card name, say).
    return input.declared === 1
      ? "This file's scenario has errors: fix the problems below to run it."
      : "This file's scenarios have errors: fix the problems below to run them.";
  }
  if (input.scenarios === 0) {
    return "This file has no scenario. Write one, or pick an example with scenarios.";
  }
  return input.runError ?? "Choose a scenario and press Run.";
}

/** What the games mode says before anything was played at this file's table. */
export function gamesHint(from: TableDecks["from"] | undefined): string {
  const decks =
    from === "samples"
      ? "This file has fewer than two decks, so the sample decks of cards/decks/ sit at the table."
      : from === "file"
        ? "This file's decks sit at the table."
        : from === "unit"
          ? "The decks of the files compiled with this one sit at the table."
          : "";
  return `${decks ? `${decks} ` : ""}Seat 2, 3 or 4 decks, then press Play for one game, or Play N games for a summary of many.`;
}

/** Where a random game's decks came from, as its facts say. */
export function decksFromLabel(from: TableDecks["from"]): string {
  return from === "file"
    ? "this file's decks"
    : from === "unit"
      ? "the decks of the files compiled with this one"
      : "the sample decks in cards/decks/";
}

export class BoardState {
  mode: BoardMode = "scenarios";
  /** The scenario shown, and the index into its frames (0 is the setup). */
  playback: ScenarioPlayback | undefined;
  frame = 0;
  /** Why the last run could not play (the worker's error), shown until the next run. */
  runError: string | undefined;
  /**
   * The file changed while the games were shown: the scenario kept is the older text's, and is run
   * again when the scenarios are shown.
   */
  playbackStale = false;
  /** The last random game, and the last summary of many; `shown` says which the games mode shows. */
  game: { report: RandomGameReport; decksFrom: TableDecks["from"] } | undefined;
  summary: GamesReport | undefined;
  shown: "game" | "summary" = "game";
  /**
   * Why the last Play or Play N games could not play (a deck that breaks a construction rule),
   * kept on the board: the toast goes after a few seconds and would leave an empty table.
   */
  gameError: string | undefined;
  /** A new file is open, not yet compiled. */
  awaitingCompile = false;
  private document = 0;

  /** Taken when a request goes to the worker: its answer is used only if `isCurrent` still. */
  ticket(): number {
    return this.document;
  }

  isCurrent(ticket: number): boolean {
    return ticket === this.document;
  }

  /** Another file is open: nothing shown belongs to it, and the scenarios are shown first. */
  newDocument(): void {
    this.document++;
    this.mode = "scenarios";
    this.playback = undefined;
    this.frame = 0;
    this.runError = undefined;
    this.playbackStale = false;
    this.game = undefined;
    this.summary = undefined;
    this.shown = "game";
    this.gameError = undefined;
    this.awaitingCompile = true;
  }

  /** The summary the games mode shows, if it shows one. */
  shownSummary(): (GamesReport & { summary: NonNullable<GamesReport["summary"]> }) | undefined {
    const report = this.summary;
    if (this.mode !== "games" || this.shown !== "summary" || !report?.summary) return undefined;
    return { ...report, summary: report.summary };
  }
}
