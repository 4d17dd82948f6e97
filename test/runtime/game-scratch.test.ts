import { test, expect } from "vitest";
import { sampleDecks } from "./game-decks.js";
import { playDecks, checkInvariants } from "../../runtime/index.js";

test("scratch", () => {
  const s = sampleDecks();
  console.log(s.diagnostics.slice(0, 20), s.decks.map((d) => d.name), s.definitions.length);
  const start = performance.now();
  const ends: Record<string, number> = {};
  let turns = 0, cards = 0, actions = 0;
  const N = 50;
  for (let seed = 1; seed <= N; seed++) {
    const { result } = playDecks(s.decks, s.definitions, { seed });
    ends[result.end] = (ends[result.end] ?? 0) + 1;
    turns += result.turns; actions += result.actions;
    cards += Object.values(result.cardsPlayed).reduce((a, b) => a + b, 0);
  }
  const ms = performance.now() - start;
  console.log(ends, "turns", turns / N, "cards", cards / N, "actions", actions / N, "games/s", (N / ms) * 1000);
  expect(1).toBe(1);
});
