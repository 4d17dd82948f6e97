/**
 * Names bound with `as NAME` (RULES E3): in a card, a reference's binding for the later
 * instructions of the same resolution (`banish target unit as lost; … return lost …`); in a
 * scenario, a label for an object the setup or a step names (`"Muster Captain" as m1`). Found
 * from the tokens of the declaration, so a card still being typed, which does not parse, has them
 * too; hover and go to definition show where a bare word was bound.
 */
import { keywordInfo } from "../../../grammar/index.js";
import { currentDeclaration } from "./completion.js";
import { tokensOf } from "./token-cache.js";

export interface Binding {
  name: string;
  /** A scenario's label, or a name bound in a card's or token's text. */
  kind: "label" | "bound";
  /** Where the name is written in its `as NAME` (1-based line and columns, end exclusive). */
  line: number;
  column: number;
  endColumn: number;
}

/**
 * The binding of the bare word at `offset`: the last `as WORD` of the same declaration at or
 * before it. Undefined for a word that is no bound name (a keyword, a tag, a player).
 */
export function bindingAt(text: string, offset: number): Binding | undefined {
  const tokens = tokensOf(text).tokens;
  const index = tokens.findIndex(
    (token) => token.startOffset <= offset && offset <= token.endOffset! + 1,
  );
  const word = tokens[index];
  if (!word || word.tokenType.name !== "Identifier") return undefined;
  const declaration = currentDeclaration(tokens.slice(0, index + 1));
  for (let i = declaration.length - 1; i >= 1; i--) {
    const token = declaration[i]!;
    if (token.image !== word.image || token.tokenType.name !== "Identifier") continue;
    if (keywordInfo(declaration[i - 1]!.tokenType)?.name !== "As") continue;
    const opening = keywordInfo(declaration[0]!.tokenType)?.name;
    return {
      name: token.image,
      kind: opening === "ScenarioKw" ? "label" : "bound",
      line: token.startLine!,
      column: token.startColumn!,
      endColumn: token.endColumn! + 1,
    };
  }
  return undefined;
}

/** The hover of a bound name: what it is and where it was bound. */
export function bindingHover(binding: Binding): string[] {
  const where = `\`as ${binding.name}\` on line ${binding.line}`;
  return binding.kind === "label"
    ? [
        `**${binding.name}** — label`,
        `Named by ${where}: the scenario's later setup lines and steps name that object by it.`,
      ]
    : [
        `**${binding.name}** — bound name`,
        `Bound by ${where}: the later instructions of the same resolution use it for what that reference found (RULES E3).`,
      ];
}
