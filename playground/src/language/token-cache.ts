/**
 * The tokens of the editor's text, lexed once per version of it: a hover asks for them several
 * times (is the word in a comment, bound by `as`, used how), and lexing all of a large file takes
 * tens of milliseconds on the page's thread each time.
 */
import { tokenize } from "../../../grammar/tokens.js";

let last: { text: string; tokens: ReturnType<typeof tokenize> } | undefined;

/** The lexer's result for `text`; the same object for the same text. Read it, never change it. */
export function tokensOf(text: string): ReturnType<typeof tokenize> {
  if (last?.text !== text) last = { text, tokens: tokenize(text) };
  return last.tokens;
}
