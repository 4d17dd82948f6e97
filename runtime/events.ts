/**
 * The event log (RULES E1). Events that cards can observe use the contract's `EventKind`; the
 * runtime adds a few of its own for the Chain's bookkeeping so a log reads as a full account.
 */
import type { EventKind, Phase } from "./definitions.js";
import type { Location, ObjectId, PlayerId } from "./state.js";

export const RUNTIME_EVENT_KINDS = [
  /** A pending item finished the play process (RULES C1). */
  "finalized",
  /** A Chain item resolved (RULES C3). */
  "resolved",
  /** A triggered ability was finalized on the Chain (counted by scenario `triggered` expectations). */
  "triggered",
  /** A pending item left the Chain without being finalized (CR 402.4, 404.2, 358.5). */
  "removedFromChain",
  /** A card, token or ability went onto the Chain as a pending item (CR 354). */
  "putOnChain",
  /** A showdown began at a battlefield (CR 344, 323.12); `player` gains Focus. */
  "showdownStarted",
  "showdownEnded",
  /** Combat damage was assigned (CR 465.2): `player` assigned `amount` in total. */
  "combatDamage",
  /** A card was hidden facedown at a battlefield (CR 421, 811). */
  "hidden",
  /** A token ceased to exist (RULES T7, R6). */
  "ceased",
  "effectCreated",
  "effectExpired",
  /**
   * A prevention took `amount` damage away from what would have been dealt to `object` (CR 437):
   * `source` is the prevention's. The damage itself, if any is left, is its own `damaged` event.
   */
  "damagePrevented",
  "gameWon",
  /**
   * The game ended in a draw (TR 505.6): a loop of mandatory actions no player can break went on
   * for the runtime's bound of automatic steps with no player deciding anything; `detail` says so.
   */
  "gameDrawn",
  /** A player conceded (CR 650): the game goes on without them, or the one player left wins. */
  "conceded",
] as const;
export type RuntimeEventKind = (typeof RUNTIME_EVENT_KINDS)[number];

export type GameEventKind = EventKind | RuntimeEventKind;

/** The `detail` of a `dealtDamage` event of combat damage (CR 417.6.c), which a pattern reads. */
export const COMBAT_DAMAGE = "combat damage";

export interface GameEvent {
  seq: number;
  turn: number;
  kind: GameEventKind;
  /** The object the event happened to, by its identity at the time. */
  object: ObjectId | null;
  /** Its definition name, for people reading the log. */
  name: string | null;
  /** The identity it has after the event, when the event changed it (a zone change). */
  result: ObjectId | null;
  /** The player who acted or is responsible (CR 411), or whose turn or phase it is. */
  player: PlayerId | null;
  /** The object whose spell or ability caused the event. */
  source: ObjectId | null;
  /** Zone keys, for zone changes. */
  from: string | null;
  to: string | null;
  /** A move's destination; the battlefield of a conquer, hold or score. */
  location: Location | null;
  amount: number | null;
  phase: Phase | null;
  /** For tokens that ceased, an effect's description, etc. */
  detail: string | null;
}

export type EventDraft = Partial<Omit<GameEvent, "seq" | "turn" | "kind">> & {
  kind: GameEventKind;
};
