import type { Diagnostic } from "../grammar/diagnostics.js";
import { checkUnit } from "./check/checker.js";
import type { Findings } from "./check/findings.js";
import { collectSymbols, type SymbolTable } from "./symbols.js";
import { loadUnit, type CompilationUnit, type SourceInput, type UnitHost } from "./unit.js";

export interface AnalyzeOptions {
  /** The named tokens library; always in scope (RULES T5). */
  library: readonly SourceInput[];
  host?: UnitHost;
}

export interface Analysis {
  unit: CompilationUnit;
  symbols: SymbolTable;
  /** What the checker found, for lowering. */
  findings: Findings;
  /** Sorted by file, then position, so that output is stable. */
  diagnostics: Diagnostic[];
}

/** The front half of compilation: parse the unit, collect its names, check them. */
export function analyze(entries: readonly SourceInput[], options: AnalyzeOptions): Analysis {
  const unit = loadUnit(entries, options.library, options.host);
  const { symbols, diagnostics } = collectSymbols(unit);
  const checked = checkUnit(unit, symbols);
  return {
    unit,
    symbols,
    findings: checked.findings,
    diagnostics: sortDiagnostics([...unit.diagnostics, ...diagnostics, ...checked.diagnostics]),
  };
}

export function sortDiagnostics(diagnostics: Diagnostic[]): Diagnostic[] {
  return diagnostics.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.offset - b.offset ||
      (a.code < b.code ? -1 : 1),
  );
}
