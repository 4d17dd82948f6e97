/**
 * Whole games (issue 6 items 7–8): seeded random playouts of the two sample decks, with the
 * invariant checker after every action; every game ends, few by the turn limit, and a seed
 * replays to the identical log.
 */
import { createHash } from "node:crypto";
import { describe, expect, test } from "vitest";
import {
  type Game,
  type PlayoutResult,
  RandomChooser,
  createGameFromDecks,
  gameLog,
  playDecks,
  replayGame,
} from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";

const GAMES = 1000;
const BATCH = 250;

function hashOf(lines: readonly string[]): string {
  return createHash("sha256").update(lines.join("\n")).digest("hex");
}

function eventHash(game: Game): string {
  return hashOf(game.log.map((e) => JSON.stringify(e)));
}

describe("issue 6 — random playouts of the sample decks", () => {
  const { decks, definitions, diagnostics } = sampleDecks();
  const results: PlayoutResult[] = [];

  test("the sample decks compile", () => {
    expect(diagnostics).toEqual([]);
    expect(decks.map((d) => d.name)).toEqual(["Ember Vanguard", "Tidal Archive"]);
  });

  for (let first = 1; first <= GAMES; first += BATCH) {
    test(`seeds ${first}–${first + BATCH - 1}: every game ends without an exception, every state keeps the invariants`, () => {
      for (let seed = first; seed < first + BATCH; seed++) {
        const { result } = playDecks(decks, definitions, {
          seed,
          afterAction: (game, action) => {
            const problems = game.checkInvariants();
            if (problems.length > 0)
              throw new Error(`seed ${seed}, after ${action.type}: ${problems.join("; ")}`);
          },
        });
        expect(["victory", "turnLimit"]).toContain(result.end);
        results.push(result);
      }
    });
  }

  test("at most 5% of the games are draws by the turn limit, and games really play their cards", () => {
    expect(results).toHaveLength(GAMES);
    const draws = results.filter((r) => r.winner === null).length;
    expect(draws).toBeLessThanOrEqual(GAMES * 0.05);
    const played =
      results.reduce((sum, r) => sum + Object.values(r.cardsPlayed).reduce((a, b) => a + b, 0), 0) /
      GAMES;
    expect(played).toBeGreaterThanOrEqual(10);
    // The plays counted by card name add up to the plays counted by player.
    for (const r of results.slice(0, 50))
      for (const [player, n] of Object.entries(r.cardsPlayed))
        expect(Object.values(r.cardPlays[player] ?? {}).reduce((a, b) => a + b, 0)).toBe(n);
    // Both decks win games: neither side is a formality.
    expect(results.some((r) => r.winner === "A")).toBe(true);
    expect(results.some((r) => r.winner === "B")).toBe(true);
  });

  test("replaying a seed gives the identical game: the same log, by hash", () => {
    const once = playDecks(decks, definitions, { seed: 42 });
    const twice = playDecks(decks, definitions, { seed: 42 });
    expect(hashOf(gameLog(twice.game, twice.prepared.opening, twice.result))).toBe(
      hashOf(gameLog(once.game, once.prepared.opening, once.result)),
    );
    expect(eventHash(twice.game)).toBe(eventHash(once.game));
    const other = playDecks(decks, definitions, { seed: 43 });
    expect(eventHash(other.game)).not.toBe(eventHash(once.game));
  });

  test("a game replays from its setup and recorded decisions to the same log (DESIGN: determinism)", () => {
    const { game, prepared } = playDecks(decks, definitions, { seed: 7 });
    const replayed = replayGame(
      prepared.setup,
      { definitions: prepared.definitions, chooser: new RandomChooser(0) },
      game.history,
    );
    expect(eventHash(replayed)).toBe(eventHash(game));
    expect(replayed.winner()).toBe(game.winner());
  });

  test("a turn limit declares a draw rather than playing on", () => {
    const { game, result } = playDecks(decks, definitions, { seed: 3, turnLimit: 2 });
    expect(result).toMatchObject({ winner: null, end: "turnLimit", turns: 3 });
    expect(game.winner()).toBeNull();
  });

  test("the same seed sets up the same game; another seed shuffles differently", () => {
    const a = createGameFromDecks(decks, definitions, { seed: 5 }).prepared;
    const b = createGameFromDecks(decks, definitions, { seed: 5 }).prepared;
    const c = createGameFromDecks(decks, definitions, { seed: 6 }).prepared;
    expect(b.setup).toEqual(a.setup);
    expect(c.setup.players.map((p) => p.zones.deck)).not.toEqual(
      a.setup.players.map((p) => p.zones.deck),
    );
  });
});
