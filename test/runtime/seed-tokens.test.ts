/** RULES T1–T7: tokens in play (seed 001 "Tokens in Play"), with hand-written definitions. */
import { describe, expect, test } from "vitest";
import type { Definition, GameEvent } from "../../runtime/index.js";
import { Table, player, setup, target } from "./helpers.js";
import {
  NAMED_TOKENS,
  UNIT,
  battlefield,
  cost,
  drawOne,
  free,
  make,
  one,
  token,
  unit,
  witness,
} from "./seed-definitions.js";

const defs: Definition[] = [
  ...NAMED_TOKENS,
  unit("Filler", cost(0), 1),
  unit("Watcher", cost(0), 2),
  battlefield("Hill"),
  battlefield("Dale"),
  token("Ember", "spell", undefined, { abilities: [{ kind: "effect", effect: [drawOne] }] }),
  token("Shard", "rune", undefined),
  token("Herald", "legend", undefined),
  token("Grove", "battlefield", undefined),
  witness("Drillmaster", {
    event: "played",
    player: "you",
    subject: { ref: "match", filter: { kind: "token" } },
  }),
  witness("Mourner", { event: "killed", subject: { ref: "match", filter: UNIT } }),
  free("Muster", [
    make("playToken", { name: "Recruit" }, { location: { to: "base" } }),
    {
      op: "draw",
      player: { player: "you" },
      count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
    },
  ]),
  free("Conscript", [
    make("createToken", { name: "Recruit" }, { location: { to: "base" } }),
    {
      op: "draw",
      player: { player: "you" },
      count: { amount: "count", filter: { types: ["unit"], controller: "you" } },
    },
  ]),
  free("Enlist", [make("createToken", { name: "Recruit" })]),
  free("Forge", [make("createToken", { name: "Gold" })]),
  free("Spark", [make("createToken", { name: "Ember" })]),
  free("Attune", [make("createToken", { name: "Shard" })]),
  free("Proclaim", [make("createToken", { name: "Herald" })]),
  free("Sow", [make("createToken", { name: "Grove" })]),
  free("Pocket", [
    make("createToken", { name: "Recruit" }, { location: { to: "zone", zone: "hand" } }),
  ]),
  free("Rally", [
    make("playToken", { name: "Recruit" }, { ready: true, location: { to: "base" } }),
  ]),
  free("Levy", [make("createToken", { name: "Recruit" }, { ready: true })]),
  free("Outpost", [
    make(
      "playToken",
      { name: "Recruit" },
      { location: { to: "battlefield", choose: { controller: "you" } } },
    ),
  ]),
  free("Sworn", [
    make("createToken", {
      name: "Recruit",
      changes: [
        { mod: "keyword", keyword: { keyword: "Tank" } },
        {
          mod: "ability",
          ability: {
            kind: "triggered",
            trigger: { event: "killed", subject: { ref: "this" } },
            effect: [drawOne],
          },
        },
      ],
    }),
  ]),
  free("Plume", [make("createToken", { name: "Bird", changes: [{ mod: "might", amount: 1 }] })]),
  free("Gift", [make("createToken", { name: "Gold" }, { controller: { player: "opponent" } })]),
  free("Sprout", [make("createToken", { name: "Sprite" })]),
  free("Flock", [make("createToken", { name: "Bird" })]),
  free("Ping", [{ op: "deal", amount: one, target: { ref: "target", filter: UNIT } }], {
    keywords: [{ keyword: "Action" }],
  }),
  free("Slay", [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  free("Exile", [{ op: "banish", target: { ref: "target", filter: UNIT } }]),
  free("Bounce", [
    { op: "move", target: { ref: "target", filter: UNIT }, to: { to: "zone", zone: "hand" } },
  ]),
  free("Tuck", [
    {
      op: "move",
      target: { ref: "target", filter: UNIT },
      to: { to: "zone", zone: "deck", position: "bottom" },
    },
  ]),
  free("Seize", [
    {
      op: "gainControl",
      target: { ref: "target", filter: { types: ["unit", "gear"] } },
      player: { player: "you" },
    },
  ]),
  free("Cull Free", [
    {
      op: "kill",
      target: { ref: "all", filter: { types: ["unit"], cost: { op: "<=", value: 0 } } },
    },
  ]),
  free("Cull Costly", [
    {
      op: "kill",
      target: { ref: "all", filter: { types: ["unit"], cost: { op: ">=", value: 1 } } },
    },
  ]),
  free("Purge Fury", [
    { op: "kill", target: { ref: "all", filter: { types: ["unit"], domains: ["Fury"] } } },
  ]),
  free("Paint Fury", [
    {
      op: "modify",
      target: { ref: "target", filter: UNIT },
      modifications: [{ mod: "domains", domains: ["Fury"] }],
      duration: { until: "endOfTurn" },
    },
  ]),
  {
    ...free("Costly Thought", [drawOne]),
    cost: { energy: 0, power: [{ domain: "any", amount: 1 }] },
  },
];

const deck = (n: number) => Array.from({ length: n }, () => ({ name: "Filler" }));

function table(
  aZones: Parameters<typeof player>[1],
  rest: { b?: Parameters<typeof player>[1]; battlefields?: Parameters<typeof setup>[1] } = {},
): Table {
  return new Table(
    setup([player("A", { deck: deck(5), ...aZones }), player("B", { deck: deck(5), ...rest.b })], {
      ...rest.battlefields,
    }),
    defs,
  );
}

function seqOf(t: Table, kind: string, name: string): number {
  const event = t.game.log.find((e: GameEvent) => e.kind === kind && e.name === name);
  if (!event) throw new Error(`no ${kind} event of ${name}`);
  return event.seq;
}

describe("RULES T — tokens in play", () => {
  test("T1: play a token — it waits pending on the Chain while the effect resolves, is finalized after it, enters and counts as played", () => {
    const t = table({ hand: [{ name: "Muster" }], legend: [{ name: "Drillmaster" }] });
    t.play("A", "Muster");
    t.resolveAll();
    // Pending during the surrounding effect: put on the Chain before Muster resolved, entered after.
    expect(seqOf(t, "putOnChain", "Recruit")).toBeLessThan(seqOf(t, "resolved", "Muster"));
    expect(seqOf(t, "finalized", "Recruit")).toBeGreaterThan(seqOf(t, "resolved", "Muster"));
    expect(seqOf(t, "entered", "Recruit")).toBeGreaterThan(seqOf(t, "resolved", "Muster"));
    expect(t.obj("Recruit")).toMatchObject({
      zone: "base",
      kind: "token",
      statuses: ["exhausted"],
    });
    expect(t.events("played").map((e) => e.name)).toEqual(["Muster", "Recruit"]);
    // "draw 1 for each friendly unit" counted while the Recruit was still pending: no draw from it,
    // one from Drillmaster's "when you play a token".
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Drillmaster"]);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("T1: create a token — it is put directly at its destination and is never played", () => {
    const t = table({ hand: [{ name: "Conscript" }], legend: [{ name: "Drillmaster" }] });
    t.play("A", "Conscript");
    t.resolveAll();
    expect(seqOf(t, "entered", "Recruit")).toBeLessThan(seqOf(t, "resolved", "Conscript"));
    expect(t.events("putOnChain").map((e) => e.name)).toEqual(["Conscript"]);
    expect(t.events("played").map((e) => e.name)).toEqual(["Conscript"]);
    expect(t.events("created").map((e) => e.name)).toEqual(["Recruit"]);
    expect(t.events("triggered")).toEqual([]);
    // The created Recruit was already on the board when the draw counted friendly units.
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("T2: with no stated destination a unit token goes where it could be played — the resolving player picks a base or a battlefield they control", () => {
    const t = table(
      { hand: [{ name: "Enlist" }, { name: "Enlist" }] },
      { battlefields: { battlefields: [{ name: "Hill", controller: "A" }, { name: "Dale" }] } },
    );
    const [first, second] = t.game.select({ name: "Enlist" }) as [string, string];
    t.do({ type: "play", player: "A", object: first });
    t.resolveAll([
      { choice: "location", location: { at: "battlefield", battlefield: { name: "Hill" } } },
    ]);
    expect(t.game.select({ name: "Recruit" }).map((id) => t.game.object(id)?.location)).toEqual([
      { kind: "battlefield", battlefield: t.id("Hill") },
    ]);
    // Dale is not A's, so it is not a location A could play a unit to.
    t.do({ type: "play", player: "A", object: second });
    expect(() =>
      t.resolveAll([
        { choice: "location", location: { at: "battlefield", battlefield: { name: "Dale" } } },
      ]),
    ).toThrow(/not one of the options/);
  });

  test("T2: default destinations by type — gear at base, a spell on the Chain, a rune at base, a legend in the Legend Zone, a battlefield in the Battlefield Zone", () => {
    const t = table({
      hand: [
        { name: "Forge" },
        { name: "Spark" },
        { name: "Attune" },
        { name: "Proclaim" },
        { name: "Sow" },
      ],
    });
    t.play("A", "Forge");
    t.resolveAll();
    expect(t.obj("Gold")).toMatchObject({ zone: "base", player: "A", controller: "A" });
    t.play("A", "Spark");
    t.pass();
    t.pass();
    // The Ember spell token was created on the Chain (not played), waits there, then resolves.
    expect(t.game.chain().map((c) => c.name)).toEqual(["Ember"]);
    t.resolveAll();
    expect(t.names("A", "hand")).toContain("Filler");
    expect(t.game.select({ name: "Ember" })).toEqual([]);
    t.play("A", "Attune");
    t.resolveAll();
    expect(t.obj("Shard")).toMatchObject({ zone: "runes", player: "A" });
    t.play("A", "Proclaim");
    t.resolveAll();
    expect(t.obj("Herald")).toMatchObject({ zone: "legend", player: "A" });
    t.play("A", "Sow");
    t.resolveAll();
    // RULES O3: a created battlefield starts uncontrolled.
    expect(t.obj("Grove")).toMatchObject({ zone: "battlefields", controller: null, owner: "A" });
  });

  test("T2: a stated destination comes first; one a token cannot exist in makes nothing (CR 186)", () => {
    const t = table(
      { hand: [{ name: "Outpost" }, { name: "Pocket" }] },
      { battlefields: { battlefields: [{ name: "Hill", controller: "A" }] } },
    );
    t.play("A", "Outpost");
    t.resolveAll();
    expect(t.obj("Recruit").location).toEqual({ kind: "battlefield", battlefield: t.id("Hill") });
    t.play("A", "Pocket");
    t.resolveAll();
    expect(t.game.select({ name: "Recruit" })).toHaveLength(1);
    expect(t.names("A", "hand")).toEqual([]);
  });

  test("T3: a unit token enters exhausted unless the effect says ready — created or played", () => {
    const t = table({ hand: [{ name: "Enlist" }, { name: "Levy" }, { name: "Rally" }] });
    t.play("A", "Enlist");
    t.resolveAll();
    t.play("A", "Levy");
    t.resolveAll();
    t.play("A", "Rally");
    t.resolveAll();
    expect(t.game.zone("A", "base").map((o) => o.statuses)).toEqual([
      ["exhausted"],
      ["ready"],
      ["ready"],
    ]);
  });

  test("T3: a unit token has Might, takes damage and dies of it, and can make a standard move", () => {
    const t = table(
      { hand: [{ name: "Levy" }, { name: "Ping" }] },
      { battlefields: { battlefields: [{ name: "Hill" }] } },
    );
    t.play("A", "Levy");
    t.resolveAll();
    expect(t.obj("Recruit").might).toBe(1);
    t.do({
      type: "move",
      player: "A",
      units: [t.id("Recruit")],
      to: { kind: "battlefield", battlefield: t.id("Hill") },
    });
    expect(t.obj("Recruit")).toMatchObject({
      location: { kind: "battlefield", battlefield: t.id("Hill") },
      statuses: ["exhausted"],
    });
    t.play("A", "Ping", [target("Recruit")]);
    t.resolveAll();
    expect(t.events("killed").map((e) => e.name)).toEqual(["Recruit"]);
    expect(t.game.select({ name: "Recruit" })).toEqual([]);
  });

  test("T3: the creating effect may restrict where a played token goes and grant it abilities", () => {
    const t = table(
      { hand: [{ name: "Outpost" }, { name: "Sworn" }, { name: "Slay" }] },
      {
        battlefields: {
          battlefields: [
            { name: "Hill", controller: "A" },
            { name: "Dale", controller: "A" },
          ],
        },
      },
    );
    // Outpost restricts the Recruit to a battlefield A controls: its base is not offered.
    t.play("A", "Outpost");
    t.resolveAll([
      { choice: "location", location: { at: "battlefield", battlefield: { name: "Dale" } } },
    ]);
    expect(t.obj("Recruit").location).toEqual({ kind: "battlefield", battlefield: t.id("Dale") });
    t.play("A", "Sworn");
    t.resolveAll();
    const sworn = t.game.zone("A", "base")[0];
    expect(sworn?.keywords).toEqual(["Tank"]);
    t.play("A", "Slay", [{ choice: "target", objects: [{ name: "Recruit", zone: "base" }] }]);
    t.resolveAll();
    // The granted "when this dies: draw 1" fired.
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("T4: tokens have no domains and no cost — a cost check reads 0 — and an effect may add a domain", () => {
    const t = table({
      hand: [
        { name: "Enlist" },
        { name: "Enlist" },
        { name: "Cull Costly" },
        { name: "Cull Free" },
        { name: "Purge Fury" },
        { name: "Purge Fury" },
        { name: "Paint Fury" },
      ],
    });
    const playFromHand = (name: string, answers: Parameters<Table["do"]>[1] = []) => {
      const [id] = t.game.select({ name, zone: "hand" }) as [string];
      t.do({ type: "play", player: "A", object: id }, answers);
      t.resolveAll();
    };
    playFromHand("Enlist");
    expect(t.game.characteristics(t.id("Recruit"))).toMatchObject({ domains: [], cost: null });
    playFromHand("Cull Costly");
    expect(t.game.select({ name: "Recruit" })).toHaveLength(1);
    playFromHand("Cull Free");
    expect(t.game.select({ name: "Recruit" })).toEqual([]);
    playFromHand("Enlist");
    playFromHand("Purge Fury");
    expect(t.game.select({ name: "Recruit" })).toHaveLength(1);
    playFromHand("Paint Fury", [target("Recruit")]);
    expect(t.game.characteristics(t.id("Recruit")).domains).toEqual(["Fury"]);
    playFromHand("Purge Fury");
    expect(t.game.select({ name: "Recruit" })).toEqual([]);
  });

  test("T5: named tokens — Recruit, Sprite, Bird — have the named definition's characteristics, then the creating effect's changes", () => {
    const t = table({ hand: [{ name: "Enlist" }, { name: "Sprout" }, { name: "Plume" }] });
    for (const card of ["Enlist", "Sprout", "Plume"]) {
      t.play("A", card);
      t.resolveAll();
    }
    expect(t.obj("Recruit")).toMatchObject({ might: 1, tags: ["Recruit"], keywords: [] });
    expect(t.obj("Sprite")).toMatchObject({ might: 3, tags: ["Fae"], keywords: ["Temporary"] });
    // Bird's own Deflect, then Plume's +1 Might; nothing borrowed from another token kind.
    expect(t.obj("Bird")).toMatchObject({ might: 2, tags: ["Bird"], keywords: ["Deflect"] });
    expect(t.game.characteristics(t.id("Recruit")).abilities).toEqual([]);
  });

  test("T5: a Sprite is Temporary — it dies at the start of its controller's next Beginning Phase", () => {
    const t = table({ hand: [{ name: "Sprout" }] });
    t.play("A", "Sprout");
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.select({ name: "Sprite" })).toHaveLength(1);
    t.do({ type: "endTurn", player: "B" });
    t.resolveAll();
    expect(t.events("killed").map((e) => e.name)).toEqual(["Sprite"]);
    expect(t.game.select({ name: "Sprite" })).toEqual([]);
  });

  test("T5: Gold's Reaction ability pays its own costs (kill this, exhaust this) to add a power of any domain, even while paying for a card", () => {
    const t = table({ hand: [{ name: "Forge" }, { name: "Costly Thought" }] });
    t.play("A", "Forge");
    t.resolveAll();
    t.play("A", "Costly Thought");
    expect(t.events("killed").map((e) => e.name)).toEqual(["Gold"]);
    expect(t.game.select({ name: "Gold" })).toEqual([]);
    expect(t.game.pool("A").power.any).toBe(0);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("T5: Brush gives +1 Might to units here with a listed tag only, and offers a swap-back when its controller scores here", () => {
    const t = new Table(
      setup([player("A"), player("B")], {
        battlefields: [
          {
            name: "Brush",
            units: [
              { player: "A", placements: [{ name: "Bird" }, { name: "Recruit" }] },
              { player: "B", placements: [{ name: "Bird", label: "b2" }] },
            ],
          },
          { name: "Hill", units: [{ player: "A", placements: [{ name: "Bird", label: "b3" }] }] },
        ],
      }),
      defs,
    );
    expect(t.game.select({ name: "Bird" }).map((id) => t.game.object(id)?.might)).toEqual([
      2, 2, 1,
    ]);
    expect(t.obj("Recruit").might).toBe(1);
    // Scoring here offers the swap-back; with no original in Banishment it cannot happen (RULES R7).
    // A's and B's units at Brush are in combat, where control cannot change (CR 190.4.b), so the
    // conquer is made where A's units are alone (the setup contests nothing, CR 190.3.a).
    const s = new Table(
      setup([player("A"), player("B")], {
        battlefields: [{ name: "Brush", units: [{ player: "A", placements: [{ name: "Bird" }] }] }],
      }),
      defs,
    );
    s.do({ type: "conquer", player: "A", battlefield: s.id("Brush") }, [{ choice: "yes" }]);
    s.resolveAll();
    expect(s.events("triggered").map((e) => e.name)).toEqual(["Brush"]);
    expect(s.obj("Brush")).toMatchObject({ kind: "token", controller: "A" });
  });

  test("T6: the token's owner is the controller of the creating effect; an effect may give control to another player; taking control later changes only control", () => {
    const t = table({ hand: [{ name: "Gift" }, { name: "Seize" }] });
    t.play("A", "Gift");
    t.resolveAll();
    expect(t.obj("Gold")).toMatchObject({ owner: "A", controller: "B", zone: "base", player: "B" });
    // B controls it, so B (not A) may use its ability.
    expect(t.try({ type: "activate", player: "A", object: t.id("Gold"), ability: 0 }).ok).toBe(
      false,
    );
    t.play("A", "Seize", [target("Gold")]);
    t.resolveAll();
    expect(t.obj("Gold")).toMatchObject({ owner: "A", controller: "A" });
  });

  test("T6: a Recruit taken by the opponent is their unit for choices that need a unit they control; its owner stays", () => {
    const t = table({ hand: [{ name: "Enlist" }] }, { b: { hand: [{ name: "Seize" }] } });
    t.play("A", "Enlist");
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    t.play("B", "Seize", [target("Recruit")]);
    t.resolveAll();
    expect(t.obj("Recruit")).toMatchObject({ owner: "A", controller: "B" });
    expect(t.game.select({ name: "Recruit", player: "B" })).toHaveLength(1);
  });

  test("T7: a killed token goes toward its owner's trash — 'dies' triggers see it — then ceases to exist, even when another player controls it", () => {
    const t = table(
      { hand: [{ name: "Enlist" }] },
      { b: { hand: [{ name: "Seize" }, { name: "Slay" }], legend: [{ name: "Mourner" }] } },
    );
    t.play("A", "Enlist");
    t.resolveAll();
    t.do({ type: "endTurn", player: "A" });
    t.play("B", "Seize", [target("Recruit")]);
    t.resolveAll();
    t.play("B", "Slay", [target("Recruit")]);
    t.resolveAll();
    const killed = t.events("killed");
    expect(killed.map((e) => [e.name, e.to])).toEqual([["Recruit", "A:trash"]]);
    expect(t.events("ceased").map((e) => e.name)).toEqual(["Recruit"]);
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Mourner"]);
    expect(t.names("A", "trash")).toEqual(["Enlist"]);
    expect(t.names("B", "trash")).toEqual(["Seize", "Slay"]);
    expect(t.game.select({ name: "Recruit" })).toEqual([]);
  });

  test("T7: a token returned to hand, banished or put into a deck makes the move as that event, then ceases", () => {
    const t = table({
      hand: [
        { name: "Enlist" },
        { name: "Enlist" },
        { name: "Enlist" },
        { name: "Bounce" },
        { name: "Exile" },
        { name: "Tuck" },
      ],
    });
    const moves: [string, string][] = [
      ["Bounce", "returnedToHand"],
      ["Exile", "banished"],
      ["Tuck", "recycled"],
    ];
    for (const [card, event] of moves) {
      const [enlist] = t.game.select({ name: "Enlist", zone: "hand" }) as [string];
      t.do({ type: "play", player: "A", object: enlist });
      t.resolveAll();
      t.play("A", card, [target("Recruit")]);
      t.resolveAll();
      expect(t.events(event).map((e) => e.name)).toEqual(["Recruit"]);
      expect(t.game.select({ name: "Recruit" })).toEqual([]);
    }
    expect(t.events("ceased").map((e) => e.name)).toEqual(["Recruit", "Recruit", "Recruit"]);
    expect(t.names("A", "deck")).toEqual(["Filler", "Filler", "Filler", "Filler", "Filler"]);
    expect(t.names("A", "banishment")).toEqual([]);
  });
});

describe("RULES T — a token may wait on the Chain", () => {
  test("T7: a played token waits pending on the Chain, and a created spell token waits there finalized", () => {
    const t = table({ hand: [{ name: "Muster" }, { name: "Spark" }] });
    t.play("A", "Spark");
    t.pass();
    t.pass();
    expect(t.game.chain()).toMatchObject([{ name: "Ember", status: "finalized" }]);
    t.resolveAll();
    expect(t.events("ceased").map((e) => e.name)).toEqual(["Ember"]);
  });
});
