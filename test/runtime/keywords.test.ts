/**
 * The keywords of RULES S4 (CR 805–829) and Stun, one behaviour each, with hand-written
 * definitions. Assault, Shield, Tank, Backline, Ganking, Stun in combat and Deathknell in combat
 * are in game-combat.test.ts.
 */
import { describe, expect, test } from "vitest";
import type { Definition, Keyword } from "../../runtime/index.js";
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

const kw = (keyword: Keyword["keyword"], value?: number): Keyword =>
  (value === undefined ? { keyword } : { keyword, value }) as Keyword;

const DRAW_1 = [
  {
    op: "draw" as const,
    player: { player: "you" as const },
    count: { amount: "fixed" as const, value: 1 },
  },
];

const defs: Definition[] = [
  unit("Sprinter", cost(2, { Fury: 0 }), 2, { keywords: [kw("Accelerate")] }),
  unit("Grunt", cost(1), 2),
  unit("Filler", cost(1), 1),
  unit("Warded", cost(1), 2, { keywords: [kw("Deflect", 1), kw("Deflect", 2)] }),
  unit("Vanguard", cost(1), 1, {
    keywords: [kw("Legion")],
    abilities: [
      {
        kind: "triggered",
        keyword: "Legion",
        trigger: { event: "played", subject: { ref: "this" } },
        condition: { cond: "playedAnotherCardThisTurn" },
        effect: [
          {
            op: "modify",
            target: { ref: "this" },
            modifications: [{ mod: "might", amount: 2 }],
            duration: { until: "endOfTurn" },
          },
        ],
      },
    ],
  }),
  unit("Mourner", cost(1), 1, {
    keywords: [kw("Deathknell")],
    abilities: [
      {
        kind: "triggered",
        keyword: "Deathknell",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: DRAW_1,
      },
    ],
  }),
  unit("Lurker", cost(4), 3, { keywords: [kw("Hidden")] }),
  spell("Snipe", cost(1), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
  spell("Slay", cost(0), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  spell("Parry", cost(1), [{ op: "stun", target: { ref: "target", filter: UNIT } }], {
    keywords: [kw("Reaction")],
  }),
  spell("Study", cost(1), DRAW_1),
  spell(
    "Echo",
    cost(1),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 2 },
        target: { ref: "target", filter: UNIT },
      },
    ],
    { keywords: [{ keyword: "Repeat", cost: cost(1, { Mind: 1 }) }] },
  ),
  spell("Undertow", cost(3), DRAW_1, { keywords: [{ keyword: "Flow", cost: cost(1) }] }),
  SPRITE,
  rune("Fury"),
  battlefield("Hill"),
  battlefield("Vale"),
];

describe("RULES S4 — keywords", () => {
  test("RULES S4, CR 805: Accelerate — paying 1 energy and 1 power of the unit's domain makes it enter ready", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { hand: [{ name: "Sprinter" }, { name: "Sprinter", label: "s2" }] },
          { pool: pool(5, { Fury: 1 }) },
        ),
        player("B"),
      ]),
      defs,
    );
    t.play("A", { label: "s2" }, [{ choice: "yes" }]);
    expect(t.obj({ label: "s2" }).statuses).toContain("ready");
    expect(t.game.pool("A")).toMatchObject({ energy: 2, power: { Fury: 0 } });
    t.play("A", { name: "Sprinter", zone: "hand" });
    expect(t.game.select({ name: "Sprinter", zone: "base" })).toHaveLength(2);
    expect(t.obj({ label: "s2" }).statuses).toContain("ready");
    expect(t.game.pool("A").energy).toBe(0);
    expect(t.game.zone("A", "base").filter((o) => o.statuses.includes("exhausted"))).toHaveLength(
      1,
    );
  });

  test("RULES S4, C4, CR 806: Action — a spell with Action is played in a showdown, one without is not", () => {
    const t = new Table(
      setup(
        [
          player(
            "A",
            { base: [{ name: "Grunt" }], hand: [{ name: "Study" }, { name: "Parry" }] },
            { pool: pool(3) },
          ),
          player("B"),
        ],
        { battlefields: [{ name: "Hill" }] },
      ),
      defs,
    );
    t.do({
      type: "move",
      player: "A",
      units: [t.id("Grunt")],
      to: { kind: "battlefield", battlefield: t.id("Hill") },
    });
    expect(t.game.state.showdown).not.toBeNull();
    expect(t.try({ type: "play", player: "A", object: t.id("Study") }).ok).toBe(false);
    // Reaction grants every permission of Action (CR 813.1.b).
    t.play("A", "Parry", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Parry"]);
  });

  test("RULES S4, C4, CR 813: Reaction — played while a Chain waits, even on the opponent's turn; other cards are not", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Snipe" }], base: [{ name: "Grunt" }] }, { pool: pool(1) }),
        player("B", { hand: [{ name: "Parry" }, { name: "Study" }] }, { pool: pool(2) }),
      ]),
      defs,
    );
    t.play("A", "Snipe", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    expect(t.game.priorityHolder()).toBe("B");
    expect(t.try({ type: "play", player: "B", object: t.id("Study") }).ok).toBe(false);
    t.play("B", "Parry", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").statuses).toContain("stunned");
    expect(t.obj("Grunt").damage).toBe(1);
  });

  test('RULES S4, CR 808: Deathknell — "when I die" triggers when the unit is killed and sees it leave', () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Slay" }] }),
        player("B", { base: [{ name: "Mourner" }], deck: [{ name: "Filler" }] }),
      ]),
      defs,
    );
    t.play("A", "Slay", [{ choice: "target", objects: [{ name: "Mourner" }] }]);
    t.resolveAll();
    expect(t.names("B", "trash")).toEqual(["Mourner"]);
    expect(t.names("B", "hand")).toEqual(["Filler"]);
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Mourner"]);
  });

  test("RULES S4, CR 809: Deflect N — an opponent's spell choosing the unit costs N more power of any domain; instances add up", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { hand: [{ name: "Snipe" }, { name: "Snipe", label: "s2" }] },
          { pool: pool(1, { Calm: 2 }) },
        ),
        player("B", { base: [{ name: "Warded" }] }),
      ]),
      defs,
    );
    // Deflect 1 + Deflect 2: 3 power of any domain on top of Snipe's 1 energy; A has 2 Calm.
    const refused = t.try({ type: "play", player: "A", object: t.id({ label: "s2" }) }, [
      { choice: "target", objects: [{ name: "Warded" }] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("cannotPay");
    expect(t.game.pool("A")).toMatchObject({ energy: 1, power: { Calm: 2 } });
  });

  test("RULES S4, CR 812: Legion — the ability works only when another card was played this turn", () => {
    const t = new Table(
      setup([
        player(
          "A",
          {
            hand: [
              { name: "Vanguard", label: "v1" },
              { name: "Vanguard", label: "v2" },
            ],
          },
          { pool: pool(2) },
        ),
        player("B"),
      ]),
      defs,
    );
    t.play("A", { label: "v1" });
    t.resolveAll();
    expect(t.obj({ label: "v1" }).might).toBe(1);
    t.play("A", { label: "v2" });
    t.resolveAll();
    expect(t.obj({ label: "v2" }).might).toBe(3);
    expect(t.obj({ label: "v1" }).might).toBe(1);
  });

  test("RULES S4, S1, CR 816: Temporary — a Sprite dies at the start of its controller's Beginning Phase", () => {
    const t = new Table(
      setup([
        player("A", { base: [{ name: "Sprite" }] }),
        player("B", { deck: [{ name: "Filler" }] }),
      ]),
      defs,
    );
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj("Sprite").zone).toBe("base");
    t.resolveAll();
    t.do({ type: "endTurn", player: "B" });
    t.resolveAll();
    expect(t.game.select({ name: "Sprite" })).toEqual([]);
    expect(t.events("killed").map((e) => e.name)).toEqual(["Sprite"]);
  });

  test("RULES S4, CR 820: Repeat — paying its cost executes the spell again, with choices of its own", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Echo" }] }, { pool: pool(2, { Mind: 1 }) }),
        player("B", {
          base: [
            { name: "Grunt", label: "g1" },
            { name: "Grunt", label: "g2" },
          ],
        }),
      ]),
      defs,
    );
    t.play("A", "Echo", [
      { choice: "payOptionalCost" },
      { choice: "target", objects: [{ label: "g1" }] },
      { choice: "target", objects: [{ label: "g2" }] },
    ]);
    expect(t.game.pool("A")).toMatchObject({ energy: 0, power: { Mind: 0 } });
    t.resolveAll();
    expect(t.names("B", "trash")).toEqual(["Grunt", "Grunt"]);
    expect(t.events("played").filter((e) => e.name === "Echo")).toHaveLength(1);
  });

  test("RULES S4, F2, CR 829: Flow — played from the trash for its Flow cost, then banished", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { trash: [{ name: "Undertow" }], deck: [{ name: "Filler" }] },
          { pool: pool(1) },
        ),
        player("B"),
      ]),
      defs,
    );
    t.do({ type: "play", player: "A", object: t.id("Undertow"), flow: true });
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Undertow"]);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("RULES S4, CR 423: Stun — a stunned unit stays stunned until the end of the turn", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Parry" }], base: [{ name: "Grunt" }] }, { pool: pool(1) }),
        player("B", { deck: [{ name: "Filler" }] }),
      ]),
      defs,
    );
    t.play("A", "Parry", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").statuses).toContain("stunned");
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj("Grunt").statuses).not.toContain("stunned");
  });
});

describe("RULES S4 — Hidden (CR 421, 811)", () => {
  function hiddenTable() {
    return new Table(
      setup(
        [
          player(
            "A",
            {
              hand: [{ name: "Lurker" }, { name: "Lurker", label: "l2" }],
              deck: [{ name: "Filler" }],
            },
            { pool: pool(0, { Mind: 2 }) },
          ),
          player("B", {
            deck: [{ name: "Filler" }],
            hand: [{ name: "Study" }],
            base: [{ name: "Grunt" }],
            runes: [{ name: "Fury Rune" }],
          }),
        ],
        {
          battlefields: [
            {
              name: "Hill",
              controller: "A",
              units: [{ player: "A", placements: [{ name: "Filler", label: "f" }] }],
            },
            { name: "Vale" },
          ],
        },
      ),
      defs,
    );
  }

  test("CR 811.1.b: hiding costs one power of any domain and needs a battlefield you control with no facedown card", () => {
    const t = hiddenTable();
    const lurker = t.id({ label: "l2" });
    expect(t.try({ type: "hide", player: "A", object: lurker, battlefield: t.id("Vale") }).ok).toBe(
      false,
    );
    t.do({ type: "hide", player: "A", object: lurker, battlefield: t.id("Hill") });
    expect(t.game.pool("A").power.Mind).toBe(1);
    expect(t.game.chain()).toEqual([]);
    const hidden = t.game.zone("A", "hand");
    expect(hidden.map((o) => o.name)).toEqual(["Lurker"]);
    const facedown = t.game.objects().find((o) => o.zone === "facedown");
    expect(facedown).toMatchObject({ controller: "A", statuses: ["facedown"] });
    expect(t.game.canSee("B", facedown?.id as string)).toBe(false);
    expect(
      t.try({ type: "hide", player: "A", object: t.id({ label: "l2" }), battlefield: t.id("Hill") })
        .ok,
    ).toBe(false);
  });

  test("CR 811.1.b, 811.6: from the next turn a hidden card has Reaction and is played ignoring its base cost, at its battlefield", () => {
    const t = hiddenTable();
    t.do({ type: "hide", player: "A", object: t.id({ label: "l2" }), battlefield: t.id("Hill") });
    const facedown = () => t.game.objects().find((o) => o.zone === "facedown")?.id as string;
    // Not on the turn it was hidden.
    expect(t.try({ type: "play", player: "A", object: facedown() }).ok).toBe(false);
    t.do({ type: "endTurn", player: "A" });
    t.resolveAll();
    // B's turn: B's spell waits on the Chain and A, with priority, answers with the hidden card.
    t.play("B", "Study");
    t.pass();
    expect(t.game.priorityHolder()).toBe("A");
    expect(t.game.pool("A").energy).toBe(0);
    // Its base cost of 4 energy is ignored: A's pool is empty.
    t.do({ type: "play", player: "A", object: facedown() });
    const lurker = t.game.objects().find((o) => o.name === "Lurker" && o.zone === "battlefields");
    expect(lurker?.location).toEqual({ kind: "battlefield", battlefield: t.id("Hill") });
    t.resolveAll();
    expect(t.names("B", "hand")).toEqual(["Filler"]);
  });

  test("CR 107.3.d, 323.7: a hidden card at a battlefield its controller no longer controls goes to the trash", () => {
    const t = hiddenTable();
    t.do({ type: "hide", player: "A", object: t.id({ label: "l2" }), battlefield: t.id("Hill") });
    t.do({
      type: "move",
      player: "A",
      units: [t.id({ label: "f" })],
      to: { kind: "base", player: "A" },
    });
    expect(t.obj("Hill").controller).toBeNull();
    expect(t.game.objects().filter((o) => o.zone === "facedown")).toEqual([]);
    expect(t.names("A", "trash")).toEqual(["Lurker"]);
  });
});
