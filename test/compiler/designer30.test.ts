/**
 * What designer30 added to the language: `its` after an instruction done N times reads the target
 * (CR 357), `is not …` conditions on one object's state, RS2076 for two combat roles in one filter
 * (CR 323.2), discarding a whole hand (CR 422.1, RS1051) and points compared between players
 * (RULES S2, RS2077) — read the same by both readers, checked, lowered and rendered. Behaviour in
 * games is in test/rules/designer30.rift.
 */
import { describe, expect, test } from "vitest";
import type { Ability, Instruction } from "../../runtime/definitions.js";
import { fileByBothReaders } from "../grammar/helpers.js";
import {
  expectClean,
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  lowered,
  renderedEffect,
  spellWith,
} from "./compile-helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

function staticOf(ability: string): Ability {
  const [definition] = lowered(unit(ability));
  return definition!.abilities[0]!;
}

/** The one `if` of a spell whose effect is `effect`: its condition as lowered. */
function conditionOf(effect: string): unknown {
  const [definition] = lowered(spellWith(effect));
  const ability = definition!.abilities[0]!;
  if (ability.kind !== "effect") throw new Error("not an effect");
  const first = ability.effect[0] as Instruction;
  if (first.op !== "if") throw new Error("not an if");
  return first.condition;
}

describe("`its` after an instruction done N times (CR 357)", () => {
  test("`unless its controller pays` after `… twice` names the target's controller", () => {
    expectEffect("deal 1 to target unit twice unless its controller pays 1", [
      {
        op: "unlessPays",
        player: { player: "controllerOf", object: { ref: "bound", name: "it 1" } },
        cost: { energy: 1, power: [] },
        effect: [
          {
            op: "repeat",
            times: { amount: "fixed", value: 2 },
            effect: [
              {
                op: "deal",
                amount: { amount: "fixed", value: 1 },
                target: { ref: "target", filter: { types: ["unit"] }, bind: "it 1" },
              },
            ],
          },
        ],
      },
    ]);
  });

  test.each([
    "deal 1 to target unit twice; its controller draws 1",
    "do this 2 times, deal 1 to target unit; stun it",
    "deal 1 to target unit three times unless its controller pays 1",
  ])("`%s` is accepted by both readers", (effect) => {
    expectClean(spellWith(effect));
    expectSameByBothReaders(effect);
  });

  test("what a repetition chooses as it resolves is still no referent after it (RS2012)", () => {
    expectDiagnostics(spellWith("do this 2 times, play a Recruit token; kill it"), "1:78 RS2012");
  });

  test("a choice repeated is asked about too late, as without `twice` (RS2047)", () => {
    expectDiagnostics(
      spellWith("deal 1 to a unit twice unless its controller pays 1"),
      "1:64 RS2047 the player who may pay is asked before anything is chosen",
    );
  });

  test("the unless follows the repetitions in the card text", () => {
    expect(renderedEffect("deal 1 to target unit twice unless its controller pays 1")).toBe(
      "Deal 1 damage to target unit 2 times unless its controller pays 1.",
    );
  });
});

describe("`is not …`: a negated state of one object", () => {
  test.each([
    unit("this gets +2 might while it is not damaged"),
    unit("while this is not attacking, this gets +1 might"),
    unit("when this attacks, if this is not at a battlefield: draw 1"),
    spellWith("stun target unit; if it is not exhausted, draw 1"),
    spellWith("deal 1 to target unit as foe; if foe is not damaged and that unit is ready, draw 1"),
    spellWith("if it is not your turn, draw 1"),
  ])("both readers read `%s`", (text) => {
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(JSON.parse(direct).diagnostics).toEqual([]);
    expect(direct).toBe(chevrotain);
  });

  test("`this is not damaged` is `not this is damaged`", () => {
    expect(staticOf("this gets +2 might while it is not damaged")).toMatchObject({
      condition: {
        cond: "not",
        condition: { cond: "is", object: { ref: "this" }, filter: { statuses: ["damaged"] } },
      },
    });
    const [a] = lowered(unit("while this is not attacking, this gets +1 might"));
    const [b] = lowered(unit("while not this is attacking, this gets +1 might"));
    expect(a!.abilities).toEqual(b!.abilities);
    expect(conditionOf("if it is not your turn, draw 1")).toEqual({
      cond: "not",
      condition: { cond: "isTurnOf", player: "you" },
    });
  });

  test("a state nothing can have is still RS2071 with `not`", () => {
    expectDiagnostics(unit("while this is not facedown, this gets +1 might"), "1:40 RS2071");
  });

  test("the card text says `isn't`", () => {
    expect(renderedEffect("stun target unit; if it is not exhausted, draw 1")).toBe(
      "Stun target unit. If it isn't exhausted, draw 1 card.",
    );
  });
});

describe("two combat roles in one filter (CR 323.2)", () => {
  test("`attacking defending unit` is RS2076 at the second word, in either order", () => {
    expectDiagnostics(
      spellWith("deal 1 to target attacking defending unit"),
      "1:61 RS2076 `attacking` and `defending` in one filter",
    );
    expectDiagnostics(
      spellWith("kill all defending attacking units"),
      "1:53 RS2076 `defending` and `attacking` in one filter",
    );
  });

  test("both readers mark the same word", () => {
    const [direct, chevrotain] = fileByBothReaders(
      spellWith("deal 1 to each attacking defending unit"),
    );
    expect(direct).toBe(chevrotain);
  });
});

describe("discarding a whole hand (CR 422.1)", () => {
  test.each([
    "discard your hand",
    "you discard your hand; draw 2",
    "each player discards their hand",
    "each opponent discards their hand",
    "target opponent discards their hand; if you do, draw 1",
    "discard your hand as gone; draw 1 for each card in your trash",
  ])("both readers read `%s`", (effect) => expectSameByBothReaders(effect));

  test("lowers to a discard of the hand, bound when named", () => {
    expectEffect("each player discards their hand", [
      { op: "discard", player: { player: "each" }, count: "hand" },
    ]);
    expectEffect("discard your hand as gone; banish gone", [
      { op: "discard", player: { player: "you" }, count: "hand", bind: "gone" },
      { op: "banish", target: { ref: "bound", name: "gone" } },
    ]);
  });

  test("a hand not the player's own is RS1051", () => {
    expectDiagnostics(
      spellWith("each opponent discards your hand"),
      "1:57 RS1051 a player discards their own hand: write `their hand` here",
    );
    expectDiagnostics(
      spellWith("discard their hand"),
      "1:42 RS1051 a player discards their own hand: write `your hand` here",
    );
  });

  test("the card text", () => {
    expect(renderedEffect("discard your hand; each opponent discards their hand")).toBe(
      "Discard your hand. Each opponent discards their hand.",
    );
  });
});

describe("points compared between players (RULES S2)", () => {
  test.each([
    "if you have the most points, draw 1",
    "if an opponent has more points than you, draw 1",
    "if you have fewer points than an opponent, draw 1",
    "if you have more points than each opponent, draw 1",
    "if a player has fewer points than each player, draw 1",
    "if you have more than 3 points, draw 1",
  ])("both readers read `%s`", (effect) => expectSameByBothReaders(effect));

  test.each([
    [
      "if you have the most points, draw 1",
      { cond: "scoreVersus", player: "you", op: ">", other: "any", every: true },
    ],
    [
      "if an opponent has more points than you, draw 1",
      { cond: "scoreVersus", player: "opponent", op: ">", other: "you" },
    ],
    [
      "if you have fewer points than an opponent, draw 1",
      { cond: "scoreVersus", player: "you", op: "<", other: "opponent" },
    ],
    [
      "if you have more points than each opponent, draw 1",
      { cond: "scoreVersus", player: "you", op: ">", other: "opponent", every: true },
    ],
  ])("`%s` lowers to a comparison of players", (effect, condition) => {
    expect(conditionOf(effect)).toEqual(condition);
  });

  test("a number after `more` is still a comparison with it", () => {
    expect(conditionOf("if you have more than 3 points, draw 1")).toEqual({
      cond: "score",
      player: "you",
      comparison: { op: ">", value: 3 },
    });
  });

  test("a target after `than` is RS2077", () => {
    expectDiagnostics(
      spellWith("if you have fewer points than target opponent, draw 1"),
      "1:64 RS2077 a condition compares points with players it names, not a target",
    );
  });

  test("the card text, and its negation", () => {
    expect(renderedEffect("if an opponent has more points than you, draw 1")).toBe(
      "If an opponent has more points than you, draw 1 card.",
    );
    expect(renderedEffect("if not you have the most points, draw 1")).toBe(
      "If you don't have the most points, draw 1 card.",
    );
  });
});
