/**
 * Find all references, rename and document highlights for the names of a unit: cards, tokens
 * (battlefields are cards), scenarios and decks. Where a name is declared comes from the outline;
 * where a card or token name is used comes from the checker itself (`compile`'s `nameUses`: every
 * name it looked up, in card text, scenario setups and steps, and deck lists), so a name is found
 * exactly where the compiler reads it as a name: never in a tag (`tags Recruit`), a bound name or
 * a comment. Pure, for the worker and for Node tests.
 */
import type { NameUse } from "../../../compiler/compile.js";
import type { SourceInput } from "../../../compiler/unit.js";
import type { Diagnostic } from "../../../grammar/diagnostics.js";
import type { Range } from "../../../grammar/index.js";
import { Identifier, tokenize } from "../../../grammar/tokens.js";
import { quoteName } from "./completion.js";
import type { NameRange } from "./language-service.js";
import type { NamedDeclaration, Outline } from "./outline.js";

/** What the lookups read of a compile. */
export interface SymbolSource {
  outline: Outline;
  nameUses: readonly NameUse[];
  /** Every file of the unit with its text, in load order. */
  allFiles: readonly SourceInput[];
  /** The compile's diagnostics: a syntax error hides the uses in its declaration. */
  diagnostics: readonly Diagnostic[];
}

export type SymbolKind = NamedDeclaration["kind"];

/** One place a name is written: the declaration's name or a use, quotes included. */
export interface Occurrence {
  range: NameRange;
  declaration: boolean;
  quoted: boolean;
}

export interface SymbolAtCursor {
  name: string;
  /** Undefined for a card or token name that nothing declares (a misspelling). */
  kind: SymbolKind | undefined;
  /** Declarations first, then uses, each in file load order and position. */
  occurrences: Occurrence[];
}

/** Scenarios and decks each have their own names; cards and tokens share theirs (`symbols.ts`). */
function namespaceOf(kind: SymbolKind): "definition" | "scenario" | "deck" {
  return kind === "card" || kind === "token" ? "definition" : kind;
}

function contains(range: NameRange, line: number, column: number): boolean {
  if (line < range.line || line > range.endLine) return false;
  if (line === range.line && column < range.column) return false;
  return !(line === range.endLine && column > range.endColumn);
}

function plainRange({ file, line, column, endLine, endColumn }: NameRange): NameRange {
  return { file, line, column, endLine, endColumn };
}

/**
 * The name's own spelling within a use: a scenario's `A's "Windy Ridge"` is recorded whole, and
 * only the quoted part is the name.
 */
function nameSpelling(use: Range, text: string | undefined): { range: NameRange; quoted: boolean } {
  const written = text?.slice(use.offset, use.endOffset) ?? "";
  const quote = written.indexOf('"');
  if (quote <= 0) return { range: plainRange(use), quoted: quote === 0 };
  const before = written.slice(0, quote);
  const lineBreaks = before.split("\n").length - 1;
  const column = lineBreaks === 0 ? use.column + quote : before.length - before.lastIndexOf("\n");
  return {
    range: { ...plainRange(use), line: use.line + lineBreaks, column },
    quoted: true,
  };
}

function declarationsNamed(source: SymbolSource, name: string, kind: SymbolKind) {
  const namespace = namespaceOf(kind);
  return source.outline.declarations.filter(
    (d) => d.name === name && namespaceOf(d.kind) === namespace,
  );
}

/** Every place `name` is written as a name of `kind`'s namespace. */
function occurrencesOf(
  source: SymbolSource,
  name: string,
  kind: SymbolKind | undefined,
): Occurrence[] {
  const declared: Occurrence[] = (kind ? declarationsNamed(source, name, kind) : []).map((d) => ({
    range: plainRange(d.range),
    declaration: true,
    quoted: d.range.endOffset - d.range.offset !== d.name.length,
  }));
  if (kind !== undefined && namespaceOf(kind) !== "definition") return declared;
  const texts = new Map(source.allFiles.map((f) => [f.file, f.text]));
  const order = new Map(source.allFiles.map((f, index) => [f.file, index]));
  // A declaration checked again after a later file declared what it names is recorded once more.
  const seen = new Set<string>();
  const uses: { occurrence: Occurrence; offset: number }[] = [];
  for (const use of source.nameUses) {
    if (use.name !== name) continue;
    const key = `${use.range.file}:${use.range.offset}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const spelling = nameSpelling(use.range, texts.get(use.range.file));
    uses.push({ occurrence: { ...spelling, declaration: false }, offset: use.range.offset });
  }
  uses.sort(
    (a, b) =>
      (order.get(a.occurrence.range.file) ?? 0) - (order.get(b.occurrence.range.file) ?? 0) ||
      a.offset - b.offset,
  );
  return [...declared, ...uses.map((u) => u.occurrence)];
}

/** The name at a position (1-based, as Monaco counts) of a file, with everywhere it is written. */
export function symbolAt(
  source: SymbolSource,
  file: string,
  line: number,
  column: number,
): SymbolAtCursor | undefined {
  const declaration = source.outline.declarations.find(
    (d) => d.range.file === file && contains(d.range, line, column),
  );
  if (declaration) {
    return {
      name: declaration.name,
      kind: declaration.kind,
      occurrences: occurrencesOf(source, declaration.name, declaration.kind),
    };
  }
  const use = source.nameUses.find((u) => u.range.file === file && contains(u.range, line, column));
  if (!use) return undefined;
  const kind = source.outline.declarations.find(
    (d) => d.name === use.name && namespaceOf(d.kind) === "definition",
  )?.kind;
  return { name: use.name, kind, occurrences: occurrencesOf(source, use.name, kind) };
}

export interface TextEdit {
  range: NameRange;
  text: string;
}

export type RenamePlan = { edits: TextEdit[] } | { refused: string };

/** Whether a name may be written bare: exactly one word the lexer reads as an identifier. */
export function isBareName(name: string): boolean {
  const { tokens, errors } = tokenize(name);
  return (
    errors.length === 0 &&
    tokens.length === 1 &&
    tokens[0]!.tokenType === Identifier &&
    tokens[0]!.image === name
  );
}

/** Why a new name cannot be written, or undefined when it can. */
export function invalidName(name: string): string | undefined {
  if (name.trim() === "") return "a name cannot be empty";
  // Strings are one line, and a name is printed on a card: no line breaks or tabs in it.
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    return "a name is one line of text, with no line break, tab or control character";
  }
  if (name.trim() !== name) return "a name cannot begin or end with a space";
  return undefined;
}

const KIND_WORDS: Record<SymbolKind, string> = {
  card: "card",
  token: "token",
  scenario: "scenario",
  deck: "deck",
};

/**
 * The edits that rename `symbol` to `wanted` (written as typed; one pair of surrounding quotes is
 * dropped, since the name is what goes between them). Each place keeps its quoting: a bare token
 * name stays bare when the new name can be, and is quoted otherwise. Refused when the name is
 * taken in its namespace, not valid, not declared, or written in a file that cannot be edited.
 */
export function planRename(
  source: SymbolSource,
  symbol: SymbolAtCursor,
  wanted: string,
  editableFile: string,
): RenamePlan {
  const name = /^".*"$/s.test(wanted) ? wanted.slice(1, -1) : wanted;
  const invalid = invalidName(name);
  if (invalid) return { refused: `${JSON.stringify(name)} is not a valid name: ${invalid}` };
  const kind = symbol.kind;
  if (kind === undefined) {
    return {
      refused: `no card or token is named ${quoteName(symbol.name)}; only a declared name can be renamed`,
    };
  }
  const readOnly = symbol.occurrences.find((o) => o.range.file !== editableFile);
  if (readOnly) {
    const what = readOnly.declaration ? "declared" : "used";
    return {
      refused: `${quoteName(symbol.name)} is ${what} in ${readOnly.range.file}, which is read-only here`,
    };
  }
  if (name === symbol.name) return { edits: [] };
  // A declaration that does not parse is not checked, so the card and token names it uses are not
  // known: renaming around it would leave those uses on the old name, to fail once it parses.
  const syntaxError = source.diagnostics.find(
    (d) => d.severity === "error" && d.code.startsWith("RS1") && d.file === editableFile,
  );
  if (syntaxError && namespaceOf(kind) === "definition") {
    return {
      refused:
        `${quoteName(symbol.name)} cannot be renamed while line ${syntaxError.line} has a syntax ` +
        `error: a use of it in a declaration that does not parse would keep the old name`,
    };
  }
  const taken = declarationsNamed(source, name, kind)[0];
  if (taken) {
    const where =
      taken.range.file === editableFile
        ? `line ${taken.range.line}`
        : `${taken.range.file}:${taken.range.line}`;
    return {
      refused: `${quoteName(name)} is already taken: the ${KIND_WORDS[taken.kind]} declared at ${where}`,
    };
  }
  const bare = isBareName(name);
  return {
    edits: symbol.occurrences.map((occurrence) => ({
      range: occurrence.range,
      text: occurrence.quoted || !bare ? quoteName(name) : name,
    })),
  };
}

/** A declaration of a file, as the outline, breadcrumbs and Ctrl+Shift+O list it. */
export interface DocumentSymbolEntry {
  name: string;
  kind: SymbolKind;
  /** `card unit`, `token gear`, `scenario`, `deck`. */
  detail: string;
  /** The whole declaration. */
  extent: NameRange;
  /** Its name. */
  range: NameRange;
}

export function documentSymbols(outline: Outline, file: string): DocumentSymbolEntry[] {
  return outline.declarations
    .filter((d) => d.range.file === file)
    .map((d) => ({
      name: d.name,
      kind: d.kind,
      detail: d.cardType ? `${d.kind} ${d.cardType}` : d.kind,
      extent: plainRange(d.extent),
      range: plainRange(d.range),
    }));
}

/** The declaration a position is in (the breadcrumbs' last crumb), if any. */
export function symbolContaining(
  symbols: readonly DocumentSymbolEntry[],
  line: number,
  column: number,
): DocumentSymbolEntry | undefined {
  return symbols.find((symbol) => contains(symbol.extent, line, column));
}
