/**
 * Audit 7: game actions (CR 407–444) the scenario language cannot state — the random order of
 * cards recycled together (CR 416.5), Temporary on gear (CR 816.1.a), and "if you couldn't
 * channel" after channelling fewer runes than asked (CR 430.3, 430.5).
 */
import { describe, expect, test } from "vitest";
import type { Definition, Effect } from "../../runtime/index.js";
import { Table, cost, gear, player, pool, rune, setup, spell, unit } from "./helpers.js";

const one = { amount: "fixed", value: 1 } as const;
const two = { amount: "fixed", value: 2 } as const;
const drawOne: Effect = [{ op: "draw", player: { player: "you" }, count: one }];

const defs: Definition[] = [
  unit("Ash A7", cost(1), 1),
  unit("Birch A7", cost(1), 1),
  unit("Cedar A7", cost(1), 1),
  unit("Dune A7", cost(1), 1),
  unit("Filler A7", cost(1), 1),
  gear("Sorting Bin A7", cost(1), {
    abilities: [{ kind: "activated", costs: [{ cost: "recycle", count: 3 }], effect: drawOne }],
  }),
  gear("Paper Lantern A7", cost(1), { keywords: [{ keyword: "Temporary" }] }),
  spell("Sift Down A7", cost(0), [
    { op: "look", player: { player: "you" }, count: 3, bind: "seen" },
    {
      op: "move",
      target: { ref: "bound", name: "seen" },
      to: { to: "zone", zone: "deck", position: "bottom" },
    },
  ]),
  spell("Deep Tap A7", cost(0), [
    { op: "channel", count: two, exhausted: true },
    { op: "if", condition: { cond: "didPrevious" }, then: drawOne, else: [...drawOne, ...drawOne] },
  ]),
  rune("Fury"),
];

const cards = (...names: string[]) => names.map((name) => ({ name }));

/** The order of A's Main Deck after `act`, for each seed. */
function deckOrders(
  seeds: number[],
  zones: Parameters<typeof player>[1],
  act: (t: Table) => void,
): string[] {
  return seeds.map((seed) => {
    const t = new Table(
      setup([player("A", zones, { pool: pool(5) }), player("B")], { seed }),
      defs,
    );
    act(t);
    return t.names("A", "deck").join(",");
  });
}

const SEEDS = Array.from({ length: 12 }, (_, i) => i + 1);

describe("audit7 CR 416 — recycling several cards at once", () => {
  test("CR 416.5: a 'recycle 3' cost puts the three cards on the bottom in a random order", () => {
    const orders = deckOrders(
      SEEDS,
      {
        base: cards("Sorting Bin A7"),
        deck: cards("Dune A7"),
        trash: cards("Ash A7", "Birch A7", "Cedar A7"),
      },
      (t) => {
        t.do({ type: "activate", player: "A", object: t.id("Sorting Bin A7"), ability: 0 });
        t.resolveAll();
        // The old top card is drawn; the recycled cards are under it.
        expect(t.names("A", "hand")).toEqual(["Dune A7"]);
      },
    );
    for (const order of orders)
      expect(order.split(",").sort()).toEqual(["Ash A7", "Birch A7", "Cedar A7"]);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });

  test("CR 416.5: cards an instruction puts on the bottom of the deck together go there in a random order", () => {
    const orders = deckOrders(
      SEEDS,
      { hand: cards("Sift Down A7"), deck: cards("Ash A7", "Birch A7", "Cedar A7", "Dune A7") },
      (t) => {
        t.play("A", "Sift Down A7");
        t.resolveAll();
      },
    );
    for (const order of orders) expect(order.startsWith("Dune A7,")).toBe(true);
    expect(new Set(orders).size).toBeGreaterThan(1);
  });
});

describe("audit7 CR 816 — Temporary", () => {
  test("CR 816.1.a, 816.1.b: Temporary on a gear kills it as its controller's Beginning Phase starts", () => {
    const t = new Table(
      setup(
        [
          player("A", { base: cards("Paper Lantern A7"), deck: cards("Filler A7", "Filler A7") }),
          player("B", { deck: cards("Filler A7", "Filler A7") }),
        ],
        { turnPlayer: "B" },
      ),
      defs,
    );
    t.do({ type: "endTurn", player: "B" });
    t.resolveAll();
    expect(t.game.turn().player).toBe("A");
    expect(t.names("A", "trash")).toEqual(["Paper Lantern A7"]);
    expect(t.names("A", "base")).toEqual([]);
  });
});

describe("audit7 CR 430 — channel", () => {
  test("CR 430.3, 430.5: 'channel 2 runes exhausted' with one rune channels it, and 'if you do' is false", () => {
    const t = new Table(
      setup([
        player("A", {
          hand: cards("Deep Tap A7"),
          runeDeck: cards("Fury Rune"),
          deck: cards("Filler A7", "Filler A7", "Filler A7"),
        }),
        player("B"),
      ]),
      defs,
    );
    t.play("A", "Deep Tap A7");
    t.resolveAll();
    expect(t.names("A", "runes")).toEqual(["Fury Rune"]);
    expect(t.obj("Fury Rune").statuses).toContain("exhausted");
    expect(t.names("A", "hand")).toHaveLength(2);
  });
});
