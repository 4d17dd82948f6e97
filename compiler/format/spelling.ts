/**
 * Canonical spelling and spacing of single tokens. Keywords are case-insensitive, so their case is
 * free to normalise: game keywords and domains are capitalised as card text prints them (`Tank`,
 * `Deflect 2`, `1 Fury`), every other keyword is lower case. Which inflection was written (`unit` or
 * `units`, `is` or `are`) carries meaning and is kept.
 */
import type { IToken } from "chevrotain";
import { keywordInfo } from "../../grammar/index.js";

/** How a token must be spelled, from the node it belongs to (see `NODE_ROLES`). */
export type SpellingMark = "asWritten" | "upperCase" | "sentenceStart";

export function canonicalSpelling(token: IToken, mark: SpellingMark | undefined): string {
  if (mark === "asWritten") return token.image;
  if (mark === "upperCase") return token.image.toUpperCase();
  const info = keywordInfo(token.tokenType);
  if (info === undefined) {
    return token.tokenType.name === "Possessive" ? token.image.toLowerCase() : token.image;
  }
  const lower = token.image.toLowerCase();
  // `I`, the first person (CR 053.1), as English writes it.
  if (lower === "i") return "I";
  // A keyword opening a sentence after a `.` (`Draw 1.`) is capitalised, as card text prints it.
  if (info.category === "gameKeyword" || info.category === "domain" || mark === "sentenceStart") {
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  }
  return lower;
}

/** Punctuation that attaches to the word before it: `units,` `draw 1;` `owner's`. */
const ATTACHES_LEFT: ReadonlySet<string> = new Set([
  "Comma",
  "Semicolon",
  "Colon",
  "Dot",
  "RParen",
  "RBracket",
  "Possessive",
]);

/** Whether one space separates two tokens on a line (otherwise they touch). */
export function spaceBetween(previous: IToken, next: IToken, previousIsSign: boolean): boolean {
  if (ATTACHES_LEFT.has(next.tokenType.name)) return false;
  // `I'm`: the `'m` is a word of its own (`is`) that attaches to the `I`.
  if (next.image.startsWith("'") || next.image.startsWith("’")) return false;
  // `non-Bird`: the hyphen ends the keyword, and the word it qualifies touches it.
  const opening = previous.tokenType.name;
  if (opening === "LParen" || opening === "LBracket" || opening === "Non") return false;
  return !previousIsSign;
}
