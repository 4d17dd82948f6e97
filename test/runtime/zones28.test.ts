/**
 * Abilities that function from a trash or a hand (CR 385.2), as a `.rift` scenario cannot state
 * them: the legal actions list an activated ability of a card in its owner's trash for that player
 * alone and only where it functions (CR 380, RULES G2), and a game whose cards print no such
 * ability never looks at a trash or a hand for one (the sample decks, whose random games the
 * golden hash holds).
 */
import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import type { Engine } from "../../runtime/engine.js";
import { gameZoned } from "../../runtime/zoned.js";
import { sampleDecks } from "./game-decks.js";
import { compiledScenario, labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Bone Tithe T28" {
  cost 3
  domain Chaos
  might 3
  while this is in your trash, pay 2: return this to its owner's hand
  pay 1: draw 1
}
card unit "Grunt T28" {
  cost 1
  domain Chaos
  might 1
}
`;

describe("CR 385.2, 380: activations listed from the trash", () => {
  test("the owner is offered the trash ability, not the board one", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup { A trash: "Bone Tithe T28" as bt  A pool: 3  A deck: "Grunt T28" } }`,
    );
    const bt = labelled(game, "bt");
    const activations = game.legalActions("A").filter((a) => a.type === "activate");
    expect(activations).toEqual([{ type: "activate", player: "A", object: bt, ability: 0 }]);
    expect(game.legalActions("B").filter((a) => a.type === "activate")).toEqual([]);
  });

  test("on the board it offers only its board ability", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup { A base: "Bone Tithe T28" as bt  A pool: 3  A deck: "Grunt T28" } }`,
    );
    const bt = labelled(game, "bt");
    const activations = game.legalActions("A").filter((a) => a.type === "activate");
    expect(activations).toEqual([{ type: "activate", player: "A", object: bt, ability: 1 }]);
  });

  test("not offered when it cannot be paid", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup { A trash: "Bone Tithe T28"  A pool: 1 } }`,
    );
    expect(game.legalActions("A").filter((a) => a.type === "activate")).toEqual([]);
  });
});

describe("performance: games without such cards look at no trash", () => {
  const zonedOf = (definitions: readonly Definition[]) =>
    // `gameZoned` reads only the game's definitions.
    gameZoned({ defs: new Map(definitions.map((d) => [d.name, d])) } as unknown as Engine);

  test("the sample decks' cards print no ability that functions off the board", () =>
    expect(zonedOf(sampleDecks().definitions)).toBeNull());

  test("a game with such a card knows what to look for", () => {
    const { definitions } = compiledScenario(CARDS, `scenario "s" { setup { } }`);
    expect(zonedOf(definitions)).toEqual({
      triggered: new Set(),
      statics: false,
      activated: true,
    });
  });
});
