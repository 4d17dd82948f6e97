import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { outlineOf } from "../../playground/src/language/outline.js";
import { escapeMarkdown, tagHover } from "../../playground/src/language/tag-hover.js";

const FILE = `card unit "Muster Captain" {
  cost 3 Order
  might 2
  tags Soldier
}
card unit "Shield *Bearer*" { cost 2  might 2  tags Soldier and Guard }
token unit Recruit { might 1 tags Recruit }
card spell "Rally" {
  cost 1
  effect: buff target unit with tag Bird
}
`;
const outline = outlineOf([{ ast: parseFile("f.rift", FILE).ast, library: false }]);

describe("hovering a tag", () => {
  test("says it is a tag and names the cards and tokens that carry it", () => {
    expect(tagHover("Soldier", outline)).toEqual([
      "**Soldier** — tag",
      "Carried by: Muster Captain, Shield \\*Bearer\\*.",
    ]);
    expect(tagHover("Recruit", outline)).toEqual([
      "**Recruit** — tag",
      "Carried by: Recruit (token).",
    ]);
    expect(outline.tagCarriers["Guard"]).toEqual(["Shield *Bearer*"]);
  });

  test("a tag only a filter names is still a tag, carried by nothing", () => {
    const hover = tagHover("Bird", outline);
    expect(hover?.[0]).toBe("**Bird** — tag");
    expect(hover?.[1]).toMatch(/^No card or token/);
  });

  test("a word that is no tag has no tag hover, whatever the object's prototype holds", () => {
    expect(tagHover("Captain", outline)).toBeUndefined();
    expect(tagHover("constructor", outline)).toBeUndefined();
    const tricky = outlineOf([
      {
        ast: parseFile("g.rift", 'card unit "X" { might 1 tags constructor }').ast,
        library: false,
      },
    ]);
    expect(tagHover("constructor", tricky)).toEqual(["**constructor** — tag", "Carried by: X."]);
  });

  test("names are shown as text: Markdown's characters are escaped", () => {
    expect(escapeMarkdown("<img src=x>[a](b)")).toBe("\\<img src=x\\>\\[a\\]\\(b\\)");
  });
});
