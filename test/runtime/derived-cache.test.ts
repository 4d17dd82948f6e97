/**
 * Characteristics are kept between writes that cannot change them (issue 6): the step of the
 * turn, a Chain item's progress, and statuses when no static ability or Might-per-count of the
 * game asks about statuses. The first three check that games whose statics do ask still see a
 * status change (other writes of the same action also refresh them, so they guard the outcome);
 * the last checks the reading of the definitions that decides it.
 */
import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { definitionMap } from "../../runtime/index.js";
import { statusesAreRead } from "../../runtime/unread-state.js";
import { Table, cost, gear, player, pool, rune, setup, spell, target, unit } from "./helpers.js";

const GRUNT = unit("Grunt", cost(0), 2);
const TIRE = spell("Tire", cost(0), [
  { op: "exhaust", target: { ref: "target", filter: { types: ["unit"] } } },
]);
const HARM = spell("Harm", cost(0), [
  {
    op: "deal",
    amount: { amount: "fixed", value: 1 },
    target: { ref: "target", filter: { types: ["unit"] } },
  },
]);

/** "Ready units you control get +1 Might." */
const DRILL: Definition = gear("Drill Sergeant", cost(0), {
  abilities: [
    {
      kind: "static",
      affects: { ref: "all", filter: { types: ["unit"], controller: "you", statuses: ["ready"] } },
      modifications: [{ mod: "might", amount: 1 }],
    },
  ],
});

/** "Your Grunts get +1 Might for each damaged unit." */
const SPITE: Definition = gear("Spite Totem", cost(0), {
  abilities: [
    {
      kind: "static",
      affects: { ref: "all", filter: { types: ["unit"], controller: "you", name: "Grunt" } },
      modifications: [
        { mod: "mightPerCount", amount: 1, per: { types: ["unit"], statuses: ["damaged"] } },
      ],
    },
  ],
});

/** "Exhausted runes are Spent" (a tag: the only write of exhausting a rune for energy is its status). */
const LEDGER: Definition = gear("Ledger", cost(0), {
  abilities: [
    {
      kind: "static",
      affects: { ref: "all", filter: { types: ["rune"], statuses: ["exhausted"] } },
      modifications: [{ mod: "tags", tags: ["Spent"] }],
    },
  ],
});

function table(defs: Definition[], base: string[], hand: string[]): Table {
  return new Table(
    setup([
      player("A", { base: base.map((name) => ({ name })), hand: hand.map((name) => ({ name })) }),
      player("B", { base: [{ name: "Grunt" }] }),
    ]),
    defs,
  );
}

describe("issue 6 — characteristics kept between writes still follow the statuses statics read", () => {
  test("RULES O3/CR 423: a static counting ready units stops applying once its unit is exhausted", () => {
    const t = table([GRUNT, TIRE, DRILL], ["Grunt", "Drill Sergeant"], ["Tire"]);
    const mine = { name: "Grunt", player: "A" } as const;
    expect(t.obj(mine).might).toBe(3);
    t.play("A", "Tire", [target(mine)]);
    t.resolveAll();
    expect(t.obj(mine).statuses).toContain("exhausted");
    expect(t.obj(mine).might).toBe(2);
  });

  test("CR 142: a Might-per-count over damaged units follows damage being dealt", () => {
    const t = table([GRUNT, HARM, SPITE], ["Grunt", "Spite Totem"], ["Harm"]);
    const mine = { name: "Grunt", player: "A" } as const;
    expect(t.obj(mine).might).toBe(2);
    t.play("A", "Harm", [target({ name: "Grunt", player: "B" })]);
    t.resolveAll();
    expect(t.obj({ name: "Grunt", player: "B" }).damage).toBe(1);
    expect(t.obj(mine).might).toBe(3);
  });

  test("CR 164.2: a rune exhausted for energy is at once affected by a static that asks for exhausted runes", () => {
    const t = new Table(
      setup([
        player("A", { base: [{ name: "Ledger" }], runes: [{ name: "Fury Rune" }] }),
        player("B"),
      ]),
      [LEDGER, rune("Fury")],
    );
    expect(t.obj("Fury Rune").tags).not.toContain("Spent");
    t.do({ type: "activate", player: "A", object: t.id("Fury Rune"), ability: 0 });
    expect(t.obj("Fury Rune").statuses).toContain("exhausted");
    expect(t.obj("Fury Rune").tags).toContain("Spent");
  });

  test("a game's definitions read statuses through statics, Might-per-counts and granted statics, not through effects", () => {
    const reads = (defs: Definition[]) => statusesAreRead(definitionMap(defs));
    expect(reads([GRUNT, TIRE, HARM])).toBe(false);
    expect(reads([GRUNT, DRILL])).toBe(true);
    expect(reads([GRUNT, SPITE])).toBe(true);
    expect(reads([LEDGER])).toBe(true);
    const granting = spell("Inspire", cost(0), [
      {
        op: "modify",
        target: { ref: "target", filter: { types: ["unit"] } },
        modifications: [
          { mod: "ability", ability: DRILL.abilities[0] as Definition["abilities"][number] },
        ],
        duration: { until: "endOfTurn" },
      },
    ]);
    expect(reads([GRUNT, granting])).toBe(true);
  });
});

/** "Spells in your trash have Flow [1]." */
const TIDE_SHRINE: Definition = gear("Tide Shrine", cost(0), {
  abilities: [
    {
      kind: "static",
      affects: {
        ref: "all",
        filter: { types: ["spell"], zone: { zone: "trash", player: "you" } },
      },
      modifications: [{ mod: "keyword", keyword: { keyword: "Flow", cost: cost(1) } }],
    },
  ],
});
const PLAIN = spell("Plain Thought", cost(1), []);

describe("issue 6 — keywords asked of cards off the board still follow the statics granting them", () => {
  const flowPlays = (t: Table) =>
    t.game.legalActions("A").filter((a) => a.type === "play" && a.flow === true);

  test("CR 802: a static granting Flow to the cards of a trash lets them be played from it", () => {
    const t = new Table(
      setup([
        player(
          "A",
          { base: [{ name: "Tide Shrine" }], trash: [{ name: "Plain Thought" }] },
          { pool: pool(1) },
        ),
        player("B"),
      ]),
      [PLAIN, TIDE_SHRINE],
    );
    expect(flowPlays(t).map((a) => a.type === "play" && a.object)).toEqual([t.id("Plain Thought")]);
  });

  test("without that static on the board, a game whose definitions grant Flow lists no Flow play", () => {
    const t = new Table(
      setup([player("A", { trash: [{ name: "Plain Thought" }] }, { pool: pool(1) }), player("B")]),
      [PLAIN, TIDE_SHRINE],
    );
    expect(flowPlays(t)).toEqual([]);
  });
});
