/**
 * damage33: a `damaged` event of combat damage says so in its `detail` (CR 417.6.c) only where
 * some ability waits for combat damage taken — printed or delayed — so games whose cards never say
 * `takes combat damage` keep their logs; and a replacement of the damage an object deals makes
 * the damage event it rewrites that much more (CR 370.1.b). The rules are scenarios in
 * test/rules/damage33.rift.
 */
import { expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { scenarioPlayed } from "./scenario-games.js";

/** Cards that never say `takes combat damage`. */
const UNWATCHED = `
card unit "Grunt" { cost 1  might 2 }
card unit "Wall" { cost 1  might 5 }
card spell "Fireball" { cost 0  effect: deal 1 to each enemy unit }
card gear "Lens" { cost 0  if a friendly spell would deal damage, it deals that much +2 instead }
card spell "Musing" { cost 1  effect: draw 1 }
card battlefield "Field" {}
`;

const CARDS = `${UNWATCHED}
card unit "Scarred" { cost 1  might 5  when this takes combat damage: draw 1 }
card spell "Oath" {
  cost 0
  effect: this turn, when a friendly unit takes combat damage: draw 1
}
`;

/** A attacks B's unit `defender` at a battlefield with a Grunt; `before` comes first. */
function attack(defender: string, before = "", hand = "", cards = CARDS): Game {
  return scenarioPlayed(
    cards,
    `
scenario "s" {
  setup {
    turn: A
    phase: main
    ${hand}
    A base: "Grunt" as a1 ready
    A deck: "Musing", "Musing"
    B deck: "Musing", "Musing"
    battlefield "Field" as f controlled by B { B: "${defender}" as d }
  }
  ${before}
  A moves a1 to f
  A passes
  B passes
}`,
  );
}

const details = (game: Game): (string | null | undefined)[] =>
  game.log.filter((e) => e.kind === "damaged").map((e) => e.detail);

test("no card of the game waits for combat damage taken: `damaged` events carry no detail", () => {
  expect(details(attack("Wall", "", "", UNWATCHED))).toEqual([null, null]);
});

test("a printed `when this takes combat damage` makes every combat `damaged` say so", () => {
  expect(details(attack("Scarred"))).toEqual(["combat damage", "combat damage"]);
});

test("a delayed trigger waiting for it does too (CR 390.2), while it waits", () => {
  const game = attack("Wall", `A plays "Oath"\n  resolve chain`, `A hand: "Oath"`);
  expect(details(game)).toEqual(["combat damage", "combat damage"]);
});

test("a replacement of the damage a spell deals makes each unit's damage more (CR 417.1.d)", () => {
  const game = scenarioPlayed(
    CARDS,
    `
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Fireball"
    A base: "Lens"
    B base: "Wall" as w1, "Wall" as w2
  }
  A plays "Fireball"
  resolve chain
  expect w1 has 3 damage
  expect w2 has 3 damage
}`,
  );
  expect(game.log.filter((e) => e.kind === "damaged").map((e) => e.amount)).toEqual([3, 3]);
});
