import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { decodeUtf8, MAX_SOURCE_BYTES } from "./cli/read-sources.js";
import { displayPath, riftFilesUnder } from "./files.js";
import type { SourceInput, UnitHost } from "./unit.js";

/** `use` on disk: a path relative to the using file, naming a `.rift` file or a folder of them. */
export const nodeHost: UnitHost = {
  resolveUse(fromFile, path) {
    const target = resolve(dirname(fromFile), path);
    try {
      // Files are keyed by the path the user sees, so a file both named and `use`d loads once.
      const files = statSync(target).isDirectory() ? riftFilesUnder(target) : [target];
      return files.map((file) => displayPath(file));
    } catch {
      return undefined;
    }
  },
  readFile(file) {
    try {
      // Too large to be a card file, like a file that is not UTF-8, is unreadable (RS2002): never
      // decoded with U+FFFD in it, nor read for minutes. So is a device, a pipe or a socket, as on
      // the command line: `/dev/zero` was read until memory ran out, a pipe waited for a writer.
      const stats = statSync(file);
      if (!stats.isFile() || stats.size > MAX_SOURCE_BYTES) return undefined;
      return decodeUtf8(readFileSync(file));
    } catch {
      return undefined;
    }
  },
};

/**
 * The named tokens library ships with the package as `cards/tokens.rift`. It is found from this
 * module's own location, which differs between the sources (tests) and the built `dist/lib` (CLI).
 */
export function loadTokenLibrary(): SourceInput[] {
  const candidate = packageFile("cards", "tokens.rift");
  if (candidate === undefined)
    throw new Error("the named tokens library cards/tokens.rift is missing from the installation");
  // Keyed like every other file (the path as the user sees it), so naming `cards/` on the
  // command line does not load the library twice.
  return [{ file: displayPath(candidate), text: readFileSync(candidate, "utf8") }];
}

/**
 * A file of the installed package, found from this module's own location, which differs between
 * the sources (tests) and the built `dist/lib` (CLI).
 */
export function packageFile(...parts: string[]): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = join(dir, ...parts);
    if (existsSync(candidate) && existsSync(join(dir, "package.json"))) return candidate;
    dir = dirname(dir);
  }
  return undefined;
}
