import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeckList, Definition } from "../runtime/definitions.js";
import { deckProblemList } from "../runtime/deck.js";
import { diagnosticAt } from "./diagnostic-codes.js";
import type { SymbolTable } from "./symbols.js";

/**
 * Deck construction (issue 6, CR 103): the legend and the Chosen Champion, sizes, copies, domain
 * identity, runes and battlefields are game rules, so the runtime owns them (`deckProblemList`);
 * the compiler reports what they find as RS2037 at the line each is about (or the deck's name), so
 * a broken deck fails `rift check` and `rift build` as well as `rift play`. A deck that already
 * has an error inside it (an unknown card name, say) is not checked again: its problems would
 * only repeat that error.
 */
export function checkDeckConstruction(
  decks: readonly DeckList[],
  definitions: readonly Definition[],
  symbols: SymbolTable,
  diagnostics: readonly Diagnostic[],
): Diagnostic[] {
  const found: Diagnostic[] = [];
  // Most units hold cards and no deck: don't index thousands of definitions for nothing.
  if (decks.length === 0) return found;
  const byName = new Map(definitions.map((definition) => [definition.name, definition]));
  for (const deck of decks) {
    const node = symbols.decks.get(deck.name);
    if (!node) continue;
    const { file, offset, endOffset } = node.range;
    const alreadyBroken = diagnostics.some(
      (d) =>
        d.severity === "error" && d.file === file && d.offset >= offset && d.offset < endOffset,
    );
    if (alreadyBroken) continue;
    for (const problem of deckProblemList(deck, byName)) {
      // At the line the problem is about (`4 "Hill Giant"`), else at the deck's name.
      const at = (problem.subject !== null && node.places.get(problem.subject)) || node.name.range;
      found.push(diagnosticAt(at, "RS2037", `deck "${deck.name}": ${problem.message}`));
    }
  }
  return found;
}
