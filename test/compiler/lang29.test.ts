/**
 * Language gaps closed by lang29: `… unless <player> pays <cost>` after any instruction — read
 * the same by both readers, its syntax errors and checks (RS1044, RS2046, RS2047), ability objects
 * and card text. Behaviour in games is in test/rules/lang29-*.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import type { ObjectRef } from "../../runtime/definitions.js";
import {
  compileText,
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  formatDiagnostics,
  lowered,
  renderedEffect,
  spellWith,
} from "./compile-helpers.js";

const spell = spellWith;
const rendered = renderedEffect;
const sameByBothReaders = expectSameByBothReaders;

function compileMessage(src: string): string {
  return formatDiagnostics(compileText(src)).join("\n");
}

const targetUnit: ObjectRef = { ref: "target", filter: { types: ["unit"] } };

describe("`<instruction> unless <player> pays <cost>` (CR 357, 425)", () => {
  test.each([
    "deal 3 to target unit unless its controller pays 2",
    "draw 2 unless an opponent pays 1; if you do, draw 1",
    "give target unit +2 might this turn unless target opponent pays 1 Fury",
    "you may draw 1 unless an opponent pays 1",
    "counter target spell unless its controller pays 2",
    "kill target gear unless you pay 1 + 1 power of any domain",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("wraps the one instruction before it; `its` reads that instruction's target", () => {
    expectEffect("deal 3 to target unit unless its controller pays 2", [
      {
        op: "unlessPays",
        player: { player: "controllerOf", object: { ref: "bound", name: "it 1" } },
        cost: { energy: 2, power: [] },
        effect: [
          {
            op: "deal",
            amount: { amount: "fixed", value: 3 },
            target: { ...targetUnit, bind: "it 1" },
          },
        ],
      },
    ]);
    expectEffect("you may draw 1 unless an opponent pays 1", [
      {
        op: "may",
        effect: [
          {
            op: "unlessPays",
            player: { player: "opponent" },
            cost: { energy: 1, power: [] },
            effect: [
              { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
            ],
          },
        ],
      },
    ]);
  });

  test("a counter keeps its own `unless`, and a destination still folds into it", () => {
    const [definition] = lowered(
      spell(
        "counter target spell unless its controller pays 2; return it to its owner's hand instead of its owner's trash",
      ),
    );
    const [counter] =
      definition!.abilities[0]!.kind === "effect" ? definition!.abilities[0]!.effect : [];
    expect(counter).toMatchObject({
      op: "counter",
      destination: "hand",
      unless: { cost: { energy: 2 } },
    });
  });

  test("renders and formats as written", () => {
    expect(rendered("deal 3 to target unit unless its controller pays 2")).toBe(
      "Deal 3 damage to target unit unless its controller pays 2.",
    );
    expect(rendered("draw 2 unless an opponent pays 1 Fury")).toBe(
      "Draw 2 cards unless an opponent pays 1 Fury.",
    );
    const text = `card spell "S" {\n  cost 1\n  effect: deal 3 to target unit unless its controller pays 2\n}\n`;
    expect(formatText("t.rift", text).text).toBe(text);
  });

  test("`they` names no one: RS1044 says what to write", () => {
    expectDiagnostics(
      spell("each opponent discards 1 unless they pay 2"),
      "1:66 RS1044 `they` does not say who may pay; name one player: `unless you pay 1`, `unless its controller pays 2`",
    );
  });

  test("RS2046: one player decides", () => {
    expectDiagnostics(
      spell("draw 1 unless each opponent pays 1"),
      "1:48 RS2046 one player decides whether to pay",
    );
  });

  test("RS2047: the payer is asked before the instruction chooses anything", () => {
    expectDiagnostics(
      spell("kill a unit unless its controller pays 1"),
      "1:53 RS2047 the player who may pay is asked before anything is chosen as it resolves; make it a target",
    );
  });

  test("`unless` with no player or no cost is a syntax error where it stops", () => {
    expectDiagnostics(spell("draw 2 unless pays 1"), "1:48 RS1017 expected a player");
    expectDiagnostics(spell("draw 2 unless you pay"), "1:56 RS1004 expected a cost");
  });
});

describe("`shuffle your trash into your deck`: a whole zone (CR 108.4.d)", () => {
  test.each([
    "shuffle your trash into your deck",
    "shuffle your hand into your deck; draw 5",
    "shuffle your banishment into your deck",
    "shuffle your trash into its owner's deck",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("reads as `all cards in your trash`, and renders so", () => {
    const [whole] = lowered(spell("shuffle your trash into your deck"));
    const [cards] = lowered(spell("shuffle all cards in your trash into your deck"));
    expect(JSON.stringify(whole!.abilities)).toBe(JSON.stringify(cards!.abilities));
    expect(rendered("shuffle your trash into your deck")).toBe(
      "Shuffle all cards in your trash into your Main Deck.",
    );
    const text = `card spell "S" {\n  cost 1\n  effect: shuffle your trash into your deck\n}\n`;
    expect(formatText("t.rift", text).text).toBe(text);
  });

  test("another player's zone, or a zone that is no pile, says what to write", () => {
    expectDiagnostics(
      spell("shuffle its owner's trash into its owner's deck"),
      "1:42 RS1022 expected one of `your`",
    );
    expect(compileMessage(spell("shuffle its owner's trash into its owner's deck"))).toContain(
      "another player's by its cards: `shuffle all cards in an opponent's trash into its owner's deck`",
    );
    expectDiagnostics(
      spell("shuffle your deck into your deck"),
      "1:47 RS1022 expected one of `hand`, `trash`, `banishment` after `your`",
    );
    expectDiagnostics(spell("shuffle your trash into your hand"), "1:58 RS2045");
  });
});

describe("`until the end of an opponent's next turn` (CR 317.2)", () => {
  test.each([
    "give target unit +2 might until the end of an opponent's next turn",
    "give target unit +2 might until end of an opponent's next turn",
    "gain control of target unit until the end of an opponent's next turn",
    "until the end of an opponent's next turn, when a unit dies: draw 1",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to its own duration, distinct from `until an opponent's next turn`", () => {
    expectEffect("give target unit +2 might until the end of an opponent's next turn", [
      {
        op: "modify",
        target: targetUnit,
        modifications: [{ mod: "might", amount: 2 }],
        duration: { until: "endOfOpponentsNextTurn" },
      },
    ]);
    expectEffect("give target unit +2 might until an opponent's next turn", [
      {
        op: "modify",
        target: targetUnit,
        modifications: [{ mod: "might", amount: 2 }],
        duration: { until: "opponentsNextTurn" },
      },
    ]);
  });

  test("renders in its long form", () => {
    expect(rendered("give target unit +2 might until end of an opponent's next turn")).toBe(
      "Target unit gets +2 Might until the end of an opponent's next turn.",
    );
  });

  test("a misspelt opponent is reported where it is", () => {
    expectDiagnostics(
      spell("give target unit +2 might until the end of an oponent's next turn"),
      "1:80 RS1014 expected a duration such as `this turn` or `until your next turn`, found `oponent`; did you mean `opponent`?",
    );
  });
});
