/**
 * The board as one list (issue 6: payment, listeners, cleanups and legal actions each walked every
 * board zone, many times per action). The list is kept until the journal's `board` count changes,
 * which it does only on writes that change which objects are on the board or their order — so the
 * many writes of a play that move cards between hand, deck and trash, or set fields of objects,
 * leave it valid.
 *
 * It is made of segments, one per board zone list (and one per battlefield object), and a change
 * of the board rebuilds only the segments whose lists the writes since the last build touched: a
 * rune channeled or a unit played rebuilds one player's runes or base, not the whole board, and
 * data derived per segment (the listener index, characteristics.ts) is kept for the others.
 */
import type { Engine } from "./engine.js";
import { type GameObject, type GameState, type ObjectId, freshList } from "./state.js";
import { keyOf, onBoard, playerBoardKeys, zoneKey } from "./zones.js";

/** A run of `boardList`: the objects of one board zone list, or one battlefield itself. */
export interface BoardSegment {
  /** The zone list's key; null for a battlefield object (rebuilt only with the whole board). */
  readonly key: string | null;
  /** The list read, to tell one replaced in the zones record from the one the writes touched. */
  readonly list: readonly ObjectId[] | undefined;
  readonly objects: readonly GameObject[];
  /** What characteristics.ts derives from `objects`: a rebuilt segment starts without. */
  derived: unknown;
}

/** Which board segments the writes since the last build touched. */
export interface BoardTracker {
  /** The journal's `board` count when `segments` were last brought up to date. */
  builtAt: number;
  /**
   * Writes since then that touched the board, each adding one to the journal's `board` count: a
   * rollback adds one more without telling which lists it restored, and the count then differs.
   */
  touched: number;
  /**
   * The keys of the lists touched, each once: a list rather than a set, as it holds one or two
   * keys and is emptied on every build (a set's `clear` makes its table anew). Not emptied in
   * place: a list's length set is a call into V8, a new list an allocation in line.
   */
  dirty: string[];
  /** A write no key describes (the battlefields, an identity replaced in place): all rebuilt. */
  all: boolean;
  segments: BoardSegment[];
  /** Segment positions by zone key. */
  at: Map<string, number>;
}

/**
 * Made by a constructor, as are the segments and their lists, for the reason setup.ts
 * `BuiltState` gives: a tracker lasts its game, so its literal's allocation site went old after
 * the first games, and an old tracker kept every later segment and board object it pointed to
 * alive through the young collections until a full one.
 */
class Tracker implements BoardTracker {
  builtAt = -1;
  touched = 0;
  dirty: string[] = freshList();
  all = true;
  segments: BoardSegment[] = freshList();
  at = new Map<string, number>();
}

/** A segment, made young for the reason `Tracker` gives. */
class Segment implements BoardSegment {
  derived: unknown = null;
  constructor(
    readonly key: string | null,
    readonly list: readonly ObjectId[] | undefined,
    readonly objects: readonly GameObject[],
  ) {}
}

function trackerOf(e: Engine): BoardTracker {
  return (e.boardTracker ??= new Tracker());
}

/**
 * Tell the journal which writes touch the board: an entry added to, removed from or replaced in
 * a board zone's list (the writer names the list, zones.ts), and an object on the board added to,
 * removed from or replaced in the objects record (Replace hands an identity to another object in
 * place, RULES R2).
 */
export function trackBoard(e: Engine): void {
  const s = e.state;
  const t = trackerOf(e);
  e.j.boardZoneWritten = (key) => {
    t.touched++;
    markDirty(t, key);
  };
  e.j.touchesBoard = (target, key, old) => {
    if (target !== s.objects) return false;
    const now = (target as Record<PropertyKey, unknown>)[key] as GameObject | undefined;
    const was = old as GameObject | undefined;
    const before = was !== undefined && onBoard(was);
    const after = now !== undefined && onBoard(now);
    if (!before && !after) return false;
    t.touched++;
    // An object entering or leaving is in, or about to be in, the list of the zone it names.
    if (before && after) t.all = true;
    else markDirty(t, keyOf((before ? was : now) as GameObject));
    return true;
  };
}

function markDirty(t: BoardTracker, key: string): void {
  if (key === "battlefields") t.all = true;
  else if (!t.dirty.includes(key)) t.dirty.push(key);
}

/** A zone list's segment; `before` is its last one, whose objects are still those of their ids. */
function listSegment(s: GameState, key: string, before: BoardSegment | null): BoardSegment {
  const list = s.zones[key];
  const objects = before === null ? objectsOf(s, list) : objectsAgain(s, list, before.objects);
  return new Segment(key, list, objects);
}

/** Every segment anew, in board order. */
function buildAll(t: BoardTracker, s: GameState): void {
  const segments = freshList<BoardSegment>();
  t.at.clear();
  const add = (key: string): void => {
    t.at.set(key, segments.length);
    segments.push(listSegment(s, key, null));
  };
  for (const key of playerBoardKeys(s.players)) add(key);
  const fields = s.zones["battlefields"];
  if (fields) {
    for (let i = 0; i < fields.length; i++) {
      const bf = fields[i] as ObjectId;
      const obj = s.objects[bf];
      segments.push(new Segment(null, undefined, obj ? [obj] : []));
      add(zoneKey("battlefields", null, bf));
      add(zoneKey("facedown", null, bf));
    }
  }
  t.segments = segments;
}

/** The segments of `boardList`, in its order (read-only; a segment unchanged keeps its identity). */
export function boardSegments(e: Engine): readonly BoardSegment[] {
  boardList(e);
  return trackerOf(e).segments;
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
  const t = trackerOf(e);
  if (t.all || t.builtAt + t.touched !== e.j.board) buildAll(t, s);
  else {
    for (let i = 0; i < t.dirty.length; i++) {
      const key = t.dirty[i] as string;
      const at = t.at.get(key);
      // A list the last build did not see (a battlefield's first unit): its place is unknown.
      if (at === undefined) {
        buildAll(t, s);
        break;
      }
      t.segments[at] = listSegment(s, key, t.segments[at] as BoardSegment);
    }
  }
  t.builtAt = e.j.board;
  t.touched = 0;
  if (t.dirty.length > 0) t.dirty = [];
  t.all = false;
  e.board = { version: e.j.board, objects: joinSegments(t.segments), ids: null, fields: null };
  return e.board.objects;
}

/**
 * The segments' objects as one list, made at its full length: grown push by push, each of the
 * ~110 lists a game makes was copied as it grew (the second largest allocation of a game).
 */
function joinSegments(segments: readonly BoardSegment[]): GameObject[] {
  let total = 0;
  for (let k = 0; k < segments.length; k++) total += (segments[k] as BoardSegment).objects.length;
  const out = new Array<GameObject>(total);
  let at = 0;
  for (let k = 0; k < segments.length; k++) {
    const objects = (segments[k] as BoardSegment).objects;
    for (let i = 0; i < objects.length; i++) out[at++] = objects[i] as GameObject;
  }
  return out;
}

/** The battlefields, in order (read-only). */
export function battlefields(e: Engine): readonly GameObject[] {
  boardList(e);
  if (e.board.fields === null) {
    const s = e.state;
    e.board.fields = objectsOf(s, s.zones["battlefields"]);
  }
  return e.board.fields;
}

/**
 * A Chain exists: the turn is in a Closed State (CR 309.1, 330). Abilities that triggered and wait
 * to be put on it count: a pending item is on the Chain (CR 329.1), and a cleanup puts a dying
 * unit's Deathknell there before its battlefield steps run (CR 323.4, 323.6).
 */
export function chainExists(s: GameState): boolean {
  return s.chain.length > 0 || s.pendingTriggers.length > 0;
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

/** The objects of a zone's list, in its order: made at the list's length, as `joinSegments`. */
function objectsOf(s: GameState, list: readonly ObjectId[] | undefined): GameObject[] {
  if (list === undefined) return [];
  const out = new Array<GameObject>(list.length);
  let found = 0;
  for (let i = 0; i < list.length; i++) {
    const obj = s.objects[list[i] as ObjectId];
    if (obj) out[found++] = obj;
  }
  if (found < out.length) out.length = found;
  return out;
}

/**
 * The objects of a zone's list that was written since `before` was read from it: the list most
 * often gained or lost an entry, and the objects of the other ids are taken from `before` rather
 * than looked up again in the objects record (a lookup in a dictionary, most of a rebuild's cost).
 * They are still the objects of those ids: an object on the board replaced in the record makes
 * the whole board be read anew (`trackBoard`), as does a rollback.
 */
function objectsAgain(
  s: GameState,
  list: readonly ObjectId[] | undefined,
  before: readonly GameObject[],
): GameObject[] {
  if (list === undefined) return [];
  const out = new Array<GameObject>(list.length);
  let found = 0;
  let k = 0;
  for (let i = 0; i < list.length; i++) {
    const id = list[i] as ObjectId;
    // Walked together: an id not at `before`'s place was added, or the one there was removed.
    let obj = before[k];
    if (obj !== undefined && obj.id === id) k++;
    else if ((obj = before[k + 1]) !== undefined && obj.id === id) k += 2;
    else obj = s.objects[id];
    if (obj) out[found++] = obj;
  }
  if (found < out.length) out.length = found;
  return out;
}

/** Visit every object on the board in `boardList` order. */
export function forEachBoardObject(e: Engine, visit: (obj: GameObject) => void): void {
  const objects = boardList(e);
  for (let i = 0; i < objects.length; i++) visit(objects[i] as GameObject);
}
