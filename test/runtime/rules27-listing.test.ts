/**
 * rules27: the listing of legal actions weighs a cost as playing totals it, with the card on the
 * Chain (CR 354, 356, 366.2): a discount whose condition counts the cards in hand counts them
 * without the card played — another object's discount as well as the card's own (CR 366.2.a).
 * test/rules/rules27-costs.rift plays the same positions.
 */
import { describe, expect, test } from "vitest";
import type { Action, Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Lean Scout R27" {
  cost 3
  domain Mind
  might 2
  while there are 3 or fewer other cards in your hand, this costs 2 less
}
card unit "Crowded Scout R27" {
  cost 3
  domain Mind
  might 2
  while there are 4 or more cards in your hand, this costs 2 less
}
card spell "Crowded Trick R27" {
  cost 3
  domain Mind
  effect: draw 1
}
card gear "Hand Lens R27" {
  cost 5
  domain Mind
  while there are 4 or more cards in your hand, spells in your hand cost 2 less
}
card spell "Filler Note R27" { cost 9  domain Mind  effect: draw 1 }
`;

/** A hand of the card (labelled `c`) and `fillers` other cards, a pool of 1, and `base`. */
function game(card: string, fillers: number, base = ""): Game {
  const others = Array.from({ length: fillers }, () => `, "Filler Note R27"`).join("");
  return scenarioGame(
    CARDS,
    `scenario "s" { setup {
      A hand: "${card}" as c${others}
      A pool: 1
      A deck: "Filler Note R27"
      ${base}
    } }`,
  );
}

function play(g: Game): Extract<Action, { type: "play" }> {
  return { type: "play", player: "A", object: labelled(g, "c") };
}

/** Whether the listing offers the play, by both of its ways of asking. */
function listed(g: Game): boolean {
  const action = play(g);
  const inList = g.legalActions("A").some((a) => a.type === "play" && a.object === action.object);
  expect(g.isListed(action)).toBe(inList);
  return inList;
}

/** Whether the play goes through with the pool of 1, without asking for more. */
function playable(g: Game): boolean {
  const result = g.perform(play(g));
  return result.ok && result.pending === null;
}

describe("rules27: the listing and the play agree on a cost that counts the hand (CR 354, 356)", () => {
  const cases: [string, string, number, string, boolean][] = [
    ["its own discount, 3 or fewer other cards", "Lean Scout R27", 3, "", true],
    ["its own discount, 4 other cards", "Lean Scout R27", 4, "", false],
    ["its own discount, 4 or more with it in hand", "Crowded Scout R27", 3, "", false],
    ["its own discount, 4 or more without it", "Crowded Scout R27", 4, "", true],
    [
      "another's discount, 4 or more with it in hand",
      "Crowded Trick R27",
      3,
      `A base: "Hand Lens R27"`,
      false,
    ],
    [
      "another's discount, 4 or more without it",
      "Crowded Trick R27",
      4,
      `A base: "Hand Lens R27"`,
      true,
    ],
  ];
  for (const [what, card, fillers, base, expected] of cases) {
    test(`${what}: ${expected ? "listed and played" : "neither listed nor played"}`, () => {
      expect(listed(game(card, fillers, base))).toBe(expected);
      expect(playable(game(card, fillers, base))).toBe(expected);
    });
  }
});
