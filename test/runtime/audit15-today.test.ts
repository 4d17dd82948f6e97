/**
 * Audit 15: what a `.rift` scenario cannot state about the day's changes — whether `legalActions`
 * offers what only a read-each-time Add ability could pay for when that cannot work (RULES C1,
 * CR 203.3, 429.3).
 */
import { describe, expect, test } from "vitest";
import { type Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Scout T15" { cost 1  domain Order  might 1 }
card unit "Charger T15" { cost 3  domain Fury  might 3 }
card spell "Big Note T15" { cost 2  domain Mind  effect: draw 1 }
card gear "Spring Mill T15" {
  cost 0
  domain Order
  Reaction — exhaust this: if you control a unit, add 2
  exhaust this, pay 1: draw 1
}
card gear "Pawn Shop T15" {
  cost 0
  domain Order
  Reaction — discard 1, exhaust this: add 2
}
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit15.rift");
}

const id = labelled;

describe("audit15: read-each-time Add abilities in listings (CR 203.3, 429.3)", () => {
  test("RULES C1, CR 203.3: an ability that exhausts its object is not offered when only that object's own Add could pay", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Spring Mill T15" as g, "Scout T15"
    } }`);
    const g = id(game, "g");
    const offered = game
      .legalActions("A")
      .some((a) => a.type === "activate" && a.object === g && a.ability === 1);
    expect(offered).toBe(false);
  });

  test("RULES C1, CR 203.3, 349: the card being played is not the card a discard Add would discard — not offered", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Big Note T15" as n
      A base: "Pawn Shop T15"
    } }`);
    const n = id(game, "n");
    expect(game.legalActions("A").some((a) => a.type === "play" && a.object === n)).toBe(false);
  });

  test("RULES C1, CR 203.3: two discard Adds with one card to discard between them do not pay 4 — not offered", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Charger T15" as c, "Scout T15"
      A base: "Pawn Shop T15", "Pawn Shop T15"
    } }`);
    const c = id(game, "c");
    expect(game.legalActions("A").some((a) => a.type === "play" && a.object === c)).toBe(false);
  });
});
