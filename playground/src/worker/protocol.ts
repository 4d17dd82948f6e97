/**
 * Messages between the page and the language worker. Every request carries an id; the answer
 * carries the same id. Everything is plain data (structured clone), never code.
 */
import type { SourceInput } from "../../../compiler/unit.js";
import type { ScenarioPlayback } from "../board/scenario-playback.js";
import type { CompletionEntry } from "../language/completion.js";
import type { CompileOutput } from "../language/language-service.js";

export type WorkerRequest =
  | { type: "compile"; id: number; file: string; text: string; companions: SourceInput[] }
  | { type: "complete"; id: number; text: string; offset: number }
  | { type: "format"; id: number; file: string; text: string }
  | { type: "play"; id: number; scenario: string };

export interface WorkerCapabilities {
  /** The project's formatter is built in. */
  format: boolean;
}

export type WorkerResponse =
  | { type: "ready"; capabilities: WorkerCapabilities }
  | { type: "compiled"; id: number; output: CompileOutput; milliseconds: number }
  | { type: "completions"; id: number; entries: CompletionEntry[] }
  | { type: "formatted"; id: number; text: string }
  | { type: "played"; id: number; playback: ScenarioPlayback }
  | { type: "failed"; id: number; message: string };
