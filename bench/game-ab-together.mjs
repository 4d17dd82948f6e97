// Two builds of the runtime compared on whole games in ONE process (bench/RESULTS.md, "Whole
// games"): `node bench/game-ab-together.mjs OLD_LIB NEW_LIB [rounds] [games]`, each LIB a built
// `dist/lib` folder copied inside the project (so that it finds `node_modules`). Both builds warm
// up on 700 games, then play alternating batches of `games` fixed-seed games (the order flips each
// round), so that a change of the machine's load hits both alike: on a busy 2-core machine this
// reads changes that `game-ab.mjs`'s separate processes cannot. The same build copied to two
// folders has read 0.98–1.07 (the build loaded second tends to read slower): run both orders and
// take the geometric mean for a change of a few percent. Prints each build's rate and the B/A
// ratio of CPU time. The games keep no log (`keepLog: false`), as `rift play --games` plays them;
// a build from before that option ignores it and keeps its log.
import { sampleBuild } from "./sample-build.mjs";

const [a, b, roundsArg, gamesArg] = process.argv.slice(2);
if (!a || !b) {
  console.error("usage: node bench/game-ab-together.mjs OLD_LIB NEW_LIB [rounds] [games]");
  process.exit(2);
}
const rounds = Number(roundsArg ?? 20);
const batch = Number(gamesArg ?? 40);

/** A build's own compiler and runtime: a game of seed `seed`, returning its action count. */
async function load(lib) {
  const { playDecks, decks, definitions } = await sampleBuild(lib);
  return (seed) => playDecks(decks, definitions, { seed, keepLog: false }).result.actions;
}

const builds = [await load(a), await load(b)];
for (let seed = 1; seed <= 700; seed++) for (const play of builds) play(seed);
const ms = [0, 0];
const actions = [0, 0];
const ratios = [];
for (let round = 0; round < rounds; round++) {
  const took = [0, 0];
  for (const k of round % 2 === 0 ? [0, 1] : [1, 0]) {
    const start = process.cpuUsage();
    for (let i = 0; i < batch; i++) actions[k] += builds[k](20_000 + round * batch + i);
    const used = process.cpuUsage(start);
    took[k] = (used.user + used.system) / 1000;
    ms[k] += took[k];
  }
  ratios.push(took[1] / took[0]);
}
ratios.sort((p, q) => p - q);
const rate = (k) =>
  `${((rounds * batch * 1000) / ms[k]).toFixed(0)} games/s, ${((actions[k] * 1000) / ms[k]).toFixed(0)} actions/s`;
const at = (q) => ratios[Math.min(ratios.length - 1, Math.floor(q * ratios.length))].toFixed(3);
console.log(`A ${rate(0)} | B ${rate(1)}`);
console.log(
  `B/A CPU time: total ${(ms[1] / ms[0]).toFixed(3)}, median of ${rounds} rounds ${at(0.5)} (quartiles ${at(0.25)}–${at(0.75)})`,
);
