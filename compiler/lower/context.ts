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
