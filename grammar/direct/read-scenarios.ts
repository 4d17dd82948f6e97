/**
 * Direct reading of scenarios: the setup, actions and expectations, built as `AstBuilder` builds
 * them. Scenarios are not on the compile path of cards, so this module favours plain code over
 * the allocation care of the card reader. Undefined: not certain, give up.
 */
import type { IToken } from "chevrotain";
import type * as A from "../ast.js";
import * as t from "../tokens.js";
import type { Cursor } from "./cursor.js";
import { choiceAhead } from "../gates.js";
import { PHASES, STATUSES, TokenSet, TokenTable } from "./first-sets.js";
import { readCostExpression, readModification } from "./read-abilities.js";
import { readBindingIfAhead, readComparison } from "./read-references.js";

/** The nouns a zone's count may be of (`expect A base has 2 units`). */
const COUNTED: TokenTable<A.CountedWord> = new TokenTable<A.CountedWord>([
  [t.Unit, "unit"],
  [t.Gear, "gear"],
  [t.Spell, "spell"],
  [t.Rune, "rune"],
  [t.TokenKw, "token"],
]);

const ZONE_WORDS: TokenTable<A.ZoneWord> = new TokenTable<A.ZoneWord>([
  [t.Hand, "hand"],
  [t.DeckKw, "deck"],
  [t.Trash, "trash"],
  [t.Banishment, "banishment"],
  [t.Base, "base"],
  [t.Legend, "legend"],
  [t.Champion, "champion"],
  [t.Facedown, "facedown"],
]);
/** What follows the player of a player expectation: a zone word, `score` or `pool`. */
const PLAYER_EXPECTATION_SECOND: TokenSet = new TokenSet([
  ...ZONE_WORDS.types,
  t.Rune,
  t.Score,
  t.Pool,
  t.Win,
]);
const CHOICE_FIRST: TokenSet = new TokenSet([
  t.Comma,
  t.Targeting,
  t.Choosing,
  t.At,
  t.Answer,
  t.Pay,
  t.With,
]);
const TIMES_FIRST: TokenSet = new TokenSet([
  t.Once,
  t.Twice,
  t.Integer,
  t.Less,
  t.More,
  t.At,
  t.Exactly,
  t.LessEqual,
  t.GreaterEqual,
  t.LessThan,
  t.GreaterThan,
  t.Equals,
  t.NotEqual,
]);

/** `scenario "name" { setup { … } steps … }`: the whole declaration, or undefined. */
export function readScenario(r: Cursor): A.ScenarioNode | undefined {
  const start = r.at;
  if (!r.take(t.ScenarioKw)) return undefined;
  const nameToken = r.take(t.StringLiteral);
  const name = nameToken && r.quotedName(nameToken);
  if (name === undefined || !r.take(t.LCurly)) return undefined;
  let setup: A.SetupNode | undefined;
  if (r.next() === t.Setup) {
    setup = readSetup(r);
    if (setup === undefined) return undefined;
  }
  const steps: A.StepNode[] = [];
  while (r.next() !== t.RCurly) {
    const step = readStep(r);
    if (step === undefined) return undefined;
    steps.push(step);
  }
  r.at++;
  const range = r.rangeFrom(start);
  return {
    kind: "Scenario",
    name,
    setup: setup ?? { kind: "Setup", entries: [], range },
    steps,
    syntaxErrors: false,
    range,
  };
}

function readSetup(r: Cursor): A.SetupNode | undefined {
  const start = r.at;
  r.at++;
  if (!r.take(t.LCurly)) return undefined;
  const entries: A.SetupEntryNode[] = [];
  while (r.next() !== t.RCurly) {
    const entry = readSetupEntry(r);
    if (entry === undefined) return undefined;
    entries.push(entry);
  }
  r.at++;
  return { kind: "Setup", entries, range: r.rangeFrom(start) };
}

function readSetupEntry(r: Cursor): A.SetupEntryNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Battlefield) return readBattlefieldSetup(r, start);
  if (type === t.Turn || type === t.PhaseKw || type === t.Seed) {
    r.at++;
    if (!r.take(t.Colon)) return undefined;
    if (type === t.Turn) {
      const player = readScenarioPlayer(r);
      return player && { kind: "SetupTurn", player, range: r.rangeFrom(start) };
    }
    if (type === t.PhaseKw) {
      const phase = PHASES.get(r.next());
      if (phase === undefined) return undefined;
      r.at++;
      return { kind: "SetupPhase", phase, range: r.rangeFrom(start) };
    }
    const value = readInteger(r);
    return value === undefined
      ? undefined
      : { kind: "SetupSeed", value, range: r.rangeFrom(start) };
  }
  const player = readScenarioPlayer(r);
  if (player === undefined) return undefined;
  if (r.take(t.Pool)) {
    if (!r.take(t.Colon)) return undefined;
    const pool = readCostExpression(r);
    return pool && { kind: "SetupPool", player, pool, range: r.rangeFrom(start) };
  }
  if (r.take(t.Score)) {
    if (!r.take(t.Colon)) return undefined;
    const value = readInteger(r);
    return value === undefined
      ? undefined
      : { kind: "SetupScore", player, value, range: r.rangeFrom(start) };
  }
  const zone = readZoneWord(r);
  if (zone === undefined || !r.take(t.Colon)) return undefined;
  const placements = readPlacementList(r);
  return placements && { kind: "SetupZone", player, zone, placements, range: r.rangeFrom(start) };
}

/** `battlefield "Windy Ridge" as w controlled by A { A: "Scout"  facedown A: "Trap" }` */
function readBattlefieldSetup(r: Cursor, start: number): A.SetupBattlefieldNode | undefined {
  r.at++;
  const placement = readPlacement(r);
  if (placement === undefined) return undefined;
  const units: A.SetupBattlefieldNode["units"] = [];
  let facedown: A.SetupBattlefieldNode["facedown"];
  if (r.take(t.LCurly)) {
    while (r.next() !== t.RCurly) {
      // The builder keeps the first facedown card of a battlefield.
      if (r.take(t.Facedown)) {
        const player = readScenarioPlayer(r);
        if (player === undefined || !r.take(t.Colon)) return undefined;
        const card = readPlacement(r);
        if (card === undefined) return undefined;
        facedown ??= { player, placement: card };
        continue;
      }
      const player = readScenarioPlayer(r);
      if (player === undefined || !r.take(t.Colon)) return undefined;
      const placements = readPlacementList(r);
      if (placements === undefined) return undefined;
      units.push({ player, placements });
    }
    r.at++;
  }
  return {
    kind: "SetupBattlefield",
    placement,
    units,
    ...(facedown ? { facedown } : {}),
    range: r.rangeFrom(start),
  };
}

function readPlacementList(r: Cursor): A.PlacementNode[] | undefined {
  const placements: A.PlacementNode[] = [];
  do {
    const placement = readPlacement(r);
    if (placement === undefined) return undefined;
    placements.push(placement);
  } while (r.take(t.Comma));
  return placements;
}

/** `"Muster Captain" as m1 exhausted with 2 damage controlled by B` */
function readPlacement(r: Cursor): A.PlacementNode | undefined {
  const start = r.at;
  const nameToken = r.take(t.StringLiteral);
  const name = nameToken && r.quotedName(nameToken);
  if (name === undefined) return undefined;
  const label = readBindingIfAhead(r);
  if (label === false) return undefined;
  const statuses: A.StatusWord[] = [];
  for (;;) {
    const status = STATUSES.get(r.next());
    // `facedown A: "Trap"` on the next line starts a facedown card, not a status of this one.
    if (status === undefined || (r.next() === t.Facedown && r.la(3) === t.Colon)) break;
    r.at++;
    statuses.push(status);
  }
  let damage: number | undefined;
  if (r.take(t.With)) {
    damage = readInteger(r);
    if (damage === undefined || !r.take(t.Damage)) return undefined;
  }
  let controller: A.ScenarioPlayerNode | undefined;
  if (r.take(t.Control)) {
    controller = r.take(t.By) && readScenarioPlayer(r);
    if (controller === undefined) return undefined;
  }
  return {
    kind: "Placement",
    name,
    ...(label ? { label } : {}),
    statuses,
    ...(damage !== undefined ? { damage } : {}),
    ...(controller ? { controller } : {}),
    range: r.rangeFrom(start),
  };
}

/** `A`, `B`: a player of the scenario, in turn order. */
function readScenarioPlayer(r: Cursor): A.ScenarioPlayerNode | undefined {
  const type = r.next();
  if (type !== t.Identifier && type !== t.A) return undefined;
  const token = r.advance();
  return { kind: "ScenarioPlayer", name: token.image.toUpperCase(), range: r.tokenRange(token) };
}

function readZoneWord(r: Cursor): A.ZoneWord | undefined {
  if (r.take(t.Rune)) return r.take(t.DeckKw) ? "runeDeck" : "runes";
  const zone = ZONE_WORDS.get(r.next());
  if (zone !== undefined) r.at++;
  return zone;
}

function readInteger(r: Cursor): number | undefined {
  const token = r.take(t.Integer);
  return token && r.integer(token);
}

function readStep(r: Cursor): A.StepNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Expect) {
    r.at++;
    const negate = r.take(t.Not) !== undefined;
    let quantity: "each" | number | undefined;
    if (r.take(t.Each)) quantity = "each";
    else if (r.next() === t.Integer) {
      quantity = readInteger(r);
      if (quantity === undefined) return undefined;
    }
    const expectation = readExpectation(r);
    if (expectation === undefined) return undefined;
    const range = r.rangeFrom(start);
    return quantity === undefined
      ? { kind: "Expect", negate, expectation, range }
      : { kind: "Expect", negate, quantity, expectation, range };
  }
  if (type === t.Resolve) {
    r.at++;
    r.take(t.The);
    const what = r.next();
    if (what !== t.ChainKw && what !== t.One) return undefined;
    r.at++;
    return { kind: "ResolveAction", all: what === t.ChainKw, range: r.rangeFrom(start) };
  }
  if (type === t.LabelKw) {
    r.at++;
    const object = readSelector(r);
    const label = object && readBindingIfAhead(r);
    if (!object || !label) return undefined;
    return { kind: "LabelStep", object, label, range: r.rangeFrom(start) };
  }
  if (type === t.End) {
    r.at++;
    r.take(t.The);
    if (!r.take(t.Turn)) return undefined;
    return { kind: "EndTurnAction", range: r.rangeFrom(start) };
  }
  const player = readScenarioPlayer(r);
  if (player === undefined) return undefined;
  if (r.take(t.Cant)) {
    const action = readPlayerAction(r, start, player);
    if (action === undefined) return undefined;
    if (r.next() === t.Because || (r.next() === t.Comma && r.la(2) === t.Because)) {
      r.take(t.Comma);
      r.at++;
      const reason = readAnyWord(r);
      return reason && { kind: "Refused", action, reason, range: r.rangeFrom(start) };
    }
    return { kind: "Refused", action, range: r.rangeFrom(start) };
  }
  return readPlayerAction(r, start, player);
}

/** What follows the player of an action: `plays "X", targeting m1`, `moves m1 to w`… */
function readPlayerAction(
  r: Cursor,
  start: number,
  player: A.ScenarioPlayerNode,
): A.PlayerActionNode | undefined {
  const verb = r.next();
  if (verb === t.Pass) {
    r.at++;
    return { kind: "PassAction", player, range: r.rangeFrom(start) };
  }
  if (verb === t.Concede) {
    r.at++;
    return { kind: "ConcedeAction", player, range: r.rangeFrom(start) };
  }
  if (verb === t.Play) {
    r.at++;
    const card = readSelector(r);
    if (card === undefined) return undefined;
    let from: A.ZoneWord | undefined;
    if (r.take(t.From)) {
      from = readZoneWord(r);
      if (from === undefined) return undefined;
    }
    const choices = readChoices(r);
    return (
      choices && {
        kind: "PlayAction",
        player,
        card,
        ...(from ? { from } : {}),
        choices,
        range: r.rangeFrom(start),
      }
    );
  }
  if (verb === t.Activate) {
    r.at++;
    const source = readSelector(r);
    if (source === undefined) return undefined;
    let ability: number | undefined;
    if (r.take(t.AbilityKw)) {
      ability = readInteger(r);
      if (ability === undefined) return undefined;
    }
    const choices = readChoices(r);
    return (
      choices && {
        kind: "ActivateAction",
        player,
        source,
        ...(ability !== undefined ? { ability } : {}),
        choices,
        range: r.rangeFrom(start),
      }
    );
  }
  if (verb === t.Move) {
    r.at++;
    const units = readSelectorList(r);
    if (units === undefined || !r.take(t.To)) return undefined;
    const to = readScenarioLocation(r);
    return to && { kind: "MoveAction", player, units, to, range: r.rangeFrom(start) };
  }
  if (verb === t.Hide) {
    r.at++;
    const card = readSelector(r);
    if (card === undefined || !r.take(t.At)) return undefined;
    const battlefield = readSelector(r);
    return (
      battlefield && { kind: "HideAction", player, card, battlefield, range: r.rangeFrom(start) }
    );
  }
  if (verb === t.Conquer || verb === t.Hold) {
    r.at++;
    const battlefield = readSelector(r);
    if (battlefield === undefined) return undefined;
    const kind = verb === t.Conquer ? "ConquerAction" : "HoldAction";
    return { kind, player, battlefield, range: r.rangeFrom(start) };
  }
  if (verb !== t.Answer) return undefined;
  r.at++;
  const answerStart = r.at;
  let answer: A.ChoiceNode | undefined;
  if (r.next() === t.Yes || r.next() === t.No) {
    const choice = r.advance().tokenType === t.Yes ? "yes" : "no";
    answer = { kind: "Choice", choice, range: r.rangeFrom(answerStart) };
  } else answer = readChoice(r);
  return answer && { kind: "AnswerAction", player, answer, range: r.rangeFrom(start) };
}

function readChoices(r: Cursor): A.ChoiceNode[] | undefined {
  const choices: A.ChoiceNode[] = [];
  while (r.nextIn(CHOICE_FIRST) && choiceAhead(r)) {
    const choice = readChoice(r);
    if (choice === undefined) return undefined;
    choices.push(choice);
  }
  return choices;
}

/**
 * `targeting "X"`, `targeting nothing`, `targeting player B`, `choosing mode 2`,
 * `choosing player C`, `at A base`,
 * `with flow`, after an optional `,`.
 */
function readChoice(r: Cursor): A.ChoiceNode | undefined {
  const start = r.at;
  r.take(t.Comma);
  const type = r.next();
  r.at++;
  if (type === t.Targeting || type === t.Choosing) {
    if (type === t.Choosing && r.take(t.Mode)) {
      const modes: number[] = [];
      do {
        const mode = readInteger(r);
        if (mode === undefined) return undefined;
        modes.push(mode);
      } while (r.take(t.And));
      return { kind: "Choice", choice: "mode", modes, range: r.rangeFrom(start) };
    }
    if (r.take(t.PlayerKw)) {
      const player = readScenarioPlayer(r);
      const choice = type === t.Targeting ? "playerTarget" : "player";
      return player && { kind: "Choice", choice, player, range: r.rangeFrom(start) };
    }
    const objects = r.take(t.Nothing) ? [] : readSelectorList(r);
    if (objects === undefined) return undefined;
    const choice = type === t.Targeting ? "target" : "object";
    return { kind: "Choice", choice, objects, range: r.rangeFrom(start) };
  }
  if (type === t.At) {
    const location = readScenarioLocation(r);
    return location && { kind: "Choice", choice: "location", location, range: r.rangeFrom(start) };
  }
  if (type === t.Answer) {
    const word = r.next();
    if (word !== t.Yes && word !== t.No) return undefined;
    r.at++;
    return { kind: "Choice", choice: word === t.Yes ? "yes" : "no", range: r.rangeFrom(start) };
  }
  if (type === t.Pay) {
    if (!r.take(t.The)) return undefined;
    const which = r.next();
    if (which !== t.Optional && which !== t.Additional) return undefined;
    r.at++;
    if (!r.take(t.CostKw)) return undefined;
    return { kind: "Choice", choice: "payOptionalCost", range: r.rangeFrom(start) };
  }
  if (type !== t.With || !r.take(t.Flow)) return undefined;
  return { kind: "Choice", choice: "useFlow", range: r.rangeFrom(start) };
}

function readSelectorList(r: Cursor): A.SelectorNode[] | undefined {
  const selectors: A.SelectorNode[] = [];
  do {
    const selector = readSelector(r);
    if (selector === undefined) return undefined;
    selectors.push(selector);
  } while (r.take(t.And));
  return selectors;
}

/** A label (`a1`), a card name (`"Recruit"`) or a player's card (`B's "Recruit"`). */
function readSelector(r: Cursor): A.SelectorNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Identifier && r.la(2) !== t.Possessive) {
    const label = r.advance().image;
    return { kind: "Selector", label, range: r.rangeFrom(start) };
  }
  let player: A.ScenarioPlayerNode | undefined;
  if (type === t.Identifier || type === t.A) {
    player = readScenarioPlayer(r);
    if (!r.take(t.Possessive)) return undefined;
  }
  const name = readString(r);
  if (name === undefined) return undefined;
  return player
    ? { kind: "Selector", name, player, range: r.rangeFrom(start) }
    : { kind: "Selector", name, range: r.rangeFrom(start) };
}

/** A string's text, or undefined for anything the builder would report. */
function readString(r: Cursor): string | undefined {
  const token: IToken | undefined = r.take(t.StringLiteral);
  return token && r.quotedName(token)?.text;
}

/** `A base` or a battlefield: `"Windy Ridge"`, `w`. */
function readScenarioLocation(r: Cursor): A.ScenarioLocationNode | undefined {
  const start = r.at;
  const type = r.next();
  if ((type === t.Identifier || type === t.A) && r.la(2) === t.Base) {
    const player = readScenarioPlayer(r)!;
    r.at++;
    return { kind: "ScenarioLocation", at: "base", player, range: r.rangeFrom(start) };
  }
  const battlefield = readSelector(r);
  return (
    battlefield && {
      kind: "ScenarioLocation",
      at: "battlefield",
      battlefield,
      range: r.rangeFrom(start),
    }
  );
}

function readExpectation(r: Cursor): A.ExpectationNode | undefined {
  const type = r.next();
  if (type === t.The || type === t.ChainKw) return readChainExpectation(r);
  if (type === t.EventKw) return readEventExpectation(r);
  if ((type === t.Identifier || type === t.A) && PLAYER_EXPECTATION_SECOND.has(r.la(2))) {
    return readPlayerExpectation(r);
  }
  return readObjectExpectation(r);
}

/** `A hand: "X"`, `A hand is empty`, `A hand has 2 cards`, `A score: 3`, `A pool is empty`, `A won`. */
function readPlayerExpectation(r: Cursor): A.ExpectationNode | undefined {
  const start = r.at;
  const player = readScenarioPlayer(r)!;
  if (r.take(t.Score)) {
    if (r.take(t.Colon)) {
      const value = readInteger(r);
      return value === undefined
        ? undefined
        : { kind: "ExpectScore", player, value, range: r.rangeFrom(start) };
    }
    const battlefield = readSelector(r);
    if (battlefield === undefined || !r.take(t.This) || !r.take(t.Turn)) return undefined;
    return { kind: "ExpectScoredThisTurn", player, battlefield, range: r.rangeFrom(start) };
  }
  if (r.take(t.Win)) return { kind: "ExpectWon", player, range: r.rangeFrom(start) };
  if (r.take(t.Pool)) {
    if (r.take(t.Colon)) {
      const pool = readCostExpression(r);
      return pool && { kind: "ExpectPool", player, pool, range: r.rangeFrom(start) };
    }
    if (!r.take(t.Is) || !r.take(t.Empty)) return undefined;
    return { kind: "ExpectPool", player, pool: null, range: r.rangeFrom(start) };
  }
  const zone = readZoneWord(r);
  if (zone === undefined) return undefined;
  if (r.take(t.Colon)) {
    const names = readNameList(r);
    return names && { kind: "ExpectZoneContents", player, zone, names, range: r.rangeFrom(start) };
  }
  if (r.take(t.Is)) {
    if (!r.take(t.Empty)) return undefined;
    const range = r.rangeFrom(start);
    const count: A.ComparisonNode = { kind: "Comparison", op: "=", value: 0, range };
    return { kind: "ExpectZoneCount", player, zone, count, range };
  }
  if (!r.take(t.Have)) return undefined;
  const count = readComparison(r);
  if (count === undefined) return undefined;
  const counted = COUNTED.get(r.next());
  if (counted !== undefined) r.at++;
  else r.take(t.CardKw);
  const range = r.rangeFrom(start);
  return counted
    ? { kind: "ExpectZoneCount", player, zone, count, counted, range }
    : { kind: "ExpectZoneCount", player, zone, count, range };
}

/** Names listed in a zone, or `nothing`. */
function readNameList(r: Cursor): A.NameNode[] | undefined {
  if (r.take(t.Nothing)) return [];
  const names: A.NameNode[] = [];
  do {
    const token = r.take(t.StringLiteral);
    const name = token && r.quotedName(token);
    if (name === undefined) return undefined;
    names.push(name);
  } while (r.take(t.Comma));
  return names;
}

/** `chain: "X", "Y"` (oldest first) or `chain is empty`. */
function readChainExpectation(r: Cursor): A.ExpectationNode | undefined {
  const start = r.at;
  r.take(t.The);
  if (!r.take(t.ChainKw)) return undefined;
  let names: A.NameNode[] | undefined = [];
  if (r.take(t.Colon)) names = readNameList(r);
  else if (!r.take(t.Is) || !r.take(t.Empty)) return undefined;
  return names && { kind: "ExpectChain", names, range: r.rangeFrom(start) };
}

/** Any word, a keyword or a name (the `Word` category): an event kind, a refusal reason. */
function readAnyWord(r: Cursor): A.NameNode | undefined {
  const type = r.next();
  if (type === undefined || (type !== t.Identifier && t.keywordInfo(type) === undefined)) {
    return undefined;
  }
  return r.identifierName(r.advance());
}

/** `event banished of "X" by A 2 times`. */
function readEventExpectation(r: Cursor): A.ExpectEventNode | undefined {
  const start = r.at;
  r.at++;
  const event = readAnyWord(r);
  if (event === undefined) return undefined;
  let object: A.SelectorNode | undefined;
  if (r.take(t.Of)) {
    object = readSelector(r);
    if (object === undefined) return undefined;
  }
  let player: A.ScenarioPlayerNode | undefined;
  if (r.take(t.By)) {
    player = readScenarioPlayer(r);
    if (player === undefined) return undefined;
  }
  let count: A.ComparisonNode | undefined;
  if (r.nextIn(TIMES_FIRST)) {
    count = readTimes(r);
    if (count === undefined) return undefined;
  }
  return {
    kind: "ExpectEvent",
    event,
    ...(object ? { object } : {}),
    ...(player ? { player } : {}),
    ...(count ? { count } : {}),
    range: r.rangeFrom(start),
  };
}

/** `once`, `twice`, `3 times`, `at least 2 times`. */
function readTimes(r: Cursor): A.ComparisonNode | undefined {
  const start = r.at;
  const type = r.next();
  if (type === t.Once || type === t.Twice) {
    r.at++;
    const value = type === t.Once ? 1 : 2;
    return { kind: "Comparison", op: "=", value, range: r.rangeFrom(start) };
  }
  const comparison = readComparison(r);
  return comparison && r.take(t.Time) ? comparison : undefined;
}

function readObjectExpectation(r: Cursor): A.ExpectationNode | undefined {
  const start = r.at;
  const object = readSelector(r);
  if (object === undefined) return undefined;
  const type = r.next();
  r.at++;
  switch (type) {
    case t.In: {
      const player = readScenarioPlayer(r);
      const zone = player && readZoneWord(r);
      if (zone === undefined) return undefined;
      const where = { in: "zone" as const, zone, player: player! };
      return { kind: "ExpectLocation", object, where, range: r.rangeFrom(start) };
    }
    case t.At: {
      const location = readScenarioLocation(r);
      if (location === undefined) return undefined;
      const where = { in: "location" as const, location };
      return { kind: "ExpectLocation", object, where, range: r.rangeFrom(start) };
    }
    case t.On:
      if (!r.take(t.The) || !r.take(t.ChainKw)) return undefined;
      return { kind: "ExpectLocation", object, where: { in: "chain" }, range: r.rangeFrom(start) };
    case t.Is:
      return readIsExpectation(r, start, object);
    case t.Have: {
      if (r.take(t.Might)) {
        const value = readInteger(r);
        return value === undefined
          ? undefined
          : { kind: "ExpectMight", object, value, range: r.rangeFrom(start) };
      }
      if (r.take(t.EffectKw)) {
        const modification = readModification(r);
        return (
          modification && {
            kind: "ExpectHasEffect",
            object,
            modification,
            range: r.rangeFrom(start),
          }
        );
      }
      const value = readInteger(r);
      if (value === undefined || !r.take(t.Damage)) return undefined;
      return { kind: "ExpectDamage", object, value, range: r.rangeFrom(start) };
    }
    case t.Trigger: {
      const count = readTimes(r);
      return count && { kind: "ExpectTriggered", source: object, count, range: r.rangeFrom(start) };
    }
    case t.Exists:
      return { kind: "ExpectExists", object, range: r.rangeFrom(start) };
    default:
      return undefined;
  }
}

/** After `expect X is`: `owned by A`, `controlled by nobody`, `played`, a status. */
function readIsExpectation(
  r: Cursor,
  start: number,
  object: A.SelectorNode,
): A.ExpectationNode | undefined {
  const type = r.next();
  if (type === t.Own) {
    r.at++;
    const player = r.take(t.By) && readScenarioPlayer(r);
    return player && { kind: "ExpectOwner", object, player, range: r.rangeFrom(start) };
  }
  if (type === t.Control) {
    r.at++;
    if (!r.take(t.By)) return undefined;
    let player: A.ScenarioPlayerNode | null = null;
    if (!r.take(t.Nobody)) {
      const named = readScenarioPlayer(r);
      if (named === undefined) return undefined;
      player = named;
    }
    return { kind: "ExpectController", object, player, range: r.rangeFrom(start) };
  }
  if (type === t.Play) {
    r.at++;
    return { kind: "ExpectPlayed", object, range: r.rangeFrom(start) };
  }
  const status = STATUSES.get(type);
  if (status === undefined) return undefined;
  r.at++;
  return { kind: "ExpectStatus", object, status, range: r.rangeFrom(start) };
}
