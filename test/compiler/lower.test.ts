import { describe, expect, test } from "vitest";
import { analyze } from "../../compiler/analyze.js";
import { compile } from "../../compiler/compile.js";
import { lowerUnit } from "../../compiler/lower/unit.js";
import { NODE_KINDS } from "../../compiler/lower/node-kinds.js";
import type { NodeKind } from "../../grammar/ast.js";
import type {
  Amount,
  Filter,
  Instruction,
  ObjectRef,
  PlayerRef,
} from "../../runtime/definitions.js";
import {
  LIBRARY,
  expectAbilities,
  expectClean,
  expectEffect,
  expectLowered,
  lowered,
  loweredDeck,
  loweredScenario,
} from "./compile-helpers.js";

const n = (value: number): Amount => ({ amount: "fixed", value });
const you: PlayerRef = { player: "you" };
const unit: Filter = { types: ["unit"] };
const targetUnit: ObjectRef = { ref: "target", filter: unit };
const draw = (count = 1): Instruction => ({ op: "draw", player: you, count: n(count) });
const bound = (name: string): ObjectRef => ({ ref: "bound", name });

/** A unit using every construct of the language, in a unit of three files. */
const CORPUS = `use "other.rift"

card unit "Watchful Sentry" {
  cost 2 + 1 Order
  domains Order, Calm
  might 2
  tags Soldier, Guard
  keywords Deflect 2, Tank, Assault
  when this is played: draw 1
  when this conquers: score 1 point
  when you hold here: channel 1 rune exhausted
  when a friendly unit here is banished, once each turn: buff this
  when an opponent plays a spell, if it is your turn: that player discards 1
  when a friendly unit dies: deal 1 to the triggering unit
  when a friendly unit dies, if you control that unit: ready it
  when this attacks, if you played another card this turn: draw 1
  at the start of your turn: ready this
  at the end of each turn: heal this
  at the start of your main phase: add 1 Fury
  reaction — exhaust this, pay 1 Mind, discard a unit card, recycle 2: look at the top 3 cards of your deck
  kill a friendly unit: draw 2
  kill this: draw 1
  spend this's buff, spend a buff: draw 1
  when this becomes mighty: stun each enemy unit here with less might than this
  friendly units with more might than this get +1 might for each opponent
  non-token non-Soldier non-Fury units you control get +1 might
  while you have 3 or more points and (not you control no units here or there are at least 2 enemy units here), this get +1 might
  if this would die, return it to its owner's hand instead
  as you play this, you may kill a friendly unit: give this +1 might permanently
  deathknell: play 2 Recruit tokens at your base
  legion: draw 1
}

card spell "Grand Tour" {
  cost 4 + 1 power of any domain
  domain Fury
  keywords Flow 2 + 1 Fury
  as you play this, you may pay 1
  effect: banish target enemy gear; kill target enemy unit with might 2 or less;
    discard 1; draw a card; each player draws 1;
    recall up to 2 target friendly units; stun target unit as dazed; heal dazed;
    deal 3 damage to target enemy unit as hit; an opponent takes control of hit;
    add 1 Fury + 1 power of any domain; burn 2; an opponent burns 1;
    if you paid the additional cost, draw 1;
    you score a point;
    choose one: { draw 2 } or { kill target gear; draw 1 };
    you may discard 1; if you do, draw 2; otherwise, draw 1;
    for each enemy unit as foe, deal 1 to foe;
    do this 2 times, { draw 1; discard 1 };
    deal the number of cards in your hand to target unit; deal your score to target enemy unit
}

card spell "Shifting Ways" {
  cost 2
  effect: move target friendly unit as mover to your base; return target unit as sent to its owner's hand;
    put sent on the bottom of its owner's deck; move mover to its location
}

card spell "Second Life" {
  cost 2
  effect: play target unit card in your trash as again for 1 + 1 Fury; play again ignoring its cost
}

card spell "Hard Bargain" {
  cost 2
  effect: deal 1 to target friendly unit; deal its might to target enemy unit; gain control of target gear until your next turn
}

card spell "Lang28 Forms" {
  cost 1
  effect: draw 1 for each opponent; double target unit's might this turn; shuffle target unit into its owner's deck
}

card spell "Rules42 Forms" {
  cost 1
  effect: deal 3 to target unit. If this kills it, draw 1. Otherwise, draw 2.
}

card spell "Rules42 Set" {
  cost 1
  effect: target unit's might becomes 1 this turn
}

card spell "Rules42 Its" {
  cost 1
  effect: stun target unit; its might becomes 0
}

card spell "Lang29 Forms" {
  cost 1
  effect: deal 3 to target unit unless its controller pays 2; shuffle your trash into your deck
}

card spell "Pool37 Forms" {
  cost 1
  effect: you may pay 1; if you do, draw 1; each opponent kills one of their units
}

card unit "Pool37 Scout" {
  cost 1
  might 1
  this may be played to an open battlefield
}

card unit "Designer29 Forms" {
  cost 2
  might 2
  while this is damaged, this gets +1 might
}

card unit "Designer30 Forms" {
  cost 2
  might 2
  while you have the most points and this is not damaged, this gets +1 might
}

card unit "Phrase38 Forms" {
  cost 2
  might 2
  while an opponent controls more units than you or you have fewer cards in hand than each opponent, this gets +1 might
}

card spell "Hold Fast" {
  cost 1
  effect: prevent the next 2 damage that would be dealt to target friendly unit this turn; prevent all combat damage this turn
}

card spell "Ember Hook" {
  cost 1
  effect: banish target friendly unit as gone; at the end of this turn: return gone to its owner's base
}

card spell "Abandon" {
  cost 2
  keywords Reaction
  effect: counter target spell; return it to its owner's hand instead of its owner's trash
}

card spell "Rally the Flock" {
  cost 3
  effect: play 2 ready Bird tokens with Tank at a battlefield you control; create a Recruit unit token at your base;
    create a Gold token for an opponent; play a Recruit token for each friendly unit as made; give made Tank this turn
}

card spell "Overgrowth" {
  cost 3
  effect: replace target battlefield with a Brush token with tag Bird; swap target battlefield token back
}

card spell "Scatter" {
  cost 2
  effect: move target unit to a battlefield; deal 1 to each enemy unit there
}

card spell "Scry" {
  cost 1
  effect: reveal the top 2 cards of your deck as seen; move seen to its owner's banishment
}

card spell "Lantern Trick" {
  cost 1 Mind
  effect: banish target unit as lost; this turn, when you conquer: return lost to its owner's hand
}

card spell "Ward of Echoes" {
  cost 2
  effect: give target unit { when this dies: draw 1 } until the next time it attacks;
    give target friendly unit +1 might, tag Bird and domain Calm permanently;
    give target unit as last +2 might and Tank this turn; give last -1 might, Assault 2 until end of turn;
    give target unit +1 might this combat; give target unit { this can't attack } until end of combat
}

card battlefield "Roosting Cliffs" {
  units here with tag Bird or Cat get +1 might
  your tokens enter ready
  enemy units here can't move
  enemy units here can't defend
  friendly units here can't be dealt damage
  this can't be targeted by opponents
  spells in your hand cost 1 less
  while you control 3 or more units here, friendly units here get +1 might for each other friendly unit here
  when you conquer here: move a friendly unit to here
}

scenario "setup of every kind" {
  setup {
    turn: B
    phase: main
    seed: 42
    A hand: "Grand Tour" as gt
    A base: "Watchful Sentry" as m1 exhausted stunned with 1 damage, "Watchful Sentry" as m2 controlled by B
    A pool: 4 + 2 Mind
    A score: 3
    battlefield "Roosting Cliffs" as w controlled by A {
      A: "Watchful Sentry" ready
      facedown B: "Grand Tour"
    }
  }
  A plays "Grand Tour" from hand, choosing mode 2, targeting m1 and B's "Watchful Sentry", paying the optional cost, with flow
  A plays gt, at w
  A plays gt, at A base, answering yes, answering no, choosing m1
  B passes
  resolve one
  resolve chain
  A activates m1 ability 2, choosing m1
  A moves m1 and m2 to w
  A conquers w
  B holds w
  A hides gt at w
  B can't play "Grand Tour", targeting m1, because timing
  A answers yes
  B concedes
  end turn
  label "Watchful Sentry" as m3
  expect m1 at A base
  expect m1 in A base
  expect not "Grand Tour" on the chain
  expect A trash: nothing
  expect A hand is empty
  expect A deck has 3 or more cards
  expect m1 is owned by A
  expect w is controlled by A
  expect not w is controlled by nobody
  expect m1 is exhausted
  expect m1 has might 2
  expect m1 has 0 damage
  expect A score: 0
  expect A pool: 2
  expect chain is empty
  expect not event banished of m1 by A 2 times
  expect m1 triggered 0 times
  expect not A scored w this turn
  expect not m1 has effect +2 might
  expect not m1 was played
  expect m1 exists
  expect not A won
}

deck "Fury Aggro" {
  legend "Drillmaster"
  champion "Watchful Sentry"
  battlefields "Roosting Cliffs"
  main 3 "Watchful Sentry", 2 "Grand Tour"
  runes 6 Fury, 6 Calm
}
card legend "Drillmaster" { domains Fury }
card spell "Glimpse Corpus" {
  cost 1
  effect: look at the top 3 cards of your deck, then put up to one unit among them into your hand and the rest on the bottom of your deck in any order;
    the next spell you play this turn costs 1 less; deal 1 to each unit at target battlefield
}
`;

const CORPUS_UNIT = [
  { file: "corpus.rift", text: CORPUS },
  {
    file: "other.rift",
    // CR 385.2: an ability off the board (FunctionZone).
    text: `card unit "Other" { cost 1 might 1 while this is in your trash, when you play a spell: return this to its owner's hand }`,
  },
];

/** Every `kind` in a parsed tree, found by walking its plain data. */
function kindsIn(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) kindsIn(item, into);
  } else if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record.kind === "string" && "range" in record) into.add(record.kind);
    for (const key of Object.keys(record)) if (key !== "range") kindsIn(record[key], into);
  }
  return into;
}

describe("no construct is silently dropped", () => {
  const analysis = analyze(CORPUS_UNIT, { library: LIBRARY });
  const visited = new Set<NodeKind>();
  const result = lowerUnit(analysis, { visited });

  test("the corpus compiles without a diagnostic", () => {
    expect(analysis.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual(
      [],
    );
    expect(result.diagnostics).toEqual([]);
  });
  test("the corpus holds every kind of AST node but Error", () => {
    const present = new Set<string>();
    for (const file of analysis.unit.files) kindsIn(file.ast, present);
    expect(NODE_KINDS.filter((kind) => kind !== "Error" && !present.has(kind))).toEqual([]);
  });
  test("lowering handled every kind of AST node but Error", () => {
    expect(NODE_KINDS.filter((kind) => kind !== "Error" && !visited.has(kind))).toEqual([]);
  });
  test("the output is plain data: JSON round-trips to a deep-equal value", () => {
    const output = {
      definitions: result.definitions,
      scenarios: result.scenarios,
      decks: result.decks,
    };
    expect(JSON.parse(JSON.stringify(output))).toStrictEqual(output);
    expect(result.definitions.length).toBeGreaterThan(15);
  });
});

describe("definitions", () => {
  test("characteristics of a card", () =>
    expectLowered(
      `card unit "U" { cost 2 + 1 Order + 1 power of any domain  domains Order, Calm  might 3  tags Soldier, Guard  keywords Deflect, Assault 2, Tank }`,
      {
        kind: "card",
        type: "unit",
        name: "U",
        cost: {
          energy: 2,
          power: [
            { domain: "Order", amount: 1 },
            { domain: "any", amount: 1 },
          ],
        },
        domains: ["Order", "Calm"],
        might: 3,
        tags: ["Soldier", "Guard"],
        // RULES S4: Deflect without a value is Deflect 1.
        keywords: [
          { keyword: "Deflect", value: 1 },
          { keyword: "Assault", value: 2 },
          { keyword: "Tank" },
        ],
        abilities: [],
      },
    ));
  test("without a domain line, the cost's power names the domains", () =>
    expectLowered(`card unit "U" { cost 1 + 2 Mind  might 1 }`, { domains: ["Mind"] }));
  test("costed keywords (RULES F2)", () =>
    expectLowered(`card spell "S" { cost 1 keywords Flow 2 + 1 Mind, Repeat 1 effect: draw 1 }`, {
      keywords: [
        { keyword: "Flow", cost: { energy: 2, power: [{ domain: "Mind", amount: 1 }] } },
        { keyword: "Repeat", cost: { energy: 1, power: [] } },
      ],
    }));
  test("a token has no cost and no domains (RULES O4, T4)", () => {
    const [token] = lowered(`token unit Wolf { might 2 tags Wolf }`);
    expect(token).toEqual({
      kind: "token",
      type: "unit",
      name: "Wolf",
      domains: [],
      might: 2,
      tags: ["Wolf"],
      keywords: [],
      abilities: [],
    });
  });
  test("source ranges are kept unless turned off", () => {
    const result = compile(
      { file: "r.rift", text: `card unit "U" { cost 1 might 1 when this is played: draw 1 }` },
      { library: LIBRARY },
    );
    const definition = result.files[0]!.definitions[0]!;
    expect(definition.range).toEqual({
      file: "r.rift",
      line: 1,
      column: 1,
      endLine: 1,
      endColumn: 61,
    });
    expect(definition.abilities[0]!.range).toMatchObject({ line: 1, column: 32 });
  });
});

describe("abilities", () => {
  test("triggered, once each turn", () =>
    expectAbilities("when this is played, once each turn: draw 1", [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        oncePerTurn: true,
        effect: [draw()],
      },
    ]));
  test("triggers at the start and end of turns and phases", () =>
    expectAbilities(
      "at the start of your turn: draw 1  at the end of each turn: draw 1  at the start of an opponent's main phase: draw 1",
      [
        { kind: "triggered", trigger: { event: "turnStarted", player: "you" }, effect: [draw()] },
        { kind: "triggered", trigger: { event: "turnEnded" }, effect: [draw()] },
        {
          kind: "triggered",
          trigger: { event: "phaseStarted", player: "opponent", phase: "main" },
          effect: [draw()],
        },
      ],
    ));
  test("`this conquers` is its controller conquering here (the runtime's conquest happens to the battlefield)", () =>
    expectAbilities("when this conquers: draw 1", [
      {
        kind: "triggered",
        trigger: { event: "conquered", player: "you", location: { at: "here" } },
        effect: [draw()],
      },
    ]));
  test("an intervening condition, and `that player` (RULES E1)", () =>
    expectAbilities("when an opponent plays a spell, if it is your turn: that player discards 1", [
      {
        kind: "triggered",
        trigger: {
          event: "played",
          player: "opponent",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        condition: { cond: "isTurnOf", player: "you" },
        effect: [{ op: "discard", player: { player: "triggering" }, count: n(1) }],
      },
    ]));
  test("activated: timing and every cost", () =>
    expectAbilities(
      "reaction — exhaust this, kill this, pay 1 Fury, discard 2 unit cards, recycle 2: draw 1",
      [
        {
          kind: "activated",
          costs: [
            { cost: "exhaustThis" },
            { cost: "killThis" },
            { cost: "pay", amount: { energy: 0, power: [{ domain: "Fury", amount: 1 }] } },
            { cost: "discard", count: 2, filter: { types: ["unit"], kind: "card" } },
            { cost: "recycle", count: 2 },
          ],
          timing: "Reaction",
          effect: [draw()],
        },
      ],
    ));
  test("a kill cost of other objects", () =>
    expectAbilities("kill 2 friendly units: draw 1", [
      {
        kind: "activated",
        costs: [{ cost: "kill", filter: { types: ["unit"], controller: "you" }, count: 2 }],
        effect: [draw()],
      },
    ]));
  test("static, with a condition", () =>
    expectAbilities("while it is your turn, this get +1 might", [
      {
        kind: "static",
        condition: { cond: "isTurnOf", player: "you" },
        affects: { ref: "this" },
        modifications: [{ mod: "might", amount: 1 }],
      },
    ]));
  test("replacement: `it` is the object of the replaced event (RULES E2)", () =>
    expectAbilities("if a friendly unit would be banished, return it to its owner's hand instead", [
      {
        kind: "replacement",
        pattern: {
          event: "banished",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        instead: [{ op: "move", target: { ref: "replaced" }, to: { to: "zone", zone: "hand" } }],
      },
    ]));
  test("a mandatory additional cost, and an optional one read by `paid` (RULES C1)", () => {
    expectLowered(`card spell "S" { cost 1 as you play this, discard 1 effect: draw 2 }`, {
      abilities: [
        {
          kind: "optionalCost",
          optional: false,
          costs: [{ cost: "discard", count: 1 }],
          effect: [],
        },
        { kind: "effect", effect: [draw(2)] },
      ],
    });
    expectLowered(
      `card spell "S" { cost 1 as you play this, you may pay 1: draw 1 effect: if you paid the additional cost, draw 1 }`,
      {
        abilities: [
          {
            kind: "optionalCost",
            optional: true,
            costs: [{ cost: "pay", amount: { energy: 1, power: [] } }],
            effect: [draw()],
          },
          {
            kind: "effect",
            effect: [{ op: "if", condition: { cond: "paid", ability: 0 }, then: [draw()] }],
          },
        ],
      },
    );
  });
  test("`if you do` first in the effect asks about the optional cost", () =>
    expectLowered(
      `card spell "S" { cost 1 as you play this, you may pay 1 effect: if you do, draw 2 }`,
      {
        abilities: [
          {
            kind: "optionalCost",
            optional: true,
            costs: [{ cost: "pay", amount: { energy: 1, power: [] } }],
            effect: [],
          },
          {
            kind: "effect",
            effect: [{ op: "if", condition: { cond: "paid", ability: 0 }, then: [draw(2)] }],
          },
        ],
      },
    ));
  test("Deathknell: when this dies, and the card has the keyword", () =>
    expectLowered(`card unit "U" { cost 1 might 1 deathknell: draw 1 }`, {
      keywords: [{ keyword: "Deathknell" }],
      abilities: [
        {
          kind: "triggered",
          keyword: "Deathknell",
          trigger: { event: "killed", subject: { ref: "this" } },
          effect: [draw()],
        },
      ],
    }));
  test("Legion on a unit triggers as it is played; on a spell it is part of the effect (CR 812)", () => {
    expectAbilities("legion: draw 1", [
      {
        kind: "triggered",
        keyword: "Legion",
        trigger: { event: "played", subject: { ref: "this" } },
        condition: { cond: "playedAnotherCardThisTurn" },
        effect: [draw()],
      },
    ]);
    expectLowered(`card spell "S" { cost 1 legion: draw 1 effect: draw 2 }`, {
      abilities: [
        {
          kind: "effect",
          keyword: "Legion",
          effect: [{ op: "if", condition: { cond: "playedAnotherCardThisTurn" }, then: [draw()] }],
        },
        { kind: "effect", effect: [draw(2)] },
      ],
    });
  });
});

describe("instructions", () => {
  test("banish, kill, recall, statuses, deal, swap back", () =>
    expectEffect(
      "banish target unit; kill target gear; recall target unit; stun target unit; deal 2 to target unit; swap target battlefield token back",
      [
        { op: "banish", target: targetUnit },
        { op: "kill", target: { ref: "target", filter: { types: ["gear"] } } },
        { op: "recall", target: targetUnit },
        { op: "stun", target: targetUnit },
        { op: "deal", amount: n(2), target: targetUnit },
        {
          op: "swapBack",
          target: { ref: "target", filter: { types: ["battlefield"], kind: "token" } },
        },
      ],
    ));
  test("prevent: a shield on a unit, all damage, combat damage to every unit (CR 437)", () =>
    expectEffect(
      "prevent the next 3 damage that would be dealt to target unit this turn; prevent all damage that would be dealt to it until your next turn; prevent all combat damage permanently",
      [
        {
          op: "prevent",
          amount: 3,
          target: { ...targetUnit, bind: "it 1" },
          duration: { until: "endOfTurn" },
        },
        {
          op: "prevent",
          amount: "all",
          target: { ref: "bound", name: "it 1" },
          duration: { until: "yourNextTurn" },
        },
        { op: "prevent", amount: "all", combat: true, duration: { until: "permanent" } },
      ],
    ));
  test("ready, exhaust, buff, heal", () =>
    expectEffect("ready target unit; exhaust target unit; buff target unit; heal target unit", [
      { op: "ready", target: targetUnit },
      { op: "exhaust", target: targetUnit },
      { op: "buff", target: targetUnit },
      { op: "heal", target: targetUnit },
    ]));
  test("players act: draw, discard, burn, score", () =>
    expectEffect(
      "each player draws 1; an opponent discards a unit card; an opponent burns 2; you score a point",
      [
        { op: "draw", player: { player: "each" }, count: n(1) },
        {
          op: "discard",
          player: { player: "opponent" },
          count: n(1),
          filter: { types: ["unit"], kind: "card" },
        },
        { op: "burn", player: { player: "opponent" }, count: n(2) },
        { op: "score", player: you, points: 1 },
      ],
    ));
  test("move: to a base, a battlefield, the top of a deck; `its owner's` zone is the default (RULES G2)", () =>
    expectEffect(
      "move target unit to your base; move target unit to a battlefield you control; put target unit on the top of its owner's deck",
      [
        { op: "move", target: targetUnit, to: { to: "base", player: you } },
        {
          op: "move",
          target: targetUnit,
          to: { to: "battlefield", choose: { types: ["battlefield"], controller: "you" } },
        },
        { op: "move", target: targetUnit, to: { to: "zone", zone: "deck", position: "top" } },
      ],
    ));
  test("`its owner's base` names the moved object's owner: the target is bound first", () =>
    expectEffect("return target unit to its owner's base", [
      {
        op: "move",
        target: { ref: "target", filter: unit, bind: "it 1" },
        to: { to: "base", player: { player: "ownerOf", object: bound("it 1") } },
      },
    ]));
  test("counter with a rewritten destination (RULES F3: Abandon)", () =>
    expectEffect(
      "counter target spell; return it to its owner's hand instead of its owner's trash",
      [
        {
          op: "counter",
          target: { ref: "target", filter: { types: ["spell"] } },
          destination: "hand",
        },
      ],
    ));
  test("gain control, with and without a duration", () =>
    expectEffect(
      "gain control of target unit until your next turn; an opponent takes control of target gear",
      [
        { op: "gainControl", target: targetUnit, player: you, duration: { until: "yourNextTurn" } },
        {
          op: "gainControl",
          target: { ref: "target", filter: { types: ["gear"] } },
          player: { player: "opponent" },
        },
      ],
    ));
  test("give: durations, and permanence when none is written", () =>
    expectEffect("give target unit +2 might and Tank this turn; give target unit -1 might", [
      {
        op: "modify",
        target: targetUnit,
        modifications: [
          { mod: "might", amount: 2 },
          { mod: "keyword", keyword: { keyword: "Tank" } },
        ],
        duration: { until: "endOfTurn" },
      },
      {
        op: "modify",
        target: targetUnit,
        modifications: [{ mod: "might", amount: -1 }],
        duration: { until: "permanent" },
      },
    ]));
  test("add and channel", () =>
    expectEffect(
      "add 2 + 1 Fury + 1 power of any domain; channel 2 runes exhausted; channel a rune",
      [
        {
          op: "add",
          energy: 2,
          power: [
            { domain: "Fury", amount: 1 },
            { domain: "any", amount: 1 },
          ],
        },
        { op: "channel", count: n(2), exhausted: true },
        { op: "channel", count: n(1) },
      ],
    ));
  test("play and create tokens (RULES T1, T3)", () =>
    expectEffect(
      "play 2 ready Bird tokens with Tank at a battlefield you control; create an exhausted Recruit token at your base for an opponent",
      [
        {
          op: "playToken",
          token: { name: "Bird", changes: [{ mod: "keyword", keyword: { keyword: "Tank" } }] },
          count: n(2),
          ready: true,
          location: { to: "battlefield", choose: { types: ["battlefield"], controller: "you" } },
        },
        {
          op: "createToken",
          token: { name: "Recruit" },
          count: n(1),
          ready: false,
          location: { to: "base", player: you },
          controller: { player: "opponent" },
        },
      ],
    ));
  test("a token count per object, bound for later", () =>
    expectEffect("play a Recruit token for each friendly unit as made; give made Tank this turn", [
      {
        op: "playToken",
        token: { name: "Recruit" },
        count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
        bind: "made",
      },
      {
        op: "modify",
        target: bound("made"),
        modifications: [{ mod: "keyword", keyword: { keyword: "Tank" } }],
        duration: { until: "endOfTurn" },
      },
    ]));
  test("play a card from a zone, for a cost or ignoring it", () =>
    expectEffect(
      "play target unit card in your trash as again for 1 Fury; play again ignoring its cost",
      [
        {
          op: "playCard",
          target: {
            ref: "target",
            filter: { types: ["unit"], kind: "card", zone: { zone: "trash", player: "you" } },
            bind: "again",
          },
          cost: { energy: 0, power: [{ domain: "Fury", amount: 1 }] },
        },
        { op: "playCard", target: bound("again"), ignoreCost: true },
      ],
    ));
  test("replace with a token with changes (RULES R1)", () =>
    expectEffect("replace target battlefield with a Brush token with tag Bird", [
      {
        op: "replace",
        target: { ref: "target", filter: { types: ["battlefield"] } },
        token: { name: "Brush", changes: [{ mod: "tags", tags: ["Bird"] }] },
      },
    ]));
  test("reveal and look, bound", () =>
    expectEffect(
      "reveal the top 2 cards of your deck as seen; move seen to its owner's banishment; look at the top card of your deck",
      [
        { op: "reveal", player: you, count: 2, bind: "seen" },
        { op: "move", target: bound("seen"), to: { to: "zone", zone: "banishment" } },
        { op: "look", player: you, count: 1 },
      ],
    ));
  test("choose modes, you may, if you do, otherwise", () =>
    expectEffect(
      "choose one: { draw 2 } or { draw 1 }; you may discard 1; if you do, draw 2; otherwise, draw 1",
      [
        { op: "choose", count: 1, modes: [[draw(2)], [draw(1)]] },
        { op: "may", effect: [{ op: "discard", player: you, count: n(1) }] },
        { op: "if", condition: { cond: "didPrevious" }, then: [draw(2)], else: [draw(1)] },
      ],
    ));
  test("for each (with a made-up name when none is written) and do this N times", () =>
    expectEffect("for each enemy unit, deal 1 to it; do this 2 times, { draw 1; discard 1 }", [
      {
        op: "forEach",
        each: { ref: "all", filter: { types: ["unit"], controller: "opponent" } },
        bind: "it 1",
        effect: [{ op: "deal", amount: n(1), target: bound("it 1") }],
      },
      { op: "repeat", times: n(2), effect: [draw(), { op: "discard", player: you, count: n(1) }] },
    ]));
  test("a linked delayed return (RULES B1, E3)", () =>
    expectEffect(
      "banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand",
      [
        {
          op: "banish",
          target: { ref: "target", filter: { types: ["unit"], controller: "you" } },
          bind: "lost",
        },
        {
          op: "delayed",
          trigger: { event: "conquered", player: "you" },
          duration: { until: "endOfTurn" },
          effect: [{ op: "move", target: bound("lost"), to: { to: "zone", zone: "hand" } }],
        },
      ],
    ));
});

describe("references", () => {
  test("`it` after banish finds the card in Banishment: the banish binds what it produced (RULES B1, O1)", () =>
    expectEffect("banish target unit; this turn, when you conquer: return it to its owner's hand", [
      { op: "banish", target: targetUnit, bind: "it 1" },
      {
        op: "delayed",
        trigger: { event: "conquered", player: "you" },
        duration: { until: "endOfTurn" },
        effect: [{ op: "move", target: bound("it 1"), to: { to: "zone", zone: "hand" } }],
      },
    ]));
  test("a name follows its object through a later banish (RULES B1)", () =>
    expectEffect(
      "deal 1 to target unit as t; banish t; this turn, when you conquer: return t to its owner's hand",
      [
        { op: "deal", amount: n(1), target: { ...targetUnit, bind: "t" } },
        { op: "banish", target: bound("t"), bind: "t" },
        {
          op: "delayed",
          trigger: { event: "conquered", player: "you" },
          duration: { until: "endOfTurn" },
          effect: [{ op: "move", target: bound("t"), to: { to: "zone", zone: "hand" } }],
        },
      ],
    ));
  test("`that gear`, `up to`, counts, `choose`, `all`", () =>
    expectEffect("deal 1 to up to 2 target units; kill a gear; kill that gear; kill all units", [
      { op: "deal", amount: n(1), target: { ref: "target", filter: unit, count: 2, upTo: true } },
      { op: "kill", target: { ref: "choose", filter: { types: ["gear"] } }, bind: "it 1" },
      { op: "kill", target: bound("it 1") },
      { op: "kill", target: { ref: "all", filter: unit } },
    ]));
  test("the triggering object, and `it` for the object that left play (RULES T7)", () => {
    expectAbilities("when a friendly unit dies: deal 1 to the triggering unit", [
      {
        kind: "triggered",
        trigger: {
          event: "killed",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        effect: [{ op: "deal", amount: n(1), target: { ref: "triggering" } }],
      },
    ]);
    expectAbilities("when this dies: return it to its owner's hand", [
      {
        kind: "triggered",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: [{ op: "move", target: { ref: "triggering" }, to: { to: "zone", zone: "hand" } }],
      },
    ]);
  });
  test("the battlefield a conquest happened to is the triggering object", () =>
    expectLowered(
      `card legend "L" { when you conquer: replace that battlefield with a Brush token }`,
      {
        abilities: [
          {
            kind: "triggered",
            trigger: { event: "conquered", player: "you" },
            effect: [{ op: "replace", target: { ref: "triggering" }, token: { name: "Brush" } }],
          },
        ],
      },
    ));
  test("every filter field", () =>
    expectEffect(
      "kill 2 other damaged Fury units with Tank with might 3 or more with cost less than 4 an opponent controls; banish a unit you own in an opponent's base",
      [
        {
          op: "kill",
          target: {
            ref: "choose",
            count: 2,
            filter: {
              types: ["unit"],
              controller: "opponent",
              keywords: ["Tank"],
              domains: ["Fury"],
              might: { op: ">=", value: 3 },
              cost: { op: "<", value: 4 },
              statuses: ["damaged"],
              another: true,
            },
          },
        },
        {
          op: "banish",
          target: {
            ref: "choose",
            filter: { types: ["unit"], owner: "you", location: { at: "base", player: "opponent" } },
          },
        },
      ],
    ));
  test("names, tags, zones and board locations in filters", () =>
    expectEffect(
      "kill all Recruit tokens with tag Recruit or Fae; banish all spells on the chain; banish target card in an opponent's trash; kill all units at a battlefield; kill all units on the board",
      [
        {
          op: "kill",
          target: {
            ref: "all",
            // A name that is a tag is the tag (CR 133.8), beside any one of those after it.
            filter: { kind: "token", tagsAll: ["Recruit"], tags: ["Recruit", "Fae"] },
          },
        },
        {
          op: "banish",
          target: {
            ref: "all",
            filter: { types: ["spell"], zone: { zone: "chain", player: "any" } },
          },
        },
        {
          op: "banish",
          target: {
            ref: "target",
            filter: { kind: "card", zone: { zone: "trash", player: "opponent" } },
          },
        },
        {
          op: "kill",
          target: { ref: "all", filter: { types: ["unit"], location: { at: "anyBattlefield" } } },
        },
        {
          op: "kill",
          target: { ref: "all", filter: { types: ["unit"], location: { at: "board" } } },
        },
      ],
    ));
  test("`at NAME` and `there` mean where a bound object is", () => {
    expectEffect("move target unit as m to a battlefield; deal 1 to all enemy units at m", [
      { op: "move", target: targetUnit, to: { to: "battlefield" }, bind: "m" },
      {
        op: "deal",
        amount: n(1),
        target: {
          ref: "all",
          filter: { types: ["unit"], controller: "opponent", location: { at: "there", name: "m" } },
        },
      },
    ]);
    expectEffect("move target unit to a battlefield; play a Recruit token there", [
      { op: "move", target: targetUnit, to: { to: "battlefield" }, bind: "it 1" },
      {
        op: "playToken",
        token: { name: "Recruit" },
        count: n(1),
        location: { to: "sameLocationAs", object: bound("it 1") },
      },
    ]);
  });
  test("amounts: counts and scores", () =>
    expectEffect("draw 1 for each friendly unit; deal an opponent's score to target unit", [
      {
        op: "draw",
        player: you,
        count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
      },
      {
        op: "deal",
        amount: { amount: "score", player: { player: "opponent" } },
        target: targetUnit,
      },
    ]));
  test("amounts: the Might of what was mentioned", () =>
    expectEffect("deal 1 to target unit; deal its might to target unit", [
      {
        op: "deal",
        amount: n(1),
        target: { ref: "target", filter: { types: ["unit"] }, bind: "it 1" },
      },
      { op: "deal", amount: { amount: "mightOf", object: bound("it 1") }, target: targetUnit },
    ]));
  test("amounts: the cost of what was mentioned (CR 131.2), in each of its spellings", () => {
    const costOf = (object: ObjectRef): Amount => ({ amount: "costOf", object });
    expectEffect("kill target unit; draw cards equal to its cost", [
      { op: "kill", target: { ref: "target", filter: { types: ["unit"] } }, bind: "it 1" },
      { op: "draw", count: costOf(bound("it 1")), player: { player: "you" } },
    ]);
    expectEffect("kill target unit; draw cards equal to that unit's cost", [
      { op: "kill", target: { ref: "target", filter: { types: ["unit"] } }, bind: "it 1" },
      { op: "draw", count: costOf(bound("it 1")), player: { player: "you" } },
    ]);
    expectEffect("kill target unit; deal the cost of it to target unit", [
      { op: "kill", target: { ref: "target", filter: { types: ["unit"] } }, bind: "it 1" },
      { op: "deal", amount: costOf(bound("it 1")), target: targetUnit },
    ]);
  });
});

describe("events, conditions, durations, modifications", () => {
  test("event locations: here, a battlefield, this battlefield, a base", () => {
    expectAbilities(
      "when you hold here: draw 1  when a friendly unit moves to a battlefield: draw 1",
      [
        {
          kind: "triggered",
          trigger: { event: "held", player: "you", location: { at: "here" } },
          effect: [draw()],
        },
        {
          kind: "triggered",
          trigger: {
            event: "moved",
            subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
            location: { at: "anyBattlefield" },
          },
          effect: [draw()],
        },
      ],
    );
  });
  test("conditions: and, or, not, exists with a count, controls, score, played another", () =>
    expectAbilities(
      "when this is played, if (you control 2 or more units here and not it is your turn) or you have 5 or more points: draw 1",
      [
        {
          kind: "triggered",
          trigger: { event: "played", subject: { ref: "this" } },
          condition: {
            cond: "or",
            any: [
              {
                cond: "and",
                all: [
                  {
                    cond: "exists",
                    filter: { types: ["unit"], location: { at: "here" }, controller: "you" },
                    count: { op: ">=", value: 2 },
                  },
                  { cond: "not", condition: { cond: "isTurnOf", player: "you" } },
                ],
              },
              { cond: "score", player: "you", comparison: { op: ">=", value: 5 } },
            ],
          },
          effect: [draw()],
        },
      ],
    ));
  test("conditions: controls an object, played another card", () =>
    expectAbilities(
      "when a friendly unit dies, if you control that unit: draw 1  when this attacks, if you played another card this turn: draw 1",
      [
        {
          kind: "triggered",
          trigger: {
            event: "killed",
            subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
          },
          condition: { cond: "controls", player: "you", object: { ref: "triggering" } },
          effect: [draw()],
        },
        {
          kind: "triggered",
          trigger: { event: "attacked", subject: { ref: "this" } },
          condition: { cond: "playedAnotherCardThisTurn" },
          effect: [draw()],
        },
      ],
    ));
  test("durations: until the next time an event happens to a bound object (RULES E4)", () =>
    expectEffect("give target unit { when this dies: draw 1 } until the next time it attacks", [
      {
        op: "modify",
        target: { ...targetUnit, bind: "it 1" },
        modifications: [
          {
            mod: "ability",
            ability: {
              kind: "triggered",
              trigger: { event: "killed", subject: { ref: "this" } },
              effect: [draw()],
            },
          },
        ],
        duration: {
          until: "nextEvent",
          event: { event: "attacked", subject: { ref: "bound", name: "it 1" } },
        },
      },
    ]));
  test("modifications of statics: per count, entering ready, can't move, can't be targeted, cost", () =>
    expectLowered(
      `card battlefield "B" { friendly units here get +1 might for each other friendly unit here  your tokens enter ready  enemy units here can't move  this can't be targeted by opponents  spells in your hand cost 1 less  units here get domain Calm and tag Bird }`,
      {
        abilities: [
          {
            kind: "static",
            affects: {
              ref: "all",
              filter: { types: ["unit"], controller: "you", location: { at: "here" } },
            },
            modifications: [
              {
                mod: "mightPerCount",
                per: {
                  types: ["unit"],
                  controller: "you",
                  location: { at: "here" },
                  another: true,
                },
                amount: 1,
              },
            ],
          },
          {
            kind: "static",
            affects: { ref: "all", filter: { kind: "token", controller: "you" } },
            modifications: [{ mod: "entersReady" }],
          },
          {
            kind: "static",
            affects: {
              ref: "all",
              filter: { types: ["unit"], controller: "opponent", location: { at: "here" } },
            },
            modifications: [{ mod: "cantMove" }],
          },
          {
            kind: "static",
            affects: { ref: "this" },
            modifications: [{ mod: "cantBeTargeted", by: "opponent" }],
          },
          {
            kind: "static",
            affects: {
              ref: "all",
              filter: { types: ["spell"], zone: { zone: "hand", player: "you" } },
            },
            modifications: [{ mod: "cost", energy: -1 }],
          },
          {
            kind: "static",
            affects: { ref: "all", filter: { types: ["unit"], location: { at: "here" } } },
            modifications: [
              { mod: "domains", domains: ["Calm"] },
              { mod: "tags", tags: ["Bird"] },
            ],
          },
        ],
      },
    ));
  test("a cost increase with power", () =>
    expectLowered(`card gear "G" { cost 1 spells in an opponent's hand cost 1 Fury more }`, {
      abilities: [
        {
          kind: "static",
          affects: {
            ref: "all",
            filter: { types: ["spell"], zone: { zone: "hand", player: "opponent" } },
          },
          modifications: [{ mod: "cost", energy: 0, power: [{ domain: "Fury", amount: 1 }] }],
        },
      ],
    }));
});

describe("scenarios and decks", () => {
  const cards = `card unit "Scout" { cost 1 might 1 exhaust this: draw 1 }\ncard battlefield "Ridge" { }\ncard spell "Zap" { cost 1 effect: choose one: { draw 1 } or { draw 2 } }\n`;
  test("a setup: zones, pools, scores, turn, phase, seed, battlefields", () => {
    const scenario = loweredScenario(`${cards}scenario "s" {
      setup {
        turn: B  phase: beginning  seed: 7
        A hand: "Zap" as z  A pool: 2 + 1 Mind  B score: 3
        A base: "Scout" as s1 exhausted with 1 damage controlled by B
        battlefield "Ridge" as r controlled by A { B: "Scout"  facedown A: "Zap" }
      }
    }`);
    expect(scenario.setup).toEqual({
      players: [
        {
          name: "A",
          zones: {
            hand: [{ name: "Zap", label: "z" }],
            base: [
              { name: "Scout", label: "s1", statuses: ["exhausted"], damage: 1, controller: "B" },
            ],
          },
          pool: { energy: 2, power: [{ domain: "Mind", amount: 1 }] },
        },
        { name: "B", zones: {}, score: 3 },
      ],
      battlefields: [
        {
          name: "Ridge",
          label: "r",
          controller: "A",
          units: [{ player: "B", placements: [{ name: "Scout" }] }],
          facedown: { player: "A", placement: { name: "Zap" } },
        },
      ],
      turnPlayer: "B",
      phase: "beginning",
      seed: 7,
    });
  });
  test("defaults: players A and B, A's turn, the main phase, seed 0", () =>
    expect(loweredScenario(`scenario "s" { setup { } }`).setup).toEqual({
      players: [
        { name: "A", zones: {} },
        { name: "B", zones: {} },
      ],
      battlefields: [],
      turnPlayer: "A",
      phase: "main",
      seed: 0,
    }));
  test("actions and their choices; modes and abilities are counted from 1 as written, from 0 by the runtime", () => {
    const scenario = loweredScenario(`${cards}scenario "s" {
      setup { A hand: "Zap"  A base: "Scout" as s1  battlefield "Ridge" as r }
      A plays "Zap" from hand, choosing mode 2, targeting s1 and B's "Scout", paying the optional cost, with flow, answering yes
      A activates s1 ability 1, choosing s1, at r
      B passes
      resolve one
      resolve chain
      A moves s1 to r
      A moves s1 to A base
      A conquers r
      B holds r
      A answers no
      end turn
    }`);
    expect(
      scenario.steps.map((step) => (step.step === "action" ? step.action : undefined)),
    ).toEqual([
      {
        action: "play",
        player: "A",
        card: { name: "Zap" },
        from: "hand",
        choices: [
          { choice: "mode", modes: [1] },
          { choice: "target", objects: [{ label: "s1" }, { name: "Scout", player: "B" }] },
          { choice: "payOptionalCost" },
          { choice: "useFlow" },
          { choice: "yes" },
        ],
      },
      {
        action: "activate",
        player: "A",
        source: { label: "s1" },
        ability: 0,
        choices: [
          { choice: "object", objects: [{ label: "s1" }] },
          { choice: "location", location: { at: "battlefield", battlefield: { label: "r" } } },
        ],
      },
      { action: "pass", player: "B" },
      { action: "resolveOne" },
      { action: "resolveChain" },
      {
        action: "move",
        player: "A",
        units: [{ label: "s1" }],
        to: { at: "battlefield", battlefield: { label: "r" } },
      },
      { action: "move", player: "A", units: [{ label: "s1" }], to: { at: "base", player: "A" } },
      { action: "conquer", player: "A", battlefield: { label: "r" } },
      { action: "hold", player: "B", battlefield: { label: "r" } },
      { action: "answer", player: "A", answer: { choice: "no" } },
      { action: "endTurn" },
    ]);
  });
  test("every expectation", () => {
    const scenario = loweredScenario(`${cards}scenario "s" {
      setup { A base: "Scout" as s1  battlefield "Ridge" as r controlled by A }
      expect s1 at A base
      expect s1 in A base
      expect s1 at r
      expect not "Zap" on the chain
      expect A trash: "Zap", "Scout"
      expect A deck has 3 or more cards
      expect s1 is owned by A
      expect r is controlled by nobody
      expect s1 is exhausted
      expect s1 has might 2
      expect s1 has 1 damage
      expect A score: 1
      expect A pool: 2 + 1 Mind
      expect B pool is empty
      expect chain: "Zap"
      expect event Banished of s1 by A 2 times
      expect s1 triggered twice
      expect A scored r this turn
      expect s1 has effect +2 might
      expect s1 was played
      expect not s1 exists
    }`);
    const s1 = { label: "s1" };
    expect(scenario.steps).toEqual([
      {
        step: "expect",
        negate: false,
        expectation: { expect: "location", object: s1, where: { at: "base", player: "A" } },
      },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "location",
          object: s1,
          where: { in: "zone", zone: "base", player: "A" },
        },
      },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "location",
          object: s1,
          where: { at: "battlefield", battlefield: { label: "r" } },
        },
      },
      {
        step: "expect",
        negate: true,
        expectation: { expect: "location", object: { name: "Zap" }, where: { in: "chain" } },
      },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "zoneContents",
          player: "A",
          zone: "trash",
          names: ["Zap", "Scout"],
        },
      },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "zoneCount",
          player: "A",
          zone: "deck",
          count: { op: ">=", value: 3 },
        },
      },
      { step: "expect", negate: false, expectation: { expect: "owner", object: s1, player: "A" } },
      {
        step: "expect",
        negate: false,
        expectation: { expect: "controller", object: { label: "r" }, player: null },
      },
      {
        step: "expect",
        negate: false,
        expectation: { expect: "status", object: s1, status: "exhausted" },
      },
      { step: "expect", negate: false, expectation: { expect: "might", object: s1, value: 2 } },
      { step: "expect", negate: false, expectation: { expect: "damage", object: s1, value: 1 } },
      { step: "expect", negate: false, expectation: { expect: "score", player: "A", value: 1 } },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "pool",
          player: "A",
          pool: { energy: 2, power: [{ domain: "Mind", amount: 1 }] },
        },
      },
      {
        step: "expect",
        negate: false,
        expectation: { expect: "pool", player: "B", pool: { energy: 0, power: [] } },
      },
      { step: "expect", negate: false, expectation: { expect: "chain", names: ["Zap"] } },
      {
        step: "expect",
        negate: false,
        expectation: {
          expect: "event",
          event: "banished",
          object: s1,
          player: "A",
          count: { op: "=", value: 2 },
        },
      },
      { step: "expect", negate: false, expectation: { expect: "triggered", source: s1, times: 2 } },
      {
        step: "expect",
        negate: false,
        expectation: { expect: "scoredThisTurn", player: "A", battlefield: { label: "r" } },
      },
      {
        step: "expect",
        negate: false,
        expectation: { expect: "hasEffect", object: s1, modification: { mod: "might", amount: 2 } },
      },
      { step: "expect", negate: false, expectation: { expect: "played", object: s1 } },
      { step: "expect", negate: true, expectation: { expect: "exists", object: s1 } },
    ]);
  });
  test("a deck", () =>
    expect(
      loweredDeck(`card legend "L" { domains Fury }\ncard unit "U" { cost 1 might 1 }\ncard battlefield "B" { }
deck "D" { legend "L"  champion "U"  battlefields "B"  main 3 "U"  runes 6 Fury, 6 Calm }`),
    ).toEqual({
      name: "D",
      legend: "L",
      champion: "U",
      battlefields: ["B"],
      main: [{ name: "U", count: 3 }],
      runes: [
        { domain: "Fury", count: 6 },
        { domain: "Calm", count: 6 },
      ],
    }));
});

describe("RS2000: a compiler bug is a diagnostic, never a crash", () => {
  test("a declaration that cannot be lowered is reported and left out; the others are lowered", () => {
    const analysis = analyze(
      [
        {
          file: "bug.rift",
          text: `card spell "A" { cost 1 effect: kill target unit; kill it }\ncard unit "B" { cost 1 might 1 }`,
        },
      ],
      {
        library: LIBRARY,
      },
    );
    expect(analysis.diagnostics).toEqual([]);
    // Simulate a checker that forgot what `it` means.
    analysis.findings.handles.clear();
    const result = lowerUnit(analysis);
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      "1:56 RS2000",
    ]);
    expect(result.files[0]!.definitions.map((d) => d.name)).toEqual(["B"]);
  });
});

test("compiling the library alone gives the named tokens (RULES T5)", () =>
  expect(expectClean("").definitions.map((d) => d.name)).toEqual([
    "Recruit",
    "Sprite",
    "Bird",
    "Gold",
    "Brush",
  ]));

test("`a unit dies here` is `a unit here dies`: the place after the event belongs to the subject", () => {
  const [after] = lowered(
    `card unit "U" { cost 1 might 1\n when an enemy unit dies here: draw 1 }`,
  );
  const [before] = lowered(
    `card unit "U" { cost 1 might 1\n when an enemy unit here dies: draw 1 }`,
  );
  expect(after!.abilities).toEqual(before!.abilities);
  expect(JSON.stringify(after!.abilities)).toContain('"location":{"at":"here"}');
});

test("`expect each …` and `expect 2 …` lower to a quantified expectation", () => {
  const scenario = loweredScenario(
    `scenario "s" {\n  setup { A base: "Recruit", "Recruit" }\n  expect each "Recruit" is ready\n  expect not 2 "Recruit" in A base\n}`,
  );
  expect(scenario.steps.map((step) => step.step === "expect" && step.quantity)).toEqual([
    "each",
    2,
  ]);
});
