/**
 * Plays wild games (test/runtime/wild26-harness.ts) one at a time, alone in the process, and
 * prints each one's CPU time and end: a game bench/wild26-decks.ts found slow on wall time, played
 * again where the machine's load and the other worker do not count.
 *
 *   npx esbuild bench/wild38-one.ts --bundle --platform=node --format=esm \
 *     --packages=external --outfile=dist/wild38-one.mjs && node dist/wild38-one.mjs SEED…
 */
import { loadCardPool, playWildGame } from "../test/runtime/wild26-harness.js";

const pool = loadCardPool();
for (const seed of process.argv.slice(2).map(Number)) {
  const started = process.cpuUsage();
  const outcome = playWildGame(pool, seed);
  const spent = process.cpuUsage(started);
  const r = outcome.result;
  console.log(
    `seed ${seed}: ${Math.round((spent.user + spent.system) / 1000)} ms of CPU, ${outcome.dealt.players} players, ` +
      (r ? `${r.end} in turn ${r.turns} after ${r.actions} actions` : "no result") +
      (outcome.failure
        ? `; ${outcome.failure.kind}: ${outcome.failure.message.slice(0, 300)}`
        : ""),
  );
}
