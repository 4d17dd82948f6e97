/**
 * `parseFile`: text in, AST and syntax diagnostics out, for any input — never an exception.
 *
 * The file is lexed once, then cut into declarations at their opening keywords (`card unit …`,
 * `scenario "…"`), and each declaration is parsed on its own. A mistake inside one card — even a
 * missing `}` — therefore cannot hide the mistakes of the next one, and a run of garbage between
 * declarations is one diagnostic, not hundreds.
 */
import type { ILexingError, IRecognitionException, IToken, TokenType } from "chevrotain";
import type { DeclarationNode, Range, SourceFileNode, UseNode } from "./ast.js";
import { AstBuilder } from "./cst-to-ast.js";
import type { Diagnostic, SyntaxCode } from "./diagnostics.js";
import { parser } from "./parser.js";
import { closestWord } from "./suggest.js";
import { decodeSyntaxMessage } from "./syntax-errors.js";
import * as t from "./tokens.js";

/** Brackets deeper than this are reported (RS1023) instead of parsed. */
export const MAX_NESTING = 64;
/** At most this many diagnostics per file; then one RS1024 says the rest were left out. */
export const MAX_DIAGNOSTICS = 100;
/** Lexer errors beyond this many are summarised, so a file of random bytes stays readable. */
const MAX_LEXER_DIAGNOSTICS = 20;

export interface ParseResult {
  ast: SourceFileNode;
  diagnostics: Diagnostic[];
}

const CARD_TYPE_TOKENS: ReadonlySet<TokenType> = new Set([
  t.Unit,
  t.Gear,
  t.Spell,
  t.Rune,
  t.Legend,
  t.Battlefield,
]);
const DECLARATION_WORDS = ["card", "token", "scenario", "deck", "use"];

function isStringToken(token: IToken | undefined): boolean {
  return token?.tokenType === t.StringLiteral || token?.tokenType === t.UnterminatedString;
}

/** `card unit`, `token gear`, `scenario "…"`, `deck "…"`, `use "…"`. */
function startsDeclaration(tokens: readonly IToken[], i: number): boolean {
  const type = tokens[i]!.tokenType;
  const next = tokens[i + 1];
  if (type === t.CardKw || type === t.TokenKw) {
    return next !== undefined && CARD_TYPE_TOKENS.has(next.tokenType);
  }
  if (type === t.ScenarioKw || type === t.DeckKw || type === t.Use) return isStringToken(next);
  return false;
}

/**
 * Cuts the token list where declarations start: at depth 0, or at the start of a line in
 * column 1 (so a missing `}` ends the card it belongs to, not the whole file).
 */
function splitDeclarations(tokens: readonly IToken[]): { start: number; end: number }[] {
  const chunks: { start: number; end: number }[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const type = token.tokenType;
    const lineStart = i === 0 || tokens[i - 1]!.endLine! < token.startLine!;
    if ((depth <= 0 || (lineStart && token.startColumn === 1)) && startsDeclaration(tokens, i)) {
      if (i > start) chunks.push({ start, end: i });
      start = i;
      depth = 0;
    }
    if (type === t.LCurly || type === t.LParen) depth++;
    else if (type === t.RCurly || type === t.RParen) depth--;
  }
  if (tokens.length > start) chunks.push({ start, end: tokens.length });
  return chunks;
}

class DiagnosticSink {
  readonly list: Diagnostic[] = [];
  full = false;

  constructor(private readonly file: string) {}

  add(diagnostic: Diagnostic): void {
    if (this.full) return;
    if (this.list.length >= MAX_DIAGNOSTICS) {
      this.full = true;
      this.list.push({
        ...diagnostic,
        severity: "error",
        code: "RS1024",
        message: `too many errors; stopped after ${MAX_DIAGNOSTICS}`,
      });
      return;
    }
    const last = this.list[this.list.length - 1];
    if (last && last.offset === diagnostic.offset && last.code === diagnostic.code) return;
    this.list.push(diagnostic);
  }

  at(range: Range, code: SyntaxCode, message: string): void {
    this.add({
      file: this.file,
      line: range.line,
      column: range.column,
      endLine: range.endLine,
      endColumn: range.endColumn,
      offset: range.offset,
      endOffset: range.endOffset,
      severity: "error",
      code,
      message,
    });
  }
}

function tokenRange(file: string, token: IToken): Range {
  return {
    file,
    line: token.startLine!,
    column: token.startColumn!,
    endLine: token.endLine!,
    endColumn: token.endColumn! + 1,
    offset: token.startOffset,
    endOffset: token.endOffset! + 1,
  };
}

/** Where a position lies in the text, for errors at the end of the file. */
function positionAt(file: string, text: string, offset: number): Range {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 10 || (ch === 13 && text.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  const column = offset - lineStart + 1;
  return { file, line, column, endLine: line, endColumn: column, offset, endOffset: offset };
}

function reportLexerErrors(
  errors: readonly ILexingError[],
  text: string,
  file: string,
  sink: DiagnosticSink,
): void {
  // Runs of bad characters separated only by spaces are one mistake.
  const merged: { offset: number; length: number; line: number; column: number }[] = [];
  for (const error of errors) {
    const last = merged[merged.length - 1];
    if (last && /^\s*$/.test(text.slice(last.offset + last.length, error.offset))) {
      last.length = error.offset + error.length - last.offset;
    } else {
      merged.push({
        offset: error.offset,
        length: error.length,
        line: error.line ?? 1,
        column: error.column ?? 1,
      });
    }
  }
  const shown = merged.slice(0, MAX_LEXER_DIAGNOSTICS);
  for (const run of shown) {
    const shownText = JSON.stringify(text.slice(run.offset, run.offset + Math.min(run.length, 12)));
    const range = positionAt(file, text, run.offset);
    const end = positionAt(file, text, run.offset + run.length);
    sink.at(
      { ...range, endLine: end.line, endColumn: end.column, endOffset: end.offset },
      "RS1001",
      `unexpected ${run.length === 1 ? "character" : "characters"} ${shownText}${run.length > 12 ? "…" : ""}`,
    );
  }
  if (merged.length > shown.length) {
    const first = merged[shown.length]!;
    sink.at(
      positionAt(file, text, first.offset),
      "RS1001",
      `${merged.length - shown.length} more runs of unexpected characters left out`,
    );
  }
}

/** RULES-independent guard: brackets nested deeper than MAX_NESTING (RS1023). */
function findTooDeep(tokens: readonly IToken[], start: number, end: number): IToken | undefined {
  let depth = 0;
  for (let i = start; i < end; i++) {
    const type = tokens[i]!.tokenType;
    if (type === t.LCurly || type === t.LParen) {
      depth++;
      if (depth > MAX_NESTING) return tokens[i];
    } else if (type === t.RCurly || type === t.RParen) {
      depth--;
    }
  }
  return undefined;
}

function reportParseErrors(
  errors: readonly IRecognitionException[],
  chunk: readonly IToken[],
  text: string,
  file: string,
  sink: DiagnosticSink,
): void {
  for (const error of errors) {
    const { code, message } = decodeSyntaxMessage(error.message);
    const token = error.token;
    if (token && !Number.isNaN(token.startOffset) && token.tokenType.name !== "EOF") {
      sink.at(tokenRange(file, token), code, message);
      continue;
    }
    // At the end of input: point just after the last real token.
    const last = chunk[chunk.length - 1];
    const offset = last ? last.endOffset! + 1 : text.length;
    sink.at(positionAt(file, text, offset), code, message);
  }
}

/** Parses one `.rift` file. Never throws; every problem is a diagnostic. */
export function parseFile(file: string, source: string): ParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const sink = new DiagnosticSink(file);
  const builder = new AstBuilder(file);
  const uses: UseNode[] = [];
  const declarations: DeclarationNode[] = [];

  const lexed = t.lexer.tokenize(text);
  reportLexerErrors(lexed.errors, text, file, sink);
  const tokens = lexed.tokens;
  for (const token of tokens) {
    if (token.tokenType === t.UnterminatedString) {
      sink.at(tokenRange(file, token), "RS1002", 'unterminated string: add the closing `"`');
    }
  }

  for (const { start, end } of splitDeclarations(tokens)) {
    if (sink.full) break;
    const first = tokens[start]!;
    if (!startsDeclaration(tokens, start)) {
      const suggestion =
        first.tokenType === t.Identifier ? closestWord(first.image, DECLARATION_WORDS) : undefined;
      sink.at(
        tokenRange(file, first),
        "RS1005",
        `expected a declaration: \`card\`, \`token\`, \`scenario\`, \`deck\` or \`use\`${
          suggestion ? `; did you mean \`${suggestion}\`?` : ""
        }`,
      );
      continue;
    }
    const tooDeep = findTooDeep(tokens, start, end);
    if (tooDeep) {
      sink.at(
        tokenRange(file, tooDeep),
        "RS1023",
        `nesting deeper than ${MAX_NESTING} levels; this declaration was not read`,
      );
      declarations.push({ kind: "Error", range: tokenRange(file, first) });
      continue;
    }
    const chunk = tokens.slice(start, end);
    const before = sink.list.length;
    try {
      parser.input = chunk;
      if (first.tokenType === t.Use) {
        const cst = parser.useDeclaration();
        reportParseErrors(parser.errors, chunk, text, file, sink);
        if (cst) {
          if (declarations.length > 0) {
            sink.at(
              tokenRange(file, first),
              "RS1027",
              "`use` must come before the declarations of a file",
            );
          }
          uses.push(builder.use(cst));
        }
        continue;
      }
      const cst = parser.declaration();
      reportParseErrors(parser.errors, chunk, text, file, sink);
      const declaration = cst
        ? builder.declaration(cst)
        : ({ kind: "Error", range: tokenRange(file, first) } as const);
      if (declaration.kind !== "Error" && sink.list.length > before) declaration.syntaxErrors = true;
      declarations.push(declaration);
    } catch (error) {
      // Only a pathological input (nesting without brackets, such as `not not not …`) can
      // exhaust the stack; it is reported like deep bracket nesting.
      if (!(error instanceof RangeError)) throw error;
      sink.at(
        tokenRange(file, first),
        "RS1023",
        "nesting too deep to read; this declaration was not read",
      );
      declarations.push({ kind: "Error", range: tokenRange(file, first) });
    }
  }
  for (const diagnostic of builder.diagnostics) sink.add(diagnostic);

  const end = positionAt(file, text, text.length);
  const ast: SourceFileNode = {
    kind: "SourceFile",
    file,
    uses,
    declarations,
    range: { file, line: 1, column: 1, endLine: end.line, endColumn: end.column, offset: 0, endOffset: text.length },
  };
  return { ast, diagnostics: sortDiagnostics(sink.list) };
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => a.offset - b.offset || a.code.localeCompare(b.code));
}
