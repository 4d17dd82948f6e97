import { readFileSync } from "node:fs";
import { displayPath } from "../files.js";
import type { SourceInput } from "../unit.js";
import { UsageError } from "./args.js";

/** Reads the named files; the file names in diagnostics are the paths as the user sees them. */
export function readSources(files: readonly string[]): SourceInput[] {
  return files.map((file) => {
    const shown = displayPath(file);
    try {
      return { file: shown, text: readFileSync(file, "utf8") };
    } catch (error) {
      const reason = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
      throw new UsageError(`cannot read ${shown} (${reason})`);
    }
  });
}
