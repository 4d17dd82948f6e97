/**
 * Conceding (CR 649–652) where scenarios cannot reach: whole games of three and four players from
 * the sample decks in which a player concedes part-way and the others play on to the end with
 * every invariant kept; a concession while a choice is pending; and the random player, which
 * never concedes (the action is never listed).
 */
import { describe, expect, test } from "vitest";
import { type DeckList, type Game, createGameFromDecks, playout } from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";
import { labelled, scenarioGame } from "./scenario-games.js";

function around(decks: readonly DeckList[], count: number): DeckList[] {
  return Array.from({ length: count }, (_, i) => decks[i % decks.length] as DeckList);
}

function invariantsAfterEachAction(seed: number) {
  return (g: Game, action: { type: string }) => {
    const problems = g.checkInvariants();
    if (problems.length > 0)
      throw new Error(`seed ${seed}, after ${action.type}: ${problems.join("; ")}`);
  };
}

describe("CR 651.2, 652: a player concedes part-way through a game of three or four", () => {
  const { decks: pair, definitions, diagnostics } = sampleDecks();
  test("the sample decks compile", () => expect(diagnostics).toEqual([]));

  for (const count of [3, 4]) {
    test(`${count} players: the others play on to the end, the invariants hold after every action, and the one who left never acts again`, () => {
      let conceded = 0;
      for (let seed = 1; seed <= 12; seed++) {
        const { game } = createGameFromDecks(around(pair, count), definitions, { seed });
        const first = playout(game, {
          seed,
          actionLimit: 20 + seed * 7,
          afterAction: invariantsAfterEachAction(seed),
        });
        if (first.end !== "actionLimit") continue;
        // Whoever is to act concedes: turn, priority and Focus must all move on (CR 652.5).
        const leaving = game.priorityHolder() ?? game.turn().player;
        const result = game.perform({ type: "concede", player: leaving });
        expect(result.ok).toBe(true);
        conceded++;
        expect(game.checkInvariants()).toEqual([]);
        expect(game.players()).not.toContain(leaving);
        expect(game.players()).toHaveLength(count - 1);
        // CR 652.3: nothing they own is left in the game.
        expect(game.objects().filter((o) => o.owner === leaving)).toEqual([]);
        expect(game.priorityHolder()).not.toBe(leaving);
        // Their turn is over but for what is left of it — a Chain, a showdown — and its end
        // (CR 652.5.a.1; rules28: the Ending Phase of the players left).
        if (game.turn().player === leaving)
          expect(
            game.state.chain.length > 0 ||
              game.state.showdown !== null ||
              ["ending", "expiration"].includes(game.turn().step),
          ).toBe(true);
        const rest = playout(game, {
          seed: seed + 1000,
          afterAction: (g, action, events) => {
            invariantsAfterEachAction(seed)(g, action);
            if ("player" in action) expect(action.player).not.toBe(leaving);
            for (const event of events)
              if (event.kind === "turnStarted") expect(event.player).not.toBe(leaving);
          },
        });
        expect(["victory", "turnLimit"]).toContain(rest.end);
        if (rest.winner !== null) expect(rest.winner).not.toBe(leaving);
      }
      expect(conceded).toBeGreaterThan(6);
    });
  }

  test("CR 651.1: in a game of three, two concessions leave one player, who wins", () => {
    const { game } = createGameFromDecks(around(pair, 3), definitions, { seed: 7 });
    playout(game, { seed: 7, actionLimit: 30 });
    expect(game.perform({ type: "concede", player: "B" }).ok).toBe(true);
    expect(game.winner()).toBe(null);
    expect(game.perform({ type: "concede", player: "A" }).ok).toBe(true);
    expect(game.winner()).toBe("C");
    expect(game.checkInvariants()).toEqual([]);
    const again = game.perform({ type: "concede", player: "C" });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe("gameOver");
  });
});

describe("CR 650: a player may concede at any time", () => {
  const { decks, definitions } = sampleDecks();

  test("the random player never concedes: `legalActions` never lists it", () => {
    const { game } = createGameFromDecks(around(decks, 3), definitions, { seed: 3 });
    playout(game, {
      seed: 3,
      actionLimit: 200,
      afterAction: (g) => {
        for (const p of g.players()) {
          const listed = g.legalActions(p, { includeAdds: true });
          expect(listed.some((x) => x.type === "concede")).toBe(false);
        }
      },
    });
    expect(game.isListed({ type: "concede", player: "A" })).toBe(false);
  });

  test("while a choice is pending, a concession abandons the action that waits on it", () => {
    const game = scenarioGame(
      `card spell "Zap T26" {
  cost 0
  domain Fury
  effect: deal 1 to target unit
}
card unit "Pawn T26" {
  cost 1
  domain Fury
  might 2
}
`,
      `scenario "pending" {
  setup {
    A hand: "Zap T26" as z
    B base: "Pawn T26" as b1, "Pawn T26" as b2
    C base: "Pawn T26" as c1
  }
}
`,
    );
    const pending = game.perform({ type: "play", player: "A", object: labelled(game, "z") });
    expect(pending.ok && pending.pending !== null).toBe(true);
    const conceded = game.perform({ type: "concede", player: "B" });
    expect(conceded.ok).toBe(true);
    expect(game.pendingChoice()).toBe(null);
    expect(game.zone("A", "hand").map((o) => o.name)).toEqual(["Zap T26"]);
    expect(game.players()).toEqual(["A", "C"]);
    expect(game.checkInvariants()).toEqual([]);
    // The game goes on: A has priority in the open Main Phase again, and may play the spell.
    expect(game.priorityHolder()).toBe("A");
    const again = game.perform({ type: "play", player: "A", object: labelled(game, "z") });
    const request = again.ok ? again.pending : null;
    expect(request?.kind).toBe("target");
    // B's units left the game with B (CR 652.1, 652.3): only C's remains to be targeted.
    if (request?.kind === "target") expect(request.options).toEqual([labelled(game, "c1")]);
  });
});
