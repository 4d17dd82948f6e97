/**
 * Deck construction (CR 101–104; 485.4, 487.4, 488.4, 489.4: every mode of play takes three
 * battlefields): a Champion Legend; a Chosen Champion; a Main Deck of at least 40 cards — units,
 * gear and spells, the Chosen Champion among them — with at most 3 copies of a name; a Rune Deck
 * of exactly 12 runes; three battlefields with different names; every card, rune and battlefield
 * within the legend's domains (its Domain Identity). Basic runes ("Fury Rune", CR 164.1) need no
 * definition of their own: the runtime supplies one when the card set has none.
 *
 * The language has no "champion" or "signature" supertype, so a legend's tags stand for its
 * champion tag (CR 103.2.a.2): a legend with tags takes a Chosen Champion that carries one of them.
 */
import type { Definition, DeckList, Domain } from "./definitions.js";

/** The numbers of CR 103 and of the modes of play (485.4.a, 487.4.a, 488.4.a, 489.4.a). */
export const CONSTRUCTION = { mainDeck: 40, copies: 3, runes: 12, battlefields: 3 } as const;

/** The name of a basic rune of a domain (CR 164.1). */
export function basicRuneName(domain: Domain): string {
  return `${domain} Rune`;
}

/** A basic rune's definition; its two abilities are inherent (CR 164.2, characteristics.ts). */
export function basicRune(domain: Domain): Definition {
  return {
    kind: "card",
    type: "rune",
    name: basicRuneName(domain),
    domains: [domain],
    tags: [],
    keywords: [],
    abilities: [],
  };
}

/** Why a deck breaks the construction rules; empty when it is legal. */
export function deckProblems(deck: DeckList, defs: ReadonlyMap<string, Definition>): string[] {
  return deckProblemList(deck, defs).map((problem) => problem.message);
}

/** A construction problem, and what in the deck list it is about. */
export interface DeckProblem {
  message: string;
  /**
   * The card name the problem is about, `rune:Fury` for a line of runes, `runes` or `battlefields`
   * for the count of that list, `again:NAME` for a battlefield named twice (the second time); null
   * for the deck as a whole (its size, a missing list): a diagnostic points there.
   */
  subject: string | null;
}

/** `deckProblems`, each with what it is about. */
export function deckProblemList(
  deck: DeckList,
  defs: ReadonlyMap<string, Definition>,
): DeckProblem[] {
  const problems: DeckProblem[] = [];
  const problem = (message: string, subject: string | null = null): void => {
    problems.push({ message, subject });
  };
  const card = (name: string, types: readonly string[], slot: string): Definition | null => {
    const def = defs.get(name);
    if (!def) {
      problem(`no card is named "${name}" (${slot})`, name);
      return null;
    }
    if (def.kind !== "card") {
      problem(`"${name}" is a token; a deck holds only cards (RULES O4)`, name);
      return null;
    }
    if (!types.includes(def.type)) {
      problem(`"${name}" is a ${def.type}; the ${slot} takes ${types.join(" or ")} cards`, name);
      return null;
    }
    return def;
  };

  let legend: Definition | null = null;
  if (deck.legend === undefined) problem("a deck needs a Champion Legend (CR 103.1)");
  else legend = card(deck.legend, ["legend"], "legend");
  const identity: readonly Domain[] | null = legend?.domains ?? null;
  const outside = (def: Definition): boolean =>
    identity !== null && def.domains.some((d) => !identity.includes(d));

  const copies = new Map<string, number>();
  let size = 0;
  const count = (name: string, n: number) => {
    copies.set(name, (copies.get(name) ?? 0) + n);
    size += n;
  };
  if (deck.champion === undefined)
    problem('a deck needs a Chosen Champion (CR 103.2, 103.2.a): write `champion "Name"`');
  else {
    const def = card(deck.champion, ["unit"], "champion");
    if (def) count(def.name, 1);
    // CR 103.2, 103.2.c: the Chosen Champion is part of the Main Deck and abides by its identity.
    if (def && outside(def))
      problem(
        `the champion "${def.name}" (${def.domains.join(", ")}) is outside the legend's domains (CR 103.1.b, 103.2.c)`,
        def.name,
      );
    if (def && legend && legend.tags.length > 0 && !def.tags.some((t) => legend.tags.includes(t)))
      problem(
        `the champion "${def.name}" has no tag of the legend "${legend.name}" (${legend.tags.join(", ")}); a Chosen Champion carries its legend's champion tag (CR 103.2.a.2)`,
        def.name,
      );
  }
  for (const entry of deck.main) {
    if (entry.count < 1) problem(`"${entry.name}" needs at least 1 copy`, entry.name);
    const def = card(entry.name, ["unit", "gear", "spell"], "main deck");
    if (!def) continue;
    count(def.name, entry.count);
    if (outside(def))
      problem(
        `"${def.name}" (${def.domains.join(", ")}) is outside the legend's domains (CR 103.1.b)`,
        def.name,
      );
  }
  for (const [name, n] of copies) {
    if (n > CONSTRUCTION.copies)
      problem(
        `${n} copies of "${name}"; a deck may hold at most ${CONSTRUCTION.copies} (CR 103.2.b)`,
        name,
      );
  }
  if (size < CONSTRUCTION.mainDeck)
    problem(
      `the Main Deck has ${size} cards; it needs at least ${CONSTRUCTION.mainDeck} (CR 103.2)`,
    );

  let runes = 0;
  for (const entry of deck.runes) {
    runes += entry.count;
    if (entry.count < 1) problem(`${entry.domain} runes need at least 1`, `rune:${entry.domain}`);
    if (identity !== null && !identity.includes(entry.domain))
      problem(
        `${entry.domain} runes are outside the legend's domains (CR 103.3.a.1)`,
        `rune:${entry.domain}`,
      );
    const def = defs.get(basicRuneName(entry.domain));
    if (def && def.type !== "rune")
      problem(
        `"${basicRuneName(entry.domain)}" is a ${def.type}, not a rune`,
        `rune:${entry.domain}`,
      );
  }
  if (runes !== CONSTRUCTION.runes)
    problem(
      `the Rune Deck has ${runes} runes; it needs exactly ${CONSTRUCTION.runes} (CR 103.3.a)`,
      deck.runes.length > 0 ? "runes" : null,
    );

  if (deck.battlefields.length !== CONSTRUCTION.battlefields)
    problem(
      `${deck.battlefields.length} battlefield${deck.battlefields.length === 1 ? "" : "s"}; a deck brings ${CONSTRUCTION.battlefields} in every mode of play (CR 103.4.a, 485.4.a, 487.4.a, 488.4.a)`,
      deck.battlefields.length > 0 ? "battlefields" : null,
    );
  const seen = new Set<string>();
  for (const name of deck.battlefields) {
    if (seen.has(name))
      problem(
        `"${name}" is named twice; the battlefields have different names (CR 103.4.c)`,
        `again:${name}`,
      );
    seen.add(name);
  }
  for (const name of new Set(deck.battlefields)) {
    const def = card(name, ["battlefield"], "battlefields");
    // CR 103.4.b: "subject to Domain Identity if applicable" — a battlefield with domains has one.
    if (def && outside(def))
      problem(
        `the battlefield "${def.name}" (${def.domains.join(", ")}) is outside the legend's domains (CR 103.4.b)`,
        def.name,
      );
  }
  return problems;
}
