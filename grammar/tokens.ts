/**
 * Every token of Riftscript, the one lexer, and the keyword metadata the playground colours with.
 *
 * Keywords are case-insensitive words. Each keyword token accepts all the inflections a sentence
 * needs (`kill`, `kills`, `killed`), so "when this is killed" and "kill target unit" share a token
 * and the grammar, not the spelling, decides the meaning.
 *
 * How keywords are lexed: the lexer matches a whole word with one pattern (the identifier), and
 * `tokenize` then looks the lower-cased word up in the keyword table and retypes the token. That
 * is the longest-match rule of "keywords before the identifier, with `longer_alt`" — `units2` is a
 * name, `units` a keyword, `another` never splits into `an` + `other` — but one regular expression
 * per word instead of trying a dozen keyword patterns, which made lexing three times faster.
 *
 * `parseFile` lexes with `scan` (`scanner.ts`), a hand-written loop that gives exactly what
 * `tokenize` gives, faster; the patterns here define the tokens, and a test keeps the two in step.
 */
import { createToken, Lexer, type ILexingResult, type TokenType } from "chevrotain";

/** What a keyword is for; the playground maps each category to a colour. */
export type KeywordCategory =
  | "declaration"
  | "cardType"
  | "characteristic"
  | "gameKeyword"
  | "domain"
  | "resource"
  | "ability"
  | "instruction"
  | "reference"
  | "preposition"
  | "filter"
  | "duration"
  | "scenario"
  | "phase";

export interface KeywordInfo {
  /** The token's name (also the key of its CST children). */
  name: string;
  /** Every spelling the lexer accepts, lower case. */
  words: readonly string[];
  category: KeywordCategory;
}

/** The keyword table. Order does not matter: tokens are sorted longest spelling first below. */
const KEYWORD_TABLE: readonly KeywordInfo[] = [
  // declarations
  { name: "Use", words: ["use"], category: "declaration" },
  { name: "CardKw", words: ["card", "cards"], category: "declaration" },
  { name: "TokenKw", words: ["token", "tokens"], category: "declaration" },
  { name: "ScenarioKw", words: ["scenario"], category: "declaration" },
  { name: "DeckKw", words: ["deck", "decks"], category: "declaration" },
  { name: "Setup", words: ["setup"], category: "scenario" },
  { name: "Expect", words: ["expect"], category: "scenario" },
  // card types
  { name: "Unit", words: ["unit", "units"], category: "cardType" },
  { name: "Gear", words: ["gear", "gears"], category: "cardType" },
  { name: "Spell", words: ["spell", "spells"], category: "cardType" },
  { name: "Rune", words: ["rune", "runes"], category: "cardType" },
  { name: "Legend", words: ["legend", "legends"], category: "cardType" },
  { name: "Battlefield", words: ["battlefield", "battlefields"], category: "cardType" },
  // characteristics
  { name: "CostKw", words: ["cost", "costs"], category: "characteristic" },
  { name: "DomainKw", words: ["domain", "domains"], category: "characteristic" },
  { name: "Might", words: ["might"], category: "characteristic" },
  { name: "TagKw", words: ["tag", "tags"], category: "characteristic" },
  { name: "KeywordKw", words: ["keyword", "keywords"], category: "characteristic" },
  // game keywords (RULES S4)
  { name: "Deflect", words: ["deflect"], category: "gameKeyword" },
  { name: "Assault", words: ["assault"], category: "gameKeyword" },
  { name: "Shield", words: ["shield"], category: "gameKeyword" },
  { name: "Flow", words: ["flow"], category: "gameKeyword" },
  { name: "RepeatKw", words: ["repeat"], category: "gameKeyword" },
  { name: "Hidden", words: ["hidden"], category: "gameKeyword" },
  { name: "Accelerate", words: ["accelerate"], category: "gameKeyword" },
  { name: "ActionKw", words: ["action"], category: "gameKeyword" },
  { name: "ReactionKw", words: ["reaction"], category: "gameKeyword" },
  { name: "Tank", words: ["tank"], category: "gameKeyword" },
  { name: "Backline", words: ["backline"], category: "gameKeyword" },
  { name: "Ganking", words: ["ganking"], category: "gameKeyword" },
  { name: "Legion", words: ["legion"], category: "gameKeyword" },
  { name: "Temporary", words: ["temporary"], category: "gameKeyword" },
  { name: "Deathknell", words: ["deathknell"], category: "gameKeyword" },
  // domains (RULES G3)
  { name: "Fury", words: ["fury"], category: "domain" },
  { name: "Calm", words: ["calm"], category: "domain" },
  { name: "Mind", words: ["mind"], category: "domain" },
  { name: "Body", words: ["body"], category: "domain" },
  { name: "Chaos", words: ["chaos"], category: "domain" },
  { name: "Order", words: ["order"], category: "domain" },
  // resources
  { name: "Energy", words: ["energy"], category: "resource" },
  { name: "Power", words: ["power"], category: "resource" },
  { name: "Any", words: ["any"], category: "resource" },
  // ability structure
  { name: "EffectKw", words: ["effect", "effects"], category: "ability" },
  { name: "When", words: ["when", "whenever"], category: "ability" },
  { name: "While", words: ["while"], category: "ability" },
  { name: "If", words: ["if"], category: "ability" },
  { name: "Would", words: ["would"], category: "ability" },
  { name: "Instead", words: ["instead"], category: "ability" },
  { name: "As", words: ["as"], category: "ability" },
  { name: "Once", words: ["once"], category: "ability" },
  { name: "Twice", words: ["twice"], category: "ability" },
  // `draw 2, then discard 1`: card text's joiner of instructions done in order.
  { name: "Then", words: ["then"], category: "ability" },
  { name: "Start", words: ["start"], category: "ability" },
  { name: "End", words: ["end", "ends"], category: "ability" },
  { name: "Begin", words: ["begin", "begins"], category: "ability" },
  { name: "Otherwise", words: ["otherwise"], category: "ability" },
  { name: "May", words: ["may"], category: "ability" },
  { name: "Do", words: ["do", "does", "did"], category: "ability" },
  { name: "Optional", words: ["optional"], category: "ability" },
  { name: "Additional", words: ["additional"], category: "ability" },
  { name: "AbilityKw", words: ["ability", "abilities"], category: "ability" },
  // instructions and event verbs, with their inflections
  { name: "Banish", words: ["banish", "banishes", "banished"], category: "instruction" },
  { name: "Kill", words: ["kill", "kills", "killed"], category: "instruction" },
  { name: "Discard", words: ["discard", "discards", "discarded"], category: "instruction" },
  { name: "Draw", words: ["draw", "draws", "drawn", "drew"], category: "instruction" },
  { name: "Return", words: ["return", "returns", "returned"], category: "instruction" },
  { name: "Move", words: ["move", "moves", "moved"], category: "instruction" },
  { name: "Put", words: ["put", "puts"], category: "instruction" },
  { name: "Recall", words: ["recall", "recalls", "recalled"], category: "instruction" },
  // `leaves the board` (an event only); `left` stays a name a designer may bind.
  { name: "Leave", words: ["leave", "leaves"], category: "instruction" },
  { name: "Ready", words: ["ready", "readies", "readied"], category: "instruction" },
  { name: "Exhaust", words: ["exhaust", "exhausts"], category: "instruction" },
  // "exhausted" is its own token: `exhaust this: …` (a cost) and `exhausted units …` (a static
  // ability's subject) then differ in their first token.
  { name: "Exhausted", words: ["exhausted"], category: "instruction" },
  { name: "Stun", words: ["stun", "stuns", "stunned"], category: "instruction" },
  { name: "Buff", words: ["buff", "buffs", "buffed"], category: "instruction" },
  // CR 702.2.b: `spend this's buff` / `spend a buff`, a cost.
  { name: "Spend", words: ["spend", "spends", "spent"], category: "instruction" },
  // CR 706–708: a unit with Might 5 or more.
  { name: "Mighty", words: ["mighty"], category: "characteristic" },
  // CR 709: `when this becomes mighty`, the moment a unit's Might reaches 5 from less.
  { name: "Become", words: ["become", "becomes", "became"], category: "instruction" },
  { name: "Deal", words: ["deal", "deals", "dealt"], category: "instruction" },
  { name: "Prevent", words: ["prevent", "prevents", "prevented"], category: "ability" },
  { name: "Heal", words: ["heal", "heals", "healed"], category: "instruction" },
  { name: "Counter", words: ["counter", "counters", "countered"], category: "instruction" },
  { name: "Gain", words: ["gain", "gains", "gained"], category: "instruction" },
  { name: "Take", words: ["take", "takes", "took", "taken"], category: "instruction" },
  { name: "Give", words: ["give", "gives", "gave", "given"], category: "instruction" },
  { name: "Add", words: ["add", "adds", "added"], category: "instruction" },
  {
    name: "Channel",
    words: ["channel", "channels", "channelled", "channeled"],
    category: "instruction",
  },
  { name: "Burn", words: ["burn", "burns", "burned", "burnt"], category: "instruction" },
  { name: "Play", words: ["play", "plays", "played"], category: "instruction" },
  { name: "Create", words: ["create", "creates", "created"], category: "instruction" },
  { name: "Replace", words: ["replace", "replaces", "replaced"], category: "instruction" },
  { name: "Swap", words: ["swap", "swaps", "swapped"], category: "instruction" },
  { name: "Back", words: ["back"], category: "instruction" },
  { name: "Score", words: ["score", "scores", "scored"], category: "instruction" },
  { name: "Reveal", words: ["reveal", "reveals", "revealed"], category: "instruction" },
  { name: "Look", words: ["look", "looks", "looked"], category: "instruction" },
  // `put one of them into your hand and the rest on the bottom of your deck`.
  { name: "Among", words: ["among"], category: "preposition" },
  { name: "Rest", words: ["rest"], category: "reference" },
  { name: "Choose", words: ["choose", "chooses", "chose", "chosen"], category: "instruction" },
  { name: "Pay", words: ["pay", "pays", "paid", "paying"], category: "instruction" },
  { name: "Recycle", words: ["recycle", "recycles", "recycled"], category: "instruction" },
  { name: "Shuffle", words: ["shuffle", "shuffles", "shuffled"], category: "instruction" },
  { name: "Double", words: ["double", "doubles", "doubled"], category: "instruction" },
  { name: "Unless", words: ["unless"], category: "instruction" },
  { name: "Ignoring", words: ["ignoring"], category: "instruction" },
  { name: "Get", words: ["get", "gets"], category: "instruction" },
  { name: "Have", words: ["have", "has", "had"], category: "instruction" },
  { name: "Enter", words: ["enter", "enters", "entered"], category: "instruction" },
  // `this may be played to an open battlefield`: no one controls it and no unit is there.
  { name: "Open", words: ["open"], category: "filter" },
  // CR 740.2.a: a unit is alone when no other friendly unit is at its location.
  { name: "Alone", words: ["alone"], category: "filter" },
  // CR 170.11: a battlefield is occupied (a unit is there) or not, and uncontrolled.
  { name: "Occupied", words: ["occupied"], category: "filter" },
  { name: "Unoccupied", words: ["unoccupied"], category: "filter" },
  { name: "Uncontrolled", words: ["uncontrolled"], category: "filter" },
  { name: "Cant", words: ["can't", "can’t", "cannot"], category: "instruction" },
  { name: "Dont", words: ["don't", "don’t", "doesn't", "doesn’t"], category: "preposition" },
  { name: "Die", words: ["die", "dies", "died"], category: "instruction" },
  { name: "Conquer", words: ["conquer", "conquers", "conquered"], category: "instruction" },
  { name: "Hold", words: ["hold", "holds", "held"], category: "instruction" },
  {
    name: "Attack",
    words: ["attack", "attacks", "attacked", "attacking"],
    category: "instruction",
  },
  {
    name: "Defend",
    words: ["defend", "defends", "defended", "defending"],
    category: "instruction",
  },
  { name: "Control", words: ["control", "controls", "controlled"], category: "instruction" },
  { name: "Own", words: ["own", "owns", "owned"], category: "instruction" },
  { name: "Change", words: ["change", "changes", "changed"], category: "instruction" },
  { name: "Is", words: ["is", "are", "be", "was", "were"], category: "instruction" },
  { name: "For", words: ["for"], category: "instruction" },
  { name: "Time", words: ["time", "times"], category: "instruction" },
  // references
  // CR 053.1: units and legends name themselves in the first person, "I" and "me".
  { name: "This", words: ["this", "me", "i"], category: "reference" },
  { name: "It", words: ["it"], category: "reference" },
  { name: "Them", words: ["them"], category: "reference" },
  { name: "That", words: ["that", "those"], category: "reference" },
  // `it deals that much +1 instead`: the amount of the damage a replacement rewrites (CR 370.1.b).
  { name: "Much", words: ["much"], category: "reference" },
  // `-2 might to a minimum of 1`: the floor of a loss of Might.
  { name: "Minimum", words: ["minimum"], category: "reference" },
  { name: "Target", words: ["target", "targets", "targeted"], category: "reference" },
  { name: "All", words: ["all"], category: "reference" },
  { name: "Each", words: ["each"], category: "reference" },
  { name: "Another", words: ["another"], category: "reference" },
  { name: "Other", words: ["other", "others"], category: "reference" },
  { name: "A", words: ["a"], category: "reference" },
  { name: "An", words: ["an"], category: "reference" },
  { name: "The", words: ["the"], category: "reference" },
  { name: "Friendly", words: ["friendly"], category: "reference" },
  { name: "Enemy", words: ["enemy", "enemies"], category: "reference" },
  { name: "Your", words: ["your"], category: "reference" },
  { name: "You", words: ["you"], category: "reference" },
  { name: "Opponent", words: ["opponent", "opponents"], category: "reference" },
  { name: "PlayerKw", words: ["player", "players"], category: "reference" },
  { name: "Its", words: ["its", "their"], category: "reference" },
  // CR 053.1: a unit's or legend's own, in the first person: `my might`, `spend my buff`.
  { name: "My", words: ["my"], category: "reference" },
  { name: "Owner", words: ["owner", "owners"], category: "reference" },
  { name: "Controller", words: ["controller", "controllers"], category: "reference" },
  { name: "Triggering", words: ["triggering"], category: "reference" },
  { name: "Here", words: ["here"], category: "reference" },
  { name: "There", words: ["there"], category: "reference" },
  { name: "Up", words: ["up"], category: "reference" },
  { name: "Hand", words: ["hand", "hands"], category: "reference" },
  { name: "Trash", words: ["trash"], category: "reference" },
  { name: "Banishment", words: ["banishment"], category: "reference" },
  { name: "Base", words: ["base", "bases"], category: "reference" },
  { name: "Board", words: ["board"], category: "reference" },
  { name: "ChainKw", words: ["chain"], category: "reference" },
  { name: "Champion", words: ["champion"], category: "reference" },
  { name: "Top", words: ["top"], category: "reference" },
  { name: "Bottom", words: ["bottom"], category: "reference" },
  { name: "Location", words: ["location"], category: "reference" },
  { name: "NumberKw", words: ["number"], category: "reference" },
  // prepositions and connectives
  { name: "To", words: ["to"], category: "preposition" },
  { name: "In", words: ["in"], category: "preposition" },
  { name: "Into", words: ["into"], category: "preposition" },
  { name: "On", words: ["on", "onto"], category: "preposition" },
  { name: "From", words: ["from"], category: "preposition" },
  { name: "Of", words: ["of"], category: "preposition" },
  { name: "At", words: ["at"], category: "preposition" },
  { name: "By", words: ["by"], category: "preposition" },
  { name: "With", words: ["with"], category: "preposition" },
  { name: "And", words: ["and"], category: "preposition" },
  { name: "Or", words: ["or"], category: "preposition" },
  { name: "Not", words: ["not"], category: "preposition" },
  // filters and comparisons
  { name: "Less", words: ["less", "fewer"], category: "filter" },
  { name: "More", words: ["more", "greater"], category: "filter" },
  { name: "Than", words: ["than"], category: "filter" },
  { name: "Equal", words: ["equal"], category: "filter" },
  { name: "Exactly", words: ["exactly"], category: "filter" },
  { name: "Least", words: ["least"], category: "filter" },
  { name: "Most", words: ["most"], category: "filter" },
  { name: "Damage", words: ["damage", "damaged"], category: "filter" },
  // `non-Bird`, `non-token`: what a filter's objects are not. The hyphen is the keyword's own, so
  // the word is never a name (`non` alone stays free).
  { name: "Non", words: ["non-"], category: "filter" },
  // `prevent all combat damage this turn` (CR 437.1.b.1: a prevention names its damage's source)
  { name: "Combat", words: ["combat"], category: "filter" },
  { name: "Facedown", words: ["facedown"], category: "filter" },
  { name: "Point", words: ["point", "points"], category: "filter" },
  { name: "One", words: ["one"], category: "filter" },
  // `draw two cards`: where a count is expected; `one` is the token above
  {
    name: "NumberWord",
    words: ["two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"],
    category: "filter",
  },
  // durations
  { name: "Turn", words: ["turn", "turns"], category: "duration" },
  { name: "Until", words: ["until"], category: "duration" },
  { name: "Next", words: ["next"], category: "duration" },
  { name: "Permanently", words: ["permanently"], category: "duration" },
  // scenarios
  { name: "Pool", words: ["pool"], category: "scenario" },
  { name: "PhaseKw", words: ["phase"], category: "scenario" },
  { name: "Seed", words: ["seed"], category: "scenario" },
  { name: "Nobody", words: ["nobody"], category: "scenario" },
  { name: "Activate", words: ["activate", "activates", "activated"], category: "scenario" },
  { name: "Pass", words: ["pass", "passes", "passed"], category: "scenario" },
  { name: "Concede", words: ["concede", "concedes", "conceded"], category: "scenario" },
  { name: "LabelKw", words: ["label"], category: "scenario" },
  { name: "Resolve", words: ["resolve", "resolves", "resolved"], category: "scenario" },
  { name: "Targeting", words: ["targeting"], category: "scenario" },
  { name: "Choosing", words: ["choosing"], category: "scenario" },
  { name: "Mode", words: ["mode", "modes"], category: "scenario" },
  {
    name: "Answer",
    words: ["answer", "answers", "answered", "answering"],
    category: "scenario",
  },
  { name: "Yes", words: ["yes"], category: "scenario" },
  { name: "No", words: ["no"], category: "scenario" },
  { name: "Empty", words: ["empty"], category: "scenario" },
  { name: "Nothing", words: ["nothing"], category: "scenario" },
  { name: "EventKw", words: ["event", "events"], category: "scenario" },
  { name: "Trigger", words: ["trigger", "triggers", "triggered"], category: "scenario" },
  { name: "Exists", words: ["exist", "exists"], category: "scenario" },
  { name: "Hide", words: ["hide", "hides"], category: "scenario" },
  { name: "Win", words: ["win", "wins", "won"], category: "scenario" },
  { name: "Because", words: ["because"], category: "scenario" },
  { name: "Main", words: ["main"], category: "scenario" },
  // phases (RULES S1); `channel` and `draw` are the instruction tokens
  { name: "Awaken", words: ["awaken"], category: "phase" },
  { name: "Beginning", words: ["beginning"], category: "phase" },
  { name: "Ending", words: ["ending"], category: "phase" },
];

/** Any word: a keyword or a name. Scenarios accept any word where they name an event kind. */
export const Word = createToken({ name: "Word", pattern: Lexer.NA, label: "a word" });

export const Identifier = createToken({
  name: "Identifier",
  pattern: /[A-Za-z_][A-Za-z0-9_]*/,
  categories: [Word],
  label: "a name",
});

/**
 * `can't` and `don't` hold an apostrophe and `non-` a hyphen, so they are the keywords the word pattern cannot
 * match whole: each has its own, tried before names.
 */
const APOSTROPHE_KEYWORDS: Readonly<Record<string, RegExp>> = {
  Cant: /can['’]t(?![A-Za-z0-9_])/i,
  // `a battlefield you don't control`, `an opponent doesn't control`.
  Dont: /do(?:es)?n['’]t(?![A-Za-z0-9_])/i,
  // Not an apostrophe, but the same case: a keyword whose spelling holds a character no name does.
  Non: /non-/i,
};

/**
 * The `'m` of `I'm` (CR 053.1: "Units and legends say "I," "me""): `I'm played` is `this is
 * played`. An apostrophe and an `m` that end a word; the scanner reads it the same.
 */
const FIRST_PERSON_AM = /['’][mM](?![A-Za-z0-9_])/;

/** Keyword tokens by name. Found by `tokenize` through the word table, not by their own patterns. */
export const keywordTokens: Readonly<Record<string, TokenType>> = Object.fromEntries(
  KEYWORD_TABLE.map((info) => {
    const own = APOSTROPHE_KEYWORDS[info.name];
    const token = createToken({
      name: info.name,
      pattern: own ?? Lexer.NA,
      ...(own ? { longer_alt: Identifier } : {}),
      ...(info.name === "Is" ? { pattern: FIRST_PERSON_AM } : {}),
      categories: [Word],
      label: info.words[0],
    });
    return [info.name, token];
  }),
);

/** The keywords with their spellings and categories, for colouring and "did you mean". */
export const KEYWORDS: readonly KeywordInfo[] = KEYWORD_TABLE;

const kw = (name: string): TokenType => {
  const token = keywordTokens[name];
  if (!token) throw new Error(`no keyword token ${name}`);
  return token;
};

// Keyword tokens as named exports, for the parser.
export const Use = kw("Use");
export const CardKw = kw("CardKw");
export const TokenKw = kw("TokenKw");
export const ScenarioKw = kw("ScenarioKw");
export const DeckKw = kw("DeckKw");
export const Setup = kw("Setup");
export const Expect = kw("Expect");
export const Unit = kw("Unit");
export const Gear = kw("Gear");
export const Spell = kw("Spell");
export const Rune = kw("Rune");
export const Legend = kw("Legend");
export const Battlefield = kw("Battlefield");
export const CostKw = kw("CostKw");
export const DomainKw = kw("DomainKw");
export const Might = kw("Might");
export const TagKw = kw("TagKw");
export const KeywordKw = kw("KeywordKw");
export const Deflect = kw("Deflect");
export const Assault = kw("Assault");
export const Shield = kw("Shield");
export const Flow = kw("Flow");
export const RepeatKw = kw("RepeatKw");
export const Hidden = kw("Hidden");
export const Accelerate = kw("Accelerate");
export const ActionKw = kw("ActionKw");
export const ReactionKw = kw("ReactionKw");
export const Tank = kw("Tank");
export const Backline = kw("Backline");
export const Ganking = kw("Ganking");
export const Legion = kw("Legion");
export const Temporary = kw("Temporary");
export const Deathknell = kw("Deathknell");
export const Fury = kw("Fury");
export const Calm = kw("Calm");
export const Mind = kw("Mind");
export const Body = kw("Body");
export const Chaos = kw("Chaos");
export const Order = kw("Order");
export const Energy = kw("Energy");
export const Power = kw("Power");
export const Any = kw("Any");
export const EffectKw = kw("EffectKw");
export const When = kw("When");
export const While = kw("While");
export const If = kw("If");
export const Would = kw("Would");
export const Instead = kw("Instead");
export const As = kw("As");
export const Once = kw("Once");
export const Twice = kw("Twice");
export const Then = kw("Then");
export const Start = kw("Start");
export const Begin = kw("Begin");
export const End = kw("End");
export const Otherwise = kw("Otherwise");
export const May = kw("May");
export const Do = kw("Do");
export const Optional = kw("Optional");
export const Additional = kw("Additional");
export const AbilityKw = kw("AbilityKw");
export const Banish = kw("Banish");
export const Kill = kw("Kill");
export const Discard = kw("Discard");
export const Draw = kw("Draw");
export const Return = kw("Return");
export const Move = kw("Move");
export const Put = kw("Put");
export const Shuffle = kw("Shuffle");
export const Double = kw("Double");
export const Unless = kw("Unless");
export const Recall = kw("Recall");
export const Ready = kw("Ready");
export const Exhaust = kw("Exhaust");
export const Exhausted = kw("Exhausted");
export const Stun = kw("Stun");
export const Buff = kw("Buff");
export const Spend = kw("Spend");
export const Mighty = kw("Mighty");
export const Become = kw("Become");
export const Deal = kw("Deal");
export const Prevent = kw("Prevent");
export const Heal = kw("Heal");
export const Counter = kw("Counter");
export const Gain = kw("Gain");
export const Take = kw("Take");
export const Give = kw("Give");
export const Add = kw("Add");
export const Channel = kw("Channel");
export const Burn = kw("Burn");
export const Play = kw("Play");
export const Create = kw("Create");
export const Replace = kw("Replace");
export const Swap = kw("Swap");
export const Back = kw("Back");
export const Score = kw("Score");
export const Reveal = kw("Reveal");
export const Look = kw("Look");
export const Among = kw("Among");
export const Rest = kw("Rest");
export const Choose = kw("Choose");
export const Pay = kw("Pay");
export const Recycle = kw("Recycle");
export const Ignoring = kw("Ignoring");
export const Get = kw("Get");
export const Have = kw("Have");
export const Enter = kw("Enter");
export const Open = kw("Open");
export const Alone = kw("Alone");
export const Occupied = kw("Occupied");
export const Unoccupied = kw("Unoccupied");
export const Uncontrolled = kw("Uncontrolled");
export const Cant = kw("Cant");
export const Dont = kw("Dont");
export const Die = kw("Die");
export const Conquer = kw("Conquer");
export const Hold = kw("Hold");
export const Attack = kw("Attack");
export const Defend = kw("Defend");
export const Control = kw("Control");
export const Own = kw("Own");
export const Change = kw("Change");
export const Is = kw("Is");
export const For = kw("For");
export const Time = kw("Time");
export const This = kw("This");
export const My = kw("My");
export const It = kw("It");
export const Them = kw("Them");
export const That = kw("That");
export const Much = kw("Much");
export const Target = kw("Target");
export const All = kw("All");
export const Each = kw("Each");
export const Another = kw("Another");
export const Other = kw("Other");
export const A = kw("A");
export const An = kw("An");
export const The = kw("The");
export const Friendly = kw("Friendly");
export const Enemy = kw("Enemy");
export const Your = kw("Your");
export const You = kw("You");
export const Opponent = kw("Opponent");
export const PlayerKw = kw("PlayerKw");
export const Its = kw("Its");
export const Owner = kw("Owner");
export const Controller = kw("Controller");
export const Triggering = kw("Triggering");
export const Here = kw("Here");
export const There = kw("There");
export const Up = kw("Up");
export const Hand = kw("Hand");
export const Trash = kw("Trash");
export const Banishment = kw("Banishment");
export const Base = kw("Base");
export const Board = kw("Board");
export const Leave = kw("Leave");
export const ChainKw = kw("ChainKw");
export const Champion = kw("Champion");
export const Top = kw("Top");
export const Bottom = kw("Bottom");
export const Location = kw("Location");
export const NumberKw = kw("NumberKw");
export const Minimum = kw("Minimum");
export const To = kw("To");
export const In = kw("In");
export const Into = kw("Into");
export const On = kw("On");
export const From = kw("From");
export const Of = kw("Of");
export const At = kw("At");
export const By = kw("By");
export const With = kw("With");
export const And = kw("And");
export const Or = kw("Or");
export const Not = kw("Not");
export const Less = kw("Less");
export const More = kw("More");
export const Than = kw("Than");
export const Equal = kw("Equal");
export const Exactly = kw("Exactly");
export const Least = kw("Least");
export const Most = kw("Most");
export const Damage = kw("Damage");
export const Non = kw("Non");
export const Combat = kw("Combat");
export const Facedown = kw("Facedown");
export const Point = kw("Point");
export const One = kw("One");
export const NumberWord = kw("NumberWord");
export const Turn = kw("Turn");
export const Until = kw("Until");
export const Next = kw("Next");
export const Permanently = kw("Permanently");
export const Pool = kw("Pool");
export const PhaseKw = kw("PhaseKw");
export const Seed = kw("Seed");
export const Nobody = kw("Nobody");
export const Activate = kw("Activate");
export const Pass = kw("Pass");
export const Concede = kw("Concede");
export const LabelKw = kw("LabelKw");
export const Resolve = kw("Resolve");
export const Targeting = kw("Targeting");
export const Choosing = kw("Choosing");
export const Mode = kw("Mode");
export const Answer = kw("Answer");
export const Yes = kw("Yes");
export const No = kw("No");
export const Empty = kw("Empty");
export const Nothing = kw("Nothing");
export const EventKw = kw("EventKw");
export const Trigger = kw("Trigger");
export const Exists = kw("Exists");
export const Hide = kw("Hide");
export const Win = kw("Win");
export const Because = kw("Because");
export const Main = kw("Main");
export const Awaken = kw("Awaken");
export const Beginning = kw("Beginning");
export const Ending = kw("Ending");

// Literals
/** A quoted string, closed or not; the parser accepts both so an unterminated string is one error. */
export const AnyString = createToken({
  name: "AnyString",
  pattern: Lexer.NA,
  label: "a quoted name",
});
export const StringLiteral = createToken({
  name: "StringLiteral",
  pattern: /"(?:[^"\\\r\n]|\\.)*"/,
  categories: [AnyString],
  label: "a quoted name",
});
/** A string with no closing quote on its line; reported once, parsed as if it were closed. */
export const UnterminatedString = createToken({
  name: "UnterminatedString",
  pattern: /"(?:[^"\\\r\n]|\\.)*\\?/,
  categories: [AnyString],
  label: "an unterminated string",
});
export const Integer = createToken({ name: "Integer", pattern: /\d+/, label: "a number" });

// Punctuation
export const LCurly = createToken({ name: "LCurly", pattern: "{", label: "{" });
export const RCurly = createToken({ name: "RCurly", pattern: "}", label: "}" });
export const LParen = createToken({ name: "LParen", pattern: "(", label: "(" });
export const RParen = createToken({ name: "RParen", pattern: ")", label: ")" });
/** `[Tank]`, `[Assault 2]`: a keyword as printed cards write it. */
export const LBracket = createToken({ name: "LBracket", pattern: "[", label: "[" });
export const RBracket = createToken({ name: "RBracket", pattern: "]", label: "]" });
export const Colon = createToken({ name: "Colon", pattern: ":", label: ":" });
export const Semicolon = createToken({ name: "Semicolon", pattern: ";", label: ";" });
export const Comma = createToken({ name: "Comma", pattern: ",", label: "," });
export const Dot = createToken({ name: "Dot", pattern: ".", label: "." });
export const Plus = createToken({ name: "Plus", pattern: "+", label: "+" });
export const Minus = createToken({ name: "Minus", pattern: "-", label: "-" });
export const EmDash = createToken({ name: "EmDash", pattern: "—", label: "—" });
export const LessEqual = createToken({ name: "LessEqual", pattern: "<=", label: "<=" });
export const GreaterEqual = createToken({ name: "GreaterEqual", pattern: ">=", label: ">=" });
export const NotEqual = createToken({ name: "NotEqual", pattern: "!=", label: "!=" });
export const LessThan = createToken({ name: "LessThan", pattern: "<", label: "<" });
export const GreaterThan = createToken({ name: "GreaterThan", pattern: ">", label: ">" });
export const Equals = createToken({ name: "Equals", pattern: "=", label: "=" });
/**
 * `'s` as in "its owner's hand", or an apostrophe before no letter or digit, the plural's
 * possessive (`opponents' units`); the typographic apostrophe of pasted card text works too. The
 * scanner reads it the same way.
 */
export const Possessive = createToken({
  name: "Possessive",
  pattern: /['’](?:[sS]|(?!\w))/,
  label: "'s",
});

// Trivia
export const Comment = createToken({
  name: "Comment",
  pattern: /\/\/[^\r\n]*/,
  group: "comments",
  label: "a comment",
});
export const WhiteSpace = createToken({
  name: "WhiteSpace",
  pattern: /[ \t\r\n\f\v]+/,
  group: Lexer.SKIPPED,
  line_breaks: true,
});

/** Lower-case spelling → keyword token. */
const keywordByWord = new Map<string, TokenType>(
  KEYWORD_TABLE.flatMap((info) => info.words.map((word) => [word, kw(info.name)] as const)),
);

export const allTokens: TokenType[] = [
  WhiteSpace,
  Comment,
  StringLiteral,
  UnterminatedString,
  Integer,
  LessEqual,
  GreaterEqual,
  NotEqual,
  LessThan,
  GreaterThan,
  Equals,
  LCurly,
  RCurly,
  LParen,
  RParen,
  LBracket,
  RBracket,
  Colon,
  Semicolon,
  Comma,
  Dot,
  Plus,
  Minus,
  EmDash,
  Possessive,
  Cant,
  Dont,
  Non,
  Identifier,
  // Keyword token types (no patterns of their own): the parser's vocabulary.
  ...KEYWORD_TABLE.map((info) => kw(info.name)).filter(
    (token) => token !== Cant && token !== Dont && token !== Non,
  ),
  Word,
  AnyString,
];

/** The one Chevrotain lexer, built at module load. Use `tokenize`, which also finds keywords. */
export const lexer = new Lexer(allTokens, {
  ensureOptimizations: true,
  positionTracking: "full",
  recoveryEnabled: true,
});

/** The keyword token a word spells (any case), if it is a keyword. */
export function keywordForWord(word: string): TokenType | undefined {
  return keywordByWord.get(word.toLowerCase());
}

/**
 * `keywordForWord` for the lexer's words. Keywords are mostly written in lower case, so the word
 * is looked up as written first and lower-cased only when that misses.
 */
export function keywordOfWord(word: string): TokenType | undefined {
  return keywordByWord.get(word) ?? keywordByWord.get(word.toLowerCase());
}

/** Lexes text into tokens, keywords typed as keywords; errors are the lexer's. */
export function tokenize(text: string): ILexingResult {
  const result = lexer.tokenize(text);
  const tokens = result.tokens;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.tokenType !== Identifier) continue;
    const keyword = keywordOfWord(token.image);
    if (keyword !== undefined) {
      token.tokenType = keyword;
      token.tokenTypeIdx = keyword.tokenTypeIdx!;
    }
  }
  return result;
}

/** A human label for a token type, as it should appear in a message: `unit`, `{`, a number. */
export function tokenLabel(tokenType: TokenType): string {
  const label = tokenType.LABEL ?? tokenType.name;
  if (tokenType === Identifier || tokenType === StringLiteral || tokenType === Integer) {
    return label;
  }
  if (tokenType === Word || tokenType === AnyString || tokenType === UnterminatedString)
    return label;
  if (tokenType === Comment) return label;
  if (tokenType.name === "EOF") return "the end of the file";
  return `\`${label}\``;
}

/** True for keyword token types (not names, numbers, strings or punctuation). */
export function isKeywordToken(tokenType: TokenType): boolean {
  return keywordByTokenName.has(tokenType.name);
}

const keywordByTokenName = new Map(KEYWORD_TABLE.map((info) => [info.name, info]));

/** The keyword table entry of a token type, if it is a keyword. */
export function keywordInfo(tokenType: TokenType): KeywordInfo | undefined {
  return keywordByTokenName.get(tokenType.name);
}

const NUMBER_WORDS: readonly string[] = ["one", ...keywordByTokenName.get("NumberWord")!.words];

/** The value of `one` … `ten` (any case), or undefined for any other word. */
export function numberWordValue(word: string): number | undefined {
  const index = NUMBER_WORDS.indexOf(word.toLowerCase());
  return index < 0 ? undefined : index + 1;
}

/**
 * `the second time … each turn` (CR 383.1). The ordinals are names, not keywords, so that `first`
 * and `second` stay free as labels and bound names; the grammar reads a name there and the AST
 * builder checks it is one of these.
 */
export const ORDINALS: readonly string[] = [
  "first",
  "second",
  "third",
  "fourth",
  "fifth",
  "sixth",
  "seventh",
  "eighth",
  "ninth",
  "tenth",
];

/** The value of `first` … `tenth` (any case), or undefined for any other word. */
export function ordinalValue(word: string): number | undefined {
  const index = ORDINALS.indexOf(word.toLowerCase());
  return index < 0 ? undefined : index + 1;
}
