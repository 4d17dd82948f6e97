/**
 * Syntax-error messages in the language's own words. Chevrotain calls this provider when a rule
 * fails; the message names what the rule expected ("a cost such as `2` or `2 Fury`"), never a
 * token type, and suggests the closest keyword valid at that point when a word looks misspelt.
 *
 * Chevrotain's messages are plain strings, so the code travels in front of the message and
 * `decodeSyntaxMessage` splits them again.
 */
import type { IParserErrorMessageProvider, IToken, TokenType } from "chevrotain";
import type { SyntaxCode } from "./diagnostics.js";
import { closestWord } from "./suggest.js";
import {
  AnyString,
  Colon,
  Combat,
  Damage,
  Identifier,
  Integer,
  isKeywordToken,
  KEYWORDS,
  type KeywordCategory,
  keywordInfo,
  LCurly,
  numberWordValue,
  Possessive,
  StringLiteral,
  tokenLabel,
  TokenKw,
  Word,
} from "./tokens.js";

interface Expectation {
  code: SyntaxCode;
  what: string;
  /** Also describe a failed single-token match in this rule (rules that start with it). */
  onMismatch?: boolean;
}

/**
 * Rules that hold a list closed by `}`, and the rule of a list item: a "missing `}`" there is as
 * likely an item that is not one, so the message names both.
 */
const LISTS_CLOSED_BY_BRACE: Readonly<Record<string, string>> = {
  definition: "clause",
  setupBlock: "setupEntry",
  battlefieldSetup: "setupEntry",
  scenario: "step",
  deck: "deckEntry",
  mode: "instruction",
  body: "instruction",
};

const DECLARATION: Expectation = {
  code: "RS1005",
  what: "a declaration: `card`, `token`, `scenario`, `deck` or `use`",
};
const CLAUSE: Expectation = {
  code: "RS1008",
  what: "a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`",
};
const COST: Expectation = {
  code: "RS1004",
  what: "a cost such as `2` or `2 Fury`",
  onMismatch: true,
};
const KEYWORD: Expectation = {
  code: "RS1012",
  what: "a keyword such as `Tank` or `Deflect 2`",
  onMismatch: true,
};
const INSTRUCTION: Expectation = {
  code: "RS1009",
  what: "an instruction such as `draw 1` or `kill target unit`",
};
const OBJECT: Expectation = {
  code: "RS1010",
  what: "what it acts on, such as `target unit`, `this` or `it`",
};
const FILTER: Expectation = {
  code: "RS1029",
  what: "a kind of object such as `unit`, `card` or `Recruit token`",
};
const EVENT: Expectation = {
  code: "RS1011",
  what: "an event such as `this is played`, `this dies` or `you conquer`",
};
const OBJECT_STATE: Expectation = {
  code: "RS1038",
  what: "a state such as `damaged`, `attacking` or `at a battlefield`",
};
const CONDITION: Expectation = {
  code: "RS1015",
  what: "a condition such as `you do` or `you control a unit here`",
};
const PLACE: Expectation = {
  code: "RS1016",
  what: "a place such as `here`, `your base` or `its owner's hand`",
};
const PLAYER: Expectation = {
  code: "RS1017",
  what: "a player such as `you`, `an opponent` or `its owner`",
};
const MODIFICATION: Expectation = {
  code: "RS1018",
  what: "a change such as `+2 might`, `Tank` or `tag Bird`",
};
const SETUP: Expectation = {
  code: "RS1019",
  what: 'a setup line such as `A hand: "Card"`, `A pool: 2 Fury` or `battlefield "Name"`',
};
const STEP: Expectation = {
  code: "RS1031",
  what: 'a scenario step such as `A plays "Card"`, `resolve chain` or `expect …`',
};
const PLAYER_ACTION: Expectation = {
  code: "RS1031",
  what: "what the player does, such as `plays`, `activates`, `passes`, `moves` or `conquers`",
};
const EXPECTATION: Expectation = {
  code: "RS1020",
  what: 'an expectation such as `"Card" in A trash`, `A hand is empty` or `A pool: 1 Fury`',
};
const SELECTOR: Expectation = {
  code: "RS1036",
  what: "a card name in quotes or a label",
  onMismatch: true,
};
/** After `because` in `A can't pass, because noPriority`: one of the runtime's refusal codes. */
const REFUSAL_REASON: Expectation = {
  code: "RS1022",
  what: "a refusal reason such as `cannotPay`, `illegalChoice` or `noPriority`",
};
const DECK: Expectation = {
  code: "RS1021",
  what: 'a deck line such as `legend "Name"`, `main 3 "Card"` or `runes 6 Fury`',
};

/** What each rule expects, by rule name. Rules not listed fall back to the tokens expected. */
const EXPECTATIONS: Readonly<Record<string, Expectation>> = {
  file: DECLARATION,
  declaration: DECLARATION,
  cardType: {
    code: "RS1006",
    what: "a card type: `unit`, `gear`, `spell`, `rune`, `legend` or `battlefield`",
  },
  name: { code: "RS1007", what: 'a name, such as `"Muster Captain"`', onMismatch: true },
  clause: CLAUSE,
  definitionBody: CLAUSE,
  scenarioBody: STEP,
  deckBody: DECK,
  ability: CLAUSE,
  costExpression: COST,
  costTerm: COST,
  keywordEntry: KEYWORD,
  valuedKeyword: KEYWORD,
  costedKeyword: KEYWORD,
  flagKeyword: KEYWORD,
  gameKeyword: KEYWORD,
  domainName: {
    code: "RS1037",
    what: "a domain: `Fury`, `Calm`, `Mind`, `Body`, `Chaos` or `Order`",
    onMismatch: true,
  },
  effect: INSTRUCTION,
  replacingEffect: INSTRUCTION,
  body: INSTRUCTION,
  instruction: INSTRUCTION,
  preventedDamage: {
    code: "RS1013",
    what: "the damage it prevents, such as `the next 3 damage` or `all combat damage`",
  },
  playerInstruction: {
    code: "RS1009",
    what: "what the player does, such as `draws 1` or `may …`",
  },
  objectRef: OBJECT,
  actedOn: OBJECT,
  // Their object's alternation is their own (phrase42: a group is read after it).
  statusInstruction: OBJECT,
  banishInstruction: OBJECT,
  countedRef: FILTER,
  allRef: FILTER,
  filter: FILTER,
  nounGroup: FILTER,
  noun: FILTER,
  filterPrefix: FILTER,
  event: EVENT,
  playerEventVerb: EVENT,
  objectEventVerb: EVENT,
  phaseTrigger: { code: "RS1011", what: "a turn or phase such as `your turn` or `each turn`" },
  duration: {
    code: "RS1014",
    what: "a duration such as `this turn` or `until your next turn`",
  },
  condition: CONDITION,
  conditionAnd: CONDITION,
  conditionUnary: CONDITION,
  conditionAtom: CONDITION,
  effectCondition: CONDITION,
  controlledObject: CONDITION,
  countQuantifier: CONDITION,
  place: PLACE,
  tokenLocation: PLACE,
  tokenSpec: { code: "RS1029", what: "a token such as `a Recruit token` or `2 ready Bird tokens`" },
  eventLocation: PLACE,
  zoneNoun: PLACE,
  playerSubject: PLAYER,
  unlessPays: PLAYER,
  targetPlayer: { code: "RS1017", what: "`player` or `opponent`" },
  eachPlayer: { code: "RS1017", what: "`player` or `opponent`" },
  player: PLAYER,
  onePlayer: PLAYER,
  playerSelector: PLAYER,
  ownerPhrase: PLAYER,
  ownerOrController: PLAYER,
  modificationList: MODIFICATION,
  modification: MODIFICATION,
  staticPredicate: {
    code: "RS1034",
    what: "what they get, such as `get +1 might`, `enter ready` or `can't move`",
  },
  costChange: COST,
  abilityCosts: {
    code: "RS1035",
    what: "a cost such as `exhaust this`, `kill this`, `pay 1 Fury` or `discard 1`",
  },
  abilityCost: {
    code: "RS1035",
    what: "a cost such as `exhaust this`, `kill this`, `pay 1 Fury` or `discard 1`",
  },
  comparison: {
    code: "RS1033",
    what: "a comparison such as `3`, `3 or less` or `at least 2`",
  },
  amount: { code: "RS1013", what: "an amount such as `2` or `1 for each friendly unit here`" },
  drawCount: { code: "RS1013", what: "how many, such as `1` or `a card`" },
  discardCount: { code: "RS1013", what: "how many, such as `1` or `a unit card`" },
  binding: { code: "RS1007", what: "a name to bind, such as `lost`", onMismatch: true },
  label: { code: "RS1007", what: "a label such as `m1`", onMismatch: true },
  setupBlock: SETUP,
  setupEntry: SETUP,
  battlefieldSetup: SETUP,
  playerSetup: {
    code: "RS1030",
    what: "a zone such as `hand`, `trash` or `base`, or `pool` or `score`",
  },
  isExpectation: {
    code: "RS1038",
    what: "a status such as `exhausted`, or `owned by A`, `controlled by B` or `played`",
  },
  step: STEP,
  action: STEP,
  playerStep: PLAYER_ACTION,
  playerAction: PLAYER_ACTION,
  expectation: EXPECTATION,
  playerExpectation: EXPECTATION,
  objectExpectation: EXPECTATION,
  chainExpectation: EXPECTATION,
  eventExpectation: EXPECTATION,
  timesCount: { code: "RS1020", what: "how many times, such as `once` or `2 times`" },
  choice: {
    code: "RS1040",
    what: 'a choice such as `targeting "Card"`, `choosing mode 1` or `at A base`',
  },
  answer: {
    code: "RS1040",
    what: 'an answer such as `yes`, `no` or `targeting "Card"`',
  },
  selector: SELECTOR,
  selectorList: SELECTOR,
  scenarioLocation: {
    code: "RS1016",
    what: 'a location such as `A base` or a battlefield `"Name"`',
  },
  nameList: { code: "RS1036", what: "card names in quotes, or `nothing`" },
  scenarioPlayer: {
    code: "RS1039",
    what: "a player letter such as `A` or `B`",
    onMismatch: true,
  },
  zoneWord: {
    code: "RS1030",
    what: "a zone such as `hand`, `trash` or `base`",
    onMismatch: true,
  },
  phaseName: {
    code: "RS1032",
    what: "a phase: `awaken`, `beginning`, `channel`, `draw`, `main` or `ending`",
    onMismatch: true,
  },
  statusWord: {
    code: "RS1038",
    what: "a status such as `exhausted` or `stunned`",
    onMismatch: true,
  },
  objectState: OBJECT_STATE,
  deck: DECK,
  deckEntry: DECK,
  deckCard: { code: "RS1021", what: 'a count and a card, such as `3 "Muster Captain"`' },
  deckRunes: { code: "RS1021", what: "a count and a domain, such as `6 Fury`" },
};

/** What the innermost described rule of a rule stack expects (for "did you mean" messages). */
export function describeRule(ruleStack: readonly string[]): { code: SyntaxCode; what: string } {
  for (let i = ruleStack.length - 1; i >= 0; i--) {
    const rule = EXPECTATIONS[ruleStack[i]!];
    if (rule) return { code: rule.code, what: rule.what };
  }
  return { code: "RS1022", what: "something else" };
}

/** For text after a declaration's closing `}`: often a misspelt `card`. */
export function afterDeclarationMessage(extra: IToken): string {
  // `scenario giant {`, `card "X" {`: the word is right, what follows it is not, so the new
  // declaration was not seen as one.
  const written = DECLARATION_SHAPES[extra.image.toLowerCase()];
  if (written) {
    return `${quote(extra.image)} starts a declaration only ${written}`;
  }
  const suggestion =
    extra.tokenType === Identifier ? closestWord(extra.image, DECLARATION_WORDS) : undefined;
  return `unexpected ${quote(extra.image)} after the end of the declaration; a declaration starts with \`card\`, \`token\`, \`scenario\`, \`deck\` or \`use\`${
    suggestion ? `; did you mean \`${suggestion}\`?` : ""
  }`;
}

const DECLARATION_SHAPES: Readonly<Record<string, string>> = {
  card: 'with a card type and a name in quotes: `card unit "Name" { … }`',
  token: "with a card type and a name: `token unit Name { … }`",
  scenario: 'with its name in quotes: `scenario "Name" { … }`',
  deck: 'with its name in quotes: `deck "Name" { … }`',
  use: 'with a path in quotes: `use "cards/core.rift"`',
};

export const DECLARATION_WORDS: readonly string[] = ["card", "token", "scenario", "deck", "use"];

const SEPARATOR = "\u0001";

function encode(code: SyntaxCode, message: string): string {
  return `${code}${SEPARATOR}${message}`;
}

/** Splits a message built here into its code and text. */
export function decodeSyntaxMessage(raw: string): { code: SyntaxCode; message: string } {
  const at = raw.indexOf(SEPARATOR);
  if (at < 0) return { code: "RS1022", message: raw };
  return { code: raw.slice(0, at) as SyntaxCode, message: raw.slice(at + 1) };
}

function isRealToken(token: IToken | undefined): token is IToken {
  return token !== undefined && token.tokenType?.name !== "EOF" && !isNaN(token.startOffset);
}

export function quote(image: string): string {
  const short = image.length > 30 ? `${image.slice(0, 27)}…` : image;
  return `\`${short}\``;
}

function after(previous: IToken | undefined): string {
  return isRealToken(previous) ? ` after ${quote(previous.image)}` : "";
}

/** "; did you mean `keywords`?" when the actual word is close to a keyword valid here. */
function suggestion(actual: IToken | undefined, expected: readonly TokenType[]): string {
  if (!isRealToken(actual)) return "";
  const type = actual.tokenType;
  if (type !== Identifier && !isKeywordToken(type)) return "";
  // Each word as the documentation writes it: game keywords and domains are capitalized (`Shield`).
  const words = new Map<string, string>();
  for (const tokenType of expected) {
    const info = keywordInfo(tokenType);
    if (info) for (const word of info.words) words.set(word, asDocumented(word, info.category));
  }
  const best = closestWord(actual.image, words.keys());
  return best === undefined ? "" : `; did you mean \`${words.get(best) ?? best}\`?`;
}

/** A keyword's spelling as the documentation writes it: game keywords and domains capitalized. */
export function asDocumented(word: string, category: KeywordCategory): string {
  return category === "gameKeyword" || category === "domain"
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word;
}

/** The game's keywords (RULES S4) as the documentation writes them. */
const GAME_KEYWORDS: readonly string[] = KEYWORDS.filter((k) => k.category === "gameKeyword")
  .map((k) => asDocumented(k.words[0] as string, k.category))
  .sort();

/** For a word in a keyword list that is no keyword of the game and close to none. */
function unknownKeyword(actual: IToken | undefined): string {
  if (!isRealToken(actual) || actual.tokenType !== Identifier) return "";
  return `, found ${quote(actual.image)}, which is not a keyword of the game; the keywords are ${GAME_KEYWORDS.map((k) => `\`${k}\``).join(", ")}`;
}

function uniqueFirstTokens(paths: readonly (readonly TokenType[])[]): TokenType[] {
  const seen = new Set<TokenType>();
  for (const path of paths) {
    const first = path[0];
    if (first && first !== Word) seen.add(first);
  }
  return [...seen];
}

function listOf(tokens: readonly TokenType[]): string {
  const labels = [...new Set(tokens.map(tokenLabel))];
  if (labels.length === 0) return "something else";
  if (labels.length === 1) return labels[0]!;
  const shown = labels.slice(0, 6);
  const more = labels.length > shown.length ? ", …" : "";
  return `one of ${shown.join(", ")}${more}`;
}

function tokenExpectation(expected: TokenType): Expectation {
  switch (expected.name) {
    case "Integer":
      return { code: "RS1013", what: "a number" };
    case "AnyString":
    case "StringLiteral":
      return { code: "RS1007", what: "a name in quotes" };
    case "Identifier":
      return { code: "RS1007", what: "a name" };
    default:
      return { code: "RS1022", what: tokenLabel(expected) };
  }
}

/** A label in the spirit of a reserved word the designer wrote: `top` → `top1`. */
function labelLike(word: string): string {
  const letters = word.replace(/[^A-Za-z0-9_]/g, "");
  return /^[A-Za-z_]/.test(letters) ? `${letters}1` : "m1";
}

/** What a hint sees: the rule that failed, the word found, the word before it, what would fit. */
interface HintContext {
  ruleName: string;
  actual: IToken | undefined;
  previous: IToken | undefined;
  expected: readonly TokenType[];
  /** The word after the one found, where the parser looked that far. */
  next?: IToken | undefined;
}

function wordOf(token: IToken | undefined): string {
  return isRealToken(token) ? token.image.toLowerCase() : "";
}

/** How each characteristic or deck line is written, for `cost: 3` and `legend: "X"`. */
const WRITTEN_WITHOUT_COLON: Readonly<Record<string, string>> = {
  cost: "cost 3",
  domain: "domain Calm",
  domains: "domains Fury, Calm",
  might: "might 2",
  tag: "tag Bird",
  tags: "tags Bird, Cat",
  keyword: "keyword Tank",
  keywords: "keywords Tank, Deflect 2",
  legend: 'legend "Name"',
  champion: 'champion "Name"',
  battlefields: 'battlefields "A", "B", "C"',
  main: 'main 3 "Card"',
  runes: "runes 6 Fury",
};

/** The card types, as a filter's noun spells them (`that unit's owner`). */
const CARD_TYPE_WORDS: ReadonlySet<string> = new Set([
  "unit",
  "units",
  "gear",
  "spell",
  "spells",
  "card",
  "cards",
  "token",
  "tokens",
]);

/** The zones a scenario names after a player (`A hand`, `B trash`). */
const SCENARIO_ZONES: ReadonlySet<string> = new Set([
  "hand",
  "deck",
  "trash",
  "banishment",
  "base",
  "legend",
  "champion",
  "pool",
  "score",
]);

/** The words of a scenario choice after which an object is named. */
const OBJECT_CHOICES: ReadonlySet<string> = new Set(["targeting", "choosing"]);

/** Keywords that do have an ability of their own (`deathknell: …`) or time one (`action —`). */
const KEYWORDS_WITH_TEXT: ReadonlySet<string> = new Set([
  "deathknell",
  "legion",
  "action",
  "reaction",
]);

/** Counts written as words or digits (`put one …`, `kill 2 …`). */
const COUNT_WORDS: ReadonlySet<string> = new Set([
  "one",
  "two",
  "three",
  "four",
  "five",
  "1",
  "2",
  "3",
  "4",
  "5",
]);

/** Words that name an object a condition could be about (`if it dies`). */
const OBJECT_WORDS: ReadonlySet<string> = new Set(["it", "this", "that", "they"]);

/** The states a condition asks one object about, as a hint lists them. */
const OBJECT_STATE_LIST =
  "`ready`, `exhausted`, `damaged`, `stunned`, `buffed`, `attacking`, `defending`, `at a battlefield`";

/** Fates and places of an object that no condition asks about (`if it is dead`). */
const OBJECT_STATES: ReadonlySet<string> = new Set([
  "dead",
  "killed",
  "alive",
  "still",
  "a",
  "an",
  "on",
  "at",
  "in",
]);

/** Words that open a group of objects written without `all`, `target` or `a`. */
const BARE_GROUP_WORDS: ReadonlySet<string> = new Set([
  "friendly",
  "enemy",
  "units",
  "gear",
  "other",
  "your",
  "opponent's",
  "ready",
  "exhausted",
  "damaged",
  "stunned",
]);

/** Words that start a sentence about an object, where an instruction needs its verb first. */
const SUBJECT_WORDS: ReadonlySet<string> = new Set([
  "all",
  "this",
  "it",
  "that",
  "another",
  "friendly",
  "enemy",
]);

/**
 * The mistakes a newcomer makes most, recognised from the failed rule and the words around the
 * error, each with the fix in the language's own words. A hint replaces the "did you mean", which
 * at such places is a near word that does not help (`any target` is not a misspelt `an target`).
 */
const HINTS: readonly ((c: HintContext) => string | undefined)[] = [
  // `with might less than this`: a Might compared with the source's puts the comparison first
  // (`with less might than this`); after `might`, `than` takes a number.
  ({ actual, previous }) =>
    wordOf(previous) === "than" && ["this", "it", "that", "its"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; a Might is compared with this's as \`with more might than this\` or \`with less might than this\`, and with a number as \`with might less than 3\`; no other object's Might can be compared yet`
      : undefined,
  // `put one into your hand and the rest on the bottom`: a count with no noun, where `of them`
  // (the cards looked at) was meant.
  ({ ruleName, actual, previous }) =>
    EXPECTATIONS[ruleName]?.code === "RS1029" &&
    COUNT_WORDS.has(wordOf(previous)) &&
    ["into", "on", "in", "to"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; choosing some of the cards looked at names them after the count, \`of them\` or \`among them\`: \`put one of them into your hand and the rest on the bottom of your deck\`, \`put up to one unit among them into your hand\`; or a kind of object after the count (\`put a unit card in your trash into your hand\`)`
      : undefined,
  // `when you play a spell, if this is in your trash: …`: where an ability functions comes first
  // (CR 385.2), not as a condition.
  ({ ruleName, actual, next }) =>
    EXPECTATIONS[ruleName] === CONDITION && wordOf(actual) === "this" && wordOf(next) === "is"
      ? ", found `this is`; where an ability functions off the board is not a condition: begin the ability with it, `while this is in your trash, …` or `while this is in your hand, …` (`while this is in your trash, when you play a spell: return this to its owner's hand`)"
      : undefined,
  // `shuffle its owner's trash into …`: of the zones, only your own is named whole (`shuffle your
  // trash`); another player's is named by its cards.
  ({ actual, previous, next }) =>
    wordOf(previous) === "shuffle" &&
    (wordOf(actual) === "its" || wordOf(actual) === "their") &&
    (next === undefined ||
      ["owner", "controller", "trash", "hand", "banishment"].includes(wordOf(next)))
      ? `, found ${quote(actual!.image)}; \`shuffle\` names your own zone whole (\`shuffle your trash into your deck\`), another player's by its cards: \`shuffle all cards in an opponent's trash into its owner's deck\``
      : undefined,
  // `if it dies, draw 1`, `if it has might 3 or more`: a condition asks about an object only
  // with `is` and a state; say which states there are and what to write for the rest.
  ({ ruleName, actual, previous, expected }) =>
    isRealToken(actual) &&
    EXPECTATIONS[ruleName] === CONDITION &&
    OBJECT_WORDS.has(wordOf(previous)) &&
    expected.some((type) => type.name === "Is") &&
    wordOf(actual) !== "is"
      ? `, found ${quote(actual.image)}; a condition asks what one object is now: \`if it is damaged\`, \`while this is attacking\`, \`if that unit is at a battlefield\` (${OBJECT_STATE_LIST}); what happened to it is asked with \`if you do\` after the instruction, and its Might goes in the filter of what is chosen (\`deal 3 to target unit with might 3 or less\`)`
      : undefined,
  // `if it is dead`, `while this is in play`: after `is`, a state or whose turn it is.
  ({ ruleName, actual, previous }) =>
    isRealToken(actual) &&
    [CONDITION, PLAYER, OBJECT_STATE].includes(EXPECTATIONS[ruleName]!) &&
    wordOf(previous) === "is" &&
    OBJECT_STATES.has(wordOf(actual))
      ? `, found ${quote(actual.image)}; after \`is\` a condition names a state (${OBJECT_STATE_LIST}) or whose turn it is (\`it is your turn\`)${
          wordOf(actual) === "in"
            ? "; where an ability functions off the board is not a condition: begin the ability with it, `while this is in your trash, …` or `while this is in your hand, …`"
            : ""
        }`
      : undefined,
  // `if maybe, …`: a bare word is a bound name only before `is` (`if foe is damaged`).
  ({ ruleName, actual, next }) =>
    EXPECTATIONS[ruleName] === CONDITION &&
    actual?.tokenType === Identifier &&
    wordOf(next) !== "is" &&
    next?.tokenType.name !== "Possessive"
      ? `, found ${quote(actual.image)}`
      : undefined,
  // `deal X to target unit, where X is …`: an amount is written out where it is used.
  ({ ruleName, actual }) =>
    EXPECTATIONS[ruleName]?.code === "RS1013" && (wordOf(actual) === "x" || wordOf(actual) === "n")
      ? `, found ${quote(actual!.image)}; write the amount itself where it is used, not a variable: \`deal the number of cards in your hand to target unit\`, \`draw 1 for each friendly unit here\`, \`deal its might to target unit\``
      : undefined,
  // `effect: banish target unit as gone; when this dies: return gone …`: a trigger made by an
  // effect is a delayed one, and says how long it waits.
  ({ ruleName, actual }) =>
    EXPECTATIONS[ruleName] === INSTRUCTION && wordOf(actual) === "when"
      ? ", found `when`; a trigger an effect makes is a delayed trigger, which says how long it waits: `this turn, when a unit dies: draw 1`, `until the next time this dies, when this dies: return gone to its owner's base` (or, once at a moment, `at the end of this turn: …`)"
      : undefined,
  // `this can't be targeted by spells`: only a player is named after `by`.
  ({ actual, previous }) =>
    wordOf(previous) === "by" &&
    ["spells", "spell", "abilities", "ability", "enemies", "enemy"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; \`can't be targeted by\` names players (\`this can't be targeted by opponents\`), not kinds of source; write \`can't be targeted\` for every source`
      : undefined,
  // `this can't block`: Riftbound has no blockers; the units at a battlefield defend it.
  ({ actual, previous }) =>
    wordOf(previous) === "can't" && wordOf(actual) === "block"
      ? `, found ${quote(actual!.image)}; a unit defends when a combat at its battlefield has its controller as the Defender (CR 323.2, 464.2.c): write \`can't defend\``
      : undefined,
  // `Put the top 3 cards of your deck into your trash.`: cards are taken off the top by looking.
  ({ actual, previous }) =>
    wordOf(previous) === "the" && wordOf(actual) === "top"
      ? ", found `top`; the top cards of a deck are named by looking at them first: `look at the top 3 cards of your deck. Put them into your trash.` (or `… on the bottom of your deck`)"
      : undefined,
  // `Recycle a card from your trash.`, `Trash the top 3 cards of your deck.`
  ({ ruleName, actual }) =>
    EXPECTATIONS[ruleName] === INSTRUCTION && ["recycle", "trash", "mill"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; no instruction has that verb: a card goes to the bottom of its owner's deck by \`put a card from your trash on the bottom of your deck\` (\`recycle 2\` is a cost, and \`recycle the rest\` follows a choice among cards looked at), and into a trash by \`put … into your trash\` (the top of a deck: \`look at the top 3 cards of your deck. Put them into your trash.\`)`
      : undefined,
  // `I can't be chosen by enemy spells.`
  ({ actual, previous }) =>
    wordOf(previous) === "be" && wordOf(actual) === "chosen"
      ? ", found `chosen`; a spell or ability chooses its targets, so write `can't be targeted` (`I can't be targeted by opponents`)"
      : undefined,
  // `Deal 2 to a unit. If you control a Bird, deal 4 instead.`
  ({ actual }) => (wordOf(actual) === "instead" ? INSTEAD_IN_EFFECT : undefined),
  // `gain 1 point`: points are scored.
  ({ actual, previous }) =>
    wordOf(previous) === "gain" &&
    isRealToken(actual) &&
    (actual.tokenType === Integer ||
      numberWordValue(actual.image) !== undefined ||
      wordOf(actual) === "a")
      ? `, found ${quote(actual.image)}; a player scores points: \`score 1 point\` (\`gain\` is for control: \`gain control of target unit\`)`
      : undefined,
  // `discard your hand: draw 3`: a whole hand is an instruction's, never a cost's.
  ({ actual, previous, next }) =>
    wordOf(previous) === "discard" && wordOf(actual) === "your" && wordOf(next) === "hand"
      ? ", found `your hand`; a cost discards how many (`discard 2`, `discard a unit card`): a whole hand is discarded by an instruction, `effect: discard your hand`"
      : undefined,
  // `when you play your second card each turn: draw 1`
  ({ actual, previous }) =>
    wordOf(previous) === "play" && wordOf(actual) === "your"
      ? ", found `your`; an event names what is played with `a`: `when you play a spell: …`; the Nth card of a turn is `the second time you play a card each turn: …` (CR 383.1)"
      : undefined,
  // `when you draw your second card each turn: …`
  ({ actual, previous }) =>
    ["draw", "discard", "channel"].includes(wordOf(previous)) && wordOf(actual) === "your"
      ? `, found \`your\`; the event is \`when you ${wordOf(previous)}: …\`, and the Nth of a turn is \`the second time you ${wordOf(previous)} each turn: …\` (CR 383.1)`
      : undefined,
  // `effect: this deals 2 to target unit`, `this becomes a 3 might unit`: `this` opens an
  // instruction as `this turn, …` or as what it gets (`this gets +2 might this turn`).
  ({ actual, previous, expected }) =>
    wordOf(previous) === "this" &&
    expected.some((type) => type.name === "Turn") &&
    ["gets", "get", "has", "gains", "deals", "becomes", "is"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; an instruction starts with its verb (\`deal 2 to target unit\`: the card deals it) or says what this gets: \`this gets +2 might this turn\`, \`this gains Tank this turn\` (\`this turn, when a unit dies: draw 1\` is a delayed trigger)`
      : undefined,
  // `when this attacks: friendly units here are ready`: objects first, with no change they get.
  ({ ruleName, actual }) =>
    EXPECTATIONS[ruleName] === INSTRUCTION &&
    isRealToken(actual) &&
    BARE_GROUP_WORDS.has(wordOf(actual))
      ? `, found ${quote(actual.image)}; an instruction starts with its verb (\`ready all friendly units here\`), or says what objects get: \`other friendly units here get +1 might this turn\``
      : undefined,
  // `give friendly units +1 might this turn`, `kill enemy units here`: say which of them.
  ({ ruleName, actual, previous }) =>
    EXPECTATIONS[ruleName] === OBJECT &&
    isRealToken(actual) &&
    BARE_GROUP_WORDS.has(wordOf(actual)) &&
    wordOf(previous) !== "play"
      ? `, found ${quote(actual.image)}; say which of them: \`all ${actual.image} …\` (every one: \`give all friendly units +1 might this turn\`), \`target …\` (chosen as it is played) or \`a …\` (chosen as it resolves)`
      : undefined,
  // `cost: 3`, `legend: "Name"`: a colon ends a header, never a characteristic's name.
  ({ actual, previous }) => {
    const written = WRITTEN_WITHOUT_COLON[wordOf(previous)];
    return actual?.tokenType === Colon && written
      ? `; remove the \`:\` — write \`${written}\``
      : undefined;
  },
  // `the second time a friendly unit dies: draw 1`
  ({ ruleName, expected }) =>
    ruleName === "triggeredAbility" && expected.some((type) => type.name === "Each")
      ? "; `the second time …` ends with `each turn`: `the second time a friendly unit dies each turn: draw 1` (CR 383.1)"
      : undefined,
  // `the 2nd time …`
  ({ ruleName, actual, previous }) =>
    ruleName === "triggeredAbility" && wordOf(previous) === "the"
      ? `, found ${isRealToken(actual) ? quote(actual.image) : "nothing"}; a trigger that starts with \`the\` counts the events of each turn: \`the second time a friendly unit dies each turn: draw 1\`, with the ordinal as a word (\`first\` … \`tenth\`)`
      : undefined,
  // `prevent 2 damage to this`
  ({ ruleName, previous }) =>
    ruleName === "replacementAbility" && wordOf(previous) === "damage"
      ? "; a prevention names the damage it stops as card text does: `prevent 2 damage that would be dealt to this` (CR 369.2)"
      : undefined,
  // `effect: prevent 3 damage that would be dealt to target unit this turn`: the static's wording.
  ({ ruleName, previous }) =>
    ruleName === "preventedDamage" && wordOf(previous) === "prevent"
      ? "; a prevention an effect makes is used up as it prevents: `prevent the next 3 damage that would be dealt to target unit this turn` (CR 437.3), or `prevent all damage …`"
      : undefined,
  // `prevent all combt damage`: the word after the amount is `combat` or `damage`.
  ({ ruleName, actual, previous, expected }) =>
    ruleName === "preventedDamage" && expected.includes(Damage) && wordOf(previous) !== "combat"
      ? suggestion(actual, [Combat, Damage]) || undefined
      : undefined,
  // `prevent all damage to target unit this turn`
  ({ ruleName, actual, previous }) =>
    ruleName === "duration" && wordOf(previous) === "damage" && wordOf(actual) === "to"
      ? ", found `to`; a prevention names the damage it stops as card text does: `prevent all damage that would be dealt to target unit this turn` (CR 437.1.b.1)"
      : undefined,
  // `prevent the next 3 damage this turn`
  ({ ruleName, previous }) =>
    ruleName === "preventedUnit" && wordOf(previous) === "damage"
      ? "; the next N damage is counted on the unit it protects (CR 437.2): `prevent the next 3 damage that would be dealt to target unit this turn` (only `all` may name no unit: `prevent all combat damage this turn`)"
      : undefined,
  // `once per turn`, as other card games say it.
  ({ actual, previous }) =>
    wordOf(previous) === "once" && wordOf(actual) === "per"
      ? ", found `per`; write `once each turn` (CR 371, 383.3.e)"
      : undefined,
  // `once each turn, when this dies: …`: only a replacement opens with its limit (CR 371).
  ({ ruleName, actual }) =>
    ruleName === "replacementAbility" && wordOf(actual) === "when"
      ? ", found `when`; a trigger's limit follows its event: `when this dies, once each turn: draw 1` (only a replacement opens with it: `once each turn, if this would die, … instead`)"
      : undefined,
  // `if this would die, once each turn, heal it instead`
  ({ ruleName, actual }) =>
    wordOf(actual) === "once" && EXPECTATIONS[ruleName] === INSTRUCTION
      ? ", found `once`; a replacement's limit comes first: `once each turn, if this would die, heal it instead`"
      : undefined,
  // `keywords Shield 2 Tank`: `Tank` is read as a new line of its own.
  ({ ruleName, previous }) =>
    ruleName === "keywordAbility" &&
    isRealToken(previous) &&
    keywordInfo(previous.tokenType)?.category === "gameKeyword" &&
    !KEYWORDS_WITH_TEXT.has(wordOf(previous))
      ? `; ${quote(previous.image)} has no ability of its own: list keywords after \`keywords\`, separated by commas (\`keywords Shield 2, ${previous.image}\`)`
      : undefined,
  // `give target unit +1 might this turn as hero`: `as` read as the start of `as you play this`.
  ({ actual, previous, expected }) =>
    wordOf(previous) === "as" &&
    actual?.tokenType === Identifier &&
    expected.some((type) => type.name === "You")
      ? `, found ${quote(actual.image)}; \`as NAME\` binds the object it follows at once, so it comes right after it: \`give target unit as ${actual.image} +1 might this turn\``
      : undefined,
  // `at the beginning of your turn`, `when your turn starts`: written as card text says it.
  ({ actual, previous, next }) =>
    (wordOf(previous) === "the" && wordOf(actual) === "beginning") ||
    (wordOf(previous) === "when" && wordOf(actual) === "your" && wordOf(next) === "turn")
      ? `, found ${quote(actual!.image)}; a turn's start is written \`at the start of your turn: …\` (or \`at the start of each turn\`, \`at the start of your main phase\`)`
      : undefined,
  // `as an additional cost, discard 1`, as some card games print it.
  ({ actual, previous, expected }) =>
    wordOf(previous) === "as" &&
    (wordOf(actual) === "an" || wordOf(actual) === "a") &&
    expected.some((type) => type.name === "You")
      ? `, found ${quote(actual!.image)}; an additional cost is written \`as you play this, discard 1\`, or \`as you play this, you may discard 1: draw 1\` when paying it is optional`
      : undefined,
  // `if there is not a unit here`: after `is`, `not` denies only a state or a turn.
  ({ actual, previous }) =>
    wordOf(previous) === "is" && wordOf(actual) === "not"
      ? ", found `not`; after `is`, `not` denies a state (`if it is not exhausted`) or a turn (`if it is not your turn`); any other condition is denied with `not` before it: `if not there is a unit here`"
      : undefined,
  // `if you have 2 or more cards in hand`, `if you have no cards in your hand`: `you have` counts points.
  ({ actual, previous, expected }) =>
    (wordOf(previous) === "have" || expected.some((type) => type.name === "Point")) &&
    (wordOf(actual) === "cards" || wordOf(actual) === "card" || wordOf(actual) === "no")
      ? `, found ${quote(actual!.image)}; \`you have N\` counts points (\`you have 5 or more points\`); cards are counted with \`there are 2 or more cards in your hand\` (or \`there are no cards in your hand\`)`
      : undefined,
  // `if your hand is empty`, `if your trash has 5 cards`: a zone's cards are counted with `there are`.
  ({ actual, previous, next }) =>
    wordOf(previous) === "if" &&
    wordOf(actual) === "your" &&
    ["hand", "trash", "deck", "base", "banishment"].includes(wordOf(next))
      ? `, found \`your ${wordOf(next)}\`; the cards of a zone are counted with \`there are\`: \`if there are no cards in your ${wordOf(next)}\`, \`if there are 3 or more cards in your ${wordOf(next)}\``
      : undefined,
  // `if your score is 5 or more`
  ({ actual, previous, next }) =>
    wordOf(previous) === "if" && wordOf(actual) === "your" && wordOf(next) === "score"
      ? ", found `your`; a score is compared as points: `if you have 5 or more points`"
      : undefined,
  // `its owners hand`: the plural, where the possessive is meant.
  ({ previous, expected }) =>
    expected.includes(Possessive) &&
    (wordOf(previous) === "owners" || wordOf(previous) === "controllers")
      ? `; write \`${wordOf(previous).slice(0, -1)}'s\`, as in \`its owner's hand\``
      : undefined,
  // `that unit's owner draws 1`
  ({ actual, previous, expected }) =>
    wordOf(previous) === "that" &&
    expected.some((type) => type.name === "PlayerKw") &&
    isRealToken(actual) &&
    CARD_TYPE_WORDS.has(wordOf(actual))
      ? `, found ${quote(actual.image)}; the owner or controller of a mentioned object is \`its owner\` or \`its controller\` (or \`NAME's owner\` for a name bound with \`as NAME\`)`
      : undefined,
  // `return it to it's owner's hand`: `it's` reads as `it` and a possessive.
  ({ actual, next }) =>
    wordOf(actual) === "it" && next?.tokenType === Possessive
      ? ", found `it's`; the possessive of `it` is `its`, as in `its owner's hand` or `its controller draws 1`"
      : undefined,
  // `target friendly unit gets +1 might this turn`
  ({ ruleName, actual }) =>
    ruleName === "instruction" && SUBJECT_WORDS.has(wordOf(actual))
      ? `, found ${quote(actual!.image)}; an instruction starts with its verb: \`give target unit +1 might this turn\`, \`kill target unit\``
      : undefined,
  // `each player kills a unit`: a player who kills chooses among their own (CR 411.1).
  ({ ruleName, actual }) =>
    ruleName === "ownChoice" && isRealToken(actual)
      ? `, found ${quote(actual.image)}; a player who kills chooses one of their own: \`each player kills one of their units\` (to kill one unit chosen as it resolves, \`kill a unit\`)`
      : undefined,
  // `an opponent pays 2`, `each player may pay 1`: an ability offers a payment to its controller
  // alone (`you may pay 1`); another player pays only to spare an instruction. Without this the
  // nearest keyword, `play`, is suggested, which leads nowhere.
  ({ ruleName, actual }) =>
    (wordOf(actual) === "pay" || wordOf(actual) === "pays") &&
    (EXPECTATIONS[ruleName] === INSTRUCTION || ruleName === "playerInstruction")
      ? `, found ${quote(actual!.image)}; an ability offers a payment to its controller as it resolves — \`you may pay 1. If you do, draw 2\` — and another player pays only to spare an instruction: \`draw 2 unless an opponent pays 1\``
      : undefined,
  // `expect top is ready` after `"X" as top`: the setup's `as top` was refused (a keyword cannot
  // be a label), and every later use of the word fails here; say why rather than "expected …".
  // A choice that names an object (`targeting other`, `choosing top`) is such a use too.
  // `expect p has damage 2`, `expect p has 2 might`: each is written one way round.
  ({ ruleName, actual, previous, next }) => {
    if (EXPECTATIONS[ruleName] !== EXPECTATION && ruleName !== "objectExpectation")
      return undefined;
    if (wordOf(previous) === "has" && wordOf(actual) === "damage" && next?.tokenType === Integer)
      return `, found \`damage\`; the number comes first: \`has ${next.image} damage\` (and \`has might ${next.image}\`)`;
    if (previous?.tokenType === Integer && wordOf(actual) === "might")
      return `, found \`might\`; Might is written before its number: \`has might ${previous.image}\` (and \`has ${previous.image} damage\`)`;
    return undefined;
  },
  // `expect p in A's base`: the same, found at the `'s`.
  ({ ruleName, actual, previous }) =>
    actual?.tokenType === Possessive && EXPECTATIONS[ruleName]?.code === "RS1030"
      ? `, found \`'s\`; a player's zone is written without it: \`${previous?.image ?? "A"} base\`, \`${previous?.image ?? "A"} hand\``
      : undefined,
  // `expect A's hand is empty`: a player's zone takes no `'s`.
  ({ actual, previous }) =>
    previous?.tokenType === Possessive && isRealToken(actual) && SCENARIO_ZONES.has(wordOf(actual))
      ? `, found ${quote(actual.image)}; a player's zone is written without \`'s\`: \`A ${wordOf(actual)}\`, as in \`expect A hand is empty\``
      : undefined,
  // `each unit at each battlefield`: `at a battlefield` already means any of them.
  ({ actual, previous, next }) =>
    wordOf(previous) === "at" &&
    ["each", "every", "all", "any"].includes(wordOf(actual)) &&
    ["battlefield", "battlefields"].includes(wordOf(next))
      ? `, found ${quote(actual!.image)}; \`at a battlefield\` is at any of them: \`deal 3 to each unit at a battlefield\``
      : undefined,
  // `other friendly units at this battlefield get +1 might`: `here` is where this is.
  ({ actual, previous, next }) =>
    (wordOf(actual) === "at" && ["this", "its"].includes(wordOf(next))) ||
    (wordOf(previous) === "at" &&
      ["this", "its"].includes(wordOf(actual)) &&
      ["battlefield", "battlefields", "location"].includes(wordOf(next)))
      ? `, found ${quote(actual!.image)}; where this is is \`here\` (at its battlefield, or in its base): \`other friendly units here get +1 might\`, \`deal 1 to each enemy unit here\``
      : undefined,
  // `expect 2 units in A base`: copies are counted by name; a zone counts its objects by kind.
  ({ ruleName, actual, previous }) =>
    (EXPECTATIONS[ruleName] === SELECTOR || EXPECTATIONS[ruleName] === EXPECTATION) &&
    (previous?.tokenType === Integer || numberWordValue(previous?.image ?? "") !== undefined) &&
    [
      "unit",
      "units",
      "gear",
      "gears",
      "spell",
      "spells",
      "rune",
      "runes",
      "token",
      "tokens",
      "card",
      "cards",
    ].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; copies are counted by their name (\`expect 2 "Recruit" in A base\`), and a zone's objects by kind: \`expect A base has 2 ${wordOf(actual)}\``
      : undefined,
  // Only where a label could stand: `expect p has damage 2` is a misplaced word, not a label.
  ({ ruleName, actual, previous, expected }) =>
    (EXPECTATIONS[ruleName] === SELECTOR ||
      EXPECTATIONS[ruleName] === EXPECTATION ||
      ((ruleName === "choice" || ruleName === "answer") && OBJECT_CHOICES.has(wordOf(previous)))) &&
    expected.some((type) => type === Identifier || type === StringLiteral || type === AnyString) &&
    isRealToken(actual) &&
    isKeywordToken(actual.tokenType) &&
    numberWordValue(actual.image) === undefined
      ? `, found ${quote(actual.image)}, a reserved word of the language, which cannot be a label; name the object by its card name in quotes, or label it with another word (\`as ${labelLike(actual.image)}\`)`
      : undefined,
  // `deal 3 to any target`
  ({ ruleName, actual }) =>
    wordOf(actual) === "any" &&
    (EXPECTATIONS[ruleName] === OBJECT || EXPECTATIONS[ruleName] === FILTER)
      ? ", found `any`; say what can be chosen: `target unit`, or `target unit or gear`"
      : undefined,
  // `choose one: draw 2 or kill target gear`
  ({ ruleName, expected }) =>
    ruleName === "mode" && expected.includes(LCurly)
      ? "; write each mode in braces: `choose one: { draw 2 } or { kill target gear }`"
      : undefined,
  // `draw 1 if you do`: read as the start of a replacement, `if … would …`.
  ({ ruleName, actual }) =>
    (ruleName === "playerEventVerb" || ruleName === "objectEventVerb") &&
    (wordOf(actual) === "do" || wordOf(actual) === "your")
      ? `; a condition comes before what it governs: \`${wordOf(actual) === "do" ? "if you do, draw 1" : "if it is your turn, draw 1"}\``
      : undefined,
  // `A attacks with g1`
  ({ ruleName, actual }) =>
    (ruleName === "playerStep" || ruleName === "playerAction") &&
    ["attack", "attacks", "defends", "defend", "blocks", "block"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; a player attacks by moving units to a battlefield (\`A moves m1 to w\`), then \`A conquers w\` or \`B holds w\``
      : undefined,
  // `expect g1 is dead`
  ({ ruleName, actual }) =>
    ruleName === "isExpectation" && ["dead", "killed", "destroyed", "died"].includes(wordOf(actual))
      ? `, found ${quote(actual!.image)}; a unit that died is in its owner's trash: \`expect … in A trash\``
      : undefined,
  // `card unit Hill Giant {`
  ({ ruleName, actual, previous, expected }) =>
    ruleName === "definition" &&
    expected.includes(LCurly) &&
    actual?.tokenType === Identifier &&
    previous?.tokenType === Identifier
      ? `; a name of more than one word is written in quotes: \`"${previous.image} ${actual.image}"\``
      : undefined,
  // `draw 1 this turn`, `friendly units have +1 might this turn`: a duration where nothing takes
  // one, its `this` read as the subject of a new static ability.
  ({ ruleName, actual, previous }) =>
    ruleName === "staticPredicate" && wordOf(previous) === "this" && wordOf(actual) === "turn"
      ? `, found \`turn\`${MISPLACED_DURATION}`
      : undefined,
  // `create a Wisp Spirit token`: a token named in two bare words.
  ({ actual, previous, expected }) =>
    expected.includes(TokenKw) &&
    actual?.tokenType === Identifier &&
    previous?.tokenType === Identifier
      ? `; a name of more than one word is written in quotes: \`"${previous.image} ${actual.image}" token\``
      : undefined,
  // `cost two`, `might two`: a number word is a count only where a count reads as one (`draw two`).
  ({ actual, expected }) => {
    const value = isRealToken(actual) ? numberWordValue(actual.image) : undefined;
    return value !== undefined && expected.includes(Integer)
      ? `, found ${quote(actual!.image)}; write this number in digits: \`${value}\``
      : undefined;
  },
  // `main 3x "Card"`
  ({ actual, previous }) =>
    wordOf(actual) === "x" && previous?.tokenType.name === "Integer"
      ? `, found \`${actual!.image}\`; write the count alone: \`${previous.image} "Card"\``
      : undefined,
  // `target friendly unit gets +1 might`, `each enemy unit dies`: only a player is the subject
  // of an instruction. A word close to `player` or `opponent` is left to "did you mean".
  ({ ruleName, actual, expected }) => {
    if (ruleName !== "targetPlayer" && ruleName !== "eachPlayer") return undefined;
    if (!isRealToken(actual) || suggestion(actual, expected) !== "") return undefined;
    const example =
      ruleName === "targetPlayer"
        ? "`target opponent discards 1`; an instruction about an object starts with its verb: `give target unit +1 might this turn`, `kill target unit`"
        : "`each opponent discards 1`; an instruction about objects starts with its verb: `kill each enemy unit`";
    return `, found ${quote(actual.image)}; a player is the subject of an instruction, as in ${example}`;
  },
  // `A hand: Hill Giant`
  ({ actual, expected }) =>
    actual?.tokenType === Identifier &&
    !expected.includes(Identifier) &&
    expected.some((type) => type === AnyString || type === StringLiteral)
      ? `, found ${quote(actual.image)}; card names are written in quotes, as in \`"Muster Captain"\``
      : undefined,
  // `play 2 Recruit`, `play a ready Bird`, a `play` line not finished yet: neither a token (its
  // name and `token`) nor an object to play fits the words after `play`, so show how each goes.
  ({ ruleName, expected }) =>
    ruleName === "playInstruction" && expected.length > 1
      ? "; a token is played by its name and `token` (`play 2 Recruit tokens`, `play a ready Bird token at your base`), a card by what it is (`play target spell card in your trash ignoring its cost`)"
      : undefined,
];

const MISPLACED_DURATION =
  "; a duration (`this turn`, `until …`) follows only a `give`, a change of control or a `prevent`, or opens a delayed trigger (`this turn, when you conquer: draw 1`); a static ability lasts as long as its source is on the board";

/**
 * What to add to "expected a characteristic or an ability, found `until`" when an ability ends
 * and a duration follows (`stun target unit until your next turn`), or a count (`for each …`),
 * or undefined.
 */
export function misplacedDuration(token: IToken, next?: IToken): string | undefined {
  const word = wordOf(token);
  if (word === "for" && wordOf(next) === "each") return MISPLACED_FOR_EACH;
  return word === "until" || word === "permanently" ? MISPLACED_DURATION : undefined;
}

const WITHOUT_APOSTROPHE: ReadonlyMap<string, string> = new Map([
  ["dont", "don't"],
  ["doesnt", "doesn't"],
  ["cant", "can't"],
  ["wont", "won't"],
  ["isnt", "isn't"],
  ["im", "I'm"],
]);

/**
 * `a unit you dont control`: a contraction typed without its apostrophe reads as a name, and the
 * parser stumbles a word or two before or after it, with a message about what it expected there.
 * RS1073 names the word and how it is written, wherever near the error it stands.
 */
export function apostropheLeftOut(
  group: readonly IToken[],
  at: number,
): { token: IToken; code: "RS1073"; message: string } | undefined {
  for (let i = Math.max(0, at - 3); i <= Math.min(at + 3, group.length - 1); i++) {
    const word = group[i]!;
    if (word.tokenType !== Identifier) continue;
    const written = WITHOUT_APOSTROPHE.get(word.image.toLowerCase());
    if (written === undefined) continue;
    return {
      token: word,
      code: "RS1073",
      message: `${quote(word.image)} is \`${written}\` without its apostrophe, and reads as a name: write \`${written}\` (\`a unit you don't control\`, \`it can't move this turn\`)`,
    };
  }
  return undefined;
}

/**
 * What to add when an ability's text follows a bracketed keyword that has none of its own
 * (`[Tank] — draw 1`): brackets make a keywords line, and only Deathknell and Legion take text.
 */
export function afterBracketedKeyword(
  token: IToken,
  previous: IToken | undefined,
): string | undefined {
  if (wordOf(previous) !== "]" || !["—", "-", ":"].includes(wordOf(token))) return undefined;
  return "; `[…]` lists keywords (`[Tank] [Assault 2]`), and only a keyword with text of its own takes text after it: `[Deathknell] — draw 1`, `[Legion] — buff this`";
}

/**
 * `deal 4 instead` after an instruction: in an effect, `instead` replaces nothing (a replacement
 * ability's `if … would …, … instead` does), and an `if` adds to what came before.
 */
const INSTEAD_IN_EFFECT =
  "; `instead` belongs to a replacement ability (`if this would die, … instead`), and in an effect an `if` adds to what came before: write what it adds, `Deal 2 to target unit. If you control a Bird, deal 2 to it.`";

/**
 * What to add after a complete ability when what follows is a word card text uses there: `that
 * costs 2 or less` after a filter (a filter says it with `with`), or `instead` (see above).
 */
export function afterCompleteAbility(token: IToken, next: IToken | undefined): string | undefined {
  const word = wordOf(token);
  if (word === "instead") return INSTEAD_IN_EFFECT;
  if (word === "that" && ["costs", "cost", "has", "have"].includes(wordOf(next))) {
    return "; a filter says what its objects have with `with`: `a spell with cost 2 or less`, `a unit with 3 might or less`";
  }
  return undefined;
}

/** `deal 1 to target unit for each friendly unit`: the count belongs to the amount. */
const MISPLACED_FOR_EACH =
  "; `for each` after what an instruction acts on starts nothing: a count goes with the amount it multiplies, before what it acts on: `deal 1 for each friendly unit to target unit`, `draw 1 for each …`, `give it +1 might for each …`; to do something to each object, start with it: `for each enemy unit here as foe, deal 1 to foe`";

/** The first hint that fits, or undefined. */
function hint(context: HintContext): string | undefined {
  for (const rule of HINTS) {
    const text = rule(context);
    if (text !== undefined) return text;
  }
  return undefined;
}

/** Rules whose header ends with `:` or, as printed text writes it, `,`: the message names `:`. */
const HEADERS_ENDED_BY_COMMA: ReadonlySet<string> = new Set([
  "triggeredAbility",
  "delayedInstruction",
  "delayedStepInstruction",
]);

function describeAlternatives(
  ruleName: string,
  allFirsts: readonly TokenType[],
  actual: readonly IToken[],
  previous: IToken | undefined,
): string {
  const firsts =
    HEADERS_ENDED_BY_COMMA.has(ruleName) && allFirsts.includes(Colon)
      ? allFirsts.filter((type) => type.name !== "Comma")
      : allFirsts;
  const rule = EXPECTATIONS[ruleName];
  const [found, next] = actual;
  let fix =
    hint({ ruleName, actual: found, previous, expected: firsts, next }) ??
    suggestion(found, firsts);
  if (fix === "" && rule === KEYWORD) fix = unknownKeyword(found);
  if (rule) return encode(rule.code, `expected ${rule.what}${after(previous)}${fix}`);
  const code: SyntaxCode = firsts.length === 1 ? tokenExpectation(firsts[0]!).code : "RS1022";
  return encode(code, `expected ${listOf(firsts)}${after(previous)}${fix}`);
}

export const syntaxErrorMessages: IParserErrorMessageProvider = {
  buildMismatchTokenMessage({ expected, actual, previous, ruleName }) {
    if (expected.name === "EOF") {
      return encode("RS1026", `unexpected ${quote(actual.image)}${after(previous)}`);
    }
    const item = EXPECTATIONS[LISTS_CLOSED_BY_BRACE[ruleName] ?? ""];
    if (expected.name === "RCurly" && item) {
      return encode(item.code, `expected ${item.what}, or \`}\`${after(previous)}`);
    }
    const rule = EXPECTATIONS[ruleName];
    const expectation = rule?.onMismatch
      ? rule
      : expected === Word && wordOf(previous) === "because"
        ? REFUSAL_REASON
        : tokenExpectation(expected);
    if (ruleName === "label" && isRealToken(actual) && isKeywordToken(actual.tokenType)) {
      // A label is read wherever a step names an object, where every keyword already means
      // something (`expect top …` would be read as the start of another expectation).
      return encode(
        expectation.code,
        `expected ${expectation.what}${after(previous)}, found ${quote(actual.image)}, a reserved word of the language; a label must be another word, such as \`${labelLike(actual.image)}\``,
      );
    }
    if (expected === Identifier && isRealToken(actual) && isKeywordToken(actual.tokenType)) {
      return encode(
        expectation.code,
        `expected ${expectation.what}${after(previous)}, found the keyword ${quote(actual.image)}, which cannot be a name`,
      );
    }
    let fix =
      hint({ ruleName, actual, previous, expected: [expected] }) ?? suggestion(actual, [expected]);
    if (fix === "" && expectation === KEYWORD) fix = unknownKeyword(actual);
    return encode(expectation.code, `expected ${expectation.what}${after(previous)}${fix}`);
  },

  buildNotAllInputParsedMessage({ firstRedundant }) {
    return encode("RS1026", afterDeclarationMessage(firstRedundant));
  },

  buildNoViableAltMessage({ expectedPathsPerAlt, actual, previous, ruleName }) {
    const firsts = uniqueFirstTokens(expectedPathsPerAlt.flat());
    return describeAlternatives(ruleName, firsts, actual, previous);
  },

  buildEarlyExitMessage({ expectedIterationPaths, actual, previous, ruleName }) {
    const firsts = uniqueFirstTokens(expectedIterationPaths);
    return describeAlternatives(ruleName, firsts, actual, previous);
  },
};
