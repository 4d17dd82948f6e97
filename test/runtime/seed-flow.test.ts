/**
 * RULES F2–F3 (seed 000): Flow is a delayed replacement of a finalized Chain item's exit that its
 * own resolution did not instruct; Abandon's "return it to its owner's hand" becomes a banish.
 */
import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { Table, player, pool, setup, spell, target } from "./helpers.js";
import { SPELL, cost, drawOne, unit, witness } from "./seed-definitions.js";

const flow1 = { keyword: "Flow" as const, cost: cost(1) };
const reaction = { keyword: "Reaction" as const };

const defs: Definition[] = [
  unit("Filler", cost(0), 1),
  spell("Lantern Trick", cost(3), [drawOne], { keywords: [flow1] }),
  spell(
    "Boomerang",
    cost(3),
    [drawOne, { op: "move", target: { ref: "this" }, to: { to: "zone", zone: "hand" } }],
    { keywords: [flow1] },
  ),
  spell("Plain Thought", cost(1), [drawOne]),
  spell(
    "Abandon",
    cost(0),
    [
      { op: "counter", target: { ref: "target", filter: SPELL }, destination: "hand" },
      { op: "if", condition: { cond: "didPrevious" }, then: [drawOne] },
    ],
    { keywords: [reaction] },
  ),
  spell("Negate", cost(0), [{ op: "counter", target: { ref: "target", filter: SPELL } }], {
    keywords: [reaction],
  }),
  witness("Homing Owl", {
    event: "returnedToHand",
    subject: { ref: "match", filter: SPELL },
  }),
  witness("Ash Keeper", { event: "banished", subject: { ref: "match", filter: SPELL } }),
];

const deck = (n: number) => Array.from({ length: n }, () => ({ name: "Filler" }));

function table(
  a: Parameters<typeof player>[1],
  b: Parameters<typeof player>[1] = {},
  bLegend?: string,
): Table {
  return new Table(
    setup([
      player("A", { deck: deck(4), ...a }, { pool: pool(5) }),
      player("B", { deck: deck(4), ...b, ...(bLegend ? { legend: [{ name: bLegend }] } : {}) }),
    ]),
    defs,
  );
}

const flowPlay = (t: Table, name: string) =>
  t.do({ type: "play", player: "A", object: t.id({ name, zone: "trash" }), flow: true });

describe("RULES F2 — Flow", () => {
  test("F2: its owner may play a Flow spell from their trash for the Flow cost, not the printed cost", () => {
    const t = table({ trash: [{ name: "Lantern Trick" }, { name: "Plain Thought" }] });
    flowPlay(t, "Lantern Trick");
    expect(t.game.pool("A").energy).toBe(4);
    t.resolveAll();
    // A spell without Flow is not played from the trash.
    const refused = t.try({ type: "play", player: "A", object: t.id("Plain Thought"), flow: true });
    expect(refused).toMatchObject({ ok: false, error: { code: "notPlayable" } });
  });

  test("F2: only its owner, from their own trash", () => {
    const t = table({}, { trash: [{ name: "Lantern Trick" }] });
    const result = t.try({
      type: "play",
      player: "A",
      object: t.id("Lantern Trick"),
      flow: true,
    });
    expect(result).toMatchObject({ ok: false, error: { code: "notPlayable" } });
  });

  test("F2: a Flow spell that resolves normally is banished instead of going to the trash", () => {
    const t = table({ trash: [{ name: "Lantern Trick" }] }, {}, "Ash Keeper");
    flowPlay(t, "Lantern Trick");
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Lantern Trick"]);
    expect(t.names("A", "trash")).toEqual([]);
    expect(t.events("zoneChanged")).toEqual([]);
    expect(t.events("banished").map((e) => [e.name, e.to])).toEqual([
      ["Lantern Trick", "A:banishment"],
    ]);
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Ash Keeper"]);
  });

  test("F2: a Flow spell countered (to the trash) is banished instead", () => {
    const t = table({ trash: [{ name: "Lantern Trick" }] }, { hand: [{ name: "Negate" }] });
    flowPlay(t, "Lantern Trick");
    t.pass();
    t.play("B", "Negate", [target("Lantern Trick")]);
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Lantern Trick"]);
    expect(t.names("A", "trash")).toEqual([]);
    expect(t.events("played").map((e) => e.name)).toEqual(["Negate"]);
  });

  test("F2: an exit its own resolution instructs is not replaced — the spell returns to hand", () => {
    const t = table({ trash: [{ name: "Boomerang" }] });
    flowPlay(t, "Boomerang");
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler", "Boomerang"]);
    expect(t.names("A", "banishment")).toEqual([]);
  });

  test("F2: the same spell played from hand carries no Flow exit: it resolves into the trash", () => {
    const t = table({ hand: [{ name: "Lantern Trick" }] });
    t.play("A", "Lantern Trick");
    expect(t.game.pool("A").energy).toBe(2);
    t.resolveAll();
    expect(t.names("A", "trash")).toEqual(["Lantern Trick"]);
  });
});

describe("RULES F3 — a Flow spell countered by Abandon", () => {
  test("F3: Abandon's return to hand becomes a banish; costs stay paid; 'if you do' and triggers see the banish", () => {
    const t = table(
      { trash: [{ name: "Lantern Trick" }] },
      { hand: [{ name: "Abandon" }] },
      "Homing Owl",
    );
    flowPlay(t, "Lantern Trick");
    t.pass();
    t.play("B", "Abandon", [target("Lantern Trick")]);
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Lantern Trick"]);
    expect(t.names("A", "hand")).toEqual([]);
    expect(t.game.pool("A").energy).toBe(4);
    expect(t.events("countered").map((e) => e.name)).toEqual(["Lantern Trick"]);
    expect(t.events("returnedToHand")).toEqual([]);
    // Homing Owl watches returns to hand: it never fired. Abandon's "if you do, draw 1" did not draw.
    expect(t.events("triggered")).toEqual([]);
    expect(t.names("B", "hand")).toEqual([]);
    expect(t.events("played").map((e) => e.name)).toEqual(["Abandon"]);
  });

  test("F3: without Flow, Abandon returns the countered spell to its owner's hand, and 'if you do' holds", () => {
    const t = table(
      { hand: [{ name: "Lantern Trick" }] },
      { hand: [{ name: "Abandon" }] },
      "Homing Owl",
    );
    t.play("A", "Lantern Trick");
    t.pass();
    t.play("B", "Abandon", [target("Lantern Trick")]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Lantern Trick"]);
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Homing Owl"]);
    // Abandon's own draw plus Homing Owl's.
    expect(t.names("B", "hand")).toEqual(["Filler", "Filler"]);
  });
});
