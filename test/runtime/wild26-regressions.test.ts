/**
 * Regressions found by whole random games over every card of the project (wild26,
 * test/runtime/wild26-harness.ts): each test fails without its fix.
 */
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  type Definition,
  type PlayerSetup,
  RandomChooser,
  basicRune,
  createGame,
  playout,
} from "../../runtime/index.js";
import { compiledScenario, labelled } from "./scenario-games.js";

function definitionsOf(text: string): Definition[] {
  const result = compile([{ file: "wild26.rift", text }], {
    library: loadTokenLibrary(),
    host: nodeHost,
  });
  expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  return result.definitions;
}

describe("wild26 — random games over every card", () => {
  // A spell that costs nothing and goes back to its owner's hand as it resolves (its "draw 1"
  // never happens: RULES C3, CR 359.3.e.15, a spell that leaves the Chain stops) can be played
  // again at once, for ever. The random policy leans towards playing, so it played the spell until
  // the game's action limit declared a draw in the first turn it was drawn.
  test("a free loop of plays is given up after the turn's action limit: the game plays on", () => {
    const definitions = [
      ...definitionsOf(`
card spell "Echo Chime W26" {
  cost 0
  domain Mind
  effect: return this to its owner's hand; draw 1
}
card unit "Plodder W26" {
  cost 1
  domain Mind
  might 3
}
card battlefield "Quiet Field W26" {}
card battlefield "Low Hill W26" {}
`),
      basicRune("Mind"),
    ];
    const player = (name: string): PlayerSetup => ({
      name,
      zones: {
        hand: [{ name: "Echo Chime W26" }, { name: "Plodder W26" }],
        deck: Array.from({ length: 30 }, () => ({ name: "Plodder W26" })),
        runeDeck: Array.from({ length: 12 }, () => ({ name: "Mind Rune" })),
      },
    });
    const setup = {
      players: [player("A"), player("B")],
      battlefields: [{ name: "Quiet Field W26" }, { name: "Low Hill W26" }],
      turnPlayer: "A",
      phase: "awaken" as const,
      seed: 1,
    };
    let longestTurn = 0;
    let turn = 0;
    let inTurn = 0;
    const game = createGame(setup, { definitions, chooser: new RandomChooser(1) });
    const result = playout(game, {
      seed: 1,
      turnLimit: 4,
      actionLimit: 3000,
      afterAction: (g) => {
        if (g.turn().number !== turn) {
          turn = g.turn().number;
          inTurn = 0;
        }
        longestTurn = Math.max(longestTurn, ++inTurn);
      },
    });
    // Without the limit the first turn the spell is drawn in runs to the action limit.
    expect(result.end).toBe("turnLimit");
    // The loop was met (a turn ran to the limit) and given up there.
    expect(longestTurn).toBeGreaterThanOrEqual(400);
    expect(longestTurn).toBeLessThanOrEqual(402);
    expect(result.cardPlays["A"]?.["Echo Chime W26"]).toBeGreaterThan(100);
    expect(result.cardPlays["B"]?.["Plodder W26"]).toBeGreaterThan(0);
  });
});

// Seeds 100–3000 of wild26 (loop36): ten games ran to the action limit (five of them past the
// thirty seconds the batch allows one game) and one more looped with two spells of one player.
describe("wild26 — loops found by their repeated state (TR 505.3.a, 505.6)", () => {
  // Seed 2013: each copy of the spell, resolving, plays the other from the trash (CR 419.3), its
  // only target. The players pass; the owner only makes the choice the play asks for. Every play
  // adds to the cards the player finalized this turn (for Legion, CR 812.1.c), a list that grows
  // for ever: the state never repeated. It is read only as "another card than this one".
  test("TR 505.6, CR 812.1.c: two spells that play each other from the trash are a loop, though each play is finalized anew", () => {
    const { scenario, definitions } = compiledScenario(
      `
card spell "Recall Loop36" {
  cost 0
  domain Mind
  effect: play target spell card in your trash ignoring its cost
}
`,
      `
scenario "s" {
  setup {
    A hand: "Recall Loop36" as first
    A trash: "Recall Loop36" as second
  }
}
`,
    );
    const game = createGame(scenario.setup, { definitions, chooser: new RandomChooser(3) });
    const played = game.perform({ type: "play", player: "A", object: labelled(game, "first") });
    expect(played.ok).toBe(true);
    let passes = 0;
    while (passes < 5000 && !game.drawn()) {
      const holder = game.priorityHolder();
      if (holder === null || !game.perform({ type: "pass", player: holder }).ok) break;
      passes++;
    }
    expect(game.drawn()).toBe(true);
    expect(passes).toBeLessThan(2000);
    const plays = game.log.filter((e) => e.kind === "played" && e.name === "Recall Loop36");
    expect(plays.length).toBeGreaterThan(100);
  });
});
