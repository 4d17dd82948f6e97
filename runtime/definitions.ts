/**
 * The contract between the compiler and the runtime (DESIGN.md).
 *
 * Everything here is plain, serializable data: no functions, no classes, no cycles. The compiler
 * produces these values from card text; `rift build` emits them as TypeScript; the playground sends
 * them to a web worker; the runtime interprets them. A new card needs new data, never new runtime code.
 *
 * Naming follows RULES.md so that a rule number and the code that implements it find each other.
 */
import type { GameEventKind } from "./events.js";

// ---------------------------------------------------------------------------------------------
// Basic vocabulary
// ---------------------------------------------------------------------------------------------

/** RULES G3. */
export const DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"] as const;
export type Domain = (typeof DOMAINS)[number];

export const CARD_TYPES = ["unit", "gear", "spell", "rune", "legend", "battlefield"] as const;
export type CardType = (typeof CARD_TYPES)[number];

/** Where a definition came from, for messages. Lines and columns are 1-based. */
export interface SourceRange {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
}

/** Power of one domain, or of any domain (`domain: "any"`). */
export interface PowerAmount {
  domain: Domain | "any";
  amount: number;
}

/** RULES G3: a cost is energy (no domain) plus power (by domain or of any domain). */
export interface Cost {
  energy: number;
  power: PowerAmount[];
}

/** Keywords the runtime knows (RULES S4). */
export const VALUED_KEYWORDS = ["Deflect", "Assault", "Shield"] as const;
export const COSTED_KEYWORDS = ["Flow", "Repeat"] as const;
export const FLAG_KEYWORDS = [
  "Hidden",
  "Accelerate",
  "Action",
  "Reaction",
  "Tank",
  "Backline",
  "Ganking",
  "Legion",
  "Temporary",
  "Deathknell",
] as const;
export type ValuedKeyword = (typeof VALUED_KEYWORDS)[number];
export type CostedKeyword = (typeof COSTED_KEYWORDS)[number];
export type FlagKeyword = (typeof FLAG_KEYWORDS)[number];
export type KeywordName = ValuedKeyword | CostedKeyword | FlagKeyword;

export type Keyword =
  | { keyword: ValuedKeyword; value: number }
  | { keyword: CostedKeyword; cost: Cost }
  | { keyword: FlagKeyword };

// ---------------------------------------------------------------------------------------------
// Definitions
// ---------------------------------------------------------------------------------------------

/** A card or token definition: what is printed, plus its abilities as data. */
export interface Definition {
  /** RULES O4: a token is never a card and a card is never a token. */
  kind: "card" | "token";
  type: CardType;
  name: string;
  /** Printed cost; absent for tokens (RULES T4: a cost check reads 0) and for battlefields, legends, runes. */
  cost?: Cost;
  domains: Domain[];
  /** Units (and unit tokens) only. */
  might?: number;
  tags: string[];
  keywords: Keyword[];
  abilities: Ability[];
  range?: SourceRange;
}

// ---------------------------------------------------------------------------------------------
// Abilities
// ---------------------------------------------------------------------------------------------

export type Ability =
  | SpellEffectAbility
  | TriggeredAbility
  | ActivatedAbility
  | StaticAbility
  | ReplacementAbility
  | OptionalCostAbility;

/** The zones off the board where a card's ability may function (CR 385.2): its owner's. */
export const FUNCTION_ZONES = ["trash", "hand"] as const;
export type FunctionZone = (typeof FUNCTION_ZONES)[number];

interface AbilityBase {
  /** Set when the ability comes from a keyword with its own text, such as `Deathknell`. */
  keyword?: KeywordName;
  /**
   * Where the ability functions when not on the board ("while this is in your trash, …", CR
   * 385.2): only while its card is in that zone of its owner's, and then not on the board. A
   * triggered, activated or static ability; absent, it functions on the board (CR 384.2, 380).
   */
  zone?: FunctionZone;
  range?: SourceRange;
}

/** A spell's resolution. */
export interface SpellEffectAbility extends AbilityBase {
  kind: "effect";
  effect: Effect;
}

/** "When …", "at the start of …" (RULES E1). */
export interface TriggeredAbility extends AbilityBase {
  kind: "triggered";
  trigger: Trigger;
  /** An intervening condition, part of the trigger condition: checked when the trigger fires (CR 383.2.a.1). */
  condition?: Condition;
  /** "once each turn". */
  oncePerTurn?: boolean;
  /**
   * "The Nth time … each turn" (CR 383.1): of the events matching the trigger that this object
   * sees this turn, only the Nth triggers it. Counted per object (RULES O1): one that changes to
   * or from a non-board zone is new and counts from 0.
   */
  nthTime?: number;
  /**
   * `one or more` (`when one or more friendly units die`): the events of one game action — one
   * instruction, one combat damage step, one batch of zone changes — trigger it once, for the
   * first of them that meets its condition.
   */
  oneOrMore?: true;
  effect: Effect;
}

/** "costs: effect" (costs before the colon). */
export interface ActivatedAbility extends AbilityBase {
  kind: "activated";
  costs: AbilityCost[];
  /** Timing permission (RULES C4). Without one, the ability is played only in an open state in its controller's main phase. */
  timing?: "Action" | "Reaction";
  effect: Effect;
}

/** A continuous modification while the source is on the board (or in the zone it names). */
export interface StaticAbility extends AbilityBase {
  kind: "static";
  condition?: Condition;
  /** The objects affected; `{ ref: "this" }` for self. */
  affects: ObjectRef;
  modifications: Modification[];
}

/** "If … would …, … instead" (RULES E2). */
export interface ReplacementAbility extends AbilityBase {
  kind: "replacement";
  /**
   * "Once each turn, if …": applied to at most one event each turn (CR 371.1); a "you may"
   * declined has not been applied (CR 371.2.b).
   */
  oncePerTurn?: boolean;
  pattern: EventPattern;
  /**
   * A prevention (CR 369.2): the damage of a `damaged` event is dealt less by this much (or not at
   * all); damage below 1 is not dealt, and no event happens (CR 417.1.e.1). `instead` is empty.
   */
  prevent?: number | "all";
  /**
   * A replacement of the damage an object deals (`pattern` is `dealtDamage`, its subject the
   * source, CR 417.6): each damage event one of its sources would deal to a unit is dealt with
   * this much more instead (less for a negative number), or `double` that much (CR 370.1.b). With
   * `pattern` `damaged`, the damage dealt to its subject, rewritten alike. `instead` is empty.
   */
  dealsMore?: number | "double";
  /**
   * It meets combat damage alone (CR 417.6.c): a prevention of combat damage, a replacement of the
   * combat damage dealt to an object or of the combat damage it deals. A spell's or an ability's
   * damage does not meet it, and is dealt.
   */
  combat?: boolean;
  /** What happens instead. The bound name `it` refers to the object of the replaced event. */
  instead: Effect;
}

/** "As you play this, you may pay … . If you do, …" — an optional (or additional) cost (RULES C1). */
export interface OptionalCostAbility extends AbilityBase {
  kind: "optionalCost";
  /** False for a mandatory additional cost. */
  optional: boolean;
  costs: AbilityCost[];
  /**
   * What paying it does: carried out as the card resolves (a spell, before its own effect) or
   * enters the board (a permanent). A spell may also ask `if you paid …` (the `paid` condition).
   */
  effect: Effect;
}

export type AbilityCost =
  | { cost: "exhaustThis" }
  | { cost: "killThis" }
  /** CR 164.2.b: "Recycle this" (a basic rune's second ability). */
  | { cost: "recycleThis" }
  | { cost: "pay"; amount: Cost }
  | { cost: "discard"; count: number; filter?: Filter }
  | { cost: "kill"; filter: Filter; count: number }
  /**
   * `exhaust another friendly unit`: ready permanents the filter matches, chosen as the cost is
   * paid and exhausted together (CR 414.4, 144.3.c).
   */
  | { cost: "exhaust"; filter: Filter; count: number }
  | { cost: "recycle"; count: number }
  /**
   * CR 702.2.b: remove a buff from the source (`spendBuffThis`) or from any unit the payer
   * controls (`spendBuff`, CR 702.2.b.2); a unit without one cannot pay it (CR 702.2.b.1).
   */
  | { cost: "spendBuffThis" }
  | { cost: "spendBuff" };

// ---------------------------------------------------------------------------------------------
// Triggers, events and conditions
// ---------------------------------------------------------------------------------------------

/** Every change in the game is an event (RULES E1). These are the kinds a card can observe. */
export const EVENT_KINDS = [
  "played",
  "created",
  "entered",
  "moved",
  "killed",
  "banished",
  "discarded",
  "drawn",
  "returnedToHand",
  "replaced",
  "swappedBack",
  "conquered",
  "held",
  "scored",
  "attacked",
  "defended",
  "damaged",
  /**
   * CR 417.6: a source dealt damage — once for each source of one Deal action that dealt some
   * (combat's, CR 465.2.d, or one instruction's), however many units it dealt it to (CR 417.1.d).
   */
  "dealtDamage",
  "countered",
  "controlChanged",
  "readied",
  "exhausted",
  "stunned",
  "buffed",
  /**
   * CR 709: a unit on the board whose Might went from less than 5 to 5 or more, found where the
   * game settles (becoming-mighty.ts).
   */
  "becameMighty",
  /**
   * CR 383.2.a.1: an object went from the board to another zone, however it went (killed,
   * banished, returned, recycled, a token ceasing). Never logged nor proposed as itself: a trigger
   * on it is found as the object leaves, beside the event of its own kind, and looks back as that
   * one does (zone-change.ts); a replacement of it meets the change of zone that would take the
   * object off the board (replacement.ts `leavesBoard`); a duration on it ends as it leaves
   * (triggers.ts `expireOnLeaving`).
   */
  "leftBoard",
  "channelled",
  /**
   * CR 464.2.b: a combat opened at a battlefield (its `location`), before its Attacker and
   * Defender are designated; `player` attacks, `detail` names the defender.
   */
  "combatStarted",
  /**
   * CR 466.7.b: a combat at a battlefield (its `location`) ended, its designations removed and
   * before its "this combat" effects expire; `player` is the winner, if any, `detail` the result.
   */
  "combatEnded",
  "turnStarted",
  "turnEnded",
  "phaseStarted",
  /** CR 416: put on the bottom of its deck (Main Deck, or Rune Deck for runes). */
  "recycled",
  /** CR 418. */
  "healed",
  /** CR 454: relocated to base without moving. */
  "recalled",
  /** CR 440: put from the top of the Main Deck into the trash. */
  "burned",
  "revealed",
  /** Points gained other than by scoring a battlefield (CR 194.1.c, 431). */
  "pointsGained",
  /** CR 429: energy or power added to a Rune Pool. */
  "added",
  /**
   * A change of zone that no instruction named: a resolved or countered spell going to the trash,
   * or a move to a zone that has no event of its own (the top of a deck).
   */
  "zoneChanged",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

/** A description of events that a trigger or a replacement effect watches for. */
export interface EventPattern {
  event: EventKind;
  /** The object the event happens to: `this`, or any object matching a filter. */
  subject?: SubjectPattern;
  /** The player who acted (played, scored, conquered…), or whose turn or phase it is. */
  player?: PlayerSelector;
  /** For `moved`, `conquered`, `held`, `scored`: the location involved. */
  location?: LocationPattern;
  /** For `phaseStarted` / `turnStarted` / `turnEnded`. */
  phase?: Phase;
  /** For `dealtDamage`: only the damage combat deals (CR 417.6.c). */
  combat?: true;
  /** For `attacked` / `defended`: the unit is alone as it gains the designation (CR 740.2.a). */
  alone?: true;
}

export type SubjectPattern =
  | { ref: "this" }
  | { ref: "match"; filter: Filter }
  /** An object bound by the resolution that created a delayed ability ("the next time it dies"). */
  | { ref: "bound"; name: string };

export type LocationPattern =
  | { at: "here" }
  | { at: "thisBattlefield" }
  | { at: "anyBattlefield" }
  | { at: "base"; player: PlayerSelector };

export type Trigger = EventPattern;

/** Player selectors are relative to the controller of the ability (or the actor, in scenarios). */
export type PlayerSelector = "you" | "opponent" | "any";

export type Condition =
  | { cond: "and"; all: Condition[] }
  | { cond: "or"; any: Condition[] }
  | { cond: "not"; condition: Condition }
  /** There are at least `count` objects matching `filter` (default 1). */
  | { cond: "exists"; filter: Filter; count?: Comparison }
  /** "if you do": the previous instruction of this resolution happened as written (RULES E2). */
  | { cond: "didPrevious" }
  /** The optional cost of this play was paid. */
  | { cond: "paid"; ability: number }
  /** Legion: you have played another card this turn. */
  | { cond: "playedAnotherCardThisTurn" }
  | { cond: "score"; player: PlayerSelector; comparison: Comparison }
  /**
   * A player of `player` has more (`>`) or fewer (`<`) points than another player of `other` —
   * than every other one of them with `every` (`you have the most points`, RULES S2).
   */
  | {
      cond: "scoreVersus";
      player: PlayerSelector;
      op: ">" | "<";
      other: PlayerSelector;
      every?: true;
    }
  /**
   * Like `scoreVersus`, with what `count` counts in place of points (`an opponent controls more
   * units than you`, `you have fewer cards in hand than each opponent`). Each player's count is
   * the filter read as though that player were "you": `controller: "you"` counts what each one
   * controls, a zone of "you" each one's own.
   */
  | {
      cond: "countVersus";
      player: PlayerSelector;
      op: ">" | "<";
      other: PlayerSelector;
      every?: true;
      count: Filter;
    }
  | { cond: "isTurnOf"; player: PlayerSelector }
  | { cond: "controls"; player: PlayerSelector; object: ObjectRef }
  /** The object is there and meets the filter: `this is damaged`, `it is attacking`. */
  | { cond: "is"; object: ObjectRef; filter: Filter };

export interface Comparison {
  op: "<" | "<=" | "=" | ">=" | ">" | "!=";
  value: number;
}

// ---------------------------------------------------------------------------------------------
// References and filters
// ---------------------------------------------------------------------------------------------

/** How an instruction finds the object(s) it acts on. */
export type ObjectRef =
  /** The source of the ability (RULES CR 053). */
  | { ref: "this" }
  /** Chosen as the ability or spell is played (RULES C1), `count` of them (default 1). */
  | { ref: "target"; filter: Filter; count?: number; upTo?: boolean; bind?: string }
  /** Chosen on resolution, not targeted. */
  | { ref: "choose"; filter: Filter; count?: number; upTo?: boolean; bind?: string }
  /** Every object matching the filter, as the instruction resolves. */
  | { ref: "all"; filter: Filter; bind?: string }
  /** A name bound earlier in this resolution (RULES E3): `it`, `that unit`, `as NAME`. */
  | { ref: "bound"; name: string }
  /** The object the triggering event happened to. */
  | { ref: "triggering" }
  /** The object of the event a replacement rewrites. */
  | { ref: "replaced" };

export type PlayerRef =
  | { player: "you" }
  | { player: "opponent" }
  | { player: "each" }
  /** Every opponent of "you", in turn order from the turn player (CR 303.2.a). */
  | { player: "eachOpponent" }
  /**
   * A player chosen as the ability is played, like an object target (CR 355.9.a: a player can be
   * a target): any player, or an opponent of "you". Checked again as it resolves (CR 359.3.e.5).
   */
  | { player: "target"; among: "any" | "opponent" }
  | { player: "ownerOf"; object: ObjectRef }
  | { player: "controllerOf"; object: ObjectRef }
  /** The player who caused the triggering event (who played, conquered, scored…). */
  | { player: "triggering" };

export const ZONE_NAMES = [
  "hand",
  "deck",
  "trash",
  "banishment",
  "base",
  "legend",
  "champion",
  "runeDeck",
  "runes",
  "battlefields",
  "chain",
  "facedown",
] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

export type StatusName =
  "ready" | "exhausted" | "damaged" | "buffed" | "stunned" | "facedown" | "replaced" | "banished";

/** A conjunction of constraints. An omitted field does not constrain. */
export interface Filter {
  types?: CardType[];
  /** RULES O4: a filter that says "card" does not accept a token unless `kind` is "any". */
  kind?: "card" | "token" | "any";
  /** Token kind by name (`a Recruit token`). */
  name?: string;
  controller?: PlayerSelector;
  /**
   * `you don't control`: not controlled by a player of this selector — another player's, or no
   * one's (an uncontrolled battlefield).
   */
  notController?: PlayerSelector;
  owner?: PlayerSelector;
  /** Board location. */
  location?: LocationFilter;
  /** A non-board zone (cards in your trash, spells on the chain). */
  zone?: { zone: ZoneName; player: PlayerSelector };
  /** Any one of these tags ("with tag Bird or Cat"). */
  tags?: string[];
  /** Every one of these tags ("with tags Bird and Cat"). */
  tagsAll?: string[];
  /** Any one of these keywords. */
  keywords?: KeywordName[];
  /** Every one of these keywords ("with Tank with Assault"). */
  keywordsAll?: KeywordName[];
  /** Any one of these domains. */
  domains?: Domain[];
  /** Every one of these domains ("Fury Mind unit"). */
  domainsAll?: Domain[];
  might?: Comparison;
  /**
   * The object's Might against the source's (`with more might than this`), both as the filter is
   * read: on the board their current Might, elsewhere their printed (CR 710, 711). With no source,
   * or one without Might, nothing matches.
   */
  mightThan?: "<" | ">";
  /** CR 708, 710–711: Mighty, Might 5 or more (on the board its current Might, elsewhere its printed). */
  mighty?: boolean;
  cost?: Comparison;
  statuses?: StatusName[];
  /** The unit carries this designation of the combat going on (CR 323.2, 464.2.c.3). */
  role?: CombatRole;
  /** CR 740.2.a: a unit on the board with no other friendly unit at its location. */
  alone?: boolean;
  /** CR 170.11.a: a battlefield with a unit at it (true), or with none (false). */
  occupied?: boolean;
  /** CR 170.11.b: a battlefield no player controls. */
  uncontrolled?: boolean;
  /** "another": not the source of the ability. */
  another?: boolean;
  /** `non-Bird`: none of these tags. */
  tagsNone?: string[];
  /** `non-"Sprite"`: not a card or token of any of these names. */
  namesNone?: string[];
  /** `non-unit`: none of these types. */
  typesNone?: CardType[];
  /** `non-Fury`: none of these domains. */
  domainsNone?: Domain[];
}

/** A unit's designation in a combat (CR 323.2): "attacking", "defending". */
export type CombatRole = "attacker" | "defender";

export type LocationFilter =
  | { at: "here" }
  | { at: "there"; name: string }
  | { at: "anyBattlefield" }
  | { at: "base"; player: PlayerSelector }
  | { at: "board" }
  /**
   * `at target battlefield`: at the battlefield chosen for this target as the ability was played
   * (CR 355); found through the resolution's choices, so nothing matches where none was chosen.
   */
  | { at: "target"; target: Extract<ObjectRef, { ref: "target" }> };

/** Where something goes. */
export type LocationRef =
  | { to: "here" }
  | { to: "base"; player?: PlayerRef }
  | { to: "battlefield"; choose?: Filter }
  | { to: "sameLocationAs"; object: ObjectRef }
  | { to: "zone"; zone: ZoneName; player?: PlayerRef; position?: "top" | "bottom" };

export type Amount =
  | { amount: "fixed"; value: number }
  /** `per` for each matching object ("2 for each friendly unit"); left out, 1. */
  | { amount: "count"; filter: Filter; per?: number }
  /**
   * `1 for each opponent`, `1 for each player`: the players in the game as it is counted, those
   * who left it not among them (CR 303.2.a, 652.3); an opponent is one of "you"'s.
   */
  | { amount: "players"; among: "all" | "opponents"; per?: number }
  | { amount: "mightOf"; object: ObjectRef }
  /** CR 131.2: the object's printed Energy cost; a token's is 0 (RULES T4). */
  | { amount: "costOf"; object: ObjectRef }
  | { amount: "score"; player: PlayerRef };

// ---------------------------------------------------------------------------------------------
// Durations and modifications
// ---------------------------------------------------------------------------------------------

/** RULES E4. */
export type Duration =
  | { until: "endOfTurn" }
  /** Ends as the combat going on ends (CR 466.7.c); made with no combat going on, it never begins. */
  | { until: "endOfCombat" }
  /** Ends in the Expiration Step of its "you"'s next turn — never this one's (CR 317.2). */
  | { until: "endOfYourNextTurn" }
  /**
   * Ends in the Expiration Step of the next turn of an opponent of its "you" — never this one's;
   * with several opponents, whichever of them takes a turn first (CR 317.2).
   */
  | { until: "endOfOpponentsNextTurn" }
  | { until: "yourNextTurn" }
  /** Ends as the next turn of an opponent of its "you" starts: any opponent's, with several (CR 317). */
  | { until: "opponentsNextTurn" }
  | { until: "nextEvent"; event: EventPattern }
  | { until: "permanent" };

/**
 * A change of Might may carry `floor` (`-2 might to a minimum of 1`): where it applies, a loss
 * takes the Might no lower than the floor, and leaves a Might already below it as it is.
 */
export type Modification =
  | { mod: "might"; amount: number; floor?: number }
  | { mod: "mightPerCount"; per: Filter; amount: number; floor?: number }
  /**
   * `+1 might for each opponent` (`opponents`), `for each player` (`all`): the players in the game
   * as the Might is read, counted as an amount counts them (CR 303.2.a, 652.3).
   */
  | { mod: "mightPerPlayer"; among: "all" | "opponents"; amount: number; floor?: number }
  /**
   * `its might becomes 1` (CR 477.1.a.1): the Might set to `value` in the Trait-Altering layer,
   * before every change of Might whatever its timestamp, so a `+2 might` after it still adds; of
   * two sets, the later stands (CR 480.3). Made by the `setMight` instruction only.
   */
  | { mod: "setMight"; value: number }
  | { mod: "keyword"; keyword: Keyword }
  | { mod: "tags"; tags: string[] }
  | { mod: "domains"; domains: Domain[] }
  /** Cost changes for playing the affected cards (negative is a discount; RULES C1). */
  | {
      mod: "cost";
      energy: number;
      power?: PowerAmount[];
      /** The change once for each object matching (`1 less for each friendly unit`). */
      per?: Filter;
      /**
       * The change once for each player (`1 less for each opponent`): the opponents of "you", or
       * everyone in the game, as the cost is determined (CR 303.2.a, 356).
       */
      among?: "all" | "opponents";
    }
  /** "Your tokens enter ready" — an `as it enters` replacement (RULES E2). */
  | { mod: "entersReady" }
  /** `this may be played to an open battlefield` (CR 355.2, 190.3.a.1). */
  | { mod: "playableToOpen" }
  | { mod: "cantMove" }
  /**
   * `can't attack` / `can't defend`: never gains that designation (CR 464.2.c.3, 323.2), so it
   * adds no Might to its side (CR 465.2.a–b); `can't attack` also refuses the moves that would
   * make it an attacker (CR 464.2.c.1, 054.1).
   */
  | { mod: "cantCombat"; role: CombatRole }
  /** CR 054.1, 465.2.c.10: no damage is dealt to it, and it is exempt from lethal assignment. */
  | { mod: "cantBeDealtDamage" }
  | { mod: "cantBeTargeted"; by: PlayerSelector }
  | { mod: "ability"; ability: Ability };

// ---------------------------------------------------------------------------------------------
// Instructions (the small composable set of DESIGN.md)
// ---------------------------------------------------------------------------------------------

/** A sequence of instructions, carried out in order within one resolution context (RULES E3). */
export type Effect = Instruction[];

/** A token to make: a named token kind plus the creating effect's changes (RULES T5). */
export interface TokenSpec {
  name: string;
  /** Extra Might, keywords, tags, domains, or abilities granted by the creating effect. */
  changes?: Modification[];
}

export type Instruction =
  | { op: "banish"; target: ObjectRef; bind?: string }
  /**
   * With `player`, `each player kills one of their units` (CR 411.1): each of those players, in
   * turn order, chooses `target` from their own side ("you" in its filter is that player), and
   * all the chosen are killed together, each chooser responsible for their own.
   */
  | { op: "kill"; target: ObjectRef; bind?: string; player?: PlayerRef }
  /** `count` "hand": every card in each player's hand (`discard your hand`, CR 422.1). */
  | { op: "discard"; player: PlayerRef; count: Amount | "hand"; filter?: Filter; bind?: string }
  | { op: "draw"; player: PlayerRef; count: Amount }
  /** Move to a board location or a zone (return to hand, put on the bottom of the deck…). */
  /**
   * `shuffle`: the deck each object went into is shuffled after they all moved (CR 108.4.d), with
   * the game's seeded generator.
   */
  | { op: "move"; target: ObjectRef; to: LocationRef; shuffle?: true; bind?: string }
  | { op: "recall"; target: ObjectRef }
  | { op: "ready"; target: ObjectRef }
  | { op: "exhaust"; target: ObjectRef }
  | { op: "stun"; target: ObjectRef }
  | { op: "buff"; target: ObjectRef }
  | { op: "deal"; amount: Amount; target: ObjectRef }
  /**
   * A prevention this effect creates (CR 437, a delayed replacement effect, CR 390.3, 437.7):
   * for its duration, damage that would be dealt to each unit of `target` (to any unit, without
   * one) is lessened — `amount` of it in total, used up as it prevents (CR 437.3), or all of it;
   * with `combat`, only combat damage (CR 417.6.c).
   */
  | {
      op: "prevent";
      amount: number | "all";
      combat?: boolean;
      target?: ObjectRef;
      duration: Duration;
    }
  | { op: "heal"; target: ObjectRef }
  /** Counter a Chain item; `destination` rewrites where a countered card goes (default: trash). */
  | {
      op: "counter";
      target: ObjectRef;
      destination?: "trash" | "hand" | "deck" | "banishment";
      /** `unless its controller pays 2`: that player may pay as it resolves, and nothing is countered. */
      unless?: { player: PlayerRef; cost: Cost };
    }
  | { op: "gainControl"; target: ObjectRef; player: PlayerRef; duration?: Duration }
  | { op: "modify"; target: ObjectRef; modifications: Modification[]; duration: Duration }
  /**
   * CR 432: each unit gets +X Might for the duration, X its Might as this resolves (0 when it
   * is below 0), fixed then: what made that Might may end sooner (CR 432.1.a).
   */
  | { op: "double"; target: ObjectRef; duration: Duration }
  /** CR 477.1.a.1: each unit's Might is `value` for the duration (`Modification` `setMight`). */
  | { op: "setMight"; target: ObjectRef; value: number; duration: Duration }
  /**
   * `deal 3 to target unit. If this kills it, draw 1.` (CR 428.5.c): after the effect is over, the
   * cleanup that follows it is carried out, and then `then` (or `else`) is done in this resolution
   * as `victim` — an object this resolution dealt damage to — was (or was not) killed in it.
   */
  | { op: "ifKills"; victim: ObjectRef; then: Effect; else?: Effect }
  | { op: "add"; energy: number; power: PowerAmount[] }
  | { op: "channel"; count: Amount; exhausted?: boolean }
  /** Put the top N cards of a player's Main Deck into their trash. */
  | { op: "burn"; player: PlayerRef; count: Amount }
  /** RULES T1: play a token — it goes on the Chain pending and is finalized after this effect. */
  | {
      op: "playToken";
      token: TokenSpec;
      count: Amount;
      ready?: boolean;
      location?: LocationRef;
      controller?: PlayerRef;
      bind?: string;
    }
  /** RULES T1: create a token — put directly at its destination; not played. */
  | {
      op: "createToken";
      token: TokenSpec;
      count: Amount;
      ready?: boolean;
      location?: LocationRef;
      controller?: PlayerRef;
      bind?: string;
    }
  /** Play a card from a zone as part of this effect. */
  | {
      op: "playCard";
      target: ObjectRef;
      ignoreCost?: boolean;
      cost?: Cost;
      location?: LocationRef;
    }
  /** RULES R1. */
  | { op: "replace"; target: ObjectRef; token: TokenSpec }
  /** RULES R5. */
  | { op: "swapBack"; target: ObjectRef }
  | { op: "score"; player: PlayerRef; points: number }
  | { op: "reveal"; player: PlayerRef; count: number; bind?: string }
  | { op: "look"; player: PlayerRef; count: number; bind?: string }
  /**
   * `put one of them into your hand and the rest on the bottom of your deck`: as it resolves, the
   * player carrying it out chooses `count` (with `upTo`, up to `count`) of `among` — of those
   * `filter` matches — and they go `to`; the others of `among` still where they were go `rest`,
   * on a deck at random (CR 416.5) or, with `ordered`, one by one in the order that player
   * chooses. A choice of a kind of card among cards only its player sees may be declined
   * (CR 128.6.a).
   */
  | {
      op: "putAmong";
      among: ObjectRef;
      count: number;
      upTo?: true;
      filter?: Filter;
      to: LocationRef;
      rest?: LocationRef;
      ordered?: true;
    }
  /**
   * `the next spell you play this turn costs 1 less` (CR 356.4): a discount of the next card "you"
   * play that `filter` matches while `duration` lasts, used up as that play is finalized (its
   * cost paid, CR 357) — countered later or not.
   */
  | {
      op: "discountNext";
      filter: Filter;
      energy: number;
      power?: PowerAmount[];
      duration: Duration;
    }
  /** Choose `count` of the modes (default 1). */
  | { op: "choose"; count: number; modes: Effect[] }
  /** "you may …" — the controller decides; `didPrevious` after it tells whether they did. */
  | { op: "may"; effect: Effect }
  | { op: "if"; condition: Condition; then: Effect; else?: Effect }
  | { op: "forEach"; each: ObjectRef; bind: string; effect: Effect }
  | { op: "repeat"; times: Amount; effect: Effect }
  /**
   * `deal 3 to target unit unless its controller pays 2` (CR 357, 425): as it resolves, the player
   * decides whether to pay `cost`; paid, `effect` is not done and `didPrevious` is false.
   */
  | { op: "unlessPays"; player: PlayerRef; cost: Cost; effect: Effect }
  /**
   * `you may pay 1` (CR 357): the ability's controller pays `cost`, always as the whole of a
   * `may` — which is not asked of a player who cannot pay; `didPrevious` says whether it was paid.
   * First in a triggered ability's leading `may`, it is paid as the ability is finalized instead
   * (CR 383.3.b, 383.3.b.1).
   */
  | { op: "pay"; cost: Cost }
  /**
   * A delayed triggered ability created by this resolution (RULES E3, E4, B1, CR 390–392): it
   * fires each time its event happens while the duration lasts, and reads names bound by the
   * resolution that created it.
   */
  | { op: "delayed"; trigger: Trigger; duration: Duration; effect: Effect }
  /**
   * A delayed triggered ability at a moment of the turn (RULES E4, CR 390.2): it fires once, at
   * that moment, then is gone; it reads names bound by the resolution that created it (B1).
   */
  | { op: "delayedStep"; at: StepMoment; effect: Effect };

/**
 * When a `delayedStep` fires: the start or end of a turn, or the start of a phase (the runtime
 * marks no phase's end); `this` turn's end, or the `next` one — of a turn that starts after the
 * ability is made, whoever's it is (`any`), its "you"'s, or an opponent's of that "you"
 * (`opponent`: the first such turn, whichever opponent's it is).
 */
export type StepMoment =
  | { edge: "end"; turn: "this" }
  | { edge: "start" | "end"; turn: "next"; player: "you" | "opponent" | "any" }
  | { edge: "start"; turn: "next"; player: "you" | "opponent" | "any"; phase: Phase };

export type InstructionOp = Instruction["op"];

// ---------------------------------------------------------------------------------------------
// Decks (CR 101–104): what a `deck "name" { … }` block lowers to
// ---------------------------------------------------------------------------------------------

/** `3 "Muster Captain"`: copies of a Main Deck card. */
export interface DeckEntry {
  name: string;
  count: number;
}

/** `6 Fury`: basic runes of a domain (CR 164.1), named "Fury Rune" and so on. */
export interface DeckRunes {
  domain: Domain;
  count: number;
}

/**
 * A player's deck (CR 103): a Champion Legend, an optional Chosen Champion (a unit that starts in
 * the Champion Zone), battlefields (CR 485.4: three, one chosen at random), the Main Deck and the
 * Rune Deck. Names are definition names; the runtime checks construction (`deckProblems`).
 */
export interface DeckList {
  name: string;
  /** Required by construction (CR 103.1); optional here so that a deck missing one can be reported. */
  legend?: string;
  champion?: string;
  battlefields: string[];
  main: DeckEntry[];
  runes: DeckRunes[];
  range?: SourceRange;
}

// ---------------------------------------------------------------------------------------------
// Scenarios: a setup, actions and expectations, run by the runtime's scenario driver
// ---------------------------------------------------------------------------------------------

/** Players in scenarios are named by letter, in turn order. */
export type PlayerName = string;

export type Phase = "awaken" | "beginning" | "channel" | "draw" | "main" | "ending";

/** A card (or token) placed by a scenario's setup. */
export interface Placement {
  name: string;
  /** A scenario-local label (`as a1`) to tell two copies apart. */
  label?: string;
  statuses?: StatusName[];
  damage?: number;
  /** Defaults to the player whose zone it is placed in. */
  controller?: PlayerName;
}

export interface PlayerSetup {
  name: PlayerName;
  zones: Partial<Record<ZoneName, Placement[]>>;
  pool?: { energy: number; power: PowerAmount[] };
  score?: number;
  legend?: Placement;
  /** Extra runes channelled in this player's first Channel Phase (CR 485.7). */
  channelBonus?: number;
  /** This player draws nothing in their first Draw Phase (CR 487.7, 488.7). */
  skipFirstDraw?: boolean;
}

export interface BattlefieldSetup extends Placement {
  /** Omitted or null: uncontrolled. */
  controller?: PlayerName;
  /** CR 170.1: every battlefield has an owner. Defaults to the controller, else the first player. */
  owner?: PlayerName;
  /** Units and gear at this battlefield, by player. */
  units?: { player: PlayerName; placements: Placement[] }[];
  facedown?: { player: PlayerName; placement: Placement };
}

export interface ScenarioSetup {
  players: PlayerSetup[];
  battlefields: BattlefieldSetup[];
  turnPlayer: PlayerName;
  phase: Phase;
  seed: number;
  /** Start inside a showdown at this battlefield, with `focus` holding Focus (RULES C4). */
  showdown?: { battlefield: ObjectSelector; focus: PlayerName };
  /** CR 194.3; 8 when omitted. */
  victoryScore?: number;
}

/** An object named in a scenario: a label, or a card name (which must then be unambiguous). */
export type ObjectSelector =
  { label: string } | { name: string; player?: PlayerName; zone?: ZoneName };

/** Answers to choices a play or ability will ask for, in order. */
export type ChoiceAnswer =
  | { choice: "target"; objects: ObjectSelector[] }
  | { choice: "location"; location: ScenarioLocation }
  | { choice: "mode"; modes: number[] }
  | { choice: "yes" }
  | { choice: "no" }
  | { choice: "payOptionalCost" }
  | { choice: "useFlow" }
  | { choice: "object"; objects: ObjectSelector[] }
  /** Which player, where an instruction lets its controller pick one (an opponent among several). */
  | { choice: "player"; player: PlayerName }
  /** A player target (`target opponent`), chosen as the spell or ability is played. */
  | { choice: "playerTarget"; player: PlayerName };

export type ScenarioLocation =
  { at: "base"; player: PlayerName } | { at: "battlefield"; battlefield: ObjectSelector };

export type ScenarioAction =
  | {
      action: "play";
      player: PlayerName;
      card: ObjectSelector;
      from?: ZoneName;
      choices: ChoiceAnswer[];
    }
  | {
      action: "activate";
      player: PlayerName;
      source: ObjectSelector;
      ability?: number;
      choices: ChoiceAnswer[];
    }
  | { action: "pass"; player: PlayerName }
  /** CR 650: the player concedes. */
  | { action: "concede"; player: PlayerName }
  | { action: "resolveChain" }
  | { action: "resolveOne" }
  | { action: "move"; player: PlayerName; units: ObjectSelector[]; to: ScenarioLocation }
  /** CR 811: hide a card from hand facedown at a battlefield. */
  | { action: "hide"; player: PlayerName; card: ObjectSelector; battlefield: ObjectSelector }
  | { action: "conquer"; player: PlayerName; battlefield: ObjectSelector }
  | { action: "hold"; player: PlayerName; battlefield: ObjectSelector }
  | { action: "endTurn" }
  | { action: "answer"; player: PlayerName; answer: ChoiceAnswer };

export type Expectation =
  | { expect: "location"; object: ObjectSelector; where: ScenarioWhere }
  | {
      expect: "zoneCount";
      player: PlayerName;
      zone: ZoneName;
      count: Comparison;
      /** Counts only tokens, or only objects of a type; absent, every object there. */
      counted?: CardType | "token";
    }
  | { expect: "zoneContents"; player: PlayerName; zone: ZoneName; names: string[] }
  | { expect: "owner"; object: ObjectSelector; player: PlayerName }
  | { expect: "controller"; object: ObjectSelector; player: PlayerName | null }
  | { expect: "status"; object: ObjectSelector; status: StatusName }
  | { expect: "might"; object: ObjectSelector; value: number }
  | { expect: "damage"; object: ObjectSelector; value: number }
  | { expect: "score"; player: PlayerName; value: number }
  /** The whole Rune Pool: an empty pool is `{ energy: 0, power: [] }`. */
  | { expect: "pool"; player: PlayerName; pool: Cost }
  | { expect: "chain"; names: string[] }
  | {
      expect: "event";
      /** Any event the log records: those cards observe, and the runtime's own (`finalized`…). */
      event: GameEventKind;
      object?: ObjectSelector;
      player?: PlayerName;
      count?: Comparison;
    }
  | { expect: "triggered"; source: ObjectSelector; times: number }
  | { expect: "scoredThisTurn"; player: PlayerName; battlefield: ObjectSelector }
  | { expect: "hasEffect"; object: ObjectSelector; modification: Modification }
  | { expect: "played"; object: ObjectSelector }
  | { expect: "exists"; object: ObjectSelector }
  /** The game is over and this player won it (RULES S2). */
  | { expect: "won"; player: PlayerName };

export type ScenarioWhere =
  { in: "zone"; zone: ZoneName; player: PlayerName } | ScenarioLocation | { in: "chain" };

/** Why the rules refuse an action: the codes of the runtime's refusals (`RuleError`). */
export const REFUSAL_REASONS = [
  "gameOver",
  "noPriority",
  "notYourTurn",
  "wrongPhase",
  "timing",
  "notPlayable",
  "unknownObject",
  "illegalTarget",
  "noLegalTargets",
  "illegalChoice",
  "cannotPay",
  "illegalLocation",
  "illegalAction",
] as const;

export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export type ScenarioStep =
  | { step: "action"; action: ScenarioAction; range?: SourceRange }
  /**
   * The action, expected to be refused (`A can't play "X"`), for this reason when one is given
   * (`… because cannotPay`): the step fails if it is carried out or refused for another reason.
   */
  | { step: "refused"; action: ScenarioAction; reason?: RefusalReason; range?: SourceRange }
  /**
   * `negate` turns "expect X" into "expect not X". `quantity` checks X of each object its name
   * fits: `each` (all of them, and at least one) or a number (exactly that many hold).
   */
  /**
   * `label "Recruit" as r1`: the newest object the selector names that wears no label takes this
   * one, as if the setup had given it (a token made mid-game has no setup line to label).
   */
  | { step: "label"; object: ObjectSelector; label: string; range?: SourceRange }
  | {
      step: "expect";
      expectation: Expectation;
      negate: boolean;
      quantity?: "each" | number;
      range?: SourceRange;
    };

export interface Scenario {
  name: string;
  setup: ScenarioSetup;
  steps: ScenarioStep[];
  range?: SourceRange;
}
