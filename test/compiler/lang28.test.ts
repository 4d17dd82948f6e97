/**
 * Language gaps closed by lang28: `until the end of your next turn` (CR 317.2), counting players
 * (`for each opponent`), `shuffle … into … deck`, `double … might` and `unless … pays` — read the
 * same by both readers, their syntax errors and checks, ability objects and card text. Their
 * behaviour in games is in test/rules/lang28-*.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { fileByBothReaders } from "../grammar/helpers.js";
import { expectDiagnostics, expectEffect, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

function rendered(effect: string): string {
  const [definition] = lowered(spell(effect));
  return renderDefinition(definition!).abilities.join(" ");
}

function sameByBothReaders(effect: string): void {
  const [direct, chevrotain] = fileByBothReaders(spell(effect));
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

describe("`until the end of your next turn` (CR 317.2, RULES E4)", () => {
  test.each([
    "give target unit +2 might until the end of your next turn",
    "give target unit +2 might until end of your next turn",
    "gain control of target unit until the end of your next turn",
    "prevent all damage that would be dealt to target unit until the end of your next turn",
    "until the end of your next turn, when a unit dies: draw 1",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to its own duration, distinct from `this turn` and `until your next turn`", () => {
    const target = { ref: "target", filter: { types: ["unit"] } } as const;
    expectEffect("give target unit +2 might until the end of your next turn", [
      {
        op: "modify",
        target,
        modifications: [{ mod: "might", amount: 2 }],
        duration: { until: "endOfYourNextTurn" },
      },
    ]);
    const [definition] = lowered(spell("give target unit +2 might until end of your next turn"));
    expect(JSON.stringify(definition)).toContain('"until":"endOfYourNextTurn"');
  });

  test("renders and formats in its long form", () => {
    expect(rendered("give target unit +2 might until end of your next turn")).toBe(
      "Target unit gets +2 Might until the end of your next turn.",
    );
    const text = `card spell "S" {\n  cost 1\n  effect: give target unit +2 might until end of your next turn\n}\n`;
    expect(formatText("t.rift", text).text).toContain("until end of your next turn");
  });

  test("is written only where a duration is", () => {
    expectDiagnostics(
      spell("kill target unit until the end of your next turn"),
      "1:51 RS1008 expected a characteristic",
    );
    expectDiagnostics(
      spell("give target unit +2 might until the end of your turn"),
      "1:82 RS1022 expected `next` after `your`",
    );
  });

  test("`at the end of your next turn` stays a moment, not a duration", () => {
    sameByBothReaders("at the end of your next turn: draw 1");
    expectDiagnostics(
      spell("give target unit +2 might at the end of your next turn"),
      "1:89 RS1022 expected `:` after `turn`",
    );
  });
});
