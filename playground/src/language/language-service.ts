/**
 * The worker's compile function: the editor's text in, everything the page shows out — the
 * diagnostics (from the compiler the CLI runs, so codes and messages are the CLI's), the
 * definitions and scenarios, each card rendered as card text, the names for completion, and the
 * generated TypeScript. Pure and synchronous, so Node tests and the benchmark call it directly.
 */
import type { Diagnostic } from "../../../grammar/index.js";
import { analyze } from "../../../compiler/analyze.js";
import type { ParsedFile, SourceInput } from "../../../compiler/unit.js";
import { type RenderedCard, renderCardText, renderDefinition } from "../../../compiler/render/index.js";
import type { Definition, Scenario } from "../../../runtime/definitions.js";
import { type Outline, outlineOf } from "./outline.js";
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

export interface CardView {
  name: string;
  kind: "card" | "token";
  library: boolean;
  /** Where the name is declared, for go to definition. */
  declaration: NameRange | null;
  rendered: RenderedCard;
  /** The card as plain text, for hovers. */
  text: string;
}

export interface CompileOutput {
  file: string;
  diagnostics: Diagnostic[];
  definitions: Definition[];
  scenarios: Scenario[];
  cards: CardView[];
  outline: Outline;
  typescript: string;
  /** Every file of the unit with its text, for showing library declarations and scenario steps. */
  files: SourceInput[];
}

interface UnitResult {
  diagnostics: Diagnostic[];
  definitions: Definition[];
  scenarios: Scenario[];
  files: ParsedFile[];
}

/** The compiler's front and back halves, as the CLI runs them. */
function compileUnit(entries: readonly SourceInput[], library: readonly SourceInput[]): UnitResult {
  const analysis = analyze(entries, { library });
  return {
    diagnostics: analysis.diagnostics,
    definitions: [],
    scenarios: [],
    files: analysis.unit.files,
  };
}

export function compileSource(input: CompileInput): CompileOutput {
  const entries: SourceInput[] = [
    { file: input.file, text: input.text },
    ...(input.companions ?? []).filter((companion) => companion.file !== input.file),
  ];
  const unit = compileUnit(entries, input.library);
  const outline = outlineOf(unit.files);
  const declared = new Map(
    outline.declarations
      .filter((d) => d.kind === "card" || d.kind === "token")
      .map((d) => [d.name, d]),
  );
  const tokens = unit.definitions.filter((definition) => definition.kind === "token");
  const cards = unit.definitions.map((definition): CardView => {
    const declaration = declared.get(definition.name);
    return {
      name: definition.name,
      kind: definition.kind,
      library: declaration?.library ?? false,
      declaration: declaration
        ? {
            file: declaration.range.file,
            line: declaration.range.line,
            column: declaration.range.column,
            endLine: declaration.range.endLine,
            endColumn: declaration.range.endColumn,
          }
        : null,
      rendered: renderDefinition(definition, { tokens }),
      text: renderCardText(definition, { tokens }),
    };
  });
  const libraryFiles = new Set(unit.files.filter((f) => f.library).map((f) => f.file));
  const own = unit.definitions.filter(
    (definition) => !definition.range || !libraryFiles.has(definition.range.file),
  );
  return {
    file: input.file,
    diagnostics: unit.diagnostics,
    definitions: unit.definitions,
    scenarios: unit.scenarios,
    cards,
    outline,
    typescript: typescriptModule(own, unit.scenarios),
    files: unit.files.map(({ file, text }) => ({ file, text })),
  };
}
