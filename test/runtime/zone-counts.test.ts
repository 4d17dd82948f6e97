// `expect A base has 2 units`: a zone's count of one type of object, or of tokens (LANGUAGE.md,
// "Expectations"). RULES O4 (a token is not a card), T1 (tokens on the board).
import { describe, expect, test } from "vitest";
import { runScenario } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `
card unit "Caller" { cost 2 might 2 when this is played: play a Recruit unit token here }
card gear "Lamp" { cost 1 }
card spell "Spark" { cost 1 effect: draw 1 }
`;

function run(expectations: string) {
  const { scenario, definitions } = compiledScenario(
    CARDS,
    `scenario "counts" {
  setup {
    turn: A
    phase: main
    A hand: "Caller"
    A pool: 2
    A base: "Lamp"
    A trash: "Spark", "Spark", "Lamp"
  }
  A plays "Caller"
  resolve chain
${expectations}
}`,
  );
  return runScenario(scenario, definitions);
}

describe("a zone's count of a type of object (scenario expectations)", () => {
  test("units, gear and tokens at a base; spells and gear in a trash; cards count them all", () => {
    const result = run(`  expect A base has 2 units
  expect A base has 1 gear
  expect A base has 1 token
  expect A base has 3 cards
  expect A base has 3
  expect A trash has 2 spells
  expect A trash has 1 gear
  expect A trash has 0 units
  expect A base has 2 or more units`);
    expect(result.steps.map((s) => s.status)).toEqual(result.steps.map(() => "passed"));
    expect(result.steps[3]?.message).toBe("A's base count of gear = 1");
  });

  test("a count that does not hold names what it counted", () => {
    const result = run(`  expect A base has 1 unit`);
    const failed = result.steps.find((s) => s.status === "failed");
    expect(failed?.message).toContain("expected A's base count of units = 1");
    expect(failed?.message).toContain("it holds 2 units: [");
  });
});
