/**
 * The checker's model of one resolution (RULES E3): the objects its instructions have mentioned so
 * far (the candidates for `it`, `them`, `that …`, `there`) and the names bound with `as NAME`, in
 * nested levels (a branch, a mode, a `for each` body, a delayed trigger's body).
 *
 * `it` must have exactly one referent. The innermost level that mentions a fitting object decides;
 * two fitting objects there are an error, never a guess.
 */
import type { CardTypeWord, Node, Range } from "../../grammar/ast.js";
import { BindSlot, type Handle } from "./findings.js";

export interface ReferentShape {
  /** The card types it can have; empty when unknown. */
  types: readonly CardTypeWord[];
  /** RULES O4: whether it is known to be a card or a token. */
  objectKind: "card" | "token" | undefined;
  plural: boolean;
  /** Whether it can be on the board, so that `there` can mean where it is. */
  located: boolean;
}

export interface Referent extends ReferentShape {
  /**
   * How it is reached now: a binding, this, or the object of the triggering event. Undefined until
   * something refers to it: most targets are never called `it`, and need no binding.
   */
  handle: Handle | undefined;
  /** Where its binding goes when one is made: the instruction or the reference that introduced it. */
  bindAt: Node | undefined;
  range: Range;
  /** What the designer wrote, for messages: `target unit`. */
  description: string;
  /**
   * Not written but implied by an event (the battlefield of `when you conquer`): `that battlefield`
   * and `there` can mean it, a bare `it` cannot.
   */
  implied: boolean;
}

/** A mention; built field by field, as this runs for every object an instruction acts on. */
export function makeReferent(
  shape: ReferentShape,
  handle: Handle | undefined,
  bindAt: Node | undefined,
  range: Range,
  description: string,
  implied = false,
): Referent {
  return {
    types: shape.types,
    objectKind: shape.objectKind,
    plural: shape.plural,
    located: shape.located,
    handle,
    bindAt,
    range,
    description,
    implied,
  };
}

export interface NameEntry {
  name: string;
  handle: Handle;
  referent: Referent | undefined;
  range: Range;
  uses: number;
  level: Level;
  resolution: Resolution;
}

/** A level of nesting; names and mentions made inside it are not visible after it ends. */
export type LevelKind = "ability" | "block" | "delayed" | "forEach";

export class Level {
  readonly referents: Referent[] = [];
  /** Made on the first `as NAME`: most levels bind nothing. */
  private bound: Map<string, NameEntry> | undefined;
  /** Set on the level of a triggered ability or a delayed trigger: what "the triggering …" means. */
  trigger: { subject: ReferentShape | undefined; self?: boolean } | undefined;

  constructor(
    readonly kind: LevelKind,
    readonly parent: Level | undefined,
    readonly resolution: Resolution,
  ) {}

  child(kind: LevelKind): Level {
    return new Level(kind, this, this.resolution);
  }

  bind(entry: NameEntry): void {
    (this.bound ??= new Map()).set(entry.name, entry);
  }

  lookup(name: string): NameEntry | undefined {
    for (let level: Level | undefined = this; level; level = level.parent) {
      const entry = level.bound?.get(name);
      if (entry) return entry;
    }
    return undefined;
  }

  visibleNames(): string[] {
    const names: string[] = [];
    for (let level: Level | undefined = this; level; level = level.parent) {
      if (level.bound) names.push(...level.bound.keys());
    }
    return names;
  }

  /** The nearest trigger: a delayed trigger's own event hides the ability's. */
  triggerInScope(): { subject: ReferentShape | undefined; self?: boolean } | undefined {
    for (let level: Level | undefined = this; level; level = level.parent) {
      if (level.trigger) return level.trigger;
      if (level.kind === "delayed") return undefined;
    }
    return undefined;
  }

  encloses(other: Level): boolean {
    for (let level: Level | undefined = other; level; level = level.parent) {
      if (level === this) return true;
    }
    return false;
  }
}

export type ReferentSearch =
  { found: Referent; crossedDelayed: boolean } | { found: undefined; candidates: Referent[] };

/**
 * The referent of `it` (or `that unit`, `there`): the innermost level holding a fitting mention
 * decides. Returns every candidate of that level when there is not exactly one.
 */
export function findReferent(level: Level, fits: (referent: Referent) => boolean): ReferentSearch {
  let crossedDelayed = false;
  for (let current: Level | undefined = level; current; current = current.parent) {
    const candidates = current.referents.filter(fits);
    if (candidates.length === 1) return { found: candidates[0]!, crossedDelayed };
    if (candidates.length > 1) return { found: undefined, candidates };
    if (current.kind === "delayed") crossedDelayed = true;
  }
  return { found: undefined, candidates: [] };
}

/** One resolution's bindings: names to give the runtime, and what was bound where. */
export class Resolution {
  private readonly slots: BindSlot[] = [];
  readonly declared: NameEntry[] = [];

  newSlot(userName: string | undefined, follows = false): BindSlot {
    const slot = new BindSlot(userName, follows);
    this.slots.push(slot);
    return slot;
  }

  /** Names the bindings that `it` needs but nobody named: `it 1`, `it 2`, … (never an identifier). */
  nameSlots(): void {
    let next = 1;
    for (const slot of this.slots) {
      if (slot.name === undefined && slot.used) slot.name = slot.userName ?? `it ${next++}`;
    }
  }
}

/** A reference to a handle: marks a binding as needed. */
export function useHandle(handle: Handle): Handle {
  if (handle.kind === "slot") handle.slot.used = true;
  return handle;
}
