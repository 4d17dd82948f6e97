import { readFileSync, type Stats, statSync } from "node:fs";
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
 * The largest `.rift` file read: a card set's files are kilobytes (10,000 generated cards are 3 MB),
 * and a file near V8's limit on one string (about 512 MB) would take minutes before failing.
 */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024;

/**
 * Reads the named files; the file names in diagnostics are the paths as the user sees them.
 * Text that is not UTF-8 is still read (so the other files' mistakes are reported in the same run),
 * but the first bad byte of each such file is pushed onto `problems` as an error: decoding it
 * quietly as U+FFFD would change a card's name and let `rift fmt` write the damage back to disk.
 * A file that is not text at all (a NUL byte, or UTF-16) gets that one error and is read as empty:
 * its bytes read as tokens would bury the one line that says what is wrong under dozens of others.
 */
export function readSources(files: readonly string[], problems: Diagnostic[]): SourceInput[] {
  return files.map((file) => {
    const shown = displayPath(file);
    const bytes = readSourceBytes(file, shown);
    const text = decodeUtf8(bytes);
    const binary = notText(shown, bytes, text);
    if (binary !== undefined) {
      problems.push(binary);
      return { file: shown, text: "" };
    }
    if (text !== undefined) return { file: shown, text };
    problems.push(notUtf8(shown, bytes));
    return { file: shown, text: new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes) };
  });
}

/** A named file's bytes; anything that is not a readable regular file of a sane size is misuse. */
function readSourceBytes(file: string, shown: string): Buffer {
  const refuse = (reason: string): UsageError => new UsageError(`cannot read ${shown}: ${reason}`);
  let stats: Stats;
  try {
    stats = statSync(file);
  } catch (error) {
    throw refuse(readReason(error));
  }
  // A named pipe would block the command for ever, waiting for a writer.
  if (stats.isDirectory()) throw refuse(READ_ERRORS.EISDIR!);
  if (!stats.isFile()) throw refuse("it is a device, a pipe or a socket, not a file");
  if (stats.size > MAX_SOURCE_BYTES) {
    throw refuse(
      `it is ${megabytes(stats.size)}, more than the ${megabytes(MAX_SOURCE_BYTES)} a .rift file may hold`,
    );
  }
  try {
    return readFileSync(file);
  } catch (error) {
    throw refuse(readReason(error));
  }
}

function readReason(error: unknown): string {
  const code = error instanceof Error && "code" in error ? String(error.code) : "";
  return READ_ERRORS[code] ?? (code || "unreadable");
}

function megabytes(bytes: number): string {
  return `${Math.ceil(bytes / (1024 * 1024))} MB`;
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

/**
 * An RS1001 for a file that is no `.rift` text at all: UTF-16 (by its byte order mark) or binary
 * (a NUL byte, which no text editor writes and the lexer would refuse anyway).
 */
function notText(
  file: string,
  bytes: Uint8Array,
  text: string | undefined,
): Diagnostic | undefined {
  const utf16 =
    (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16 && text === undefined) {
    const mark = bytes[0] === 0xff ? "FF FE" : "FE FF";
    return diagnosticAtByte(
      file,
      bytes,
      0,
      `the file is UTF-16 (it starts with the byte order mark ${mark}), not UTF-8; save it as UTF-8`,
    );
  }
  const nul = bytes.indexOf(0);
  if (nul < 0) return undefined;
  return diagnosticAtByte(
    file,
    bytes,
    nul,
    "the file is binary, not text (it holds a NUL byte, 0x00); a .rift file is UTF-8 text",
  );
}

/** An RS1001 (unexpected characters) at the first byte sequence that is not UTF-8. */
function notUtf8(file: string, bytes: Uint8Array): Diagnostic {
  const start = firstInvalidUtf8(bytes);
  const byte = (bytes[start] ?? 0).toString(16).toUpperCase().padStart(2, "0");
  return diagnosticAtByte(
    file,
    bytes,
    start,
    `the file is not UTF-8: byte 0x${byte} cannot start a character here; save the file as UTF-8`,
  );
}

/**
 * Where the first byte sequence that is not UTF-8 starts (the bytes' length when there is none),
 * by the WHATWG decoder's rules. One pass: asking a decoder byte by byte took minutes on a large
 * file.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    // The second byte's range is narrower after some leads: no overlong forms, no surrogates,
    // nothing above U+10FFFF.
    let length: number;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      length = 3;
      if (lead === 0xe0) low = 0xa0;
      if (lead === 0xed) high = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      length = 4;
      if (lead === 0xf0) low = 0x90;
      if (lead === 0xf4) high = 0x8f;
    } else return i;
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k];
      if (next === undefined || next < low || next > high) return i;
      low = 0x80;
      high = 0xbf;
    }
    i += length;
  }
  return bytes.length;
}

/** An RS1001 error at byte `index` of a file, with the line and column the lexer would give. */
function diagnosticAtByte(
  file: string,
  bytes: Uint8Array,
  index: number,
  message: string,
): Diagnostic {
  // Lines and columns as the lexer counts them: after a byte order mark, and a line ends at
  // `\r\n`, a lone `\r` or `\n`.
  const before = new TextDecoder().decode(bytes.subarray(0, index));
  const lines = before.split(/\r\n|\r|\n/);
  const line = lines.length;
  const column = lines[lines.length - 1]!.length + 1;
  const offset = before.length;
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
    message,
  };
}
