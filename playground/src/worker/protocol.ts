/**
 * Messages between the page and the language worker. Every request carries an id; the answer
 * carries the same id. Everything is plain data (structured clone), never code. Rendering,
 * TypeScript and scenarios work on the worker's latest compile.
 */
import type { SourceInput } from "../../../compiler/unit.js";
import type { PlaySummary } from "../../../runtime/play-summary.js";
import type { ModeView, RandomGameReport } from "../board/random-game.js";
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
  /** The decks a random game can seat: the file's (when it has two or more), else the samples. */
  | { type: "tableDecks"; id: number }
  /**
   * A random game of the decks named, one per seat (null: every deck of the table, up to four),
   * from the file or, when it has fewer than two decks, the sample decks of `cards/decks/`.
   */
  | { type: "randomGame"; id: number; seed: number; seats: string[] | null }
  /**
   * `count` games from seed `seed` on, as `rift play --games N --seed S`. Progress comes as
   * `gamesProgress` messages with the same id; a newer `games` or a `stopGames` ends the run.
   */
  | { type: "games"; id: number; seed: number; count: number; seats: string[] | null }
  | { type: "stopGames"; id: number }
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

/** The decks a table can seat, and where they come from. */
export interface TableDecks {
  decks: string[];
  /**
   * The open file's own decks; decks of the files it compiles with (an example's folder, the
   * files it `use`s), some or all; or the samples, when the unit has fewer than two.
   */
  from: "file" | "unit" | "samples";
  /** The modes by number of players: the page names the mode a table plays before it plays. */
  modes: ModeView[];
}

export interface GamesReport {
  /** Null when the run was stopped or replaced before its last game. */
  summary: PlaySummary | null;
  /** The summary as `rift play --games N` prints it. */
  lines: string[];
  firstSeed: number;
  seconds: number;
  table: TableDecks;
}

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
  | { type: "tableDecks"; id: number; table: TableDecks }
  | { type: "randomGame"; id: number; report: RandomGameReport; table: TableDecks }
  | { type: "gamesProgress"; id: number; played: number; count: number }
  | { type: "games"; id: number; report: GamesReport }
  | { type: "gamesStopped"; id: number }
  | { type: "symbols"; id: number; answer: SymbolAnswer }
  | { type: "failed"; id: number; message: string };
