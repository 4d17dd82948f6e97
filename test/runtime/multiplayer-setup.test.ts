/**
 * Deck construction rules beyond counts (CR 103.2, 103.2.a.2, 103.4.b) and games of three and
 * four players set up from deck lists: the free-for-all modes of play (CR 481–488) — Skirmish
 * (FFA3, CR 487) and War (FFA4, CR 488) — their battlefields, turn order around the table
 * (CR 115.1.b), mulligans in turn order (CR 117), and first turn process (CR 487.7, 488.7).
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type Chooser,
  type DeckList,
  type Decision,
  type Definition,
  MODE_RULES,
  SetupError,
  basicRune,
  createGameFromDecks,
  deckProblems,
  definitionMap,
  modeForPlayers,
  prepareGame,
} from "../../runtime/index.js";
import { battlefield, cost, legend, unit } from "./helpers.js";

const defs: Definition[] = [
  legend("Captain M4", ["Fury", "Order"]),
  { ...legend("Banner M4", ["Fury", "Order"]), tags: ["Vanguard"] },
  unit("Hero M4", cost(2), 3, { domains: ["Fury"], tags: ["Vanguard"] }),
  unit("Squire M4", cost(1), 1, { domains: ["Order"] }),
  ...Array.from({ length: 13 }, (_, i) => unit(`Pike ${i} M4`, cost(1), 1, { domains: ["Order"] })),
  ...["North", "South", "East", "West", "Hill", "Vale"].flatMap((side) => [
    battlefield(`${side} Ford M4`),
  ]),
  { ...battlefield("Mind Spire M4"), domains: ["Mind"] },
  { ...battlefield("Fury Pit M4"), domains: ["Fury"] },
  basicRune("Fury"),
  basicRune("Order"),
];
const map = definitionMap(defs);

/** 40 cards: the Chosen Champion plus 39 in the main entries. */
function deck(overrides: Partial<DeckList> = {}): DeckList {
  return {
    name: "Pikes M4",
    legend: "Captain M4",
    champion: "Hero M4",
    battlefields: ["North Ford M4", "South Ford M4", "East Ford M4"],
    main: Array.from({ length: 13 }, (_, i) => ({ name: `Pike ${i} M4`, count: 3 })),
    runes: [
      { domain: "Fury", count: 6 },
      { domain: "Order", count: 6 },
    ],
    ...overrides,
  };
}

/** Every player's deck brings battlefields of other names, so each in play can be told apart. */
function table(count: number): DeckList[] {
  const sides = [
    ["North Ford M4", "South Ford M4", "East Ford M4"],
    ["West Ford M4", "Hill Ford M4", "Vale Ford M4"],
  ];
  return Array.from({ length: count }, (_, i) =>
    deck({ name: `Deck ${i} M4`, battlefields: sides[i % 2] as string[] }),
  );
}

/** Keeps every hand and records who was asked, in order. */
class Keep implements Chooser {
  asked: string[] = [];
  choose(request: ChoiceRequest): Decision {
    this.asked.push(request.player);
    return { kind: "objects", objects: [] };
  }
}

describe("deck construction: the Chosen Champion and the battlefields (CR 103.2, 103.4)", () => {
  test("CR 103: the test deck is legal", () => {
    expect(deckProblems(deck(), map)).toEqual([]);
  });

  test("CR 103.2, 103.2.a: a deck without a Chosen Champion is illegal", () => {
    const { champion: _, ...without } = deck();
    expect(
      deckProblems({ ...without, main: [...without.main, { name: "Squire M4", count: 1 }] }, map),
    ).toEqual(['a deck needs a Chosen Champion (CR 103.2, 103.2.a): write `champion "Name"`']);
  });

  test("CR 103.2.a.2: a legend with a tag takes a Chosen Champion that carries it", () => {
    expect(deckProblems(deck({ legend: "Banner M4" }), map)).toEqual([]);
    expect(
      deckProblems(
        deck({
          legend: "Banner M4",
          champion: "Squire M4",
        }),
        map,
      ),
    ).toEqual([
      'the champion "Squire M4" has no tag of the legend "Banner M4" (Vanguard); a Chosen Champion carries its legend\'s champion tag (CR 103.2.a.2)',
    ]);
  });

  test("CR 103.2.a: the Chosen Champion must be a unit", () => {
    expect(deckProblems(deck({ champion: "Fury Pit M4" }), map)).toEqual([
      '"Fury Pit M4" is a battlefield; the champion takes unit cards',
      "the Main Deck has 39 cards; it needs at least 40 (CR 103.2)",
    ]);
  });

  test("CR 103.4.b: a battlefield with domains abides by the Domain Identity", () => {
    expect(
      deckProblems(deck({ battlefields: ["North Ford M4", "Fury Pit M4", "Mind Spire M4"] }), map),
    ).toEqual([
      'the battlefield "Mind Spire M4" (Mind) is outside the legend\'s domains (CR 103.4.b)',
    ]);
  });

  test("CR 103.3.a: a line of no runes is reported", () => {
    expect(
      deckProblems(
        deck({
          runes: [
            { domain: "Fury", count: 12 },
            { domain: "Order", count: 0 },
          ],
        }),
        map,
      ),
    ).toEqual(["Order runes need at least 1"]);
  });
});

describe("modes of play for more than two players (CR 481–488)", () => {
  test("CR 485.1, 487.1, 488.1: the number of decks names the mode; other numbers are refused", () => {
    expect([1, 2, 3, 4, 5].map(modeForPlayers)).toEqual([null, "duel", "skirmish", "war", null]);
    for (const count of [1, 5])
      expect(() => prepareGame(table(count), defs, { seed: 1 })).toThrow(
        /no mode of play takes \d decks?: a Duel takes 2, a Skirmish 3, a War 4/,
      );
    expect(() => prepareGame(table(3), defs, { seed: 1, mode: "war" })).toThrow(SetupError);
    expect(() => prepareGame(table(3), defs, { seed: 1, mode: "war" })).toThrow(
      "a FFA4 War needs 4 decks, not 3 (CR 488.1)",
    );
    expect(() => prepareGame(table(2), defs, { seed: 1, mode: "skirmish" })).toThrow(
      "a FFA3 Skirmish needs 3 decks, not 2 (CR 487.1)",
    );
  });

  test("CR 487.3, 488.3: the Victory Score of both free-for-all modes is 8", () => {
    expect(MODE_RULES.skirmish.victoryScore).toBe(8);
    for (const count of [3, 4])
      expect(prepareGame(table(count), defs, { seed: 2 }).setup.victoryScore).toBe(8);
  });

  test("CR 487.4, 487.5: in a Skirmish each player brings one of their three battlefields, chosen at random", () => {
    const chosen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { setup, opening } = prepareGame(table(3), defs, { seed, chooser: new Keep() });
      expect(opening.mode).toBe("skirmish");
      expect(setup.battlefields.map((b) => b.owner)).toEqual(["A", "B", "C"]);
      setup.battlefields.forEach((b, i) => {
        expect(table(3)[i]?.battlefields).toContain(b.name);
        chosen.add(b.name);
      });
    }
    // Random, not always the first of each list.
    expect(chosen.size).toBeGreaterThan(2);
  });

  test("CR 488.4.b, 488.5: in a War the first player's battlefields are removed; the other three bring one each", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { setup, opening } = prepareGame(table(4), defs, { seed, chooser: new Keep() });
      expect(opening.mode).toBe("war");
      expect(setup.battlefields).toHaveLength(3);
      const owners = setup.battlefields.map((b) => b.owner);
      expect(owners).not.toContain(opening.first);
      expect(owners.sort()).toEqual(["A", "B", "C", "D"].filter((p) => p !== opening.first));
      expect(opening.battlefields[opening.first]).toBeUndefined();
    }
  });

  test("CR 115.1.b, 117: turn order goes around the table from the random first player; mulligans follow it", () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      const chooser = new Keep();
      const { setup, opening } = prepareGame(table(4), defs, { seed, chooser });
      firsts.add(opening.first);
      const seat = ["A", "B", "C", "D"].indexOf(opening.first);
      const around = [0, 1, 2, 3].map((k) => ["A", "B", "C", "D"][(seat + k) % 4]);
      expect(opening.order).toEqual(around);
      expect(chooser.asked).toEqual(around);
      expect(setup.turnPlayer).toBe(opening.first);
      // Seats stay in deck order: the runtime's turn order is the order of its players.
      expect(setup.players.map((p) => p.name)).toEqual(["A", "B", "C", "D"]);
    }
    expect([...firsts].sort()).toEqual(["A", "B", "C", "D"]);
  });

  test("CR 487.7, 488.7: the first player skips their first draw; the last channels an extra rune", () => {
    for (const count of [3, 4]) {
      const { game, prepared } = createGameFromDecks(table(count), defs, {
        seed: 5,
        chooser: new Keep(),
      });
      const order = prepared.opening.order;
      const [first] = order;
      expect(game.turn()).toMatchObject({ number: 1, player: first, phase: "main" });
      for (const [place, player] of order.entries()) {
        expect(game.turn().player).toBe(player);
        // Hands of 4, plus the turn's draw for all but the first player (CR 116, 487.7).
        expect(game.zone(player, "hand"), `${player} in a game of ${count}`).toHaveLength(
          place === 0 ? 4 : 5,
        );
        // 2 runes, 3 for the player going last (CR 430.4.a, 487.7).
        expect(game.zone(player, "runes")).toHaveLength(place === count - 1 ? 3 : 2);
        expect(game.perform({ type: "endTurn", player }).ok).toBe(true);
      }
      // Around the table again: the first player now draws, and everyone channels 2.
      expect(game.turn()).toMatchObject({ number: count + 1, player: first });
      expect(game.zone(first as string, "hand")).toHaveLength(5);
      expect(game.zone(first as string, "runes")).toHaveLength(4);
    }
  });

  test("CR 485.7: a Duel is unchanged — the first player draws on turn 1, the second channels 3", () => {
    const { game, prepared } = createGameFromDecks(table(2), defs, {
      seed: 5,
      chooser: new Keep(),
    });
    const [first, second] = prepared.opening.order as [string, string];
    expect(prepared.setup.players.find((p) => p.name === first)?.skipFirstDraw).toBeUndefined();
    expect(game.zone(first, "hand")).toHaveLength(5);
    game.perform({ type: "endTurn", player: first });
    expect(game.zone(second, "runes")).toHaveLength(3);
  });
});
