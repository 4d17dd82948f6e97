import { describe, expect, test } from "vitest";
import type { Definition, Effect } from "../../runtime/index.js";
import {
  RECRUIT,
  Table,
  UNIT,
  FRIENDLY_UNIT,
  battlefield,
  cost,
  player,
  pool,
  rune,
  setup,
  spell,
  token,
  unit,
} from "./helpers.js";

const one = { amount: "fixed", value: 1 } as const;
const two = { amount: "fixed", value: 2 } as const;

const BRUSH: Definition = token("Brush", "battlefield", undefined, {
  abilities: [
    {
      kind: "static",
      affects: {
        ref: "all",
        filter: { types: ["unit"], location: { at: "here" }, tags: ["Bird", "Cat"] },
      },
      modifications: [{ mod: "might", amount: 1 }],
    },
  ],
});

function s(name: string, effect: Effect, extra: Partial<Definition> = {}): Definition {
  return { ...spell(name, cost(0), effect), ...extra };
}

const defs: Definition[] = [
  unit("Grunt", cost(0), 2),
  unit("Cat", cost(0), 2, { tags: ["Cat"] }),
  unit("Filler", cost(5), 1),
  unit("Junk", cost(5), 1),
  unit("Trinket", cost(5), 1),
  unit("Watcher", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { kind: "token" } },
        },
        effect: [{ op: "draw", player: { player: "you" }, count: one }],
      },
    ],
  }),
  RECRUIT,
  BRUSH,
  token("Grove", "battlefield", undefined),
  battlefield("Hill"),
  rune("Mind"),
  s("Recall", [{ op: "recall", target: { ref: "target", filter: UNIT } }]),
  s("Wake", [{ op: "ready", target: { ref: "target", filter: UNIT } }]),
  s("Tire", [{ op: "exhaust", target: { ref: "target", filter: UNIT } }]),
  s("Daze", [{ op: "stun", target: { ref: "target", filter: UNIT } }]),
  s("Bless", [{ op: "buff", target: { ref: "target", filter: UNIT } }]),
  s("Mend", [{ op: "heal", target: { ref: "target", filter: UNIT } }]),
  s("Attune", [{ op: "channel", count: two, exhausted: true }]),
  s("Mill", [{ op: "burn", player: { player: "opponent" }, count: two }]),
  s("Muster", [{ op: "playToken", token: { name: "Recruit" }, count: two, bind: "fresh" }]),
  s("Conscript", [
    { op: "createToken", token: { name: "Recruit" }, count: one, location: { to: "base" } },
  ]),
  s("Summon", [
    {
      op: "playCard",
      target: { ref: "choose", filter: { types: ["unit"], zone: { zone: "hand", player: "you" } } },
      ignoreCost: true,
    },
  ]),
  s("Overgrow", [
    {
      op: "replace",
      target: { ref: "target", filter: { types: ["battlefield"] } },
      token: { name: "Brush" },
    },
  ]),
  s("Regrow", [
    {
      op: "replace",
      target: { ref: "target", filter: { types: ["battlefield"] } },
      token: { name: "Grove" },
    },
  ]),
  s("Unwind", [
    {
      op: "swapBack",
      target: { ref: "target", filter: { types: ["battlefield"], kind: "token" } },
    },
  ]),
  s("Seed Grove", [{ op: "createToken", token: { name: "Grove" }, count: one }]),
  s("Triumph", [{ op: "score", player: { player: "you" }, points: 2 }]),
  s("Scry", [
    { op: "reveal", player: { player: "you" }, count: 2, bind: "seen" },
    {
      op: "move",
      target: { ref: "bound", name: "seen" },
      to: { to: "zone", zone: "deck", position: "bottom" },
    },
  ]),
  s("Peek", [
    { op: "look", player: { player: "you" }, count: 1, bind: "top" },
    { op: "move", target: { ref: "bound", name: "top" }, to: { to: "zone", zone: "hand" } },
  ]),
  s("Pick", [
    {
      op: "choose",
      count: 1,
      modes: [
        [{ op: "draw", player: { player: "you" }, count: one }],
        [{ op: "deal", amount: two, target: { ref: "target", filter: UNIT } }],
      ],
    },
  ]),
  s("Maybe", [
    { op: "may", effect: [{ op: "draw", player: { player: "you" }, count: one }] },
    {
      op: "if",
      condition: { cond: "didPrevious" },
      then: [{ op: "score", player: { player: "you" }, points: 1 }],
      else: [{ op: "burn", player: { player: "you" }, count: one }],
    },
  ]),
  s("Volley", [
    {
      op: "forEach",
      each: { ref: "all", filter: { types: ["unit"], controller: "opponent" } },
      bind: "u",
      effect: [{ op: "deal", amount: one, target: { ref: "bound", name: "u" } }],
    },
  ]),
  s("Triple", [
    {
      op: "repeat",
      times: { amount: "count", filter: FRIENDLY_UNIT },
      effect: [{ op: "draw", player: { player: "you" }, count: one }],
    },
  ]),
  s("Borrow", [
    {
      op: "gainControl",
      target: { ref: "target", filter: UNIT },
      player: { player: "you" },
      duration: { until: "endOfTurn" },
    },
  ]),
  s("Tuck", [
    {
      op: "move",
      target: { ref: "target", filter: UNIT },
      to: { to: "zone", zone: "deck", position: "top" },
    },
  ]),
  s("March", [{ op: "move", target: { ref: "target", filter: UNIT }, to: { to: "battlefield" } }]),
  s("Bury", [{ op: "discard", player: { player: "opponent" }, count: one }]),
];

function t1(
  aHand: string[],
  extra: {
    aBase?: string[];
    bBase?: string[];
    aDeck?: string[];
    bDeck?: string[];
    aRuneDeck?: string[];
    battlefields?: Parameters<typeof setup>[1];
  } = {},
) {
  const ps = (names: string[] = []) => names.map((name) => ({ name }));
  return new Table(
    setup(
      [
        player(
          "A",
          {
            hand: ps(aHand),
            base: ps(extra.aBase),
            deck: ps(extra.aDeck),
            runeDeck: ps(extra.aRuneDeck),
          },
          { pool: pool(9) },
        ),
        player("B", {
          base: ps(extra.bBase),
          deck: ps(extra.bDeck),
          hand: [{ name: "Junk" }, { name: "Trinket" }],
        }),
      ],
      extra.battlefields ?? {},
    ),
    defs,
  );
}

const tgt = (name: string) => [{ choice: "target" as const, objects: [{ name }] }];

describe("every instruction of the contract", () => {
  test("recall puts a unit in its controller's base without a move event", () => {
    const t = t1(["Recall"], {
      battlefields: {
        battlefields: [
          {
            name: "Hill",
            controller: "B",
            units: [{ player: "B", placements: [{ name: "Grunt" }] }],
          },
        ],
      },
    });
    t.play("A", "Recall", tgt("Grunt"));
    t.resolveAll();
    expect(t.obj("Grunt").zone).toBe("base");
    expect(t.events("moved")).toEqual([]);
    expect(t.events("recalled")).toHaveLength(1);
  });

  test("ready, exhaust, stun and buff change a status once; doing it again is no event", () => {
    const t = t1(["Tire", "Wake", "Daze", "Bless"], { bBase: ["Grunt"] });
    t.play("A", "Tire", tgt("Grunt"));
    t.resolveAll();
    expect(t.obj("Grunt").statuses).toContain("exhausted");
    t.play("A", "Wake", tgt("Grunt"));
    t.resolveAll();
    t.play("A", "Daze", tgt("Grunt"));
    t.resolveAll();
    t.play("A", "Bless", tgt("Grunt"));
    t.resolveAll();
    expect(t.obj("Grunt").statuses).toEqual(["ready", "buffed", "stunned"]);
    expect(t.events("readied")).toHaveLength(1);
  });

  test("heal removes damage", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Mend" }], base: [{ name: "Grunt", damage: 1 }] }),
        player("B"),
      ]),
      defs,
    );
    t.play("A", "Mend", tgt("Grunt"));
    t.resolveAll();
    expect(t.obj("Grunt").damage).toBe(0);
    expect(t.events("healed")[0]?.amount).toBe(1);
  });

  test("channel puts runes from the top of the Rune Deck at base, exhausted if it says so", () => {
    const t = t1(["Attune"], { aRuneDeck: ["Mind Rune", "Mind Rune", "Mind Rune"] });
    t.play("A", "Attune");
    t.resolveAll();
    expect(t.game.zone("A", "runes").map((r) => r.statuses)).toEqual([
      ["exhausted"],
      ["exhausted"],
    ]);
    expect(t.names("A", "runeDeck")).toEqual(["Mind Rune"]);
  });

  test("burn puts the top cards of a Main Deck into the trash", () => {
    const t = t1(["Mill"], { bDeck: ["Grunt", "Filler", "Cat"] });
    t.play("A", "Mill");
    t.resolveAll();
    expect(t.names("B", "trash")).toEqual(["Grunt", "Filler"]);
    expect(t.events("burned")).toHaveLength(2);
  });

  test("RULES T1: playToken puts tokens on the Chain pending; after the effect they are finalized, enter exhausted and count as played", () => {
    const t = t1(["Muster"], { aBase: ["Watcher"], aDeck: ["Filler", "Filler"] });
    t.play("A", "Muster");
    t.pass();
    t.pass();
    // The two Recruits were finalized (entering the board) as the spell finished; the Watcher triggered twice.
    expect(t.game.zone("A", "base").map((o) => o.name)).toEqual(["Watcher", "Recruit", "Recruit"]);
    expect(
      t.game
        .zone("A", "base")
        .slice(1)
        .map((o) => o.statuses),
    ).toEqual([["exhausted"], ["exhausted"]]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler", "Filler"]);
  });

  test("RULES T1: createToken puts it at its destination; it was not played", () => {
    const t = t1(["Conscript"], { aBase: ["Watcher"], aDeck: ["Filler"] });
    t.play("A", "Conscript");
    t.resolveAll();
    expect(t.obj("Recruit")).toMatchObject({
      zone: "base",
      owner: "A",
      controller: "A",
      statuses: ["exhausted"],
    });
    expect(t.events("played").map((e) => e.name)).toEqual(["Conscript"]);
    expect(t.names("A", "hand")).toEqual([]);
  });

  test("playCard plays a card from a zone through the play process after the effect, ignoring its cost", () => {
    const t = t1(["Summon", "Filler"]);
    t.play("A", "Summon");
    t.resolveAll();
    expect(t.obj("Filler").zone).toBe("base");
    expect(t.game.pool("A").energy).toBe(9);
    expect(t.events("played").map((e) => e.name)).toEqual(["Summon", "Filler"]);
  });

  test("RULES R1–R2: replace — the token takes the identity in place; the original is Replaced in Banishment, not banished; units stay", () => {
    const t = t1(["Overgrow"], {
      battlefields: {
        battlefields: [
          {
            name: "Hill",
            controller: "A",
            units: [{ player: "A", placements: [{ name: "Cat" }] }],
          },
        ],
      },
    });
    const hill = t.id("Hill");
    t.do({ type: "hold", player: "A", battlefield: hill });
    t.play("A", "Overgrow", tgt("Hill"));
    t.resolveAll();
    expect(t.game.object(hill)).toMatchObject({
      name: "Brush",
      kind: "token",
      controller: "A",
      owner: "A",
      scoring: [{ turn: 1, player: "A", method: "hold" }],
    });
    expect(t.obj("Hill")).toMatchObject({ zone: "banishment", statuses: ["replaced"] });
    expect(t.obj("Cat").location).toEqual({ kind: "battlefield", battlefield: hill });
    expect(t.obj("Cat").might).toBe(3);
    expect(t.events("banished")).toEqual([]);
    expect(t.events("replaced")).toHaveLength(1);
  });

  test("RULES R5–R7: swap-back returns an eligible original through a chain of replacements; with none left it cannot happen", () => {
    const t = t1(["Overgrow", "Regrow", "Unwind", "Unwind", "Seed Grove"], {
      battlefields: { battlefields: [{ name: "Hill" }] },
    });
    const hill = t.id("Hill");
    t.play("A", "Overgrow", tgt("Hill"));
    t.resolveAll();
    t.play("A", "Regrow", tgt("Brush"));
    t.resolveAll();
    // Brush ceased (a replaced token); Hill is still eligible for the Grove's swap-back.
    expect(t.game.select({ name: "Brush" })).toEqual([]);
    const [firstUnwind] = t.game.select({ name: "Unwind" }) as [string];
    t.do({ type: "play", player: "A", object: firstUnwind }, tgt("Grove"));
    t.resolveAll();
    expect(t.game.object(hill)).toMatchObject({ name: "Hill", kind: "card", zone: "battlefields" });
    expect(t.names("A", "banishment")).toEqual([]);
    // RULES R7: a token with no eligible original in Banishment stays.
    t.play("A", "Seed Grove");
    t.resolveAll();
    const [secondUnwind] = t.game.select({ name: "Unwind", zone: "hand" }) as [string];
    t.do({ type: "play", player: "A", object: secondUnwind }, tgt("Grove"));
    t.resolveAll();
    expect(t.obj("Grove")).toMatchObject({ kind: "token", zone: "battlefields", controller: null });
    expect(t.events("swappedBack")).toHaveLength(1);
  });

  test("score gives points", () => {
    const t = t1(["Triumph"]);
    t.play("A", "Triumph");
    t.resolveAll();
    expect(t.game.scores().A).toBe(2);
    expect(t.events("pointsGained")[0]?.amount).toBe(2);
  });

  test("reveal and look bind the top cards of a deck for the instructions after them", () => {
    const t = t1(["Scry", "Peek"], { aDeck: ["Grunt", "Cat", "Filler"] });
    t.play("A", "Scry");
    t.resolveAll();
    expect(t.names("A", "deck")).toEqual(["Filler", "Grunt", "Cat"]);
    expect(t.events("revealed").map((e) => e.name)).toEqual(["Grunt", "Cat"]);
    t.play("A", "Peek");
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("choose: modes are chosen as the spell is played, with their targets", () => {
    const t = t1(["Pick"], { bBase: ["Grunt"] });
    t.play("A", "Pick", [{ choice: "mode", modes: [1] }, ...tgt("Grunt")]);
    t.resolveAll();
    expect(t.names("B", "trash")).toEqual(["Grunt"]);
  });

  test('may: the controller decides on resolution, and "if you do" follows the answer', () => {
    const yes = t1(["Maybe"], { aDeck: ["Filler", "Cat"] });
    yes.play("A", "Maybe");
    yes.resolveAll([{ choice: "yes" }]);
    expect(yes.game.scores().A).toBe(1);
    expect(yes.names("A", "hand")).toEqual(["Filler"]);
    const no = t1(["Maybe"], { aDeck: ["Filler", "Cat"] });
    no.play("A", "Maybe");
    no.resolveAll([{ choice: "no" }]);
    expect(no.game.scores().A).toBe(0);
    expect(no.names("A", "trash").sort()).toEqual(["Filler", "Maybe"]);
  });

  test("forEach binds each object in turn; repeat repeats an amount of times", () => {
    const t = t1(["Volley", "Triple"], {
      aBase: ["Grunt", "Cat"],
      bBase: ["Grunt", "Filler"],
      aDeck: ["Filler", "Filler", "Filler"],
    });
    t.play("A", "Volley");
    t.resolveAll();
    expect(t.game.zone("B", "base").map((o) => o.damage)).toEqual([1]);
    expect(t.names("B", "trash")).toEqual(["Filler"]);
    t.play("A", "Triple");
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Filler", "Filler"]);
  });

  test("gainControl for this turn reverts at the end of the turn", () => {
    const t = t1(["Borrow"], { bBase: ["Grunt"], bDeck: ["Filler"] });
    t.play("A", "Borrow", tgt("Grunt"));
    t.resolveAll();
    expect(t.obj("Grunt").controller).toBe("A");
    t.do({ type: "endTurn", player: "A" });
    expect(t.obj("Grunt").controller).toBe("B");
  });

  test("move to a zone position and to a chosen battlefield", () => {
    const t = t1(["Tuck", "March"], {
      aBase: ["Cat"],
      bBase: ["Grunt"],
      bDeck: ["Filler"],
      battlefields: { battlefields: [{ name: "Hill" }] },
    });
    t.play("A", "Tuck", tgt("Grunt"));
    t.resolveAll();
    expect(t.names("B", "deck")).toEqual(["Grunt", "Filler"]);
    t.play("A", "March", tgt("Cat"));
    t.resolveAll();
    expect(t.obj("Cat").location).toEqual({ kind: "battlefield", battlefield: t.id("Hill") });
    expect(t.events("moved")).toHaveLength(1);
  });

  test("discard: the discarding player chooses", () => {
    const t = t1(["Bury"]);
    t.play("A", "Bury");
    t.resolveAll([{ choice: "object", objects: [{ name: "Trinket" }] }]);
    expect(t.names("B", "trash")).toEqual(["Trinket"]);
    expect(t.names("B", "hand")).toEqual(["Junk"]);
  });
});
