/**
 * The choices phrase33's instructions ask for, answered by the random chooser of random games:
 * among the cards looked at (CR 128.6, 416.5) and the order of the rest; and what a discount of
 * the next play keeps in the state (CR 356.4).
 */
import { describe, expect, test } from "vitest";
import { RandomChooser, createGame, type Game } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `
card unit "Pike R33" { cost 1  might 3 }
card spell "Spark R33" { cost 1  effect: draw 1 }
card spell "Sorted Glimpse R33" {
  cost 0
  effect: look at the top 3 cards of your deck; put up to one unit among them into your hand and the rest on the bottom of your deck in any order
}
card spell "Thrift R33" { cost 0  effect: the next spell you play this turn costs 1 less }
`;

const SETUP = `
scenario "s" {
  setup {
    A hand: "Sorted Glimpse R33", "Thrift R33"
    A deck: "Pike R33", "Spark R33", "Pike R33", "Spark R33", "Spark R33"
  }
}
`;

function gameWith(seed: number): Game {
  const { scenario, definitions } = compiledScenario(CARDS, SETUP);
  return createGame(scenario.setup, { definitions, chooser: new RandomChooser(seed) });
}

function playAndResolve(game: Game, name: string): void {
  const card = game.zone("A", "hand").find((o) => o.name === name);
  if (!card) throw new Error(`no ${name} in hand`);
  const played = game.perform({ type: "play", player: "A", object: card.id });
  expect(played.ok).toBe(true);
  for (let i = 0; i < 10 && game.chain().length > 0; i++) {
    const holder = game.priorityHolder();
    if (holder === null) break;
    expect(game.perform({ type: "pass", player: holder }).ok).toBe(true);
  }
  expect(game.chain()).toEqual([]);
}

describe("the random chooser answers a choice among the cards looked at", () => {
  test.each([1, 2, 3, 4, 5, 6, 7, 8])("seed %i: every card is still A's, none lost", (seed) => {
    const game = gameWith(seed);
    playAndResolve(game, "Sorted Glimpse R33");
    const hand = game.zone("A", "hand").map((o) => o.name);
    const deck = game.zone("A", "deck").map((o) => o.name);
    // Up to one unit went to the hand; the five cards are all still in the hand or the deck.
    const taken = hand.filter((name) => name !== "Thrift R33");
    expect(taken.every((name) => name === "Pike R33")).toBe(true);
    expect(taken.length).toBeLessThanOrEqual(1);
    expect(taken.length + deck.length).toBe(5);
    // The two cards not looked at are now on top (CR 108.4.d): the rest went under them.
    expect(deck.slice(0, 2)).toEqual(["Spark R33", "Spark R33"]);
    expect(game.checkInvariants()).toEqual([]);
  });
});

test("over seeds, the random chooser both takes a unit and declines (CR 128.6.a)", () => {
  const taken = new Set<number>();
  for (let seed = 1; seed <= 12; seed++) {
    const game = gameWith(seed);
    playAndResolve(game, "Sorted Glimpse R33");
    taken.add(game.zone("A", "hand").length - 1);
  }
  expect([...taken].sort()).toEqual([0, 1]);
});

describe("a discount of the next play in the state (CR 356.4)", () => {
  test("made, it waits in the state; a game without one keeps no list", () => {
    const game = gameWith(1);
    expect(game.snapshot().state).not.toHaveProperty("discounts");
    playAndResolve(game, "Thrift R33");
    expect(game.snapshot().state.discounts).toMatchObject([
      { player: "A", energy: -1, filter: { types: ["spell"] } },
    ]);
  });
});
