/**
 * Every write to the game state goes through a journal, which remembers how to undo it. A refused
 * action rolls back to where it started (RULES C1: "the whole play is undone"; issue 3: an illegal
 * action leaves the state untouched) without cloning the state for every step.
 *
 * Undo entries are kept flat, four slots each (operation, container, key or index, old value),
 * so recording a write allocates nothing.
 */
const SET = 0;
const PUT = 1;
const ADDED = 2;
const PUSH = 3;
const INSERT = 4;
const REMOVE_AT = 5;
/** A key deleted from a record: undone like a PUT, but it is not one entry replaced by another. */
const REMOVED = 6;

type Container = Record<PropertyKey, unknown> | unknown[];

export class Journal {
  private readonly undo: unknown[] = [];
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
  unread: ((target: object, key: PropertyKey) => boolean) | null = null;
  /**
   * Changes when a list or record gains or loses an entry (or on rollback), not when a field of an
   * object is set: which objects are where. Indexes of the board check it.
   */
  membership = 0;
  /** Changes when an existing entry of a record is replaced (Replace hands an identity on, RULES R2). */
  rekeyed = 0;

  /** A point to roll back to. */
  mark(): number {
    return this.undo.length;
  }

  rollback(mark: number): void {
    this.version++;
    this.derived++;
    this.membership++;
    this.rekeyed++;
    const u = this.undo;
    while (u.length > mark) {
      const old = u.pop();
      const key = u.pop() as PropertyKey;
      const target = u.pop() as Container;
      const op = u.pop() as number;
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
        default:
          throw new Error(`unknown journal entry ${String(op)}`);
      }
    }
  }

  /** Forget the undo entries once an action is committed. */
  commit(): void {
    this.undo.length = 0;
  }

  private record(op: number, target: Container, key: PropertyKey, old: unknown): void {
    if (this.quiet === null || !this.quiet(target, key)) {
      this.version++;
      if (this.unread === null || !this.unread(target, key)) this.derived++;
      if (op !== SET) this.membership++;
      if (op === PUT) this.rekeyed++;
    }
    this.undo.push(op, target, key, old);
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
    this.record(had ? PUT : ADDED, record, key, old);
  }

  remove<V>(record: Record<string, V>, key: string): void {
    if (!Object.prototype.hasOwnProperty.call(record, key)) return;
    const old = record[key];
    delete record[key];
    this.record(REMOVED, record, key, old);
  }

  push<V>(list: V[], value: V): void {
    list.push(value);
    this.record(PUSH, list, 0, undefined);
  }

  insert<V>(list: V[], index: number, value: V): void {
    list.splice(index, 0, value);
    this.record(INSERT, list, index, undefined);
  }

  removeAt<V>(list: V[], index: number): void {
    const [old] = list.splice(index, 1);
    this.record(REMOVE_AT, list, index, old);
  }

  /** Remove the first occurrence of a value; false when absent. */
  removeValue<V>(list: V[], value: V): boolean {
    const index = list.indexOf(value);
    if (index < 0) return false;
    this.removeAt(list, index);
    return true;
  }
}
