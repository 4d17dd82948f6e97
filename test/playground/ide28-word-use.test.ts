/**
 * The hover names a word's use after an unreadable line of its declaration (playground audit 28):
 * a misspelt step or setup line stops the grammar there, so the words after it are read as if the
 * body began at a later line, inside the blocks still open (as completion reads them), instead of
 * falling back to the word's category.
 */
import { describe, expect, test } from "vitest";
import { wordUseAt } from "../../playground/src/language/word-use.js";

/** The use of the word right after `|`. */
function useAt(textWithCursor: string): string | undefined {
  const offset = textWithCursor.indexOf("|");
  return wordUseAt(textWithCursor.replace("|", ""), offset)?.label;
}

describe("the use of a word after an unreadable line", () => {
  test("a step after a misspelt step is still a scenario action", () => {
    const text = `scenario "s" {\n  setup {\n    A hand: "X"\n  }\n  A frobs "X"\n  A |plays "X"\n}\n`;
    expect(useAt(text)).toBe("scenario action");
  });

  test("after an unreadable setup line, a later setup line and the steps keep their uses", () => {
    const text = `scenario "s" {\n  setup {\n    A zzz qqq\n    A hand: "X"\n  }\n  A plays "X"\n  expect B hand: 0 cards\n}\n`;
    const at = (word: string): string | undefined => useAt(text.replace(word, `|${word}`));
    expect(at("hand:")).toBe("scenario setup");
    expect(at("plays")).toBe("scenario action");
    expect(at("B hand")).toBe("scenario player");
  });

  test("in a card, an effect after a misspelt keyword is an instruction", () => {
    expect(
      useAt(`card spell "Z" {\n  cost 1 Fury\n  keywords Asault\n  effect: |kill target unit\n}\n`),
    ).toBe("instruction");
    expect(
      useAt(`card unit "Z" {\n  cost 1\n  migth 2\n  when a unit is |killed: draw 1\n}\n`),
    ).toBe("event");
  });

  test("a word on the unreadable line itself, past the mistake, has no use to name", () => {
    expect(useAt(`scenario "s" {\n  setup {\n    A hand: "X"\n  }\n  A frobs |hand\n}\n`)).toBe(
      undefined,
    );
  });
});
