/**
 * Movement, showdowns, combat, control and conquer (RULES S2, S3; CR 190, 323, 341–348, 445–466),
 * with hand-written definitions.
 */
import { describe, expect, test } from "vitest";
import type { Action, ChoiceAnswer, Definition, Keyword } from "../../runtime/index.js";
import { Table, UNIT, battlefield, cost, player, pool, setup, spell, unit } from "./helpers.js";

const kw = (keyword: Keyword["keyword"], value?: number): Keyword =>
  (value === undefined ? { keyword } : { keyword, value }) as Keyword;

const defs: Definition[] = [
  unit("Grunt", cost(1), 2),
  unit("Brute", cost(3), 5),
  unit("Squire", cost(1), 1),
  unit("Wall", cost(2), 3, { keywords: [kw("Tank")] }),
  unit("Archer", cost(2), 2, { keywords: [kw("Backline")] }),
  unit("Raider", cost(2), 2, { keywords: [kw("Assault", 2)] }),
  unit("Guard", cost(2), 2, { keywords: [kw("Shield", 2)] }),
  unit("Rider", cost(2), 2, { keywords: [kw("Ganking")] }),
  unit("Herald", cost(2), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "attacked", subject: { ref: "this" } },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  unit("Martyr", cost(1), 1, {
    keywords: [kw("Deathknell")],
    abilities: [
      {
        kind: "triggered",
        keyword: "Deathknell",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  spell(
    "Jolt",
    cost(1),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 1 },
        target: { ref: "target", filter: UNIT },
      },
    ],
    { keywords: [kw("Action")] },
  ),
  spell("Ponder", cost(1), [
    { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell("Daze", cost(0), [{ op: "stun", target: { ref: "target", filter: UNIT } }], {
    keywords: [kw("Action")],
  }),
  unit("Filler", cost(1), 1),
  battlefield("Hill"),
  battlefield("Vale"),
];

const hill = (t: Table) => ({ kind: "battlefield" as const, battlefield: t.id("Hill") });

function move(t: Table, who: string, units: string[], to: Extract<Action, { type: "move" }>["to"]) {
  return t.do({ type: "move", player: who, units: units.map((u) => t.id(u)), to });
}

/** Both players pass Focus until the showdown is over; `answers` go to the combat damage assignment. */
function passShowdown(t: Table, answers: ChoiceAnswer[] = []): void {
  for (let i = 0; i < 10 && t.game.state.showdown !== null; i++) {
    const holder = t.game.priorityHolder() as string;
    const last = t.game.state.showdown.passes === t.game.players().length - 1;
    t.do({ type: "pass", player: holder }, last ? answers : []);
  }
}

/** Where a unit is now: its board location, or the zone it went to. */
function whereIs(t: Table, label: string): string {
  const obj = t.obj({ label });
  if (!obj.location) return obj.zone;
  return obj.location.kind === "base"
    ? "base"
    : (t.game.object(obj.location.battlefield)?.name ?? "?");
}

describe("RULES S3 — movement and showdowns", () => {
  test("RULES S3, CR 316.8.b.1, 348.2: a move into an empty battlefield opens a non-combat showdown; when all pass, the mover conquers (RULES S2)", () => {
    const t = new Table(
      setup([player("A", { base: [{ name: "Grunt" }], deck: [{ name: "Filler" }] }), player("B")], {
        battlefields: [{ name: "Hill" }],
      }),
      defs,
    );
    const result = move(t, "A", ["Grunt"], hill(t));
    expect(result.events.map((e) => e.kind)).toContain("showdownStarted");
    expect(t.game.state.showdown).toMatchObject({ battlefield: t.id("Hill"), focus: "A" });
    expect(t.game.priorityHolder()).toBe("A");
    expect(t.obj("Grunt").statuses).toContain("exhausted");
    t.pass();
    expect(t.game.state.showdown?.focus).toBe("B");
    expect(t.obj("Hill").controller).toBeNull();
    t.pass();
    expect(t.game.state.showdown).toBeNull();
    expect(t.obj("Hill").controller).toBe("A");
    expect(t.game.scores().A).toBe(1);
    expect(t.obj("Hill").scoring).toEqual([{ turn: 1, player: "A", method: "conquer" }]);
    expect(t.game.priorityHolder()).toBe("A");
  });

  test("RULES C4, CR 308.1.a, 346: in a showdown only Action or Reaction cards are played; Focus passes when a played card's Chain closes", () => {
    const t = new Table(
      setup(
        [
          player(
            "A",
            { base: [{ name: "Grunt" }], hand: [{ name: "Ponder" }, { name: "Jolt" }] },
            { pool: pool(5) },
          ),
          player("B"),
        ],
        { battlefields: [{ name: "Hill" }] },
      ),
      defs,
    );
    move(t, "A", ["Grunt"], hill(t));
    const refused = t.try({ type: "play", player: "A", object: t.id("Ponder") });
    expect(refused.ok).toBe(false);
    t.play("A", "Jolt", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").damage).toBe(1);
    expect(t.game.state.showdown?.focus).toBe("B");
    expect(t.game.priorityHolder()).toBe("B");
  });

  test("RULES S3, CR 144.4.c, 810: Ganking lets a unit move from battlefield to battlefield; others may not", () => {
    const t = new Table(
      setup([player("A"), player("B")], {
        battlefields: [
          {
            name: "Hill",
            controller: "A",
            units: [{ player: "A", placements: [{ name: "Rider" }, { name: "Grunt" }] }],
          },
          { name: "Vale" },
        ],
      }),
      defs,
    );
    const vale = { kind: "battlefield" as const, battlefield: t.id("Vale") };
    expect(t.try({ type: "move", player: "A", units: [t.id("Grunt")], to: vale }).ok).toBe(false);
    move(t, "A", ["Rider"], vale);
    expect(t.obj("Rider").location).toEqual(vale);
    passShowdown(t);
    expect(t.obj("Vale").controller).toBe("A");
  });

  test("CR 190.4.c, 323.6: a player loses control of a battlefield in the cleanup after their last unit there leaves", () => {
    const t = new Table(
      setup([player("A"), player("B")], {
        battlefields: [
          {
            name: "Hill",
            controller: "A",
            units: [{ player: "A", placements: [{ name: "Grunt" }] }],
          },
        ],
      }),
      defs,
    );
    move(t, "A", ["Grunt"], { kind: "base", player: "A" });
    expect(t.obj("Hill").controller).toBeNull();
    expect(t.events("controlChanged").at(-1)).toMatchObject({ object: t.id("Hill"), player: null });
  });
});

describe("RULES S3 — combat", () => {
  function battle(attackers: string[], defenders: string[], extra: { aHand?: string[] } = {}) {
    const t = new Table(
      setup(
        [
          player(
            "A",
            {
              base: attackers.map((name, i) => ({ name, label: `a${i}` })),
              hand: (extra.aHand ?? []).map((name) => ({ name })),
              deck: [{ name: "Filler" }, { name: "Filler" }],
            },
            { pool: pool(5) },
          ),
          player("B", { deck: [{ name: "Filler" }, { name: "Filler" }] }),
        ],
        {
          battlefields: [
            {
              name: "Hill",
              controller: "B",
              units: [
                { player: "B", placements: defenders.map((name, i) => ({ name, label: `b${i}` })) },
              ],
            },
          ],
        },
      ),
      defs,
    );
    return t;
  }

  function attack(t: Table, labels: string[]): void {
    t.do({
      type: "move",
      player: "A",
      units: labels.map((label) => t.id({ label })),
      to: hill(t),
    });
  }

  test("RULES S3, CR 464: moving into enemy units begins a combat — A attacks, B defends, A gains Focus", () => {
    const t = battle(["Grunt"], ["Squire"]);
    const result = t.do({ type: "move", player: "A", units: [t.id("Grunt")], to: hill(t) });
    const kinds = result.events.map((e) => e.kind);
    expect(kinds).toContain("combatStarted");
    expect(kinds).toContain("attacked");
    expect(kinds).toContain("defended");
    expect(t.game.state.combat).toMatchObject({ attacker: "A", defender: "B" });
    expect(t.game.state.showdown?.focus).toBe("A");
  });

  test("RULES S3, S2, CR 465–466: summed Might is dealt as damage; lethal damage kills; the side left alone takes control and conquers", () => {
    const t = battle(["Grunt", "Squire"], ["Grunt"]);
    attack(t, ["a0", "a1"]);
    // B's 2 Might must be assigned as lethal damage to one unit first: B picks the Squire.
    passShowdown(t, [{ choice: "object", objects: [{ label: "a1" }] }]);
    t.resolveAll();
    // A's 3 Might kills B's Grunt (2 Might).
    expect(whereIs(t, "b0")).toBe("trash");
    expect(whereIs(t, "a1")).toBe("trash");
    expect(t.game.at(t.id("Hill")).map((o) => o.label)).toEqual(["a0"]);
    expect(t.obj("Hill").controller).toBe("A");
    expect(t.game.scores().A).toBe(1);
    expect(t.game.state.combat).toBeNull();
    expect(t.events("combatEnded").at(-1)?.detail).toBe("A won");
    // CR 466.1.a.1: the Combat Cleanup healed the survivor.
    expect(t.game.at(t.id("Hill")).every((o) => o.damage === 0)).toBe(true);
  });

  test("CR 466.1.a.2: attackers are recalled when defenders survive; the defender keeps control and no one scores", () => {
    const t = battle(["Squire"], ["Brute"]);
    attack(t, ["a0"]);
    passShowdown(t);
    t.resolveAll();
    expect(whereIs(t, "a0")).toBe("trash");
    const brute = t.obj({ label: "b0" });
    expect(brute.location).toEqual(hill(t));
    expect(brute.damage).toBe(0);
    expect(t.obj("Hill").controller).toBe("B");
    expect(t.game.scores()).toEqual({ A: 0, B: 0 });
  });

  test("CR 465.2.c.3: lethal damage goes to one unit before the next; damage beyond lethal waits until every unit has it", () => {
    const t = battle(["Brute", "Grunt"], ["Wall", "Wall"]);
    attack(t, ["a0", "a1"]);
    // B's 6 Might cannot kill both attackers (5 + 2): B picks the Brute for lethal damage first.
    passShowdown(t, [{ choice: "object", objects: [{ label: "a0" }] }]);
    t.resolveAll();
    // A's 7 Might kills both 3-Might Walls.
    expect(whereIs(t, "b0")).toBe("trash");
    expect(whereIs(t, "b1")).toBe("trash");
    expect(whereIs(t, "a0")).toBe("trash");
    expect(whereIs(t, "a1")).toBe("Hill");
    expect(t.obj("Hill").controller).toBe("A");
  });

  test("CR 466.1.a.2: attackers still there when defenders survive are recalled to their base", () => {
    const t = battle(["Brute"], ["Wall", "Wall"], { aHand: ["Daze"] });
    attack(t, ["a0"]);
    t.play("A", "Daze", [{ choice: "target", objects: [{ label: "b0" }] }]);
    t.resolveAll();
    // A's 5 Might kills one Wall (A picks b0) and marks 2 on the other; B's 3 cannot kill the Brute.
    passShowdown(t, [{ choice: "object", objects: [{ label: "b0" }] }]);
    t.resolveAll();
    expect(whereIs(t, "b0")).toBe("trash");
    expect(whereIs(t, "b1")).toBe("Hill");
    expect(whereIs(t, "a0")).toBe("base");
    expect(t.events("recalled").map((e) => e.name)).toEqual(["Brute"]);
    expect(t.obj("Hill").controller).toBe("B");
    expect(t.events("combatEnded").at(-1)?.detail).toBe("no result");
  });

  test("RULES S3, CR 815, 826: Tank is assigned damage first and Backline last", () => {
    const t = battle(["Brute"], ["Archer", "Grunt", "Wall"]);
    attack(t, ["a0"]);
    passShowdown(t);
    t.resolveAll();
    // 5 damage: 3 to the Wall (Tank), 2 to the Grunt; the Archer (Backline) is untouched.
    expect(whereIs(t, "b2")).toBe("trash");
    expect(whereIs(t, "b1")).toBe("trash");
    expect(whereIs(t, "b0")).toBe("Hill");
  });

  test("RULES S4, CR 807, 814: Assault adds Might while attacking, Shield while defending, and neither outside combat", () => {
    const t = battle(["Raider"], ["Guard"]);
    expect(t.obj("Raider").might).toBe(2);
    expect(t.obj("Guard").might).toBe(2);
    attack(t, ["a0"]);
    expect(t.obj("Raider").might).toBe(4);
    expect(t.obj("Guard").might).toBe(4);
    passShowdown(t);
    t.resolveAll();
    // 4 against 4: both die; nobody is left, so B loses control (CR 466.5.b).
    expect(whereIs(t, "a0")).toBe("trash");
    expect(whereIs(t, "b0")).toBe("trash");
    expect(t.obj("Hill").controller).toBeNull();
    expect(t.events("combatEnded").at(-1)?.detail).toBe("no result");
  });

  test("RULES S4, CR 423.1.b: a stunned unit adds no Might to combat damage", () => {
    const t = battle(["Grunt"], ["Grunt"], { aHand: ["Daze"] });
    attack(t, ["a0"]);
    t.play("A", "Daze", [{ choice: "target", objects: [{ label: "b0" }] }]);
    t.resolveAll();
    passShowdown(t);
    t.resolveAll();
    expect(whereIs(t, "a0")).toBe("Hill");
    expect(whereIs(t, "b0")).toBe("trash");
    expect(t.obj("Hill").controller).toBe("A");
  });

  test("RULES S4, CR 808, 466.2: Deathknell triggers when a unit dies in combat and resolves before control is established", () => {
    const t = battle(["Brute"], ["Martyr"]);
    attack(t, ["a0"]);
    passShowdown(t);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Martyr"]);
    expect(t.obj("Hill").controller).toBe("B");
    t.resolveAll();
    expect(t.names("B", "hand")).toEqual(["Filler"]);
    expect(t.obj("Hill").controller).toBe("A");
  });

  test('CR 464.2.c: "when I attack" abilities trigger as combat begins', () => {
    const t = battle(["Herald"], ["Brute"]);
    attack(t, ["a0"]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Herald"]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
    expect(t.game.state.showdown?.focus).toBe("A");
  });
});
