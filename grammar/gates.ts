/**
 * The parser's gates — the few places where the grammar looks past the next token to choose —
 * and the token sets behind them, in one place: the Chevrotain parser (`parser.ts`) and the direct
 * reader (`direct/`) both decide by these, so the two cannot drift apart on them.
 */
import type { TokenType } from "chevrotain";
import * as t from "./tokens.js";

/**
 * A set of token types, looked up by `tokenTypeIdx` in an array: the direct reader asks several
 * times per token, and an indexed load is cheaper than hashing the token type into a `Set`.
 */
export class TokenSet {
  private readonly members: Uint8Array;
  readonly types: readonly TokenType[];

  constructor(types: Iterable<TokenType>) {
    const list = [...types];
    this.types = list;
    this.members = new Uint8Array(1 + Math.max(...list.map((type) => type.tokenTypeIdx!)));
    for (const type of list) this.members[type.tokenTypeIdx!] = 1;
  }

  has(type: TokenType | undefined): boolean {
    return type !== undefined && this.members[type.tokenTypeIdx!] === 1;
  }
}

export const CARD_TYPE_TOKENS: TokenSet = new TokenSet([
  t.Unit,
  t.Gear,
  t.Spell,
  t.Rune,
  t.Legend,
  t.Battlefield,
]);
export const DOMAIN_TOKENS: TokenSet = new TokenSet([
  t.Fury,
  t.Calm,
  t.Mind,
  t.Body,
  t.Chaos,
  t.Order,
]);
export const NAME_TOKENS: TokenSet = new TokenSet([
  t.Identifier,
  t.StringLiteral,
  t.UnterminatedString,
]);
export const GAME_KEYWORDS: TokenSet = new TokenSet([
  t.Deflect,
  t.Assault,
  t.Shield,
  t.Flow,
  t.RepeatKw,
  t.Hidden,
  t.Accelerate,
  t.ActionKw,
  t.ReactionKw,
  t.Tank,
  t.Backline,
  t.Ganking,
  t.Legion,
  t.Temporary,
  t.Deathknell,
]);
/**
 * A count where the grammar takes one written as a word as well: `2`, `two`, `one` (`draw two
 * cards`, `up to two target units`). Costs, Might and comparisons take digits only.
 */
export const COUNT_TOKENS: TokenSet = new TokenSet([t.Integer, t.One, t.NumberWord]);
/** What can follow `give it`: a modification, not the next instruction. */
export const MODIFICATION_STARTS: TokenSet = new TokenSet([
  t.Plus,
  t.Minus,
  t.TagKw,
  t.DomainKw,
  t.LCurly,
  ...GAME_KEYWORDS.types,
]);
const LESS_OR_MORE: TokenSet = new TokenSet([t.Less, t.More]);
const WITH_QUALIFIERS: TokenSet = new TokenSet([
  t.TagKw,
  t.Might,
  t.CostKw,
  t.Integer,
  ...GAME_KEYWORDS.types,
]);
const CONTROL_VERBS: TokenSet = new TokenSet([t.Control, t.Own]);
/** Words that can open a filter before its noun: qualifiers, names, card types. */
export const FILTER_WORDS: TokenSet = new TokenSet([
  t.Friendly,
  t.Enemy,
  t.Your,
  t.Other,
  t.Opponent,
  t.Possessive,
  t.Ready,
  t.Exhausted,
  t.Damage,
  t.Stun,
  t.Buff,
  t.Facedown,
  t.Replace,
  t.Banish,
  t.Attack,
  t.Defend,
  ...DOMAIN_TOKENS.types,
  t.Identifier,
  t.StringLiteral,
  t.UnterminatedString,
  t.Or,
  t.CardKw,
  t.TokenKw,
  ...CARD_TYPE_TOKENS.types,
]);
/** First tokens of a player in a zone suffix: `in your trash`, `from an opponent's hand`. */
const OWNER_STARTS: TokenSet = new TokenSet([
  t.Your,
  t.You,
  t.An,
  t.Each,
  t.A,
  t.Any,
  t.That,
  t.Its,
  t.Identifier,
]);

/**
 * The words that start an instruction after `and` (`draw a card and discard a card`): verbs, and
 * the players an instruction can start with (`… and each player draws 1`, `… and target opponent
 * discards 1`: no `and` inside an instruction comes before `target`). Names are left out,
 * since `with tag Bird and Cat` continues a filter. Durations are left out too: `and this turn,
 * when …` is too easily read as the duration of what comes before, so a delayed trigger is
 * joined with `;`.
 */
export const INSTRUCTION_VERBS: TokenSet = new TokenSet([
  t.Banish,
  t.Kill,
  t.Discard,
  t.Draw,
  t.Move,
  t.Return,
  t.Put,
  t.Shuffle,
  t.Double,
  t.Recall,
  t.Ready,
  t.Exhaust,
  t.Stun,
  t.Buff,
  t.Heal,
  t.Deal,
  t.Prevent,
  t.Counter,
  t.Gain,
  t.Take,
  t.Give,
  t.Add,
  t.Channel,
  t.Burn,
  t.Play,
  t.Create,
  t.Replace,
  t.Swap,
  t.Score,
  t.Reveal,
  t.Look,
  t.Choose,
  t.If,
  t.For,
  t.Do,
  t.You,
  t.An,
  t.Each,
  t.Target,
  t.The,
  t.That,
  t.Its,
]);

/**
 * Words of INSTRUCTION_VERBS that also occur inside an object's phrase (`you control`, `the chain`).
 */
const REFERENCE_VERBS: TokenSet = new TokenSet([
  t.You,
  t.An,
  t.Each,
  t.Target,
  t.The,
  t.That,
  t.Its,
]);
/** The references that open such a subject: objects named, not chosen (`this`, `each …`). */
const GETS_REFERENCES: TokenSet = new TokenSet([t.This, t.It, t.That, t.The, t.Each, t.All]);
/** A static ability's verbs, which also open an instruction: `this gets +1 might this turn`. */
export const GETS_VERBS: TokenSet = new TokenSet([t.Get, t.Gain, t.Have]);
/**
 * What opens the subject of such an instruction: a reference, or a filter's first word (`other
 * friendly units here get …`) that is not a verb starting an instruction of its own (`ready …`).
 */
export const GETS_SUBJECT_STARTS: TokenSet = new TokenSet([
  ...GETS_REFERENCES.types,
  ...FILTER_WORDS.types.filter(
    (type) => !INSTRUCTION_VERBS.has(type) && type !== t.Or && type !== t.Possessive,
  ),
]);
/** Tokens no subject reaches past: the end of an instruction or the start of another part. */
const GETS_SUBJECT_ENDS: TokenSet = new TokenSet([
  t.Colon,
  t.Semicolon,
  t.Comma,
  t.Dot,
  t.LCurly,
  t.RCurly,
  t.When,
  t.May,
  t.If,
  t.Unless,
  t.Is,
  t.Twice,
  t.Time,
  ...INSTRUCTION_VERBS.types.filter(
    (type) => !FILTER_WORDS.has(type) && !REFERENCE_VERBS.has(type),
  ),
]);

/** What the gates look at: the type of the token `i` ahead (1 is the next one). */
export interface Lookahead {
  /** Undefined, or Chevrotain's EOF, past the end. */
  la(i: number): TokenType | undefined;
}

/** `3 or less`, not `3 or …` something else. */
export function isLessOrMore(type: TokenType | undefined): boolean {
  return LESS_OR_MORE.has(type);
}

/** Words of a filter up to `card(s)`: `unit card`, `friendly Fury unit or gear cards`. */
export function cardsAhead(ahead: Lookahead): boolean {
  for (let i = 1; i <= 8; i++) {
    const type = ahead.la(i);
    if (type === t.CardKw) return true;
    if (!FILTER_WORDS.has(type)) return false;
  }
  return false;
}

/** Another choice of a scenario action, but not `, because …` ending a refused one. */
export function choiceAhead(ahead: Lookahead): boolean {
  return !(ahead.la(1) === t.Comma && ahead.la(2) === t.Because);
}

/** A token's place, but not `at the start of your turn:` beginning the next ability. */
export function locationAhead(ahead: Lookahead): boolean {
  if (ahead.la(1) !== t.At) return true;
  const second = ahead.la(2);
  const edge = second === t.The ? ahead.la(3) : second;
  return edge !== t.Start && edge !== t.End;
}

/**
 * Whether the tokens ahead really are a filter suffix. The suffix words (`with`, `on`, `you`,
 * `at`) also continue instructions, so two or three tokens decide.
 */
export function suffixAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  const second = ahead.la(2);
  switch (first) {
    case t.With:
      return WITH_QUALIFIERS.has(second);
    case t.In:
    case t.From:
    case t.On:
      if (second === t.The) {
        const third = ahead.la(3);
        return third === t.ChainKw || third === t.Board || third === t.Opponent;
      }
      return OWNER_STARTS.has(second);
    case t.At:
      return second === t.A || second === t.Any || second === t.Identifier;
    case t.You:
      return CONTROL_VERBS.has(second);
    case t.An:
    case t.The:
    case t.Opponent:
    case t.A:
    case t.Any:
    case t.Each:
      return (
        CONTROL_VERBS.has(second) ||
        ((second === t.Opponent || second === t.PlayerKw) && CONTROL_VERBS.has(ahead.la(3)))
      );
    default:
      return true;
  }
}

/**
 * `and` joining two instructions, as `;` does: `draw a card and discard a card`. Every `and` inside
 * an instruction is followed by what it lists (a name, a keyword, a change, a condition), never by
 * one of these words, so the next word decides.
 */
export function instructionAfterAnd(ahead: Lookahead): boolean {
  if (ahead.la(1) !== t.And) return false;
  const next = ahead.la(2);
  // `… and it gets -1 might this turn`; only a reference opens such a subject after `and`, since
  // `with tags Bird and Cat` and `if it is damaged and it is exhausted` go on as they are.
  return INSTRUCTION_VERBS.has(next) || ((next === t.It || next === t.This) && getsAhead(ahead, 1));
}

/** `three times`, `2 times` or `twice` after an instruction: it is done that many times. */
export function timesAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return first === t.Twice || (COUNT_TOKENS.has(first) && ahead.la(2) === t.Time);
}

/**
 * An object, then `gets`, `gains` or `has` and a change: `this gets +1 might this turn`, `other
 * friendly units here get +1 might this turn`, `it gains Tank this turn` — `give`, as card text
 * words it. The subject's words run up to the verb; anything that ends an instruction first, or
 * an `and` joining the next one, says it is not one.
 */
export function getsAhead(ahead: Lookahead, skip = 0): boolean {
  if (!GETS_SUBJECT_STARTS.has(ahead.la(skip + 1))) return false;
  for (let i = skip + 2; i <= skip + 16; i++) {
    const type = ahead.la(i);
    if (GETS_VERBS.has(type)) return MODIFICATION_STARTS.has(ahead.la(i + 1));
    if (type === undefined || GETS_SUBJECT_ENDS.has(type)) return false;
    if (type === t.And && INSTRUCTION_VERBS.has(ahead.la(i + 1))) return false;
  }
  return false;
}

/** The subject of such an instruction names objects (`this`, `each …`), not a bare filter. */
export function getsSubjectIsReference(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return GETS_REFERENCES.has(first) || (first === t.Identifier && GETS_VERBS.has(ahead.la(2)));
}
