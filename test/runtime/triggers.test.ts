import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import {
  Table,
  UNIT,
  SPELL_ON_CHAIN,
  battlefield,
  cost,
  player,
  pool,
  setup,
  spell,
  unit,
} from "./helpers.js";

const one = { amount: "fixed", value: 1 } as const;
const drawOne = [{ op: "draw" as const, player: { player: "you" as const }, count: one }];

const defs: Definition[] = [
  unit("Grunt", cost(0), 2),
  unit("Filler", cost(9), 1),
  unit("Thrifty", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        oncePerTurn: true,
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        effect: drawOne,
      },
    ],
  }),
  unit("Picky", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        condition: {
          cond: "exists",
          filter: { types: ["unit"], controller: "you", name: "Grunt" },
        },
        effect: drawOne,
      },
    ],
  }),
  unit("Optional", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        oncePerTurn: true,
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        effect: [{ op: "may", effect: drawOne }],
      },
    ],
  }),
  unit("Hunter", cost(0), 1, {
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
            op: "deal",
            amount: one,
            target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
          },
        ],
      },
    ],
  }),
  unit("Echo", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "match", filter: { types: ["spell"] } } },
        effect: drawOne,
      },
    ],
  }),
  unit("Martyr", cost(0), 1, {
    keywords: [{ keyword: "Deathknell" }],
    abilities: [
      {
        kind: "triggered",
        keyword: "Deathknell",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: drawOne,
      },
    ],
  }),
  spell("Ponder", cost(0), drawOne),
  spell("Slay", cost(0), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
  spell("Lantern Trick", cost(3), [{ op: "draw", player: { player: "you" }, count: one }], {
    keywords: [{ keyword: "Flow", cost: cost(1) }],
  }),
  spell(
    "Abandon",
    cost(2),
    [{ op: "counter", target: { ref: "target", filter: SPELL_ON_CHAIN }, destination: "hand" }],
    { keywords: [{ keyword: "Reaction" }] },
  ),
  battlefield("Hill"),
];

function table(
  aHand: string[],
  aBase: string[],
  extra: {
    bBase?: string[];
    aTrash?: string[];
    bHand?: string[];
    aDeck?: number;
    bDeck?: number;
  } = {},
) {
  const ps = (names: string[] = []) => names.map((name) => ({ name }));
  const deck = (n: number) => Array.from({ length: n }, () => ({ name: "Filler" }));
  return new Table(
    setup([
      player(
        "A",
        { hand: ps(aHand), base: ps(aBase), trash: ps(extra.aTrash), deck: deck(extra.aDeck ?? 5) },
        { pool: pool(9) },
      ),
      player(
        "B",
        { base: ps(extra.bBase), hand: ps(extra.bHand), deck: deck(extra.bDeck ?? 5) },
        { pool: pool(9) },
      ),
    ]),
    defs,
  );
}

describe("triggered abilities", () => {
  test('RULES E1: "once each turn" triggers once per turn and again next turn', () => {
    const t = table(["Ponder", "Ponder", "Ponder"], ["Thrifty"], { bDeck: 3 });
    const ponder = () => {
      t.do({
        type: "play",
        player: "A",
        object: t.game.select({ name: "Ponder", zone: "hand" })[0] as string,
      });
      t.resolveAll();
    };
    ponder();
    ponder();
    expect(t.events("triggered")).toHaveLength(1);
    t.do({ type: "endTurn", player: "A" });
    t.do({ type: "endTurn", player: "B" });
    ponder();
    expect(t.events("triggered")).toHaveLength(2);
  });

  test("RULES E1: an intervening condition is checked when the trigger fires", () => {
    const t = table(["Ponder"], ["Picky"]);
    t.play("A", "Ponder");
    t.resolveAll();
    expect(t.events("triggered")).toEqual([]);
    const u = table(["Ponder"], ["Picky", "Grunt"]);
    u.play("A", "Ponder");
    u.resolveAll();
    expect(u.events("triggered")).toHaveLength(1);
  });

  test('RULES E1: a leading "you may" is decided at finalization; declining removes it and it did not trigger (CR 383.3.a)', () => {
    const t = table(["Ponder", "Ponder"], ["Optional"]);
    t.do({
      type: "play",
      player: "A",
      object: t.game.select({ name: "Ponder", zone: "hand" })[0] as string,
    });
    t.resolveAll([{ choice: "no" }]);
    expect(t.events("triggered")).toEqual([]);
    expect(t.events("removedFromChain")).toHaveLength(1);
    t.do({
      type: "play",
      player: "A",
      object: t.game.select({ name: "Ponder", zone: "hand" })[0] as string,
    });
    t.resolveAll([{ choice: "yes" }]);
    expect(t.events("triggered")).toHaveLength(1);
  });

  test("RULES E1: a triggered ability with no legal target is removed from the Chain, not countered (CR 402.4)", () => {
    const t = table(["Ponder"], ["Hunter"]);
    t.play("A", "Ponder");
    t.resolveAll();
    expect(t.events("removedFromChain")).toHaveLength(1);
    expect(t.events("countered")).toEqual([]);
  });

  test("RULES E1: simultaneous triggers go on the Chain in turn order — the turn player's first, so they resolve last", () => {
    const t = table(["Ponder"], ["Echo"], { bBase: ["Echo"] });
    t.play("A", "Ponder");
    t.pass();
    t.pass();
    expect(t.game.chain().map((c) => c.controller)).toEqual(["A", "B"]);
    t.resolveAll();
    expect(t.events("resolved").map((e) => e.player)).toEqual(["A", "B", "A"]);
  });

  test("RULES E1: a unit's own death trigger sees it die and resolves after it is gone (CR 808)", () => {
    const t = table(["Slay"], ["Martyr"]);
    t.play("A", "Slay", [{ choice: "target", objects: [{ name: "Martyr" }] }]);
    t.resolveAll();
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Martyr"]);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });
});

describe("a delayed replacement of a Chain item's exit (Flow, CR 390.3.a)", () => {
  test("RULES E2: a Flow spell played from the trash for its Flow cost is banished when it resolves (RULES F2)", () => {
    const t = table([], [], { aTrash: ["Lantern Trick"] });
    t.do({ type: "play", player: "A", object: t.id("Lantern Trick"), flow: true });
    expect(t.game.pool("A").energy).toBe(8);
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Lantern Trick"]);
    expect(t.names("A", "trash")).toEqual([]);
  });

  test("RULES E2: a Flow spell countered by a counter that returns it to hand is banished instead; its costs stay paid (RULES F3)", () => {
    const t = table([], [], { aTrash: ["Lantern Trick"], bHand: ["Abandon"] });
    t.do({ type: "play", player: "A", object: t.id("Lantern Trick"), flow: true });
    t.pass();
    t.play("B", "Abandon", [{ choice: "target", objects: [{ name: "Lantern Trick" }] }]);
    t.resolveAll();
    expect(t.names("A", "banishment")).toEqual(["Lantern Trick"]);
    expect(t.names("A", "hand")).toEqual([]);
    expect(t.events("returnedToHand")).toEqual([]);
    expect(t.events("banished").map((e) => e.name)).toEqual(["Lantern Trick"]);
    expect(t.game.pool("A").energy).toBe(8);
  });

  test("RULES E2: the same spell played from hand has no Flow exit: countered, it returns to hand", () => {
    const t = table(["Lantern Trick"], [], { bHand: ["Abandon"] });
    t.play("A", "Lantern Trick");
    t.pass();
    t.play("B", "Abandon", [{ choice: "target", objects: [{ name: "Lantern Trick" }] }]);
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual(["Lantern Trick"]);
  });
});
