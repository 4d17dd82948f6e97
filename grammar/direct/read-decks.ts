/**
 * Direct reading of decks (`deck "name" { legend …  main 3 "X", … }`), built as `AstBuilder`
 * builds them. Undefined: not certain, give up.
 */
import type * as A from "../ast.js";
import * as t from "../tokens.js";
import type { Cursor } from "./cursor.js";
import { DOMAINS } from "./first-sets.js";

export function readDeck(r: Cursor): A.DeckNode | undefined {
  const start = r.at;
  if (!r.take(t.DeckKw)) return undefined;
  const name = readQuoted(r);
  if (name === undefined || !r.take(t.LCurly)) return undefined;
  let legend: A.NameNode | undefined;
  let champion: A.NameNode | undefined;
  // The builder adds `legend` and `champion` after the other keys, in the order they come.
  let legendFirst = true;
  const battlefields: A.NameNode[] = [];
  const main: A.DeckCardNode[] = [];
  const runes: A.DeckRunesNode[] = [];
  while (r.next() !== t.RCurly) {
    const type = r.next();
    r.at++;
    if (type === t.Legend || type === t.Champion) {
      const card = readQuoted(r);
      if (card === undefined) return undefined;
      if (type === t.Legend) legend = card;
      else {
        if (legend === undefined) legendFirst = false;
        champion = card;
      }
    } else if (type === t.Battlefield) {
      do {
        const battlefield = readQuoted(r);
        if (battlefield === undefined) return undefined;
        battlefields.push(battlefield);
      } while (r.take(t.Comma));
    } else if (type === t.Main) {
      do {
        const cardStart = r.at;
        const count = readInteger(r);
        const card = count === undefined ? undefined : readQuoted(r);
        if (card === undefined) return undefined;
        main.push({ kind: "DeckCard", count: count!, name: card, range: r.rangeFrom(cardStart) });
      } while (r.take(t.Comma));
    } else if (type === t.Rune) {
      do {
        const runesStart = r.at;
        const count = readInteger(r);
        const domain = DOMAINS.get(r.next());
        if (count === undefined || domain === undefined) return undefined;
        r.at++;
        runes.push({ kind: "DeckRunes", count, domain, range: r.rangeFrom(runesStart) });
      } while (r.take(t.Comma));
    } else return undefined;
  }
  r.at++;
  const deck: A.DeckNode = {
    kind: "Deck",
    name,
    battlefields,
    main,
    runes,
    syntaxErrors: false,
    range: r.rangeFrom(start),
  };
  if (legendFirst) {
    if (legend) deck.legend = legend;
    if (champion) deck.champion = champion;
  } else {
    if (champion) deck.champion = champion;
    if (legend) deck.legend = legend;
  }
  return deck;
}

function readQuoted(r: Cursor): A.NameNode | undefined {
  const token = r.take(t.StringLiteral);
  return token && r.quotedName(token);
}

function readInteger(r: Cursor): number | undefined {
  const token = r.take(t.Integer);
  return token && r.integer(token);
}
