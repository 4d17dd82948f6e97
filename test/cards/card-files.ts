import { readFileSync } from "node:fs";
import { relative, resolve } from "node:path";
import { compile, type CompileResult } from "../../compiler/compile.js";
import { riftFilesUnder } from "../../compiler/files.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import type { SourceInput } from "../../compiler/unit.js";

export const CARDS_DIR = resolve(process.cwd(), "cards");

/**
 * Every `.rift` file of the bundled set, keyed as `rift check cards` shows them (relative to the
 * repository), so that diagnostics, definitions' ranges and snapshot names agree.
 */
export function cardFiles(): SourceInput[] {
  return riftFilesUnder(CARDS_DIR).map((file) => ({
    file: relative(process.cwd(), file),
    text: readFileSync(file, "utf8"),
  }));
}

/** The whole set as one compilation unit, as `rift check cards` compiles it. */
export function compileCards(files: readonly SourceInput[] = cardFiles()): CompileResult {
  return compile(files, { library: loadTokenLibrary(), host: nodeHost });
}
