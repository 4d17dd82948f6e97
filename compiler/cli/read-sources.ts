import { readFileSync } from "node:fs";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { displayPath } from "../files.js";
import type { SourceInput } from "../unit.js";
import { UsageError } from "./args.js";

/** System error codes in words: a designer who mistypes a path should not need to know ENOENT. */
export const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: "no such file",
  EISDIR: "it is a folder, not a file",
  EACCES: "permission denied",
  ELOOP: "a symbolic link that leads back to itself",
};

/**
 * Reads the named files; the file names in diagnostics are the paths as the user sees them.
 * Text that is not UTF-8 is still read (so the other files' mistakes are reported in the same run),
 * but the first bad byte of each such file is pushed onto `problems` as an error: decoding it
 * quietly as U+FFFD would change a card's name and let `rift fmt` write the damage back to disk.
 */
export function readSources(files: readonly string[], problems: Diagnostic[]): SourceInput[] {
  return files.map((file) => {
    const shown = displayPath(file);
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      const code = error instanceof Error && "code" in error ? String(error.code) : "";
      throw new UsageError(`cannot read ${shown}: ${READ_ERRORS[code] ?? (code || "unreadable")}`);
    }
    const text = decodeUtf8(bytes);
    if (text !== undefined) return { file: shown, text };
    problems.push(notUtf8(shown, bytes));
    return { file: shown, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  });
}

/**
 * Each file's text by the name diagnostics give it, for code frames: the files named on the
 * command line and, read again from disk, those reached by `use` that have a diagnostic (a deck's
 * card files, say), whose mistakes would otherwise be printed without their line.
 */
export function sourceTexts(
  sources: readonly SourceInput[],
  diagnostics: readonly Diagnostic[],
): Map<string, string> {
  const texts = new Map(sources.map((source) => [source.file, source.text]));
  for (const { file } of diagnostics) {
    if (texts.has(file)) continue;
    try {
      const text = decodeUtf8(readFileSync(file));
      if (text !== undefined) texts.set(file, text);
    } catch {
      // Gone since it was compiled: the diagnostic is printed without its frame.
    }
  }
  return texts;
}

/** The text, or undefined when the bytes are not UTF-8. A byte order mark is kept for the lexer. */
export function decodeUtf8(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

/** An RS1001 (unexpected characters) at the first byte sequence that is not UTF-8. */
function notUtf8(file: string, bytes: Uint8Array): Diagnostic {
  const decoder = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
  // The sequence that fails began after the last byte that completed a character.
  let start = 0;
  for (let i = 0; i < bytes.length; i++) {
    try {
      if (decoder.decode(bytes.subarray(i, i + 1), { stream: true }) !== "") start = i + 1;
    } catch {
      break;
    }
  }
  const before = bytes.subarray(0, start);
  const lineStart = before.lastIndexOf(0x0a) + 1;
  const line = before.filter((b) => b === 0x0a).length + 1;
  // Columns and offsets count characters after a byte order mark, as the lexer's do.
  const column = new TextDecoder().decode(bytes.subarray(lineStart, start)).length + 1;
  const offset = new TextDecoder().decode(before).length;
  const byte = (bytes[start] ?? 0).toString(16).toUpperCase().padStart(2, "0");
  return {
    file,
    line,
    column,
    endLine: line,
    endColumn: column + 1,
    offset,
    endOffset: offset + 1,
    severity: "error",
    code: "RS1001",
    message: `the file is not UTF-8: byte 0x${byte} cannot start a character here; save the file as UTF-8`,
  };
}
