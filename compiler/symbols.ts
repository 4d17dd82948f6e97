import type { DeckNode, DefinitionNode, ScenarioNode } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { diagnosticAt } from "./diagnostic-codes.js";
import type { CompilationUnit } from "./unit.js";

/**
 * The names a compilation unit declares. Cards and tokens share one namespace, because card text
 * and scenarios name both the same way (`"Recruit"`); scenarios and decks each have their own.
 */
export interface SymbolTable {
  definitions: Map<string, DefinitionNode>;
  scenarios: Map<string, ScenarioNode>;
  decks: Map<string, DeckNode>;
  /** What the user's files declare (the library is not counted), for the summary line. */
  counts: { cards: number; tokens: number; scenarios: number; decks: number };
  /** Declarations whose name was taken already (RS2001); the first one keeps the name. */
  duplicates: Set<DefinitionNode | ScenarioNode | DeckNode>;
}

export function collectSymbols(unit: CompilationUnit): {
  symbols: SymbolTable;
  diagnostics: Diagnostic[];
} {
  const diagnostics: Diagnostic[] = [];
  const symbols: SymbolTable = {
    definitions: new Map(),
    scenarios: new Map(),
    decks: new Map(),
    counts: { cards: 0, tokens: 0, scenarios: 0, decks: 0 },
    duplicates: new Set(),
  };
  const declare = <T extends DefinitionNode | ScenarioNode | DeckNode>(
    table: Map<string, T>,
    node: T,
    what: string,
  ): void => {
    const name = node.name.text;
    const earlier = table.get(name);
    if (earlier) {
      diagnostics.push(
        diagnosticAt(node.name.range, "RS2001", `${what} "${name}" is declared twice`, "error", [
          { range: earlier.name.range, message: `"${name}" is first declared here` },
        ]),
      );
      symbols.duplicates.add(node);
      return;
    }
    table.set(name, node);
  };
  for (const file of unit.files) {
    for (const declaration of file.ast.declarations) {
      switch (declaration.kind) {
        case "Definition":
          declare(symbols.definitions, declaration, declaration.definitionKind);
          if (!file.library) {
            if (declaration.definitionKind === "card") symbols.counts.cards++;
            else symbols.counts.tokens++;
          }
          break;
        case "Scenario":
          declare(symbols.scenarios, declaration, "scenario");
          if (!file.library) symbols.counts.scenarios++;
          break;
        case "Deck":
          declare(symbols.decks, declaration, "deck");
          if (!file.library) symbols.counts.decks++;
          break;
        case "Error":
          break;
        default: {
          const _exhaustive: never = declaration;
          return _exhaustive;
        }
      }
    }
  }
  return { symbols, diagnostics };
}
