/**
 * Lowering a checked unit: every declaration that checked cleanly becomes plain data; the ones with
 * errors are left out, so a unit with a mistake in one card still yields all the others.
 */
import type { NodeKind, SourceFileNode } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { Definition, Scenario } from "../../runtime/definitions.js";
import type { Analysis } from "../analyze.js";
import type { CheckedDeclaration } from "../check/checker.js";
import type { Findings } from "../check/findings.js";
import { diagnosticAt } from "../diagnostic-codes.js";
import { ListStack, LoweringError, visit, type LowerContext } from "./context.js";
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

/** What one declaration lowered to. */
export type LoweredDeclaration =
  | { kind: "Definition"; definition: Definition }
  | { kind: "Scenario"; scenario: Scenario }
  | { kind: "Deck"; deck: DeckList };

/** A file's lowered declarations in the order written; undefined for one left out. */
export interface LoweredFile {
  file: string;
  library: boolean;
  declarations: readonly (LoweredDeclaration | undefined)[];
}

/** Lowers a unit the checker has already been through in full. */
export function lowerUnit(analysis: Analysis, options: LowerOptions = {}): LoweredUnit {
  const lowerer = new DeclarationLowerer(analysis.findings, options);
  const files = analysis.unit.files.map((file): LoweredFile => {
    lowerer.visitFile(file.ast);
    return {
      file: file.file,
      library: file.library,
      declarations: file.ast.declarations.map((declaration) =>
        declaration.kind === "Error" || analysis.findings.rejected.has(declaration)
          ? undefined
          : lowerer.lower(declaration),
      ),
    };
  });
  return assembleUnit(files, lowerer.diagnostics);
}

/** Lowers declarations one at a time, in whatever order they come. */
export class DeclarationLowerer {
  /** Only compiler bugs: a checked declaration that could not be lowered. */
  readonly diagnostics: Diagnostic[] = [];
  private readonly lx: LowerContext;

  constructor(findings: Findings, options: LowerOptions = {}) {
    this.lx = {
      findings,
      ranges: options.ranges ?? true,
      bearer: undefined,
      visited: options.visited,
      lists: new ListStack(),
    };
  }

  /** Lowers one declaration that checked cleanly; undefined after an internal error. */
  lower(declaration: CheckedDeclaration): LoweredDeclaration | undefined {
    try {
      return lowerDeclaration(this.lx, declaration);
    } catch (error) {
      this.lx.lists.clear();
      if (!(error instanceof LoweringError)) throw error;
      this.diagnostics.push(
        diagnosticAt(error.range, "RS2000", `internal compiler error: ${error.message}`),
      );
      return undefined;
    }
  }

  /** The file node and its `use` lines, for the test that every node kind is lowered. */
  visitFile(file: SourceFileNode): void {
    visit(this.lx, file);
    for (const use of file.uses) visit(this.lx, use);
  }
}

/** The unit's lowered files put together: everything in file order, the library's first. */
export function assembleUnit(
  files: readonly LoweredFile[],
  diagnostics: Diagnostic[],
): LoweredUnit {
  const out: LoweredUnit = { definitions: [], scenarios: [], decks: [], files: [], diagnostics };
  for (const file of files) {
    const compiled: CompiledFile = { file: file.file, definitions: [], scenarios: [], decks: [] };
    for (const lowered of file.declarations) {
      if (lowered === undefined) continue;
      if (lowered.kind === "Definition") compiled.definitions.push(lowered.definition);
      else if (lowered.kind === "Scenario") compiled.scenarios.push(lowered.scenario);
      else compiled.decks.push(lowered.deck);
    }
    out.definitions.push(...compiled.definitions);
    out.scenarios.push(...compiled.scenarios);
    out.decks.push(...compiled.decks);
    if (!file.library) out.files.push(compiled);
  }
  return out;
}

function lowerDeclaration(lx: LowerContext, declaration: CheckedDeclaration): LoweredDeclaration {
  switch (declaration.kind) {
    case "Definition":
      return { kind: "Definition", definition: lowerDefinition(lx, declaration) };
    case "Scenario":
      return { kind: "Scenario", scenario: lowerScenario(lx, declaration) };
    case "Deck":
      return { kind: "Deck", deck: lowerDeck(lx, declaration) };
    default: {
      const _exhaustive: never = declaration;
      return _exhaustive;
    }
  }
}
