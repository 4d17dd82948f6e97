import { describe, expect, test } from "vitest";
import {
  allTokens,
  Identifier,
  KEYWORDS,
  keywordForWord,
  keywordInfo,
  lexer,
  tokenize,
  tokenLabel,
} from "../../grammar/tokens.js";

const kinds = (text: string): string[] => tokenize(text).tokens.map((t) => t.tokenType.name);

describe("keywords", () => {
  test("are case-insensitive", () => {
    expect(kinds("When WHEN when wHeN")).toEqual(["When", "When", "When", "When"]);
  });

  test("accept their inflections as one token", () => {
    expect(kinds("kill kills killed unit units")).toEqual(["Kill", "Kill", "Kill", "Unit", "Unit"]);
  });

  test("a longer word is a name, not a keyword and a rest", () => {
    expect(kinds("units2 unitx another its one")).toEqual([
      "Identifier",
      "Identifier",
      "Another",
      "Its",
      "One",
    ]);
  });

  test("`can't`, `can’t` and `cannot` are one keyword", () => {
    expect(kinds("can't can’t cannot")).toEqual(["Cant", "Cant", "Cant"]);
  });

  test("`'s` is its own token after a word", () => {
    expect(kinds("owner's owner’s")).toEqual(["Owner", "Possessive", "Owner", "Possessive"]);
  });

  test("every spelling belongs to exactly one keyword", () => {
    const seen = new Map<string, string>();
    for (const info of KEYWORDS) {
      for (const word of info.words) {
        expect(seen.get(word), `${word} in ${info.name} and ${seen.get(word)}`).toBeUndefined();
        seen.set(word, info.name);
        expect(word).toBe(word.toLowerCase());
      }
    }
  });

  test("every keyword token is found by each of its spellings", () => {
    for (const info of KEYWORDS) {
      for (const word of info.words) expect(keywordForWord(word)?.name).toBe(info.name);
    }
  });

  test("metadata gives each keyword a category for colouring", () => {
    const categories = new Set(KEYWORDS.map((k) => k.category));
    expect(categories).toContain("gameKeyword");
    expect(categories).toContain("instruction");
    const tank = keywordForWord("tank")!;
    expect(keywordInfo(tank)).toMatchObject({ category: "gameKeyword", words: ["tank"] });
    expect(keywordInfo(Identifier)).toBeUndefined();
  });
});

describe("literals and trivia", () => {
  test("comments go to the comments group and are kept", () => {
    const result = tokenize("might 2 // two\n// whole line");
    expect(result.tokens.map((t) => t.image)).toEqual(["might", "2"]);
    expect(result.groups.comments!.map((t) => t.image)).toEqual(["// two", "// whole line"]);
  });

  test("strings keep their escapes in the image and stop at the end of the line", () => {
    expect(tokenize('"a\\"b" "open\nmight').tokens.map((t) => [t.tokenType.name, t.image])).toEqual(
      [
        ["StringLiteral", '"a\\"b"'],
        ["UnterminatedString", '"open'],
        ["Might", "might"],
      ],
    );
  });

  test("a run of bad characters is one lexer error", () => {
    const result = tokenize("might §§§ 2");
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]).toMatchObject({ offset: 6, length: 3 });
  });

  test("positions are 1-based and a tab is one column", () => {
    const [token] = tokenize("\t\tmight").tokens;
    expect(token).toMatchObject({ startLine: 1, startColumn: 3 });
  });

  test("CRLF line ends count one line each", () => {
    const tokens = tokenize("might\r\n2\r\n3").tokens;
    expect(tokens.map((t) => t.startLine)).toEqual([1, 2, 3]);
  });
});

describe("the lexer definition", () => {
  test("keeps Chevrotain's first-character optimisation on", () => {
    // `ensureOptimizations: true` throws at construction when an optimisation is lost, so the
    // lexer existing at all is the check; make it explicit that the module built it.
    expect(lexer).toBeDefined();
    expect(allTokens.length).toBeGreaterThan(KEYWORDS.length);
  });

  test("labels read as the language, not as token type names", () => {
    expect(tokenLabel(keywordForWord("cost")!)).toBe("`cost`");
    expect(tokenLabel(Identifier)).toBe("a name");
    const lcurly = allTokens.find((t) => t.name === "LCurly")!;
    expect(tokenLabel(lcurly)).toBe("`{`");
  });
});
