/**
 * pg30: the board's two modes and its reset. After a random game in one example, opening another
 * (the welcome file) showed the old game: a new file now starts the board afresh, and an answer the
 * worker gives later to a request of the old file is dropped. The scenarios and the random games
 * are two modes, each with its own result kept while the other is shown.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  BoardState,
  gamesHint,
  MODE_TEXT,
  modeLabel,
  scenarioHint,
} from "../../playground/src/board/board-state.js";
import { playRandomGame, seatDecks } from "../../playground/src/board/random-game.js";
import { playScenario } from "../../playground/src/board/scenario-playback.js";
import { compileSource } from "../../playground/src/language/language-service.js";

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];
const welcome = readFileSync("playground/src/welcome.rift", "utf8");
const unit = compileSource({ file: "welcome.rift", text: welcome, library });
const texts = new Map(unit.allFiles.map((f) => [f.file, f.text]));
const playback = playScenario(unit.scenarioDefinitions[0]!, unit.definitions, (file) =>
  texts.get(file),
);

const deckFiles = ["ember-vanguard", "tidal-archive"].map((name) => ({
  file: `cards/decks/${name}.rift`,
  text: readFileSync(`cards/decks/${name}.rift`, "utf8"),
}));
const samples = compile(deckFiles, { library: loadTokenLibrary(), host: nodeHost });
const game = playRandomGame(seatDecks(samples.decks, null), samples.definitions, 5);

/** A board after a scenario run and a random game, showing the game. */
function playedBoard(): BoardState {
  const state = new BoardState();
  state.playback = playback;
  state.frame = 2;
  state.game = { report: game, decksFrom: "samples" };
  state.gameError = "an old error";
  state.mode = "games";
  return state;
}

describe("the board's state (pg30)", () => {
  test("the welcome file has a scenario, and the sample decks play a game", () => {
    expect(unit.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(playback.setupError).toBeNull();
    expect(game.decks).toEqual(["Ember Vanguard", "Tidal Archive"]);
  });

  test("opening another file forgets the old file's game, summary and scenario run", () => {
    const state = playedBoard();
    state.newDocument();
    expect(state.mode).toBe("scenarios");
    expect(state.game).toBeUndefined();
    expect(state.summary).toBeUndefined();
    expect(state.playback).toBeUndefined();
    expect(state.frame).toBe(0);
    expect(state.gameError).toBeUndefined();
    expect(state.runError).toBeUndefined();
    expect(state.shownSummary()).toBeUndefined();
    // Until the new file compiles, its scenarios are unknown: no "no scenario" meanwhile.
    expect(state.awaitingCompile).toBe(true);
  });

  test("an answer to a request made before another file was opened is not current", () => {
    const state = playedBoard();
    const before = state.ticket();
    expect(state.isCurrent(before)).toBe(true);
    state.newDocument();
    expect(state.isCurrent(before)).toBe(false);
    expect(state.isCurrent(state.ticket())).toBe(true);
  });

  test("each mode keeps its result while the other is shown", () => {
    const state = playedBoard();
    state.mode = "scenarios";
    expect(state.playback).toBe(playback);
    expect(state.game?.report).toBe(game);
    state.mode = "games";
    expect(state.playback).toBe(playback);
    expect(state.frame).toBe(2);
  });

  test("a summary is shown only in the games mode, and only when it has one", () => {
    const state = new BoardState();
    const table = {
      decks: ["Ember Vanguard", "Tidal Archive"],
      from: "samples" as const,
      modes: [],
    };
    state.summary = { summary: null, lines: [], firstSeed: 1, seconds: 0, table };
    state.shown = "summary";
    state.mode = "games";
    expect(state.shownSummary()).toBeUndefined();
  });
});

describe("what each mode says (pg30)", () => {
  test("the switch names the modes; a run of games going on behind the scenarios says how far", () => {
    expect(modeLabel("scenarios", undefined)).toBe("Scenarios");
    expect(modeLabel("games", undefined)).toBe("Random games");
    expect(modeLabel("games", { played: 12, count: 100 })).toBe("Random games · 12 / 100");
    expect(modeLabel("scenarios", { played: 12, count: 100 })).toBe("Scenarios");
    expect(MODE_TEXT.scenarios.caption).toContain("rift test");
    expect(MODE_TEXT.games.caption).toContain("rift play");
  });

  test("the scenarios mode says nothing until a new file compiles, then what it can do", () => {
    const base = { scenarios: 2, declared: 2, runError: undefined, awaitingCompile: false };
    expect(scenarioHint({ ...base, awaitingCompile: true })).toBe("");
    expect(scenarioHint(base)).toBe("Choose a scenario and press Run.");
    expect(scenarioHint({ ...base, runError: "boom" })).toBe("boom");
    expect(scenarioHint({ ...base, scenarios: 0, declared: 0 })).toBe(
      "This file has no scenario. Write one, or pick an example with scenarios.",
    );
    expect(scenarioHint({ ...base, scenarios: 0, declared: 1 })).toBe(
      "This file's scenario has errors: fix the problems below to run it.",
    );
    expect(scenarioHint({ ...base, scenarios: 0 })).toBe(
      "This file's scenarios have errors: fix the problems below to run them.",
    );
  });

  test("the games mode, before a game, says whose decks sit and what Play does", () => {
    expect(gamesHint("samples")).toMatch(
      /^This file has fewer than two decks, so the sample decks/,
    );
    expect(gamesHint("file")).toMatch(/^This file's decks sit at the table\. Seat 2, 3 or 4/);
    expect(gamesHint(undefined)).toMatch(/^Seat 2, 3 or 4 decks, then press Play/);
  });
});
