/**
 * The bundled set uses every construct of the language (issue 2, item 9): every AST node kind but
 * Error, and every variant of the constructs that carry one (each keyword, each status change,
 * each duration, each kind of place and player, each event…), somewhere under `cards/`; and,
 * compiled, every instruction, change, condition and ability cost of the runtime contract.
 *
 * The lists below are derived from the types, not written out by hand: node kinds come from the
 * formatter's table, which is total over `NodeKind`; keyword names from the runtime's lists; every
 * other variant list is a `Record` over the AST's own union, so a construct added to the grammar
 * fails type-checking here until the set is given a card that uses it. The few variants that
 * cannot be written yet (the checker answers RS2027) are left out by `Exclude`, each with why.
 */
import { describe, expect, it } from "vitest";
import { NODE_ROLES } from "../../compiler/format/index.js";
import { forEachChild } from "../../compiler/format/node-roles.js";
import {
  parseFile,
  type ActivatedNode,
  type ChoiceNode,
  type CostModNode,
  type CostTermNode,
  type DomainWord,
  type DurationNode,
  type EventWord,
  type ExpectLocationNode,
  type LocationFilterNode,
  type MakeTokenNode,
  type MoveNode,
  type Node,
  type NodeKind,
  type PhaseTriggerNode,
  type PlaceNode,
  type PlayerNode,
  type RevealNode,
  type StatusChangeNode,
  type TagFilterNode,
} from "../../grammar/index.js";
import {
  COSTED_KEYWORDS,
  FLAG_KEYWORDS,
  VALUED_KEYWORDS,
  type AbilityCost,
  type Condition,
  type InstructionOp,
  type Modification,
} from "../../runtime/definitions.js";
import { cardFiles, compileCards } from "./card-files.js";

type Variants<T extends string> = Readonly<Record<T, true>>;
const listOf = <T extends string>(variants: Variants<T>): T[] => Object.keys(variants) as T[];

const STATUS_CHANGES: Variants<StatusChangeNode["change"]> = {
  ready: true,
  exhaust: true,
  stun: true,
  buff: true,
  heal: true,
};
const MOVE_VERBS: Variants<MoveNode["verb"]> = {
  move: true,
  return: true,
  put: true,
  shuffle: true,
};
const TOKEN_MODES: Variants<MakeTokenNode["mode"]> = { play: true, create: true };
const TOKEN_READINESS: Variants<NonNullable<MakeTokenNode["readiness"]>> = {
  ready: true,
  exhausted: true,
};
const REVEAL_MODES: Variants<RevealNode["mode"]> = { reveal: true, look: true };
const TIMINGS: Variants<NonNullable<ActivatedNode["timing"]> | "untimed"> = {
  Action: true,
  Reaction: true,
  untimed: true,
};
const PHASE_EDGES: Variants<PhaseTriggerNode["edge"]> = { start: true, end: true };
const PHASE_PLAYERS: Variants<PhaseTriggerNode["player"]> = {
  you: true,
  opponent: true,
  any: true,
};
const DURATIONS: Variants<DurationNode["until"]> = {
  endOfTurn: true,
  endOfCombat: true,
  endOfYourNextTurn: true,
  endOfOpponentsNextTurn: true,
  yourNextTurn: true,
  opponentsNextTurn: true,
  nextEvent: true,
  permanent: true,
};
/** Power of one domain counts once, as `domain`: the six domains are one construct. */
const COST_RESOURCES: Variants<Exclude<CostTermNode["resource"], DomainWord> | "domain"> = {
  energy: true,
  any: true,
  domain: true,
};
const COST_CHANGES: Variants<CostModNode["direction"]> = { less: true, more: true };
const LOCATION_FILTERS: Variants<LocationFilterNode["at"]> = {
  here: true,
  there: true,
  anyBattlefield: true,
  base: true,
  board: true,
  named: true,
  target: true,
};
/** `the chain` as a destination: the checker answers RS2027 (nothing is put on the Chain by an instruction yet). */
const PLACES: Variants<Exclude<PlaceNode["place"], "chain">> = {
  here: true,
  there: true,
  base: true,
  battlefield: true,
  sameLocationAs: true,
  zone: true,
};
const PLAYERS: Variants<PlayerNode["who"]> = {
  you: true,
  opponent: true,
  each: true,
  eachOpponent: true,
  any: true,
  ownerOf: true,
  controllerOf: true,
  triggering: true,
  targetPlayer: true,
  targetOpponent: true,
};
/** `with tag A or B` (any of) and `with tags A and B` (all of). */
const TAG_MATCHES: Variants<TagFilterNode["match"]> = { any: true, all: true };
/** Phase triggers stand for the turn and phase events; every other event is written as one. */
const EVENTS: Variants<EventWord> = {
  played: true,
  created: true,
  entered: true,
  moved: true,
  killed: true,
  banished: true,
  discarded: true,
  drawn: true,
  returnedToHand: true,
  replaced: true,
  swappedBack: true,
  conquered: true,
  held: true,
  scored: true,
  pointsGained: true,
  attacked: true,
  defended: true,
  damaged: true,
  dealtDamage: true,
  countered: true,
  controlChanged: true,
  readied: true,
  exhausted: true,
  stunned: true,
  buffed: true,
  becameMighty: true,
  leftBoard: true,
  channelled: true,
  combatStarted: true,
  combatEnded: true,
  turnStarted: true,
  turnEnded: true,
  phaseStarted: true,
};
const CHOICES: Variants<ChoiceNode["choice"]> = {
  target: true,
  playerTarget: true,
  player: true,
  object: true,
  location: true,
  mode: true,
  yes: true,
  no: true,
  payOptionalCost: true,
  useFlow: true,
};
const EXPECTED_PLACES: Variants<ExpectLocationNode["where"]["in"]> = {
  zone: true,
  chain: true,
  location: true,
};
/** What the compiler makes of the cards: every instruction, change, condition and ability cost. */
const INSTRUCTION_OPS: Variants<InstructionOp> = {
  banish: true,
  pay: true,
  double: true,
  setMight: true,
  ifKills: true,
  kill: true,
  discard: true,
  draw: true,
  move: true,
  recall: true,
  ready: true,
  exhaust: true,
  stun: true,
  buff: true,
  deal: true,
  prevent: true,
  heal: true,
  counter: true,
  gainControl: true,
  modify: true,
  add: true,
  channel: true,
  burn: true,
  playToken: true,
  createToken: true,
  playCard: true,
  replace: true,
  swapBack: true,
  score: true,
  reveal: true,
  look: true,
  putAmong: true,
  discountNext: true,
  choose: true,
  may: true,
  if: true,
  forEach: true,
  repeat: true,
  unlessPays: true,
  delayed: true,
  delayedStep: true,
};
/**
 * `setMight` is made as the `setMight` instruction resolves, into its continuous effect: no card
 * writes it as a change (CR 477.1.a.1).
 */
const MODIFICATIONS: Variants<Exclude<Modification["mod"], "setMight">> = {
  might: true,
  mightPerCount: true,
  mightPerPlayer: true,
  keyword: true,
  tags: true,
  domains: true,
  cost: true,
  entersReady: true,
  playableToOpen: true,
  cantMove: true,
  cantCombat: true,
  cantBeDealtDamage: true,
  cantBeTargeted: true,
  ability: true,
};
const CONDITIONS: Variants<Condition["cond"]> = {
  and: true,
  or: true,
  not: true,
  exists: true,
  didPrevious: true,
  paid: true,
  playedAnotherCardThisTurn: true,
  score: true,
  scoreVersus: true,
  countVersus: true,
  isTurnOf: true,
  controls: true,
  is: true,
};
/** `recycleThis` is a basic rune's own ability (CR 164.2.b), which the runtime gives every rune. */
const ABILITY_COSTS: Variants<Exclude<AbilityCost["cost"], "recycleThis">> = {
  exhaustThis: true,
  killThis: true,
  pay: true,
  discard: true,
  kill: true,
  exhaust: true,
  recycle: true,
  spendBuffThis: true,
  spendBuff: true,
};

/** Of the flag keywords, only these have a text of their own (`deathknell: …`). */
const KEYWORD_ABILITIES = ["Deathknell", "Legion"] as const;

/** Features a construct may have or lack; each must be seen both ways where both are meaningful. */
const FEATURES = [
  "Deflect without a value",
  "Deflect with a value",
  "a self trigger (`when this …`)",
  "a player trigger (`when you …`)",
  "a trigger with a condition",
  "a trigger once each turn",
  "a trigger the Nth time each turn",
  "a replacement once each turn",
  "a prevention",
  "a prevention of combat damage",
  "an effect's prevention of the next N damage",
  "an effect's prevention of all damage",
  "an effect's prevention of combat damage",
  "an effect's prevention of damage to every unit",
  "several Flow costs",
  "a phase trigger naming a phase",
  "a static ability of this",
  "a static ability of other objects",
  "a static ability with a condition",
  "an optional cost",
  "a mandatory additional cost",
  "an additional cost with its own text",
  "a filter saying card",
  "a filter saying token",
  "a filter by controller",
  "a filter by owner",
  "a filter by zone",
  "a filter by tag",
  "a filter by status",
  "a filter by domain",
  "a filter by keyword",
  "a filter by Might",
  "a filter by cost",
  "a filter by token name",
  "a filter with another",
  "a filter excluding a name (`non-Recruit`)",
  "a filter excluding a type or kind (`non-token`)",
  "a filter excluding a domain (`non-Fury`)",
  "several targets",
  "up to N targets",
  "a reference bound with as",
  "them",
  "choose one mode",
  "choose several modes",
  "if with otherwise",
  "counter with instead of",
  "a token played for another player",
  "several tokens at once",
  "a token with changes",
  "a token bound with as",
  "a card played ignoring its cost",
  "a card played for a cost",
  "gain control with a duration",
  "a might change for each",
  "a setup placement with a label, statuses, damage and controller",
  "resolve one",
  "resolve chain",
  "expect not",
] as const;
type Feature = (typeof FEATURES)[number];

interface Seen {
  kinds: Set<NodeKind>;
  facets: Set<string>;
  features: Set<Feature>;
}

function survey(nodes: readonly Node[]): Seen {
  const seen: Seen = { kinds: new Set(), facets: new Set(), features: new Set() };
  const visit = (node: Node): void => {
    seen.kinds.add(node.kind);
    note(node, seen);
    forEachChild(node, visit);
  };
  nodes.forEach(visit);
  return seen;
}

/** What one node contributes, beyond its kind. */
function note(node: Node, seen: Seen): void {
  const facet = (name: string, value: string): void => void seen.facets.add(`${name}:${value}`);
  // `present` has no default: an absent optional field is `undefined`, which must not count.
  const feature = (name: Feature, present: unknown): void => {
    if (present !== undefined && present !== false) seen.features.add(name);
  };
  switch (node.kind) {
    case "KeywordsClause":
      for (const keyword of node.keywords) {
        facet("keyword", keyword.keyword);
        if (keyword.keyword === "Deflect") {
          feature(
            keyword.value === undefined ? "Deflect without a value" : "Deflect with a value",
            true,
          );
        }
      }
      feature(
        "several Flow costs",
        node.keywords.filter((keyword) => keyword.keyword === "Flow").length > 1,
      );
      return;
    case "Replacement":
      feature("a replacement once each turn", node.oncePerTurn);
      feature("a prevention", node.prevent);
      feature("a prevention of combat damage", node.combat);
      return;
    case "Prevent":
      feature(
        node.amount === "all"
          ? "an effect's prevention of all damage"
          : "an effect's prevention of the next N damage",
        true,
      );
      feature("an effect's prevention of combat damage", node.combat);
      feature("an effect's prevention of damage to every unit", node.target === undefined);
      return;
    case "KeywordAbility":
      facet("keyword ability", node.keyword);
      return;
    case "CostTerm":
      facet(
        "cost term",
        node.resource === "energy" || node.resource === "any" ? node.resource : "domain",
      );
      return;
    case "Triggered":
      feature("a trigger with a condition", node.condition);
      feature("a trigger once each turn", node.oncePerTurn);
      feature("a trigger the Nth time each turn", node.nthTime);
      if (node.trigger.kind === "Event") {
        feature("a self trigger (`when this …`)", node.trigger.subject?.kind === "ThisRef");
        feature("a player trigger (`when you …`)", node.trigger.player?.who === "you");
      }
      return;
    case "PhaseTrigger":
      facet("phase edge", node.edge);
      facet("phase player", node.player);
      feature("a phase trigger naming a phase", node.phase);
      facet(
        "event",
        node.phase ? "phaseStarted" : node.edge === "start" ? "turnStarted" : "turnEnded",
      );
      return;
    case "Event":
      facet("event", node.event);
      return;
    case "Activated":
      facet("timing", node.timing ?? "untimed");
      return;
    case "Static":
      feature("a static ability with a condition", node.condition);
      feature(
        node.subject.kind === "ThisRef"
          ? "a static ability of this"
          : "a static ability of other objects",
        true,
      );
      return;
    case "OptionalCost":
      feature(node.optional ? "an optional cost" : "a mandatory additional cost", true);
      feature("an additional cost with its own text", node.effect);
      return;
    case "Duration":
      facet("duration", node.until);
      return;
    case "CostMod":
      facet("cost change", node.direction);
      return;
    case "MightMod":
      feature("a might change for each", node.per);
      return;
    case "Filter":
      feature("a filter saying card", node.objectKind === "card");
      feature("a filter saying token", node.objectKind === "token");
      feature("a filter by controller", node.controller);
      feature("a filter by owner", node.owner);
      feature("a filter by zone", node.zone);
      feature("a filter by tag", node.tags);
      feature("a filter by status", node.statuses.length > 0);
      feature("a filter by domain", node.domains.length > 0);
      feature("a filter by keyword", node.keywords.length > 0);
      feature("a filter by Might", node.might);
      feature("a filter by cost", node.cost);
      feature("a filter by token name", node.name);
      feature("a filter with another", node.another);
      return;
    case "TagFilter":
      facet("tag match", node.match);
      return;
    case "Non":
      feature("a filter excluding a name (`non-Recruit`)", node.name);
      feature("a filter excluding a type or kind (`non-token`)", node.noun);
      feature("a filter excluding a domain (`non-Fury`)", node.domain);
      return;
    case "LocationFilter":
      facet("location filter", node.at);
      return;
    case "Place":
      facet("place", node.place);
      return;
    case "Player":
      facet("player", node.who);
      return;
    case "TargetRef":
      feature("several targets", node.count > 1);
      feature("up to N targets", node.upTo);
      feature("a reference bound with as", node.bind);
      return;
    case "ChooseRef":
    case "AllRef":
    case "ThisRef":
    case "ThatRef":
    case "NamedRef":
    case "TriggeringRef":
      feature("a reference bound with as", node.bind);
      return;
    case "ItRef":
      feature("them", node.plural);
      feature("a reference bound with as", node.bind);
      return;
    case "StatusChange":
      facet("status change", node.change);
      return;
    case "Move":
      facet("move verb", node.verb);
      feature("counter with instead of", node.insteadOf);
      return;
    case "MakeToken":
      facet("token mode", node.mode);
      if (node.readiness) facet("token readiness", node.readiness);
      feature("a token played for another player", node.controller);
      feature("several tokens at once", node.count.kind !== "Number" || node.count.value > 1);
      feature("a token with changes", node.changes.length > 0);
      feature("a token bound with as", node.bind);
      return;
    case "PlayCard":
      feature("a card played ignoring its cost", node.ignoreCost);
      feature("a card played for a cost", node.cost);
      return;
    case "GainControl":
      feature("gain control with a duration", node.duration);
      return;
    case "Reveal":
      facet("reveal mode", node.mode);
      return;
    case "ChooseModes":
      feature(node.count === 1 ? "choose one mode" : "choose several modes", true);
      return;
    case "If":
      feature("if with otherwise", node.else);
      return;
    case "Choice":
      facet("choice", node.choice);
      return;
    case "Placement":
      feature(
        "a setup placement with a label, statuses, damage and controller",
        node.label && node.statuses.length > 0 && node.damage !== undefined && node.controller,
      );
      return;
    case "ResolveAction":
      feature(node.all ? "resolve chain" : "resolve one", true);
      return;
    case "Expect":
      feature("expect not", node.negate);
      return;
    case "ExpectLocation":
      facet("expected place", node.where.in);
      return;
    default:
      return;
  }
}

const required: [facet: string, values: readonly string[]][] = [
  ["keyword", [...VALUED_KEYWORDS, ...COSTED_KEYWORDS, ...FLAG_KEYWORDS]],
  ["keyword ability", KEYWORD_ABILITIES],
  ["cost term", listOf(COST_RESOURCES)],
  ["phase edge", listOf(PHASE_EDGES)],
  ["phase player", listOf(PHASE_PLAYERS)],
  ["event", listOf(EVENTS)],
  ["timing", listOf(TIMINGS)],
  ["duration", listOf(DURATIONS)],
  ["cost change", listOf(COST_CHANGES)],
  ["tag match", listOf(TAG_MATCHES)],
  ["location filter", listOf(LOCATION_FILTERS)],
  ["place", listOf(PLACES)],
  ["player", listOf(PLAYERS)],
  ["status change", listOf(STATUS_CHANGES)],
  ["move verb", listOf(MOVE_VERBS)],
  ["token mode", listOf(TOKEN_MODES)],
  ["token readiness", listOf(TOKEN_READINESS)],
  ["reveal mode", listOf(REVEAL_MODES)],
  ["choice", listOf(CHOICES)],
  ["expected place", listOf(EXPECTED_PLACES)],
];

describe("the bundled set under cards/ uses every construct", () => {
  const files = cardFiles();
  const parsed = files.map(({ file, text }) => parseFile(file, text));
  const seen = survey(parsed.map((result) => result.ast));

  it("parses without syntax errors, so the survey reads every construct", () => {
    const errors = parsed.flatMap((result) =>
      result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`),
    );
    expect(errors).toEqual([]);
  });

  it("every AST node kind but Error", () => {
    const kinds = (Object.keys(NODE_ROLES) as NodeKind[]).filter((kind) => kind !== "Error");
    expect(kinds.filter((kind) => !seen.kinds.has(kind))).toEqual([]);
  });

  for (const [facet, values] of required) {
    it(`every ${facet}`, () => {
      expect(values.filter((value) => !seen.facets.has(`${facet}:${value}`))).toEqual([]);
    });
  }

  it("every feature a construct may have", () => {
    expect(FEATURES.filter((feature) => !seen.features.has(feature))).toEqual([]);
  });
});

/** Every string under `key` anywhere in plain data (the lowered definitions have no cycles). */
function valuesUnder(value: unknown, key: string, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const element of value) valuesUnder(element, key, into);
  } else if (typeof value === "object" && value !== null) {
    for (const [field, inner] of Object.entries(value)) {
      if (field === key && typeof inner === "string") into.add(inner);
      else valuesUnder(inner, key, into);
    }
  }
  return into;
}

describe("the compiled set uses every instruction, change, condition and ability cost", () => {
  const definitions = compileCards().files.flatMap((file) => file.definitions);
  const lowered: [what: string, key: string, values: readonly string[]][] = [
    ["instruction", "op", listOf(INSTRUCTION_OPS)],
    ["change", "mod", listOf(MODIFICATIONS)],
    ["condition", "cond", listOf(CONDITIONS)],
    // A keyword's `cost` is an object, an ability cost's a string: only the latter is collected.
    ["ability cost", "cost", listOf(ABILITY_COSTS)],
  ];
  for (const [what, key, values] of lowered) {
    it(`every ${what}`, () => {
      const seen = valuesUnder(definitions, key);
      expect(values.filter((value) => !seen.has(value))).toEqual([]);
    });
  }
});
