/**
 * Audit 8: battlefields, legends and champions where a `.rift` scenario cannot say it — what
 * `legalActions` offers from the Champion Zone (CR 108.3.d, 419.1.a) and an uncontrolled
 * battlefield's activated ability (CR 190.6.b) — and rules bugs the audit found: "you" of an
 * uncontrolled battlefield's trigger condition (CR 190.6.d), and legends and battlefields that a
 * banish tried to move (CR 107.4.d, 170.2.b).
 */
import { describe, expect, test } from "vitest";
import { type Game, type ScenarioResult, runScenario } from "../../runtime/index.js";
import { compiledScenario, labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card battlefield "Open Plain T8" {}
card battlefield "Quiet Archive T8" { when you play a spell: draw 1 }
card battlefield "Home Hearth T8" { at the start of your turn: draw 1 }
card battlefield "Dawn Well T8" { at the start of each turn: draw 1 }
card battlefield "Watch Post T8" { exhaust this: draw 1 }
card unit "Footman T8" { cost 1  domain Order  might 2 }
card unit "Gale Champion T8" { cost 2  domain Order  might 3 }
card spell "Note T8" { cost 0  domain Mind  effect: draw 1 }
card spell "Exile Legend T8" { cost 0  domain Chaos  effect: banish target legend }
card spell "Exile Ground T8" { cost 0  domain Chaos  effect: banish target battlefield }
card legend "Iron Seer T8" { exhaust this: draw 1 }
`;

function compiled(scenario: string) {
  return compiledScenario(CARDS, scenario, "audit8.rift");
}

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit8.rift");
}

/** Run a scenario; the failing steps' messages (empty when every step passed). */
function failures(scenario: string): string[] {
  const { scenario: s, definitions } = compiled(scenario);
  const result: ScenarioResult = runScenario(s, definitions);
  expect(result.setupError).toBeNull();
  return result.steps.filter((st) => st.status !== "passed").map((st) => st.message);
}

const id = labelled;

describe("audit8: the Chosen Champion in legalActions (CR 108.3.d, 419.1.a)", () => {
  test("CR 108.3.d: with its cost in the pool, playing the Chosen Champion is a legal action; without, it is not", () => {
    const rich = gameOf(`scenario "s" { setup {
      A champion: "Gale Champion T8" as c
      A pool: 2
    } }`);
    const c = id(rich, "c");
    expect(rich.legalActions("A")).toContainEqual(
      expect.objectContaining({ type: "play", player: "A", object: c }),
    );
    expect(rich.legalActions("B").some((a) => a.type === "play" && a.object === c)).toBe(false);
    const poor = gameOf(`scenario "s" { setup {
      A champion: "Gale Champion T8" as c
      A pool: 1
    } }`);
    const c2 = id(poor, "c");
    expect(poor.legalActions("A").some((a) => a.type === "play" && a.object === c2)).toBe(false);
  });
});

describe("audit8: an uncontrolled battlefield's activated ability (CR 190.6.b)", () => {
  test("CR 190.6.b, 376: an activated ability of an uncontrolled battlefield is activated by no one (its controller activates it)", () => {
    const game = gameOf(`scenario "s" { setup {
      A deck: "Note T8"
      battlefield "Watch Post T8" as w
    } }`);
    const w = id(game, "w");
    const tried = game.perform({ type: "activate", player: "A", object: w, ability: 0 });
    expect(tried.ok).toBe(false);
    expect(game.legalActions("A").some((a) => a.type === "activate" && a.object === w)).toBe(false);
  });
});

// A trigger condition's "you" was the turn player for an uncontrolled battlefield (triggers.ts,
// `abilityYou`).
describe("audit8 bugs: 'you' of an uncontrolled battlefield is no one (CR 190.6.d)", () => {
  test("CR 190.6.d: an uncontrolled battlefield's 'when you play a spell' does not trigger for the turn player", () => {
    expect(
      failures(`scenario "s" {
          setup {
            A hand: "Note T8"
            A deck: "Note T8", "Note T8"
            battlefield "Quiet Archive T8" as q
          }
          A plays "Note T8"
          resolve chain
          expect A hand has 1 card
          expect q triggered 0 times
        }`),
    ).toEqual([]);
  });

  test("CR 190.6.d: an uncontrolled battlefield's 'at the start of your turn' is nobody's turn — it never triggers", () => {
    expect(
      failures(`scenario "s" {
          setup {
            A deck: "Note T8", "Note T8"
            B deck: "Note T8", "Note T8", "Note T8"
            battlefield "Home Hearth T8" as h
          }
          end turn
          expect chain is empty
          expect h triggered 0 times
          expect B hand has 1 card
        }`),
    ).toEqual([]);
  });
});

// kill() and move() left a legend and a battlefield where they are; banish did not (game-actions.ts).
describe("audit8 bugs: legends and battlefields stay in their zones (CR 107.4.d, 170.2.b)", () => {
  test("CR 107.4.d, 174.5: a Champion Legend can be targeted, but a banish does not remove it from the Legend Zone", () => {
    expect(
      failures(`scenario "s" {
          setup {
            A hand: "Exile Legend T8"
            B legend: "Iron Seer T8" as s
          }
          A plays "Exile Legend T8", targeting s
          resolve chain
          expect s in B legend
          expect B banishment: nothing
        }`),
    ).toEqual([]);
  });

  test("CR 170.2.b, 170.3: a battlefield remains in place for the game — a banish does not remove it", () => {
    expect(
      failures(`scenario "s" {
          setup {
            A hand: "Exile Ground T8"
            battlefield "Open Plain T8" as p controlled by B { B: "Footman T8" as f }
          }
          A plays "Exile Ground T8", targeting p
          resolve chain
          expect p is controlled by B
          expect f at p
          expect B banishment: nothing
        }`),
    ).toEqual([]);
  });
});
