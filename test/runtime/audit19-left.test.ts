/**
 * Audit 19: what a `.rift` scenario cannot state about the items left earlier — whether
 * `legalActions` offers a Flow play that only a card's second Flow cost can pay (CR 829.1.c.3).
 */
import { describe, expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card spell "Twin Tide T19" {
  cost 4
  domain Calm
  keywords Flow 2, Flow 1 Calm
  effect: draw 1
}
card spell "Idle Thought T19" { cost 9  domain Calm  effect: draw 1 }
`;

function gameWith(pool: string): Game {
  return scenarioGame(
    CARDS,
    `scenario "s" { setup {
      A trash: "Twin Tide T19" as t
      A deck: "Idle Thought T19"
      ${pool}
    } }`,
    "audit19.rift",
  );
}

function offersFlow(game: Game): boolean {
  const t = labelled(game, "t");
  return game.legalActions("A").some((a) => a.type === "play" && a.object === t && a.flow === true);
}

describe("audit19: several Flow costs in the legal actions (CR 829.1.c.3, RULES F2)", () => {
  test("only the second Flow cost can be paid: the play is listed, and performing it plays the spell", () => {
    const game = gameWith("A pool: 1 Calm");
    expect(offersFlow(game)).toBe(true);
    const t = labelled(game, "t");
    const started = game.perform({ type: "play", player: "A", object: t, flow: true });
    expect(started.ok).toBe(true);
    // The controller picks the Flow cost (CR 829.1.c.3): the payable one, the second.
    const pending = started.ok ? started.pending : null;
    expect(pending?.kind).toBe("order");
    if (pending?.kind !== "order") return;
    const answered = game.perform({ type: "answer", decision: { kind: "index", index: 1 } });
    expect(answered.ok).toBe(true);
    expect(game.chain().map((item) => [item.name, item.status])).toEqual([
      ["Twin Tide T19", "finalized"],
    ]);
    expect(game.zone("A", "trash")).toEqual([]);
  });

  test("only the first Flow cost can be paid: listed", () => {
    expect(offersFlow(gameWith("A pool: 2"))).toBe(true);
  });

  test("neither Flow cost can be paid: not listed", () => {
    expect(offersFlow(gameWith("A pool: 1"))).toBe(false);
  });
});
