/**
 * The language worker: compiles the editor's text off the page's thread, answers completion
 * requests, and runs scenarios for the board. Compile requests that arrive while one is queued
 * replace it, so a burst of typing compiles once, with the latest text.
 */
import { file as libraryFile, source as librarySource } from "../../../cards/tokens.rift";
import { formatText } from "../../../compiler/format/index.js";
import type { SourceInput } from "../../../compiler/unit.js";
import type { RiftModule } from "../../../compiler/vite-plugin.js";
import type { Scenario } from "../../../runtime/definitions.js";
import { summaryLines } from "../../../runtime/play-summary.js";
import { GamesRun, MODE_VIEWS, playRandomGame, seatDecks } from "../board/random-game.js";
import { playScenario } from "../board/scenario-playback.js";
import { complete } from "../language/completion.js";
import {
  type CompiledUnit,
  compileSource,
  renderCard,
  summaryOf,
  typescriptOf,
} from "../language/language-service.js";
import {
  runForFailure,
  type ScenarioFailure,
  scenarioNameRange,
  scenariosToRun,
} from "../language/scenario-failures.js";
import { documentSymbols, planRename, symbolAt } from "../language/symbol-references.js";
import type {
  SymbolAnswer,
  SymbolRequest,
  TableDecks,
  WorkerRequest,
  WorkerResponse,
} from "./protocol.js";

const library: SourceInput[] = [{ file: libraryFile, text: librarySource }];

let latest: CompiledUnit | undefined;
let queuedCompile: Extract<WorkerRequest, { type: "compile" }> | undefined;
/** The companions of the latest compile request, and a compile of a text the editor has since. */
let companions: SourceInput[] = [];
let symbolUnit: CompiledUnit | undefined;

/**
 * The scenario run in progress: one scenario per task, so completion and a newer compile, queued
 * behind it, are answered between two scenarios instead of after all of them (a rules file holds
 * a hundred). A newer compile makes the run out of date: it stops and answers null.
 */
let testRun:
  | { id: number; unit: CompiledUnit; queue: Scenario[]; ran: number; failures: ScenarioFailure[] }
  | undefined;

function startTestRun(id: number): void {
  if (testRun) post({ type: "tested", id: testRun.id, report: null });
  testRun = undefined;
  if (!latest) {
    post({ type: "tested", id, report: null });
    return;
  }
  const queue = scenariosToRun(latest);
  testRun = { id, unit: latest, queue, ran: queue.length, failures: [] };
  setTimeout(continueTestRun, 0);
}

function continueTestRun(): void {
  const run = testRun;
  if (!run) return;
  if (run.unit !== latest) {
    testRun = undefined;
    post({ type: "tested", id: run.id, report: null });
    return;
  }
  const scenario = run.queue.shift();
  if (!scenario) {
    testRun = undefined;
    post({ type: "tested", id: run.id, report: { ran: run.ran, failures: run.failures } });
    return;
  }
  try {
    const failure = runForFailure(
      scenario,
      run.unit.definitions,
      scenarioNameRange(run.unit, scenario),
    );
    if (failure) run.failures.push(failure);
  } catch (error) {
    // The runtime threw (a bug, not a failed expectation): the scenario failed, and says why.
    const range = scenarioNameRange(run.unit, scenario);
    if (range) {
      const message = `the runtime stopped: ${messageOf(error)}`;
      run.failures.push({ scenario: scenario.name, range, message, summary: message });
    }
  }
  setTimeout(continueTestRun, 0);
}

/**
 * The sample decks, loaded the first time a random game needs them. `cards/decks/` is one unit, so
 * one deck's module brings the other deck and every file they use.
 */
const sampleDeckModules = import.meta.glob<RiftModule>("../../../cards/decks/*.rift", {
  import: "default",
});
let sampleUnit: Promise<CompiledUnit> | undefined;

async function compileSampleDecks(): Promise<CompiledUnit> {
  const load = Object.values(sampleDeckModules)[0];
  if (!load) throw new Error("there are no sample decks in cards/decks/");
  const module = await load();
  return compileSource({
    file: module.file,
    text: module.source,
    companions: module.unit,
    library,
  });
}

/** The unit whose decks sit at the table: the file's, or the samples when it has fewer than two. */
async function tableUnit(): Promise<{ unit: CompiledUnit; table: TableDecks }> {
  let unit = latest;
  let from: TableDecks["from"] = "file";
  if (
    unit &&
    unit.deckLists.some((deck) => deck.range !== undefined && deck.range.file !== unit?.file)
  )
    from = "unit";
  if (!unit || unit.deckLists.length < 2) {
    sampleUnit ??= compileSampleDecks();
    unit = await sampleUnit;
    from = "samples";
  }
  const decks = unit.deckLists.map((deck) => deck.name);
  return { unit, table: { decks, from, modes: [...MODE_VIEWS] } };
}

async function randomGame(id: number, seed: number, seats: string[] | null): Promise<void> {
  const { unit, table } = await tableUnit();
  const report = playRandomGame(seatDecks(unit.deckLists, seats), unit.definitions, seed);
  post({ type: "randomGame", id, report, table });
}

/** Games take from a few to a hundred milliseconds each: a slice plays as many as fit. */
const GAMES_SLICE_MS = 40;

/**
 * The "play N games" run in progress. It keeps the unit it started with, as `rift play` reads its
 * files once; it plays in slices so the worker answers compiles and completion between two.
 */
let gamesRun: { id: number; run: GamesRun; table: TableDecks } | undefined;
/** Counts `games` and `stopGames` requests, so a run still loading its decks knows it is stale. */
let gamesGeneration = 0;

function stopGames(): void {
  if (!gamesRun) return;
  const { id, run, table } = gamesRun;
  gamesRun = undefined;
  post({
    type: "games",
    id,
    report: { summary: null, lines: [], firstSeed: run.firstSeed, seconds: run.seconds, table },
  });
}

async function startGames(
  id: number,
  seed: number,
  count: number,
  seats: string[] | null,
): Promise<void> {
  stopGames();
  const generation = ++gamesGeneration;
  const { unit, table } = await tableUnit();
  const run = new GamesRun(seatDecks(unit.deckLists, seats), unit.definitions, seed, count);
  // A newer run, or a stop, may have come while the sample decks compiled: this one is over.
  if (generation !== gamesGeneration) {
    post({
      type: "games",
      id,
      report: { summary: null, lines: [], firstSeed: seed, seconds: 0, table },
    });
    return;
  }
  gamesRun = { id, run, table };
  setTimeout(continueGames, 0);
}

function continueGames(): void {
  const current = gamesRun;
  if (!current) return;
  const { id, run, table } = current;
  const sliceEnd = performance.now() + GAMES_SLICE_MS;
  while (run.step() && performance.now() < sliceEnd);
  if (!run.done) {
    post({ type: "gamesProgress", id, played: run.played.length, count: run.count });
    setTimeout(continueGames, 0);
    return;
  }
  gamesRun = undefined;
  const summary = run.summary();
  const seconds = run.seconds;
  post({
    type: "games",
    id,
    report: {
      summary,
      lines: summaryLines(summary, seconds),
      firstSeed: run.firstSeed,
      seconds,
      table,
    },
  });
}

/**
 * The compile of the editor's current text. A rename must edit the text it was planned on, and
 * the latest compile may be of the text before the last keystrokes: the compile waiting for its
 * turn runs now instead, and only text it does not cover (the debounce not yet over) is compiled
 * here, once.
 */
function unitOf(mainFile: string, mainText: string): CompiledUnit {
  const isOf = (unit: CompiledUnit | undefined): unit is CompiledUnit =>
    unit?.file === mainFile && unit.allFiles.find((f) => f.file === mainFile)?.text === mainText;
  if (queuedCompile?.file === mainFile && queuedCompile.text === mainText) runCompile();
  if (isOf(latest)) return latest;
  if (!isOf(symbolUnit)) {
    symbolUnit = compileSource({ file: mainFile, text: mainText, companions, library });
  }
  return symbolUnit;
}

function answerSymbols(request: SymbolRequest): SymbolAnswer {
  const unit = unitOf(request.mainFile, request.mainText);
  const question = request.question;
  switch (question.kind) {
    case "occurrences":
      return {
        kind: "occurrences",
        symbol: symbolAt(unit, request.file, question.line, question.column) ?? null,
      };
    case "rename": {
      const symbol = symbolAt(unit, request.file, question.line, question.column);
      return {
        kind: "rename",
        plan: symbol
          ? planRename(unit, symbol, question.newName, request.mainFile)
          : { refused: "there is no card, token, scenario or deck name here" },
      };
    }
    case "outline":
      return { kind: "outline", symbols: documentSymbols(unit.outline, request.file) };
    default: {
      const _exhaustive: never = question;
      return _exhaustive;
    }
  }
}

function post(message: WorkerResponse): void {
  self.postMessage(message);
}

function runCompile(): void {
  const request = queuedCompile;
  queuedCompile = undefined;
  if (!request) return;
  const started = performance.now();
  try {
    latest = compileSource({
      file: request.file,
      text: request.text,
      companions: request.companions,
      library,
    });
    const milliseconds = performance.now() - started;
    post({ type: "compiled", id: request.id, output: summaryOf(latest), milliseconds });
  } catch (error) {
    post({ type: "failed", id: request.id, message: messageOf(error) });
  }
}

function handle(request: WorkerRequest): void {
  switch (request.type) {
    case "compile":
      companions = request.companions;
      // Later messages already in the queue run before this timer, and may replace the request.
      if (!queuedCompile) setTimeout(runCompile, 0);
      queuedCompile = request;
      return;
    case "complete": {
      const outline = latest?.outline ?? {
        declarations: [],
        tags: [],
        tagCarriers: {},
        boundNames: [],
      };
      post({
        type: "completions",
        id: request.id,
        entries: complete(request.text, request.offset, outline),
      });
      return;
    }
    case "format": {
      const formatted = formatText(request.file, request.text);
      const errors = formatted.diagnostics.filter((d) => d.severity === "error").length;
      if (errors > 0) {
        post({
          type: "failed",
          id: request.id,
          message: `the file has ${errors === 1 ? "a syntax error" : `${errors} syntax errors`}; fix ${errors === 1 ? "it" : "them"} to format it`,
        });
      } else {
        post({ type: "formatted", id: request.id, text: formatted.text });
      }
      return;
    }
    case "render":
      post({
        type: "rendered",
        id: request.id,
        card: (latest && renderCard(latest, request.name)) ?? null,
      });
      return;
    case "typescript":
      post({ type: "typescript", id: request.id, text: latest ? typescriptOf(latest) : "" });
      return;
    case "tableDecks":
      tableUnit().then(
        ({ table }) => post({ type: "tableDecks", id: request.id, table }),
        (error: unknown) => post({ type: "failed", id: request.id, message: messageOf(error) }),
      );
      return;
    case "randomGame":
      randomGame(request.id, request.seed, request.seats).catch((error: unknown) =>
        post({ type: "failed", id: request.id, message: messageOf(error) }),
      );
      return;
    case "games":
      startGames(request.id, request.seed, request.count, request.seats).catch((error: unknown) =>
        post({ type: "failed", id: request.id, message: messageOf(error) }),
      );
      return;
    case "stopGames":
      gamesGeneration++;
      stopGames();
      post({ type: "gamesStopped", id: request.id });
      return;
    case "test":
      startTestRun(request.id);
      return;
    case "symbols":
      post({ type: "symbols", id: request.id, answer: answerSymbols(request) });
      return;
    case "play": {
      const scenario = latest?.scenarioDefinitions.find((s) => s.name === request.scenario);
      if (!latest || !scenario) {
        post({
          type: "failed",
          id: request.id,
          message: `no scenario named ${JSON.stringify(request.scenario)}`,
        });
        return;
      }
      const texts = new Map(latest.allFiles.map((f) => [f.file, f.text]));
      const playback = playScenario(scenario, latest.definitions, (file) => texts.get(file));
      post({ type: "played", id: request.id, playback });
      return;
    }
    default: {
      const _exhaustive: never = request;
      return _exhaustive;
    }
  }
}

self.addEventListener("message", (event: MessageEvent<WorkerRequest>) => {
  try {
    handle(event.data);
  } catch (error) {
    post({ type: "failed", id: event.data.id, message: messageOf(error) });
  }
});

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

post({ type: "ready", capabilities: { format: true } });
