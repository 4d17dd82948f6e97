/**
 * What phrase33 added to the language: instructions joined by `, then` (CR 359.3.e.11), a choice
 * among the cards looked at with the rest put elsewhere (CR 128.6, 416.5), a discount of the next
 * play (CR 356.4) and `at target battlefield` (CR 355) — read alike by both readers, checked,
 * lowered, rendered and formatted; and the errors for what does not fit. Behaviour in games is
 * in test/rules/phrase33.rift.
 */
import { describe, expect, test } from "vitest";
import type { Instruction } from "../../runtime/definitions.js";
import { formatText } from "../../compiler/format/index.js";
import { readAlike } from "../grammar/helpers.js";
import {
  expectClean,
  expectDiagnostics,
  expectEffect,
  expectSameByBothReaders,
  lowered,
  renderedEffect,
  spellWith,
} from "./compile-helpers.js";

const you = { player: "you" } as const;
const one = { amount: "fixed", value: 1 } as const;
const two = { amount: "fixed", value: 2 } as const;

describe("`, then` joins instructions as `;` does (CR 359.3.e.11)", () => {
  test.each([
    "draw 2, then discard 1",
    "draw 2. Then discard 1.",
    "draw 2, then discard 1, then draw 1",
    "if you do, draw 1, then draw 1",
  ])("`%s` is read alike by both readers", (effect) => {
    expectSameByBothReaders(effect);
    readAlike(spellWith(effect));
  });

  test("`draw 2, then discard 1` is `draw 2; discard 1`", () =>
    expectEffect("draw 2, then discard 1", [
      { op: "draw", player: you, count: two },
      { op: "discard", player: you, count: one },
    ]));

  test("a `then` ends what `you may` governs, as a `;` does", () => {
    const [a] = lowered(spellWith("you may discard 1, then draw 1"));
    const [b] = lowered(spellWith("you may discard 1; draw 1"));
    expect(a!.abilities).toEqual(b!.abilities);
  });

  test("`then` alone is no joiner: RS1009 says what is", () =>
    expectDiagnostics(
      spellWith("draw a card then discard a card"),
      "1:46 RS1009 found `then`, which joins two instructions of one ability after a `,` or a `.`",
    ));

  test("`rift fmt` keeps the comma, and a `then` after a `.` opens a sentence", () => {
    const text = `card spell "S" {\n  cost 1\n  effect: draw 2, then discard 1. then draw 1.\n}\n`;
    const formatted = formatText("t.rift", text).text;
    expect(formatted).toContain("effect: draw 2, then discard 1. Then draw 1.");
    expect(formatText("t.rift", formatted).text).toBe(formatted);
  });
});

describe("choosing among the cards looked at (CR 128.6, 416.5)", () => {
  const look: Instruction = {
    op: "look",
    player: you,
    count: 3,
    bind: expect.any(String) as unknown as string,
  };

  test.each([
    "look at the top 3 cards of your deck; put one of them into your hand and the rest on the bottom of your deck",
    "look at the top 3 cards of your deck. Put up to one unit among them into your hand and the rest into your trash.",
    "look at the top three cards of your deck, then put two of them into your hand and the rest on the top of your deck in any order",
    "reveal the top 2 cards of your deck; put a unit card among them into your hand",
  ])("`%s` is read alike by both readers", (effect) => {
    expectSameByBothReaders(effect);
    readAlike(spellWith(effect));
  });

  test("`them` is the cards looked at; the rest go to the bottom", () => {
    const [definition] = lowered(
      spellWith(
        "look at the top 3 cards of your deck; put one of them into your hand and the rest on the bottom of your deck",
      ),
    );
    const effect =
      definition!.abilities[0]!.kind === "effect" ? definition!.abilities[0]!.effect : [];
    expect(effect[0]).toEqual(look);
    const seen = (effect[0] as Extract<Instruction, { op: "look" }>).bind!;
    expect(effect[1]).toEqual({
      op: "putAmong",
      among: { ref: "bound", name: seen },
      count: 1,
      to: { to: "zone", zone: "hand", player: you },
      rest: { to: "zone", zone: "deck", player: you, position: "bottom" },
    });
  });

  test("`up to one unit among them`, `in any order`", () => {
    const [definition] = lowered(
      spellWith(
        "look at the top 3 cards of your deck; put up to one unit among them into your hand and the rest on the bottom of your deck in any order",
      ),
    );
    const ability = definition!.abilities[0]!;
    const put = ability.kind === "effect" ? ability.effect[1] : undefined;
    expect(put).toMatchObject({
      op: "putAmong",
      upTo: true,
      filter: { types: ["unit"] },
      ordered: true,
    });
  });

  test("rendered as card text prints it", () =>
    expect(
      renderedEffect(
        "look at the top 3 cards of your deck; put up to one unit among them into your hand and the rest on the bottom of your deck in any order",
      ),
    ).toBe(
      "Look at the top 3 cards of your Main Deck. Put up to 1 unit from among them into your hand and the rest on the bottom of your Main Deck in any order.",
    ));

  test("`them` with nothing looked at before names nothing (RS2012)", () =>
    expectDiagnostics(spellWith("put one of them into your hand"), "1:45 RS2012"));

  test("`in any order` for a trash is RS2054", () =>
    expectDiagnostics(
      spellWith(
        "look at the top 3 cards of your deck; put one of them into your hand and the rest into your trash in any order",
      ),
      "1:121 RS2054",
    ));

  // phrase36: a bare count before the destination is a choice among them.
  test("a count with no `of them` right before the place reads (`put one into your hand`)", () =>
    expectClean(spellWith("look at the top 3 cards of your deck; put one into your hand")));
});

describe("the next play's discount (CR 356.4)", () => {
  test.each([
    "the next spell you play this turn costs 1 less",
    "the next Fury unit card you play costs 2 + 1 Fury less",
    "draw 1; the next spell you play until end of turn costs 1 less",
  ])("`%s` is read alike by both readers", (effect) => {
    expectSameByBothReaders(effect);
    readAlike(spellWith(effect));
  });

  test("lowered to a discount of the next play, a negative change (RULES C1)", () =>
    expectEffect("the next spell you play this turn costs 1 + 1 Mind less", [
      {
        op: "discountNext",
        filter: { types: ["spell"] },
        energy: -1,
        duration: { until: "endOfTurn" },
        power: [{ domain: "Mind", amount: -1 }],
      },
    ]));

  test("`you play` before `costs` is read by the filter, as a static's subject reads it", () => {
    const [a] = lowered(spellWith("the next spell you play costs 1 less"));
    const ability = a!.abilities[0]!;
    expect(ability.kind === "effect" ? ability.effect[0] : undefined).toMatchObject({
      op: "discountNext",
      filter: { types: ["spell"], controller: "you" },
    });
  });

  test("with no duration it lasts until a play uses it", () =>
    expectEffect("the next unit you play costs 2 less", [
      {
        op: "discountNext",
        filter: { types: ["unit"], controller: "you" },
        energy: -2,
        duration: { until: "permanent" },
      },
    ]));

  test("rendered", () =>
    expect(renderedEffect("the next spell you play this turn costs 1 less")).toBe(
      "The next spell you play this turn costs 1 less.",
    ));

  test("`the opponent draws 1` is still a player's instruction", () =>
    expectEffect("the opponent draws 1", [
      { op: "draw", player: { player: "opponent" }, count: one },
    ]));

  test("a kind never played is RS2055", () =>
    expectDiagnostics(spellWith("the next rune you play this turn costs 1 less"), "1:43 RS2055"));
});

describe("`at target battlefield` (CR 355)", () => {
  test.each([
    "deal 2 to each unit at target battlefield",
    "kill all enemy units at target battlefield with might 2 or less",
    "give all friendly units at target battlefield +1 might this turn",
    "for each enemy unit at target battlefield as foe, deal 1 to foe",
    "draw 1 for each unit at target battlefield",
  ])("`%s` is read alike by both readers and checks", (effect) => {
    expectSameByBothReaders(effect);
    readAlike(spellWith(effect));
  });

  test("a target battlefield in the filter, found where the play chose it", () =>
    expectEffect("deal 2 to each unit at target battlefield", [
      {
        op: "deal",
        amount: two,
        target: {
          ref: "all",
          filter: {
            types: ["unit"],
            location: {
              at: "target",
              target: { ref: "target", filter: { types: ["battlefield"] } },
            },
          },
        },
      },
    ]));

  test("rendered", () =>
    expect(renderedEffect("deal 2 to each unit at target battlefield")).toBe(
      "Deal 2 damage to all units at target battlefield.",
    ));

  test("a static ability chooses no targets: RS2034", () =>
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  friendly units at target battlefield get +1 might }`,
      "1:49 RS2034 a static ability chooses no targets",
    ));

  test("a trigger's event chooses no targets: RS2034", () =>
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  when a unit at target battlefield dies: draw 1 }`,
      "1:46 RS2034 an event chooses no targets",
    ));

  test("a replacement effect chooses no targets: RS2034", () =>
    expectDiagnostics(
      `card unit "U" { cost 1  might 1  if this would die, kill all units at target battlefield instead }`,
      "1:68 RS2034 nothing chooses `target battlefield` here",
    ));

  test("a target's filter cannot name another target: RS2036", () =>
    expectDiagnostics(spellWith("kill target unit at target battlefield"), "1:51 RS2036"));

  test("a delayed trigger chooses its own as it fires", () =>
    expectClean(
      spellWith("this turn, when you conquer: deal 1 to each unit at target battlefield"),
    ));
});
