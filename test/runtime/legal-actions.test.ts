import { describe, expect, test } from "vitest";
import {
  Table,
  UNIT,
  battlefield,
  cost,
  player,
  pool,
  rune,
  setup,
  spell,
  unit,
} from "./helpers.js";

const defs = [
  unit("Grunt", cost(1), 2),
  unit("Giant", cost(9), 9),
  spell("Zap", cost(1), [
    {
      op: "deal",
      amount: { amount: "fixed", value: 1 },
      target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
    },
  ]),
  spell(
    "Quick Zap",
    cost(0),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 1 },
        target: { ref: "target", filter: UNIT },
      },
    ],
    { keywords: [{ keyword: "Reaction" }] },
  ),
  rune("Order"),
  battlefield("Hill"),
];

describe("legal actions", () => {
  test("the turn player in an open Main Phase: affordable plays with legal targets, moves, ending the turn", () => {
    const t = new Table(
      setup(
        [
          player(
            "A",
            {
              hand: [{ name: "Grunt" }, { name: "Giant" }, { name: "Zap" }],
              base: [{ name: "Grunt", label: "ready" }],
              runes: [{ name: "Order Rune" }],
            },
            { pool: pool(1) },
          ),
          player("B", { hand: [{ name: "Quick Zap" }] }),
        ],
        {
          battlefields: [{ name: "Hill" }],
        },
      ),
      defs,
    );
    const actions = t.game.legalActions("A");
    const plays = actions
      .filter((a) => a.type === "play")
      .map((a) => (a.type === "play" ? t.game.object(a.object)?.name : ""));
    // Zap has no enemy unit to target; the Giant costs 9 with 2 available.
    expect(plays).toEqual(["Grunt"]);
    expect(actions).toContainEqual({ type: "endTurn", player: "A" });
    expect(actions).toContainEqual({
      type: "move",
      player: "A",
      units: [t.id({ label: "ready" })],
      to: { kind: "battlefield", battlefield: t.id("Hill") },
    });
    expect(actions.some((a) => a.type === "pass")).toBe(false);
    expect(t.game.legalActions("B")).toEqual([]);
    expect(
      t.game.legalActions("A", { includeAdds: true }).filter((a) => a.type === "activate"),
    ).toHaveLength(2);
  });

  test("with a Chain, the player with priority may pass or play a Reaction", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Zap" }] }, { pool: pool(1) }),
        player("B", { hand: [{ name: "Quick Zap" }], base: [{ name: "Grunt" }] }),
      ]),
      defs,
    );
    t.play("A", "Zap", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    const actions = t.game.legalActions("B");
    expect(actions).toEqual([
      { type: "pass", player: "B" },
      { type: "play", player: "B", object: t.id("Quick Zap") },
    ]);
    const played = t.try(actions[1] as (typeof actions)[number], [
      { choice: "target", objects: [{ name: "Grunt" }] },
    ]);
    expect(played.ok).toBe(true);
    expect(t.game.chain().map((c) => c.name)).toEqual(["Zap", "Quick Zap"]);
  });
});
