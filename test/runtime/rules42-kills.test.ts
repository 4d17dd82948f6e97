/**
 * rules42: `if this kills it` waits for the cleanup after the effect (CR 428.5.c, 318): in the
 * game's log the unit's death comes first, then what the `if` governs, and only then does the
 * resolution end and what the death triggered go on the Chain. The rules themselves are
 * scenarios in test/rules/rules42-kills.rift.
 */
import { expect, test } from "vitest";
import { scenarioPlayed } from "./scenario-games.js";

const CARDS = `
card unit "Sentry" { cost 1  might 3 }
card unit "Mourner" { cost 1  might 1  when a unit dies: score 1 point }
card spell "Bolt" { cost 0  effect: deal 3 to target unit. If this kills it, draw 1. }
card spell "Musing" { cost 1  effect: draw 1 }
`;

test("killed, then the draw, then the resolution ends and the death's trigger resolves", () => {
  const game = scenarioPlayed(
    CARDS,
    `
scenario "s" {
  setup {
    A base: "Mourner"
    B base: "Sentry" as s
    A hand: "Bolt"
    A deck: "Musing"
  }
  A plays "Bolt", targeting s
  resolve chain
}`,
  );
  const kinds = game.log.map((e) => e.kind);
  const killed = kinds.indexOf("killed");
  const drew = kinds.indexOf("drawn");
  const resolved = game.log.findIndex((e) => e.kind === "resolved" && e.name === "Bolt");
  const scored = kinds.indexOf("pointsGained");
  expect(killed).toBeGreaterThan(-1);
  expect(drew).toBeGreaterThan(killed);
  expect(resolved).toBeGreaterThan(drew);
  expect(scored).toBeGreaterThan(resolved);
});
