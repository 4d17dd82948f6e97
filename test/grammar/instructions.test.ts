import { describe, expect, test } from "vitest";
import { expectEffect, formatDiagnostics, instructionOf, parse } from "./helpers.js";

const target = (type: string) => ({ kind: "TargetRef", filter: { types: [type] }, count: 1 });
const it = { kind: "ItRef", plural: false };

describe("instructions", () => {
  test("banish and kill are different instructions (RULES E1)", () => {
    expectEffect(
      "banish target unit; kill target gear",
      { kind: "Banish", target: target("unit") },
      { kind: "Kill", target: target("gear") },
    );
  });

  test("discard and draw, by you or by a named player", () => {
    expectEffect(
      "discard 2; discard a unit card as tossed; an opponent discards 1; draw 1; draw a card; draw 2 cards; each player draws 1",
      { kind: "Discard", count: { kind: "Number", value: 2 } },
      {
        kind: "Discard",
        count: { value: 1 },
        filter: { types: ["unit"], objectKind: "card" },
        bind: { text: "tossed" },
      },
      { kind: "Discard", player: { who: "opponent" }, count: { value: 1 } },
      { kind: "Draw", count: { value: 1 } },
      { kind: "Draw", count: { value: 1 } },
      { kind: "Draw", count: { value: 2 } },
      { kind: "Draw", player: { who: "each" } },
    );
  });

  test("move, return to hand, put into a zone, recall", () => {
    expectEffect(
      "move target unit to your base; return it to its owner's hand; put it on the bottom of its owner's deck; move it to a battlefield you control; recall this",
      { kind: "Move", verb: "move", to: { place: "base", player: { who: "you" } } },
      {
        kind: "Move",
        verb: "return",
        target: it,
        to: { place: "zone", zone: "hand", player: { who: "ownerOf", object: it } },
      },
      { kind: "Move", verb: "put", to: { place: "zone", zone: "deck", position: "bottom" } },
      {
        kind: "Move",
        to: {
          place: "battlefield",
          battlefield: { kind: "ChooseRef", filter: { types: ["battlefield"], controller: "you" } },
        },
      },
      { kind: "Recall", target: { kind: "ThisRef" } },
    );
  });

  test("ready, exhaust, stun, buff, heal", () => {
    expectEffect(
      "ready this; exhaust it; stun target unit; buff them; heal all friendly units",
      { kind: "StatusChange", change: "ready" },
      { kind: "StatusChange", change: "exhaust" },
      { kind: "StatusChange", change: "stun" },
      { kind: "StatusChange", change: "buff", target: { kind: "ItRef", plural: true } },
      { kind: "StatusChange", change: "heal", target: { kind: "AllRef" } },
    );
  });

  test("deal damage: a number or an amount", () => {
    expectEffect(
      "deal 3 to target unit; deal 2 damage to it; deal its might to target unit",
      { kind: "Deal", amount: { kind: "Number", value: 3 }, target: target("unit") },
      { kind: "Deal", amount: { value: 2 }, target: it },
      { kind: "Deal", amount: { kind: "MightOf", object: it } },
    );
  });

  test("counter, with an alternative destination written as the next sentence (RULES F3)", () => {
    expectEffect(
      "counter target spell; return it to its owner's hand instead of its owner's trash",
      { kind: "Counter", target: target("spell") },
      {
        kind: "Move",
        verb: "return",
        target: it,
        to: { place: "zone", zone: "hand" },
        insteadOf: { place: "zone", zone: "trash", player: { who: "ownerOf" } },
      },
    );
  });

  test("gain and take control, with a duration", () => {
    expectEffect(
      "gain control of target unit until your next turn; take control of target gear; an opponent gains control of it this turn",
      { kind: "GainControl", target: target("unit"), duration: { until: "yourNextTurn" } },
      { kind: "GainControl", target: target("gear") },
      { kind: "GainControl", player: { who: "opponent" }, duration: { until: "endOfTurn" } },
    );
  });

  test("give: might, keywords, tags, domains, abilities, with durations (RULES E4)", () => {
    expectEffect(
      "give target unit +2 might and Tank this turn; give it -1 might, Assault 2 until end of turn; give it tag Bird, domain Calm permanently; give it { when this dies: draw 1 } until the next time it attacks; give it +1 might for each friendly unit here",
      {
        kind: "Give",
        modifications: [
          { kind: "MightMod", amount: 2 },
          { kind: "KeywordMod", keyword: { keyword: "Tank" } },
        ],
        duration: { until: "endOfTurn" },
      },
      {
        modifications: [{ amount: -1 }, { keyword: { keyword: "Assault", value: 2 } }],
        duration: { until: "endOfTurn" },
      },
      {
        modifications: [
          { kind: "TagMod", tags: [{ text: "Bird" }] },
          { kind: "DomainMod", domains: [{ domain: "Calm" }] },
        ],
        duration: { until: "permanent" },
      },
      {
        modifications: [{ kind: "AbilityMod", ability: { kind: "Triggered" } }],
        duration: { until: "nextEvent", event: { event: "attacked", subject: it } },
      },
      {
        modifications: [
          { kind: "MightMod", amount: 1, per: { types: ["unit"], controller: "you" } },
        ],
      },
    );
  });

  test("add resources, channel, burn", () => {
    expectEffect(
      "add 2 + 1 Fury; add 1 power of any domain; channel 2 runes exhausted; channel 1 rune; burn 2; an opponent burns 1",
      {
        kind: "Add",
        resources: {
          terms: [
            { amount: 2, resource: "energy" },
            { amount: 1, resource: "Fury" },
          ],
        },
      },
      { kind: "Add", resources: { terms: [{ amount: 1, resource: "any" }] } },
      { kind: "Channel", count: { value: 2 }, exhausted: true },
      { kind: "Channel", count: { value: 1 }, exhausted: false },
      { kind: "Burn", count: { value: 2 } },
      { kind: "Burn", player: { who: "opponent" }, count: { value: 1 } },
    );
  });

  test("play and create a token (RULES T1, T2, T3)", () => {
    expectEffect(
      "play a Recruit token; create 2 Recruit tokens at your base; play a ready Bird token with Tank here; play an exhausted Sprite token at a battlefield you control as fae; create a Gold token for an opponent; play a Recruit token for each friendly unit here",
      {
        kind: "MakeToken",
        mode: "play",
        count: { kind: "Number", value: 1 },
        token: { text: "Recruit" },
        changes: [],
      },
      { kind: "MakeToken", mode: "create", count: { value: 2 }, location: { place: "base" } },
      {
        mode: "play",
        readiness: "ready",
        token: { text: "Bird" },
        changes: [{ kind: "KeywordMod" }],
        location: { place: "here" },
      },
      { readiness: "exhausted", location: { place: "battlefield" }, bind: { text: "fae" } },
      { mode: "create", token: { text: "Gold" }, controller: { who: "opponent" } },
      { count: { kind: "CountOf", per: 1, filter: { types: ["unit"], controller: "you" } } },
    );
  });

  test("`play a Recruit token` always makes a token (RULES T1)", () => {
    expect(instructionOf("play a Recruit token")).toMatchObject({
      kind: "MakeToken",
      mode: "play",
    });
  });

  test("play a card from a zone, ignoring its cost or for a cost", () => {
    expectEffect(
      "play target spell card in your trash ignoring its cost; play it for 1 + 1 Fury; play it",
      {
        kind: "PlayCard",
        target: {
          kind: "TargetRef",
          filter: { objectKind: "card", zone: { zone: "trash", player: "you" } },
        },
        ignoreCost: true,
      },
      {
        kind: "PlayCard",
        target: it,
        ignoreCost: false,
        cost: { terms: [{ amount: 1 }, { resource: "Fury" }] },
      },
      { kind: "PlayCard", ignoreCost: false },
    );
  });

  test("replace with a token and swap back (RULES R1, R5)", () => {
    expectEffect(
      "replace this with a Brush token as b; replace target battlefield with a Brush token with +1 might; swap b back; swap this back",
      {
        kind: "Replace",
        target: { kind: "ThisRef" },
        token: { text: "Brush" },
        bind: { text: "b" },
      },
      { kind: "Replace", target: target("battlefield"), changes: [{ kind: "MightMod" }] },
      { kind: "SwapBack", target: { kind: "NamedRef", name: { text: "b" } } },
      { kind: "SwapBack", target: { kind: "ThisRef" } },
    );
  });

  test("score, reveal, look", () => {
    expectEffect(
      "score 1 point; score a point; you score 2 points; reveal the top 3 cards of your deck as seen; look at the top card of an opponent's deck",
      { kind: "Score", points: 1 },
      { kind: "Score", points: 1 },
      { kind: "Score", points: 2, player: { who: "you" } },
      { kind: "Reveal", mode: "reveal", count: 3, player: { who: "you" }, bind: { text: "seen" } },
      { kind: "Reveal", mode: "look", count: 1, player: { who: "opponent" } },
    );
  });

  test("choose modes", () => {
    expectEffect("choose one: { draw 2 } or { kill target gear; draw 1 } or { score 1 point }", {
      kind: "ChooseModes",
      count: 1,
      modes: [
        { kind: "Block", instructions: [{ kind: "Draw" }] },
        { instructions: [{ kind: "Kill" }, { kind: "Draw" }] },
        { instructions: [{ kind: "Score" }] },
      ],
    });
    expect(instructionOf("choose 2: { draw 1 } or { draw 2 } or { draw 3 }")).toMatchObject({
      count: 2,
    });
  });

  test("you may, if you do, otherwise", () => {
    expectEffect(
      "you may discard 1; if you do, draw 2; otherwise, draw 1",
      { kind: "May", player: { who: "you" }, body: { instructions: [{ kind: "Discard" }] } },
      {
        kind: "If",
        condition: { kind: "DidPreviousCondition" },
        then: { instructions: [{ kind: "Draw", count: { value: 2 } }] },
        else: { instructions: [{ kind: "Draw", count: { value: 1 } }] },
      },
    );
  });

  test("a nested instruction governs one instruction, or a block", () => {
    expectEffect(
      "if you do, draw 2; discard 1",
      { kind: "If", then: { instructions: [{ kind: "Draw" }] } },
      { kind: "Discard" },
    );
    expectEffect("if you do, { draw 2; discard 1 }", {
      kind: "If",
      then: { instructions: [{ kind: "Draw" }, { kind: "Discard" }] },
    });
  });

  test("for each and do this N times", () => {
    expectEffect(
      "for each enemy unit here as foe, deal 1 to foe; do this 2 times, { draw 1; discard 1 }",
      {
        kind: "ForEach",
        each: { types: ["unit"], controller: "opponent", location: { at: "here" }, plural: false },
        bind: { text: "foe" },
        body: {
          instructions: [{ kind: "Deal", target: { kind: "NamedRef", name: { text: "foe" } } }],
        },
      },
      {
        kind: "Repeat",
        times: { value: 2 },
        body: { instructions: [{ kind: "Draw" }, { kind: "Discard" }] },
      },
    );
  });

  test("a delayed trigger reads names bound by its resolution (RULES E3, B1)", () => {
    expectEffect(
      "banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand",
      {
        kind: "Banish",
        target: { kind: "TargetRef", filter: { controller: "you" }, bind: { text: "lost" } },
      },
      {
        kind: "Delayed",
        duration: { until: "endOfTurn" },
        trigger: { event: "conquered", player: { who: "you" } },
        body: {
          instructions: [{ kind: "Move", target: { kind: "NamedRef", name: { text: "lost" } } }],
        },
      },
    );
  });
});

describe("`and` joins instructions", () => {
  test("as `;` does, in an ability's instructions", () => {
    expectEffect(
      "draw a card and discard a card",
      { kind: "Draw", count: { kind: "Number", value: 1 } },
      { kind: "Discard", count: { value: 1 }, filter: { objectKind: "card" } },
    );
    expectEffect(
      "kill target unit and draw 1; an opponent discards 1 and each player draws 1",
      { kind: "Kill" },
      { kind: "Draw" },
      { kind: "Discard", player: { who: "opponent" } },
      { kind: "Draw", player: { who: "each" } },
    );
  });

  test("after `if`, `you may`, `for each`, `do this` and a delayed trigger, it governs both", () => {
    expectEffect(
      "you may discard 1 and draw 2; if you do, draw 1 and ready this; otherwise, kill target unit and draw 1; draw 3",
      { kind: "May", body: { instructions: [{ kind: "Discard" }, { kind: "Draw" }] } },
      {
        kind: "If",
        then: { instructions: [{ kind: "Draw" }, { kind: "StatusChange", change: "ready" }] },
        else: { instructions: [{ kind: "Kill" }, { kind: "Draw" }] },
      },
      { kind: "Draw", count: { value: 3 } },
    );
    expectEffect(
      "for each enemy unit as foe, deal 1 to foe and draw 1; do this 2 times, draw 1 and discard 1",
      { kind: "ForEach", body: { instructions: [{ kind: "Deal" }, { kind: "Draw" }] } },
      { kind: "Repeat", body: { instructions: [{ kind: "Draw" }, { kind: "Discard" }] } },
    );
    expectEffect("this turn, when you conquer: draw 1 and score 1 point", {
      kind: "Delayed",
      body: { instructions: [{ kind: "Draw" }, { kind: "Score" }] },
    });
  });

  test("the block an `and` makes spans both instructions", () => {
    const node = instructionOf("you may draw 1 and discard 1");
    expect(node).toMatchObject({
      kind: "May",
      body: { range: { column: 34, endColumn: 54 } },
    });
  });

  test("an `and` inside an instruction still lists what it lists", () => {
    expectEffect(
      "give target unit +1 might and Tank this turn and draw 1",
      {
        kind: "Give",
        modifications: [{ kind: "MightMod" }, { kind: "KeywordMod" }],
        duration: { until: "endOfTurn" },
      },
      { kind: "Draw" },
    );
    expectEffect(
      "kill all units with tag Bird and Cat and draw 1",
      {
        kind: "Kill",
        target: { filter: { tags: { match: "all", tags: [{ text: "Bird" }, { text: "Cat" }] } } },
      },
      { kind: "Draw" },
    );
    expectEffect(
      "give it +1 might and draw 1",
      { kind: "Give", modifications: [{ kind: "MightMod" }] },
      { kind: "Draw" },
    );
  });

  test("a condition's `and` stays the condition's", () => {
    expectEffect("if you do and it is your turn, draw 1 and discard 1", {
      kind: "If",
      condition: { kind: "AndCondition" },
      then: { instructions: [{ kind: "Draw" }, { kind: "Discard" }] },
    });
  });

  test("`and` before something that is not an instruction is still an error", () => {
    expect(
      parse(`card spell "S" { effect: draw 1 and lots }`).diagnostics.map((d) => d.code),
    ).toEqual(["RS1008"]);
  });
});

describe("`choose one —`, as cards print it", () => {
  test("the dash, or a hyphen, may take the place of `:`", () => {
    for (const sign of [":", "—", "-"]) {
      expect(
        instructionOf(`choose one ${sign} { draw 2 } or { discard 1 and draw 1 }`),
      ).toMatchObject({
        kind: "ChooseModes",
        count: 1,
        modes: [
          { instructions: [{ kind: "Draw" }] },
          { instructions: [{ kind: "Discard" }, { kind: "Draw" }] },
        ],
      });
    }
    expect(instructionOf("choose 2 — { draw 1 } or { draw 2 } or { draw 3 }")).toMatchObject({
      count: 2,
    });
  });
});

describe("number words where a count is expected", () => {
  test("draw, discard, deal, burn, channel, score, reveal, repeat", () => {
    expectEffect(
      "draw two; draw three cards; draw one card; discard two unit cards; deal four to target unit; burn two; channel two runes exhausted; score two points; look at the top three cards of your deck; do this ten times, draw 1; draw two for each friendly unit",
      { kind: "Draw", count: { kind: "Number", value: 2 } },
      { kind: "Draw", count: { value: 3 } },
      { kind: "Draw", count: { value: 1 } },
      { kind: "Discard", count: { value: 2 }, filter: { types: ["unit"], objectKind: "card" } },
      { kind: "Deal", amount: { value: 4 } },
      { kind: "Burn", count: { value: 2 } },
      { kind: "Channel", count: { value: 2 }, exhausted: true },
      { kind: "Score", points: 2 },
      { kind: "Reveal", mode: "look", count: 3 },
      { kind: "Repeat", times: { value: 10 } },
      { kind: "Draw", count: { kind: "CountOf", per: 2 } },
    );
  });

  test("how many objects, tokens and modes", () => {
    expectEffect(
      "kill two target units; banish up to three enemy units; play two ready Recruit tokens; create one Recruit token; choose two: { draw 1 } or { draw 2 } or { draw 3 }",
      { kind: "Kill", target: { kind: "TargetRef", count: 2 } },
      { kind: "Banish", target: { count: 3, upTo: true } },
      { kind: "MakeToken", mode: "play", count: { value: 2 }, readiness: "ready" },
      { kind: "MakeToken", mode: "create", count: { value: 1 } },
      { kind: "ChooseModes", count: 2 },
    );
  });

  test("any case, as every keyword", () => {
    expect(instructionOf("draw Seven")).toMatchObject({ count: { value: 7 } });
  });

  test("costs, Might and comparisons take digits, and the message says so", () => {
    expect(formatDiagnostics(`card unit "U" { might two }`)).toEqual([
      "1:23 RS1013 expected a number after `might`, found `two`; write this number in digits: `2`",
    ]);
    expect(
      formatDiagnostics(`card spell "S" { effect: kill all units with might three or less }`),
    ).toEqual([
      "1:52 RS1033 expected a comparison such as `3`, `3 or less` or `at least 2` after `might`, found `three`; write this number in digits: `3`",
    ]);
  });

  test("a number word is a keyword, so a name spelled so is quoted", () => {
    expect(formatDiagnostics(`card unit "U" { tags "Two" }`)).toEqual([]);
    expect(formatDiagnostics(`card unit "U" { tags two }`).length).toBe(1);
  });
});
