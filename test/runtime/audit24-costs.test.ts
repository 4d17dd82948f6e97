/**
 * Audit 24: what `legalActions` lists for a card played from facedown (CR 811.1.d.2), which a
 * `.rift` scenario cannot state (test/rules/audit24-costs.rift states the rest).
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
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "bolt") })).toBe(false);
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
