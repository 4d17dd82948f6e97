/**
 * events34: `leaves the board` (CR 383.2.a.1), `target unit can't move this turn` and its kin (a
 * `give` of the static's restriction, RULES E4) and `you conquer a battlefield` (CR 469.1), read
 * alike by both readers — the direct reader does not decline and builds the tree Chevrotain builds.
 */
import { describe, expect, test } from "vitest";
import type { GiveNode, SpellEffectNode, TriggeredNode } from "../../grammar/ast.js";
import { bothReaders, formatDiagnostics, readAlike } from "./helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}`;

function triggerOf(text: string): TriggeredNode {
  return readAlike(unit(text)).abilities[0] as TriggeredNode;
}

function giveOf(effect: string): GiveNode {
  return (readAlike(spell(effect)).abilities[0] as SpellEffectNode).effect
    .instructions[0] as GiveNode;
}

describe("`leaves the board`", () => {
  test("of this, and of a kind of object, with a place and a condition", () => {
    expect(triggerOf("when this leaves the board: draw 1").trigger).toMatchObject({
      event: "leftBoard",
      would: false,
      subject: { kind: "ThisRef" },
    });
    const here = triggerOf(
      "when a friendly unit leaves the board here, if it is your turn: draw 1",
    );
    expect(here.trigger).toMatchObject({
      event: "leftBoard",
      subject: { kind: "ChooseRef", filter: { location: { at: "here" } } },
    });
    expect(here.condition).toBeDefined();
  });

  test("in a delayed trigger, and `the second time … each turn`", () => {
    readAlike(spell("this turn, when a unit leaves the board: draw 1"));
    expect(triggerOf("the second time a unit leaves the board each turn: draw 1").nthTime).toBe(2);
  });

  test("`leaves` alone, or `leaves the chain`, is no event", () => {
    expect(formatDiagnostics(unit("when this leaves: draw 1"))).not.toEqual([]);
    expect(formatDiagnostics(unit("when this leaves the chain: draw 1"))).not.toEqual([]);
  });
});

describe("`can't move`, `can't attack`, `can't defend` for a while", () => {
  test("each is a `give` of the static's restriction", () => {
    expect(giveOf("target unit can't move this turn")).toMatchObject({
      kind: "Give",
      target: { kind: "TargetRef" },
      modifications: [{ kind: "CantMoveMod" }],
      duration: { until: "endOfTurn" },
    });
    expect(giveOf("target enemy unit can't attack until your next turn")).toMatchObject({
      modifications: [{ kind: "CantCombatMod", role: "attacker" }],
      duration: { until: "yourNextTurn" },
    });
    expect(giveOf("each enemy unit here can't defend this turn").modifications).toMatchObject([
      { kind: "CantCombatMod", role: "defender" },
    ]);
  });

  test("after `;`, after `and`, and with no duration", () => {
    const effect = (
      readAlike(spell("draw 1; it can't move this turn")).abilities[0] as SpellEffectNode
    ).effect;
    expect(effect.instructions).toHaveLength(2);
    readAlike(unit("when this attacks: stun target enemy unit here and it can't defend this turn"));
    expect(giveOf("target unit can't attack").duration).toBeUndefined();
  });

  test("a static of `this` is still a static", () => {
    expect(readAlike(unit("this can't attack")).abilities[0]!.kind).toBe("Static");
  });
});

describe("`you conquer a battlefield`, `you hold a battlefield`", () => {
  test("are `you conquer` and `you hold`, with their place", () => {
    const longer = triggerOf("when you conquer a battlefield: draw 1").trigger;
    const shorter = triggerOf("when you conquer: draw 1").trigger;
    expect({ ...longer, range: undefined }).toEqual({ ...shorter, range: undefined });
    expect(triggerOf("when you hold a battlefield here: draw 1").trigger).toMatchObject({
      event: "held",
      location: { place: "here" },
    });
    readAlike(spell("this turn, when an opponent conquers a battlefield: draw 1"));
  });

  test("`you score a point` is RS1047; the direct reader leaves it to Chevrotain", () => {
    expect(bothReaders(unit("when you score a point: draw 1")).direct).toBeUndefined();
    const [message] = formatDiagnostics(unit("when you score a point: draw 1"));
    expect(message).toMatch(/^4:12 RS1047 a point can be gained without scoring/);
  });
});
