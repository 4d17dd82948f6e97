/**
 * The file as the formatter sees it: the tokens the parser read, and the comments between them.
 * Gap `g` is the space before token `g` (gap 0 is the start of the file, gap `tokens.length` its
 * end); every comment belongs to exactly one gap, so none can be lost or printed twice.
 */
import type { IToken } from "chevrotain";
// `tokenize` (the lexer plus keyword typing) is not re-exported by grammar/index.ts yet.
import { tokenize } from "../../grammar/tokens.js";

export class TokenStream {
  readonly tokens: readonly IToken[];
  /** `commentsBefore[g]`: the comments in gap `g`, in order. */
  readonly commentsBefore: readonly (readonly IToken[])[];

  constructor(readonly text: string) {
    const lexed = tokenize(text);
    this.tokens = lexed.tokens;
    const gaps: IToken[][] = Array.from({ length: this.tokens.length + 1 }, () => []);
    for (const comment of lexed.groups["comments"] ?? []) {
      gaps[this.indexAt(comment.startOffset)]!.push(comment);
    }
    this.commentsBefore = gaps;
  }

  get length(): number {
    return this.tokens.length;
  }

  /** The index of the first token starting at or after `offset`. */
  indexAt(offset: number): number {
    let low = 0;
    let high = this.tokens.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.tokens[middle]!.startOffset < offset) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  /** The index of the token starting exactly at `offset`; anything else is a formatter bug. */
  indexOfTokenAt(offset: number): number {
    const index = this.indexAt(offset);
    if (this.tokens[index]?.startOffset !== offset) {
      throw new Error(`formatter: no token starts at offset ${offset}`);
    }
    return index;
  }

  /** One past the index of the last token that ends at or before `endOffset`. */
  indexAfter(endOffset: number): number {
    return this.indexAt(endOffset);
  }

  typeName(index: number): string | undefined {
    return this.tokens[index]?.tokenType.name;
  }

  /** Where gap `g` starts: the end of the token before it, or the start of the file. */
  gapStart(g: number): number {
    return g === 0 ? 0 : endOf(this.tokens[g - 1]!);
  }

  /** Where gap `g` ends: the start of the token after it, or the end of the file. */
  gapEnd(g: number): number {
    return g < this.tokens.length ? this.tokens[g]!.startOffset : this.text.length;
  }

  /** Line breaks between two offsets (`\r\n`, `\n` and a lone `\r` each count once). */
  lineBreaks(from: number, to: number): number {
    let count = 0;
    for (let i = from; i < to; i++) {
      const ch = this.text.charCodeAt(i);
      if (ch === 10 || (ch === 13 && this.text.charCodeAt(i + 1) !== 10)) count++;
    }
    return count;
  }
}

export function endOf(token: IToken): number {
  return token.startOffset + token.image.length;
}
