import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { RECRUIT, Table, UNIT, battlefield, cost, player, setup, spell, unit } from "./helpers.js";

const giveMight: Definition = spell("Pump", cost(0), [
  {
    op: "modify",
    target: { ref: "target", filter: UNIT },
    modifications: [{ mod: "might", amount: 2 }],
    duration: { until: "permanent" },
  },
]);
const bounce: Definition = spell("Bounce", cost(0), [
  { op: "move", target: { ref: "target", filter: UNIT }, to: { to: "zone", zone: "hand" } },
]);
const defs = [
  unit("Grunt", cost(0), 2),
  giveMight,
  bounce,
  RECRUIT,
  battlefield("Hill"),
  spell("Make Recruit", cost(0), [
    { op: "createToken", token: { name: "Recruit" }, count: { amount: "fixed", value: 1 } },
  ]),
  spell("Steal", cost(0), [
    { op: "gainControl", target: { ref: "target", filter: UNIT }, player: { player: "you" } },
  ]),
  spell("Reanimate", cost(0), [
    {
      op: "move",
      target: {
        ref: "target",
        filter: { types: ["unit"], zone: { zone: "trash", player: "you" } },
      },
      to: { to: "base" },
    },
  ]),
  spell("Kill Card", cost(0), [
    { op: "kill", target: { ref: "target", filter: { types: ["unit"], kind: "card" } } },
  ]),
  spell("Kill Anything", cost(0), [
    { op: "kill", target: { ref: "target", filter: { types: ["unit"], kind: "any" } } },
  ]),
  spell("Kill Token", cost(0), [
    { op: "kill", target: { ref: "target", filter: { types: ["unit"], kind: "token" } } },
  ]),
];

describe("O — objects, identity, ownership, control", () => {
  test("RULES O1: a unit that goes to hand and comes back is a new object: its effects and damage are gone and the old identity finds nothing", () => {
    const t = new Table(
      setup([
        player("A", {
          hand: [{ name: "Pump" }, { name: "Bounce" }, { name: "Grunt", label: "g" }],
        }),
        player("B"),
      ]),
      defs,
    );
    t.play("A", { label: "g" });
    const first = t.id({ label: "g" });
    t.play("A", "Pump", [{ choice: "target", objects: [{ label: "g" }] }]);
    t.resolveAll();
    expect(t.obj({ label: "g" }).might).toBe(4);
    t.play("A", "Bounce", [{ choice: "target", objects: [{ label: "g" }] }]);
    t.resolveAll();
    t.play("A", { label: "g" });
    const second = t.id({ label: "g" });
    expect(second).not.toBe(first);
    expect(t.game.object(first)).toBeUndefined();
    expect(t.obj({ label: "g" }).might).toBe(2);
  });

  test("RULES O1: moves between board locations keep identity, effects and damage", () => {
    const t = new Table(
      setup([player("A", { hand: [{ name: "Pump" }], base: [{ name: "Grunt" }] }), player("B")], {
        battlefields: [{ name: "Hill" }],
      }),
      defs,
    );
    const before = t.id("Grunt");
    t.play("A", "Pump", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    t.do({
      type: "move",
      player: "A",
      units: [before],
      to: { kind: "battlefield", battlefield: t.id("Hill") },
    });
    expect(t.id("Grunt")).toBe(before);
    expect(t.obj("Grunt").might).toBe(4);
  });

  test("RULES O1: a card that leaves the board and comes back to it is a new object (trash → base)", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Reanimate" }], trash: [{ name: "Grunt" }] }),
        player("B"),
      ]),
      defs,
    );
    const inTrash = t.id("Grunt");
    t.play("A", "Reanimate", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.resolveAll();
    expect(t.obj("Grunt").zone).toBe("base");
    expect(t.id("Grunt")).not.toBe(inTrash);
  });

  test("RULES O2: the owner of a token is the player who controlled the creating effect, and taking control of it changes only control", () => {
    const t = new Table(
      setup(
        [
          player("A", { hand: [{ name: "Make Recruit" }] }),
          // B draws in their turn: an empty deck would burn out until A wins (CR 431.3.a).
          player("B", { hand: [{ name: "Steal" }], deck: [{ name: "Grunt" }] }),
        ],
        { turnPlayer: "A" },
      ),
      defs,
    );
    t.play("A", "Make Recruit");
    t.resolveAll();
    expect(t.obj("Recruit")).toMatchObject({ owner: "A", controller: "A", kind: "token" });
    t.do({ type: "endTurn", player: "A" });
    t.play("B", "Steal", [{ choice: "target", objects: [{ name: "Recruit" }] }]);
    t.resolveAll();
    expect(t.obj("Recruit")).toMatchObject({ owner: "A", controller: "B" });
  });

  test("RULES O3: the controller is normally the owner; a battlefield may be uncontrolled", () => {
    const t = new Table(
      setup([player("A", { base: [{ name: "Grunt" }] }), player("B")], {
        battlefields: [{ name: "Hill" }],
      }),
      defs,
    );
    expect(t.obj("Grunt")).toMatchObject({ owner: "A", controller: "A" });
    expect(t.obj("Hill").controller).toBeNull();
  });

  test("RULES O4: an instruction that asks for a card does not accept a token; one that says any kind does", () => {
    const t = new Table(
      setup([
        player("A", {
          hand: [{ name: "Kill Card" }, { name: "Kill Anything" }, { name: "Kill Token" }],
          base: [{ name: "Recruit" }],
        }),
        player("B"),
      ]),
      defs,
    );
    const refused = t.try({ type: "play", player: "A", object: t.id("Kill Card") }, [
      { choice: "target", objects: [{ name: "Recruit" }] },
    ]);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("noLegalTargets");
    t.play("A", "Kill Anything", [{ choice: "target", objects: [{ name: "Recruit" }] }]);
    t.resolveAll();
    expect(t.game.select({ name: "Recruit" })).toEqual([]);
  });

  test("RULES O4: a token stays a token — killed, it goes toward its owner's trash and ceases to exist", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Kill Token" }], base: [{ name: "Recruit" }] }),
        player("B"),
      ]),
      defs,
    );
    t.play("A", "Kill Token", [{ choice: "target", objects: [{ name: "Recruit" }] }]);
    t.resolveAll();
    const killed = t.events("killed").find((e) => e.name === "Recruit");
    expect(killed?.to).toBe("A:trash");
    expect(t.events("ceased").map((e) => e.name)).toContain("Recruit");
    expect(t.names("A", "trash")).toEqual(["Kill Token"]);
  });
});
