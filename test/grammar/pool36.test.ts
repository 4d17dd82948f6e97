/**
 * What pool36 added to the grammar, read alike by both readers: a loss of Might with a floor,
 * `-2 might to a minimum of 1` (card text's "to a minimum of 1 Might"), and `one or more` before
 * the objects of a trigger's event (`when one or more friendly units die`).
 */
import { describe, expect, test } from "vitest";
import { allNodes, expectClean, expectDiagnostics, fileByBothReaders } from "./helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;
const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

function sameByBothReaders(text: string): void {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

describe("`to a minimum of N` after a change of Might", () => {
  test.each([
    spell("give target unit -2 might to a minimum of 1 this turn"),
    spell("give target unit -2 might to a minimum of 1 might and Tank this turn"),
    spell("target unit gets -3 might to a minimum of 1 might this turn; draw 1"),
    spell("give all enemy units -1 might for each friendly unit to a minimum of 2 this turn"),
    unit("enemy units here get -2 might to a minimum of 1"),
    unit("enemy units here get -1 might for each opponent to a minimum of 1, Tank"),
    unit("while this is attacking, enemy units here get -1 might to a minimum of 0"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("is the change's `floor`, with or without `might` after the number", () => {
    const file = expectClean(
      spell(
        "give target unit -2 might to a minimum of 1 this turn; give it -1 might to a minimum of 3 might",
      ),
    );
    expect(allNodes(file).filter((node) => node.kind === "MightMod")).toMatchObject([
      { amount: -2, floor: 1 },
      { amount: -1, floor: 3 },
    ]);
  });

  test("a change without it has no floor", () => {
    const file = expectClean(spell("give target unit -2 might this turn"));
    const [change] = allNodes(file).filter((node) => node.kind === "MightMod");
    expect(change).not.toHaveProperty("floor");
  });

  test("the floor is a number in digits", () => {
    expectDiagnostics(
      spell("give target unit -2 might to a minimum of one this turn"),
      "1:76 RS1013 expected a number after `of`, found `one`; write this number in digits: `1`",
    );
  });
});

describe("`one or more` in a trigger's event", () => {
  test.each([
    unit("when one or more friendly units die: draw 1"),
    unit("when one or more enemy units are stunned, buff a friendly unit"),
    unit("when one or more enemy units die here, once each turn: draw 1"),
    unit("when one or more friendly units here are banished: draw 1"),
    unit("when you discard one or more cards: ready this"),
    unit("when you draw one or more cards, if it is your turn: ready this"),
    unit("when an opponent channels one or more runes: draw 1"),
    unit("when one or more units take combat damage: draw 1"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("is the event's `oneOrMore`, its object any one of them", () => {
    const file = expectClean(
      unit(
        "when one or more friendly units die: draw 1\n  when you discard one or more cards: draw 1",
      ),
    );
    expect(allNodes(file).filter((node) => node.kind === "Event")).toMatchObject([
      {
        event: "killed",
        subject: { kind: "ChooseRef", count: 1, filter: { plural: true } },
        oneOrMore: true,
      },
      { event: "discarded", subject: { kind: "ChooseRef" }, oneOrMore: true },
    ]);
  });

  test("an event without it has no `oneOrMore`", () => {
    const file = expectClean(unit("when a friendly unit dies: draw 1"));
    const [event] = allNodes(file).filter((node) => node.kind === "Event");
    expect(event).not.toHaveProperty("oneOrMore");
  });
});
