/**
 * Completion at the cursor: the keywords the grammar accepts there (Chevrotain's content assist
 * over the tokens before the cursor), and the card, token, tag and bound names of the unit where
 * the grammar expects a name.
 */
import { createTokenInstance, type IToken, type TokenType } from "chevrotain";
import { keywordInfo, parser } from "../../../grammar/index.js";
// `tokenize` (the lexer plus keyword typing) is not re-exported by the grammar's index yet.
import { LCurly as LCURLY, RCurly as RCURLY, tokenize } from "../../../grammar/tokens.js";
import { categoryLabel, writtenSpelling } from "./keyword-hover.js";
import { tokensOf } from "./token-cache.js";
import type { Outline } from "./outline.js";

export type CompletionKind = "keyword" | "card" | "token" | "tag" | "bound" | "player";

export interface CompletionEntry {
  label: string;
  kind: CompletionKind;
  insertText: string;
  detail: string;
  /** `insertText` is a Monaco snippet (`{ draw $0 }`: the cursor lands at `$0`). */
  snippet?: boolean;
  /** The text the entry replaces: the partial word or name before the cursor. */
  startOffset: number;
  endOffset: number;
}

const NAME_TOKENS = new Set(["AnyString", "StringLiteral", "UnterminatedString"]);
const WORD_TOKENS = new Set(["Identifier"]);

function isWordToken(token: IToken): boolean {
  return token.tokenType.name === "Identifier" || keywordInfo(token.tokenType) !== undefined;
}

/** A declaration starts here: `card unit`, `token gear`, `scenario "…"`, `deck "…"`, `use "…"`. */
function startsDeclaration(tokens: readonly IToken[], index: number): boolean {
  const info = keywordInfo(tokens[index]!.tokenType);
  if (info?.category !== "declaration") return false;
  const next = tokens[index + 1];
  if (!next) return true;
  if (info.name === "CardKw" || info.name === "TokenKw") {
    return keywordInfo(next.tokenType)?.category === "cardType";
  }
  return next.tokenType.CATEGORIES?.some((category) => category.name === "AnyString") ?? false;
}

/**
 * The tokens of the declaration the cursor is in: content assist restarts at the last declaration
 * that begins a line, so an unfinished card earlier in the file does not hide what fits here.
 */
export function currentDeclaration(tokens: readonly IToken[]): IToken[] {
  return tokens.slice(declarationBounds(tokens, tokens.length - 1)[0]);
}

/**
 * The tokens `[start, end)` of the declaration holding the token at `index`: from the last
 * declaration that begins a line at or before it to the next one after it.
 */
export function declarationBounds(tokens: readonly IToken[], index: number): [number, number] {
  const begins = (i: number): boolean =>
    tokens[i]!.startColumn === 1 && startsDeclaration(tokens, i);
  let start = index;
  while (start > 0 && !begins(start)) start--;
  let end = index + 1;
  while (end < tokens.length && !begins(end)) end++;
  return [Math.max(start, 0), end];
}

/** The kinds of card the rules let a player play (the runtime refuses runes, legends, battlefields). */
const PLAYABLE_TYPES: ReadonlySet<string> = new Set(["unit", "gear", "spell"]);

/**
 * The cursor follows a scenario's play step: `A plays |`, `A can't play "|`. There the grammar
 * accepts any object name, a label or a player's possessive, but only a card of a playable type
 * can be played (tokens are not cards, RULES O4), so that is all completion offers.
 */
function afterPlayStep(before: readonly IToken[]): boolean {
  const last = before[before.length - 1];
  if (!last || keywordInfo(last.tokenType)?.name !== "Play") return false;
  const declaration = currentDeclaration(before)[0];
  return declaration !== undefined && keywordInfo(declaration.tokenType)?.name === "ScenarioKw";
}

interface NextToken {
  type: TokenType;
  /** The grammar rules the token would be read in, outermost first. */
  rules: readonly string[];
}

/** Where an instruction starts: after an ability's `:`, `;`, `,`, `{` or a joining `and`. */
const INSTRUCTION_BOUNDARIES: ReadonlySet<string> = new Set([
  "Colon",
  "Semicolon",
  "Comma",
  "LCurly",
  "And",
]);

/**
 * The grammar's ways on from the tokens. Where an instruction starts, the subject of `this gets
 * +1 might this turn` could open with any filter word (`friendly`, `card`, a domain): offered
 * there, they would bury the verbs, so that form is offered only once its first word is written.
 */
function nextTokens(tokens: readonly IToken[]): NextToken[] {
  try {
    const last = tokens[tokens.length - 1];
    const atInstructionStart =
      last !== undefined && INSTRUCTION_BOUNDARIES.has(last.tokenType.name);
    return parser
      .computeContentAssist("file", [...tokens])
      .filter((path) => !(atInstructionStart && path.ruleStack.includes("getsInstruction")))
      .map((path) => ({ type: path.nextTokenType, rules: path.ruleStack }));
  } catch {
    // Content assist explores the grammar without recovery; a dead end offers nothing.
    return [];
  }
}

/** How many lines back completion looks for a start that reads past an earlier mistake. */
const MAX_RESTARTS = 40;

/**
 * The tokens to ask the grammar about when the declaration has a mistake before the cursor (a
 * keyword misspelt two lines up): content assist stops at the mistake, so it is asked again as if
 * the body began at a later line — the earliest line from which the text up to the cursor reads,
 * or the cursor's own line — keeping the declaration's head and the lines that open the blocks
 * still open there (`setup {`), so the cursor's line is read in its block. The declaration itself
 * when no line reads.
 */
function readingAfterMistake(declaration: readonly IToken[], ownLine: boolean): IToken[] {
  for (const reading of readingsAfterMistake(declaration, ownLine)) {
    if (nextTokens(reading).length > 0) return reading;
  }
  return [...declaration];
}

/**
 * The ways to read a declaration's tokens past a mistake, earliest restart first: its head, the
 * lines that open the blocks still open at a later line, and the tokens from that line on (with
 * `ownLine`, last of all the head and open blocks alone). The hover asks them too, for the use of
 * a word after an unreadable line (`word-use.ts`).
 */
export function* readingsAfterMistake(
  declaration: readonly IToken[],
  ownLine: boolean,
): Generator<IToken[]> {
  const open = declaration.findIndex((token) => token.tokenType === LCURLY);
  if (open < 0) return;
  const starts: number[] = [];
  for (let i = open + 1; i < declaration.length; i++) {
    if (declaration[i]!.startLine! > declaration[i - 1]!.endLine!) starts.push(i);
  }
  // The cursor on a line of its own: nothing of the body before it is needed.
  if (ownLine) starts.push(declaration.length);
  for (const start of starts.slice(-MAX_RESTARTS)) {
    yield [
      ...declaration.slice(0, open + 1),
      ...openBlocks(declaration, open, start),
      ...declaration.slice(start),
    ];
  }
}

/** The lines, up to their `{`, of the blocks opened after `open` and still open at `start`. */
function openBlocks(tokens: readonly IToken[], open: number, start: number): IToken[] {
  const stack: number[] = [];
  for (let i = open + 1; i < start; i++) {
    const type = tokens[i]!.tokenType;
    if (type === LCURLY) stack.push(i);
    else if (type === RCURLY) stack.pop();
  }
  return stack.flatMap((brace) => {
    let from = brace;
    while (from > open + 1 && tokens[from - 1]!.endLine === tokens[brace]!.startLine) from--;
    return tokens.slice(from, brace + 1);
  });
}

/** The offset is in a comment (which runs to the end of its line), or right at its end. */
export function inComment(text: string, offset: number): boolean {
  // The comments of the whole text (lexed once per text, `token-cache.ts`): lexing is left to
  // right, so a comment that holds the offset is one in the text before it too.
  const comments = tokensOf(text).groups["comments"] ?? [];
  return comments.some(
    (comment) => comment.startOffset < offset && offset <= comment.endOffset! + 1,
  );
}

export function complete(text: string, offset: number, outline: Outline): CompletionEntry[] {
  // In a comment nothing is code: Ctrl+Space there offers nothing.
  if (inComment(text, offset)) return [];
  const tokens = tokenize(text.slice(0, offset)).tokens;
  let start = offset;
  const last = tokens[tokens.length - 1];
  const touching = last !== undefined && last.endOffset! + 1 === offset;
  if (touching && last.tokenType.name === "UnterminatedString") {
    // Inside a name being typed: only card and token names fit (after `plays`, playable cards).
    const playable = afterPlayStep(tokens.slice(0, -1));
    return nameEntries(outline, offset - (last.image.length - 1), offset, false, playable);
  }
  if (touching && (isWordToken(last) || last.tokenType.name === "Integer")) {
    tokens.pop();
    start = last.startOffset;
  }
  if (afterPlayStep(tokens)) return nameEntries(outline, start, offset, true, true);

  const declaration = currentDeclaration(tokens);
  let reading = declaration;
  let expected = nextTokens(declaration);
  if (expected.length === 0) {
    const lineStart = text.lastIndexOf("\n", start - 1) + 1;
    reading = readingAfterMistake(declaration, text.slice(lineStart, start).trim() === "");
    expected = nextTokens(reading);
  }
  const entries: CompletionEntry[] = [];
  const seen = new Set<string>();
  const add = (entry: Omit<CompletionEntry, "startOffset" | "endOffset">): void => {
    const key = `${entry.kind}:${entry.label}`;
    if (seen.has(key)) return;
    seen.add(key);
    entries.push({ ...entry, startOffset: start, endOffset: offset });
  };
  let wantsName = false;
  let wantsTag = false;
  let wantsBound = false;
  let wantsPlayer = false;
  let wantsMode = false;
  const given = givenOnce(text, start);
  for (const { type, rules } of expected) {
    const info = keywordInfo(type);
    // A characteristic a card gives once (`cost`, `might`) is not offered again once it is given.
    if (given.has(rules[rules.length - 1]!)) continue;
    if (rules[rules.length - 1] === "scenarioPlayer") {
      // `A` here is a player, not the article the keyword `a` is elsewhere.
      wantsPlayer = true;
    } else if (type.name === "LCurly" && rules[rules.length - 1] === "mode") {
      wantsMode = true;
    } else if (info) {
      const word = writtenSpelling(info);
      add({
        label: word,
        kind: "keyword",
        insertText: word,
        detail: categoryLabel(info.category),
      });
    } else if (NAME_TOKENS.has(type.name) || WORD_TOKENS.has(type.name)) {
      const wants = wantedNames(rules, WORD_TOKENS.has(type.name));
      wantsName ||= wants.names;
      wantsTag ||= wants.tags;
      wantsBound ||= wants.bound;
    }
  }
  if (wantsPlayer) {
    for (const [letter, detail] of PLAYERS) {
      add({ label: letter, kind: "player", insertText: letter, detail });
    }
  }
  if (wantsMode) {
    // `choose one: |` — a mode is an effect in braces: offer what may start one, with its brace.
    for (const entry of modeStarts(reading)) add(entry);
  }
  if (wantsName) {
    for (const entry of nameEntries(outline, start, offset, true)) add(entry);
  }
  if (wantsTag) {
    for (const tag of outline.tags)
      add({ label: tag, kind: "tag", insertText: tag, detail: "tag" });
  }
  if (wantsBound) {
    for (const name of boundBefore(declaration)) {
      add({ label: name, kind: "bound", insertText: name, detail: "bound name" });
    }
  }
  return entries;
}

/**
 * The characteristics a card gives at most once (the checker's RS2020), by the clause that
 * writes each and the keyword that opens it.
 */
const ONCE_CLAUSES: ReadonlyMap<string, string> = new Map([
  ["CostKw", "costClause"],
  ["DomainKw", "domainsClause"],
  ["Might", "mightClause"],
]);

/**
 * The once-only clauses already written in the declaration around `start` (before or after the
 * cursor, never the word being completed): each a line of the card's body that opens with
 * `cost`, `domain` or `might`.
 */
function givenOnce(text: string, start: number): Set<string> {
  const tokens = tokensOf(text).tokens;
  let index = tokens.findIndex((token) => token.startOffset >= start);
  if (index < 0) index = tokens.length;
  const given = new Set<string>();
  if (tokens.length === 0) return given;
  const [from, to] = declarationBounds(tokens, Math.max(index - 1, 0));
  let depth = 0;
  for (let i = from; i < to; i++) {
    const token = tokens[i]!;
    if (token.tokenType === LCURLY) depth++;
    else if (token.tokenType === RCURLY) depth--;
    const previous = tokens[i - 1];
    const opensLine =
      previous !== undefined &&
      (previous.endLine! < token.startLine! || (depth === 1 && previous.tokenType === LCURLY));
    const clause = ONCE_CLAUSES.get(keywordInfo(token.tokenType)?.name ?? "");
    if (clause && depth === 1 && opensLine && token.startOffset !== start) given.add(clause);
  }
  return given;
}

/**
 * A scenario's players, letters in turn order; a letter named seats every letter before it
 * (LANGUAGE.md, Scenarios), and a game has at most four.
 */
const PLAYERS: readonly (readonly [string, string])[] = [
  ["A", "player, first in turn order"],
  ["B", "player, second in turn order"],
  ["C", "player, third (a game of three or more)"],
  ["D", "player, fourth (a game of four)"],
];

/**
 * What may start a mode's effect where the grammar expects a mode's `{`: the keywords content
 * assist offers after a `{`, each written in its braces (`{ draw | }`), so choosing one writes the
 * mode too.
 */
function modeStarts(
  declaration: readonly IToken[],
): Omit<CompletionEntry, "startOffset" | "endOffset">[] {
  const last = declaration[declaration.length - 1];
  const at = last ? last.endOffset! + 1 : 0;
  const brace = createTokenInstance(LCURLY, "{", at, at, NaN, NaN, NaN, NaN);
  const entries: Omit<CompletionEntry, "startOffset" | "endOffset">[] = [];
  const seen = new Set<string>();
  for (const { type } of nextTokens([...declaration, brace])) {
    const info = keywordInfo(type);
    if (!info) continue;
    const word = writtenSpelling(info);
    if (seen.has(word)) continue;
    seen.add(word);
    entries.push({
      label: word,
      kind: "keyword",
      insertText: `{ ${word} $0 }`,
      snippet: true,
      detail: `starts a mode: { ${word} … }`,
    });
  }
  return entries;
}

/** Rules whose `name` is a tag (`tags Soldier`, `with tag Bird`), never a card's name. */
const TAG_RULES: ReadonlySet<string> = new Set(["tagsClause", "withQualifier"]);

/**
 * What a name or word the grammar accepts stands for, read from the rule it would be read in: a
 * `name` is a card's or token's name or a tag, a tags clause's only a tag; a word elsewhere is a
 * name bound earlier (`lost`, a scenario's label) — but a `binding` makes a new one, and a
 * scenario's player is a letter, so neither offers the names already there.
 */
function wantedNames(
  rules: readonly string[],
  bare: boolean,
): { names: boolean; tags: boolean; bound: boolean } {
  const rule = rules[rules.length - 1];
  if (rule === "binding" || rule === "scenarioPlayer") {
    return { names: false, tags: false, bound: false };
  }
  if (rule === "name") {
    const tagOnly = TAG_RULES.has(rules[rules.length - 2] ?? "");
    return { names: !tagOnly, tags: true, bound: false };
  }
  return bare
    ? { names: false, tags: false, bound: true }
    : { names: true, tags: false, bound: false };
}

/**
 * The names bound before the cursor in the declaration it is in (`as lost`, a scenario's `as m1`):
 * a name bound in another card is not in scope here. Read from the tokens, so a declaration still
 * being typed, which does not parse, has its bindings too.
 */
function boundBefore(declaration: readonly IToken[]): string[] {
  const names = new Set<string>();
  for (let i = 1; i < declaration.length; i++) {
    const token = declaration[i]!;
    if (token.tokenType.name !== "Identifier") continue;
    if (keywordInfo(declaration[i - 1]!.tokenType)?.name === "As") names.add(token.image);
  }
  return [...names].sort();
}

function nameEntries(
  outline: Outline,
  startOffset: number,
  endOffset: number,
  quote: boolean,
  playableOnly = false,
): CompletionEntry[] {
  const entries: CompletionEntry[] = [];
  const seen = new Set<string>();
  for (const declaration of outline.declarations) {
    if (declaration.kind !== "card" && declaration.kind !== "token") continue;
    if (
      playableOnly &&
      (declaration.kind !== "card" || !PLAYABLE_TYPES.has(declaration.cardType ?? ""))
    ) {
      continue;
    }
    if (seen.has(declaration.name)) continue;
    seen.add(declaration.name);
    entries.push({
      label: declaration.name,
      kind: declaration.kind,
      insertText: quote ? quoteName(declaration.name) : escapeName(declaration.name),
      detail: `${declaration.kind} ${declaration.cardType ?? ""}`.trim(),
      startOffset,
      endOffset,
    });
  }
  return entries;
}

/** A name as Riftscript writes it between quotes (`grammar/strings.ts` escapes). */
export function escapeName(name: string): string {
  return name.replace(/[\\"\n\t]|[\u0000-\u001f\u007f]/g, (character) => {
    switch (character) {
      case "\\":
        return "\\\\";
      case '"':
        return '\\"';
      case "\n":
        return "\\n";
      case "\t":
        return "\\t";
      default:
        return `\\u{${character.charCodeAt(0).toString(16)}}`;
    }
  });
}

export function quoteName(name: string): string {
  return `"${escapeName(name)}"`;
}
