/**
 * Becoming Mighty (CR 709): a unit becomes Mighty at the moment its Might goes from less than 5 to
 * 5 or more — by a buff, an effect, a static that starts to apply or one that stops taking Might
 * away, a move to where a static gives it Might. Nothing of the game says "now": the change is a
 * result of other events, so the game looks for it where it settles (tasks.ts, after each event
 * and resolution has been carried out and before what triggered goes on the Chain) and between
 * the instructions of a resolution (instructions.ts: each is a game action, after which trigger
 * conditions are evaluated, CR 383.2.c), and only
 *
 * - in a game some ability of which waits for it (`watchesMighty`): the rest look for nothing;
 * - when something characteristics read, or the board, was written since the last look (the
 *   journal's `derived` and `board` counts): no other write can change a Might.
 *
 * A unit is compared with itself as it was at the last look, or as it arrived on the board: one
 * that arrives already Mighty — played, created, put onto the board — does not become Mighty by
 * arriving (its Might did not change from less than 5: it was not on the board, CR 124, 711), and
 * one that comes back is a new object, seen afresh (RULES O1). A Might that rises to 5 and falls
 * back within one resolution is seen by the look between the two instructions (CR 709: the unit
 * became Mighty at that moment, an event of its own, CR 370.1.a); only a rise and fall within a
 * single instruction goes unseen (LANGUAGE.md, "Readings chosen for the runtime").
 */
import { boardList } from "./board.js";
import { characteristicsOf, typeOf } from "./characteristics.js";
import type { Definition } from "./definitions.js";
import type { Engine } from "./engine.js";
import { MIGHTY } from "./filters.js";
import { type GameObject, type MightySeen, type ObjectId, keyedRecord } from "./state.js";
import { type Outcome, meetsNothing, replaceable } from "./replacement.js";
import { happen } from "./zone-change.js";
import { locationOf, onBoard } from "./zones.js";

const EVENT = "becameMighty";

/** Whether a plain-data value waits for the event anywhere: a trigger, a delayed one, a duration. */
function waitsFor(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(waitsFor);
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if (record["event"] === EVENT) return true;
  for (const key in record) if (waitsFor(record[key])) return true;
  return false;
}

const definitionWaits = new WeakMap<Definition, boolean>();
const gameWaits = new WeakMap<ReadonlyMap<string, Definition>, boolean>();

/** Whether some definition of the game waits for a unit to become Mighty; shared by its games. */
function watches(e: Engine): boolean {
  if (e.watchesMighty !== null) return e.watchesMighty;
  let found = gameWaits.get(e.defs);
  if (found === undefined) {
    found = false;
    for (const def of e.defs.values()) {
      let waits = definitionWaits.get(def);
      if (waits === undefined) definitionWaits.set(def, (waits = waitsFor(def)));
      if (waits) found = true;
    }
    gameWaits.set(e.defs, found);
  }
  return (e.watchesMighty = found);
}

/** The journal's counts at the last look, by engine: equal counts mean no Might can have changed. */
export interface MightyLook {
  derived: number;
  board: number;
}

/** Whether the object is a unit on the board with Might 5 or more now (CR 708, 710). */
function mightyNow(e: Engine, obj: GameObject): boolean {
  const might = characteristicsOf(e, obj).might;
  return might !== null && might >= MIGHTY;
}

/** A unit the look considers: on the board, face up, a unit (a facedown card is none). */
function isBoardUnit(e: Engine, obj: GameObject): boolean {
  return onBoard(obj) && !obj.facedown && typeOf(e, obj) === "unit";
}

/**
 * A unit that has just arrived on the board (`entered`, `created`): what it is as it arrives is
 * where its Might starts from, so a change later in the same resolution is still seen.
 */
export function noteArrival(e: Engine, id: ObjectId | null): void {
  const seen = e.state.mightySeen;
  if (seen === undefined || id === null) return;
  const obj = e.state.objects[id];
  if (obj === undefined || !isBoardUnit(e, obj)) return;
  e.j.put(seen, id, { timestamp: obj.timestamp, mighty: mightyNow(e, obj) });
}

/**
 * The look between two instructions of a resolution (CR 383.2.c: a trigger condition is evaluated
 * after each event that may meet it is processed): not while events are happening together (a
 * batch of simultaneous actions, the Nth-time events gathered), whose end is looked at instead.
 */
export function noticeMightyBetween(e: Engine): void {
  if (e.watchesMighty === false || e.batch !== null || e.nthTogether !== null) return;
  noticeMighty(e);
}

/**
 * Look for units that have become Mighty since the last look and make the event of each, in board
 * order (their triggers then go on the Chain as any others, CR 383.3.d). Forgets the units that
 * have left the board.
 */
export function noticeMighty(e: Engine): void {
  if (!watches(e)) return;
  const j = e.j;
  let last = e.mightyLook;
  if (last !== null && last.derived === j.derived && last.board === j.board) return;
  const s = e.state;
  let seen = s.mightySeen;
  // The first look takes every unit as it is: none of them has become Mighty by being there.
  const first = seen === undefined;
  if (seen === undefined) j.set(s, "mightySeen", (seen = keyedRecord()));
  let became: GameObject[] | null = null;
  const objects = boardList(e);
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i] as GameObject;
    if (!isBoardUnit(e, obj)) continue;
    const mighty = mightyNow(e, obj);
    const was: MightySeen | undefined = seen[obj.id];
    const same = was !== undefined && was.timestamp === obj.timestamp;
    if (same && was.mighty === mighty) continue;
    if (same && mighty && !first) (became ??= []).push(obj);
    j.put(seen, obj.id, { timestamp: obj.timestamp, mighty });
  }
  for (const id in seen) {
    const obj = s.objects[id];
    if (obj === undefined || !isBoardUnit(e, obj)) j.remove(seen, id);
  }
  // Taken before the events: what they set off (a duration that ends) is looked at next time.
  if (last === null) e.mightyLook = last = { derived: j.derived, board: j.board };
  else {
    last.derived = j.derived;
    last.board = j.board;
  }
  if (became === null) return;
  for (const obj of became) {
    // A replacement carried out for one made before it may have taken this one off the board.
    if (s.objects[obj.id] !== obj || !isBoardUnit(e, obj)) continue;
    if (meetsNothing(e, EVENT, obj)) becameMighty(e, obj);
    else {
      // CR 370.1.a, 370.1.a.1: becoming Mighty is an event a replacement can replace; replaced,
      // the unit never became Mighty and nothing waiting for it triggers. Its Might stays what
      // the changes that raised it made it: those were events of their own.
      replaceable(
        e,
        { kind: EVENT, object: obj.id, player: obj.controller, location: locationOf(obj) },
        null,
        () => becameMighty(e, obj),
      );
    }
  }
}

function becameMighty(e: Engine, obj: GameObject): Outcome {
  happen(e, {
    kind: EVENT,
    object: obj.id,
    name: obj.name,
    result: obj.id,
    player: obj.controller,
    location: locationOf(obj),
  });
  return { happened: true, result: obj.id };
}
