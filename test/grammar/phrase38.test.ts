// Card text as designers write it (phrase38): two players' counts compared, read alike by both
// readers, lowered to one condition the runtime asks of every player (RULES O3, G1; CR 182,
// 303.2.a), and the messages for what is still written otherwise.
import { describe, expect, test } from "vitest";
import {
  compileText,
  expectAbilities,
  expectClean,
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  renderedEffect,
} from "../compiler/compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;
const draw1 = { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } };

describe("two players' counts compared (RULES O3, G1; CR 303.2.a)", () => {
  const units = { types: ["unit"], controller: "you" };
  const hand = { zone: { zone: "hand", player: "you" } };
  test("`an opponent controls more units than you`: any opponent ahead of you", () =>
    expectEffect("if an opponent controls more units than you, draw 1", [
      {
        op: "if",
        condition: { cond: "countVersus", player: "opponent", op: ">", other: "you", count: units },
        then: [draw1],
      },
    ] as never));
  test("`you control fewer units than each opponent`: behind every one of them", () =>
    expectEffect("if you control fewer units than each opponent, draw 1", [
      {
        op: "if",
        condition: {
          cond: "countVersus",
          player: "you",
          op: "<",
          other: "opponent",
          every: true,
          count: units,
        },
        then: [draw1],
      },
    ] as never));
  test("`an opponent has more cards in hand than you` counts each one's own hand", () =>
    expectEffect("if an opponent has more cards in hand than you, draw 1", [
      {
        op: "if",
        condition: { cond: "countVersus", player: "opponent", op: ">", other: "you", count: hand },
        then: [draw1],
      },
    ] as never));
  test("`in their hand` and `than you do` say the same", () => {
    const plain = expectClean(spell("if an opponent has more cards in hand than you, draw 1"));
    const long = expectClean(
      spell("if an opponent has more cards in their hand than you do, draw 1"),
    );
    expect(long.files[0]!.definitions).toEqual(plain.files[0]!.definitions);
    const points = expectClean(spell("if you have fewer points than an opponent, draw 1"));
    const pointsDo = expectClean(spell("if you have fewer points than an opponent does, draw 1"));
    expect(pointsDo.files[0]!.definitions).toEqual(points.files[0]!.definitions);
  });
  test("what is counted keeps its filter: `more ready units at a battlefield than you`", () =>
    expectEffect("if an opponent controls more ready units at a battlefield than you, draw 1", [
      {
        op: "if",
        condition: {
          cond: "countVersus",
          player: "opponent",
          op: ">",
          other: "you",
          count: {
            types: ["unit"],
            location: { at: "anyBattlefield" },
            statuses: ["ready"],
            controller: "you",
          },
        },
        then: [draw1],
      },
    ] as never));
  test("`more than 2 units` is still a count against a number", () =>
    expectEffect("if an opponent controls more than 2 units, draw 1", [
      {
        op: "if",
        condition: {
          cond: "exists",
          filter: { types: ["unit"], controller: "opponent" },
          count: { op: ">", value: 2 },
        },
        then: [draw1],
      },
    ] as never));
  test("a static's `while` and a trigger's `if` read it too", () => {
    expectAbilities("while an opponent controls more units than you, this gets +2 might", [
      {
        kind: "static",
        condition: { cond: "countVersus", player: "opponent", op: ">", other: "you", count: units },
        affects: { ref: "this" },
        modifications: [{ mod: "might", amount: 2 }],
      },
    ] as never);
    expectClean(
      `card unit "U" { cost 1 might 1 when you play me, if an opponent controls more units than you do: draw 1 }`,
    );
  });
  test("both readers read each spelling alike", () => {
    for (const condition of [
      "an opponent controls more units than you",
      "you control fewer ready units at a battlefield than each opponent",
      "an opponent controls more units than you do",
      "an opponent has more cards in hand than you",
      "you have fewer cards in their hand than each opponent does",
      "you have more points than an opponent does",
      "an opponent controls more than 2 units",
    ])
      expectSameByBothReaders(`if ${condition}, draw 1`);
  });
  test("the card text says it back", () => {
    expect(renderedEffect("if an opponent controls more units than you, draw 1")).toBe(
      "If an opponent controls more units than you, draw 1 card.",
    );
    expect(renderedEffect("if you have fewer cards in hand than each opponent, draw 1")).toBe(
      "If you have fewer cards in hand than each opponent, draw 1 card.",
    );
  });
});

describe("what a comparison of counts does not say", () => {
  test("`has more units than you` is RS1062, showing `controls`", () =>
    expectDiagnostics(
      spell("if an opponent has more units than you, draw 1"),
      "1:52 RS1062 two players' counts are compared by what each controls (`if an opponent controls more units than you`)",
    ));
  test("whose the counted objects are is RS2068", () =>
    expectDiagnostics(
      spell("if an opponent controls more enemy units than you, draw 1"),
      "1:62 RS2068 each player counts what they control",
    ));
  test("a target after `than` is RS2077", () =>
    expectDiagnostics(
      spell("if you control more units than target opponent, draw 1"),
      "1:64 RS2077 a condition compares counts with players it names, not a target",
    ));
});

describe("`play a Bird from your trash`: the bare tag, as in `play a Bird unit from your trash` (CR 133.8)", () => {
  // The library's Bird token has the tag Bird: the bare name is the tag wherever it stands.
  const trash = { zone: "trash", player: "you" };
  test("`play a Bird from your trash` is what has the tag there", () =>
    expectEffect("play a Bird from your trash", [
      { op: "playCard", target: { ref: "choose", filter: { zone: trash, tags: ["Bird"] } } },
    ] as never));
  test("`play a Bird unit from your trash` narrows it to units", () =>
    expectEffect("play a Bird unit from your trash", [
      {
        op: "playCard",
        target: { ref: "choose", filter: { types: ["unit"], zone: trash, tags: ["Bird"] } },
      },
    ] as never));
  test("`play target Bird in your trash ignoring its cost` likewise", () =>
    expectEffect("play target Bird in your trash ignoring its cost", [
      {
        op: "playCard",
        target: { ref: "target", filter: { zone: trash, tags: ["Bird"] } },
        ignoreCost: true,
      },
    ] as never));
  test('the quoted `"Bird"` is the token, which no trash holds (RULES T7)', () =>
    expectDiagnostics(
      spell('play a "Bird" from your trash'),
      "1:38 RS2004 only cards are played from a zone; a token there has ceased to exist (RULES T7)",
      "1:47 RS2005 a token never waits in a trash",
    ));
  test("with no zone, a token's name alone is still RS2004, saying how a token is made", () =>
    expectDiagnostics(
      spell("play a Bird"),
      "1:38 RS2004 only cards are played from a zone; a token there has ceased to exist (RULES T7); a token is made by its name and `token`: `play a Bird token`",
    ));
});

describe("readings a hunt of printed-register card text found missing", () => {
  const friendly = { ref: "choose", filter: { types: ["unit"], controller: "you" } };
  test("`to its base` is `to its controller's base` (CR 107.1.c); `to base` alike", () => {
    const move = [{ op: "move", target: friendly, to: { to: "base" } }] as never;
    expectEffect("Move a friendly unit to its base.", move);
    expectEffect("Move a friendly unit to base.", move);
    expectEffect("move a friendly unit to its controller's base", move);
  });
  test("`draw a card for each opponent`, `draw 2 cards for each friendly unit`", () => {
    expectEffect("Draw a card for each opponent.", [
      {
        op: "draw",
        player: { player: "you" },
        count: { amount: "players", among: "opponents" },
      },
    ] as never);
    expectEffect("draw 2 cards for each friendly unit", [
      {
        op: "draw",
        player: { player: "you" },
        count: { amount: "count", filter: { types: ["unit"], controller: "you" }, per: 2 },
      },
    ] as never);
  });
  test("`draw 1 more` draws 1", () =>
    expectEffect("Stun target unit. Draw 1 more.", [
      { op: "stun", target: { ref: "target", filter: { types: ["unit"] } } },
      draw1,
    ] as never));
  test("both readers read each spelling alike", () => {
    for (const effect of [
      "move a friendly unit to its base",
      "move up to two friendly units to base",
      "return target unit to its base",
      "draw a card for each opponent",
      "draw 1 card for each friendly unit at a battlefield",
      "draw 1 more card",
      "draw 1 for each friendly unit",
    ])
      expectSameByBothReaders(effect);
  });
  test("`If it's a mighty unit, draw 1.` says a condition asks a state, and where a kind goes", () => {
    const message =
      "RS1022 a condition asks one object about its state, not what kind of object it is: `if it is mighty`, `if it is damaged`, `if it is attacking`; a kind goes in the filter of what is chosen (`deal 3 to target mighty unit`, `kill target Bird unit`), or is counted: `if you control a Bird unit`";
    expectDiagnostics(
      spell("Deal 3 to target unit. If it's a mighty unit, draw 1."),
      `1:64 ${message}`,
    );
    expectDiagnostics(
      spell("deal 3 to target unit; if it is not a Bird, draw 1"),
      `1:69 ${message}`,
    );
    expectClean(spell("Deal 3 to target unit. If it's mighty, draw 1."));
    expectClean(spell("if it is an opponent's turn, draw 1"));
  });
});

describe("`the other` is `the rest` (CR 416)", () => {
  const look = "look at the top 2 cards of your deck. ";
  test("`and the other on the bottom of your deck`, `Recycle the others.` read as `the rest`", () => {
    const rest = expectClean(
      spell(`${look}Put one into your hand and the rest on the bottom of your deck.`),
    );
    const other = expectClean(
      spell(`${look}Put one into your hand and the other on the bottom of your deck.`),
    );
    const recycled = expectClean(spell(`${look}Put one into your hand. Recycle the others.`));
    expect(other.files[0]!.definitions).toEqual(rest.files[0]!.definitions);
    expect(recycled.files[0]!.definitions).toEqual(rest.files[0]!.definitions);
  });
  test("both readers alike, and `Recycle } rest` declined by both", () => {
    expectSameByBothReaders(
      `${look}Put one into your hand and the other on the bottom of your deck.`,
    );
    expectSameByBothReaders(`${look}Put one into your hand. Recycle the others.`);
    expectSameByBothReaders(`${look}Put one into your hand and the others into your trash`);
    expect(
      compileText(spell(`${look}Put one into your hand. Recycle } rest.`)).diagnostics,
    ).not.toEqual([]);
  });
});
