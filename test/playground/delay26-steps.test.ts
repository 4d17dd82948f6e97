/**
 * The playground over delayed triggers at a moment of the turn (RULES E4, CR 390.2): completion
 * offers the words of the moment where the grammar takes them, and hover explains them.
 */
import { describe, expect, test } from "vitest";
import { KEYWORDS } from "../../grammar/index.js";
import { complete } from "../../playground/src/language/completion.js";
import { KeywordIndex } from "../../playground/src/language/keyword-hover.js";
import { outlineOf } from "../../playground/src/language/outline.js";

const outline = outlineOf([]);

function keywordsAt(textWithCursor: string): string[] {
  const offset = textWithCursor.indexOf("|");
  return complete(textWithCursor.replace("|", ""), offset, outline)
    .filter((e) => e.kind === "keyword")
    .map((e) => e.label);
}

const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}\n`;

describe("completion of a moment in an effect", () => {
  test("`at` opens an instruction after `;`", () =>
    expect(keywordsAt(spell("draw 1; |"))).toContain("at"));

  test("after `of`: this turn, the next turn, your next turn", () =>
    expect(keywordsAt(spell("draw 1; at the end of |"))).toEqual(
      expect.arrayContaining(["this", "the", "your", "each"]),
    ));

  test("after `your`: `next`, a turn, or a phase", () =>
    expect(keywordsAt(spell("draw 1; at the start of your |"))).toEqual(
      expect.arrayContaining(["next", "turn", "main"]),
    ));
});

describe("hover", () => {
  const index = new KeywordIndex(KEYWORDS);
  test.each(["start", "end", "next"])("`%s` explains the delayed moment", (word) =>
    expect(index.hover(word)?.reminder).toMatch(/delayed trigger: it fires once|fires once/),
  );
});
