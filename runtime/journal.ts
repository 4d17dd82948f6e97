/**
 * Every write to the game state goes through a journal, which remembers how to undo it. A refused
 * action rolls back to where it started (RULES C1: "the whole play is undone"; issue 3: an illegal
 * action leaves the state untouched) without cloning the state for every step.
 *
 * Undo entries are kept flat, four slots each (operation, container, key or index, old value),
 * so recording a write allocates nothing; a typed writer's operation is its undo (`FieldUndo`).
 */
const SET = 0;
const PUT = 1;
const ADDED = 2;
const PUSH = 3;
const INSERT = 4;
const REMOVE_AT = 5;
/** A key deleted from a record: undone like a PUT, but it is not one entry replaced by another. */
const REMOVED = 6;
/** A mark: the counters' values then are saved from `saved[key]` on (see `counters`). */
const COUNTED = 7;

type Container = Record<PropertyKey, unknown> | unknown[];

/** The containers written since the watch last took them, and how far the entries were read. */
export interface WriteWatch {
  written: Set<object>;
  /** The keys of records written (entries added, replaced, removed): record, key, record, key… */
  entries: unknown[];
  scanned: number;
}

/**
 * Undoes a write of one named field: `(target, old) => { target.field = old }`. The hottest fields
 * are written by writers of their own (field-writes.ts) whose entries hold such a function in the
 * operation slot: the field is named in code, so V8 specializes the read, the write and the undo,
 * where `set` reads and writes by a variable key, a megamorphic lookup on every write.
 */
export type FieldUndo = (target: object, old: unknown) => void;

function isListed<T>(list: readonly T[], value: T): boolean {
  for (let i = 0; i < list.length; i++) if (list[i] === value) return true;
  return false;
}

export class Journal {
  /**
   * Entries up to `top`; the array keeps its length between actions (emptying it made every
   * action grow it again), and entries past `top` are stale.
   */
  private readonly undo: unknown[] = [];
  private top = 0;
  /** Changes on every write and rollback, so derived data can tell whether it is stale. */
  version = 0;
  /**
   * Writes this says are bookkeeping (counters, priority, pools) are undone like any other but
   * leave `version` alone, so that derived data such as characteristics survives them.
   */
  quiet: ((target: object, key: PropertyKey) => boolean) | null = null;
  /**
   * Changes like `version`, except on writes this says no characteristic reads (the step of the
   * turn, a Chain item's progress, a showdown's focus): characteristics are keyed by it, so they
   * survive the many such writes of a play. `version` still changes on those, for data (such as a
   * settled cleanup) that does read them.
   */
  derived = 0;
  unread: ((target: object, key: PropertyKey, old: unknown) => boolean) | null = null;
  /**
   * Whether a characteristic can read an object's statuses (unread-state.ts): when not, the
   * typed writers of statuses (field-writes.ts) leave `derived` alone, as `unread` would.
   */
  statusesRead = true;
  /**
   * Changes on writes that change which objects are on the board or their order (and on
   * rollback): the board's list and its indexes are kept until it does. Those are the writes to a
   * board zone's list, which their writers name (`pushToZone` and the like), and the entries of a
   * record `touchesBoard` says so of.
   */
  board = 0;
  /** Asked of writes that add, remove or replace entries of a record, with the entry's old value. */
  touchesBoard: ((target: object, key: PropertyKey, old: unknown) => boolean) | null = null;
  /** Told of each write to a board zone's list, with the list's key. */
  boardZoneWritten: ((key: string) => void) | null = null;
  /**
   * Changes on writes of a field named in `watchedKeys`, on writes to an object in
   * `watchedTargets`, and on rollback: with `board`, it tells a cleanup step whether what it reads
   * has changed since it last found nothing to do (cleanup.ts). Plain lists, as they hold two or
   * three entries and are asked about on every write.
   */
  watched = 0;
  watchedKeys: readonly PropertyKey[] = [];
  watchedTargets: readonly object[] = [];

  /**
   * Counters that only grow during an action (ids, timestamps, events), written directly rather
   * than through the journal: about two of every five writes of a game are such bumps. Their
   * values are saved at every mark instead (and at every commit, the mark an action starts from),
   * and a rollback past that mark puts them back. The whole record is saved, so that adding a
   * counter to it needs nothing here. Writes to them never change `version` and the like: no
   * derived data reads them.
   */
  private counters: Record<string, number> | null = null;
  private counterKeys: readonly string[] = [];
  /** The counters' values at each mark still in the undo entries, one run per mark. */
  private readonly saved: number[] = [];

  /**
   * Those keeping the containers written (`watchWrites`): the loop watch's digests of states
   * (state-digest.ts) reuse what they made of objects not written since. Found from the undo
   * entries as they are committed, rolled back or asked for, so that recording a write costs
   * nothing more.
   */
  private readonly writeWatches: WriteWatch[] = [];

  /** Keep the containers written from now on, until `unwatchWrites`. */
  watchWrites(): WriteWatch {
    const watch: WriteWatch = { written: new Set(), entries: [], scanned: this.top };
    this.writeWatches.push(watch);
    return watch;
  }

  unwatchWrites(watch: WriteWatch): void {
    const at = this.writeWatches.indexOf(watch);
    if (at >= 0) this.writeWatches.splice(at, 1);
  }

  /** The containers and the records' keys written since the last call (or `watchWrites`). */
  takeWritten(watch: WriteWatch): { written: Set<object>; entries: unknown[] } {
    this.noteWritten(watch, watch.scanned);
    watch.scanned = this.top;
    const { written, entries } = watch;
    watch.written = new Set();
    watch.entries = [];
    return { written, entries };
  }

  private noteWritten(watch: WriteWatch, from: number): void {
    const u = this.undo;
    for (let at = from; at < this.top; at += 4) {
      const op = u[at];
      watch.written.add(u[at + 1] as object);
      if (op === PUT || op === ADDED || op === REMOVED) watch.entries.push(u[at + 1], u[at + 2]);
    }
  }

  /** Count on `counters` as described above, from now on. */
  trackCounters(counters: Record<string, number>): void {
    this.counters = counters;
    this.counterKeys = Object.keys(counters);
    this.saveCounters();
  }

  /** A point to roll back to. */
  mark(): number {
    const at = this.top;
    this.saveCounters();
    return at;
  }

  private saveCounters(): void {
    const counters = this.counters;
    if (counters === null) return;
    const saved = this.saved;
    const from = saved.length;
    for (const key of this.counterKeys) saved.push(counters[key] as number);
    this.append(COUNTED, counters, from, undefined);
  }

  private append(
    op: number | FieldUndo,
    target: Container | object,
    key: PropertyKey,
    old: unknown,
  ): void {
    const u = this.undo;
    const at = this.top;
    this.top = at + 4;
    u[at] = op;
    u[at + 1] = target;
    u[at + 2] = key;
    u[at + 3] = old;
  }

  private restoreCounters(counters: Record<string, number>, from: number): void {
    const keys = this.counterKeys;
    const saved = this.saved;
    for (let i = 0; i < keys.length; i++) counters[keys[i] as string] = saved[from + i] as number;
    saved.length = from;
  }

  rollback(mark: number): void {
    for (const watch of this.writeWatches) {
      // What is undone is written again, and what was not yet read is written all the same.
      this.noteWritten(watch, Math.min(watch.scanned, mark));
      watch.scanned = mark;
    }
    this.version++;
    this.derived++;
    this.board++;
    this.watched++;
    const u = this.undo;
    while (this.top > mark) {
      const at = (this.top -= 4);
      const op = u[at] as number | FieldUndo;
      const target = u[at + 1] as Container;
      const key = u[at + 2] as PropertyKey;
      const old = u[at + 3];
      u[at + 1] = u[at + 3] = undefined;
      if (typeof op === "function") {
        op(target, old);
        continue;
      }
      switch (op) {
        case SET:
        case PUT:
        case REMOVED:
          (target as Record<PropertyKey, unknown>)[key] = old;
          break;
        case ADDED:
          delete (target as Record<PropertyKey, unknown>)[key];
          break;
        case PUSH:
          (target as unknown[]).pop();
          break;
        case INSERT:
          (target as unknown[]).splice(key as number, 1);
          break;
        case REMOVE_AT:
          (target as unknown[]).splice(key as number, 0, old);
          break;
        case COUNTED:
          this.restoreCounters(target as Record<string, number>, key as number);
          break;
        default:
          throw new Error(`unknown journal entry ${String(op)}`);
      }
    }
    // Saved again, for a later rollback to the same mark.
    this.saveCounters();
  }

  /** Forget the undo entries once an action is committed. */
  commit(): void {
    // The stale entries are dropped so that they keep no old objects alive: only the container
    // and old-value slots can hold objects (a loop, as `fill` costs a call into the runtime).
    for (const watch of this.writeWatches) {
      this.noteWritten(watch, watch.scanned);
      watch.scanned = 0;
    }
    const u = this.undo;
    for (let at = 0; at < this.top; at += 4) u[at + 1] = u[at + 3] = undefined;
    this.top = 0;
    this.saved.length = 0;
    this.saveCounters();
  }

  /** Count a write (`version` and the like) and append its undo entry. */
  private record(op: number, target: Container, key: PropertyKey, old: unknown): void {
    if (this.quiet === null || !this.quiet(target, key)) this.countUnquiet(target, key, old);
    if (isListed(this.watchedKeys, key) || isListed(this.watchedTargets, target)) this.watched++;
    this.append(op, target, key, old);
  }

  /** Count a write that is not bookkeeping. */
  private countUnquiet(target: object, key: PropertyKey, old: unknown): void {
    this.version++;
    if (this.unread === null || !this.unread(target, key, old)) this.derived++;
  }

  /**
   * `record` for an entry of a record added, replaced or removed, which may change the board.
   * Bookkeeping (`quiet`) is fields and lists, never a record's entries, so it is not asked.
   */
  private recordEntry(
    op: number,
    target: Record<string, unknown>,
    key: string,
    old: unknown,
  ): void {
    if (this.touchesBoard !== null && this.touchesBoard(target, key, old)) this.board++;
    this.countUnquiet(target, key, old);
    if (isListed(this.watchedKeys, key) || isListed(this.watchedTargets, target)) this.watched++;
    this.append(op, target, key, old);
  }

  /**
   * `record` for a write to a zone's list; `boardKey` is the list's key when the zone is on the
   * board, null otherwise. The writer knows the zone, so no write asks which list it is. A zone's
   * list is neither bookkeeping nor watched (`watched` names fields and records), and a board
   * zone's is read by characteristics: only off-board zones can be unread (unread-state.ts).
   */
  private recordZone(
    op: number,
    list: unknown[],
    index: number,
    old: unknown,
    boardKey: string | null,
  ): void {
    if (boardKey !== null) {
      this.board++;
      if (this.boardZoneWritten !== null) this.boardZoneWritten(boardKey);
      this.version++;
      this.derived++;
    } else this.countUnquiet(list, index, old);
    this.append(op, list, index, old);
  }

  /*
   * The entries of the typed writers (field-writes.ts), each named for what its writer knows the
   * field to be, so that nothing is asked per write: a bookkeeping field (`quiet`), a field no
   * characteristic reads (`unread`), or one they may read. None is a watched field or target
   * (`watched`), and none changes the board.
   */

  /** A write of a bookkeeping field: undone like any other, counted nowhere. */
  wroteBookkeeping(undo: FieldUndo, target: object, old: unknown): void {
    this.append(undo, target, 0, old);
  }

  /** A write no characteristic reads: `version` changes, `derived` does not. */
  wroteUnread(undo: FieldUndo, target: object, old: unknown): void {
    this.version++;
    this.append(undo, target, 0, old);
  }

  /** A write characteristics may read. */
  wroteRead(undo: FieldUndo, target: object, old: unknown): void {
    this.version++;
    this.derived++;
    this.append(undo, target, 0, old);
  }

  set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const old = target[key];
    if (old === value) return;
    target[key] = value;
    this.record(SET, target as unknown as Container, key, old);
  }

  /** Set a key of a record (a key that may not exist yet). */
  put<V>(record: Record<string, V>, key: string, value: V): void {
    const had = Object.prototype.hasOwnProperty.call(record, key);
    const old = record[key];
    record[key] = value;
    this.recordEntry(had ? PUT : ADDED, record, key, old);
  }

  /** Set a key the record is known not to have (a newly minted identity): `put` without asking. */
  add<V>(record: Record<string, V>, key: string, value: V): void {
    record[key] = value;
    this.recordEntry(ADDED, record, key, undefined);
  }

  remove<V>(record: Record<string, V>, key: string): void {
    if (!Object.prototype.hasOwnProperty.call(record, key)) return;
    const old = record[key];
    delete record[key];
    this.recordEntry(REMOVED, record, key, old);
  }

  /** Append to a list (not a zone's: `pushToZone`). */
  push<V>(list: V[], value: V): void {
    list.push(value);
    this.record(PUSH, list, 0, undefined);
  }

  /** Remove the entry at an index within a list (not a zone's). */
  removeAt<V>(list: V[], index: number): void {
    const old = removeEntry(list, index);
    this.record(REMOVE_AT, list, index, old);
  }

  /** Remove the first occurrence of a value from a list (not a zone's); false when absent. */
  removeValue<V>(list: V[], value: V): boolean {
    const index = list.indexOf(value);
    if (index < 0) return false;
    this.removeAt(list, index);
    return true;
  }

  /*
   * A zone's list is written only through these, which say whether it is a board zone's (its key)
   * or not (null): see `board`.
   */

  pushToZone<V>(list: V[], value: V, boardKey: string | null): void {
    list.push(value);
    this.recordZone(PUSH, list, 0, undefined, boardKey);
  }

  insertIntoZone<V>(list: V[], index: number, value: V, boardKey: string | null): void {
    list.splice(index, 0, value);
    this.recordZone(INSERT, list, index, undefined, boardKey);
  }

  /** Remove the first occurrence of a value; false when absent. */
  removeFromZone<V>(list: V[], value: V, boardKey: string | null): boolean {
    const index = list.indexOf(value);
    if (index < 0) return false;
    const old = removeEntry(list, index);
    this.recordZone(REMOVE_AT, list, index, old, boardKey);
    return true;
  }
}

/** Remove the entry at an index within a list; returns it. */
function removeEntry<V>(list: V[], index: number): V {
  if (!(index >= 0 && index < list.length))
    throw new Error(`no entry ${index} in a list of ${list.length}`);
  const old = list[index] as V;
  // Shifted by hand: `splice` makes a new array of what it removed, on every draw and move.
  for (let i = index + 1; i < list.length; i++) list[i - 1] = list[i] as V;
  list.pop();
  return old;
}
