/**
 * The game state: plain JSON data, mutated in place through the journal (journal.ts) so that a
 * failed action can be undone without copying the state. Nothing here holds a function; a new
 * game's records are made by constructors without methods (setup.ts `BuiltState`, for V8's
 * young generation), and read and copied as plain records.
 */
import type {
  Ability,
  Cost,
  Domain,
  Duration,
  Effect,
  EventPattern,
  Filter,
  Modification,
  Phase,
  PowerAmount,
  TokenSpec,
  ZoneName,
} from "./definitions.js";

export type PlayerId = string;

/**
 * An object's identity (RULES O1). A new one is minted on every move to or from a non-board zone;
 * Replace and swap-back hand an existing one to another object (RULES R2, R5).
 */
export type ObjectId = string;

/**
 * The same text as a string V8 has internalized. A dictionary's key that is not internalized is
 * looked up in V8's string table on every access; the keys of an object are internalized, so the
 * string is read back from one. For keys made once and used many times.
 */
export function internalized(text: string): string {
  INTERNING[text] = true;
  const key = Object.keys(INTERNING)[0] as string;
  delete INTERNING[text];
  return key;
}

/**
 * The record `internalized` reads a key back from, a hash table: a `{ [text]: true }` of its own
 * made each text a hidden class off the one every `{}` shares, filling its transitions (issue 6).
 */
const INTERNING: Record<string, true> = keyedRecord();

/**
 * Object ids as shared, internalized strings: every game mints o1, o2… again, and a state's objects
 * (and its other records by object) are dictionaries keyed by id (issue 6: whole games 4–6%
 * faster). Ids past the table are made as before.
 */
const OBJECT_IDS: ObjectId[] = [];
const INTERNED_IDS = 4096;

export function objectIdOf(n: number): ObjectId {
  if (n >= INTERNED_IDS) return `o${n}`;
  return (OBJECT_IDS[n] ??= internalized(`o${n}`));
}

const NO_ENTRIES: readonly never[] = [];

/**
 * A new empty list for something kept as long as its game (a zone's list, an action's decisions).
 * Copied from an empty one rather than written `[]`: V8 moves an array literal's allocation site
 * into the old generation once most of what it made outlives a young collection, and a list made
 * there outlived its game until the next full collection, keeping the young ids and decisions
 * it points to alive through every young collection before that (issue 6, game.ts `Recorded`).
 */
export function freshList<T>(): T[] {
  return NO_ENTRIES.slice();
}

/**
 * An empty record for keys that differ from game to game (object ids, ability keys), which V8
 * keeps as a hash table. A plain `{}` that gains such keys makes a new hidden class for each, and
 * every `{}` of the program shares the same first one: its transitions grew with every game
 * played until each new key cost microseconds (issue 6: adding an entry to the state's records
 * took 1–190 µs where it now takes ~0.3). Deleting a property that is not the last one turns the
 * record into a hash table for good; its keys, their order and its prototype are a plain record's.
 */
export function keyedRecord<V>(): Record<string, V> {
  const record: Record<string, V | 0> = { asHashTable: 0, forGood: 0 };
  delete record["asHashTable"];
  delete record["forGood"];
  return record as Record<string, V>;
}

/** A board location: a base or a battlefield (RULES G2). */
export type Location =
  { kind: "base"; player: PlayerId } | { kind: "battlefield"; battlefield: ObjectId };

export type PowerPool = Record<Domain | "any", number>;

/** RULES G1: the Rune Pool. `power.any` is universal power, spendable for any domain (CR 135.2.e.5.b). */
export interface Pool {
  energy: number;
  power: PowerPool;
}

export interface PlayerState {
  id: PlayerId;
  score: number;
  pool: Pool;
  /**
   * The objects of cards (not tokens) this player finalized this turn, for Legion (CR 812.1.c,
   * 419.4.b): each play is its own object (RULES O1), so one card played twice is there twice. A
   * permanent's entry follows it from the Chain onto the board. Read only as "another card than
   * this one" (conditions.ts); a loop's state (repeated-state.ts) keeps no more of it than that.
   */
  finalizedThisTurn: ObjectId[];
  /** Extra runes channelled in this player's next Channel Phase (CR 485.7: the second player's first). */
  channelBonus?: number;
  /** Draws nothing in this player's next Draw Phase (CR 487.7: a free-for-all's first player's first). */
  skipDraw?: boolean;
}

/** RULES S2: one entry per time a player scored this battlefield. */
export interface ScoringRecord {
  turn: number;
  player: PlayerId;
  method: "conquer" | "hold";
}

export interface GameObject {
  id: ObjectId;
  /** The physical card or token, stable across identities; used only to check invariants and follow a card's journey. */
  serial: number;
  /** Definition name. */
  name: string;
  kind: "card" | "token";
  /** RULES O2: never changes. */
  owner: PlayerId;
  /** RULES O3: null for an uncontrolled battlefield and for objects off the board. */
  controller: PlayerId | null;
  zone: ZoneName;
  /** The player whose zone this is, for per-player zones. */
  player: PlayerId | null;
  /** The battlefield a unit, gear or facedown card is at. */
  at: ObjectId | null;
  exhausted: boolean;
  damage: number;
  buffed: boolean;
  stunned: boolean;
  facedown: boolean;
  /** RULES R1: in Banishment as Replaced, not Banished. */
  replaced: boolean;
  /** RULES R5: the identity that replaced this original; eligible for that identity's swap-back. */
  replacedIdentity: ObjectId | null;
  /** RULES T5: the creating effect's changes to a token. */
  changes: Modification[];
  /** When this object came to be, for ordering its continuous effects. */
  timestamp: number;
  /** Battlefields: scoring history (RULES S2, R4). */
  scoring: ScoringRecord[];
  /** A scenario's label, carried with the physical card for messages and selectors. */
  label: string | null;
}

/** Where an ability's data comes from; resolved against the definitions when needed. */
export type AbilitySource =
  | { from: "definition"; name: string; index: number }
  /** CR 164.2: a basic rune's two abilities. */
  | { from: "rune"; ability: "exhaust" | "recycle"; domain: Domain | "any" }
  /**
   * Abilities granted by effects, keywords with built-in text, delayed abilities. `grant` names
   * the grant an ability came from — the effect, the static or the token's changes, and its place
   * there — so that what it used this turn stays its own while other grants come and go.
   */
  | { from: "inline"; ability: Ability; grant?: string };

/** What an event that triggered an ability said (CR 359.3.f.3: read when the trigger fires). */
export interface TriggerInfo {
  event: number;
  kind: string;
  object: ObjectId | null;
  /** The object the event produced (the card in its new zone), if it moved. */
  result: ObjectId | null;
  player: PlayerId | null;
  location: Location | null;
  /**
   * For a "played" event of a permanent played from facedown: the battlefield it was hidden at,
   * where its play effects choose their targets (CR 811.1.d.2).
   */
  hiddenAt?: ObjectId;
  /**
   * The event's object as it was on the board when the event was checked for triggers: a "when
   * this dies" ability reads its controller and Might from here once the object has left
   * (CR 359.3.e.13, 359.3.f.3).
   */
  lastKnown?: LastKnown;
}

/**
 * An object as it last was on the board, just before it left (CR 359.3.e.13, 359.3.f.3,
 * 428.1.a.1.b): what the readings of a one-object condition, an amount or a player ask of it.
 */
export interface LastKnown {
  controller: PlayerId | null;
  owner: PlayerId;
  might: number | null;
  location: Location | null;
  exhausted: boolean;
  damaged: boolean;
  buffed: boolean;
  stunned: boolean;
  /** Its designation in the combat going on (CR 323.2), null outside one. */
  role: "attacker" | "defender" | null;
  /** CR 740.2.a: no other friendly unit was at its location. */
  alone: boolean;
}

/** Choices made while playing (RULES C1 / CR 355), keyed by the path of the instruction. */
export interface Choices {
  targets: Record<string, ObjectId[]>;
  /** Player targets (`target opponent`), keyed as object targets are: one player each. */
  playerTargets: Record<string, PlayerId>;
  modes: Record<string, number[]>;
  location: Location | null;
  /** Indexes (in the definition's abilities) of optional costs the player chose to pay. */
  optionalCosts: number[];
  /** Accelerate's optional cost was paid (CR 805). */
  accelerate: boolean;
  /** The first "you may" of a triggered ability was accepted at finalization (CR 383.3.a). */
  mayAccepted: boolean;
  /**
   * Which Repeat instances were paid, by index among the card's keywords (CR 820.1.c.2): the
   * instructions are executed once more for each (CR 820).
   */
  repeatPaid?: number[];
  /**
   * Which Flow cost replaces the base cost, by index among the card's keywords, when it has
   * several (CR 829.1.c.3); absent, the first.
   */
  flowCost?: number;
  /**
   * The additional and optional costs with a part of their own (`as you play this, pay 1: draw 1`)
   * that were paid as the card was played (CR 356.2, 357.2), by `paidCostKey`: what paying does
   * is done for those alone (CR 356.4.f.1), not for one the card only has once on the board.
   */
  paidCosts?: string[];
}

/** A pending or finalized item on the Chain (RULES C1). */
export interface ChainItem {
  id: ObjectId;
  kind: "card" | "ability";
  status: "pending" | "finalized";
  controller: PlayerId;
  /** An ability's source identity; a card's own id. */
  source: ObjectId | null;
  sourceName: string;
  ability: AbilitySource | null;
  /** For a triggered ability: the key that "once each turn" counts under. */
  onceKey: string | null;
  choices: Choices;
  /** Where a card was played from, to put it back if the play is undone (CR 358.5). */
  from: { zone: ZoneName; player: PlayerId | null; at: ObjectId | null } | null;
  /** How a card is being played. */
  play: PlayOptions | null;
  trigger: TriggerInfo | null;
  /** Names bound by the resolution that created a delayed ability (RULES E3). */
  bindings: Record<string, ObjectId[]>;
  /** The source's location when the item was created ("here", RULES R3). */
  here: Location | null;
  /** CR 390.3.a: a delayed replacement of this item's exit from the Chain (Flow: banish instead). */
  exit: "banish" | null;
  /**
   * A delayed ability's "you", fixed as the ability that made it resolved (`DelayedAbility.you`);
   * undefined for other items, whose "you" `youOfAbility` reads. Every item is made with the key,
   * so that all have one hidden class (the Chain's readers stay monomorphic).
   */
  you?: PlayerId | null;
  /** Whether this item opened the Chain (CR 358.4 timing check). */
  openedChain: boolean;
  /**
   * An activated ability's source as it was on the board just before the ability's own cost moved
   * it off (`kill this: …`), read as it resolves (CR 359.3.e.13); null for every other item.
   */
  sourceKnown: LastKnown | null;
}

/** Changes a limited play or a token play makes to the play process (CR 184, 419.3). */
export interface PlayOptions {
  flow: boolean;
  ignoreCost: boolean;
  cost: Cost | null;
  /** A location the effect requires (CR 184.2), resolved when the play began. */
  location: Location | null;
  /** A played unit token enters ready (CR 184.1). */
  ready: boolean;
  /** The play is part of an effect's resolution: no priority or timing check (CR 419.3). */
  limited: boolean;
  /** The token this item represents, when it is a played token. */
  token: TokenSpec | null;
  /** The context that asked for the play, so `here` and bound names keep their meaning. */
  here: Location | null;
}

export interface ContinuousEffect {
  id: number;
  timestamp: number;
  controller: PlayerId;
  source: ObjectId | null;
  /** Identities affected; an identity that no longer exists is simply not affected (RULES O1). */
  targets: ObjectId[];
  modifications: Modification[];
  duration: Duration;
  createdTurn: number;
  /**
   * What the creating resolution had bound, kept only when the duration names an event: "until the
   * next time it attacks" must still find "it" (RULES E3, E4).
   */
  bindings?: Record<string, ObjectId[]>;
}

/** A change of control with a duration (the permanent ones simply set the controller). */
export interface ControlEffect {
  id: number;
  target: ObjectId;
  player: PlayerId;
  previous: PlayerId | null;
  duration: Duration;
  controller: PlayerId;
  createdTurn: number;
  /** As for `ContinuousEffect`: what "until the next time it …" refers to. */
  bindings?: Record<string, ObjectId[]>;
  /** The object whose spell or ability made the change: "until the next time this …" means it. */
  source?: ObjectId | null;
}

/**
 * A prevention an effect created (CR 437, 390.3): a delayed replacement effect of the damage a unit
 * would be dealt, for its duration. Its Prevent Value is tracked on the unit it protects
 * (CR 437.2), so `prevent the next 3 damage that would be dealt to two units` makes one each.
 */
export interface PreventionEffect {
  id: number;
  /** The player whose effect made it, who controls it (CR 374). */
  controller: PlayerId;
  source: ObjectId | null;
  sourceName: string;
  /**
   * The unit it protects, by identity: one that changes zones is a new object it no longer finds
   * (RULES O1); a Replace hands the identity on (RULES R2). Null: damage to any unit.
   */
  target: ObjectId | null;
  /** What it still prevents (CR 437.3): lessened by what it prevented, gone at 0; or all of it. */
  left: number | "all";
  /** Only combat damage (CR 437.1.b.1's "[source]", 417.6.c). */
  combat: boolean;
  duration: Duration;
  createdTurn: number;
  /** As for `ContinuousEffect`: what "until the next time it …" refers to. */
  bindings?: Record<string, ObjectId[]>;
}

/**
 * A discount of the next card a player plays that a filter matches (CR 356.4): applied to the
 * total cost of each such play while it is pending, and gone once one of them is finalized.
 */
export interface NextDiscount {
  id: number;
  /** Whose play it discounts: the "you" of the effect that made it. */
  player: PlayerId;
  source: ObjectId | null;
  sourceName: string;
  filter: Filter;
  /** What it takes off, as a cost change (negative amounts, RULES C1). */
  energy: number;
  power: PowerAmount[];
  duration: Duration;
  createdTurn: number;
}

/** A delayed triggered ability (RULES E3, E4, B1, CR 390–392): fires each time its event happens while its duration lasts. */
export interface DelayedAbility {
  id: number;
  trigger: EventPattern;
  effect: Effect;
  duration: Duration;
  /** The player who carried out the ability that made it. */
  controller: PlayerId;
  /**
   * Whom "you" means in it: what it meant in the ability that made it as that ability resolved —
   * no one for an uncontrolled battlefield's (CR 190.6.d). A delayed ability is not its source's
   * (CR 392), so a later change of the source's control leaves it alone (CR 191.4.b).
   */
  you: PlayerId | null;
  source: ObjectId | null;
  sourceName: string;
  bindings: Record<string, ObjectId[]>;
  targets: Record<string, ObjectId[]>;
  here: Location | null;
  createdTurn: number;
  /** A delayed trigger at a moment of the turn (`at the end of this turn: …`); null for others. */
  step: StepWait | null;
}

/**
 * When a delayed trigger at a moment of the turn fires (CR 390.2): once, then it is gone. It waits
 * for `player`'s turn or phase (null: anyone's), in a turn numbered above `after` — the turn it
 * was made in for "the end of your next turn", whose own end is not the next one's. With
 * `opponentOf`, the turn or phase is one of any player but that one (an opponent's next turn).
 */
export interface StepWait {
  player: PlayerId | null;
  after: number;
  opponentOf?: PlayerId;
}

/** A triggered ability waiting to be put on the Chain (CR 383.3). */
export interface PendingTrigger {
  controller: PlayerId;
  source: ObjectId | null;
  sourceName: string;
  ability: AbilitySource;
  onceKey: string | null;
  trigger: TriggerInfo;
  bindings: Record<string, ObjectId[]>;
  here: Location | null;
  /** A delayed ability fired; its bound targets come along. */
  targets: Record<string, ObjectId[]>;
  /**
   * A delayed ability fired: its "you" (`DelayedAbility.you`); undefined for others, made with the
   * key so that every pending trigger has one hidden class.
   */
  you?: PlayerId | null;
}

export type TurnStep =
  "awaken" | "beginning" | "scoring" | "channel" | "draw" | "main" | "ending" | "expiration";

export const STEP_PHASE: Record<TurnStep, Phase> = {
  awaken: "awaken",
  beginning: "beginning",
  scoring: "beginning",
  channel: "channel",
  draw: "draw",
  main: "main",
  ending: "ending",
  expiration: "ending",
};

export interface Showdown {
  battlefield: ObjectId;
  focus: PlayerId;
  /** Consecutive passes of Focus in an open state (CR 347.2). */
  passes: number;
  /** Set when a Chain closes during the showdown: whether a play (not a trigger or an Add) opened it (CR 346.1). */
  chainOpenedByPlay: boolean | null;
}

/**
 * A combat (CR 459–466). Designations follow control: a unit at the battlefield is an attacker
 * while its controller is the attacker (CR 323.2). `step` is the step waiting to run once the
 * Chain is empty: the showdown, then the Resolution Step's result and control, then the end.
 */
export interface Combat {
  battlefield: ObjectId;
  attacker: PlayerId;
  defender: PlayerId;
  step: "showdown" | "resolution" | "ending";
  /** Attackers were recalled in the Combat Cleanup (CR 466.1.a.2): the combat has no result. */
  recalled: boolean;
  /** CR 466.3: the player who won, once the Resolution Step has determined it. */
  winner: PlayerId | null;
  /**
   * The units that have gained the Attacker, and the Defender, designation in this combat: an
   * attack or defend trigger looks at the first time only (CR 383.4.e.2.a, 383.4.f.2.a).
   */
  attacked: ObjectId[];
  defended: ObjectId[];
}

export interface GameState {
  format: "riftscript-game/1";
  /** In turn order. */
  players: PlayerState[];
  turn: {
    number: number;
    player: PlayerId;
    step: TurnStep;
    /**
     * Something went through the Chain during this Expiration Step, so the step runs again before
     * the turn ends (CR 317.2.f): what it healed, expired or emptied may have come back.
     */
    expireAgain?: boolean | undefined;
  };
  objects: Record<ObjectId, GameObject>;
  /** Zone contents, ordered (index 0 is the top of a deck). Keys from `zoneKey` (zones.ts). */
  zones: Record<string, ObjectId[]>;
  /** Oldest first; the newest item is last. */
  chain: ChainItem[];
  priority: PlayerId | null;
  /** Consecutive passes of priority while the Chain exists (CR 339.1). */
  passes: number;
  showdown: Showdown | null;
  /** Battlefields whose control is Contested, by the player who applied it (CR 190.3, 323.11). */
  contested: Record<ObjectId, PlayerId>;
  /**
   * Battlefields whose controller has had units there since taking control: they lose control in
   * the cleanup after the last of them leaves (CR 190.4.c, 323.6). A setup may hand a player an
   * empty battlefield, which stays theirs until their units have come and gone.
   */
  occupied: Record<ObjectId, PlayerId>;
  /**
   * Units a scenario setup placed at a battlefield, with where and for whom: a placement is not a
   * move, so while such a unit stays there under that controller it contests nothing (CR 190.3.a;
   * LANGUAGE.md, "Readings chosen for the runtime"). Absent when the setup placed none — always in
   * games built from decks.
   */
  placed?: Record<ObjectId, { at: ObjectId; controller: PlayerId }>;
  /** The combat in progress (CR 459–466). */
  combat: Combat | null;
  /** Facedown cards hidden with Hidden, by the turn they were hidden (CR 811.1.b). */
  hidden: Record<ObjectId, number>;
  effects: ContinuousEffect[];
  controlEffects: ControlEffect[];
  delayed: DelayedAbility[];
  /**
   * Preventions effects created (CR 437). Absent until an effect makes one, and checked only when
   * not empty: damage costs nothing more in the games that have none.
   */
  preventions?: PreventionEffect[];
  /**
   * Discounts of a next play (`the next spell you play this turn costs 1 less`, CR 356.4). Absent
   * until an effect makes one: the cost of a play looks for none in the games that have none.
   */
  discounts?: NextDiscount[];
  pendingTriggers: PendingTrigger[];
  /**
   * CR 709: for each unit on the board, whether it was Mighty when the game last looked, and
   * which object it was then (its `timestamp`: an identity that comes back is a new object).
   * Kept only in a game some ability of which waits for a unit to become Mighty
   * (becoming-mighty.ts), and made at its first look; absent otherwise.
   */
  mightySeen?: Record<ObjectId, MightySeen>;
  /** "once each turn": the turn each ability last triggered (CR 383.3.e) or applied (CR 371.1). */
  oncePerTurn: Record<string, number>;
  /** "the Nth time … each turn": the events each such ability has seen, and in which turn (CR 383.1). */
  nthTimeSeen: Record<string, { turn: number; count: number }>;
  next: { object: number; serial: number; timestamp: number; effect: number; event: number };
  /** Owners of every physical piece that still exists, by serial (RULES O2; checked by invariants). */
  owners: Record<string, PlayerId>;
  rng: number;
  victoryScore: number;
  winner: PlayerId | null;
  /**
   * The game ended in a draw: a loop of mandatory actions that no player can break (Tournament
   * Rules 505.3.a, 505.6). Absent in a game that has not ended so.
   */
  drawn?: true;
  /**
   * Every player of the game in seating order, kept from the first concession on (CR 650–652):
   * `players` then lists only those still in the game, and turn order skips the others.
   */
  seats?: PlayerId[];
}

/** A unit's Mightiness as last seen (`GameState.mightySeen`); replaced whole, never changed. */
export interface MightySeen {
  timestamp: number;
  mighty: boolean;
}

/** Whether the game has ended: a player won, or it was drawn (TR 505.6). */
export function gameOver(state: GameState): boolean {
  return state.winner !== null || state.drawn === true;
}
