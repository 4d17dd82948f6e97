/**
 * `the Nth time` with a mistake in its ordinal gives one error: the one that says what is wrong.
 * After a syntax error, what the parser recovered in that group of lines is not checked again,
 * so `the 2nd time` (read as `the nd time` once `2` is skipped) is not also RS1043 on `nd`.
 */
import { describe, expect, test } from "vitest";
import { expectDiagnostics, parse } from "./helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1  might 1\n  ${text}\n}`;

describe("one error for a mistaken ordinal", () => {
  test("`the 2nd time` is one RS1007 that shows the ordinal as a word", () => {
    const { diagnostics } = parse(unit("the 2nd time a friendly unit dies each turn: draw 1"));
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(["3:7 RS1007"]);
    expect(diagnostics[0]!.message).toContain("with the ordinal as a word (`first` … `tenth`)");
  });

  test("`the 3rd time` likewise, and a following line's own error is still reported", () => {
    const text = `card unit "U" {
  cost 1  might 1
  the 3rd time this moves each turn: draw 1
  migth 2
}`;
    const { diagnostics } = parse(text);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      "3:7 RS1007",
      "4:3 RS1008",
    ]);
  });

  test("a misspelt ordinal written as a word is still RS1043 with the nearest one", () => {
    expectDiagnostics(
      unit("the thrid time this moves each turn: draw 1"),
      "3:7 RS1043 expected an ordinal such as `second` after `the`, found `thrid`; did you mean `third`?",
    );
  });

  test("a misspelt ordinal in one group and a wrong one in another are both reported", () => {
    const text = `card unit "U" {
  cost 1  might 1
  the secnd time this moves each turn: draw 1
  the 2nd time a friendly unit dies each turn: draw 1
}`;
    const { diagnostics } = parse(text);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      "3:7 RS1043",
      "4:7 RS1007",
    ]);
  });
});
