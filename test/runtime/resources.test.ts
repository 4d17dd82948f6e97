import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import {
  BIRD,
  RECRUIT,
  Table,
  UNIT,
  cost,
  player,
  pool,
  rune,
  setup,
  spell,
  token,
  unit,
} from "./helpers.js";

const GOLD: Definition = token("Gold", "gear", undefined, {
  abilities: [
    {
      kind: "activated",
      timing: "Reaction",
      costs: [{ cost: "killThis" }, { cost: "exhaustThis" }],
      effect: [{ op: "add", energy: 0, power: [{ domain: "any", amount: 1 }] }],
    },
  ],
});

const defs: Definition[] = [
  rune("Fury"),
  rune("Calm"),
  unit("Grunt", cost(1), 2),
  unit("Filler", cost(1), 1),
  unit("Charger", cost(1, { Fury: 1 }), 2, { keywords: [{ keyword: "Accelerate" }] }),
  spell("Fury Bolt", cost(2, { Fury: 1 }), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
  spell("Calm Word", cost(0, { Calm: 1 }), [
    { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell("Any Word", cost(0, { any: 1 }), [
    { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell("Legion Draw", cost(0), [
    {
      op: "if",
      condition: { cond: "playedAnotherCardThisTurn" },
      then: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
    },
  ]),
  BIRD,
  RECRUIT,
  GOLD,
];

describe("resources: runes, the pool, costs and payment", () => {
  test("a basic rune exhausts for 1 energy and recycles for 1 power of its domain (CR 164.2)", () => {
    const t = new Table(
      setup([player("A", { runes: [{ name: "Calm Rune" }] }), player("B")]),
      defs,
    );
    const rune0 = t.id("Calm Rune");
    t.do({ type: "activate", player: "A", object: rune0, ability: 0 });
    expect(t.game.pool("A").energy).toBe(1);
    t.do({ type: "activate", player: "A", object: rune0, ability: 1 });
    expect(t.game.pool("A").power.Calm).toBe(1);
    expect(t.names("A", "runeDeck")).toEqual(["Calm Rune"]);
    expect(t.game.object(rune0)).toBeUndefined();
    expect(t.events("recycled").map((e) => e.to)).toEqual(["A:runeDeck"]);
  });

  test("an exhausted rune cannot pay with its exhaust ability again", () => {
    const t = new Table(
      setup([
        player("A", { runes: [{ name: "Fury Rune", statuses: ["exhausted"] }] }),
        player("B"),
      ]),
      defs,
    );
    const result = t.try({ type: "activate", player: "A", object: t.id("Fury Rune"), ability: 0 });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/must be ready/);
  });

  test("RULES C1: paying with too little in the pool uses the player's runes (exhaust for energy, recycle for power)", () => {
    const t = new Table(
      setup([
        player("A", {
          hand: [{ name: "Fury Bolt" }],
          runes: [{ name: "Fury Rune" }, { name: "Fury Rune" }, { name: "Calm Rune" }],
        }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      defs,
    );
    t.play("A", "Fury Bolt", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    // Two runes exhausted for 2 energy, a Fury rune recycled for the Fury power.
    expect(t.game.zone("A", "runes").map((r) => [r.name, r.statuses])).toEqual([
      ["Fury Rune", ["exhausted"]],
      ["Calm Rune", ["ready"]],
    ]);
    expect(t.names("A", "runeDeck")).toEqual(["Fury Rune"]);
    expect(t.game.pool("A")).toMatchObject({ energy: 0, power: { Fury: 0 } });
  });

  test("RULES C1: the pool is used before runes, and power of the wrong domain does not pay", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { hand: [{ name: "Calm Word" }], runes: [{ name: "Fury Rune" }] },
          { pool: pool(3, { Fury: 2 }) },
        ),
        player("B"),
      ]),
      defs,
    );
    const result = t.try({ type: "play", player: "A", object: t.id("Calm Word") });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/short 1 Calm power/);
  });

  test("RULES C2: a token's Reaction Add ability can be used while paying — Gold is killed and exhausted for 1 power of any domain", () => {
    const t = new Table(
      setup([
        player("A", {
          hand: [{ name: "Any Word" }],
          base: [{ name: "Gold" }],
          deck: [{ name: "Filler" }],
        }),
        player("B"),
      ]),
      defs,
    );
    t.play("A", "Any Word");
    expect(t.game.select({ name: "Gold" })).toEqual([]);
    expect(t.events("ceased").map((e) => e.name)).toEqual(["Gold"]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("RULES C1: Deflect adds power of any domain for each opponent's spell that targets it", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Fury Bolt" }] }, { pool: pool(2, { Fury: 1 }) }),
        player("B", { base: [{ name: "Bird" }] }),
      ]),
      defs,
    );
    const tooPoor = t.try({ type: "play", player: "A", object: t.id("Fury Bolt") }, [
      { choice: "target", objects: [{ name: "Bird" }] },
    ]);
    expect(tooPoor.ok).toBe(false);
    if (!tooPoor.ok) expect(tooPoor.error.message).toMatch(/1 power of any domain/);
    const rich = new Table(
      setup([
        player("A", { hand: [{ name: "Fury Bolt" }] }, { pool: pool(2, { Fury: 2 }) }),
        player("B", { base: [{ name: "Bird" }] }),
      ]),
      defs,
    );
    rich.play("A", "Fury Bolt", [{ choice: "target", objects: [{ name: "Bird" }] }]);
    expect(rich.game.pool("A").power.Fury).toBe(0);
  });

  test("RULES C1: Accelerate is an optional cost; paid, the unit enters ready (CR 805)", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { hand: [{ name: "Charger" }, { name: "Charger", label: "c2" }] },
          { pool: pool(5, { Fury: 5 }) },
        ),
        player("B"),
      ]),
      defs,
    );
    const [first] = t.game.select({ name: "Charger" }) as [string];
    t.do({ type: "play", player: "A", object: first }, [{ choice: "payOptionalCost" }]);
    t.play("A", { label: "c2" });
    const chargers = t.game.zone("A", "base");
    expect(chargers.map((c) => c.statuses)).toEqual([["ready"], ["exhausted"]]);
    expect(t.game.pool("A")).toMatchObject({ energy: 2, power: { Fury: 2 } });
  });

  test("Legion: a condition true once you have played another card this turn (CR 812)", () => {
    const t = new Table(
      setup([
        player(
          "A",
          {
            hand: [
              { name: "Legion Draw" },
              { name: "Legion Draw", label: "second" },
              { name: "Grunt" },
            ],
            deck: [{ name: "Filler" }, { name: "Filler" }],
          },
          { pool: pool(5) },
        ),
        player("B"),
      ]),
      defs,
    );
    const [first] = t.game
      .select({ name: "Legion Draw", zone: "hand" })
      .filter((id) => t.game.object(id)?.label === null) as [string];
    t.do({ type: "play", player: "A", object: first });
    t.resolveAll();
    expect(
      t.game
        .zone("A", "hand")
        .map((c) => c.name)
        .sort(),
    ).toEqual(["Grunt", "Legion Draw"]);
    t.play("A", { label: "second" });
    t.resolveAll();
    expect(t.names("A", "hand").sort()).toEqual(["Filler", "Grunt"]);
  });

  test("RULES S1: pools empty at the start of the Main Phase and at the end of the turn", () => {
    const t = new Table(
      setup([player("A", {}, { pool: pool(3, { Calm: 1 }) }), player("B", {}, { pool: pool(2) })]),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.pool("A").energy).toBe(0);
    expect(t.game.pool("A").power.Calm).toBe(0);
    expect(t.game.pool("B").energy).toBe(0);
  });
});
