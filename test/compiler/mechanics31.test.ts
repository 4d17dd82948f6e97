/**
 * What mechanics31 added to the language: a buff spent as a cost (CR 702.2.b) — read the same by
 * both readers, checked, lowered and rendered, with the syntax errors around it. Behaviour in
 * games is in test/rules/mechanics31.rift.
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { expectDiagnostics as expectSyntax, fileByBothReaders } from "../grammar/helpers.js";
import { expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

function sameByBothReaders(text: string): void {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

describe("spending a buff as a cost (CR 702.2.b)", () => {
  test.each([
    unit("spend this's buff: draw 1"),
    unit("reaction — spend this's buff: give this +3 might this turn"),
    unit("spend a buff, exhaust this: draw 1"),
    unit("1, spend a buff: draw 1"),
    unit("spend this's buff, spend a buff: draw 1"),
    unit("as you play this, you may spend a buff: draw 1"),
    `card spell "S" { cost 1  as you play this, spend a buff  effect: draw 1 }`,
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("lowers to the source's own buff or any the payer controls", () => {
    const [definition] = lowered(unit("spend this's buff, pay 1: draw 1"));
    expect(definition!.abilities[0]).toMatchObject({
      kind: "activated",
      costs: [{ cost: "spendBuffThis" }, { cost: "pay" }],
    });
    const [gear] = lowered(`card gear "G" { cost 1  exhaust this, spend a buff: draw 1 }`);
    expect(gear!.abilities[0]).toMatchObject({
      kind: "activated",
      costs: [{ cost: "exhaustThis" }, { cost: "spendBuff" }],
    });
    const [spell] = lowered(
      `card spell "S" { cost 1  as you play this, you may spend a buff: draw 1  effect: draw 1 }`,
    );
    expect(spell!.abilities[0]).toMatchObject({
      kind: "optionalCost",
      optional: true,
      costs: [{ cost: "spendBuff" }],
    });
  });

  test("renders as printed text", () => {
    const [definition] = lowered(unit("spend this's buff, spend a buff: draw 1"));
    expect(renderCardText(definition!)).toContain("Spend this's buff, spend a buff: Draw 1");
  });

  test("the same buff cost twice is RS2017; this's and another's are two costs", () => {
    expectDiagnostics(unit("spend a buff, spend a buff: draw 1"), "1:48 RS2017");
    expectDiagnostics(unit("spend this's buff, spend this's buff: draw 1"), "1:53 RS2017");
  });

  test("another unit's buff by name is not a cost: `spend` takes `this's buff` or `a buff`", () => {
    expectSyntax(
      unit("spend target unit's buff: draw 1"),
      "1:40 RS1022 expected one of `this`, `my`, `a` after `spend`",
    );
    expectSyntax(unit("spend this's might: draw 1"), "1:47 RS1022 expected `buff` after `'s`");
  });
});

describe("Mighty (CR 706–711)", () => {
  const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

  test.each([
    unit("while this is mighty, this gets +1 might"),
    unit("this has Tank while this is mighty"),
    unit("friendly mighty units get +1 might"),
    unit("when this attacks, if this is mighty: draw 1"),
    spell("kill target enemy mighty unit"),
    spell("draw 1 for each friendly mighty unit"),
    spell("return target mighty unit card in your trash to its owner's hand"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("lowers to the runtime's Mighty, apart from the statuses", () => {
    const [definition] = lowered(unit("friendly mighty buffed units get +1 might"));
    expect(definition!.abilities[0]).toMatchObject({
      kind: "static",
      affects: {
        ref: "all",
        filter: { types: ["unit"], controller: "you", mighty: true, statuses: ["buffed"] },
      },
    });
    const [veteran] = lowered(unit("while this is mighty, this gets +1 might"));
    expect(veteran!.abilities[0]).toMatchObject({
      kind: "static",
      condition: { cond: "is", object: { ref: "this" }, filter: { mighty: true } },
    });
  });

  test("renders as the card would print it", () => {
    const [definition] = lowered(unit("friendly mighty units get +1 might"));
    expect(renderCardText(definition!)).toContain("Mighty units you control have +1 Might.");
    const [veteran] = lowered(unit("while this is mighty, this gets +1 might"));
    expect(renderCardText(veteran!)).toContain("While this is Mighty, this has +1 Might.");
  });

  test("what is never a unit is never Mighty", () => {
    expectDiagnostics(
      spell("kill target mighty gear"),
      "1:46 RS2005 only units are Mighty (CR 707), so this never matches",
    );
    expectDiagnostics(
      `card gear "G" { cost 1  while this is mighty, friendly units get +1 might }`,
      "1:31 RS2071 only units are mighty (CR 707)",
    );
  });
});
