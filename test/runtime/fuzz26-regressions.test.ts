/**
 * Regressions found by grammar-driven fuzzing (test/fuzz/, bench/fuzz26.ts), where a `.rift`
 * scenario cannot say it: definitions the checker now refuses can still reach the runtime (a
 * build made before, hand-written data), and legal actions must not offer what cannot be paid.
 *
 * A random game activated a battlefield's `kill this: play 2 Recruit tokens …` thousands of
 * times in one turn: killing a battlefield does nothing (CR 428.2.a, 170.2.b), and the cost was
 * taken as paid. A kill cost is now payable only by what a kill would take to the trash.
 *
 * Another played `kill a friendly unit: play 2 Recruit tokens` — a real engine, each use paying
 * for the next — until the playout's action limit, its board growing by a Recruit a use, so that
 * the game took many minutes: after `turnActionLimit` actions in one turn the playout policy
 * now only passes or ends the turn, as a player stopping a loop would.
 */
import { describe, expect, test } from "vitest";
import {
  type Ability,
  type Definition,
  RandomChooser,
  createGame,
  playout,
} from "../../runtime/index.js";
import { RECRUIT, Table, battlefield, cost, gear, player, rune, setup, unit } from "./helpers.js";

const DRAW: Ability = {
  kind: "activated",
  costs: [{ cost: "killThis" }],
  effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
};

const LEGEND: Definition = {
  kind: "card",
  type: "legend",
  name: "Doomed Seer",
  domains: ["Fury"],
  tags: [],
  keywords: [],
  abilities: [DRAW],
};

const DEFS: Definition[] = [
  battlefield("Moor", [DRAW]),
  LEGEND,
  gear("Altar", cost(0), {
    abilities: [
      {
        kind: "activated",
        costs: [{ cost: "kill", filter: { types: ["battlefield"], controller: "you" }, count: 1 }],
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ],
  }),
  gear("Pyre", cost(0), { abilities: [DRAW] }),
  unit("Footman", cost(1), 2),
  rune("Fury"),
];

function table(): Table {
  const deck = ["Footman", "Footman", "Footman"].map((name) => ({ name }));
  return new Table(
    setup(
      [
        player(
          "A",
          { base: [{ name: "Altar" }, { name: "Pyre" }], deck },
          { legend: { name: "Doomed Seer" } },
        ),
        player("B", { deck }),
      ],
      { battlefields: [{ name: "Moor", controller: "A" }] },
    ),
    DEFS,
  );
}

describe("fuzz26: a kill cost is paid only by what a kill takes (CR 428.2.a, 170.2.b, 107.4.d)", () => {
  test("CR 170.2.b: a battlefield's `kill this` is neither listed nor carried out, and the battlefield stays", () => {
    const t = table();
    const moor = t.id("Moor");
    expect(t.game.legalActions("A").some((a) => a.type === "activate" && a.object === moor)).toBe(
      false,
    );
    const tried = t.try({ type: "activate", player: "A", object: moor, ability: 0 });
    expect(tried.ok).toBe(false);
    expect(t.game.state.chain).toHaveLength(0);
    expect(t.obj("Moor").zone).toBe("battlefields");
  });

  test("CR 107.4.d: a legend's `kill this` is neither listed nor carried out", () => {
    const t = table();
    const seer = t.id("Doomed Seer");
    expect(t.game.legalActions("A").some((a) => a.type === "activate" && a.object === seer)).toBe(
      false,
    );
    expect(t.try({ type: "activate", player: "A", object: seer, ability: 0 }).ok).toBe(false);
    expect(t.obj("Doomed Seer").zone).toBe("legend");
  });

  test("CR 428.2.a: a kill cost that can only take battlefields is not payable", () => {
    const t = table();
    const altar = t.id("Altar");
    expect(t.game.legalActions("A").some((a) => a.type === "activate" && a.object === altar)).toBe(
      false,
    );
    expect(t.try({ type: "activate", player: "A", object: altar, ability: 0 }).ok).toBe(false);
  });

  test("a gear's `kill this` is still a cost: listed, paid, and the gear goes to the trash", () => {
    const t = table();
    const pyre = t.id("Pyre");
    expect(t.game.legalActions("A").some((a) => a.type === "activate" && a.object === pyre)).toBe(
      true,
    );
    expect(t.try({ type: "activate", player: "A", object: pyre, ability: 0 }).ok).toBe(true);
    expect(t.game.state.objects[pyre]?.zone ?? "trash").not.toBe("base");
  });
});

describe("fuzz26: a random playout ends a turn that an engine would make endless", () => {
  const ENGINE = gear("Engine", cost(0), {
    abilities: [
      {
        kind: "activated",
        costs: [{ cost: "kill", filter: { types: ["unit"], controller: "you" }, count: 1 }],
        effect: [
          { op: "playToken", token: { name: "Recruit" }, count: { amount: "fixed", value: 2 } },
        ],
      },
    ],
  });

  test("a gear that kills one unit to play two Recruits does not keep a turn going to the action limit", () => {
    const deck = Array.from({ length: 20 }, () => ({ name: "Footman" }));
    const runes = Array.from({ length: 12 }, () => ({ name: "Fury Rune" }));
    const game = createGame(
      setup(
        [
          player("A", { base: [{ name: "Engine" }, { name: "Footman" }], deck, runeDeck: runes }),
          player("B", { deck, runeDeck: runes }),
        ],
        { battlefields: [{ name: "Moor" }], phase: "main" },
      ),
      { definitions: [...DEFS, ENGINE, RECRUIT], chooser: new RandomChooser(5) },
    );
    const result = playout(game, {
      seed: 5,
      turnLimit: 4,
      actionLimit: 5000,
      afterAction: (g) => expect(g.checkInvariants()).toEqual([]),
    });
    expect(result.end).not.toBe("actionLimit");
    // The engine was really used, many times in A's first turn, before the policy stopped.
    const uses = game.log.filter((e) => e.kind === "putOnChain" && e.name === "Engine").length;
    expect(uses).toBeGreaterThan(50);
    expect(result.turns).toBeGreaterThan(1);
  });
});
