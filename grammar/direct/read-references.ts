/**
 * Direct reading of references, filters, players, places, amounts and comparisons: the grammar's
 * rules of those names, each choice made on the tokens Chevrotain's lookahead looks at, each node
 * built as `AstBuilder` builds it (same keys, same order). Undefined: not certain, give up.
 */
import type { IToken, TokenType } from "chevrotain";
import type * as A from "../ast.js";
import { battlefieldState, filterNameWith } from "../cst-to-ast.js";
import { bareGroupAhead, nameAloneAhead, thisBattlefieldAhead } from "../gates.js";
import * as t from "../tokens.js";
import type { Cursor } from "./cursor.js";
import {
  COUNT_TOKENS,
  GAME_KEYWORDS,
  CARD_TYPES,
  COSTED_KEYWORDS,
  BATTLEFIELD_STATES,
  DOMAINS,
  FILTER_PREFIX_FIRST,
  FILTER_SUFFIX_FIRST,
  FLAG_KEYWORDS,
  NAME_TOKENS,
  STATUSES,
  VALUED_KEYWORDS,
  ZONE_NOUNS,
  isLessOrMore,
  suffixAhead,
} from "./first-sets.js";

/** `name`: a quoted string or a bare word. */
export function readName(r: Cursor): A.NameNode | undefined {
  const type = r.next();
  if (type === t.Identifier) return r.identifierName(r.advance());
  if (type === t.StringLiteral) return r.quotedName(r.advance());
  return undefined;
}

/** `as NAME`, read where the parser's `bindingAhead` gate lets an option take it. */
export function readBindingIfAhead(r: Cursor): A.NameNode | undefined | false {
  if (r.next() !== t.As || r.la(2) === t.You) return undefined;
  r.at++;
  const name = r.take(t.Identifier);
  return name ? r.identifierName(name) : false;
}

export function readNoun(r: Cursor): A.NounWord | undefined {
  const type = r.next();
  if (type === undefined) return undefined;
  const cardType = CARD_TYPES.get(type);
  if (cardType !== undefined) {
    r.at++;
    return cardType;
  }
  if (type === t.CardKw) {
    r.at++;
    return "card";
  }
  if (type === t.TokenKw) {
    r.at++;
    return "token";
  }
  return undefined;
}

export function readObjectRef(r: Cursor): A.ObjectRefNode | undefined {
  const start = r.at;
  const ref = readUnboundRef(r, start);
  if (ref === undefined) return undefined;
  const bind = readBindingIfAhead(r);
  if (bind === false) return undefined;
  if (bind === undefined) return ref;
  // The range covers the binding too, and `bind` comes last, as the builder makes them; `ref` is
  // new and not yet shared, so it can take both.
  ref.range = r.rangeFrom(start);
  ref.bind = bind;
  return ref;
}

/**
 * What `give`, `deal … to`, `kill`, the status verbs, `banish`, `move` and `return` act on: an
 * `objectRef`, or a plural group with no determiner, `your units`, every one as `all your units`
 * (the parser's `groupRef`, read after the instruction's alternation for the status verbs and
 * `banish`, and after the object's for `move` and `return`).
 */
export function readActedOn(r: Cursor): A.ObjectRefNode | undefined {
  if (!bareGroupAhead(r)) return readObjectRef(r);
  const start = r.at;
  const filter = readFilter(r);
  return filter && { kind: "AllRef", filter, range: r.rangeFrom(start) };
}

/** An `objectRef` without its binding; its range ends where the reference does. */
export function readUnboundRef(r: Cursor, start: number): A.ObjectRefNode | undefined {
  const type = r.next();
  switch (type) {
    case t.This:
      r.at++;
      return { kind: "ThisRef", range: r.rangeFrom(start) };
    case t.It:
      r.at++;
      return { kind: "ItRef", plural: false, range: r.rangeFrom(start) };
    case t.Them:
      r.at++;
      return { kind: "ItRef", plural: true, range: r.rangeFrom(start) };
    case t.That: {
      r.at++;
      const noun = readNoun(r);
      return noun && { kind: "ThatRef", noun, range: r.rangeFrom(start) };
    }
    case t.The: {
      r.at++;
      if (!r.take(t.Triggering)) return undefined;
      const noun = readNoun(r);
      return noun && { kind: "TriggeringRef", noun, range: r.rangeFrom(start) };
    }
    case t.All:
    case t.Each: {
      r.at++;
      const filter = readFilter(r);
      return filter && { kind: "AllRef", filter, range: r.rangeFrom(start) };
    }
    case t.Identifier: {
      const name = r.identifierName(r.advance());
      return { kind: "NamedRef", name, range: r.rangeFrom(start) };
    }
    default:
      return readCountedRef(r, start);
  }
}

/** `target unit`, `up to 2 target units`, `a unit`, `another friendly unit`. */
function readCountedRef(r: Cursor, start: number): A.ObjectRefNode | undefined {
  let target = false;
  let another = false;
  let count = 1;
  let upTo = false;
  const type = r.next();
  if (type === t.Target) {
    r.at++;
    target = true;
  } else {
    if (type === t.A || type === t.An) r.at++;
    else if (type === t.Another) {
      r.at++;
      another = true;
    } else if (type === t.Up || COUNT_TOKENS.has(type)) {
      if (type === t.Up) {
        r.at++;
        if (!r.take(t.To)) return undefined;
        upTo = true;
      }
      const integer = r.nextIn(COUNT_TOKENS) ? r.advance() : undefined;
      const value = integer && r.integer(integer);
      if (value === undefined) return undefined;
      count = value;
    } else return undefined;
    if (r.take(t.Target)) target = true;
  }
  const filter = readFilter(r);
  if (filter === undefined) return undefined;
  if (another) filter.another = true;
  return {
    kind: target ? "TargetRef" : "ChooseRef",
    filter,
    count,
    upTo,
    range: r.rangeFrom(start),
  };
}

/** Stands in for a filter's range until its last token is read; never left in a tree. */
const PENDING_RANGE: A.Range = {
  file: "",
  line: 0,
  column: 0,
  endLine: 0,
  endColumn: 0,
  offset: 0,
  endOffset: 0,
};

/** `friendly Recruit tokens here with might 2 or less`: qualifiers, a noun, qualifiers. */
export function readFilter(r: Cursor): A.FilterNode | undefined {
  const start = r.at;
  const filter: A.FilterNode = {
    kind: "Filter",
    types: [],
    plural: false,
    keywords: [],
    domains: [],
    statuses: [],
    another: false,
    non: [],
    // Set when the filter ends; the key keeps the builder's place.
    range: PENDING_RANGE,
    // Every optional field, as `AstBuilder.filter` has them: see there.
    controller: undefined,
    objectKind: undefined,
    location: undefined,
    name: undefined,
    owner: undefined,
    zone: undefined,
    tags: undefined,
    might: undefined,
    mightThan: undefined,
    cost: undefined,
    role: undefined,
    roleConflict: undefined,
    battlefieldControl: undefined,
    alone: undefined,
    occupied: undefined,
    uncontrolled: undefined,
    notController: undefined,
  };
  while (r.nextIn(FILTER_PREFIX_FIRST) && !nameAloneAhead(r)) {
    if (!readFilterPrefix(r, filter)) return undefined;
  }
  if (nameAloneAhead(r)) {
    // `a Bird`: the name is the noun, and its definition says what kind of object it is.
    const name = readName(r);
    if (name === undefined) return undefined;
    filter.name = filterNameWith(filter.name, name);
  } else if (!readNounGroup(r, filter)) return undefined;
  let atBattlefield = false;
  while (r.nextIn(FILTER_SUFFIX_FIRST) && suffixAhead(r)) {
    const suffixStart = r.at;
    const first = r.next();
    if (!readFilterSuffix(r, filter)) return undefined;
    // `at a battlefield you control`: the builder's RS2048 mark, a control suffix right after.
    const control = r.la(0) === t.Control;
    if (atBattlefield && control) filter.battlefieldControl ??= r.rangeFrom(suffixStart);
    atBattlefield = first === t.At && filter.location?.at === "anyBattlefield";
  }
  filter.range = r.rangeFrom(start);
  return filter;
}

function readFilterPrefix(r: Cursor, filter: A.FilterNode): boolean {
  const type = r.next()!;
  if (type === t.Friendly || type === t.Your) {
    r.at++;
    filter.controller = "you";
  } else if (type === t.Enemy) {
    r.at++;
    filter.controller = "opponent";
  } else if (type === t.Opponent) {
    r.at++;
    if (!r.take(t.Possessive)) return false;
    filter.controller = "opponent";
  } else if (type === t.Other) {
    r.at++;
    filter.another = true;
  } else if (STATUSES.has(type)) {
    r.at++;
    filter.statuses = [...filter.statuses, STATUSES.get(type)!];
  } else if (type === t.Attack || type === t.Defend) {
    const word = r.advance();
    filterRole(filter, type === t.Attack ? "attacking" : "defending", r.tokenRange(word));
  } else if (BATTLEFIELD_STATES.has(type)) {
    r.at++;
    battlefieldState(filter, BATTLEFIELD_STATES.get(type)!);
  } else if (DOMAINS.has(type)) {
    r.at++;
    filter.domains = [...filter.domains, DOMAINS.get(type)!];
  } else if (type === t.Non) {
    const non = readNonWord(r);
    if (non === undefined) return false;
    filter.non = [...filter.non, non];
  } else {
    const name = readName(r);
    if (name === undefined) return false;
    filter.name = filterNameWith(filter.name, name);
  }
  return true;
}

/** `non-Bird`, `non-token`, `non-unit`, `non-Fury`: what the filter's objects are not. */
function readNonWord(r: Cursor): A.NonNode | undefined {
  const start = r.at;
  r.at++;
  const non: A.NonNode = {
    kind: "Non",
    name: undefined,
    noun: undefined,
    domain: undefined,
    range: PENDING_RANGE,
  };
  const type = r.next();
  if (type === t.CardKw || type === t.TokenKw) {
    r.at++;
    non.noun = type === t.CardKw ? "card" : "token";
  } else if (CARD_TYPES.has(type)) {
    r.at++;
    non.noun = CARD_TYPES.get(type)!;
  } else if (DOMAINS.has(type)) {
    r.at++;
    non.domain = DOMAINS.get(type)!;
  } else {
    const name = readName(r);
    if (name === undefined) return undefined;
    non.name = name;
  }
  non.range = r.rangeFrom(start);
  return non;
}

/** `unit`, `unit or gear card`, `card`, `token`. */
function readNounGroup(r: Cursor, filter: A.FilterNode): boolean {
  const type = r.next();
  if (type === t.CardKw || type === t.TokenKw) {
    const noun = r.advance();
    filter.types = [];
    filter.objectKind = type === t.CardKw ? "card" : "token";
    filter.plural = isPlural(noun);
    return true;
  }
  const first = type && CARD_TYPES.get(type);
  if (first === undefined) return false;
  let last: IToken = r.advance();
  let types: A.CardTypeWord[] = [first];
  for (;;) {
    const second = r.la(2);
    if (r.next() !== t.Or || second === undefined || !CARD_TYPES.has(second)) break;
    r.at++;
    last = r.advance();
    types = [...types, CARD_TYPES.get(second)!];
  }
  filter.types = types;
  const nounType = r.next();
  if (nounType === t.CardKw || nounType === t.TokenKw) {
    last = r.advance();
    filter.objectKind = nounType === t.CardKw ? "card" : "token";
  }
  filter.plural = isPlural(last);
  return true;
}

/** `units`, `cards`, `tokens`: the spelling is not the singular one of its keyword. */
function isPlural(token: IToken): boolean {
  const info = t.keywordInfo(token.tokenType);
  return info !== undefined && token.image.toLowerCase() !== info.words[0];
}

/** A combat role written before the noun or after it; a second, other one is RS2076's. */
function filterRole(filter: A.FilterNode, role: A.CombatRoleWord, range: A.Range): void {
  if (filter.role === undefined) filter.role = role;
  else if (role !== filter.role) filter.roleConflict ??= range;
}

function readFilterSuffix(r: Cursor, filter: A.FilterNode): boolean {
  const start = r.at;
  const type = r.next();
  if (type === t.Alone) {
    r.at++;
    filter.alone = true;
    return true;
  }
  if (type === t.Attack || type === t.Defend) {
    // `a unit defending alone` (CR 740.2.a): the gate let only the `-ing` before `alone` in.
    r.at++;
    if (!r.take(t.Alone)) return false;
    filter.alone = true;
    filterRole(filter, type === t.Attack ? "attacking" : "defending", r.rangeFrom(start));
    return true;
  }
  if (type === t.Here || type === t.There) {
    r.at++;
    filter.location = {
      kind: "LocationFilter",
      at: type === t.Here ? "here" : "there",
      range: r.rangeFrom(start),
    };
    return true;
  }
  if (type === t.At) {
    r.at++;
    const next = r.next();
    if (next === t.Identifier) {
      const name = r.identifierName(r.advance());
      filter.location = { kind: "LocationFilter", at: "named", name, range: r.rangeFrom(start) };
      return true;
    }
    if (next === t.Target) {
      r.at++;
      if (!r.take(t.Battlefield)) return false;
      filter.location = { kind: "LocationFilter", at: "target", range: r.rangeFrom(start) };
      return true;
    }
    if (next !== t.A && next !== t.Any) return false;
    r.at++;
    if (!r.take(t.Battlefield)) return false;
    filter.location = { kind: "LocationFilter", at: "anyBattlefield", range: r.rangeFrom(start) };
    return true;
  }
  if (type === t.In || type === t.From || type === t.On) {
    r.at++;
    if (r.next() === t.The) {
      const second = r.la(2);
      if (second === t.ChainKw || second === t.Board) {
        r.at += 2;
        const range = r.rangeFrom(start);
        if (second === t.Board) filter.location = { kind: "LocationFilter", at: "board", range };
        else filter.zone = { kind: "ZoneFilter", zone: "chain", player: "any", range };
        return true;
      }
    }
    const owner = readOwnerPhrase(r);
    const zoneType = r.next();
    const zone = zoneType && ZONE_NOUNS.get(zoneType);
    if (owner === undefined || zone === undefined) return false;
    r.at++;
    const player = owner.who === "you" ? "you" : owner.who === "opponent" ? "opponent" : "any";
    const range = r.rangeFrom(start);
    if (zone === "base") filter.location = { kind: "LocationFilter", at: "base", player, range };
    else filter.zone = { kind: "ZoneFilter", zone, player, range };
    return true;
  }
  if (type === t.With) {
    r.at++;
    return readWithQualifier(r, filter);
  }
  const who = readPlayerSelector(r);
  if (who === undefined) return false;
  // `you don't control`, `you do not control` (the AST builder reports every other negation).
  const negated = r.take(t.Dont) !== undefined || (r.take(t.Do) !== undefined && !!r.take(t.Not));
  const verb = r.next();
  if (verb !== t.Control && verb !== t.Own && verb !== t.Play) return false;
  r.at++;
  if (negated) {
    if (verb !== t.Control || (who !== "you" && who !== "opponent")) return false;
    filter.notController = who;
    return true;
  }
  if (who !== "any") {
    if (verb === t.Own) filter.owner = who;
    else filter.controller = who;
  }
  return true;
}

/** After `with`: `tag Bird or Cat`, `Tank`, `might 3 or less`, `cost 2 or more`. */
function readWithQualifier(r: Cursor, filter: A.FilterNode): boolean {
  const start = r.at;
  const type = r.next();
  if (type === t.TagKw) {
    r.at++;
    const first = readName(r);
    if (first === undefined) return false;
    let tags = [first];
    let all = false;
    for (;;) {
      const joint = r.next();
      const second = r.la(2);
      if (joint !== t.Or && joint !== t.And) break;
      if (second === undefined || !NAME_TOKENS.has(second)) break;
      r.at++;
      if (joint === t.And) all = true;
      const name = readName(r);
      if (name === undefined) return false;
      tags = [...tags, name];
    }
    filter.tags = {
      kind: "TagFilter",
      match: all ? "all" : "any",
      tags,
      range: r.rangeFrom(start),
    };
    return true;
  }
  if (type === t.Might || type === t.CostKw) {
    r.at++;
    const comparison = readComparison(r);
    if (comparison === undefined) return false;
    if (type === t.Might) filter.might = comparison;
    else filter.cost = comparison;
    return true;
  }
  if ((type === t.More || type === t.Less) && r.la(2) === t.Might) {
    // `with more might than this`: against the source's Might.
    r.at += 2;
    if (!r.take(t.Than)) return false;
    const self = r.take(t.This);
    if (!self) return false;
    filter.mightThan = {
      kind: "MightThan",
      op: type === t.More ? ">" : "<",
      object: { kind: "ThisRef", range: r.tokenRange(self) },
      range: r.rangeFrom(start),
    };
    return true;
  }
  const word = gameKeywordWord(type);
  if (word === undefined) {
    // `with 4 or more might`, the order card text often has.
    const comparison = readComparison(r);
    const what = r.next();
    if (comparison === undefined || (what !== t.Might && what !== t.CostKw)) return false;
    r.at++;
    // `with 3 might or less`, as rendered card text prints it: only after a bare number.
    if (r.la(-1) === t.Integer && r.next() === t.Or && isLessOrMore(r.la(2))) {
      r.at++;
      comparison.op = r.advance().tokenType === t.Less ? "<=" : ">=";
    }
    if (what === t.Might) filter.might = comparison;
    else filter.cost = comparison;
    return true;
  }
  r.at++;
  filter.keywords = [...filter.keywords, word];
  // `with Tank and Assault`: the parser's gate, an `and` followed by a game keyword.
  while (r.next() === t.And && GAME_KEYWORDS.has(r.la(2))) {
    r.at++;
    filter.keywords = [...filter.keywords, gameKeywordWord(r.advance().tokenType)!];
  }
  return true;
}

function gameKeywordWord(type: TokenType | undefined): A.KeywordWord | undefined {
  if (type === undefined) return undefined;
  return VALUED_KEYWORDS.get(type) ?? COSTED_KEYWORDS.get(type) ?? FLAG_KEYWORDS.get(type);
}

/** `3`, `3 or less`, `more than 2`, `at least 2`, `exactly 1`, `<= 3`. */
export function readComparison(r: Cursor): A.ComparisonNode | undefined {
  const start = r.at;
  const type = r.next();
  let op: A.ComparisonOp = "=";
  if (type === t.Integer) {
    const value = r.integer(r.advance());
    if (value === undefined) return undefined;
    if (r.next() === t.Or && isLessOrMore(r.la(2))) {
      r.at++;
      op = r.advance().tokenType === t.Less ? "<=" : ">=";
    }
    return { kind: "Comparison", op, value, range: r.rangeFrom(start) };
  }
  if (type === t.Less || type === t.More) {
    r.at++;
    if (!r.take(t.Than)) return undefined;
    op = type === t.Less ? "<" : ">";
  } else if (type === t.At) {
    r.at++;
    const edge = r.next();
    if (edge !== t.Least && edge !== t.Most) return undefined;
    r.at++;
    op = edge === t.Least ? ">=" : "<=";
  } else if (type === t.Exactly) {
    r.at++;
  } else if (type === t.LessEqual) {
    r.at++;
    op = "<=";
  } else if (type === t.GreaterEqual) {
    r.at++;
    op = ">=";
  } else if (type === t.LessThan) {
    r.at++;
    op = "<";
  } else if (type === t.GreaterThan) {
    r.at++;
    op = ">";
  } else if (type === t.Equals) {
    r.at++;
  } else if (type === t.NotEqual) {
    r.at++;
    op = "!=";
  } else return undefined;
  const integer = r.take(t.Integer);
  const value = integer && r.integer(integer);
  if (value === undefined) return undefined;
  return { kind: "Comparison", op, value, range: r.rangeFrom(start) };
}

/** `you`, `opponents`, `an opponent`, `any player`. */
export function readPlayerSelector(r: Cursor): "you" | "opponent" | "any" | undefined {
  const type = r.next();
  if (type === t.You) {
    r.at++;
    return "you";
  }
  if (type === t.An || type === t.The || type === t.Your || type === t.Opponent) {
    if (type !== t.Opponent) r.at++;
    return r.take(t.Opponent) ? "opponent" : undefined;
  }
  if (type === t.Any || type === t.A || type === t.Each) {
    r.at++;
    return r.take(t.PlayerKw) ? "any" : undefined;
  }
  return undefined;
}

/** A player: `you`, `an opponent`, `each player`, `its owner`, `lost's controller`. */
export function readPlayer(r: Cursor): A.PlayerNode | undefined {
  const start = r.at;
  const type = r.next();
  let who: A.PlayerNode["who"];
  switch (type) {
    case t.You:
      r.at++;
      who = "you";
      break;
    case t.An:
      r.at++;
      if (!r.take(t.Opponent)) return undefined;
      who = "opponent";
      break;
    case t.The:
      r.at++;
      if (r.take(t.Opponent)) who = "opponent";
      else if (r.take(t.Triggering) && r.take(t.PlayerKw)) who = "triggering";
      else return undefined;
      break;
    case t.Each:
    case t.A:
    case t.Any:
    case t.That:
      r.at++;
      if (!r.take(t.PlayerKw)) return undefined;
      who = type === t.That ? "triggering" : type === t.Each ? "each" : "any";
      break;
    case t.Its:
    case t.Identifier: {
      const token = r.advance();
      if (type === t.Identifier && !r.take(t.Possessive)) return undefined;
      const role = r.next();
      if (role !== t.Owner && role !== t.Controller) return undefined;
      r.at++;
      let object: A.ObjectRefNode;
      if (type === t.Its) object = { kind: "ItRef", plural: false, range: r.tokenRange(token) };
      else {
        const name = r.identifierName(token);
        object = { kind: "NamedRef", name, range: name.range };
      }
      return {
        kind: "Player",
        who: role === t.Owner ? "ownerOf" : "controllerOf",
        object,
        range: r.rangeFrom(start),
      };
    }
    default:
      return undefined;
  }
  return { kind: "Player", who, range: r.rangeFrom(start) };
}

/** The grammar's `playerSubject`: `target player`, `target opponent`, `each opponent`, or a player. */
export function readPlayerSubject(r: Cursor): A.PlayerNode | undefined {
  const first = r.next();
  if (first !== t.Target && !(first === t.Each && r.la(2) === t.Opponent)) return readPlayer(r);
  const start = r.at;
  r.at++;
  const second = r.next();
  if (second !== t.PlayerKw && second !== t.Opponent) return undefined;
  r.at++;
  const opponent = second === t.Opponent;
  const who: A.PlayerNode["who"] =
    first === t.Target ? (opponent ? "targetOpponent" : "targetPlayer") : "eachOpponent";
  return { kind: "Player", who, range: r.rangeFrom(start) };
}

/** Whose zone: `your`, `its owner's`, `an opponent's`. */
export function readOwnerPhrase(r: Cursor): A.PlayerNode | undefined {
  if (r.next() === t.Your) {
    return { kind: "Player", who: "you", range: r.tokenRange(r.advance()) };
  }
  const player = readPlayer(r);
  return player && r.take(t.Possessive) ? player : undefined;
}

/** A destination or location: `here`, `your base`, `its owner's hand`, `a battlefield`. */
export function readPlace(r: Cursor): A.PlaceNode | undefined {
  const start = r.at;
  const type = r.next();
  const second = r.la(2);
  switch (type) {
    case t.Here:
    case t.There:
      r.at++;
      return {
        kind: "Place",
        place: type === t.Here ? "here" : "there",
        range: r.rangeFrom(start),
      };
    case t.The:
      if (second === t.Top || second === t.Bottom) {
        r.at += 2;
        if (!r.take(t.Of)) return undefined;
        const player = readOwnerPhrase(r);
        if (player === undefined || !r.take(t.DeckKw)) return undefined;
        return {
          kind: "Place",
          place: "zone",
          zone: "deck",
          position: second === t.Top ? "top" : "bottom",
          player,
          range: r.rangeFrom(start),
        };
      }
      if (second === t.ChainKw) {
        r.at += 2;
        return { kind: "Place", place: "chain", range: r.rangeFrom(start) };
      }
      return readZonePlace(r, start);
    case t.Base:
      // `move a friendly unit to base`: the parser's bare `base`.
      r.at++;
      return { kind: "Place", place: "base", range: r.rangeFrom(start) };
    case t.Its:
      if (second === t.Base) {
        // `its base` is `its controller's base` (CR 107.1.c).
        r.at += 2;
        const range = r.tokenRange(r.tokens[start]!);
        const object: A.ObjectRefNode = { kind: "ItRef", plural: false, range };
        const player: A.PlayerNode = { kind: "Player", who: "controllerOf", object, range };
        return { kind: "Place", place: "base", player, range: r.rangeFrom(start) };
      }
      if (second !== t.Location) return readZonePlace(r, start);
      r.at += 2;
      return {
        kind: "Place",
        place: "sameLocationAs",
        object: { kind: "ItRef", plural: false, range: r.tokenRange(r.tokens[start]!) },
        range: r.rangeFrom(start),
      };
    case t.This: {
      r.at++;
      // `at this battlefield`: the parser's `place`, `this`.
      const named = thisBattlefieldAhead(r);
      if (named) r.at++;
      const range = r.rangeFrom(start);
      const battlefield: A.ObjectRefNode = { kind: "ThisRef", range };
      return named
        ? { kind: "Place", place: "battlefield", battlefield, thisBattlefield: true, range }
        : { kind: "Place", place: "battlefield", battlefield, range };
    }
    case t.That: {
      if (second === t.PlayerKw) return readZonePlace(r, start);
      r.at++;
      const noun = readNoun(r);
      if (noun === undefined) return undefined;
      const range = r.rangeFrom(start);
      return {
        kind: "Place",
        place: "battlefield",
        battlefield: { kind: "ThatRef", noun, range },
        range,
      };
    }
    case t.Identifier: {
      if (second === t.Possessive) return readZonePlace(r, start);
      const name = r.identifierName(r.advance());
      const range = r.rangeFrom(start);
      return {
        kind: "Place",
        place: "battlefield",
        battlefield: { kind: "NamedRef", name, range },
        range,
      };
    }
    case t.A:
      if (second === t.PlayerKw) return readZonePlace(r, start);
      return readBattlefieldPlace(r, start);
    case t.An:
      // `an opponent's hand` is a zone; `an opponent's unit` a battlefield chosen by filter.
      if (second === t.Opponent && r.la(3) === t.Possessive) {
        const fourth = r.la(4);
        if (fourth !== undefined && ZONE_NOUNS.has(fourth)) return readZonePlace(r, start);
      }
      return readBattlefieldPlace(r, start);
    case t.Target:
    case t.Another:
    case t.Up:
    case t.Integer:
    case t.One:
    case t.NumberWord:
      return readBattlefieldPlace(r, start);
    default:
      return readZonePlace(r, start);
  }
}

/** `place` by `countedRef`: a battlefield chosen by a filter. */
function readBattlefieldPlace(r: Cursor, start: number): A.PlaceNode | undefined {
  const ref = readCountedRef(r, start);
  if (ref === undefined) return undefined;
  return { kind: "Place", place: "battlefield", battlefield: ref, range: ref.range };
}

/** `place` by `ownerPhrase zoneNoun`: `your base`, `its owner's hand`. */
function readZonePlace(r: Cursor, start: number): A.PlaceNode | undefined {
  const player = readOwnerPhrase(r);
  const type = r.next();
  const zone = type && ZONE_NOUNS.get(type);
  if (player === undefined || zone === undefined) return undefined;
  r.at++;
  const range = r.rangeFrom(start);
  return zone === "base"
    ? { kind: "Place", place: "base", player, range }
    : { kind: "Place", place: "zone", zone, player, range };
}

/** `3`, `1 for each friendly unit here`, `its might`, `the number of cards in your hand`. */
/**
 * `for each friendly unit here`, `for each opponent`: `value` per what is counted, the amount's
 * range from `start` (a deal's trailing count, `deal 1 to target unit for each …`, spans its target).
 */
export function readPerEach(r: Cursor, value: number, start: number): A.AmountNode | undefined {
  if (!r.take(t.For) || !r.take(t.Each)) return undefined;
  const type = r.next();
  if ((type === t.Opponent && r.la(2) !== t.Possessive) || type === t.PlayerKw) {
    const word = r.advance();
    const who = type === t.Opponent ? "eachOpponent" : "each";
    const player: A.PlayerNode = { kind: "Player", who, range: r.tokenRange(word) };
    return { kind: "PlayerCount", per: value, player, range: r.rangeFrom(start) };
  }
  const filter = readFilter(r);
  return filter && { kind: "CountOf", per: value, filter, range: r.rangeFrom(start) };
}

/** `might` or `cost` after the object an amount reads (CR 131.2: the Energy cost). */
function readStatOf(r: Cursor, object: A.ObjectRefNode, start: number): A.AmountNode | undefined {
  const stat = r.next();
  if (stat !== t.Might && stat !== t.CostKw) return undefined;
  r.at++;
  const node: A.MightOfNode = { kind: "MightOf", object, range: r.rangeFrom(start) };
  if (stat === t.CostKw) node.stat = "cost";
  return node;
}

export function readAmount(r: Cursor): A.AmountNode | undefined {
  const start = r.at;
  const type = r.next();
  if (COUNT_TOKENS.has(type)) {
    const value = r.integer(r.advance());
    if (value === undefined) return undefined;
    if (r.next() !== t.For) return { kind: "Number", value, range: r.rangeFrom(start) };
    return readPerEach(r, value, start);
  }
  if (type === t.Its) {
    const its = r.advance();
    const object: A.ObjectRefNode = { kind: "ItRef", plural: false, range: r.tokenRange(its) };
    return readStatOf(r, object, start);
  }
  if (type === t.My) {
    // `my might`: this's (CR 053.1).
    const my = r.advance();
    const object: A.ObjectRefNode = { kind: "ThisRef", range: r.tokenRange(my) };
    return readStatOf(r, object, start);
  }
  if (type === t.That && r.la(3) === t.Possessive) {
    // `that card's cost`: the object of an earlier instruction.
    r.at++;
    const noun = readNoun(r);
    if (noun === undefined) return undefined;
    const object: A.ObjectRefNode = { kind: "ThatRef", noun, range: r.rangeFrom(start) };
    r.at++;
    return readStatOf(r, object, start);
  }
  if (type === t.The) {
    r.at++;
    if (r.next() === t.Might || r.next() === t.CostKw) {
      const cost = r.advance().tokenType === t.CostKw;
      if (!r.take(t.Of)) return undefined;
      const object = readObjectRef(r);
      if (object === undefined) return undefined;
      const node: A.MightOfNode = { kind: "MightOf", object, range: r.rangeFrom(start) };
      if (cost) node.stat = "cost";
      return node;
    }
    if (!r.take(t.NumberKw) || !r.take(t.Of)) return undefined;
    const filter = readFilter(r);
    return filter && { kind: "CountOf", per: 1, filter, range: r.rangeFrom(start) };
  }
  if (type === t.Your) {
    const your = r.advance();
    if (!r.take(t.Score)) return undefined;
    const player: A.PlayerNode = { kind: "Player", who: "you", range: r.tokenRange(your) };
    return { kind: "ScoreOf", player, range: r.rangeFrom(start) };
  }
  if (type === t.An) {
    r.at++;
    const opponent = r.take(t.Opponent);
    if (!opponent || !r.take(t.Possessive) || !r.take(t.Score)) return undefined;
    const player: A.PlayerNode = { kind: "Player", who: "opponent", range: r.tokenRange(opponent) };
    return { kind: "ScoreOf", player, range: r.rangeFrom(start) };
  }
  return undefined;
}
