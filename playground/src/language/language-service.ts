/**
 * The worker's compile function: the editor's text in, the compiled unit out — the diagnostics
 * (from the compiler the CLI runs, so codes and messages are the CLI's), the definitions and
 * scenarios, which card is declared where, and the names for completion. Rendering a card as card
 * text and printing the TypeScript module are done when the page asks for them (`renderCard`,
 * `typescriptOf`): the page shows one card at a time, and a keystroke should not pay for 500.
 * Pure and synchronous, so Node tests and the benchmark call it directly.
 */
import { compile, type NameUse } from "../../../compiler/compile.js";
import {
  type RenderedCard,
  renderCardText,
  renderDefinition,
} from "../../../compiler/render/index.js";
import type { SourceInput } from "../../../compiler/unit.js";
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
  /** Where card and token names are used (find references, rename); kept in the worker. */
  nameUses: readonly NameUse[];
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
  // The CLI's own pipeline, so the markers are exactly what `rift check` reports; its parsed files
  // feed the outline, so nothing is parsed twice.
  const unit = compile(entries, {
    library: input.library.filter((file) => !edited.has(file.file)),
    syntaxTrees: true,
    nameUses: true,
  });
  const outline = outlineOf(unit.parsed);
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
    files: unit.parsed
      .filter((f) => f.file !== input.file)
      .map(({ file, text }) => ({ file, text })),
    allFiles: unit.parsed.map(({ file, text }) => ({ file, text })),
    definitions: unit.definitions,
    scenarioDefinitions: unit.scenarios,
    deckLists: unit.decks,
    own: unit.definitions.filter((_, index) => !cards[index]!.library),
    nameUses: unit.nameUses ?? [],
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
