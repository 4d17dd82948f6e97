/** Decks (issue 6) lower to the contract's `DeckList`; construction is the runtime's to check. */
import type { DeckNode } from "../../grammar/ast.js";
import type { DeckList } from "../../runtime/definitions.js";
import { visit, withRange, type LowerContext } from "./context.js";
import { lowerName } from "./references.js";

export type { DeckList } from "../../runtime/definitions.js";

export function lowerDeck(lx: LowerContext, deck: DeckNode): DeckList {
  visit(lx, deck);
  const list: DeckList = {
    name: lowerName(lx, deck.name),
    ...(deck.legend ? { legend: lowerName(lx, deck.legend) } : {}),
    ...(deck.champion ? { champion: lowerName(lx, deck.champion) } : {}),
    battlefields: deck.battlefields.map((battlefield) => lowerName(lx, battlefield)),
    main: deck.main.map((entry) => {
      visit(lx, entry);
      return { name: lowerName(lx, entry.name), count: entry.count };
    }),
    runes: deck.runes.map((entry) => {
      visit(lx, entry);
      return { domain: entry.domain, count: entry.count };
    }),
  };
  return withRange(lx, list, deck.range);
}
