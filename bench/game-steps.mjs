// Where a whole game's time goes, by kind of step (bench/RESULTS.md, "Whole games"). Run after
// `npm run build`: `node bench/game-steps.mjs`. Plays 700 warm-up games of the sample decks, then
// times 400 fixed-seed games, wrapping the game's `perform` and the listing methods to add up the time
// of each kind of action and of the random policy's listings and checks. Measurement only: the wrapping
// costs a little, so read the shares, not the absolute times.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile, loadTokenLibrary, nodeHost, playDecks } from "../dist/lib/index.js";

const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
  fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
);
const { decks, definitions } = compile(
  files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
  { library: loadTokenLibrary(), host: nodeHost },
);

const time = new Map();
const count = new Map();
let measuring = false;
const add = (kind, ns) => {
  time.set(kind, (time.get(kind) ?? 0n) + ns);
  count.set(kind, (count.get(kind) ?? 0) + 1);
};
const proto = Object.getPrototypeOf(playDecks(decks, definitions, { seed: 1 }).game);
const perform = proto.perform;
proto.perform = function (action, options) {
  if (!measuring) return perform.call(this, action, options);
  const chain = this.state.chain.length;
  const where =
    action.type !== "pass"
      ? action.type
      : chain > 0
        ? "pass with a Chain"
        : this.state.showdown
          ? "pass in a showdown"
          : "pass";
  const start = process.hrtime.bigint();
  const result = perform.call(this, action, options);
  const kind =
    where === "pass with a Chain"
      ? this.state.chain.length < chain
        ? "pass that resolves an item"
        : "pass that hands priority on"
      : where;
  add(kind, process.hrtime.bigint() - start);
  return result;
};
// The random policy lists candidate actions and checks each as it tries it (`isListed`).
for (const [method, kind] of [
  ["legalActions", "listing legal actions"],
  ["candidateActions", "listing candidate actions"],
  ["isListed", "checking a candidate"],
]) {
  const original = proto[method];
  proto[method] = function (...args) {
    if (!measuring) return original.apply(this, args);
    const start = process.hrtime.bigint();
    const result = original.apply(this, args);
    add(method === "isListed" ? `${kind}: ${args[0].type}` : kind, process.hrtime.bigint() - start);
    return result;
  };
}

for (let seed = 1; seed <= 700; seed++) playDecks(decks, definitions, { seed });
const GAMES = 400;
measuring = true;
const start = process.hrtime.bigint();
for (let seed = 1; seed <= GAMES; seed++) playDecks(decks, definitions, { seed: 5000 + seed });
const total = Number(process.hrtime.bigint() - start);
measuring = false;
console.log(`${((total / GAMES) * 1e-6).toFixed(2)} ms a game (${GAMES} games)`);
for (const [kind, ns] of [...time].sort((a, b) => Number(b[1] - a[1]))) {
  const n = count.get(kind) ?? 1;
  console.log(
    `${kind.padEnd(30)} ${((Number(ns) / total) * 100).toFixed(1).padStart(5)}%  ` +
      `${(n / GAMES).toFixed(1).padStart(6)} a game  ${(Number(ns) / n / 1000).toFixed(1).padStart(6)} µs each`,
  );
}
