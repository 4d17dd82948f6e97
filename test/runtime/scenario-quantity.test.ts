/**
 * Two frictions of the designer's audit, run end to end (text → compile → game): copies of one
 * token told apart by how many of them hold (`expect each "Recruit" …`, `expect 2 "Recruit" …`),
 * and a trigger written with its place after the event (`when an enemy unit dies here`).
 */
import { describe, expect, test } from "vitest";
import { runScenario } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `
card spell "Cull Q" { cost 0  effect: kill target unit }
card unit "Grunt Q" { cost 1  might 1 }
card battlefield "Grave Field Q" { when an enemy unit dies here: draw 1 }
card battlefield "Grave Field Before Q" { when an enemy unit here dies: draw 1 }
`;

function run(steps: string, setup = `A base: "Recruit", "Recruit" exhausted`) {
  const { scenario, definitions } = compiledScenario(
    CARDS,
    `scenario "q" {\n  setup {\n    ${setup}\n  }\n${steps}\n}`,
  );
  return runScenario(scenario, definitions);
}

describe("expect each / expect N before a card name", () => {
  test("each and a count tell two unlabelled copies apart", () => {
    const result = run(
      [
        `  expect each "Recruit" in A base`,
        `  expect 1 "Recruit" is ready`,
        `  expect 1 "Recruit" is exhausted`,
        `  expect not each "Recruit" is ready`,
        `  expect 2 "Recruit" are owned by A`,
        `  expect each "Recruit" has might 1`,
        `  expect 0 "Recruit" is stunned`,
      ].join("\n"),
    );
    expect(result.steps.map((s) => s.message)).toEqual([
      'each "Recruit" in A\'s base',
      'exactly 1 "Recruit" to be ready',
      'exactly 1 "Recruit" to be exhausted',
      'not each "Recruit" to be ready',
      'exactly 2 "Recruit" owned by A',
      'each "Recruit" to have 1 Might',
      'exactly 0 "Recruit" to be stunned',
    ]);
    expect(result.passed).toBe(true);
  });

  test("a failure names every copy and why it does not hold", () => {
    const result = run(`  expect each "Recruit" is ready`);
    expect(result.passed).toBe(false);
    expect(result.steps[0]!.message).toMatch(
      /^expected each "Recruit" to be ready, but 1 of 2 hold: Recruit \[\w+\] does; Recruit \[\w+\] does not \(its statuses are \[exhausted\] \(in A's base\)\)/,
    );
  });

  test("`each` never holds vacuously, and a count of none does", () => {
    const result = run(`  expect each "Grunt Q" is ready\n  expect 0 "Grunt Q" is ready`);
    expect(result.steps.map((s) => s.status)).toEqual(["failed", "passed"]);
    expect(result.steps[0]!.message).toContain('but there is no "Grunt Q"');
  });
});

describe("when an enemy unit dies here", () => {
  // The battlefield's own trigger: "here" is the battlefield, "you" its controller, A.
  const setup = (trigger: string) =>
    [
      `A hand: "Cull Q"`,
      `A deck: "Grunt Q", "Grunt Q", "Grunt Q"`,
      `battlefield "${trigger}" as w controlled by A { B: "Grunt Q" as near }`,
      `B base: "Grunt Q" as home`,
    ].join("\n    ");
  const kill = (label: string, hand: number) =>
    `  A plays "Cull Q", targeting ${label}\n  resolve chain\n  expect A hand has ${hand} cards`;

  test.each(["Grave Field Q", "Grave Field Before Q"])(
    "%s draws for a death at it, not for one elsewhere",
    (field) => {
      expect(run(kill("near", 1), setup(field)).steps.map((s) => s.status)).toEqual([
        "passed",
        "passed",
        "passed",
      ]);
      expect(run(kill("home", 0), setup(field)).steps.map((s) => s.status)).toEqual([
        "passed",
        "passed",
        "passed",
      ]);
    },
  );
});
