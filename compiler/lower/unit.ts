/**
 * Lowering a checked unit: every declaration that checked cleanly becomes plain data; the ones with
 * errors are left out, so a unit with a mistake in one card still yields all the others.
 */
import type { DeclarationNode, NodeKind } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { Definition, Scenario } from "../../runtime/definitions.js";
import type { Analysis } from "../analyze.js";
import { diagnosticAt } from "../diagnostic-codes.js";
import { LoweringError, visit, type LowerContext } from "./context.js";
import { lowerDeck, type DeckList } from "./deck.js";
import { lowerDefinition } from "./definition.js";
import { lowerScenario } from "./scenario.js";

/** What one user file declared, for `rift build`'s one module per file. */
export interface CompiledFile {
  file: string;
  definitions: Definition[];
  scenarios: Scenario[];
  decks: DeckList[];
}

export interface LoweredUnit {
  /** Every definition of the unit, the named tokens library first (the runtime needs them all). */
  definitions: Definition[];
  scenarios: Scenario[];
  decks: DeckList[];
  /** The user's files (not the library), each with what it declared. */
  files: CompiledFile[];
  /** Only compiler bugs: a checked declaration that could not be lowered. */
  diagnostics: Diagnostic[];
}

export interface LowerOptions {
  /** Keep source ranges on definitions, abilities and scenario steps (default true). */
  ranges?: boolean;
  /** For tests: collects every AST node kind a lowering function handled. */
  visited?: Set<NodeKind>;
}

export function lowerUnit(analysis: Analysis, options: LowerOptions = {}): LoweredUnit {
  const lx: LowerContext = {
    findings: analysis.findings,
    ranges: options.ranges ?? true,
    bearer: undefined,
    visited: options.visited,
  };
  const out: LoweredUnit = {
    definitions: [],
    scenarios: [],
    decks: [],
    files: [],
    diagnostics: [],
  };
  for (const file of analysis.unit.files) {
    visit(lx, file.ast);
    for (const use of file.ast.uses) visit(lx, use);
    const compiled: CompiledFile = { file: file.file, definitions: [], scenarios: [], decks: [] };
    for (const declaration of file.ast.declarations) {
      if (declaration.kind === "Error" || analysis.findings.rejected.has(declaration)) continue;
      try {
        lowerDeclaration(lx, declaration, compiled);
      } catch (error) {
        if (!(error instanceof LoweringError)) throw error;
        out.diagnostics.push(
          diagnosticAt(error.range, "RS2000", `internal compiler error: ${error.message}`),
        );
      }
    }
    out.definitions.push(...compiled.definitions);
    out.scenarios.push(...compiled.scenarios);
    out.decks.push(...compiled.decks);
    if (!file.library) out.files.push(compiled);
  }
  return out;
}

function lowerDeclaration(
  lx: LowerContext,
  declaration: Exclude<DeclarationNode, { kind: "Error" }>,
  into: CompiledFile,
): void {
  switch (declaration.kind) {
    case "Definition":
      into.definitions.push(lowerDefinition(lx, declaration));
      return;
    case "Scenario":
      into.scenarios.push(lowerScenario(lx, declaration));
      return;
    case "Deck":
      into.decks.push(lowerDeck(lx, declaration));
      return;
    default: {
      const _exhaustive: never = declaration;
      return _exhaustive;
    }
  }
}
