/**
 * The CST-to-AST pass: one function per grammar rule, reading Chevrotain's concrete tree and
 * returning plain tagged objects with source ranges.
 *
 * Error recovery leaves nodes with children missing. A builder that needs a missing child throws
 * `MISSING`; the nearest instruction, ability, characteristic, setup line, step or declaration
 * catches it and stands in an `Error` node (or drops a characteristic). The parser has already
 * reported the syntax error, so nothing here adds a second message for it.
 */
import type { CstElement, CstNode, IToken } from "chevrotain";
import type * as A from "./ast.js";
import { isThirdPerson, subjectlessMessage, subjectOf, withSubject } from "./carried-subject.js";
import { diagnosticAt, type Diagnostic } from "./diagnostics.js";
import { dealsActively } from "./gates.js";
import type { LineMap } from "./line-map.js";
import { decodeString } from "./strings.js";
import { closestWord } from "./suggest.js";
import { quote } from "./syntax-errors.js";
import { keywordInfo, numberWordValue, ORDINALS, ordinalValue } from "./tokens.js";

type Children = Record<string, CstElement[] | undefined>;

/** Thrown when error recovery left out a child the AST needs. */
const MISSING = new Error("missing syntax node");

/** Numbers above this are reported (RS1025) and read as this. */
export const LARGEST_NUMBER = 1_000_000_000;

/** CR 170.11: a battlefield's state before the noun, as both readers set it. */
export function battlefieldState(
  filter: A.FilterNode,
  word: "occupied" | "unoccupied" | "uncontrolled" | "open",
): void {
  if (word === "occupied") filter.occupied = true;
  else if (word === "uncontrolled") filter.uncontrolled = true;
  else {
    filter.occupied = false;
    if (word === "open") filter.uncontrolled = true;
  }
}

/**
 * The name of a filter given one more name before its noun. A filter names one card or token, so
 * `Wisp E23 token` (a name of two words left unquoted) and `Recruit Bird tokens` (two names) are
 * read as one unquoted name of several words that the checker refuses with the fix (RS2003),
 * rather than keeping the last word and silently meaning another object.
 */
export function filterNameWith(previous: A.NameNode | undefined, next: A.NameNode): A.NameNode {
  if (previous === undefined) return next;
  return {
    kind: "Name",
    text: `${previous.text} ${next.text}`,
    quoted: false,
    range: {
      ...previous.range,
      endLine: next.range.endLine,
      endColumn: next.range.endColumn,
      endOffset: next.range.endOffset,
    },
  };
}

/**
 * `your trash` after `shuffle`, read as `all cards in your trash` (CR 108.4.d: shuffling in is a
 * change of zone of each card, then one shuffle).
 */
export function allCardsIn(zone: "hand" | "trash" | "banishment", range: A.Range): A.AllRefNode {
  const filter: A.FilterNode = {
    kind: "Filter",
    types: [],
    plural: true,
    keywords: [],
    domains: [],
    statuses: [],
    another: false,
    non: [],
    objectKind: "card",
    zone: { kind: "ZoneFilter", zone, player: "you", range },
    range,
  };
  return { kind: "AllRef", filter, range };
}

/**
 * The value of an `Integer` token's image, or undefined when it is too large to read (the AST
 * builder reports RS1025 then; the direct reader leaves such text to it).
 */
export function integerValue(image: string): number | undefined {
  const word = numberWordValue(image);
  if (word !== undefined) return word;
  const value = Number(image);
  return Number.isFinite(value) && value <= LARGEST_NUMBER ? value : undefined;
}

function isMissing(error: unknown): boolean {
  return error === MISSING;
}

/** A count written in digits or as a word (`2`, `two`, `one`), where a rule accepts either. */
function countTokenOf(c: Children): IToken | undefined {
  return tokenOf(c, "Integer") ?? tokenOf(c, "NumberWord") ?? tokenOf(c, "One");
}

function tokenOf(c: Children, name: string, index = 0): IToken | undefined {
  const element = c[name]?.[index];
  if (element === undefined || "children" in element) return undefined;
  return element.isInsertedInRecovery ? undefined : element;
}

function nodeOf(c: Children, name: string, index = 0): CstNode | undefined {
  const element = c[name]?.[index];
  return element !== undefined && "children" in element ? element : undefined;
}

/** The verb of `draws 3`, `discards 1`, `burns 1` when no player is written before it. */
function subjectlessVerb(instruction: CstNode): IToken | undefined {
  const c = instruction.children;
  const inner =
    nodeOf(c, "drawInstruction") ?? nodeOf(c, "discardInstruction") ?? nodeOf(c, "burnInstruction");
  if (inner === undefined) return undefined;
  const ic = inner.children;
  const verb = tokenOf(ic, "Draw") ?? tokenOf(ic, "Discard") ?? tokenOf(ic, "Burn");
  return verb !== undefined && isThirdPerson(verb.image) ? verb : undefined;
}

/** Read-only stand-in for a child list the node does not have; never put into the AST. */
const NO_CHILDREN: readonly CstNode[] = [];

function nodesOf(c: Children, name: string): readonly CstNode[] {
  return (c[name] as CstNode[] | undefined) ?? NO_CHILDREN;
}

function tokensOf(c: Children, name: string): IToken[] {
  return ((c[name] ?? []) as IToken[]).filter((t) => !t.isInsertedInRecovery);
}

/** The first token of a name that was really in the text, not made up by error recovery. */
function firstTokenOf(c: Children, name: string): IToken | undefined {
  const elements = c[name] as IToken[] | undefined;
  if (elements === undefined) return undefined;
  for (const token of elements) if (!token.isInsertedInRecovery) return token;
  return undefined;
}

function has(c: Children, name: string): boolean {
  return c[name] !== undefined;
}

function need<T>(value: T | undefined): T {
  if (value === undefined) throw MISSING;
  return value;
}

/**
 * `this is not damaged`, `it is not your turn`: the `not` written after `is` means what `not …`
 * before the condition does, and is the same node, spanning the whole condition.
 */
function negatedIf(c: Children, condition: A.ConditionNode): A.ConditionNode {
  if (!has(c, "Not")) return condition;
  return { kind: "NotCondition", condition, range: condition.range };
}

/**
 * RS1051: a player discards only their own hand (CR 422.1), so it is `your hand` after `you` (or
 * no player) and `their hand` after any other; undefined when the word fits.
 */
export function handWordProblem(
  player: A.PlayerNode | undefined,
  word: string,
): string | undefined {
  const you = player === undefined || player.who === "you";
  const fits = you ? "your" : "their";
  if (word === fits) return undefined;
  const example = you ? "`discard your hand`" : "`each opponent discards their hand`";
  return `a player discards their own hand: write \`${fits} hand\` here, as in ${example}`;
}

/** The first of `names` present among the children. */
function whichOf(c: Children, names: readonly string[]): string | undefined {
  for (const name of names) if (c[name] !== undefined) return name;
  return undefined;
}

const CARD_TYPES: Readonly<Record<string, A.CardTypeWord>> = {
  Unit: "unit",
  Gear: "gear",
  Spell: "spell",
  Rune: "rune",
  Legend: "legend",
  Battlefield: "battlefield",
};
/** The nouns a zone's count may be of, by token name (`expect A base has 2 units`). */
const COUNTED_WORDS: readonly (readonly [string, A.CountedWord])[] = [
  ["Unit", "unit"],
  ["Gear", "gear"],
  ["Spell", "spell"],
  ["Rune", "rune"],
  ["TokenKw", "token"],
];

const DOMAINS: Readonly<Record<string, A.DomainWord>> = {
  Fury: "Fury",
  Calm: "Calm",
  Mind: "Mind",
  Body: "Body",
  Chaos: "Chaos",
  Order: "Order",
};
const VALUED_KEYWORDS: Readonly<Record<string, A.ValuedKeywordWord>> = {
  Deflect: "Deflect",
  Assault: "Assault",
  Shield: "Shield",
};
const COSTED_KEYWORDS: Readonly<Record<string, A.CostedKeywordWord>> = {
  Flow: "Flow",
  RepeatKw: "Repeat",
};
const FLAG_KEYWORDS: Readonly<Record<string, A.FlagKeywordWord>> = {
  Hidden: "Hidden",
  Accelerate: "Accelerate",
  ActionKw: "Action",
  ReactionKw: "Reaction",
  Tank: "Tank",
  Backline: "Backline",
  Ganking: "Ganking",
  Legion: "Legion",
  Temporary: "Temporary",
  Deathknell: "Deathknell",
};
const STATUSES: Readonly<Record<string, A.StatusWord>> = {
  Ready: "ready",
  Exhausted: "exhausted",
  Damage: "damaged",
  Stun: "stunned",
  Buff: "buffed",
  Facedown: "facedown",
  Replace: "replaced",
  Banish: "banished",
  Mighty: "mighty",
};
const PHASES: Readonly<Record<string, A.PhaseWord>> = {
  Awaken: "awaken",
  Beginning: "beginning",
  Channel: "channel",
  Draw: "draw",
  Main: "main",
  Ending: "ending",
};
const ZONE_NOUNS: Readonly<Record<string, A.ZoneWord>> = {
  Hand: "hand",
  DeckKw: "deck",
  Trash: "trash",
  Banishment: "banishment",
  Base: "base",
  Legend: "legend",
  Champion: "champion",
  Facedown: "facedown",
};
/** What happened, by the verb of `this dies`, `a unit is banished`, `it moves here`. */
const OBJECT_EVENTS: Readonly<Record<string, A.EventWord>> = {
  Play: "played",
  Die: "killed",
  Kill: "killed",
  Banish: "banished",
  Discard: "discarded",
  Draw: "drawn",
  Move: "moved",
  Conquer: "conquered",
  Hold: "held",
  Attack: "attacked",
  Defend: "defended",
  Create: "created",
  Replace: "replaced",
  Swap: "swappedBack",
  Deal: "damaged",
  Take: "damaged",
  Counter: "countered",
  Ready: "readied",
  Exhausted: "exhausted",
  Stun: "stunned",
  Buff: "buffed",
  Become: "becameMighty",
  Channel: "channelled",
  Enter: "entered",
  Return: "returnedToHand",
  Change: "controlChanged",
  Leave: "leftBoard",
};
const OBJECT_EVENT_VERBS = Object.keys(OBJECT_EVENTS);
const PLAYER_EVENTS: Readonly<Record<string, A.EventWord>> = {
  Conquer: "conquered",
  Hold: "held",
  Score: "scored",
  Gain: "pointsGained",
  Play: "played",
  Draw: "drawn",
  Discard: "discarded",
  Channel: "channelled",
};
const PLAYER_EVENT_VERBS = Object.keys(PLAYER_EVENTS);
const STATUS_CHANGES: Readonly<Record<string, A.StatusChangeNode["change"]>> = {
  Ready: "ready",
  Exhaust: "exhaust",
  Stun: "stun",
  Buff: "buff",
  Heal: "heal",
};

/**
 * The word of the one token among the children that the table knows. The table's keys are tried,
 * not the children's: a node has one such token at most, and enumerating a CST node's children
 * (a dictionary) cost more than a few direct lookups.
 */
function lookup<T>(table: Readonly<Record<string, T>>, c: Children): T {
  for (const key of keysOf(table)) {
    if (c[key] !== undefined && tokenOf(c, key) !== undefined) return table[key]!;
  }
  throw MISSING;
}

const tableKeys = new Map<object, readonly string[]>();

function keysOf(table: object): readonly string[] {
  let keys = tableKeys.get(table);
  if (keys === undefined) tableKeys.set(table, (keys = Object.keys(table)));
  return keys;
}

/** Builds the AST of one parse. Collects the few problems only it can see (escapes, big numbers). */
export class AstBuilder {
  readonly diagnostics: Diagnostic[] = [];
  private pieceOrigin = { offset: 0, line: 0 };
  /**
   * Token lines count from the first line of their piece, whose number `parseFile` finds by
   * counting `\n`s, while the lexer and the line map also end a line at a lone `\r`. Node ranges
   * keep to the tokens' count, so the two always agree: this is the number of lone `\r`s before
   * the piece (almost always 0).
   */
  private lineShift = 0;
  /** The player a subjectless `discards` continues, while its instruction is built. */
  private carried: A.PlayerNode | undefined;

  constructor(
    private readonly file: string,
    /** Lines and columns of the whole file's offsets. */
    readonly lines: LineMap,
  ) {}

  /** Where the tokens being built count from: pieces of a file are lexed one by one. */
  get origin(): { offset: number; line: number } {
    return this.pieceOrigin;
  }

  set origin(origin: { offset: number; line: number }) {
    this.pieceOrigin = origin;
    this.lineShift = this.lines.index(origin.offset) - origin.line;
  }

  // -------------------------------------------------------------------------------------------
  // Ranges
  // -------------------------------------------------------------------------------------------

  range(node: CstNode): A.Range {
    const l = node.location;
    if (
      l === undefined ||
      Number.isNaN(l.startOffset) ||
      l.endOffset === undefined ||
      Number.isNaN(l.endOffset)
    ) {
      return this.rangeOfTokens(node);
    }
    return this.span(l.startOffset, l.endOffset);
  }

  tokenRange(token: IToken): A.Range {
    const origin = this.origin;
    // `| 0`: see `span`.
    return {
      file: this.file,
      line: ((token.startLine ?? 1) + origin.line) | 0,
      column: (token.startColumn ?? 1) | 0,
      endLine: ((token.endLine ?? token.startLine ?? 1) + origin.line) | 0,
      endColumn: ((token.endColumn ?? token.startColumn ?? 0) + 1) | 0,
      offset: (token.startOffset + origin.offset) | 0,
      endOffset: ((token.endOffset ?? token.startOffset) + 1 + origin.offset) | 0,
    };
  }

  /**
   * The range from `first` to `last` (tokens of the current piece), as `range` gives a node
   * spanning them: read from the tokens' own lines and columns, which the lexer counts as the line
   * map does, so without looking lines up.
   */
  tokensRange(first: IToken, last: IToken): A.Range {
    const origin = this.origin;
    return {
      file: this.file,
      line: (first.startLine! + origin.line) | 0,
      column: first.startColumn! | 0,
      endLine: (last.endLine! + origin.line) | 0,
      endColumn: (last.endColumn! + 1) | 0,
      offset: (first.startOffset + origin.offset) | 0,
      endOffset: (last.endOffset! + 1 + origin.offset) | 0,
    };
  }

  /**
   * The range from the character at `start` to the one at `last`, offsets into the piece. The
   * parser tracks only offsets in nodes (cheaper than lines and columns for every rule it enters);
   * the line map finds the rest.
   *
   * `| 0` keeps the numbers V8 small integers. Chevrotain's node locations start out as NaN, so
   * numbers read from them are boxed doubles; stored in a range, one such number makes V8 box that
   * field in every range from then on — an extra object per field, and ranges are a third of the
   * AST, kept for a whole compile. Offsets here are never NaN: `range` checks, and tokens made up
   * by error recovery never reach a range.
   */
  private span(start: number, last: number): A.Range {
    const lines = this.lines;
    const from = (start + this.origin.offset) | 0;
    const to = (last + this.origin.offset) | 0;
    const line = lines.index(from);
    const endLine = lines.index(to);
    const shift = this.lineShift;
    return {
      file: this.file,
      line: line + 1 - shift,
      column: from - lines.start(line) + 1,
      endLine: endLine + 1 - shift,
      endColumn: to - lines.start(endLine) + 2,
      offset: from,
      endOffset: to + 1,
    };
  }

  /** A recovered node's location can be NaN; span its real tokens instead. */
  private rangeOfTokens(node: CstNode): A.Range {
    let first: IToken | undefined;
    let last: IToken | undefined;
    const visit = (n: CstNode): void => {
      for (const key in n.children) {
        for (const element of n.children[key]!) {
          if ("children" in element) visit(element);
          else if (!element.isInsertedInRecovery && !Number.isNaN(element.startOffset)) {
            if (!first || element.startOffset < first.startOffset) first = element;
            if (!last || element.startOffset > last.startOffset) last = element;
          }
        }
      }
    };
    visit(node);
    if (!first || !last) {
      const line = this.origin.line + 1;
      const offset = this.origin.offset;
      return {
        file: this.file,
        line,
        column: 1,
        endLine: line,
        endColumn: 1,
        offset,
        endOffset: offset,
      };
    }
    const start = this.tokenRange(first);
    const end = this.tokenRange(last);
    return { ...start, endLine: end.endLine, endColumn: end.endColumn, endOffset: end.endOffset };
  }

  private error(node: CstNode): A.ErrorNode {
    return { kind: "Error", range: this.range(node) };
  }

  // -------------------------------------------------------------------------------------------
  // Leaves
  // -------------------------------------------------------------------------------------------

  integer(token: IToken | undefined): number {
    const t = need(token);
    const value = integerValue(t.image);
    if (value === undefined) {
      this.diagnostics.push(
        diagnosticAt(
          this.tokenRange(t),
          "RS1025",
          `number too large; the largest is ${LARGEST_NUMBER}`,
        ),
      );
      return LARGEST_NUMBER;
    }
    return value;
  }

  stringValue(token: IToken | undefined): string {
    const t = need(token);
    const { value, problems } = decodeString(t.image);
    for (const problem of problems) {
      const start = this.tokenRange(t);
      this.diagnostics.push(
        diagnosticAt(
          {
            ...start,
            column: start.column + problem.at,
            endLine: start.line,
            endColumn: start.column + problem.at + problem.length,
            offset: start.offset + problem.at,
            endOffset: start.offset + problem.at + problem.length,
          },
          "RS1003",
          problem.message,
        ),
      );
    }
    return value;
  }

  stringName(token: IToken | undefined): A.NameNode {
    const t = need(token);
    return { kind: "Name", text: this.stringValue(t), quoted: true, range: this.tokenRange(t) };
  }

  name(node: CstNode): A.NameNode {
    const c = node.children;
    const quoted = tokenOf(c, "AnyString");
    if (quoted) return this.stringName(quoted);
    const word = need(tokenOf(c, "Identifier"));
    return { kind: "Name", text: word.image, quoted: false, range: this.tokenRange(word) };
  }

  identifierName(token: IToken | undefined): A.NameNode {
    const t = need(token);
    return { kind: "Name", text: t.image, quoted: false, range: this.tokenRange(t) };
  }

  binding(node: CstNode | undefined): A.NameNode | undefined {
    if (!node) return undefined;
    return this.identifierName(tokenOf(node.children, "Identifier"));
  }

  cardType(node: CstNode): A.CardTypeWord {
    return lookup(CARD_TYPES, node.children);
  }

  domain(node: CstNode): A.DomainNode {
    return { kind: "Domain", domain: lookup(DOMAINS, node.children), range: this.range(node) };
  }

  statusWord(node: CstNode): A.StatusWord {
    return lookup(STATUSES, node.children);
  }

  phaseName(node: CstNode): A.PhaseWord {
    return lookup(PHASES, node.children);
  }

  // -------------------------------------------------------------------------------------------
  // File and declarations
  // -------------------------------------------------------------------------------------------

  use(node: CstNode): A.UseNode {
    return {
      kind: "Use",
      path: this.stringValue(tokenOf(node.children, "AnyString")),
      range: this.range(node),
    };
  }

  declaration(node: CstNode): A.DeclarationNode {
    try {
      const c = node.children;
      const definition = nodeOf(c, "definition");
      if (definition) return this.definition(definition);
      const scenario = nodeOf(c, "scenario");
      if (scenario) return this.scenario(scenario);
      return this.deck(need(nodeOf(c, "deck")));
    } catch (error) {
      if (isMissing(error)) return this.error(node);
      throw error;
    }
  }

  definition(node: CstNode): A.DefinitionNode {
    const c = node.children;
    return this.definitionFrom(
      need(nodeOf(c, "definitionHead")),
      nodesOf(c, "definitionBody"),
      this.range(node),
    );
  }

  /** A definition from its head and its body, read whole or one line-group at a time. */
  definitionFrom(head: CstNode, bodies: readonly CstNode[], range: A.Range): A.DefinitionNode {
    const c = head.children;
    const characteristics: A.CharacteristicNode[] = [];
    const abilities: A.AbilityNode[] = [];
    const cardType = this.cardType(need(nodeOf(c, "cardType")));
    const name = this.name(need(nodeOf(c, "name")));
    for (const body of bodies) {
      for (const clause of nodesOf(body.children, "clause")) {
        const cc = clause.children;
        const ability = nodeOf(cc, "ability");
        if (ability) {
          abilities.push(this.abilitySafe(ability));
          continue;
        }
        const bracketed = nodeOf(cc, "bracketedKeywords");
        if (bracketed && has(bracketed.children, "effect")) {
          abilities.push(this.bracketedText(bracketed));
          continue;
        }
        try {
          characteristics.push(this.characteristic(cc));
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    }
    return {
      kind: "Definition",
      definitionKind: has(c, "CardKw") ? "card" : "token",
      cardType,
      name,
      characteristics,
      abilities,
      syntaxErrors: false,
      range,
    };
  }

  private characteristic(c: Children): A.CharacteristicNode {
    const cost = nodeOf(c, "costClause");
    if (cost) {
      return {
        kind: "CostClause",
        cost: this.cost(need(nodeOf(cost.children, "costExpression"))),
        range: this.range(cost),
      };
    }
    const domains = nodeOf(c, "domainsClause");
    if (domains) {
      return {
        kind: "DomainsClause",
        domains: nodesOf(domains.children, "domainName").map((d) => this.domain(d)),
        range: this.range(domains),
      };
    }
    const might = nodeOf(c, "mightClause");
    if (might) {
      return {
        kind: "MightClause",
        value: this.integer(tokenOf(might.children, "Integer")),
        range: this.range(might),
      };
    }
    const tags = nodeOf(c, "tagsClause");
    if (tags) {
      return {
        kind: "TagsClause",
        tags: nodesOf(tags.children, "name").map((n) => this.name(n)),
        range: this.range(tags),
      };
    }
    const bracketed = nodeOf(c, "bracketedKeywords");
    if (bracketed) {
      // `[Tank] [Assault 2]`: the keywords line, as printed.
      return {
        kind: "KeywordsClause",
        keywords: nodesOf(bracketed.children, "bracketedKeyword").map((b) =>
          this.keyword(need(nodeOf(b.children, "keywordEntry"))),
        ),
        range: this.range(bracketed),
      };
    }
    const keywords = need(nodeOf(c, "keywordsClause"));
    return {
      kind: "KeywordsClause",
      keywords: nodesOf(keywords.children, "keywordEntry").map((k) => this.keyword(k)),
      range: this.range(keywords),
    };
  }

  keyword(node: CstNode): A.KeywordNode {
    const c = node.children;
    const range = this.range(node);
    const valued = nodeOf(c, "valuedKeyword");
    if (valued) {
      const value = tokenOf(c, "Integer");
      return {
        kind: "Keyword",
        keyword: lookup(VALUED_KEYWORDS, valued.children),
        ...(value ? { value: this.integer(value) } : {}),
        range,
      };
    }
    const costed = nodeOf(c, "costedKeyword");
    if (costed) {
      return {
        kind: "Keyword",
        keyword: lookup(COSTED_KEYWORDS, costed.children),
        cost: this.cost(need(nodeOf(c, "costExpression"))),
        range,
      };
    }
    return {
      kind: "Keyword",
      keyword: this.flagKeyword(need(nodeOf(c, "flagKeyword"))),
      range,
    };
  }

  flagKeyword(node: CstNode): A.FlagKeywordWord {
    return lookup(FLAG_KEYWORDS, node.children);
  }

  /** `with Tank` in a filter: any game keyword, without its value. */
  private gameKeywordWord(node: CstNode): A.KeywordWord {
    const c = node.children;
    const valued = nodeOf(c, "valuedKeyword");
    if (valued) return lookup(VALUED_KEYWORDS, valued.children);
    const costed = nodeOf(c, "costedKeyword");
    if (costed) return lookup(COSTED_KEYWORDS, costed.children);
    return this.flagKeyword(need(nodeOf(c, "flagKeyword")));
  }

  cost(node: CstNode): A.CostNode {
    return {
      kind: "Cost",
      terms: nodesOf(node.children, "costTerm").map((term) => this.costTerm(term)),
      range: this.range(node),
    };
  }

  private costTerm(node: CstNode): A.CostTermNode {
    const c = node.children;
    // `power` alone is one power of any domain.
    const amount = has(c, "Power") && !has(c, "Integer") ? 1 : this.integer(tokenOf(c, "Integer"));
    const domain = nodeOf(c, "domainName");
    let resource: A.CostTermNode["resource"] = "energy";
    if (domain) resource = lookup(DOMAINS, domain.children);
    else if (has(c, "Power")) resource = "any";
    return { kind: "CostTerm", amount, resource, range: this.range(node) };
  }

  // -------------------------------------------------------------------------------------------
  // Abilities
  // -------------------------------------------------------------------------------------------

  abilitySafe(node: CstNode): A.AbilityNode {
    try {
      return this.ability(node);
    } catch (error) {
      if (isMissing(error)) return this.error(node);
      throw error;
    }
  }

  ability(node: CstNode): A.AbilityNode {
    const ability = this.abilityBody(node);
    const zone = nodeOf(node.children, "functionZone");
    if (zone === undefined || ability.kind === "Error") return ability;
    const zc = zone.children;
    const functionsIn: A.FunctionZoneNode = {
      kind: "FunctionZone",
      zone: lookup(ZONE_NOUNS, need(nodeOf(zc, "zoneNoun")).children),
      player: this.ownerSelector(need(nodeOf(zc, "ownerPhrase"))),
      range: this.range(zone),
    };
    return { ...ability, functionsIn, range: spanning(functionsIn.range, ability.range) };
  }

  private abilityBody(node: CstNode): A.AbilityNode {
    const c = node.children;
    const spell = nodeOf(c, "spellEffectAbility");
    if (spell) {
      return {
        kind: "SpellEffect",
        effect: this.effect(need(nodeOf(spell.children, "effect"))),
        range: this.range(spell),
      };
    }
    const triggered = nodeOf(c, "triggeredAbility");
    if (triggered) return this.triggered(triggered);
    const keyword = nodeOf(c, "keywordAbility");
    if (keyword) return this.keywordAbility(keyword);
    const activated = nodeOf(c, "activatedAbility");
    if (activated) {
      const ac = activated.children;
      return {
        kind: "Activated",
        costs: this.abilityCosts(need(nodeOf(ac, "abilityCosts"))),
        effect: this.effect(need(nodeOf(ac, "effect"))),
        range: this.range(activated),
      };
    }
    const replacement = nodeOf(c, "replacementAbility");
    if (replacement) {
      const rc = replacement.children;
      const range = this.range(replacement);
      const oncePerTurn = has(rc, "Once");
      if (has(rc, "Prevent")) {
        const amount = tokenOf(rc, "Integer");
        // CR 369.2, 417: the damage the unit would be dealt is the event it replaces.
        const event: A.EventNode = {
          kind: "Event",
          event: "damaged",
          subject: this.objectRef(need(nodeOf(rc, "objectRef"))),
          would: true,
          range,
        };
        const prevent = amount ? this.integer(amount) : "all";
        return has(rc, "Combat")
          ? { kind: "Replacement", oncePerTurn, event, prevent, combat: true, range }
          : { kind: "Replacement", oncePerTurn, event, prevent, range };
      }
      if (has(rc, "Double")) {
        // `double the damage a friendly unit would deal` (CR 417.6, 370.1.b).
        const subject = this.objectRef(need(nodeOf(rc, "objectRef")));
        const event: A.EventNode = has(rc, "Combat")
          ? { kind: "Event", event: "dealtDamage", subject, would: true, combat: true, range }
          : { kind: "Event", event: "dealtDamage", subject, would: true, range };
        return { kind: "Replacement", oncePerTurn, event, dealsMore: "double", range };
      }
      const eventNode = need(nodeOf(rc, "event"));
      const event = this.event(eventNode);
      const replacing = need(nodeOf(rc, "replacingEffect")).children;
      const increase = nodeOf(replacing, "damageIncrease");
      if (increase) {
        const ic = increase.children;
        const amount = tokenOf(ic, "Integer");
        const magnitude = amount ? this.integer(amount) : undefined;
        const dealsMore =
          magnitude === undefined ? "double" : has(ic, "Minus") ? -magnitude : magnitude;
        return has(ic, "Possessive")
          ? { kind: "Replacement", oncePerTurn, event, dealsMore, dealtTo: true, range }
          : { kind: "Replacement", oncePerTurn, event, dealsMore, range };
      }
      if (event.event === "dealtDamage" && event.would) this.refuseDealtInstead(eventNode);
      return {
        kind: "Replacement",
        oncePerTurn,
        event,
        instead: this.effect(need(nodeOf(replacing, "effect"))),
        range,
      };
    }
    const optional = nodeOf(c, "optionalCostAbility");
    if (optional) {
      const oc = optional.children;
      const effect = nodeOf(oc, "effect");
      return {
        kind: "OptionalCost",
        optional: has(oc, "May"),
        costs: this.abilityCosts(need(nodeOf(oc, "abilityCosts"))),
        ...(effect ? { effect: this.effect(effect) } : {}),
        range: this.range(optional),
      };
    }
    return this.staticAbility(need(nodeOf(c, "staticAbility")));
  }

  /** `[Deathknell] — draw 1`: the ability `Deathknell — draw 1` is, as printed. */
  private bracketedText(node: CstNode): A.AbilityNode {
    const c = node.children;
    const entry = need(nodeOf(need(nodeOf(c, "bracketedKeyword")).children, "keywordEntry"));
    const effect = this.effect(need(nodeOf(c, "effect")));
    return {
      kind: "KeywordAbility",
      keyword: this.flagKeyword(need(nodeOf(entry.children, "flagKeyword"))),
      effect,
      // Without the `.` after it, as an ability's own range is.
      range: spanning(this.range(node), effect.range),
    };
  }

  private keywordAbility(node: CstNode): A.AbilityNode {
    const c = node.children;
    const range = this.range(node);
    const keyword = this.flagKeyword(need(nodeOf(c, "flagKeyword")));
    const effect = this.effect(need(nodeOf(c, "effect")));
    const costs = nodeOf(c, "abilityCosts");
    if (!costs) return { kind: "KeywordAbility", keyword, effect, range };
    if (keyword !== "Action" && keyword !== "Reaction") {
      this.diagnostics.push(
        diagnosticAt(
          this.range(need(nodeOf(c, "flagKeyword"))),
          "RS1041",
          `only \`action\` or \`reaction\` can time an activated ability, not \`${keyword}\``,
        ),
      );
    }
    return {
      kind: "Activated",
      ...(keyword === "Action" || keyword === "Reaction" ? { timing: keyword } : {}),
      costs: this.abilityCosts(costs),
      effect,
      range,
    };
  }

  private triggered(node: CstNode): A.TriggeredNode {
    const c = node.children;
    const event = nodeOf(c, "event");
    const moment = nodeOf(c, "phaseTrigger");
    const trigger = event
      ? this.event(event)
      : moment && has(moment.children, "Combat")
        ? this.combatMoment(moment)
        : this.phaseTrigger(need(moment));
    const conditions = nodesOf(c, "condition").map((n) => this.condition(n));
    const condition: A.ConditionNode | undefined =
      conditions.length === 0
        ? undefined
        : conditions.length === 1
          ? conditions[0]
          : { kind: "AndCondition", all: conditions, range: conditions[0]!.range };
    const ordinal = has(c, "Time") ? this.ordinal(need(tokenOf(c, "Identifier"))) : undefined;
    return {
      kind: "Triggered",
      trigger,
      ...(condition ? { condition } : {}),
      oncePerTurn: has(c, "Once"),
      ...(ordinal !== undefined ? { nthTime: ordinal } : {}),
      effect: this.effect(need(nodeOf(c, "effect"))),
      range: this.range(node),
    };
  }

  /** `second` in `the second time …` (CR 383.1); anything else is RS1043 and reads as `first`. */
  private ordinal(token: IToken): number {
    const value = ordinalValue(token.image);
    if (value !== undefined) return value;
    const near = closestWord(token.image, ORDINALS);
    this.diagnostics.push(
      diagnosticAt(
        this.tokenRange(token),
        "RS1043",
        `expected an ordinal such as \`second\` after \`the\`, found ${quote(token.image)}${near ? `; did you mean \`${near}\`?` : " (`first` to `tenth`)"}`,
      ),
    );
    return 1;
  }

  /**
   * `at the start of combat here` is `when combat begins here`, `at the end of combat` is `when
   * combat ends` (CR 464.2.b, 466.7.b): one event, whichever words say it.
   */
  private combatMoment(node: CstNode): A.EventNode {
    const c = node.children;
    const location = nodeOf(c, "eventLocation");
    return {
      kind: "Event",
      event: has(c, "End") ? "combatEnded" : "combatStarted",
      ...(location ? { location: this.eventLocation(location) } : {}),
      would: false,
      range: this.range(node),
    };
  }

  private phaseTrigger(node: CstNode): A.PhaseTriggerNode {
    const c = node.children;
    const combat = tokenOf(c, "Combat");
    // RS1064: an effect's `at …` waits for a moment of the turn; the end of a combat is an event,
    // which a delayed trigger names with `when` for as long as the combat lasts.
    if (combat) {
      this.diagnostics.push(
        diagnosticAt(
          this.range(node),
          "RS1064",
          `an effect waits for the start or end of a turn with \`at …\`; a combat's start or end is an event, which a delayed trigger names with \`when\` for a while: \`this combat, when combat ends, …\` (CR 466.7.b), or \`this turn, when combat begins here, …\``,
        ),
      );
      // Read on as the end of this turn, which the checker has nothing more to say about.
      return {
        kind: "PhaseTrigger",
        edge: "end",
        player: "any",
        turn: "this",
        range: this.range(node),
      };
    }
    const phase = nodeOf(c, "phaseName");
    const turn = has(c, "This") ? "this" : has(c, "Next") ? "next" : undefined;
    return {
      kind: "PhaseTrigger",
      edge: has(c, "End") ? "end" : "start",
      player: has(c, "Your") ? "you" : has(c, "Opponent") ? "opponent" : "any",
      ...(phase ? { phase: this.phaseName(phase) } : {}),
      ...(turn ? { turn } : {}),
      range: this.range(node),
    };
  }

  private abilityCosts(node: CstNode): A.AbilityCostNode[] {
    return nodesOf(node.children, "abilityCost").map((n) => this.abilityCost(n));
  }

  private abilityCost(node: CstNode): A.AbilityCostNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Exhaust")) {
      const object = nodeOf(c, "objectRef");
      // `Exhaust:` alone exhausts this, as the printed symbol does.
      const self: A.ObjectRefNode = { kind: "ThisRef", range };
      return { kind: "ExhaustCost", object: object ? this.objectRef(object) : self, range };
    }
    if (has(c, "Kill")) {
      return { kind: "KillCost", object: this.objectRef(need(nodeOf(c, "objectRef"))), range };
    }
    const paid = nodeOf(c, "costExpression");
    if (paid) return { kind: "PayCost", cost: this.cost(paid), range };
    const spend = nodeOf(c, "spendBuffCost");
    if (spend) {
      const own = has(spend.children, "This") || has(spend.children, "My");
      return { kind: "SpendBuffCost", own, range };
    }
    if (has(c, "Discard")) {
      const discard = this.discardCount(need(nodeOf(c, "discardCount")));
      const count = discard.count.kind === "Number" ? discard.count.value : 1;
      return {
        kind: "DiscardCost",
        count,
        ...(discard.filter ? { filter: discard.filter } : {}),
        range,
      };
    }
    const count = tokenOf(c, "Integer");
    return { kind: "RecycleCost", count: count ? this.integer(count) : 1, range };
  }

  private staticAbility(node: CstNode): A.StaticNode {
    const c = node.children;
    const [condition, second] = nodesOf(c, "condition");
    if (second) {
      this.diagnostics.push(
        diagnosticAt(
          this.range(second),
          "RS1050",
          "a static ability has one `while`: before it (`while A and B, this gets +1 might`) or after it (`this gets +1 might while A and B`), joining conditions with `and`",
        ),
      );
    }
    const filter = nodeOf(c, "filter");
    const subject: A.ObjectRefNode = filter
      ? { kind: "AllRef", filter: this.filter(filter), range: this.range(filter) }
      : { kind: "ThisRef", range: this.tokenRange(need(tokenOf(c, "This"))) };
    return {
      kind: "Static",
      ...(condition ? { condition: this.condition(condition) } : {}),
      subject,
      modifications: this.staticPredicate(need(nodeOf(c, "staticPredicate"))),
      range: this.range(node),
    };
  }

  private staticPredicate(node: CstNode): A.ModificationNode[] {
    const c = node.children;
    const range = this.range(node);
    const list = nodeOf(c, "modificationList");
    if (list) return this.modificationList(list);
    if (has(c, "Enter")) return [{ kind: "EntersReadyMod", range }];
    if (has(c, "Open")) return [{ kind: "PlayableToOpenMod", range }];
    if (has(c, "Move")) return [{ kind: "CantMoveMod", range }];
    if (has(c, "Attack")) return [{ kind: "CantCombatMod", role: "attacker", range }];
    if (has(c, "Defend")) return [{ kind: "CantCombatMod", role: "defender", range }];
    if (has(c, "Deal")) return [{ kind: "CantBeDealtDamageMod", range }];
    if (has(c, "Target")) {
      const by = nodeOf(c, "playerSelector");
      return [{ kind: "CantBeTargetedMod", by: by ? this.playerSelector(by) : "any", range }];
    }
    const change = need(nodeOf(c, "costChange"));
    const per = nodeOf(change.children, "filter");
    const counted = nodeOf(change.children, "countedPlayer");
    return [
      {
        kind: "CostMod",
        direction: has(change.children, "Less") ? "less" : "more",
        cost: this.cost(need(nodeOf(change.children, "costExpression"))),
        ...(per ? { per: this.filter(per) } : {}),
        ...(counted ? { players: this.countedPlayer(counted) } : {}),
        range,
      },
    ];
  }

  playerSelector(node: CstNode): "you" | "opponent" | "any" {
    const c = node.children;
    if (has(c, "You")) return "you";
    if (has(c, "Opponent")) return "opponent";
    return "any";
  }

  // -------------------------------------------------------------------------------------------
  // Effects and instructions
  // -------------------------------------------------------------------------------------------

  effect(node: CstNode): A.BlockNode {
    return { kind: "Block", instructions: this.instructions(node), range: this.range(node) };
  }

  private instructions(effect: CstNode): A.InstructionNode[] {
    const built: A.InstructionNode[] = [];
    for (const node of nodesOf(effect.children, "instruction")) {
      const verb = subjectlessVerb(node);
      if (verb === undefined) {
        built.push(this.instructionSafe(node));
        continue;
      }
      // `each player discards their hand, then draws 3`: the player named last draws.
      const carried = subjectOf(built.at(-1));
      if (carried === undefined) {
        const message = subjectlessMessage(verb.image);
        this.diagnostics.push(diagnosticAt(this.tokenRange(verb), "RS1068", message));
      }
      this.carried = carried;
      const instruction = this.instructionSafe(node);
      this.carried = undefined;
      built.push(carried ? withSubject(instruction, carried) : instruction);
    }
    return built;
  }

  body(node: CstNode): A.BlockNode {
    const c = node.children;
    const effect = nodeOf(c, "effect");
    if (effect) {
      return {
        kind: "Block",
        instructions: this.instructions(effect),
        range: this.range(node),
      };
    }
    need(nodeOf(c, "instruction"));
    return {
      kind: "Block",
      instructions: this.instructions(node),
      range: this.range(node),
    };
  }

  private instructionSafe(node: CstNode): A.InstructionNode {
    try {
      return this.instruction(node);
    } catch (error) {
      if (isMissing(error)) return this.error(node);
      throw error;
    }
  }

  private instruction(node: CstNode): A.InstructionNode {
    const c = node.children;
    for (const key in c) {
      if (key === "unlessPays") continue;
      const inner = nodeOf(c, key);
      if (!inner) continue;
      const group = nodeOf(c, "groupRef");
      const acting = group ? withGroup(inner, group) : inner;
      const instruction = this.repeated(c, this.instructionOf(key, acting), this.range(node));
      const unless = nodeOf(c, "unlessPays");
      return unless ? this.unlessPays(instruction, unless, this.range(node)) : instruction;
    }
    throw MISSING;
  }

  /** `deal 1 to target unit three times`: as `do this 3 times, deal 1 to target unit`. */
  private repeated(c: Children, ins: A.InstructionNode, range: A.Range): A.InstructionNode {
    const twice = tokenOf(c, "Twice");
    const count = twice ?? (has(c, "Time") ? countTokenOf(c) : undefined);
    if (count === undefined) return ins;
    const times: A.AmountNode = {
      kind: "Number",
      value: twice ? 2 : this.integer(count),
      range: this.tokenRange(count),
    };
    const body: A.BlockNode = { kind: "Block", instructions: [ins], range: ins.range };
    return { kind: "Repeat", times, body, range };
  }

  /** `your trash` after `shuffle`: all cards in your trash. */
  private shuffledZone(node: CstNode): A.ObjectRefNode {
    const c = node.children;
    const range = this.range(node);
    const zone = has(c, "Hand") ? "hand" : has(c, "Trash") ? "trash" : "banishment";
    return allCardsIn(zone, range);
  }

  /** `… unless its controller pays 2`: a counter keeps it, anything else is wrapped in it. */
  private unlessPays(
    instruction: A.InstructionNode,
    node: CstNode,
    range: A.Range,
  ): A.InstructionNode {
    const c = node.children;
    const cost = this.cost(need(nodeOf(c, "costExpression")));
    const unnamed = tokenOf(c, "unnamed");
    let payer: A.PlayerNode;
    if (unnamed) {
      const at = this.tokenRange(unnamed);
      this.diagnostics.push(
        diagnosticAt(
          at,
          "RS1044",
          `\`${unnamed.image}\` does not say who may pay; name one player: \`unless you pay 1\`, \`unless its controller pays 2\`, \`unless an opponent pays 1\`, \`unless target opponent pays 1\``,
        ),
      );
      payer = { kind: "Player", who: "you", range: at };
    } else payer = this.playerSubject(need(nodeOf(c, "playerSubject")));
    if (instruction.kind === "Counter") return { ...instruction, payer, cost, range };
    return { kind: "UnlessPays", instruction, payer, cost, range };
  }

  /** What an instruction acts on. */
  private target(c: Children): A.ObjectRefNode {
    const acted = nodeOf(c, "actedOn")?.children ?? c;
    const group = nodeOf(acted, "groupRef");
    return group ? this.groupRef(group) : this.objectRef(need(nodeOf(acted, "objectRef")));
  }

  /** `give your units +1 might`: every one, as `all your units`; the opener is the filter's first
   * qualifier, as the direct reader reads it. */
  private groupRef(node: CstNode): A.ObjectRefNode {
    const filter = this.filter(need(nodeOf(node.children, "filter")));
    this.filterPrefix(node, filter);
    const range = this.range(node);
    filter.range = range;
    return { kind: "AllRef", filter, range };
  }

  private instructionOf(rule: string, node: CstNode): A.InstructionNode {
    const c = node.children;
    const range = this.range(node);
    switch (rule) {
      case "banishInstruction":
        return { kind: "Banish", target: this.target(c), range };
      case "killInstruction":
        return { kind: "Kill", target: this.target(c), range };
      case "discardInstruction":
        return { kind: "Discard", ...this.discarded(c, this.carried), range };
      case "drawInstruction":
        return { kind: "Draw", count: this.drawCount(need(nodeOf(c, "drawCount"))), range };
      case "moveInstruction": {
        const among = nodeOf(c, "amongChoice");
        if (among) {
          const a = among.children;
          const count = countTokenOf(a);
          const filter = nodeOf(a, "filter");
          const rest = nodeOf(c, "rest");
          const recycle = tokenOf(c, "Recycle");
          const them = nodeOf(c, "objectRef");
          return {
            kind: "PutAmong",
            count: count ? this.integer(count) : 1,
            upTo: has(a, "Up"),
            ...(filter ? { filter: this.filter(filter) } : {}),
            // The object read after the choice: its gate saw `them` there, or nothing (`put one
            // into your hand`), the choice itself standing for it.
            among: {
              kind: "ItRef",
              plural: true,
              range: them
                ? this.tokenRange(need(tokenOf(them.children, "Them")))
                : this.range(among),
            },
            to: this.place(need(nodeOf(c, "place"))),
            ...(rest
              ? { rest: this.place(rest) }
              : recycle
                ? { rest: recycledPlace(spanning(this.tokenRange(recycle), this.range(node))) }
                : {}),
            anyOrder: has(c, "Order"),
            range,
          };
        }
        const verb = has(c, "Return")
          ? "return"
          : has(c, "Put")
            ? "put"
            : has(c, "Shuffle")
              ? "shuffle"
              : "move";
        const insteadOf = nodeOf(c, "insteadOf");
        const zone = nodeOf(c, "shuffledZone");
        return {
          kind: "Move",
          verb,
          target: zone ? this.shuffledZone(zone) : this.target(c),
          to: this.place(need(nodeOf(c, "place"))),
          ...(insteadOf ? { insteadOf: this.place(insteadOf) } : {}),
          range,
        };
      }
      case "nextCostInstruction": {
        const duration = nodeOf(c, "duration");
        return {
          kind: "NextCost",
          filter: this.filter(need(nodeOf(c, "filter"))),
          ...(duration ? { duration: this.duration(duration) } : {}),
          cost: this.cost(need(nodeOf(c, "costExpression"))),
          range,
        };
      }
      case "recallInstruction":
        return { kind: "Recall", target: this.target(c), range };
      case "statusInstruction":
        return {
          kind: "StatusChange",
          change: lookup(STATUS_CHANGES, c),
          target: this.target(c),
          range,
        };
      case "mightBecomesInstruction": {
        const its = need(tokenOf(c, "Its"));
        const target: A.ObjectRefNode = {
          kind: "ItRef",
          plural: false,
          range: this.tokenRange(its),
        };
        return this.setMight(target, c, range);
      }
      case "doubleInstruction": {
        const its = tokenOf(c, "Its");
        const target: A.ObjectRefNode = its
          ? { kind: "ItRef", plural: false, range: this.tokenRange(its) }
          : this.target(c);
        const duration = nodeOf(c, "duration");
        return duration
          ? { kind: "Double", target, duration: this.duration(duration), range }
          : { kind: "Double", target, range };
      }
      case "dealInstruction": {
        const amount = this.amount(need(nodeOf(c, "amount")));
        const trailing = nodeOf(c, "trailingCount");
        return {
          kind: "Deal",
          amount: trailing && amount.kind === "Number" ? this.perEach(amount, trailing) : amount,
          target: this.target(c),
          range,
        };
      }
      case "preventInstruction": {
        const damage = need(nodeOf(c, "preventedDamage")).children;
        const count = tokenOf(damage, "Integer");
        const unit = nodeOf(damage, "preventedUnit");
        return {
          kind: "Prevent",
          amount: count ? this.integer(count) : "all",
          combat: has(damage, "Combat"),
          ...(unit ? { target: this.target(unit.children) } : {}),
          duration: this.duration(need(nodeOf(c, "duration"))),
          range,
        };
      }
      case "counterInstruction":
        return { kind: "Counter", target: this.target(c), range };
      case "gainControlInstruction":
        return { ...this.gainControl(need(nodeOf(c, "gainControlTail"))), range };
      case "giveInstruction": {
        const duration = nodeOf(c, "duration");
        return {
          kind: "Give",
          target: this.target(c),
          modifications: this.modificationList(need(nodeOf(c, "modificationList"))),
          ...(duration ? { duration: this.duration(duration) } : {}),
          range,
        };
      }
      case "getsInstruction": {
        // A `give` as card text words it: the same node, over the same words in another order.
        const subject = need(nodeOf(c, "getsSubject"));
        const filter = nodeOf(subject.children, "filter");
        const target: A.ObjectRefNode = filter
          ? { kind: "AllRef", filter: this.filter(filter), range: this.range(filter) }
          : this.objectRef(subject);
        const tail = nodeOf(c, "mightBecomesTail");
        if (tail) return this.setMight(target, c, range);
        const duration = nodeOf(c, "duration");
        const cant = tokenOf(c, "Cant");
        const modifications: A.ModificationNode[] = cant
          ? [this.givenRestriction(c, cant)]
          : this.modificationList(need(nodeOf(c, "modificationList")));
        return {
          kind: "Give",
          target,
          modifications,
          ...(duration ? { duration: this.duration(duration) } : {}),
          range,
        };
      }
      case "addInstruction":
        return { kind: "Add", resources: this.cost(need(nodeOf(c, "costExpression"))), range };
      case "payInstruction":
        return { kind: "Pay", cost: this.cost(need(nodeOf(c, "costExpression"))), range };
      case "channelInstruction": {
        const amount = nodeOf(c, "amount");
        const count: A.AmountNode = amount
          ? this.amount(amount)
          : { kind: "Number", value: 1, range: this.tokenRange(need(tokenOf(c, "A"))) };
        return { kind: "Channel", count, exhausted: has(c, "Exhausted"), range };
      }
      case "burnInstruction":
        return { kind: "Burn", count: this.amount(need(nodeOf(c, "amount"))), range };
      case "createInstruction":
        return { ...this.makeToken("create", need(nodeOf(c, "tokenSpec"))), range };
      case "playInstruction": {
        const spec = nodeOf(c, "tokenSpec");
        if (spec) return { ...this.makeToken("play", spec), range };
        const cost = nodeOf(c, "costExpression");
        return {
          kind: "PlayCard",
          target: this.target(c),
          ignoreCost: has(c, "Ignoring"),
          ...(cost ? { cost: this.cost(cost) } : {}),
          range,
        };
      }
      case "replaceInstruction": {
        const list = nodeOf(c, "modificationList");
        const bind = this.binding(nodeOf(c, "binding"));
        const writtenType = nodeOf(c, "cardType");
        return {
          kind: "Replace",
          target: this.target(c),
          token: this.name(need(nodeOf(c, "name"))),
          ...(writtenType ? { writtenType: this.writtenType(writtenType) } : {}),
          changes: list ? this.modificationList(list) : [],
          ...(bind ? { bind } : {}),
          range,
        };
      }
      case "swapBackInstruction":
        return { kind: "SwapBack", target: this.target(c), range };
      case "scoreInstruction":
        return { kind: "Score", points: this.points(need(nodeOf(c, "scoreTail"))), range };
      case "revealInstruction": {
        const count = countTokenOf(c);
        const bind = this.binding(nodeOf(c, "binding"));
        return {
          kind: "Reveal",
          mode: has(c, "Look") ? "look" : "reveal",
          player: this.ownerPhrase(need(nodeOf(c, "ownerPhrase"))),
          count: count ? this.integer(count) : 1,
          ...(bind ? { bind } : {}),
          range,
        };
      }
      case "chooseModesInstruction": {
        const count = countTokenOf(c);
        return {
          kind: "ChooseModes",
          count: count ? this.integer(count) : 1,
          modes: nodesOf(c, "mode").map((mode) => {
            const block = this.effect(need(nodeOf(mode.children, "effect")));
            return { ...block, range: this.range(mode) };
          }),
          range,
        };
      }
      case "ifInstruction": {
        const otherwise = nodeOf(c, "otherwise");
        return {
          kind: "If",
          condition: this.effectCondition(need(nodeOf(c, "effectCondition"))),
          then: this.body(need(nodeOf(c, "body"))),
          ...(otherwise ? { else: this.body(otherwise) } : {}),
          range,
        };
      }
      case "forEachInstruction": {
        const bind = this.binding(nodeOf(c, "binding"));
        return {
          kind: "ForEach",
          each: this.filter(need(nodeOf(c, "filter"))),
          ...(bind ? { bind } : {}),
          body: this.body(need(nodeOf(c, "body"))),
          range,
        };
      }
      case "repeatInstruction":
        return {
          kind: "Repeat",
          times: this.amount(need(nodeOf(c, "amount"))),
          body: this.body(need(nodeOf(c, "body"))),
          range,
        };
      case "delayedInstruction":
        return {
          kind: "Delayed",
          duration: this.duration(need(nodeOf(c, "duration"))),
          trigger: this.event(need(nodeOf(c, "event"))),
          body: this.body(need(nodeOf(c, "body"))),
          range,
        };
      case "delayedStepInstruction":
        return {
          kind: "DelayedStep",
          moment: this.phaseTrigger(need(nodeOf(c, "phaseTrigger"))),
          body: this.body(need(nodeOf(c, "body"))),
          range,
        };
      case "playerInstruction":
        return this.playerInstruction(node);
      default:
        throw MISSING;
    }
  }

  private playerInstruction(node: CstNode): A.InstructionNode {
    const c = node.children;
    const range = this.range(node);
    const player = this.playerSubject(need(nodeOf(c, "playerSubject")));
    if (has(c, "May"))
      return { kind: "May", player, body: this.body(need(nodeOf(c, "body"))), range };
    if (has(c, "Draw")) {
      return { kind: "Draw", player, count: this.drawCount(need(nodeOf(c, "drawCount"))), range };
    }
    if (has(c, "Discard")) {
      return { kind: "Discard", player, ...this.discarded(c, player), range };
    }
    if (has(c, "Burn")) {
      return { kind: "Burn", player, count: this.amount(need(nodeOf(c, "amount"))), range };
    }
    const own = nodeOf(c, "ownChoice");
    if (own) {
      // CR 411.1: each player chooses one of their own as it resolves.
      const filter = this.filter(need(nodeOf(own.children, "filter")));
      const target: A.ChooseRefNode = {
        kind: "ChooseRef",
        filter,
        count: 1,
        upTo: false,
        range: this.range(own),
      };
      return { kind: "Kill", player, target, range };
    }
    const score = nodeOf(c, "scoreTail");
    if (score) return { kind: "Score", player, points: this.points(score), range };
    return { ...this.gainControl(need(nodeOf(c, "gainControlTail"))), player, range };
  }

  private gainControl(node: CstNode): A.GainControlNode {
    const c = node.children;
    const duration = nodeOf(c, "duration");
    return {
      kind: "GainControl",
      target: this.objectRef(need(nodeOf(c, "objectRef"))),
      ...(duration ? { duration: this.duration(duration) } : {}),
      range: this.range(node),
    };
  }

  private points(node: CstNode): number {
    const count = countTokenOf(node.children);
    return count ? this.integer(count) : 1;
  }

  /** What a discard names: a number of cards, or a whole hand (`your hand`, `their hand`). */
  private discarded(
    c: Children,
    player: A.PlayerNode | undefined,
  ): { count: A.AmountNode | "hand"; filter?: A.FilterNode; bind?: A.NameNode } {
    const hand = nodeOf(c, "discardHand");
    if (!hand) return this.discardCount(need(nodeOf(c, "discardCount")));
    const hc = hand.children;
    const word = need(tokenOf(hc, "Your") ?? tokenOf(hc, "Its"));
    const problem = handWordProblem(player, word.image.toLowerCase());
    if (problem) this.diagnostics.push(diagnosticAt(this.tokenRange(word), "RS1051", problem));
    const bind = this.binding(nodeOf(hc, "binding"));
    return bind ? { count: "hand", bind } : { count: "hand" };
  }

  private discardCount(node: CstNode): {
    count: A.AmountNode;
    filter?: A.FilterNode;
    bind?: A.NameNode;
  } {
    const c = node.children;
    const integer = countTokenOf(c);
    const countToken = integer ?? need(tokenOf(c, "A") ?? tokenOf(c, "An"));
    const count: A.AmountNode = {
      kind: "Number",
      value: integer ? this.integer(integer) : 1,
      range: this.tokenRange(countToken),
    };
    const filter = nodeOf(c, "filter");
    const bind = this.binding(nodeOf(c, "binding"));
    return {
      count,
      ...(filter ? { filter: this.filter(filter) } : {}),
      ...(bind ? { bind } : {}),
    };
  }

  private drawCount(node: CstNode): A.AmountNode {
    const c = node.children;
    const amount = nodeOf(c, "amount");
    const trailing = nodeOf(c, "trailingCount");
    const count: A.AmountNode = amount
      ? this.amount(amount)
      : {
          kind: "Number",
          value: 1,
          range: trailing
            ? spanning(
                this.tokenRange(need(tokenOf(c, "A"))),
                this.tokenRange(need(tokenOf(c, "CardKw"))),
              )
            : this.range(node),
        };
    // `draw a card for each opponent`, `draw 2 cards for each …`: the count after the noun.
    return trailing && count.kind === "Number" ? this.perEach(count, trailing) : count;
  }

  private makeToken(mode: "play" | "create", node: CstNode): A.MakeTokenNode {
    const c = node.children;
    const integer = countTokenOf(c);
    const countToken = integer ?? need(tokenOf(c, "A") ?? tokenOf(c, "An"));
    const per = integer ? this.integer(integer) : 1;
    const each = nodeOf(c, "filter");
    const count: A.AmountNode = each
      ? { kind: "CountOf", per, filter: this.filter(each), range: this.tokenRange(countToken) }
      : { kind: "Number", value: per, range: this.tokenRange(countToken) };
    const readiness = has(c, "Ready") ? "ready" : has(c, "Exhausted") ? "exhausted" : undefined;
    const location = nodeOf(c, "tokenLocation");
    const controller = nodeOf(c, "player");
    const changes = nodeOf(c, "modificationList");
    const bind = this.binding(nodeOf(c, "binding"));
    const writtenType = nodeOf(c, "cardType");
    return {
      kind: "MakeToken",
      mode,
      count,
      ...(readiness ? { readiness } : {}),
      token: this.name(need(nodeOf(c, "name"))),
      ...(writtenType ? { writtenType: this.writtenType(writtenType) } : {}),
      ...(location ? { location: this.tokenLocation(location) } : {}),
      ...(controller ? { controller: this.player(controller) } : {}),
      changes: changes ? this.modificationList(changes) : [],
      ...(bind ? { bind } : {}),
      range: this.range(node),
    };
  }

  private writtenType(node: CstNode): A.WrittenTypeNode {
    return { kind: "WrittenType", type: this.cardType(node), range: this.range(node) };
  }

  private tokenLocation(node: CstNode): A.PlaceNode {
    const c = node.children;
    const place = nodeOf(c, "place");
    if (place) return this.place(place);
    return { kind: "Place", place: has(c, "There") ? "there" : "here", range: this.range(node) };
  }

  // -------------------------------------------------------------------------------------------
  // References, filters, players, places, amounts
  // -------------------------------------------------------------------------------------------

  objectRef(node: CstNode): A.ObjectRefNode {
    return this.objectRefFrom(node.children, this.range(node));
  }

  /** The reference among these children (an `objectRef` node's, or a place's battlefield). */
  private objectRefFrom(c: Children, range: A.Range): A.ObjectRefNode {
    const bind = this.binding(nodeOf(c, "binding"));
    return withBinding(this.unboundRef(c, range), bind);
  }

  private unboundRef(c: Children, range: A.Range): A.ObjectRefNode {
    if (has(c, "This")) return { kind: "ThisRef", range };
    if (has(c, "It")) return { kind: "ItRef", plural: false, range };
    if (has(c, "Them")) return { kind: "ItRef", plural: true, range };
    if (has(c, "That")) return { kind: "ThatRef", noun: this.noun(need(nodeOf(c, "noun"))), range };
    if (has(c, "Triggering")) {
      return { kind: "TriggeringRef", noun: this.noun(need(nodeOf(c, "noun"))), range };
    }
    const counted = nodeOf(c, "countedRef");
    if (counted) {
      const cc = counted.children;
      const parsed = this.filter(need(nodeOf(cc, "filter")));
      const filter = has(cc, "Another") ? { ...parsed, another: true } : parsed;
      const count = this.refCount(nodeOf(cc, "refCount"));
      const kind = has(cc, "Target") ? "TargetRef" : "ChooseRef";
      return { kind, filter, ...count, range };
    }
    const all = nodeOf(c, "allRef");
    if (all) {
      return {
        kind: "AllRef",
        filter: this.filter(need(nodeOf(all.children, "filter"))),
        range,
      };
    }
    return { kind: "NamedRef", name: this.identifierName(tokenOf(c, "Identifier")), range };
  }

  private refCount(node: CstNode | undefined): { count: number; upTo: boolean } {
    if (!node) return { count: 1, upTo: false };
    return {
      count: this.integer(countTokenOf(node.children)),
      upTo: has(node.children, "Up"),
    };
  }

  noun(node: CstNode): A.NounWord {
    const c = node.children;
    if (has(c, "CardKw")) return "card";
    if (has(c, "TokenKw")) return "token";
    return this.cardType(need(nodeOf(c, "cardType")));
  }

  filter(node: CstNode): A.FilterNode {
    const c = node.children;
    const filter: A.FilterNode = {
      kind: "Filter",
      types: [],
      plural: false,
      keywords: [],
      domains: [],
      statuses: [],
      another: false,
      non: [],
      range: this.range(node),
      // Every optional field from the start, in one order, as the direct reader does (see
      // `FilterNode`): one shape of filter, where fields added as the text gave them made nearly
      // twenty, and every read of a filter field a megamorphic load.
      controller: undefined,
      objectKind: undefined,
      location: undefined,
      name: undefined,
      owner: undefined,
      zone: undefined,
      tags: undefined,
      might: undefined,
      mightThan: undefined,
      cost: undefined,
      role: undefined,
      roleConflict: undefined,
      battlefieldControl: undefined,
      alone: undefined,
      occupied: undefined,
      uncontrolled: undefined,
      notController: undefined,
    };
    for (const prefix of nodesOf(c, "filterPrefix")) this.filterPrefix(prefix, filter);
    const alone = nodeOf(c, "name");
    // `a Bird`: the name is the noun, and its definition says what kind of object it is.
    if (alone) filter.name = filterNameWith(filter.name, this.name(alone));
    else this.nounGroup(need(nodeOf(c, "nounGroup")), filter);
    let atBattlefield = false;
    for (const suffix of nodesOf(c, "filterSuffix")) {
      const control = nodeOf(suffix.children, "controlSuffix");
      if (atBattlefield && control && has(control.children, "Control")) {
        filter.battlefieldControl ??= this.range(suffix);
      }
      this.filterSuffix(suffix, filter);
      atBattlefield =
        filter.location?.at === "anyBattlefield" && !control && has(suffix.children, "At");
    }
    return filter;
  }

  private filterPrefix(node: CstNode, filter: A.FilterNode): void {
    const c = node.children;
    if (has(c, "Friendly") || has(c, "Your")) filter.controller = "you";
    else if (has(c, "Enemy") || has(c, "Opponent")) filter.controller = "opponent";
    else if (has(c, "Other")) filter.another = true;
    else if (has(c, "statusWord")) filter.statuses.push(this.statusWord(nodeOf(c, "statusWord")!));
    else if (has(c, "combatRole")) {
      this.filterRole(this.combatRole(nodeOf(c, "combatRole")!), filter, this.range(node));
    } else if (has(c, "battlefieldState")) {
      const state = need(nodeOf(c, "battlefieldState")).children;
      battlefieldState(
        filter,
        has(state, "Occupied")
          ? "occupied"
          : has(state, "Unoccupied")
            ? "unoccupied"
            : has(state, "Uncontrolled")
              ? "uncontrolled"
              : "open",
      );
    } else if (has(c, "domainName"))
      filter.domains.push(lookup(DOMAINS, nodeOf(c, "domainName")!.children));
    else if (has(c, "nonWord")) filter.non.push(this.nonWord(nodeOf(c, "nonWord")!));
    else filter.name = filterNameWith(filter.name, this.name(need(nodeOf(c, "name"))));
  }

  private nonWord(node: CstNode): A.NonNode {
    const c = node.children;
    const range = this.range(node);
    // Every field, as the direct reader builds it: one shape.
    const non: A.NonNode = {
      kind: "Non",
      name: undefined,
      noun: undefined,
      domain: undefined,
      range,
    };
    if (has(c, "CardKw")) non.noun = "card";
    else if (has(c, "TokenKw")) non.noun = "token";
    else if (has(c, "cardType")) non.noun = this.cardType(nodeOf(c, "cardType")!);
    else if (has(c, "domainName")) non.domain = lookup(DOMAINS, nodeOf(c, "domainName")!.children);
    else non.name = this.name(need(nodeOf(c, "name")));
    return non;
  }

  /** A combat role written before the noun or after it; a second, other one is RS2076's. */
  private filterRole(role: A.CombatRoleWord, filter: A.FilterNode, range: A.Range): void {
    if (filter.role === undefined) filter.role = role;
    else if (role !== filter.role) filter.roleConflict ??= range;
  }

  private nounGroup(node: CstNode, filter: A.FilterNode): void {
    const c = node.children;
    const types = nodesOf(c, "cardType");
    // `map` makes an array of the exact size; the AST is kept for a whole compile.
    filter.types = types.map((type) => this.cardType(type));
    if (has(c, "CardKw")) filter.objectKind = "card";
    else if (has(c, "TokenKw")) filter.objectKind = "token";
    const noun = firstTokenOf(c, "CardKw") ?? firstTokenOf(c, "TokenKw");
    const last = noun ?? lastToken(types[types.length - 1]);
    filter.plural = last !== undefined && isPlural(last);
  }

  private filterSuffix(node: CstNode, filter: A.FilterNode): void {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Here") || has(c, "There")) {
      filter.location = { kind: "LocationFilter", at: has(c, "Here") ? "here" : "there", range };
      return;
    }
    if (has(c, "At")) {
      const name = tokenOf(c, "Identifier");
      if (has(c, "Target")) {
        filter.location = { kind: "LocationFilter", at: "target", range };
        return;
      }
      filter.location = name
        ? { kind: "LocationFilter", at: "named", name: this.identifierName(name), range }
        : { kind: "LocationFilter", at: "anyBattlefield", range };
      return;
    }
    if (has(c, "Board")) {
      filter.location = { kind: "LocationFilter", at: "board", range };
      return;
    }
    if (has(c, "ChainKw")) {
      filter.zone = { kind: "ZoneFilter", zone: "chain", player: "any", range };
      return;
    }
    const zone = nodeOf(c, "zoneNoun");
    if (zone) {
      const player = this.ownerSelector(need(nodeOf(c, "ownerPhrase")));
      const word = lookup(ZONE_NOUNS, zone.children);
      if (word === "base") filter.location = { kind: "LocationFilter", at: "base", player, range };
      else filter.zone = { kind: "ZoneFilter", zone: word, player, range };
      return;
    }
    if (has(c, "Alone")) {
      // CR 740.2.a: `a unit defending alone` carries the role too, as `a defending unit` does.
      filter.alone = true;
      const role = nodeOf(c, "combatRole");
      if (role) this.filterRole(this.combatRole(role), filter, range);
      return;
    }
    const control = nodeOf(c, "controlSuffix");
    if (control) {
      const who = this.playerSelector(need(nodeOf(control.children, "playerSelector")));
      if (has(control.children, "Dont") || has(control.children, "Not")) {
        this.negatedControl(control, who, filter);
        return;
      }
      if (who !== "any") {
        if (has(control.children, "Own")) filter.owner = who;
        else filter.controller = who;
      }
      return;
    }
    this.withQualifier(need(nodeOf(c, "withQualifier")), filter);
  }

  /**
   * `a battlefield you don't control`: any controller but that player's, or none. RS1065: only
   * control is negated, and only a player's (`a player doesn't control` is `uncontrolled`).
   */
  private negatedControl(
    control: CstNode,
    who: "you" | "opponent" | "any",
    filter: A.FilterNode,
  ): void {
    const cc = control.children;
    const problem =
      has(cc, "Own") || has(cc, "Play")
        ? `only what a player controls is said with \`don't\`: write \`you don't control\`, or what is owned positively (\`an opponent owns\`)`
        : who === "you" || who === "opponent"
          ? undefined
          : "`don't control` follows `you` or `an opponent`; what no player controls is `uncontrolled` before the noun (`an uncontrolled battlefield`)";
    if (problem === undefined) {
      filter.notController = who === "you" ? "you" : "opponent";
      return;
    }
    this.diagnostics.push(diagnosticAt(this.range(control), "RS1065", problem));
  }

  private withQualifier(node: CstNode, filter: A.FilterNode): void {
    const c = node.children;
    if (has(c, "TagKw")) {
      filter.tags = {
        kind: "TagFilter",
        match: has(c, "And") ? "all" : "any",
        tags: nodesOf(c, "name").map((n) => this.name(n)),
        range: this.range(node),
      };
      return;
    }
    const than = nodeOf(c, "mightThan");
    if (than) {
      const tc = than.children;
      filter.mightThan = {
        kind: "MightThan",
        op: has(tc, "More") ? ">" : "<",
        object: { kind: "ThisRef", range: this.tokenRange(need(tokenOf(tc, "This"))) },
        range: this.range(than),
      };
      return;
    }
    if (has(c, "Might") || has(c, "CostKw")) {
      let comparison = this.comparison(need(nodeOf(c, "comparison")));
      // `with 3 might or less`: the `or less` after the noun is the comparison's.
      if (has(c, "Or")) comparison = { ...comparison, op: has(c, "Less") ? "<=" : ">=" };
      if (has(c, "Might")) filter.might = comparison;
      else filter.cost = comparison;
      return;
    }
    for (const keyword of nodesOf(c, "gameKeyword")) {
      filter.keywords.push(this.gameKeywordWord(keyword));
    }
  }

  comparison(node: CstNode): A.ComparisonNode {
    const c = node.children;
    const range = this.range(node);
    const value = this.integer(firstTokenOf(c, "Integer"));
    let op: A.ComparisonOp = "=";
    if (has(c, "Or")) op = has(c, "Less") ? "<=" : ">=";
    else if (has(c, "Than")) op = has(c, "Less") ? "<" : ">";
    else if (has(c, "Least")) op = ">=";
    else if (has(c, "Most")) op = "<=";
    else if (has(c, "LessEqual")) op = "<=";
    else if (has(c, "GreaterEqual")) op = ">=";
    else if (has(c, "LessThan")) op = "<";
    else if (has(c, "GreaterThan")) op = ">";
    else if (has(c, "NotEqual")) op = "!=";
    return { kind: "Comparison", op, value, range };
  }

  /** `target opponent`, `each opponent`, or any other player. */
  private playerSubject(node: CstNode): A.PlayerNode {
    const c = node.children;
    const target = nodeOf(c, "targetPlayer");
    if (target) {
      const opponent = has(target.children, "Opponent");
      const who = opponent ? "targetOpponent" : "targetPlayer";
      return { kind: "Player", who, range: this.range(target) };
    }
    const each = nodeOf(c, "eachPlayer");
    if (each) {
      const who = has(each.children, "Opponent") ? "eachOpponent" : "each";
      return { kind: "Player", who, range: this.range(each) };
    }
    return this.onePlayer(need(nodeOf(c, "onePlayer")));
  }

  player(node: CstNode): A.PlayerNode {
    const c = node.children;
    if (has(c, "Each")) return { kind: "Player", who: "each", range: this.range(node) };
    return this.onePlayer(need(nodeOf(c, "onePlayer")));
  }

  private onePlayer(node: CstNode): A.PlayerNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "You")) return { kind: "Player", who: "you", range };
    if (has(c, "Opponent")) return { kind: "Player", who: "opponent", range };
    if (has(c, "Triggering") || has(c, "That")) return { kind: "Player", who: "triggering", range };
    if (has(c, "A") || has(c, "Any")) return { kind: "Player", who: "any", range };
    const role = need(nodeOf(c, "ownerOrController"));
    const who = has(role.children, "Owner") ? "ownerOf" : "controllerOf";
    const its = tokenOf(c, "Its");
    const object: A.ObjectRefNode = its
      ? { kind: "ItRef", plural: false, range: this.tokenRange(its) }
      : (() => {
          const name = this.identifierName(tokenOf(c, "Identifier"));
          return { kind: "NamedRef", name, range: name.range };
        })();
    return { kind: "Player", who, object, range };
  }

  ownerPhrase(node: CstNode): A.PlayerNode {
    const c = node.children;
    const your = tokenOf(c, "Your");
    if (your) return { kind: "Player", who: "you", range: this.tokenRange(your) };
    return this.player(need(nodeOf(c, "player")));
  }

  /** Whose zone, as a filter can say it. */
  private ownerSelector(node: CstNode): "you" | "opponent" | "any" {
    const player = this.ownerPhrase(node);
    return player.who === "you" ? "you" : player.who === "opponent" ? "opponent" : "any";
  }

  place(node: CstNode): A.PlaceNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Here")) return { kind: "Place", place: "here", range };
    if (has(c, "There")) return { kind: "Place", place: "there", range };
    if (has(c, "Top") || has(c, "Bottom")) {
      return {
        kind: "Place",
        place: "zone",
        zone: "deck",
        position: has(c, "Top") ? "top" : "bottom",
        player: this.ownerPhrase(need(nodeOf(c, "ownerPhrase"))),
        range,
      };
    }
    const zone = nodeOf(c, "zoneNoun");
    if (zone) {
      const player = this.ownerPhrase(need(nodeOf(c, "ownerPhrase")));
      const word = lookup(ZONE_NOUNS, zone.children);
      return word === "base"
        ? { kind: "Place", place: "base", player, range }
        : { kind: "Place", place: "zone", zone: word, player, range };
    }
    if (has(c, "ChainKw")) return { kind: "Place", place: "chain", range };
    if (has(c, "Base")) {
      // `its base` is `its controller's base` (CR 107.1.c); `base` alone, its controller's too.
      const its = tokenOf(c, "Its");
      if (its === undefined) return { kind: "Place", place: "base", range };
      const itsRange = this.tokenRange(its);
      const object: A.ObjectRefNode = { kind: "ItRef", plural: false, range: itsRange };
      const player: A.PlayerNode = { kind: "Player", who: "controllerOf", object, range: itsRange };
      return { kind: "Place", place: "base", player, range };
    }
    if (has(c, "Location")) {
      const its = need(tokenOf(c, "Its"));
      return {
        kind: "Place",
        place: "sameLocationAs",
        object: { kind: "ItRef", plural: false, range: this.tokenRange(its) },
        range,
      };
    }
    const battlefield = this.objectRefFrom(c, range);
    return has(c, "Battlefield")
      ? { kind: "Place", place: "battlefield", battlefield, thisBattlefield: true, range }
      : { kind: "Place", place: "battlefield", battlefield, range };
  }

  amount(node: CstNode): A.AmountNode {
    const c = node.children;
    const range = this.range(node);
    const stat = nodeOf(c, "amountStat");
    if (stat) {
      const object = nodeOf(c, "objectRef");
      const my = tokenOf(c, "My");
      const that = tokenOf(c, "That");
      const node: A.MightOfNode = {
        kind: "MightOf",
        object: object
          ? this.objectRef(object)
          : my
            ? { kind: "ThisRef", range: this.tokenRange(my) }
            : that
              ? {
                  kind: "ThatRef",
                  noun: this.noun(need(nodeOf(c, "noun"))),
                  range: spanning(this.tokenRange(that), this.range(need(nodeOf(c, "noun")))),
                }
              : { kind: "ItRef", plural: false, range: this.tokenRange(need(tokenOf(c, "Its"))) },
        range,
      };
      if (has(stat.children, "CostKw")) node.stat = "cost";
      return node;
    }
    if (has(c, "NumberKw")) {
      return { kind: "CountOf", per: 1, filter: this.filter(need(nodeOf(c, "filter"))), range };
    }
    const your = tokenOf(c, "Your");
    if (your) {
      return {
        kind: "ScoreOf",
        player: { kind: "Player", who: "you", range: this.tokenRange(your) },
        range,
      };
    }
    const opponent = tokenOf(c, "Opponent");
    if (opponent) {
      return {
        kind: "ScoreOf",
        player: { kind: "Player", who: "opponent", range: this.tokenRange(opponent) },
        range,
      };
    }
    const value = this.integer(countTokenOf(c));
    const each = nodeOf(c, "filter");
    if (each) return { kind: "CountOf", per: value, filter: this.filter(each), range };
    const counted = nodeOf(c, "countedPlayer");
    if (counted) {
      return { kind: "PlayerCount", per: value, player: this.countedPlayer(counted), range };
    }
    return { kind: "Number", value, range };
  }

  /** `deal 1 to target unit for each friendly unit here`: the number, per what is counted. */
  private perEach(amount: A.NumberNode, node: CstNode): A.AmountNode {
    const c = node.children;
    const range = spanning(amount.range, this.range(node));
    const each = nodeOf(c, "filter");
    if (each) return { kind: "CountOf", per: amount.value, filter: this.filter(each), range };
    const counted = this.countedPlayer(need(nodeOf(c, "countedPlayer")));
    return { kind: "PlayerCount", per: amount.value, player: counted, range };
  }

  /** `opponent`, `player` after `for each`: the players counted (CR 303.2.a). */
  private countedPlayer(node: CstNode): A.PlayerNode {
    const opponent = tokenOf(node.children, "Opponent");
    const word = opponent ?? need(tokenOf(node.children, "PlayerKw"));
    const who = opponent ? "eachOpponent" : "each";
    return { kind: "Player", who, range: this.tokenRange(word) };
  }

  // -------------------------------------------------------------------------------------------
  // Events, conditions, durations, modifications
  // -------------------------------------------------------------------------------------------

  /** `this leaves the board` after `until`: the event of `this` or `it` the duration ends on. */
  private untilEvent(node: CstNode): A.EventNode {
    const c = node.children;
    const range = this.range(node);
    const word = need(tokenOf(c, "This") ?? tokenOf(c, "It"));
    const subject: A.ObjectRefNode = has(c, "This")
      ? { kind: "ThisRef", range: this.tokenRange(word) }
      : { kind: "ItRef", plural: false, range: this.tokenRange(word) };
    return this.objectEvent(need(nodeOf(c, "objectEventVerb")), subject, false, range);
  }

  event(node: CstNode): A.EventNode {
    const c = node.children;
    const range = this.range(node);
    // CR 464.2.b, 466.7.b: `combat begins here`, `combat ends`.
    if (has(c, "Combat")) return this.combatMoment(node);
    const would = has(c, "Would");
    const playerVerb = nodeOf(c, "playerEventVerb");
    if (playerVerb) {
      const vc = playerVerb.children;
      const verb = need(whichOf(vc, PLAYER_EVENT_VERBS));
      const point = tokenOf(vc, "Point");
      const score = tokenOf(vc, "Score");
      if (point && score) this.refuseScoredPoint(score, point);
      const subject = nodeOf(vc, "objectRef");
      const many = nodeOf(vc, "oneOrMoreRef");
      const location = nodeOf(vc, "eventLocation");
      const event: A.EventNode = {
        kind: "Event",
        event: PLAYER_EVENTS[verb]!,
        player: this.player(need(nodeOf(c, "player"))),
        ...(subject ? { subject: this.objectRef(subject) } : {}),
        ...(many ? { subject: this.oneOrMoreRef(many) } : {}),
        ...(location ? { location: this.eventLocation(location) } : {}),
        would,
        range,
      };
      return many ? { ...event, oneOrMore: true } : event;
    }
    const many = nodeOf(c, "oneOrMoreRef");
    const subject = many ? this.oneOrMoreRef(many) : this.objectRef(need(nodeOf(c, "objectRef")));
    const event = this.objectEvent(need(nodeOf(c, "objectEventVerb")), subject, would, range);
    return many ? { ...event, oneOrMore: true } : event;
  }

  /** `one or more friendly units`: any one of them, as `a friendly unit` is, in a trigger's event. */
  private oneOrMoreRef(node: CstNode): A.ChooseRefNode {
    const filter = this.filter(need(nodeOf(node.children, "filter")));
    return { kind: "ChooseRef", filter, count: 1, upTo: false, range: this.range(node) };
  }

  /** An event that happens to an object: `subject` and what its verb says happened to it. */
  private objectEvent(
    objectVerb: CstNode,
    subject: A.ObjectRefNode,
    would: boolean,
    range: A.Range,
  ): A.EventNode {
    const vc = objectVerb.children;
    const verb = need(whichOf(vc, OBJECT_EVENT_VERBS));
    const deal = tokenOf(vc, "Deal");
    const combat = tokenOf(vc, "Combat");
    // `deal` and `dealt` are one keyword: the passive names the damage dealt to the object, the
    // active the damage it deals as a source (CR 417.6, gates.ts).
    const active = deal !== undefined && dealsActively(deal.image);
    const location = nodeOf(vc, "eventLocation");
    const subjectPlace = nodeOf(vc, "eventSubjectPlace");
    if (subjectPlace) this.placeSubject(subject, subjectPlace, location !== undefined);
    return {
      kind: "Event",
      event: active ? "dealtDamage" : OBJECT_EVENTS[verb]!,
      subject,
      ...(location ? { location: this.eventLocation(location) } : {}),
      would,
      ...(combat ? { combat: true as const } : {}),
      ...(has(vc, "Alone") ? { alone: true as const } : {}),
      range,
    };
  }

  /**
   * RS1047: `you score a point` reads as any point gained — the instruction that gives one is
   * `score 1 point` — but Scoring is a battlefield's, by a Conquer or a Hold (CR 468, 469), and a
   * point an effect gives is gained without it (CR 468.1, 431.2.c): the trigger says which it
   * means, `you gain a point` or `you score`.
   */
  private refuseScoredPoint(score: IToken, point: IToken): void {
    this.diagnostics.push(
      diagnosticAt(
        this.tokensRange(score, point),
        "RS1047",
        "a point can be gained without scoring (`score 1 point` gives one, CR 468.1, 431.2.c), and `when you score` watches for Scoring, which is a battlefield's, by a Conquer or a Hold (CR 468, 469): write `when you gain a point` for every point gained, or `when you score` (or `when you conquer`, `when you hold`)",
      ),
    );
  }

  /**
   * The `can't …` of `target unit can't move this turn`: a static's restriction, given for a while
   * (the direct reader's `readGets` makes the same).
   */
  private givenRestriction(c: Children, cant: IToken): A.ModificationNode {
    const last = need(
      tokenOf(c, "Damage") ?? tokenOf(c, "Move") ?? tokenOf(c, "Attack") ?? tokenOf(c, "Defend"),
    );
    const range = this.tokensRange(cant, last);
    if (has(c, "Damage")) return { kind: "CantBeDealtDamageMod", range };
    if (has(c, "Move")) return { kind: "CantMoveMod", range };
    return { kind: "CantCombatMod", role: has(c, "Attack") ? "attacker" : "defender", range };
  }

  /**
   * RS1054: a replacement of the damage an object deals rewrites how much it deals (CR 370.1.b),
   * written `it deals that much +1 instead` or `it deals double that much instead`; other
   * instructions in its place are not read.
   */
  private refuseDealtInstead(eventNode: CstNode): void {
    const verb = need(nodeOf(eventNode.children, "objectEventVerb"));
    const deal = need(tokenOf(verb.children, "Deal"));
    this.diagnostics.push(
      diagnosticAt(
        this.tokenRange(deal),
        "RS1054",
        `a replacement of the damage the object deals (\`would ${deal.image} damage\`) says how much it deals instead: \`it deals that much +1 instead\` or \`it deals double that much instead\`; other instructions in its place are written for the damage dealt to it, \`if this would be dealt damage, … instead\``,
      ),
    );
  }

  /**
   * `an enemy unit dies here` means `an enemy unit here dies`: the place goes into the subject's
   * filter, so the checker, the lowering and the renderer see one construct. The direct reader
   * builds the same tree (`readEvent`), and `rift fmt` prints it before the verb.
   */
  private placeSubject(subject: A.ObjectRefNode, node: CstNode, verbHasPlace: boolean): void {
    const range = this.range(node);
    const word = has(node.children, "Here")
      ? "here"
      : has(node.children, "There")
        ? "there"
        : "at this battlefield";
    const filter =
      subject.kind === "ChooseRef" || subject.kind === "AllRef" || subject.kind === "TargetRef"
        ? subject.filter
        : undefined;
    const problem = verbHasPlace
      ? `this event already says where it happens; write one place, not also \`${word}\``
      : filter === undefined
        ? `\`${word}\` after an event says where a kind of object is (\`when a friendly unit dies ${word}\`); \`this\`, \`it\` or a bound name takes no place`
        : filter.location !== undefined
          ? `the object already has a place before the verb; write one place, not also \`${word}\``
          : undefined;
    if (problem !== undefined) this.diagnostics.push(diagnosticAt(range, "RS1022", problem));
    else if (filter !== undefined) {
      filter.location =
        word === "at this battlefield"
          ? { kind: "LocationFilter", at: "here", thisBattlefield: true, range }
          : { kind: "LocationFilter", at: word, range };
    }
  }

  private eventLocation(node: CstNode): A.PlaceNode {
    const c = node.children;
    const place = nodeOf(c, "place");
    if (place) return this.place(place);
    return { kind: "Place", place: has(c, "There") ? "there" : "here", range: this.range(node) };
  }

  condition(node: CstNode): A.ConditionNode {
    const parts = nodesOf(node.children, "conditionAnd").map((n) => this.conditionAnd(n));
    if (parts.length === 1) return parts[0]!;
    if (parts.length === 0) throw MISSING;
    return { kind: "OrCondition", any: parts, range: this.range(node) };
  }

  private conditionAnd(node: CstNode): A.ConditionNode {
    const parts = nodesOf(node.children, "conditionUnary").map((n) => this.conditionUnary(n));
    if (parts.length === 1) return parts[0]!;
    if (parts.length === 0) throw MISSING;
    return { kind: "AndCondition", all: parts, range: this.range(node) };
  }

  private conditionUnary(node: CstNode): A.ConditionNode {
    const c = node.children;
    const inner = nodeOf(c, "conditionUnary");
    if (inner)
      return {
        kind: "NotCondition",
        condition: this.conditionUnary(inner),
        range: this.range(node),
      };
    return this.conditionAtom(need(nodeOf(c, "conditionAtom")));
  }

  /** CR 477.1.a.1: `its might becomes 1 this turn`, `target unit's might becomes 1`. */
  private setMight(target: A.ObjectRefNode, c: Children, range: A.Range): A.SetMightNode {
    const tail = need(nodeOf(c, "mightBecomesTail")).children;
    const might = this.integer(tokenOf(tail, "Integer"));
    const duration = nodeOf(c, "duration");
    return duration
      ? { kind: "SetMight", target, might, duration: this.duration(duration), range }
      : { kind: "SetMight", target, might, range };
  }

  /** An effect's `if`: a condition, or `this kills it` (CR 428.5.c). */
  private effectCondition(node: CstNode): A.ConditionNode {
    const c = node.children;
    const it = tokenOf(c, "It");
    if (it === undefined) return this.condition(need(nodeOf(c, "condition")));
    const victim: A.ObjectRefNode = { kind: "ItRef", plural: false, range: this.tokenRange(it) };
    return { kind: "ThisKillsCondition", victim, range: this.range(node) };
  }

  private conditionAtom(node: CstNode): A.ConditionNode {
    const c = node.children;
    const range = this.range(node);
    const nested = nodeOf(c, "condition");
    if (nested) return this.condition(nested);
    const state = nodeOf(c, "objectState");
    if (state) return negatedIf(c, this.objectStateCondition(c, state, range));
    if (has(c, "It")) {
      return negatedIf(c, {
        kind: "TurnCondition",
        player: this.ownerPhrase(need(nodeOf(c, "ownerPhrase"))),
        range,
      });
    }
    if (has(c, "There")) {
      return {
        kind: "ExistsCondition",
        count: this.countQuantifier(need(nodeOf(c, "countQuantifier"))),
        filter: this.quantifiedFilter(c),
        range,
      };
    }
    const player = this.player(need(nodeOf(c, "player")));
    // `… than you do`: the `do` after a comparison is no `you do` (DidPreviousCondition).
    if (has(c, "Most")) return { kind: "ScoreVersusCondition", player, more: true, range };
    if (has(c, "Hand")) {
      return {
        kind: "CountVersusCondition",
        player,
        more: has(c, "More"),
        other: this.playerSubject(need(nodeOf(c, "playerSubject"))),
        range,
      };
    }
    if (has(c, "Than")) {
      return {
        kind: "ScoreVersusCondition",
        player,
        more: has(c, "More"),
        other: this.playerSubject(need(nodeOf(c, "playerSubject"))),
        range,
      };
    }
    const youOnly = has(c, "Do") || has(c, "Pay") || has(c, "Another");
    if (youOnly && player.who !== "you") {
      this.diagnostics.push(
        diagnosticAt(
          player.range,
          "RS1042",
          "only `you` can be asked whether they did, paid or played",
        ),
      );
    }
    if (has(c, "Do")) return { kind: "DidPreviousCondition", range };
    if (has(c, "Pay")) return { kind: "PaidCondition", range };
    if (has(c, "Another")) return { kind: "PlayedAnotherCondition", range };
    if (has(c, "Have")) {
      return {
        kind: "ScoreCondition",
        player,
        comparison: this.comparison(need(nodeOf(c, "comparison"))),
        range,
      };
    }
    const controlled = need(nodeOf(c, "controlledObject"));
    const oc = controlled.children;
    if (has(oc, "Than")) {
      return {
        kind: "CountVersusCondition",
        player,
        more: has(oc, "More"),
        other: this.playerSubject(need(nodeOf(oc, "playerSubject"))),
        controlled: this.filter(need(nodeOf(oc, "filter"))),
        range,
      };
    }
    const quantifier = nodeOf(oc, "countQuantifier");
    if (quantifier) {
      return {
        kind: "ExistsCondition",
        controller: player,
        count: this.countQuantifier(quantifier),
        filter: this.quantifiedFilter(oc),
        range,
      };
    }
    const object = this.conditionObject(oc, this.range(controlled));
    return { kind: "ControlsCondition", player, object, range };
  }

  /** The one object a condition names: `this`, `it`, `that unit` or a bound name. */
  private conditionObject(c: Children, range: A.Range): A.ObjectRefNode {
    if (has(c, "This")) return { kind: "ThisRef", range };
    if (has(c, "It")) return { kind: "ItRef", plural: false, range };
    if (has(c, "That")) return { kind: "ThatRef", noun: this.noun(need(nodeOf(c, "noun"))), range };
    return { kind: "NamedRef", name: this.identifierName(tokenOf(c, "Identifier")), range };
  }

  private objectStateCondition(c: Children, node: CstNode, range: A.Range): A.ConditionNode {
    const subject = nodeOf(c, "stateSubject");
    const object = subject
      ? this.conditionObject(subject.children, this.range(subject))
      : this.conditionObject(c, this.tokenRange(need(tokenOf(c, "It"))));
    const state = this.objectState(node);
    // `attacking alone`, `alone at a battlefield` (CR 740.2.a): the other state, and alone.
    if (state !== "alone" && has(node.children, "Alone"))
      return { kind: "ObjectStateCondition", object, state, alone: true, range };
    return { kind: "ObjectStateCondition", object, state, range };
  }

  private objectState(node: CstNode): A.ObjectStateConditionNode["state"] {
    const c = node.children;
    const status = nodeOf(c, "statusWord");
    if (status) return this.statusWord(status);
    const role = nodeOf(c, "combatRole");
    if (role) return this.combatRole(role);
    if (has(c, "Alone") && !has(c, "Battlefield")) return "alone";
    return "atBattlefield";
  }

  combatRole(node: CstNode): A.CombatRoleWord {
    return has(node.children, "Attack") ? "attacking" : "defending";
  }

  /** The filter after a count; `another unit` is a unit other than the source. */
  private quantifiedFilter(c: Children): A.FilterNode {
    const filter = this.filter(need(nodeOf(c, "filter")));
    const another = has(need(nodeOf(c, "countQuantifier")).children, "Another");
    return another ? { ...filter, another: true } : filter;
  }

  private countQuantifier(node: CstNode): A.ComparisonNode {
    const c = node.children;
    const comparison = nodeOf(c, "comparison");
    if (comparison) return this.comparison(comparison);
    const range = this.range(node);
    if (has(c, "No")) return { kind: "Comparison", op: "=", value: 0, range };
    return { kind: "Comparison", op: ">=", value: 1, range };
  }

  duration(node: CstNode): A.DurationNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Permanently")) return { kind: "Duration", until: "permanent", range };
    if (has(c, "Your")) return { kind: "Duration", until: "yourNextTurn", range };
    if (has(c, "opponentsNextTurn")) return { kind: "Duration", until: "opponentsNextTurn", range };
    const end = nodeOf(c, "endOfTurn");
    if (has(c, "Combat") || (end && has(end.children, "Combat")))
      return { kind: "Duration", until: "endOfCombat", range };
    if (end && has(end.children, "Your"))
      return { kind: "Duration", until: "endOfYourNextTurn", range };
    if (end && has(end.children, "Opponent"))
      return { kind: "Duration", until: "endOfOpponentsNextTurn", range };
    const event = nodeOf(c, "event");
    if (event) return { kind: "Duration", until: "nextEvent", event: this.event(event), range };
    const own = nodeOf(c, "untilObjectEvent");
    if (own) return { kind: "Duration", until: "nextEvent", event: this.untilEvent(own), range };
    return { kind: "Duration", until: "endOfTurn", range };
  }

  modificationList(node: CstNode): A.ModificationNode[] {
    return nodesOf(node.children, "modification").map((n) => this.modification(n));
  }

  modification(node: CstNode): A.ModificationNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Might")) {
      // `power` alone is one power of any domain.
      const amount =
        has(c, "Power") && !has(c, "Integer") ? 1 : this.integer(tokenOf(c, "Integer"));
      const per = nodeOf(c, "filter");
      const counted = nodeOf(c, "countedPlayer");
      return {
        kind: "MightMod",
        amount: has(c, "Minus") ? -amount : amount,
        ...(per ? { per: this.filter(per) } : {}),
        ...(counted ? { players: this.countedPlayer(counted) } : {}),
        ...(has(c, "Minimum") ? { floor: this.integer(tokenOf(c, "Integer", 1)) } : {}),
        range,
      };
    }
    const bracketed = nodeOf(c, "bracketedKeyword");
    const keyword =
      nodeOf(c, "keywordEntry") ?? (bracketed && nodeOf(bracketed.children, "keywordEntry"));
    if (keyword) return { kind: "KeywordMod", keyword: this.keyword(keyword), range };
    if (has(c, "TagKw"))
      return { kind: "TagMod", tags: [this.name(need(nodeOf(c, "name")))], range };
    if (has(c, "DomainKw")) {
      return { kind: "DomainMod", domains: [this.domain(need(nodeOf(c, "domainName")))], range };
    }
    return { kind: "AbilityMod", ability: this.ability(need(nodeOf(c, "ability"))), range };
  }

  // -------------------------------------------------------------------------------------------
  // Scenarios
  // -------------------------------------------------------------------------------------------

  scenario(node: CstNode): A.ScenarioNode {
    const c = node.children;
    return this.scenarioFrom(
      need(nodeOf(c, "scenarioHead")),
      nodesOf(c, "scenarioBody"),
      this.range(node),
    );
  }

  scenarioFrom(head: CstNode, bodies: readonly CstNode[], range: A.Range): A.ScenarioNode {
    let setup: A.SetupNode | undefined;
    const steps: A.StepNode[] = [];
    for (const body of bodies) {
      const block = nodeOf(body.children, "setupBlock");
      if (block) {
        const built = this.setup(block);
        setup = setup ? { ...setup, entries: [...setup.entries, ...built.entries] } : built;
      }
      for (const step of nodesOf(body.children, "step")) steps.push(this.stepSafe(step));
    }
    return {
      kind: "Scenario",
      name: this.stringName(tokenOf(head.children, "AnyString")),
      setup: setup ?? { kind: "Setup", entries: [], range },
      steps,
      syntaxErrors: false,
      range,
    };
  }

  private setup(node: CstNode): A.SetupNode {
    const entries: A.SetupEntryNode[] = [];
    for (const entry of nodesOf(node.children, "setupEntry")) {
      try {
        entries.push(this.setupEntry(entry));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    }
    return { kind: "Setup", entries, range: this.range(node) };
  }

  private setupEntry(node: CstNode): A.SetupEntryNode {
    const c = node.children;
    const range = this.range(node);
    const battlefield = nodeOf(c, "battlefieldSetup");
    if (battlefield) return this.battlefieldSetup(battlefield);
    if (has(c, "Turn")) {
      return {
        kind: "SetupTurn",
        player: this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer"))),
        range,
      };
    }
    if (has(c, "PhaseKw")) {
      return { kind: "SetupPhase", phase: this.phaseName(need(nodeOf(c, "phaseName"))), range };
    }
    if (has(c, "Seed"))
      return { kind: "SetupSeed", value: this.integer(tokenOf(c, "Integer")), range };
    const player = this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer")));
    const p = need(nodeOf(c, "playerSetup")).children;
    if (has(p, "Pool")) {
      return {
        kind: "SetupPool",
        player,
        pool: this.cost(need(nodeOf(p, "costExpression"))),
        range,
      };
    }
    if (has(p, "Score")) {
      return { kind: "SetupScore", player, value: this.integer(tokenOf(p, "Integer")), range };
    }
    return {
      kind: "SetupZone",
      player,
      zone: this.zoneWord(need(nodeOf(p, "zoneWord"))),
      placements: this.placementList(need(nodeOf(p, "placementList"))),
      range,
    };
  }

  private battlefieldSetup(node: CstNode): A.SetupBattlefieldNode {
    const c = node.children;
    const players = nodesOf(c, "scenarioPlayer");
    const lists = nodesOf(c, "placementList");
    const units: A.SetupBattlefieldNode["units"] = [];
    for (let i = 0; i < Math.min(players.length, lists.length); i++) {
      units.push({
        player: this.scenarioPlayer(players[i]!),
        placements: this.placementList(lists[i]!),
      });
    }
    const facedown = nodeOf(c, "facedownSetup");
    return {
      kind: "SetupBattlefield",
      placement: this.placement(need(nodeOf(c, "placement"))),
      units,
      ...(facedown
        ? {
            facedown: {
              player: this.scenarioPlayer(need(nodeOf(facedown.children, "scenarioPlayer"))),
              placement: this.placement(need(nodeOf(facedown.children, "placement"))),
            },
          }
        : {}),
      range: this.range(node),
    };
  }

  private placementList(node: CstNode): A.PlacementNode[] {
    return nodesOf(node.children, "placement").map((n) => this.placement(n));
  }

  private placement(node: CstNode): A.PlacementNode {
    const c = node.children;
    const label = this.binding(nodeOf(c, "label"));
    const damage = tokenOf(c, "Integer");
    const controller = nodeOf(c, "scenarioPlayer");
    return {
      kind: "Placement",
      name: this.stringName(tokenOf(c, "AnyString")),
      ...(label ? { label } : {}),
      statuses: nodesOf(c, "statusWord").map((n) => this.statusWord(n)),
      ...(damage ? { damage: this.integer(damage) } : {}),
      ...(controller ? { controller: this.scenarioPlayer(controller) } : {}),
      range: this.range(node),
    };
  }

  scenarioPlayer(node: CstNode): A.ScenarioPlayerNode {
    const c = node.children;
    const token = need(tokenOf(c, "Identifier") ?? tokenOf(c, "A"));
    return {
      kind: "ScenarioPlayer",
      name: token.image.toUpperCase(),
      range: this.tokenRange(token),
    };
  }

  private zoneWord(node: CstNode): A.ZoneWord {
    const c = node.children;
    if (has(c, "Rune")) return has(c, "DeckKw") ? "runeDeck" : "runes";
    return lookup(ZONE_NOUNS, c);
  }

  private stepSafe(node: CstNode): A.StepNode {
    try {
      const c = node.children;
      const expect = nodeOf(c, "expectStep");
      if (expect) return this.expectStep(expect);
      const labelStep = nodeOf(c, "labelStep");
      if (labelStep) {
        const l = labelStep.children;
        return {
          kind: "LabelStep",
          object: this.selector(need(nodeOf(l, "selector"))),
          label: need(this.binding(nodeOf(l, "label"))),
          range: this.range(labelStep),
        };
      }
      return this.action(need(nodeOf(c, "action")));
    } catch (error) {
      if (isMissing(error)) return this.error(node);
      throw error;
    }
  }

  private action(node: CstNode): A.ActionNode | A.RefusedNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Resolve")) return { kind: "ResolveAction", all: has(c, "ChainKw"), range };
    if (has(c, "End")) return { kind: "EndTurnAction", range };
    const step = need(nodeOf(c, "playerStep"));
    const action = this.playerAction(step.children, range);
    if (!has(step.children, "Cant")) return action;
    const reason = tokenOf(step.children, "reason");
    return {
      kind: "Refused",
      action,
      ...(reason ? { reason: this.identifierName(reason) } : {}),
      range,
    };
  }

  private playerAction(c: Children, stepRange: A.Range): A.PlayerActionNode {
    const player = this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer")));
    const actionNode = need(nodeOf(c, "playerAction"));
    const a = actionNode.children;
    // A refused action's range ends with the action, before any `because`.
    const end = this.range(actionNode);
    const range: A.Range = {
      ...stepRange,
      endLine: end.endLine,
      endColumn: end.endColumn,
      endOffset: end.endOffset,
    };
    const choices = (): A.ChoiceNode[] => nodesOf(a, "choice").map((n) => this.choice(n));
    if (has(a, "Play")) {
      const from = nodeOf(a, "zoneWord");
      return {
        kind: "PlayAction",
        player,
        card: this.selector(need(nodeOf(a, "selector"))),
        ...(from ? { from: this.zoneWord(from) } : {}),
        choices: choices(),
        range,
      };
    }
    if (has(a, "Activate")) {
      const ability = tokenOf(a, "Integer");
      return {
        kind: "ActivateAction",
        player,
        source: this.selector(need(nodeOf(a, "selector"))),
        ...(ability ? { ability: this.integer(ability) } : {}),
        choices: choices(),
        range,
      };
    }
    if (has(a, "Pass")) return { kind: "PassAction", player, range };
    if (has(a, "Concede")) return { kind: "ConcedeAction", player, range };
    if (has(a, "Move")) {
      return {
        kind: "MoveAction",
        player,
        units: this.selectorList(need(nodeOf(a, "selectorList"))),
        to: this.scenarioLocation(need(nodeOf(a, "scenarioLocation"))),
        range,
      };
    }
    if (has(a, "Hide")) {
      const [card, battlefield] = nodesOf(a, "selector");
      return {
        kind: "HideAction",
        player,
        card: this.selector(need(card)),
        battlefield: this.selector(need(battlefield)),
        range,
      };
    }
    if (has(a, "Conquer")) {
      return {
        kind: "ConquerAction",
        player,
        battlefield: this.selector(need(nodeOf(a, "selector"))),
        range,
      };
    }
    if (has(a, "Hold")) {
      return {
        kind: "HoldAction",
        player,
        battlefield: this.selector(need(nodeOf(a, "selector"))),
        range,
      };
    }
    return { kind: "AnswerAction", player, answer: this.answer(need(nodeOf(a, "answer"))), range };
  }

  private answer(node: CstNode): A.ChoiceNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Yes")) return { kind: "Choice", choice: "yes", range };
    if (has(c, "No")) return { kind: "Choice", choice: "no", range };
    return this.choice(need(nodeOf(c, "choice")));
  }

  /** The objects of `targeting …` or `choosing …`: none for `nothing`. */
  private chosenObjects(c: Children): A.SelectorNode[] {
    const list = nodeOf(c, "selectorList");
    return list ? this.selectorList(list) : [];
  }

  private choice(node: CstNode): A.ChoiceNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Targeting")) {
      const player = nodeOf(c, "scenarioPlayer");
      if (player) {
        return {
          kind: "Choice",
          choice: "playerTarget",
          player: this.scenarioPlayer(player),
          range,
        };
      }
      return { kind: "Choice", choice: "target", objects: this.chosenObjects(c), range };
    }
    if (has(c, "Mode")) {
      return {
        kind: "Choice",
        choice: "mode",
        modes: tokensOf(c, "Integer").map((t) => this.integer(t)),
        range,
      };
    }
    if (has(c, "Choosing")) {
      const player = nodeOf(c, "scenarioPlayer");
      if (player)
        return { kind: "Choice", choice: "player", player: this.scenarioPlayer(player), range };
      return { kind: "Choice", choice: "object", objects: this.chosenObjects(c), range };
    }
    if (has(c, "At")) {
      return {
        kind: "Choice",
        choice: "location",
        location: this.scenarioLocation(need(nodeOf(c, "scenarioLocation"))),
        range,
      };
    }
    if (has(c, "Answer")) return { kind: "Choice", choice: has(c, "Yes") ? "yes" : "no", range };
    if (has(c, "Pay")) return { kind: "Choice", choice: "payOptionalCost", range };
    return { kind: "Choice", choice: "useFlow", range };
  }

  private selectorList(node: CstNode): A.SelectorNode[] {
    return nodesOf(node.children, "selector").map((n) => this.selector(n));
  }

  private selector(node: CstNode): A.SelectorNode {
    const c = node.children;
    const range = this.range(node);
    const label = tokenOf(c, "Identifier");
    if (label) return { kind: "Selector", label: label.image, range };
    const player = nodeOf(c, "scenarioPlayer");
    return {
      kind: "Selector",
      name: this.stringValue(tokenOf(c, "AnyString")),
      ...(player ? { player: this.scenarioPlayer(player) } : {}),
      range,
    };
  }

  private scenarioLocation(node: CstNode): A.ScenarioLocationNode {
    const c = node.children;
    const range = this.range(node);
    const selector = nodeOf(c, "selector");
    if (selector)
      return {
        kind: "ScenarioLocation",
        at: "battlefield",
        battlefield: this.selector(selector),
        range,
      };
    return {
      kind: "ScenarioLocation",
      at: "base",
      player: this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer"))),
      range,
    };
  }

  private expectStep(node: CstNode): A.ExpectNode {
    const c = node.children;
    const e = need(nodeOf(c, "expectation")).children;
    const count = tokenOf(c, "Integer");
    const quantity = has(c, "Each") ? "each" : count ? this.integer(count) : undefined;
    return {
      kind: "Expect",
      negate: has(c, "Not"),
      ...(quantity !== undefined ? { quantity } : {}),
      expectation: this.expectation(e),
      range: this.range(node),
    };
  }

  private expectation(c: Children): A.ExpectationNode {
    const player = nodeOf(c, "playerExpectation");
    if (player) return this.playerExpectation(player);
    const chain = nodeOf(c, "chainExpectation");
    if (chain) {
      const list = nodeOf(chain.children, "nameList");
      return {
        kind: "ExpectChain",
        names: list ? this.nameList(list) : [],
        range: this.range(chain),
      };
    }
    const event = nodeOf(c, "eventExpectation");
    if (event) return this.eventExpectation(event);
    return this.objectExpectation(need(nodeOf(c, "objectExpectation")));
  }

  private nameList(node: CstNode): A.NameNode[] {
    return tokensOf(node.children, "AnyString").map((t) => this.stringName(t));
  }

  private playerExpectation(node: CstNode): A.ExpectationNode {
    const c = node.children;
    const range = this.range(node);
    const player = this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer")));
    if (has(c, "Score")) {
      const selector = nodeOf(c, "selector");
      if (selector) {
        return {
          kind: "ExpectScoredThisTurn",
          player,
          battlefield: this.selector(selector),
          range,
        };
      }
      return { kind: "ExpectScore", player, value: this.integer(tokenOf(c, "Integer")), range };
    }
    if (has(c, "Win")) return { kind: "ExpectWon", player, range };
    if (has(c, "Pool")) {
      const cost = nodeOf(c, "costExpression");
      return { kind: "ExpectPool", player, pool: cost ? this.cost(cost) : null, range };
    }
    const zone = this.zoneWord(need(nodeOf(c, "zoneWord")));
    const list = nodeOf(c, "nameList");
    if (list)
      return { kind: "ExpectZoneContents", player, zone, names: this.nameList(list), range };
    const comparison = nodeOf(c, "comparison");
    const count: A.ComparisonNode = comparison
      ? this.comparison(comparison)
      : { kind: "Comparison", op: "=", value: 0, range };
    const counted = COUNTED_WORDS.find(([name]) => has(c, name))?.[1];
    return counted
      ? { kind: "ExpectZoneCount", player, zone, count, counted, range }
      : { kind: "ExpectZoneCount", player, zone, count, range };
  }

  private eventExpectation(node: CstNode): A.ExpectEventNode {
    const c = node.children;
    const word = need(tokenOf(c, "Word") ?? firstWordToken(c));
    const selector = nodeOf(c, "selector");
    const player = nodeOf(c, "scenarioPlayer");
    const times = nodeOf(c, "timesCount");
    return {
      kind: "ExpectEvent",
      event: this.identifierName(word),
      ...(selector ? { object: this.selector(selector) } : {}),
      ...(player ? { player: this.scenarioPlayer(player) } : {}),
      ...(times ? { count: this.timesCount(times) } : {}),
      range: this.range(node),
    };
  }

  private timesCount(node: CstNode): A.ComparisonNode {
    const c = node.children;
    const range = this.range(node);
    if (has(c, "Once")) return { kind: "Comparison", op: "=", value: 1, range };
    if (has(c, "Twice")) return { kind: "Comparison", op: "=", value: 2, range };
    return this.comparison(need(nodeOf(c, "comparison")));
  }

  private objectExpectation(node: CstNode): A.ExpectationNode {
    const c = node.children;
    const range = this.range(node);
    const object = this.selector(need(nodeOf(c, "selector")));
    if (has(c, "In")) {
      return {
        kind: "ExpectLocation",
        object,
        where: {
          in: "zone",
          zone: this.zoneWord(need(nodeOf(c, "zoneWord"))),
          player: this.scenarioPlayer(need(nodeOf(c, "scenarioPlayer"))),
        },
        range,
      };
    }
    if (has(c, "At")) {
      return {
        kind: "ExpectLocation",
        object,
        where: {
          in: "location",
          location: this.scenarioLocation(need(nodeOf(c, "scenarioLocation"))),
        },
        range,
      };
    }
    if (has(c, "On")) return { kind: "ExpectLocation", object, where: { in: "chain" }, range };
    const is = nodeOf(c, "isExpectation");
    if (is) {
      const ic = is.children;
      if (has(ic, "Own")) {
        return {
          kind: "ExpectOwner",
          object,
          player: this.scenarioPlayer(need(nodeOf(ic, "scenarioPlayer"))),
          range,
        };
      }
      if (has(ic, "Control")) {
        const player = nodeOf(ic, "scenarioPlayer");
        return {
          kind: "ExpectController",
          object,
          player: player ? this.scenarioPlayer(player) : null,
          range,
        };
      }
      if (has(ic, "Play")) return { kind: "ExpectPlayed", object, range };
      const status = need(nodeOf(ic, "statusWord"));
      return { kind: "ExpectStatus", object, status: this.statusWord(status), range };
    }
    if (has(c, "Might"))
      return { kind: "ExpectMight", object, value: this.integer(tokenOf(c, "Integer")), range };
    if (has(c, "Damage")) {
      return { kind: "ExpectDamage", object, value: this.integer(tokenOf(c, "Integer")), range };
    }
    const modification = nodeOf(c, "modification");
    if (modification)
      return {
        kind: "ExpectHasEffect",
        object,
        modification: this.modification(modification),
        range,
      };
    const times = nodeOf(c, "timesCount");
    if (times)
      return { kind: "ExpectTriggered", source: object, count: this.timesCount(times), range };
    need(tokenOf(c, "Exists"));
    return { kind: "ExpectExists", object, range };
  }

  // -------------------------------------------------------------------------------------------
  // Decks
  // -------------------------------------------------------------------------------------------

  deck(node: CstNode): A.DeckNode {
    const c = node.children;
    return this.deckFrom(need(nodeOf(c, "deckHead")), nodesOf(c, "deckBody"), this.range(node));
  }

  deckFrom(head: CstNode, bodies: readonly CstNode[], range: A.Range): A.DeckNode {
    const deck: A.DeckNode = {
      kind: "Deck",
      name: this.stringName(tokenOf(head.children, "AnyString")),
      battlefields: [],
      main: [],
      runes: [],
      syntaxErrors: false,
      range,
    };
    for (const body of bodies) {
      for (const entry of nodesOf(body.children, "deckEntry")) {
        try {
          this.deckEntry(entry, deck);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      }
    }
    return deck;
  }

  private deckEntry(node: CstNode, deck: A.DeckNode): void {
    const c = node.children;
    const names = tokensOf(c, "AnyString").map((t) => this.stringName(t));
    if (has(c, "Legend")) deck.legend = need(names[0]);
    else if (has(c, "Champion")) deck.champion = need(names[0]);
    else if (has(c, "Battlefield")) deck.battlefields.push(...names);
    else if (has(c, "Main")) {
      for (const card of nodesOf(c, "deckCard")) {
        const cc = card.children;
        deck.main.push({
          kind: "DeckCard",
          count: this.integer(tokenOf(cc, "Integer")),
          name: this.stringName(tokenOf(cc, "AnyString")),
          range: this.range(card),
        });
      }
    } else {
      for (const runes of nodesOf(c, "deckRunes")) {
        const rc = runes.children;
        deck.runes.push({
          kind: "DeckRunes",
          count: this.integer(tokenOf(rc, "Integer")),
          domain: lookup(DOMAINS, need(nodeOf(rc, "domainName")).children),
          range: this.range(runes),
        });
      }
    }
  }
}

/** A reference with its `as NAME`, which comes last among its keys. */
function withBinding(ref: A.ObjectRefNode, bind: A.NameNode | undefined): A.ObjectRefNode {
  return bind ? { ...ref, bind } : ref;
}

/**
 * `stun enemy units here`: the parser reads the group after the verb's instruction (`instruction`,
 * where `stun` opens no getsInstruction's subject); it is that instruction's object, its range
 * the instruction's to the group's end.
 */
function withGroup(verb: CstNode, group: CstNode): CstNode {
  const location =
    verb.location && group.location
      ? {
          ...verb.location,
          endOffset: group.location.endOffset,
          endLine: group.location.endLine,
          endColumn: group.location.endColumn,
        }
      : verb.location;
  return { ...verb, children: { ...verb.children, groupRef: [group] }, location };
}

function lastToken(node: CstNode | undefined): IToken | undefined {
  if (!node) return undefined;
  for (const key in node.children) {
    const element = node.children[key]![0];
    if (element && !("children" in element)) return element;
  }
  return undefined;
}

/** `units`, `cards`, `tokens`: the spelling is not the singular one of its keyword. */
function isPlural(token: IToken): boolean {
  const info = keywordInfo(token.tokenType);
  return info !== undefined && token.image.toLowerCase() !== info.words[0];
}

/** Chevrotain files a token matched through a category under its own type's name. */
function firstWordToken(c: Children): IToken | undefined {
  for (const key in c) {
    if (key === "EventKw" || key === "Of" || key === "By") continue;
    const token = tokenOf(c, key);
    if (token) return token;
  }
  return undefined;
}

/** The range from the start of `first` to the end of `last`. */
/** `and recycle the rest`: where recycled cards go, the bottom of the deck (CR 416). */
export function recycledPlace(range: A.Range): A.PlaceNode {
  const player: A.PlayerNode = { kind: "Player", who: "you", range };
  return { kind: "Place", place: "zone", player, zone: "deck", position: "bottom", range };
}

export function spanning(first: A.Range, last: A.Range): A.Range {
  return { ...first, endLine: last.endLine, endColumn: last.endColumn, endOffset: last.endOffset };
}
