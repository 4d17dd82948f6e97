/**
 * Whole-game benchmarks (issue 6). Speed is measured here, never asserted in tests; the figures
 * go to bench/RESULTS.md. Run with `npm run build && npx vitest bench --run bench/game.bench.ts`.
 * Like the compile benchmark, it times the built package (`dist/lib`, which `rift play` runs;
 * vitest.config.ts lets Node load it as it is), not the sources through Vitest's module runner,
 * whose rewritten imports cost about a third more. Times are CPU
 * time of this process (the machine may be shared), and each figure is printed after the warm-up
 * and again after the measured runs — the last line of each is the one to read: the counts start
 * again after each line, so it covers the measured runs only.
 *
 * - whole random games of the two sample decks per second, with cards played per game and
 *   actions per second;
 * - the cost of one action (play a spell, everyone passes) on a board of 100 and of 1,000 units;
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
} from "../dist/lib/index.js";
import { boardOf, pokeStep, sampleDecks, tenCardSetup, tenCards } from "./game-fixture.js";

function cpuMilliseconds(run: () => void): number {
  const start = process.cpuUsage();
  run();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const RUN = { iterations: 5, time: 0, warmupIterations: 1 } as const;
/**
 * V8 keeps optimizing a game's many small functions for its first 500 or so games (100 games take
 * about 1.5× longer then): whole games are counted once it has settled, the steady state of
 * `rift play --games N` with a large N. The warm-up's own figure is printed first.
 */
const GAMES_RUN = { ...RUN, warmupIterations: 7 } as const;

describe("whole random games of the sample decks", () => {
  const { decks, definitions } = sampleDecks();
  const totals = { games: 0, actions: 0, cards: 0, turns: 0, ms: 0 };
  let seed = 1;
  bench(
    "100 games, seeded random choices",
    () => {
      totals.ms += cpuMilliseconds(() => {
        for (let i = 0; i < 100; i++) {
          // As `rift play --games` plays them: results only, no log kept (`keepLog`).
          const { result } = playDecks(decks, definitions, { seed: seed++, keepLog: false });
          totals.games++;
          totals.actions += result.actions;
          totals.turns += result.turns;
          totals.cards += Object.values(result.cardsPlayed).reduce((a, b) => a + b, 0);
        }
      });
    },
    {
      ...GAMES_RUN,
      teardown: () => {
        const { games, actions, cards, turns, ms } = totals;
        if (ms === 0) return;
        console.log(
          `games: ${((games / ms) * 1000).toFixed(0)} games/s, ${((actions / ms) * 1000).toFixed(0)} actions/s, ` +
            `${(cards / games).toFixed(1)} cards played per game, ${(turns / games).toFixed(1)} turns, ` +
            `${(actions / games).toFixed(0)} actions per game (${games} games)`,
        );
        Object.assign(totals, { games: 0, actions: 0, cards: 0, turns: 0, ms: 0 });
      },
    },
  );
});

describe("the cost of one action on a board of N units", () => {
  const perAction = new Map<number, number>();
  for (const units of [100, 1000]) {
    const game = boardOf(units);
    const target = game.zone("B", "base")[0]?.id as string;
    let actions = 0;
    let ms = 0;
    bench(
      `${units} units: play a spell, both pass (1,000 times)`,
      () => {
        ms += cpuMilliseconds(() => {
          for (let i = 0; i < 1000; i++) actions += pokeStep(game, target);
        });
      },
      {
        ...RUN,
        teardown: () => {
          if (ms === 0) return;
          perAction.set(units, (ms * 1000) / actions);
          const small = perAction.get(100);
          const large = perAction.get(1000);
          console.log(
            `board of ${units} units: ${((ms * 1000) / actions).toFixed(1)} µs per action` +
              (small && large
                ? ` (1,000 units cost ${(large / small).toFixed(1)}× 100 units)`
                : ""),
          );
          ms = 0;
          actions = 0;
        },
      },
    );
  }
});

describe("ten cards compiled from text vs written by hand, same 10,000 actions", () => {
  const { compiled, byHand } = tenCards();
  const runs = new Map<string, number[]>();
  /** Seeded random games of the ten cards until 10,000 actions have been taken. */
  const run = (definitions: Definition[]): void => {
    let actions = 0;
    for (let seed = 1; actions < 10_000; seed++) {
      const game = createGame(tenCardSetup(seed), {
        definitions,
        chooser: new RandomChooser(seed),
      });
      actions += playout(game, { seed, actionLimit: 10_000 - actions }).actions;
    }
  };
  const median = (list: number[]) =>
    [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
  // Both warmed up before either is timed: the one timed first otherwise paid for V8's compiling
  // the runtime, and the ratio read 0.37–1.14 from run to run of the same build.
  for (let i = 0; i < 3; i++) {
    run(byHand);
    run(compiled);
  }
  for (const [label, definitions] of [
    ["written by hand", byHand],
    ["compiled from text", compiled],
  ] as const) {
    runs.set(label, []);
    bench(label, () => void runs.get(label)?.push(cpuMilliseconds(() => run(definitions))), {
      ...RUN,
      teardown: () => {
        const hand = median(runs.get("written by hand") ?? []);
        const text = median(runs.get("compiled from text") ?? []);
        if (hand > 0 && text > 0)
          console.log(
            `ten cards, 10,000 actions: compiled ${text.toFixed(0)} ms, by hand ${hand.toFixed(0)} ms — ratio ${(text / hand).toFixed(2)} (medians)`,
          );
      },
    });
  }
});
