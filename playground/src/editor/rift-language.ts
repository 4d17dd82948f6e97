/**
 * Registers Riftscript with Monaco: the Monarch tokenizer derived from the grammar's tokens,
 * comment and bracket behaviour, and the playground's dark theme, one colour per keyword category.
 */
import { allTokens, KEYWORDS } from "../../../grammar/tokens.js";
import type { KeywordCategory } from "../../../grammar/index.js";
import { deriveMonarch, keywordClass } from "../language/monarch.js";
import { monaco } from "./monaco.js";

export const LANGUAGE_ID = "riftscript";
export const THEME = "riftscript-dark";

const CATEGORY_COLOURS: Record<KeywordCategory, string> = {
  declaration: "C586C0",
  cardType: "4EC9B0",
  characteristic: "9CDCFE",
  gameKeyword: "DCDCAA",
  domain: "D7BA7D",
  resource: "D7BA7D",
  ability: "C586C0",
  instruction: "569CD6",
  reference: "4FC1FF",
  preposition: "9DA5B4",
  filter: "B8D7A3",
  duration: "D19A66",
  scenario: "C586C0",
  phase: "4EC9B0",
};

export function registerRiftscript(): void {
  monaco.languages.register({ id: LANGUAGE_ID, extensions: [".rift"], aliases: ["Riftscript"] });
  monaco.languages.setMonarchTokensProvider(LANGUAGE_ID, deriveMonarch(KEYWORDS, allTokens));
  monaco.languages.setLanguageConfiguration(LANGUAGE_ID, {
    comments: { lineComment: "//" },
    brackets: [
      ["{", "}"],
      ["(", ")"],
    ],
    autoClosingPairs: [
      { open: "{", close: "}" },
      { open: "(", close: ")" },
      { open: '"', close: '"', notIn: ["string", "comment"] },
    ],
    surroundingPairs: [
      { open: "{", close: "}" },
      { open: '"', close: '"' },
    ],
    // `can't` is one word, as the lexer reads it.
    wordPattern: /[A-Za-z_][A-Za-z0-9_]*(?:['’]t)?|\d+/,
    indentationRules: {
      increaseIndentPattern: /\{[^}]*$/,
      decreaseIndentPattern: /^\s*\}/,
    },
  });
  const categoryRules = (Object.keys(CATEGORY_COLOURS) as KeywordCategory[]).map((category) => ({
    token: keywordClass(category),
    foreground: CATEGORY_COLOURS[category],
    ...(category === "declaration" || category === "cardType" ? { fontStyle: "bold" } : {}),
  }));
  monaco.editor.defineTheme(THEME, {
    base: "vs-dark",
    inherit: true,
    rules: [
      ...categoryRules,
      { token: "keyword.possessive", foreground: "9DA5B4" },
      { token: "identifier", foreground: "E2E4E9" },
      { token: "string", foreground: "CE9178" },
      { token: "string.invalid", foreground: "F48771" },
      { token: "number", foreground: "B5CEA8" },
      { token: "comment", foreground: "6A9955", fontStyle: "italic" },
      { token: "delimiter", foreground: "9DA5B4" },
      { token: "delimiter.bracket", foreground: "D4D4D4" },
      { token: "operator", foreground: "D4D4D4" },
      { token: "invalid", foreground: "F44747" },
    ],
    colors: {
      "editor.background": "#1B1E24",
      "editor.lineHighlightBackground": "#23272F",
      "editorLineNumber.foreground": "#4B5263",
      "editorLineNumber.activeForeground": "#ABB2BF",
      "editorGutter.background": "#1B1E24",
      "editorWidget.background": "#21252B",
      "editorHoverWidget.background": "#21252B",
      "editorHoverWidget.border": "#3A3F4B",
      "editorSuggestWidget.background": "#21252B",
      "editorSuggestWidget.border": "#3A3F4B",
      "editorSuggestWidget.selectedBackground": "#2C313C",
    },
  });
}
