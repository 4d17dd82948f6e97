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
  SymbolAnswer,
  SymbolRequest,
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

  async randomGame(
    seed: number,
  ): Promise<{ report: RandomGameReport; decksFrom: "file" | "samples" }> {
    const response = await this.request({ type: "randomGame", seed }).answer;
    if (response?.type === "randomGame")
      return { report: response.report, decksFrom: response.decksFrom };
    throw new Error(response?.type === "failed" ? response.message : "no answer from the worker");
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
