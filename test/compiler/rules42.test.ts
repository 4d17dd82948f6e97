/**
 * rules42: the checker's part in a Might set (CR 477.1.a.1) and in `if this kills it` (CR
 * 428.5.c): what they compile to, and where they may stand (RS2082–RS2084, RS2023). The rules the
 * runtime follows are scenarios in test/rules/rules42-might-becomes.rift and rules42-kills.rift.
 */
import { describe, expect, test } from "vitest";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("a Might set compiles to `setMight`", () => {
  test("`target unit's might becomes 1 this turn`", () => {
    const [def] = lowered(spell("target unit's might becomes 1 this turn"));
    expect(def!.abilities[0]).toMatchObject({
      kind: "effect",
      effect: [
        {
          op: "setMight",
          target: { ref: "target", filter: { types: ["unit"] } },
          value: 1,
          duration: { until: "endOfTurn" },
        },
      ],
    });
  });
  test("`its might becomes 0` after what it names lasts with no duration written", () => {
    const [def] = lowered(spell("stun target unit. Its might becomes 0."));
    expect(def!.abilities[0]).toMatchObject({
      effect: [
        { op: "stun" },
        { op: "setMight", target: { ref: "bound" }, value: 0, duration: { until: "permanent" } },
      ],
    });
  });
  test("only units have Might to set (RS2023), and `its` needs something before it (RS2012)", () => {
    expectDiagnostics(
      spell("this's might becomes 2"),
      "1:33 RS2023 only units have Might to set (CR 477.1.a.1)",
    );
    expectDiagnostics(spell("its might becomes 1 this turn"), "1:33 RS2012");
  });
});

describe("`if this kills it` compiles to `ifKills`, after a `deal` to one unit", () => {
  test("with and without `otherwise`", () => {
    const [def] = lowered(
      spell("deal 3 to target unit. If this kills it, draw 1. Otherwise, draw 2."),
    );
    expect(def!.abilities[0]).toMatchObject({
      effect: [
        { op: "deal" },
        {
          op: "ifKills",
          victim: { ref: "bound" },
          then: [{ op: "draw" }],
          else: [{ op: "draw" }],
        },
      ],
    });
    expectClean(
      `card unit "U" { cost 1 might 1 when this is played: deal 2 to target enemy unit. If this kills it, draw 1. }`,
    );
    expectClean(
      `card gear "G" { cost 1 exhaust this: deal 1 to target unit unless its controller pays 1. If this kills it, draw 1. }`,
    );
  });
  test("RS2082: not right after damage to one unit", () => {
    expectDiagnostics(
      spell("stun target unit. If this kills it, draw 1."),
      "1:54 RS2082 `if this kills it` asks whether the damage the instruction before it dealt killed the unit (CR 428.5.c), and `stun` deals none",
    );
    expectDiagnostics(
      spell("deal 3 to each enemy unit. If this kills it, draw 1."),
      "1:63 RS2082 `if this kills it` asks about the one unit the instruction before it dealt damage to, and this `deal` names several",
    );
    expectDiagnostics(
      spell("If this kills it, draw 1."),
      "1:36 RS2082 `if this kills it` asks whether the damage the instruction before it dealt killed the unit (CR 428.5.c), and nothing comes before it",
    );
  });
  test("RS2083: inside another instruction, or in a replacement", () => {
    expectDiagnostics(
      spell("you may { deal 3 to target unit. If this kills it, draw 1. }"),
      "1:69 RS2083 `if this kills it` waits for the cleanup after the effect, so it stands at the top",
    );
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 if this would die, deal 1 to it. If this kills it, draw 1 instead }`,
      "1:68 RS2083 `if this kills it` waits for the cleanup after the effect",
    );
  });
  test("RS1063: joined with another condition, or a trigger's condition, is not read", () => {
    expectDiagnostics(
      spell("deal 3 to target unit. If this kills it and it is your turn, draw 1."),
      "1:56 RS1063 `if this kills it` is a condition of its own, followed by `,`",
    );
    expectDiagnostics(
      `card unit "U" { cost 1 might 1 when this attacks, if this kills it: draw 1 }`,
      "1:51 RS1063 `if this kills it` is no condition of a trigger: an effect's `if` asks it",
    );
  });
  test("RS2084: an instruction after it would come before the cleanup it waits for", () => {
    expectDiagnostics(
      spell("deal 3 to target unit. If this kills it, draw 1. Draw 1."),
      "1:82 RS2084 `if this kills it` waits for the cleanup after the effect, so nothing of the effect comes after it",
    );
  });
});
