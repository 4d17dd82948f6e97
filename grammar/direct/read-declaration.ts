/**
 * The fast path of `parseDeclaration`: a hand-written reader of the grammar that builds the AST
 * straight from the tokens, with no CST: card and token definitions, scenarios and decks.
 *
 * The reader is partial by design: at anything it is not certain of — a token it does not expect,
 * text the AST builder would report (a number too large, a bad escape), nesting deeper than
 * `MAX_DIRECT_DEPTH` — it returns undefined and the declaration is parsed by Chevrotain as before.
 * When it returns an AST, that AST is the one Chevrotain and `AstBuilder` would have made, ranges
 * and key order included, and Chevrotain would have found no error: each choice it makes looks at
 * the tokens Chevrotain's LL(4) lookahead looks at, and applies the parser's gates. Tests hold it
 * to that on every `.rift` file of the project and on thousands of mangled declarations.
 */
import type { IToken } from "chevrotain";
import type { DeclarationNode } from "../ast.js";
import type { AstBuilder } from "../cst-to-ast.js";
import { Cursor } from "./cursor.js";
import * as t from "../tokens.js";
import { readDefinition } from "./read-abilities.js";
import { readDeck } from "./read-decks.js";
import { readScenario } from "./read-scenarios.js";

/** The declaration `chunk` holds, read directly; undefined leaves it to Chevrotain. */
export function readDeclaration(
  chunk: readonly IToken[],
  builder: AstBuilder,
): DeclarationNode | undefined {
  const cursor = new Cursor(chunk, builder);
  const first = cursor.next();
  const declaration =
    first === t.ScenarioKw
      ? readScenario(cursor)
      : first === t.DeckKw
        ? readDeck(cursor)
        : readDefinition(cursor);
  return declaration !== undefined && cursor.at === chunk.length ? declaration : undefined;
}
