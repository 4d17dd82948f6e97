import { randomUUID } from "node:crypto";
import {
  existsSync,
  linkSync,
  lstatSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmdirSync,
  rmSync,
  type Stats,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { basename, dirname, join } from "node:path";
import { codeOf, makeFolder, reasonOf, WriteError } from "../atomic-write.js";
import { isRunning } from "../emit/build-output.js";
import { displayPath } from "../files.js";

/**
 * One `rift build` at a time per output folder. Two builds writing one folder at once (two CI jobs,
 * a watcher and a hand-run build) would each read the other's half-updated cache and delete each
 * other's "stale" modules; every file is still written atomically, but the folder as a whole would
 * match neither build. The lock is a file in the folder that names its holder, so that a build
 * turned away can say who holds it. It is written whole beside its place and then hard-linked into
 * it, which fails when anything is already there, so exactly one process takes it and no reader
 * (another build, a person looking) ever finds it empty or half-written.
 */
export const LOCK_FILE = ".rift-build.lock";

interface Holder {
  pid: number;
  host: string;
  started: string;
  /** Tells this lock from a later one of the same pid (after a takeover, say). */
  token: string;
}

export interface BuildLock {
  /**
   * One line for the user when the lock was taken over from a build that is gone: whose it was
   * and why it counts as stale. Undefined when the lock was free.
   */
  tookOver: string | undefined;
  /**
   * Deletes the lock (only if it is still this build's). `failed`: the build wrote nothing, so an
   * output folder that taking the lock created is removed again, as if the build had never run.
   */
  release(failed: boolean): void;
}

/** A lock file still empty is one being written this instant; after this long its writer is gone. */
const EMPTY_LOCK_GRACE_MS = 5_000;

/**
 * A lock untouched for this long is stale whoever holds it: a holder on another machine (a folder
 * restored from a CI cache) cannot be asked whether it runs, and a live pid may be another
 * process's by now (pids are reused, and every container counts from 1). A build refreshes its
 * lock every `HEARTBEAT_MS` while it runs, so no live build's lock gets this old.
 */
export const STALE_LOCK_MS = 10 * 60_000;
const HEARTBEAT_MS = 60_000;

/** The tokens of the locks this process holds: a lock naming this pid with another token is stale. */
const held = new Set<string>();

/**
 * Takes the lock on `outDir`, creating the folder if needed. Throws a `WriteError` naming the
 * holder (exit 2) when another build holds it. A stale lock — its process gone (killed, or the
 * machine rebooted), or untouched for `STALE_LOCK_MS` — is taken over, and `tookOver` says so.
 */
export function acquireBuildLock(outDir: string): BuildLock {
  const created = !existsSync(outDir);
  makeFolder(outDir);
  const path = join(outDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    started: new Date().toISOString(),
    token: randomUUID(),
  };
  const text = `${JSON.stringify(mine)}\n`;
  let heartbeat: NodeJS.Timeout | undefined;
  const release = (failed: boolean): void => {
    clearInterval(heartbeat);
    held.delete(mine.token);
    if (readHolder(path)?.token === mine.token) rmSync(path, { force: true });
    if (failed && created) {
      try {
        rmdirSync(outDir);
      } catch {
        // Not empty: another build has started writing there since.
      }
    }
  };

  let tookOver: string | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    let taken: boolean;
    try {
      taken = createLock(path, text);
    } catch (error) {
      throw lockNotWritten(outDir, path, error);
    }
    if (taken) {
      held.add(mine.token);
      heartbeat = setInterval(() => refresh(path, mine.token), HEARTBEAT_MS).unref();
      return { release, tookOver };
    }
    // Something no build writes (a folder, a symbolic link, a pipe) can never be read or taken
    // over: waiting on it would end in "other builds keep taking it", sending the user after
    // builds that do not exist (and reading a pipe would hang).
    const foreign = notALockFile(path);
    if (foreign !== undefined) throw new WriteError(path, foreign);
    const seen = readLock(path);
    if (seen === undefined) continue; // released in between: try again
    const holder = parseHolder(seen);
    const age = ageMs(path);
    let stale: string;
    if (holder === undefined) {
      // Only a build of an older rift (which created the lock empty and then wrote it) or a
      // file system without hard links leaves a lock empty for a moment.
      if (age < EMPTY_LOCK_GRACE_MS) {
        pause(20);
        continue;
      }
      stale = "it names no build: one died as it took it";
    } else {
      const why = staleness(holder, mine, age);
      if (why === undefined) throw new WriteError(outDir, heldBy(holder, path));
      stale = `the lock of pid ${holder.pid}${elsewhere(holder)}, started ${holder.started}: ${why}`;
    }
    if (takeOver(path, seen)) {
      tookOver = `took over the stale lock ${displayPath(path)} (${stale})`;
    }
  }
  throw new WriteError(outDir, `other rift builds keep taking ${displayPath(path)}; try again`);
}

/**
 * Creates the lock holding `text`, or returns false when something is already in its place. The
 * staged file's name is a temporary file's (`TEMPORARY_FILE`), so one left by a killed build is
 * swept by the next build like any other.
 */
function createLock(path: string, text: string): boolean {
  const staged = join(dirname(path), `.${basename(path)}.${process.pid}.${Date.now()}.tmp`);
  writeFileSync(staged, text, { flag: "wx" });
  try {
    linkSync(staged, path);
    return true;
  } catch (error) {
    const code = codeOf(error);
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") {
      throw error;
    }
    // No hard links on this file system (FAT, some network mounts): `wx` is still exclusive,
    // and a reader that finds the lock empty waits `EMPTY_LOCK_GRACE_MS` for it to be written.
    try {
      writeFileSync(path, text, { flag: "wx" });
      return true;
    } catch (fallback) {
      if (codeOf(fallback) === "EEXIST") return false;
      throw fallback;
    }
  } finally {
    rmSync(staged, { force: true });
  }
}

/** Why what is at the lock's place is not a lock file any build wrote, or undefined if it may be. */
function notALockFile(path: string): string | undefined {
  let stats: Stats;
  try {
    stats = lstatSync(path);
  } catch {
    return undefined; // released in between
  }
  if (stats.isDirectory()) return "a folder is there, not the lock file; remove it";
  if (stats.isSymbolicLink()) {
    let target = "";
    try {
      target = ` (to ${readlinkSync(path)}${existsSync(path) ? "" : ", which does not exist"})`;
    } catch {
      // Gone in between: said without its target.
    }
    return `a symbolic link is there${target}, not the lock file a build writes; remove the link`;
  }
  if (!stats.isFile())
    return "something other than a file (a pipe or a device) is there, not the lock file; remove it";
  return undefined;
}

/**
 * The lock is the first file a build creates, so a folder it cannot write fails here: the message
 * names the folder, which is what the user chose and can fix, rather than a file they never heard of.
 */
function lockNotWritten(outDir: string, path: string, error: unknown): WriteError {
  const code = codeOf(error);
  if (code === "EACCES" || code === "EPERM") {
    return new WriteError(outDir, "permission denied: this user cannot create files in the folder");
  }
  if (code === "EROFS") return new WriteError(outDir, "the folder is on a read-only file system");
  return new WriteError(path, reasonOf(error));
}

/** Why a held lock is stale, or undefined while its holder may still be running. */
function staleness(holder: Holder, mine: Holder, age: number): string | undefined {
  if (age >= STALE_LOCK_MS) {
    return `untouched for ${Math.floor(age / 60_000)} minutes, and a running build refreshes its lock every minute`;
  }
  if (holder.host !== mine.host) return undefined;
  if (holder.pid === mine.pid && !held.has(holder.token)) {
    return "that pid is this build's own now, so the build that took it is gone";
  }
  return isRunning(holder.pid) ? undefined : "its process is no longer running";
}

function elsewhere(holder: Holder): string {
  return holder.host === hostname() ? "" : ` on ${holder.host}`;
}

function heldBy(holder: Holder, path: string): string {
  // A process on another machine cannot be checked, and a pid can be reused: say how to clear it.
  return (
    `another rift build (pid ${holder.pid}${elsewhere(holder)}, started ${holder.started}) is ` +
    `writing it; wait for it to finish, or delete ${displayPath(path)} if no such build is ` +
    `running (a lock untouched for ${STALE_LOCK_MS / 60_000} minutes is taken over)`
  );
}

/** Marks the lock as alive, so that a long build's lock is never taken for a dead one's. */
function refresh(path: string, token: string): void {
  if (readHolder(path)?.token !== token) return;
  try {
    const now = new Date();
    utimesSync(path, now, now);
  } catch {
    // Gone or unwritable: the build goes on, and its release finds out.
  }
}

/**
 * Removes a dead holder's lock. Two builds may find the same stale lock at once: each renames it to
 * a name of its own first, and deletes what it renamed only if that is still the stale lock; one
 * that moved a fresh lock (the other build's, taken in between) puts it back. True when this build
 * removed the stale lock.
 */
function takeOver(path: string, stale: string): boolean {
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch {
    return false; // someone else moved it first
  }
  if (readLock(aside) === stale) {
    rmSync(aside, { force: true });
    return true;
  }
  try {
    linkSync(aside, path);
  } catch {
    // A third build has taken the lock meanwhile; the one moved aside is not needed for it.
  }
  rmSync(aside, { force: true });
  return false;
}

function readLock(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

function readHolder(path: string): Holder | undefined {
  const text = readLock(path);
  return text === undefined ? undefined : parseHolder(text);
}

function parseHolder(text: string): Holder | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== "object" || value === null) return undefined;
    const { pid, host, started, token } = value as Record<string, unknown>;
    if (typeof pid !== "number" || typeof host !== "string") return undefined;
    return {
      pid,
      host,
      started: typeof started === "string" ? started : "at an unknown time",
      token: typeof token === "string" ? token : "",
    };
  } catch {
    return undefined;
  }
}

function ageMs(path: string): number {
  try {
    return Date.now() - statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** A short synchronous wait: the whole command is synchronous up to the build itself. */
function pause(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
