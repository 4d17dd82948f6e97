/**
 * The editor's syntax colouring, derived from the grammar's own token definitions: the keyword
 * table gives one word list per category, and every other token contributes its lexer pattern in
 * the lexer's order. A keyword added to the grammar is coloured with no change here.
 */
import type { TokenType } from "chevrotain";
import type { languages } from "monaco-editor/editor";
import type { KeywordCategory, KeywordInfo } from "../../../grammar/index.js";

/** The Monarch class of each keyword category; the theme gives each class its colour. */
export function keywordClass(category: KeywordCategory): string {
  return `keyword.${category}`;
}

/** The Monarch attribute that holds a category's words (`@kw_cardType`). */
function wordListName(category: KeywordCategory): string {
  return `kw_${category}`;
}

/**
 * Classes of the tokens that are not keywords, by token name. A token missing here makes
 * `deriveMonarch` throw, so a new kind of token cannot silently go uncoloured.
 */
const TOKEN_CLASSES: Readonly<Record<string, string | null>> = {
  WhiteSpace: "white",
  Comment: "comment",
  StringLiteral: "string",
  UnterminatedString: "string.invalid",
  Integer: "number",
  Possessive: "keyword.possessive",
  Identifier: "identifier",
  // Categories without a pattern of their own: nothing to colour.
  Word: null,
  AnyString: null,
};

function punctuationClass(pattern: string): string {
  return /^[{}()]$/.test(pattern)
    ? "delimiter.bracket"
    : /^[;:,.—]$/.test(pattern)
      ? "delimiter"
      : "operator";
}

/** A class, or a class and the state to go to (`@push`, `@pop`, a state's name). */
export type MonarchCase = string | { token: string; next?: string; switchTo?: string };
export type MonarchAction = MonarchCase | { cases: Record<string, MonarchCase> };
export type MonarchRule = [RegExp, MonarchAction] | { include: string };

/** The states of the derived tokenizer: the file, a scenario's header, and inside its braces. */
export type MonarchState = "root" | "scenarioHead" | "scenarioBlock";

export interface DerivedLanguage extends languages.IMonarchLanguage {
  tokenizer: Record<MonarchState, MonarchRule[]>;
}

/** Word lists that are not a category's (their names do not start with `kw_`). */
const SCENARIO_OPENING = "scenario_opening";
const SCENARIO_PLAYER = "scenario_player";

/**
 * Builds the Monarch tokenizer from the keyword table and the lexer's token list (`allTokens`).
 * Keywords become one rule: a word (the identifier pattern, or a keyword spelling it would not
 * match, such as `can't`) looked up case-insensitively in the word list of each category.
 */
export function deriveMonarch(
  keywords: readonly KeywordInfo[],
  tokens: readonly TokenType[],
): DerivedLanguage {
  const keywordNames = new Set(keywords.map((info) => info.name));
  const language: DerivedLanguage = {
    defaultToken: "invalid",
    ignoreCase: true,
    tokenPostfix: ".rift",
    tokenizer: { root: [], scenarioHead: [], scenarioBlock: [] },
  };
  const lists = language as unknown as Record<string, string[]>;
  const cases: Record<string, MonarchCase> = {};
  for (const info of keywords) {
    const list = wordListName(info.category);
    if (!lists[list]) {
      lists[list] = [];
      cases[`@${list}`] = keywordClass(info.category);
    }
    lists[list].push(...info.words);
  }
  cases["@default"] = "identifier";

  /*
   * Scenario players. The grammar reads a player (`A plays`, `expect B hand is empty`) as a bare
   * word or as the article `a`, so the lexer types `A` as a keyword and `B` as an identifier. Inside
   * a scenario's braces the article is never written (it is card text), so there its spellings are
   * coloured as identifiers: `A` and `B` look alike, as players, labels and the rest of the bare
   * words do. A colour of their own for players would need the parser: a label is a bare word too
   * (`at w` beside `at A base`). The words come from the keyword table by token name, so the
   * keyword lists, and every keyword's colour elsewhere, are left as the grammar makes them.
   */
  const scenarioWords = keywords.find((info) => info.name === "ScenarioKw");
  const articleWords = keywords.find((info) => info.name === "A");
  let rootCases: Record<string, MonarchCase> = cases;
  let blockCases: Record<string, MonarchCase> = cases;
  if (scenarioWords && articleWords) {
    lists[SCENARIO_OPENING] = [...scenarioWords.words];
    lists[SCENARIO_PLAYER] = [...articleWords.words];
    // Cases are tried in order: these come before the category lists that also hold the words.
    rootCases = {
      [`@${SCENARIO_OPENING}`]: {
        token: keywordClass(scenarioWords.category),
        next: "@scenarioHead",
      },
      ...cases,
    };
    blockCases = { [`@${SCENARIO_PLAYER}`]: "identifier", ...cases };
  }

  const identifier = tokens.find((token) => token.name === "Identifier");
  if (!(identifier?.PATTERN instanceof RegExp)) {
    throw new Error("the grammar has no Identifier token with a pattern");
  }
  const identifierWhole = new RegExp(`^(?:${identifier.PATTERN.source})$`);
  const unusual = keywords
    .flatMap((info) => info.words)
    .filter((word) => !identifierWhole.test(word))
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const word = new RegExp(`(?:${[...unusual, identifier.PATTERN.source].join("|")})`);

  let wordRuleAdded = false;
  const root = language.tokenizer.root;
  for (const token of tokens) {
    if (keywordNames.has(token.name) || token.name === "Identifier") {
      // The lexer reads a whole word and looks it up in the keyword table; so does this rule.
      if (!wordRuleAdded) root.push([word, { cases: rootCases }]);
      wordRuleAdded = true;
      // A keyword the lexer also finds by a pattern of its own that spells none of its words
      // (the `'m` of `I'm`) gets that pattern here: the word rule cannot reach it.
      const own = token.PATTERN;
      const info = keywords.find((candidate) => candidate.name === token.name);
      if (own instanceof RegExp && info && !info.words.some((spelling) => own.test(spelling)))
        root.push([new RegExp(own.source), keywordClass(info.category)]);
      continue;
    }
    const pattern = token.PATTERN;
    if (typeof pattern === "string") {
      root.push([new RegExp(escapeRegExp(pattern)), punctuationClass(pattern)]);
      continue;
    }
    if (!(token.name in TOKEN_CLASSES)) {
      throw new Error(`no colour class for the token ${token.name}`);
    }
    const tokenClass = TOKEN_CLASSES[token.name];
    if (tokenClass === null || tokenClass === undefined) continue;
    if (!(pattern instanceof RegExp)) throw new Error(`the token ${token.name} has no pattern`);
    root.push([new RegExp(pattern.source), tokenClass]);
  }
  // After `scenario`, its name; its `{` opens the block. Braces nest (`setup { … }`,
  // `battlefield "W" { … }`), so each `{` pushes the block state and each `}` pops one.
  language.tokenizer.scenarioHead.push(
    [/\{/, { token: "delimiter.bracket", switchTo: "@scenarioBlock" }],
    { include: "@root" },
  );
  language.tokenizer.scenarioBlock.push(
    [/\{/, { token: "delimiter.bracket", next: "@push" }],
    [/\}/, { token: "delimiter.bracket", next: "@pop" }],
    [word, { cases: blockCases }],
    { include: "@root" },
  );
  return language;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Every class `deriveMonarch` can produce, for the theme and its test. */
export function monarchClasses(keywords: readonly KeywordInfo[]): string[] {
  const categories = [...new Set(keywords.map((info) => info.category))];
  return [
    ...categories.map(keywordClass),
    ...Object.values(TOKEN_CLASSES).filter((c): c is string => c !== null),
    "delimiter.bracket",
    "delimiter",
    "operator",
  ];
}
