/**
 * damage32: the `dealtDamage` event (runtime/damage-sources.ts, CR 417.6) is logged while something
 * waits for it — a printed ability, or a delayed one an effect made — and not in a game whose
 * cards never say "deals damage" (random games keep their logs). The rules are scenarios in
 * test/rules/damage32.rift.
 */
import { expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { scenarioPlayed } from "./scenario-games.js";

const CARDS = `
card unit "Grunt" { cost 1  might 4 }
card spell "Zap" { cost 0  keywords Reaction  effect: deal 2 to target unit }
card spell "Oath" {
  cost 0
  effect: this turn, when a friendly unit deals combat damage: draw 1
}
card spell "Musing" { cost 1  effect: draw 1 }
card battlefield "Field" {}
`;

function run(scenario: string, cards = CARDS): Game {
  return scenarioPlayed(cards, scenario);
}

const dealt = (game: Game): number => game.log.filter((e) => e.kind === "dealtDamage").length;

test("no ability waits for it: damage is dealt, and no `dealtDamage` is logged", () => {
  const game = run(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Zap"
    B base: "Grunt" as g
  }
  A plays "Zap", targeting g
  resolve chain
  expect g has 2 damage
}`);
  expect(game.log.some((e) => e.kind === "damaged")).toBe(true);
  expect(dealt(game)).toBe(0);
});

test("a delayed trigger waits for it (CR 390.2): each friendly unit that deals combat damage draws", () => {
  const game = run(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Oath"
    A base: "Grunt" as a1 ready, "Grunt" as a2 ready
    A deck: "Musing", "Musing", "Musing"
    battlefield "Field" as f controlled by B { B: "Grunt" as d }
  }
  A plays "Oath"
  resolve chain
  A moves a1 and a2 to f
  A passes
  B passes
  B answers choosing a1
  resolve chain
  expect d in B trash
  expect A hand has 2 cards
}`);
  const events = game.log.filter((e) => e.kind === "dealtDamage");
  expect(events.map((e) => [e.amount, e.detail])).toEqual([
    [8, "combat damage"],
    [8, "combat damage"],
    [4, "combat damage"],
  ]);
  expect(dealt(game)).toBe(3);
});
