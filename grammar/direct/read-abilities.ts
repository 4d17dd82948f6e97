/**
 * Direct reading of card and token definitions: the head, the characteristics, costs, keywords,
 * modifications and every kind of ability, built as `AstBuilder` builds them. Undefined: not
 * certain, give up.
 */
import type * as A from "../ast.js";
import {
  bracketedTextAt,
  costEndAhead,
  dealsActively,
  keywordWithText,
  mightFloorAhead,
} from "../gates.js";
import * as t from "../tokens.js";
import { MAX_DIRECT_DEPTH, type Cursor } from "./cursor.js";
import {
  COUNT_TOKENS,
  CARD_TYPES,
  ZONE_NOUNS,
  COSTED_KEYWORDS,
  COST_UNITS,
  DOMAINS,
  FILTER_FIRST,
  FLAG_KEYWORDS,
  MODIFICATION_STARTS,
  VALUED_KEYWORDS,
  cardsAhead,
  forbiddenRole,
  countedPlayerAhead,
  keywordValueAhead,
  triggerClauseAhead,
} from "./first-sets.js";
import {
  combatMomentAhead,
  readCombatMoment,
  readCondition,
  readEvent,
  readPhaseTrigger,
} from "./read-events.js";
import { readEffect } from "./read-instructions.js";
import {
  readFilter,
  readName,
  readObjectRef,
  readOwnerPhrase,
  readPlayerSelector,
} from "./read-references.js";
import { spanning } from "../cst-to-ast.js";

/** `card unit "Name" { … }`: the whole declaration, or undefined. */
export function readDefinition(r: Cursor): A.DefinitionNode | undefined {
  const start = r.at;
  const declarationWord = r.next();
  if (declarationWord !== t.CardKw && declarationWord !== t.TokenKw) return undefined;
  r.at++;
  const typeWord = r.next();
  const cardType = typeWord && CARD_TYPES.get(typeWord);
  if (cardType === undefined) return undefined;
  r.at++;
  const name = readName(r);
  if (name === undefined || !r.take(t.LCurly)) return undefined;
  // Clauses are held in text order, then parted into two lists of their exact lengths.
  const mark = r.mark();
  let abilityCount = 0;
  while (r.next() !== t.RCurly) {
    const characteristic = readCharacteristic(r);
    if (characteristic === null) {
      const ability = readAbility(r);
      if (ability === undefined) return undefined;
      r.hold(ability);
      abilityCount++;
    } else if (characteristic === undefined) return undefined;
    else r.hold(characteristic);
  }
  r.at++;
  const clauses = r.listFrom<A.CharacteristicNode | A.AbilityNode>(mark);
  const characteristics = new Array<A.CharacteristicNode>(clauses.length - abilityCount);
  const abilities = new Array<A.AbilityNode>(abilityCount);
  let c = 0;
  let a = 0;
  for (const clause of clauses) {
    if (isCharacteristic(clause)) characteristics[c++] = clause;
    else abilities[a++] = clause;
  }
  return {
    kind: "Definition",
    definitionKind: declarationWord === t.CardKw ? "card" : "token",
    cardType,
    name,
    characteristics,
    abilities,
    syntaxErrors: false,
    range: r.rangeFrom(start),
  };
}

const CHARACTERISTIC_KINDS: ReadonlySet<string> = new Set([
  "CostClause",
  "DomainsClause",
  "MightClause",
  "TagsClause",
  "KeywordsClause",
]);

function isCharacteristic(
  clause: A.CharacteristicNode | A.AbilityNode,
): clause is A.CharacteristicNode {
  return CHARACTERISTIC_KINDS.has(clause.kind);
}

/** A characteristic clause; null when the clause is an ability instead. */
function readCharacteristic(r: Cursor): A.CharacteristicNode | undefined | null {
  const start = r.at;
  switch (r.next()) {
    case t.CostKw: {
      r.at++;
      const cost = readCostExpression(r);
      return cost && { kind: "CostClause", cost, range: r.rangeFrom(start) };
    }
    case t.DomainKw: {
      r.at++;
      const mark = r.mark();
      do {
        const domain = readDomain(r);
        if (domain === undefined) return undefined;
        r.hold(domain);
      } while (r.take(t.Comma) ?? r.take(t.And));
      const domains = r.listFrom<A.DomainNode>(mark);
      return { kind: "DomainsClause", domains, range: r.rangeFrom(start) };
    }
    case t.Might: {
      r.at++;
      const integer = r.take(t.Integer);
      const value = integer && r.integer(integer);
      if (value === undefined) return undefined;
      return { kind: "MightClause", value, range: r.rangeFrom(start) };
    }
    case t.TagKw: {
      r.at++;
      const mark = r.mark();
      do {
        const tag = readName(r);
        if (tag === undefined) return undefined;
        r.hold(tag);
      } while (r.take(t.Comma) ?? r.take(t.And));
      const tags = r.listFrom<A.NameNode>(mark);
      return { kind: "TagsClause", tags, range: r.rangeFrom(start) };
    }
    case t.KeywordKw: {
      r.at++;
      const mark = r.mark();
      do {
        const keyword = readKeywordEntry(r);
        if (keyword === undefined) return undefined;
        r.hold(keyword);
      } while (r.take(t.Comma) ?? r.take(t.And));
      const keywords = r.listFrom<A.KeywordNode>(mark);
      return { kind: "KeywordsClause", keywords, range: r.rangeFrom(start) };
    }
    case t.LBracket: {
      // `[Deathknell] — draw 1` is an ability (`readBracketedText`).
      if (bracketedTextAt(r, 1)) return null;
      // `[Tank] [Assault 2]`, `[Tank], [Shield]`: the keywords line, as printed.
      const mark = r.mark();
      do {
        const keyword = readBracketedKeyword(r);
        if (keyword === undefined) return undefined;
        r.hold(keyword);
      } while (
        r.next() === t.LBracket ||
        (r.next() === t.Comma && r.la(2) === t.LBracket && r.take(t.Comma))
      );
      const keywords = r.listFrom<A.KeywordNode>(mark);
      return { kind: "KeywordsClause", keywords, range: r.rangeFrom(start) };
    }
    default:
      return null;
  }
}

/** `[Assault 2]`: a keyword in brackets. */
function readBracketedKeyword(r: Cursor): A.KeywordNode | undefined {
  if (!r.take(t.LBracket)) return undefined;
  const keyword = readKeywordEntry(r);
  return keyword && r.take(t.RBracket) ? keyword : undefined;
}

function readDomain(r: Cursor): A.DomainNode | undefined {
  const start = r.at;
  const type = r.next();
  const domain = type && DOMAINS.get(type);
  if (domain === undefined) return undefined;
  r.at++;
  return { kind: "Domain", domain, range: r.rangeFrom(start) };
}

/** RULES G3: `2`, `1 Fury`, `2 + 1 Fury + 1 power of any domain`. */
export function readCostExpression(r: Cursor): A.CostNode | undefined {
  const start = r.at;
  const mark = r.mark();
  do {
    const term = readCostTerm(r);
    if (term === undefined) return undefined;
    r.hold(term);
  } while (r.take(t.Plus));
  const terms = r.listFrom<A.CostTermNode>(mark);
  return { kind: "Cost", terms, range: r.rangeFrom(start) };
}

function readCostTerm(r: Cursor): A.CostTermNode | undefined {
  const start = r.at;
  if (r.take(t.Power)) {
    // `power` alone is one power of any domain.
    if (r.take(t.Of) && !(r.take(t.Any) && r.take(t.DomainKw))) return undefined;
    return { kind: "CostTerm", amount: 1, resource: "any", range: r.rangeFrom(start) };
  }
  const integer = r.take(t.Integer);
  const amount = integer && r.integer(integer);
  if (amount === undefined) return undefined;
  let resource: A.CostTermNode["resource"] = "energy";
  if (r.nextIn(COST_UNITS)) {
    const unit = r.advance().tokenType;
    const domain = DOMAINS.get(unit);
    if (domain !== undefined) {
      resource = domain;
      r.take(t.Power);
    } else if (unit === t.Power) {
      resource = "any";
      if (r.take(t.Of) && !(r.take(t.Any) && r.take(t.DomainKw))) return undefined;
    }
  }
  return { kind: "CostTerm", amount, resource, range: r.rangeFrom(start) };
}

/** `Tank`, `Deflect 2`, `Flow 1 + 1 Mind`. */
function readKeywordEntry(r: Cursor): A.KeywordNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === undefined) return undefined;
  const valued = VALUED_KEYWORDS.get(type);
  if (valued !== undefined) {
    r.at++;
    const integer = keywordValueAhead(r) ? r.take(t.Integer) : undefined;
    if (integer === undefined)
      return { kind: "Keyword", keyword: valued, range: r.rangeFrom(start) };
    const value = r.integer(integer);
    if (value === undefined) return undefined;
    return { kind: "Keyword", keyword: valued, value, range: r.rangeFrom(start) };
  }
  const costed = COSTED_KEYWORDS.get(type);
  if (costed !== undefined) {
    r.at++;
    const cost = readCostExpression(r);
    return cost && { kind: "Keyword", keyword: costed, cost, range: r.rangeFrom(start) };
  }
  const flag = FLAG_KEYWORDS.get(type);
  if (flag === undefined) return undefined;
  r.at++;
  return { kind: "Keyword", keyword: flag, range: r.rangeFrom(start) };
}

/** `+1 might and Tank`, `tag Bird, { ability }`. */
export function readModificationList(r: Cursor): A.ModificationNode[] | undefined {
  const mark = r.mark();
  const first = readModification(r);
  if (first === undefined) return undefined;
  r.hold(first);
  for (;;) {
    const joint = r.next();
    const second = r.la(2);
    if (joint !== t.And && joint !== t.Comma) break;
    if (second === undefined || !MODIFICATION_STARTS.has(second)) break;
    r.at++;
    const next = readModification(r);
    if (next === undefined) return undefined;
    r.hold(next);
  }
  return r.listFrom<A.ModificationNode>(mark);
}

function floorOf(floor: number | undefined): { floor?: number } {
  return floor === undefined ? {} : { floor };
}

/** `+2 might`, `-1 might for each enemy unit here`, `Tank`, `tag Bird`, `{ ability }`. */
export function readModification(r: Cursor): A.ModificationNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Plus || type === t.Minus) {
    r.at++;
    const integer = r.take(t.Integer);
    const amount = integer && r.integer(integer);
    if (amount === undefined || !r.take(t.Might)) return undefined;
    const counted = readForEach(r);
    if (counted === undefined) return undefined;
    const { per, players } = counted;
    const signed = type === t.Minus ? -amount : amount;
    let floor: number | undefined;
    if (mightFloorAhead(r)) {
      r.at += 3;
      const value = r.take(t.Of) ? r.take(t.Integer) : undefined;
      floor = value && r.integer(value);
      if (floor === undefined) return undefined;
      r.take(t.Might);
    }
    // Key order as the AST builder's: the oracle compares the two readers' JSON.
    const range = r.rangeFrom(start);
    const count = players ? { players } : per ? { per } : {};
    return { kind: "MightMod", amount: signed, ...count, ...floorOf(floor), range };
  }
  if (type === t.TagKw) {
    r.at++;
    const tag = readName(r);
    return tag && { kind: "TagMod", tags: [tag], range: r.rangeFrom(start) };
  }
  if (type === t.DomainKw) {
    r.at++;
    const domain = readDomain(r);
    return domain && { kind: "DomainMod", domains: [domain], range: r.rangeFrom(start) };
  }
  if (type === t.LCurly) {
    if (++r.depth > MAX_DIRECT_DEPTH) return undefined;
    r.at++;
    const ability = readAbility(r);
    r.depth--;
    if (ability === undefined || !r.take(t.RCurly)) return undefined;
    return { kind: "AbilityMod", ability, range: r.rangeFrom(start) };
  }
  const keyword = type === t.LBracket ? readBracketedKeyword(r) : readKeywordEntry(r);
  return keyword && { kind: "KeywordMod", keyword, range: r.rangeFrom(start) };
}

/** An ability, with the full stop that may end it. */
function readAbility(r: Cursor): A.AbilityNode | undefined {
  let functionsIn: A.FunctionZoneNode | undefined;
  if (r.next() === t.While && r.la(2) === t.This && r.la(4) === t.In) {
    functionsIn = readFunctionZone(r);
    if (functionsIn === undefined) return undefined;
  }
  const ability = readAbilityBody(r);
  if (ability === undefined) return undefined;
  r.take(t.Dot);
  if (functionsIn === undefined || ability.kind === "Error") return ability;
  return { ...ability, functionsIn, range: spanning(functionsIn.range, ability.range) };
}

/** `while this is in your trash,` (CR 385.2). */
function readFunctionZone(r: Cursor): A.FunctionZoneNode | undefined {
  const start = r.at;
  r.at += 2;
  if (!r.take(t.Is) || !r.take(t.In)) return undefined;
  const owner = readOwnerPhrase(r);
  const zoneType = r.next();
  const zone = zoneType && ZONE_NOUNS.get(zoneType);
  if (owner === undefined || zone === undefined) return undefined;
  r.at++;
  const player = owner.who === "you" ? "you" : owner.who === "opponent" ? "opponent" : "any";
  if (!r.take(t.Comma)) return undefined;
  return { kind: "FunctionZone", zone, player, range: r.rangeFrom(start) };
}

function readAbilityBody(r: Cursor): A.AbilityNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === undefined) return undefined;
  switch (type) {
    case t.EffectKw: {
      r.at++;
      if (!r.take(t.Colon)) return undefined;
      const effect = readEffect(r);
      return effect && { kind: "SpellEffect", effect, range: r.rangeFrom(start) };
    }
    case t.When:
    case t.At:
    case t.The:
      return readTriggered(r, start);
    case t.Exhaust:
    case t.Kill:
    case t.Pay:
    case t.Discard:
    case t.Recycle:
    case t.Spend:
    case t.Integer:
    case t.Power: {
      const costs = readAbilityCosts(r);
      if (costs === undefined || !r.take(t.Colon)) return undefined;
      const effect = readEffect(r);
      return effect && { kind: "Activated", costs, effect, range: r.rangeFrom(start) };
    }
    case t.Once:
    case t.If:
    case t.Prevent:
    case t.Double: {
      const oncePerTurn = r.take(t.Once) !== undefined;
      if (oncePerTurn && !(r.take(t.Each) && r.take(t.Turn) && r.take(t.Comma))) return undefined;
      if (r.take(t.Prevent)) return readPrevention(r, start, oncePerTurn);
      if (r.take(t.Double)) return readDoubledDamage(r, start, oncePerTurn);
      if (!r.take(t.If)) return undefined;
      const event = readEvent(r);
      if (event === undefined || !r.take(t.Comma)) return undefined;
      const dealtTo = r.la(2) === t.Possessive;
      if (r.next() === t.It && r.la(dealtTo ? 3 : 2) === t.Deal) {
        const dealsMore = readDamageIncrease(r, dealtTo);
        if (dealsMore === undefined || !r.take(t.Instead)) return undefined;
        const range = r.rangeFrom(start);
        return dealtTo
          ? { kind: "Replacement", oncePerTurn, event, dealsMore, dealtTo, range }
          : { kind: "Replacement", oncePerTurn, event, dealsMore, range };
      }
      // Instructions in place of the damage an object deals: the builder's RS1054.
      if (event.event === "dealtDamage" && event.would) return undefined;
      const instead = readEffect(r);
      if (instead === undefined || !r.take(t.Instead)) return undefined;
      return { kind: "Replacement", oncePerTurn, event, instead, range: r.rangeFrom(start) };
    }
    case t.As:
      return readOptionalCost(r, start);
    case t.While:
    case t.This:
    case t.Each:
    case t.All:
      return readStatic(r, start);
  }
  if (type === t.LBracket) {
    // `[Deathknell] — draw 1` (the parser's `bracketedKeywords` with its text): the `[` and the
    // `]` around the keyword and the dash, then its text as `Deathknell — draw 1` has it.
    const keyword = FLAG_KEYWORDS.get(r.la(2)!)!;
    r.at += 4;
    return keywordText(r, start, keyword);
  }
  const keyword = FLAG_KEYWORDS.get(type);
  if (keyword !== undefined) return readKeywordAbility(r, start, keyword);
  if (FILTER_FIRST.has(type)) return readStatic(r, start);
  return undefined;
}

/** After `prevent`: `2 [combat] damage that would be dealt to this` (CR 369.2, 417.6.c). */
function readPrevention(
  r: Cursor,
  start: number,
  oncePerTurn: boolean,
): A.ReplacementNode | undefined {
  const integer = r.take(t.Integer);
  let prevent: number | "all" | undefined = "all";
  if (integer) prevent = r.integer(integer);
  else if (!r.take(t.All)) return undefined;
  if (prevent === undefined) return undefined;
  const combat = r.take(t.Combat) !== undefined;
  for (const word of PREVENTION_WORDS) if (!r.take(word)) return undefined;
  const subject = readObjectRef(r);
  if (subject === undefined) return undefined;
  const range = r.rangeFrom(start);
  const event: A.EventNode = { kind: "Event", event: "damaged", subject, would: true, range };
  return combat
    ? { kind: "Replacement", oncePerTurn, event, prevent, combat, range }
    : { kind: "Replacement", oncePerTurn, event, prevent, range };
}

/** After `double`: `the [combat] damage a friendly unit would deal` (CR 417.6, 370.1.b). */
function readDoubledDamage(
  r: Cursor,
  start: number,
  oncePerTurn: boolean,
): A.ReplacementNode | undefined {
  if (!r.take(t.The)) return undefined;
  const combat = r.take(t.Combat) !== undefined;
  if (!r.take(t.Damage)) return undefined;
  const subject = readObjectRef(r);
  if (subject === undefined || !r.take(t.Would)) return undefined;
  const deal = r.take(t.Deal);
  if (deal === undefined || !dealsActively(deal.image)) return undefined;
  const range = r.rangeFrom(start);
  const event: A.EventNode = combat
    ? { kind: "Event", event: "dealtDamage", subject, would: true, combat: true, range }
    : { kind: "Event", event: "dealtDamage", subject, would: true, range };
  return { kind: "Replacement", oncePerTurn, event, dealsMore: "double", range };
}

/**
 * `it deals that much +1`, `it deals double that much`, `it's dealt that much -1` (the parser's
 * `damageIncrease`); `dealtTo` when it begins `it's`.
 */
function readDamageIncrease(r: Cursor, dealtTo: boolean): number | "double" | undefined {
  r.at += dealtTo ? 3 : 2;
  if (r.take(t.Double)) return r.take(t.That) && r.take(t.Much) ? "double" : undefined;
  if (!(r.take(t.That) && r.take(t.Much))) return undefined;
  const minus = r.take(t.Minus) !== undefined;
  if (!minus && !r.take(t.Plus)) return undefined;
  const amount = r.take(t.Integer);
  const magnitude = amount && r.integer(amount);
  return magnitude === undefined ? undefined : minus ? -magnitude : magnitude;
}

/** `damage that would be dealt to`, between the amount and what a prevention protects. */
const PREVENTION_WORDS = [t.Damage, t.That, t.Would, t.Is, t.Deal, t.To] as const;

/** `when …` or `at the start of …`, conditions, `:` and the effect. */
function readTriggered(r: Cursor, start: number): A.TriggeredNode | undefined {
  let trigger: A.EventNode | A.PhaseTriggerNode | undefined;
  let nthTime: number | undefined;
  if (r.take(t.When)) trigger = readEvent(r);
  else if (r.take(t.The)) {
    // CR 383.1: `the second time … each turn`.
    // Not an ordinal: declined, so the builder reports it (RS1043).
    const ordinal = r.take(t.Identifier);
    nthTime = ordinal && t.ordinalValue(ordinal.image);
    if (nthTime === undefined || !r.take(t.Time)) return undefined;
    trigger = readEvent(r);
    if (trigger === undefined || !r.take(t.Each) || !r.take(t.Turn)) return undefined;
  } else trigger = combatMomentAhead(r) ? readCombatMoment(r) : readPhaseTrigger(r);
  if (trigger === undefined) return undefined;
  const mark = r.mark();
  let oncePerTurn = false;
  while (triggerClauseAhead(r)) {
    r.at++;
    if (r.take(t.If)) {
      const condition = readCondition(r);
      if (condition === undefined) return undefined;
      r.hold(condition);
    } else {
      r.at++;
      if (!r.take(t.Each) || !r.take(t.Turn)) return undefined;
      oncePerTurn = true;
    }
  }
  const conditions = r.listFrom<A.ConditionNode>(mark);
  // `:`, or `,` as printed text ends a trigger (`at the start of your turn, draw 1`).
  if (!r.take(t.Colon) && !r.take(t.Comma)) return undefined;
  const effect = readEffect(r);
  if (effect === undefined) return undefined;
  const condition: A.ConditionNode | undefined =
    conditions.length === 0
      ? undefined
      : conditions.length === 1
        ? conditions[0]
        : { kind: "AndCondition", all: conditions, range: conditions[0]!.range };
  const range = r.rangeFrom(start);
  const nth = nthTime === undefined ? {} : { nthTime };
  return condition
    ? { kind: "Triggered", trigger, condition, oncePerTurn, ...nth, effect, range }
    : { kind: "Triggered", trigger, oncePerTurn, ...nth, effect, range };
}

/** `deathknell: draw 1`, or `reaction — kill this: …` (an activated ability it times). */
function readKeywordAbility(
  r: Cursor,
  start: number,
  keyword: A.FlagKeywordWord,
): A.AbilityNode | undefined {
  const withText = keywordWithText(r.next());
  r.at++;
  let costs: A.AbilityCostNode[] | undefined;
  if (!r.take(t.Colon)) {
    if (!r.take(t.EmDash) && !r.take(t.Minus)) return undefined;
    // `Deathknell — draw 1`, as printed cards write a keyword's own text.
    if (withText) return keywordText(r, start, keyword);
    // The builder reports any other keyword timing an activated ability (RS1041).
    if (keyword !== "Action" && keyword !== "Reaction") return undefined;
    costs = readAbilityCosts(r);
    if (costs === undefined || !r.take(t.Colon)) return undefined;
  }
  if (costs === undefined) return keywordText(r, start, keyword);
  const effect = readEffect(r);
  if (effect === undefined) return undefined;
  const range = r.rangeFrom(start);
  return { kind: "Activated", timing: keyword as "Action" | "Reaction", costs, effect, range };
}

function keywordText(
  r: Cursor,
  start: number,
  keyword: A.FlagKeywordWord,
): A.AbilityNode | undefined {
  const effect = readEffect(r);
  return effect && { kind: "KeywordAbility", keyword, effect, range: r.rangeFrom(start) };
}

function readAbilityCosts(r: Cursor): A.AbilityCostNode[] | undefined {
  const mark = r.mark();
  do {
    const cost = readAbilityCost(r);
    if (cost === undefined) return undefined;
    r.hold(cost);
  } while (r.take(t.Comma));
  return r.listFrom<A.AbilityCostNode>(mark);
}

function readAbilityCost(r: Cursor): A.AbilityCostNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Exhaust || type === t.Kill) {
    r.at++;
    if (type === t.Exhaust && costEndAhead(r)) {
      // `Exhaust: draw 1`, as printed cards write the exhaust symbol: this is exhausted.
      const range = r.rangeFrom(start);
      return { kind: "ExhaustCost", object: { kind: "ThisRef", range }, range };
    }
    const object = readObjectRef(r);
    if (object === undefined) return undefined;
    const range = r.rangeFrom(start);
    return type === t.Exhaust
      ? { kind: "ExhaustCost", object, range }
      : { kind: "KillCost", object, range };
  }
  if (type === t.Pay || type === t.Integer || type === t.Power) {
    if (type === t.Pay) r.at++;
    const cost = readCostExpression(r);
    return cost && { kind: "PayCost", cost, range: r.rangeFrom(start) };
  }
  if (type === t.Discard) {
    r.at++;
    return readDiscardCost(r, start);
  }
  if (type === t.Spend) {
    // CR 702.2.b: `spend this's buff` or `spend a buff`.
    r.at++;
    if (r.take(t.My)) {
      // `spend my buff` (CR 053.1).
      if (!r.take(t.Buff)) return undefined;
      return { kind: "SpendBuffCost", own: true, range: r.rangeFrom(start) };
    }
    const own = r.take(t.This) !== undefined;
    if (own ? !r.take(t.Possessive) : !r.take(t.A)) return undefined;
    if (!r.take(t.Buff)) return undefined;
    return { kind: "SpendBuffCost", own, range: r.rangeFrom(start) };
  }
  if (type !== t.Recycle) return undefined;
  r.at++;
  let count: number | undefined = 1;
  const integer = r.take(t.Integer);
  if (integer) count = r.integer(integer);
  return count === undefined
    ? undefined
    : { kind: "RecycleCost", count, range: r.rangeFrom(start) };
}

/**
 * `discard 2` as a cost: `discardCount` read for its count and filter (a binding is read and
 * dropped, as the builder drops it).
 */
function readDiscardCost(r: Cursor, start: number): A.AbilityCostNode | undefined {
  const type = r.next();
  let count = 1;
  let filter: A.FilterNode | undefined;
  if (COUNT_TOKENS.has(type)) {
    const value = r.integer(r.advance());
    if (value === undefined) return undefined;
    count = value;
    if (cardsAhead(r) && r.nextIn(FILTER_FIRST)) {
      filter = readFilter(r);
      if (filter === undefined) return undefined;
    }
  } else if (type === t.A || type === t.An) {
    r.at++;
    filter = readFilter(r);
    if (filter === undefined) return undefined;
  } else return undefined;
  if (r.next() === t.As && r.la(2) !== t.You) {
    r.at++;
    if (!r.take(t.Identifier)) return undefined;
  }
  const range = r.rangeFrom(start);
  return filter
    ? { kind: "DiscardCost", count, filter, range }
    : { kind: "DiscardCost", count, range };
}

/** `as you play this, [you may] kill a friendly unit[: …]`. */
function readOptionalCost(r: Cursor, start: number): A.AbilityNode | undefined {
  r.at++;
  if (!r.take(t.You) || !r.take(t.Play) || !r.take(t.This) || !r.take(t.Comma)) return undefined;
  let optional = false;
  if (r.next() === t.You) {
    r.at++;
    if (!r.take(t.May)) return undefined;
    optional = true;
  }
  const costs = readAbilityCosts(r);
  if (costs === undefined) return undefined;
  let effect: A.BlockNode | undefined;
  if (r.take(t.Colon)) {
    effect = readEffect(r);
    if (effect === undefined) return undefined;
  }
  const range = r.rangeFrom(start);
  return effect
    ? { kind: "OptionalCost", optional, costs, effect, range }
    : { kind: "OptionalCost", optional, costs, range };
}

/** `[while …,] units here with tag Bird get +1 might`. */
function readStatic(r: Cursor, start: number): A.StaticNode | undefined {
  let condition: A.ConditionNode | undefined;
  if (r.take(t.While)) {
    condition = readCondition(r);
    if (condition === undefined || !r.take(t.Comma)) return undefined;
  }
  let subject: A.ObjectRefNode;
  // `each other friendly unit here has Tank`: every object the filter matches (the parser's
  // OPTION4); the subject is the filter's.
  const every = r.next() === t.Each || r.next() === t.All;
  if (every) r.at++;
  const subjectStart = r.at;
  const thisToken = every ? undefined : r.take(t.This);
  if (thisToken) subject = { kind: "ThisRef", range: r.tokenRange(thisToken) };
  else {
    const filter = readFilter(r);
    if (filter === undefined) return undefined;
    subject = { kind: "AllRef", filter, range: r.rangeFrom(subjectStart) };
  }
  const modifications = readStaticPredicate(r);
  if (modifications === undefined) return undefined;
  if (trailingWhileAhead(r)) {
    // Two conditions are an error the AST builder reports.
    if (condition !== undefined) return undefined;
    r.at++;
    condition = readCondition(r);
    if (condition === undefined) return undefined;
  }
  if (r.next() === t.If) {
    const trailing = readTrailingIf(r);
    if (trailing !== undefined) {
      if (condition !== undefined) return undefined;
      condition = trailing;
    }
  }
  const range = r.rangeFrom(start);
  return condition
    ? { kind: "Static", condition, subject, modifications, range }
    : { kind: "Static", subject, modifications, range };
}

/**
 * `… while it is damaged` ending a static ability, not `while …, …` starting the next one (nor
 * `while this is in your trash, …`): the parser's gate, by reading the condition and looking for
 * the comma after it.
 */
function trailingWhileAhead(r: Cursor): boolean {
  if (r.next() !== t.While || r.la(4) === t.In) return false;
  const at = r.at;
  const mark = r.mark();
  r.at++;
  const leading = readCondition(r) !== undefined && r.next() === t.Comma;
  r.at = at;
  r.listFrom(mark);
  return !leading;
}

/**
 * `… if you control a Recruit token` ending a static ability (its condition, as `while`), not
 * `if …, …` or `if this would die, …` starting the next one: the parser's `trailingIfAhead`.
 */
function readTrailingIf(r: Cursor): A.ConditionNode | undefined {
  const at = r.at;
  const mark = r.mark();
  r.at++;
  const condition = readCondition(r);
  if (condition !== undefined && r.next() !== t.Comma) return condition;
  r.at = at;
  r.listFrom(mark);
  return undefined;
}

function readStaticPredicate(r: Cursor): A.ModificationNode[] | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Get || type === t.Have || type === t.Gain) {
    r.at++;
    return readModificationList(r);
  }
  if (type === t.Enter) {
    r.at++;
    if (!r.take(t.Ready)) return undefined;
    return [{ kind: "EntersReadyMod", range: r.rangeFrom(start) }];
  }
  if (type === t.May) {
    r.at++;
    const words = [t.Is, t.Play, t.To, t.An, t.Open, t.Battlefield];
    if (!words.every((word) => r.take(word))) return undefined;
    return [{ kind: "PlayableToOpenMod", range: r.rangeFrom(start) }];
  }
  if (type === t.Cant) {
    r.at++;
    if (r.take(t.Move)) return [{ kind: "CantMoveMod", range: r.rangeFrom(start) }];
    const role = forbiddenRole(r.next());
    if (role !== undefined) {
      r.at++;
      return [{ kind: "CantCombatMod", role, range: r.rangeFrom(start) }];
    }
    if (!r.take(t.Is)) return undefined;
    if (r.take(t.Deal)) {
      if (!r.take(t.Damage)) return undefined;
      return [{ kind: "CantBeDealtDamageMod", range: r.rangeFrom(start) }];
    }
    if (!r.take(t.Target)) return undefined;
    let by: "you" | "opponent" | "any" | undefined = "any";
    if (r.take(t.By)) by = readPlayerSelector(r);
    if (by === undefined) return undefined;
    return [{ kind: "CantBeTargetedMod", by, range: r.rangeFrom(start) }];
  }
  if (type !== t.CostKw) return undefined;
  r.at++;
  const cost = readCostExpression(r);
  const direction = r.next();
  if (cost === undefined || (direction !== t.Less && direction !== t.More)) return undefined;
  r.at++;
  const counted = readForEach(r);
  if (counted === undefined) return undefined;
  const { per, players } = counted;
  const change = direction === t.Less ? "less" : "more";
  const range = r.rangeFrom(start);
  if (players) return [{ kind: "CostMod", direction: change, cost, players, range }];
  return [
    per
      ? { kind: "CostMod", direction: change, cost, per, range }
      : { kind: "CostMod", direction: change, cost, range },
  ];
}

/**
 * An optional `for each …` after an amount: the objects counted, or the players (`for each
 * opponent`, CR 303.2.a). Nothing there is an empty count; undefined when what follows is not one.
 */
function readForEach(r: Cursor): { per?: A.FilterNode; players?: A.PlayerNode } | undefined {
  if (!r.take(t.For)) return {};
  if (!r.take(t.Each)) return undefined;
  if (countedPlayerAhead(r)) {
    const word = r.advance();
    const who = word.tokenType === t.Opponent ? "eachOpponent" : "each";
    return { players: { kind: "Player", who, range: r.tokenRange(word) } };
  }
  const per = readFilter(r);
  return per === undefined ? undefined : { per };
}
