// Two builds of the runtime compared on whole games (bench/RESULTS.md, "Whole games"):
// `node bench/game-ab.mjs OLD_LIB NEW_LIB [rounds]`, where each LIB is a built `dist/lib` folder
// (copy one aside before a change: `cp -r dist/lib /tmp/old-lib`, inside the project so that it
// finds `node_modules`). Each round runs a fresh process per build, A then B, so that a change
// of the machine's load hits both; each process plays 700 warm-up games, then times 900 games of
// fixed seeds. The line to read is the median of the rounds' B/A ratios of CPU time per action.
import { execFileSync } from "node:child_process";
import { sampleBuild } from "./sample-build.mjs";

const [, script, ...args] = process.argv;

if (args[0] === "--child") {
  const { playDecks, decks, definitions } = await sampleBuild(args[1]);
  for (let seed = 1; seed <= 700; seed++) playDecks(decks, definitions, { seed, keepLog: false });
  const start = process.cpuUsage();
  let actions = 0;
  const games = 900;
  for (let seed = 1; seed <= games; seed++)
    actions += playDecks(decks, definitions, { seed: 10_000 + seed, keepLog: false }).result
      .actions;
  const used = process.cpuUsage(start);
  const ms = (used.user + used.system) / 1000;
  console.log(JSON.stringify({ games, actions, ms }));
} else {
  const [a, b, roundsArg] = args;
  if (!a || !b) {
    console.error("usage: node bench/game-ab.mjs OLD_LIB NEW_LIB [rounds]");
    process.exit(2);
  }
  const run = (lib) =>
    JSON.parse(execFileSync(process.execPath, [script, "--child", lib], { encoding: "utf8" }));
  const ratios = [];
  const rounds = Number(roundsArg ?? 3);
  for (let round = 1; round <= rounds; round++) {
    const [x, y] = [run(a), run(b)];
    const rate = (r) =>
      `${((r.games / r.ms) * 1000).toFixed(0)} games/s, ${((r.actions / r.ms) * 1000).toFixed(0)} actions/s`;
    const ratio = y.ms / y.actions / (x.ms / x.actions);
    ratios.push(ratio);
    console.log(
      `round ${round}: A ${rate(x)} | B ${rate(y)} | B/A time per action ${ratio.toFixed(3)}`,
    );
  }
  ratios.sort((p, q) => p - q);
  const median = ratios[Math.floor(ratios.length / 2)];
  console.log(
    `median B/A time per action: ${median.toFixed(3)} (B is ${((1 / median - 1) * 100).toFixed(1)}% faster)`,
  );
}
