/**
 * Failures the card-text fuzzer and the wild random games found in the session of 2026-12-02
 * (fuzz37; bench/RESULTS.md, "Card-text fuzzer, long runs"), each kept as the smallest game that
 * shows it.
 */
import { describe, expect, test } from "vitest";
import { RandomChooser, createGame, type Game } from "../../runtime/index.js";
import { compiledScenario, labelled } from "./scenario-games.js";

// Seed 36007, game 65: a generated unit `when an opponent plays a unit: play a Recruit token at
// your base` in both players' trash. Each player's token set off the other's ability, for ever,
// the players only passing; a Recruit more each round, so no state came back (repeated-state.ts)
// and the game ran to the playout's 20,000 actions, ten thousand units on the board, 258 s of CPU.
const CARDS = `
card unit "Echo Herald Fuzz37" {
  cost 0
  domain Order
  might 1
  when an opponent plays a unit: play a Recruit token at your base
}
card unit "Quiet Herald Fuzz37" {
  cost 0
  domain Order
  might 1
  when an opponent plays a unit, once each turn: play a Recruit token at your base
}
card unit "Squire Fuzz37" { cost 0  domain Order  might 1 }
`;

function heralds(name: string): string {
  return `
scenario "s" {
  setup {
    A hand: "Squire Fuzz37" as s
    A base: "${name}"
    B base: "${name}"
  }
}
`;
}

/** A plays the Squire; then everyone only passes, up to `passes`. */
function passOnly(name: string, passes: number): { game: Game; passed: number } {
  const { scenario, definitions } = compiledScenario(CARDS, heralds(name));
  const game = createGame(scenario.setup, { definitions, chooser: new RandomChooser(7) });
  expect(game.perform({ type: "play", player: "A", object: labelled(game, "s") }).ok).toBe(true);
  let passed = 0;
  while (passed < passes && !game.drawn() && game.winner() === null) {
    const holder = game.priorityHolder();
    if (holder === null || game.state.chain.length === 0) break;
    if (!game.perform({ type: "pass", player: holder }).ok) break;
    passed++;
  }
  return { game, passed };
}

const recruits = (game: Game) => game.objects().filter((o) => o.name === "Recruit").length;

describe("TR 505.3.a, 505.6: a loop the players only pass through that grows the board is a draw", () => {
  test("TR 505.6, CR 383: two units answering each other's plays with a token, for ever: drawn after 10,000 steps of passing", () => {
    const { game, passed } = passOnly("Echo Herald Fuzz37", 20_000);
    expect(game.drawn()).toBe(true);
    expect(game.winner()).toBeNull();
    expect(game.log.filter((e) => e.kind === "gameDrawn").map((e) => e.detail)).toEqual([
      "a loop of mandatory actions that no player can break (10000 automatic steps in one turn, the players only passing, TR 505.6)",
    ]);
    // Every round made a Recruit, so no state came back: the count ended it, not a repeat.
    expect(recruits(game)).toBeGreaterThan(1000);
    expect(passed).toBeLessThan(10_000);
    expect(game.perform({ type: "pass", player: "A" })).toMatchObject({
      ok: false,
      error: { code: "gameOver" },
    });
  });

  test("TR 505.6, CR 383.3.e: the same units once each turn answer twice and stop: no loop", () => {
    const { game } = passOnly("Quiet Herald Fuzz37", 20_000);
    expect(game.drawn()).toBe(false);
    expect(game.state.chain.length).toBe(0);
    expect(recruits(game)).toBe(2);
  });
});
