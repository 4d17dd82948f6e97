/**
 * Random playouts (issue 6): a whole game played by seeded random choices to a winner, or to a
 * draw declared at a turn limit (or, as a last guard, an action limit) — never a hang. The same
 * seed plays the same game.
 *
 * The action policy leans towards doing things, so that random games really play their cards:
 * in an open Main Phase it plays or activates something when it can, else moves ready units
 * together to one destination, else ends the turn; with a Chain or in a showdown it mostly passes.
 * Among the actions of a kind it picks uniformly among the legal ones.
 * Every other decision (targets, modes, "you may", combat damage order…) is a `RandomChooser`'s.
 */
import type { Action } from "./actions.js";
import type { Chooser } from "./choice.js";
import { RandomChooser } from "./choosers.js";
import type { DeckList } from "./definitions.js";
import { type DeckGameOptions, type PreparedGame, createGameFromDecks } from "./deck-setup.js";
import type { GameEvent } from "./events.js";
import type { Definitions, Game } from "./game.js";
import { SeededRandom } from "./rng.js";
import { type Location, type PlayerId, keyedRecord } from "./state.js";

export interface PlayoutOptions {
  /** Seeds the action policy and the chooser. */
  seed: number;
  /** A draw is declared when this turn would begin (default 80). */
  turnLimit?: number;
  /** A draw is declared after this many actions, a guard against loops in card data (default 20,000). */
  actionLimit?: number;
  /**
   * After this many actions in one turn the players stop taking optional ones (default 400): they
   * pass, and the turn player ends the turn. Cards that cost nothing and give back what they used
   * (a free spell returning itself to hand, free card draw with a recycler) make a loop that a
   * player may repeat for ever and would stop (wild26); a policy that leans towards playing never
   * does, and the game ended at the action limit instead of being played on.
   */
  turnActionLimit?: number;
  /** Called after every action that was carried out (invariant checks, logging). */
  afterAction?: (game: Game, action: Action, events: readonly GameEvent[]) => void;
  /**
   * Whether the game keeps its whole log (default true): false for callers after results alone,
   * which would only drop it (`Game.keepLog`; each action's events still reach `afterAction`).
   */
  keepLog?: boolean;
}

export interface PlayoutResult {
  winner: PlayerId | null;
  /**
   * How the game ended: a win; a draw by the rules, for a loop of mandatory actions no player can
   * break (TR 505.6); or a draw declared at the turn or action limit.
   */
  end: "victory" | "loop" | "turnLimit" | "actionLimit";
  /** The number of the last turn played. */
  turns: number;
  actions: number;
  /** Cards (not tokens) that finished being played (RULES C5), by player. */
  cardsPlayed: Record<PlayerId, number>;
  /** The same, by card name: whether random games really play each card of a deck. */
  cardPlays: Record<PlayerId, Record<string, number>>;
  scores: Record<PlayerId, number>;
}

/** Carries out an action the policy offers: false when the game refuses it. */
type Attempt = (action: Action) => boolean;

/** Picks actions: mostly purposeful, always legal (refused ones are dropped and another is tried). */
export class PlayoutPolicy {
  private readonly random: SeededRandom;

  constructor(seed: number) {
    this.random = new SeededRandom(seed);
  }

  private chance(p: number): boolean {
    return this.random.next() < p;
  }

  private pick<T>(list: readonly T[]): T | undefined {
    return list.length === 0 ? undefined : list[this.random.below(list.length)];
  }

  /**
   * Offers the priority holder's actions to `attempt`, most wanted first, each checked only when
   * its turn comes, until `attempt` takes one (true); false when it took none. Most are never
   * checked (issue 6: listing every legal action for each decision was a quarter of a game's
   * time). Taking the first legal one of a shuffled list picks uniformly among the legal ones, as
   * shuffling the legal ones did. Plain calls rather than nested generators, which were a twentieth
   * of what a game allocates.
   */
  offer(game: Game, holder: PlayerId, attempt: Attempt, restrained = false): boolean {
    const s = game.state;
    if (restrained && this.offerRestraint(game, holder, attempt)) return true;
    // A Chain or a showdown: pass, and now and then react first.
    if (s.chain.length > 0 || s.showdown !== null) {
      if (
        this.chance(s.chain.length > 0 ? 0.25 : 0.5) &&
        offerListed(game, this.shuffle(game.candidateActions(holder, PLAYS)), attempt)
      )
        return true;
      return attempt({ type: "pass", player: holder });
    }
    return this.offerInOpenMain(game, holder, attempt);
  }

  /**
   * Only what a player stopping a loop does: pass, or end the turn. No random number is drawn, so
   * a game that never comes here is the same game it was before this existed.
   */
  private offerRestraint(game: Game, holder: PlayerId, attempt: Attempt): boolean {
    const s = game.state;
    if (s.chain.length > 0 || s.showdown !== null) return attempt({ type: "pass", player: holder });
    const end: Action = { type: "endTurn", player: holder };
    return game.isListed(end) && attempt(end);
  }

  /** In an open Main Phase: play, else move, else end the turn. */
  private offerInOpenMain(game: Game, holder: PlayerId, attempt: Attempt): boolean {
    const shuffledPlays = this.shuffle(game.candidateActions(holder, PLAYS));
    const playsFirst = this.chance(0.85);
    if (playsFirst && offerListed(game, shuffledPlays, attempt)) return true;
    // Only moves are listed for MOVES: the list is read as it is rather than copied.
    const moves = game.legalActions(holder, MOVES) as Extract<Action, { type: "move" }>[];
    if (moves.length > 0 && this.chance(0.85)) {
      const move = this.groupMove(moves);
      if (move && attempt(move)) return true;
    }
    if (!playsFirst && offerListed(game, shuffledPlays, attempt)) return true;
    const end: Action = { type: "endTurn", player: holder };
    return game.isListed(end) && attempt(end);
  }

  /** Moves to one destination, battlefields preferred, taking most units that can go there. */
  private groupMove(moves: Extract<Action, { type: "move" }>[]): Action | undefined {
    const forward = moves.filter((m) => m.to.kind === "battlefield");
    const pool = forward.length > 0 && this.chance(0.9) ? forward : moves;
    const chosen = this.pick(pool);
    if (!chosen) return undefined;
    const same = (to: Location) =>
      to.kind === chosen.to.kind &&
      (to.kind === "base"
        ? chosen.to.kind === "base" && to.player === chosen.to.player
        : chosen.to.kind === "battlefield" && to.battlefield === chosen.to.battlefield);
    const units = new Set<string>(chosen.units);
    for (const m of moves) {
      if (same(m.to) && this.chance(0.75)) for (const u of m.units) units.add(u);
    }
    return { type: "move", player: chosen.player, units: [...units], to: chosen.to };
  }

  /** Shuffles `out` in place: the lists shuffled are the listing's fresh ones. */
  private shuffle<T>(out: T[]): T[] {
    for (let i = out.length - 1; i > 0; i--) {
      const k = this.random.below(i + 1);
      const tmp = out[i] as T;
      out[i] = out[k] as T;
      out[k] = tmp;
    }
    return out;
  }
}

const PLAYS = { only: "plays" } as const;
const MOVES = { only: "moves" } as const;

/** Offers the legal actions of a list in order, each checked when its turn comes. */
function offerListed(game: Game, actions: readonly Action[], attempt: Attempt): boolean {
  for (const action of actions) if (game.isListed(action) && attempt(action)) return true;
  return false;
}

/** Play a started game to its end with seeded random choices. */
export function playout(game: Game, options: PlayoutOptions): PlayoutResult {
  const turnLimit = options.turnLimit ?? 80;
  const actionLimit = options.actionLimit ?? 20_000;
  const turnActionLimit = options.turnActionLimit ?? 400;
  if (options.keepLog === false) game.keepLog(false);
  const policy = new PlayoutPolicy(options.seed);
  const chooser: Chooser = new RandomChooser(options.seed ^ 0x51ed27);
  const cardsPlayed: Record<PlayerId, number> = {};
  const cardPlays: Record<PlayerId, Record<string, number>> = {};
  for (const p of game.players()) {
    cardsPlayed[p] = 0;
    cardPlays[p] = keyedRecord<number>();
  }
  let actions = 0;
  const performing = { chooser };
  const attempt: Attempt = (action) => {
    const result = game.perform(action, performing);
    if (!result.ok) return false;
    if (result.pending)
      throw new Error(`a random chooser left a choice pending: ${result.pending.prompt}`);
    actions++;
    for (const event of result.events) {
      if (event.kind !== "played" || event.player === null || !isCard(game, event)) continue;
      cardsPlayed[event.player] = (cardsPlayed[event.player] ?? 0) + 1;
      const byName = (cardPlays[event.player] ??= keyedRecord<number>());
      const name = event.name as string;
      byName[name] = (byName[name] ?? 0) + 1;
    }
    options.afterAction?.(game, action, result.events);
    return true;
  };
  let end: PlayoutResult["end"] = "victory";
  let turn = game.state.turn.number;
  let turnStart = actions;
  while (!game.isOver()) {
    if (game.state.turn.number !== turn) {
      turn = game.state.turn.number;
      turnStart = actions;
    }
    if (game.state.turn.number > turnLimit) {
      end = "turnLimit";
      break;
    }
    if (actions >= actionLimit) {
      end = "actionLimit";
      break;
    }
    const holder = game.priorityHolder();
    if (holder === null) throw new Error("nobody has priority in an unfinished game");
    if (!policy.offer(game, holder, attempt, actions - turnStart >= turnActionLimit))
      throw new Error(`${holder} has priority but no action was accepted`);
  }
  return {
    winner: game.winner(),
    end: game.winner() !== null ? "victory" : game.drawn() ? "loop" : end,
    turns: game.turn().number,
    actions,
    cardsPlayed,
    cardPlays,
    scores: game.scores(),
  };
}

function isCard(game: Game, event: GameEvent): boolean {
  return event.name !== null && game.definitions.get(event.name)?.kind === "card";
}

/** Set up a Duel from two decks and play it out: `rift play` in one call. */
export function playDecks(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: PlayoutOptions & Pick<DeckGameOptions, "players">,
): { game: Game; prepared: PreparedGame; result: PlayoutResult } {
  const { game, prepared } = createGameFromDecks(decks, definitions, {
    seed: options.seed,
    ...(options.players ? { players: options.players } : {}),
    gameChooser: new RandomChooser(options.seed ^ 0x51ed27),
  });
  return { game, prepared, result: playout(game, options) };
}
