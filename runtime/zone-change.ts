/**
 * Changes of zone as events (RULES E1, O1): proposed (so replacement effects can rewrite them),
 * carried out, logged, and checked for triggers. A token put into a non-board zone other than the
 * Chain completes the move and then ceases to exist (RULES T7).
 */
import { noteArrival } from "./becoming-mighty.js";
import type { EventKind, ZoneName } from "./definitions.js";
import type { Context } from "./context.js";
import { type Engine, emit } from "./engine.js";
import {
  type Outcome,
  type Proposal,
  leavesBoard,
  meetsNothing,
  replaceable,
  togetherReplaced,
} from "./replacement.js";
import type { GameEvent } from "./events.js";
import type { GameObject, Location, ObjectId, PendingTrigger, PlayerId } from "./state.js";
import {
  type Arrival,
  type EventFacts,
  arrivingTriggers,
  detectTriggers,
  expireOnLeaving,
  leaveTogether,
  listenedKinds,
  queueTriggers,
  settleArrivals,
} from "./triggers.js";
import {
  type Place,
  cease,
  isBoardZone,
  keyOf,
  locationOf,
  onBoard,
  relocateObject,
} from "./zones.js";

export interface Actor {
  /** The player responsible (CR 411). */
  player: PlayerId | null;
  /** The object whose spell or ability did it. */
  source: ObjectId | null;
}

export interface ZoneChangeOptions {
  position?: "top" | "bottom";
  /** The controller of an object entering the board. */
  controller?: PlayerId | null;
}

/** The options of a change that names none, shared rather than made on every such change. */
const NO_OPTIONS: ZoneChangeOptions = {};

/**
 * One game action that changes the zone of several objects at once (CR 370.1.a.2: "kill all
 * units", the deaths of one cleanup, a cost that kills two units): none of them sees another's
 * leaving (CR 383.2.c.2, triggers.ts), each meets its replacement effects while all are still
 * there (CR 370.4, 373.1.a, replacement.ts), and their leave triggers look back together
 * (`lookBackTogether`). The outcomes follow the order of `ids`.
 */
export function changeZonesTogether(
  e: Engine,
  ids: readonly ObjectId[],
  act: (id: ObjectId) => Outcome,
): Outcome[] {
  return leaveTogether(e, ids, () =>
    ids.length < 2 ? ids.map(act) : togetherReplaced(e, ids, act),
  );
}

/** An event of a batch whose triggers wait until every event of the batch has happened. */
interface Settling {
  event: GameEvent;
  moved: GameObject | null;
}

/** What `lookBackTogether` keeps while it carries out a batch of zone changes. */
export interface Batch {
  /** Leave-the-board triggers found for each object leaving, before any left; taken once. */
  lookedBack: Map<ObjectId, readonly PendingTrigger[]>;
  /** The batch's other events, whose triggers are found once all of them have happened. */
  settling: Settling[];
  /** Of each object the batch found leaving the board: its leave event and what it became. */
  left: Map<ObjectId, { event: GameEvent; moved: GameObject }>;
}

/**
 * Carry out, with `act`, proposed changes of zone that happen at once (CR 370.1.a.2). A trigger on
 * leaving the board looks back at the board just before the object left (CR 808.1.d, 383.2.a.1),
 * and those objects all left at the same moment: the triggers of each are found before any of them
 * moves, so each sees the others still on the board ("when this dies, if you control 2 or more
 * units" holds for every one of two units killed together). Any other trigger condition is
 * evaluated after its event (CR 383.2.c), and the events happened together: the triggers of each
 * are found once all of them have happened, so each sees the same state — two cards discarded
 * together both see the hand they left empty.
 */
export function lookBackTogether(e: Engine, proposals: readonly Proposal[], act: () => void): void {
  if (proposals.length < 2) return act();
  const found = new Map<ObjectId, readonly PendingTrigger[]>();
  const leaving: { obj: GameObject; zone: ZoneName; p: Proposal }[] = [];
  for (const p of proposals) {
    const obj = p.object === null ? undefined : e.state.objects[p.object];
    if (!obj || !onBoard(obj) || p.toZone === undefined || isBoardZone(p.toZone)) continue;
    found.set(
      obj.id,
      leaveTriggers(e, obj.id, p.kind, { player: p.player, source: null }, p.location),
    );
    leaving.push({ obj, zone: p.toZone, p });
  }
  // CR 383.2.c.1: each card going to a zone where it has triggered abilities sees every leaving of
  // the batch, its own included, from there.
  let arrivals: Arrival[] | null = null;
  if (listenedKinds(e).zoned !== null && leaving.length > 0) {
    const facts = leaving.flatMap(({ p }) =>
      leaveFacts(p.object, p.kind, { player: p.player, source: null }, p.location),
    );
    for (const { obj, zone } of leaving) arrivals = arrivingTriggers(e, obj, zone, facts, arrivals);
  }
  const outer = e.batch;
  const batch: Batch = { lookedBack: found, settling: [], left: new Map() };
  e.batch = batch;
  try {
    act();
  } finally {
    e.batch = outer;
  }
  if (arrivals !== null) {
    const left = batch.left;
    settleArrivals(
      e,
      arrivals,
      (card) => left.get(card)?.moved,
      (object) => (object === null ? undefined : left.get(object)?.event),
    );
  }
  for (const { event, moved } of batch.settling)
    queueTriggers(e, event, detectTriggers(e, event, moved));
}

/** The leave triggers `lookBackTogether` found for this object, taken once. */
function takeLookedBack(e: Engine, id: ObjectId): readonly PendingTrigger[] | undefined {
  const found = e.batch?.lookedBack;
  const triggers = found?.get(id);
  if (triggers !== undefined) found?.delete(id);
  return triggers;
}

/** Leave the Chain: a card leaving it takes its Chain item with it. */
function removeChainItem(e: Engine, id: ObjectId): void {
  const index = e.state.chain.findIndex((c) => c.id === id);
  if (index >= 0) e.j.removeAt(e.state.chain, index);
}

export function changeZone(
  e: Engine,
  id: ObjectId,
  dest: Place,
  kind: EventKind,
  ctx: Context | null,
  actor: Actor,
  options: ZoneChangeOptions = NO_OPTIONS,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return { happened: false, result: null };
  const before = locationOf(obj);
  if (meetsNothing(e, kind, obj) && !leavingReplaceable(e, obj, dest))
    return zoneChanged(e, id, dest, kind, actor, options, before);
  return replaceable(
    e,
    { kind, object: id, player: actor.player, location: before, toZone: dest.zone },
    ctx,
    () => zoneChanged(e, id, dest, kind, actor, options, before),
  );
}

/**
 * Whether a replacement of leaving the board could meet this change of zone, whatever its kind
 * (CR 383.2.a.1, replacement.ts `leavesBoard`): only where some ability of the game names it.
 */
function leavingReplaceable(e: Engine, obj: GameObject, dest: Place): boolean {
  return listenedKinds(e).replacement.has("leftBoard") && leavesBoard(obj, dest.zone);
}

/**
 * A change of zone no replacement meets: for a card whose departure from the Chain was already
 * replaced by something that could not move it (chain.ts `resolveItem`).
 */
export function changeZoneUnreplaced(
  e: Engine,
  id: ObjectId,
  dest: Place,
  kind: EventKind,
  actor: Actor,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return { happened: false, result: null };
  return zoneChanged(e, id, dest, kind, actor, NO_OPTIONS, locationOf(obj));
}

function zoneChanged(
  e: Engine,
  id: ObjectId,
  dest: Place,
  kind: EventKind,
  actor: Actor,
  options: ZoneChangeOptions,
  before: Location | null,
): Outcome {
  const current = e.state.objects[id];
  if (!current) return { happened: false, result: null };
  const fromBoard = onBoard(current);
  const offTheBoard = fromBoard && !isBoardZone(dest.zone);
  // "When I die" sees its source before it leaves (CR 808.1.d, 359.3.e.13).
  const lookedBack = offTheBoard ? takeLookedBack(e, id) : undefined;
  const early = offTheBoard ? (lookedBack ?? leaveTriggers(e, id, kind, actor, before)) : null;
  // CR 383.2.c.1: what it will trigger from the zone it goes to, on its own leaving — matched now,
  // as leave triggers are; a batch that looked back for it does so for all its leavings.
  const arrivals =
    offTheBoard && lookedBack === undefined && listenedKinds(e).zoned !== null
      ? arrivingTriggers(e, current, dest.zone, leaveFacts(id, kind, actor, before), null)
      : null;
  const from = keyOf(current);
  if (current.zone === "chain") removeChainItem(e, id);
  const moved = relocateObject(e, current, dest, options);
  const result = moved.id;
  const location: Location | null = before ?? locationOf(moved);
  const event = emit(e, {
    kind,
    object: id,
    name: current.name,
    result,
    player: actor.player,
    source: actor.source,
    from,
    to: keyOf(moved),
    location,
  });
  // A move between two non-board zones: the object's own triggers on it fire from where it
  // went (CR 422.1.b: "when I am discarded").
  const offBoard = !fromBoard && !isBoardZone(moved.zone);
  const batch = early === null ? e.batch?.settling : undefined;
  if (batch !== undefined) batch.push({ event, moved: offBoard ? moved : null });
  else queueTriggers(e, event, early ?? detectTriggers(e, event, offBoard ? moved : null));
  if (lookedBack !== undefined) e.batch?.left.set(id, { event, moved });
  if (arrivals !== null)
    settleArrivals(
      e,
      arrivals,
      (card) => (card === id ? moved : undefined),
      (object) => (object === id ? event : undefined),
    );
  // CR 383.2.a.1: what lasts until the object leaves the board ends as it leaves, however it went.
  if (offTheBoard) expireOnLeaving(e, event);
  if (moved.kind === "token" && !isBoardZone(moved.zone) && moved.zone !== "chain") {
    cease(e, result);
    emit(e, {
      kind: "ceased",
      object: result,
      name: moved.name,
      detail: `a token in ${keyOf(moved)}`,
    });
    return { happened: true, result: null };
  }
  return { happened: true, result };
}

/**
 * What an object's leaving the board triggers, found before it leaves: the triggers on the event
 * of its kind (`when this dies`), then those on any leaving (`when this leaves the board`), which
 * looks back in time as they do (CR 383.2.a.1, 808.1.d) — a token too, which leaves before it
 * ceases to exist (RULES T7).
 */
function leaveTriggers(
  e: Engine,
  id: ObjectId,
  kind: EventKind,
  actor: Actor,
  location: Location | null,
): readonly PendingTrigger[] {
  const [facts, any] = leaveFacts(id, kind, actor, location) as [EventFacts, EventFacts];
  const found = detectTriggers(e, facts);
  const left = detectTriggers(e, any);
  return left.length === 0 ? found : found.length === 0 ? left : [...found, ...left];
}

/** A leaving of the board as trigger conditions see it: as its own kind, and as any leaving. */
function leaveFacts(
  id: ObjectId | null,
  kind: EventKind,
  actor: Actor,
  location: Location | null,
): EventFacts[] {
  const facts: EventFacts = {
    kind,
    object: id,
    result: null,
    player: actor.player,
    location,
    phase: null,
  };
  return [facts, { ...facts, kind: "leftBoard" }];
}

/** Emit an event and queue what it triggers (for events that are not changes of zone). */
export function happen(e: Engine, draft: Parameters<typeof emit>[1]): ReturnType<typeof emit> {
  const event = emit(e, draft);
  // A unit a scenario setup placed contests nothing only while it stays under the control it was
  // placed with (showdown.ts, `placedBySetup`): once it changes hands, even back again, it has
  // become present there for a new controller (CR 190.3.a), so its record is forgotten.
  const placed = e.state.placed;
  if (placed !== undefined && event.kind === "controlChanged" && event.object !== null) {
    if (placed[event.object] !== undefined) e.j.remove(placed, event.object);
  }
  // CR 709: a unit's Might starts from what it is as it arrives (kept only where it is watched).
  if (e.state.mightySeen !== undefined && (event.kind === "entered" || event.kind === "created"))
    noteArrival(e, event.result);
  // The logged event holds every fact a pattern reads: ~600 events a game need no copy of them.
  queueTriggers(e, event, detectTriggers(e, event));
  return event;
}
