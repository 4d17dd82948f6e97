/**
 * What designer29 added to the language: combat roles as filter qualifiers (CR 323.2), conditions
 * on one object's state, one instruction done N times, cost changes counted for each object
 * (CR 356.3) and `with 4 or more might` — read the same by both readers, checked, lowered and
 * rendered; and the errors for what is still out of reach. Behaviour in games is in
 * test/rules/designer29-states.rift.
 */
import { describe, expect, test } from "vitest";
import type { Ability, Instruction } from "../../runtime/definitions.js";
import { fileByBothReaders } from "../grammar/helpers.js";
import { expectDiagnostics, expectEffect, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;
const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

function sameByBothReaders(text: string): void {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

function staticOf(ability: string): Ability {
  const [definition] = lowered(unit(ability));
  return definition!.abilities[0]!;
}

describe("combat roles in filters (CR 323.2, 464.2.c.3)", () => {
  test.each([
    "deal 3 to target attacking unit",
    "give each defending unit +1 might this turn",
    "kill target attacking unit with might 2 or less",
    "kill all enemy defending units here",
  ])("both readers read `%s`", (effect) => sameByBothReaders(spell(effect)));

  test("lowers to the designation the runtime reads", () => {
    expectEffect("deal 3 to target attacking unit", [
      {
        op: "deal",
        amount: { amount: "fixed", value: 3 },
        target: { ref: "target", filter: { types: ["unit"], role: "attacker" } },
      } as Instruction,
    ]);
  });

  test("a role of what never attacks, or where no combat is, is RS2070", () => {
    expectDiagnostics(spell("kill target attacking gear"), "1:46 RS2070 only units attack");
    expectDiagnostics(
      spell("banish target defending unit card in your trash"),
      "1:48 RS2070 a unit is defending only at the battlefield",
    );
  });
});

describe("conditions on one object's state", () => {
  test.each([
    unit("while this is damaged, this gets +2 might"),
    unit("this gets +2 might while it is damaged"),
    unit("while this is attacking, this gets +2 might"),
    unit("this gets +1 might while this is defending and you control 2 or more units"),
    unit("when this attacks, if this is at a battlefield: draw 1"),
    spell("stun target unit; if it is exhausted, draw 1"),
    spell("deal 1 to target unit; if that unit is damaged, draw 1"),
    spell("deal 1 to target unit as foe; if foe is ready, draw 1"),
    spell("stun target unit; if not it is buffed, draw 1"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("`while it is damaged` after `this` asks about the source; statuses stay readable", () => {
    expect(staticOf("this gets +2 might while it is damaged")).toMatchObject({
      kind: "static",
      condition: { cond: "is", object: { ref: "this" }, filter: { statuses: ["damaged"] } },
    });
    expect(staticOf("while this is attacking, this gets +2 might")).toMatchObject({
      condition: { cond: "is", object: { ref: "this" }, filter: { role: "attacker" } },
    });
  });

  test("the next ability's leading `while` is not read as a trailing one", () => {
    const [definition] = lowered(
      unit("this gets +1 might\n  while this is damaged, this can't move"),
    );
    expect(definition!.abilities).toHaveLength(2);
    expect(definition!.abilities[0]).not.toHaveProperty("condition");
  });

  test("`while this is in your trash, …` still names where an ability functions", () => {
    sameByBothReaders(
      `card spell "S" { cost 1  effect: draw 1\n  while this is in your trash, when you play a spell: return this to its owner's hand }`,
    );
  });

  test("misuse has clear diagnostics", () => {
    expectDiagnostics(unit("while this is facedown, this gets +1 might"), "1:40 RS2071");
    expectDiagnostics(
      `card gear "G" { cost 1  while this is attacking, friendly units get +1 might }`,
      "1:31 RS2071 only units are attacking (CR 323.2)",
    );
    expectDiagnostics(
      unit("while this is damaged, this gets +1 might while it is ready"),
      "1:82 RS1050",
    );
    expectDiagnostics(spell("stun target unit; if it dies, draw 1"), "1:52 RS1060");
    expectDiagnostics(
      unit("when this attacks, if this is dead: draw 1"),
      "1:64 RS1038 expected a state such as `damaged`",
    );
  });
});

describe("one instruction, N times", () => {
  test.each([
    "deal 1 to target unit three times",
    "draw 1 2 times",
    "draw 1 twice; discard 1",
    "you may draw 1 two times",
  ])("both readers read `%s`", (effect) => sameByBothReaders(spell(effect)));

  test("is `do this N times` of the one instruction: the target is chosen once", () => {
    expectEffect("deal 1 to target unit three times", [
      {
        op: "repeat",
        times: { amount: "fixed", value: 3 },
        effect: [
          {
            op: "deal",
            amount: { amount: "fixed", value: 1 },
            target: { ref: "target", filter: { types: ["unit"] } },
          },
        ],
      } as Instruction,
    ]);
  });
});

describe("cost changes counted for each object (CR 356.3)", () => {
  test("both readers read them; they lower with the filter counted", () => {
    sameByBothReaders(unit("this costs 1 less for each friendly unit"));
    sameByBothReaders(
      `card gear "G" { cost 1  spells in your hand cost 1 less for each enemy unit here }`,
    );
    expect(staticOf("this costs 1 less for each friendly unit")).toMatchObject({
      modifications: [{ mod: "cost", energy: -1, per: { types: ["unit"], controller: "you" } }],
    });
  });

  test("a power cost counted for each object is RS2072", () => {
    expectDiagnostics(
      `card unit "U" { cost 3 + 1 Fury  domain Fury  might 1  this costs 1 Fury less for each friendly unit }`,
      "1:61 RS2072",
    );
  });
});

describe("natural orders and what cannot be written yet", () => {
  test("`with 4 or more might` is `with might 4 or more`", () => {
    const [a] = lowered(spell("kill target unit with 4 or more might"));
    const [b] = lowered(spell("kill target unit with might 4 or more"));
    expect(a!.abilities).toEqual(b!.abilities);
    sameByBothReaders(spell("kill target unit with 2 or less cost"));
  });

  // phrase36: `put one into your hand` reads; what is left unwritten is the rest's place.
  test("choosing among the cards looked at says what can be written", () => {
    expectDiagnostics(
      spell(
        "look at the top 3 cards of your deck; put one into your hand and the rest on the bottom",
      ),
      "1:122 RS1022 expected `of` after `bottom`",
    );
  });
});
