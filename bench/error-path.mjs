/**
 * The error path of the compiler, as a designer typing meets it: each declaration of the bundled
 * cards (`cards/`), one mistake at a time, compiled the way `rift check` does and the way the
 * playground's worker does (the tokens library, syntax trees and name uses; `compileSource` in
 * `playground/src/language/language-service.ts`). Two mistakes after a word of a body: the line cut
 * short there (a half-written line), and a stray word.
 *
 *     npx tsc -p tsconfig.build.json && node bench/error-path.mjs [--stride 7] [--top 15] lib…
 *
 * Each `lib` is a built library (`dist/lib`, or a copy of another build inside the project, so
 * that it finds `chevrotain`); given several, each case runs on each in turn, in one process.
 * `--stride n` takes every n-th word. The first 300 cases warm up; then every case is timed once
 * on each path, and each library's 200 slowest again three times, keeping the fastest. Times are
 * the process's CPU time (a shared machine's load is not the compiler's), per syntax error.
 * Prints, for each library, the worst places (`⟨cut⟩` or `⟨stray⟩` marks the mistake) with
 * milliseconds per error on the `check` and the playground path, and the worst and median by the
 * instruction or clause the mistake is in.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const value = Number(args[at + 1]);
  args.splice(at, 2);
  return value;
};
const STRIDE = option("--stride", 7);
const TOP = option("--top", 15);
const libs = (args.length > 0 ? args : ["dist/lib"]).map((lib) => resolve(lib));

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const compilers = [];
for (const lib of libs) {
  const start = cpuMs();
  const { compile } = await import(join(lib, "compiler/compile.js"));
  compilers.push({ lib, compile, loadMs: cpuMs() - start });
}

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];

/** Each top-level declaration of a file, as its own text. */
function declarations(text) {
  const out = [];
  let current;
  for (const line of text.split("\n")) {
    if (/^(card|token|scenario|deck)\b/.test(line)) {
      if (current) out.push(current.join("\n"));
      current = [line];
    } else if (current && !/^(use|\/\/)/.test(line)) {
      current.push(line);
    }
  }
  if (current) out.push(current.join("\n"));
  return out.map((d) => d.trimEnd() + "\n");
}

let wordCount = 0;
/** The mistakes made in one declaration: the text, where, and the clause it is in. */
function* mistakes(declaration) {
  const lines = declaration.split("\n");
  for (let l = 1; l < lines.length; l++) {
    const line = lines[l];
    const words = [...line.matchAll(/\S+/g)];
    for (let w = 0; w < words.length; w++) {
      if (wordCount++ % STRIDE !== 0) continue;
      const end = words[w].index + words[w][0].length;
      const before = line.slice(0, end);
      // The clause: its first word, from the last `:`, `;`, `,` or `—` before the mistake.
      const clause = (before.split(/[:;,—]/).pop() ?? "").trim().split(/\s+/)[0] || "(start)";
      const variants = [
        ["cut", before],
        ["stray", `${before} zork${line.slice(end)}`],
      ];
      for (const [kind, edited] of variants) {
        const text = [...lines.slice(0, l), edited, ...lines.slice(l + 1)].join("\n");
        yield { text, clause, shown: `${before.trim()} ⟨${kind}⟩` };
      }
    }
  }
}

const cases = [];
for (const file of readdirSync("cards").filter((f) => f.endsWith(".rift")))
  for (const declaration of declarations(readFileSync(join("cards", file), "utf8")))
    cases.push(...mistakes(declaration));

function run(compile, text, playground) {
  const start = cpuMs();
  const result = compile(
    [{ file: "edited.rift", text }],
    playground ? { library, syntaxTrees: true, nameUses: true } : {},
  );
  const ms = cpuMs() - start;
  return { ms, errors: result.diagnostics.filter((d) => /^RS1/.test(d.code)).length };
}

/** Times a case on both paths with each library, the fastest of `rounds` runs. */
function time(c, compiler, rounds) {
  let check = Infinity;
  let playground = Infinity;
  let errors = 0;
  for (let i = 0; i < rounds; i++) {
    const a = run(compiler.compile, c.text, false);
    const b = run(compiler.compile, c.text, true);
    check = Math.min(check, a.ms);
    playground = Math.min(playground, b.ms);
    errors = a.errors;
  }
  return { ...c, check, playground, errors };
}

for (const c of cases.slice(0, 300))
  for (const compiler of compilers) {
    run(compiler.compile, c.text, false);
    run(compiler.compile, c.text, true);
  }
const perError = (c) => Math.max(c.check, c.playground) / c.errors;
const results = compilers.map(() => []);
for (const c of cases)
  compilers.forEach((compiler, i) => {
    const timed = time(c, compiler, 1);
    if (timed.errors > 0) results[i].push(timed);
  });
for (const timed of results) timed.sort((a, b) => perError(b) - perError(a));
for (let k = 0; k < 200; k++)
  compilers.forEach((compiler, i) => {
    if (k < results[i].length) results[i][k] = time(results[i][k], compiler, 3);
  });

const fmt = (ms) => ms.toFixed(1).padStart(7);
compilers.forEach((compiler, i) => {
  const timed = results[i];
  console.log(
    `\n## ${compiler.lib}: grammar loaded in ${compiler.loadMs.toFixed(0)} ms of CPU; ${cases.length} cases, ${timed.length} with a syntax error`,
  );
  const worst = [...timed].sort((a, b) => perError(b) - perError(a));
  const seen = new Set();
  console.log(`worst ${TOP} places (ms per error: check, playground)`);
  for (const c of worst) {
    const key = c.shown.replace(/"[^"]*"/g, '"…"').replace(/\d+/g, "N");
    if (seen.has(key)) continue;
    seen.add(key);
    console.log(
      `${fmt(c.check / c.errors)} ${fmt(c.playground / c.errors)}  ${c.shown.slice(-90)}`,
    );
    if (seen.size >= TOP) break;
  }
  const byClause = new Map();
  for (const c of timed) {
    const list = byClause.get(c.clause) ?? [];
    list.push(perError(c));
    byClause.set(c.clause, list);
  }
  const rows = [...byClause.entries()]
    .map(([clause, list]) => {
      list.sort((a, b) => a - b);
      return { clause, n: list.length, max: list.at(-1), median: list[list.length >> 1] };
    })
    .sort((a, b) => b.max - a.max);
  console.log(`by clause (ms per error: worst, median; cases)`);
  for (const r of rows.slice(0, 12))
    console.log(`${fmt(r.max)} ${fmt(r.median)}  ${String(r.n).padStart(5)}  ${r.clause}`);
  const all = timed.map(perError).sort((a, b) => a - b);
  const total = timed.reduce((sum, c) => sum + c.check + c.playground, 0);
  console.log(
    `all: median ${all[all.length >> 1].toFixed(2)} ms, p99 ${all[Math.floor(all.length * 0.99)].toFixed(1)} ms, worst ${all.at(-1).toFixed(1)} ms per error; over 30 ms: ${all.filter((x) => x > 30).length}; ${(total / 1000).toFixed(1)} s in all`,
  );
});
