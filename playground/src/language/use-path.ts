/**
 * The file a `use "…"` line names, for go to definition: as in an IDE, F12 (or Ctrl+click) on an
 * import opens the file it imports. The path is relative to the using file (as `nodeHost` reads
 * it), resolved here without `node:path`, which the browser has not.
 */

/** The path under `column` (1-based) when the line is `use "PATH"` and the column is in the string. */
export function usePathAt(line: string, column: number): string | undefined {
  const match = /^(\s*use\s+)"([^"]*)"?/.exec(line);
  if (!match) return undefined;
  // From the opening quote to just after the closing one, as `nameAt` counts a quoted name.
  const start = match[1]!.length + 1;
  const end = match[0].length + 1;
  return column >= start && column <= end ? match[2] : undefined;
}

/** `path` from the folder of `fromFile`, `..` and `.` worked out: `test/rules/a.rift` + `../x.rift`. */
export function resolveUsePath(fromFile: string, path: string): string {
  const parts = path.startsWith("/") ? [] : fromFile.split("/").slice(0, -1);
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}

/**
 * The files of the unit a `use` names: the one file, or every file under a folder (`use "decks"`),
 * in the order given.
 */
export function filesUsed(target: string, files: readonly string[]): string[] {
  if (files.includes(target)) return [target];
  return files.filter((file) => file.startsWith(`${target}/`));
}
