/**
 * Thousands of random games over random decks of every card the project defines
 * (test/runtime/wild26-harness.ts), reporting every failure grouped by cause with its seeds and
 * the cards involved. Each game runs in a worker that is ended when one game takes longer than
 * `--timeout` seconds (a loop inside one action never returns), which is reported as a hang, and
 * lists the games over `--slow` seconds of wall time (20 unless told), to be played again alone.
 *
 *   npx esbuild bench/wild26-decks.ts --bundle --platform=node --format=esm \
 *     --packages=external --outfile=dist/wild26-decks.mjs && \
 *   node dist/wild26-decks.mjs --from 1 --games 2000 --workers 2 [--timeout 30] [--json out.json]
 */
import { writeFileSync } from "node:fs";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { fileURLToPath } from "node:url";
import {
  type Failure,
  type GameOutcome,
  loadCardPool,
  playWildGame,
} from "../test/runtime/wild26-harness.js";

interface Job {
  from: number;
  to: number;
}

/** What the main thread keeps of a game: its outcome without the full result. */
type Reported = Omit<GameOutcome, "result"> & { end?: string; turns?: number; ms?: number };

type Message = { type: "start"; seed: number } | { type: "done"; outcome: Reported };

if (!isMainThread) {
  const { from, to } = workerData as Job;
  const pool = loadCardPool();
  for (let seed = from; seed < to; seed++) {
    parentPort?.postMessage({ type: "start", seed } satisfies Message);
    const began = Date.now();
    const outcome = playWildGame(pool, seed);
    // Wall time: worker threads share the process's CPU count; a slow game is played again alone.
    const ms = Date.now() - began;
    const { result, ...rest } = outcome;
    parentPort?.postMessage({
      type: "done",
      outcome: { ...rest, ms, ...(result ? { end: result.end, turns: result.turns } : {}) },
    } satisfies Message);
  }
} else {
  await main();
}

function flag(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const from = flag("from", 1);
  const games = flag("games", 200);
  const workers = flag("workers", 2);
  const timeout = flag("timeout", 30) * 1000;
  const jsonAt = process.argv.indexOf("--json");
  const pool = loadCardPool();
  console.log(
    `${pool.definitions.length} definitions: ${pool.legends.length} legends, ${pool.main.length} main-deck cards, ${pool.battlefields.length} battlefields, ${pool.runes.length} rune cards; ${pool.excluded.length} cards left out`,
  );
  const outcomes: Reported[] = [];
  const started = Date.now();
  const self = fileURLToPath(import.meta.url);
  const ranges: Job[] = [];
  const per = Math.ceil(games / workers);
  for (let s = from; s < from + games; s += per)
    ranges.push({ from: s, to: Math.min(s + per, from + games) });

  await Promise.all(
    ranges.map(
      (range) =>
        new Promise<void>((resolve) => {
          const run = (job: Job) => {
            if (job.from >= job.to) return resolve();
            const worker = new Worker(self, { workerData: job });
            let current = job.from;
            let timer: NodeJS.Timeout | undefined;
            const arm = () => {
              clearTimeout(timer);
              timer = setTimeout(() => {
                outcomes.push({
                  seed: current,
                  dealt: { kind: "free", players: 0, cards: [] },
                  failure: {
                    kind: "hang",
                    cause: `one game ran over ${timeout / 1000} s: a loop inside one action`,
                    message: `seed ${current} did not finish in ${timeout / 1000} s`,
                    recent: [],
                  },
                });
                void worker.terminate();
                run({ from: current + 1, to: job.to });
              }, timeout);
            };
            worker.on("message", (m: Message) => {
              if (m.type === "start") {
                current = m.seed;
                arm();
              } else {
                outcomes.push(m.outcome);
                if (outcomes.length % 250 === 0)
                  console.log(
                    `${outcomes.length} games, ${Math.round((Date.now() - started) / 1000)} s`,
                  );
              }
            });
            worker.on("exit", () => {
              clearTimeout(timer);
              if (current >= job.to - 1) resolve();
            });
            worker.on("error", (err) => {
              clearTimeout(timer);
              console.error(`worker died at seed ${current}: ${err.message}`);
              run({ from: current + 1, to: job.to });
            });
          };
          run(range);
        }),
    ),
  );

  outcomes.sort((a, b) => a.seed - b.seed);
  const byCause = new Map<
    string,
    { failure: Failure; seeds: number[]; cards: Map<string, number> }
  >();
  for (const o of outcomes) {
    if (!o.failure) continue;
    const key = `${o.failure.kind}: ${o.failure.cause}${o.failure.where ? ` @ ${o.failure.where.split(" < ")[0]}` : ""}`;
    let group = byCause.get(key);
    if (!group) byCause.set(key, (group = { failure: o.failure, seeds: [], cards: new Map() }));
    group.seeds.push(o.seed);
    for (const c of o.failure.recent) group.cards.set(c, (group.cards.get(c) ?? 0) + 1);
  }
  const ends = new Map<string, number>();
  for (const o of outcomes) ends.set(o.end ?? "failed", (ends.get(o.end ?? "failed") ?? 0) + 1);
  console.log(
    `\n${outcomes.length} games (seeds ${from}–${from + games - 1}) in ${Math.round((Date.now() - started) / 1000)} s; ends: ${[...ends].map(([k, n]) => `${k} ${n}`).join(", ")}`,
  );
  const slow = outcomes.filter((o) => (o.ms ?? 0) > flag("slow", 20) * 1000);
  console.log(
    `over ${flag("slow", 20)} s of wall time: ${slow.map((o) => `${o.seed} (${Math.round((o.ms ?? 0) / 1000)} s, ${o.end ?? "failed"})`).join(", ") || "none"}`,
  );
  const players = new Map<number, number>();
  for (const o of outcomes) players.set(o.dealt.players, (players.get(o.dealt.players) ?? 0) + 1);
  console.log(`players: ${[...players].map(([k, n]) => `${k}p ${n}`).join(", ")}`);
  console.log(`${byCause.size} distinct failures:`);
  for (const [key, group] of [...byCause].sort((a, b) => b[1].seeds.length - a[1].seeds.length)) {
    const cards = [...group.cards]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 6)
      .map(([c, n]) => `${c} ×${n}`);
    console.log(`\n[${group.seeds.length}] ${key}`);
    console.log(`  e.g. seed ${group.seeds[0]}: ${group.failure.message.slice(0, 400)}`);
    if (group.failure.action) console.log(`  during: ${group.failure.action}`);
    if (group.failure.where) console.log(`  at: ${group.failure.where}`);
    console.log(
      `  seeds: ${group.seeds.slice(0, 12).join(", ")}${group.seeds.length > 12 ? " …" : ""}`,
    );
    console.log(`  cards: ${cards.join(", ")}`);
  }
  if (jsonAt >= 0)
    writeFileSync(process.argv[jsonAt + 1] as string, JSON.stringify(outcomes, null, 1));
}
