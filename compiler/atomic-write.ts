import {
  chmodSync,
  mkdirSync,
  realpathSync,
  renameSync,
  rmSync,
  type Stats,
  statSync,
  writeFileSync,
} from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * A file or folder that could not be written. The command line reports it as one line naming the
 * path the user asked for (not the temporary file) and exits 2, as for any other I/O failure.
 */
export class WriteError extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`cannot write ${path} (${reason})`);
  }
}

/** The temporary files `writeFileAtomic` makes: `.NAME.PID.MILLISECONDS.tmp`. */
export const TEMPORARY_FILE = /^\..+\.(\d+)\.\d+\.tmp$/;

/**
 * Writes a file so that a reader never sees it half-written: the text goes to a temporary file in
 * the same folder (so the rename stays on one file system) and is then renamed into place.
 */
export function writeFileAtomic(path: string, text: string): void {
  stageFile(path, text).commit();
}

/** A file written in full beside its place, waiting to be renamed into it. */
export interface StagedFile {
  commit(): void;
  discard(): void;
}

/**
 * The first half of `writeFileAtomic`: a build stages every module before it renames any, so that
 * a module that cannot be written (a full disk, a folder in its place) fails the build with the
 * earlier output untouched, not half old and half new.
 */
export function stageFile(path: string, text: string): StagedFile {
  const existing = existingFile(path);
  // A rename onto a symbolic link would replace the link, leaving the file it names unwritten.
  const target = existing?.realPath ?? path;
  // `--output /dev/null` or a named pipe: a rename would put a plain file in its place (as root,
  // in place of /dev/null itself), and a reader of a pipe never sees half a file anyway.
  if (existing && !existing.regular) return writtenInPlace(path, target, text);
  const dir = dirname(target);
  makeFolder(dir);
  const temporary = join(dir, `.${basename(target)}.${process.pid}.${Date.now()}.tmp`);
  const discard = (): void => rmSync(temporary, { force: true });
  try {
    writeFileSync(temporary, text);
    // The new file would otherwise take the default mode: `rift fmt` must not drop a file's
    // execute bit or widen who may read it.
    if (existing) chmodSync(temporary, existing.mode);
  } catch (error) {
    discard();
    throw new WriteError(path, reasonOf(error));
  }
  return {
    commit() {
      try {
        renameSync(temporary, target);
      } catch (error) {
        discard();
        throw new WriteError(path, reasonOf(error));
      }
    },
    discard,
  };
}

/** A device or a pipe, written when the file is committed. */
function writtenInPlace(path: string, target: string, text: string): StagedFile {
  return {
    commit() {
      try {
        writeFileSync(target, text);
      } catch (error) {
        throw new WriteError(path, reasonOf(error));
      }
    },
    discard() {},
  };
}

/**
 * What is at a path after following links: a regular file's real path and permissions, or a
 * device or pipe (`/dev/stdout` names one through `/proc`, whose link `realpath` cannot follow);
 * undefined when nothing is there.
 */
function existingFile(
  path: string,
): { realPath: string; mode: number; regular: boolean } | undefined {
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch {
    return undefined;
  }
  // `EISDIR: illegal operation on a directory` would not say which way round the mistake is.
  if (stats.isDirectory()) throw new WriteError(path, "a folder is there, not a file");
  const mode = stats.mode & 0o7777;
  if (!stats.isFile()) return { realPath: path, mode, regular: false };
  return { realPath: realpathSync(path), mode, regular: true };
}

/**
 * `mkdirSync(dir, { recursive: true })` never returns for a folder under `/proc` (Node 20 retries
 * the ENOENT forever), which hangs a CI job; creating one level at a time fails instead.
 */
export function makeFolder(dir: string): void {
  try {
    if (statSync(dir).isDirectory()) return;
  } catch (error) {
    // `ENOTDIR: not a directory` would not say which of the folders on the way is a file.
    if (codeOf(error) === "ENOTDIR") {
      throw new WriteError(dir, `${fileOnTheWay(dir)} is a file, not a folder`);
    }
    if (codeOf(error) !== "ENOENT") throw new WriteError(dir, reasonOf(error));
    const parent = dirname(dir);
    if (parent !== dir) makeFolder(parent);
    return create(dir);
  }
  // `EEXIST` alone would not say why: the output folder names a file.
  throw new WriteError(dir, "a file is there, not a folder");
}

/** The nearest folder above `dir` that is there and is a file. */
function fileOnTheWay(dir: string): string {
  for (let path = dirname(dir); path !== dirname(path); path = dirname(path)) {
    try {
      if (!statSync(path).isDirectory()) return path;
    } catch {
      // Not there, or itself under the file: look further up.
    }
  }
  return dir;
}

function create(dir: string): void {
  try {
    mkdirSync(dir);
  } catch (error) {
    // A build running at the same time may have made it in between; that is not a failure.
    if (codeOf(error) === "EEXIST" && isFolder(dir)) return;
    throw new WriteError(dir, reasonOf(error));
  }
}

export function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

export function codeOf(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("code" in error)) return undefined;
  return typeof error.code === "string" ? error.code : undefined;
}

/** `EPERM: operation not permitted`, without the syscall and temporary path Node appends. */
export function reasonOf(error: unknown): string {
  const code = codeOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const text = message.split(",")[0] ?? message;
  return code !== undefined && text.startsWith(code) ? text : (code ?? text);
}
