import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { StrictChooser } from "../../runtime/index.js";
import {
  Table,
  UNIT,
  SPELL_ON_CHAIN,
  battlefield,
  cost,
  gear,
  player,
  pool,
  rune,
  setup,
  spell,
  unit,
} from "./helpers.js";

const dealOne = (name: string, extra: Partial<Definition> = {}): Definition => ({
  ...spell(name, cost(1), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
  ...extra,
});

const defs: Definition[] = [
  unit("Grunt", cost(2), 3),
  unit("Filler", cost(9), 1),
  unit("Herald", cost(1), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  unit("Spellwatcher", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        effect: [
          {
            op: "modify",
            target: { ref: "this" },
            modifications: [{ mod: "might", amount: 1 }],
            duration: { until: "endOfTurn" },
          },
        ],
      },
    ],
  }),
  gear("Lantern", cost(1)),
  dealOne("Spark"),
  dealOne("Quick Spark", { keywords: [{ keyword: "Reaction" }] }),
  dealOne("Swift Spark", { keywords: [{ keyword: "Action" }] }),
  spell("Negate", cost(2), [{ op: "counter", target: { ref: "target", filter: SPELL_ON_CHAIN } }], {
    keywords: [{ keyword: "Reaction" }],
  }),
  spell("Ponder", cost(0), [
    { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell(
    "Sacrifice Bolt",
    cost(0),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 5 },
        target: { ref: "target", filter: { types: ["unit"], controller: "you" } },
      },
    ],
    {
      abilities: [
        {
          kind: "optionalCost",
          optional: false,
          costs: [{ cost: "kill", filter: { types: ["unit"], controller: "you" }, count: 1 }],
          effect: [],
        },
      ],
    },
  ),
  spell(
    "Boosted Spark",
    cost(2),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 1 },
        target: { ref: "target", filter: UNIT },
      },
    ],
    {
      abilities: [
        {
          kind: "optionalCost",
          optional: true,
          costs: [{ cost: "pay", amount: cost(1) }],
          effect: [],
        },
      ],
    },
  ),
  unit("Discounter", cost(0), 1, {
    abilities: [
      {
        kind: "static",
        affects: { ref: "all", filter: { types: ["spell"], controller: "you" } },
        modifications: [{ mod: "cost", energy: -3 }],
      },
    ],
  }),
  unit("Taxer", cost(0), 1, {
    abilities: [
      {
        kind: "static",
        affects: { ref: "all", filter: { types: ["spell"], controller: "opponent" } },
        modifications: [{ mod: "cost", energy: 1 }],
      },
    ],
  }),
  battlefield("Hill"),
  rune("Fury"),
];

function twoPlayers(
  aHand: string[],
  extra: {
    aPool?: number;
    bHand?: string[];
    bPool?: number;
    aBase?: string[];
    bBase?: string[];
  } = {},
) {
  return setup([
    player(
      "A",
      {
        hand: aHand.map((name) => ({ name })),
        base: (extra.aBase ?? []).map((name) => ({ name })),
        deck: [{ name: "Filler" }, { name: "Filler" }],
      },
      { pool: pool(extra.aPool ?? 10) },
    ),
    player(
      "B",
      {
        hand: (extra.bHand ?? []).map((name) => ({ name })),
        base: (extra.bBase ?? []).map((name) => ({ name })),
        deck: [{ name: "Filler" }],
      },
      { pool: pool(extra.bPool ?? 10) },
    ),
  ]);
}

describe("C — the Chain and playing", () => {
  test("RULES C1: a play goes on the Chain pending, then is finalized after its choices and payment", () => {
    const t = new Table(twoPlayers(["Spark"], { bBase: ["Grunt"] }), defs);
    const result = t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    const kinds = result.events.map((e) => e.kind);
    expect(kinds.indexOf("putOnChain")).toBeLessThan(kinds.indexOf("finalized"));
    expect(t.game.chain()).toEqual([
      expect.objectContaining({ name: "Spark", status: "finalized", controller: "A" }),
    ]);
    expect(t.game.pool("A").energy).toBe(9);
  });

  test("RULES C1: the total cost adds chosen optional costs, increases and discounts, and never goes below 0", () => {
    const t = new Table(
      twoPlayers(["Boosted Spark", "Spark"], {
        aPool: 5,
        aBase: ["Discounter"],
        bBase: ["Taxer", "Grunt"],
      }),
      defs,
    );
    // 2 + 1 optional + 1 increase − 3 discount = 1.
    t.play("A", "Boosted Spark", [
      { choice: "payOptionalCost" },
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(t.game.pool("A").energy).toBe(4);
    t.resolveAll();
    // 1 + 1 − 3 is below zero: the cost is 0, not a refund.
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.pool("A").energy).toBe(4);
  });

  test("RULES C1: when a check fails after paying, the whole play is undone — a target killed to pay the cost makes the play illegal", () => {
    const t = new Table(twoPlayers(["Sacrifice Bolt"], { aBase: ["Grunt"] }), defs);
    const before = t.game.snapshot();
    const result = t.try({ type: "play", player: "A", object: t.id("Sacrifice Bolt") }, [
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("illegalTarget");
    expect(t.game.snapshot()).toEqual(before);
    expect(t.names("A", "base")).toEqual(["Grunt"]);
    expect(t.names("A", "hand")).toEqual(["Sacrifice Bolt"]);
  });

  test("RULES C2: on finalization a unit enters exhausted at the chosen location and gear enters ready at base; a spell waits", () => {
    const t = new Table(
      setup(
        [
          player(
            "A",
            {
              hand: [{ name: "Grunt" }, { name: "Lantern" }, { name: "Ponder" }],
              deck: [{ name: "Filler" }],
            },
            { pool: pool(10) },
          ),
          player("B"),
        ],
        {
          battlefields: [{ name: "Hill", controller: "A" }],
        },
      ),
      defs,
    );
    t.play("A", "Grunt", [
      { choice: "location", location: { at: "battlefield", battlefield: { name: "Hill" } } },
    ]);
    expect(t.obj("Grunt")).toMatchObject({
      zone: "battlefields",
      location: { kind: "battlefield", battlefield: t.id("Hill") },
    });
    expect(t.obj("Grunt").statuses).toContain("exhausted");
    expect(t.game.chain()).toEqual([]);
    t.play("A", "Lantern");
    expect(t.obj("Lantern")).toMatchObject({ zone: "base", statuses: ["ready"] });
    t.play("A", "Ponder");
    expect(t.game.chain().map((c) => c.name)).toEqual(["Ponder"]);
  });

  test("RULES C2: an ability that Adds resources resolves at once, without waiting for priority to pass", () => {
    const t = new Table(
      setup([player("A", { runes: [{ name: "Fury Rune" }] }), player("B")]),
      defs,
    );
    const result = t.do({ type: "activate", player: "A", object: t.id("Fury Rune"), ability: 0 });
    expect(result.events.map((e) => e.kind)).toContain("added");
    expect(t.game.chain()).toEqual([]);
    expect(t.game.pool("A").energy).toBe(1);
    expect(t.obj("Fury Rune").statuses).toContain("exhausted");
    expect(t.game.priorityHolder()).toBe("A");
  });

  test("RULES C2: using an Add ability while another player's spell waits does not pass priority (CR 429.2.a)", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Spark" }] }, { pool: pool(1) }),
        player("B", { base: [{ name: "Grunt" }], runes: [{ name: "Fury Rune" }] }),
      ]),
      defs,
    );
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    expect(t.game.priorityHolder()).toBe("B");
    t.do({ type: "activate", player: "B", object: t.id("Fury Rune"), ability: 0 });
    expect(t.game.priorityHolder()).toBe("B");
    expect(t.game.pool("B").energy).toBe(1);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Spark"]);
  });

  test("RULES C3: items resolve newest first once every player has passed in turn", () => {
    const t = new Table(twoPlayers(["Spark"], { bHand: ["Quick Spark"], bBase: ["Grunt"] }), defs);
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.priorityHolder()).toBe("A");
    t.pass();
    expect(t.game.priorityHolder()).toBe("B");
    t.play("B", "Quick Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.priorityHolder()).toBe("B");
    t.pass();
    t.pass();
    const resolved = t.events("resolved").map((e) => e.name);
    expect(resolved).toEqual(["Quick Spark"]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Spark"]);
    // After a resolution the controller of the newest item has priority (CR 340.4).
    expect(t.game.priorityHolder()).toBe("A");
    t.pass();
    t.pass();
    expect(t.events("resolved").map((e) => e.name)).toEqual(["Quick Spark", "Spark"]);
  });

  test("RULES C3: a resolved spell goes to its owner's trash", () => {
    const t = new Table(twoPlayers(["Ponder"]), defs);
    t.play("A", "Ponder");
    t.resolveAll();
    expect(t.names("A", "trash")).toEqual(["Ponder"]);
  });

  test("RULES C3: a countered spell does nothing, goes to the trash, was not played, and refunds nothing", () => {
    const t = new Table(
      twoPlayers(["Spark"], { bHand: ["Negate"], bBase: ["Grunt", "Spellwatcher"] }),
      defs,
    );
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    t.play("B", "Negate", [{ choice: "target", objects: [{ name: "Spark" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").damage).toBe(0);
    expect(t.names("A", "trash")).toEqual(["Spark"]);
    expect(t.game.pool("A").energy).toBe(9);
    expect(t.events("played").map((e) => e.name)).toEqual(["Negate"]);
    expect(t.events("countered").map((e) => e.name)).toEqual(["Spark"]);
  });

  test("RULES C4: with a Chain (closed state) only Reaction cards may be played", () => {
    const t = new Table(
      twoPlayers(["Spark"], { bHand: ["Swift Spark", "Quick Spark"], bBase: ["Grunt"] }),
      defs,
    );
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    const before = t.game.snapshot();
    const refused = t.try({ type: "play", player: "B", object: t.id("Swift Spark") }, [
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe("timing");
      expect(refused.error.message).toContain("not a Reaction");
    }
    expect(t.game.snapshot()).toEqual(before);
    t.play("B", "Quick Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Spark", "Quick Spark"]);
  });

  test("RULES C4: in a showdown only Action or Reaction cards may be played", () => {
    const t = new Table(
      setup(
        [
          player("A", { hand: [{ name: "Spark" }, { name: "Swift Spark" }] }, { pool: pool(5) }),
          player("B"),
        ],
        {
          battlefields: [
            { name: "Hill", units: [{ player: "B", placements: [{ name: "Grunt" }] }] },
          ],
          showdown: { battlefield: { name: "Hill" }, focus: "A" },
        },
      ),
      defs,
    );
    const refused = t.try({ type: "play", player: "A", object: t.id("Spark") }, [
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.message).toContain("showdown");
    t.play("A", "Swift Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Swift Spark"]);
  });

  test("RULES C4: outside a showdown with no Chain, only the turn player plays, in their Main Phase", () => {
    const t = new Table(twoPlayers([], { bHand: ["Quick Spark"], bBase: ["Grunt"] }), defs);
    const refused = t.try({ type: "play", player: "B", object: t.id("Quick Spark") }, [
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("noPriority");
  });

  test('RULES C5: a unit\'s "when you play me" triggers when its play completes, and resolves through the Chain', () => {
    const t = new Table(twoPlayers(["Herald"]), defs);
    t.play("A", "Herald");
    expect(t.game.chain()).toEqual([
      expect.objectContaining({ kind: "ability", name: "Herald", status: "finalized" }),
    ]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test('RULES C5: "when you play a spell" fires when the spell has resolved; a countered spell was not played', () => {
    const t = new Table(
      twoPlayers(["Ponder", "Spark"], { aBase: ["Spellwatcher", "Grunt"], bHand: ["Negate"] }),
      defs,
    );
    t.play("A", "Ponder");
    expect(t.events("triggered")).toEqual([]);
    t.resolveAll();
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Spellwatcher"]);
    expect(t.obj("Spellwatcher").might).toBe(2);
    t.play("A", "Spark", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    t.play("B", "Negate", [{ choice: "target", objects: [{ name: "Spark" }] }]);
    t.resolveAll();
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Spellwatcher"]);
  });

  test("RULES C3: passing with an empty Chain and no showdown is refused with a reason", () => {
    const t = new Table(twoPlayers([]), defs);
    const result = t.try({ type: "pass", player: "A" }, [], new StrictChooser([]));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain("end the turn");
  });
});
