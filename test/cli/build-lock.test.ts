/**
 * One `rift build` at a time per output folder: a lock file made with `wx` names its holder; a
 * build that finds it held exits 2 saying who holds it; a lock whose process is gone is taken over.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { WriteError } from "../../compiler/atomic-write.js";
import { acquireBuildLock, LOCK_FILE } from "../../compiler/cli/build-lock.js";
import { runRift } from "./run-rift.js";

const CARD = `card unit "Hedge Knight" {\n  cost 2\n  might 2\n}\n`;

function project(): { source: string; out: string; lock: string } {
  const dir = mkdtempSync(join(tmpdir(), "rift-lock-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const source = join(dir, "knight.rift");
  writeFileSync(source, CARD);
  const out = join(dir, "out");
  return { source, out, lock: join(out, LOCK_FILE) };
}

function writeLock(path: string, holder: { pid: number; host?: string }): string {
  mkdirSync(join(path, ".."), { recursive: true });
  const text = JSON.stringify({
    pid: holder.pid,
    host: holder.host ?? hostname(),
    started: "2026-01-02T03:04:05.000Z",
    token: "theirs",
  });
  writeFileSync(path, text);
  return text;
}

/** A process that stays alive until the test ends: the holder of a lock that is not stale. */
function liveProcess(): number {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60_000)"], {
    stdio: "ignore",
  });
  onTestFinished(() => {
    child.kill();
  });
  return child.pid!;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  const run = spawnSync(process.execPath, ["-e", "console.log(process.pid)"], {
    encoding: "utf8",
  });
  return Number(run.stdout.trim());
}

describe("a build lock held by a running build", () => {
  test("turns the second build away with exit 2, naming the holder's pid; nothing is written", async () => {
    const { source, out, lock } = project();
    const pid = liveProcess();
    const text = writeLock(lock, { pid });
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(
      `rift build: cannot write ${out} (another rift build (pid ${pid}, started ` +
        `2026-01-02T03:04:05.000Z) is writing it; wait for it to finish, or delete ${lock} if ` +
        `no such build is running (a lock untouched for 10 minutes is taken over))\n`,
    );
    expect(readdirSync(out)).toEqual([LOCK_FILE]);
    expect(readFileSync(lock, "utf8")).toBe(text);
  });

  test("a holder on another machine cannot be checked, so its lock is respected and named", async () => {
    const { source, out, lock } = project();
    writeLock(lock, { pid: deadPid(), host: "ci-runner-7" });
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(" on ci-runner-7, started ");
  });

  test("in one process the lock is exclusive until it is released", () => {
    const { out } = project();
    const first = acquireBuildLock(out);
    expect(() => acquireBuildLock(out)).toThrow(WriteError);
    expect(() => acquireBuildLock(out)).toThrow(`pid ${process.pid}`);
    first.release(false);
    expect(existsSync(join(out, LOCK_FILE))).toBe(false);
    acquireBuildLock(out).release(false);
  });
});

describe("a stale lock", () => {
  test("left by a process that is gone is taken over, and the build runs and releases it", async () => {
    const { source, out, lock } = project();
    writeLock(lock, { pid: deadPid() });
    const run = await runRift(["build", source, "--out", out]);
    expect(run.stderr).toContain("built 2 modules");
    expect(run.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual([
      ".rift-cache.json",
      "index.ts",
      "knight.ts",
      "tokens.ts",
    ]);
  });

  test("an empty lock file from long ago (its writer died before writing it) is taken over", async () => {
    const { source, out, lock } = project();
    mkdirSync(out);
    writeFileSync(lock, "");
    const past = new Date(Date.now() - 60_000);
    utimesSync(lock, past, past);
    const run = await runRift(["build", source, "--out", out]);
    expect(run.code).toBe(0);
    expect(existsSync(lock)).toBe(false);
  });
});

test("a failed build releases the lock and removes the output folder it created", async () => {
  const { source, out } = project();
  writeFileSync(source, CARD.replace("might 2", "might two"));
  const run = await runRift(["build", source, "--out", out]);
  expect(run.code).toBe(1);
  expect(existsSync(out)).toBe(false);
});

test(
  "two builds started at once into one folder: each succeeds or is turned away, never half-written",
  { timeout: 60_000 },
  async () => {
    const { out } = project();
    const build = (): Promise<{ code: number | null; stderr: string; pid: number }> =>
      new Promise((resolve) => {
        const child = spawn(
          process.execPath,
          ["bin/rift.js", "build", "cards", "--out", out, "--no-cache"],
          { stdio: ["ignore", "ignore", "pipe"] },
        );
        let stderr = "";
        child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
        child.on("close", (code) => resolve({ code, stderr, pid: child.pid! }));
      });
    const [a, b] = await Promise.all([build(), build()]);
    for (const [run, other] of [
      [a, b],
      [b, a],
    ] as const) {
      if (run.code === 0) continue;
      expect(run.code, run.stderr).toBe(2);
      expect(run.stderr).toContain(`another rift build (pid ${other.pid}, started `);
    }
    expect([a.code, b.code]).toContain(0);
    // Every module is whole and the folder holds no temporary file and no lock.
    const names = readdirSync(out);
    expect(names.filter((name) => name.startsWith("."))).toEqual([".rift-cache.json"]);
    const index = readFileSync(join(out, "index.ts"), "utf8");
    for (const name of names.filter((n) => n.endsWith(".ts") && n !== "index.ts")) {
      expect(index).toContain(`./${name.replace(/\.ts$/, ".js")}`);
      expect(readFileSync(join(out, name), "utf8")).toMatch(/^\/\/ Generated by[^]*\n$/);
    }
  },
);
