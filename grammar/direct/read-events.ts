/**
 * Direct reading of events, conditions and durations (the grammar's rules of those names), built
 * as `AstBuilder` builds them. Undefined: not certain, give up.
 */
import type * as A from "../ast.js";
import { atThisBattlefieldAhead, dealsActively, oneOrMoreAhead } from "../gates.js";
import * as t from "../tokens.js";
import { MAX_DIRECT_DEPTH, type Cursor } from "./cursor.js";
import {
  EVENT_LOCATION_FIRST,
  OBJECT_EVENTS,
  OBJECT_REF_FIRST,
  OBJECT_STATE_FIRST,
  PHASES,
  STATUSES,
} from "./first-sets.js";
import {
  readComparison,
  readFilter,
  readNoun,
  readObjectRef,
  readOwnerPhrase,
  readPlace,
  readPlayer,
  readPlayerSubject,
} from "./read-references.js";

/**
 * Whether an event (or a condition's subject) starts with a player rather than an object: the
 * tokens Chevrotain's lookahead tells `player …` from `objectRef …` by.
 */
function playerAhead(r: Cursor): boolean {
  const second = r.la(2);
  switch (r.next()) {
    case t.You:
    case t.Any:
    case t.Its:
      return true;
    case t.An:
      return second === t.Opponent && r.la(3) !== t.Possessive;
    case t.The:
      return second === t.Opponent || (second === t.Triggering && r.la(3) === t.PlayerKw);
    case t.Each:
    case t.A:
    case t.That:
      return second === t.PlayerKw;
    case t.Identifier:
      return second === t.Possessive;
    default:
      return false;
  }
}

/** `this is played`, `a friendly unit dies`, `you conquer here`, `you play a spell`. */
export function readEvent(r: Cursor): A.EventNode | undefined {
  const start = r.at;
  if (r.next() === t.Combat) {
    // CR 464.2.b, 466.7.b: `combat begins here`, `combat ends`.
    const edge = r.la(2);
    if (edge !== t.Begin && edge !== t.End) return undefined;
    r.at += 2;
    return readCombatEvent(r, start, edge === t.End ? "combatEnded" : "combatStarted");
  }
  if (playerAhead(r)) {
    const player = readPlayer(r);
    if (player === undefined) return undefined;
    const would = r.take(t.Would) !== undefined;
    const verb = r.next();
    let event: A.EventWord;
    let subject: A.ObjectRefNode | undefined;
    let location: A.PlaceNode | undefined;
    if (verb === t.Conquer || verb === t.Hold || verb === t.Score) {
      r.at++;
      event = verb === t.Conquer ? "conquered" : verb === t.Hold ? "held" : "scored";
      // `you conquer a battlefield` is `you conquer`; `you score a point` the builder refuses.
      if (verb !== t.Score && r.next() === t.A && r.la(2) === t.Battlefield) r.at += 2;
      if (r.nextIn(EVENT_LOCATION_FIRST)) {
        location = readEventLocation(r);
        if (location === undefined) return undefined;
      }
    } else if (verb === t.Gain) {
      // `you gain a point` (CR 468.1): no object, no place.
      if (r.la(2) !== t.A || r.la(3) !== t.Point) return undefined;
      r.at += 3;
      event = "pointsGained";
    } else if (verb === t.Play) {
      r.at++;
      event = "played";
      subject = readObjectRef(r);
      if (subject === undefined) return undefined;
    } else if (verb === t.Draw || verb === t.Discard || verb === t.Channel) {
      r.at++;
      event = verb === t.Draw ? "drawn" : verb === t.Discard ? "discarded" : "channelled";
      if (oneOrMoreAhead(r)) {
        subject = readOneOrMore(r);
        if (subject === undefined) return undefined;
        const range = r.rangeFrom(start);
        return { kind: "Event", event, player, subject, would, range, oneOrMore: true };
      }
      // `the second time you draw each turn`: `each turn` ends the event, it is not an object.
      if (r.nextIn(OBJECT_REF_FIRST) && !(r.la(1) === t.Each && r.la(2) === t.Turn)) {
        subject = readObjectRef(r);
        if (subject === undefined) return undefined;
      }
    } else return undefined;
    // Literals for each set of keys (a verb names a subject or a location, never both).
    const range = r.rangeFrom(start);
    if (subject) return { kind: "Event", event, player, subject, would, range };
    if (location) return { kind: "Event", event, player, location, would, range };
    return { kind: "Event", event, player, would, range };
  }
  const many = oneOrMoreAhead(r);
  const subject = many ? readOneOrMore(r) : readObjectRef(r);
  if (subject === undefined) return undefined;
  const would = r.take(t.Would) !== undefined;
  r.take(t.Is);
  const verb = r.next();
  if (verb === undefined) return undefined;
  let event = OBJECT_EVENTS.get(verb);
  let location: A.PlaceNode | undefined;
  let active = false;
  let combat = false;
  let alone = false;
  if (event !== undefined) {
    r.at++;
    // CR 740.2.a: `when this attacks alone`.
    if (verb === t.Attack || verb === t.Defend) alone = r.take(t.Alone) !== undefined;
  } else if (verb === t.Move || verb === t.Conquer || verb === t.Hold || verb === t.Enter) {
    r.at++;
    event =
      verb === t.Move
        ? "moved"
        : verb === t.Conquer
          ? "conquered"
          : verb === t.Hold
            ? "held"
            : "entered";
    if (r.nextIn(EVENT_LOCATION_FIRST)) {
      location = readEventLocation(r);
      if (location === undefined) return undefined;
    }
  } else if (verb === t.Swap) {
    r.at++;
    if (!r.take(t.Back)) return undefined;
    event = "swappedBack";
  } else if (verb === t.Become) {
    r.at++;
    if (!r.take(t.Mighty)) return undefined;
    event = "becameMighty";
  } else if (verb === t.Deal || verb === t.Take) {
    // `this deals [combat] damage`: the damage it deals as a source (CR 417.6); `is dealt
    // [combat] damage` and `takes [combat] damage` the damage dealt to it.
    active = verb === t.Deal && dealsActively(r.advance().image);
    if (verb === t.Take) r.at++;
    combat = r.take(t.Combat) !== undefined;
    if (!r.take(t.Damage)) return undefined;
    event = active ? "dealtDamage" : "damaged";
  } else if (verb === t.Return) {
    r.at++;
    if (!r.take(t.To) || readOwnerPhrase(r) === undefined || !r.take(t.Hand)) return undefined;
    event = "returnedToHand";
  } else if (verb === t.Change) {
    r.at++;
    if (!r.take(t.Control)) return undefined;
    event = "controlChanged";
  } else if (verb === t.Leave) {
    r.at++;
    if (!r.take(t.The) || !r.take(t.Board)) return undefined;
    event = "leftBoard";
  } else return undefined;
  const place = r.next();
  const thisBattlefield = atThisBattlefieldAhead(r);
  if (place === t.Here || place === t.There || thisBattlefield) {
    // `an enemy unit dies here`: the place goes into the subject's filter, as `AstBuilder` puts
    // it; anything else after the verb (a second place, `this dies here`) is an error it reports.
    const filter =
      subject.kind === "ChooseRef" || subject.kind === "AllRef" || subject.kind === "TargetRef"
        ? subject.filter
        : undefined;
    if (location !== undefined || filter === undefined || filter.location !== undefined) {
      return undefined;
    }
    const at = r.at;
    r.at += thisBattlefield ? 3 : 1;
    const range = r.rangeFrom(at);
    filter.location = thisBattlefield
      ? { kind: "LocationFilter", at: "here", thisBattlefield: true, range }
      : { kind: "LocationFilter", at: place === t.Here ? "here" : "there", range };
  }
  const range = r.rangeFrom(start);
  const node: A.EventNode = combat
    ? { kind: "Event", event, subject, would, combat: true, range }
    : location
      ? { kind: "Event", event, subject, location, would, range }
      : alone
        ? { kind: "Event", event, subject, would, alone: true, range }
        : { kind: "Event", event, subject, would, range };
  return many ? { ...node, oneOrMore: true } : node;
}

/** The place after `combat begins` or `at the start of combat`, and the event it makes. */
function readCombatEvent(
  r: Cursor,
  start: number,
  event: "combatStarted" | "combatEnded",
): A.EventNode | undefined {
  if (!r.nextIn(EVENT_LOCATION_FIRST))
    return { kind: "Event", event, would: false, range: r.rangeFrom(start) };
  const location = readEventLocation(r);
  if (location === undefined) return undefined;
  return { kind: "Event", event, location, would: false, range: r.rangeFrom(start) };
}

/** Whether `at the start of combat` (or `at the end of combat`) is next: an event, not a moment. */
export function combatMomentAhead(r: Cursor): boolean {
  const skip = r.la(2) === t.The ? 1 : 0;
  const edge = r.la(2 + skip);
  return (
    r.next() === t.At &&
    (edge === t.Start || edge === t.End) &&
    r.la(3 + skip) === t.Of &&
    r.la(4 + skip) === t.Combat
  );
}

/** `at the start of combat here`: `when combat begins here` (the AST builder's `combatMoment`). */
export function readCombatMoment(r: Cursor): A.EventNode | undefined {
  const start = r.at;
  r.at++;
  r.take(t.The);
  const edge = r.advance().tokenType;
  r.at += 2;
  return readCombatEvent(r, start, edge === t.End ? "combatEnded" : "combatStarted");
}

/** `one or more friendly units`: any one of them, as `a friendly unit` is (the AST builder's). */
function readOneOrMore(r: Cursor): A.ChooseRefNode | undefined {
  const start = r.at;
  r.at += 3;
  const filter = readFilter(r);
  if (filter === undefined) return undefined;
  return { kind: "ChooseRef", filter, count: 1, upTo: false, range: r.rangeFrom(start) };
}

/** `here`, `at a battlefield`, `to your base`. */
function readEventLocation(r: Cursor): A.PlaceNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Here || type === t.There) {
    r.at++;
    return { kind: "Place", place: type === t.Here ? "here" : "there", range: r.rangeFrom(start) };
  }
  r.at++;
  return readPlace(r);
}

/**
 * `at the start of your turn`, `at the end of each turn`, `at the start of your main phase`; in a
 * delayed trigger `at the end of this turn`, `at the start of your next turn`, `… the next turn`.
 */
export function readPhaseTrigger(r: Cursor): A.PhaseTriggerNode | undefined {
  const start = r.at;
  if (!r.take(t.At)) return undefined;
  r.take(t.The);
  const edge = r.next();
  if (edge !== t.Start && edge !== t.End) return undefined;
  r.at++;
  if (!r.take(t.Of)) return undefined;
  // `at the end of combat` in an effect: the AST builder reports it (RS1064).
  if (r.next() === t.Combat) return undefined;
  let player: A.PhaseTriggerNode["player"] = "any";
  let turn: A.PhaseTriggerNode["turn"];
  const whose = r.next();
  if (whose === t.Your) {
    r.at++;
    player = "you";
    if (r.take(t.Next)) turn = "next";
  } else if (whose === t.Each) {
    r.at++;
  } else if (whose === t.This) {
    r.at++;
    turn = "this";
  } else if (whose === t.The && r.la(2) === t.Next) {
    r.at += 2;
    turn = "next";
  } else if (whose === t.An || whose === t.The) {
    r.at++;
    if (!r.take(t.Opponent) || !r.take(t.Possessive)) return undefined;
    player = "opponent";
    if (r.take(t.Next)) turn = "next";
  } else return undefined;
  let phase: A.PhaseWord | undefined;
  if (!r.take(t.Turn)) {
    const name = r.next();
    phase = name && PHASES.get(name);
    if (phase === undefined) return undefined;
    r.at++;
    if (!r.take(t.PhaseKw)) return undefined;
  }
  const range = r.rangeFrom(start);
  const at = edge === t.End ? "end" : "start";
  return {
    kind: "PhaseTrigger",
    edge: at,
    player,
    ...(phase ? { phase } : {}),
    ...(turn ? { turn } : {}),
    range,
  };
}

/**
 * `this turn`, `until end of turn`, `until your next turn`, `until an opponent's next turn`,
 * `until the next time …`, `until this leaves the board`.
 */
export function readDuration(r: Cursor): A.DurationNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Permanently) {
    r.at++;
    return { kind: "Duration", until: "permanent", range: r.rangeFrom(start) };
  }
  if (type === t.This) {
    r.at++;
    if (r.take(t.Combat))
      return { kind: "Duration", until: "endOfCombat", range: r.rangeFrom(start) };
    if (!r.take(t.Turn)) return undefined;
    return { kind: "Duration", until: "endOfTurn", range: r.rangeFrom(start) };
  }
  if (type !== t.Until) return undefined;
  r.at++;
  let next = r.next();
  if (next === t.The && r.la(2) === t.End) {
    r.at++;
    next = t.End;
  }
  if (next === t.End) {
    r.at++;
    if (!r.take(t.Of)) return undefined;
    // `end of [this] combat` (CR 466.7.c).
    if (r.next() === t.Combat || (r.next() === t.This && r.la(2) === t.Combat)) {
      r.take(t.This);
      r.at++;
      return { kind: "Duration", until: "endOfCombat", range: r.rangeFrom(start) };
    }
    const yours = r.take(t.Your) !== undefined;
    const opponents = !yours && r.next() === t.An;
    if (opponents && !(r.take(t.An) && r.take(t.Opponent) && r.take(t.Possessive))) {
      return undefined;
    }
    if ((yours || opponents) && !r.take(t.Next)) return undefined;
    if (!yours && !opponents) r.take(t.This);
    if (!r.take(t.Turn)) return undefined;
    const until = yours ? "endOfYourNextTurn" : opponents ? "endOfOpponentsNextTurn" : "endOfTurn";
    return { kind: "Duration", until, range: r.rangeFrom(start) };
  }
  if (next === t.Your) {
    r.at++;
    if (!r.take(t.Next) || !r.take(t.Turn)) return undefined;
    return { kind: "Duration", until: "yourNextTurn", range: r.rangeFrom(start) };
  }
  if (next === t.This || next === t.It) {
    // `until this leaves the board` (the grammar's `untilObjectEvent`): `this` or `it` alone.
    const event = readEvent(r);
    const subject = event?.subject;
    if (event === undefined || event.would || subject === undefined || "bind" in subject)
      return undefined;
    if (subject.kind !== "ThisRef" && !(subject.kind === "ItRef" && !subject.plural))
      return undefined;
    return { kind: "Duration", until: "nextEvent", event, range: r.rangeFrom(start) };
  }
  if (next !== t.The && next !== t.An) return undefined;
  r.at++;
  if (r.take(t.Opponent)) {
    if (!r.take(t.Possessive) || !r.take(t.Next) || !r.take(t.Turn)) return undefined;
    return { kind: "Duration", until: "opponentsNextTurn", range: r.rangeFrom(start) };
  }
  if (next !== t.The) return undefined;
  if (!r.take(t.Next) || !r.take(t.Time)) return undefined;
  const event = readEvent(r);
  return event && { kind: "Duration", until: "nextEvent", event, range: r.rangeFrom(start) };
}

/** `a or b or c`: conditions joined by `or`, each of conditions joined by `and`. */
export function readCondition(r: Cursor): A.ConditionNode | undefined {
  const start = r.at;
  const first = readConditionAnd(r);
  if (first === undefined || r.next() !== t.Or) return first;
  const mark = r.mark();
  r.hold(first);
  while (r.take(t.Or)) {
    const part = readConditionAnd(r);
    if (part === undefined) return undefined;
    r.hold(part);
  }
  const any = r.listFrom<A.ConditionNode>(mark);
  return { kind: "OrCondition", any, range: r.rangeFrom(start) };
}

function readConditionAnd(r: Cursor): A.ConditionNode | undefined {
  const start = r.at;
  const first = readConditionUnary(r);
  if (first === undefined || r.next() !== t.And) return first;
  const mark = r.mark();
  r.hold(first);
  while (r.take(t.And)) {
    const part = readConditionUnary(r);
    if (part === undefined) return undefined;
    r.hold(part);
  }
  const all = r.listFrom<A.ConditionNode>(mark);
  return { kind: "AndCondition", all, range: r.rangeFrom(start) };
}

function readConditionUnary(r: Cursor): A.ConditionNode | undefined {
  if (r.next() !== t.Not) return readConditionAtom(r);
  const start = r.at;
  if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
  r.at++;
  const condition = readConditionUnary(r);
  r.depth--;
  return condition && { kind: "NotCondition", condition, range: r.rangeFrom(start) };
}

function readConditionAtom(r: Cursor): A.ConditionNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.LParen) {
    if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
    r.at++;
    const nested = readCondition(r);
    r.depth--;
    return nested && r.take(t.RParen) ? nested : undefined;
  }
  if (type === t.It) {
    const it = r.advance();
    // `it's exhausted`: `'s` is `is` here, as card text contracts it.
    if (!r.take(t.Is) && !r.take(t.Possessive)) return undefined;
    const not = r.take(t.Not) !== undefined;
    if (r.nextIn(OBJECT_STATE_FIRST)) {
      const object: A.ObjectRefNode = { kind: "ItRef", plural: false, range: r.tokenRange(it) };
      return negatedIf(not, readObjectState(r, start, object));
    }
    const player = readOwnerPhrase(r);
    if (player === undefined || !r.take(t.Turn)) return undefined;
    return negatedIf(not, { kind: "TurnCondition", player, range: r.rangeFrom(start) });
  }
  if (type === t.There) {
    r.at++;
    if (!r.take(t.Is)) return undefined;
    const another = r.next() === t.Another;
    const count = readCountQuantifier(r);
    const read = count && readFilter(r);
    const filter = read && another ? { ...read, another: true } : read;
    return filter && { kind: "ExistsCondition", count: count!, filter, range: r.rangeFrom(start) };
  }
  if (
    type === t.This ||
    (type === t.That && r.la(2) !== t.PlayerKw) ||
    (type === t.Identifier && r.la(2) === t.Is)
  ) {
    const object = readConditionObject(r);
    if (object === undefined || !r.take(t.Is)) return undefined;
    return negatedIf(r.take(t.Not) !== undefined, readObjectState(r, start, object));
  }
  const player = readPlayer(r);
  if (player === undefined) return undefined;
  const verb = r.next();
  if (verb === t.Do || verb === t.Pay || verb === t.Play) {
    // The builder reports these for anyone but `you` (RS1042).
    if (player.who !== "you") return undefined;
    r.at++;
    if (verb === t.Do) return { kind: "DidPreviousCondition", range: r.rangeFrom(start) };
    if (verb === t.Pay) {
      if (!r.take(t.The)) return undefined;
      const which = r.next();
      if (which !== t.Optional && which !== t.Additional) return undefined;
      r.at++;
      if (!r.take(t.CostKw)) return undefined;
      return { kind: "PaidCondition", range: r.rangeFrom(start) };
    }
    if (!r.take(t.Another) || !r.take(t.CardKw) || !r.take(t.This) || !r.take(t.Turn)) {
      return undefined;
    }
    return { kind: "PlayedAnotherCondition", range: r.rangeFrom(start) };
  }
  if (verb === t.Have) {
    r.at++;
    const versus = readScoreVersus(r, start, player);
    if (versus !== null) return versus;
    const comparison = readComparison(r);
    if (comparison === undefined || !r.take(t.Point)) return undefined;
    return { kind: "ScoreCondition", player, comparison, range: r.rangeFrom(start) };
  }
  if (verb !== t.Control) return undefined;
  r.at++;
  return readControlled(r, start, player);
}

/**
 * After `… have`: `the most points`, `more points than an opponent`, `fewer points than you`,
 * `more cards in hand than you`; null
 * when a comparison with a number follows instead (`5 or more points`, `more than 3 points`).
 */
function readScoreVersus(
  r: Cursor,
  start: number,
  player: A.PlayerNode,
): A.ConditionNode | undefined | null {
  const type = r.next();
  if (type === t.The) {
    r.at++;
    if (!r.take(t.Most) || !r.take(t.Point)) return undefined;
    return { kind: "ScoreVersusCondition", player, more: true, range: r.rangeFrom(start) };
  }
  if (type !== t.More && type !== t.Less) return null;
  const more = type === t.More;
  if (r.la(2) === t.CardKw) {
    // `more cards in hand than you`: each player's hand counted.
    r.at += 2;
    if (!r.take(t.In)) return undefined;
    r.take(t.Its);
    if (!r.take(t.Hand) || !r.take(t.Than)) return undefined;
    const other = readPlayerSubject(r);
    if (other === undefined) return undefined;
    r.take(t.Do);
    return { kind: "CountVersusCondition", player, more, other, range: r.rangeFrom(start) };
  }
  if (r.la(2) !== t.Point) return null;
  r.at += 2;
  if (!r.take(t.Than)) return undefined;
  const other = readPlayerSubject(r);
  if (other === undefined) return undefined;
  // `… than you do`, as English says it.
  r.take(t.Do);
  return { kind: "ScoreVersusCondition", player, more, other, range: r.rangeFrom(start) };
}

/** `this is not damaged`: a `not` after `is` is the `not` before the condition, over all of it. */
function negatedIf(
  not: boolean,
  condition: A.ConditionNode | undefined,
): A.ConditionNode | undefined {
  if (!not || condition === undefined) return condition;
  return { kind: "NotCondition", condition, range: condition.range };
}

/** The one object a condition names: `this`, `it`, `that unit` or a bound name. */
function readConditionObject(r: Cursor): A.ObjectRefNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.This || type === t.It) {
    r.at++;
    const range = r.rangeFrom(start);
    return type === t.This ? { kind: "ThisRef", range } : { kind: "ItRef", plural: false, range };
  }
  if (type === t.That) {
    r.at++;
    const noun = readNoun(r);
    return noun && { kind: "ThatRef", noun, range: r.rangeFrom(start) };
  }
  return { kind: "NamedRef", name: r.identifierName(r.advance()), range: r.rangeFrom(start) };
}

/** After `… is`: a status, a combat role (CR 323.2) or `at a battlefield`. */
function readObjectState(
  r: Cursor,
  start: number,
  object: A.ObjectRefNode,
): A.ConditionNode | undefined {
  const type = r.advance().tokenType;
  let state: A.ObjectStateConditionNode["state"];
  // CR 740.2.a: `attacking alone`, `alone at a battlefield` ask both.
  let alone = false;
  if (STATUSES.has(type)) state = STATUSES.get(type)!;
  else if (type === t.Attack || type === t.Defend) {
    state = type === t.Attack ? "attacking" : "defending";
    alone = r.take(t.Alone) !== undefined;
  } else if (type === t.Alone) {
    state = "alone";
    if (r.next() === t.At) {
      r.at++;
      if (!readAnyBattlefield(r)) return undefined;
      state = "atBattlefield";
      alone = true;
    }
  } else {
    if (type !== t.At || !readAnyBattlefield(r)) return undefined;
    state = "atBattlefield";
  }
  const range = r.rangeFrom(start);
  return alone
    ? { kind: "ObjectStateCondition", object, state, alone: true, range }
    : { kind: "ObjectStateCondition", object, state, range };
}

/** `a battlefield` or `any battlefield`, after `at`. */
function readAnyBattlefield(r: Cursor): boolean {
  const which = r.next();
  if (which !== t.A && which !== t.Any) return false;
  r.at++;
  return r.take(t.Battlefield) !== undefined;
}

/** After `you control`: `a unit here`, `3 or more units`, `no units`, `this`, `it`. */
function readControlled(
  r: Cursor,
  start: number,
  player: A.PlayerNode,
): A.ConditionNode | undefined {
  const type = r.next();
  if ((type === t.More || type === t.Less) && r.la(2) !== t.Than) {
    // `more units than you`: a count against another player's (`more than 2 units` is a count).
    r.at++;
    const controlled = readFilter(r);
    if (controlled === undefined || !r.take(t.Than)) return undefined;
    const other = readPlayerSubject(r);
    if (other === undefined) return undefined;
    r.take(t.Do);
    const more = type === t.More;
    return {
      kind: "CountVersusCondition",
      player,
      more,
      other,
      controlled,
      range: r.rangeFrom(start),
    };
  }
  let object: A.ObjectRefNode | undefined;
  if (type === t.This || type === t.It || type === t.That || type === t.Identifier) {
    object = readConditionObject(r);
    if (object === undefined) return undefined;
  } else {
    const another = r.next() === t.Another;
    const count = readCountQuantifier(r);
    const read = count && readFilter(r);
    if (read === undefined) return undefined;
    const filter = another ? { ...read, another: true } : read;
    return {
      kind: "ExistsCondition",
      controller: player,
      count: count!,
      filter,
      range: r.rangeFrom(start),
    };
  }
  return { kind: "ControlsCondition", player, object, range: r.rangeFrom(start) };
}

/** `a`, `an`, `no`, `3`, `3 or more`, `at least 2`. */
function readCountQuantifier(r: Cursor): A.ComparisonNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.A || type === t.An || type === t.Another || type === t.No) {
    r.at++;
    return type === t.No
      ? { kind: "Comparison", op: "=", value: 0, range: r.rangeFrom(start) }
      : { kind: "Comparison", op: ">=", value: 1, range: r.rangeFrom(start) };
  }
  return readComparison(r);
}
