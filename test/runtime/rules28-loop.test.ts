/**
 * A loop of mandatory actions (Tournament Rules 505.3.a, 505.6) where a scenario cannot look: a
 * random game — what `rift play` runs — that reaches one ends as a draw by the rules, and its log
 * says why.
 */
import { describe, expect, test } from "vitest";
import { RandomChooser, createGame, gameLog, playout } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `card unit "Flicker T28" {
  cost 1
  domain Mind
  might 1
  when this is exhausted: add 1 energy; ready this
  when this is readied: add 1 energy; exhaust this
}
card spell "Tire T28" {
  cost 0
  domain Mind
  effect: exhaust target unit
}
`;

const SETUP = `scenario "loop" {
  setup {
    A hand: "Tire T28"
    A base: "Flicker T28"
  }
}
`;

describe("TR 505.6: a loop of mandatory actions ends the game in a draw", () => {
  test("a random game that reaches one is over, drawn, and its log says so", () => {
    const { scenario, definitions } = compiledScenario(CARDS, SETUP);
    const game = createGame(scenario.setup, { definitions, chooser: new RandomChooser(5) });
    const result = playout(game, { seed: 5, turnLimit: 6 });
    expect(result.end).toBe("loop");
    expect(result.winner).toBe(null);
    expect(game.isOver()).toBe(true);
    expect(game.drawn()).toBe(true);
    expect(game.priorityHolder()).toBe(null);
    expect(game.log.filter((e) => e.kind === "gameDrawn")).toHaveLength(1);
    expect(game.legalActions("A")).toEqual([]);
    expect(game.legalActions("B")).toEqual([]);
    expect(game.checkInvariants()).toEqual([]);
    const log = gameLog(
      game,
      {
        mode: "duel",
        first: "A",
        order: ["A", "B"],
        battlefields: {},
        mulligans: {},
        decks: { A: "loop", B: "none" },
      },
      result,
    );
    expect(log[log.length - 1]).toMatch(/^\ndraw: a loop of mandatory actions .*TR 505\.6/);
  });
});
