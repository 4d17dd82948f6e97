import type {
  CardTypeWord,
  DeckNode,
  DeclarationNode,
  DefinitionNode,
  NameNode,
  Range,
  ScenarioNode,
} from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { isReservedName } from "../runtime/runtime-definitions.js";
import { diagnosticAt } from "./diagnostic-codes.js";
import type { CompilationUnit, ParsedFile, UnitFile } from "./unit.js";

/**
 * What the rest of the unit may know of a declaration: its name and where it is. A summary rather
 * than the declaration's tree, so that a large unit compiled file by file can let the trees go.
 */
export interface Declared {
  name: NameNode;
  range: Range;
}

/** A deck's summary, with where each card it names (and each line of runes) is first written. */
export interface DeclaredDeck extends Declared {
  /**
   * By card name, `rune:Fury` for a line of runes, `runes` and `battlefields` for those lists and
   * `again:NAME` for a battlefield named a second time: what construction problems point at.
   */
  places: ReadonlyMap<string, Range>;
}

/**
 * What card text and scenarios read of a card or token they name: a flat record that holds no
 * node of the tree. The table lives for the whole compile and holds every card of the unit; a
 * record pointing at each card's name node and its ranges kept three objects per card alive, and
 * compiling was measurably slower (a few percent) than with the few fields copied here.
 */
export interface DeclaredDefinition {
  /** The name as written, and whether it was quoted: what `nameText` repeats in messages. */
  text: string;
  quoted: boolean;
  definitionKind: "card" | "token";
  cardType: CardTypeWord;
  /** The tags it prints: whether a tag of its own name covers it (see `readFilterName`). */
  tags: readonly string[];
  /** How many activated abilities it has (printed, and a rune's two basic ones): scenarios activate them by number. */
  activatedAbilities: number;
  /** Where the name is written (see `nameRangeOf`): only a second declaration of it reads this. */
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  offset: number;
  endOffset: number;
}

/** The range of a declared card's or token's name. */
export function nameRangeOf(declared: DeclaredDefinition): Range {
  return {
    file: declared.file,
    line: declared.line,
    column: declared.column,
    endLine: declared.endLine,
    endColumn: declared.endColumn,
    offset: declared.offset,
    endOffset: declared.endOffset,
  };
}

/**
 * The names a compilation unit declares. Cards and tokens share one namespace, because card text
 * and scenarios name both the same way (`"Recruit"`); scenarios and decks each have their own.
 */
export interface SymbolTable {
  definitions: Map<string, DeclaredDefinition>;
  scenarios: Map<string, Declared>;
  decks: Map<string, DeclaredDeck>;
  /** What the user's files declare (the library is not counted), for the summary line. */
  counts: DeclarationCounts;
  /** Declarations whose name was taken already (RS2001); the first one keeps the name. */
  duplicates: Set<DefinitionNode | ScenarioNode | DeckNode>;
}

export interface DeclarationCounts {
  cards: number;
  tokens: number;
  scenarios: number;
  decks: number;
}

export function collectSymbols(unit: CompilationUnit): {
  symbols: SymbolTable;
  diagnostics: Diagnostic[];
} {
  const collector = new SymbolCollector();
  for (const file of unit.files) collector.declareFile(file);
  return { symbols: collector.finish(unit.files), diagnostics: collector.diagnostics };
}

/**
 * Declares names file by file, in load order, so that a file can be checked as soon as it is
 * parsed; the first declaration of a name keeps it, whenever the second one arrives.
 */
export class SymbolCollector {
  readonly diagnostics: Diagnostic[] = [];
  readonly symbols: SymbolTable = {
    definitions: new Map(),
    scenarios: new Map(),
    decks: new Map(),
    counts: { cards: 0, tokens: 0, scenarios: 0, decks: 0 },
    duplicates: new Set(),
  };
  private readonly countsByFile = new Map<string, DeclarationCounts>();

  declareFile(file: ParsedFile): void {
    for (const declaration of file.ast.declarations) this.declare(declaration, file.file);
  }

  /** Declares the name of one declaration of `file`, counting it there. */
  declare(declaration: DeclarationNode, file: string): void {
    let counts = this.countsByFile.get(file);
    if (counts === undefined) {
      counts = { cards: 0, tokens: 0, scenarios: 0, decks: 0 };
      this.countsByFile.set(file, counts);
    }
    this.declareCounted(declaration, counts);
  }

  /**
   * The table, with what the user's files declare counted: only now, because a file loaded as the
   * library becomes the user's when the user names it too (building `cards/` itself).
   */
  finish(files: readonly UnitFile[]): SymbolTable {
    const total = this.symbols.counts;
    for (const file of files) {
      const counts = this.countsByFile.get(file.file);
      if (file.library || !counts) continue;
      total.cards += counts.cards;
      total.tokens += counts.tokens;
      total.scenarios += counts.scenarios;
      total.decks += counts.decks;
    }
    return this.symbols;
  }

  private declareCounted(declaration: DeclarationNode, counts: DeclarationCounts): void {
    switch (declaration.kind) {
      case "Definition": {
        if (declaration.definitionKind === "card") counts.cards++;
        else counts.tokens++;
        const name = declaration.name;
        const earlier = this.symbols.definitions.get(name.text);
        if (earlier) {
          this.duplicate(declaration, declaration.definitionKind, nameRangeOf(earlier));
          return;
        }
        if (isReservedName(name.text)) {
          // Kept for what the rules bring into a game (runtime-definitions.ts): a card of that
          // name could be mistaken for it, or it for the card.
          this.diagnostics.push(
            diagnosticAt(
              name.range,
              "RS2044",
              `"${name.text}" is a name the runtime keeps for its own objects (such as the "<vacated battlefield>" of a player who left, CR 652.2.a); name the ${declaration.definitionKind} without angle brackets`,
            ),
          );
        }
        // CR 164.2: a rune also has its two basic abilities, numbered after what it prints.
        let activatedAbilities = declaration.cardType === "rune" ? 2 : 0;
        for (const ability of declaration.abilities)
          if (ability.kind === "Activated") activatedAbilities++;
        const range = name.range;
        this.symbols.definitions.set(name.text, {
          text: name.text,
          quoted: name.quoted,
          definitionKind: declaration.definitionKind,
          cardType: declaration.cardType,
          tags: printedTags(declaration),
          activatedAbilities,
          file: range.file,
          line: range.line,
          column: range.column,
          endLine: range.endLine,
          endColumn: range.endColumn,
          offset: range.offset,
          endOffset: range.endOffset,
        });
        return;
      }
      case "Scenario": {
        counts.scenarios++;
        const earlier = this.symbols.scenarios.get(declaration.name.text);
        if (earlier) this.duplicate(declaration, "scenario", earlier.name.range);
        else this.symbols.scenarios.set(declaration.name.text, summary(declaration));
        return;
      }
      case "Deck": {
        counts.decks++;
        const earlier = this.symbols.decks.get(declaration.name.text);
        if (earlier) this.duplicate(declaration, "deck", earlier.name.range);
        else this.symbols.decks.set(declaration.name.text, deckSummary(declaration));
        return;
      }
      case "Error":
        return;
      default: {
        const _exhaustive: never = declaration;
        return _exhaustive;
      }
    }
  }

  /** Reports a second declaration of a name (RS2001); the first one keeps it. */
  private duplicate(
    node: DefinitionNode | ScenarioNode | DeckNode,
    what: string,
    earlier: Range,
  ): void {
    const name = node.name.text;
    this.diagnostics.push(
      diagnosticAt(node.name.range, "RS2001", `${what} "${name}" is declared twice`, "error", [
        { range: earlier, message: `"${name}" is first declared here` },
      ]),
    );
    this.symbols.duplicates.add(node);
  }
}

function summary(declaration: ScenarioNode | DeckNode): Declared {
  return { name: declaration.name, range: declaration.range };
}

function deckSummary(deck: DeckNode): DeclaredDeck {
  const places = new Map<string, Range>();
  const place = (key: string, range: Range) => {
    if (!places.has(key)) places.set(key, range);
  };
  if (deck.legend) place(deck.legend.text, deck.legend.range);
  if (deck.champion) place(deck.champion.text, deck.champion.range);
  for (const battlefield of deck.battlefields) {
    // A name written again is the mistake: point there, not at its first (correct) writing.
    if (places.has(battlefield.text)) place(`again:${battlefield.text}`, battlefield.range);
    place(battlefield.text, battlefield.range);
  }
  for (const entry of deck.main) place(entry.name.text, entry.range);
  for (const entry of deck.runes) place(`rune:${entry.domain}`, entry.range);
  // Counts of a whole list (runes, battlefields) point at the list, from its first item to its last.
  const span = (key: string, ranges: readonly Range[]) => {
    const first = ranges[0];
    const last = ranges[ranges.length - 1];
    if (first && last)
      place(key, {
        ...first,
        endLine: last.endLine,
        endColumn: last.endColumn,
        endOffset: last.endOffset,
      });
  };
  span(
    "runes",
    deck.runes.map((entry) => entry.range),
  );
  span(
    "battlefields",
    deck.battlefields.map((battlefield) => battlefield.range),
  );
  return { ...summary(deck), places };
}

/** The tags a definition prints (`tags Bird, Cat`), in order. */
function printedTags(definition: DefinitionNode): string[] {
  const tags: string[] = [];
  for (const characteristic of definition.characteristics) {
    if (characteristic.kind === "TagsClause")
      for (const tag of characteristic.tags) tags.push(tag.text);
  }
  return tags;
}
