import { describe, expect, test } from "vitest";
import {
  Table,
  battlefield,
  cost,
  player,
  pool,
  setup,
  spell,
  unit,
  UNIT,
  FRIENDLY_UNIT,
  rune,
} from "./helpers.js";

const defs = [
  unit("Grunt", cost(1), 2),
  unit("Scout", cost(1), 1),
  spell("Recall Orders", cost(0), [
    { op: "move", target: { ref: "target", filter: UNIT }, to: { to: "zone", zone: "hand" } },
  ]),
  spell("Exile", cost(0), [{ op: "banish", target: { ref: "target", filter: UNIT } }]),
  spell("Take", cost(0), [
    {
      op: "gainControl",
      target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
      player: { player: "you" },
    },
  ]),
  battlefield("Hill"),
  rune("Calm"),
];

describe("G — players, zones and the board", () => {
  test("RULES G1: each player has every zone of G1, the Main Deck is ordered top first, and both Battlefield Zone and Chain are shared", () => {
    const t = new Table(
      setup(
        [
          player("A", {
            deck: [
              { name: "Grunt", label: "top" },
              { name: "Scout", label: "second" },
            ],
            hand: [{ name: "Scout", label: "h" }],
            trash: [{ name: "Grunt", label: "tr" }],
            banishment: [{ name: "Grunt", label: "ban" }],
            base: [{ name: "Grunt", label: "based" }],
            champion: [{ name: "Scout", label: "champ" }],
            runeDeck: [{ name: "Calm Rune", label: "rd" }],
            runes: [{ name: "Calm Rune", label: "ch" }],
          }),
          player("B"),
        ],
        { battlefields: [{ name: "Hill" }] },
      ),
      defs,
    );
    expect(t.game.zone("A", "deck").map((o) => o.label)).toEqual(["top", "second"]);
    for (const [label, zone] of [
      ["h", "hand"],
      ["tr", "trash"],
      ["ban", "banishment"],
      ["based", "base"],
      ["champ", "champion"],
      ["rd", "runeDeck"],
      ["ch", "runes"],
    ] as const) {
      expect(t.obj({ label }).zone).toBe(zone);
      expect(t.obj({ label }).player).toBe("A");
    }
    expect(t.game.battlefields().map((b) => b.name)).toEqual(["Hill"]);
    expect(t.game.pool("A")).toEqual({
      energy: 0,
      power: { Fury: 0, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 0 },
    });
  });

  test("RULES G1: visibility — decks are secret, a hand is private to its owner, a facedown card to its controller, the rest public", () => {
    const t = new Table(
      setup(
        [
          player("A", {
            deck: [{ name: "Grunt", label: "deck" }],
            hand: [{ name: "Scout", label: "hand" }],
            trash: [{ name: "Grunt", label: "trash" }],
          }),
          player("B"),
        ],
        {
          battlefields: [
            {
              name: "Hill",
              controller: "A",
              facedown: { player: "A", placement: { name: "Scout", label: "hidden" } },
            },
          ],
        },
      ),
      defs,
    );
    const sees = (who: string, label: string) => t.game.canSee(who, t.id({ label }));
    expect([sees("A", "deck"), sees("B", "deck")]).toEqual([false, false]);
    expect([sees("A", "hand"), sees("B", "hand")]).toEqual([true, false]);
    expect([sees("A", "hidden"), sees("B", "hidden")]).toEqual([true, false]);
    expect([sees("A", "trash"), sees("B", "trash")]).toEqual([true, true]);
    expect(t.obj({ label: "hidden" }).statuses).toEqual(["facedown"]);
  });

  test("RULES G1: the draw takes the top card of the ordered Main Deck", () => {
    const t = new Table(
      setup(
        [
          player("A", {
            deck: [
              { name: "Grunt", label: "top" },
              { name: "Scout", label: "bottom" },
            ],
          }),
          // B draws in their turn: an empty deck would burn out until A wins (CR 431.3.a).
          player("B", { deck: [{ name: "Grunt" }] }),
        ],
        { phase: "draw" },
      ),
      defs,
    );
    // Starting in the Draw Phase after its task, the game moves to Main; end the turn and come back around.
    t.do({ type: "endTurn", player: "A" });
    t.do({ type: "endTurn", player: "B" });
    expect(t.names("A", "hand")).toEqual(["Grunt"]);
    expect(t.game.zone("A", "deck").map((o) => o.label)).toEqual(["bottom"]);
  });

  test("RULES G2: a card never enters another player's non-board zone — returning B's unit that A controls goes to B's hand", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Take" }, { name: "Recall Orders" }] }, { pool: pool(0) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      defs,
    );
    t.play("A", "Take", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").controller).toBe("A");
    expect(t.obj("Grunt").owner).toBe("B");
    t.play("A", "Recall Orders", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual([]);
    expect(t.names("B", "hand")).toEqual(["Grunt"]);
  });

  test("RULES G2: bases, battlefields, what is at them and the Legend Zone are the board; a unit at a battlefield is on the board", () => {
    const t = new Table(
      setup([player("A", { hand: [{ name: "Exile" }] }), player("B")], {
        battlefields: [
          {
            name: "Hill",
            controller: "B",
            units: [{ player: "B", placements: [{ name: "Grunt" }] }],
          },
        ],
      }),
      defs,
    );
    const hill = t.id("Hill");
    expect(t.obj("Grunt").location).toEqual({ kind: "battlefield", battlefield: hill });
    expect(t.obj("Hill").location).toEqual({ kind: "battlefield", battlefield: hill });
    // A unit filter with no zone means units on the board (CR 355.9.a.1): the one at the battlefield is a legal target.
    t.play("A", "Exile", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.names("B", "banishment")).toEqual(["Grunt"]);
  });

  test("RULES G3: a cost is energy plus power by domain or of any domain, and power of any domain pays a domain cost", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Calm Strike" }] }, { pool: pool(1, { any: 1 }) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      [
        ...defs,
        spell("Calm Strike", cost(1, { Calm: 1 }), [
          {
            op: "deal",
            amount: { amount: "fixed", value: 1 },
            target: { ref: "target", filter: UNIT },
          },
        ]),
      ],
    );
    t.play("A", "Calm Strike", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.pool("A")).toMatchObject({ energy: 0, power: { any: 0, Calm: 0 } });
  });

  test("RULES G3: a domain's power does not pay another domain's cost", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { hand: [{ name: "Calm Strike" }], base: [{ name: "Scout" }] },
          { pool: pool(1, { Fury: 1 }) },
        ),
        player("B"),
      ]),
      [
        ...defs,
        spell("Calm Strike", cost(1, { Calm: 1 }), [
          {
            op: "deal",
            amount: { amount: "fixed", value: 1 },
            target: { ref: "target", filter: FRIENDLY_UNIT },
          },
        ]),
      ],
    );
    const result = t.try({ type: "play", player: "A", object: t.id("Calm Strike") }, [
      { choice: "target", objects: [{ name: "Scout" }] },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("cannotPay");
      expect(result.error.message).toContain("1 Calm power");
    }
  });
});
