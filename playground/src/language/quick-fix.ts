/**
 * Quick fixes from diagnostics: a message that ends "did you mean `might`?" (a keyword) or
 * "did you mean "Straw Dummy"?" (a card name) offers to write the suggestion in place of the
 * mistake, and a card that needs a cost (RS2020) offers to add one. Pure, so Node tests call it;
 * the editor turns the result into a code action.
 */
import { quoteName } from "./completion.js";

const DID_YOU_MEAN = /did you mean (?:`([^`]+)`|"((?:[^"\\]|\\.)*)")\?/;
const BARE_WORD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const QUOTED = /^"(?:[^"\\]|\\.)*"$/;

/**
 * The text to put in place of `written` (the text the diagnostic's range covers), or undefined
 * when the message suggests nothing or the range is not one word or one quoted name (a fix there
 * could replace more than the mistake).
 */
export function suggestedReplacement(message: string, written: string): string | undefined {
  const match = DID_YOU_MEAN.exec(message);
  if (!match) return undefined;
  const suggestion = match[1] ?? match[2]!.replace(/\\(["\\])/g, "$1");
  if (QUOTED.test(written)) return quoteName(suggestion);
  if (!BARE_WORD.test(written)) return undefined;
  if (!BARE_WORD.test(suggestion)) return quoteName(suggestion);
  // Keywords are case-insensitive; keep the writer's capital (`Tnak` → `Tank`, not `tank`).
  const first = written[0]!;
  return first !== first.toLowerCase() && suggestion[0] === suggestion[0]!.toLowerCase()
    ? suggestion[0]!.toUpperCase() + suggestion.slice(1)
    : suggestion;
}

/** The checker's RS2020 for a card with no cost: "a spell card needs a cost: add `cost N`". */
const NEEDS_COST = /\bneeds a cost\b/;

/** Whether a diagnostic is a card's missing cost, which `costInsertion` can add. */
export function needsCost(code: string | undefined, message: string): boolean {
  return code === "RS2020" && NEEDS_COST.test(message);
}

/** The cost a quick fix writes: the cheapest a card can cost, to be changed by its designer. */
export const ADDED_COST = "cost 1";

/**
 * Where `cost 1` goes in the card whose name ends at `nameEnd` (an offset in `text`), and the text
 * to insert there: the first characteristic of the body, as cards write it. A body on lines of its
 * own gets a line of its own, indented as the body's first line (or one step in from the card); a
 * body on the card's line (`{ effect: draw 1 }`) gets the cost first on that line. Undefined when
 * no `{` follows the name.
 */
export function costInsertion(
  text: string,
  nameEnd: number,
): { offset: number; text: string } | undefined {
  const brace = /^\s*\{/.exec(text.slice(nameEnd));
  if (!brace) return undefined;
  const afterBrace = nameEnd + brace[0].length;
  const lineEnd = text.indexOf("\n", afterBrace);
  const restOfLine = text.slice(afterBrace, lineEnd === -1 ? text.length : lineEnd);
  if (restOfLine.trim() !== "" && !restOfLine.trim().startsWith("//")) {
    // `{ effect: … }` or `{}`: the cost is the first thing after the brace.
    const gap = /^[ \t]*/.exec(restOfLine)![0].length;
    const next = restOfLine[gap];
    return {
      offset: afterBrace + gap,
      text: next === "}" ? `${gap === 0 ? " " : ""}${ADDED_COST} ` : `${ADDED_COST}  `,
    };
  }
  if (lineEnd === -1) return { offset: text.length, text: `\n  ${ADDED_COST}` };
  const headerStart = text.lastIndexOf("\n", nameEnd) + 1;
  const headerIndent = /^[ \t]*/.exec(text.slice(headerStart))![0];
  const bodyLine = /^([ \t]*)(\S?)/.exec(text.slice(lineEnd + 1))!;
  const indent =
    bodyLine[2] !== "" && bodyLine[2] !== "}" && bodyLine[1]!.length > headerIndent.length
      ? bodyLine[1]!
      : `${headerIndent}  `;
  return { offset: lineEnd + 1, text: `${indent}${ADDED_COST}\n` };
}
