/**
 * Audit 17: what a `.rift` scenario cannot state about delayed triggers made by an uncontrolled
 * battlefield's ability — who carries one out when it fires on another player's turn, and whom
 * its "you" means (RULES E3, O3, CR 190.6.b, 190.6.d, 392).
 */
import { describe, expect, test } from "vitest";
import { ScenarioRun } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `
card unit "Scout T17" { cost 1  domain Order  might 2 }
card spell "Note T17" { cost 0  domain Mind  effect: draw 1 }
card spell "Strike T17" { cost 0  domain Fury  effect: deal 5 to target unit }
card battlefield "Long Echo T17" {
  when a unit dies here: until your next turn, when a player plays a spell: each player draws 1
}
`;

function runUntilFired(controlledBy: string): ScenarioRun {
  const { scenario, definitions } = compiledScenario(
    CARDS,
    `scenario "s" {
      setup {
        A hand: "Strike T17"
        A deck: "Note T17", "Note T17", "Note T17"
        B hand: "Note T17"
        B deck: "Note T17", "Note T17", "Note T17"
        battlefield "Long Echo T17" as g${controlledBy} { B: "Scout T17" as s }
      }
      A plays "Strike T17", targeting s
      resolve chain
      end turn
      B plays "Note T17"
      resolve one
    }`,
    "audit17.rift",
  );
  const run = new ScenarioRun(scenario, definitions);
  const result = run.runAll();
  expect(result.steps.filter((s) => s.status !== "passed")).toEqual([]);
  return run;
}

describe("audit17: delayed triggers of an uncontrolled battlefield (CR 190.6.b, 190.6.d)", () => {
  test("RULES O3, CR 190.6.d: the delayed ability keeps no one as its 'you'", () => {
    const run = runUntilFired("");
    const [delayed] = run.game?.state.delayed ?? [];
    expect(delayed?.you).toBeNull();
  });

  test("RULES O3, CR 190.6.b: fired on B's turn, it is carried out by B, the turn player then", () => {
    const run = runUntilFired("");
    const chain = run.game?.chain() ?? [];
    expect(chain.map((c) => [c.name, c.controller])).toEqual([["Long Echo T17", "B"]]);
  });

  test("RULES O3, CR 190.6.a, 191.4.b: a controlled battlefield's delayed trigger stays its controller's on another turn", () => {
    const run = runUntilFired(" controlled by A");
    const chain = run.game?.chain() ?? [];
    expect(chain.map((c) => [c.name, c.controller])).toEqual([["Long Echo T17", "A"]]);
    expect(run.game?.state.delayed[0]?.you).toBe("A");
  });
});
