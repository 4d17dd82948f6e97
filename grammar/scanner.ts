/**
 * `scan`: the lexer `parseFile` uses — a hand-written loop over the characters that gives exactly
 * what `tokenize` (Chevrotain's lexer, `tokens.ts`) gives: the same tokens with the same types and
 * positions, the same comments, the same errors. `tokens.ts` stays the definition of the tokens
 * (the parser, the playground's colouring and this file follow it); a test compares the two on
 * every `.rift` file of the project and on thousands of mangled variants of them.
 *
 * Why a second lexer: it takes about two thirds of the time of trying a regular expression per
 * token, and its tokens are smaller. Chevrotain's tokens share their shape with its end-of-input
 * token, whose positions are NaN, so V8 stores every token's six positions as separate boxed
 * numbers; these tokens have their own shape (keys in another order) and store small integers.
 *
 * How Chevrotain lexes, and so how this does: at each offset the first token of `allTokens` whose
 * pattern matches wins (`can't` is tried before names, and kept: no name is longer). Where nothing
 * matches, characters are skipped up to the next offset where something does, and the run is one
 * error. Lines end at `\n`, `\r\n` or a lone `\r`; columns count UTF-16 code units from 1.
 */
import type { ILexingError, ILexingResult, IToken, TokenType } from "chevrotain";
import { keywordTrie } from "./keyword-trie.js";
import * as t from "./tokens.js";

/** Single-character tokens, by character code. */
const SINGLE: ReadonlyMap<number, TokenType> = new Map([
  [0x7b, t.LCurly],
  [0x7d, t.RCurly],
  [0x28, t.LParen],
  [0x29, t.RParen],
  [0x3a, t.Colon],
  [0x3b, t.Semicolon],
  [0x2c, t.Comma],
  [0x2e, t.Dot],
  [0x2b, t.Plus],
  [0x2d, t.Minus],
  [0x2014, t.EmDash],
  [0x3d, t.Equals],
]);

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c;
const SLASH = 0x2f;
const APOSTROPHE = 0x27; // '
const RIGHT_QUOTE = 0x2019; // ’, as pasted card text writes the apostrophe
const LESS = 0x3c;
const GREATER = 0x3e;
const EQUALS = 0x3d;
const BANG = 0x21;
const CR = 0x0d;
const LF = 0x0a;

/** `[ \t\r\n\f\v]`: the white space the lexer skips. */
function isSpace(ch: number): boolean {
  return ch === 0x20 || (ch >= 0x09 && ch <= 0x0d);
}

function isDigit(ch: number): boolean {
  return ch >= 0x30 && ch <= 0x39;
}

/** `[A-Za-z_]`. */
function isWordStart(ch: number): boolean {
  return (ch >= 0x61 && ch <= 0x7a) || (ch >= 0x41 && ch <= 0x5a) || ch === 0x5f;
}

/** `[A-Za-z0-9_]`. */
function isWordPart(ch: number): boolean {
  return isWordStart(ch) || isDigit(ch);
}

function isApostrophe(ch: number): boolean {
  return ch === APOSTROPHE || ch === RIGHT_QUOTE;
}

/** A letter, either case (the `i` flag of the `'s` and `can't` patterns, ASCII only). */
function isLetter(text: string, at: number, lower: number): boolean {
  const ch = text.charCodeAt(at);
  return ch === lower || ch === lower - 0x20;
}

/** The length of `can't` at `at` as the `Cant` pattern reads it, or 0. */
function cantLength(text: string, at: number): number {
  const matches =
    isLetter(text, at, 0x63) &&
    isLetter(text, at + 1, 0x61) &&
    isLetter(text, at + 2, 0x6e) &&
    isApostrophe(text.charCodeAt(at + 3)) &&
    isLetter(text, at + 4, 0x74) &&
    !isWordPart(text.charCodeAt(at + 5));
  return matches ? 5 : 0;
}

/** Whether some token's pattern matches at `at`: where the lexer resumes after an error. */
function startsToken(text: string, at: number): boolean {
  const ch = text.charCodeAt(at);
  if (isSpace(ch) || isDigit(ch) || isWordStart(ch) || ch === QUOTE) return true;
  if (SINGLE.has(ch) || ch === LESS || ch === GREATER) return true;
  const next = text.charCodeAt(at + 1);
  if (ch === SLASH) return next === SLASH;
  if (ch === BANG) return next === EQUALS;
  if (isApostrophe(ch)) return next === 0x73 || next === 0x53;
  return false;
}

/**
 * Where a string starting at `start` (a `"`) ends, and whether it is closed. Inside, any character
 * but `"`, `\` and line ends, or `\` and any character but a line end; an unterminated string takes
 * a `\` just before the line end too.
 */
function stringEnd(text: string, start: number): { end: number; closed: boolean } {
  let at = start + 1;
  for (;;) {
    const ch = text.charCodeAt(at);
    if (ch === QUOTE) return { end: at + 1, closed: true };
    if (ch === BACKSLASH) {
      const next = text.charCodeAt(at + 1);
      // `.` in the pattern: anything but the four line terminators of JavaScript.
      if (
        at + 1 < text.length &&
        next !== LF &&
        next !== CR &&
        next !== 0x2028 &&
        next !== 0x2029
      ) {
        at += 2;
        continue;
      }
      return { end: at + 1, closed: false };
    }
    if (Number.isNaN(ch) || ch === LF || ch === CR) return { end: at, closed: false };
    at++;
  }
}

/** Lexes text into tokens, keywords typed as keywords; the same result as `tokenize`. */
export function scan(text: string): ILexingResult {
  const tokens: IToken[] = [];
  const comments: IToken[] = [];
  const errors: ILexingError[] = [];
  const length = text.length;
  let line = 1;
  let lineStart = 0;
  let at = 0;

  const token = (type: TokenType, start: number, end: number, image?: string): IToken => {
    const column = start - lineStart + 1;
    // Keys in another order than Chevrotain's tokens, for a shape of their own (see above).
    return {
      tokenType: type,
      tokenTypeIdx: type.tokenTypeIdx!,
      image: image ?? text.substring(start, end),
      startOffset: start,
      endOffset: end - 1,
      startLine: line,
      endLine: line,
      startColumn: column,
      endColumn: column + end - start - 1,
    };
  };

  while (at < length) {
    const ch = text.charCodeAt(at);
    if (isSpace(ch)) {
      for (; at < length && isSpace(text.charCodeAt(at)); at++) {
        const c = text.charCodeAt(at);
        if (c === LF || (c === CR && text.charCodeAt(at + 1) !== LF)) {
          line++;
          lineStart = at + 1;
        }
      }
      continue;
    }
    const start = at;
    if (isWordStart(ch)) {
      const cant = cantLength(text, at);
      if (cant > 0) {
        tokens.push(token(t.Cant, at, at + cant));
        at += cant;
        continue;
      }
      // Walk the keyword trie while reading the word: no copy to look up, and none at all for a
      // keyword written in lower case.
      let state = keywordTrie.step(0, ch);
      let lowerCase = ch >= 0x61;
      at++;
      for (; at < length; at++) {
        const c = text.charCodeAt(at);
        if (!isWordPart(c)) break;
        if (state !== 0) state = keywordTrie.step(state, c);
        if (c >= 0x41 && c <= 0x5a) lowerCase = false;
      }
      const keyword = state === 0 ? undefined : keywordTrie.keyword(state);
      if (keyword === undefined) tokens.push(token(t.Identifier, start, at));
      else
        tokens.push(token(keyword, start, at, lowerCase ? keywordTrie.spelling(state) : undefined));
      continue;
    }
    if (isDigit(ch)) {
      at++;
      while (at < length && isDigit(text.charCodeAt(at))) at++;
      tokens.push(token(t.Integer, start, at));
      continue;
    }
    if (ch === QUOTE) {
      const { end, closed } = stringEnd(text, at);
      tokens.push(token(closed ? t.StringLiteral : t.UnterminatedString, start, end));
      at = end;
      continue;
    }
    const next = text.charCodeAt(at + 1);
    if (ch === SLASH && next === SLASH) {
      at += 2;
      while (at < length) {
        const c = text.charCodeAt(at);
        if (c === LF || c === CR) break;
        at++;
      }
      comments.push(token(t.Comment, start, at));
      continue;
    }
    if (ch === LESS || ch === GREATER || ch === BANG) {
      if (next === EQUALS) {
        const type = ch === LESS ? t.LessEqual : ch === GREATER ? t.GreaterEqual : t.NotEqual;
        tokens.push(token(type, at, at + 2));
        at += 2;
        continue;
      }
      if (ch !== BANG) {
        tokens.push(token(ch === LESS ? t.LessThan : t.GreaterThan, at, at + 1));
        at++;
        continue;
      }
    }
    const single = SINGLE.get(ch);
    if (single !== undefined) {
      tokens.push(token(single, at, at + 1));
      at++;
      continue;
    }
    if (isApostrophe(ch) && (next === 0x73 || next === 0x53)) {
      tokens.push(token(t.Possessive, at, at + 2));
      at += 2;
      continue;
    }
    // Nothing matches: skip to where something does; the run is one error.
    do at++;
    while (at < length && !startsToken(text, at));
    errors.push({
      offset: start,
      line,
      column: start - lineStart + 1,
      length: at - start,
      message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start}, skipped ${at - start} characters.`,
    });
  }
  return { tokens, groups: { comments }, errors };
}
