import type { DeckNode, DefinitionNode, Range, ScenarioNode } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { diagnosticAt, type CompilerCode, type RelatedPlace } from "../diagnostic-codes.js";

type Declaration = DefinitionNode | ScenarioNode | DeckNode;

/**
 * Collects the checker's diagnostics. An error marks the declaration being checked as rejected,
 * so lowering returns everything else and leaves that one out.
 */
export class Reporter {
  readonly diagnostics: Diagnostic[] = [];
  readonly rejected = new Set<Declaration>();
  current: Declaration | undefined;

  error(
    range: Range,
    code: CompilerCode,
    message: string,
    related: readonly RelatedPlace[] = [],
  ): void {
    this.diagnostics.push(diagnosticAt(range, code, message, "error", related));
    if (this.current) this.rejected.add(this.current);
  }

  warn(
    range: Range,
    code: CompilerCode,
    message: string,
    related: readonly RelatedPlace[] = [],
  ): void {
    this.diagnostics.push(diagnosticAt(range, code, message, "warning", related));
  }
}
