/**
 * Language gaps closed by lang28: `until the end of your next turn` (CR 317.2), counting players
 * (`for each opponent`), `shuffle … into … deck`, `double … might` and `unless … pays` — read the
 * same by both readers, their syntax errors and checks, ability objects and card text. Their
 * behaviour in games is in test/rules/lang28-*.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import type { ObjectRef } from "../../runtime/definitions.js";
import {
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  lowered,
  renderedEffect,
  spellWith,
} from "./compile-helpers.js";

const spell = spellWith;
const rendered = renderedEffect;
const sameByBothReaders = expectSameByBothReaders;

describe("`until the end of your next turn` (CR 317.2, RULES E4)", () => {
  test.each([
    "give target unit +2 might until the end of your next turn",
    "give target unit +2 might until end of your next turn",
    "gain control of target unit until the end of your next turn",
    "prevent all damage that would be dealt to target unit until the end of your next turn",
    "until the end of your next turn, when a unit dies: draw 1",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to its own duration, distinct from `this turn` and `until your next turn`", () => {
    const target: ObjectRef = { ref: "target", filter: { types: ["unit"] } };
    expectEffect("give target unit +2 might until the end of your next turn", [
      {
        op: "modify",
        target,
        modifications: [{ mod: "might", amount: 2 }],
        duration: { until: "endOfYourNextTurn" },
      },
    ]);
    const [definition] = lowered(spell("give target unit +2 might until end of your next turn"));
    expect(JSON.stringify(definition)).toContain('"until":"endOfYourNextTurn"');
  });

  test("renders and formats in its long form", () => {
    expect(rendered("give target unit +2 might until end of your next turn")).toBe(
      "Target unit gets +2 Might until the end of your next turn.",
    );
    const text = `card spell "S" {\n  cost 1\n  effect: give target unit +2 might until end of your next turn\n}\n`;
    expect(formatText("t.rift", text).text).toContain("until end of your next turn");
  });

  test("is written only where a duration is", () => {
    expectDiagnostics(
      spell("kill target unit until the end of your next turn"),
      "1:51 RS1008 expected a characteristic",
    );
    expectDiagnostics(
      spell("give target unit +2 might until the end of your turn"),
      "1:82 RS1022 expected `next` after `your`",
    );
  });

  test("`at the end of your next turn` stays a moment, not a duration", () => {
    sameByBothReaders("at the end of your next turn: draw 1");
    expectDiagnostics(
      spell("give target unit +2 might at the end of your next turn"),
      "1:89 RS1022 expected `:` after `turn`",
    );
  });
});

describe("counting players: `1 for each opponent`, `2 for each player` (CR 303.2.a)", () => {
  test.each([
    "draw 1 for each opponent",
    "draw two for each player",
    "deal 2 for each opponent to target unit",
    "draw 1 for each opponent's unit",
    "each player draws 1 for each opponent",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to a count of players, not of objects", () => {
    expectEffect("draw 1 for each opponent", [
      { op: "draw", player: { player: "you" }, count: { amount: "players", among: "opponents" } },
    ]);
    expectEffect("draw 2 for each player", [
      {
        op: "draw",
        player: { player: "you" },
        count: { amount: "players", among: "all", per: 2 },
      },
    ]);
    // `opponent's` starts a filter of objects, as before.
    const [definition] = lowered(spell("draw 1 for each opponent's unit"));
    expect(JSON.stringify(definition)).toContain('"amount":"count"');
  });

  test("renders as written", () => {
    expect(rendered("draw 1 for each opponent")).toBe("Draw 1 card for each opponent.");
    expect(rendered("deal 2 for each player to target unit")).toBe(
      "Deal damage equal to 2 times the number of players to target unit.",
    );
  });

  test("where `for each` counts objects, the error says how players are counted", () => {
    expectDiagnostics(
      spell("for each opponent, draw 1"),
      "1:43 RS1029 expected a kind of object after `for each`, found `opponent`; here `for each` counts objects",
    );
    expectDiagnostics(
      spell("create a Recruit token for each opponent"),
      "1:66 RS1029 expected a kind of object after `for each`, found `opponent`; here `for each` counts objects",
    );
  });
});

describe("`shuffle … into its owner's deck` (CR 108.4.d, 056.2)", () => {
  test.each([
    "shuffle target unit into its owner's deck",
    "shuffle all cards in your trash into your deck",
    "shuffle target enemy unit as gone into its owner's deck; draw 1",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to a move that shuffles, and renders with its verb", () => {
    expectEffect("shuffle target unit into its owner's deck", [
      {
        op: "move",
        target: { ref: "target", filter: { types: ["unit"] } },
        // Its owner's: the runtime's default for a card's non-board zone (CR 056.2).
        to: { to: "zone", zone: "deck" },
        shuffle: true,
      },
    ]);
    expect(rendered("shuffle target unit into its owner's deck")).toBe(
      "Shuffle target unit into its owner's Main Deck.",
    );
  });

  test("RS2045: only into a whole Main Deck", () => {
    expectDiagnostics(
      spell("shuffle target unit into its owner's hand"),
      "1:59 RS2045 `shuffle` puts what it names into a deck: only a Main Deck is shuffled",
    );
    expectDiagnostics(
      spell("shuffle target unit on the bottom of its owner's deck"),
      "1:57 RS2045 `shuffle` puts what it names into a deck: a shuffled deck has no top or bottom",
    );
    expectDiagnostics(spell("shuffle target battlefield into its owner's deck"), "1:66 RS2038");
  });

  // lang29: `shuffle your trash into your deck` names your own zone whole now
  // (test/compiler/lang29.test.ts); another player's zone still is an error that shows the cards.
  test("another player's zone is not what is shuffled: the error shows the cards", () => {
    expectDiagnostics(
      spell("shuffle its owner's trash into its owner's deck"),
      "1:42 RS1022 expected one of `your`, `this`, `it`, `them`, `that`, `the`, … after `shuffle`, found `its`; `shuffle` names your own zone whole (`shuffle your trash into your deck`), another player's by its cards: `shuffle all cards in an opponent's trash into its owner's deck`",
    );
  });
});

describe("`double … might` (CR 432.1)", () => {
  test.each([
    "double target unit's might this turn",
    "double target friendly unit's might until the end of your next turn",
    "give target unit +1 might this turn; double its might this turn",
    "double target unit's might",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers to a doubling with its duration, permanent when none is written", () => {
    const target: ObjectRef = { ref: "target", filter: { types: ["unit"] } };
    expectEffect("double target unit's might this turn", [
      { op: "double", target, duration: { until: "endOfTurn" } },
    ]);
    expectEffect("double target unit's might", [
      { op: "double", target, duration: { until: "permanent" } },
    ]);
    expect(rendered("double target unit's might this turn")).toBe(
      "Double the Might of target unit this turn.",
    );
  });

  test("RS2023: only a unit has Might to double", () => {
    expectDiagnostics(
      spell("double target gear's might this turn"),
      "1:41 RS2023 only units have Might to double (CR 432.1)",
    );
  });

  test("`double` names the Might; anything else is a syntax error", () => {
    expectDiagnostics(spell("double target unit this turn"), "1:53 RS1022");
  });
});

describe("`counter … unless <player> pays <cost>` (CR 425, 357)", () => {
  test.each([
    "counter target spell unless its controller pays 2",
    "counter target spell unless its controller pays 1 + 1 Fury; draw 1",
    "counter target spell unless you pay 1",
    "counter target spell",
  ])("both readers read `%s`", (effect) => sameByBothReaders(effect));

  test("lowers the payer and the cost onto the counter", () => {
    expectEffect("counter target spell unless its controller pays 1 + 1 Fury", [
      {
        op: "counter",
        // `its` is the target: bound by the compiler as it binds any `it` it resolves.
        target: { ref: "target", filter: { types: ["spell"] }, bind: "it 1" },
        unless: {
          player: { player: "controllerOf", object: { ref: "bound", name: "it 1" } },
          cost: { energy: 1, power: [{ domain: "Fury", amount: 1 }] },
        },
      },
    ]);
    expect(rendered("counter target spell unless its controller pays 2")).toBe(
      "Counter target spell unless its controller pays 2.",
    );
  });

  test("RS2046: one player decides", () => {
    expectDiagnostics(
      spell("counter target spell unless each player pays 1"),
      "1:62 RS2046 one player decides whether to pay",
    );
  });

  // lang29: `unless … pays` follows any instruction now (test/compiler/lang29.test.ts); `its`
  // still needs something named before it.
  test("after an instruction that names no object, `its` reads nothing", () => {
    expectDiagnostics(spell("draw 1 unless its controller pays 2"), "1:48 RS2012");
  });
});
