/**
 * What rules38 added to the language: alone (CR 740.2.a) as a filter, a condition and an event,
 * and occupied, uncontrolled and open battlefields (CR 170.11) — read the same by both readers,
 * lowered and rendered. Behaviour in games is in test/rules/rules38.rift; diagnostics (RS2078,
 * RS2079) in check-audit.test.ts.
 */
import { describe, expect, test } from "vitest";
import type { Ability } from "../../runtime/definitions.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { fileByBothReaders } from "../grammar/helpers.js";
import { expectSameByBothReaders, lowered, renderedEffect } from "./compile-helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

function abilityOf(text: string): Ability {
  const [definition] = lowered(text);
  return definition!.abilities[0]!;
}

function renderedUnit(ability: string): string {
  const [definition] = lowered(unit(ability));
  return renderDefinition(definition!).abilities.join(" ");
}

function sameByBothReaders(text: string): void {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

describe("alone (CR 740.2.a)", () => {
  test("both readers read every form alike", () => {
    expectSameByBothReaders("kill each enemy unit alone at a battlefield");
    expectSameByBothReaders("give each unit defending alone +2 might this turn");
    expectSameByBothReaders("buff target friendly unit; if it is attacking alone, draw 1");
    expectSameByBothReaders("buff target unit; if it is alone, draw 1");
    sameByBothReaders(unit("while this is alone, this gets +2 might"));
    sameByBothReaders(unit("when this is played, if this is alone at a battlefield: draw 1"));
    sameByBothReaders(unit("when this attacks alone: draw 1"));
    sameByBothReaders(unit("when a friendly unit defends alone: draw 1"));
    sameByBothReaders(`card gear "G" { cost 1  units defending alone get +2 might }`);
  });
  test("a filter's `alone` and its role after the noun are lowered together", () => {
    expect(abilityOf(`card gear "G" { cost 1  units defending alone get +2 might }`)).toMatchObject(
      {
        kind: "static",
        affects: { ref: "all", filter: { types: ["unit"], role: "defender", alone: true } },
      },
    );
  });
  test("`alone at a battlefield` asks both; `attacks alone` is the event's", () => {
    expect(
      abilityOf(unit("when this is played, if this is alone at a battlefield: draw 1")),
    ).toMatchObject({
      condition: { cond: "is", filter: { location: { at: "anyBattlefield" }, alone: true } },
    });
    expect(abilityOf(unit("when this attacks alone: draw 1"))).toMatchObject({
      trigger: { event: "attacked", subject: { ref: "this" }, alone: true },
    });
    expect(abilityOf(unit("when this attacks: draw 1"))).not.toHaveProperty("trigger.alone");
  });
  test("rendered as card text puts it", () => {
    expect(renderedUnit("when this attacks alone: draw 1")).toBe(
      "When this attacks alone, draw 1 card.",
    );
    expect(renderedUnit("while this is attacking alone, this gets +1 might")).toBe(
      "While this is attacking alone, this has +1 Might.",
    );
    expect(renderedEffect("kill each enemy unit alone at a battlefield")).toBe(
      "Kill all units your opponents control alone at a battlefield.",
    );
  });
});

describe("occupied, uncontrolled and open battlefields (CR 170.11)", () => {
  test("both readers read every word alike", () => {
    expectSameByBothReaders("draw 1 for each occupied battlefield");
    expectSameByBothReaders("if there is an open battlefield, draw 1");
    expectSameByBothReaders("if you control an unoccupied battlefield, draw 1");
    expectSameByBothReaders("draw 1 for each uncontrolled battlefield");
  });
  test("`open` is unoccupied and uncontrolled", () => {
    expect(renderedEffect("if there is an open battlefield, draw 1")).toBe(
      "If there is an open battlefield, draw 1 card.",
    );
    expect(renderedEffect("draw 1 for each occupied battlefield")).toBe(
      "Draw a number of cards equal to the number of occupied battlefields.",
    );
    expect(renderedUnit("this gets +1 might for each uncontrolled battlefield")).toBe(
      "This has +1 Might for each uncontrolled battlefield.",
    );
  });
  test("`may be played to an open battlefield` is still the unit's own permission", () => {
    expect(abilityOf(unit("this may be played to an open battlefield"))).toMatchObject({
      kind: "static",
      modifications: [{ mod: "playableToOpen" }],
    });
  });
});
