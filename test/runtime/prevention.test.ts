/**
 * Preventions effects create (CR 437, runtime/prevention.ts): what the game state keeps of them,
 * what the log says, and that a game without one keeps nothing for them. The rules themselves are
 * scenarios in test/rules/lang22-prevent.rift.
 */
import { expect, test } from "vitest";
import { type Game, describeEvent } from "../../runtime/index.js";
import { scenarioPlayed } from "./scenario-games.js";

const CARDS = `
card unit "Grunt" { cost 1  might 4 }
card spell "Ward" {
  cost 0
  effect: prevent the next 3 damage that would be dealt to target unit this turn
}
card spell "Fog" { cost 0  effect: prevent all combat damage this turn }
card spell "Zap" { cost 0  effect: deal 2 to target unit }
`;

function run(scenario: string, steps?: number, cards = CARDS): Game {
  return scenarioPlayed(cards, scenario, steps);
}

const SHIELDED = `
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Ward", "Zap" as z1, "Zap" as z2
    A base: "Grunt" as g
  }
  A plays "Ward", targeting g
  resolve chain
  A plays z1, targeting g
  resolve chain
  A plays z2, targeting g
  resolve chain
}`;

test("a shield is kept on the unit with what is left of it, and leaves once used up (CR 437.3)", () => {
  const afterWard = run(SHIELDED, 2);
  const grunt = afterWard.objects().find((o) => o.name === "Grunt")!.id;
  expect(afterWard.state.preventions).toMatchObject([
    { target: grunt, left: 3, combat: false, duration: { until: "endOfTurn" } },
  ]);
  const afterOne = run(SHIELDED, 4);
  expect(afterOne.state.preventions).toMatchObject([{ left: 1 }]);
  const afterTwo = run(SHIELDED);
  expect(afterTwo.state.preventions).toEqual([]);
  // The state stays plain data.
  expect(JSON.parse(JSON.stringify(afterOne.state))).toEqual(afterOne.state);
});

test("the log says the prevention made, each damage it prevents, and then what is dealt", () => {
  const game = run(SHIELDED);
  const lines = game.log.map((e) => describeEvent(game, e)).filter((l) => l !== null);
  const at = lines.indexOf(
    "  the next 3 damage that would be dealt to Grunt this turn is prevented",
  );
  expect(at).toBeGreaterThanOrEqual(0);
  expect(lines.slice(at)).toEqual(
    expect.arrayContaining([
      "  2 damage to Grunt is prevented",
      "  1 damage to Grunt is prevented",
      "  Grunt takes 1 damage",
    ]),
  );
  const prevented = lines.indexOf("  1 damage to Grunt is prevented");
  expect(lines[prevented + 1]).toBe("  Grunt takes 1 damage");
  const kinds = game.log.map((e) => e.kind);
  // Used up, it expires after it has prevented (CR 437.3.a), before the rest is dealt.
  expect(kinds.lastIndexOf("effectExpired")).toBeGreaterThan(kinds.lastIndexOf("damagePrevented"));
  expect(kinds.lastIndexOf("effectExpired")).toBeLessThan(kinds.lastIndexOf("damaged"));
});

test("a prevention of every unit's combat damage names no unit", () => {
  const game = run(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Fog"
  }
  A plays "Fog"
  resolve chain
}`);
  expect(game.state.preventions).toMatchObject([{ target: null, left: "all", combat: true }]);
  const created = game.log.find((e) => e.kind === "effectCreated");
  expect(created?.detail).toBe("all combat damage this turn is prevented");
});

test("damage with no prevention made keeps no list of preventions in the state", () => {
  const game = run(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Zap"
    A base: "Grunt" as g
  }
  A plays "Zap", targeting g
  resolve chain
  expect g has 2 damage
}`);
  expect(game.state).not.toHaveProperty("preventions");
  expect(game.log.some((e) => e.kind === "damagePrevented")).toBe(false);
});

test("a prevention ends with its duration: none is left after the turn (RULES E4)", () => {
  const game = run(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Ward", "Fog"
    A base: "Grunt" as g
    A deck: "Zap", "Zap"
    B deck: "Zap", "Zap"
  }
  A plays "Ward", targeting g
  resolve chain
  A plays "Fog"
  resolve chain
  end turn
}`);
  expect(game.state.preventions).toEqual([]);
  expect(game.log.filter((e) => e.kind === "effectExpired")).toHaveLength(2);
});

// The runtime skips looking for printed replacements of an event no ability of the game names
// (triggers.ts `listenedKinds`): a shield an effect made must still count in combat's lethal
// assignment when no card of the game prints a prevention (the rule scenario's set has some).
test("lethal assignment counts what is left of a shield in a game whose cards print no prevention (CR 437.5.a)", () => {
  const cards = `
card unit "Brute" { cost 0  might 5 }
card unit "Guard" { cost 0  might 2 }
card unit "Footman" { cost 0  might 1 }
card battlefield "Ford" {}
card spell "Ward" {
  cost 0
  keywords Reaction
  effect: prevent the next 3 damage that would be dealt to target unit this turn
}
card spell "Pinprick" { cost 0  keywords Reaction  effect: deal 1 to target unit }
`;
  run(
    `
scenario "s" {
  setup {
    A hand: "Pinprick"
    B hand: "Ward"
    A base: "Brute" as b ready
    battlefield "Ford" as f controlled by B { B: "Guard" as g, "Footman" as m }
  }
  A plays "Pinprick", targeting g
  A passes
  B plays "Ward", targeting g
  resolve chain
  expect g has 0 damage
  A moves b to f
  A passes
  B passes
  expect g in B trash
  expect m in B trash
}`,
    undefined,
    cards,
  );
});
