/**
 * Every write to the game state goes through a journal, which remembers how to undo it. A refused
 * action rolls back to where it started (RULES C1: "the whole play is undone"; issue 3: an illegal
 * action leaves the state untouched) without cloning the state for every step.
 */
export class Journal {
  private undo: (() => void)[] = [];
  /** Changes on every write and rollback, so derived data can tell whether it is stale. */
  version = 0;

  /** A point to roll back to. */
  mark(): number {
    return this.undo.length;
  }

  rollback(mark: number): void {
    this.version++;
    while (this.undo.length > mark) {
      const step = this.undo.pop();
      if (step) step();
    }
  }

  /** Forget the undo steps once an action is committed. */
  commit(): void {
    this.undo.length = 0;
  }

  set<T extends object, K extends keyof T>(target: T, key: K, value: T[K]): void {
    const old = target[key];
    if (old === value) return;
    this.version++;
    target[key] = value;
    this.undo.push(() => {
      target[key] = old;
    });
  }

  /** Set a key of a record (a key that may not exist yet). */
  put<V>(record: Record<string, V>, key: string, value: V): void {
    this.version++;
    const had = Object.prototype.hasOwnProperty.call(record, key);
    const old = record[key];
    record[key] = value;
    this.undo.push(() => {
      if (had) record[key] = old as V;
      else delete record[key];
    });
  }

  remove<V>(record: Record<string, V>, key: string): void {
    if (!Object.prototype.hasOwnProperty.call(record, key)) return;
    this.version++;
    const old = record[key] as V;
    delete record[key];
    this.undo.push(() => {
      record[key] = old;
    });
  }

  push<V>(list: V[], value: V): void {
    this.version++;
    list.push(value);
    this.undo.push(() => {
      list.pop();
    });
  }

  insert<V>(list: V[], index: number, value: V): void {
    this.version++;
    list.splice(index, 0, value);
    this.undo.push(() => {
      list.splice(index, 1);
    });
  }

  removeAt<V>(list: V[], index: number): void {
    this.version++;
    const [old] = list.splice(index, 1) as [V];
    this.undo.push(() => {
      list.splice(index, 0, old);
    });
  }

  /** Remove the first occurrence of a value; false when absent. */
  removeValue<V>(list: V[], value: V): boolean {
    const index = list.indexOf(value);
    if (index < 0) return false;
    this.removeAt(list, index);
    return true;
  }
}
