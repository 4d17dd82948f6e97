// Card text as a designer first writes it, from printed cards: each mistake gets the fix in the
// language's own words (LANGUAGE.md, "Syntax diagnostics").
import { describe, test } from "vitest";
import { expectDiagnostics } from "../compiler/compile-helpers.js";

const unit = (ability: string) => `card unit "U" {\n  cost 1\n  might 1\n  ${ability}\n}`;

describe("hints for card text written as printed cards say it", () => {
  test("objects first with no change they get: the verb first, or what they get", () => {
    expectDiagnostics(
      unit("when this attacks: other friendly units here are ready"),
      "4:22 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `:`, found `other`; an instruction starts with its verb (`ready all friendly units here`), or says what objects get: `other friendly units here get +1 might this turn`",
    );
  });

  test("`this deals …` in an effect: the card deals it, or `this gets …`", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: this deals 2 to target unit\n}`,
      "3:16 RS1014 expected a duration such as `this turn` or `until your next turn` after `this`, found `deals`; an instruction starts with its verb (`deal 2 to target unit`: the card deals it) or says what this gets: `this gets +2 might this turn`, `this gains Tank this turn` (`this turn, when a unit dies: draw 1` is a delayed trigger)",
    );
  });

  test("`when you draw your second card each turn` names the counted trigger (CR 383.1)", () => {
    expectDiagnostics(
      unit("when you draw your second card each turn: give this +1 might this turn"),
      "4:17 RS1022 expected `:` after `draw`, found `your`; the event is `when you draw: …`, and the Nth of a turn is `the second time you draw each turn: …` (CR 383.1)",
    );
  });

  test("a count of a kind in a scenario points at the zone's count", () => {
    expectDiagnostics(
      `scenario "S" {\n  expect 2 units in A base\n}`,
      '2:12 RS1020 expected an expectation such as `"Card" in A trash`, `A hand is empty` or `A pool: 1 Fury` after `2`, found `units`; copies are counted by their name (`expect 2 "Recruit" in A base`), and a zone\'s objects by kind: `expect A base has 2 units`',
    );
  });

  test("`at each battlefield` is `at a battlefield`", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: deal 3 to each unit at each battlefield\n}`,
      "3:34 RS1011 expected a turn or phase such as `your turn` or `each turn` after `at`, found `each`; `at a battlefield` is at any of them: `deal 3 to each unit at a battlefield`",
    );
  });

  test("the suggested forms compile", () => {
    expectDiagnostics(
      [
        unit("when this attacks: ready all friendly units here"),
        `card unit "Y" { cost 1 might 1 when this attacks: other friendly units here get +1 might this turn }`,
        `card unit "W" { cost 1 might 1 when this attacks: this gets +2 might this turn }`,
        `card spell "X" { cost 1 effect: deal 2 to target unit }`,
        `card unit "V" { cost 1 might 1 the second time you draw each turn: give this +1 might this turn }`,
        `scenario "S" {\n  expect A base has 2 units\n}`,
        `card spell "T" { cost 1 effect: deal 3 to each unit at a battlefield }`,
      ].join("\n"),
    );
  });
});
