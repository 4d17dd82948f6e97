/**
 * damage33: a replacement of the damage an object deals (CR 417.6, 370.1.b), the combat damage
 * dealt to an object (CR 417.6.c) and `it can't be dealt damage this turn` (CR 054.1), read alike
 * by both readers — the direct reader does not decline and builds the tree Chevrotain builds.
 */
import { describe, expect, test } from "vitest";
import type {
  GiveNode,
  ReplacementNode,
  SpellEffectNode,
  TriggeredNode,
} from "../../grammar/ast.js";
import { formatDiagnostics, readAlike } from "./helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const gear = (text: string): string => `card gear "G" {\n  cost 1\n  ${text}\n}`;

function replacementOf(text: string): ReplacementNode {
  return readAlike(text).abilities[0] as ReplacementNode;
}

describe("a replacement of the damage an object deals", () => {
  test("`it deals that much +N instead`", () => {
    const node = replacementOf(unit("if this would deal damage, it deals that much +1 instead"));
    expect(node.event).toMatchObject({ event: "dealtDamage", would: true });
    expect(node.event.subject?.kind).toBe("ThisRef");
    expect(node.dealsMore).toBe(1);
    expect(node.instead).toBeUndefined();
  });

  test("`it deals double that much instead`, of combat damage, once each turn", () => {
    const node = replacementOf(
      gear(
        "once each turn, if a friendly unit would deal combat damage, it deals double that much instead",
      ),
    );
    expect(node.oncePerTurn).toBe(true);
    expect(node.event).toMatchObject({ event: "dealtDamage", would: true, combat: true });
    expect(node.dealsMore).toBe("double");
  });

  test("`double the damage a friendly unit would deal` is the same replacement", () => {
    const node = replacementOf(gear("double the damage a friendly unit would deal"));
    expect(node.event).toMatchObject({ event: "dealtDamage", would: true });
    expect(node.event.combat).toBeUndefined();
    expect(node.dealsMore).toBe("double");
    const combat = replacementOf(gear("double the combat damage a friendly unit would deal"));
    expect(combat.event.combat).toBe(true);
  });

  test("after a `.` ending the line before, `double the damage …` starts an ability", () => {
    const node = readAlike(
      gear("when this is played: draw 1.\n  double the damage a friendly unit would deal"),
    );
    expect(node.abilities.map((a) => a.kind)).toEqual(["Triggered", "Replacement"]);
    const joined = readAlike(
      `card spell "S" { cost 1  effect: draw 1. Double target unit's might this turn }`,
    );
    expect((joined.abilities[0] as SpellEffectNode).effect.instructions).toHaveLength(2);
  });

  test("a spell as the source (CR 417.6.a)", () => {
    const node = replacementOf(
      gear("if a friendly spell would deal damage, it deals that much +2 instead"),
    );
    expect(node.dealsMore).toBe(2);
  });

  test("other instructions in place of the damage it deals stay RS1054", () => {
    const [message] = formatDiagnostics(unit("if this would deal damage, draw 1 instead"));
    expect(message).toMatch(
      /^4:17 RS1054 a replacement of the damage the object deals \(`would deal damage`\) says how much it deals instead/,
    );
  });

  test("`that much` needs its `+N`", () => {
    expect(
      formatDiagnostics(unit("if this would deal damage, it deals that much instead")),
    ).not.toEqual([]);
  });
});

describe("the combat damage dealt to an object (CR 417.6.c)", () => {
  test("`takes combat damage` and `is dealt combat damage`", () => {
    for (const text of [
      "when this takes combat damage: draw 1",
      "when this is dealt combat damage: draw 1",
    ]) {
      const ability = readAlike(unit(text)).abilities[0] as TriggeredNode;
      expect(ability.trigger).toMatchObject({ event: "damaged", combat: true });
    }
    readAlike(gear("when a friendly unit takes combat damage: draw 1"));
    readAlike(gear("when a friendly unit takes damage: draw 1"));
  });

  test("in a replacement: `would be dealt combat damage`", () => {
    const node = replacementOf(unit("if this would be dealt combat damage, draw 1 instead"));
    expect(node.event).toMatchObject({ event: "damaged", would: true, combat: true });
  });
});

describe("`it can't be dealt damage this turn` (CR 054.1)", () => {
  function giveOf(effect: string): GiveNode {
    const node = readAlike(`card spell "S" { cost 1  effect: ${effect} }`);
    return (node.abilities[0] as SpellEffectNode).effect.instructions[0] as GiveNode;
  }

  test("a `give` of the static's change, for the duration", () => {
    const node = giveOf("target unit can't be dealt damage this turn");
    expect(node.kind).toBe("Give");
    expect(node.target.kind).toBe("TargetRef");
    expect(node.modifications.map((m) => m.kind)).toEqual(["CantBeDealtDamageMod"]);
    expect(node.duration).toBeDefined();
  });

  test("after another instruction, of `it`", () => {
    const node = readAlike(
      `card spell "S" { cost 1  effect: ready target friendly unit; it can't be dealt damage this turn }`,
    );
    const [, give] = (node.abilities[0] as SpellEffectNode).effect.instructions;
    expect(give).toMatchObject({ kind: "Give", target: { kind: "ItRef" } });
  });

  test("in a trigger, of `this`", () => {
    readAlike(unit("when this attacks: this can't be dealt damage this combat"));
  });
});
