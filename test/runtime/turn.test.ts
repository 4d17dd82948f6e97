import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import {
  SPRITE,
  Table,
  UNIT,
  battlefield,
  cost,
  player,
  pool,
  rune,
  setup,
  spell,
  unit,
} from "./helpers.js";

const defs: Definition[] = [
  unit("Grunt", cost(1), 2),
  unit("Filler", cost(1), 1),
  unit("Dawnkeeper", cost(1), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "phaseStarted", phase: "beginning", player: "you" },
        effect: [
          {
            op: "modify",
            target: { ref: "this" },
            modifications: [{ mod: "might", amount: 1 }],
            duration: { until: "permanent" },
          },
        ],
      },
    ],
  }),
  unit("Duskkeeper", cost(1), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "turnEnded", player: "you" },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  unit("Conqueror", cost(1), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "conquered", player: "you" },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  SPRITE,
  rune("Order"),
  battlefield("Hill"),
  battlefield("Vale"),
  spell("Poke", cost(0), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
];

describe("S — the turn and scoring", () => {
  test("RULES S1: the turn runs Awaken, Beginning, Channel, Draw, Main; units ready, 2 runes channelled, 1 card drawn", () => {
    const t = new Table(
      setup([
        player("A"),
        player(
          "B",
          {
            base: [{ name: "Grunt", statuses: ["exhausted"] }],
            deck: [{ name: "Filler" }, { name: "Filler", label: "second" }],
            runeDeck: [{ name: "Order Rune" }, { name: "Order Rune" }, { name: "Order Rune" }],
          },
          { pool: pool(4) },
        ),
      ]),
      defs,
    );
    const result = t.do({ type: "endTurn", player: "A" });
    const phases = result.events
      .filter((e) => e.kind === "phaseStarted")
      .map((e) => `${e.player}:${e.phase}`);
    expect(phases).toEqual([
      "A:ending",
      "B:awaken",
      "B:beginning",
      "B:channel",
      "B:draw",
      "B:main",
    ]);
    expect(t.game.turn()).toMatchObject({ number: 2, player: "B", phase: "main" });
    expect(t.obj("Grunt").statuses).toContain("ready");
    expect(t.names("B", "runes")).toEqual(["Order Rune", "Order Rune"]);
    expect(t.names("B", "hand")).toEqual(["Filler"]);
    expect(t.game.pool("B").energy).toBe(0);
    expect(t.game.priorityHolder()).toBe("B");
  });

  test("RULES S1: start-of-turn effects trigger in the Beginning Phase and resolve on the Chain before the turn moves on", () => {
    const t = new Table(
      setup([
        player("A"),
        player("B", { base: [{ name: "Dawnkeeper" }], deck: [{ name: "Filler" }] }),
      ]),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.turn().phase).toBe("beginning");
    expect(t.game.chain().map((c) => c.name)).toEqual(["Dawnkeeper"]);
    t.resolveAll();
    expect(t.obj("Dawnkeeper").might).toBe(2);
    expect(t.game.turn().phase).toBe("main");
  });

  test("RULES S1: Temporary units die at the start of their controller's Beginning Phase, before the Hold", () => {
    const t = new Table(
      setup([player("A"), player("B", { deck: [{ name: "Filler" }] })], {
        battlefields: [
          {
            name: "Hill",
            controller: "B",
            // The Grunt keeps Hill B's: alone, the Sprite's death would cost B control (CR 323.6).
            units: [{ player: "B", placements: [{ name: "Sprite" }, { name: "Grunt" }] }],
          },
        ],
      }),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    t.resolveAll();
    expect(t.game.select({ name: "Sprite" })).toEqual([]);
    const kinds = t.game.log.map((e) => e.kind);
    expect(kinds.indexOf("killed")).toBeLessThan(kinds.indexOf("held"));
    expect(t.game.scores().B).toBe(1);
  });

  test('RULES S1: the Ending Phase runs end-of-turn effects, heals every unit, ends "this turn" and stuns, and empties pools', () => {
    const t = new Table(
      setup([
        player(
          "A",
          {
            hand: [{ name: "Poke" }],
            base: [{ name: "Duskkeeper" }, { name: "Grunt", statuses: ["stunned"] }],
            deck: [{ name: "Filler" }],
          },
          { pool: pool(2) },
        ),
        player("B", { deck: [{ name: "Filler" }] }),
      ]),
      defs,
    );
    t.play("A", "Poke", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").damage).toBe(1);
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.turn()).toMatchObject({ player: "A", phase: "ending" });
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
    expect(t.game.turn()).toMatchObject({ player: "B", phase: "main" });
    expect(t.obj("Grunt").damage).toBe(0);
    expect(t.obj("Grunt").statuses).not.toContain("stunned");
    expect(t.game.pool("A").energy).toBe(0);
  });

  test("RULES S1: drawing from an empty Main Deck burns out — the trash is shuffled in and an opponent gains 1 point (CR 431)", () => {
    const t = new Table(setup([player("A"), player("B", { trash: [{ name: "Filler" }] })]), defs);
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.scores().A).toBe(1);
    expect(t.names("B", "hand")).toEqual(["Filler"]);
    expect(t.names("B", "trash")).toEqual([]);
  });

  test("RULES S1: with the trash empty too, a draw burns out again and again until an opponent wins (CR 431.3.a)", () => {
    const t = new Table(setup([player("A", {}, { score: 3 }), player("B")]), defs);
    t.do({ type: "endTurn", player: "A" });
    const points = t.game.log.filter((e) => e.kind === "pointsGained");
    expect(points.map((e) => [e.player, e.detail])).toEqual(
      Array.from({ length: 5 }, () => ["A", "burn out"]),
    );
    expect(t.game.scores()).toEqual({ A: 8, B: 0 });
    expect(t.game.winner()).toBe("A");
  });

  test("RULES S1, S2: the first burn-out's point wins at the next cleanup, after the draw it interrupted (CR 431.3.c)", () => {
    const t = new Table(
      setup([player("A", {}, { score: 7 }), player("B", { trash: [{ name: "Filler" }] })]),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    const kinds = t.game.log.map((e) => e.kind);
    expect(t.game.winner()).toBe("A");
    expect(t.names("B", "hand")).toEqual(["Filler"]);
    expect(kinds.lastIndexOf("drawn")).toBeLessThan(kinds.indexOf("gameWon"));
  });

  test("RULES S2: Hold scores a point for each battlefield the turn player controls in their Beginning Phase", () => {
    const t = new Table(
      setup([player("A"), player("B", { deck: [{ name: "Filler" }] })], {
        battlefields: [
          { name: "Hill", controller: "B" },
          { name: "Vale", controller: "B" },
        ],
      }),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.scores().B).toBe(2);
    expect(t.obj("Hill").scoring).toEqual([{ turn: 2, player: "B", method: "hold" }]);
  });

  test("RULES S2: Conquer — gaining control of a battlefield scores, and conquer effects trigger", () => {
    const t = new Table(
      setup(
        [player("A", { base: [{ name: "Conqueror" }], deck: [{ name: "Filler" }] }), player("B")],
        { battlefields: [{ name: "Hill" }] },
      ),
      defs,
    );
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    expect(t.game.scores().A).toBe(1);
    expect(t.obj("Hill").controller).toBe("A");
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("RULES S2: each player scores each battlefield at most once per turn; the history stays on the battlefield", () => {
    const t = new Table(
      setup([player("A"), player("B")], { battlefields: [{ name: "Hill", controller: "B" }] }),
      defs,
    );
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    t.do({ type: "hold", player: "A", battlefield: t.id("Hill") });
    expect(t.game.scores().A).toBe(1);
    expect(t.obj("Hill").scoring).toEqual([{ turn: 1, player: "A", method: "conquer" }]);
  });

  test("RULES S2: the final point by Conquer needs every battlefield scored this turn; otherwise the player draws 1", () => {
    const t = new Table(
      setup([player("A", { deck: [{ name: "Filler" }] }, { score: 7 }), player("B")], {
        battlefields: [{ name: "Hill" }, { name: "Vale" }],
      }),
      defs,
    );
    t.do({ type: "conquer", player: "A", battlefield: t.id("Hill") });
    expect(t.game.scores().A).toBe(7);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
    t.do({ type: "conquer", player: "A", battlefield: t.id("Vale") });
    expect(t.game.scores().A).toBe(8);
    expect(t.game.winner()).toBe("A");
    const after = t.try({ type: "endTurn", player: "A" });
    expect(after.ok).toBe(false);
  });

  test("RULES S2: 8 points wins at the next cleanup, but not while another player is tied", () => {
    const t = new Table(
      setup([player("A", {}, { score: 7 }), player("B", {}, { score: 8 })], {
        battlefields: [{ name: "Hill", controller: "A" }],
        phase: "ending",
      }),
      defs,
    );
    // B's turn begins: B already has 8 and more than A — B wins at the first cleanup.
    expect(t.game.winner()).toBe("B");
    const tie = new Table(
      setup([player("A", {}, { score: 8 }), player("B", {}, { score: 8 })]),
      defs,
    );
    expect(tie.game.winner()).toBeNull();
  });
});
