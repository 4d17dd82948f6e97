/**
 * `parseFile`: text in, AST and syntax diagnostics out, for any input — never an exception.
 *
 * The file is cut into declarations at their opening words (`card unit …`, `scenario "…"`), first
 * by lines that start with one in column 1, then by tokens at bracket depth 0, and each
 * declaration is lexed and parsed on its own. A mistake inside one card — even a missing `}` —
 * therefore cannot hide the mistakes of the next one, a run of garbage between declarations is
 * one diagnostic, not hundreds, and a large file never holds all its tokens at once.
 */
import type { CstNode, ILexingError, IRecognitionException, IToken } from "chevrotain";
import type { DeclarationNode, Range, SourceFileNode, UseNode } from "./ast.js";
import { AstBuilder } from "./cst-to-ast.js";
import { parseDeclaration } from "./declaration-parse.js";
import { diagnosticAt, type Diagnostic, type SyntaxCode } from "./diagnostics.js";
import { CARD_TYPE_TOKENS } from "./gates.js";
import { LineMap } from "./line-map.js";
import { parser } from "./parser.js";
import { closestWord } from "./suggest.js";
import { DECLARATION_WORDS, decodeSyntaxMessage } from "./syntax-errors.js";
import * as t from "./tokens.js";
import { scanRange } from "./scanner.js";

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

function isStringToken(token: IToken | undefined): boolean {
  return token?.tokenType === t.StringLiteral || token?.tokenType === t.UnterminatedString;
}

/**
 * `card unit`, `token gear`, `scenario "…"`, `deck "…"`, `use "…"`; also `card creature "X"`, so
 * that a wrong card type is reported as one (RS1006).
 */
function startsDeclaration(tokens: readonly IToken[], i: number): boolean {
  const type = tokens[i]!.tokenType;
  const next = tokens[i + 1];
  if (type === t.CardKw || type === t.TokenKw) {
    if (next === undefined) return false;
    if (CARD_TYPE_TOKENS.has(next.tokenType)) return true;
    return next.tokenType === t.Identifier && isStringToken(tokens[i + 2]);
  }
  if (type === t.ScenarioKw || type === t.DeckKw || type === t.Use) return isStringToken(next);
  return false;
}

/** A declaration's tokens `[start, end)`, and the first bracket nested too deep in it, if any. */
interface Chunk {
  start: number;
  end: number;
  tooDeep: number | undefined;
}

/**
 * Cuts the token list where declarations start: at depth 0, or at the start of a line in
 * column 1 (so a missing `}` ends the card it belongs to, not the whole file). The same pass finds
 * brackets nested deeper than MAX_NESTING (RS1023) and unterminated strings, so that a valid file
 * costs one walk over its tokens before they are parsed.
 */
function splitDeclarations(tokens: readonly IToken[]): {
  chunks: Chunk[];
  unterminated: boolean;
} {
  const chunks: Chunk[] = [];
  let depth = 0;
  let start = 0;
  let tooDeep: number | undefined;
  let unterminated = false;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const type = token.tokenType;
    const lineStart = i === 0 || tokens[i - 1]!.endLine! < token.startLine!;
    // After `non-` comes the word it excludes (`token`), never a declaration (see `afterNon`).
    const afterNonWord = i > 0 && tokens[i - 1]!.tokenType === t.Non;
    if (
      (depth <= 0 || (lineStart && token.startColumn === 1)) &&
      !afterNonWord &&
      startsDeclaration(tokens, i)
    ) {
      if (i > start) chunks.push({ start, end: i, tooDeep });
      start = i;
      depth = 0;
      tooDeep = undefined;
    }
    if (type === t.LCurly || type === t.LParen) {
      depth++;
      if (depth > MAX_NESTING && tooDeep === undefined) tooDeep = i;
    } else if (type === t.RCurly || type === t.RParen) depth--;
    else if (type === t.UnterminatedString) unterminated = true;
  }
  if (tokens.length > start) chunks.push({ start, end: tokens.length, tooDeep });
  return { chunks, unterminated };
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
    this.add(diagnosticAt({ ...range, file: this.file }, code, message));
  }
}

/** Where a piece of the file starts: tokens of a piece count lines and offsets from there. */
interface Origin {
  offset: number;
  /** 0 for the first line of the file. */
  line: number;
}

function tokenRange(file: string, origin: Origin, token: IToken): Range {
  return {
    file,
    line: token.startLine! + origin.line,
    column: token.startColumn!,
    endLine: token.endLine! + origin.line,
    endColumn: token.endColumn! + 1,
    offset: token.startOffset + origin.offset,
    endOffset: token.endOffset! + 1 + origin.offset,
  };
}

const DECLARATION_LINE =
  /(?:cards?|tokens?)[ \t]+(?:(?:unit|gear|spell|rune|legend|battlefield)s?(?![A-Za-z0-9_])|[A-Za-z_][A-Za-z0-9_]*[ \t]+")|(?:scenario|deck|use)[ \t]*"/iy;

/**
 * Whether a line starting with `ch` can open a declaration (`card`, `token`, `scenario`, `deck`,
 * `use`). Most lines are indented clauses, and this spares them the pattern.
 */
function isDeclarationInitial(ch: number): boolean {
  const lower = ch | 0x20;
  return lower === 0x63 || lower === 0x74 || lower === 0x73 || lower === 0x64 || lower === 0x75;
}

/**
 * Whether the code before `at` (a line start), past blank and comment lines, ends in `non-`: then
 * the line goes on with the word it excludes (`non-` then `token unit` in column 1), and opens no
 * declaration. Asked only of a line that looks like one, which a filter's words rarely do.
 */
function afterNon(text: string, at: number): boolean {
  let end = at - 1;
  while (end > 0) {
    const start = text.lastIndexOf("\n", end - 1) + 1;
    const code = codeOfLine(text.slice(start, end)).trimEnd();
    if (code.trim() !== "") return /(?:^|[^A-Za-z0-9_])non-$/i.test(code);
    end = start - 1;
  }
  return false;
}

/** A line without its `//` comment (one outside a string). */
function codeOfLine(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i];
    if (ch === '"') quoted = !quoted;
    else if (ch === "\\" && quoted) i++;
    else if (!quoted && ch === "/" && line[i + 1] === "/") return line.slice(0, i);
  }
  return line;
}

/** Lines that open a declaration in column 1: where the file is cut into pieces. */
function declarationLines(text: string, lines: LineMap): Origin[] {
  const starts: Origin[] = [{ offset: 0, line: 0 }];
  if (!text.includes("\r")) {
    // Then the line map's lines are the lines counted here: no need to find them again.
    const last = lines.index(text.length);
    for (let line = 1; line <= last; line++) {
      const at = lines.start(line);
      if (!isDeclarationInitial(text.charCodeAt(at))) continue;
      DECLARATION_LINE.lastIndex = at;
      if (DECLARATION_LINE.test(text) && !afterNon(text, at)) starts.push({ offset: at, line });
    }
    return starts;
  }
  let line = 0;
  // A lone `\r` also ends a line (the lexer counts it so); such files are rare, and are then
  // read as one piece with the same results.
  for (let newline = text.indexOf("\n"); newline >= 0; newline = text.indexOf("\n", newline + 1)) {
    const at = newline + 1;
    line++;
    if (!isDeclarationInitial(text.charCodeAt(at))) continue;
    DECLARATION_LINE.lastIndex = at;
    if (DECLARATION_LINE.test(text) && !afterNon(text, at)) starts.push({ offset: at, line });
  }
  return starts;
}

/** Where a position lies in the text, for errors at the end of the file. */
function positionAt(file: string, lines: LineMap, offset: number): Range {
  const line = lines.line(offset);
  const column = lines.column(offset);
  return { file, line, column, endLine: line, endColumn: column, offset, endOffset: offset };
}

function reportLexerErrors(
  errors: readonly ILexingError[],
  origin: Origin,
  text: string,
  lines: LineMap,
  file: string,
  sink: DiagnosticSink,
): void {
  // Runs of bad characters separated only by spaces are one mistake.
  const merged: { offset: number; length: number }[] = [];
  for (const error of errors) {
    const offset = error.offset + origin.offset;
    const last = merged[merged.length - 1];
    if (last && /^\s*$/.test(text.slice(last.offset + last.length, offset))) {
      last.length = offset + error.length - last.offset;
    } else {
      merged.push({ offset, length: error.length });
    }
  }
  const shown = merged.slice(0, MAX_LEXER_DIAGNOSTICS);
  for (const run of shown) {
    const shownText = visible(text.slice(run.offset, run.offset + Math.min(run.length, 12)));
    const range = positionAt(file, lines, run.offset);
    const end = positionAt(file, lines, run.offset + run.length);
    sink.at(
      { ...range, endLine: end.line, endColumn: end.column, endOffset: end.offset },
      "RS1001",
      `unexpected ${run.length === 1 ? "character" : "characters"} ${shownText}${run.length > 12 ? "…" : ""}`,
    );
  }
  if (merged.length > shown.length) {
    const first = merged[shown.length]!;
    sink.at(
      positionAt(file, lines, first.offset),
      "RS1001",
      `${merged.length - shown.length} more runs of unexpected characters left out`,
    );
  }
}

/**
 * The characters quoted as JSON does, which escapes the C0 controls but not the C1 ones; some
 * terminals read U+009B as the start of an escape sequence, so those are escaped too.
 */
function visible(characters: string): string {
  return JSON.stringify(characters).replace(
    /[\u0080-\u009f]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function reportParseErrors(
  errors: readonly IRecognitionException[],
  chunk: readonly IToken[],
  origin: Origin,
  file: string,
  sink: DiagnosticSink,
): void {
  for (const error of errors) {
    const { code, message } = decodeSyntaxMessage(error.message);
    const token = error.token;
    if (token && !Number.isNaN(token.startOffset) && token.tokenType.name !== "EOF") {
      sink.at(tokenRange(file, origin, token), code, message);
      continue;
    }
    // At the end of input: point just after the last real token.
    const last = chunk[chunk.length - 1]!;
    const end = tokenRange(file, origin, last);
    sink.at(
      { ...end, line: end.endLine, column: end.endColumn, offset: end.endOffset },
      code,
      message,
    );
  }
}

/**
 * Parses one `.rift` file. Never throws; every problem is a diagnostic.
 *
 * With `onDeclaration`, each declaration is handed over as soon as it is read and is not kept in
 * the tree (`ast.declarations` is then empty): a compiler can finish with it and let it go while
 * the rest of a large file is read.
 */
export function parseFile(
  file: string,
  source: string,
  onDeclaration?: (declaration: DeclarationNode) => void,
): ParseResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const sink = new DiagnosticSink(file);
  const lines = new LineMap(text);
  const builder = new AstBuilder(file, lines);
  const uses: UseNode[] = [];
  const declarations: DeclarationNode[] = [];
  const read: DeclarationReader = {
    count: 0,
    add: (declaration) => {
      read.count++;
      if (onDeclaration) onDeclaration(declaration);
      else declarations.push(declaration);
    },
  };
  const pieces = declarationLines(text, lines);

  for (let p = 0; p < pieces.length && !sink.full; p++) {
    const origin = pieces[p]!;
    const pieceEnd = p + 1 < pieces.length ? pieces[p + 1]!.offset : text.length;
    const lexed = scanRange(text, origin.offset, pieceEnd);
    if (lexed.errors.length > 0) reportLexerErrors(lexed.errors, origin, text, lines, file, sink);
    builder.origin = origin;
    parsePiece(lexed.tokens, origin, file, sink, builder, uses, read);
  }
  for (const diagnostic of builder.diagnostics) sink.add(diagnostic);

  const end = positionAt(file, lines, text.length);
  const ast: SourceFileNode = {
    kind: "SourceFile",
    file,
    uses,
    declarations,
    range: {
      file,
      line: 1,
      column: 1,
      endLine: end.line,
      endColumn: end.column,
      offset: 0,
      endOffset: text.length,
    },
  };
  return { ast, diagnostics: sortDiagnostics(sink.list) };
}

/** Where the declarations read go: kept in the tree, or handed over one by one. */
interface DeclarationReader {
  count: number;
  add(declaration: DeclarationNode): void;
}

/** Parses the declarations of one piece of the file. */
function parsePiece(
  tokens: IToken[],
  origin: Origin,
  file: string,
  sink: DiagnosticSink,
  builder: AstBuilder,
  uses: UseNode[],
  declarations: DeclarationReader,
): void {
  const range = (token: IToken): Range => tokenRange(file, origin, token);
  const endOf = (chunk: readonly IToken[]): Range => {
    const end = range(chunk[chunk.length - 1]!);
    return { ...end, line: end.endLine, column: end.endColumn, offset: end.endOffset };
  };
  const { chunks, unterminated } = splitDeclarations(tokens);
  if (unterminated) {
    for (const token of tokens) {
      if (token.tokenType === t.UnterminatedString) {
        sink.at(range(token), "RS1002", 'unterminated string: add the closing `"`');
      }
    }
  }
  for (const { start, end, tooDeep: deepAt } of chunks) {
    if (sink.full) return;
    const first = tokens[start]!;
    if (!startsDeclaration(tokens, start)) {
      const suggestion =
        first.tokenType === t.Identifier ? closestWord(first.image, DECLARATION_WORDS) : undefined;
      sink.at(
        range(first),
        "RS1005",
        `expected a declaration: \`card\`, \`token\`, \`scenario\`, \`deck\` or \`use\`${
          suggestion ? `; did you mean \`${suggestion}\`?` : ""
        }`,
      );
      continue;
    }
    if (deepAt !== undefined) {
      sink.at(
        range(tokens[deepAt]!),
        "RS1023",
        `nesting deeper than ${MAX_NESTING} levels; this declaration was not read`,
      );
      declarations.add({ kind: "Error", range: range(first) });
      continue;
    }
    // A piece usually holds one declaration: then its tokens are the chunk, with no copy.
    const chunk = start === 0 && end === tokens.length ? tokens : tokens.slice(start, end);
    const before = sink.list.length;
    let read: DeclarationNode;
    try {
      if (first.tokenType === t.Use) {
        parser.input = chunk;
        parser.setRecovery(true);
        const cst: CstNode | undefined = parser.useDeclaration();
        reportParseErrors(parser.errors, chunk, origin, file, sink);
        if (declarations.count > 0) {
          sink.at(range(first), "RS1027", "`use` must come before the declarations of a file");
        }
        if (cst && !cst.recoveredNode) uses.push(builder.use(cst));
        continue;
      }
      const { declaration, errors } = parseDeclaration(chunk, builder);
      // After an unterminated string the rest of its line is inside the string, so what follows
      // only looks wrong; RS1002 already says what is.
      const open = unterminated
        ? chunk.find((token) => token.tokenType === t.UnterminatedString)
        : undefined;
      for (const error of errors) {
        if (open && (!error.token || error.token.startOffset > open.startOffset)) continue;
        sink.at(error.token ? range(error.token) : endOf(chunk), error.code, error.message);
      }
      // An error left unreported after an unterminated string still leaves the tree unfinished:
      // the declaration is not lowered, as for any syntax error.
      if (declaration.kind !== "Error" && (sink.list.length > before || errors.length > 0))
        declaration.syntaxErrors = true;
      read = declaration;
    } catch (error) {
      // Only a pathological input (nesting without brackets, such as `not not not …`) can
      // exhaust the stack; it is reported like deep bracket nesting.
      if (!(error instanceof RangeError)) throw error;
      sink.at(range(first), "RS1023", "nesting too deep to read; this declaration was not read");
      read = { kind: "Error", range: range(first) };
    }
    // Outside the `try`: what the receiver does with it is not the reading's to catch.
    declarations.add(read);
  }
}

function sortDiagnostics(list: Diagnostic[]): Diagnostic[] {
  return list.sort((a, b) => a.offset - b.offset || a.code.localeCompare(b.code));
}
