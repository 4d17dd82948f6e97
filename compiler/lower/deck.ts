/**
 * Decks (issue 6). `runtime/definitions.ts` has no deck type yet, so the lowered form is defined
 * here; it is plain data like the rest, and moves to the contract when the runtime builds games
 * from decks.
 */
import type { DeckNode } from "../../grammar/ast.js";
import type { Domain, SourceRange } from "../../runtime/definitions.js";
import { visit, withRange, type LowerContext } from "./context.js";
import { lowerName } from "./references.js";

export interface DeckList {
  name: string;
  legend?: string;
  champion?: string;
  battlefields: string[];
  /** Main-deck cards and how many copies of each, as listed. */
  main: { name: string; count: number }[];
  /** The Rune Deck, by domain. */
  runes: { domain: Domain; count: number }[];
  range?: SourceRange;
}

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
