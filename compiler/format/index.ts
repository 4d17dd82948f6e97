/**
 * `formatText`: the one canonical layout of `.rift` text, used by `rift fmt` and by the
 * playground's "Format document". No Node imports here or below: this runs in the browser.
 */
import { parseFile, type Diagnostic } from "../../grammar/index.js";
import { printSourceFile } from "./print-file.js";

export { PRINT_WIDTH } from "./print-file.js";
export { NODE_ROLES, type NodeRole } from "./node-roles.js";

export interface FormatResult {
  /** The formatted text, or the input itself when it has syntax errors. */
  text: string;
  /** The syntax diagnostics of the input. */
  diagnostics: Diagnostic[];
}

/**
 * Prints `text` in canonical layout. A file with syntax errors is returned unchanged with its
 * diagnostics: reformatting what the parser could only guess at would move the designer's text
 * around a mistake. Line ends become `\n` and a byte order mark is dropped.
 */
export function formatText(file: string, text: string): FormatResult {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { ast, diagnostics } = parseFile(file, source);
  if (diagnostics.some((d) => d.severity === "error")) return { text, diagnostics };
  return { text: printSourceFile(ast, source), diagnostics };
}
