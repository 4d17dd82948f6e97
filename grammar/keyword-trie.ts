/**
 * The keywords as a trie over the characters of a word, so that the scanner recognises a keyword
 * while it reads the word, in any case, without copying it or hashing it first; a keyword written
 * in lower case (most of them) then needs no copy of its text at all.
 */
import type { TokenType } from "chevrotain";
import * as t from "./tokens.js";

/** The characters of a word (`[A-Za-z0-9_]`), letters folded to lower case, as 0–36. */
function symbolOf(ch: number): number {
  if (ch >= 0x61 && ch <= 0x7a) return ch - 0x61;
  if (ch >= 0x41 && ch <= 0x5a) return ch - 0x41;
  if (ch >= 0x30 && ch <= 0x39) return 26 + ch - 0x30;
  return ch === 0x5f ? 36 : -1;
}
const SYMBOLS = 37;
/** `symbolOf` of each ASCII character, looked up rather than worked out: it runs per character. */
const SYMBOL_OF = Int8Array.from({ length: 128 }, (_, ch) => symbolOf(ch));

export class KeywordTrie {
  /** `next[state * SYMBOLS + symbol]`: the next state, or 0 (the root is never re-entered). */
  private next = new Int32Array(SYMBOLS * 64);
  private states = 1;
  /** The keyword a state spells, with its lower-case spelling. */
  private readonly keywords: (TokenType | undefined)[] = [];
  private readonly spellings: (string | undefined)[] = [];
  private readonly indices: number[] = [];

  constructor(words: Iterable<readonly [string, TokenType]>) {
    for (const [word, type] of words) this.add(word, type);
  }

  /** The state after `ch` from `state`; 0 once the word can no longer be a keyword. */
  step(state: number, ch: number): number {
    const symbol = ch < 128 ? SYMBOL_OF[ch]! : -1;
    return symbol < 0 ? 0 : this.next[state * SYMBOLS + symbol]!;
  }

  /** The keyword a whole word that ended in `state` spells, if any. */
  keyword(state: number): TokenType | undefined {
    return this.keywords[state];
  }

  /** That keyword's `tokenTypeIdx`, kept here so that the scanner never reads it from the type. */
  keywordIndex(state: number): number {
    return this.indices[state]!;
  }

  /** Its spelling in lower case: the image of a keyword written that way. */
  spelling(state: number): string | undefined {
    return this.spellings[state];
  }

  private add(word: string, type: TokenType): void {
    let state = 0;
    for (let i = 0; i < word.length; i++) {
      const symbol = symbolOf(word.charCodeAt(i));
      if (symbol < 0) return; // Not a word the scanner reads as one (`can't` has its own token).
      const at = state * SYMBOLS + symbol;
      let target = this.next[at]!;
      if (target === 0) {
        target = this.states++;
        if (this.states * SYMBOLS > this.next.length) {
          const grown = new Int32Array(this.next.length * 2);
          grown.set(this.next);
          this.next = grown;
        }
        this.next[at] = target;
      }
      state = target;
    }
    this.keywords[state] = type;
    this.spellings[state] = word.toLowerCase();
    this.indices[state] = type.tokenTypeIdx!;
  }
}

/** Every keyword spelling of `tokens.ts`, for the scanner. */
export const keywordTrie = new KeywordTrie(
  t.KEYWORDS.flatMap((info) =>
    info.words.flatMap((word) => {
      const type = t.keywordForWord(word);
      return type === undefined ? [] : [[word, type] as const];
    }),
  ),
);
