/**
 * The names a compilation unit declares and uses, for completion, hover and go to definition:
 * cards and tokens (with where their names are written), scenarios and decks, tags, and the names
 * bound by `as NAME` and scenario labels.
 */
import type { Range, SourceFileNode } from "../../../grammar/index.js";

export interface NamedDeclaration {
  name: string;
  kind: "card" | "token" | "scenario" | "deck";
  /** A card's or token's type. */
  cardType?: string;
  /** Where the name is written. */
  range: Range;
  /** The whole declaration, to tell which one the cursor is in. */
  extent: Range;
  /** True for the named tokens library, which is in scope but not the user's file. */
  library: boolean;
}

export interface Outline {
  declarations: NamedDeclaration[];
  tags: string[];
  /**
   * For each tag, the cards and tokens whose `tags` characteristic lists it, in declaration order
   * (a tag hover names them). A tag only used in a filter (`with tag Bird`) has none.
   */
  tagCarriers: Record<string, string[]>;
  boundNames: string[];
}

export function outlineOf(files: readonly { ast: SourceFileNode; library: boolean }[]): Outline {
  const declarations: NamedDeclaration[] = [];
  const tags = new Set<string>();
  const bound = new Set<string>();
  // A map, not an object literal: a tag may be named `constructor` or `__proto__`.
  const carriers = new Map<string, string[]>();
  for (const { ast, library } of files) {
    for (const declaration of ast.declarations) {
      switch (declaration.kind) {
        case "Definition":
          for (const characteristic of declaration.characteristics) {
            if (characteristic.kind !== "TagsClause") continue;
            for (const tag of characteristic.tags) {
              const names = carriers.get(tag.text) ?? [];
              if (!names.includes(declaration.name.text)) names.push(declaration.name.text);
              carriers.set(tag.text, names);
            }
          }
          declarations.push({
            name: declaration.name.text,
            kind: declaration.definitionKind,
            cardType: declaration.cardType,
            range: declaration.name.range,
            extent: declaration.range,
            library,
          });
          break;
        case "Scenario":
        case "Deck":
          declarations.push({
            name: declaration.name.text,
            kind: declaration.kind === "Scenario" ? "scenario" : "deck",
            range: declaration.name.range,
            extent: declaration.range,
            library,
          });
          break;
        case "Error":
          break;
        default: {
          const _exhaustive: never = declaration;
          return _exhaustive;
        }
      }
      collectNames(declaration, tags, bound);
    }
  }
  return {
    declarations,
    tags: [...tags].sort(),
    tagCarriers: Object.fromEntries(carriers),
    boundNames: [...bound].sort(),
  };
}

function isName(value: unknown): value is { kind: "Name"; text: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as { kind?: unknown }).kind === "Name" &&
    typeof (value as { text?: unknown }).text === "string"
  );
}

/**
 * Walks a declaration's nodes for tags (`tags: Name[]` in a tags clause, a tag filter or a tag
 * change) and bound names (`bind` and scenario `label` fields). A walk over fields, rather than a
 * switch over every node kind, because only these two field shapes matter here and a new node kind
 * carrying them is then covered without a change.
 */
function collectNames(node: unknown, tags: Set<string>, bound: Set<string>): void {
  if (typeof node !== "object" || node === null) return;
  if (Array.isArray(node)) {
    for (const item of node) collectNames(item, tags, bound);
    return;
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === "range") continue;
    if (key === "tags" && Array.isArray(value)) {
      for (const tag of value) if (isName(tag)) tags.add(tag.text);
    } else if ((key === "bind" || key === "label") && isName(value)) {
      bound.add(value.text);
    } else if (key === "label" && typeof value === "string") {
      bound.add(value);
    }
    collectNames(value, tags, bound);
  }
}
