/**
 * Audit 6: triggered abilities (CR 383.2.c.2, 370.1.a.2, 383.3.d) where a scenario cannot set the
 * board order or answer an ordering question.
 */
import { describe, expect, test } from "vitest";
import type { Chooser, Definition } from "../../runtime/index.js";
import { StrictChooser } from "../../runtime/index.js";
import { Table, cost, player, pool, setup, spell, target, unit } from "./helpers.js";

const one = { amount: "fixed", value: 1 } as const;
const drawOne = [{ op: "draw" as const, player: { player: "you" as const }, count: one }];

const defs: Definition[] = [
  unit("Grunt", cost(0), 2),
  unit("Filler", cost(9), 1),
  unit("Watcher", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: {
          event: "killed",
          subject: {
            ref: "match",
            filter: { types: ["unit"], controller: "you", another: true },
          },
        },
        effect: drawOne,
      },
    ],
  }),
  unit("Echo", cost(0), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: {
          event: "played",
          player: "you",
          subject: { ref: "match", filter: { types: ["spell"] } },
        },
        effect: drawOne,
      },
    ],
  }),
  spell("Purge", cost(0), [
    { op: "kill", target: { ref: "all", filter: { types: ["unit"], controller: "you" } } },
  ]),
  spell("Two Blows", cost(0), [
    { op: "kill", target: { ref: "target", filter: { types: ["unit"], name: "Grunt" } } },
    { op: "kill", target: { ref: "target", filter: { types: ["unit"], name: "Watcher" } } },
  ]),
  spell("Ponder", cost(0), drawOne),
];

function table(hand: string[], base: string[]): Table {
  return new Table(
    setup([
      player(
        "A",
        {
          hand: hand.map((name) => ({ name })),
          base: base.map((name) => ({ name })),
          deck: Array.from({ length: 5 }, () => ({ name: "Filler" })),
        },
        { pool: pool(9) },
      ),
      player("B", { deck: Array.from({ length: 5 }, () => ({ name: "Filler" })) }),
    ]),
    defs,
  );
}

describe("audit6: triggers of objects leaving together", () => {
  test.each([[["Watcher", "Grunt"]], [["Grunt", "Watcher"]]])(
    "CR 383.2.c.2, 370.1.a.2: killed by the same instruction as another friendly unit, the watcher does not see it die (base %j)",
    (base) => {
      const t = table(["Purge"], base);
      t.play("A", "Purge");
      t.resolveAll();
      expect(t.names("A", "trash").sort()).toEqual(["Grunt", "Purge", "Watcher"]);
      expect(t.events("triggered")).toEqual([]);
      expect(t.names("A", "hand")).toEqual([]);
    },
  );

  test("CR 370.1.a.2: two kill instructions are two actions — the watcher, killed second, saw the first death", () => {
    const t = table(["Two Blows"], ["Watcher", "Grunt"]);
    t.play("A", "Two Blows", [target("Grunt"), target("Watcher")]);
    t.resolveAll();
    expect(t.events("triggered").map((e) => e.name)).toEqual(["Watcher"]);
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });
});

describe("audit6: simultaneous triggers of one player", () => {
  test("CR 383.3.d: the controller of simultaneous triggers is asked their order; the one put last resolves first", () => {
    const t = table(["Ponder"], ["Echo", "Echo"]);
    const [first, second] = t.game.select({ name: "Echo" });
    t.play("A", "Ponder");
    const asked: string[] = [];
    const strict = new StrictChooser([]);
    const chooser: Chooser = {
      choose: (request, view) => {
        if (request.kind === "order") {
          asked.push(request.player);
          return { kind: "index", index: 1 };
        }
        return strict.choose(request, view);
      },
    };
    t.do({ type: "pass", player: "A" }, [], chooser);
    t.do({ type: "pass", player: "B" }, [], chooser);
    expect(asked).toEqual(["A"]);
    // The second Echo was put on the Chain first, so the first Echo's ability resolves first.
    expect(t.game.chain().map((c) => c.source)).toEqual([second, first]);
    t.resolveAll();
    expect(t.events("resolved").map((e) => e.source ?? e.name)).toEqual(["Ponder", first, second]);
  });
});
