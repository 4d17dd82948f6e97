/**
 * What might32 added, as the compiler checks, lowers and renders it: a unit becoming Mighty
 * (CR 709), `with more/less might than this` (CR 710) and Might for each opponent or player
 * (CR 303.2.a). Behaviour in games is in test/rules/might32.rift and test/runtime/might32.test.ts.
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

describe("`becomes mighty` (CR 709)", () => {
  test("lowers to a trigger on `becameMighty`, of this or of a matching unit", () => {
    const [self] = lowered(unit("when this becomes mighty: draw 1"));
    expect(self!.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: { event: "becameMighty", subject: { ref: "this" } },
    });
    const [other] = lowered(unit("when a friendly unit becomes mighty: buff it"));
    expect(other!.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: {
        event: "becameMighty",
        subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
      },
    });
  });

  test("renders as printed text", () => {
    const [definition] = lowered(unit("when a friendly unit becomes mighty: buff it"));
    expect(renderCardText(definition!)).toContain(
      "When a unit you control becomes Mighty, buff it.",
    );
  });

  test("only units become Mighty (RS2023)", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  when this becomes mighty: draw 1 }`,
      "1:30 RS2023 `becomes mighty` never happens to a gear, only to units",
    );
    expectDiagnostics(
      unit("when a friendly gear becomes mighty: draw 1"),
      "1:39 RS2023 `becomes mighty` never happens to a gear",
    );
  });

  test("no replacement rewrites it (RS2041)", () => {
    expectDiagnostics(
      unit("if this would become mighty, draw 1 instead"),
      "1:37 RS2041 no game action lets a replacement effect rewrite becoming Mighty",
    );
  });

  test("`it` is the unit that became Mighty, and a duration can wait for it", () => {
    expectClean(unit("when a friendly unit becomes mighty: give it Tank this turn"));
    expectClean(
      `card spell "S" { cost 1  effect: give target unit +2 might until the next time it becomes mighty }`,
    );
  });
});

describe("`with more might than this`, `with less might than this`", () => {
  test("lowers to `mightThan`, beside a Might compared with a number", () => {
    const [definition] = lowered(
      unit("when this is played: stun target unit with might 2 or more with less might than this"),
    );
    expect(definition!.abilities[0]).toMatchObject({
      kind: "triggered",
      effect: [
        {
          op: "stun",
          target: { filter: { types: ["unit"], might: { op: ">=", value: 2 }, mightThan: "<" } },
        },
      ],
    });
    const [static_] = lowered(unit("friendly units here with more might than this get +1 might"));
    expect(static_!.abilities[0]).toMatchObject({
      kind: "static",
      affects: { ref: "all", filter: { types: ["unit"], mightThan: ">" } },
    });
  });

  test("renders against this card's Might", () => {
    const [definition] = lowered(
      unit("when this is played: deal 2 to each enemy unit here with less might than this"),
    );
    expect(renderCardText(definition!)).toContain("with less Might than this unit");
  });

  test("a source without Might is RS2096; a filter of what has none is RS2005", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  exhaust this: stun target unit with more might than this }`,
      "1:77 RS2096 `more might than this` compares with this gear's Might, and a gear has none",
    );
    expectDiagnostics(
      `card legend "L" { friendly units with less might than this get +1 might }`,
      "1:55 RS2096 `less might than this` compares with this legend's Might",
    );
    expectDiagnostics(
      unit("when this is played: kill target gear with more might than this"),
      "1:77 RS2005 only units have Might, so this never matches",
    );
  });
});

describe("Might for each opponent or player (CR 303.2.a)", () => {
  test("lowers to `mightPerPlayer`, among the opponents or all players", () => {
    const [definition] = lowered(
      unit("this gets +1 might for each opponent\n  friendly units get -2 might for each player"),
    );
    expect(definition!.abilities).toMatchObject([
      { kind: "static", modifications: [{ mod: "mightPerPlayer", among: "opponents", amount: 1 }] },
      { kind: "static", modifications: [{ mod: "mightPerPlayer", among: "all", amount: -2 }] },
    ]);
  });

  test("renders as printed text", () => {
    const [definition] = lowered(
      `card spell "S" { cost 1  effect: give target unit +1 might for each opponent this turn }`,
    );
    expect(renderCardText(definition!)).toContain(
      "Target unit gets +1 Might for each opponent this turn.",
    );
  });

  test("only units have Might to get (RS2020)", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  this gets +1 might for each opponent }`,
      "1:35 RS2020 only units have Might",
    );
  });
});
