/**
 * Parsing alone (lex, parse, CST to AST) of a generated 10,000-card file. The project's target is
 * 150,000 cards per second for parse + check + lower on one core; parsing is the first share of it.
 *
 *     npx vitest bench --run bench/parse.bench.ts
 *
 * The file is generated here, deterministically, from card shapes that together use every kind of
 * ability and most instructions. Besides Vitest's table, the run prints cards and megabytes per
 * second of the best and median runs.
 */
import { afterAll, bench, describe } from "vitest";
import { parseFile, parser, tokenize } from "../grammar/index.js";

const CARDS = 10_000;

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"];
const TAGS = ["Recruit", "Fae", "Bird", "Mech", "Poro"];
const KEYWORDS = ["Tank", "Deflect 2", "Assault 1", "Shield 1", "Backline", "Ganking", "Hidden"];

/** Ability lines, each a valid sentence group; cards take one to three of them. */
const ABILITIES = [
  "when this is played: play a Recruit token here; draw 1",
  "when this dies: create a Recruit token at your base",
  "when a friendly unit here dies, once each turn: give target unit +1 might this turn",
  "when you conquer here: you may draw 1; if you do, discard 1",
  "at the start of your turn: ready this",
  "exhaust this, pay 1 Fury: deal 2 to target enemy unit here",
  "reaction — kill this: counter target spell",
  "units here with tag Bird or Cat get +1 might",
  "if this would die, return it to its owner's hand instead",
  "as you play this, you may discard 1: draw 2",
  "deathknell: play 2 ready Bird tokens at your base",
  "when you play a spell: buff this",
  "effect: banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand",
  "effect: choose one: { draw 2 } or { kill target gear with cost 2 or less }",
  "effect: for each enemy unit here as foe, deal 1 to foe",
];

function generateFile(count: number, seed: number): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    const lines = [
      `card unit "Generated ${i}" {`,
      `  cost ${1 + Math.floor(next() * 6)} + 1 ${pick(DOMAINS)}  domain ${pick(DOMAINS)}  might ${1 + Math.floor(next() * 6)}`,
      `  tags ${pick(TAGS)}`,
      `  keywords ${pick(KEYWORDS)}`,
    ];
    const abilities = 1 + Math.floor(next() * 3);
    for (let a = 0; a < abilities; a++) lines.push(`  ${pick(ABILITIES)}`);
    lines.push("}");
    cards.push(lines.join("\n"));
  }
  return cards.join("\n\n") + "\n";
}

const text = generateFile(CARDS, 42);
const timings: number[] = [];

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

describe(`parse ${CARDS.toLocaleString("en")} generated cards (${(text.length / 1e6).toFixed(1)} MB)`, () => {
  bench(
    "parseFile",
    () => {
      const start = performance.now();
      parseFile("generated.rift", text);
      timings.push(performance.now() - start);
    },
    { iterations: 10, warmupIterations: 3 },
  );
});

afterAll(() => {
  const sorted = [...timings].sort((a, b) => a - b);
  const best = sorted[0]!;
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const rate = (ms: number) =>
    `${Math.round(CARDS / (ms / 1000)).toLocaleString("en")} cards/s, ${(text.length / 1e6 / (ms / 1000)).toFixed(1)} MB/s`;
  console.log(
    `parse: best ${best.toFixed(0)} ms (${rate(best)}); median ${median.toFixed(0)} ms (${rate(median)})`,
  );
});
