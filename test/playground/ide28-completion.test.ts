/**
 * Completion does not offer a characteristic the card already gives (playground audit 28): a card
 * gives its cost, domains and Might once (the checker's RS2020, RULES G3), so after `cost 2` the
 * next line is offered `might` and `tags` but not `cost` again — while `might` in an effect (a
 * modification) and `tags`, `keywords` (which may be written twice) are still offered.
 */
import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { complete } from "../../playground/src/language/completion.js";
import { outlineOf } from "../../playground/src/language/outline.js";

const outline = outlineOf([{ ast: parseFile("f.rift", "").ast, library: false }]);

function keywordsAt(textWithCursor: string): string[] {
  const offset = textWithCursor.indexOf("|");
  return complete(textWithCursor.replace("|", ""), offset, outline)
    .filter((entry) => entry.kind === "keyword")
    .map((entry) => entry.label);
}

describe("characteristics given once are not offered again", () => {
  test("a new card's body offers every characteristic", () => {
    expect(keywordsAt(`card unit "Z" {\n  |\n}\n`)).toEqual(
      expect.arrayContaining(["cost", "domain", "might", "tags", "keywords"]),
    );
  });

  test("after `cost`, the next line offers `might` but not `cost`", () => {
    const labels = keywordsAt(`card unit "Z" {\n  cost 2 Fury\n  |\n}\n`);
    expect(labels).toEqual(expect.arrayContaining(["domain", "might", "tags", "keywords"]));
    expect(labels).not.toContain("cost");
  });

  test("a characteristic written below the cursor counts too, and on the `{` line", () => {
    const labels = keywordsAt(`card unit "Z" { domain Calm\n  |\n  might 3\n}\n`);
    expect(labels).not.toContain("might");
    expect(labels).not.toContain("domain");
    expect(labels).toContain("cost");
  });

  test("the word being completed is not a given characteristic", () => {
    expect(keywordsAt(`card unit "Z" {\n  cost 1\n  mig|\n}\n`)).toContain("might");
  });

  test("tags and keywords may be written again; another card's cost does not count", () => {
    const labels = keywordsAt(
      `card unit "Y" {\n  cost 1\n  might 1\n}\n\ncard unit "Z" {\n  tags Bird\n  keywords Tank\n  |\n}\n`,
    );
    expect(labels).toEqual(expect.arrayContaining(["cost", "might", "tags", "keywords"]));
  });

  test("`might` in an effect is a modification, still offered after the card's `might`", () => {
    const labels = keywordsAt(
      `card unit "Z" {\n  cost 1\n  might 2\n  when this attacks: give this +1 |`,
    );
    expect(labels).toContain("might");
  });
});
