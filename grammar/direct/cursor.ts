/**
 * The direct reader's view of one declaration's tokens: where it stands, what lies ahead, and the
 * leaves of the AST (ranges, names, numbers) made exactly as `AstBuilder` makes them.
 *
 * The reader gives up — returns undefined — rather than guess; so do these leaves wherever the
 * AST builder would report something (a number too large, a bad escape, an unterminated string):
 * such text goes to Chevrotain and the builder, which say what is wrong.
 */
import type { IToken, TokenType } from "chevrotain";
import type { NameNode, PlayerNode, Range } from "../ast.js";
import { integerValue, type AstBuilder } from "../cst-to-ast.js";
import { decodeString } from "../strings.js";
import { StringLiteral } from "../tokens.js";
import type { TokenSet } from "./first-sets.js";

/** Instructions, abilities, blocks and conditions nested deeper than this go to Chevrotain. */
export const MAX_DIRECT_DEPTH = 24;

export class Cursor {
  /** Index of the next token. */
  at = 0;
  /** How deep the reader is in nested instructions, abilities, blocks and conditions. */
  depth = 0;
  /** The player a subjectless `discards` continues (`read-instructions.ts`), while it is read. */
  carried: PlayerNode | undefined = undefined;
  /**
   * Items of the lists being read, each list above the one it is nested in. A finished list is
   * copied out at its exact length: an array grown by `push` keeps room for 17 items, and the AST
   * holds many short lists (exact lists took it from 3.3 to 2.8 kB per bundled card).
   */
  private readonly pending: unknown[] = [];
  /**
   * One past the last pending item. The array is never shortened through `length`, which would
   * trim its store, or empty it when a declaration's outermost list ends, only for it to grow again.
   */
  private top = 0;

  /** One past the last token. */
  readonly end: number;

  constructor(
    readonly tokens: readonly IToken[],
    readonly builder: AstBuilder,
  ) {
    this.end = tokens.length;
  }

  /**
   * The type of the token `i` ahead (1 = the next one, 0 and below the ones read); undefined
   * past either end, as EOF.
   */
  la(i: number): TokenType | undefined {
    const index = this.at + i - 1;
    return index >= 0 && index < this.end ? this.tokens[index]!.tokenType : undefined;
  }

  /** The spelling of the token `i` ahead; empty past the end. */
  image(i: number): string {
    const index = this.at + i - 1;
    return index < this.end ? this.tokens[index]!.image : "";
  }

  /** The next token's type. */
  next(): TokenType | undefined {
    return this.at < this.end ? this.tokens[this.at]!.tokenType : undefined;
  }

  /** Takes the next token if it is of `type`. */
  take(type: TokenType): IToken | undefined {
    if (this.at >= this.end) return undefined;
    const token = this.tokens[this.at]!;
    if (token.tokenType !== type) return undefined;
    this.at++;
    return token;
  }

  /** Takes the next token whatever it is; callers have looked at its type. */
  advance(): IToken {
    return this.tokens[this.at++]!;
  }

  /** Whether the next token's type is in `types`. */
  nextIn(types: TokenSet): boolean {
    return this.at < this.end && types.has(this.tokens[this.at]!.tokenType);
  }

  /** Where a list starts among the pending items. */
  mark(): number {
    return this.top;
  }

  hold(item: unknown): void {
    this.pending[this.top++] = item;
  }

  /**
   * The items held since `mark`, as a list of their exact length (short ones from a literal).
   * Lowering has its own copy of this stack (`ListStack`, compiler/lower/context.ts): one class
   * serving both measured 5% slower (54 → 57.5 ms for 10,000 cards), its loads then seeing the
   * reader's nodes and lowering's objects alike.
   */
  listFrom<T>(mark: number): T[] {
    const pending = this.pending as T[];
    const length = this.top - mark;
    this.top = mark;
    switch (length) {
      case 0:
        return [];
      case 1:
        return [pending[mark]!];
      case 2:
        return [pending[mark]!, pending[mark + 1]!];
      default:
        return pending.slice(mark, mark + length);
    }
  }

  /** The range of a node whose first token is at `start` and last token just before `at`. */
  rangeFrom(start: number): Range {
    return this.builder.tokensRange(this.tokens[start]!, this.tokens[this.at - 1]!);
  }

  tokenRange(token: IToken): Range {
    return this.builder.tokenRange(token);
  }

  /**
   * A count's value: an `Integer`, or a number word (`two`); undefined when the builder would
   * report it too large.
   */
  integer(token: IToken): number | undefined {
    return integerValue(token.image);
  }

  /** A quoted name: undefined for a bad escape or an unterminated string. */
  quotedName(token: IToken): NameNode | undefined {
    if (token.tokenType !== StringLiteral) return undefined;
    const image = token.image;
    // A `StringLiteral` is closed, so without a backslash its text is what lies between the quotes,
    // as `decodeString` would find.
    let text = image.includes("\\") ? undefined : image.slice(1, -1);
    if (text === undefined) {
      const { value, problems } = decodeString(image);
      if (problems.length > 0) return undefined;
      text = value;
    }
    return { kind: "Name", text, quoted: true, range: this.builder.tokenRange(token) };
  }

  identifierName(token: IToken): NameNode {
    return {
      kind: "Name",
      text: token.image,
      quoted: false,
      range: this.builder.tokenRange(token),
    };
  }
}
