/** Go to definition on a `use "…"` line (playground/src/language/use-path.ts): which file it opens. */
import { describe, expect, test } from "vitest";
import { filesUsed, resolveUsePath, usePathAt } from "../../playground/src/language/use-path.js";

describe("usePathAt", () => {
  const line = 'use "../../cards/seeds.rift"';
  test("names the path from the opening quote to just after the closing one", () => {
    expect(usePathAt(line, 5)).toBe("../../cards/seeds.rift");
    expect(usePathAt(line, 20)).toBe("../../cards/seeds.rift");
    expect(usePathAt(line, line.length + 1)).toBe("../../cards/seeds.rift");
  });
  test("the keyword, a column past the string and any other line name nothing", () => {
    expect(usePathAt(line, 2)).toBeUndefined();
    expect(usePathAt(line, line.length + 2)).toBeUndefined();
    expect(usePathAt('  A hand: "Gate Warden"', 14)).toBeUndefined();
    expect(usePathAt('// use "x.rift"', 10)).toBeUndefined();
  });
  test("an indented line and one whose string is not closed yet still name their path", () => {
    expect(usePathAt('  use "decks"', 9)).toBe("decks");
    expect(usePathAt('use "half', 7)).toBe("half");
  });
});

describe("resolveUsePath", () => {
  test("is relative to the using file's folder, with `..` and `.` worked out", () => {
    expect(resolveUsePath("test/rules/seed-000.rift", "../../cards/seeds.rift")).toBe(
      "cards/seeds.rift",
    );
    expect(resolveUsePath("cards/decks/a.rift", "./b.rift")).toBe("cards/decks/b.rift");
    expect(resolveUsePath("welcome.rift", "cards/core.rift")).toBe("cards/core.rift");
  });
});

describe("filesUsed", () => {
  const files = [
    "test/rules/x.rift",
    "cards/decks/a.rift",
    "cards/decks/b.rift",
    "cards/decksx.rift",
  ];
  test("a file is itself; a folder is every file under it, not a file whose name merely starts so", () => {
    expect(filesUsed("cards/decksx.rift", files)).toEqual(["cards/decksx.rift"]);
    expect(filesUsed("cards/decks", files)).toEqual(["cards/decks/a.rift", "cards/decks/b.rift"]);
    expect(filesUsed("cards/none.rift", files)).toEqual([]);
  });
});
