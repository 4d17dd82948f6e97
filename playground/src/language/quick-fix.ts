/**
 * Quick fixes from diagnostics: a message that ends "did you mean `might`?" (a keyword) or
 * "did you mean "Straw Dummy"?" (a card name) offers to write the suggestion in place of the
 * mistake. Pure, so Node tests call it; the editor turns the result into a code action.
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
