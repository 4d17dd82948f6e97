/**
 * The share link is written to the address bar once typing pauses (playground audit 28): a large
 * file waits for a longer pause, since writing its link (compressing it, and an address of tens of
 * kilobytes for `history.replaceState`) stops the page for a moment each time.
 */
import { describe, expect, test } from "vitest";
import { writeDelay } from "../../playground/src/share-hash.js";

describe("the share link's write delay", () => {
  test("a short file's link is written 600 ms after the last edit", () => {
    expect(writeDelay(0)).toBe(600);
    expect(writeDelay(1000)).toBe(625);
  });

  test("a longer file waits longer, up to 3 seconds", () => {
    expect(writeDelay(40_000)).toBe(1600);
    expect(writeDelay(100_000)).toBe(3000);
    expect(writeDelay(10_000_000)).toBe(3000);
    expect(writeDelay(20_000)).toBeGreaterThan(writeDelay(2_000));
  });
});
