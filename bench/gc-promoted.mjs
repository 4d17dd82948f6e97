// What whole games leave to V8's old generation (bench/RESULTS.md, "Whole games"):
// `node bench/gc-promoted.mjs LIB [games]`, LIB a built `dist/lib` folder inside the project. A
// child process with `--trace-gc-nvp` plays 500 warm-up games, then `games` fixed-seed games
// (default 800); the young collections (scavenges) after the warm-up are averaged:
// KB promoted to the old generation, KB that survived in the young one, MB allocated between two.
// These depend little on the machine's load, where a time does: a game's objects that die young
// cost a scavenge nothing, and those promoted are copied twice and left to a full collection.
import { execFileSync } from "node:child_process";
import { sampleBuild } from "./sample-build.mjs";

const [, script, ...args] = process.argv;
const AFTER_WARM_UP = "-- after the warm-up --";

if (args[0] === "--child") {
  const { playDecks, decks, definitions } = await sampleBuild(args[1]);
  for (let seed = 1; seed <= 500; seed++) playDecks(decks, definitions, { seed, keepLog: false });
  // The trace and this line share stdout: the parent reads the scavenges after it.
  console.log(AFTER_WARM_UP);
  for (let seed = 1; seed <= Number(args[2]); seed++)
    playDecks(decks, definitions, { seed: 10_000 + seed, keepLog: false });
} else {
  const [lib, gamesArg] = args;
  if (!lib) {
    console.error("usage: node bench/gc-promoted.mjs LIB [games]");
    process.exit(2);
  }
  const trace = execFileSync(
    process.execPath,
    ["--trace-gc-nvp", script, "--child", lib, String(Number(gamesArg ?? 800))],
    { encoding: "utf8", maxBuffer: 1 << 28 },
  );
  const scavenges = trace.split("\n").filter((line) => line.includes(" gc=s "));
  const steady = trace
    .slice(trace.indexOf(AFTER_WARM_UP))
    .split("\n")
    .filter((line) => line.includes(" gc=s "));
  const mean = (key) =>
    steady.reduce((sum, line) => sum + Number(line.match(` ${key}=([0-9.]+)`)?.[1] ?? 0), 0) /
    steady.length;
  console.log(
    `${scavenges.length} scavenges; the ${steady.length} after the warm-up each: ` +
      `${(mean("promoted") / 1024).toFixed(0)} KB promoted, ` +
      `${(mean("new_space_survived") / 1024).toFixed(0)} KB survived, ` +
      `${(mean("allocated") / 1048576).toFixed(1)} MB allocated`,
  );
}
