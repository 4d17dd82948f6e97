// What a whole game allocates, by the function that allocated it (bench/RESULTS.md, "Whole
// games"): `node bench/alloc-sites.mjs LIB [games] [top]`, LIB a built `dist/lib` folder inside
// the project. After 300 warm-up games, V8's sampling heap profiler samples about one allocation
// in 512 bytes while `games` fixed-seed games (default 200) are played, counting the objects the
// young and full collections have freed too: `--trace-gc` gives only the total, and a heap
// snapshot only what is still alive. Prints KB allocated a game, then the `top` functions
// (default 40) by the KB a game V8 attributes to them. Take a name as a place to look, not a
// proof: with inlining, V8 may name a function near the allocation (characteristics.ts `printed`,
// which allocates nothing once its cache is warm, reads ~30 KB a game). The sampling makes each
// figure good to a few percent; the order of the largest is stable from run to run.
import { Session } from "node:inspector/promises";
import { sampleBuild } from "./sample-build.mjs";

const [lib, gamesArg, topArg] = process.argv.slice(2);
if (!lib) {
  console.error("usage: node bench/alloc-sites.mjs LIB [games] [top]");
  process.exit(2);
}
const { playDecks, decks, definitions } = await sampleBuild(lib);
for (let seed = 1; seed <= 300; seed++) playDecks(decks, definitions, { seed, keepLog: false });

const session = new Session();
session.connect();
await session.post("HeapProfiler.enable");
await session.post("HeapProfiler.startSampling", {
  samplingInterval: 512,
  includeObjectsCollectedByMajorGC: true,
  includeObjectsCollectedByMinorGC: true,
});
const games = Number(gamesArg ?? 200);
for (let seed = 1; seed <= games; seed++)
  playDecks(decks, definitions, { seed: 10_000 + seed, keepLog: false });
const { profile } = await session.post("HeapProfiler.stopSampling");
session.disconnect();

const bySite = new Map();
let total = 0;
const visit = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  const site = `${functionName || "(anonymous)"} ${url.split("/").at(-1)}:${lineNumber + 1}`;
  bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
  total += node.selfSize;
  for (const child of node.children) visit(child);
};
visit(profile.head);
const kb = (bytes) => (bytes / games / 1024).toFixed(1).padStart(7);
console.log(`${kb(total)} KB allocated a game (${games} games)`);
for (const [site, bytes] of [...bySite].sort((p, q) => q[1] - p[1]).slice(0, Number(topArg ?? 40)))
  console.log(`${kb(bytes)} KB ${site}`);
