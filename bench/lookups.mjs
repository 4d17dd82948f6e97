// How much finding objects by index could save (bench/RESULTS.md, "Objects by index would not
// close it"). Run after `npm run build`: `node bench/lookups.mjs`. First counts, over 100 seeded
// games of the sample decks, the reads of the two records the runtime finds things in by string id
// (`state.objects`, `state.zones`), through proxies that count and forward; then times one read of a
// dictionary-mode record at a megamorphic site, as the runtime's are, against a `Map` and an array
// by index. Measurement only: the proxies make the counted games slow.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  RandomChooser,
  compile,
  createGameFromDecks,
  loadTokenLibrary,
  nodeHost,
  playout,
} from "../dist/lib/index.js";

const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
  fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
);
const { decks, definitions } = compile(
  files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
  { library: loadTokenLibrary(), host: nodeHost },
);

const reads = { objects: 0, zones: 0 };
const counting = (record, name) =>
  new Proxy(record, {
    get(target, key) {
      reads[name]++;
      return target[key];
    },
  });
const GAMES = 100;
let actions = 0;
for (let seed = 1; seed <= GAMES; seed++) {
  // The same chooser seed as `playDecks`, so these are the games `rift play --seed N` plays.
  const { game } = createGameFromDecks(decks, definitions, {
    seed,
    gameChooser: new RandomChooser(seed ^ 0x51ed27),
  });
  // Swapped in after setting up, which writes the records before any action reads them.
  const state = game.state;
  state.objects = counting(state.objects, "objects");
  state.zones = counting(state.zones, "zones");
  actions += playout(game, { seed }).actions;
}
for (const [name, n] of Object.entries(reads))
  console.log(
    `state.${name}: ${(n / GAMES).toFixed(0)} reads a game, ${(n / actions).toFixed(1)} an action`,
  );

const ids = Array.from({ length: 200 }, (_, i) => `o${i}`);
const record = {};
for (const id of ids) record[id] = { id, n: 1 };
// Deleting and adding keys leaves the record in dictionary mode, as a game's `state.objects` is.
for (const id of ids.slice(0, 50)) delete record[id];
for (const id of ids.slice(0, 50)) record[id] = { id, n: 1 };
const byIndex = ids.map((id) => record[id]);
const map = new Map(ids.map((id) => [id, record[id]]));
const read = (target, key) => target[key];
// Other shapes read at the same site make it megamorphic.
for (const other of [{ a: 1 }, { b: 1 }, { c: 1 }, { d: 1 }, { e: 1 }])
  for (let i = 0; i < 1000; i++) read(other, "a");
const READS = 1_000_000;
const indexes = Array.from({ length: READS }, (_, i) => (i * 7919) % ids.length);
const keys = indexes.map((i) => ids[i]);
const ways = {
  "dictionary record": () => {
    let sum = 0;
    for (let i = 0; i < READS; i++) sum += read(record, keys[i]).n;
    return sum;
  },
  Map: () => {
    let sum = 0;
    for (let i = 0; i < READS; i++) sum += map.get(keys[i]).n;
    return sum;
  },
  "array by index": () => {
    let sum = 0;
    for (let i = 0; i < READS; i++) sum += byIndex[indexes[i]].n;
    return sum;
  },
};
for (let round = 0; round < 2; round++)
  for (const [name, run] of Object.entries(ways)) {
    const start = performance.now();
    for (let r = 0; r < 5; r++) run();
    const ns = ((performance.now() - start) * 1e6) / (5 * READS);
    console.log(`${name}: ${ns.toFixed(1)} ns a read`);
  }
