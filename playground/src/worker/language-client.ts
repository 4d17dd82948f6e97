/**
 * The page's side of the language worker: requests as promises. A compile answers only if no
 * newer compile was asked for in the meantime (latest result wins); an older one resolves to
 * `undefined`, so a slow answer can never overwrite a newer one.
 */
import type { SourceInput } from "../../../compiler/unit.js";
import type { RandomGameReport } from "../board/random-game.js";
import type { ScenarioPlayback } from "../board/scenario-playback.js";
import type { CompletionEntry } from "../language/completion.js";
import type { CardView, CompileSummary } from "../language/language-service.js";
import type { ScenarioReport } from "../language/scenario-failures.js";
import type {
  GamesReport,
  SymbolAnswer,
  SymbolRequest,
  TableDecks,
  WorkerCapabilities,
  WorkerRequest,
  WorkerResponse,
} from "./protocol.js";

export interface Compiled {
  output: CompileSummary;
  milliseconds: number;
}

type Waiter = { resolve: (response: WorkerResponse | undefined) => void };

/** Requests without their id (a distributive Omit, so each kind keeps its own fields). */
type RequestBody = WorkerRequest extends infer R
  ? R extends WorkerRequest
    ? Omit<R, "id">
    : never
  : never;

export class LanguageClient {
  private nextId = 1;
  private latestCompile = 0;
  private readonly openCompiles = new Set<number>();
  private readonly waiting = new Map<number, Waiter>();
  /** Progress callbacks of "play N games" runs, by request id. */
  private readonly progress = new Map<number, (played: number, count: number) => void>();
  readonly ready: Promise<WorkerCapabilities>;

  constructor(private readonly worker: Worker) {
    let announce: (capabilities: WorkerCapabilities) => void = () => undefined;
    this.ready = new Promise((resolve) => (announce = resolve));
    worker.addEventListener("message", (event: MessageEvent<WorkerResponse>) => {
      const response = event.data;
      if (response.type === "ready") {
        announce(response.capabilities);
        return;
      }
      if (response.type === "gamesProgress") {
        this.progress.get(response.id)?.(response.played, response.count);
        return;
      }
      this.progress.delete(response.id);
      const waiter = this.waiting.get(response.id);
      this.waiting.delete(response.id);
      waiter?.resolve(response);
    });
  }

  private request(body: RequestBody): { id: number; answer: Promise<WorkerResponse | undefined> } {
    const id = this.nextId++;
    const answer = new Promise<WorkerResponse | undefined>((resolve) => {
      this.waiting.set(id, { resolve });
    });
    this.worker.postMessage({ ...body, id } as WorkerRequest);
    return { id, answer };
  }

  async compile(
    file: string,
    text: string,
    companions: SourceInput[],
  ): Promise<Compiled | undefined> {
    // Older compiles still waiting will never be applied.
    for (const open of this.openCompiles) {
      this.waiting.get(open)?.resolve(undefined);
      this.waiting.delete(open);
    }
    this.openCompiles.clear();
    const { id, answer } = this.request({ type: "compile", file, text, companions });
    this.latestCompile = id;
    this.openCompiles.add(id);
    const response = await answer;
    this.openCompiles.delete(id);
    if (id !== this.latestCompile || response?.type !== "compiled") {
      if (response?.type === "failed") throw new Error(response.message);
      return undefined;
    }
    return { output: response.output, milliseconds: response.milliseconds };
  }

  async complete(text: string, offset: number): Promise<CompletionEntry[]> {
    const response = await this.request({ type: "complete", text, offset }).answer;
    return response?.type === "completions" ? response.entries : [];
  }

  async format(file: string, text: string): Promise<string> {
    const response = await this.request({ type: "format", file, text }).answer;
    if (response?.type === "formatted") return response.text;
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  /** A card of the latest compile, rendered; undefined when it did not compile. */
  async render(name: string): Promise<CardView | undefined> {
    const response = await this.request({ type: "render", name }).answer;
    return response?.type === "rendered" ? (response.card ?? undefined) : undefined;
  }

  /** The TypeScript module of the latest compile. */
  async typescript(): Promise<string> {
    const response = await this.request({ type: "typescript" }).answer;
    return response?.type === "typescript" ? response.text : "";
  }

  /** The decks a random game can seat now. */
  async tableDecks(): Promise<TableDecks> {
    const response = await this.request({ type: "tableDecks" }).answer;
    if (response?.type === "tableDecks") return response.table;
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  async randomGame(
    seed: number,
    seats: string[] | null,
  ): Promise<{ report: RandomGameReport; table: TableDecks }> {
    const response = await this.request({ type: "randomGame", seed, seats }).answer;
    if (response?.type === "randomGame") return { report: response.report, table: response.table };
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  /**
   * `count` games from `seed` on, summarized; `onProgress` hears how many were played so far. The
   * report's summary is null when the run was stopped or a newer one replaced it.
   */
  async games(
    seed: number,
    count: number,
    seats: string[] | null,
    onProgress: (played: number, count: number) => void,
  ): Promise<GamesReport> {
    const { id, answer } = this.request({ type: "games", seed, count, seats });
    this.progress.set(id, onProgress);
    const response = await answer;
    this.progress.delete(id);
    if (response?.type === "games") return response.report;
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  async stopGames(): Promise<void> {
    await this.request({ type: "stopGames" }).answer;
  }

  /**
   * The latest compile's scenario failures; undefined when a newer compile made the run out of
   * date before it finished.
   */
  async test(): Promise<ScenarioReport | undefined> {
    const response = await this.request({ type: "test" }).answer;
    if (response?.type === "tested") return response.report ?? undefined;
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  /** Answers about the names of the editor's unit: occurrences, a rename's edits, the outline. */
  async symbols<Q extends SymbolRequest["question"]>(
    request: SymbolRequest & { question: Q },
  ): Promise<Extract<SymbolAnswer, { kind: Q["kind"] }>> {
    const response = await this.request({ type: "symbols", ...request }).answer;
    if (response?.type === "symbols" && response.answer.kind === request.question.kind) {
      return response.answer as Extract<SymbolAnswer, { kind: Q["kind"] }>;
    }
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }

  async play(scenario: string): Promise<ScenarioPlayback> {
    const response = await this.request({ type: "play", scenario }).answer;
    if (response?.type === "played") return response.playback;
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
  }
}
