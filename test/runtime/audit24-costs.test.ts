/**
 * Audit 24: what `legalActions` lists — a card played from facedown (CR 811.1.d.2), a card whose
 * cost is increased or discounted (CR 356.3–356.4) — which a `.rift` scenario cannot state
 * (test/rules/audit24-costs.rift states the rest).
 */
import { describe, expect, test } from "vitest";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card spell "Veiled Bolt T24" {
  cost 2
  domain Chaos
  keywords Hidden
  effect: deal 3 to target unit
}
card unit "Post T24" { cost 0  domain Order  might 3 }
card battlefield "Near T24" {}
card battlefield "Far T24" {}
card spell "Pricey T24" { cost 2  domain Mind  effect: draw 1 }
card gear "Discount T24" { cost 0  domain Mind  spells in your hand cost 2 less }
card gear "Toll T24" { cost 0  domain Order  spells in an opponent's hand cost 1 more }
`;

describe("audit24: a play from facedown is listed only with a target at its battlefield", () => {
  test("CR 811.1.d.2: the only unit elsewhere, the hidden spell is not listed", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup {
        battlefield "Near T24" controlled by A { facedown A: "Veiled Bolt T24" as bolt }
        battlefield "Far T24" { B: "Post T24" }
      } }`,
    );
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "bolt") })).toBe(
      false,
    );
  });

  test("CR 811.1.d.2: with a unit at its battlefield, the same spell is listed", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup {
        battlefield "Near T24" controlled by A {
          B: "Post T24"
          facedown A: "Veiled Bolt T24" as bolt
        }
        battlefield "Far T24" { B: "Post T24" }
      } }`,
    );
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "bolt") })).toBe(true);
  });
});

describe("audit24: the listing reads a card's cost with its increases and discounts", () => {
  test("CR 356.4: a card affordable only with its discount is listed", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup {
        A hand: "Pricey T24" as pricey
        A base: "Discount T24"
        A deck: "Post T24"
      } }`,
    );
    const play = { type: "play", player: "A", object: labelled(game, "pricey") } as const;
    expect(game.isListed(play)).toBe(true);
    expect(game.legalActions("A")).toContainEqual(play);
  });

  test("CR 356.3: a card its increase makes unaffordable is not listed", () => {
    const game = scenarioGame(
      CARDS,
      `scenario "s" { setup {
        A hand: "Pricey T24" as pricey
        A pool: 2
        B base: "Toll T24"
        A deck: "Post T24"
      } }`,
    );
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "pricey") })).toBe(
      false,
    );
  });
});

const DISCARD_CARDS = `
card spell "Costly Draw T24" {
  cost 0
  domain Mind
  as you play this, discard 1
  effect: draw 1
}
card unit "Post T24" { cost 0  domain Order  might 3 }
`;

describe("audit24: the listing counts a discard cost without the card being played", () => {
  test("CR 354, 356.2: alone in hand, a card that must discard 1 as it is played is not listed", () => {
    const game = scenarioGame(
      DISCARD_CARDS,
      `scenario "s" { setup {
        A hand: "Costly Draw T24" as costly
        A deck: "Post T24"
      } }`,
    );
    const play = { type: "play", player: "A", object: labelled(game, "costly") } as const;
    expect(game.isListed(play)).toBe(false);
    expect(game.perform(play)).toMatchObject({ ok: false });
  });

  test("CR 354, 356.2: with another card to discard, it is listed", () => {
    const game = scenarioGame(
      DISCARD_CARDS,
      `scenario "s" { setup {
        A hand: "Costly Draw T24" as costly, "Post T24"
        A deck: "Post T24"
      } }`,
    );
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "costly") })).toBe(
      true,
    );
  });
});
