/**
 * The grammar layer's public surface: parse a file, the AST types, diagnostics, and what the
 * playground needs for colouring and completion (tokens, keyword metadata, the parser and its
 * rule names).
 */
export { parseFile, MAX_NESTING, MAX_DIAGNOSTICS, type ParseResult } from "./parse-file.js";
export type * from "./ast.js";
export { SYNTAX_CODES, diagnosticAt, type Diagnostic, type SyntaxCode } from "./diagnostics.js";
export { parser, ruleNames } from "./parser.js";
export {
  allTokens,
  lexer,
  tokenize,
  keywordForWord,
  KEYWORDS,
  tokenLabel,
  keywordInfo,
  type KeywordCategory,
  type KeywordInfo,
} from "./tokens.js";
export { LARGEST_NUMBER } from "./cst-to-ast.js";
