import { describe, expect, test } from "vitest";
import type { ScenarioNode } from "../../grammar/index.js";
import { expectAst, expectClean, expectDiagnostics } from "./helpers.js";

function scenario(body: string): ScenarioNode {
  const ast = expectClean(`scenario "s" {\n${body}\n}`);
  const first = ast.declarations[0];
  if (first?.kind !== "Scenario") throw new Error("expected a scenario");
  return first;
}

const steps = (body: string) => scenario(body).steps;
const player = (name: string) => ({ kind: "ScenarioPlayer", name });

describe("scenario setup", () => {
  test("cards by name into zones, with labels, statuses, damage and controller", () => {
    expect(
      scenario(`setup {
        A hand: "Abandon", "Lantern Trick" as lt
        a base: "Muster Captain" as m1 exhausted stunned with 2 damage controlled by B
        B rune deck: "Fury Rune"
        B runes: "Fury Rune"
        A legend: "Drillmaster"
      }`).setup.entries,
    ).toMatchObject([
      {
        kind: "SetupZone",
        player: player("A"),
        zone: "hand",
        placements: [
          { name: { text: "Abandon" } },
          { name: { text: "Lantern Trick" }, label: { text: "lt" } },
        ],
      },
      {
        player: player("A"),
        zone: "base",
        placements: [
          {
            label: { text: "m1" },
            statuses: ["exhausted", "stunned"],
            damage: 2,
            controller: player("B"),
          },
        ],
      },
      { zone: "runeDeck" },
      { zone: "runes" },
      { zone: "legend" },
    ]);
  });

  test("pools, score, turn, phase, seed", () => {
    expect(
      scenario(`setup { A pool: 4 + 2 Mind  B score: 3  turn: B  phase: beginning  seed: 7 }`).setup
        .entries,
    ).toMatchObject([
      {
        kind: "SetupPool",
        player: player("A"),
        pool: { terms: [{ amount: 4 }, { amount: 2, resource: "Mind" }] },
      },
      { kind: "SetupScore", player: player("B"), value: 3 },
      { kind: "SetupTurn", player: player("B") },
      { kind: "SetupPhase", phase: "beginning" },
      { kind: "SetupSeed", value: 7 },
    ]);
  });

  test("battlefields: who controls them, what is at them, a facedown card", () => {
    expect(
      scenario(`setup {
        battlefield "Windy Ridge" as w controlled by A {
          A: "Scout" ready, "Scout" as s2
          B: "Guard"
          facedown A: "Trap"
        }
        battlefield "Quiet Field"
      }`).setup.entries,
    ).toMatchObject([
      {
        kind: "SetupBattlefield",
        placement: { name: { text: "Windy Ridge" }, label: { text: "w" }, controller: player("A") },
        units: [
          { player: player("A"), placements: [{ statuses: ["ready"] }, { label: { text: "s2" } }] },
          { player: player("B"), placements: [{ name: { text: "Guard" }, statuses: [] }] },
        ],
        facedown: { player: player("A"), placement: { name: { text: "Trap" } } },
      },
      { kind: "SetupBattlefield", placement: { name: { text: "Quiet Field" } }, units: [] },
    ]);
  });
});

describe("scenario actions", () => {
  test("play with choices", () => {
    expect(
      steps(
        `A plays "Tidal Shift" from trash with flow, choosing mode 1 and 3, targeting m1 and B's "Guard", at w, answering no, paying the optional cost, choosing s2`,
      ),
    ).toMatchObject([
      {
        kind: "PlayAction",
        player: player("A"),
        card: { name: "Tidal Shift" },
        from: "trash",
        choices: [
          { choice: "useFlow" },
          { choice: "mode", modes: [1, 3] },
          { choice: "target", objects: [{ label: "m1" }, { name: "Guard", player: player("B") }] },
          { choice: "location", location: { at: "battlefield", battlefield: { label: "w" } } },
          { choice: "no" },
          { choice: "payOptionalCost" },
          { choice: "object", objects: [{ label: "s2" }] },
        ],
      },
    ]);
  });

  test("activate, pass, resolve, move, conquer, hold, end turn, answer", () => {
    expect(
      steps(`A activates g1 ability 2, choosing m1
        B passes
        resolve chain
        resolve the chain
        resolve one
        A moves m1 and m2 to w
        A moves m1 to A base
        A conquers w
        B holds "Quiet Field"
        end turn
        A answers yes
        B answers targeting m1`),
    ).toMatchObject([
      {
        kind: "ActivateAction",
        source: { label: "g1" },
        ability: 2,
        choices: [{ choice: "object" }],
      },
      { kind: "PassAction", player: player("B") },
      { kind: "ResolveAction", all: true },
      { kind: "ResolveAction", all: true },
      { kind: "ResolveAction", all: false },
      { kind: "MoveAction", units: [{ label: "m1" }, { label: "m2" }], to: { at: "battlefield" } },
      { kind: "MoveAction", to: { at: "base", player: player("A") } },
      { kind: "ConquerAction", battlefield: { label: "w" } },
      { kind: "HoldAction", player: player("B"), battlefield: { name: "Quiet Field" } },
      { kind: "EndTurnAction" },
      { kind: "AnswerAction", answer: { choice: "yes" } },
      { kind: "AnswerAction", answer: { choice: "target", objects: [{ label: "m1" }] } },
    ]);
  });
});

describe("scenario expectations", () => {
  test("where objects are", () => {
    expect(
      steps(`expect m1 in A trash
        expect m1 at A base
        expect m1 at w
        expect "Abandon" on the chain`).map((s) => s.kind === "Expect" && s.expectation),
    ).toMatchObject([
      {
        kind: "ExpectLocation",
        object: { label: "m1" },
        where: { in: "zone", zone: "trash", player: player("A") },
      },
      { where: { in: "location", location: { at: "base", player: player("A") } } },
      { where: { in: "location", location: { at: "battlefield", battlefield: { label: "w" } } } },
      { object: { name: "Abandon" }, where: { in: "chain" } },
    ]);
  });

  test("zones, owner, controller, status, might, damage, score, pool, chain", () => {
    expect(
      steps(`expect A trash: "Lantern Trick", "Abandon"
        expect A trash: nothing
        expect A hand is empty
        expect A hand has 2 cards
        expect not A deck has 3 or more cards
        expect m1 is owned by A
        expect w is controlled by B
        expect w is controlled by nobody
        expect m1 is replaced
        expect m1 has might 4
        expect m1 has 2 damage
        expect A score: 4
        expect A pool: 0
        expect B pool: 1 + 1 Fury
        expect not A pool is empty
        expect chain: "Abandon", "Lantern Trick"
        expect chain is empty`).map((s) => s.kind === "Expect" && [s.negate, s.expectation]),
    ).toMatchObject([
      [
        false,
        {
          kind: "ExpectZoneContents",
          zone: "trash",
          names: [{ text: "Lantern Trick" }, { text: "Abandon" }],
        },
      ],
      [false, { kind: "ExpectZoneContents", names: [] }],
      [false, { kind: "ExpectZoneCount", zone: "hand", count: { op: "=", value: 0 } }],
      [false, { kind: "ExpectZoneCount", count: { op: "=", value: 2 } }],
      [true, { kind: "ExpectZoneCount", zone: "deck", count: { op: ">=", value: 3 } }],
      [false, { kind: "ExpectOwner", player: player("A") }],
      [false, { kind: "ExpectController", player: player("B") }],
      [false, { kind: "ExpectController", player: null }],
      [false, { kind: "ExpectStatus", status: "replaced" }],
      [false, { kind: "ExpectMight", value: 4 }],
      [false, { kind: "ExpectDamage", value: 2 }],
      [false, { kind: "ExpectScore", player: player("A"), value: 4 }],
      [false, { kind: "ExpectPool", player: player("A"), pool: { terms: [{ amount: 0 }] } }],
      [
        false,
        {
          kind: "ExpectPool",
          player: player("B"),
          pool: {
            terms: [
              { amount: 1, resource: "energy" },
              { amount: 1, resource: "Fury" },
            ],
          },
        },
      ],
      [true, { kind: "ExpectPool", player: player("A"), pool: null }],
      [false, { kind: "ExpectChain", names: [{ text: "Abandon" }, { text: "Lantern Trick" }] }],
      [false, { kind: "ExpectChain", names: [] }],
    ]);
  });

  test("events, triggers, scoring history, effects, played, existence", () => {
    expect(
      steps(`expect event banished of m1 by A 2 times
        expect not event killed
        expect event returnedToHand once
        expect m1 triggered twice
        expect m1 triggered 3 times
        expect A scored w this turn
        expect m1 has effect +2 might
        expect m1 was played
        expect not m1 exists`).map((s) => s.kind === "Expect" && [s.negate, s.expectation]),
    ).toMatchObject([
      [
        false,
        {
          kind: "ExpectEvent",
          event: { text: "banished" },
          object: { label: "m1" },
          player: player("A"),
          count: { op: "=", value: 2 },
        },
      ],
      [true, { kind: "ExpectEvent", event: { text: "killed" } }],
      [false, { kind: "ExpectEvent", event: { text: "returnedToHand" }, count: { value: 1 } }],
      [false, { kind: "ExpectTriggered", source: { label: "m1" }, count: { value: 2 } }],
      [false, { kind: "ExpectTriggered", count: { value: 3 } }],
      [false, { kind: "ExpectScoredThisTurn", player: player("A"), battlefield: { label: "w" } }],
      [false, { kind: "ExpectHasEffect", modification: { kind: "MightMod", amount: 2 } }],
      [false, { kind: "ExpectPlayed", object: { label: "m1" } }],
      [true, { kind: "ExpectExists" }],
    ]);
  });
});

describe("decks (issue 6)", () => {
  test("legend, champion, battlefields, main deck, runes", () => {
    expectAst(
      `deck "Fury Aggro" {
        legend "Drillmaster"
        champion "Muster Captain"
        battlefields "Windy Ridge", "Quiet Field", "Roosting Cliffs"
        main 3 "Muster Captain", 2 "Abandon"
        main 1 "Lantern Trick"
        runes 6 Fury, 6 Calm
      }`,
      {
        kind: "Deck",
        name: { text: "Fury Aggro" },
        legend: { text: "Drillmaster" },
        champion: { text: "Muster Captain" },
        battlefields: [
          { text: "Windy Ridge" },
          { text: "Quiet Field" },
          { text: "Roosting Cliffs" },
        ],
        main: [
          { kind: "DeckCard", count: 3, name: { text: "Muster Captain" } },
          { count: 2, name: { text: "Abandon" } },
          { count: 1, name: { text: "Lantern Trick" } },
        ],
        runes: [
          { kind: "DeckRunes", count: 6, domain: "Fury" },
          { count: 6, domain: "Calm" },
        ],
      },
    );
  });
});

describe("steps expecting a refusal", () => {
  test("`can't` or `cannot` before any player action, with an optional reason", () => {
    expect(
      steps(`A cannot move m1 and m2 to B base, because illegalAction
        b CAN'T hide "X" at w
        A can't activate g ability 2, choosing nothing because cannotPay`),
    ).toMatchObject([
      {
        kind: "Refused",
        action: {
          kind: "MoveAction",
          player: player("A"),
          units: [{ label: "m1" }, { label: "m2" }],
        },
        reason: { kind: "Name", text: "illegalAction", quoted: false },
      },
      { kind: "Refused", action: { kind: "HideAction", player: player("B") } },
      {
        kind: "Refused",
        action: {
          kind: "ActivateAction",
          ability: 2,
          choices: [{ choice: "object", objects: [] }],
        },
        reason: { text: "cannotPay" },
      },
    ]);
  });

  test("a missing reason after `because` is named as one", () => {
    expectDiagnostics(
      `scenario "s" {\n  B can't pass, because\n  B can't pass, because 3\n}`,
      // A missing word at the end of a line is reported on that line, at the word before it.
      "2:17 RS1022 expected a refusal reason such as `cannotPay`, `illegalChoice` or `noPriority` after `because`",
      "3:25 RS1022 expected a refusal reason such as `cannotPay`, `illegalChoice` or `noPriority` after `because`",
    );
    expectDiagnostics(
      `scenario "s" {\n  B can't pass, because "noPriority"\n}`,
      "2:25 RS1022 expected a refusal reason such as `cannotPay`, `illegalChoice` or `noPriority` after `because`",
    );
  });
});
