/**
 * RULES B1–B4 and F1 (seed 000 "Banishment and Linked Destinations"): links belong to the
 * resolution that made them, by identity; a replaced destination is the real one.
 */
import { describe, expect, test } from "vitest";
import type { Definition, Effect, Filter } from "../../runtime/index.js";
import { Table, player, setup, target } from "./helpers.js";
import { UNIT, battlefield, cost, drawOne, free, unit, witness } from "./seed-definitions.js";

/** "banish … as NAME; this turn, when you conquer: return NAME to its owner's hand" */
function banishAndLink(filter: Filter, name: string): Effect {
  return [
    { op: "banish", target: { ref: "target", filter }, bind: name },
    {
      op: "delayed",
      trigger: { event: "conquered", player: "you" },
      duration: { until: "endOfTurn" },
      effect: [{ op: "move", target: { ref: "bound", name }, to: { to: "zone", zone: "hand" } }],
    },
  ];
}

const IN_MY_HAND: Filter = { types: ["unit"], zone: { zone: "hand", player: "you" } };
const IN_BANISHMENT: Filter = { types: ["unit"], zone: { zone: "banishment", player: "any" } };

const defs: Definition[] = [
  unit("Grunt", cost(0), 2),
  unit("Filler", cost(0), 1),
  battlefield("Hill"),
  battlefield("Dale"),
  free("Lantern Trick", banishAndLink(UNIT, "lost")),
  free("Banish", [{ op: "banish", target: { ref: "target", filter: UNIT } }]),
  free("Banish From Hand", [{ op: "banish", target: { ref: "target", filter: IN_MY_HAND } }]),
  free("Unbanish", [
    {
      op: "move",
      target: { ref: "target", filter: IN_BANISHMENT },
      to: { to: "zone", zone: "hand" },
    },
  ]),
  free("Slay", [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  free("Toss", [
    { op: "discard", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  {
    kind: "card",
    type: "gear",
    name: "Vault",
    cost: cost(0),
    domains: [],
    tags: [],
    keywords: [],
    abilities: [
      {
        kind: "activated",
        costs: [{ cost: "pay", amount: cost(0) }],
        effect: banishAndLink(UNIT, "held"),
      },
    ],
  },
  witness("Mourner", { event: "killed", subject: { ref: "match", filter: UNIT } }),
  witness("Warden", { event: "banished", subject: { ref: "match", filter: UNIT } }),
  witness("Scavenger", { event: "discarded", subject: { ref: "match", filter: UNIT } }),
  {
    kind: "card",
    type: "unit",
    name: "Ward Keeper",
    cost: cost(0),
    domains: [],
    might: 3,
    tags: [],
    keywords: [],
    abilities: [
      {
        kind: "replacement",
        pattern: {
          event: "killed",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        instead: [{ op: "banish", target: { ref: "replaced" } }],
      },
    ],
  },
  free("Reap", [
    { op: "kill", target: { ref: "target", filter: UNIT }, bind: "fallen" },
    { op: "if", condition: { cond: "didPrevious" }, then: [drawOne] },
    {
      op: "delayed",
      trigger: { event: "conquered", player: "you" },
      duration: { until: "endOfTurn" },
      effect: [
        { op: "move", target: { ref: "bound", name: "fallen" }, to: { to: "zone", zone: "hand" } },
      ],
    },
  ]),
];

const deck = (n: number) => Array.from({ length: n }, () => ({ name: "Filler" }));

function table(a: Parameters<typeof player>[1], legend?: string): Table {
  return new Table(
    setup(
      [
        player("A", { deck: deck(6), ...a, ...(legend ? { legend: [{ name: legend }] } : {}) }),
        player("B", { deck: deck(6) }),
      ],
      { battlefields: [{ name: "Hill" }, { name: "Dale" }] },
    ),
    defs,
  );
}

const g1 = { label: "g1" };
const g2 = { label: "g2" };
const grunts = [
  { name: "Grunt", label: "g1" },
  { name: "Grunt", label: "g2" },
];

function where(t: Table, label: string): string {
  const o = t.obj({ label });
  return `${o.player}:${o.zone}`;
}

function playFromHand(t: Table, name: string, answers: Parameters<Table["do"]>[1] = []): void {
  const [id] = t.game.select({ name, zone: "hand" }) as [string];
  t.do({ type: "play", player: "A", object: id }, answers);
  t.resolveAll();
}

describe("RULES B — banishment and linked destinations", () => {
  test("B1: a later reference retrieves exactly the card this resolution banished, not another copy of it in Banishment", () => {
    const t = table({ base: grunts, hand: [{ name: "Banish" }, { name: "Lantern Trick" }] });
    playFromHand(t, "Banish", [target(g2)]);
    playFromHand(t, "Lantern Trick", [target(g1)]);
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:banishment", "A:banishment"]);
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:hand", "A:banishment"]);
  });

  test("B2: two copies of the card keep separate links — each delayed trigger returns only its own card", () => {
    const t = table({
      base: grunts,
      hand: [
        { name: "Lantern Trick", label: "lt1" },
        { name: "Lantern Trick", label: "lt2" },
      ],
    });
    t.do({ type: "play", player: "A", object: t.id({ label: "lt1" }) }, [target(g1)]);
    t.resolveAll();
    t.do({ type: "play", player: "A", object: t.id({ label: "lt2" }) }, [target(g2)]);
    t.resolveAll();
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    expect(t.game.chain().map((c) => c.name)).toEqual(["Lantern Trick", "Lantern Trick"]);
    // The newest trigger is the second copy's: it returns g2 and nothing else.
    t.pass();
    t.pass();
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:banishment", "A:hand"]);
    t.resolveAll();
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:hand", "A:hand"]);
  });

  test("B2: the same instructions resolved twice (one ability used twice) make two links", () => {
    const t = table({ base: [...grunts, { name: "Vault" }] });
    const vault = t.id("Vault");
    t.do({ type: "activate", player: "A", object: vault, ability: 0 }, [target(g1)]);
    t.resolveAll();
    t.do({ type: "activate", player: "A", object: vault, ability: 0 }, [target(g2)]);
    t.resolveAll();
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.pass();
    t.pass();
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:banishment", "A:hand"]);
    t.resolveAll();
    expect(where(t, "g1")).toBe("A:hand");
  });

  test("B3: a link whose duration expired retrieves nothing, though its card is still in Banishment; a later copy reaches only its own card", () => {
    const t = table({
      base: grunts,
      hand: [
        { name: "Lantern Trick", label: "lt1" },
        { name: "Lantern Trick", label: "lt2" },
      ],
    });
    t.do({ type: "play", player: "A", object: t.id({ label: "lt1" }) }, [target(g1)]);
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    t.do({ type: "endTurn", player: "B" });
    expect(t.game.turn()).toMatchObject({ player: "A", phase: "main" });
    t.do({ type: "play", player: "A", object: t.id({ label: "lt2" }) }, [target(g2)]);
    t.resolveAll();
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    expect([where(t, "g1"), where(t, "g2")]).toEqual(["A:banishment", "A:hand"]);
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Lantern Trick"]);
  });

  test("B4: a linked card that left Banishment and came back is a new object the link does not find", () => {
    const t = table({
      base: grunts,
      hand: [{ name: "Lantern Trick" }, { name: "Unbanish" }, { name: "Banish From Hand" }],
    });
    playFromHand(t, "Lantern Trick", [target(g1)]);
    playFromHand(t, "Unbanish", [target(g1)]);
    playFromHand(t, "Banish From Hand", [target(g1)]);
    expect(where(t, "g1")).toBe("A:banishment");
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    // The delayed trigger fired, but "lost" names an identity that no longer exists.
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Lantern Trick"]);
    expect(where(t, "g1")).toBe("A:banishment");
  });

  test("E1: banish, kill and discard are distinct events — a trigger on one never fires for another", () => {
    const acts: [string[], (t: Table) => void][] = [
      [["Banish"], (t) => playFromHand(t, "Banish", [target(g1)])],
      [["Slay"], (t) => playFromHand(t, "Slay", [target(g1)])],
      // Toss discards the one card left in hand: a Grunt card.
      [["Toss", "Grunt"], (t) => playFromHand(t, "Toss")],
    ];
    const fired = (legend: string) =>
      acts.map(([hand, act]) => {
        const t = table({ base: grunts, hand: hand.map((name) => ({ name })) }, legend);
        act(t);
        return t.events("triggered").length;
      });
    expect(fired("Warden")).toEqual([1, 0, 0]);
    expect(fired("Mourner")).toEqual([0, 1, 0]);
    expect(fired("Scavenger")).toEqual([0, 0, 1]);
  });
});

describe("RULES F1 — destinations under replacement", () => {
  test("F1: a kill replaced by a banish — the card goes to Banishment, 'if you do' and triggers see the banish, and the link follows the real destination", () => {
    const t = table(
      { base: [{ name: "Ward Keeper" }, ...grunts], hand: [{ name: "Reap" }] },
      "Warden",
    );
    playFromHand(t, "Reap", [target(g1)]);
    expect(where(t, "g1")).toBe("A:banishment");
    expect(t.events("killed")).toEqual([]);
    expect(t.events("banished").map((e) => e.name)).toEqual(["Grunt"]);
    // "if you do, draw 1": the kill did not happen. The one draw is Warden's banish trigger.
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Warden"]);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.resolveAll();
    expect(where(t, "g1")).toBe("A:hand");
  });
});
