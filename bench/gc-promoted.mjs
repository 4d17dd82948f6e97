// What whole games leave to V8's old generation (bench/RESULTS.md, "Whole games"):
// `node bench/gc-promoted.mjs LIB [games]`, LIB a built `dist/lib` folder inside the project. A
// child process with `--trace-gc-nvp` plays 500 warm-up games, then `games` fixed-seed games
// (default 800); the young collections (scavenges) of the second half of its run are averaged:
// KB promoted to the old generation, KB that survived in the young one, MB allocated between two.
// These depend little on the machine's load, where a time does: a game's objects that die young
// cost a scavenge nothing, and those promoted are copied twice and left to a full collection.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [, script, ...args] = process.argv;

if (args[0] === "--child") {
  const { readFileSync } = await import("node:fs");
  const lib = pathToFileURL(resolve(args[1])).href;
  const { compile } = await import(`${lib}/compiler/compile.js`);
  const { loadTokenLibrary, nodeHost } = await import(`${lib}/compiler/node-host.js`);
  const { playDecks } = await import(`${lib}/runtime/index.js`);
  const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
    fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
  );
  const { decks, definitions } = compile(
    files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost },
  );
  for (let seed = 1; seed <= 500; seed++) playDecks(decks, definitions, { seed, keepLog: false });
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
  const steady = scavenges.slice(Math.floor(scavenges.length / 2));
  const mean = (key) =>
    steady.reduce((sum, line) => sum + Number(line.match(` ${key}=([0-9.]+)`)?.[1] ?? 0), 0) /
    steady.length;
  console.log(
    `${scavenges.length} scavenges; the last ${steady.length} each: ` +
      `${(mean("promoted") / 1024).toFixed(0)} KB promoted, ` +
      `${(mean("new_space_survived") / 1024).toFixed(0)} KB survived, ` +
      `${(mean("allocated") / 1048576).toFixed(1)} MB allocated`,
  );
}
