/**
 * Parsing (lex, parse, CST to AST) of 10,000 generated cards, and the whole compile of the same
 * text beside it. The project's target is 150,000 cards per second for parse + check + lower on
 * one core (issue 4); parsing is the first share of it.
 *
 *     npx vitest bench --run bench/parse.bench.ts
 *
 * Four cases: `parseFile` on the generated file (`parse-cards.ts`: card shapes that together use
 * every kind of ability and most instructions), `parseFile` on 10,000 cards drawn from the bundled
 * set (`generate-cards.ts`, real card text), the same with the direct reader off (every card through
 * Chevrotain and the CST-to-AST builder, as before the direct reader), and `compile` of the
 * generated file. Besides Vitest's
 * table, the run prints cards per second of the best and median runs of each; on a shared machine
 * compare cases of one run, not figures of different runs.
 */
import { afterAll, bench, describe } from "vitest";
import { compile } from "../compiler/compile.js";
import { loadTokenLibrary } from "../compiler/node-host.js";
import { setDirectReading } from "../grammar/declaration-parse.js";
import { parseFile, parser, tokenize } from "../grammar/index.js";
import { generateCardFiles } from "./generate-cards.js";
import { generateCardFile } from "./parse-cards.js";

const CARDS = 10_000;
const text = generateCardFile(CARDS);
const bundled = generateCardFiles(CARDS, 50);
const library = loadTokenLibrary();
const timings: Record<string, number[]> = {
  generated: [],
  bundled: [],
  "bundled, Chevrotain only": [],
  compile: [],
};

// Fail loudly if the generator ever writes text the grammar rejects, even text that only reads
// cleanly line-group by line-group: a benchmark of error recovery would measure the wrong thing.
const check = parseFile("generated.rift", text);
parser.setRecovery(false);
parser.input = tokenize(text).tokens;
parser.file();
if (
  check.diagnostics.length > 0 ||
  parser.errors.length > 0 ||
  check.ast.declarations.length !== CARDS
) {
  throw new Error(`generated file does not parse in one pass: ${parser.errors[0]?.message ?? ""}`);
}
parser.setRecovery(true);
// … and if it stops compiling cleanly, the compile case would skip the cards with mistakes.
const compiled = compile({ file: "generated.rift", text }, { library });
if (compiled.diagnostics.length > 0) {
  throw new Error(`generated file does not compile: ${compiled.diagnostics[0]!.message}`);
}

function timed(list: number[], run: () => unknown): void {
  const start = performance.now();
  run();
  list.push(performance.now() - start);
}

describe(`parse ${CARDS.toLocaleString("en")} cards (${(text.length / 1e6).toFixed(1)} MB generated)`, () => {
  const options = { iterations: 10, warmupIterations: 3 };
  bench(
    "parseFile, generated cards",
    () => timed(timings.generated!, () => parseFile("generated.rift", text)),
    options,
  );
  bench(
    "parseFile, cards drawn from the bundled set (50 files)",
    () =>
      timed(timings.bundled!, () => {
        for (const source of bundled) parseFile(source.file, source.text);
      }),
    options,
  );
  bench(
    "parseFile, the same 50 files with the direct reader off (Chevrotain for every card)",
    () =>
      timed(timings["bundled, Chevrotain only"]!, () => {
        setDirectReading(false);
        try {
          for (const source of bundled) parseFile(source.file, source.text);
        } finally {
          setDirectReading(true);
        }
      }),
    options,
  );
  bench(
    "compile (parse + check + lower), generated cards",
    () => timed(timings.compile!, () => compile({ file: "generated.rift", text }, { library })),
    options,
  );
});

afterAll(() => {
  const rate = (ms: number) => `${Math.round(CARDS / (ms / 1000)).toLocaleString("en")} cards/s`;
  for (const [name, list] of Object.entries(timings)) {
    const sorted = [...list].sort((a, b) => a - b);
    const best = sorted[0]!;
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `${name}: best ${best.toFixed(0)} ms (${rate(best)}); median ${median.toFixed(0)} ms (${rate(median)})`,
    );
  }
});
