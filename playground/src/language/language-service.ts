/**
 * The worker's compile function: the editor's text in, the compiled unit out — the diagnostics
 * (from the compiler the CLI runs, so codes and messages are the CLI's), the definitions and
 * scenarios, which card is declared where, and the names for completion. Rendering a card as card
 * text and printing the TypeScript module are done when the page asks for them (`renderCard`,
 * `typescriptOf`): the page shows one card at a time, and a keystroke should not pay for 500.
 * Pure and synchronous, so Node tests and the benchmark call it directly.
 */
import { analyze, sortDiagnostics } from "../../../compiler/analyze.js";
import { lowerUnit } from "../../../compiler/lower/unit.js";
import {
  type RenderedCard,
  renderCardText,
  renderDefinition,
} from "../../../compiler/render/index.js";
import type { ParsedFile, SourceInput } from "../../../compiler/unit.js";
import type { Diagnostic } from "../../../grammar/index.js";
import type { DeckList, Definition, Scenario } from "../../../runtime/definitions.js";
import { type NamedDeclaration, type Outline, outlineOf } from "./outline.js";
import { typescriptModule } from "./typescript-module.js";

export interface CompileInput {
  /** The editor's file name (diagnostics name it, `use` resolves from it). */
  file: string;
  text: string;
  /** Other files of the unit, such as those an example `use`s. */
  companions?: readonly SourceInput[];
  /** The named tokens library (RULES T5), always in scope. */
  library: readonly SourceInput[];
}

export interface NameRange {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** A compiled card or token, as the page lists it. */
export interface CardEntry {
  name: string;
  kind: "card" | "token";
  library: boolean;
  /** Where its name is declared (the first declaration, when a name is declared twice). */
  declaration: NameRange | null;
}

/** One card, rendered from its compiled definition. */
export interface CardView extends CardEntry {
  rendered: RenderedCard;
  /** The card as the renderer writes it in plain text (hovers). */
  text: string;
}

/** What the page needs after every compile: plain data, small enough to post at each keystroke. */
export interface CompileSummary {
  file: string;
  diagnostics: Diagnostic[];
  cards: CardEntry[];
  /** The scenarios the edited file declares. */
  scenarios: string[];
  decks: string[];
  outline: Outline;
  /** The unit's other files with their texts (the tokens library, the files an example uses). */
  files: SourceInput[];
}

/** Everything the worker keeps of a compile, to render, run scenarios and print TypeScript from. */
export interface CompiledUnit extends CompileSummary {
  /** Every file of the unit with its text, the editor's own included. */
  allFiles: SourceInput[];
  definitions: Definition[];
  scenarioDefinitions: Scenario[];
  deckLists: DeckList[];
  /** The definitions the user's files declare (the TypeScript panel's module), library excluded. */
  own: Definition[];
}

/**
 * `compile` (compiler/compile.ts) step by step — analyze, then lower — because the outline needs
 * the parsed files, which `CompileResult` does not carry, and parsing twice would double the cost.
 */
function compileUnit(
  entries: readonly SourceInput[],
  library: readonly SourceInput[],
): {
  diagnostics: Diagnostic[];
  definitions: Definition[];
  scenarios: Scenario[];
  decks: DeckList[];
  files: ParsedFile[];
} {
  const analysis = analyze(entries, { library });
  const lowered = lowerUnit(analysis);
  return {
    diagnostics:
      lowered.diagnostics.length > 0
        ? sortDiagnostics([...analysis.diagnostics, ...lowered.diagnostics])
        : analysis.diagnostics,
    definitions: lowered.definitions,
    scenarios: lowered.scenarios,
    decks: lowered.decks,
    files: analysis.unit.files,
  };
}

function nameRange(declaration: NamedDeclaration | undefined): NameRange | null {
  if (!declaration) return null;
  const { file, line, column, endLine, endColumn } = declaration.range;
  return { file, line, column, endLine, endColumn };
}

export function compileSource(input: CompileInput): CompiledUnit {
  const entries: SourceInput[] = [
    { file: input.file, text: input.text },
    ...(input.companions ?? []).filter((companion) => companion.file !== input.file),
  ];
  // Editing the library itself (`cards/tokens.rift`): the edited text is the library.
  const edited = new Set(entries.map((entry) => entry.file));
  const unit = compileUnit(
    entries,
    input.library.filter((file) => !edited.has(file.file)),
  );
  const outline = outlineOf(unit.files);
  // A name declared twice compiles from its first declaration (the second is RS2001).
  const declared = new Map<string, NamedDeclaration>();
  for (const declaration of outline.declarations) {
    if (
      (declaration.kind === "card" || declaration.kind === "token") &&
      !declared.has(declaration.name)
    ) {
      declared.set(declaration.name, declaration);
    }
  }
  const cards = unit.definitions.map((definition): CardEntry => ({
    name: definition.name,
    kind: definition.kind,
    library: declared.get(definition.name)?.library ?? false,
    declaration: nameRange(declared.get(definition.name)),
  }));
  return {
    file: input.file,
    diagnostics: unit.diagnostics,
    cards,
    // The board offers the scenarios of the edited file, not those of the files it compiles with.
    scenarios: unit.scenarios
      .filter((scenario) => scenario.range === undefined || scenario.range.file === input.file)
      .map((scenario) => scenario.name),
    decks: unit.decks.map((deck) => deck.name),
    outline,
    files: unit.files
      .filter((f) => f.file !== input.file)
      .map(({ file, text }) => ({ file, text })),
    allFiles: unit.files.map(({ file, text }) => ({ file, text })),
    definitions: unit.definitions,
    scenarioDefinitions: unit.scenarios,
    deckLists: unit.decks,
    own: unit.definitions.filter((_, index) => !cards[index]!.library),
  };
}

/** The page's share of a compile. */
export function summaryOf(unit: CompiledUnit): CompileSummary {
  const { file, diagnostics, cards, scenarios, decks, outline, files } = unit;
  return { file, diagnostics, cards, scenarios, decks, outline, files };
}

/** One card of a compile, rendered; undefined when no definition has that name. */
export function renderCard(unit: CompiledUnit, name: string): CardView | undefined {
  const index = unit.definitions.findIndex((definition) => definition.name === name);
  const definition = unit.definitions[index];
  const entry = unit.cards[index];
  if (!definition || !entry) return undefined;
  const tokens = unit.definitions.filter((d) => d.kind === "token");
  return {
    ...entry,
    rendered: renderDefinition(definition, { tokens }),
    text: renderCardText(definition, { tokens }),
  };
}

/** The TypeScript panel's module for a compile: the user's definitions and scenarios. */
export function typescriptOf(unit: CompiledUnit): string {
  return typescriptModule(unit.own, unit.scenarioDefinitions);
}
