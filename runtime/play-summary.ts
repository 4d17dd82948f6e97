/**
 * The summary of many seeded random games between the same decks: what `rift play --games N`
 * prints and what the playground's "play N games" shows. One module for both, so the two can
 * never disagree on what a number means. Plain data in and out (the playground computes it in a
 * web worker and posts it to the page).
 */
import type { DeckList } from "./definitions.js";
import { MODE_RULES, type ModeOfPlay, type PreparedGame } from "./deck-setup.js";
import type { PlayoutResult } from "./playout.js";
import type { PlayerId } from "./state.js";

/** Players are named by seat, in the order of the decks (the runtime's default names). */
export const SEATS = ["A", "B", "C", "D"] as const;

/** One game's result, with who went first and how often each player played each card. */
export interface PlayedGame {
  result: PlayoutResult;
  first: PlayerId;
  /** The players in turn order, from the first. */
  order: readonly PlayerId[];
  /**
   * By player: each card of their deck list (champion included) with how often it finished being
   * played (RULES C5), in deck-list order. Cards a game never played count 0, so they can be named.
   */
  plays: Record<PlayerId, [name: string, plays: number][]>;
}

/**
 * A played game as the summary reads it. The playout counts plays by name; the deck lists say which
 * cards there were to play, since a designer wants to know that random games play every card.
 */
export function playedGame(
  prepared: PreparedGame,
  result: PlayoutResult,
  decks: readonly DeckList[],
): PlayedGame {
  const plays: Record<PlayerId, [string, number][]> = {};
  decks.forEach((deck, i) => {
    const player = SEATS[i] as string;
    const names = new Set([
      ...deck.main.map((entry) => entry.name),
      ...(deck.champion !== undefined ? [deck.champion] : []),
    ]);
    const counted = result.cardPlays[player] ?? {};
    plays[player] = [...names].map((name) => [name, counted[name] ?? 0]);
  });
  return { result, first: prepared.opening.first, order: prepared.opening.order, plays };
}

export interface SeatSummary {
  player: PlayerId;
  deck: string;
  wins: number;
  /** Plays per game of each card played at least once, most played first. */
  played: { name: string; perGame: number }[];
  /** The cards of the deck list no game played. */
  neverPlayed: string[];
}

export interface PlaySummary {
  games: number;
  mode: ModeOfPlay;
  seats: SeatSummary[];
  /** `loop`: drawn by the rules, a loop of mandatory actions no player can break (TR 505.6). */
  draws: { total: number; turnLimit: number; actionLimit: number; loop: number };
  /** Games won by the player who took the first turn. */
  firstPlayerWins: number;
  /** Wins by place in the turn order (1st, 2nd…): whether the seat matters around a larger table. */
  winsByPlace: number[];
  averageTurns: number;
  cardsPerGame: number;
  actionsPerGame: number;
}

export function summarizeGames(
  played: readonly PlayedGame[],
  decks: readonly DeckList[],
  mode: ModeOfPlay,
): PlaySummary {
  const results = played.map((p) => p.result);
  const games = results.length;
  const average = (f: (r: PlayoutResult) => number): number =>
    games === 0 ? 0 : results.reduce((sum, r) => sum + f(r), 0) / games;
  const seats = decks.map((deck, i): SeatSummary => {
    const player = SEATS[i] as string;
    const totals = new Map<string, number>();
    for (const game of played)
      for (const [name, n] of game.plays[player] ?? [])
        totals.set(name, (totals.get(name) ?? 0) + n);
    const perGame = [...totals]
      .map(([name, n]) => ({ name, perGame: n / Math.max(1, games) }))
      .sort((a, b) => b.perGame - a.perGame || a.name.localeCompare(b.name));
    return {
      player,
      deck: deck.name,
      wins: results.filter((r) => r.winner === player).length,
      played: perGame.filter((c) => c.perGame > 0),
      neverPlayed: perGame.filter((c) => c.perGame === 0).map((c) => c.name),
    };
  });
  const winsByPlace = decks.map(() => 0);
  for (const game of played) {
    const place = game.order.indexOf(game.result.winner ?? "");
    if (place >= 0) winsByPlace[place] = (winsByPlace[place] ?? 0) + 1;
  }
  const draws = results.filter((r) => r.winner === null);
  return {
    games,
    mode,
    seats,
    draws: {
      total: draws.length,
      turnLimit: draws.filter((r) => r.end === "turnLimit").length,
      actionLimit: draws.filter((r) => r.end === "actionLimit").length,
      loop: draws.filter((r) => r.end === "loop").length,
    },
    firstPlayerWins: played.filter((p) => p.result.winner === p.first).length,
    winsByPlace,
    averageTurns: average((r) => r.turns),
    cardsPerGame: average((r) => Object.values(r.cardsPlayed).reduce((a, b) => a + b, 0)),
    actionsPerGame: average((r) => r.actions),
  };
}

/**
 * The JavaScript engine keeps optimizing a game's code for its first few hundred games, which run
 * up to 1.5× slower (bench/RESULTS.md): a short run's rate says so, lest it be read as the
 * steady one.
 */
const WARMED_UP = 500;
const WARM_UP_NOTE = " (the first few hundred games also warm up the JavaScript engine)";

/** How fast `games` games went in `seconds`, with the warm-up note for a short run. */
export function rateLine(games: number, seconds: number): string {
  const rate = (seconds > 0 ? games / seconds : 0).toFixed(1);
  return `  games per second: ${rate}${games < WARMED_UP ? WARM_UP_NOTE : ""}`;
}

const ORDINALS = ["1st", "2nd", "3rd", "4th"];

/**
 * The summary as `rift play --games N` prints it; `seconds` is how long the games took. Without
 * it the rate line is left out: `rift play` prints that line apart (on stderr), so that the same
 * seeds always print the same summary.
 */
export function summaryLines(summary: PlaySummary, seconds?: number): string[] {
  const { games, seats } = summary;
  const rules = MODE_RULES[summary.mode];
  // A Duel, the default, keeps its short heading; other modes say which they were.
  const of = summary.mode === "duel" ? "" : ` of ${rules.title} (${rules.rule})`;
  const cardLines = seats.flatMap((seat) => [
    `  ${seat.player} "${seat.deck}" plays per game: ${seat.played
      .map((c) => `${c.name} ${c.perGame.toFixed(2)}`)
      .join(", ")}`,
    ...(seat.neverPlayed.length > 0
      ? [`  ${seat.player} never played: ${seat.neverPlayed.join(", ")}`]
      : []),
  ]);
  return [
    `${games} game${games === 1 ? "" : "s"}${of}`,
    ...seats.map(
      (seat) => `  ${seat.player} "${seat.deck}": ${seat.wins} win${seat.wins === 1 ? "" : "s"}`,
    ),
    `  draws: ${summary.draws.total} (turn limit ${summary.draws.turnLimit}, action limit ${summary.draws.actionLimit}${summary.draws.loop > 0 ? `, loops of mandatory actions ${summary.draws.loop}` : ""})`,
    `  the player going first won ${summary.firstPlayerWins} of ${games}`,
    ...(seats.length > 2
      ? [
          `  wins by place in the turn order: ${summary.winsByPlace
            .map((n, i) => `${ORDINALS[i] ?? i + 1} ${n}`)
            .join(", ")}`,
        ]
      : []),
    `  average turns: ${summary.averageTurns.toFixed(1)}`,
    `  cards played per game: ${summary.cardsPerGame.toFixed(1)}`,
    `  actions per game: ${summary.actionsPerGame.toFixed(1)}`,
    ...(seconds === undefined ? [] : [rateLine(games, seconds)]),
    ...cardLines,
  ];
}
