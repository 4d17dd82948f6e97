// Printed cards' phrasings that say more than the language reads: each message shows what to
// write instead, and what it shows compiles (LANGUAGE.md, "Syntax diagnostics").
import { describe, expect, test } from "vitest";
import {
  compileText,
  expectClean,
  expectDiagnostics,
  formatDiagnostics,
} from "../compiler/compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("`If it dies, draw 1.` after an instruction is RS1060 (CR 143.2.a, 318)", () => {
  test("the message gives the ways to write it, the delayed trigger with the card's own rest", () => {
    expectDiagnostics(
      spell("deal 2 to target unit. If it dies, draw 1."),
      "1:56 RS1060 `if it dies` asks whether something happened, which an effect cannot ask as it resolves: a unit dealt lethal damage dies in the cleanup after it (CR 143.2.a, 318). A condition asks what one object is now (`if it is damaged`); whether the instruction did something is `if you do` after it; a limit on Might goes in the filter of what is chosen (`deal 3 to target unit with might 3 or less`); or wait for the death with a delayed trigger, `when it dies this turn, draw 1`",
    );
    expectDiagnostics(
      spell("deal 2 to target unit. If it dies, you gain 1 point."),
      "1:56 RS1060 `if it dies` asks whether something happened",
    );
  });
  test("the delayed trigger it shows carries the card's own instruction", () => {
    const [message] = formatDiagnostics(
      compileText(spell("deal 2 to target unit. If it dies, you gain 1 point.")),
    );
    expect(message).toMatch(/`when it dies this turn, you gain 1 point`$/);
  });
  test("after `;` and naming `that unit` alike", () =>
    expectDiagnostics(
      spell("deal 2 to target unit; if that unit dies, draw 1"),
      "1:56 RS1060 `if that unit dies` asks whether something happened",
    ));
  test("what it shows compiles", () =>
    expectClean(spell("deal 2 to target unit. When it dies this turn, draw 1.")));
});

describe("`Deal 2 to target unit and 2 to another target unit.` is RS1061", () => {
  test("the message repeats the verb", () =>
    expectDiagnostics(
      spell("Deal 2 to target unit and 2 to another target unit."),
      "1:55 RS1061 each instruction says its verb, so `and 2 to …` needs its `deal` again: `Deal 2 to target unit and deal 2 to another target unit`",
    ));
  test("what it shows compiles", () =>
    expectClean(spell("Deal 2 to target unit and deal 2 to another target unit.")));
});

describe("two players' counts compared in words no condition reads is RS1062", () => {
  // `if an opponent controls more units than you` is read since phrase38 (test/grammar/phrase38.test.ts).
  const message =
    "RS1062 two players' counts are compared by what each controls (`if an opponent controls more units than you`), by the cards in each one's hand (`if an opponent has more cards in hand than you`) or by points (`if an opponent has more points than you`); a count is compared with a number as `if an opponent controls 3 or more units`";
  test("`if an opponent has more units than you`", () =>
    expectDiagnostics(spell("if an opponent has more units than you, draw 1"), `1:52 ${message}`));
  test("what it shows compiles", () => {
    expectClean(spell("if an opponent controls more units than you, draw 1"));
    expectClean(spell("if an opponent has more cards in hand than you, draw 1"));
    expectClean(spell("if an opponent controls 3 or more units, draw 1"));
    expectClean(spell("if an opponent has more points than you, draw 1"));
  });
});
