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
  t.LBracket,
  ...GAME_KEYWORDS.types,
]);
const LESS_OR_MORE: TokenSet = new TokenSet([t.Less, t.More]);
const WITH_QUALIFIERS: TokenSet = new TokenSet([
  t.TagKw,
  t.Might,
  t.CostKw,
  t.Integer,
  // `with more might than this`, `with less might than this`
  t.More,
  t.Less,
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
  t.Non,
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
/**
 * The references that open such a subject: objects named (`this`, `each …`), or chosen as the
 * ability is played (`target unit gets +2 might this turn`, `up to 2 target units get …`), as
 * printed text words a `give`.
 */
const GETS_REFERENCES: TokenSet = new TokenSet([
  t.This,
  t.It,
  t.That,
  t.The,
  t.Each,
  t.All,
  t.Target,
  t.Up,
]);
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
  /**
   * The spelling of the token `i` ahead, for the few gates a keyword's inflections decide
   * (`attacking alone` after a noun is a filter's, `attacks alone` an event's).
   */
  image(i: number): string;
}

/** `3 or less`, not `3 or …` something else. */
export function isLessOrMore(type: TokenType | undefined): boolean {
  return LESS_OR_MORE.has(type);
}

const KEYWORDS_WITH_TEXT: TokenSet = new TokenSet([t.Deathknell, t.Legion]);
/**
 * A keyword whose text follows it (`deathknell: draw 1`), which printed cards write after a dash
 * (`[Deathknell] — Draw 1`, CR 808, 812): no dash then times an activated ability.
 */
export function keywordWithText(type: TokenType | undefined): boolean {
  return KEYWORDS_WITH_TEXT.has(type);
}

/**
 * `[Deathknell] — draw 1`: a keyword with text of its own in brackets, as printed cards show it,
 * then its text after a dash (or `:`). `open` is where the `[` is: 1 before it is read (the direct
 * reader), -2 after `]` (the parser).
 */
export function bracketedTextAt(ahead: Lookahead, open: number): boolean {
  return (
    ahead.la(open) === t.LBracket &&
    KEYWORDS_WITH_TEXT.has(ahead.la(open + 1)) &&
    ahead.la(open + 2) === t.RBracket &&
    TEXT_OPENERS.has(ahead.la(open + 3))
  );
}
const TEXT_OPENERS: TokenSet = new TokenSet([t.EmDash, t.Minus, t.Colon]);

/**
 * `opponent` or `player` after `for each` counts players (`+1 might for each opponent`, CR
 * 303.2.a); `opponent's …` is an object filter's (`for each opponent's unit`).
 */
export function countedPlayerAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return first === t.PlayerKw || (first === t.Opponent && ahead.la(2) !== t.Possessive);
}

/**
 * `to a minimum of 1` after a loss of Might (`-2 might to a minimum of 1`): the Might it stops at,
 * as card text prints the floor.
 */
export function mightFloorAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.To && ahead.la(2) === t.A && ahead.la(3) === t.Minimum;
}

/**
 * `one or more` before the objects of a trigger's event (`when one or more friendly units die`,
 * `when you discard one or more cards`): the event of one game action triggers it once.
 */
export function oneOrMoreAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.One && ahead.la(2) === t.Or && ahead.la(3) === t.More;
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

/** What a static ability says of its subject: `spells you play cost 1 less`. */
const STATIC_PREDICATE_STARTS: TokenSet = new TokenSet([
  t.CostKw,
  t.Get,
  t.Have,
  t.Gain,
  t.Enter,
  t.Cant,
]);

/**
 * `control` or `own` `i` tokens ahead (`units you control`); or `play` with nothing played
 * after it, a static ability's subject as printed text words it: `spells your opponents play
 * cost 1 more` (`when you play a spell` goes on to what is played).
 */
function controlAhead(ahead: Lookahead, i: number): boolean {
  // `you don't control`, `you do not control` (`don't own` too, for the builder to refuse).
  const skip =
    ahead.la(i) === t.Dont ? 1 : ahead.la(i) === t.Do && ahead.la(i + 1) === t.Not ? 2 : 0;
  if (skip > 0) {
    const negated = ahead.la(i + skip);
    return CONTROL_VERBS.has(negated) || negated === t.Play;
  }
  const verb = ahead.la(i);
  return (
    CONTROL_VERBS.has(verb) || (verb === t.Play && STATIC_PREDICATE_STARTS.has(ahead.la(i + 1)))
  );
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
      return (
        second === t.A ||
        second === t.Any ||
        second === t.Identifier ||
        (second === t.Target && ahead.la(3) === t.Battlefield)
      );
    case t.You:
      return controlAhead(ahead, 2);
    case t.Your:
      return second === t.Opponent && controlAhead(ahead, 3);
    case t.Attack:
    case t.Defend:
      // `a unit defending alone` (CR 740.2.a); `a unit attacks alone` is the event's verb.
      return second === t.Alone && ahead.image(1).toLowerCase().endsWith("ing");
    case t.An:
    case t.The:
    case t.Opponent:
    case t.A:
    case t.Any:
    case t.Each:
      return (
        controlAhead(ahead, 2) ||
        ((second === t.Opponent || second === t.PlayerKw) && controlAhead(ahead, 3))
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

/**
 * A trigger's condition or limit after its event (`, if …`, `, once each turn`); any other `,`
 * ends the trigger as `:` does, as printed text writes it: `at the start of your turn, draw 1`,
 * `when this attacks, if you control 2 units here, draw 1`.
 */
export function triggerClauseAhead(ahead: Lookahead): boolean {
  if (ahead.la(1) !== t.Comma) return false;
  const next = ahead.la(2);
  return next === t.If || next === t.Once;
}

/**
 * Words after a `.` that can only start an instruction, never an ability: the `.` between them
 * joins two instructions of one ability, as `;` does (`deal 2 to target unit. Draw 1.`).
 */
const DOT_JOIN_STARTS: TokenSet = new TokenSet([
  t.Add,
  t.An,
  t.Burn,
  t.Channel,
  t.Choose,
  t.Counter,
  t.Create,
  t.Deal,
  t.Do,
  t.Draw,
  t.For,
  t.Gain,
  t.Give,
  t.Heal,
  t.It,
  t.Its,
  t.Look,
  t.Move,
  t.Play,
  t.Put,
  t.Recall,
  t.Return,
  t.Reveal,
  t.Score,
  t.Shuffle,
  t.Swap,
  t.Take,
  t.Target,
  t.That,
  t.Until,
  t.You,
]);
/** Where the event of a trigger ends: its `:` or `,`, or the end of the sentence. */
const EVENT_ENDS: TokenSet = new TokenSet([t.Colon, t.Comma, t.Dot, t.Semicolon, t.LCurly]);

/**
 * `when you conquer this turn, return it …` (RULES B1): a delayed trigger, whose event is followed
 * by a duration `from` tokens ahead; a printed trigger's event has none.
 */
function delayedWhenAhead(ahead: Lookahead, from: number): boolean {
  for (let i = from; i < from + 16; i++) {
    const type = ahead.la(i);
    if (type === undefined || type.name === "EOF" || EVENT_ENDS.has(type)) return false;
    if (type === t.Until || type === t.Permanently || thisDurationAhead(ahead, i)) return true;
  }
  return false;
}

/** `each player …`, `each opponent …`: a player who carries an instruction out. */
const EACH_PLAYER: TokenSet = new TokenSet([t.PlayerKw, t.Opponent]);
/** Verbs that are also status words of a static ability's subject (`stunned units …`). */
const STATUS_VERBS: TokenSet = new TokenSet([t.Ready, t.Stun, t.Buff, t.Banish, t.Replace]);
/** What such a verb acts on, where a status word is followed by its filter's noun. */
const VERB_OBJECTS: TokenSet = new TokenSet([
  t.This,
  t.It,
  t.Them,
  t.That,
  t.Target,
  t.A,
  t.An,
  t.Another,
  t.Up,
  t.All,
  t.Each,
  t.Integer,
]);
/** Verbs that also open an ability's cost (`kill this: …`, `discard 1: …`, `exhaust this: …`). */
const COST_VERBS: TokenSet = new TokenSet([t.Kill, t.Discard, t.Exhaust]);
/** Where the sentence after a `.` ends, for the look for `:` or `would` in it. */
const SENTENCE_ENDS: TokenSet = new TokenSet([t.Dot, t.Semicolon, t.LCurly, t.RCurly]);

/** What a static ability's subject is followed by (the parser's `staticPredicate`). */
const STATIC_PREDICATE_WORDS: readonly TokenType[] = [
  ...GETS_VERBS.types,
  t.Enter,
  t.May,
  t.Cant,
  t.CostKw,
];

/** Where a static ability's subject has ended with no predicate: a clause of its own follows. */
const STATIC_SUBJECT_ENDS: TokenSet = new TokenSet([
  t.Dot,
  t.Semicolon,
  t.Comma,
  t.Colon,
  t.LCurly,
  t.RCurly,
  t.And,
]);

/**
 * Whether the words `from` tokens ahead are a static ability's subject and what it gets
 * (`stunned enemy units here have -1 might`): a predicate's first word before the clause ends.
 */
function staticInSentence(ahead: Lookahead, from: number): boolean {
  for (let i = from; i < from + 16; i++) {
    const type = ahead.la(i);
    if (type === undefined || type.name === "EOF" || STATIC_SUBJECT_ENDS.has(type)) return false;
    if (STATIC_PREDICATE_WORDS.includes(type)) return true;
  }
  return false;
}

/** Whether `word` comes in the sentence starting `from` tokens ahead, before `stop` or its end. */
function inSentence(ahead: Lookahead, from: number, word: TokenType, stop?: TokenType): boolean {
  for (let i = from; i < from + 64; i++) {
    const type = ahead.la(i);
    if (type === word) return true;
    if (type === undefined || type === stop || SENTENCE_ENDS.has(type)) return false;
    if (type.name === "EOF") return false;
  }
  return false;
}

/**
 * A `.` between two instructions of one ability, as printed text writes it: `deal 2 to target
 * unit. Draw 1.` It joins them as `;` does when what follows can only be an instruction: a verb
 * or a player that no ability starts with; `if` without `would` (`if this would die, …` is a
 * replacement); `kill`, `discard` or `exhaust` with no `:` in the sentence (else a cost); a
 * status verb before what it acts on (`stunned units …` is a static's subject); `the` but not
 * `the second time …`; `this turn, …`; `at` a moment of one turn (`at the end of this turn, …`);
 * what objects get for a while (`units here get +1 might this turn`). Anything else after the
 * `.` starts the next ability.
 */
export function dotJoinAhead(ahead: Lookahead): boolean {
  if (ahead.la(1) !== t.Dot) return false;
  const next = ahead.la(2);
  if (DOT_JOIN_STARTS.has(next)) return true;
  // `double its might` goes on; `double the [combat] damage … would deal` is an ability.
  if (next === t.Double) {
    return !(ahead.la(3) === t.The && (ahead.la(4) === t.Damage || ahead.la(4) === t.Combat));
  }
  if (next === t.If) return !inSentence(ahead, 3, t.Would, t.Comma);
  if (next === t.When) return delayedWhenAhead(ahead, 3);
  // `Each player draws 1.` goes on; `Each other unit here has Tank.` is a static ability, unless
  // it says for how long (below).
  if (next === t.Each && EACH_PLAYER.has(ahead.la(3))) return true;
  if (COST_VERBS.has(next)) return !inSentence(ahead, 3, t.Colon);
  // `. Stun enemy units here.` goes on; `. Stunned enemy units here get -1 might.` is a static.
  if (STATUS_VERBS.has(next))
    return (
      VERB_OBJECTS.has(ahead.la(3)) || (bareGroupAhead(ahead, 2) && !staticInSentence(ahead, 3))
    );
  if (next === t.The) return ahead.la(4) !== t.Time;
  if (next === t.At) return oneTurnMomentAhead(ahead, 3);
  if (thisDurationAhead(ahead, 2)) return true;
  // `units here get +1 might this turn`: what objects get for a while; a static ability's
  // subject gets it for as long as its source is on the board, with no duration.
  return getsAhead(ahead, 1) && durationInSentence(ahead, 3);
}

/**
 * `draw 2, then discard 1` (or `Draw 2. Then discard 1.`): card text's "then" between two
 * instructions of one ability joins them as `;` does — what follows is done after, and a `then`
 * ends what an `if` or a `you may` before it governs, as a `;` or a `.` does. No other construct
 * has a `then` after a `,` or a `.`.
 */
export function thenJoinAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return (first === t.Comma || first === t.Dot) && ahead.la(2) === t.Then;
}

/** Where what `put` acts on ends: the words that go on to where it goes, or end it. */
const PUT_OBJECT_ENDS: TokenSet = new TokenSet([
  t.To,
  t.Into,
  t.On,
  t.Semicolon,
  t.Dot,
  t.Comma,
  t.Colon,
  t.LCurly,
  t.RCurly,
]);

/**
 * `put one of them …`, `put up to 2 unit cards among them …`: a choice among objects named
 * before, not an object of its own (`put it on the bottom …`). `of them` or `among them` comes
 * before the destination.
 */
export function amongAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.Put && amongAfterVerb(ahead, 2);
}

/** `one of them …`, `up to one unit among them …` starting `from` tokens ahead. */
export function amongAfterVerb(ahead: Lookahead, from: number): boolean {
  // `put up to one of them`: the `to` of `up to` is not a destination's.
  const start = ahead.la(from) === t.Up ? from + 2 : from;
  // `put one into your hand`: a bare count before the destination, `of them` left out.
  if (COUNT_TOKENS.has(ahead.la(start)) && DESTINATION_WORDS.has(ahead.la(start + 1))) return true;
  for (let i = start; i < start + 14; i++) {
    const type = ahead.la(i);
    // The parser reads the `them` as the object, which could bind a name (`them as x`): a
    // choice among them names none.
    if (type === t.Of || type === t.Among) {
      return ahead.la(i + 1) === t.Them && ahead.la(i + 2) !== t.As;
    }
    if (type === undefined || type.name === "EOF" || PUT_OBJECT_ENDS.has(type)) return false;
  }
  return false;
}

/** `the next spell you play this turn costs 1 less`: a discount of one play to come. */
export function nextCostAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.The && ahead.la(2) === t.Next;
}

/** `this turn` or `this combat` (CR 466.7.c) `i` tokens ahead: a duration, not a reference. */
export function thisDurationAhead(ahead: Lookahead, i: number): boolean {
  if (ahead.la(i) !== t.This) return false;
  const what = ahead.la(i + 1);
  return what === t.Turn || what === t.Combat;
}

/**
 * The designation a static ability's `can't attack` or `can't defend` forbids (CR 464.2.c.3), or
 * undefined for any other word after `can't`.
 */
export function forbiddenRole(type: TokenType | undefined): "attacker" | "defender" | undefined {
  if (type === t.Attack) return "attacker";
  if (type === t.Defend) return "defender";
  return undefined;
}

/** `this turn`, `this combat`, `until …` or `permanently` in the sentence starting `from` tokens ahead. */
function durationInSentence(ahead: Lookahead, from: number): boolean {
  for (let i = from; i < from + 64; i++) {
    const type = ahead.la(i);
    if (type === t.Until || type === t.Permanently) return true;
    if (thisDurationAhead(ahead, i)) return true;
    if (type === undefined || type.name === "EOF" || SENTENCE_ENDS.has(type)) return false;
  }
  return false;
}

/**
 * `[the] start|end of` and a moment of one turn, `i` tokens ahead: `this turn`, `your next
 * turn`, `the next turn`, `an opponent's next turn`. Only an effect waits for one (a delayed
 * trigger, RULES E4); a printed `at the start of your turn` is an ability of its own.
 */
function oneTurnMomentAhead(ahead: Lookahead, i: number): boolean {
  let at = ahead.la(i) === t.The ? i + 1 : i;
  const edge = ahead.la(at);
  if ((edge !== t.Start && edge !== t.End) || ahead.la(at + 1) !== t.Of) return false;
  at += 2;
  const whose = ahead.la(at);
  if (whose === t.This) return true;
  if (whose === t.Your) return ahead.la(at + 1) === t.Next;
  if (whose !== t.The && whose !== t.An) return false;
  if (ahead.la(at + 1) === t.Next) return whose === t.The;
  return (
    ahead.la(at + 1) === t.Opponent &&
    ahead.la(at + 2) === t.Possessive &&
    ahead.la(at + 3) === t.Next
  );
}

/**
 * The number after `Deflect`, `Assault` or `Shield`, unless it opens a cost: `keywords Deflect`
 * then, on the next line, `1, exhaust this: draw 1` is Deflect 1 and an ability paying 1. After
 * the number, a cost goes on with `:`, `+`, a unit of the cost, or `,` and another cost; anything
 * else follows the keyword's number (`Deflect 1, Tank`, `give it Assault 2, +1 might this turn`).
 */
export function keywordValueAhead(ahead: Lookahead): boolean {
  if (ahead.la(1) !== t.Integer) return false;
  const next = ahead.la(2);
  if (next === t.Comma) return !COST_STARTS.has(ahead.la(3));
  return !COST_CONTINUES.has(next);
}

/** The first words of an ability's costs (`exhaust this`, `kill …`, `pay 1`, `1`, `power`). */
const COST_STARTS: TokenSet = new TokenSet([
  t.Exhaust,
  t.Kill,
  t.Pay,
  t.Discard,
  t.Recycle,
  t.Integer,
  t.Power,
]);

/** What follows a number that starts a cost: `1:`, `1 + 1 Mind`, `1 Fury`, `1 power`. */
const COST_CONTINUES: TokenSet = new TokenSet([
  t.Colon,
  t.Plus,
  t.Energy,
  t.Power,
  ...DOMAIN_TOKENS.types,
]);

/** `three times`, `2 times` or `twice` after an instruction: it is done that many times. */
export function timesAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return first === t.Twice || (COUNT_TOKENS.has(first) && ahead.la(2) === t.Time);
}

/**
 * An object, then `gets`, `gains` or `has` and a change: `this gets +1 might this turn`, `other
 * friendly units here get +1 might this turn`, `it gains Tank this turn` — `give`, as card text
 * words it; or `'s might becomes` (`target unit's might becomes 1 this turn`, CR 477.1.a.1). The subject's words run up to the verb; anything that ends an instruction first, or
 * an `and` joining the next one, says it is not one.
 */
export function getsAhead(ahead: Lookahead, skip = 0): boolean {
  if (!GETS_SUBJECT_STARTS.has(ahead.la(skip + 1))) return false;
  for (let i = skip + 2; i <= skip + 16; i++) {
    const type = ahead.la(i);
    if (GETS_VERBS.has(type)) return MODIFICATION_STARTS.has(ahead.la(i + 1));
    // `target unit's might becomes 1 this turn`: a Might set, as card text words it.
    if (mightSetAt(ahead, i)) return true;
    // `it can't be dealt damage this turn`, `target unit can't move this turn`: a `give` of the
    // static's restriction.
    if (type === t.Cant) {
      const next = ahead.la(i + 1);
      if (next === t.Is) return ahead.la(i + 2) === t.Deal;
      return next === t.Move || forbiddenRole(next) !== undefined;
    }
    if (type === undefined || GETS_SUBJECT_ENDS.has(type)) return false;
    if (type === t.And && INSTRUCTION_VERBS.has(ahead.la(i + 1))) return false;
  }
  return false;
}

/** The subject of such an instruction names objects (`this`, `each …`), not a bare filter. */
export function getsSubjectIsReference(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  return (
    GETS_REFERENCES.has(first) ||
    (first === t.Identifier && (GETS_VERBS.has(ahead.la(2)) || mightSetAt(ahead, 2)))
  );
}

/** `'s might becomes` `i` tokens ahead: a subject's Might set (CR 477.1.a.1). */
function mightSetAt(ahead: Lookahead, i: number): boolean {
  return (
    ahead.la(i) === t.Possessive && ahead.la(i + 1) === t.Might && ahead.la(i + 2) === t.Become
  );
}

/** `this kills` after an effect's `if` (CR 428.5.c), not a condition (`if this is damaged`). */
export function thisKillsAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.This && ahead.la(2) === t.Kill;
}

/** `its might becomes 1`: its Might set (CR 477.1.a.1), not `its owner draws 1`. */
export function mightBecomesAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.Its && ahead.la(2) === t.Might;
}

/**
 * `deal`, `deals` and `dealt` are one keyword, and an event reads it by its word: the passive
 * `is dealt damage` is the damage dealt to the object, `deals damage` the damage the object deals
 * as its source (CR 417.6). Both readers build the event by this.
 */
export function dealsActively(image: string): boolean {
  return image.toLowerCase() !== "dealt";
}

/**
 * Whether an ability's cost ends here (a `:` or the `,` before the next cost): `Exhaust: draw 1`
 * names no object, as printed cards write the exhaust symbol, and exhausts this.
 */
export function costEndAhead(ahead: Lookahead): boolean {
  const next = ahead.la(1);
  return next === t.Colon || next === t.Comma;
}

const NOUN_TOKENS: TokenSet = new TokenSet([t.CardKw, t.TokenKw, ...CARD_TYPE_TOKENS.types]);
/**
 * What a name alone follows: a determiner or a qualifier of its own filter (`a Bird`, `target
 * Bird`, `each friendly Bird`). Elsewhere a stray word after a complete line (`cost 2 Fury zzz`)
 * keeps its own message rather than starting a filter.
 */
const NAME_ALONE_AFTER: TokenSet = new TokenSet([
  t.A,
  t.An,
  t.Another,
  t.Target,
  t.Each,
  t.All,
  t.No,
  t.Friendly,
  t.Enemy,
  t.Your,
  t.Other,
  t.Possessive,
  t.Ready,
  t.Exhausted,
  t.Damage,
  t.Stun,
  t.Buff,
  t.Attack,
  t.Defend,
]);

/**
 * Whether the name ahead is a filter's noun itself: `if you control a Bird`, `kill target Bird`,
 * `each friendly Bird` (what that name's definition is, a Bird token), as card text names a token
 * without its kind. A name that a noun follows, after any more qualifiers, is a qualifier (`a Bird
 * unit`, `a Recruit token`).
 */
export function nameAloneAhead(ahead: Lookahead): boolean {
  if (!NAME_TOKENS.has(ahead.la(1))) return false;
  // `a non-token Bird`: a name after a `non-` word is the noun, as after the determiner.
  const afterNon = ahead.la(-1) === t.Non;
  if (!NAME_ALONE_AFTER.has(ahead.la(0)) && !afterNon) return subjectNameAhead(ahead);
  for (let i = 2; i < 6; i++) {
    const type = ahead.la(i);
    if (NOUN_TOKENS.has(type)) return false;
    if (!FILTER_WORDS.has(type) || type === t.Or) return true;
  }
  return false;
}

/**
 * A name that opens a subject with no determiner, its qualifiers after it, then the verb: `Birds
 * here get +1 might` (a static's subject, as printed cards write a tag in the plural). Anything
 * else after a bare name — another name, a noun, the end of the instruction — keeps the name a
 * qualifier, and its message (`expected a kind of object`).
 */
function subjectNameAhead(ahead: Lookahead): boolean {
  for (let i = 2; i <= 12; i++) {
    const type = ahead.la(i);
    if (GETS_VERBS.has(type)) return true;
    if (type === undefined || NOUN_TOKENS.has(type) || FILTER_WORDS.has(type)) return false;
    if (GETS_SUBJECT_ENDS.has(type) || type === t.And) return false;
  }
  return false;
}

/**
 * The rest of a choice among cards, after where the chosen go: `and the rest on the bottom of
 * your deck`, `and recycle the rest`, or `. Recycle the rest` — a sentence of its own as printed
 * cards write it, which can only continue the choice (CR 416).
 */
export function restAhead(ahead: Lookahead): boolean {
  const first = ahead.la(1);
  // `recycle the rest` in full: the direct reader takes the four words on this gate's word.
  // `the other` (`the others`) is `the rest`, as English says it of what is left.
  const rest = (type: TokenType | undefined): boolean => type === t.Rest || type === t.Other;
  const recycled = ahead.la(2) === t.Recycle && ahead.la(3) === t.The && rest(ahead.la(4));
  if (first === t.Dot) return recycled;
  return first === t.And && ((ahead.la(2) === t.The && rest(ahead.la(3))) || recycled);
}

/** The words a put's destination starts with: `into your hand`, `on the bottom of …`, `to …`. */
export const DESTINATION_WORDS: TokenSet = new TokenSet([t.Into, t.On, t.To]);

/** The qualifiers a group with no determiner opens with (the parser's `groupOpener`). */
export const GROUP_OPENERS: TokenSet = new TokenSet([t.Friendly, t.Enemy, t.Your, t.Other]);

/**
 * A plural group with no determiner `skip` tokens ahead, after a verb that acts on objects (`give`,
 * `deal … to`, `kill`; the status verbs and `banish`, whose group the parser reads after the
 * instruction's alternation, `statusGroupAhead`; `move` and `return`): `give your units +1 might
 * this turn`, `stun enemy units here`, `deal 1 to other friendly Birds` — every one, as printed
 * cards write it (a singular, `give friendly unit …`, keeps its message: say which one). Its first
 * word is a qualifier that names no object alone, and its noun is plural: a noun keyword as
 * written (`units`, `cards`), or a name alone that ends in `s` (`Birds`).
 */
export function bareGroupAhead(ahead: Lookahead, skip = 0): boolean {
  if (!GROUP_OPENERS.has(ahead.la(skip + 1))) return false;
  for (let i = skip + 2; i < skip + 8; i++) {
    const type = ahead.la(i);
    if (NOUN_TOKENS.has(type)) {
      const info = t.keywordInfo(type!);
      return info !== undefined && ahead.image(i).toLowerCase() !== info.words[0];
    }
    if (type === t.Identifier && !NOUN_TOKENS.has(ahead.la(i + 1))) {
      return !FILTER_WORDS.has(ahead.la(i + 1)) && /s$/i.test(ahead.image(i));
    }
    if (!FILTER_WORDS.has(type) || type === t.Or || type === t.Possessive) return false;
  }
  return false;
}

/**
 * The verbs a bare group follows that share their token with a filter's status word (`stun` and
 * `stunned`, `ready`, `buff` and `buffed`, `banish` and `banished`), with `exhaust` and `heal`, read
 * in the same instruction: the parser reads their group after the instruction's alternation.
 */
const STATUS_GROUP_VERBS: TokenSet = new TokenSet([
  t.Ready,
  t.Exhaust,
  t.Stun,
  t.Buff,
  t.Heal,
  t.Banish,
]);

/** `stun enemy units here`: one of those verbs just read (`la(0)`), and a bare group next. */
export function statusGroupAhead(ahead: Lookahead): boolean {
  return STATUS_GROUP_VERBS.has(ahead.la(0)) && bareGroupAhead(ahead);
}

/** `move your units to base`, `return enemy units here to …`: the moves a bare group follows. */
export const MOVE_GROUP_VERBS: TokenSet = new TokenSet([t.Move, t.Return]);

/** After a place's `this`: `battlefield`, singular (`at this battlefield` is `at this`). */
export function thisBattlefieldAhead(ahead: Lookahead, skip = 0): boolean {
  return (
    ahead.la(skip + 1) === t.Battlefield && ahead.image(skip + 1).toLowerCase() === "battlefield"
  );
}

/** `a unit dies at this battlefield`: after an event's verb, the battlefield's own place. */
export function atThisBattlefieldAhead(ahead: Lookahead): boolean {
  return ahead.la(1) === t.At && ahead.la(2) === t.This && thisBattlefieldAhead(ahead, 2);
}
