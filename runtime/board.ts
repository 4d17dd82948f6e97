/**
 * The board as one list (issue 6: payment, listeners, cleanups and legal actions each walked every
 * board zone, many times per action). The list is kept until the journal's `board` count changes,
 * which it does only on writes that change which objects are on the board or their order — so the
 * many writes of a play that move cards between hand, deck and trash, or set fields of objects,
 * leave it valid.
 */
import type { Engine } from "./engine.js";
import type { GameObject, GameState, ObjectId } from "./state.js";
import { onBoard, playerBoardKeys, zoneKey } from "./zones.js";

/**
 * Tell the journal which writes touch the board: an entry added to, removed from or replaced in
 * a board zone's list, and an object on the board added to, removed from or replaced in the
 * objects record (Replace hands an identity to another object in place, RULES R2).
 */
export function trackBoard(e: Engine): void {
  const lists = new WeakMap<object, boolean>();
  const s = e.state;
  e.j.touchesBoard = (target, key, old) => {
    if (target === s.objects) {
      if (isBoardObject(old)) return true;
      return isBoardObject((target as Record<PropertyKey, unknown>)[key]);
    }
    if (!Array.isArray(target)) return false;
    let known = lists.get(target);
    if (known === undefined) {
      known = isBoardList(s, target);
      lists.set(target, known);
    }
    return known;
  };
}

function isBoardObject(value: unknown): boolean {
  return value !== undefined && onBoard(value as GameObject);
}

/** A zone list is for life the list of one key; the board's are those `forEachBoardObject` walks. */
function isBoardList(s: GameState, list: readonly unknown[]): boolean {
  for (const key of playerBoardKeys(s.players)) if (s.zones[key] === list) return true;
  const fields = s.zones["battlefields"];
  if (fields === list) return true;
  for (const bf of fields ?? []) {
    if (s.zones[zoneKey("battlefields", null, bf)] === list) return true;
    if (s.zones[zoneKey("facedown", null, bf)] === list) return true;
  }
  return false;
}

/**
 * Every object on the board, in a stable order: each player's legend, base and runes, then each
 * battlefield and what is at it (units and gear, then facedown cards). Read-only and never changed
 * in place: a caller may change the board while walking it.
 */
export function boardList(e: Engine): readonly GameObject[] {
  const cached = e.board;
  if (cached.version === e.j.board) return cached.objects;
  const s = e.state;
  const out: GameObject[] = [];
  for (const key of playerBoardKeys(s.players)) collect(s, s.zones[key], out);
  const fields = s.zones["battlefields"];
  if (fields) {
    for (let i = 0; i < fields.length; i++) {
      const bf = fields[i] as ObjectId;
      const obj = s.objects[bf];
      if (obj) out.push(obj);
      collect(s, s.zones[zoneKey("battlefields", null, bf)], out);
      collect(s, s.zones[zoneKey("facedown", null, bf)], out);
    }
  }
  e.board = { version: e.j.board, objects: out, ids: null, fields: null };
  return out;
}

/** The battlefields, in order (read-only). */
export function battlefields(e: Engine): readonly GameObject[] {
  boardList(e);
  if (e.board.fields === null) {
    const s = e.state;
    const out: GameObject[] = [];
    collect(s, s.zones["battlefields"], out);
    e.board.fields = out;
  }
  return e.board.fields;
}

/** A showdown or combat is going on at this battlefield (CR 190.4.b). */
export function inConflict(e: Engine, battlefield: ObjectId): boolean {
  const s = e.state;
  return s.showdown?.battlefield === battlefield || s.combat?.battlefield === battlefield;
}

/** The identities of `boardList`, in its order (read-only). */
export function boardIds(e: Engine): readonly ObjectId[] {
  const objects = boardList(e);
  return (e.board.ids ??= objects.map((obj) => obj.id));
}

function collect(s: GameState, list: readonly ObjectId[] | undefined, out: GameObject[]): void {
  if (!list) return;
  for (let i = 0; i < list.length; i++) {
    const obj = s.objects[list[i] as ObjectId];
    if (obj) out.push(obj);
  }
}

/** Visit every object on the board in `boardList` order. */
export function forEachBoardObject(e: Engine, visit: (obj: GameObject) => void): void {
  const objects = boardList(e);
  for (let i = 0; i < objects.length; i++) visit(objects[i] as GameObject);
}
