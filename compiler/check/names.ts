/**
 * Name resolution against the unit's symbol table: card and token names (one namespace), tags,
 * with "did you mean" for misspellings (the grammar's edit-distance helper, not a second one).
 */
import type { NameNode, Range } from "../../grammar/ast.js";
import { closestWord } from "../../grammar/suggest.js";
import type { DeclaredDefinition, SymbolTable } from "../symbols.js";

/** How many distinct unknown names of a unit get a "did you mean" (each costs a scan of the names). */
const SUGGESTION_BUDGET = 200;

/** A card or token name as written where the checker looked it up (an editor's find references). */
export interface NameUse {
  name: string;
  /** The name as written; a scenario's `A's "X"` includes the player. */
  range: Range;
}

/** Thrown by a lookup while names may still arrive; one shared value, as it is caught at once. */
export class ForwardReference {}
const FORWARD_REFERENCE = new ForwardReference();

export class NameIndex {
  /** Every tag some card or token has, or an effect gives; filled as the checker goes. */
  readonly tags = new Set<string>();
  private lowerCaseNames: Map<string, string> | undefined;
  private byLength: Map<number, string[]> | undefined;
  /** The same misspelling, reported many times, is looked up once. */
  private readonly suggestions = new Map<string, string>();
  private suggestionBudget = SUGGESTION_BUDGET;

  /**
   * While files are still being loaded, a name not declared yet may be declared by a later file:
   * the lookup then stops the check of the declaration (`ForwardReference`), to be done again once
   * every name is known. An unknown name is always an error, so nothing is lost by waiting.
   */
  deferUnknownNames = false;

  /**
   * Where each card or token name is written, when an editor asks (`compile`'s `nameUses`); left
   * undefined otherwise, so that a plain compile records nothing.
   */
  uses: NameUse[] | undefined;

  /**
   * Some effect of the unit gives an object an activated ability (`give it { exhaust this: draw
   * 1 }`, a token made `with { … }`); set as the checker goes.
   */
  givesActivatedAbility = false;

  constructor(readonly symbols: SymbolTable) {}

  /**
   * Whether an object may have more activated abilities than it prints. Known only once every
   * declaration has been checked: while files are loading, a "no" waits (`ForwardReference`).
   */
  mayGainActivatedAbilities(): boolean {
    if (this.givesActivatedAbility) return true;
    if (this.deferUnknownNames) throw FORWARD_REFERENCE;
    return false;
  }

  /** The declaration of a name; `at`, where the name is written, marks a use of it. */
  definition(name: string, at?: Range): DeclaredDefinition | undefined {
    if (at !== undefined && this.uses !== undefined) this.uses.push({ name, range: at });
    const definition = this.symbols.definitions.get(name);
    if (definition === undefined && this.deferUnknownNames) throw FORWARD_REFERENCE;
    return definition;
  }

  /** ` (did you mean "Recruit"?)`, or nothing: a different case first, then a close spelling. */
  suggestDefinition(name: string, wanted?: (definition: DeclaredDefinition) => boolean): string {
    const key = wanted ? `token:${name}` : name;
    let suggestion = this.suggestions.get(key);
    if (suggestion === undefined) {
      suggestion = this.findSuggestion(name, wanted);
      this.suggestions.set(key, suggestion);
    }
    return suggestion;
  }

  private findSuggestion(
    name: string,
    wanted?: (definition: DeclaredDefinition) => boolean,
  ): string {
    if (!this.byLength) this.indexNames();
    const sameLetters = this.lowerCaseNames!.get(name.toLowerCase());
    if (sameLetters !== undefined && sameLetters !== name) return didYouMean(`"${sameLetters}"`);
    // Each unknown name costs a scan of the names of about its length; past a budget, a unit with
    // thousands of mistakes gets its diagnostics without suggestions rather than slowly.
    if (this.suggestionBudget <= 0) return "";
    this.suggestionBudget--;
    // `Wisp` for "Wisp E23": the first word of a name of several words, which edit distance
    // counts as far away.
    const firstWord = `${name.toLowerCase()} `;
    for (const [lowerCase, declared] of this.lowerCaseNames!) {
      const definition = this.symbols.definitions.get(declared);
      if (lowerCase.startsWith(firstWord) && (!wanted || (definition && wanted(definition)))) {
        return didYouMean(`"${declared}"`);
      }
    }
    const candidates: string[] = [];
    for (let length = name.length - 2; length <= name.length + 2; length++) {
      for (const candidate of this.byLength!.get(length) ?? []) {
        const definition = this.symbols.definitions.get(candidate);
        if (!wanted || (definition && wanted(definition))) candidates.push(candidate);
      }
    }
    const close = closestWord(name, candidates);
    return close === undefined ? "" : didYouMean(`"${close}"`);
  }

  private indexNames(): void {
    this.lowerCaseNames = new Map();
    this.byLength = new Map();
    for (const key of this.symbols.definitions.keys()) {
      this.lowerCaseNames.set(key.toLowerCase(), key);
      const list = this.byLength.get(key.length);
      if (list) list.push(key);
      else this.byLength.set(key.length, [key]);
    }
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

export function nameText(name: Pick<NameNode, "text" | "quoted">): string {
  return name.quoted ? `"${name.text}"` : name.text;
}
