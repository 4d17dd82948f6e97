import { describe, expect, test } from "vitest";
import { allTokens, KEYWORDS, keywordInfo } from "../../grammar/index.js";
import { tokenize } from "../../grammar/tokens.js";
import {
  deriveMonarch,
  keywordClass,
  monarchClasses,
  type DerivedLanguage,
} from "../../playground/src/language/monarch.js";

const language = deriveMonarch(KEYWORDS, allTokens);

/**
 * Monarch's matching, reduced to what the derived language uses: at each position the first rule
 * that matches there wins; a `cases` rule looks the matched word up in the named word lists.
 */
function colour(
  lang: DerivedLanguage,
  text: string,
): { offset: number; length: number; cls: string }[] {
  const lists = lang as unknown as Record<string, string[]>;
  const rules = lang.tokenizer.root.map(([regex, action]) => ({
    regex: new RegExp(regex.source, lang.ignoreCase ? "iy" : "y"),
    action,
  }));
  const out: { offset: number; length: number; cls: string }[] = [];
  let offset = 0;
  while (offset < text.length) {
    let matched = false;
    for (const { regex, action } of rules) {
      regex.lastIndex = offset;
      const match = regex.exec(text);
      if (!match || match[0].length === 0) continue;
      let cls: string;
      if (typeof action === "string") {
        cls = action;
      } else {
        const word = match[0].toLowerCase();
        const key = Object.keys(action.cases).find(
          (k) => k !== "@default" && lists[k.slice(1)]!.some((w) => w.toLowerCase() === word),
        );
        cls = action.cases[key ?? "@default"]!;
      }
      out.push({ offset, length: match[0].length, cls });
      offset += match[0].length;
      matched = true;
      break;
    }
    if (!matched) {
      out.push({ offset, length: 1, cls: "invalid" });
      offset += 1;
    }
  }
  return out;
}

const SAMPLE = `// A comment with card words: kill banish
card unit "Muster Captain" {
  cost 3 Order
  might 2
  tags Soldier, Recruit2
  keywords Deflect 2, Tank
  when this is played: play a Recruit token here
  when another friendly unit dies: its owner's hand can't gain 1 power
}
token spell Zap { effect: deal 1 to target unit <= >= != ; ( ) — }
scenario "s" { setup { A hand: "Zap" } expect A hand is empty }
"unterminated
`;

describe("the Monarch tokenizer derived from the grammar", () => {
  test("colours every token of a sample the way the lexer reads it", () => {
    const coloured = new Map(colour(language, SAMPLE).map((t) => [t.offset, t]));
    const lexed = tokenize(SAMPLE);
    const tokens = [...lexed.tokens, ...((lexed.groups["comments"] as typeof lexed.tokens) ?? [])];
    expect(tokens.length).toBeGreaterThan(70);
    for (const token of tokens) {
      const info = keywordInfo(token.tokenType);
      const expected = info
        ? keywordClass(info.category)
        : ({
            Identifier: "identifier",
            StringLiteral: "string",
            UnterminatedString: "string.invalid",
            Integer: "number",
            Comment: "comment",
            Possessive: "keyword.possessive",
          }[token.tokenType.name] ?? "punctuation");
      const got = coloured.get(token.startOffset);
      expect(got, `${token.image} at ${token.startOffset}`).toBeDefined();
      expect(got!.length, token.image).toBe(token.image.length);
      if (expected === "punctuation") {
        expect(["delimiter", "delimiter.bracket", "operator"]).toContain(got!.cls);
      } else {
        expect(got!.cls, token.image).toBe(expected);
      }
    }
  });

  test("every spelling of every keyword is in its category's word list, nowhere else", () => {
    const lists = language as unknown as Record<string, string[]>;
    for (const info of KEYWORDS) {
      for (const word of info.words) {
        const holders = Object.keys(lists).filter(
          (key) => key.startsWith("kw_") && lists[key]!.includes(word),
        );
        expect(holders, word).toEqual([`kw_${info.category}`]);
      }
    }
  });

  test("keywords are coloured case-insensitively, like the lexer reads them", () => {
    expect(colour(language, "CARD Unit")[0]!.cls).toBe(keywordClass("declaration"));
    expect(colour(language, "CARD Unit")[2]!.cls).toBe(keywordClass("cardType"));
  });

  test("a keyword the grammar adds is coloured without touching the playground", () => {
    const extended = deriveMonarch(
      [...KEYWORDS, { name: "Frobnicate", words: ["frobnicate"], category: "instruction" }],
      allTokens,
    );
    expect(colour(extended, "frobnicate")[0]!.cls).toBe(keywordClass("instruction"));
    expect(colour(language, "frobnicate")[0]!.cls).toBe("identifier");
  });

  test("a new kind of token without a colour class is refused, not silently dropped", () => {
    const stray = { ...allTokens[0]!, name: "Sparkle", PATTERN: /~+/ };
    expect(() => deriveMonarch(KEYWORDS, [...allTokens, stray])).toThrow(
      "no colour class for the token Sparkle",
    );
  });

  test("every class it produces is one the theme knows", () => {
    const known = new Set(monarchClasses(KEYWORDS));
    const produced = new Set(colour(language, SAMPLE).map((t) => t.cls));
    produced.delete("white");
    for (const cls of produced) expect(known, cls).toContain(cls);
  });
});
