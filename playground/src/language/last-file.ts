/**
 * The designer's last edited file, kept in the browser's storage: a page opened afresh (a new tab,
 * the bare address typed again) shows the welcome file, and offers the last file back rather than
 * leaving it only in an address that may have been closed. What storage holds is input, read as two
 * strings and never run.
 */
import type { SharedDocument } from "./share-link.js";

export const LAST_FILE_STORAGE_KEY = "riftscript.playground.lastFile";
/** Past this a file is not kept: storage holds a few megabytes for the whole site. */
export const LAST_FILE_MAX_CHARS = 1_000_000;

export type LastFileStorage = Pick<Storage, "getItem" | "setItem">;

export function readLastFile(storage: LastFileStorage | undefined): SharedDocument | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(LAST_FILE_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  if (raw === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof value !== "object" || value === null) return undefined;
  const { file, text } = value as Record<string, unknown>;
  if (typeof file !== "string" || typeof text !== "string" || file === "") return undefined;
  return { file, text };
}

/** Keeps `document`; false when it is too long or storage refused it (full, or denied). */
export function writeLastFile(
  storage: LastFileStorage | undefined,
  document: SharedDocument,
): boolean {
  if (!storage || document.text.length > LAST_FILE_MAX_CHARS) return false;
  try {
    storage.setItem(
      LAST_FILE_STORAGE_KEY,
      JSON.stringify({ file: document.file, text: document.text }),
    );
    return true;
  } catch {
    return false;
  }
}

/** The menu's label for the kept file: its name, and its first card's name when it has one. */
export function lastFileLabel(document: SharedDocument): string {
  const card = /^\s*(?:card|token)\s+\w+\s+"([^"\n]{1,40})"/m.exec(document.text)?.[1];
  return card
    ? `Your last file: ${document.file}, with "${card}"`
    : `Your last file: ${document.file}`;
}
