/**
 * Name resolution against the unit's symbol table: card and token names (one namespace), tags,
 * with "did you mean" for misspellings (the grammar's edit-distance helper, not a second one).
 */
import type { DefinitionNode, NameNode } from "../../grammar/ast.js";
import { closestWord } from "../../grammar/suggest.js";
import type { SymbolTable } from "../symbols.js";

export class NameIndex {
  /** Every tag some card or token has; the checker adds tags that effects give. */
  readonly tags = new Set<string>();
  private lowerCaseNames: Map<string, string> | undefined;

  constructor(readonly symbols: SymbolTable) {}

  static of(symbols: SymbolTable): NameIndex {
    const index = new NameIndex(symbols);
    for (const definition of symbols.definitions.values()) {
      for (const characteristic of definition.characteristics) {
        if (characteristic.kind === "TagsClause") {
          for (const tag of characteristic.tags) index.tags.add(tag.text);
        }
      }
    }
    return index;
  }

  definition(name: string): DefinitionNode | undefined {
    return this.symbols.definitions.get(name);
  }

  /** ` (did you mean "Recruit"?)`, or nothing: a different case first, then a close spelling. */
  suggestDefinition(name: string, wanted?: (definition: DefinitionNode) => boolean): string {
    this.lowerCaseNames ??= new Map(
      [...this.symbols.definitions.keys()].map((key) => [key.toLowerCase(), key]),
    );
    const sameLetters = this.lowerCaseNames.get(name.toLowerCase());
    if (sameLetters !== undefined && sameLetters !== name) return didYouMean(`"${sameLetters}"`);
    const candidates = wanted
      ? [...this.symbols.definitions.values()].filter(wanted).map((d) => d.name.text)
      : this.symbols.definitions.keys();
    const close = closestWord(name, candidates);
    return close === undefined ? "" : didYouMean(`"${close}"`);
  }

  suggestTag(tag: string): string | undefined {
    for (const known of this.tags) {
      if (known.toLowerCase() === tag.toLowerCase()) return known;
    }
    return closestWord(tag, this.tags);
  }
}

export function didYouMean(suggestion: string): string {
  return `; did you mean ${suggestion}?`;
}

export function suggestAmong(word: string, candidates: Iterable<string>): string {
  const close = closestWord(word, candidates);
  return close === undefined ? "" : didYouMean(`\`${close}\``);
}

export function nameText(name: NameNode): string {
  return name.quoted ? `"${name.text}"` : name.text;
}

