/**
 * Triggered abilities (RULES E1, CR 382–388): matching events against trigger conditions, delayed
 * triggers that fire while their duration lasts (RULES E4, CR 390–392), "once each turn", and putting
 * what triggered on the Chain in turn order (CR 383.3.d).
 */
import type {
  Ability,
  Definition,
  Duration,
  EventPattern,
  FunctionZone,
  LocationPattern,
  SubjectPattern,
  TriggeredAbility,
  ZoneName,
} from "./definitions.js";
import { type AbilityEntry, abilitiesOf, listenersFor, mayHaveAbility } from "./characteristics.js";
import { sameLocation } from "./choice.js";
import { evaluateCondition } from "./conditions.js";
import { createContext } from "./context.js";
import {
  type Engine,
  actingTurnPlayer,
  ask,
  definitionOf,
  describe,
  emit,
  mintObjectId,
  playersFrom,
} from "./engine.js";
import { COMBAT_DAMAGE, type GameEvent } from "./events.js";
import { isAlone, matchesFilter, playerMatches, type Perspective } from "./filters.js";
import { delayedYou, durationEndsOn, endControlEffect } from "./durations.js";
import { stepArrived } from "./step-triggers.js";
import { lastKnownOf, noteTriggeringLeft } from "./last-known.js";
import { endPrevention } from "./prevention.js";
import type {
  AbilitySource,
  ChainItem,
  DelayedAbility,
  GameObject,
  Location,
  ObjectId,
  PendingTrigger,
  PlayerId,
  TriggerInfo,
} from "./state.js";
import { internalized } from "./state.js";
import { emptyChoices } from "./context.js";
import { isBattlefield, locationOf, onBoard } from "./zones.js";
import { functionsWhereItIs, gameZoned, zonedHolders, type ZonedKinds } from "./zoned.js";

/** The facts of an event a pattern can look at (an event before it is logged, or after). */
export type EventFacts = Pick<
  GameEvent,
  "kind" | "object" | "result" | "player" | "location" | "phase"
> & { detail?: string | null };

function subjectMatches(
  e: Engine,
  subject: SubjectPattern,
  ev: EventFacts,
  p: Perspective,
): boolean {
  switch (subject.ref) {
    case "this":
      return p.source !== null && (ev.object === p.source || ev.result === p.source);
    case "match": {
      const id = ev.object !== null && e.state.objects[ev.object] ? ev.object : ev.result;
      return id !== null && matchesFilter(e, id, subject.filter, p, { anyZone: true });
    }
    case "bound": {
      const bound = p.bindings?.[subject.name] ?? [];
      return bound.some((id) => id === ev.object || id === ev.result);
    }
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
}

/**
 * Where an event happened: its `location`, or for a combat's start or end (CR 464.2.b, 466.7.b)
 * the battlefield it names as its object — the log keeps those events as they were before cards
 * could watch them.
 */
function eventPlace(ev: EventFacts): Location | null {
  if ((ev.kind === "combatStarted" || ev.kind === "combatEnded") && ev.object !== null)
    return { kind: "battlefield", battlefield: ev.object };
  return ev.location;
}

function locationPatternMatches(pattern: LocationPattern, ev: EventFacts, p: Perspective): boolean {
  const at = eventPlace(ev);
  switch (pattern.at) {
    case "here":
      return sameLocation(at, p.here);
    case "thisBattlefield":
      return at !== null && at.kind === "battlefield" && at.battlefield === p.source;
    case "anyBattlefield":
      return at !== null && at.kind === "battlefield";
    case "base":
      return (
        at !== null && at.kind === "base" && playerMatches(pattern.player, at.player, p.controller)
      );
    default: {
      const _exhaustive: never = pattern;
      return _exhaustive;
    }
  }
}

export function patternMatches(
  e: Engine,
  pattern: EventPattern,
  ev: EventFacts,
  p: Perspective,
): boolean {
  if (pattern.event !== ev.kind) return false;
  if (pattern.phase !== undefined && pattern.phase !== ev.phase) return false;
  if (pattern.player !== undefined && !playerMatches(pattern.player, ev.player, p.controller))
    return false;
  if (pattern.location !== undefined && !locationPatternMatches(pattern.location, ev, p))
    return false;
  if (pattern.subject !== undefined && !subjectMatches(e, pattern.subject, ev, p)) return false;
  // `deals combat damage` (CR 417.6.c).
  if (pattern.combat === true && ev.detail !== COMBAT_DAMAGE) return false;
  // `attacks alone` (CR 740.2.a): alone as it gains the designation, with the others gaining theirs.
  if (pattern.alone === true) {
    const obj = ev.object === null ? undefined : e.state.objects[ev.object];
    if (obj === undefined || !isAlone(e, obj)) return false;
  }
  return true;
}

/** CR 190.6.b: an uncontrolled battlefield's abilities are handled by the turn player. */
export function abilityController(e: Engine, obj: GameObject): PlayerId {
  return obj.controller ?? (isBattlefield(obj) ? actingTurnPlayer(e) : obj.owner);
}

/**
 * Whom "you" means in an object's ability: its controller — and for an uncontrolled battlefield
 * no one (CR 190.6.d), though the turn player carries the ability out (`abilityController`). Its
 * trigger conditions, replacements, statics and what it does all read "you" this way.
 */
export function abilityYou(e: Engine, obj: GameObject): PlayerId | null {
  return isBattlefield(obj) ? obj.controller : abilityController(e, obj);
}

/** The `detail` of the "played" event of a permanent played from facedown (CR 811.1.d.2). */
export const PLAYED_FROM_FACEDOWN = "played from facedown";

function triggerInfo(
  e: Engine,
  ev: EventFacts & { detail?: string | null },
  seq: number,
): TriggerInfo {
  const info: TriggerInfo = {
    event: seq,
    kind: ev.kind,
    object: ev.object,
    result: ev.result,
    player: ev.player,
    location: ev.location,
  };
  const obj = ev.object === null ? undefined : e.state.objects[ev.object];
  if (obj !== undefined && onBoard(obj)) info.lastKnown = lastKnownOf(e, obj);
  if (
    ev.kind === "played" &&
    ev.detail === PLAYED_FROM_FACEDOWN &&
    ev.location?.kind === "battlefield"
  )
    info.hiddenAt = ev.location.battlefield;
  return info;
}

const NOTHING_TRIGGERED: readonly PendingTrigger[] = [];

/** Event kinds that abilities can trigger on and that they can replace. */
export interface ListenedKinds {
  triggered: ReadonlySet<string>;
  replacement: ReadonlySet<string>;
  /** What the game's cards print that functions from a trash or a hand; null for most games. */
  zoned: ZonedKinds | null;
}

const definitionKinds = new WeakMap<Definition, ListenedKinds>();

/**
 * Among the kinds an ability triggers on: `when this takes combat damage` (CR 417.6.c), which a
 * `damaged` event of combat damage says in its `detail` only where some ability waits for it.
 */
export const COMBAT_DAMAGE_TAKEN = "damaged:combat";

/** Every triggered and replacement ability inside a plain-data value, by the event it waits for. */
function collectKinds(value: unknown, triggered: Set<string>, replacement: Set<string>): void {
  if (Array.isArray(value)) {
    for (const v of value) collectKinds(v, triggered, replacement);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const kind = record["kind"];
  if (kind === "triggered") {
    const trigger = record["trigger"] as { event?: unknown; combat?: unknown } | undefined;
    const event = trigger?.event;
    if (typeof event === "string") triggered.add(event);
    if (event === "damaged" && trigger?.combat === true) triggered.add(COMBAT_DAMAGE_TAKEN);
  } else if (kind === "replacement") {
    const event = (record["pattern"] as { event?: unknown } | undefined)?.event;
    if (typeof event === "string") replacement.add(event);
  }
  // CR 816.1.b: Temporary, printed or granted, is a trigger at the start of a phase
  // (characteristics.ts adds it to whatever has the keyword).
  if (record["keyword"] === "Temporary") triggered.add("phaseStarted");
  for (const key in record) collectKinds(record[key], triggered, replacement);
}

/**
 * The event kinds an ability of this game can trigger on or replace. An object's abilities —
 * printed, from a keyword, granted by a static, a token's changes or an effect — are all plain
 * data of the game's definitions (or Temporary's), so an event of another kind (a rune readied,
 * power added, an item resolved: most events of a game) has no listener to look for on the board.
 */
export function listenedKinds(e: Engine): ListenedKinds {
  // Asked on every event: the finding is kept apart so that this stays small enough to inline.
  return e.listened ?? findListenedKinds(e);
}

/** The kinds of a game's definitions, shared by the games played with the same ones. */
const gameKinds = new WeakMap<ReadonlyMap<string, Definition>, ListenedKinds>();

function findListenedKinds(e: Engine): ListenedKinds {
  let found = gameKinds.get(e.defs);
  if (found === undefined) {
    const triggered = new Set<string>();
    const replacement = new Set<string>();
    for (const def of e.defs.values()) {
      let known = definitionKinds.get(def);
      if (known === undefined) {
        const t = new Set<string>();
        const r = new Set<string>();
        collectKinds(def, t, r);
        known = { triggered: t, replacement: r, zoned: null };
        definitionKinds.set(def, known);
      }
      for (const k of known.triggered) triggered.add(k);
      for (const k of known.replacement) replacement.add(k);
    }
    found = { triggered, replacement, zoned: gameZoned(e) };
    gameKinds.set(e.defs, found);
  }
  e.listened = found;
  return found;
}

/**
 * Carry out one game action that moves several objects at once (CR 370.1.a.2: "kill all units",
 * "kill up to two units"). Their moves are simultaneous, so none of them sees another's: an object
 * that leaves the board at the same time as a trigger condition is met cannot evaluate it
 * (CR 383.2.c.2 — Viktor and another unit dying in the same action). Each still sees its own
 * leaving ("when this dies", CR 808.1.d).
 */
export function leaveTogether<T>(e: Engine, ids: readonly ObjectId[], act: () => T): T {
  if (ids.length < 2) return act();
  const outer = e.leaving;
  e.leaving = new Set([...(outer ?? []), ...ids]);
  try {
    return act();
  } finally {
    e.leaving = outer;
  }
}

/**
 * What this event triggers among abilities of objects on the board now, and delayed abilities.
 * Called before a leave-the-board event happens (so "when I die" sees its source, CR 808.1.d) and
 * after any other event. `moved` is an object the event moved from one non-board zone to another:
 * its own triggers on that move ("when this is discarded") fire from where it went (CR 422.1.b,
 * 383.2.c.1); none of its other abilities does.
 */
export function detectTriggers(
  e: Engine,
  ev: EventFacts,
  moved: GameObject | null = null,
): readonly PendingTrigger[] {
  // Most events trigger nothing: the list is made when something does.
  let out: PendingTrigger[] | null = null;
  // An event no ability waits for asks nothing of the board (nor of the moved object).
  const kinds = listenedKinds(e);
  if (kinds.triggered.has(ev.kind)) {
    const listeners = listenersFor(e, "triggered", ev.kind);
    for (let i = 0; i < listeners.length; i++)
      out = objectTriggers(e, listeners[i] as GameObject, ev, false, out);
    if (moved !== null && mayHaveAbility(e, moved, "triggered", ev.kind))
      out = objectTriggers(e, moved, ev, true, out);
    if (kinds.zoned !== null && kinds.zoned.triggered.has(ev.kind)) out = zonedTriggers(e, ev, out);
  }
  const waiting = e.state.delayed;
  for (let i = 0; i < waiting.length; i++) {
    const delayed = waiting[i] as DelayedAbility;
    // Most wait for another kind of event: skipped before a perspective is made.
    if (delayed.trigger.event !== ev.kind) continue;
    const step = delayed.step;
    if (step !== null && !stepArrived(e, step, ev)) continue;
    const p: Perspective = {
      controller: delayed.you,
      source: delayed.source,
      here: delayed.here,
      bindings: delayed.bindings,
    };
    // CR 390.2, 391: a delayed trigger is a triggered ability restricted to its window — it fires
    // each time its event happens until the duration ends (RULES E4), and each firing reaches only
    // what its own resolution bound (B1, B4: a linked card that has moved on is not found again).
    if (!patternMatches(e, delayed.trigger, ev, p)) continue;
    // CR 390.2: one at a moment of the turn fires once, then is gone.
    if (step !== null) {
      e.j.removeValue(waiting, delayed);
      i--;
    }
    const ability: TriggeredAbility = {
      kind: "triggered",
      trigger: delayed.trigger,
      effect: delayed.effect,
    };
    (out ??= []).push({
      // CR 190.6.b: with no one as "you" it is uncontrolled, carried out by the turn player.
      controller: delayed.you === null ? actingTurnPlayer(e) : delayed.controller,
      source: delayed.source,
      sourceName: delayed.sourceName,
      ability: { from: "inline", ability },
      onceKey: null,
      trigger: triggerInfo(e, ev, -1),
      bindings: delayed.bindings,
      here: delayed.here,
      targets: delayed.targets,
      you: delayed.you,
    });
  }
  return out ?? NOTHING_TRIGGERED;
}

/**
 * What an event triggers among abilities that function from a trash or a hand (CR 385.2). The
 * condition is evaluated after the event (CR 383.2.c), so a card there now sees it — also one the
 * event, or another move of its game action, brought there (CR 383.2.c.1: "if it enters that zone
 * at the same time that its Trigger's condition is met"). A card that left the board for the zone
 * is found before it is there, by `arrivingTriggers`.
 */
function zonedTriggers(
  e: Engine,
  ev: EventFacts,
  out: PendingTrigger[] | null,
): PendingTrigger[] | null {
  const kind = ev.kind;
  const holders = zonedHolders(e, (zoned) => zoned.triggered.has(kind));
  for (let i = 0; i < holders.length; i++)
    out = objectTriggers(e, holders[i] as GameObject, ev, false, out);
  return out;
}

/**
 * What a card leaving the board for its owner's trash or hand will trigger from there (CR
 * 383.2.c.1, the Immortal Phoenix example): an ability that functions in that zone "is evaluated
 * and subsequently triggered if it enters that zone at the same time that its Trigger's condition
 * is met" — on its own leaving too, and on the others of its game action. The events are matched
 * before anything leaves, as leave triggers are (CR 808.1.d), while the objects they name are on
 * the board; `settleArrivals` hands what triggered to the card in its new zone once it is there.
 */
export interface Arrival {
  /** The card leaving the board, and the zone where the abilities below function. */
  card: ObjectId;
  zone: FunctionZone;
  /** The leave event matched: of this object, of this kind (or `leftBoard`, any leaving). */
  object: ObjectId | null;
  kind: string;
  found: { pending: PendingTrigger; index: number; ability: TriggeredAbility }[];
}

export function arrivingTriggers(
  e: Engine,
  card: GameObject,
  zone: ZoneName,
  events: readonly EventFacts[],
  out: Arrival[] | null,
): Arrival[] | null {
  if (card.kind !== "card" || (zone !== "trash" && zone !== "hand")) return out;
  const zoned = gameZoned(e);
  if (zoned === null) return out;
  const def = e.defs.get(card.name);
  if (def === undefined) return out;
  for (const ev of events) {
    if (!zoned.triggered.has(ev.kind)) continue;
    let arrival: Arrival | null = null;
    for (let index = 0; index < def.abilities.length; index++) {
      const ability = def.abilities[index] as Ability;
      if (ability.kind !== "triggered" || ability.zone !== zone) continue;
      if (ability.trigger.event !== ev.kind) continue;
      // "You" of an ability in a trash or a hand is the card's owner (RULES G2, CR 385.2).
      const p: Perspective = { controller: card.owner, source: card.id, here: null };
      if (!patternMatches(e, ability.trigger, ev, p)) continue;
      const trigger = triggerInfo(e, ev, -1);
      if (ability.condition) {
        const ctx = createContext({
          controller: card.owner,
          source: card.id,
          sourceName: card.name,
          triggering: trigger,
        });
        noteTriggeringLeft(e, ctx, trigger);
        if (!evaluateCondition(e, ability.condition, ctx)) continue;
      }
      const pending: PendingTrigger = {
        controller: card.owner,
        source: card.id,
        sourceName: card.name,
        ability: { from: "definition", name: card.name, index },
        onceKey: null,
        trigger,
        bindings: {},
        here: null,
        targets: {},
        you: undefined,
      };
      if (arrival === null) {
        arrival = { card: card.id, zone, object: ev.object, kind: ev.kind, found: [] };
        (out ??= []).push(arrival);
      }
      arrival.found.push({ pending, index, ability });
    }
  }
  return out;
}

/**
 * Queue what `arrivingTriggers` found, for each card that did arrive in its zone (`arrivedAs`:
 * what it became) on an event that did happen (`happened`: the leave event of that object) — a
 * replacement can have sent either elsewhere. `once each turn` and "the Nth time" are counted as
 * for any trigger, by the card in its zone.
 */
export function settleArrivals(
  e: Engine,
  arrivals: readonly Arrival[],
  arrivedAs: (card: ObjectId) => GameObject | undefined,
  happened: (object: ObjectId | null) => GameEvent | undefined,
): void {
  const turn = e.state.turn.number;
  for (const arrival of arrivals) {
    const card = arrivedAs(arrival.card);
    if (card === undefined || card.zone !== arrival.zone) continue;
    const event = happened(arrival.object);
    if (event === undefined || (arrival.kind !== "leftBoard" && event.kind !== arrival.kind))
      continue;
    const found: PendingTrigger[] = [];
    for (const { pending, index, ability } of arrival.found) {
      const source = pending.ability;
      const key = abilityKey(e, card, index, source);
      if (ability.oncePerTurn && e.state.oncePerTurn[key] === turn) continue;
      const met =
        ability.nthTime === undefined
          ? undefined
          : nthMet(e, key, ability.nthTime, pending.controller);
      if (met === null) continue;
      pending.source = card.id;
      pending.onceKey = ability.oncePerTurn ? key : null;
      met?.push(pending);
      found.push(pending);
    }
    if (found.length > 0) queueTriggers(e, event, found);
  }
}

/**
 * An object's own triggers on an event that makes it cease to be itself as it happens (a token
 * swapped back, RULES R5): found before, as "when this dies" is (CR 808.1.d), for it is gone after.
 */
export function ownTriggers(e: Engine, ev: EventFacts, obj: GameObject): readonly PendingTrigger[] {
  if (!listenedKinds(e).triggered.has(ev.kind) || !mayHaveAbility(e, obj, "triggered", ev.kind))
    return NOTHING_TRIGGERED;
  return objectTriggers(e, obj, ev, true, null) ?? NOTHING_TRIGGERED;
}

/**
 * Add what an event triggers among one object's abilities to `out` (made when something does);
 * of an object the event `moved` between non-board zones, only its own triggers on that move. The
 * object may have a triggered ability for the event (`mayHaveAbility`): every listener
 * `listenersFor` gives may, and the caller asks for the moved object.
 */
function objectTriggers(
  e: Engine,
  obj: GameObject,
  ev: EventFacts,
  moved: boolean,
  out: PendingTrigger[] | null,
): PendingTrigger[] | null {
  const turn = e.state.turn.number;
  const together = e.leaving;
  if (obj.facedown) return out;
  // CR 383.2.c.2: leaving together with the event's object, it cannot see that event.
  if (
    together !== null &&
    ev.object !== null &&
    ev.object !== obj.id &&
    together.has(obj.id) &&
    together.has(ev.object)
  )
    return out;
  const abilities = abilitiesOf(e, obj);
  for (let index = 0; index < abilities.length; index++) {
    const entry = abilities[index] as AbilityEntry;
    if (entry.ability.kind !== "triggered") continue;
    const ability: TriggeredAbility = entry.ability;
    // Most abilities of a listener wait for other events: skipped before anything is made.
    const pattern = ability.trigger;
    if (pattern.event !== ev.kind) continue;
    // What `patternMatches` would refuse without a perspective, asked before one is made: a
    // listener's `when this is played` sees every unit played, its `at the start of your main
    // phase` every phase (issue 6: most listeners of an event are refused so).
    if (pattern.phase !== undefined && pattern.phase !== ev.phase) continue;
    const subject = pattern.subject;
    if (subject !== undefined && subject.ref === "this") {
      if (ev.object !== obj.id && ev.result !== obj.id) continue;
    } else if (moved) continue;
    // CR 384.2, 385.2: an ability functions on the board unless it names its zone.
    if (moved ? ability.zone !== undefined : !functionsWhereItIs(ability, obj)) continue;
    const p: Perspective = {
      controller: abilityYou(e, obj),
      source: obj.id,
      here: locationOf(obj),
    };
    if (!patternMatches(e, pattern, ev, p)) continue;
    const controller = abilityController(e, obj);
    // CR 383.1.b: among events that happen together, the Nth is picked once they all have.
    const met =
      ability.nthTime === undefined
        ? undefined
        : nthMet(e, abilityKey(e, obj, index, entry.source), ability.nthTime, controller);
    if (met === null) continue;
    const onceKey = ability.oncePerTurn ? abilityKey(e, obj, index, entry.source) : null;
    if (onceKey !== null && e.state.oncePerTurn[onceKey] === turn) continue;
    const trigger = triggerInfo(e, ev, -1);
    if (ability.condition) {
      const ctx = createContext({
        controller,
        you: p.controller,
        source: obj.id,
        sourceName: obj.name,
        here: p.here,
        triggering: trigger,
      });
      // CR 428.1.a.1.b: its triggering object's leaving the board, noted as the condition is
      // met: `when this dies, if this is mighty` reads the Might it died with.
      noteTriggeringLeft(e, ctx, trigger);
      if (!evaluateCondition(e, ability.condition, ctx)) {
        met?.push(null);
        continue;
      }
    }
    const pending: PendingTrigger = {
      controller,
      source: obj.id,
      sourceName: obj.name,
      ability: entry.source,
      onceKey,
      trigger,
      bindings: {},
      here: p.here,
      targets: {},
      you: undefined,
    };
    met?.push(pending);
    if (ability.oneOrMore) ONE_OR_MORE.set(pending, abilityKey(e, obj, index, entry.source));
    (out ??= []).push(pending);
  }
  return out;
}

/** The ability key of each "one or more" trigger found, until it is queued (`queueTriggers`). */
const ONE_OR_MORE = new WeakMap<PendingTrigger, string>();

/**
 * Carry out one game action (an instruction, CR 370.1.a.2): a "one or more" ability its events
 * meet triggers once, for the first of them that happens (`queueTriggers`).
 */
export function asOneAction<T>(e: Engine, act: () => T): T {
  const outer = e.oneAction;
  const outerIn = e.inAction;
  e.oneAction = null;
  e.inAction = true;
  try {
    return act();
  } finally {
    e.oneAction = outer;
    e.inAction = outerIn;
  }
}

/** Whether a "one or more" trigger is the first of its ability in the game action under way. */
function firstOfAction(e: Engine, t: PendingTrigger): boolean {
  if (!e.inAction) return true;
  const key = ONE_OR_MORE.get(t);
  if (key === undefined) return true;
  const seen = (e.oneAction ??= new Set());
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

/** The ability keys of one object (`abilityKey`), for the name it has now. */
interface AbilityKeys {
  name: string;
  printed: string[];
  granted: string[];
  /** Keys of granted abilities by their grant (`AbilitySource`), made when one is asked. */
  grants: Map<string, string> | null;
}
/**
 * Ability keys by object id, then the object's name, then ability index. Every game mints the same
 * ids again, each for other cards than the last game's: kept for several names an id, a game finds
 * the keys an earlier game made rather than making (and internalizing) them again.
 */
const ABILITY_KEYS = new Map<ObjectId, AbilityKeys[]>();
/** Past this many objects, keys are made as before: the table does not grow without bound. */
const KEYED_OBJECTS = 4096;
/** Names kept an id (`ABILITY_KEYS`): past these, the oldest makes room. */
const NAMES_KEPT = 8;
/**
 * The keys made, by their text: a key's text recurs from game to game (the same ids, the same
 * cards), and internalizing a new string is a visit to V8's string table costing microseconds, so
 * each text is internalized once. Past this many texts, keys are internalized as they are made.
 */
const KEY_TEXTS = new Map<string, string>();
const TEXTS_KEPT = 16_384;

function keyOfText(text: string): string {
  let key = KEY_TEXTS.get(text);
  if (key === undefined) {
    key = internalized(text);
    if (KEY_TEXTS.size < TEXTS_KEPT) KEY_TEXTS.set(key, key);
  }
  return key;
}
/** Grant keys kept an object (`AbilityKeys.grants`). */
const GRANTS_KEPT = 16;

/**
 * The key of an object's ability in the "once each turn" and "the Nth time" records. Those are
 * dictionaries, and a key made anew for every event that meets the ability is looked up in V8's
 * string table each time: each key is made once, `internalized`, as object ids are.
 *
 * A printed ability's key names the object too: a Replace hands the identity to a token whose
 * printed abilities are its own (RULES R2), so a limit the original used this turn is not the
 * token's (CR 371.1, 383.3.e), and a swap-back finds the original's records again (RULES R5).
 * An ability an effect granted is keyed by the identity and the grant it came from (the effect,
 * the static or the token's changes, and its place there): the effect passes with the identity,
 * and so does its use; and another grant ending or arriving leaves it its own records — keyed by
 * its place among the granted ones, one grant's use would pass to the next in line (CR 383.3.e).
 * Granted without a named grant (Temporary), by that place.
 */
export function abilityKey(
  e: Engine,
  obj: GameObject,
  index: number,
  source: AbilitySource,
): string {
  const printed = source.from === "definition";
  const grant = source.from === "inline" ? source.grant : undefined;
  const slot = printed ? index : index - definitionOf(e, obj.name).abilities.length;
  const named = ABILITY_KEYS.get(obj.id);
  let entry: AbilityKeys | undefined;
  if (named !== undefined)
    for (let i = 0; i < named.length; i++)
      if ((named[i] as AbilityKeys).name === obj.name) {
        entry = named[i] as AbilityKeys;
        break;
      }
  if (entry === undefined) {
    if (named === undefined && ABILITY_KEYS.size >= KEYED_OBJECTS)
      return printed
        ? `${obj.id}#${obj.name}#${slot}`
        : grant !== undefined
          ? `${obj.id}#${grant}`
          : `${obj.id}#${slot}`;
    entry = { name: obj.name, printed: [], granted: [], grants: null };
    if (named === undefined) ABILITY_KEYS.set(obj.id, [entry]);
    else {
      if (named.length >= NAMES_KEPT) named.shift();
      named.push(entry);
    }
  }
  if (grant !== undefined) {
    const grants = (entry.grants ??= new Map<string, string>());
    let key = grants.get(grant);
    if (key !== undefined) return key;
    key = keyOfText(`${obj.id}#${grant}`);
    // Effects are numbered anew each game: kept for a few grants an object, the table stays small.
    if (grants.size < GRANTS_KEPT) grants.set(grant, key);
    return key;
  }
  const keys = printed ? entry.printed : entry.granted;
  return (keys[slot] ??= keyOfText(
    printed ? `${obj.id}#${obj.name}#${slot}` : `${obj.id}#${slot}`,
  ));
}

/** "The Nth time" abilities that events happening together met, by ability, while they happen. */
export interface NthTogether {
  nth: number;
  controller: PlayerId;
  /** One entry an event: what it triggered, or null when the intervening condition was false. */
  met: (PendingTrigger | null)[];
}

/**
 * For an event that met an Nth-time ability: outside `simultaneously`, null unless it is the Nth
 * (`countSeen`), else the list to note what it triggers; inside, always that list, for
 * `simultaneously` to count.
 */
function nthMet(
  e: Engine,
  key: string,
  nth: number,
  controller: PlayerId,
): (PendingTrigger | null)[] | null | undefined {
  const batch = e.nthTogether;
  if (batch === null) return countSeen(e, key) === nth ? undefined : null;
  let entry = batch.get(key);
  if (entry === undefined) batch.set(key, (entry = { nth, controller, met: [] }));
  return entry.met;
}

/**
 * Carry out events that happen together (one game action's, CR 370.1.a.2, 417.1.d) as far as
 * "the Nth time" abilities go: if the Nth of an ability's events this turn is among them, it
 * triggers once, for the one of them its controller picks (CR 383.1.b); every one counts.
 */
export function simultaneously<T>(e: Engine, act: () => T): T {
  if (e.nthTogether !== null) return act();
  // The events of one action are one action's for "one or more" too (cleanup's deaths, combat's damage).
  if (!e.inAction) return asOneAction(e, () => simultaneously(e, act));
  const batch = new Map<string, NthTogether>();
  e.nthTogether = batch;
  let result: T;
  try {
    result = act();
  } finally {
    e.nthTogether = null;
  }
  const turn = e.state.turn.number;
  for (const [key, entry] of batch) {
    const seen = e.state.nthTimeSeen[key];
    const before = seen !== undefined && seen.turn === turn ? seen.count : 0;
    const after = before + entry.met.length;
    e.j.put(e.state.nthTimeSeen, key, { turn, count: after });
    const queued = entry.met.filter(
      (t): t is PendingTrigger => t !== null && e.state.pendingTriggers.includes(t),
    );
    let kept: PendingTrigger | null = null;
    if (before < entry.nth && entry.nth <= after && queued.length > 0) {
      kept = queued[0] as PendingTrigger;
      if (queued.length > 1) {
        const decision = ask(e, {
          kind: "order",
          player: entry.controller,
          prompt: `${kept.sourceName}: these events happened together; choose the one that triggers it`,
          options: queued.map(
            (t) => `${t.trigger.kind} ${describe(e, t.trigger.result ?? t.trigger.object)}`,
          ),
          suggested: 0,
        });
        if (decision.kind === "index") kept = queued[decision.index] ?? kept;
      }
    }
    for (const t of queued) if (t !== kept) e.j.removeValue(e.state.pendingTriggers, t);
  }
  return result;
}

/**
 * "The Nth time … each turn" (CR 383.1): count one more event this ability saw this turn, and say
 * how many it has seen. Only events it could see count — while its object is on the board (CR
 * 384.2) as that object (RULES O1). Events of one game action count together instead
 * (`simultaneously`, CR 383.1.b). Its intervening condition does not change the count.
 */
function countSeen(e: Engine, key: string): number {
  const turn = e.state.turn.number;
  const seen = e.state.nthTimeSeen[key];
  const count = seen !== undefined && seen.turn === turn ? seen.count + 1 : 1;
  e.j.put(e.state.nthTimeSeen, key, { turn, count });
  return count;
}

/** Record what an event triggered, now that it has happened and has a sequence number. */
export function queueTriggers(e: Engine, event: GameEvent, found: readonly PendingTrigger[]): void {
  for (const t of found) {
    if (!firstOfAction(e, t)) continue;
    t.trigger = { ...t.trigger, event: event.seq, result: event.result };
    e.j.push(e.state.pendingTriggers, t);
  }
  expireOnEvent(e, event);
}

/** Whether something in this list lasts until an event (RULES E4): most last a turn or longer. */
function lastsUntilEvent(list: readonly { duration: Duration }[] | undefined): boolean {
  if (list === undefined) return false;
  for (let i = 0; i < list.length; i++)
    if ((list[i] as { duration: Duration }).duration.until === "nextEvent") return true;
  return false;
}

/**
 * An object left the board (CR 383.2.a.1): what lasts until it leaves the board (`until this
 * leaves the board`, `until the next time a unit leaves the board`) ends, as what lasts until
 * the event of its own kind (`killed`, `banished`, …) ended when that event was queued.
 */
export function expireOnLeaving(e: Engine, event: GameEvent): void {
  const s = e.state;
  if (
    !lastsUntilEvent(s.effects) &&
    !lastsUntilEvent(s.delayed) &&
    !lastsUntilEvent(s.controlEffects) &&
    !lastsUntilEvent(s.preventions)
  )
    return;
  expireOnEvent(e, { ...event, kind: "leftBoard" });
}

/**
 * Effects and delayed abilities lasting "until" an event end when it happens (RULES E4). Only
 * those durations can end on an event (`durationEndsOn`): lists without one are not walked.
 */
function expireOnEvent(e: Engine, event: GameEvent): void {
  const s = e.state;
  if (lastsUntilEvent(s.effects)) {
    for (const effect of s.effects.slice()) {
      if (
        durationEndsOn(e, effect.duration, event, effect.controller, effect.source, effect.bindings)
      ) {
        e.j.removeValue(s.effects, effect);
        emit(e, { kind: "effectExpired", amount: effect.id, detail: "until an event" });
      }
    }
  }
  if (lastsUntilEvent(s.delayed)) {
    for (const delayed of s.delayed.slice()) {
      if (
        durationEndsOn(
          e,
          delayed.duration,
          event,
          delayedYou(delayed),
          delayed.source,
          delayed.bindings,
        )
      ) {
        e.j.removeValue(s.delayed, delayed);
      }
    }
  }
  if (lastsUntilEvent(s.controlEffects)) {
    for (const control of s.controlEffects.slice()) {
      const source = control.source ?? null;
      if (
        durationEndsOn(e, control.duration, event, control.controller, source, control.bindings)
      ) {
        endControlEffect(e, control);
      }
    }
  }
  const preventions = s.preventions;
  if (preventions === undefined || !lastsUntilEvent(preventions)) return;
  for (const prevention of preventions.slice()) {
    const { duration, controller, source, bindings } = prevention;
    if (durationEndsOn(e, duration, event, controller, source, bindings))
      endPrevention(e, prevention, "until an event");
  }
}

/**
 * The order in which players put their waiting triggers on the Chain: the turn player first, then
 * in turn order (CR 383.3.d.1) — except for the triggers of a combat's Attacker and Defender
 * designations, which the Attacker puts first, then the players who are neither in turn order, then
 * the Defender (CR 464.2.e.1).
 */
function placingOrder(e: Engine, waiting: readonly PendingTrigger[]): PlayerId[] {
  const s = e.state;
  const order = playersFrom(e, s.turn.player);
  const combat = s.combat;
  if (combat === null) return order;
  if (!waiting.some((t) => t.trigger.kind === "attacked" || t.trigger.kind === "defended"))
    return order;
  const others = order.filter((p) => p !== combat.attacker && p !== combat.defender);
  return [combat.attacker, ...others, combat.defender];
}

/** Put waiting triggered abilities on the Chain as pending items (CR 383.3.d.1, 464.2.e.1). */
export function placePendingTriggers(e: Engine): void {
  const s = e.state;
  // The list is replaced, not emptied, so the waiting ones are read from it as it was.
  const waiting = s.pendingTriggers;
  if (waiting.length === 0) return;
  e.j.set(s, "pendingTriggers", []);
  // Most often one ability waits: it alone is placed, with no order to choose.
  if (waiting.length === 1) {
    putTriggerOnChain(e, waiting[0] as PendingTrigger);
    return;
  }
  for (const player of placingOrder(e, waiting)) {
    let own = waiting.filter((t) => t.controller === player);
    while (own.length > 0) {
      let index = 0;
      if (own.length > 1) {
        const decision = ask(e, {
          kind: "order",
          player,
          prompt: `put on the Chain next (the last put on resolves first): ${own.map((t) => t.sourceName).join(", ")}`,
          options: own.map((t) => `${t.sourceName} (${t.trigger.kind})`),
          suggested: 0,
        });
        index = decision.kind === "index" ? decision.index : 0;
      }
      const [t] = own.splice(index, 1) as [PendingTrigger];
      putTriggerOnChain(e, t);
    }
  }
}

function putTriggerOnChain(e: Engine, t: PendingTrigger): ChainItem {
  const item: ChainItem = {
    id: mintObjectId(e),
    kind: "ability",
    status: "pending",
    controller: t.controller,
    source: t.source,
    sourceName: t.sourceName,
    ability: t.ability,
    onceKey: t.onceKey,
    choices: emptyChoices({ ...t.targets }),
    from: null,
    play: null,
    trigger: t.trigger,
    bindings: t.bindings,
    here: t.here,
    exit: null,
    you: t.you,
    openedChain: e.state.chain.length === 0,
    sourceKnown: null,
  };
  e.j.push(e.state.chain, item);
  emit(e, {
    kind: "putOnChain",
    object: item.id,
    name: t.sourceName,
    player: t.controller,
    source: t.source,
    detail: "triggered ability",
  });
  return item;
}
