import {
  closeSync,
  existsSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  rmSync,
  type Dirent,
} from "node:fs";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
import { displayPath } from "../files.js";
import { type StagedFile, TEMPORARY_FILE, stageFile, writeFileAtomic } from "../atomic-write.js";
import {
  CACHE_FILE,
  contentHash,
  emptyCache,
  indexInputHash,
  moduleInputHash,
  readCache,
  type BuildCache,
} from "./build-cache.js";
import {
  EmitError,
  INDEX_PATH,
  emitIndex,
  emitModule,
  planEmit,
  type EmitInput,
  type EmittedFile,
} from "./emit-modules.js";
import { GENERATED_HEADER } from "./generated-header.js";
import { ModulePrinter } from "./print-module.js";

export interface BuildOptions {
  /** `false` emits every file even when the cache says it is current; the cache is still rewritten. */
  useCache?: boolean;
}

/** What a build did, by path relative to the output folder, for the command line to report. */
export interface BuildReport {
  outDir: string;
  written: string[];
  reused: string[];
  /** Outputs of inputs that are gone. */
  removed: string[];
}

/**
 * `rift build`'s write side (issue 4, item 4). Every file is emitted in memory first, so a build that
 * fails leaves the previous output untouched; then each changed file goes to a temporary file inside
 * `outDir` and is renamed into place. A content-hash cache in `outDir` lets a rebuild reuse every
 * file whose input did not change, without running ts-morph or Prettier for it.
 */
export async function buildOutput(
  files: readonly EmitInput[],
  outDir: string,
  options: BuildOptions = {},
): Promise<BuildReport> {
  const root = resolve(outDir);
  const plan = planEmit(files);
  const previous = options.useCache === false ? emptyCache() : readCache(root);
  const next: BuildCache = emptyCache();
  const printer = new ModulePrinter();
  const report: BuildReport = { outDir: root, written: [], reused: [], removed: [] };
  const pending: EmittedFile[] = [];

  const wanted = [
    ...plan.modules.map((module) => ({
      path: module.path,
      input: moduleInputHash(module),
      emit: () => emitModule(module, printer),
    })),
    { path: INDEX_PATH, input: indexInputHash(plan), emit: () => emitIndex(plan, printer) },
  ];
  for (const file of wanted) {
    const target = outputPath(root, file.path);
    const cached = previous.files[file.path];
    if (
      cached !== undefined &&
      cached.input === file.input &&
      hashOnDisk(target) === cached.output
    ) {
      next.files[file.path] = cached;
      report.reused.push(file.path);
      continue;
    }
    // Printing is promises that settle without I/O, so without a turn of the event loop between
    // modules a Ctrl-C or a CI job's SIGTERM would wait for the whole build (`rift build` releases
    // its lock on them and exits).
    await new Promise<void>((next) => setImmediate(next));
    const emitted = await file.emit();
    next.files[file.path] = { input: file.input, output: contentHash(emitted.text) };
    pending.push(emitted);
  }

  for (const emitted of pending) {
    // A file the last build wrote may have been edited by hand ("Do not edit"): it is rewritten.
    if (previous.files[emitted.path] === undefined) {
      refuseForeignFile(outputPath(root, emitted.path));
    }
  }
  const staged: StagedFile[] = [];
  try {
    for (const emitted of pending) {
      staged.push(stageFile(outputPath(root, emitted.path), emitted.text));
    }
  } catch (error) {
    for (const file of staged) file.discard();
    throw error;
  }
  staged.forEach((file, i) => {
    file.commit();
    report.written.push(pending[i]!.path);
  });
  for (const stale of Object.keys(previous.files)) {
    if (next.files[stale] !== undefined || !isOutputName(stale)) continue;
    rmSync(outputPath(root, stale), { force: true });
    report.removed.push(stale);
  }
  // The cache only knows what the last build wrote: after it is lost (or `--no-cache`, or an
  // output folder restored by CI), outputs of deleted or renamed sources would linger and be
  // compiled by tsc. Any other file that carries the generated header is such a leftover.
  for (const leftover of generatedFilesUnder(root)) {
    if (next.files[leftover] !== undefined || report.removed.includes(leftover)) continue;
    rmSync(outputPath(root, leftover), { force: true });
    report.removed.push(leftover);
  }
  // A build that changed nothing writes nothing: a pipeline or a file watcher keyed on the output
  // folder's files sees no change.
  const cacheText = `${JSON.stringify(next, null, 2)}\n`;
  const cachePath = join(root, CACHE_FILE);
  if (textOnDisk(cachePath) !== cacheText) writeFileAtomic(cachePath, cacheText);
  return report;
}

/**
 * The `.ts` files under `root` that `rift build` wrote (by their first line), as relative paths;
 * temporary files of an interrupted build (its process gone) are deleted on the way.
 */
function generatedFilesUnder(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, prefix: string): void => {
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      const temporary = TEMPORARY_FILE.exec(entry.name);
      if (temporary && entry.isFile() && !isRunning(Number(temporary[1]))) {
        rmSync(full, { force: true });
        continue;
      }
      // Symbolic links are never followed (outputPath refuses them); hidden folders and
      // node_modules are not the build's.
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      // A folder with its own cache is another build's output (`--out dist` beside
      // `--out dist/cards`): its files are not this build's leftovers.
      if (entry.isDirectory()) {
        if (!existsSync(join(full, CACHE_FILE))) walk(full, `${prefix}${entry.name}/`);
      } else if (entry.isFile() && entry.name.endsWith(".ts") && isGenerated(full)) {
        found.push(`${prefix}${entry.name}`);
      }
    }
  };
  walk(root, "");
  return found;
}

/**
 * A file in a module's place that no build wrote — neither in the cache nor carrying the generated
 * header (`--out src` by mistake, where `src/index.ts` is someone's code) — is refused, never
 * overwritten: the build cannot give it back. Checked for every module before any is written, so
 * a refused build writes nothing.
 */
function refuseForeignFile(path: string): void {
  let regular: boolean;
  try {
    regular = lstatSync(path).isFile();
  } catch {
    return; // nothing there yet
  }
  if (!regular || isGenerated(path)) return;
  throw new EmitError(
    `refusing to overwrite ${displayPath(path)}: rift build did not write it (it does not start ` +
      'with "// Generated by `rift build`"); move it, or build into another --out folder',
  );
}

function isGenerated(path: string): boolean {
  try {
    const fd = openSync(path, "r");
    try {
      const head = Buffer.alloc(GENERATED_HEADER.length);
      const read = readSync(fd, head, 0, head.length, 0);
      return head.subarray(0, read).toString("utf8") === GENERATED_HEADER;
    } finally {
      closeSync(fd);
    }
  } catch {
    return false;
  }
}

/** A temporary file of a build still running (another CI job writing here) must be left alone. */
export function isRunning(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
  return !isZombie(pid);
}

/**
 * A build killed with SIGKILL whose parent never reaps it (a container whose first process is not
 * an init, a CI runner that has not waited yet) is a zombie: `kill(pid, 0)` still finds it, but it
 * will never run again. Linux says so in `/proc/PID/stat` (state Z, or X while it is removed);
 * elsewhere there is no such file and the process counts as running.
 */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name, in parentheses, may itself hold spaces and parentheses: the state follows
    // the last `)`.
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state === "Z" || state === "X";
  } catch {
    return false;
  }
}

function hashOnDisk(path: string): string | undefined {
  const text = textOnDisk(path);
  return text === undefined ? undefined : contentHash(text);
}

function textOnDisk(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}

/** A path the cache may name: relative, inside the folder, a `.ts` file. */
function isOutputName(path: string): boolean {
  return (
    path.endsWith(".ts") &&
    !isAbsolute(path) &&
    !path.split(/[\\/]/).some((segment) => segment === ".." || segment === "")
  );
}

/**
 * The absolute path of an output file, refusing anything that would land outside `root` — including
 * through a folder inside it, or a module in it, that is a symbolic link (writes follow a link).
 */
function outputPath(root: string, path: string): string {
  const absolute = resolve(root, path);
  const inside = relative(root, absolute);
  if (inside === "" || inside.startsWith("..") || isAbsolute(inside)) {
    throw new EmitError(`refusing to write outside ${root}: ${path}`);
  }
  let folder = root;
  for (const name of inside.split(sep)) {
    folder = join(folder, name);
    let linked = false;
    try {
      linked = lstatSync(folder).isSymbolicLink();
    } catch {
      // Not there yet: writing creates it as a real folder.
    }
    if (linked) throw new EmitError(`refusing to write through the symbolic link ${folder}`);
  }
  return absolute;
}
