/**
 * Setting up a game from deck lists (issue 6 item 6; CR 101–118, 485): construction rules, the
 * opening (shuffle, battlefields, hands of 4, the mulligan) and the second player's extra rune.
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type Chooser,
  type DeckList,
  type Decision,
  type Definition,
  SetupError,
  basicRune,
  createGameFromDecks,
  deckProblems,
  definitionMap,
  prepareGame,
} from "../../runtime/index.js";
import { battlefield, cost, legend, spell, unit } from "./helpers.js";

const defs: Definition[] = [
  legend("Warden", ["Fury", "Order"]),
  legend("Sage", ["Mind"]),
  unit("Lancer", cost(1), 2, { domains: ["Fury"] }),
  unit("Pikeman", cost(2), 3, { domains: ["Order"] }),
  unit("Seer", cost(2), 1, { domains: ["Mind"] }),
  spell("Spark", cost(1), [], { domains: ["Fury"] }),
  ...Array.from({ length: 12 }, (_, i) => unit(`Soldier ${i}`, cost(1), 1, { domains: ["Order"] })),
  battlefield("Ridge"),
  battlefield("Ford"),
  battlefield("Mire"),
  basicRune("Fury"),
];

function deck(overrides: Partial<DeckList> = {}): DeckList {
  return {
    name: "Test Deck",
    legend: "Warden",
    champion: "Soldier 8",
    battlefields: ["Ridge", "Ford", "Mire"],
    main: [
      { name: "Lancer", count: 3 },
      { name: "Pikeman", count: 3 },
      { name: "Spark", count: 2 },
      ...Array.from({ length: 12 }, (_, i) => ({ name: `Soldier ${i}`, count: i < 8 ? 3 : 2 })),
    ],
    runes: [
      { domain: "Fury", count: 6 },
      { domain: "Order", count: 6 },
    ],
    ...overrides,
  };
}

const map = definitionMap(defs);

describe("RULES S1 setup — deck construction (CR 103, 485.4)", () => {
  test("CR 103: a legal deck has no problems", () => {
    expect(deckProblems(deck(), map)).toEqual([]);
  });

  test("CR 103.1, 103.2, 103.2.b, 103.3.a, 485.4.a: legend, 40 cards, 3 copies, 12 runes, 3 battlefields", () => {
    const problems = deckProblems(
      deck({
        legend: undefined,
        champion: undefined,
        main: [{ name: "Lancer", count: 4 }],
        runes: [{ domain: "Fury", count: 11 }],
        battlefields: ["Ridge", "Ridge"],
      }),
      map,
    );
    expect(problems).toEqual([
      "a deck needs a Champion Legend (CR 103.1)",
      'a deck needs a Chosen Champion (CR 103.2, 103.2.a): write `champion "Name"`',
      '4 copies of "Lancer"; a deck may hold at most 3 (CR 103.2.b)',
      "the Main Deck has 4 cards; it needs at least 40 (CR 103.2)",
      "the Rune Deck has 11 runes; it needs exactly 12 (CR 103.3.a)",
      "2 battlefields; a deck brings 3 in every mode of play (CR 103.4.a, 485.4.a, 487.4.a, 488.4.a)",
      '"Ridge" is named twice; the battlefields have different names (CR 103.4.c)',
    ]);
  });

  test("CR 103.1.b: cards and runes must be within the legend's domains; unknown names and wrong types are reported", () => {
    const problems = deckProblems(
      deck({
        main: [
          ...deck().main,
          { name: "Seer", count: 1 },
          { name: "Nobody", count: 1 },
          { name: "Ridge", count: 1 },
        ],
        runes: [
          { domain: "Fury", count: 6 },
          { domain: "Mind", count: 6 },
        ],
      }),
      map,
    );
    expect(problems).toEqual([
      '"Seer" (Mind) is outside the legend\'s domains (CR 103.1.b)',
      'no card is named "Nobody" (main deck)',
      '"Ridge" is a battlefield; the main deck takes unit or gear or spell cards',
      "Mind runes are outside the legend's domains (CR 103.3.a.1)",
    ]);
  });

  test("an illegal deck cannot start a game", () => {
    expect(() => prepareGame([deck(), deck({ legend: "Nobody" })], defs, { seed: 1 })).toThrow(
      SetupError,
    );
  });

  test("a deck list changed in place between games is set up as it is now", () => {
    // Set-up keeps what it learns of a deck list for the next game with it (issue 6).
    const mine = deck();
    const other = deck({ name: "Other" });
    const before = prepareGame([mine, other], defs, { seed: 3 });
    expect(before.setup.players.map((p) => p.zones.deck?.length)).toEqual([36, 36]);
    (mine.main[0] as { count: number }).count = 1;
    expect(() => prepareGame([mine, other], defs, { seed: 3 })).toThrow(/at least 40/);
    mine.main.push({ name: "Seer", count: 1 });
    expect(() => prepareGame([mine, other], defs, { seed: 3 })).toThrow(/outside the legend/);
    mine.main.pop();
    (mine.main[0] as { count: number }).count = 3;
    expect(prepareGame([mine, other], defs, { seed: 3 })).toEqual(before);
  });
});

/** Sets aside the first `n` cards offered in each mulligan, and records what was asked. */
class Mulligan implements Chooser {
  asked: ChoiceRequest[] = [];
  constructor(private readonly n: number) {}
  choose(request: ChoiceRequest): Decision {
    this.asked.push(request);
    if (request.kind !== "object") throw new Error(`unexpected ${request.kind}`);
    return { kind: "objects", objects: request.options.slice(0, this.n) };
  }
}

describe("RULES S1 setup — the opening (CR 110–118, 485)", () => {
  test("CR 111–116, 485.5: legend in the Legend Zone, one of three battlefields each, shuffled decks, 4 cards in hand", () => {
    const prepared = prepareGame([deck(), deck({ name: "Other" })], defs, {
      seed: 9,
      chooser: new Mulligan(0),
    });
    expect(prepared.setup.battlefields).toHaveLength(2);
    for (const [i, p] of prepared.setup.players.entries()) {
      expect(p.legend).toEqual({ name: "Warden" });
      expect(p.zones.hand).toHaveLength(4);
      expect(p.zones.deck).toHaveLength(36);
      expect(p.zones.runeDeck).toHaveLength(12);
      expect(["Ridge", "Ford", "Mire"]).toContain(prepared.setup.battlefields[i]?.name);
      expect(prepared.setup.battlefields[i]?.owner).toBe(p.name);
    }
    const order = prepared.setup.players[0]?.zones.deck?.map((c) => c.name);
    const listed = deck().main.flatMap((e) => Array.from({ length: e.count }, () => e.name));
    expect(order).not.toEqual(listed.slice(4));
    expect(prepared.opening.first).toBe(prepared.setup.turnPlayer);
  });

  test("CR 117: each player, in turn order, sets aside up to 2 cards, draws as many and recycles them to the bottom", () => {
    const chooser = new Mulligan(2);
    const plain = prepareGame([deck(), deck()], defs, { seed: 4, chooser: new Mulligan(0) });
    const prepared = prepareGame([deck(), deck()], defs, { seed: 4, chooser });
    expect(chooser.asked.map((r) => r.player)).toEqual([
      plain.opening.first,
      plain.opening.first === "A" ? "B" : "A",
    ]);
    expect(chooser.asked[0]).toMatchObject({ min: 0, max: 2 });
    for (const [i, p] of prepared.setup.players.entries()) {
      const before = plain.setup.players[i];
      const hand = before?.zones.hand?.map((c) => c.name) ?? [];
      const deckBefore = before?.zones.deck?.map((c) => c.name) ?? [];
      // Kept the last two, drew the next two from the top; the two set aside went to the bottom.
      expect(p.zones.hand?.map((c) => c.name)).toEqual([
        ...hand.slice(2),
        ...deckBefore.slice(0, 2),
      ]);
      expect(
        p.zones.deck
          ?.slice(-2)
          .map((c) => c.name)
          .sort(),
      ).toEqual(hand.slice(0, 2).sort());
      expect(p.zones.deck).toHaveLength(36);
    }
    expect(prepared.opening.mulligans).toEqual({ A: 2, B: 2 });
  });

  test("CR 485.7: the player going second channels an extra rune in their first Channel Phase; the first draws on turn 1", () => {
    const { game, prepared } = createGameFromDecks([deck(), deck()], defs, {
      seed: 11,
      chooser: new Mulligan(0),
    });
    const first = prepared.opening.first;
    const second = first === "A" ? "B" : "A";
    expect(game.turn()).toMatchObject({ number: 1, player: first, phase: "main" });
    expect(game.zone(first, "runes")).toHaveLength(2);
    expect(game.zone(first, "hand")).toHaveLength(5);
    expect(game.zone(first, "legend").map((o) => o.name)).toEqual(["Warden"]);
    game.perform({ type: "endTurn", player: first });
    expect(game.turn()).toMatchObject({ number: 2, player: second, phase: "main" });
    expect(game.zone(second, "runes")).toHaveLength(3);
    game.perform({ type: "endTurn", player: second });
    game.perform({ type: "endTurn", player: first });
    expect(game.zone(second, "runes")).toHaveLength(5);
  });
});
