/**
 * Whole games of three and four players (CR 487 Skirmish, 488 War) from the sample decks, played
 * by seeded random choices with the invariant checker after every action, as the Duel's 1,000
 * games are (game-playout.test.ts): every game ends in a winner or a declared draw, a winner has
 * reached the Victory Score with more points than anyone else (CR 194.2, 487.6, 488.6), and a
 * seed replays to the identical game.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  type DeckList,
  type Game,
  type PlayoutResult,
  RandomChooser,
  gameLog,
  playDecks,
  replayGame,
} from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";

const GAMES = 100;

function eventHash(game: Game): string {
  return createHash("sha256")
    .update(game.log.map((e) => JSON.stringify(e)).join("\n"))
    .digest("hex");
}

/** The two sample decks around a table of `count`, alternating. */
function around(decks: readonly DeckList[], count: number): DeckList[] {
  return Array.from({ length: count }, (_, i) => decks[i % decks.length] as DeckList);
}

for (const [count, mode] of [
  [3, "skirmish"],
  [4, "war"],
] as const) {
  describe(`${count} players (${mode})`, () => {
    const { decks: pair, definitions, diagnostics } = sampleDecks();
    const decks = around(pair, count);
    const players = ["A", "B", "C", "D"].slice(0, count);
    const results: PlayoutResult[] = [];

    test("the sample decks compile", () => expect(diagnostics).toEqual([]));

    test(`seeds 1–${GAMES}: every game ends without an exception, every state keeps the invariants`, () => {
      for (let seed = 1; seed <= GAMES; seed++) {
        const { game, prepared, result } = playDecks(decks, definitions, {
          seed,
          afterAction: (g, action) => {
            const problems = g.checkInvariants();
            if (problems.length > 0)
              throw new Error(`seed ${seed}, after ${action.type}: ${problems.join("; ")}`);
          },
        });
        expect(prepared.opening.mode).toBe(mode);
        expect(game.players()).toEqual(players);
        expect(["victory", "turnLimit"]).toContain(result.end);
        if (result.winner !== null) {
          const mine = result.scores[result.winner] ?? 0;
          expect(mine).toBeGreaterThanOrEqual(8);
          for (const other of players.filter((p) => p !== result.winner))
            expect(mine).toBeGreaterThan(result.scores[other] ?? 0);
        }
        results.push(result);
      }
    });

    test("few games are draws, every seat wins some, and the games really play their cards", () => {
      expect(results).toHaveLength(GAMES);
      expect(results.filter((r) => r.winner === null).length).toBeLessThanOrEqual(GAMES * 0.1);
      for (const player of players) expect(results.some((r) => r.winner === player)).toBe(true);
      for (const r of results)
        for (const player of players) expect(r.cardsPlayed[player]).toBeGreaterThan(0);
    });

    test("a seeded game ends in a winner or a declared draw, and its log says which", () => {
      const { game, prepared, result } = playDecks(decks, definitions, { seed: 11 });
      const log = gameLog(game, prepared.opening, result);
      expect(log[0]).toMatch(new RegExp(`^FFA${count} \\w+ \\(CR 48[78]\\): ${count} players`));
      expect(log[3]).toMatch(
        new RegExp(
          `^${prepared.opening.first} goes first; turn order ${prepared.opening.order.join(", ")};`,
        ),
      );
      expect(log[log.length - 1]).toMatch(
        result.winner === null ? /^\ndraw: / : new RegExp(`^result: ${result.winner} wins in turn`),
      );
    });

    test("a turn limit declares a draw rather than playing on", () => {
      const { game, result } = playDecks(decks, definitions, { seed: 3, turnLimit: count });
      expect(result).toMatchObject({ winner: null, end: "turnLimit", turns: count + 1 });
      expect(game.winner()).toBeNull();
    });

    test("a seed replays to the identical game, from its setup and recorded decisions too", () => {
      const once = playDecks(decks, definitions, { seed: 7 });
      const twice = playDecks(decks, definitions, { seed: 7 });
      expect(eventHash(twice.game)).toBe(eventHash(once.game));
      const replayed = replayGame(
        once.prepared.setup,
        { definitions: once.prepared.definitions, chooser: new RandomChooser(0) },
        once.game.history,
      );
      expect(eventHash(replayed)).toBe(eventHash(once.game));
      expect(replayed.winner()).toBe(once.game.winner());
      expect(eventHash(playDecks(decks, definitions, { seed: 8 }).game)).not.toBe(
        eventHash(once.game),
      );
    });
  });
}
