/**
 * pg30: the file tabs keep one row, and a menu at its end counts the tabs the row cuts off. An
 * example of `test/rules/` compiles with its whole folder (ninety-odd tabs); before, the last tabs
 * were cut off at 800, 1280 and 1920 px with no way to see them.
 */
import { describe, expect, test } from "vitest";
import { hiddenTabs, overflowLabel } from "../../playground/src/editor/tab-overflow.js";

const tabs = (...widths: number[]) => {
  let left = 0;
  return widths.map((width) => {
    const tab = { left, right: left + width };
    left += width;
    return tab;
  });
};

describe("tabs cut off by the row (pg30)", () => {
  test("tabs that all fit: none hidden", () => {
    expect(hiddenTabs(tabs(100, 200), { left: 0, right: 300 })).toEqual([]);
    // A tab that fits to a fraction of a pixel is not cut off; two pixels are a cut.
    expect(hiddenTabs(tabs(100, 200.8), { left: 0, right: 300 })).toEqual([]);
    expect(hiddenTabs(tabs(100, 202), { left: 0, right: 300 })).toEqual([1]);
  });

  test("a tab cut at the right edge counts, and every tab past it", () => {
    expect(hiddenTabs(tabs(100, 200, 150, 80), { left: 0, right: 320 })).toEqual([2, 3]);
  });

  test("the row scrolled: the tabs before its left edge count too", () => {
    expect(hiddenTabs(tabs(100, 200, 150, 80), { left: 150, right: 450 })).toEqual([0, 1, 3]);
  });

  test("the menu's label counts them", () => {
    expect(overflowLabel(1)).toBe("1 more file");
    expect(overflowLabel(94)).toBe("94 more files");
  });
});
