/**
 * Direct reading of effects and instructions (the grammar's `effect`, `body`, `instruction` and
 * its alternatives, `tokenSpec`), built as `AstBuilder` builds them. Undefined: not certain, give
 * up.
 */
import type * as A from "../ast.js";
import * as t from "../tokens.js";
import { allCardsIn, handWordProblem, recycledPlace } from "../cst-to-ast.js";
import { isThirdPerson, subjectOf, withSubject } from "../carried-subject.js";
import { DESTINATION_WORDS, MOVE_GROUP_VERBS, restAhead } from "../gates.js";
import { MAX_DIRECT_DEPTH, type Cursor } from "./cursor.js";
import {
  CARD_TYPES,
  COUNT_TOKENS,
  DURATION_FIRST,
  FILTER_FIRST,
  FILTER_WORDS,
  GETS_VERBS,
  NAME_TOKENS,
  STATUS_CHANGES,
  TokenSet,
  cardsAhead,
  amongAhead,
  dotJoinAhead,
  forbiddenRole,
  nextCostAhead,
  thenJoinAhead,
  getsAhead,
  getsSubjectIsReference,
  mightBecomesAhead,
  thisKillsAhead,
  instructionAfterAnd,
  locationAhead,
  timesAhead,
} from "./first-sets.js";
import { readCostExpression, readModificationList } from "./read-abilities.js";
import { readCondition, readDuration, readEvent, readPhaseTrigger } from "./read-events.js";
import {
  readAmount,
  readPerEach,
  readBindingIfAhead,
  readFilter,
  readName,
  readActedOn,
  readObjectRef,
  readOwnerPhrase,
  readPlace,
  readPlayer,
  readPlayerSubject,
  readUnboundRef,
} from "./read-references.js";

/** Instructions of one ability, joined by `;` or `and`. */
export function readEffect(r: Cursor): A.BlockNode | undefined {
  const start = r.at;
  const instructions = readInstructions(r, true);
  return instructions && { kind: "Block", instructions, range: r.rangeFrom(start) };
}

/** Instructions joined by `and`, and by `;` too when `semicolons` (the parser's `effect`). */
function readInstructions(r: Cursor, semicolons: boolean): A.InstructionNode[] | undefined {
  const first = readCarryingSubject(r, undefined);
  if (first === undefined) return undefined;
  if (!joinAhead(r, semicolons)) return [first];
  const mark = r.mark();
  r.hold(first);
  let previous = first;
  while (joinAhead(r, semicolons)) {
    // `, then` and `. then` are two tokens; `;`, `and` and `.` one.
    r.at += thenJoinAhead(r) ? 2 : 1;
    const next = readCarryingSubject(r, previous);
    if (next === undefined) return undefined;
    r.hold(next);
    previous = next;
  }
  return r.listFrom<A.InstructionNode>(mark);
}

/**
 * `…, then draws 3` after `each player discards their hand`: the player named last (see
 * `carried-subject.ts`). With none, the builder's RS1068 is the answer.
 */
function readCarryingSubject(
  r: Cursor,
  previous: A.InstructionNode | undefined,
): A.InstructionNode | undefined {
  if (!SUBJECT_VERBS.has(r.next()) || !isThirdPerson(r.image(1))) return readInstruction(r);
  const carried = subjectOf(previous);
  if (carried === undefined) return undefined;
  r.carried = carried;
  const instruction = readInstruction(r);
  r.carried = undefined;
  return instruction && withSubject(instruction, carried);
}

const SUBJECT_VERBS: TokenSet = new TokenSet([t.Draw, t.Discard, t.Burn]);

/** The parser's gate of `effect` (`;` or `and` before an instruction), or of `body` (`and` only). */
function joinAhead(r: Cursor, semicolons: boolean): boolean {
  return (
    (semicolons && (r.next() === t.Semicolon || thenJoinAhead(r) || dotJoinAhead(r))) ||
    instructionAfterAnd(r)
  );
}

/**
 * What `if`, `you may`, `for each`, `do this N times` and delayed triggers govern: a braced block,
 * or instructions joined by `and`.
 */
function readBody(r: Cursor): A.BlockNode | undefined {
  const start = r.at;
  if (r.next() !== t.LCurly) {
    const instructions = readInstructions(r, false);
    return instructions && { kind: "Block", instructions, range: r.rangeFrom(start) };
  }
  if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
  r.at++;
  const instructions = readInstructions(r, true);
  r.depth--;
  // `{ draw 1. }`: the last sentence in braces may end as card text ends it.
  if (instructions !== undefined) r.take(t.Dot);
  if (instructions === undefined || !r.take(t.RCurly)) return undefined;
  return { kind: "Block", instructions, range: r.rangeFrom(start) };
}

/** Instructions nest through bodies (`if …, if …, …`) without brackets, so depth counts here. */
function readInstruction(r: Cursor): A.InstructionNode | undefined {
  if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
  const start = r.at;
  const instruction = readInstructionKind(r);
  r.depth--;
  if (instruction === undefined) return undefined;
  const repeated = timesAhead(r) ? readTimes(r, start, instruction) : instruction;
  if (repeated === undefined || r.next() !== t.Unless) return repeated;
  const unless = readUnlessPays(r, start, repeated);
  // As the builder makes it, a repeat made here spans the whole instruction, `unless` included.
  if (unless !== undefined && repeated !== instruction) repeated.range = unless.range;
  return unless;
}

/**
 * `this gets +1 might this turn`, `other friendly units here get …`: a `give` (the parser's
 * `getsInstruction`).
 */
function readGets(r: Cursor, start: number): A.InstructionNode | undefined {
  let target: A.ObjectRefNode | undefined;
  // A reference without a binding (the parser's `getsSubject`): the gate admits no other kind.
  if (getsSubjectIsReference(r)) target = readUnboundRef(r, r.at);
  else {
    const filter = readFilter(r);
    target = filter && { kind: "AllRef", filter, range: filter.range };
  }
  if (target === undefined) return undefined;
  if (r.take(t.Possessive)) return readMightBecomes(r, start, target);
  const cantAt = r.at;
  if (r.take(t.Cant)) {
    // `it can't be dealt damage this turn` (CR 054.1), `target unit can't move this turn`: the
    // static's words, given for a while.
    let modification: A.ModificationNode;
    const role = forbiddenRole(r.next());
    if (r.take(t.Move)) modification = { kind: "CantMoveMod", range: r.rangeFrom(cantAt) };
    else if (role !== undefined) {
      r.at++;
      modification = { kind: "CantCombatMod", role, range: r.rangeFrom(cantAt) };
    } else if (r.take(t.Is) && r.take(t.Deal) && r.take(t.Damage)) {
      modification = { kind: "CantBeDealtDamageMod", range: r.rangeFrom(cantAt) };
    } else return undefined;
    return givenFor(r, start, target, [modification]);
  }
  if (!GETS_VERBS.has(r.next())) return undefined;
  r.at++;
  return readGiven(r, start, target);
}

/** `might becomes 1 [this turn]` after `its` or a subject's `'s` (CR 477.1.a.1). */
function readMightBecomes(
  r: Cursor,
  start: number,
  target: A.ObjectRefNode,
): A.InstructionNode | undefined {
  if (!r.take(t.Might) || !r.take(t.Become)) return undefined;
  const number = r.take(t.Integer);
  const might = number && r.integer(number);
  if (might === undefined) return undefined;
  if (!r.nextIn(DURATION_FIRST))
    return { kind: "SetMight", target, might, range: r.rangeFrom(start) };
  const duration = readDuration(r);
  return duration && { kind: "SetMight", target, might, duration, range: r.rangeFrom(start) };
}

/** What a `give` gives its target, and for how long: the rest of `give` and of `… gets`. */
function readGiven(
  r: Cursor,
  start: number,
  target: A.ObjectRefNode,
): A.InstructionNode | undefined {
  const modifications = readModificationList(r);
  if (modifications === undefined) return undefined;
  return givenFor(r, start, target, modifications);
}

/** The duration, if any, that ends a `give` or a `… gets`, and the instruction. */
function givenFor(
  r: Cursor,
  start: number,
  target: A.ObjectRefNode,
  modifications: A.ModificationNode[],
): A.InstructionNode | undefined {
  const duration = r.nextIn(DURATION_FIRST) ? readDuration(r) : null;
  if (duration === undefined) return undefined;
  const range = r.rangeFrom(start);
  return duration
    ? { kind: "Give", target, modifications, duration, range }
    : { kind: "Give", target, modifications, range };
}

/** `deal 1 to target unit three times`: as `do this 3 times, deal 1 to target unit`. */
function readTimes(
  r: Cursor,
  start: number,
  instruction: A.InstructionNode,
): A.InstructionNode | undefined {
  const count = r.advance();
  const value = count.tokenType === t.Twice ? 2 : r.integer(count);
  if (value === undefined) return undefined;
  if (count.tokenType !== t.Twice) r.at++;
  const times: A.AmountNode = { kind: "Number", value, range: r.tokenRange(count) };
  const body: A.BlockNode = {
    kind: "Block",
    instructions: [instruction],
    range: instruction.range,
  };
  return { kind: "Repeat", times, body, range: r.rangeFrom(start) };
}

/** `… unless its controller pays 2`, as the builder makes it; anything but a player gives up. */
function readUnlessPays(
  r: Cursor,
  start: number,
  instruction: A.InstructionNode,
): A.InstructionNode | undefined {
  r.at++;
  const payer = readPlayerSubject(r);
  if (payer === undefined || !r.take(t.Pay)) return undefined;
  const cost = readCostExpression(r);
  if (cost === undefined) return undefined;
  const range = r.rangeFrom(start);
  if (instruction.kind === "Counter") return { ...instruction, payer, cost, range };
  return { kind: "UnlessPays", instruction, payer, cost, range };
}

function readInstructionKind(r: Cursor): A.InstructionNode | undefined {
  const start = r.at;
  if (getsAhead(r)) return readGets(r, start);
  if (mightBecomesAhead(r)) {
    const its = r.advance();
    return readMightBecomes(r, start, { kind: "ItRef", plural: false, range: r.tokenRange(its) });
  }
  const type = r.next();
  switch (type) {
    case t.Banish:
    case t.Kill:
    case t.Recall:
    case t.Counter: {
      r.at++;
      const target = type === t.Kill || type === t.Banish ? readActedOn(r) : readObjectRef(r);
      if (target === undefined) return undefined;
      const kind =
        type === t.Banish
          ? "Banish"
          : type === t.Kill
            ? "Kill"
            : type === t.Recall
              ? "Recall"
              : "Counter";
      return { kind, target, range: r.rangeFrom(start) };
    }
    case t.Discard:
      r.at++;
      return readDiscard(r, start, r.carried);
    case t.Draw: {
      r.at++;
      const count = readDrawCount(r);
      return count && { kind: "Draw", count, range: r.rangeFrom(start) };
    }
    case t.Put:
      return amongAhead(r) ? readPutAmong(r, start) : readMove(r, start);
    case t.Move:
    case t.Return:
    case t.Shuffle:
      return readMove(r, start);
    case t.Ready:
    case t.Exhaust:
    case t.Stun:
    case t.Buff:
    case t.Heal: {
      const change = STATUS_CHANGES.get(r.advance().tokenType)!;
      const target = readActedOn(r);
      return target && { kind: "StatusChange", change, target, range: r.rangeFrom(start) };
    }
    case t.Deal: {
      r.at++;
      // `deal damage equal to its might to target unit`, as card text words it (the parser's gate).
      if (r.next() === t.Damage && r.la(2) === t.Equal) {
        r.at += 2;
        if (!r.take(t.To)) return undefined;
      }
      const amountStart = r.at;
      let amount = readAmount(r);
      if (amount === undefined) return undefined;
      r.take(t.Damage);
      if (!r.take(t.To)) return undefined;
      const target = readActedOn(r);
      if (target === undefined) return undefined;
      if (amount.kind === "Number" && r.next() === t.For && r.la(2) === t.Each) {
        // `deal 1 to target unit for each friendly unit here`: the parser's `trailingCount`.
        amount = readPerEach(r, amount.value, amountStart);
        if (amount === undefined) return undefined;
      }
      return { kind: "Deal", amount, target, range: r.rangeFrom(start) };
    }
    case t.Double:
      return readDouble(r, start);
    case t.Prevent:
      return readPrevent(r, start);
    case t.Gain:
    case t.Take:
      // The instruction spans what its `gainControlTail` does: the same range.
      return readGainControl(r, start, undefined);
    case t.Give: {
      r.at++;
      const target = readActedOn(r);
      return target && readGiven(r, start, target);
    }
    case t.Add: {
      r.at++;
      const resources = readCostExpression(r);
      return resources && { kind: "Add", resources, range: r.rangeFrom(start) };
    }
    case t.Pay: {
      r.at++;
      const cost = readCostExpression(r);
      return cost && { kind: "Pay", cost, range: r.rangeFrom(start) };
    }
    case t.Channel:
      return readChannel(r, start);
    case t.Burn: {
      r.at++;
      const count = readAmount(r);
      return count && { kind: "Burn", count, range: r.rangeFrom(start) };
    }
    case t.Play:
      return readPlay(r, start);
    case t.Create:
      r.at++;
      return readTokenSpec(r, "create", start);
    case t.Replace:
      return readReplace(r, start);
    case t.Swap: {
      r.at++;
      const target = readObjectRef(r);
      if (target === undefined || !r.take(t.Back)) return undefined;
      return { kind: "SwapBack", target, range: r.rangeFrom(start) };
    }
    case t.Score: {
      const points = readScoreTail(r);
      return points === undefined
        ? undefined
        : { kind: "Score", points, range: r.rangeFrom(start) };
    }
    case t.Reveal:
    case t.Look:
      return readReveal(r, start);
    case t.Choose:
      return readChooseModes(r, start);
    case t.If:
      return readIf(r, start);
    case t.For: {
      r.at++;
      if (!r.take(t.Each)) return undefined;
      const each = readFilter(r);
      if (each === undefined) return undefined;
      const bind = readBindingIfAhead(r);
      if (bind === false || !r.take(t.Comma)) return undefined;
      const body = readBody(r);
      if (body === undefined) return undefined;
      const range = r.rangeFrom(start);
      return bind
        ? { kind: "ForEach", each, bind, body, range }
        : { kind: "ForEach", each, body, range };
    }
    case t.Do: {
      r.at++;
      if (!r.take(t.This)) return undefined;
      const times = readAmount(r);
      if (times === undefined || !r.take(t.Time) || !r.take(t.Comma)) return undefined;
      const body = readBody(r);
      return body && { kind: "Repeat", times, body, range: r.rangeFrom(start) };
    }
    case t.When: {
      // `when you conquer this turn, return it …`, as RULES B1 words it.
      r.at++;
      const trigger = readEvent(r);
      const duration = trigger && readDuration(r);
      if (duration === undefined || (!r.take(t.Colon) && !r.take(t.Comma))) return undefined;
      const body = readBody(r);
      return (
        body && { kind: "Delayed", duration, trigger: trigger!, body, range: r.rangeFrom(start) }
      );
    }
    case t.This:
    case t.Until:
    case t.Permanently: {
      const duration = readDuration(r);
      if (duration === undefined || !r.take(t.Comma) || !r.take(t.When)) return undefined;
      const trigger = readEvent(r);
      // `:`, or `,` as printed text writes it (`this turn, when a unit dies, draw 1`).
      if (trigger === undefined || (!r.take(t.Colon) && !r.take(t.Comma))) return undefined;
      const body = readBody(r);
      return body && { kind: "Delayed", duration, trigger, body, range: r.rangeFrom(start) };
    }
    case t.At: {
      const moment = readPhaseTrigger(r);
      if (moment === undefined || (!r.take(t.Colon) && !r.take(t.Comma))) return undefined;
      const body = readBody(r);
      return body && { kind: "DelayedStep", moment, body, range: r.rangeFrom(start) };
    }
    case t.The:
      return nextCostAhead(r) ? readNextCost(r, start) : readPlayerInstruction(r, start);
    default:
      return readPlayerInstruction(r, start);
  }
}

/** `put one of them into your hand and the rest on the bottom of your deck` (the parser's rule). */
function readPutAmong(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  const upTo = r.next() === t.Up;
  if (upTo) {
    r.at++;
    if (!r.take(t.To)) return undefined;
  }
  const countType = r.next();
  let count: number | undefined = 1;
  if (COUNT_TOKENS.has(countType)) count = r.integer(r.advance());
  else if (countType === t.A || countType === t.An) r.at++;
  else return undefined;
  if (count === undefined) return undefined;
  let filter: A.FilterNode | undefined;
  let among: A.ItRefNode;
  if (DESTINATION_WORDS.has(r.next())) {
    // `put one into your hand`: the choice stands for the `them` left out.
    among = { kind: "ItRef", plural: true, range: r.rangeFrom(start + 1) };
    r.at++;
  } else {
    if (r.next() !== t.Of && r.next() !== t.Among) {
      filter = readFilter(r);
      if (filter === undefined) return undefined;
    }
    if (r.next() !== t.Of && r.next() !== t.Among) return undefined;
    r.at++;
    const them = r.take(t.Them);
    if (them === undefined || !takePreposition(r)) return undefined;
    among = { kind: "ItRef", plural: true, range: r.tokenRange(them) };
  }
  const to = readPlace(r);
  if (to === undefined) return undefined;
  let rest: A.PlaceNode | undefined;
  let anyOrder = false;
  if (restAhead(r) && r.la(2) === t.Recycle) {
    // `and recycle the rest`, `. Recycle the rest`: on the bottom of the deck (CR 416). The gate
    // saw `rest` after one word: that word must be `the`, as Chevrotain's rule has it.
    if (r.la(3) !== t.The) return undefined;
    const recycleAt = r.at + 1;
    r.at += 4;
    rest = recycledPlace(r.rangeFrom(recycleAt));
  } else if (r.next() === t.And && restAhead(r)) {
    // `and the rest on …`, `and the other on …` (the gate's `the other` is `the rest`).
    r.at += 3;
    if (!takePreposition(r)) return undefined;
    rest = readPlace(r);
    if (rest === undefined) return undefined;
    if (r.next() === t.In) {
      r.at++;
      if (!r.take(t.Any) || !r.take(t.Order)) return undefined;
      anyOrder = true;
    }
  }
  return {
    kind: "PutAmong",
    count,
    upTo,
    ...(filter ? { filter } : {}),
    among,
    to,
    ...(rest ? { rest } : {}),
    anyOrder,
    range: r.rangeFrom(start),
  };
}

/** `to`, `into` or `on` before a place. */
function takePreposition(r: Cursor): boolean {
  const type = r.next();
  if (type !== t.To && type !== t.Into && type !== t.On) return false;
  r.at++;
  return true;
}

/** `the next spell you play this turn costs 1 less` (the parser's rule). */
function readNextCost(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at += 2;
  const filter = readFilter(r);
  if (filter === undefined) return undefined;
  if (r.next() === t.You) {
    r.at++;
    if (!r.take(t.Play)) return undefined;
  }
  let duration: A.DurationNode | undefined;
  if (r.next() !== t.CostKw) {
    duration = readDuration(r);
    if (duration === undefined) return undefined;
  }
  if (!r.take(t.CostKw)) return undefined;
  const cost = readCostExpression(r);
  if (cost === undefined || !r.take(t.Less)) return undefined;
  return {
    kind: "NextCost",
    filter,
    ...(duration ? { duration } : {}),
    cost,
    range: r.rangeFrom(start),
  };
}

/** `double target unit's might this turn`, `double its might`. */
function readDouble(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  let target: A.ObjectRefNode | undefined;
  if (r.next() === t.Its) {
    const its = r.advance();
    target = { kind: "ItRef", plural: false, range: r.tokenRange(its) };
  } else {
    target = readObjectRef(r);
    if (target === undefined || !r.take(t.Possessive)) return undefined;
  }
  if (!r.take(t.Might)) return undefined;
  if (!r.nextIn(DURATION_FIRST)) return { kind: "Double", target, range: r.rangeFrom(start) };
  const duration = readDuration(r);
  return duration && { kind: "Double", target, duration, range: r.rangeFrom(start) };
}

/** `move X to …`, `return X to its owner's hand`, `put X on the bottom of your deck`. */
function readMove(r: Cursor, start: number): A.InstructionNode | undefined {
  const verbType = r.advance().tokenType;
  const verb =
    verbType === t.Return
      ? "return"
      : verbType === t.Put
        ? "put"
        : verbType === t.Shuffle
          ? "shuffle"
          : "move";
  const target =
    verb === "shuffle"
      ? readShuffled(r)
      : MOVE_GROUP_VERBS.has(verbType)
        ? readActedOn(r)
        : readObjectRef(r);
  if (target === undefined) return undefined;
  const preposition = r.next();
  if (preposition !== t.To && preposition !== t.Into && preposition !== t.On) return undefined;
  r.at++;
  const to = readPlace(r);
  if (to === undefined) return undefined;
  let insteadOf: A.PlaceNode | undefined;
  if (r.next() === t.Instead && r.la(2) === t.Of) {
    r.at += 2;
    insteadOf = readPlace(r);
    if (insteadOf === undefined) return undefined;
  }
  const range = r.rangeFrom(start);
  return insteadOf
    ? { kind: "Move", verb, target, to, insteadOf, range }
    : { kind: "Move", verb, target, to, range };
}

/** What `shuffle` names: `your trash` (all cards in it), or an object as other moves do. */
function readShuffled(r: Cursor): A.ObjectRefNode | undefined {
  if (r.next() !== t.Your) return readObjectRef(r);
  const start = r.at;
  const after = r.la(2);
  const zone = after === undefined ? undefined : SHUFFLED_ZONES.get(after);
  if (zone === undefined) return undefined;
  r.at += 2;
  return allCardsIn(zone, r.rangeFrom(start));
}

const SHUFFLED_ZONES = new Map([
  [t.Hand, "hand"],
  [t.Trash, "trash"],
  [t.Banishment, "banishment"],
] as const);

/**
 * CR 437: `prevent the next 3 [combat] damage that would be dealt to X DURATION`, or `prevent all
 * [combat] damage [that would be dealt to X] DURATION`.
 */
function readPrevent(r: Cursor, start: number): A.PreventNode | undefined {
  r.at++;
  let amount: number | "all" | undefined = "all";
  const next = r.take(t.The) !== undefined;
  if (next) {
    const count = r.take(t.Next) && r.take(t.Integer);
    amount = count ? r.integer(count) : undefined;
  } else if (!r.take(t.All)) return undefined;
  if (amount === undefined) return undefined;
  const combat = r.take(t.Combat) !== undefined;
  if (!r.take(t.Damage)) return undefined;
  let target: A.ObjectRefNode | undefined;
  if (next || r.next() === t.That) {
    for (const word of PREVENTED_WORDS) if (!r.take(word)) return undefined;
    target = readObjectRef(r);
    if (target === undefined) return undefined;
  }
  const duration = readDuration(r);
  if (duration === undefined) return undefined;
  const range = r.rangeFrom(start);
  return target
    ? { kind: "Prevent", amount, combat, target, duration, range }
    : { kind: "Prevent", amount, combat, duration, range };
}

/** `that would be dealt to`, before what an effect's prevention protects. */
const PREVENTED_WORDS = [t.That, t.Would, t.Is, t.Deal, t.To] as const;

/**
 * `gain control of X [until your next turn]`, also after a player (then the player is last of its
 * keys, as the builder adds it).
 */
function readGainControl(
  r: Cursor,
  start: number,
  player: A.PlayerNode | undefined,
): A.GainControlNode | undefined {
  r.at++;
  if (!r.take(t.Control) || !r.take(t.Of)) return undefined;
  const target = readObjectRef(r);
  if (target === undefined) return undefined;
  const duration = r.nextIn(DURATION_FIRST) ? readDuration(r) : null;
  if (duration === undefined) return undefined;
  const range = r.rangeFrom(start);
  if (player === undefined) {
    return duration
      ? { kind: "GainControl", target, duration, range }
      : { kind: "GainControl", target, range };
  }
  return duration
    ? { kind: "GainControl", target, duration, range, player }
    : { kind: "GainControl", target, range, player };
}

/**
 * After `discard`: `2`, `2 cards`, `a unit card`, optionally bound: `a card as discarded`. The
 * node's keys are added in the builder's order; a literal with spreads costs ten times as much.
 */
function readDiscard(
  r: Cursor,
  start: number,
  player: A.PlayerNode | undefined,
): A.DiscardNode | undefined {
  const type = r.next();
  let filter: A.FilterNode | undefined;
  let count: A.AmountNode | "hand";
  if (COUNT_TOKENS.has(type)) {
    const token = r.advance();
    const value = r.integer(token);
    if (value === undefined) return undefined;
    count = { kind: "Number", value, range: r.tokenRange(token) };
    if (cardsAhead(r) && r.nextIn(FILTER_FIRST)) {
      filter = readFilter(r);
      if (filter === undefined) return undefined;
    }
  } else if (type === t.A || type === t.An) {
    count = { kind: "Number", value: 1, range: r.tokenRange(r.advance()) };
    filter = readFilter(r);
    if (filter === undefined) return undefined;
  } else if (type === t.Your || type === t.Its) {
    // A hand that is not the player's own is the builder's to report (RS1051).
    if (handWordProblem(player, r.advance().image.toLowerCase()) !== undefined) return undefined;
    if (!r.take(t.Hand)) return undefined;
    count = "hand";
  } else return undefined;
  const bind = readBindingIfAhead(r);
  if (bind === false) return undefined;
  const node: Partial<A.DiscardNode> = player
    ? { kind: "Discard", player, count }
    : { kind: "Discard", count };
  if (filter) node.filter = filter;
  if (bind) node.bind = bind;
  node.range = r.rangeFrom(start);
  return node as A.DiscardNode;
}

/** `1`, `2 cards`, `a card`, `1 for each friendly unit here`. */
function readDrawCount(r: Cursor): A.AmountNode | undefined {
  const start = r.at;
  if (r.next() === t.A) {
    r.at++;
    if (!r.take(t.CardKw)) return undefined;
    // `draw a card for each opponent`: the parser's `trailingCount` after the noun.
    if (r.next() === t.For && r.la(2) === t.Each) return readPerEach(r, 1, start);
    return { kind: "Number", value: 1, range: r.rangeFrom(start) };
  }
  if (r.next() === t.CardKw && r.la(2) === t.Equal) {
    // `draw cards equal to that card's cost`, as `deal damage equal to …` words it.
    r.at += 2;
    if (!r.take(t.To)) return undefined;
    return readAmount(r);
  }
  const amount = readAmount(r);
  // `draw 1 more`: the parser's `more` after the amount.
  if (amount !== undefined) r.take(t.More);
  if (amount === undefined || !r.take(t.CardKw)) return amount;
  // `draw 2 cards for each friendly unit`: the count after the noun.
  if (amount.kind === "Number" && r.next() === t.For && r.la(2) === t.Each)
    return readPerEach(r, amount.value, start);
  return amount;
}

/** `channel 2 runes [exhausted]`. */
function readChannel(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  let count: A.AmountNode | undefined;
  if (r.next() === t.A) count = { kind: "Number", value: 1, range: r.tokenRange(r.advance()) };
  else count = readAmount(r);
  if (count === undefined) return undefined;
  r.take(t.Rune);
  let exhausted = false;
  if (r.next() === t.Exhausted) {
    const second = r.la(2);
    if (second === undefined || !FILTER_WORDS.has(second)) {
      r.at++;
      exhausted = true;
    }
  }
  return { kind: "Channel", count, exhausted, range: r.rangeFrom(start) };
}

/**
 * `play a Recruit token here` or `play it ignoring its cost`. Chevrotain reads a token maker
 * whenever the words ahead are a count, an optional readiness, a name and `token` (its lookahead
 * looks no further), and an object otherwise.
 */
function readPlay(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  const first = r.next();
  if (first === t.A || first === t.An || COUNT_TOKENS.has(first)) {
    const ready = r.la(2) === t.Ready || r.la(2) === t.Exhausted ? 1 : 0;
    const name = r.la(2 + ready);
    const typed = CARD_TYPES.has(r.la(3 + ready)) ? 1 : 0;
    if (name !== undefined && NAME_TOKENS.has(name)) {
      if (r.la(3 + ready + typed) === t.TokenKw) return readTokenSpec(r, "play", start);
      // Chevrotain decides within four tokens: `play a ready Recruit unit` has chosen a token
      // there, and says `token` must follow; that error is left to it.
      if (ready + typed === 2) return undefined;
    }
  }
  const target = readObjectRef(r);
  if (target === undefined) return undefined;
  let ignoreCost = false;
  let cost: A.CostNode | undefined;
  if (r.next() === t.Ignoring) {
    r.at++;
    if (!r.take(t.Its) || !r.take(t.CostKw)) return undefined;
    ignoreCost = true;
  } else if (r.take(t.For)) {
    cost = readCostExpression(r);
    if (cost === undefined) return undefined;
  }
  const range = r.rangeFrom(start);
  return cost
    ? { kind: "PlayCard", target, ignoreCost, cost, range }
    : { kind: "PlayCard", target, ignoreCost, range };
}

/**
 * RULES T1: `2 ready Recruit tokens with Tank here for each friendly unit here as made`; the node
 * spans the whole instruction, from `start`.
 */
function readTokenSpec(
  r: Cursor,
  mode: "play" | "create",
  start: number,
): A.MakeTokenNode | undefined {
  const countType = r.next();
  const counted = COUNT_TOKENS.has(countType);
  if (countType !== t.A && countType !== t.An && !counted) return undefined;
  const countToken = r.advance();
  const per = counted ? r.integer(countToken) : 1;
  if (per === undefined) return undefined;
  let readiness: "ready" | "exhausted" | undefined;
  if (r.take(t.Ready)) readiness = "ready";
  else if (r.take(t.Exhausted)) readiness = "exhausted";
  const token = readName(r);
  if (token === undefined) return undefined;
  const writtenType = readWrittenType(r);
  if (!r.take(t.TokenKw)) return undefined;
  let changes: A.ModificationNode[] = [];
  if (r.take(t.With)) {
    const list = readModificationList(r);
    if (list === undefined) return undefined;
    changes = list;
  }
  let location: A.PlaceNode | undefined;
  const place = r.next();
  if (
    (place === t.Here || place === t.There || place === t.At || place === t.In) &&
    locationAhead(r)
  ) {
    location = readTokenLocation(r);
    if (location === undefined) return undefined;
  }
  let each: A.FilterNode | undefined;
  if (r.next() === t.For && r.la(2) === t.Each) {
    const third = r.la(3);
    if (third !== undefined && FILTER_FIRST.has(third)) {
      r.at += 2;
      each = readFilter(r);
      if (each === undefined) return undefined;
    }
  }
  let controller: A.PlayerNode | undefined;
  if (r.take(t.For)) {
    controller = readPlayer(r);
    if (controller === undefined) return undefined;
  }
  const bind = readBindingIfAhead(r);
  if (bind === false) return undefined;
  const countRange = r.tokenRange(countToken);
  const count: A.AmountNode = each
    ? { kind: "CountOf", per, filter: each, range: countRange }
    : { kind: "Number", value: per, range: countRange };
  // Keys in the builder's order; a literal with spreads costs ten times as much.
  const node: Partial<A.MakeTokenNode> = { kind: "MakeToken", mode, count };
  if (readiness) node.readiness = readiness;
  node.token = token;
  if (writtenType) node.writtenType = writtenType;
  if (location) node.location = location;
  if (controller) node.controller = controller;
  node.changes = changes;
  if (bind) node.bind = bind;
  node.range = r.rangeFrom(start);
  return node as A.MakeTokenNode;
}

/** Where a token goes: `here`, `at your base`, `at a battlefield you control`. */
function readTokenLocation(r: Cursor): A.PlaceNode | undefined {
  const start = r.at;
  const type = r.advance().tokenType;
  if (type === t.Here || type === t.There) {
    return { kind: "Place", place: type === t.Here ? "here" : "there", range: r.rangeFrom(start) };
  }
  return readPlace(r);
}

/** `unit` in `a Recruit unit token`, as printed card text names a token. */
function readWrittenType(r: Cursor): A.WrittenTypeNode | undefined {
  const type = CARD_TYPES.get(r.next());
  if (type === undefined) return undefined;
  const start = r.at;
  r.at++;
  return { kind: "WrittenType", type, range: r.rangeFrom(start) };
}

/** RULES R1: `replace this with a Brush token`. */
function readReplace(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  const target = readObjectRef(r);
  if (target === undefined || !r.take(t.With)) return undefined;
  if (!r.take(t.A) && !r.take(t.An)) return undefined;
  const token = readName(r);
  if (token === undefined) return undefined;
  const writtenType = readWrittenType(r);
  if (!r.take(t.TokenKw)) return undefined;
  let changes: A.ModificationNode[] = [];
  if (r.take(t.With)) {
    const list = readModificationList(r);
    if (list === undefined) return undefined;
    changes = list;
  }
  const bind = readBindingIfAhead(r);
  if (bind === false) return undefined;
  // Keys in the builder's order, as the other parser builds it.
  const node: Partial<A.ReplaceNode> = { kind: "Replace", target, token };
  if (writtenType) node.writtenType = writtenType;
  node.changes = changes;
  if (bind) node.bind = bind;
  node.range = r.rangeFrom(start);
  return node as A.ReplaceNode;
}

/** `score 1 point`, `score a point`: the points. */
function readScoreTail(r: Cursor): number | undefined {
  r.at++;
  const type = r.next();
  let points: number | undefined = 1;
  if (COUNT_TOKENS.has(type)) points = r.integer(r.advance());
  else if (type === t.A) r.at++;
  else return undefined;
  return points !== undefined && r.take(t.Point) ? points : undefined;
}

/** `reveal the top 3 cards of your deck as seen`, `look at the top card of your deck`. */
function readReveal(r: Cursor, start: number): A.InstructionNode | undefined {
  const look = r.advance().tokenType === t.Look;
  if (look && !r.take(t.At)) return undefined;
  if (!r.take(t.The) || !r.take(t.Top)) return undefined;
  let count: number | undefined = 1;
  const integer = r.take(t.Integer) ?? r.take(t.NumberWord);
  if (integer) count = r.integer(integer);
  if (count === undefined || !r.take(t.CardKw) || !r.take(t.Of)) return undefined;
  const player = readOwnerPhrase(r);
  if (player === undefined || !r.take(t.DeckKw)) return undefined;
  const bind = readBindingIfAhead(r);
  if (bind === false) return undefined;
  const range = r.rangeFrom(start);
  const mode = look ? "look" : "reveal";
  return bind
    ? { kind: "Reveal", mode, player, count, bind, range }
    : { kind: "Reveal", mode, player, count, range };
}

/** `choose one: { draw 2 } or { kill target gear }`. */
function readChooseModes(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  let count: number | undefined = 1;
  const type = r.next();
  if (COUNT_TOKENS.has(type)) count = r.integer(r.advance());
  else return undefined;
  if (count === undefined) return undefined;
  const sign = r.next();
  if (sign !== t.Colon && sign !== t.EmDash && sign !== t.Minus) return undefined;
  r.at++;
  const mark = r.mark();
  do {
    const modeStart = r.at;
    if (!r.take(t.LCurly)) return undefined;
    if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
    const instructions = readInstructions(r, true);
    r.depth--;
    if (instructions !== undefined) r.take(t.Dot);
    if (instructions === undefined || !r.take(t.RCurly)) return undefined;
    r.hold({ kind: "Block", instructions, range: r.rangeFrom(modeStart) });
  } while (r.take(t.Or));
  const modes = r.listFrom<A.BlockNode>(mark);
  if (modes.length < 2) return undefined;
  return { kind: "ChooseModes", count, modes, range: r.rangeFrom(start) };
}

/** `if you do, draw 2; otherwise, draw 1`. */
function readIf(r: Cursor, start: number): A.InstructionNode | undefined {
  r.at++;
  const condition = thisKillsAhead(r) ? readThisKills(r) : readCondition(r);
  if (condition === undefined || !r.take(t.Comma)) return undefined;
  const then = readBody(r);
  if (then === undefined) return undefined;
  let otherwise: A.BlockNode | undefined;
  const next = r.next();
  if (
    (next === t.Otherwise || r.la(2) === t.Otherwise) &&
    (next === t.Otherwise || next === t.Semicolon || next === t.Comma || next === t.Dot)
  ) {
    if (next !== t.Otherwise) r.at++;
    r.at++;
    r.take(t.Comma);
    otherwise = readBody(r);
    if (otherwise === undefined) return undefined;
  }
  const range = r.rangeFrom(start);
  return otherwise
    ? { kind: "If", condition, then, else: otherwise, range }
    : { kind: "If", condition, then, range };
}

/** `this kills it` after an effect's `if` (CR 428.5.c): the parser's `effectCondition`. */
function readThisKills(r: Cursor): A.ConditionNode | undefined {
  const start = r.at;
  r.at += 2;
  const it = r.take(t.It);
  if (it === undefined) return undefined;
  const victim: A.ObjectRefNode = { kind: "ItRef", plural: false, range: r.tokenRange(it) };
  return { kind: "ThisKillsCondition", victim, range: r.rangeFrom(start) };
}

/** An instruction with a player as its subject: `each player draws 1`, `you may …`. */
function readPlayerInstruction(r: Cursor, start: number): A.InstructionNode | undefined {
  const player = readPlayerSubject(r);
  if (player === undefined) return undefined;
  const verb = r.next();
  if (verb === t.May) {
    r.at++;
    const body = readBody(r);
    return body && { kind: "May", player, body, range: r.rangeFrom(start) };
  }
  if (verb === t.Draw) {
    r.at++;
    const count = readDrawCount(r);
    return count && { kind: "Draw", player, count, range: r.rangeFrom(start) };
  }
  if (verb === t.Discard) {
    r.at++;
    return readDiscard(r, start, player);
  }
  if (verb === t.Burn) {
    r.at++;
    const count = readAmount(r);
    return count && { kind: "Burn", player, count, range: r.rangeFrom(start) };
  }
  if (verb === t.Score) {
    const points = readScoreTail(r);
    return points === undefined
      ? undefined
      : { kind: "Score", player, points, range: r.rangeFrom(start) };
  }
  if (verb === t.Kill) {
    // `each player kills one of their units` (CR 411.1), as the parser's `ownChoice` reads it.
    r.at++;
    const ownStart = r.at;
    if (!r.take(t.One) || !r.take(t.Of) || !r.take(t.Its)) return undefined;
    const filter = readFilter(r);
    if (filter === undefined) return undefined;
    const target: A.ChooseRefNode = {
      kind: "ChooseRef",
      filter,
      count: 1,
      upTo: false,
      range: r.rangeFrom(ownStart),
    };
    return { kind: "Kill", player, target, range: r.rangeFrom(start) };
  }
  if (verb !== t.Gain && verb !== t.Take) return undefined;
  return readGainControl(r, start, player);
}
