/**
 * Which card the card panel draws. The card the cursor is in or on; else the file's first card, so
 * the panel is never empty while the file has one (a page opens with the cursor on line 1, a
 * comment more often than not); else a message saying why there is none and what to do.
 */
import type { CardEntry } from "./language-service.js";
import type { NamedDeclaration } from "./outline.js";

/** The card the cursor is in or on: `broken` when it is declared but did not compile. */
export interface CardUnderCursor {
  name: string;
  broken: boolean;
}

export type CardChoice =
  | { show: "cursor"; name: string }
  | { show: "broken"; name: string }
  | { show: "first"; name: string; note: string }
  | { show: "message"; message: string };

export const FIRST_CARD_NOTE =
  "The first card of this file. Put the cursor in a card, or on a card's name, to see that one.";
/** The file's first card has errors: the one drawn is a later one, and the note must not say "first". */
export const FIRST_GOOD_CARD_NOTE =
  "The first card of this file without errors: an earlier one has errors. Put the cursor in a card, or on a card's name, to see that one.";
export const NO_CARD_MESSAGE = "No card compiled yet: write a card, or pick an example.";
export const CARDS_BROKEN_MESSAGE =
  "This file's cards have errors, so none can be drawn: fix the problems below to see them.";

export interface CardChoiceInput {
  under: CardUnderCursor | undefined;
  /** The compile's cards and tokens, the tokens library's and other files' included. */
  cards: readonly CardEntry[];
  /** The cards and tokens the file declares, compiled or not (the outline's). */
  declarations: readonly NamedDeclaration[];
  /** The name of the file the editor shows (the edited file, or one of its unit's). */
  file: string;
}

function position(card: CardEntry): [number, number] {
  return [card.declaration?.line ?? 0, card.declaration?.column ?? 0];
}

/**
 * The first card the file declares that compiled: a card before a token (a token is a card only
 * once played), each in the order written.
 */
export function firstCard(cards: readonly CardEntry[], file: string): CardEntry | undefined {
  const own = cards
    .filter((card) => card.declaration?.file === file)
    .sort((a, b) => {
      const [lineA, columnA] = position(a);
      const [lineB, columnB] = position(b);
      return lineA - lineB || columnA - columnB;
    });
  return own.find((card) => card.kind === "card") ?? own[0];
}

export function chooseCard(input: CardChoiceInput): CardChoice {
  const { under } = input;
  if (under?.broken) return { show: "broken", name: under.name };
  if (under) return { show: "cursor", name: under.name };
  const first = firstCard(input.cards, input.file);
  if (first) {
    const compiled = new Set(input.cards.map((card) => card.name));
    const brokenBefore = input.declarations.some(
      (d) =>
        (d.kind === "card" || d.kind === "token") &&
        d.range.file === input.file &&
        !compiled.has(d.name) &&
        d.range.line < (first.declaration?.line ?? 0),
    );
    return {
      show: "first",
      name: first.name,
      note: brokenBefore ? FIRST_GOOD_CARD_NOTE : FIRST_CARD_NOTE,
    };
  }
  const declared = input.declarations.some(
    (d) => (d.kind === "card" || d.kind === "token") && d.range.file === input.file,
  );
  return { show: "message", message: declared ? CARDS_BROKEN_MESSAGE : NO_CARD_MESSAGE };
}
