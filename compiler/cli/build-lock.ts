import { randomUUID } from "node:crypto";
import {
  existsSync,
  linkSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import { join } from "node:path";
import { codeOf, isFolder, makeFolder, reasonOf, WriteError } from "../atomic-write.js";
import { isRunning } from "../emit/build-output.js";
import { displayPath } from "../files.js";

/**
 * One `rift build` at a time per output folder. Two builds writing one folder at once (two CI jobs,
 * a watcher and a hand-run build) would each read the other's half-updated cache and delete each
 * other's "stale" modules; every file is still written atomically, but the folder as a whole would
 * match neither build. The lock is a file in the folder created with `wx` (O_EXCL), which exactly
 * one process can do; it names its holder so that the one turned away can say who holds it.
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
   * Deletes the lock (only if it is still this build's). `failed`: the build wrote nothing, so an
   * output folder that taking the lock created is removed again, as if the build had never run.
   */
  release(failed: boolean): void;
}

/** A lock file still empty is one being written this instant; after this long its writer is gone. */
const EMPTY_LOCK_GRACE_MS = 5_000;

/**
 * Takes the lock on `outDir`, creating the folder if needed. Throws a `WriteError` naming the
 * holder (exit 2) when another build holds it. A lock left by a process that is gone (killed, or
 * the machine rebooted) is taken over.
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
  const release = (failed: boolean): void => {
    if (readHolder(path)?.token === mine.token) rmSync(path, { force: true });
    if (failed && created) {
      try {
        rmdirSync(outDir);
      } catch {
        // Not empty: another build has started writing there since.
      }
    }
  };

  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      writeFileSync(path, text, { flag: "wx" });
      return { release };
    } catch (error) {
      if (codeOf(error) !== "EEXIST") throw lockNotWritten(outDir, path, error);
    }
    // A folder in the lock's place can never be read or taken over: waiting on it would end in
    // "other builds keep taking it", sending the user after builds that do not exist.
    if (isFolder(path))
      throw new WriteError(path, "a folder is there, not the lock file; remove it");
    const seen = readLock(path);
    if (seen === undefined) continue; // released in between: try again
    const holder = parseHolder(seen);
    if (holder === undefined) {
      if (ageMs(path) < EMPTY_LOCK_GRACE_MS) {
        pause(20);
        continue;
      }
    } else if (holder.host !== mine.host || isRunning(holder.pid)) {
      throw new WriteError(outDir, heldBy(holder, path));
    }
    takeOver(path, seen);
  }
  throw new WriteError(outDir, `other rift builds keep taking ${displayPath(path)}; try again`);
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

function heldBy(holder: Holder, path: string): string {
  const where = holder.host === hostname() ? "" : ` on ${holder.host}`;
  // A process on another machine cannot be checked, and a pid can be reused: say how to clear it.
  return (
    `another rift build (pid ${holder.pid}${where}, started ${holder.started}) is writing it; ` +
    `wait for it to finish, or delete ${displayPath(path)} if no such build is running`
  );
}

/**
 * Removes a dead holder's lock. Two builds may find the same stale lock at once: each renames it to
 * a name of its own first, and deletes what it renamed only if that is still the stale lock; one
 * that moved a fresh lock (the other build's, taken in between) puts it back.
 */
function takeOver(path: string, stale: string): void {
  const aside = `${path}.${process.pid}.${randomUUID()}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // someone else moved it first
  }
  if (readLock(aside) === stale) {
    rmSync(aside, { force: true });
    return;
  }
  try {
    linkSync(aside, path);
  } catch {
    // A third build has taken the lock meanwhile; the one moved aside is not needed for it.
  }
  rmSync(aside, { force: true });
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
