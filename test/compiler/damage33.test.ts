/**
 * damage33: the checker, the lowering and the renderer of a replacement of the damage an object
 * deals (CR 417.6, 370.1.b), of the combat damage dealt to an object (CR 417.6.c) and of
 * `it can't be dealt damage this turn` (CR 054.1). Behaviour in games is in
 * test/rules/damage33.rift; both readers in test/grammar/damage33.test.ts.
 */
import { describe, expect, test } from "vitest";
import { renderDefinition } from "../../compiler/render/index.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const gear = (text: string): string => `card gear "G" {\n  cost 1\n  ${text}\n}`;

describe("lowering", () => {
  test("`it deals that much +1 instead`: a replacement of `dealtDamage` with `dealsMore`", () => {
    const [definition] = lowered(unit("if this would deal damage, it deals that much +1 instead"));
    expect(definition?.abilities[0]).toEqual(
      expect.objectContaining({
        kind: "replacement",
        pattern: { event: "dealtDamage", subject: { ref: "this" } },
        dealsMore: 1,
        instead: [],
      }),
    );
    expect(definition?.abilities[0]).not.toHaveProperty("combat");
  });

  test("`double the combat damage …` is combat's alone, and keeps its limit", () => {
    const [definition] = lowered(
      gear("once each turn, double the combat damage a friendly unit would deal"),
    );
    expect(definition?.abilities[0]).toMatchObject({
      kind: "replacement",
      oncePerTurn: true,
      pattern: {
        event: "dealtDamage",
        subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        combat: true,
      },
      dealsMore: "double",
      combat: true,
    });
  });

  test("`if this would be dealt combat damage, … instead` meets combat damage alone", () => {
    const [definition] = lowered(unit("if this would be dealt combat damage, draw 1 instead"));
    expect(definition?.abilities[0]).toMatchObject({
      kind: "replacement",
      pattern: { event: "damaged", subject: { ref: "this" }, combat: true },
      combat: true,
    });
  });

  test("`when this takes combat damage` watches combat's damage", () => {
    const [definition] = lowered(unit("when this takes combat damage: draw 1"));
    expect(definition?.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: { event: "damaged", subject: { ref: "this" }, combat: true },
    });
  });

  test("`it can't be dealt damage this turn` is the `give` of the static's change", () => {
    const written = (effect: string): unknown =>
      lowered(`card spell "S" { cost 1  effect: ${effect} }`)[0]?.abilities;
    expect(written("target unit can't be dealt damage this turn")).toMatchObject([
      {
        kind: "effect",
        effect: [
          {
            op: "modify",
            modifications: [{ mod: "cantBeDealtDamage" }],
            duration: { until: "endOfTurn" },
          },
        ],
      },
    ]);
  });
});

describe("checking", () => {
  test("a source of each kind may deal more (CR 417.6.a, 417.6.b.2.a)", () => {
    expectClean(gear("if a friendly spell would deal damage, it deals that much +2 instead"));
    expectClean(gear("if this would deal damage, it deals double that much instead"));
    expectClean(`card battlefield "B" { double the damage a unit here would deal }`);
  });

  test("`would` in a trigger is RS2024, as for any event", () => {
    expectDiagnostics(unit("when this would deal damage: draw 1"), "4:8 RS2024");
  });

  test("`it deals …` of a replacement of something else is RS2091", () => {
    expectDiagnostics(
      unit("if this would die, it deals that much +1 instead"),
      "4:6 RS2091 `it deals that much …` rewrites the damage an object deals",
    );
  });

  test("`can't be dealt damage` given to a gear is RS2093, as the static's", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: target gear can't be dealt damage this turn\n}`,
      "3:",
    );
  });
});

describe("rendering", () => {
  test("card text says how much more it deals", () => {
    const [adept] = lowered(unit("if this would deal damage, it deals that much +1 instead"));
    expect(renderDefinition(adept!).abilities).toEqual([
      "If this would deal damage, it deals that much +1 instead.",
    ]);
    const [drum] = lowered(gear("double the combat damage a friendly unit would deal"));
    expect(renderDefinition(drum!).abilities).toEqual([
      "If a unit you control would deal combat damage, it deals double that much instead.",
    ]);
  });

  test("`can't be dealt damage` given for a while", () => {
    const [ward] = lowered(
      `card spell "S" { cost 1  effect: target unit can't be dealt damage this turn }`,
    );
    expect(renderDefinition(ward!).abilities[0]).toContain("can't be dealt damage");
  });

  test("the combat damage a unit takes", () => {
    const [vet] = lowered(unit("when this takes combat damage: draw 1"));
    expect(renderDefinition(vet!).abilities).toEqual([
      "When this is dealt combat damage, draw 1 card.",
    ]);
  });
});
