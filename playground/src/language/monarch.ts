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

export type MonarchRule = [RegExp, string | { cases: Record<string, string> }];

export interface DerivedLanguage extends languages.IMonarchLanguage {
  tokenizer: { root: MonarchRule[] };
}

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
    tokenizer: { root: [] },
  };
  const lists = language as unknown as Record<string, string[]>;
  const cases: Record<string, string> = {};
  for (const info of keywords) {
    const list = wordListName(info.category);
    if (!lists[list]) {
      lists[list] = [];
      cases[`@${list}`] = keywordClass(info.category);
    }
    lists[list].push(...info.words);
  }
  cases["@default"] = "identifier";

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
      if (!wordRuleAdded) root.push([word, { cases }]);
      wordRuleAdded = true;
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
