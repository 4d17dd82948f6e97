/**
 * Bound names and labels (RULES E3) found for hover and go to definition, and comments left alone
 * by completion (playground audit 26).
 */
import { describe, expect, test } from "vitest";
import { bindingAt, bindingHover } from "../../playground/src/language/bindings.js";
import { inComment } from "../../playground/src/language/completion.js";

const TEXT = `card spell "Lantern Trick" {
  cost 1 Mind
  effect: banish target unit you control as lost;
    this turn, when you conquer: return lost to its owner's hand
}
card spell "Other" {
  cost 1
  effect: draw 1 // return lost
}
scenario "s" {
  setup {
    A base: "Muster Captain" as m1
  }
  expect m1 is ready
}
`;
const at = (needle: string, nth = 0): number => {
  let index = -1;
  for (let i = 0; i <= nth; i++) index = TEXT.indexOf(needle, index + 1);
  return index + 1;
};

describe("bound names", () => {
  test("a use of a bound name finds its `as NAME` in the same card", () => {
    const use = at("lost", 1);
    expect(bindingAt(TEXT, use)).toEqual({
      name: "lost",
      kind: "bound",
      line: 3,
      column: 45,
      endColumn: 49,
    });
    expect(bindingHover(bindingAt(TEXT, use)!).join("\n")).toMatch(/`as lost` on line 3/);
    // The binding itself is found too.
    expect(bindingAt(TEXT, at("lost"))?.line).toBe(3);
  });

  test("a scenario's label is a label, found where the setup names it", () => {
    const binding = bindingAt(TEXT, at("m1 is"));
    expect(binding).toMatchObject({ name: "m1", kind: "label", line: 12 });
    expect(bindingHover(binding!)[0]).toBe("**m1** — label");
  });

  test("the same word in another card, a keyword or a card's name is no binding", () => {
    expect(bindingAt(TEXT, at("lost", 2))).toBeUndefined();
    expect(bindingAt(TEXT, at("banish"))).toBeUndefined();
    expect(bindingAt(TEXT, at("Muster"))).toBeUndefined();
  });
});

describe("comments", () => {
  test("an offset after `//` on its line is in a comment; before it, or on the next line, not", () => {
    expect(inComment(TEXT, at("return lost", 1))).toBe(true);
    expect(inComment(TEXT, at("draw 1"))).toBe(false);
    expect(inComment(TEXT, TEXT.indexOf("\n}", at("return lost", 1)) + 2)).toBe(false);
  });
});
