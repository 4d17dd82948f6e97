/**
 * The checker: one pass over every declaration of a unit, after names are collected. It reports
 * RS2xxx diagnostics and records its findings in side tables for lowering; it never changes the AST.
 */
import type { DefinitionNode } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { SymbolTable } from "../symbols.js";
import type { CompilationUnit } from "../unit.js";
import type { UnitContext } from "./context.js";
import { checkDeck } from "./deck.js";
import { checkDefinition } from "./definition.js";
import { emptyFindings, type Findings } from "./findings.js";
import { NameIndex } from "./names.js";
import { Reporter } from "./reporter.js";
import { checkScenario } from "./scenario.js";

export interface CheckResult {
  findings: Findings;
  diagnostics: Diagnostic[];
}

export function checkUnit(unit: CompilationUnit, symbols: SymbolTable): CheckResult {
  const report = new Reporter();
  const findings = emptyFindings();
  const ux: UnitContext = { report, names: new NameIndex(symbols), findings, tagUses: [] };
  for (const file of unit.files) {
    for (const declaration of file.ast.declarations) {
      if (declaration.kind === "Error") continue;
      // A declaration with a syntax error, or the second of two with one name, is not lowered.
      if (
        declaration.syntaxErrors ||
        (symbols.duplicates.size > 0 && symbols.duplicates.has(declaration))
      ) {
        findings.rejected.add(declaration);
        // Its tags still count as known, so a near miss elsewhere is judged against them too.
        if (declaration.kind === "Definition") collectTags(ux, declaration);
        continue;
      }
      report.current = declaration;
      switch (declaration.kind) {
        case "Definition":
          checkDefinition(ux, declaration);
          break;
        case "Scenario":
          checkScenario(ux, declaration);
          break;
        case "Deck":
          checkDeck(ux, declaration);
          break;
        default: {
          const _exhaustive: never = declaration;
          return _exhaustive;
        }
      }
    }
  }
  report.current = undefined;
  for (const tag of ux.tagUses) {
    if (ux.names.tags.has(tag.text)) continue;
    // A tag no card has yet may be meant for cards to come (Brush's Cat and Dog); only a near miss is reported.
    const suggestion = ux.names.suggestTag(tag.text);
    if (suggestion !== undefined) {
      report.warn(
        tag.range,
        "RS2006",
        `no card or token has the tag \`${tag.text}\`; did you mean \`${suggestion}\`?`,
      );
    }
  }
  for (const rejected of report.rejected) findings.rejected.add(rejected);
  return { findings, diagnostics: report.diagnostics };
}

function collectTags(ux: UnitContext, definition: DefinitionNode): void {
  for (const characteristic of definition.characteristics) {
    if (characteristic.kind === "TagsClause")
      for (const tag of characteristic.tags) ux.names.tags.add(tag.text);
  }
}
