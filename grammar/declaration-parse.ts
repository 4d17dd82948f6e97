/**
 * Parsing one declaration, and reading it again line-group by line-group when it has a syntax
 * error.
 *
 * Chevrotain's own recovery keeps going after a mistake, but inside a card body almost any word
 * can start a clause, so one mistake tends to drag a trail of follow-on errors behind it. After an
 * error the body is therefore cut into groups of lines — a group ends where a line starts at the
 * group's indentation or less and the previous line did not end in `;`, `:` or `,` — and each
 * group is parsed on its own, reporting its first error only. Valid files never take this path.
 */
import type { CstNode, IRecognitionException, IToken, TokenType } from "chevrotain";
import type { DeclarationNode, Range } from "./ast.js";
import type { AstBuilder } from "./cst-to-ast.js";
import type { SyntaxCode } from "./diagnostics.js";
import { readDeclaration } from "./direct/read-declaration.js";
import { parser } from "./parser.js";
import { closestWord } from "./suggest.js";
import { afterDeclarationMessage, decodeSyntaxMessage, describeRule } from "./syntax-errors.js";
import * as t from "./tokens.js";

/** A syntax error; `token` undefined means "at the end of the declaration". */
export interface SyntaxError {
  token: IToken | undefined;
  code: SyntaxCode;
  message: string;
}

export interface ParsedDeclaration {
  declaration: DeclarationNode;
  errors: SyntaxError[];
}

type BodyRule = "definitionBody" | "scenarioBody" | "deckBody";
type HeadRule = "definitionHead" | "scenarioHead" | "deckHead";

/** A line ending in one of these continues on the next line. */
const CONTINUES_AFTER: ReadonlySet<TokenType> = new Set([
  t.Semicolon,
  t.Colon,
  t.Comma,
  t.Plus,
  t.Minus,
  t.EmDash,
  t.And,
  t.Or,
  t.Possessive,
]);
/** A line starting with one of these continues the line before. */
const CONTINUES_WITH: ReadonlySet<TokenType> = new Set([
  t.Semicolon,
  t.Comma,
  t.Colon,
  t.Dot,
  t.RCurly,
  t.RParen,
  t.Plus,
  t.And,
  t.Or,
  t.Otherwise,
  t.Instead,
]);

function toSyntaxError(error: IRecognitionException): SyntaxError {
  const { code, message } = decodeSyntaxMessage(error.message);
  const token = error.token;
  const real = token && !Number.isNaN(token.startOffset) && token.tokenType.name !== "EOF";
  return { token: real ? token : undefined, code, message };
}

let directReading = true;

/**
 * Turns the direct reader (`direct/read-declaration.ts`) off or on, so that tests and benchmarks
 * can compare it with Chevrotain alone. On by default.
 */
export function setDirectReading(on: boolean): void {
  directReading = on;
}

/**
 * Parses a declaration's tokens: first by the direct reader, which builds the AST of most valid
 * definitions without Chevrotain; then by Chevrotain without error recovery (fast); on a syntax
 * error, reads the body again group by group with recovery on.
 */
export function parseDeclaration(chunk: IToken[], builder: AstBuilder): ParsedDeclaration {
  const direct = directReading ? readDeclaration(chunk, builder) : undefined;
  if (direct !== undefined) return { declaration: direct, errors: [] };
  const fast = runRule("declaration", chunk, false);
  if (fast.errors.length === 0 && fast.cst) {
    return { declaration: builder.declaration(fast.cst), errors: [] };
  }
  const grouped = reparse(chunk, builder);
  if (grouped) return grouped;
  const whole = runRule("declaration", chunk, true);
  return {
    declaration: whole.cst
      ? builder.declaration(whole.cst)
      : { kind: "Error", range: builder.tokenRange(chunk[0]!) },
    errors: whole.errors.slice(0, 1).map(toSyntaxError),
  };
}

function rulesOf(first: TokenType): { head: HeadRule; body: BodyRule } | undefined {
  if (first === t.CardKw || first === t.TokenKw)
    return { head: "definitionHead", body: "definitionBody" };
  if (first === t.ScenarioKw) return { head: "scenarioHead", body: "scenarioBody" };
  if (first === t.DeckKw) return { head: "deckHead", body: "deckBody" };
  return undefined;
}

function runRule(
  rule: "declaration" | HeadRule | BodyRule,
  tokens: IToken[],
  recover = true,
): { cst: CstNode | undefined; errors: IRecognitionException[] } {
  parser.setRecovery(recover);
  parser.input = tokens;
  const cst: CstNode | undefined = parser[rule]();
  return { cst, errors: parser.errors };
}

/** Undefined when the declaration has no body to read again (no `{`, or a broken head). */
function reparse(chunk: IToken[], builder: AstBuilder): ParsedDeclaration | undefined {
  const rules = rulesOf(chunk[0]!.tokenType);
  const open = chunk.findIndex((token) => token.tokenType === t.LCurly);
  if (!rules || open < 0) return undefined;
  const head = runRule(rules.head, chunk.slice(0, open));
  if (head.errors.length > 0 || !head.cst) return undefined;

  const errors: SyntaxError[] = [];
  const close = matchingClose(chunk, open);
  const bodyEnd = close ?? chunk.length;
  if (close === undefined) {
    errors.push({
      token: undefined,
      code: "RS1022",
      message: `expected \`}\` to close the \`{\` on line ${chunk[open]!.startLine! + builder.origin.line}`,
    });
  } else if (close < chunk.length - 1) {
    const extra = chunk[close + 1]!;
    errors.push({ token: extra, code: "RS1026", message: afterDeclarationMessage(extra) });
  }

  const bodies: CstNode[] = [];
  for (const [from, to] of lineGroups(chunk, open + 1, bodyEnd)) {
    const group = chunk.slice(from, to);
    const { cst, errors: groupErrors } = runRule(rules.body, group);
    if (cst) bodies.push(cst);
    const first = groupErrors[0];
    if (first) {
      const error = withSpelling(first, group, rules.body);
      // Running off the end of a group is running into what follows it.
      errors.push(error.token ? error : { ...error, token: chunk[to] });
    }
  }

  const start = builder.tokenRange(chunk[0]!);
  const end = builder.tokenRange(chunk[Math.min(bodyEnd, chunk.length - 1)]!);
  const range: Range = {
    ...start,
    endLine: end.endLine,
    endColumn: end.endColumn,
    endOffset: end.endOffset,
  };
  try {
    const declaration =
      rules.body === "definitionBody"
        ? builder.definitionFrom(head.cst, bodies, range)
        : rules.body === "scenarioBody"
          ? builder.scenarioFrom(head.cst, bodies, range)
          : builder.deckFrom(head.cst, bodies, range);
    return { declaration, errors };
  } catch {
    return { declaration: { kind: "Error", range }, errors };
  }
}

function matchingClose(chunk: readonly IToken[], open: number): number | undefined {
  let depth = 0;
  for (let i = open; i < chunk.length; i++) {
    const type = chunk[i]!.tokenType;
    if (type === t.LCurly || type === t.LParen) depth++;
    else if (type === t.RCurly || type === t.RParen) {
      depth--;
      if (depth === 0) return type === t.RCurly ? i : undefined;
    }
  }
  return undefined;
}

/** Cuts `[from, to)` into groups of lines that each hold whole clauses, steps or deck lines. */
function lineGroups(tokens: readonly IToken[], from: number, to: number): [number, number][] {
  const groups: [number, number][] = [];
  let start = from;
  let depth = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (i > start && depth === 0) {
      const previous = tokens[i - 1]!;
      const newLine = token.startLine! > previous.endLine!;
      if (
        newLine &&
        token.startColumn! <= tokens[start]!.startColumn! &&
        !CONTINUES_AFTER.has(previous.tokenType) &&
        !CONTINUES_WITH.has(token.tokenType)
      ) {
        groups.push([start, i]);
        start = i;
      }
    }
    const type = token.tokenType;
    if (type === t.LCurly || type === t.LParen) depth++;
    else if ((type === t.RCurly || type === t.RParen) && depth > 0) depth--;
  }
  if (to > start) groups.push([start, to]);
  return groups;
}

/** What the grammar expects before `group[index]`: the innermost rule all ways on share. */
function expectedAt(
  group: readonly IToken[],
  index: number,
  rule: BodyRule,
): { code: SyntaxCode; what: string } {
  const paths = parser.computeContentAssist(rule, group.slice(0, index));
  let common: string[] = paths[0]?.ruleStack ?? [rule];
  for (const path of paths) {
    let shared = 0;
    while (shared < common.length && common[shared] === path.ruleStack[shared]) shared++;
    common = common.slice(0, shared);
  }
  return describeRule(common);
}

/** The first tokens of an instruction, from the grammar itself. */
let instructionStarts: ReadonlySet<TokenType> | undefined;

/**
 * `draw 1. discard 1` reads as a spell effect followed by a new ability (`discard 1: …` is an
 * activated ability), which then fails. When an error follows a `.` whose next word can start an
 * instruction, the `.` is the mistake.
 */
function fullStopBefore(group: readonly IToken[], at: number): IToken | undefined {
  instructionStarts ??= new Set(
    parser.computeContentAssist("instruction", []).map((path) => path.nextTokenType),
  );
  for (let i = Math.min(at, group.length) - 1; i >= 0; i--) {
    const token = group[i]!;
    if (token.tokenType !== t.Dot) continue;
    const next = group[i + 1];
    return next && instructionStarts.has(next.tokenType) ? token : undefined;
  }
  return undefined;
}

/**
 * A misspelt keyword usually reads as a name, and the parser only stumbles a word or two later.
 * Looks back a few tokens for a word close to a keyword that is valid where the word stands, and
 * reports the mistake there: "expected an instruction …, found `drow`; did you mean `draw`?".
 */
function withSpelling(
  error: IRecognitionException,
  group: readonly IToken[],
  rule: BodyRule,
): SyntaxError {
  const plain = toSyntaxError(error);
  const at = plain.token ? group.indexOf(plain.token) : group.length;
  const redundant = error.name === "NotAllInputParsedException" || plain.code === "RS1026";
  const stop = fullStopBefore(group, at);
  if (stop) {
    return {
      token: stop,
      code: "RS1028",
      message: "`.` ends the ability here; join the instructions of one ability with `;`",
    };
  }
  for (let i = Math.max(0, at - 3); i <= Math.min(at, group.length - 1); i++) {
    const word = group[i]!;
    if (word.tokenType !== t.Identifier) continue;
    const paths = parser.computeContentAssist(rule, group.slice(0, i));
    const candidates = new Map<string, string[]>();
    for (const path of paths) {
      const info = t.keywordInfo(path.nextTokenType);
      if (!info) continue;
      for (const spelling of info.words) candidates.set(spelling, path.ruleStack);
    }
    const best = closestWord(word.image, candidates.keys());
    if (best === undefined) continue;
    const { code, what } = describeRule(candidates.get(best)!);
    return {
      token: word,
      code,
      message: `expected ${what}, found \`${word.image}\`; did you mean \`${best}\`?`,
    };
  }
  // `if maybe, …`: a word read as the start of `maybe's owner`; the word is the mistake.
  const previous = group[at - 1];
  if (plain.message.startsWith("expected `'s`") && previous?.tokenType === t.Identifier) {
    const { code, what } = expectedAt(group, at - 1, rule);
    return { token: previous, code, message: `expected ${what}, found \`${previous.image}\`` };
  }
  if (redundant && plain.token) {
    const { code, what } = describeRule([rule]);
    return {
      token: plain.token,
      code,
      message: `expected ${what}, found \`${plain.token.image}\``,
    };
  }
  return plain;
}
