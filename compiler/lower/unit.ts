/**
 * Lowering a checked unit: every declaration that checked cleanly becomes plain data; the ones with
 * errors are left out, so a unit with a mistake in one card still yields all the others.
 */
import type { NodeKind } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { Definition, Scenario } from "../../runtime/definitions.js";
import type { Analysis } from "../analyze.js";
import type { CheckedDeclaration } from "../check/checker.js";
import type { Findings } from "../check/findings.js";
import type { ParsedFile } from "../unit.js";
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

/** Lowers a unit the checker has already been through in full. */
export function lowerUnit(analysis: Analysis, options: LowerOptions = {}): LoweredUnit {
  const lowerer = new UnitLowerer(analysis.findings, options);
  for (const file of analysis.unit.files) {
    lowerer.startFile(file);
    for (const declaration of file.ast.declarations) {
      if (declaration.kind === "Error" || analysis.findings.rejected.has(declaration)) continue;
      lowerer.lower(declaration);
    }
  }
  return lowerer.finish();
}

/**
 * Lowers declarations one by one, file by file, in the order given: `compile` hands each one over
 * right after checking it.
 */
export class UnitLowerer {
  private readonly lx: LowerContext;
  private readonly out: LoweredUnit = {
    definitions: [],
    scenarios: [],
    decks: [],
    files: [],
    diagnostics: [],
  };
  private file: { compiled: CompiledFile; library: boolean } | undefined;

  constructor(findings: Findings, options: LowerOptions = {}) {
    this.lx = {
      findings,
      ranges: options.ranges ?? true,
      bearer: undefined,
      visited: options.visited,
    };
  }

  startFile(file: ParsedFile): void {
    this.endFile();
    visit(this.lx, file.ast);
    for (const use of file.ast.uses) visit(this.lx, use);
    this.file = {
      compiled: { file: file.file, definitions: [], scenarios: [], decks: [] },
      library: file.library,
    };
  }

  /** Lowers one declaration that checked cleanly, into the file started last. */
  lower(declaration: CheckedDeclaration): void {
    if (!this.file) throw new Error("lower() before startFile()");
    try {
      lowerDeclaration(this.lx, declaration, this.file.compiled);
    } catch (error) {
      if (!(error instanceof LoweringError)) throw error;
      this.out.diagnostics.push(
        diagnosticAt(error.range, "RS2000", `internal compiler error: ${error.message}`),
      );
    }
  }

  finish(): LoweredUnit {
    this.endFile();
    return this.out;
  }

  private endFile(): void {
    if (!this.file) return;
    const { compiled, library } = this.file;
    // Library files come first in a unit, so its tokens stay first among the definitions.
    this.out.definitions.push(...compiled.definitions);
    this.out.scenarios.push(...compiled.scenarios);
    this.out.decks.push(...compiled.decks);
    if (!library) this.out.files.push(compiled);
    this.file = undefined;
  }
}

function lowerDeclaration(
  lx: LowerContext,
  declaration: CheckedDeclaration,
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
