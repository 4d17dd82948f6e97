/**
 * `compile`: card text in, the runtime's plain-data definitions and scenarios out, for the
 * playground's web worker, the scenario runner and `rift build`. No file system is needed: the
 * named tokens library comes in `options.library` (`loadTokenLibrary()` in `node-host.ts` reads it
 * from disk for Node callers).
 */
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeckList, Definition, Scenario } from "../runtime/definitions.js";
import { sortDiagnostics } from "./analyze.js";
import { UnitChecker } from "./check/checker.js";
import { checkDeckConstruction } from "./deck-construction.js";
import { UnitLowerer, type CompiledFile } from "./lower/unit.js";
import { collectSymbols } from "./symbols.js";
import { loadUnit, type ParsedFile, type SourceInput, type UnitHost } from "./unit.js";

export type { CompiledFile } from "./lower/unit.js";
export type { ParsedFile, SourceInput, UnitHost } from "./unit.js";

export interface CompileOptions {
  /** The named tokens library (RULES T5), always in scope; none when left out. */
  library?: readonly SourceInput[];
  /** How `use` reaches files that were not handed in; without one, `use` names given files only. */
  host?: UnitHost;
  /** Keep source ranges on definitions, abilities and scenario steps (default true). */
  ranges?: boolean;
}

export interface CompileResult {
  /** Every definition that compiled cleanly, the library's tokens first. */
  definitions: Definition[];
  scenarios: Scenario[];
  decks: DeckList[];
  /** Syntax and compiler diagnostics, sorted by file and position. */
  diagnostics: Diagnostic[];
  /** Each user file (not the library) with what it declared. */
  files: CompiledFile[];
  /**
   * Every file of the unit as parsed, the library's and those reached by `use` included, in load
   * order: the playground's completion and hover read the ASTs, and parsing again would double the
   * cost of a keystroke. The compiler's own objects, shared rather than copied: read, don't write.
   */
  parsed: readonly ParsedFile[];
  /** How many files the user's unit holds, and what they declare, mistakes included. */
  counts: UnitCounts;
}

export interface UnitCounts {
  files: number;
  cards: number;
  tokens: number;
  scenarios: number;
  decks: number;
}

/**
 * Compiles one compilation unit. With errors, what lowered cleanly is still returned: a card with
 * a mistake is left out, every other card is there.
 */
export function compile(
  sources: SourceInput | readonly SourceInput[],
  options: CompileOptions = {},
): CompileResult {
  const entries: readonly SourceInput[] = isSourceList(sources) ? sources : [sources];
  const unit = loadUnit(entries, options.library ?? [], options.host);
  const { symbols, diagnostics: nameDiagnostics } = collectSymbols(unit);
  // Each declaration is lowered right after it is checked, while its nodes are still in cache.
  const checker = new UnitChecker(symbols);
  const lowerer = new UnitLowerer(
    checker.findings,
    options.ranges === undefined ? {} : { ranges: options.ranges },
  );
  for (const file of unit.files) {
    lowerer.startFile(file);
    for (const declaration of file.ast.declarations) {
      if (checker.check(declaration)) lowerer.lower(declaration);
    }
  }
  const lowered = lowerer.finish();
  const checked = [...unit.diagnostics, ...nameDiagnostics, ...checker.finish().diagnostics];
  const construction = checkDeckConstruction(lowered.decks, lowered.definitions, symbols, checked);
  const diagnostics = [...checked, ...lowered.diagnostics, ...construction];
  return {
    definitions: lowered.definitions,
    scenarios: lowered.scenarios,
    decks: lowered.decks,
    diagnostics: sortDiagnostics(diagnostics),
    files: lowered.files,
    parsed: unit.files,
    counts: {
      files: unit.files.filter((file) => !file.library).length,
      ...symbols.counts,
    },
  };
}

function isSourceList(
  sources: SourceInput | readonly SourceInput[],
): sources is readonly SourceInput[] {
  return Array.isArray(sources);
}
