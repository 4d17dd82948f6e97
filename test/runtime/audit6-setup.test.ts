/**
 * Audit 6: setting up a Duel from deck lists (RULES S1; CR 103, 110–118, 485) — the Chosen
 * Champion's place in construction and in the opening, the mulligan, who goes first.
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type Chooser,
  type DeckList,
  type Decision,
  type Definition,
  basicRune,
  createGameFromDecks,
  deckProblems,
  definitionMap,
  prepareGame,
} from "../../runtime/index.js";
import { battlefield, cost, legend, unit } from "./helpers.js";

const defs: Definition[] = [
  legend("Marshal S6", ["Fury", "Order"]),
  unit("Vanguard S6", cost(1), 2, { domains: ["Fury"] }),
  unit("Oracle S6", cost(2), 1, { domains: ["Mind"] }),
  ...Array.from({ length: 13 }, (_, i) => unit(`Pike ${i} S6`, cost(1), 1, { domains: ["Order"] })),
  battlefield("Ridge S6"),
  battlefield("Ford S6"),
  battlefield("Mire S6"),
  basicRune("Fury"),
  basicRune("Order"),
];
const map = definitionMap(defs);

/** 41 cards: the 40 of the main entries plus a third Pike 12 as the Chosen Champion (CR 103.2). */
function deck(overrides: Partial<DeckList> = {}): DeckList {
  return {
    name: "Audit Deck S6",
    legend: "Marshal S6",
    champion: "Pike 12 S6",
    battlefields: ["Ridge S6", "Ford S6", "Mire S6"],
    main: [
      { name: "Vanguard S6", count: 3 },
      ...Array.from({ length: 13 }, (_, i) => ({ name: `Pike ${i} S6`, count: i < 11 ? 3 : 2 })),
    ],
    runes: [
      { domain: "Fury", count: 6 },
      { domain: "Order", count: 6 },
    ],
    ...overrides,
  };
}

/** The deck with 2 Vanguards instead of 3: 39 cards, 40 with a champion. */
const twoVanguards = (overrides: Partial<DeckList> = {}): DeckList =>
  deck({
    main: deck().main.map((e) => (e.name === "Vanguard S6" ? { ...e, count: 2 } : e)),
    ...overrides,
  });

/** Sets aside the options at the given indexes in every mulligan. */
class SetAside implements Chooser {
  asked: ChoiceRequest[] = [];
  constructor(private readonly indexes: number[]) {}
  choose(request: ChoiceRequest): Decision {
    this.asked.push(request);
    if (request.kind !== "object") throw new Error(`unexpected ${request.kind}`);
    return { kind: "objects", objects: this.indexes.map((i) => request.options[i] as string) };
  }
}

describe("audit6 RULES S1 — the Chosen Champion in construction (CR 103.2)", () => {
  test("CR 103.1.b.1, 103.2.c: a Chosen Champion outside the legend's domains is reported", () => {
    expect(deckProblems(twoVanguards({ champion: "Oracle S6" }), map)).toEqual([
      'the champion "Oracle S6" (Mind) is outside the legend\'s domains (CR 103.1.b, 103.2.c)',
    ]);
  });

  test("CR 103.2, 103.2.b.1: the Chosen Champion counts toward the 40 cards and the 3 copies", () => {
    expect(deckProblems(deck({ champion: "Vanguard S6" }), map)).toEqual([
      '4 copies of "Vanguard S6"; a deck may hold at most 3 (CR 103.2.b)',
    ]);
    expect(deckProblems(twoVanguards({ champion: "Vanguard S6" }), map)).toEqual([]);
    expect(deckProblems(twoVanguards({ champion: undefined }), map)).toEqual([
      'a deck needs a Chosen Champion (CR 103.2, 103.2.a): write `champion "Name"`',
      "the Main Deck has 39 cards; it needs at least 40 (CR 103.2)",
    ]);
  });

  test("CR 112, 108.3.b, 133.4: the Chosen Champion starts in the Champion Zone, never in the hand or the Main Deck", () => {
    const champion = twoVanguards({ champion: "Vanguard S6" });
    const { game, prepared } = createGameFromDecks([champion, champion], defs, {
      seed: 3,
      chooser: new SetAside([]),
    });
    for (const p of prepared.setup.players) {
      expect(p.zones.champion).toEqual([{ name: "Vanguard S6" }]);
      const cards = [...(p.zones.hand ?? []), ...(p.zones.deck ?? [])];
      expect(cards).toHaveLength(39);
      expect(cards.filter((c) => c.name === "Vanguard S6")).toHaveLength(2);
    }
    const first = prepared.opening.first;
    expect(game.zone(first, "champion").map((o) => o.name)).toEqual(["Vanguard S6"]);
  });
});

describe("audit6 RULES S1 — the opening (CR 115–117, 485)", () => {
  test("CR 115, 485: the first player is chosen at random — each player goes first for some seed", () => {
    const firsts = new Set<string>();
    for (let seed = 1; seed <= 20; seed++)
      firsts.add(
        prepareGame([deck(), deck()], defs, { seed, chooser: new SetAside([]) }).opening.first,
      );
    expect([...firsts].sort()).toEqual(["A", "B"]);
  });

  test("CR 117.1–117.3: one card set aside — the hand stays at 4 with the next card of the deck, and the card goes to the bottom", () => {
    const plain = prepareGame([deck(), deck()], defs, { seed: 8, chooser: new SetAside([]) });
    const one = prepareGame([deck(), deck()], defs, { seed: 8, chooser: new SetAside([1]) });
    for (const [i, p] of one.setup.players.entries()) {
      const hand = plain.setup.players[i]?.zones.hand?.map((c) => c.name) ?? [];
      const before = plain.setup.players[i]?.zones.deck?.map((c) => c.name) ?? [];
      expect(p.zones.hand?.map((c) => c.name)).toEqual([hand[0], hand[2], hand[3], before[0]]);
      expect(p.zones.deck?.map((c) => c.name)).toEqual([...before.slice(1), hand[1]]);
    }
    expect(one.opening.mulligans).toEqual({ A: 1, B: 1 });
  });

  test("CR 117.1: a player may keep their hand — setting aside nothing leaves hand and deck as dealt", () => {
    const kept = prepareGame([deck(), deck()], defs, { seed: 5, chooser: new SetAside([]) });
    for (const p of kept.setup.players) {
      expect(p.zones.hand).toHaveLength(4);
      expect(p.zones.deck).toHaveLength(36);
    }
    expect(kept.opening.mulligans).toEqual({ A: 0, B: 0 });
  });

  test("CR 117.1: at most two cards are set aside, even when the chooser names more", () => {
    const chooser = new SetAside([0, 1, 2]);
    const prepared = prepareGame([deck(), deck()], defs, { seed: 6, chooser });
    expect(chooser.asked[0]).toMatchObject({ min: 0, max: 2 });
    for (const p of prepared.setup.players) {
      expect(p.zones.hand).toHaveLength(4);
      expect(p.zones.deck).toHaveLength(36);
    }
    expect(prepared.opening.mulligans).toEqual({ A: 2, B: 2 });
  });
});
