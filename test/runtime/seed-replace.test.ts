/**
 * RULES R1–R7 (both seeds): Replace hands the original's identity to a token; swap-back hands it
 * back to an eligible original. Nothing here names a card in a runtime condition: the tokens and
 * cards below are ordinary definitions.
 */
import { describe, expect, test } from "vitest";
import type { Definition, Filter, ObjectSelector } from "../../runtime/index.js";
import { Table, player, setup, target } from "./helpers.js";
import {
  BATTLEFIELD,
  NAMED_TOKENS,
  UNIT,
  battlefield,
  cost,
  free,
  make,
  one,
  token,
  unit,
  witness,
} from "./seed-definitions.js";

const ENEMY_HERE: Filter = { types: ["unit"], controller: "opponent", location: { at: "here" } };
const UNITS_HERE: Filter = { types: ["unit"], location: { at: "here" } };
const IN_BANISHMENT: Filter = { types: ["unit"], zone: { zone: "banishment", player: "any" } };
const reaction = [{ keyword: "Reaction" as const }];

const defs: Definition[] = [
  ...NAMED_TOKENS,
  token("Grove", "battlefield", undefined),
  unit("Grunt", cost(0), 2),
  unit("Cat Scout", cost(0), 2, { tags: ["Cat"] }),
  unit("Filler", cost(0), 1),
  battlefield("Hill", [
    {
      kind: "static",
      affects: { ref: "all", filter: { types: ["unit"], location: { at: "here" } } },
      modifications: [{ mod: "might", amount: 2 }],
    },
  ]),
  battlefield("Dale"),
  // CR 438.1.a's worked example: a conquer ability on the Chain that refers to units "here".
  battlefield("Fighting Pit", [
    {
      kind: "triggered",
      trigger: { event: "conquered", player: "you", location: { at: "here" } },
      effect: [
        { op: "deal", amount: one, target: { ref: "target", filter: ENEMY_HERE } },
        { op: "exhaust", target: { ref: "all", filter: UNITS_HERE } },
      ],
    },
  ]),
  {
    kind: "card",
    type: "legend",
    name: "Thicket Warden",
    domains: [],
    tags: [],
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "conquered", player: "you" },
        effect: [{ op: "replace", target: { ref: "triggering" }, token: { name: "Brush" } }],
      },
    ],
  },
  witness("Drillmaster", {
    event: "played",
    player: "you",
    subject: { ref: "match", filter: { kind: "token" } },
  }),
  witness("Warden", { event: "banished", subject: { ref: "match", filter: { kind: "any" } } }),
  free("Overgrow", [
    { op: "replace", target: { ref: "target", filter: BATTLEFIELD }, token: { name: "Brush" } },
  ]),
  free("Regrow", [
    { op: "replace", target: { ref: "target", filter: BATTLEFIELD }, token: { name: "Grove" } },
  ]),
  free(
    "Enlist Swap",
    [{ op: "replace", target: { ref: "target", filter: UNIT }, token: { name: "Recruit" } }],
    { keywords: reaction },
  ),
  free("Unwind", [
    {
      op: "swapBack",
      target: { ref: "target", filter: { types: ["battlefield"], kind: "token" } },
    },
  ]),
  free("Unwind Unit", [
    { op: "swapBack", target: { ref: "target", filter: { types: ["unit"], kind: "token" } } },
  ]),
  free("Sow", [make("createToken", { name: "Grove" })]),
  free("Steal", [
    {
      op: "gainControl",
      target: { ref: "target", filter: { types: ["battlefield", "unit"] } },
      player: { player: "you" },
    },
  ]),
  free("Cede", [
    {
      op: "gainControl",
      target: { ref: "target", filter: BATTLEFIELD },
      player: { player: "opponent" },
    },
  ]),
  free("Borrow", [
    {
      op: "gainControl",
      target: { ref: "target", filter: BATTLEFIELD },
      player: { player: "you" },
      duration: { until: "endOfTurn" },
    },
  ]),
  free("Bolt", [
    { op: "deal", amount: { amount: "fixed", value: 3 }, target: { ref: "target", filter: UNIT } },
  ]),
  free("Pump", [
    {
      op: "modify",
      target: { ref: "target", filter: UNIT },
      modifications: [{ mod: "might", amount: 2 }],
      duration: { until: "endOfTurn" },
    },
  ]),
  free("Wake", [{ op: "ready", target: { ref: "target", filter: UNIT } }]),
  free("Brand", [
    { op: "stun", target: { ref: "target", filter: UNIT, bind: "marked" } },
    {
      op: "delayed",
      trigger: { event: "conquered", player: "you" },
      duration: { until: "endOfTurn" },
      effect: [{ op: "deal", amount: one, target: { ref: "bound", name: "marked" } }],
    },
  ]),
  free("Unbanish", [
    {
      op: "move",
      target: { ref: "target", filter: IN_BANISHMENT },
      to: { to: "zone", zone: "hand" },
    },
  ]),
];

const deck = (n: number) => Array.from({ length: n }, () => ({ name: "Filler" }));

function table(
  a: Parameters<typeof player>[1],
  battlefields: Parameters<typeof setup>[1] = {},
  b: Parameters<typeof player>[1] = {},
): Table {
  return new Table(
    setup(
      [player("A", { deck: deck(4), ...a }), player("B", { deck: deck(4), ...b })],
      battlefields,
    ),
    defs,
  );
}

function playFromHand(
  t: Table,
  who: string,
  name: string,
  answers: Parameters<Table["do"]>[1] = [],
) {
  const [id] = t.game.select({ name, zone: "hand", player: who }) as [string];
  t.do({ type: "play", player: who, object: id }, answers);
  t.resolveAll();
}

const hill: ObjectSelector = { label: "hill" };

describe("RULES R — Replace and swap-back", () => {
  test("R1: replace creates the token in X's place without playing it; X goes to its owner's Banishment as Replaced — not a Banish", () => {
    const t = table(
      { hand: [{ name: "Overgrow" }], legend: [{ name: "Drillmaster" }] },
      { battlefields: [{ name: "Hill", label: "hill", owner: "B" }] },
      { legend: [{ name: "Warden" }] },
    );
    const identity = t.id(hill);
    playFromHand(t, "A", "Overgrow", [target(hill)]);
    expect(t.game.object(identity)).toMatchObject({ name: "Brush", kind: "token", owner: "A" });
    // The label names the game object, the Brush now (RULES R2); the card is found by its name.
    expect(t.obj(hill)).toMatchObject({ name: "Brush", zone: "battlefields" });
    expect(t.obj({ name: "Hill" })).toMatchObject({
      zone: "banishment",
      player: "B",
      statuses: ["replaced"],
    });
    expect(t.events("replaced").map((e) => e.name)).toEqual(["Hill"]);
    expect(t.events("created").map((e) => e.name)).toEqual(["Brush"]);
    expect(t.events("banished")).toEqual([]);
    expect(t.events("played").map((e) => e.name)).toEqual(["Overgrow"]);
    // Neither the banish witness nor "when you play a token" fired.
    expect(t.events("triggered")).toEqual([]);
  });

  test("R2: the token is the same game object for a spell already targeting X on the Chain", () => {
    const t = table(
      { base: [{ name: "Grunt", label: "g1" }], hand: [{ name: "Bolt" }] },
      {},
      { hand: [{ name: "Enlist Swap" }] },
    );
    const identity = t.id({ label: "g1" });
    t.play("A", "Bolt", [target({ label: "g1" })]);
    t.pass();
    t.play("B", "Enlist Swap", [target({ label: "g1" })]);
    t.resolveAll();
    // Bolt's target was the identity: it found the Recruit (1 Might) and dealt it lethal damage.
    expect(t.events("damaged").map((e) => [e.object, e.name])).toEqual([[identity, "Recruit"]]);
    expect(t.events("killed").map((e) => e.name)).toEqual(["Recruit"]);
    expect(t.obj({ name: "Grunt" })).toMatchObject({ zone: "banishment", statuses: ["replaced"] });
  });

  test("R2: the token inherits X's controller, statuses and effects; its owner is the creator", () => {
    const t = table(
      { hand: [{ name: "Pump" }, { name: "Enlist Swap" }] },
      {},
      {
        base: [
          { name: "Grunt", label: "g1", statuses: ["exhausted", "stunned", "buffed"], damage: 1 },
        ],
      },
    );
    const identity = t.id({ label: "g1" });
    playFromHand(t, "A", "Pump", [target({ label: "g1" })]);
    playFromHand(t, "A", "Enlist Swap", [target({ label: "g1" })]);
    // The Pump's +2 still applies (and the buff's +1), so the Recruit with 1 damage survives.
    expect(t.game.object(identity)).toMatchObject({
      name: "Recruit",
      owner: "A",
      controller: "B",
      zone: "base",
      player: "B",
      damage: 1,
      might: 4,
      statuses: ["exhausted", "damaged", "buffed", "stunned"],
    });
  });

  test("R2: the token's own printed abilities apply instead of X's", () => {
    const t = table(
      { hand: [{ name: "Overgrow" }, { name: "Regrow" }] },
      {
        battlefields: [
          {
            name: "Hill",
            label: "hill",
            controller: "A",
            units: [{ player: "A", placements: [{ name: "Cat Scout" }] }],
          },
        ],
      },
    );
    expect(t.obj("Cat Scout").might).toBe(4);
    playFromHand(t, "A", "Overgrow", [target(hill)]);
    expect(t.obj("Cat Scout").might).toBe(3);
    playFromHand(t, "A", "Regrow", [target("Brush")]);
    expect(t.obj("Cat Scout").might).toBe(2);
  });

  test("R2: a link made to X before the replacement reaches the token", () => {
    const t = table(
      {
        base: [{ name: "Grunt", label: "g1" }],
        hand: [{ name: "Brand" }, { name: "Enlist Swap" }],
      },
      { battlefields: [{ name: "Dale" }] },
    );
    playFromHand(t, "A", "Brand", [target({ label: "g1" })]);
    playFromHand(t, "A", "Enlist Swap", [target({ label: "g1" })]);
    expect(t.obj("Recruit").statuses).toContain("stunned");
    t.do({ type: "conquer", player: "A", battlefield: t.id("Dale") });
    t.resolveAll();
    expect(t.events("killed").map((e) => e.name)).toEqual(["Recruit"]);
  });

  test("R2: a control change with a duration, made to X, holds for the token and ends on it", () => {
    const t = table(
      { hand: [{ name: "Borrow" }, { name: "Regrow" }] },
      { battlefields: [{ name: "Hill", label: "hill", controller: "B" }] },
    );
    const identity = t.id(hill);
    playFromHand(t, "A", "Borrow", [target(hill)]);
    playFromHand(t, "A", "Regrow", [target(hill)]);
    expect(t.game.object(identity)).toMatchObject({ name: "Grove", controller: "A" });
    t.do({ type: "endTurn", player: "A" });
    expect(t.game.object(identity)).toMatchObject({ name: "Grove", controller: "B" });
  });

  test("R3: units and facedown cards at a replaced battlefield stay where they are", () => {
    const t = table(
      { hand: [{ name: "Overgrow" }] },
      {
        battlefields: [
          {
            name: "Hill",
            label: "hill",
            controller: "A",
            units: [{ player: "A", placements: [{ name: "Cat Scout" }] }],
            facedown: { player: "A", placement: { name: "Filler", label: "hidden" } },
          },
        ],
      },
    );
    const identity = t.id(hill);
    playFromHand(t, "A", "Overgrow", [target(hill)]);
    const there = { kind: "battlefield", battlefield: identity };
    expect(t.obj("Cat Scout").location).toEqual(there);
    expect(t.obj({ label: "hidden" })).toMatchObject({ zone: "facedown", location: there });
    expect(t.game.at(identity).map((o) => o.name)).toEqual(["Cat Scout"]);
  });

  test("R3: a conquer ability already on the Chain still uses 'here' and its target after its battlefield is replaced by Brush", () => {
    const t = table(
      { legend: [{ name: "Thicket Warden" }] },
      {
        battlefields: [
          {
            name: "Fighting Pit",
            label: "pit",
            controller: "B",
            units: [{ player: "B", placements: [{ name: "Grunt", label: "g1" }] }],
          },
        ],
      },
    );
    const pit = t.id({ label: "pit" });
    // Both conquer triggers are A's; A puts the Pit's on the Chain first so the Warden's resolves first.
    t.do({ type: "conquer", player: "A", battlefield: pit }, [
      { choice: "mode", modes: [1] },
      { choice: "target", objects: [{ label: "g1" }] },
    ]);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Fighting Pit", "Thicket Warden"]);
    t.pass();
    t.pass();
    expect(t.game.object(pit)).toMatchObject({ name: "Brush", controller: "A" });
    t.pass();
    t.pass();
    expect(t.game.chain()).toEqual([]);
    expect(t.obj({ label: "g1" })).toMatchObject({
      damage: 1,
      statuses: ["exhausted", "damaged"],
      location: { kind: "battlefield", battlefield: pit },
    });
  });

  test("R4: a battlefield scored this turn and then replaced cannot be scored again this turn by that player", () => {
    const t = table(
      { hand: [{ name: "Regrow" }, { name: "Cede" }, { name: "Steal" }] },
      { battlefields: [{ name: "Hill", label: "hill" }] },
    );
    t.do({ type: "conquer", player: "A", battlefield: t.id(hill) });
    playFromHand(t, "A", "Regrow", [target(hill)]);
    expect(t.obj("Grove").scoring).toEqual([{ turn: 1, player: "A", method: "conquer" }]);
    // B gains control (a conquer: B had not scored it), then A takes it back: no second point.
    playFromHand(t, "A", "Cede", [target("Grove")]);
    expect(t.game.scores()).toEqual({ A: 1, B: 1 });
    playFromHand(t, "A", "Steal", [target("Grove")]);
    expect(t.obj("Grove").controller).toBe("A");
    expect(t.game.scores()).toEqual({ A: 1, B: 1 });
  });

  test("R5: swap-back — the token ceases and the original returns with the token's current controller and scoring history; nothing is rewound", () => {
    const t = table(
      { hand: [{ name: "Overgrow" }] },
      { battlefields: [{ name: "Hill", label: "hill" }] },
      { hand: [{ name: "Steal" }] },
    );
    const identity = t.id(hill);
    t.do({ type: "conquer", player: "A", battlefield: identity });
    playFromHand(t, "A", "Overgrow", [target(hill)]);
    t.do({ type: "endTurn", player: "A" });
    // B takes control of the Brush: a conquer, so B scores there and Brush offers the swap-back.
    const [steal] = t.game.select({ name: "Steal", zone: "hand" }) as [string];
    t.do({ type: "play", player: "B", object: steal }, [target("Brush")]);
    t.resolveAll([{ choice: "yes" }]);
    expect(t.game.object(identity)).toMatchObject({
      name: "Hill",
      label: "hill",
      kind: "card",
      controller: "B",
      owner: "A",
      zone: "battlefields",
      scoring: [
        { turn: 1, player: "A", method: "conquer" },
        { turn: 2, player: "B", method: "conquer" },
      ],
    });
    expect(t.game.select({ name: "Brush" })).toEqual([]);
    expect(t.names("A", "banishment")).toEqual([]);
    expect(t.events("swappedBack").map((e) => e.name)).toEqual(["Hill"]);
    expect(t.game.scores()).toEqual({ A: 1, B: 1 });
  });

  test("R5: the original inherits the token's current effects and statuses, not its own state from before it was replaced", () => {
    const t = table({
      base: [{ name: "Grunt", label: "g1", statuses: ["exhausted"] }],
      hand: [{ name: "Enlist Swap" }, { name: "Pump" }, { name: "Wake" }, { name: "Unwind Unit" }],
    });
    const identity = t.id({ label: "g1" });
    playFromHand(t, "A", "Enlist Swap", [target({ label: "g1" })]);
    playFromHand(t, "A", "Pump", [target("Recruit")]);
    playFromHand(t, "A", "Wake", [target("Recruit")]);
    expect(t.obj("Recruit")).toMatchObject({ might: 3, statuses: ["ready"] });
    playFromHand(t, "A", "Unwind Unit", [target("Recruit")]);
    expect(t.game.object(identity)).toMatchObject({
      name: "Grunt",
      label: "g1",
      might: 4,
      statuses: ["ready"],
      zone: "base",
    });
    // The effect is still the temporary one: it ends with the turn.
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj({ label: "g1" }).might).toBe(2);
  });

  test("R6: replacing a token makes it cease (it never waits in Banishment); the original replaced earlier stays eligible", () => {
    const t = table(
      { hand: [{ name: "Overgrow" }, { name: "Regrow" }, { name: "Unwind" }] },
      { battlefields: [{ name: "Hill", label: "hill" }] },
    );
    const identity = t.id(hill);
    playFromHand(t, "A", "Overgrow", [target(hill)]);
    playFromHand(t, "A", "Regrow", [target("Brush")]);
    expect(t.events("ceased").map((e) => e.name)).toEqual(["Brush"]);
    expect(t.game.select({ name: "Brush" })).toEqual([]);
    expect(t.names("A", "banishment")).toEqual(["Hill"]);
    expect(t.game.object(identity)?.name).toBe("Grove");
    playFromHand(t, "A", "Unwind", [target("Grove")]);
    expect(t.game.object(identity)).toMatchObject({ name: "Hill", kind: "card", label: "hill" });
    expect(t.names("A", "banishment")).toEqual([]);
  });

  test("R7: a token that replaced nothing cannot swap back; it stays", () => {
    const t = table({ hand: [{ name: "Sow" }, { name: "Unwind" }] });
    playFromHand(t, "A", "Sow");
    playFromHand(t, "A", "Unwind", [target("Grove")]);
    expect(t.obj("Grove")).toMatchObject({ kind: "token", zone: "battlefields" });
    expect(t.events("swappedBack")).toEqual([]);
  });

  test("R7: once the original has left Banishment it is no longer eligible, and the token stays", () => {
    const t = table({
      base: [{ name: "Grunt", label: "g1" }],
      hand: [{ name: "Enlist Swap" }, { name: "Unbanish" }, { name: "Unwind Unit" }],
    });
    playFromHand(t, "A", "Enlist Swap", [target({ label: "g1" })]);
    playFromHand(t, "A", "Unbanish", [target({ name: "Grunt" })]);
    expect(t.obj({ name: "Grunt" })).toMatchObject({ zone: "hand", statuses: [] });
    playFromHand(t, "A", "Unwind Unit", [target("Recruit")]);
    expect(t.obj("Recruit")).toMatchObject({ kind: "token", zone: "base" });
    expect(t.events("swappedBack")).toEqual([]);
  });
});
