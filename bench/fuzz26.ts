/**
 * The long run of the card-text fuzzer (test/fuzz/): generated cards through every oracle, then in
 * games. Seeded: the same arguments find the same failures.
 *
 *     npx esbuild bench/fuzz26.ts --bundle --platform=node --format=esm \
 *       --packages=external --outfile=dist/fuzz/fuzz26.mjs && node dist/fuzz/fuzz26.mjs [cards] [games] [seed]
 *
 * Prints a count of each kind of failure with its first example, and the totals.
 */
import type { Definition } from "../runtime/index.js";
import { generateCards } from "../test/fuzz/card-gen.js";
import { playMixedGame } from "../test/fuzz/games.js";
import { checkCardText, mutationProblems } from "../test/fuzz/oracles.js";

const [cardsArg, gamesArg, seedArg, mutationsArg] = process.argv.slice(2);
const CARDS = Number(cardsArg ?? 2000);
const GAMES = Number(gamesArg ?? 200);
const SEED = Number(seedArg ?? 1);
const MUTATIONS = Number(mutationsArg ?? 2);
// `FUZZ_GAME=65` replays that one game of the run (its cards compiled, no mutations), to look into it.
const ONLY_GAME =
  process.env["FUZZ_GAME"] === undefined ? undefined : Number(process.env["FUZZ_GAME"]);

const failures = new Map<string, { count: number; example: string }>();

/** Groups a problem by its first line with numbers and names blurred, so a cause counts once. */
function record(problem: string, context: string): void {
  const key = (problem.split("\n")[0] ?? problem)
    .replace(/Fuzz \w+ \d+ F26/g, "<card>")
    .replace(/\d+/g, "N")
    .replace(/"[^"]*"/g, '"…"')
    .slice(0, 160);
  const seen = failures.get(key);
  if (seen) seen.count++;
  else {
    failures.set(key, { count: 1, example: `${problem}\n--- context:\n${context}` });
    // Printed as found, so that a long run that is stopped still tells what it found.
    console.log(`\n### new failure: ${key}\n${problem.slice(0, 2000)}\n--- context:\n${context}`);
  }
}

const start = Date.now();
const cards = generateCards(SEED, CARDS);
let compiled = 0;
const compiledDefinitions: Definition[] = [];
const errorCodes = new Map<string, number>();
for (const [index, card] of cards.entries()) {
  const cardStart = process.cpuUsage();
  const verdict = checkCardText(card.text);
  for (const p of verdict.problems) record(p, card.text);
  if (ONLY_GAME === undefined)
    for (const p of mutationProblems(card.text, SEED * 100_003 + index, MUTATIONS))
      record(p, card.text);
  if (verdict.errors.length === 0 && verdict.definitions.length > 0) {
    compiled++;
    compiledDefinitions.push(...verdict.definitions);
  }
  for (const e of verdict.errors) errorCodes.set(e.code, (errorCodes.get(e.code) ?? 0) + 1);
  const cardSpent = process.cpuUsage(cardStart);
  const took = Math.round((cardSpent.user + cardSpent.system) / 1000);
  if (took > 2000) record(`slow: a card and its mutations took ${took} ms of CPU`, card.text);
  if ((index + 1) % 500 === 0) console.log(`… ${index + 1} cards, ${compiled} compiled`);
}
const compileTime = Date.now() - start;

let played = 0;
let generatedPlays = 0;
const ends = new Map<string, number>();
for (let g = ONLY_GAME ?? 0; g < (ONLY_GAME === undefined ? GAMES : ONLY_GAME + 1); g++) {
  // Each game draws its generated cards from a window of the batch, so that many get played.
  const window = compiledDefinitions.slice((g * 37) % Math.max(1, compiledDefinitions.length - 60));
  if (process.env["FUZZ_TRACE"]) console.log(`game ${g} (seed ${SEED * 1000 + g})`);
  // CPU time, not wall time: a shared machine's load is not the game's fault.
  const gameStart = process.cpuUsage();
  const verdict = playMixedGame(window.slice(0, 60), SEED * 1000 + g);
  const spent = process.cpuUsage(gameStart);
  const gameTook = Math.round((spent.user + spent.system) / 1000);
  if (gameTook > 10_000)
    record(`slow: a game took ${gameTook} ms of CPU`, `game seed ${verdict.seed}, window ${g}`);
  played++;
  generatedPlays += verdict.generatedPlays;
  if (verdict.problem) record(verdict.problem, `game seed ${verdict.seed}, window ${g}`);
  else ends.set(verdict.end ?? "?", (ends.get(verdict.end ?? "?") ?? 0) + 1);
  if ((g + 1) % 20 === 0) console.log(`… ${g + 1} games`);
}

console.log(`cards generated: ${CARDS}, compiled cleanly: ${compiled} (${compileTime} ms)`);
console.log(
  `error codes of the rest: ${[...errorCodes]
    .sort((a, b) => b[1] - a[1])
    .map(([c, n]) => `${c}×${n}`)
    .join(" ")}`,
);
console.log(
  `games played: ${played}, ends: ${JSON.stringify(Object.fromEntries(ends))}, generated cards played: ${generatedPlays} (${Date.now() - start} ms)`,
);
console.log(`distinct failures: ${failures.size}`);
for (const [key, { count }] of [...failures].sort((a, b) => b[1].count - a[1].count)) {
  console.log(`${count}× ${key}`);
}
