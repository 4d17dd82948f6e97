// What choosing the actions costs a whole game (bench/RESULTS.md, "Whole games"). Run after
// `npm run build`: `node bench/game-choosing.mjs [LIB] [games] [rounds]`. Plays seeded random games
// of the sample decks, then plays each one's recorded actions and decisions again on a new game of
// the same seed, with nothing listed or checked: the difference is what the random policy's
// listings and checks add, including the derived data (characteristics, statics, payment sources)
// they make at a version of the state that the actions after them do not read. A profile shows
// only the listing's own functions; this also counts what they make for nobody else.
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [libArg, gamesArg, roundsArg] = process.argv.slice(2);
const root = pathToFileURL(
  resolve(libArg ?? fileURLToPath(new URL("../dist/lib", import.meta.url))),
).href;
const games = Number(gamesArg ?? 200);
const rounds = Number(roundsArg ?? 3);
const { compile } = await import(`${root}/compiler/compile.js`);
const { loadTokenLibrary, nodeHost } = await import(`${root}/compiler/node-host.js`);
const { RandomChooser, ReplayChooser, createGameFromDecks, playDecks } = await import(
  `${root}/runtime/index.js`
);
const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
  fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
);
const { decks, definitions } = compile(
  files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
  { library: loadTokenLibrary(), host: nodeHost },
);

const cpu = () => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/** The game of `seed` set up as `playDecks` sets it up, then `history` performed in it. */
function replay(seed, history) {
  const { game } = createGameFromDecks(decks, definitions, {
    seed,
    gameChooser: new RandomChooser(seed ^ 0x51ed27),
  });
  for (let i = game.history.length; i < history.length; i++) {
    const { action, decisions } = history[i];
    const result = game.perform(action, { chooser: new ReplayChooser(decisions) });
    if (!result.ok || result.pending) throw new Error(`replay refused ${JSON.stringify(action)}`);
  }
}

for (let seed = 1; seed <= 700; seed++)
  replay(seed, playDecks(decks, definitions, { seed }).game.history);
for (let round = 0; round < rounds; round++) {
  let played = 0;
  let replayed = 0;
  for (let i = 0; i < games; i++) {
    const seed = 20_000 + round * games + i;
    let start = cpu();
    const { game } = playDecks(decks, definitions, { seed });
    played += cpu() - start;
    start = cpu();
    replay(seed, game.history);
    replayed += cpu() - start;
  }
  console.log(
    `played ${(played / games).toFixed(0)} µs a game, its actions alone ${(replayed / games).toFixed(0)} µs: choosing ${((100 * (played - replayed)) / played).toFixed(1)}%`,
  );
}
