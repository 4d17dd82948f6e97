import { describe, expect, test } from "vitest";
import { type DeckList, type Game, playDecks } from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";
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

  test("each action is checked alone as the whole listing checks it: candidates, then isListed", () => {
    const t = new Table(
      setup(
        [
          player(
            "A",
            {
              hand: [{ name: "Grunt" }, { name: "Giant" }, { name: "Zap" }],
              base: [
                { name: "Grunt", label: "ready" },
                { name: "Grunt", label: "tired", statuses: ["exhausted"] },
              ],
              runes: [{ name: "Order Rune" }],
            },
            { pool: pool(1) },
          ),
          player("B", {
            hand: [{ name: "Quick Zap" }],
            base: [{ name: "Grunt", label: "theirs" }],
          }),
        ],
        { battlefields: [{ name: "Hill" }] },
      ),
      defs,
    );
    const game = t.game;
    const candidates = game.candidateActions("A");
    const listed = game.legalActions("A");
    // The listing is exactly the candidates that pass their own check, in the same order.
    expect(candidates.filter((a) => game.isListed(a))).toEqual(listed);
    // The Giant (9 with 2 available) is a candidate that its check refuses.
    const giant = { type: "play", player: "A", object: t.id("Giant") } as const;
    expect(candidates).toContainEqual(giant);
    expect(game.isListed(giant)).toBe(false);
    // Zap has a legal target now that B has a unit.
    expect(game.isListed({ type: "play", player: "A", object: t.id("Zap") })).toBe(true);
    // Actions written anew are checked too: someone else's card, an exhausted unit, two units
    // at once, a player without priority.
    expect(game.isListed({ type: "play", player: "A", object: t.id("Quick Zap") })).toBe(false);
    const hill = { kind: "battlefield", battlefield: t.id("Hill") } as const;
    expect(
      game.isListed({ type: "move", player: "A", units: [t.id({ label: "ready" })], to: hill }),
    ).toBe(true);
    expect(
      game.isListed({ type: "move", player: "A", units: [t.id({ label: "tired" })], to: hill }),
    ).toBe(false);
    expect(
      game.isListed({
        type: "move",
        player: "A",
        units: [t.id({ label: "ready" }), t.id({ label: "tired" })],
        to: hill,
      }),
    ).toBe(false);
    expect(game.isListed({ type: "endTurn", player: "B" })).toBe(false);
    expect(game.isListed({ type: "pass", player: "A" })).toBe(false);
    // Only the kind asked for.
    expect(game.candidateActions("A", { only: "moves" }).every((a) => a.type === "move")).toBe(
      true,
    );
    expect(
      game
        .candidateActions("A", { only: "plays" })
        .every((a) => a.type === "play" || a.type === "activate" || a.type === "hide"),
    ).toBe(true);
    // A listing is of the state it was made in: once Zap is on the Chain, the Grunt (no
    // Reaction) can no longer be played.
    const grunt = {
      type: "play",
      player: "A",
      object: t.id({ name: "Grunt", zone: "hand" }),
    } as const;
    expect(game.isListed(grunt)).toBe(true);
    t.play("A", "Zap", [{ choice: "target", objects: [{ label: "theirs" }] }]);
    expect(game.isListed(grunt)).toBe(false);
    expect(game.isListed({ type: "pass", player: "A" })).toBe(true);
  });

  test("listing only plays or only moves gives the candidates of that kind that pass their check, in random games of two to four players", () => {
    const { decks, definitions } = sampleDecks();
    const checked = { plays: 0, moves: 0 };
    const compare = (game: Game): void => {
      const holder = game.priorityHolder();
      if (holder === null) return;
      for (const only of ["plays", "moves"] as const) {
        const listed = game.legalActions(holder, { only });
        const candidates = game.candidateActions(holder, { only });
        expect(listed).toEqual(candidates.filter((a) => game.isListed(a)));
        checked[only] += listed.length;
      }
    };
    for (const count of [2, 3, 4]) {
      const table = Array.from({ length: count }, (_, i) => decks[i % decks.length] as DeckList);
      for (let seed = 1; seed <= 8; seed++)
        playDecks(table, definitions, { seed, afterAction: compare });
    }
    // Both kinds were really listed.
    expect(checked.plays).toBeGreaterThan(100);
    expect(checked.moves).toBeGreaterThan(100);
  });
});
