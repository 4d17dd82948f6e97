/**
 * ide29: the F8 peek wraps a long message; its height is the rows the message takes wrapped at
 * the peek's width (`wrappedRows`), not one row per line of the message.
 */
import { describe, expect, test } from "vitest";
import { wrappedRows } from "../../playground/src/language/wrapped-rows.js";

describe("wrappedRows", () => {
  test("a line that fits is one row; each line of the text starts a row", () => {
    expect(wrappedRows("expected a number", 40)).toBe(1);
    expect(wrappedRows("one\ntwo\n\nfour", 40)).toBe(4);
  });

  test("a line breaks after the last word that fits", () => {
    // "aaaa bbbb " fills 10 columns; "cccc" starts the second row.
    expect(wrappedRows("aaaa bbbb cccc", 10)).toBe(2);
    expect(wrappedRows("aaaa bbbb", 9)).toBe(1);
    expect(wrappedRows("aaaa bbbb", 8)).toBe(2);
  });

  test("spaces at a row's end hang past it and do not make a row", () => {
    expect(wrappedRows("aaaa      ", 5)).toBe(1);
  });

  test("a word longer than a row is cut over rows of its own", () => {
    expect(wrappedRows("x".repeat(25), 10)).toBe(3);
    expect(wrappedRows("ab " + "x".repeat(20) + " cd", 10)).toBe(4);
  });

  test("a compiler message of 300 characters at 80 columns takes four rows or so", () => {
    const message =
      "expected the end of the line after `might 2`, found `zzz`; `might 2` is complete, and the rest of the line is not a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …` (RS1008)";
    const rows = wrappedRows(message, 80);
    expect(rows).toBeGreaterThanOrEqual(Math.ceil(message.length / 80));
    expect(rows).toBeLessThanOrEqual(Math.ceil(message.length / 80) + 1);
  });

  test("a width under one column counts as one", () => {
    expect(wrappedRows("ab", 0)).toBe(2);
  });
});
