import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  GamesRun,
  MODE_VIEWS,
  playRandomGame,
  seatDecks,
} from "../../playground/src/board/random-game.js";
import { type PlaySummary, summaryLines } from "../../runtime/play-summary.js";
import { runRift } from "../cli/run-rift.js";

const deckFiles = readdirSync("cards/decks")
  .filter((file) => file.endsWith(".rift"))
  .map((file) => ({
    file: `cards/decks/${file}`,
    text: readFileSync(`cards/decks/${file}`, "utf8"),
  }));
const samples = compile(deckFiles, { library: loadTokenLibrary(), host: nodeHost });
const EMBER = "Ember Vanguard";
const TIDAL = "Tidal Archive";
const EMBER_FILE = "cards/decks/ember-vanguard.rift";
const TIDAL_FILE = "cards/decks/tidal-archive.rift";

/** `rift play`'s summary without its one line that depends on the machine's speed. */
function withoutSpeed(text: string): string {
  return text
    .split("\n")
    .filter((line) => !line.startsWith("  games per second:"))
    .join("\n");
}

describe("the random game button's game", () => {
  test("the sample decks compile", () => {
    expect(samples.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    expect(samples.decks.map((deck) => deck.name).sort()).toEqual([EMBER, TIDAL]);
  });

  test("plays two sample decks to the end and keeps the whole log and the final board", () => {
    const report = playRandomGame(seatDecks(samples.decks, null), samples.definitions, 7);
    expect(report.decks).toEqual(samples.decks.map((deck) => deck.name));
    expect(report.mode).toBe("duel");
    expect(report.frame.players.map((player) => player.id)).toEqual(["A", "B"]);
    expect(report.log.length).toBeGreaterThan(20);
    expect(report.actions).toBeGreaterThan(0);
    if (report.end === "victory") expect(report.winner).not.toBeNull();
    else expect(report.winner).toBeNull();
  });

  test("the same seed plays the same game; another seed another", () => {
    const text = (seed: number): string =>
      playRandomGame(samples.decks, samples.definitions, seed).log.join("\n");
    expect(text(11)).toBe(text(11));
    expect(text(11)).not.toBe(text(12));
  });

  test("its log is the one rift play prints for the same decks and seed, in every mode", async () => {
    const tables: [string[], string[]][] = [
      [
        [EMBER, TIDAL],
        [EMBER_FILE, TIDAL_FILE],
      ],
      [
        [EMBER, TIDAL, EMBER],
        [EMBER_FILE, TIDAL_FILE, EMBER_FILE],
      ],
      [
        [TIDAL, EMBER, TIDAL, EMBER],
        [TIDAL_FILE, EMBER_FILE, TIDAL_FILE, EMBER_FILE],
      ],
    ];
    for (const [names, files] of tables) {
      const report = playRandomGame(seatDecks(samples.decks, names), samples.definitions, 3);
      const cli = await runRift(["play", ...files, "--seed", "3"]);
      expect(cli.code).toBe(0);
      expect(report.log.join("\n") + "\n").toBe(cli.stdout);
      expect(report.decks).toEqual(names);
      expect(report.frame.players).toHaveLength(names.length);
    }
  });

  test("three seats play a Skirmish, four a War; a deck may sit twice", () => {
    const skirmish = playRandomGame(
      seatDecks(samples.decks, [EMBER, TIDAL, EMBER]),
      samples.definitions,
      5,
    );
    expect(skirmish.mode).toBe("skirmish");
    expect(skirmish.log[0]).toBe("FFA3 Skirmish (CR 487): 3 players, 8 points to win");
    expect(skirmish.log[1]).toBe(`A plays "${EMBER}"; B plays "${TIDAL}"; C plays "${EMBER}"`);
    expect(skirmish.log).toContainEqual(expect.stringMatching(/; turn order [ABC], [ABC], [ABC];/));
    const war = playRandomGame(
      seatDecks(samples.decks, [TIDAL, TIDAL, TIDAL, TIDAL]),
      samples.definitions,
      5,
    );
    expect(war.mode).toBe("war");
    expect(Object.keys(war.scores).sort()).toEqual(["A", "B", "C", "D"]);
    expect(war.log[0]).toMatch(/^FFA4 War \(CR 488\)/);
  });

  test("the page names each mode as the CLI does", () => {
    expect(MODE_VIEWS).toEqual([
      { players: 2, title: "1v1 Duel (CR 485)" },
      { players: 3, title: "FFA3 Skirmish (CR 487)" },
      { players: 4, title: "FFA4 War (CR 488)" },
    ]);
  });

  test("a table of one, of five, or of a deck the file lacks is refused with a reason", () => {
    expect(() => seatDecks(samples.decks.slice(0, 1), null)).toThrow("two decks");
    expect(() => seatDecks(samples.decks, [EMBER])).toThrow("2, 3 or 4 decks, not 1");
    expect(() => seatDecks(samples.decks, [EMBER, EMBER, EMBER, EMBER, EMBER])).toThrow(
      "2, 3 or 4 decks, not 5",
    );
    expect(() => seatDecks(samples.decks, [EMBER, "Nope"])).toThrow('no deck named "Nope"');
    expect(() => playRandomGame(samples.decks.slice(0, 1), samples.definitions, 1)).toThrow(
      "2, 3 or 4 decks, not 1",
    );
  });
});

describe("a table seats every deck of the file, up to four", () => {
  const units = Array.from(
    { length: 14 },
    (_, i) => `card unit "Soldier ${i}" { cost 1  domain Fury  might 1 }\n`,
  ).join("");
  const deck = (name: string): string => `deck "${name}" {
  legend "Test Legend"
  battlefields "Field One", "Field Two", "Field Three"
  champion "Soldier 13"
  main ${Array.from({ length: 13 }, (_, i) => `3 "Soldier ${i}"`).join(", ")}
  runes 12 Fury
}
`;
  const set = `card legend "Test Legend" { domains Fury }
card battlefield "Field One" { }
card battlefield "Field Two" { }
card battlefield "Field Three" { }
${units}`;
  const unitOf = (names: readonly string[]) =>
    compile([{ file: "table.rift", text: set + names.map(deck).join("") }], {
      library: loadTokenLibrary(),
    });

  test("three decks: all three sit, a Skirmish", () => {
    const unit = unitOf(["One", "Two", "Three"]);
    expect(unit.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
    const seated = seatDecks(unit.decks, null);
    expect(seated.map((d) => d.name)).toEqual(["One", "Two", "Three"]);
    expect(playRandomGame(seated, unit.definitions, 1).mode).toBe("skirmish");
  });

  test("five decks: the first four sit, a War; any two may sit instead", () => {
    const unit = unitOf(["One", "Two", "Three", "Four", "Five"]);
    expect(seatDecks(unit.decks, null).map((d) => d.name)).toEqual(["One", "Two", "Three", "Four"]);
    expect(seatDecks(unit.decks, ["Five", "Two"]).map((d) => d.name)).toEqual(["Five", "Two"]);
  });
});

describe("play N games", () => {
  test("the summary is rift play --games N's, line for line", async () => {
    const tables: [string[], string[], number][] = [
      [[EMBER, TIDAL], [EMBER_FILE, TIDAL_FILE], 4],
      [[EMBER, TIDAL, TIDAL], [EMBER_FILE, TIDAL_FILE, TIDAL_FILE], 3],
    ];
    for (const [names, files, count] of tables) {
      const run = new GamesRun(seatDecks(samples.decks, names), samples.definitions, 1, count);
      let steps = 0;
      while (run.step()) steps++;
      expect(steps).toBe(count);
      expect(run.done).toBe(true);
      expect(run.step()).toBe(false);
      const cli = await runRift(["play", ...files, "--games", String(count)]);
      expect(cli.code).toBe(0);
      const lines = summaryLines(run.summary(), run.seconds);
      expect(withoutSpeed(lines.join("\n") + "\n")).toBe(withoutSpeed(cli.stdout));
    }
  });

  test("the summary's numbers add up: every game is a win or a draw", () => {
    const run = new GamesRun(
      seatDecks(samples.decks, [TIDAL, EMBER, TIDAL]),
      samples.definitions,
      20,
      3,
    );
    while (run.step());
    const summary = run.summary();
    expect(summary.games).toBe(3);
    expect(summary.mode).toBe("skirmish");
    const wins = summary.seats.reduce((sum, seat) => sum + seat.wins, 0);
    expect(wins + summary.draws.total).toBe(3);
    expect(summary.winsByPlace.reduce((a, b) => a + b, 0)).toBe(wins);
    expect(summary.seats.map((seat) => seat.deck)).toEqual([TIDAL, EMBER, TIDAL]);
    expect(summary.averageTurns).toBeGreaterThan(1);
    // Plays per game of every card, most first; the rest are named as never played.
    for (const seat of summary.seats) {
      const perGame = seat.played.map((card) => card.perGame);
      expect(perGame).toEqual([...perGame].sort((a, b) => b - a));
      expect(perGame.every((n) => n > 0)).toBe(true);
    }
    // Plain data: the worker posts it to the page by structured clone.
    expect(structuredClone(summary)).toEqual(summary);
  });

  test("asks for at least one game", () => {
    expect(() => new GamesRun(samples.decks, samples.definitions, 1, 0)).toThrow("at least one");
  });
});

describe("the summary's rate", () => {
  const summary = (games: number): PlaySummary => ({
    games,
    mode: "duel",
    seats: [],
    draws: { total: 0, turnLimit: 0, actionLimit: 0, loop: 0 },
    firstPlayerWins: 0,
    winsByPlace: [],
    averageTurns: 0,
    cardsPerGame: 0,
    actionsPerGame: 0,
  });
  const rateLine = (games: number): string | undefined =>
    summaryLines(summary(games), games / 100).find((line) =>
      line.startsWith("  games per second:"),
    );

  test("a short run's rate says that it includes the engine's warm-up", () => {
    expect(rateLine(200)).toBe(
      "  games per second: 100.0 (the first few hundred games also warm up the JavaScript engine)",
    );
  });

  test("a long run's rate stands alone", () => {
    expect(rateLine(2000)).toBe("  games per second: 100.0");
  });
});
