/**
 * The build lock (compiler/cli/build-lock.ts) against what no build writes in its place, and its
 * writing: the lock is linked into place already whole, so another build (or a person) never reads
 * it empty or half-written, and nothing of its making is left beside it.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, onTestFinished, test } from "vitest";
import { acquireBuildLock, LOCK_FILE } from "../../compiler/cli/build-lock.js";
import { runRift } from "./run-rift.js";

const CARD = `card unit "Lockstep Warden Cli33" {\n  cost 2\n  might 2\n}\n`;

function project(): { source: string; out: string; lock: string } {
  const dir = mkdtempSync(join(tmpdir(), "rift-cli33-lock-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const source = join(dir, "warden.rift");
  writeFileSync(source, CARD);
  const out = join(dir, "out");
  mkdirSync(out);
  return { source, out, lock: join(out, LOCK_FILE) };
}

test("a dangling symbolic link in the lock's place: exit 2, saying what is there and what to do", async () => {
  const { source, out, lock } = project();
  const target = join(out, "..", "never-made");
  symlinkSync(target, lock);
  const run = await runRift(["build", source, "--out", out]);
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(
    `rift build: cannot write ${lock} (a symbolic link is there (to ${target}, ` +
      `which does not exist), not the lock file a build writes; remove the link)\n`,
  );
  expect(run.stderr).not.toContain("try again");
  // The link is the user's to remove: left as it was, and nothing else written.
  expect(readlinkSync(lock)).toBe(target);
  expect(readdirSync(out)).toEqual([LOCK_FILE]);
});

test("a symbolic link to a file is not taken for a lock either, and the file it names is untouched", async () => {
  const { source, out, lock } = project();
  const target = join(out, "..", "notes.txt");
  writeFileSync(target, "mine\n");
  symlinkSync(target, lock);
  const run = await runRift(["build", source, "--out", out]);
  expect(run.code).toBe(2);
  expect(run.stderr).toContain(`(a symbolic link is there (to ${target}), not the lock file`);
  expect(lstatSync(lock).isSymbolicLink()).toBe(true);
  expect(statSync(target).size).toBe(5);
});

test("a named pipe in the lock's place fails at once instead of waiting for a writer", async () => {
  const { source, out, lock } = project();
  const made = spawnSync("mkfifo", [lock]);
  expect(made.status).toBe(0);
  const run = await runRift(["build", source, "--out", out]);
  expect(run.code).toBe(2);
  expect(run.stderr).toBe(
    `rift build: cannot write ${lock} (something other than a file (a pipe or a device) is ` +
      `there, not the lock file; remove it)\n`,
  );
});

test("the lock is whole from the moment it exists, and nothing is left beside it", () => {
  const { out, lock } = project();
  const taken = acquireBuildLock(out);
  onTestFinished(() => taken.release(false));
  expect(readdirSync(out)).toEqual([LOCK_FILE]);
  // One name only: the staged file it was linked from is gone.
  expect(statSync(lock).nlink).toBe(1);
});

test(
  "a reader polling the lock while builds take and release it never reads it empty or partial",
  { timeout: 30_000 },
  async () => {
    const { out, lock } = project();
    // The reader runs in its own process, as another build would: it counts the reads it made
    // that found the lock there, and those that found it other than a whole holder.
    const reader = spawn(
      process.execPath,
      [
        "-e",
        `const fs = require("node:fs");
         let seen = 0, partial = 0;
         const end = Date.now() + 4000;
         while (Date.now() < end) {
           let text;
           try { text = fs.readFileSync(${JSON.stringify(lock)}, "utf8"); } catch { continue; }
           seen++;
           try { if (typeof JSON.parse(text).pid !== "number") partial++; } catch { partial++; }
         }
         console.log(JSON.stringify({ seen, partial }));`,
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    let stdout = "";
    reader.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    const done = new Promise<void>((resolve) => reader.on("close", () => resolve()));
    const end = Date.now() + 3_500;
    while (Date.now() < end) {
      for (let i = 0; i < 50; i++) acquireBuildLock(out).release(false);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await done;
    const { seen, partial } = JSON.parse(stdout) as { seen: number; partial: number };
    expect(seen).toBeGreaterThan(0);
    expect(partial).toBe(0);
    expect(existsSync(lock)).toBe(false);
    expect(readdirSync(out)).toEqual([]);
  },
);
