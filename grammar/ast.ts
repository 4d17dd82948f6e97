/**
 * The Riftscript syntax tree: one discriminated union of node kinds (`kind`), every node with the
 * source range it came from. The grammar layer imports nothing of ours, so the vocabulary below
 * (event kinds, zones, statuses) spells the same strings as `runtime/definitions.ts` without
 * importing it; the compiler maps one onto the other and a type test keeps them in step.
 */

/** Lines and columns are 1-based; a tab counts as one column. Ends are exclusive. */
export interface Range {
  file: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  offset: number;
  endOffset: number;
}

interface NodeBase {
  range: Range;
}

// ---------------------------------------------------------------------------------------------
// Vocabulary shared with the runtime contract (same strings, no import)
// ---------------------------------------------------------------------------------------------

export type CardTypeWord = "unit" | "gear" | "spell" | "rune" | "legend" | "battlefield";
export type DomainWord = "Fury" | "Calm" | "Mind" | "Body" | "Chaos" | "Order";
export type ValuedKeywordWord = "Deflect" | "Assault" | "Shield";
export type CostedKeywordWord = "Flow" | "Repeat";
export type FlagKeywordWord =
  | "Hidden"
  | "Accelerate"
  | "Action"
  | "Reaction"
  | "Tank"
  | "Backline"
  | "Ganking"
  | "Legion"
  | "Temporary"
  | "Deathknell";
export type KeywordWord = ValuedKeywordWord | CostedKeywordWord | FlagKeywordWord;
export type ZoneWord =
  | "hand"
  | "deck"
  | "trash"
  | "banishment"
  | "base"
  | "legend"
  | "champion"
  | "runeDeck"
  | "runes"
  | "battlefields"
  | "chain"
  | "facedown";
/** `mighty` is no status but a description of Might 5 or more (CR 706–708), read where statuses are. */
export type StatusWord =
  | "ready"
  | "exhausted"
  | "damaged"
  | "buffed"
  | "stunned"
  | "facedown"
  | "replaced"
  | "banished"
  | "mighty";
/** A unit's designation in a combat, as a filter or a condition reads it (CR 323.2). */
export type CombatRoleWord = "attacking" | "defending";
export type PhaseWord = "awaken" | "beginning" | "channel" | "draw" | "main" | "ending";
export type EventWord =
  | "played"
  | "created"
  | "entered"
  | "moved"
  | "killed"
  | "banished"
  | "discarded"
  | "drawn"
  | "returnedToHand"
  | "replaced"
  | "swappedBack"
  | "conquered"
  | "held"
  | "scored"
  /** CR 468.1: a player gained points, by Scoring or by an effect (`you gain a point`). */
  | "pointsGained"
  | "attacked"
  | "defended"
  | "damaged"
  /** CR 417.6: the object is a source of damage dealt (`this deals damage`). */
  | "dealtDamage"
  | "countered"
  | "controlChanged"
  /** CR 383.2.a.1: off the board by any way — killed, banished, returned, recycled, a token. */
  | "leftBoard"
  | "readied"
  | "exhausted"
  | "stunned"
  | "buffed"
  /** CR 709: a unit's Might went from less than 5 to 5 or more. */
  | "becameMighty"
  | "channelled"
  /** CR 464.2.b: a combat opened at a battlefield (`when combat begins here`). */
  | "combatStarted"
  /** CR 466.7.b: a combat ended, its designations gone (`when combat ends here`). */
  | "combatEnded"
  | "turnStarted"
  | "turnEnded"
  | "phaseStarted";
export type ComparisonOp = "<" | "<=" | "=" | ">=" | ">" | "!=";

// ---------------------------------------------------------------------------------------------
// File and declarations
// ---------------------------------------------------------------------------------------------

export interface SourceFileNode extends NodeBase {
  kind: "SourceFile";
  file: string;
  uses: UseNode[];
  declarations: DeclarationNode[];
}

export type DeclarationNode = DefinitionNode | ScenarioNode | DeckNode | ErrorNode;

/** `use "relative/path.rift"` or a folder. */
export interface UseNode extends NodeBase {
  kind: "Use";
  path: string;
}

/** A name: a quoted string or a bare word. */
export interface NameNode extends NodeBase {
  kind: "Name";
  text: string;
  quoted: boolean;
}

/** `card unit "Name" { … }` or `token unit Name { … }`. */
export interface DefinitionNode extends NodeBase {
  kind: "Definition";
  /** RULES O4: a token is never a card. */
  definitionKind: "card" | "token";
  cardType: CardTypeWord;
  name: NameNode;
  characteristics: CharacteristicNode[];
  abilities: AbilityNode[];
  /** True when a syntax error fell inside; checkers may skip it to avoid follow-on errors. */
  syntaxErrors: boolean;
}

/** What error recovery left where a declaration, ability or instruction should be. */
export interface ErrorNode extends NodeBase {
  kind: "Error";
}

// ---------------------------------------------------------------------------------------------
// Characteristics
// ---------------------------------------------------------------------------------------------

export type CharacteristicNode =
  CostClauseNode | DomainsClauseNode | MightClauseNode | TagsClauseNode | KeywordsClauseNode;

export interface CostClauseNode extends NodeBase {
  kind: "CostClause";
  cost: CostNode;
}
export interface DomainsClauseNode extends NodeBase {
  kind: "DomainsClause";
  domains: DomainNode[];
}
export interface MightClauseNode extends NodeBase {
  kind: "MightClause";
  value: number;
}
export interface TagsClauseNode extends NodeBase {
  kind: "TagsClause";
  tags: NameNode[];
}
export interface KeywordsClauseNode extends NodeBase {
  kind: "KeywordsClause";
  keywords: KeywordNode[];
}

export interface DomainNode extends NodeBase {
  kind: "Domain";
  domain: DomainWord;
}

/** RULES G3: energy plus power by domain or of any domain, as the terms were written. */
export interface CostNode extends NodeBase {
  kind: "Cost";
  terms: CostTermNode[];
}
export interface CostTermNode extends NodeBase {
  kind: "CostTerm";
  amount: number;
  resource: "energy" | "any" | DomainWord;
}

/** `Tank`, `Deflect 2`, `Flow 1 + 1 Mind`. */
export interface KeywordNode extends NodeBase {
  kind: "Keyword";
  keyword: KeywordWord;
  value?: number;
  cost?: CostNode;
}

// ---------------------------------------------------------------------------------------------
// Abilities
// ---------------------------------------------------------------------------------------------

export type AbilityNode =
  | SpellEffectNode
  | TriggeredNode
  | ActivatedNode
  | StaticNode
  | ReplacementNode
  | OptionalCostNode
  | KeywordAbilityNode
  | ErrorNode;

/**
 * `while this is in your trash, …` before an ability: the zone off the board where it functions
 * instead of the board (CR 385.2: an ability outside the board describes its own context). The
 * checker allows only the ability kinds and zones that make sense.
 */
export interface FunctionZoneNode extends NodeBase {
  kind: "FunctionZone";
  zone: ZoneWord;
  player: "you" | "opponent" | "any";
}

/** What every ability may carry: the zone it functions in, when not the board. */
interface AbilityNodeBase extends NodeBase {
  functionsIn?: FunctionZoneNode;
}

/** `effect: …` */
export interface SpellEffectNode extends AbilityNodeBase {
  kind: "SpellEffect";
  effect: BlockNode;
}

/** `when …: …`, `at the start of your turn: …` */
export interface TriggeredNode extends AbilityNodeBase {
  kind: "Triggered";
  trigger: EventNode | PhaseTriggerNode;
  condition?: ConditionNode;
  oncePerTurn: boolean;
  /** `the second time … each turn`: which of the turn's matching events triggers it (CR 383.1). */
  nthTime?: number;
  effect: BlockNode;
}

/** `at the start of your turn`, `at the end of each turn`, `at the start of your main phase`. */
export interface PhaseTriggerNode extends NodeBase {
  kind: "PhaseTrigger";
  edge: "start" | "end";
  player: "you" | "opponent" | "any";
  /** Absent: the turn itself. */
  phase?: PhaseWord;
  /**
   * Which turn, in a delayed trigger an effect makes (`at the end of this turn`, `at the start of
   * your next turn`, `at the start of the next turn`); absent in a printed trigger, which fires
   * every turn. The checker reports one where the other belongs.
   */
  turn?: "this" | "next";
}

/** `[reaction —] exhaust this, pay 1 Fury: …` */
export interface ActivatedNode extends AbilityNodeBase {
  kind: "Activated";
  timing?: "Action" | "Reaction";
  costs: AbilityCostNode[];
  effect: BlockNode;
}

/** `[while …,] units here with tag Bird get +1 might` */
export interface StaticNode extends AbilityNodeBase {
  kind: "Static";
  condition?: ConditionNode;
  subject: ObjectRefNode;
  modifications: ModificationNode[];
}

/**
 * `[once each turn,] if this would die, return it to its owner's hand instead`, or a prevention,
 * `prevent 2 damage that would be dealt to this`: its event is the damage (`this would be dealt
 * damage`, spanning the whole ability), and it has no instructions.
 */
export interface ReplacementNode extends AbilityNodeBase {
  kind: "Replacement";
  /** CR 371.1: applied to at most one event each turn. */
  oncePerTurn: boolean;
  event: EventNode;
  /** Absent exactly for a prevention and for a replacement of the damage an object deals. */
  instead?: BlockNode;
  /** How much of the damage a prevention prevents (CR 369.2, 417.1.e.1). */
  prevent?: number | "all";
  /**
   * A replacement of the damage an object deals (`event` is `dealtDamage`, CR 417.6) or is dealt
   * (`damaged`): it deals, or is dealt, this much more instead (`it deals that much +1`; less for
   * a negative number, `it's dealt that much -1`), or `double` that much (CR 370.1.b).
   */
  dealsMore?: number | "double";
  /**
   * With `dealsMore`: the amount was written for the damage dealt to the object (`it's dealt
   * that much …`), not for the damage it deals (`it deals …`); the checker matches it with the
   * event (RS2091). Present only when true.
   */
  dealtTo?: true;
  /** A prevention of `combat damage` alone (CR 417.6.c); present only when true. */
  combat?: true;
}

/** `as you play this, [you may] kill a friendly unit[: …]` */
export interface OptionalCostNode extends AbilityNodeBase {
  kind: "OptionalCost";
  optional: boolean;
  costs: AbilityCostNode[];
  effect?: BlockNode;
}

/** A keyword with its own text: `deathknell: draw 1`, `legion: …`. */
export interface KeywordAbilityNode extends AbilityNodeBase {
  kind: "KeywordAbility";
  keyword: FlagKeywordWord;
  effect: BlockNode;
}

/** A cost before the `:` of an activated ability or in an optional cost. */
export type AbilityCostNode =
  | ExhaustCostNode
  | KillCostNode
  | PayCostNode
  | DiscardCostNode
  | RecycleCostNode
  | SpendBuffCostNode;
export interface ExhaustCostNode extends NodeBase {
  kind: "ExhaustCost";
  object: ObjectRefNode;
}
export interface KillCostNode extends NodeBase {
  kind: "KillCost";
  object: ObjectRefNode;
}
export interface PayCostNode extends NodeBase {
  kind: "PayCost";
  cost: CostNode;
}
export interface DiscardCostNode extends NodeBase {
  kind: "DiscardCost";
  count: number;
  filter?: FilterNode;
}
export interface RecycleCostNode extends NodeBase {
  kind: "RecycleCost";
  count: number;
}
/**
 * CR 702.2.b: `spend this's buff` (`own`: the source's) or `spend a buff` (of any unit the payer
 * controls, CR 702.2.b.2).
 */
export interface SpendBuffCostNode extends NodeBase {
  kind: "SpendBuffCost";
  own: boolean;
}

// ---------------------------------------------------------------------------------------------
// Events, conditions, durations
// ---------------------------------------------------------------------------------------------

/**
 * An event a trigger, replacement or duration watches for: `this dies`, `you play a spell`,
 * `a friendly unit here is banished`, `you conquer here`.
 */
export interface EventNode extends NodeBase {
  kind: "Event";
  event: EventWord;
  /** The object the event happens to, when the sentence names one. */
  subject?: ObjectRefNode;
  /** The acting player, when the sentence names one. */
  player?: PlayerNode;
  /** `here`, `at a battlefield`, `to your base`. */
  location?: PlaceNode;
  /** Written `… would …`, as a replacement effect describes the event it rewrites. */
  would: boolean;
  /** `deals combat damage`: only the damage combat deals (CR 417.6.c); present only when true. */
  combat?: true;
  /** `attacks alone`, `defends alone`: no other friendly unit there (CR 740.2.a); only when true. */
  alone?: true;
  /**
   * `one or more friendly units die`, `you discard one or more cards`: the events of one game
   * action trigger the ability once; present only when true.
   */
  oneOrMore?: true;
}

export type ConditionNode =
  | AndConditionNode
  | OrConditionNode
  | NotConditionNode
  | DidPreviousConditionNode
  | ExistsConditionNode
  | ControlsConditionNode
  | ScoreConditionNode
  | ScoreVersusConditionNode
  | CountVersusConditionNode
  | TurnConditionNode
  | PaidConditionNode
  | PlayedAnotherConditionNode
  | ObjectStateConditionNode
  | ThisKillsConditionNode;

export interface AndConditionNode extends NodeBase {
  kind: "AndCondition";
  all: ConditionNode[];
}
export interface OrConditionNode extends NodeBase {
  kind: "OrCondition";
  any: ConditionNode[];
}
export interface NotConditionNode extends NodeBase {
  kind: "NotCondition";
  condition: ConditionNode;
}
/**
 * `this kills it`, right after an instruction that deals damage to one object: whether that
 * object died of the damage in the cleanup after the effect (CR 428.5.c).
 */
export interface ThisKillsConditionNode extends NodeBase {
  kind: "ThisKillsCondition";
  /** `it`, the object dealt the damage. */
  victim: ObjectRefNode;
}
/** `you do`, as in "if you do". */
export interface DidPreviousConditionNode extends NodeBase {
  kind: "DidPreviousCondition";
}
/** `there are 3 or more friendly units here`, `you control a unit here`. */
export interface ExistsConditionNode extends NodeBase {
  kind: "ExistsCondition";
  /** Set when the sentence says who controls them. */
  controller?: PlayerNode;
  count: ComparisonNode;
  filter: FilterNode;
}
/** `you control this`, `an opponent controls it`. */
export interface ControlsConditionNode extends NodeBase {
  kind: "ControlsCondition";
  player: PlayerNode;
  object: ObjectRefNode;
}
/** `you have 5 or more points`. */
export interface ScoreConditionNode extends NodeBase {
  kind: "ScoreCondition";
  player: PlayerNode;
  comparison: ComparisonNode;
}
/**
 * `you have the most points`, `an opponent has more points than you`, `you have fewer points
 * than an opponent` (RULES S2): one player's points against another's.
 */
export interface ScoreVersusConditionNode extends NodeBase {
  kind: "ScoreVersusCondition";
  player: PlayerNode;
  /** `more points than`, `the most points`; false for `fewer points than`. */
  more: boolean;
  /** Whom the points are compared with; left out for `the most`, which is every other player. */
  other?: PlayerNode;
}
/**
 * `an opponent controls more units than you`, `you have fewer cards in hand than each opponent`:
 * one player's count against another's, each player counting their own.
 */
export interface CountVersusConditionNode extends NodeBase {
  kind: "CountVersusCondition";
  player: PlayerNode;
  /** `more … than`; false for `fewer … than`. */
  more: boolean;
  other: PlayerNode;
  /** What each player controls that is counted (`units`); left out, the cards in their hand. */
  controlled?: FilterNode;
}
/** `it is your turn`. */
export interface TurnConditionNode extends NodeBase {
  kind: "TurnCondition";
  player: PlayerNode;
}
/**
 * `this is damaged`, `it is attacking`, `that unit is at a battlefield`: what one object is now
 * (a status, a combat designation, CR 323.2, or its place).
 */
export interface ObjectStateConditionNode extends NodeBase {
  kind: "ObjectStateCondition";
  object: ObjectRefNode;
  /** `alone`: no other friendly unit at its location (CR 740.2.a). */
  state: StatusWord | CombatRoleWord | "atBattlefield" | "alone";
  /** `attacking alone`, `alone at a battlefield`: the state, and alone too; only when true. */
  alone?: true;
}
/** `you paid the additional cost`. */
export interface PaidConditionNode extends NodeBase {
  kind: "PaidCondition";
}
/** `you played another card this turn` (Legion). */
export interface PlayedAnotherConditionNode extends NodeBase {
  kind: "PlayedAnotherCondition";
}

export interface ComparisonNode extends NodeBase {
  kind: "Comparison";
  op: ComparisonOp;
  value: number;
}

/**
 * RULES E4. `this turn` and `until end of turn` are the same duration; so are `this combat` and
 * `until end of combat` (CR 466.7.c).
 */
export interface DurationNode extends NodeBase {
  kind: "Duration";
  until:
    | "endOfTurn"
    | "endOfCombat"
    | "endOfYourNextTurn"
    | "endOfOpponentsNextTurn"
    | "yourNextTurn"
    | "opponentsNextTurn"
    | "nextEvent"
    | "permanent";
  event?: EventNode;
}

// ---------------------------------------------------------------------------------------------
// References, filters, players, places, amounts
// ---------------------------------------------------------------------------------------------

export type ObjectRefNode =
  | ThisRefNode
  | TargetRefNode
  | ChooseRefNode
  | AllRefNode
  | ItRefNode
  | ThatRefNode
  | NamedRefNode
  | TriggeringRefNode;

interface BindableRef extends NodeBase {
  /** `as NAME`: binds the object(s) for later instructions of the same resolution (RULES E3). */
  bind?: NameNode;
}

export interface ThisRefNode extends BindableRef {
  kind: "ThisRef";
}
/** `target unit`, `up to 2 target units`: chosen as the ability is played (RULES C1). */
export interface TargetRefNode extends BindableRef {
  kind: "TargetRef";
  filter: FilterNode;
  count: number;
  upTo: boolean;
}
/** `a unit`, `2 units`, `another friendly unit`: chosen on resolution, not targeted. */
export interface ChooseRefNode extends BindableRef {
  kind: "ChooseRef";
  filter: FilterNode;
  count: number;
  upTo: boolean;
}
/** `all units here`, `each enemy unit`. */
export interface AllRefNode extends BindableRef {
  kind: "AllRef";
  filter: FilterNode;
}
/** `it` / `them`: the compiler finds the one referent or reports that there is none or several. */
export interface ItRefNode extends BindableRef {
  kind: "ItRef";
  plural: boolean;
}
/** `that unit`, `that card`. */
export interface ThatRefNode extends BindableRef {
  kind: "ThatRef";
  noun: NounWord;
}
/** A name bound earlier with `as NAME`. */
export interface NamedRefNode extends BindableRef {
  kind: "NamedRef";
  name: NameNode;
}
/** `the triggering unit`: the object the triggering event happened to. */
export interface TriggeringRefNode extends BindableRef {
  kind: "TriggeringRef";
  noun: NounWord;
}

export type NounWord = CardTypeWord | "card" | "token" | "object";

/**
 * What objects qualify, as written: a conjunction of constraints (`friendly unit tokens here with
 * might 3 or less`). An undefined field does not constrain.
 *
 * Every filter has every field: an optional one the text does not give is there, undefined (both
 * parsers start from one literal). Filters are read all over the checker and lowering, and fields
 * added only when given made nearly twenty shapes of filter, each read of one a megamorphic load.
 */
export interface FilterNode extends NodeBase {
  kind: "Filter";
  /** `unit or gear`; empty when the noun was `card`, `token` or `object`. */
  types: CardTypeWord[];
  /** RULES O4: `card` excludes tokens, `token` excludes cards; undefined when the noun said neither. */
  objectKind?: "card" | "token";
  plural: boolean;
  /** A token kind by name: `a Recruit token`. */
  name?: NameNode;
  controller?: "you" | "opponent";
  /**
   * `you don't control`, `an opponent doesn't control`: any controller but that player, or none
   * (an uncontrolled battlefield).
   */
  notController?: "you" | "opponent";
  owner?: "you" | "opponent";
  location?: LocationFilterNode;
  zone?: ZoneFilterNode;
  /** `with tag Bird or Cat`: any of; `with tags Bird and Cat`: all of. */
  tags?: TagFilterNode;
  keywords: KeywordWord[];
  domains: DomainWord[];
  might?: ComparisonNode;
  /** `with more might than this`: the object's Might against the source's. */
  mightThan?: MightThanNode;
  cost?: ComparisonNode;
  statuses: StatusWord[];
  /** `attacking`, `defending`: the combat designation the unit carries (CR 323.2, 464.2.c.3). */
  role?: CombatRoleWord;
  /**
   * Where the other role was written, in `attacking defending unit`: a unit never carries both, so
   * the checker reports it (RS2076); `role` keeps the first.
   */
  roleConflict?: Range;
  /**
   * Where `you control` (or another player's) follows `at a battlefield`: it says whose the objects
   * are, though a designer may mean the battlefield's controller, so the checker reports it (RS2048).
   */
  battlefieldControl?: Range;
  /** `alone`, `defending alone` after the noun: no other friendly unit there (CR 740.2.a). */
  alone?: true;
  /** CR 170.11.a: `occupied` (true), `unoccupied` or `open` (false): a unit is at the battlefield. */
  occupied?: boolean;
  /** CR 170.11.b: `uncontrolled` or `open`: no player controls the battlefield. */
  uncontrolled?: true;
  /** `another`, `other`: not the source of the ability. */
  another: boolean;
  /** `non-Bird`, `non-token`, `non-unit`: what the objects are not, each word one more exclusion. */
  non: NonNode[];
}

/**
 * `non-Recruit`, `non-token`, `non-unit`, `non-Fury`: one thing a filter's objects are not. Just
 * one of `name`, `noun` and `domain` is set; a name is read as a filter's name is (a tag, else a
 * card or token by name).
 */
export interface NonNode extends NodeBase {
  kind: "Non";
  name?: NameNode;
  noun?: CardTypeWord | "card" | "token";
  domain?: DomainWord;
}

/**
 * `with more might than this`, `with less might than this`: an object's Might against the
 * source's, both read as the filter is (CR 710, 711).
 */
export interface MightThanNode extends NodeBase {
  kind: "MightThan";
  op: "<" | ">";
  object: ThisRefNode;
}

export interface TagFilterNode extends NodeBase {
  kind: "TagFilter";
  match: "any" | "all";
  tags: NameNode[];
}

export interface LocationFilterNode extends NodeBase {
  kind: "LocationFilter";
  /** `target`: `at target battlefield`, a battlefield chosen as the ability is played (CR 355). */
  at: "here" | "there" | "anyBattlefield" | "base" | "board" | "named" | "target";
  /** For `base`: whose. */
  player?: "you" | "opponent" | "any";
  /** For `named`: the bound name of a battlefield (`at bf`). */
  name?: NameNode;
  /** `a unit dies at this battlefield`: `here`, on a card that names itself a battlefield. */
  thisBattlefield?: true;
}

export interface ZoneFilterNode extends NodeBase {
  kind: "ZoneFilter";
  zone: ZoneWord;
  player: "you" | "opponent" | "any";
}

/**
 * A player, relative to the controller of the ability. `eachOpponent`, `targetPlayer` and
 * `targetOpponent` are written only as the subject of a player's instruction
 * (`each opponent discards 1`, `target player draws 2`).
 */
export interface PlayerNode extends NodeBase {
  kind: "Player";
  who:
    | "you"
    | "opponent"
    | "each"
    | "eachOpponent"
    | "any"
    | "ownerOf"
    | "controllerOf"
    | "triggering"
    | "targetPlayer"
    | "targetOpponent";
  /** For `ownerOf` / `controllerOf`. */
  object?: ObjectRefNode;
}

/** Where something goes or is: a board location or a zone. */
export interface PlaceNode extends NodeBase {
  kind: "Place";
  place: "here" | "there" | "base" | "battlefield" | "sameLocationAs" | "zone" | "chain";
  player?: PlayerNode;
  zone?: ZoneWord;
  position?: "top" | "bottom";
  /** For `battlefield`: which (`a battlefield you control`, `that battlefield`). */
  battlefield?: ObjectRefNode;
  /** `this battlefield`: the card names itself a battlefield, as `this` alone does not. */
  thisBattlefield?: true;
  /** For `sameLocationAs`. */
  object?: ObjectRefNode;
}

export type AmountNode = NumberNode | CountOfNode | PlayerCountNode | MightOfNode | ScoreOfNode;
export interface NumberNode extends NodeBase {
  kind: "Number";
  value: number;
}
/** `1 for each friendly unit here`, `the number of cards in your hand`. */
export interface CountOfNode extends NodeBase {
  kind: "CountOf";
  per: number;
  filter: FilterNode;
}
/** `1 for each opponent`, `2 for each player`: `player` is `each` or `eachOpponent` (CR 303.2.a). */
export interface PlayerCountNode extends NodeBase {
  kind: "PlayerCount";
  per: number;
  player: PlayerNode;
}
/**
 * `its might`, `the might of lost`; with `stat`, `its cost`, `that card's cost`: the object's
 * Energy cost (CR 131.2), a token's 0 (RULES T4).
 */
export interface MightOfNode extends NodeBase {
  kind: "MightOf";
  object: ObjectRefNode;
  stat?: "cost";
}
/** `your score`. */
export interface ScoreOfNode extends NodeBase {
  kind: "ScoreOf";
  player: PlayerNode;
}

// ---------------------------------------------------------------------------------------------
// Modifications
// ---------------------------------------------------------------------------------------------

export type ModificationNode =
  | MightModNode
  | KeywordModNode
  | TagModNode
  | DomainModNode
  | CostModNode
  | EntersReadyModNode
  | PlayableToOpenModNode
  | CantMoveModNode
  | CantCombatModNode
  | CantBeTargetedModNode
  | CantBeDealtDamageModNode
  | AbilityModNode;

/** `+2 might`, `-1 might`, `+1 might for each friendly unit here`, `+1 might for each opponent`. */
export interface MightModNode extends NodeBase {
  kind: "MightMod";
  amount: number;
  per?: FilterNode;
  /** `for each opponent` (`eachOpponent`), `for each player` (`each`): players counted (CR 303.2.a). */
  players?: PlayerNode;
  /** `-2 might to a minimum of 1`: the loss takes the Might no lower than this. */
  floor?: number;
}
export interface KeywordModNode extends NodeBase {
  kind: "KeywordMod";
  keyword: KeywordNode;
}
export interface TagModNode extends NodeBase {
  kind: "TagMod";
  tags: NameNode[];
}
export interface DomainModNode extends NodeBase {
  kind: "DomainMod";
  domains: DomainNode[];
}
/** `cost 1 less`, `cost 1 Fury more`. */
export interface CostModNode extends NodeBase {
  kind: "CostMod";
  direction: "less" | "more";
  cost: CostNode;
  /** `cost 1 less for each friendly unit`: the change once for each matching object. */
  per?: FilterNode;
  /** `cost 1 less for each opponent` (`eachOpponent`), `for each player` (`each`): CR 303.2.a. */
  players?: PlayerNode;
}
export interface EntersReadyModNode extends NodeBase {
  kind: "EntersReadyMod";
}
/**
 * `this may be played to an open battlefield` (CR 355.2, 190.3.a.1): besides its base and the
 * battlefields its controller controls, the unit card may be played where no one controls the
 * battlefield and no unit is — and contests it as it enters.
 */
export interface PlayableToOpenModNode extends NodeBase {
  kind: "PlayableToOpenMod";
}
export interface CantMoveModNode extends NodeBase {
  kind: "CantMoveMod";
}
/**
 * `can't attack`, `can't defend`: the unit never gains that combat designation (CR 464.2.c.3,
 * 323.2), and `can't attack` refuses the moves that would make it an attacker (LANGUAGE.md).
 */
export interface CantCombatModNode extends NodeBase {
  kind: "CantCombatMod";
  role: "attacker" | "defender";
}
/** `can't be dealt damage`: no damage is dealt to it (CR 054.1, 465.2.c.10). */
export interface CantBeDealtDamageModNode extends NodeBase {
  kind: "CantBeDealtDamageMod";
}
export interface CantBeTargetedModNode extends NodeBase {
  kind: "CantBeTargetedMod";
  by: "you" | "opponent" | "any";
}
/** A granted ability: `{ when this dies: draw 1 }`. */
export interface AbilityModNode extends NodeBase {
  kind: "AbilityMod";
  ability: AbilityNode;
}

// ---------------------------------------------------------------------------------------------
// Instructions
// ---------------------------------------------------------------------------------------------

/** Instructions carried out in order within one resolution (RULES E3). */
export interface BlockNode extends NodeBase {
  kind: "Block";
  instructions: InstructionNode[];
}

export type InstructionNode =
  | BanishNode
  | KillNode
  | DiscardNode
  | DrawNode
  | MoveNode
  | DoubleNode
  | SetMightNode
  | RecallNode
  | StatusChangeNode
  | DealNode
  | PreventNode
  | CounterNode
  | GainControlNode
  | GiveNode
  | AddNode
  | ChannelNode
  | BurnNode
  | MakeTokenNode
  | PlayCardNode
  | ReplaceNode
  | SwapBackNode
  | ScoreNode
  | RevealNode
  | PutAmongNode
  | NextCostNode
  | ChooseModesNode
  | MayNode
  | IfNode
  | ForEachNode
  | RepeatNode
  | DelayedNode
  | DelayedStepNode
  | UnlessPaysNode
  | PayNode
  | ErrorNode;

export interface BanishNode extends NodeBase {
  kind: "Banish";
  target: ObjectRefNode;
}
export interface KillNode extends NodeBase {
  kind: "Kill";
  /**
   * `each player kills one of their units` (CR 411.1): each of these players chooses one of their
   * own (`target` a ChooseRef read from that player's side), and all are killed together.
   */
  player?: PlayerNode;
  target: ObjectRefNode;
}
/** `discard 2`, `an opponent discards a unit card`, `each player discards their hand`. */
export interface DiscardNode extends NodeBase {
  kind: "Discard";
  player?: PlayerNode;
  /** `hand`: every card in it (`discard your hand`, CR 422.1). */
  count: AmountNode | "hand";
  filter?: FilterNode;
  bind?: NameNode;
}
export interface DrawNode extends NodeBase {
  kind: "Draw";
  player?: PlayerNode;
  count: AmountNode;
}
/**
 * `move X to …`, `return X to its owner's hand`, `put X on the bottom of your deck`. With
 * `instead of …` it rewrites where the object of the previous instruction goes (the counter of
 * Abandon: "counter target spell; return it to its owner's hand instead of its owner's trash").
 */
export interface MoveNode extends NodeBase {
  kind: "Move";
  /** `shuffle`: into a deck, which is then shuffled (CR 414). */
  verb: "move" | "return" | "put" | "shuffle";
  target: ObjectRefNode;
  to: PlaceNode;
  insteadOf?: PlaceNode;
}
/** CR 432: `double target unit's might this turn`. */
export interface DoubleNode extends NodeBase {
  kind: "Double";
  target: ObjectRefNode;
  duration?: DurationNode;
}
/** CR 477.1.a.1: `its might becomes 1 this turn`, `target unit's might becomes 1`. */
export interface SetMightNode extends NodeBase {
  kind: "SetMight";
  target: ObjectRefNode;
  might: number;
  duration?: DurationNode;
}
export interface RecallNode extends NodeBase {
  kind: "Recall";
  target: ObjectRefNode;
}
/** `ready`, `exhaust`, `stun`, `buff`, `heal` an object. */
export interface StatusChangeNode extends NodeBase {
  kind: "StatusChange";
  change: "ready" | "exhaust" | "stun" | "buff" | "heal";
  target: ObjectRefNode;
}
export interface DealNode extends NodeBase {
  kind: "Deal";
  amount: AmountNode;
  target: ObjectRefNode;
}
/**
 * CR 437: a prevention an effect creates for a while — `prevent the next 3 damage that would be
 * dealt to target unit this turn`, a shield used up as it prevents (CR 437.3), or `prevent all
 * combat damage this turn`, which protects every unit.
 */
export interface PreventNode extends NodeBase {
  kind: "Prevent";
  /** `the next N` (the Prevent Value, CR 437.1.b.1.a), or `all` (CR 437.1.b.1.b). */
  amount: number | "all";
  /** `combat damage`: only the damage combat deals (CR 437.1.b.1's source, 417.6.c). */
  combat: boolean;
  /** The unit or units it protects; absent (only with `all`), every unit. */
  target?: ObjectRefNode;
  duration: DurationNode;
}
export interface CounterNode extends NodeBase {
  kind: "Counter";
  target: ObjectRefNode;
  /** `unless its controller pays 2`: who may pay, and what (both or neither). */
  payer?: PlayerNode;
  cost?: CostNode;
}
/** `gain control of X`, `an opponent takes control of X until your next turn`. */
export interface GainControlNode extends NodeBase {
  kind: "GainControl";
  player?: PlayerNode;
  target: ObjectRefNode;
  duration?: DurationNode;
}
/** `give X +2 might this turn`, `give X Tank and Assault 2 until end of turn`. */
export interface GiveNode extends NodeBase {
  kind: "Give";
  target: ObjectRefNode;
  modifications: ModificationNode[];
  duration?: DurationNode;
}
/** `add 1 Fury`, `add 2 + 1 power of any domain`. */
export interface AddNode extends NodeBase {
  kind: "Add";
  resources: CostNode;
}
/** `channel 2 runes exhausted`. */
export interface ChannelNode extends NodeBase {
  kind: "Channel";
  count: AmountNode;
  exhausted: boolean;
}
/** `burn 2`, `an opponent burns 1`: the top N cards of their Main Deck go to their trash. */
export interface BurnNode extends NodeBase {
  kind: "Burn";
  player?: PlayerNode;
  count: AmountNode;
}
/** RULES T1: `play` goes through the play process; `create` puts it directly at its destination. */
export interface MakeTokenNode extends NodeBase {
  kind: "MakeToken";
  mode: "play" | "create";
  count: AmountNode;
  /** Absent: the default (a unit token enters exhausted, RULES T3). */
  readiness?: "ready" | "exhausted";
  token: NameNode;
  /** `a Recruit unit token`, as printed card text names it: checked against the declaration. */
  writtenType?: WrittenTypeNode;
  location?: PlaceNode;
  /** `for an opponent`. */
  controller?: PlayerNode;
  changes: ModificationNode[];
  bind?: NameNode;
}
/** A card type written beside a token's name (`Recruit unit token`). */
export interface WrittenTypeNode extends NodeBase {
  kind: "WrittenType";
  type: CardTypeWord;
}
/** `play it ignoring its cost`, `play target spell card in your trash for 1 Fury`. */
export interface PlayCardNode extends NodeBase {
  kind: "PlayCard";
  target: ObjectRefNode;
  ignoreCost: boolean;
  cost?: CostNode;
}
/** RULES R1: `replace X with a Brush token`. */
export interface ReplaceNode extends NodeBase {
  kind: "Replace";
  target: ObjectRefNode;
  token: NameNode;
  writtenType?: WrittenTypeNode;
  changes: ModificationNode[];
  bind?: NameNode;
}
/** RULES R5: `swap X back`. */
export interface SwapBackNode extends NodeBase {
  kind: "SwapBack";
  target: ObjectRefNode;
}
export interface ScoreNode extends NodeBase {
  kind: "Score";
  player?: PlayerNode;
  points: number;
}
/** `reveal the top 3 cards of your deck as seen`, `look at the top 2 cards of your deck`. */
export interface RevealNode extends NodeBase {
  kind: "Reveal";
  mode: "reveal" | "look";
  player: PlayerNode;
  count: number;
  bind?: NameNode;
}
/**
 * `put one of them into your hand and the rest on the bottom of your deck`, `put up to one unit
 * among them into your hand`: the controller chooses some of the objects named before (`them`:
 * most often the cards looked at), as it resolves; they go to one place and, with `the rest`, the
 * others to another.
 */
export interface PutAmongNode extends NodeBase {
  kind: "PutAmong";
  count: number;
  upTo: boolean;
  /** `one unit among them`: only what it matches may be chosen. */
  filter?: FilterNode;
  /** `them`. */
  among: ItRefNode;
  to: PlaceNode;
  /** `and the rest …`: where the others go. */
  rest?: PlaceNode;
  /** `in any order`: the controller orders the rest on a deck (else at random, CR 416.5). */
  anyOrder: boolean;
}
/**
 * `the next spell you play this turn costs 1 less` (CR 356.4): a discount of the next card its
 * controller plays that the filter matches, used up by that play.
 */
export interface NextCostNode extends NodeBase {
  kind: "NextCost";
  filter: FilterNode;
  duration?: DurationNode;
  cost: CostNode;
}
/** `choose one: { … } or { … }`. */
export interface ChooseModesNode extends NodeBase {
  kind: "ChooseModes";
  count: number;
  modes: BlockNode[];
}
/** `you may …`. */
export interface MayNode extends NodeBase {
  kind: "May";
  player: PlayerNode;
  body: BlockNode;
}
/** `if you do, …; otherwise, …`. */
export interface IfNode extends NodeBase {
  kind: "If";
  condition: ConditionNode;
  then: BlockNode;
  else?: BlockNode;
}
/** `for each friendly unit here as u, …`. */
export interface ForEachNode extends NodeBase {
  kind: "ForEach";
  each: FilterNode;
  bind?: NameNode;
  body: BlockNode;
}
/** `do this 2 times, …`. */
export interface RepeatNode extends NodeBase {
  kind: "Repeat";
  times: AmountNode;
  body: BlockNode;
}
/**
 * `deal 3 to target unit unless its controller pays 2` (CR 357, 425): the player decides as it
 * resolves; paid, the instruction does nothing. A counter keeps its own `payer` and `cost`, as
 * it spares each object apart and an `instead` folds into it.
 */
export interface UnlessPaysNode extends NodeBase {
  kind: "UnlessPays";
  instruction: InstructionNode;
  payer: PlayerNode;
  cost: CostNode;
}
/**
 * `you may pay 1. If you do, draw 2` (CR 357, 383.3.b): a payment offered as the ability
 * resolves — or, first in a triggered ability's leading `you may`, as it is finalized. It is only
 * ever the whole of a `you may`: nothing demands a payment.
 */
export interface PayNode extends NodeBase {
  kind: "Pay";
  cost: CostNode;
}
/** RULES E3, E4, B1: `this turn, when you conquer: return lost to its owner's hand`. */
export interface DelayedNode extends NodeBase {
  kind: "Delayed";
  duration: DurationNode;
  trigger: EventNode;
  body: BlockNode;
}

/**
 * RULES E3, E4, B1, CR 390.2: a delayed trigger at a moment of the turn, which fires once —
 * `at the end of this turn: …`, `at the start of your next turn: …`.
 */
export interface DelayedStepNode extends NodeBase {
  kind: "DelayedStep";
  moment: PhaseTriggerNode;
  body: BlockNode;
}

// ---------------------------------------------------------------------------------------------
// Scenarios
// ---------------------------------------------------------------------------------------------

export interface ScenarioNode extends NodeBase {
  kind: "Scenario";
  name: NameNode;
  setup: SetupNode;
  steps: StepNode[];
  syntaxErrors: boolean;
}

export interface SetupNode extends NodeBase {
  kind: "Setup";
  entries: SetupEntryNode[];
}

export type SetupEntryNode =
  | SetupZoneNode
  | SetupPoolNode
  | SetupScoreNode
  | SetupTurnNode
  | SetupPhaseNode
  | SetupSeedNode
  | SetupBattlefieldNode;

/** A scenario player, `A` or `B`: upper-cased, so `a` and `A` are the same player. */
export interface ScenarioPlayerNode extends NodeBase {
  kind: "ScenarioPlayer";
  name: string;
}

/** `A hand: "Abandon", "Lantern Trick" as lt`. */
export interface SetupZoneNode extends NodeBase {
  kind: "SetupZone";
  player: ScenarioPlayerNode;
  zone: ZoneWord;
  placements: PlacementNode[];
}
/** `A pool: 4 + 2 Mind`. */
export interface SetupPoolNode extends NodeBase {
  kind: "SetupPool";
  player: ScenarioPlayerNode;
  pool: CostNode;
}
export interface SetupScoreNode extends NodeBase {
  kind: "SetupScore";
  player: ScenarioPlayerNode;
  value: number;
}
export interface SetupTurnNode extends NodeBase {
  kind: "SetupTurn";
  player: ScenarioPlayerNode;
}
export interface SetupPhaseNode extends NodeBase {
  kind: "SetupPhase";
  phase: PhaseWord;
}
export interface SetupSeedNode extends NodeBase {
  kind: "SetupSeed";
  value: number;
}
/** `battlefield "Windy Ridge" as w controlled by A { A: "Scout"  facedown A: "Trap" }`. */
export interface SetupBattlefieldNode extends NodeBase {
  kind: "SetupBattlefield";
  placement: PlacementNode;
  units: { player: ScenarioPlayerNode; placements: PlacementNode[] }[];
  facedown?: { player: ScenarioPlayerNode; placement: PlacementNode };
}

/** `"Muster Captain" as m1 exhausted stunned with 2 damage controlled by B`. */
export interface PlacementNode extends NodeBase {
  kind: "Placement";
  name: NameNode;
  label?: NameNode;
  statuses: StatusWord[];
  damage?: number;
  controller?: ScenarioPlayerNode;
}

/** A label (`a1`), a card name (`"Recruit"`) or a player's card (`B's "Recruit"`). */
export interface SelectorNode extends NodeBase {
  kind: "Selector";
  label?: string;
  name?: string;
  player?: ScenarioPlayerNode;
}

export interface ScenarioLocationNode extends NodeBase {
  kind: "ScenarioLocation";
  at: "base" | "battlefield";
  player?: ScenarioPlayerNode;
  battlefield?: SelectorNode;
}

export type ChoiceNode =
  | (NodeBase & { kind: "Choice"; choice: "target"; objects: SelectorNode[] })
  /** `targeting player B`: a player target (`target opponent`). */
  | (NodeBase & { kind: "Choice"; choice: "playerTarget"; player: ScenarioPlayerNode })
  | (NodeBase & { kind: "Choice"; choice: "object"; objects: SelectorNode[] })
  /** `choosing player C`: which player, where the text lets its controller pick (`an opponent`). */
  | (NodeBase & { kind: "Choice"; choice: "player"; player: ScenarioPlayerNode })
  | (NodeBase & { kind: "Choice"; choice: "location"; location: ScenarioLocationNode })
  | (NodeBase & { kind: "Choice"; choice: "mode"; modes: number[] })
  | (NodeBase & { kind: "Choice"; choice: "yes" | "no" | "payOptionalCost" | "useFlow" });

export type StepNode = ActionNode | RefusedNode | ExpectNode | LabelStepNode | ErrorNode;

/** `label "Recruit" as r1`: the newest object the selector names that wears no label takes one. */
export interface LabelStepNode extends NodeBase {
  kind: "LabelStep";
  object: SelectorNode;
  label: NameNode;
}

/** `A can't play "X", targeting m1 [because cannotPay]`: the action, expected to be refused. */
export interface RefusedNode extends NodeBase {
  kind: "Refused";
  action: PlayerActionNode;
  /** The refusal's code, as written (the checker knows the words). */
  reason?: NameNode;
}

/** The actions a player takes, which a scenario may expect to be refused. */
export type PlayerActionNode =
  | PlayActionNode
  | ActivateActionNode
  | PassActionNode
  | ConcedeActionNode
  | MoveActionNode
  | HideActionNode
  | ConquerActionNode
  | HoldActionNode
  | AnswerActionNode;

export type ActionNode =
  | PlayActionNode
  | ActivateActionNode
  | PassActionNode
  | ConcedeActionNode
  | ResolveActionNode
  | MoveActionNode
  | HideActionNode
  | ConquerActionNode
  | HoldActionNode
  | EndTurnActionNode
  | AnswerActionNode;

export interface PlayActionNode extends NodeBase {
  kind: "PlayAction";
  player: ScenarioPlayerNode;
  card: SelectorNode;
  from?: ZoneWord;
  choices: ChoiceNode[];
}
export interface ActivateActionNode extends NodeBase {
  kind: "ActivateAction";
  player: ScenarioPlayerNode;
  source: SelectorNode;
  /** 1-based, as written. */
  ability?: number;
  choices: ChoiceNode[];
}
export interface PassActionNode extends NodeBase {
  kind: "PassAction";
  player: ScenarioPlayerNode;
}
/** `B concedes` (CR 650). */
export interface ConcedeActionNode extends NodeBase {
  kind: "ConcedeAction";
  player: ScenarioPlayerNode;
}
/** `resolve chain` (everything) or `resolve one` (the newest item). */
export interface ResolveActionNode extends NodeBase {
  kind: "ResolveAction";
  all: boolean;
}
export interface MoveActionNode extends NodeBase {
  kind: "MoveAction";
  player: ScenarioPlayerNode;
  units: SelectorNode[];
  to: ScenarioLocationNode;
}
/** `A hides "X" at w` (CR 811). */
export interface HideActionNode extends NodeBase {
  kind: "HideAction";
  player: ScenarioPlayerNode;
  card: SelectorNode;
  battlefield: SelectorNode;
}
export interface ConquerActionNode extends NodeBase {
  kind: "ConquerAction";
  player: ScenarioPlayerNode;
  battlefield: SelectorNode;
}
export interface HoldActionNode extends NodeBase {
  kind: "HoldAction";
  player: ScenarioPlayerNode;
  battlefield: SelectorNode;
}
export interface EndTurnActionNode extends NodeBase {
  kind: "EndTurnAction";
}
export interface AnswerActionNode extends NodeBase {
  kind: "AnswerAction";
  player: ScenarioPlayerNode;
  answer: ChoiceNode;
}

/** `expect [not] …` */
export interface ExpectNode extends NodeBase {
  kind: "Expect";
  negate: boolean;
  /**
   * `each "Recruit" …`: every object the name fits; `2 "Recruit" …`: exactly that many of them.
   * Absent: the name must fit one object.
   */
  quantity?: "each" | number;
  expectation: ExpectationNode;
}

export type ExpectationNode =
  | ExpectLocationNode
  | ExpectZoneCountNode
  | ExpectZoneContentsNode
  | ExpectOwnerNode
  | ExpectControllerNode
  | ExpectStatusNode
  | ExpectMightNode
  | ExpectDamageNode
  | ExpectScoreNode
  | ExpectPoolNode
  | ExpectChainNode
  | ExpectEventNode
  | ExpectTriggeredNode
  | ExpectScoredThisTurnNode
  | ExpectHasEffectNode
  | ExpectPlayedNode
  | ExpectExistsNode
  | ExpectWonNode;

/** `expect "X" in A banishment`, `… at A base`, `… at "Windy Ridge"`, `… on the chain`. */
export interface ExpectLocationNode extends NodeBase {
  kind: "ExpectLocation";
  object: SelectorNode;
  where:
    | { in: "zone"; zone: ZoneWord; player: ScenarioPlayerNode }
    | { in: "chain" }
    | { in: "location"; location: ScenarioLocationNode };
}
/** `expect A hand has 2 cards`, `expect A base has 2 units`, `expect A hand is empty`. */
export interface ExpectZoneCountNode extends NodeBase {
  kind: "ExpectZoneCount";
  player: ScenarioPlayerNode;
  zone: ZoneWord;
  count: ComparisonNode;
  /** Counts only these (`2 units`, `1 token`); absent, or `cards`, counts every object there. */
  counted?: CountedWord;
}
/** What a zone's count may be of, besides every object in it. */
export type CountedWord = "unit" | "gear" | "spell" | "rune" | "token";
/** `expect A trash: "Lantern Trick", "Abandon"` — exactly these, in any order. */
export interface ExpectZoneContentsNode extends NodeBase {
  kind: "ExpectZoneContents";
  player: ScenarioPlayerNode;
  zone: ZoneWord;
  names: NameNode[];
}
export interface ExpectOwnerNode extends NodeBase {
  kind: "ExpectOwner";
  object: SelectorNode;
  player: ScenarioPlayerNode;
}
/** `expect w is controlled by B`, `… by nobody`. */
export interface ExpectControllerNode extends NodeBase {
  kind: "ExpectController";
  object: SelectorNode;
  player: ScenarioPlayerNode | null;
}
export interface ExpectStatusNode extends NodeBase {
  kind: "ExpectStatus";
  object: SelectorNode;
  status: StatusWord;
}
export interface ExpectMightNode extends NodeBase {
  kind: "ExpectMight";
  object: SelectorNode;
  value: number;
}
export interface ExpectDamageNode extends NodeBase {
  kind: "ExpectDamage";
  object: SelectorNode;
  value: number;
}
/** `expect A score: 3`. */
export interface ExpectScoreNode extends NodeBase {
  kind: "ExpectScore";
  player: ScenarioPlayerNode;
  value: number;
}
/** `expect A pool: 1 + 1 Fury`; `expect A pool is empty` has no cost. */
export interface ExpectPoolNode extends NodeBase {
  kind: "ExpectPool";
  player: ScenarioPlayerNode;
  pool: CostNode | null;
}
/** `expect chain: "Lantern Trick"`, `expect chain is empty` (newest last). */
export interface ExpectChainNode extends NodeBase {
  kind: "ExpectChain";
  names: NameNode[];
}
/** `expect event banished of "X" by A 2 times`: any word names the event kind; the compiler checks it. */
export interface ExpectEventNode extends NodeBase {
  kind: "ExpectEvent";
  event: NameNode;
  object?: SelectorNode;
  player?: ScenarioPlayerNode;
  count?: ComparisonNode;
}
/** `expect "Sentry" triggered 2 times`. */
export interface ExpectTriggeredNode extends NodeBase {
  kind: "ExpectTriggered";
  source: SelectorNode;
  count: ComparisonNode;
}
/** `expect A scored w this turn`. */
export interface ExpectScoredThisTurnNode extends NodeBase {
  kind: "ExpectScoredThisTurn";
  player: ScenarioPlayerNode;
  battlefield: SelectorNode;
}
/** `expect r1 has effect +2 might`. */
export interface ExpectHasEffectNode extends NodeBase {
  kind: "ExpectHasEffect";
  object: SelectorNode;
  modification: ModificationNode;
}
export interface ExpectPlayedNode extends NodeBase {
  kind: "ExpectPlayed";
  object: SelectorNode;
}
export interface ExpectExistsNode extends NodeBase {
  kind: "ExpectExists";
  object: SelectorNode;
}
/** `expect A won`. */
export interface ExpectWonNode extends NodeBase {
  kind: "ExpectWon";
  player: ScenarioPlayerNode;
}

// ---------------------------------------------------------------------------------------------
// Decks (issue 6)
// ---------------------------------------------------------------------------------------------

export interface DeckNode extends NodeBase {
  kind: "Deck";
  name: NameNode;
  legend?: NameNode;
  champion?: NameNode;
  battlefields: NameNode[];
  main: DeckCardNode[];
  runes: DeckRunesNode[];
  syntaxErrors: boolean;
}
/** `3 "Muster Captain"`. */
export interface DeckCardNode extends NodeBase {
  kind: "DeckCard";
  count: number;
  name: NameNode;
}
/** `6 Fury`. */
export interface DeckRunesNode extends NodeBase {
  kind: "DeckRunes";
  count: number;
  domain: DomainWord;
}

// ---------------------------------------------------------------------------------------------
// The union of every node kind
// ---------------------------------------------------------------------------------------------

export type Node =
  | SourceFileNode
  | UseNode
  | NameNode
  | DefinitionNode
  | ErrorNode
  | CharacteristicNode
  | DomainNode
  | CostNode
  | CostTermNode
  | KeywordNode
  | AbilityNode
  | PhaseTriggerNode
  | AbilityCostNode
  | EventNode
  | ConditionNode
  | ComparisonNode
  | DurationNode
  | ObjectRefNode
  | FilterNode
  | MightThanNode
  | NonNode
  | TagFilterNode
  | LocationFilterNode
  | ZoneFilterNode
  | FunctionZoneNode
  | WrittenTypeNode
  | PlayerNode
  | PlaceNode
  | AmountNode
  | ModificationNode
  | BlockNode
  | InstructionNode
  | ScenarioNode
  | SetupNode
  | SetupEntryNode
  | ScenarioPlayerNode
  | PlacementNode
  | SelectorNode
  | ScenarioLocationNode
  | ChoiceNode
  | ActionNode
  | RefusedNode
  | ExpectNode
  | LabelStepNode
  | ExpectationNode
  | DeckNode
  | DeckCardNode
  | DeckRunesNode;

export type NodeKind = Node["kind"];
