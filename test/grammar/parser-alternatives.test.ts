import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";

// Each `OR` of the grammar caches its alternatives in one numbered slot: two rules sharing a
// number would silently parse each other's alternatives (two branches adding rules at once).
describe("the grammar's cached alternatives", () => {
  test("each `OR` has its own slot", () => {
    const source = readFileSync(
      fileURLToPath(new URL("../../grammar/parser.ts", import.meta.url)),
      "utf8",
    );
    const slots = [...source.matchAll(/this\.alts\[(\d+)\]/g)].map((m) => Number(m[1]));
    expect(slots.length).toBeGreaterThan(100);
    const shared = slots.filter((slot, i) => slots.indexOf(slot) !== i);
    expect(shared).toEqual([]);
  });
});
