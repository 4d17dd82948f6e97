import { type Dirent, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { codeOf } from "./atomic-write.js";
import { UsageError } from "./cli/args.js";
import { READ_ERRORS } from "./cli/read-sources.js";

/**
 * Expands the paths named on a command line into `.rift` files: files as given, directories
 * recursively, sorted so that output is stable across machines. A missing path, or a directory
 * holding no `.rift` file, is misuse (exit 2) with a message that names it.
 */
export function collectRiftFiles(paths: readonly string[], cwd = process.cwd()): string[] {
  if (paths.length === 0) throw new UsageError("no path given (name .rift files or folders)");
  const files = new Set<string>();
  for (const path of paths) {
    const absolute = resolve(cwd, path);
    let isDirectory: boolean;
    try {
      isDirectory = statSync(absolute).isDirectory();
    } catch (error) {
      const reason = READ_ERRORS[codeOf(error) ?? ""];
      if (codeOf(error) === "ENOENT" || reason === undefined) {
        throw new UsageError(missingPath(path));
      }
      throw new UsageError(`cannot read ${path}: ${reason}`);
    }
    if (!isDirectory) {
      files.add(absolute);
      continue;
    }
    const found = riftFilesUnder(absolute);
    if (found.length === 0) throw new UsageError(`no .rift files in folder: ${path}`);
    for (const file of found) files.add(file);
  }
  return [...files];
}

/**
 * Why a path named on the command line is not there. `-` is the usual name for standard input,
 * which `rift` does not read: "no such file" would send the user looking for a file named `-`.
 */
export function missingPath(path: string): string {
  return path === "-"
    ? "rift does not read standard input ('-'); save the text to a .rift file and name that"
    : `no such file or folder: ${path}`;
}

/**
 * The `.rift` files under `directory`, recursively, sorted. A folder that cannot be listed (no
 * permission to read it) is misuse naming that folder: skipping it would leave its scenarios out
 * of a run that still passes, and the system's error alone read as a bug in rift.
 */
export function riftFilesUnder(directory: string): string[] {
  const found: string[] = [];
  const list = (dir: string): Dirent[] => {
    try {
      return readdirSync(dir, { withFileTypes: true });
    } catch (error) {
      const code = codeOf(error) ?? "";
      throw new UsageError(
        `cannot read ${displayPath(dir)}: ${READ_ERRORS[code] ?? (code || "unreadable")}`,
      );
    }
  };
  const walk = (dir: string): void => {
    const entries = list(dir).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && entry.name.endsWith(".rift")) found.push(full);
    }
  };
  walk(directory);
  return found;
}

/** Paths in messages are shown relative to where the command ran, as a designer typed them. */
export function displayPath(absolute: string, cwd = process.cwd()): string {
  const shown = relative(cwd, absolute);
  return shown === "" || shown.startsWith("..") ? absolute : shown;
}
