/**
 * The loop watch's digests (runtime/state-digest.ts, TR 505.6) keep what they made of each object,
 * effect and zone list from one step to the next until the journal says it was written: kept so,
 * they must be the digests of the descriptions made from scratch, or the watch would find a
 * repeat where there is none, or miss one. Played on random games of every card the project
 * defines, whose actions write, roll back (refused actions, choices) and commit.
 */
import { describe, expect, test } from "vitest";
import type { Engine } from "../../runtime/engine.js";
import type { Game } from "../../runtime/index.js";
import {
  Digest,
  StateDigests,
  describeState,
  digestOf,
  sketchOf,
} from "../../runtime/state-digest.js";
import { loadCardPool, playWildGame } from "./wild26-harness.js";

const pool = loadCardPool();

function checkEachAction(seed: number): { checked: number; wrong: string[] } {
  let checked = 0;
  const wrong: string[] = [];
  playWildGame(pool, seed, {
    turnLimit: 12,
    onGame: (game: Game) => {
      const e = (game as unknown as { e: Engine }).e;
      const digests = new StateDigests(game.state, e.j);
      const perform = game.perform.bind(game);
      game.perform = (action, options) => {
        const result = perform(action, options);
        checked++;
        if (digests.sketch() !== digestOf(sketchOf(game.state)))
          wrong.push(`sketch after action ${checked}`);
        if (digests.full() !== digestOf(describeState(game.state)))
          wrong.push(`state after action ${checked}`);
        return result;
      };
    },
  });
  return { checked, wrong };
}

describe("TR 505.6: the loop watch's kept digests", () => {
  test.each([6001, 6002, 6003])(
    "seed %i: after every action, the kept digests are those of the sketch and description made anew",
    (seed) => {
      const { checked, wrong } = checkEachAction(seed);
      expect(checked).toBeGreaterThan(50);
      expect(wrong).toEqual([]);
    },
  );

  test("a digest is one of the text, however it is cut into pieces and the pieces digested", () => {
    const text = '[["battlefields",["#0","#1"]],["timestamp",3],["name","Recruit"]]'.repeat(40);
    const whole = digestOf(text);
    for (const cut of [0, 1, 17, 999, text.length]) {
      const head = new Digest();
      head.add(text.slice(0, cut));
      const tail = new Digest();
      tail.add(text.slice(cut));
      head.addDigest(tail.segment());
      expect(head.value()).toBe(whole);
    }
    expect(digestOf(`${text} `)).not.toBe(whole);
    expect(digestOf(text.replace("#1", "#2"))).not.toBe(whole);
  });
});
