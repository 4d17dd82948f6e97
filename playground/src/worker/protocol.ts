/**
 * Messages between the page and the language worker. Every request carries an id; the answer
 * carries the same id. Everything is plain data (structured clone), never code. Rendering,
 * TypeScript and scenarios work on the worker's latest compile.
 */
import type { SourceInput } from "../../../compiler/unit.js";
import type { RandomGameReport } from "../board/random-game.js";
import type { ScenarioPlayback } from "../board/scenario-playback.js";
import type { CompletionEntry } from "../language/completion.js";
import type { CardView, CompileSummary } from "../language/language-service.js";
import type { ScenarioReport } from "../language/scenario-failures.js";
import type {
  DocumentSymbolEntry,
  RenamePlan,
  SymbolAtCursor,
} from "../language/symbol-references.js";

export type WorkerRequest =
  | { type: "compile"; id: number; file: string; text: string; companions: SourceInput[] }
  | { type: "complete"; id: number; text: string; offset: number }
  | { type: "format"; id: number; file: string; text: string }
  | { type: "play"; id: number; scenario: string }
  | { type: "render"; id: number; name: string }
  | { type: "typescript"; id: number }
  /** Runs the latest compile's scenarios of the edited file, one at a time, as `rift test` does. */
  | { type: "test"; id: number }
  /** A random game: the file's first two decks, or the sample decks of `cards/decks/`. */
  | { type: "randomGame"; id: number; seed: number }
  /**
   * The name at a position of `file` and everywhere it is written, in the unit of the editor's text
   * `mainText` (compiled first when the latest compile is of another text), and what asks for it.
   */
  | ({ type: "symbols"; id: number } & SymbolRequest);

export interface SymbolRequest {
  mainFile: string;
  mainText: string;
  file: string;
  question:
    | { kind: "occurrences"; line: number; column: number }
    | { kind: "rename"; line: number; column: number; newName: string }
    | { kind: "outline" };
}

export type SymbolAnswer =
  | { kind: "occurrences"; symbol: SymbolAtCursor | null }
  | { kind: "rename"; plan: RenamePlan }
  | { kind: "outline"; symbols: DocumentSymbolEntry[] };

export interface WorkerCapabilities {
  /** The project's formatter is built in. */
  format: boolean;
}

export type WorkerResponse =
  | { type: "ready"; capabilities: WorkerCapabilities }
  | { type: "compiled"; id: number; output: CompileSummary; milliseconds: number }
  | { type: "rendered"; id: number; card: CardView | null }
  | { type: "typescript"; id: number; text: string }
  | { type: "completions"; id: number; entries: CompletionEntry[] }
  | { type: "formatted"; id: number; text: string }
  | { type: "played"; id: number; playback: ScenarioPlayback }
  /** `report` is null when a newer compile came before the run finished: it is out of date. */
  | { type: "tested"; id: number; report: ScenarioReport | null }
  | { type: "randomGame"; id: number; report: RandomGameReport; decksFrom: "file" | "samples" }
  | { type: "symbols"; id: number; answer: SymbolAnswer }
  | { type: "failed"; id: number; message: string };
