/**
 * Issue 4's compiler figures, on 10,000 generated cards (bench/generate-cards.ts):
 *  - compile throughput (parse + check + lower), in process, parser built once: cards per second;
 *  - `rift check`'s work as a ratio to `JSON.parse` of the same cards encoded as JSON, one run;
 *  - `rift build` cold, and after editing one card (50 files of 200 cards).
 *
 *     npm run build && npx vitest bench --run bench/compile.bench.ts
 *
 * Throughput and check are timed on the built package (`dist/lib`, which `rift` and
 * `import "riftscript"` run; vitest.config.ts lets Node load it as it is), and once more on the
 * TypeScript sources as Vitest's module runner serves them, whose rewritten imports cost extra:
 * both figures are printed.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, bench, describe } from "vitest";
import { build } from "../compiler/build.js";
import { compile as compileFromSource } from "../compiler/compile.js";
import { loadTokenLibrary } from "../compiler/node-host.js";
import { check, compile } from "../dist/lib/index.js";
import { generateCardFiles } from "./generate-cards.js";

const CARDS = 10_000;
const library = loadTokenLibrary();
const sources = generateCardFiles(CARDS, 50);
const first = compile(sources, { library });
const errors = first.diagnostics.filter((d) => d.severity === "error");
if (errors.length > 0 || first.definitions.filter((d) => d.kind === "card").length !== CARDS) {
  throw new Error(`the generated set does not compile cleanly: ${errors[0]?.message ?? "count"}`);
}
const asJson = JSON.stringify(first.files.flatMap((f) => f.definitions));

const timings = {
  compile: [] as number[],
  source: [] as number[],
  check: [] as number[],
  json: [] as number[],
};
function timed(list: number[], run: () => unknown): void {
  const start = performance.now();
  run();
  list.push(performance.now() - start);
}

describe(`compile ${CARDS.toLocaleString("en")} generated cards`, () => {
  bench(
    "compile (parse + check + lower), built package",
    () => timed(timings.compile, () => compile(sources, { library })),
    // The first runs of the process also pay for compiling the compiler (V8 tiers it up): a
    // longer warm-up, so the figure is the steady state a build or a check of many files sees.
    { iterations: 8, warmupIterations: 6 },
  );
  bench(
    "compile, TypeScript sources through Vitest's module runner",
    () => timed(timings.source, () => compileFromSource(sources, { library })),
    {
      iterations: 8,
      warmupIterations: 2,
    },
  );
  bench("check", () => timed(timings.check, () => check(sources, { library })), {
    iterations: 8,
    warmupIterations: 2,
  });
  bench("JSON.parse of the same cards", () => timed(timings.json, () => JSON.parse(asJson)), {
    iterations: 8,
    warmupIterations: 2,
  });
});

const buildTimings = { cold: 0, edited: 0 };
describe("rift build (50 files of 200 cards)", () => {
  bench(
    "cold, then after editing one card",
    async () => {
      const outDir = mkdtempSync(join(tmpdir(), "rift-bench-build-"));
      try {
        let start = performance.now();
        const cold = await build(sources, { library, outDir });
        buildTimings.cold = performance.now() - start;
        if (!cold.ok) throw new Error("cold build failed");
        const edited = sources.map((s, i) =>
          i === 7 ? { ...s, text: s.text.replace("might 2", "might 3") } : s,
        );
        start = performance.now();
        const warm = await build(edited, { library, outDir });
        buildTimings.edited = performance.now() - start;
        if (!warm.ok || warm.report.written.length > 2)
          throw new Error("the edited build re-emitted too much");
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    },
    { iterations: 1, warmupIterations: 0 },
  );
});

afterAll(() => {
  // `timed` also sees the warm-up runs, which come first: only the last eight count.
  const median = (list: number[]) => list.slice(-8).sort((a, b) => a - b)[4] ?? NaN;
  const compileMs = median(timings.compile);
  console.log(
    [
      `compile: median ${compileMs.toFixed(0)} ms = ${Math.round(CARDS / (compileMs / 1000)).toLocaleString("en")} cards/s (sources through Vitest: ${Math.round(CARDS / (median(timings.source) / 1000)).toLocaleString("en")} cards/s)`,
      `check / JSON.parse: ${median(timings.check).toFixed(0)} ms / ${median(timings.json).toFixed(1)} ms = ${(median(timings.check) / median(timings.json)).toFixed(1)}x`,
      `build: cold ${(buildTimings.cold / 1000).toFixed(1)} s, after editing one card ${(buildTimings.edited / 1000).toFixed(2)} s`,
    ].join("\n"),
  );
});
