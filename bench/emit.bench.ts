/**
 * `rift build` emission of 10,000 generated definitions (issue 4, Performance): cold, into an empty
 * folder, and warm, rebuilding after one card was edited. Targets: cold under 20 s, warm under 1 s.
 *
 *     npx vitest bench --run bench/emit.bench.ts
 *
 * Each case also prints its own timings, since one cold run is the measurement that matters.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, bench, describe } from "vitest";
import { buildOutput } from "../compiler/emit/index.js";
import { generateSet } from "./generate-definitions.js";

const CARDS = 10_000;
const PER_FILE = 200;
const files = generateSet(CARDS, PER_FILE);
const folders: string[] = [];
const timings: Record<string, number[]> = { cold: [], warm: [] };

function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "rift-emit-bench-"));
  folders.push(folder);
  return folder;
}

async function timed(kind: "cold" | "warm", run: () => Promise<unknown>): Promise<void> {
  const start = performance.now();
  await run();
  timings[kind]!.push(performance.now() - start);
}

let warmFolder = "";
let edits = 0;

describe(`emit ${CARDS.toLocaleString("en")} definitions in ${files.length} files`, () => {
  bench(
    "cold build",
    async () => {
      const folder = freshFolder();
      await timed("cold", () => buildOutput(files, folder));
    },
    { iterations: 2, time: 0, warmupIterations: 0, warmupTime: 0 },
  );

  bench(
    "warm rebuild after editing one card",
    async () => {
      if (warmFolder === "") {
        // The cold build the warm runs start from; not timed.
        warmFolder = freshFolder();
        await buildOutput(files, warmFolder);
      }
      edits += 1;
      files[edits % files.length]!.definitions[edits % PER_FILE]!.might = 100 + edits;
      await timed("warm", () => buildOutput(files, warmFolder));
    },
    { iterations: 10, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

afterAll(() => {
  const line = (kind: "cold" | "warm", target: number): string => {
    const runs = timings[kind]!;
    const best = Math.min(...runs);
    const worst = Math.max(...runs);
    return `${kind}: best ${(best / 1000).toFixed(2)} s, worst ${(worst / 1000).toFixed(2)} s over ${runs.length} runs (target under ${target} s)`;
  };
  console.log(`\nrift build emission, ${CARDS} definitions in ${files.length} files`);
  console.log(line("cold", 20));
  console.log(line("warm", 1));
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
