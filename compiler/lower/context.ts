import type { CardTypeWord, Node, NodeKind, Range } from "../../grammar/ast.js";
import type { SourceRange } from "../../runtime/definitions.js";
import type { Findings } from "../check/findings.js";

/** What every lowering function reads: the checker's findings, and options. */
export interface LowerContext {
  findings: Findings;
  /** Whether definitions, abilities and scenario steps carry their source range. */
  ranges: boolean;
  /** The card type whose abilities are being lowered, when known (Legion differs on spells). */
  bearer: CardTypeWord | undefined;
  /** Set by tests: every node kind a lowering function handled. Always present, so reads stay monomorphic. */
  visited: Set<NodeKind> | undefined;
  /** Where lists of unknown length are gathered before they are copied out at their length. */
  lists: ListStack;
}

/**
 * The items of the lists being lowered, each list above the one it is nested in. A finished list
 * is copied out at its exact length: an array grown by `push` keeps room for 17 items, and most
 * lowered lists (effects, power, tags, keywords) hold one or two, kept for the whole compile — the
 * slack was a sixth of the lowered output, which the garbage collector copies twice. The direct
 * reader keeps its own copy (grammar/direct/cursor.ts), which is faster than sharing this class.
 */
export class ListStack {
  private readonly items: unknown[] = [];
  /** One past the last item held. Never shortened through `length`, which trims or empties the store. */
  private top = 0;

  /** Where a list starts. */
  mark(): number {
    return this.top;
  }

  hold(item: unknown): void {
    this.items[this.top++] = item;
  }

  /** Whether `item` is among the items held since `mark`. */
  holds(mark: number, item: unknown): boolean {
    for (let i = mark; i < this.top; i++) if (this.items[i] === item) return true;
    return false;
  }

  /** Whether one of the items held since `mark` (all of type `T`) passes `test`. */
  someFrom<T>(mark: number, test: (item: T) => boolean): boolean {
    for (let i = mark; i < this.top; i++) if (test(this.items[i] as T)) return true;
    return false;
  }

  /**
   * The items held since `mark`, as a list of their exact length. Short lists come from array
   * literals rather than a copy: V8 then allocates them straight in the old generation, as it does
   * the objects that hold them, where a builtin's copy would be young and copied twice more.
   */
  listFrom<T>(mark: number): T[] {
    const items = this.items as T[];
    const length = this.top - mark;
    this.top = mark;
    switch (length) {
      case 0:
        return [];
      case 1:
        return [items[mark]!];
      case 2:
        return [items[mark]!, items[mark + 1]!];
      case 3:
        return [items[mark]!, items[mark + 1]!, items[mark + 2]!];
      default:
        return items.slice(mark, mark + length);
    }
  }

  /** Lowers each of `nodes` with `lower`, into a list of their exact length. */
  map<N, T>(nodes: readonly N[], lower: (node: N) => T): T[] {
    const mark = this.top;
    for (let i = 0; i < nodes.length; i++) this.hold(lower(nodes[i]!));
    return this.listFrom<T>(mark);
  }

  /** A copy of a list, made as `listFrom` makes one. */
  copy<T>(list: readonly T[]): T[] {
    const mark = this.top;
    for (let i = 0; i < list.length; i++) this.hold(list[i]);
    return this.listFrom<T>(mark);
  }

  /** Drops every list, after a lowering error left some unfinished. */
  clear(): void {
    this.items.length = 0;
    this.top = 0;
  }
}

/** A checked AST that lowering cannot handle: a compiler bug, never a designer's mistake. */
export class LoweringError extends Error {
  constructor(
    message: string,
    readonly range: Range,
  ) {
    super(message);
    this.name = "LoweringError";
  }
}

export function visit(lx: LowerContext, node: Node): void {
  if (lx.visited !== undefined) lx.visited.add(node.kind);
}

export function sourceRange(range: Range): SourceRange {
  return {
    file: range.file,
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
  };
}

/** Adds the source range when ranges are wanted (assigned, not spread: this runs per ability). */
export function withRange<T extends { range?: SourceRange }>(
  lx: LowerContext,
  lowered: T,
  range: Range,
): T {
  if (lx.ranges) lowered.range = sourceRange(range);
  return lowered;
}
