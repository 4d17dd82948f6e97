/**
 * The engine: the state plus what acting on it needs (definitions, the journal, the log, the
 * chooser of the current action). Every rule module takes it as its first argument.
 */
import type { ChoiceRequest, ChoiceView, Chooser, Decision } from "./choice.js";
import type { Definition } from "./definitions.js";
import { RuleError } from "./errors.js";
import type { EventDraft, GameEvent } from "./events.js";
import { Journal } from "./journal.js";
import { nextRandom } from "./rng.js";
import { RUNTIME_DEFINITIONS } from "./runtime-definitions.js";
import {
  type GameObject,
  type GameState,
  type ObjectId,
  type PlayerId,
  type PlayerState,
  objectIdOf,
} from "./state.js";
import type { Characteristics, Derived, ListenerIndex } from "./characteristics.js";
import type { BoardTracker } from "./board.js";
import type { Settled } from "./cleanup.js";
import type { MightyLook } from "./becoming-mighty.js";
import type { ListedSources } from "./payment.js";
import type { ListenedKinds, NthTogether } from "./triggers.js";
import type { Deferred } from "./replacement.js";
import type { Batch } from "./zone-change.js";
import type { SeenStates } from "./repeated-state.js";
import type { StateDigests } from "./state-digest.js";

/** Thrown when the chooser has no answer yet; the action is rolled back and waits for one. */
export class ChoiceNeeded extends Error {
  constructor(readonly request: ChoiceRequest) {
    super(`a choice is needed: ${request.prompt}`);
    this.name = "ChoiceNeeded";
  }
}

export interface Engine {
  state: GameState;
  defs: ReadonlyMap<string, Definition>;
  j: Journal;
  log: GameEvent[];
  chooser: Chooser;
  view: ChoiceView;
  /** Decisions made during the current action, for replay. */
  decisions: Decision[];
  /** The board's objects as of the journal's `board` count (board.ts). */
  board: {
    version: number;
    objects: readonly GameObject[];
    ids: readonly ObjectId[] | null;
    fields: readonly GameObject[] | null;
  };
  /**
   * While statics are gathered and characteristics without statics are made, characteristics
   * ignore static abilities.
   */
  staticDepth: number;
  /**
   * The objects whose statics are being applied, innermost last, each with what the statics found
   * so far give it: what it reads as to the statics' filters, conditions and counts until its
   * layers are done (CR 476.2; characteristics.ts).
   */
  layers: { obj: GameObject; chars: Characteristics }[];
  /** A validator for decisions, set by the module that knows requests (choosers.ts). */
  validate: (request: ChoiceRequest, decision: Decision) => string | null;
  /**
   * What the event path keeps while a group of events happens together, null otherwise: every
   * event asks for them, so they are fields rather than maps keyed by the engine. Objects leaving
   * the board together (triggers.ts `leaveTogether`), "the Nth time" abilities met together
   * (`simultaneously`), the hook of `deferUnreplaced` (replacement.ts), and a batch of zone changes
   * looking back together (zone-change.ts `lookBackTogether`).
   */
  leaving: ReadonlySet<ObjectId> | null;
  /** The event kinds some ability of the game's definitions listens to, found on first use. */
  listened: ListenedKinds | null;
  nthTogether: Map<string, NthTogether> | null;
  /**
   * The "one or more" abilities (`when one or more friendly units die`) the game action under way
   * has triggered, by ability key: its other events do not trigger them again. Null between actions.
   */
  oneAction: Set<string> | null;
  /** Whether a game action is under way for `oneAction` (outside one, each event stands alone). */
  inAction: boolean;
  deferral: Deferred | null;
  batch: Batch | null;
  /**
   * RULES E2: each replacement applies at most once to an event and to what replaced it. When a
   * replacement effect's instructions Replace an object, the token keeps its identity (R2) and
   * its lethal damage: its death is what replaced the death, and the replacements applied to that
   * one do not apply to it again during the action. Without this, "if a unit would die, replace it
   * with a Recruit token instead" met a unit with lethal damage at every cleanup, for ever
   * (wild26). Likewise a replacement of a unit's death from lethal damage that leaves it on the
   * board with that damage applies once in an action (cleanup.ts: the rules would repeat it at
   * every cleanup, without end where its own actions call for the next). By identity, with the
   * keys of the replacements applied; null when there is none.
   */
  replacedBy: Map<ObjectId, readonly string[]> | null;
  /**
   * While a cleanup kills the units with lethal damage: the deaths `replacedBy` stands for. A later
   * instruction that kills or banishes such a token is a new game action (CR 370.1.a.2), which
   * the replacement meets again.
   */
  lethalCleanup: boolean;
  /** During a Deal action: the damage it has dealt so far (damage-sources.ts); null otherwise. */
  dealt: number | null;
  /**
   * While combat damage is dealt (CR 465.2.d): the order each unit's controller chose for the
   * replacements of the damage it is dealt as the damage was assigned (combat-damage.ts,
   * CR 465.2.c.5), which the dealing follows (`chooseCandidate`); null otherwise.
   */
  damageOrder: ReadonlyMap<ObjectId, readonly string[]> | null;
  /**
   * Whether some ability of the game's definitions waits for a unit to become Mighty (CR 709),
   * found on first use (becoming-mighty.ts); null before.
   */
  watchesMighty: boolean | null;
  /*
   * What modules derive from the state and keep for the rest of the game, null until first asked
   * for. Fields of the engine, not WeakMaps keyed by it: each of these reaches back to its engine,
   * and V8's young-generation collector cannot free a WeakMap entry whose value reaches its key,
   * so every finished game stayed alive, copied by each scavenge and then promoted, until a full
   * collection (issue 6: 130 KB of every game promoted, a tenth of a game's time in the GC).
   */
  /** Which board segments writes touched (board.ts). */
  boardTracker: BoardTracker | null;
  /** Characteristics and statics as of the journal's `derived` count (characteristics.ts). */
  derivedData: Derived | null;
  /** The board indexed by the kinds of ability its objects print (characteristics.ts). */
  listenerIndex: ListenerIndex | null;
  /** What the last cleanups found, to skip those with nothing to do (cleanup.ts). */
  settled: Settled | null;
  /** The journal's counts at the last look for units become Mighty (becoming-mighty.ts). */
  mightyLook: MightyLook | null;
  /** Each object's payment sources (payment.ts). */
  listedSources: Map<ObjectId, ListedSources> | null;
  /**
   * Automatic steps since the last action a player chose (anything but a pass) or the turn's
   * start, and the states seen while they are watched for repeats (repeated-state.ts, TR 505.6).
   */
  quiet: number;
  seenStates: SeenStates | null;
  /** What is kept of the states' digests while they are watched (state-digest.ts). */
  digests: StateDigests | null;
}

export function createEngine(
  state: GameState,
  defs: ReadonlyMap<string, Definition>,
  chooser: Chooser,
  view: ChoiceView,
  validate: Engine["validate"],
): Engine {
  const j = new Journal();
  j.quiet = (target, key) => bookkeeping(state, target, key);
  j.trackCounters(state.next);
  return {
    state,
    defs,
    j,
    log: [],
    chooser,
    view,
    decisions: [],
    board: { version: -1, objects: [], ids: null, fields: null },
    staticDepth: 0,
    layers: [],
    validate,
    leaving: null,
    listened: null,
    nthTogether: null,
    oneAction: null,
    inAction: false,
    deferral: null,
    batch: null,
    replacedBy: null,
    lethalCleanup: false,
    dealt: null,
    damageOrder: null,
    watchesMighty: null,
    boardTracker: null,
    derivedData: null,
    listenerIndex: null,
    settled: null,
    mightyLook: null,
    listedSources: null,
    quiet: 0,
    seenStates: null,
    digests: null,
  };
}

/**
 * State that no characteristic, filter or condition reads: the random generator, priority,
 * waiting triggers and the Rune Pools. Writing it leaves derived data valid. (The id and event
 * counters are not written through the journal at all: `Journal.trackCounters`.)
 */
function bookkeeping(state: GameState, target: object, key: PropertyKey): boolean {
  if (target === state.pendingTriggers) return true;
  if (target === state) return isBookkeepingKey(key);
  for (const p of state.players) if (target === p.pool || target === p.pool.power) return true;
  return false;
}

/**
 * The state's own fields that are bookkeeping. A switch rather than a set: asked on every write
 * of the state's fields that has no writer of its own (field-writes.ts writes priority and
 * passes), where a few comparisons of a name cost less than a lookup.
 */
function isBookkeepingKey(key: PropertyKey): boolean {
  switch (key) {
    case "rng":
    case "priority":
    case "passes":
    case "pendingTriggers":
      return true;
    default:
      return false;
  }
}

/**
 * The event of a draft, logged. The draft's fields are copied by walking its own keys, not read by
 * name: drafts come in some 26 shapes (each call site its own), so reading each of the twelve
 * fields by name was a megamorphic lookup apiece, most of them for a field the draft lacks
 * (issue 6: emit was the runtime's largest function by its own time, ~1,100 events a game).
 */
export function emit(e: Engine, draft: EventDraft): GameEvent {
  const s = e.state;
  const event: GameEvent = {
    seq: s.next.event++,
    turn: s.turn.number,
    kind: draft.kind,
    object: null,
    name: null,
    result: null,
    player: null,
    source: null,
    from: null,
    to: null,
    location: null,
    amount: null,
    phase: null,
    detail: null,
  };
  for (const key in draft) {
    const value = draft[key as keyof EventDraft];
    if (value === undefined) continue;
    copyField(event, key, value);
  }
  e.log.push(event);
  return event;
}

/** One field of a draft into its event (`emit`); `kind` is already there. */
function copyField(
  event: GameEvent,
  key: string,
  value: NonNullable<EventDraft[keyof EventDraft]> | null,
): void {
  switch (key) {
    case "object":
      event.object = value as GameEvent["object"];
      break;
    case "name":
      event.name = value as GameEvent["name"];
      break;
    case "result":
      event.result = value as GameEvent["result"];
      break;
    case "player":
      event.player = value as GameEvent["player"];
      break;
    case "source":
      event.source = value as GameEvent["source"];
      break;
    case "from":
      event.from = value as GameEvent["from"];
      break;
    case "to":
      event.to = value as GameEvent["to"];
      break;
    case "location":
      event.location = value as GameEvent["location"];
      break;
    case "amount":
      event.amount = value as GameEvent["amount"];
      break;
    case "phase":
      event.phase = value as GameEvent["phase"];
      break;
    case "detail":
      event.detail = value as GameEvent["detail"];
      break;
  }
}

export function mintObjectId(e: Engine): ObjectId {
  return objectIdOf(e.state.next.object++);
}

export function mintSerial(e: Engine): number {
  return e.state.next.serial++;
}

export function mintTimestamp(e: Engine): number {
  return e.state.next.timestamp++;
}

export function mintEffectId(e: Engine): number {
  return e.state.next.effect++;
}

/** A float in [0, 1) from the game's seeded generator. */
export function random(e: Engine): number {
  const step = nextRandom(e.state.rng);
  e.j.set(e.state, "rng", step.state);
  return step.value;
}

export function shuffle<T>(e: Engine, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const k = Math.floor(random(e) * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[k] as T;
    out[k] = tmp;
  }
  return out;
}

/** Ask the chooser; the answer is checked against the request and recorded. */
export function ask(e: Engine, request: ChoiceRequest): Decision {
  const decision = e.chooser.choose(request, e.view);
  if (decision === undefined) throw new ChoiceNeeded(request);
  const problem = e.validate(request, decision);
  if (problem !== null) {
    throw new RuleError("illegalChoice", `${problem} (${request.prompt})`);
  }
  e.decisions.push(decision);
  return decision;
}

export function getObject(e: Engine, id: ObjectId | null | undefined): GameObject | undefined {
  if (id === null || id === undefined) return undefined;
  return e.state.objects[id];
}

export function definitionOf(e: Engine, name: string): Definition {
  const def = RUNTIME_DEFINITIONS.get(name) ?? e.defs.get(name);
  if (!def) throw new Error(`no definition named "${name}"`);
  return def;
}

/**
 * Players in turn order starting with `first`; from a player who has left the game (CR 652.5.a),
 * with the next one still in it.
 */
export function playersFrom(e: Engine, first: PlayerId): PlayerId[] {
  const players = e.state.players;
  let start = seatOf(players, first);
  if (start < 0) start = Math.max(0, seatOf(players, nextSeated(e, first) ?? first));
  const out: PlayerId[] = [];
  for (let k = 0; k < players.length; k++)
    out.push((players[(start + k) % players.length] as PlayerState).id);
  return out;
}

/**
 * The player who makes the turn player's decisions (CR 190.6.b, 372.2): the turn player, or —
 * while what is left of the turn of a player who has left finishes — the next player in turn
 * order, since a removed player makes no choices (CR 651.3, 652.5.a.1).
 */
export function actingTurnPlayer(e: Engine): PlayerId {
  const player = e.state.turn.player;
  return seatOf(e.state.players, player) >= 0 ? player : nextPlayer(e, player);
}

export function nextPlayer(e: Engine, player: PlayerId): PlayerId {
  const players = e.state.players;
  const seat = seatOf(players, player);
  if (seat < 0) {
    const next = nextSeated(e, player);
    if (next !== undefined) return next;
  }
  return (players[(seat + 1) % players.length] as PlayerState).id;
}

/**
 * CR 652.5.a.1: after a player has left the game, the one after them in the seating who is still
 * in it. Undefined while nobody has left (`seats` is kept from the first concession on).
 */
function nextSeated(e: Engine, player: PlayerId): PlayerId | undefined {
  const seats = e.state.seats;
  if (seats === undefined) return undefined;
  const at = seats.indexOf(player);
  for (let k = 1; k <= seats.length; k++) {
    const candidate = seats[(at + k) % seats.length] as PlayerId;
    if (e.state.players.some((p) => p.id === candidate)) return candidate;
  }
  return undefined;
}

/** The players in the game, or the opponents of "you", as `for each player` counts them (CR 303.2.a). */
export function countPlayers(
  e: Engine,
  among: "all" | "opponents",
  p: { controller: PlayerId | null },
): number {
  const players = e.state.players;
  if (among === "all") return players.length;
  const you = p.controller;
  if (you === null) return 0;
  let count = 0;
  for (const player of players) if (player.id !== you) count++;
  return count;
}

/** Whether the player is still in the game (CR 651: not one who has left it). */
export function isSeated(e: Engine, player: PlayerId): boolean {
  return seatOf(e.state.players, player) >= 0;
}

/** A player's place in turn order; -1 for no player of the game. */
function seatOf(players: readonly PlayerState[], player: PlayerId): number {
  for (let i = 0; i < players.length; i++) if ((players[i] as PlayerState).id === player) return i;
  return -1;
}

export function playerState(e: Engine, player: PlayerId) {
  const p = e.state.players.find((x) => x.id === player);
  if (!p) throw new Error(`no player "${player}"`);
  return p;
}

export function describe(e: Engine, id: ObjectId | null): string {
  if (id === null) return "nothing";
  const obj = e.state.objects[id];
  if (obj) return obj.label ? `${obj.name} (${obj.label})` : `${obj.name} [${id}]`;
  const item = e.state.chain.find((c) => c.id === id);
  if (item) return `${item.sourceName}'s ability [${id}]`;
  return `[${id}, no longer in the game]`;
}
