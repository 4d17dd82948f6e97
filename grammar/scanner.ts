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
  [0x5b, t.LBracket],
  [0x5d, t.RBracket],
  [0x3a, t.Colon],
  [0x3b, t.Semicolon],
  [0x2c, t.Comma],
  [0x2e, t.Dot],
  [0x2b, t.Plus],
  [0x2d, t.Minus],
  [0x2014, t.EmDash],
  [0x3d, t.Equals],
]);
/**
 * The same, indexed by character code below 128 (the em dash is looked up on its own): the
 * scanner reads one of these per punctuation token, and an array is faster than a map.
 */
const SINGLE_ASCII: readonly (TokenType | undefined)[] = Array.from({ length: 128 }, (_, ch) =>
  SINGLE.get(ch),
);

/**
 * Each token carries its type's `tokenTypeIdx`, which Chevrotain matches by. Token types differ in
 * shape (categories, `longer_alt`, groups), so reading it from the type in the scanner's loop is a
 * megamorphic load: the indices are read here once (the keyword trie keeps the keywords').
 */
const SINGLE_INDEX: readonly number[] = SINGLE_ASCII.map((type) => type?.tokenTypeIdx ?? 0);
const IDENTIFIER = t.Identifier.tokenTypeIdx!;
const INTEGER = t.Integer.tokenTypeIdx!;
const STRING = t.StringLiteral.tokenTypeIdx!;
const IS = t.Is;
const NON = t.Non.tokenTypeIdx!;

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

/** The character at `at`, or NaN at and after `end`: the end of the text being scanned. */
function charAt(text: string, at: number, end: number): number {
  return at < end ? text.charCodeAt(at) : NaN;
}

/** A letter, either case (the `i` flag of the `'s` and `can't` patterns, ASCII only). */
function isLetter(text: string, at: number, end: number, lower: number): boolean {
  const ch = charAt(text, at, end);
  return ch === lower || ch === lower - 0x20;
}

/** The length of `can't` at `at` as the `Cant` pattern reads it, or 0. */
function cantLength(text: string, at: number, end: number): number {
  const matches =
    isLetter(text, at, end, 0x63) &&
    isLetter(text, at + 1, end, 0x61) &&
    isLetter(text, at + 2, end, 0x6e) &&
    isApostrophe(charAt(text, at + 3, end)) &&
    isLetter(text, at + 4, end, 0x74) &&
    !isWordPart(charAt(text, at + 5, end));
  return matches ? 5 : 0;
}

/** The length of `don't` or `doesn't` at `at` as the `Dont` pattern reads it, or 0. */
function dontLength(text: string, at: number, end: number): number {
  if (!isLetter(text, at, end, 0x64) || !isLetter(text, at + 1, end, 0x6f)) return 0;
  const es = isLetter(text, at + 2, end, 0x65) && isLetter(text, at + 3, end, 0x73) ? 2 : 0;
  const n = at + 2 + es;
  const matches =
    isLetter(text, n, end, 0x6e) &&
    isApostrophe(charAt(text, n + 1, end)) &&
    isLetter(text, n + 2, end, 0x74) &&
    !isWordPart(charAt(text, n + 3, end));
  return matches ? n + 3 - at : 0;
}

/** The length of `non-` at `at` as the `Non` pattern reads it, or 0. */
function nonLength(text: string, at: number, end: number): number {
  const matches =
    isLetter(text, at, end, 0x6e) &&
    isLetter(text, at + 1, end, 0x6f) &&
    isLetter(text, at + 2, end, 0x6e) &&
    charAt(text, at + 3, end) === 0x2d;
  return matches ? 4 : 0;
}

/**
 * The length of a possessive at the apostrophe at `at`, as the `Possessive` pattern reads it, or 0:
 * `'s` (`owner's`), or an apostrophe before no letter or digit (`opponents' units`, as card text
 * writes the plural possessive).
 */
function possessiveLength(text: string, at: number, end: number): number {
  const next = charAt(text, at + 1, end);
  if (next === 0x73 || next === 0x53) return 2;
  return isWordPart(next) ? 0 : 1;
}

/** Whether the apostrophe at `at` starts the `'m` of `I'm`, as the `Is` pattern reads it. */
function firstPersonAm(text: string, at: number, end: number): boolean {
  const m = charAt(text, at + 1, end);
  return (m === 0x6d || m === 0x4d) && !isWordPart(charAt(text, at + 2, end));
}

/** Whether some token's pattern matches at `at`: where the lexer resumes after an error. */
function startsToken(text: string, at: number, end: number): boolean {
  const ch = charAt(text, at, end);
  if (isSpace(ch) || isDigit(ch) || isWordStart(ch) || ch === QUOTE) return true;
  if (SINGLE.has(ch) || ch === LESS || ch === GREATER) return true;
  const next = charAt(text, at + 1, end);
  if (ch === SLASH) return next === SLASH;
  if (ch === BANG) return next === EQUALS;
  if (isApostrophe(ch)) {
    return possessiveLength(text, at, end) > 0 || firstPersonAm(text, at, end);
  }
  return false;
}

/**
 * Where a string starting at `start` (a `"`) ends, as the offset after it; negative (minus that
 * offset) when it is not closed. Inside, any character but `"`, `\` and line ends, or `\` and any
 * character but a line end; an unterminated string takes a `\` just before the line end too.
 */
function stringEnd(text: string, start: number, end: number): number {
  let at = start + 1;
  for (;;) {
    const ch = charAt(text, at, end);
    if (ch === QUOTE) return at + 1;
    if (ch === BACKSLASH) {
      const next = charAt(text, at + 1, end);
      // `.` in the pattern: anything but the four line terminators of JavaScript.
      if (at + 1 < end && next !== LF && next !== CR && next !== 0x2028 && next !== 0x2029) {
        at += 2;
        continue;
      }
      return -(at + 1);
    }
    if (Number.isNaN(ch) || ch === LF || ch === CR) return -at;
    at++;
  }
}

/**
 * A token of `text[start, stop)`, its offsets counted from `base`, on line `line`, which starts at
 * `lineStart`. A function of its own rather than a closure over the scanner's position: a closure
 * would keep `line` and `lineStart` in a context object, read and written through memory for every
 * character of white space.
 */
function token(
  text: string,
  base: number,
  line: number,
  lineStart: number,
  type: TokenType,
  index: number,
  start: number,
  stop: number,
  image?: string,
): IToken {
  const column = start - lineStart + 1;
  // Keys in another order than Chevrotain's tokens, for a shape of their own (see above).
  return {
    tokenType: type,
    tokenTypeIdx: index,
    image: image ?? text.substring(start, stop),
    startOffset: start - base,
    endOffset: stop - 1 - base,
    startLine: line,
    endLine: line,
    startColumn: column,
    endColumn: column + stop - start - 1,
  };
}

/** Lexes text into tokens, keywords typed as keywords; the same result as `tokenize`. */
export function scan(text: string): ILexingResult {
  return scanRange(text, 0, text.length);
}

/**
 * `scan` of `text.slice(base, end)`, without the slice: `parseFile` lexes a file piece by piece,
 * and each character read from a sliced string goes through its parent (scanning the 10,000
 * generated cards from slices took a fifth longer). Offsets, lines and columns are the piece's,
 * as `scan` of the slice gives them.
 */
export function scanRange(text: string, base: number, end: number): ILexingResult {
  const tokens: IToken[] = [];
  // Appended by index: optimized, `push` here stayed a call to the builtin, one per token.
  let count = 0;
  const comments: IToken[] = [];
  const errors: ILexingError[] = [];
  let line = 1;
  let lineStart = base;
  let at = base;

  while (at < end) {
    const ch = text.charCodeAt(at);
    if (isSpace(ch)) {
      for (; at < end; at++) {
        const c = text.charCodeAt(at);
        if (!isSpace(c)) break;
        if (c === LF || (c === CR && charAt(text, at + 1, end) !== LF)) {
          line++;
          lineStart = at + 1;
        }
      }
      continue;
    }
    const start = at;
    if (isWordStart(ch)) {
      const cant = cantLength(text, at, end);
      if (cant > 0) {
        tokens[count++] = token(
          text,
          base,
          line,
          lineStart,
          t.Cant,
          t.Cant.tokenTypeIdx!,
          at,
          at + cant,
        );
        at += cant;
        continue;
      }
      const dont = dontLength(text, at, end);
      if (dont > 0) {
        tokens[count++] = token(
          text,
          base,
          line,
          lineStart,
          t.Dont,
          t.Dont.tokenTypeIdx!,
          at,
          at + dont,
        );
        at += dont;
        continue;
      }
      const non = nonLength(text, at, end);
      if (non > 0) {
        tokens[count++] = token(text, base, line, lineStart, t.Non, NON, at, at + non);
        at += non;
        continue;
      }
      // Walk the keyword trie while reading the word: no copy to look up, and none at all for a
      // keyword written in lower case.
      let state = keywordTrie.step(0, ch);
      let lowerCase = ch >= 0x61;
      at++;
      for (; at < end; at++) {
        const c = text.charCodeAt(at);
        if (!isWordPart(c)) break;
        if (state !== 0) state = keywordTrie.step(state, c);
        if (c >= 0x41 && c <= 0x5a) lowerCase = false;
      }
      const keyword = state === 0 ? undefined : keywordTrie.keyword(state);
      if (keyword === undefined)
        tokens[count++] = token(text, base, line, lineStart, t.Identifier, IDENTIFIER, start, at);
      else
        tokens[count++] = token(
          text,
          base,
          line,
          lineStart,
          keyword,
          keywordTrie.keywordIndex(state),
          start,
          at,
          lowerCase ? keywordTrie.spelling(state) : undefined,
        );
      continue;
    }
    if (isDigit(ch)) {
      at++;
      while (at < end && isDigit(text.charCodeAt(at))) at++;
      tokens[count++] = token(text, base, line, lineStart, t.Integer, INTEGER, start, at);
      continue;
    }
    if (ch === QUOTE) {
      const stop = stringEnd(text, at, end);
      if (stop > 0)
        tokens[count++] = token(text, base, line, lineStart, t.StringLiteral, STRING, start, stop);
      else
        tokens[count++] = token(
          text,
          base,
          line,
          lineStart,
          t.UnterminatedString,
          t.UnterminatedString.tokenTypeIdx!,
          start,
          -stop,
        );
      at = stop > 0 ? stop : -stop;
      continue;
    }
    const next = charAt(text, at + 1, end);
    if (ch === SLASH && next === SLASH) {
      at += 2;
      while (at < end) {
        const c = text.charCodeAt(at);
        if (c === LF || c === CR) break;
        at++;
      }
      comments.push(
        token(text, base, line, lineStart, t.Comment, t.Comment.tokenTypeIdx!, start, at),
      );
      continue;
    }
    if (ch === LESS || ch === GREATER || ch === BANG) {
      if (next === EQUALS) {
        const type = ch === LESS ? t.LessEqual : ch === GREATER ? t.GreaterEqual : t.NotEqual;
        tokens[count++] = token(text, base, line, lineStart, type, type.tokenTypeIdx!, at, at + 2);
        at += 2;
        continue;
      }
      if (ch !== BANG) {
        const type = ch === LESS ? t.LessThan : t.GreaterThan;
        tokens[count++] = token(text, base, line, lineStart, type, type.tokenTypeIdx!, at, at + 1);
        at++;
        continue;
      }
    }
    const single = ch < 128 ? SINGLE_ASCII[ch] : ch === 0x2014 ? t.EmDash : undefined;
    if (single !== undefined) {
      tokens[count++] = token(
        text,
        base,
        line,
        lineStart,
        single,
        ch < 128 ? SINGLE_INDEX[ch]! : single.tokenTypeIdx!,
        at,
        at + 1,
      );
      at++;
      continue;
    }
    if (isApostrophe(ch) && firstPersonAm(text, at, end)) {
      // `I'm`: the `'m` is `is` (tokens.ts's `FIRST_PERSON_AM`).
      tokens[count++] = token(text, base, line, lineStart, IS, IS.tokenTypeIdx!, at, at + 2);
      at += 2;
      continue;
    }
    const possessive = isApostrophe(ch) ? possessiveLength(text, at, end) : 0;
    if (possessive > 0) {
      tokens[count++] = token(
        text,
        base,
        line,
        lineStart,
        t.Possessive,
        t.Possessive.tokenTypeIdx!,
        at,
        at + possessive,
      );
      at += possessive;
      continue;
    }
    // Nothing matches: skip to where something does; the run is one error.
    do at++;
    while (at < end && !startsToken(text, at, end));
    errors.push({
      offset: start - base,
      line,
      column: start - lineStart + 1,
      length: at - start,
      message: `unexpected character: ->${text.charAt(start)}<- at offset: ${start - base}, skipped ${at - start} characters.`,
    });
  }
  return { tokens, groups: { comments }, errors };
}
