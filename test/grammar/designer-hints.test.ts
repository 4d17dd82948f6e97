// Card text as a designer first writes it, from printed cards: each mistake gets the fix in the
// language's own words (LANGUAGE.md, "Syntax diagnostics").
import { describe, test } from "vitest";
import { expectDiagnostics } from "../compiler/compile-helpers.js";

const unit = (ability: string) => `card unit "U" {\n  cost 1\n  might 1\n  ${ability}\n}`;

describe("hints for card text written as printed cards say it", () => {
  test("a static ability's words after a trigger's `:` are given by an instruction", () => {
    expectDiagnostics(
      unit("when this attacks: other friendly units here get +1 might this turn"),
      "4:22 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `:`, found `other`; an instruction starts with its verb: `give all other friendly units here +1 might this turn`",
    );
  });

  test("`this gets …` in an effect is `give this …`, not the start of `this turn, …`", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: this gets +2 might this turn\n}`,
      "3:16 RS1022 expected `turn` after `this`, found `gets`; an instruction starts with its verb: `give this +2 might this turn`",
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
        unit("when this attacks: give all other friendly units here +1 might this turn"),
        `card unit "W" { cost 1 might 1 when this attacks: give this +2 might this turn }`,
        `card unit "V" { cost 1 might 1 the second time you draw each turn: give this +1 might this turn }`,
        `scenario "S" {\n  expect A base has 2 units\n}`,
        `card spell "T" { cost 1 effect: deal 3 to each unit at a battlefield }`,
      ].join("\n"),
    );
  });
});
