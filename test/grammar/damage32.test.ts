/**
 * damage32: the damage an object deals (CR 417.6) and `can't be dealt damage` (CR 054.1,
 * 465.2.c.10), read alike by both readers — the direct reader does not decline and builds the tree
 * Chevrotain builds — and the forms that stay unwritten refused with their own codes.
 */
import { describe, expect, test } from "vitest";
import type { EventNode, StaticNode, TriggeredNode } from "../../grammar/ast.js";
import { dealsActively } from "../../grammar/gates.js";
import { formatDiagnostics, readAlike } from "./helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

function triggerEvent(text: string): EventNode {
  const ability = readAlike(unit(text)).abilities[0] as TriggeredNode;
  return ability.trigger as EventNode;
}

describe("the damage an object deals (CR 417.6)", () => {
  test("`this deals damage` is `dealtDamage`, never the damage dealt to it", () => {
    const event = triggerEvent("when this deals damage: draw 1");
    expect(event.event).toBe("dealtDamage");
    expect(event.combat).toBeUndefined();
  });

  test("`deals combat damage` says combat (CR 417.6.c)", () => {
    const event = triggerEvent("when this deals combat damage: draw 1");
    expect(event.event).toBe("dealtDamage");
    expect(event.combat).toBe(true);
  });

  test("a kind of object as the source, and the Nth time", () => {
    expect(triggerEvent("when a friendly unit deals combat damage: draw 1").subject?.kind).toBe(
      "ChooseRef",
    );
    readAlike(unit("the first time this deals damage each turn: draw 1"));
  });

  test("`is dealt damage` and `takes damage` stay the damage dealt to it", () => {
    expect(triggerEvent("when this is dealt damage: draw 1").event).toBe("damaged");
    expect(triggerEvent("when this takes damage: draw 1").event).toBe("damaged");
  });

  test("the gate both readers share reads the word", () => {
    expect(dealsActively("deals")).toBe(true);
    expect(dealsActively("Deal")).toBe(true);
    expect(dealsActively("dealt")).toBe(false);
    expect(dealsActively("DEALT")).toBe(false);
  });
});

describe("forms that stay unwritten", () => {
  // `combat` after `takes` or `is dealt` is read since damage33 (test/grammar/damage33.test.ts).
  test("a replacement of the damage an object deals with instructions is RS1054", () => {
    const [message] = formatDiagnostics(unit("if this would deal damage, draw 1 instead"));
    expect(message).toMatch(/^4:17 RS1054 a replacement of the damage the object deals/);
  });
});

describe("`can't be dealt damage` (CR 054.1)", () => {
  test("a static of this, and of a kind of units", () => {
    const node = readAlike(unit("this can't be dealt damage"));
    const ability = node.abilities[0] as StaticNode;
    expect(ability.modifications.map((m) => m.kind)).toEqual(["CantBeDealtDamageMod"]);
    readAlike(`card battlefield "B" {\n  friendly units here can't be dealt damage\n}`);
    readAlike(unit("while this is defending, this can't be dealt damage"));
  });

  test("`can't be targeted` still reads beside it", () => {
    const node = readAlike(unit("this can't be targeted by opponents"));
    expect((node.abilities[0] as StaticNode).modifications[0]?.kind).toBe("CantBeTargetedMod");
  });

  test("granted for a while by `give`", () => {
    readAlike(
      `card spell "S" { cost 1  effect: give target unit { this can't be dealt damage } this turn }`,
    );
  });
});
