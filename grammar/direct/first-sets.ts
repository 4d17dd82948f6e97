/**
 * The token sets the direct reader decides by: the first tokens of the grammar's rules, and the
 * sets behind the parser's gates (`parser.ts`), which the reader must apply exactly as Chevrotain
 * does. The oracle test (every `.rift` file, the LANGUAGE.md examples, thousands of mangled
 * declarations) keeps these in step with the grammar: a set that drifted would make the reader
 * accept what Chevrotain reads otherwise.
 */
import type { TokenType } from "chevrotain";
import type * as A from "../ast.js";
import { TokenSet } from "../gates.js";
import * as t from "../tokens.js";

export {
  COUNT_TOKENS,
  FILTER_WORDS,
  GAME_KEYWORDS,
  MODIFICATION_STARTS,
  NAME_TOKENS,
  TokenSet,
  GETS_VERBS,
  amongAhead,
  cardsAhead,
  countedPlayerAhead,
  dotJoinAhead,
  forbiddenRole,
  getsAhead,
  getsSubjectIsReference,
  instructionAfterAnd,
  mightBecomesAhead,
  thisKillsAhead,
  isLessOrMore,
  keywordValueAhead,
  locationAhead,
  nextCostAhead,
  suffixAhead,
  timesAhead,
  thenJoinAhead,
  triggerClauseAhead,
  type Lookahead,
} from "../gates.js";

/** A map from token types to words, looked up by `tokenTypeIdx` as `TokenSet` is. */
export class TokenTable<V> {
  private readonly values: (V | undefined)[] = [];
  readonly types: readonly TokenType[];

  constructor(entries: readonly (readonly [TokenType, V])[]) {
    this.types = entries.map(([type]) => type);
    for (const [type, value] of entries) this.values[type.tokenTypeIdx!] = value;
  }

  get(type: TokenType | undefined): V | undefined {
    return type === undefined ? undefined : this.values[type.tokenTypeIdx!];
  }

  has(type: TokenType | undefined): boolean {
    return this.get(type) !== undefined;
  }
}

export const CARD_TYPES: TokenTable<A.CardTypeWord> = new TokenTable([
  [t.Unit, "unit"],
  [t.Gear, "gear"],
  [t.Spell, "spell"],
  [t.Rune, "rune"],
  [t.Legend, "legend"],
  [t.Battlefield, "battlefield"],
]);
export const DOMAINS: TokenTable<A.DomainWord> = new TokenTable([
  [t.Fury, "Fury"],
  [t.Calm, "Calm"],
  [t.Mind, "Mind"],
  [t.Body, "Body"],
  [t.Chaos, "Chaos"],
  [t.Order, "Order"],
]);
export const VALUED_KEYWORDS: TokenTable<A.ValuedKeywordWord> = new TokenTable([
  [t.Deflect, "Deflect"],
  [t.Assault, "Assault"],
  [t.Shield, "Shield"],
]);
export const COSTED_KEYWORDS: TokenTable<A.CostedKeywordWord> = new TokenTable([
  [t.Flow, "Flow"],
  [t.RepeatKw, "Repeat"],
]);
export const FLAG_KEYWORDS: TokenTable<A.FlagKeywordWord> = new TokenTable([
  [t.Hidden, "Hidden"],
  [t.Accelerate, "Accelerate"],
  [t.ActionKw, "Action"],
  [t.ReactionKw, "Reaction"],
  [t.Tank, "Tank"],
  [t.Backline, "Backline"],
  [t.Ganking, "Ganking"],
  [t.Legion, "Legion"],
  [t.Temporary, "Temporary"],
  [t.Deathknell, "Deathknell"],
]);
export const STATUSES: TokenTable<A.StatusWord> = new TokenTable([
  [t.Ready, "ready"],
  [t.Exhausted, "exhausted"],
  [t.Damage, "damaged"],
  [t.Stun, "stunned"],
  [t.Buff, "buffed"],
  [t.Facedown, "facedown"],
  [t.Replace, "replaced"],
  [t.Banish, "banished"],
  [t.Mighty, "mighty"],
]);
/** `battlefieldState`: CR 170.11's words for a battlefield, before the noun. */
export const BATTLEFIELD_STATES: TokenTable<"occupied" | "unoccupied" | "uncontrolled" | "open"> =
  new TokenTable([
    [t.Occupied, "occupied"],
    [t.Unoccupied, "unoccupied"],
    [t.Uncontrolled, "uncontrolled"],
    [t.Open, "open"],
  ]);
export const PHASES: TokenTable<A.PhaseWord> = new TokenTable([
  [t.Awaken, "awaken"],
  [t.Beginning, "beginning"],
  [t.Channel, "channel"],
  [t.Draw, "draw"],
  [t.Main, "main"],
  [t.Ending, "ending"],
]);
/** `zoneNoun`: the zones a filter or a place names after a player. */
export const ZONE_NOUNS: TokenTable<A.ZoneWord> = new TokenTable([
  [t.Hand, "hand"],
  [t.DeckKw, "deck"],
  [t.Trash, "trash"],
  [t.Banishment, "banishment"],
  [t.Base, "base"],
]);
export const STATUS_CHANGES: TokenTable<"ready" | "exhaust" | "stun" | "buff" | "heal"> =
  new TokenTable([
    [t.Ready, "ready"],
    [t.Exhaust, "exhaust"],
    [t.Stun, "stun"],
    [t.Buff, "buff"],
    [t.Heal, "heal"],
  ]);
/** The verbs of `objectEventVerb` that stand alone, and what happened. */
export const OBJECT_EVENTS: TokenTable<A.EventWord> = new TokenTable([
  [t.Play, "played"],
  [t.Die, "killed"],
  [t.Kill, "killed"],
  [t.Banish, "banished"],
  [t.Discard, "discarded"],
  [t.Draw, "drawn"],
  [t.Attack, "attacked"],
  [t.Defend, "defended"],
  [t.Create, "created"],
  [t.Replace, "replaced"],
  [t.Counter, "countered"],
  [t.Ready, "readied"],
  [t.Exhausted, "exhausted"],
  [t.Stun, "stunned"],
  [t.Buff, "buffed"],
  [t.Channel, "channelled"],
]);

export const COST_UNITS: TokenSet = new TokenSet([t.Energy, t.Power, ...DOMAINS.types]);
/** First tokens of `filterPrefix`. */
export const FILTER_PREFIX_FIRST: TokenSet = new TokenSet([
  t.Friendly,
  t.Enemy,
  t.Your,
  t.Other,
  t.Opponent,
  ...STATUSES.types,
  t.Attack,
  t.Defend,
  t.Non,
  ...BATTLEFIELD_STATES.types,
  ...DOMAINS.types,
  t.StringLiteral,
  t.UnterminatedString,
  t.Identifier,
]);
/** First tokens of `objectState`: what a condition asks of one object. */
export const OBJECT_STATE_FIRST: TokenSet = new TokenSet([
  ...STATUSES.types,
  t.Attack,
  t.Defend,
  t.Alone,
  t.At,
]);
/** First tokens of `filter`. */
export const FILTER_FIRST: TokenSet = new TokenSet([
  ...FILTER_PREFIX_FIRST.types,
  ...CARD_TYPES.types,
  t.CardKw,
  t.TokenKw,
]);
/** First tokens of `filterSuffix` (its `controlSuffix` starts with a player selector). */
export const FILTER_SUFFIX_FIRST: TokenSet = new TokenSet([
  t.Your,
  t.Here,
  t.There,
  t.At,
  t.In,
  t.From,
  t.On,
  t.You,
  t.An,
  t.The,
  t.Opponent,
  t.Any,
  t.A,
  t.Each,
  t.With,
  t.Alone,
  t.Attack,
  t.Defend,
]);
/** First tokens of `duration`. */
export const DURATION_FIRST: TokenSet = new TokenSet([t.This, t.Until, t.Permanently]);
/** First tokens of `objectRef`. */
export const OBJECT_REF_FIRST: TokenSet = new TokenSet([
  t.This,
  t.It,
  t.Them,
  t.That,
  t.The,
  t.Target,
  t.A,
  t.An,
  t.Another,
  t.Up,
  t.Integer,
  t.One,
  t.NumberWord,
  t.All,
  t.Each,
  t.Identifier,
]);
/** First tokens of `eventLocation`. */
export const EVENT_LOCATION_FIRST: TokenSet = new TokenSet([t.Here, t.There, t.At, t.To]);
