/**
 * Runtime benchmarks (issue 3): actions per second over a scripted sequence of 10,000 plays and
 * resolutions (each play is followed by both players passing: three actions per cycle), and the
 * cost of `snapshot()` on a board of 100 objects. Speed is measured here, never asserted in tests.
 */
import { bench, describe } from "vitest";
import { boardGame, cycleGame, runCycles } from "./runtime-fixture.js";

describe("runtime: plays and resolutions", () => {
  let steps = 0;
  let elapsed = 0;
  bench(
    "10,000 plays and resolutions (30,000 actions)",
    () => {
      const game = cycleGame();
      const start = performance.now();
      steps += runCycles(game, 10_000);
      elapsed += performance.now() - start;
    },
    {
      iterations: 3,
      time: 0,
      teardown: () => {
        if (elapsed > 0)
          console.log(
            `runtime: ${Math.round((steps / elapsed) * 1000).toLocaleString("en")} actions per second`,
          );
      },
    },
  );
});

describe("runtime: snapshot", () => {
  const game = boardGame(100);
  bench("snapshot() with 100 objects on the board", () => {
    game.snapshot();
  });
});
