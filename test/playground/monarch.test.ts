import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { allTokens, KEYWORDS, keywordInfo, parseFile } from "../../grammar/index.js";
import { tokenize } from "../../grammar/tokens.js";
import {
  deriveMonarch,
  keywordClass,
  monarchClasses,
  type DerivedLanguage,
  type MonarchAction,
  type MonarchCase,
  type MonarchState,
} from "../../playground/src/language/monarch.js";

const language = deriveMonarch(KEYWORDS, allTokens);

/**
 * Monarch's matching, reduced to what the derived language uses: at each position the first rule
 * of the current state that matches there wins (an `include` stands for the named state's rules);
 * a `cases` rule looks the matched word up in the named word lists, in order; `next` pushes a state
 * (`@push` the current one, `@pop` back), `switchTo` replaces the current one.
 */
function colour(
  lang: DerivedLanguage,
  text: string,
): { offset: number; length: number; cls: string; state: MonarchState }[] {
  const lists = lang as unknown as Record<string, string[]>;
  const rulesOf = (state: MonarchState): { regex: RegExp; action: MonarchAction }[] =>
    lang.tokenizer[state].flatMap((rule) =>
      Array.isArray(rule)
        ? [{ regex: new RegExp(rule[0].source, lang.ignoreCase ? "iy" : "y"), action: rule[1] }]
        : rulesOf(rule.include.slice(1) as MonarchState),
    );
  const out: { offset: number; length: number; cls: string; state: MonarchState }[] = [];
  const stack: MonarchState[] = ["root"];
  let offset = 0;
  while (offset < text.length) {
    const state = stack[stack.length - 1]!;
    let matched = false;
    for (const { regex, action } of rulesOf(state)) {
      regex.lastIndex = offset;
      const match = regex.exec(text);
      if (!match || match[0].length === 0) continue;
      let chosen: MonarchCase;
      if (typeof action === "string" || !("cases" in action)) {
        chosen = action;
      } else {
        const word = match[0].toLowerCase();
        const key = Object.keys(action.cases).find(
          (k) => k !== "@default" && lists[k.slice(1)]!.some((w) => w.toLowerCase() === word),
        );
        chosen = action.cases[key ?? "@default"]!;
      }
      const cls = typeof chosen === "string" ? chosen : chosen.token;
      out.push({ offset, length: match[0].length, cls, state });
      if (typeof chosen !== "string") {
        if (chosen.switchTo) stack[stack.length - 1] = chosen.switchTo.slice(1) as MonarchState;
        if (chosen.next === "@pop") stack.length = Math.max(1, stack.length - 1);
        else if (chosen.next === "@push") stack.push(state);
        else if (chosen.next) stack.push(chosen.next.slice(1) as MonarchState);
      }
      offset += match[0].length;
      matched = true;
      break;
    }
    if (!matched) {
      out.push({ offset, length: 1, cls: "invalid", state });
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
      const got = coloured.get(token.startOffset);
      // In a scenario's braces the article `a` is only ever a player, coloured like `B`.
      const player = info?.name === "A" && got?.state === "scenarioBlock";
      const expected = player
        ? "identifier"
        : info
          ? keywordClass(info.category)
          : ({
              Identifier: "identifier",
              StringLiteral: "string",
              UnterminatedString: "string.invalid",
              Integer: "number",
              Comment: "comment",
              Possessive: "keyword.possessive",
            }[token.tokenType.name] ?? "punctuation");
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

  test("players in scenario steps are coloured alike, `A` as `B`, and `a` stays a keyword in cards", () => {
    const text =
      'card unit "X" { when this is played: play a Recruit token here }\n' +
      'scenario "s" {\n  setup {\n    A hand: "X"\n    battlefield "W" as w controlled by A { B: "X" }\n  }\n' +
      '  A plays "X"\n  B passes\n  a passes\n  expect A hand is empty\n  expect w is controlled by B\n}\n' +
      'card spell "Y" { effect: play a Recruit token here }\n';
    const coloured = colour(language, text);
    const classesOf = (word: string): string[] =>
      coloured.filter((t) => text.slice(t.offset, t.offset + t.length) === word).map((t) => t.cls);
    // The article of both cards, before and after the scenario, is the keyword `a`.
    const articles = coloured.filter(
      (t) => text.slice(t.offset, t.offset + t.length) === "a" && t.state === "root",
    );
    expect(articles.map((t) => t.cls)).toEqual([
      keywordClass("reference"),
      keywordClass("reference"),
    ]);
    expect(new Set(classesOf("A"))).toEqual(new Set(["identifier"]));
    expect(new Set(classesOf("B"))).toEqual(new Set(["identifier"]));
    expect(classesOf("A")).toHaveLength(4);
    // Keywords inside the scenario keep their categories.
    expect(classesOf("plays")).toEqual([keywordClass("instruction")]);
    expect(classesOf("expect")).toEqual([keywordClass("scenario"), keywordClass("scenario")]);
    expect(classesOf("scenario")).toEqual([keywordClass("declaration")]);
  });

  test("across the bundled cards and rules scenarios, every scenario player is coloured alike and nothing else changes", () => {
    const files = [
      ...readdirSync("test/rules").map((f) => join("test/rules", f)),
      ...readdirSync("cards", { recursive: true, encoding: "utf8" }).map((f) => join("cards", f)),
    ].filter((f) => f.endsWith(".rift"));
    expect(files.length).toBeGreaterThan(20);
    let players = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      const playerOffsets = new Set<number>();
      collectPlayers(parseFile(file, text).ast, playerOffsets);
      players += playerOffsets.size;
      const coloured = new Map(colour(language, text).map((t) => [t.offset, t]));
      for (const offset of playerOffsets) {
        expect(coloured.get(offset)?.cls, `${file} at ${offset}`).toBe("identifier");
      }
      for (const token of tokenize(text).tokens) {
        const info = keywordInfo(token.tokenType);
        if (!info) continue;
        const got = coloured.get(token.startOffset);
        const expected =
          info.name === "A" && playerOffsets.has(token.startOffset)
            ? "identifier"
            : keywordClass(info.category);
        expect(got?.cls, `${file}: ${token.image} at ${token.startOffset}`).toBe(expected);
      }
    }
    expect(players).toBeGreaterThan(500);
  });
});

/** The offsets of the scenario players (`ScenarioPlayer` nodes) of a syntax tree. */
function collectPlayers(node: unknown, offsets: Set<number>): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) collectPlayers(item, offsets);
    return;
  }
  const record = node as { kind?: unknown; range?: { offset: number } };
  if (record.kind === "ScenarioPlayer" && record.range) offsets.add(record.range.offset);
  for (const value of Object.values(node)) collectPlayers(value, offsets);
}
