/**
 * The `effectCreated` event says in words what a `give` did (effect-text.ts), and a chosen target
 * is named on its `finalized` event: the game log of `rift play` reads both, so that a designer
 * sees "Grunt gets +2 might, Tank this turn" rather than only that a spell resolved.
 */
import { expect, test } from "vitest";
import { type GameEvent, describeEvent } from "../../runtime/index.js";
import { scenarioPlayed } from "./scenario-games.js";

const CARDS = `
card unit "Grunt" { cost 1  might 2 }
card spell "Rally Cry" {
  cost 1
  effect: give target unit +2 might and Tank this turn
}
card spell "Lasting Oath" {
  cost 1
  effect: give target unit -1 might and Assault 2 permanently
}
`;

function runToEnd(scenario: string) {
  return scenarioPlayed(CARDS, scenario);
}

test("a give is described with its changes, its target's name and its duration", () => {
  const game = runToEnd(`
scenario "s" {
  setup {
    turn: A
    phase: main
    A hand: "Rally Cry", "Lasting Oath"
    A pool: 2
    B base: "Grunt" as grunt
  }
  A plays "Rally Cry", targeting grunt
  resolve chain
  A plays "Lasting Oath", targeting grunt
  resolve chain
}`);
  const created = game.log.filter((e) => e.kind === "effectCreated").map((e) => e.detail);
  expect(created).toEqual([
    "Grunt gets +2 might, Tank this turn",
    "Grunt gets -1 might, Assault 2 permanently",
  ]);
  const lines = game.log.map((e) => describeEvent(game, e)).filter((l) => l !== null);
  expect(lines).toContain("  Grunt gets +2 might, Tank this turn");
  const finalized = game.log.filter((e) => e.kind === "finalized").map((e) => e.detail);
  expect(finalized).toEqual(["Grunt", "Grunt"]);
});

test("an ability that leaves the Chain is named as the ability, not as its source", () => {
  const game = runToEnd(`scenario "s" { setup { turn: A } }`);
  const event: GameEvent = {
    seq: 1,
    turn: 1,
    kind: "removedFromChain",
    object: "o99",
    name: "Cinder Bridge",
    result: null,
    player: "A",
    source: null,
    from: null,
    to: null,
    location: null,
    amount: null,
    phase: null,
    detail: "once each turn",
  };
  const notes = { targets: new Map<string, string>(), abilities: new Set(["o99"]) };
  expect(describeEvent(game, event, notes)).toBe(
    "  Cinder Bridge's ability leaves the Chain (once each turn)",
  );
  expect(describeEvent(game, { ...event, object: "o98" }, notes)).toBe(
    "  Cinder Bridge leaves the Chain (once each turn)",
  );
});

test("a hidden card lost with its battlefield is told, by name once it is in the trash", () => {
  const game = runToEnd(`scenario "s" { setup { turn: A } }`);
  const event: GameEvent = {
    seq: 1,
    turn: 1,
    kind: "zoneChanged",
    object: "o7",
    name: "Mistborne Stalker",
    result: "o8",
    player: null,
    source: null,
    from: "facedown@o3",
    to: "B:trash",
    location: null,
    amount: null,
    phase: null,
    detail: null,
  };
  expect(describeEvent(game, event)).toBe("  B's hidden Mistborne Stalker goes to the trash");
  // A resolved spell going to the trash is bookkeeping the reader does not need.
  expect(describeEvent(game, { ...event, from: "chain" })).toBeNull();
});
