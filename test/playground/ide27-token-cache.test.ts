/**
 * The hover lexes the editor's text once per version of it (playground audit 27: three lexings of
 * a file of all of cards/ per hover, on the page's thread), and reads comments from that one
 * lexing: a word in a comment still has no hover and offers no completion.
 */
import { describe, expect, test } from "vitest";
import { inComment } from "../../playground/src/language/completion.js";
import { tokensOf } from "../../playground/src/language/token-cache.js";

describe("tokens lexed once per text", () => {
  test("the same text gives the same result; another text is lexed again", () => {
    const text = 'card spell "Zap" {\n  cost 1\n  effect: draw 1\n}\n';
    const first = tokensOf(text);
    expect(tokensOf(`${text}`)).toBe(first);
    const other = tokensOf(`${text}// more\n`);
    expect(other).not.toBe(first);
    expect(other.groups["comments"]).toHaveLength(1);
  });
});

describe("a comment read from the whole text", () => {
  const text = 'card spell "Zap" { // a note on kill\n  cost 1\n}\n';
  const at = (marker: string, shift = 0): number => text.indexOf(marker) + shift;

  test("inside and at the end of a comment", () => {
    expect(inComment(text, at("note"))).toBe(true);
    expect(inComment(text, at("kill"))).toBe(true);
    expect(inComment(text, at("\n  cost"))).toBe(true);
  });

  test("before a comment and on the next line", () => {
    expect(inComment(text, at("//"))).toBe(false);
    expect(inComment(text, at("cost"))).toBe(false);
    expect(inComment(text, 0)).toBe(false);
  });

  test("a `//` inside a card's name is no comment", () => {
    const named = 'card spell "A // B" {\n  cost 1\n}\n';
    expect(inComment(named, named.indexOf("B"))).toBe(false);
  });
});
