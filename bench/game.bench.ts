/**
 * Whole-game benchmarks (issue 6). Speed is measured here, never asserted in tests; the figures
 * go to bench/RESULTS.md. Run with `npx vitest bench --run bench/game.bench.ts`.
 *
 * - whole random games of the two sample decks per second, with cards played per game and
 *   actions per second;
 * - the cost of one step (play a spell, everyone passes) on a board of 100 and of 1,000 units;
 * - the same ten cards compiled from text and written by hand, through the same 10,000 actions
 *   of seeded random games: the compiled ones should be within 1.5×.
 */
import { bench, describe } from "vitest";
import {
  type Definition,
  RandomChooser,
  createGame,
  playDecks,
  playout,
} from "../runtime/index.js";
import { boardOf, pokeStep, sampleDecks, tenCardSetup, tenCards } from "./game-fixture.js";

function cpuMilliseconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("whole random games of the sample decks", () => {
  const { decks, definitions } = sampleDecks();
  let seed = 1;
  let games = 0;
  let actions = 0;
  let cards = 0;
  let turns = 0;
  let ms = 0;
  bench(
    "100 games, seeded random choices",
    () => {
      ms += cpuMilliseconds(() => {
        for (let i = 0; i < 100; i++) {
          const { result } = playDecks(decks, definitions, { seed: seed++ });
          games++;
          actions += result.actions;
          turns += result.turns;
          cards += Object.values(result.cardsPlayed).reduce((a, b) => a + b, 0);
        }
      });
    },
    {
      iterations: 5,
      time: 0,
      warmupIterations: 1,
      teardown: () => {
        if (ms === 0) return;
        console.log(
          `games: ${((games / ms) * 1000).toFixed(0)} games/s, ${((actions / ms) * 1000).toFixed(0)} actions/s, ` +
            `${(cards / games).toFixed(1)} cards played per game, ${(turns / games).toFixed(1)} turns, ` +
            `${(actions / games).toFixed(0)} actions per game (${games} games, CPU time)`,
        );
      },
    },
  );
});

describe("the cost of one step on a board of N units", () => {
  const costs = new Map<number, number>();
  for (const units of [100, 1000]) {
    const game = boardOf(units);
    const target = game.zone("B", "base")[0]?.id as string;
    let actions = 0;
    let ms = 0;
    bench(
      `${units} units: play a spell, both pass (1,000 steps)`,
      () => {
        ms += cpuMilliseconds(() => {
          for (let i = 0; i < 1000; i++) actions += pokeStep(game, target);
        });
      },
      {
        iterations: 5,
        time: 0,
        warmupIterations: 1,
        teardown: () => {
          if (ms === 0) return;
          const perAction = (ms * 1000) / actions;
          costs.set(units, perAction);
          const small = costs.get(100);
          console.log(
            `board of ${units} units: ${perAction.toFixed(1)} µs per action` +
              (units === 1000 && small ? ` (${(perAction / small).toFixed(1)}× the 100-unit cost for 10× the units)` : ""),
          );
        },
      },
    );
  }
});

describe("ten cards compiled from text vs written by hand, same 10,000 actions", () => {
  const { compiled, byHand } = tenCards();
  const times = new Map<string, number>();
  /** Seeded random games of the ten cards until 10,000 actions have been taken. */
  const run = (definitions: Definition[]): number => {
    let actions = 0;
    for (let seed = 1; actions < 10_000; seed++) {
      const game = createGame(tenCardSetup(seed), {
        definitions,
        chooser: new RandomChooser(seed),
      });
      actions += playout(game, { seed, actionLimit: 10_000 - actions }).actions;
    }
    return actions;
  };
  for (const [label, definitions] of [
    ["written by hand", byHand],
    ["compiled from text", compiled],
  ] as const) {
    let ms = 0;
    bench(
      label,
      () => {
        ms += cpuMilliseconds(() => run(definitions));
      },
      {
        iterations: 5,
        time: 0,
        warmupIterations: 1,
        teardown: () => {
          times.set(label, ms);
          const hand = times.get("written by hand");
          const text = times.get("compiled from text");
          if (hand && text)
            console.log(
              `ten cards: compiled ${(text / 5).toFixed(0)} ms vs by hand ${(hand / 5).toFixed(0)} ms per 10,000 actions — ratio ${(text / hand).toFixed(2)}`,
            );
        },
      },
    );
  }
});
