/**
 * Effects that pick or sweep players: `each opponent`, `target player`, `target opponent` (CR
 * 303.2.a, 355.9.a) and a scenario's `targeting player B` — read the same by both readers, their
 * syntax errors, checks, ability objects, card text and canonical layout. Their behaviour in
 * games is in test/rules/lang22-players.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { expectDiagnostics as expectSyntax, fileByBothReaders } from "../grammar/helpers.js";
import { expectDiagnostics, expectEffect, lowered, loweredScenario } from "./compile-helpers.js";

const ONE = { amount: "fixed", value: 1 } as const;
const TWO = { amount: "fixed", value: 2 } as const;
const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

function rendered(effect: string): string {
  const [definition] = lowered(spell(effect));
  return renderDefinition(definition!).abilities.join(" ");
}

describe("both readers accept exactly the same player subjects", () => {
  test.each([
    "each opponent discards 1",
    "target player draws 2",
    "target opponent burns 1; if you do, draw 1",
    "kill target unit and target opponent discards 1",
    "draw 1 and each opponent scores 1 point",
    "target opponent gains control of target unit",
    "Each Opponents discards a card as tossed",
  ])("`%s`", (effect) => {
    const [direct, chevrotain] = fileByBothReaders(spell(effect));
    expect(JSON.parse(direct).diagnostics).toEqual([]);
    expect(direct).toBe(chevrotain);
  });

  test.each([
    "each oponent discards 1",
    "target oponent discards 1",
    "target unit draws 1",
    "each enemy unit discards 1",
    "target opponent",
  ])("and the same mistakes: `%s`", (effect) => {
    const [direct, chevrotain] = fileByBothReaders(spell(effect));
    expect(JSON.parse(direct).diagnostics).not.toEqual([]);
    expect(direct).toBe(chevrotain);
  });

  test("a scenario's `targeting player B`", () => {
    const text = `scenario "s" {\n  A plays "X", targeting player b, targeting m1\n}`;
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(JSON.parse(direct).diagnostics).toEqual([]);
    expect(direct).toBe(chevrotain);
  });
});

describe("syntax errors say what fits, at the misspelt word", () => {
  test("`each oponent`, `target oponent`, `target playr`: did you mean", () => {
    expectSyntax(
      spell("each oponent discards 1"),
      "1:39 RS1017 expected `player` or `opponent`, found `oponent`; did you mean `opponent`?",
    );
    expectSyntax(
      spell("target oponent discards 1"),
      "1:41 RS1017 expected `player` or `opponent`, found `oponent`; did you mean `opponent`?",
    );
    expectSyntax(
      spell("target playr draws 2"),
      "1:41 RS1017 expected `player` or `opponent`, found `playr`; did you mean `player`?",
    );
  });

  test("`target` before an object: the instruction's verb comes first", () => {
    expectSyntax(
      spell("target unit dies"),
      "1:41 RS1017 expected `player` or `opponent` after `target`, found `unit`; a player is the subject of an instruction, as in `target opponent discards 1`; an instruction about an object starts with its verb: `give target unit +1 might this turn`, `kill target unit`",
    );
  });

  test("a misspelt `targeting player` in a scenario", () => {
    expectSyntax(
      `scenario "s" {\n  A plays "X", targeting playr B\n}`,
      '2:26 RS1040 expected a choice such as `targeting "Card"`, `choosing mode 1` or `at A base`, found `playr`; did you mean `player`?',
    );
  });
});

describe("checks", () => {
  test("a player subject other than `you` cannot be asked `may`", () => {
    expectDiagnostics(
      spell("target opponent may draw 1"),
      "1:34 RS2027 the runtime asks only the ability's controller; write `you may`",
    );
    expectDiagnostics(
      spell("each opponent may draw 1"),
      "1:34 RS2027 the runtime asks only the ability's controller; write `you may`",
    );
  });

  test("`a player` points at `target player`", () => {
    expectDiagnostics(
      spell("a player draws 1"),
      "1:34 RS2027 the runtime cannot yet let the controller pick any player as the ability resolves; write `target player` to choose one as it is played",
    );
  });

  test("`if you do` after a target opponent's discard asks whether they discarded", () => {
    expectDiagnostics(spell("target opponent discards 1; if you do, draw 1"));
  });
});

describe("ability objects", () => {
  test("each opponent", () =>
    expectEffect("each opponent discards 1", [
      { op: "discard", player: { player: "eachOpponent" }, count: ONE },
    ]));

  test("target player and target opponent", () =>
    expectEffect("target player draws 2; target opponent burns 1", [
      { op: "draw", player: { player: "target", among: "any" }, count: TWO },
      { op: "burn", player: { player: "target", among: "opponent" }, count: ONE },
    ]));

  test("joined with `and` after an object target", () =>
    expectEffect("kill target unit and target opponent discards 1", [
      { op: "kill", target: { ref: "target", filter: { types: ["unit"] } } },
      { op: "discard", player: { player: "target", among: "opponent" }, count: ONE },
    ]));

  test("a scenario answers a player target by the player's letter", () => {
    const scenario = loweredScenario(
      `card spell "X" { cost 0  effect: target opponent discards 1 }
scenario "s" {
  setup { A hand: "X" }
  A plays "X", targeting player c
}`,
    );
    const [step] = scenario.steps;
    expect(step).toMatchObject({
      action: { action: "play", choices: [{ choice: "playerTarget", player: "C" }] },
    });
    // Naming a player as an answer does not seat them: the game has A and B only.
    expect(scenario.setup.players.map((p) => p.name)).toEqual(["A", "B"]);
  });
});

describe("card text", () => {
  test("reads as cards print it", () => {
    expect(rendered("each opponent discards 1")).toBe("Each opponent discards 1 card.");
    expect(rendered("target player draws 2")).toBe("Target player draws 2 cards.");
    expect(rendered("target opponent discards 1; if you do, draw 1")).toBe(
      "Target opponent discards 1 card. If you do, draw 1 card.",
    );
  });
});

describe("rift fmt", () => {
  test("prints the words in lower case, the scenario player in capitals", () => {
    const input = `card spell "S" {\n  cost 1\n  effect: EACH   Opponent discards 1 and Target  PLAYER draws 2\n}\n\nscenario "s" {\n  A plays "S", targeting   PLAYER b\n}\n`;
    const output = `card spell "S" {\n  cost 1\n  effect: each opponent discards 1 and target player draws 2\n}\n\nscenario "s" {\n  A plays "S", targeting player B\n}\n`;
    expect(formatText("f.rift", input).text).toBe(output);
    expect(formatText("f.rift", output).text).toBe(output);
  });
});
