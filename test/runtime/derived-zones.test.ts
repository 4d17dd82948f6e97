/**
 * Issue 6: derived data kept across writes that cannot change it. Cards coming and going in a
 * hand, deck, trash or the Chain leave characteristics alone unless a static ability (or a
 * Might-per-count) of the game looks into that zone; the board's list and its listener index are
 * kept until objects come, go or are replaced on the board, and a refused action forgets them.
 */
import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { definitionMap } from "../../runtime/index.js";
import { cardsPlayedAreRead, unreadZones } from "../../runtime/unread-state.js";
import {
  FRIENDLY_UNIT,
  SPELL_ON_CHAIN,
  Table,
  UNIT,
  cost,
  gear,
  player,
  setup,
  spell,
  target,
  unit,
} from "./helpers.js";

const GRUNT = unit("Grunt", cost(0), 2);
const FILLER = unit("Filler", cost(9), 1);
const STUDY = spell("Study", cost(0), [
  { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 2 } },
]);

/** "While you have 2 or more cards in hand, your units get +1 Might." */
const HOARD: Definition = gear("Hoard Idol", cost(0), {
  abilities: [
    {
      kind: "static",
      condition: {
        cond: "exists",
        filter: { zone: { zone: "hand", player: "you" } },
        count: { op: ">=", value: 2 },
      },
      affects: { ref: "all", filter: FRIENDLY_UNIT },
      modifications: [{ mod: "might", amount: 1 }],
    },
  ],
});

/** "While a spell is on the Chain, your units get +1 Might." */
const VIGIL: Definition = gear("Vigil Lamp", cost(0), {
  abilities: [
    {
      kind: "static",
      condition: { cond: "exists", filter: SPELL_ON_CHAIN },
      affects: { ref: "all", filter: FRIENDLY_UNIT },
      modifications: [{ mod: "might", amount: 1 }],
    },
  ],
});

/** "Spells in your hand cost 1 less." Whom it affects is decided card by card. */
const MARKET: Definition = gear("Market Stall", cost(0), {
  abilities: [
    {
      kind: "static",
      affects: { ref: "all", filter: { types: ["spell"], zone: { zone: "hand", player: "you" } } },
      modifications: [{ mod: "cost", energy: -1 }],
    },
  ],
});

/** "When you play this, deal 1 to target unit." */
const HERALD = unit("Herald", cost(0), 3, {
  abilities: [
    {
      kind: "triggered",
      trigger: { event: "played", subject: { ref: "this" } },
      effect: [
        {
          op: "deal",
          amount: { amount: "fixed", value: 1 },
          target: { ref: "target", filter: UNIT },
        },
      ],
    },
  ],
});

describe("issue 6 — zones only some statics look into", () => {
  test("a game's definitions leave a zone unread unless a static or Might-per-count looks into it", () => {
    const unread = (defs: Definition[]) => [...unreadZones(definitionMap(defs))].sort();
    const all = ["banishment", "chain", "champion", "deck", "hand", "runeDeck", "trash"];
    expect(unread([GRUNT, STUDY])).toEqual(all);
    expect(unread([GRUNT, HOARD])).toEqual(all.filter((z) => z !== "hand"));
    expect(unread([GRUNT, VIGIL])).toEqual(all.filter((z) => z !== "chain"));
    // Only the objects a static affects are read against its filter: none is looked for.
    expect(unread([GRUNT, MARKET])).toEqual(all);
  });

  test("the cards played this turn are read only by Legion's condition inside a static", () => {
    const reads = (defs: Definition[]) => cardsPlayedAreRead(definitionMap(defs));
    const legion = { cond: "playedAnotherCardThisTurn" } as const;
    const drilled = gear("Drill Yard", cost(0), {
      abilities: [
        {
          kind: "static",
          condition: legion,
          affects: { ref: "all", filter: FRIENDLY_UNIT },
          modifications: [{ mod: "might", amount: 1 }],
        },
      ],
    });
    const rally = spell("Rally", cost(0), [
      {
        op: "if",
        condition: legion,
        then: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ]);
    expect(reads([GRUNT, HOARD, rally])).toBe(false);
    expect(reads([GRUNT, drilled])).toBe(true);
  });

  test("CR 359.3: a static counting the cards in your hand follows a play and a draw", () => {
    const t = new Table(
      setup([
        player("A", {
          base: [{ name: "Grunt" }, { name: "Hoard Idol" }],
          hand: [{ name: "Study" }, { name: "Filler" }],
          deck: [{ name: "Filler" }, { name: "Filler" }],
        }),
        player("B"),
      ]),
      [GRUNT, FILLER, STUDY, HOARD],
    );
    expect(t.obj("Grunt").might).toBe(3);
    t.play("A", "Study");
    // One card left in hand while Study is on the Chain.
    expect(t.obj("Grunt").might).toBe(2);
    t.resolveAll();
    expect(t.names("A", "hand")).toHaveLength(3);
    expect(t.obj("Grunt").might).toBe(3);
  });

  test("CR 355.9.a.1: a static asking for a spell (on the Chain) follows a spell being played and resolving", () => {
    const t = new Table(
      setup([
        player("A", {
          base: [{ name: "Grunt" }, { name: "Vigil Lamp" }],
          hand: [{ name: "Study" }],
          deck: [{ name: "Filler" }, { name: "Filler" }],
        }),
        player("B"),
      ]),
      [GRUNT, FILLER, STUDY, VIGIL],
    );
    expect(t.obj("Grunt").might).toBe(2);
    t.play("A", "Study");
    expect(t.obj("Grunt").might).toBe(3);
    t.resolveAll();
    expect(t.obj("Grunt").might).toBe(2);
  });

  test("CR 356.4: a spell drawn into a hand a cost static affects is affected at once", () => {
    const t = new Table(
      setup([
        player("A", {
          base: [{ name: "Market Stall" }],
          hand: [{ name: "Study", label: "played" }],
          deck: [{ name: "Study", label: "drawn" }, { name: "Filler" }],
        }),
        player("B"),
      ]),
      [FILLER, STUDY, MARKET],
    );
    t.play("A", { label: "played" });
    t.resolveAll();
    expect(t.game.characteristics(t.id({ label: "drawn" })).costModifications).toEqual([
      { energy: -1, power: [] },
    ]);
  });
});

describe("issue 6 — the board's list follows what enters it, and forgets a refused action", () => {
  test("RULES C1: a play refused after its unit entered the board leaves the board as it was", () => {
    const t = new Table(
      setup([
        player("A", { base: [{ name: "Grunt" }], hand: [{ name: "Herald" }] }),
        player("B", { base: [{ name: "Grunt", label: "theirs" }] }),
      ]),
      [GRUNT, HERALD],
    );
    const before = t.game.legalActions("A");
    // A script with an answer left over is refused when the action ends: after Herald entered
    // the board and its trigger dealt damage.
    const refused = t.try({ type: "play", player: "A", object: t.id("Herald") }, [
      target({ label: "theirs" }),
      target({ label: "theirs" }),
    ]);
    expect(refused.ok).toBe(false);
    expect(t.names("A", "base")).toEqual(["Grunt"]);
    expect(t.names("A", "hand")).toEqual(["Herald"]);
    expect(t.obj({ label: "theirs" }).damage).toBe(0);
    expect(t.game.legalActions("A")).toEqual(before);
    for (const action of t.game.legalActions("A"))
      if (action.type === "move")
        for (const id of action.units) expect(t.game.object(id)).toBeDefined();
    // Played for real, Herald is on the board and a listener of the events that follow.
    t.play("A", "Herald", [target({ label: "theirs" })]);
    t.resolveAll();
    expect(t.names("A", "base").sort()).toEqual(["Grunt", "Herald"]);
    expect(t.obj({ label: "theirs" }).damage).toBe(1);
  });
});
