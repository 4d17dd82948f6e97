/**
 * Grammar-driven fuzzing of card text, the fast seeded run (bench/fuzz26.ts is the long one):
 * random cards and tokens from every construct LANGUAGE.md documents (test/fuzz/card-gen.ts)
 * through every oracle — the compiler never throws nor reports an internal error, each diagnostic
 * is placed inside the text with a readable message, `rift fmt` is idempotent and keeps the
 * definitions, rendering never throws, mutated text gives diagnostics rather than exceptions —
 * then the cards that compile, mixed into the sample decks, played by the seeded random chooser
 * with the invariant checker after every action.
 */
import { describe, expect, test } from "vitest";
import type { Definition } from "../../runtime/index.js";
import { generateCards } from "../fuzz/card-gen.js";
import { playMixedGame } from "../fuzz/games.js";
import { checkCardText, mutationProblems } from "../fuzz/oracles.js";

const SEED = 26;
const CARDS = 300;
const GAMES = 24;

describe("fuzz26: generated card text through every oracle", () => {
  const cards = generateCards(SEED, CARDS);
  const compiled: Definition[] = [];

  test("the generator is seeded: the same seed writes the same cards", () => {
    expect(generateCards(SEED, 20).map((c) => c.text)).toEqual(
      cards.slice(0, 20).map((c) => c.text),
    );
    expect(generateCards(SEED + 1, 20).map((c) => c.text)).not.toEqual(
      cards.slice(0, 20).map((c) => c.text),
    );
  });

  test(`${CARDS} cards: no exception, no internal error, placed readable diagnostics, stable format, rendering`, () => {
    const problems: string[] = [];
    for (const [index, card] of cards.entries()) {
      const verdict = checkCardText(card.text);
      problems.push(...verdict.problems.map((p) => `${p}\n${card.text}`));
      problems.push(...mutationProblems(card.text, SEED * 1000 + index, 1));
      if (verdict.errors.length === 0) compiled.push(...verdict.definitions);
    }
    expect(problems).toEqual([]);
    // Mostly well-formed: a good share checks, so that the games below play generated cards.
    expect(compiled.length).toBeGreaterThan(CARDS * 0.4);
    // Every card type is among those that compiled.
    expect(new Set(compiled.map((d) => d.type)).size).toBe(6);
  });

  test(`${GAMES} games with generated cards mixed in: no exception, no broken invariant, no endless game`, () => {
    expect(compiled.length).toBeGreaterThan(0);
    let generatedPlays = 0;
    const problems: string[] = [];
    for (let g = 0; g < GAMES; g++) {
      const from = (g * 11) % Math.max(1, compiled.length - 40);
      const verdict = playMixedGame(compiled.slice(from, from + 40), SEED * 100 + g, undefined, 8);
      if (verdict.problem) problems.push(`seed ${verdict.seed}: ${verdict.problem}`);
      generatedPlays += verdict.generatedPlays;
    }
    expect(problems).toEqual([]);
    // The generated cards are really played, not only shuffled into the decks.
    expect(generatedPlays).toBeGreaterThan(GAMES);
  });
});
