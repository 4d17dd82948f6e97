/**
 * The direct reader declines what Chevrotain's grammar rejects, so the file's diagnostics come
 * from the grammar. A mutation the fuzz in direct-parse.test.ts found: after `is`, the reader took
 * any word where `at` belongs, and `if that unit is 6 a battlefield` compiled as `at a battlefield`.
 */
import { describe, expect, test } from "vitest";
import { expectClean, formatDiagnostics } from "./helpers.js";

const spell = (condition: string) =>
  `card spell "S" {\n  cost 0\n  effect: deal 1 to target unit; if that unit is ${condition}, draw 1\n}`;

describe("`… is at a battlefield` (RULES E2) in the direct reader", () => {
  test.each(["6 a battlefield", "to a battlefield", "here a battlefield"])(
    "`is %s` is a syntax error, not `at a battlefield`",
    (condition) => {
      expect(formatDiagnostics(spell(condition)).map((line) => line.split(" ")[1])).toContain(
        "RS1038",
      );
    },
  );

  test("`is at a battlefield` and `is at any battlefield` still read", () => {
    expectClean(spell("at a battlefield"));
    expectClean(spell("at any battlefield"));
  });
});
