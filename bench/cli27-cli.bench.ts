/**
 * The `rift` command as a CI job runs it (cli27): whole processes, start-up included, on 10,000
 * generated cards in 50 files (bench/generate-cards.ts), written to a temporary folder.
 *
 *     npm run build && npx vitest bench --run bench/cli27-cli.bench.ts
 *
 * Each measure is the median of three runs (`RIFT_BENCH_RUNS=N` for N) of `node bin/rift.js …`
 * (wall time): `--version`,
 * `check`, a cold `build`, a rebuild with nothing changed, a rebuild after editing one card, and
 * `build --no-cache`. `RIFT_BIN=/other/checkout/bin/rift.js` times another build of the command on
 * the same files, for an A/B on the same minutes.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { afterAll, bench, describe } from "vitest";
import { generateCardFiles } from "./generate-cards.js";

const CARDS = 10_000;
const FILES = 50;
const RUNS = Number(process.env.RIFT_BENCH_RUNS ?? 3);
const BIN = resolve(process.env.RIFT_BIN ?? "bin/rift.js");

const root = mkdtempSync(join(tmpdir(), "rift-bench-cli-"));
const source = join(root, "cards");
for (const { file, text } of generateCardFiles(CARDS, FILES)) {
  const path = join(source, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}
const out = join(root, "out");

/** Wall milliseconds of one run of the command; it must exit 0. */
function timed(args: readonly string[]): number {
  const start = performance.now();
  execFileSync(process.execPath, [BIN, ...args], { stdio: "ignore" });
  return performance.now() - start;
}

function median(list: number[]): number {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
}

const results: [string, number][] = [];

describe(`rift on ${CARDS.toLocaleString("en")} cards in ${FILES} files`, () => {
  bench(
    "version, check, build cold / unchanged / one edit / --no-cache",
    () => {
      const measure = (label: string, run: () => number): void => {
        results.push([label, median(Array.from({ length: RUNS }, run))]);
      };
      measure("rift --version", () => timed(["--version"]));
      measure("rift check", () => timed(["check", source]));
      measure("rift build, cold", () => {
        rmSync(out, { recursive: true, force: true });
        return timed(["build", source, "--out", out]);
      });
      measure("rift build, nothing changed", () => timed(["build", source, "--out", out]));
      const edited = join(source, "generated", "set-007.rift");
      const original = readFileSync(edited, "utf8");
      let might = 2;
      measure("rift build, one card edited", () => {
        // Each run a different edit, so each run has one module to write.
        writeFileSync(edited, original.replace(/might \d+/, `might ${++might}`));
        return timed(["build", source, "--out", out]);
      });
      measure("rift build --no-cache", () => timed(["build", source, "--out", out, "--no-cache"]));
    },
    // Once: without `time: 0` the bench is repeated until half a second has passed, that is, four
    // times over when one round takes minutes.
    { iterations: 1, warmupIterations: 0, time: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  // On stderr: Vitest's bench reporter does not always pass a worker's console.log through.
  process.stderr.write(
    [`${BIN}:`, ...results.map(([label, ms]) => `  ${label}: ${(ms / 1000).toFixed(2)} s`)].join(
      "\n",
    ) + "\n",
  );
});
