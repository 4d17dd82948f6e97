/**
 * Random games, as `rift play` plays them: 2, 3 or 4 decks seated as players A, B, C, D (a Duel, a
 * Skirmish or a War, by how many sit), played to the end by the runtime's seeded random playout
 * (`playDecks`). One game keeps its final board and the log `rift play --seed N` prints; many games
 * are summarized as `rift play --games N` summarizes them (`runtime/play-summary.ts`, shared).
 */
import {
  type DeckList,
  type Definition,
  MODE_RULES,
  MODES_OF_PLAY,
  type ModeOfPlay,
  gameLog,
  modeForPlayers,
  playDecks,
} from "../../../runtime/index.js";
import {
  type PlaySummary,
  type PlayedGame,
  SEATS,
  playedGame,
  summarizeGames,
} from "../../../runtime/play-summary.js";
import { type BoardFrame, captureFrame } from "./board-frame.js";

/** How many decks a table seats: a Duel's two to a War's four. */
export const MIN_SEATS = 2;
export const MAX_SEATS = SEATS.length;

export interface ModeView {
  players: number;
  /** As the CLI's log and summary name it: "FFA3 Skirmish (CR 487)". */
  title: string;
}

/** The modes, for the page, which has no runtime of its own to ask. */
export const MODE_VIEWS: readonly ModeView[] = MODES_OF_PLAY.map((mode) => ({
  players: MODE_RULES[mode].players,
  title: `${MODE_RULES[mode].title} (${MODE_RULES[mode].rule})`,
}));

export interface RandomGameReport {
  /** The deck at each seat, in seat order: A's first. */
  decks: string[];
  mode: ModeOfPlay;
  seed: number;
  winner: string | null;
  end: "victory" | "loop" | "turnLimit" | "actionLimit";
  turns: number;
  actions: number;
  scores: Record<string, number>;
  cardsPlayed: Record<string, number>;
  frame: BoardFrame;
  /** The game's log as `rift play --seed N` prints it, one line per entry. */
  log: string[];
}

/**
 * The decks at the table: `seats` names a deck for each seat (a deck may sit twice); null seats
 * every deck, in the file's order, up to four.
 */
export function seatDecks(
  available: readonly DeckList[],
  seats: readonly string[] | null,
): DeckList[] {
  if (seats === null) {
    if (available.length < MIN_SEATS) throw new Error("a random game needs two decks");
    return available.slice(0, MAX_SEATS);
  }
  if (seats.length < MIN_SEATS || seats.length > MAX_SEATS)
    throw new Error(`a table seats 2, 3 or 4 decks, not ${seats.length}`);
  return seats.map((name) => {
    const deck = available.find((d) => d.name === name);
    if (!deck) throw new Error(`there is no deck named ${JSON.stringify(name)}`);
    return deck;
  });
}

function modeOf(decks: readonly DeckList[]): ModeOfPlay {
  const mode = modeForPlayers(decks.length);
  if (mode === null) throw new Error(`a random game needs 2, 3 or 4 decks, not ${decks.length}`);
  return mode;
}

/** One game between the seated decks. */
export function playRandomGame(
  decks: readonly DeckList[],
  definitions: readonly Definition[],
  seed: number,
): RandomGameReport {
  const mode = modeOf(decks);
  const { game, prepared, result } = playDecks(decks, definitions, { seed });
  return {
    decks: decks.map((deck) => deck.name),
    mode,
    seed,
    winner: result.winner,
    end: result.end,
    turns: result.turns,
    actions: result.actions,
    scores: result.scores,
    cardsPlayed: result.cardsPlayed,
    frame: captureFrame(game),
    log: gameLog(game, prepared.opening, result),
  };
}

/**
 * Many games, seeds `firstSeed`, `firstSeed + 1`… as `rift play --games N --seed S` plays them,
 * one game per `step()`: the caller decides how many fit in a slice of time, so a page or a worker
 * stays answerable and a run can be dropped between two games.
 */
export class GamesRun {
  readonly played: PlayedGame[] = [];
  private readonly mode: ModeOfPlay;
  private readonly started = performance.now();
  private finishedAt: number | undefined;

  constructor(
    private readonly decks: readonly DeckList[],
    private readonly definitions: readonly Definition[],
    readonly firstSeed: number,
    readonly count: number,
  ) {
    if (!Number.isSafeInteger(count) || count < 1)
      throw new Error(`play at least one game, not ${count}`);
    this.mode = modeOf(decks);
  }

  get done(): boolean {
    return this.played.length >= this.count;
  }

  /** Plays the next game; false when every game was played. */
  step(): boolean {
    if (this.done) return false;
    const seed = this.firstSeed + this.played.length;
    // Only the results are summarized: the game keeps no log (`keepLog`).
    const { prepared, result } = playDecks(this.decks, this.definitions, { seed, keepLog: false });
    this.played.push(playedGame(prepared, result, this.decks));
    if (this.done) this.finishedAt = performance.now();
    return true;
  }

  summary(): PlaySummary {
    return summarizeGames(this.played, this.decks, this.mode);
  }

  /** Time spent from the start to the last game (the summary's games per second). */
  get seconds(): number {
    return ((this.finishedAt ?? performance.now()) - this.started) / 1000;
  }
}
