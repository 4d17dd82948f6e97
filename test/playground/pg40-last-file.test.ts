/**
 * pg40: the last edited file is kept in the browser's storage, so a page opened afresh can offer it
 * back. What storage holds is input: anything but a file name and a text is ignored, never run.
 */
import { describe, expect, test } from "vitest";
import {
  LAST_FILE_MAX_CHARS,
  LAST_FILE_STORAGE_KEY,
  lastFileLabel,
  readLastFile,
  writeLastFile,
} from "../../playground/src/language/last-file.js";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("the last file kept in storage (pg40)", () => {
  test("a file written is read back as it was", () => {
    const storage = memoryStorage();
    const document = { file: "welcome.rift", text: 'card unit "A \\"b\\"" {\n  might 1\n}\n' };
    expect(writeLastFile(storage, document)).toBe(true);
    expect(readLastFile(storage)).toEqual(document);
  });

  test("nothing kept, no storage, or storage that throws: no file", () => {
    expect(readLastFile(memoryStorage())).toBeUndefined();
    expect(readLastFile(undefined)).toBeUndefined();
    const denied = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(readLastFile(denied)).toBeUndefined();
    expect(writeLastFile(denied, { file: "a.rift", text: "x" })).toBe(false);
  });

  test("what is not a file name and a text is ignored", () => {
    for (const raw of [
      "not json",
      "null",
      "42",
      '"text"',
      "[]",
      '{"file": "a.rift"}',
      '{"file": 1, "text": "x"}',
      '{"file": "", "text": "x"}',
      '{"file": "a.rift", "text": {"toString": "alert(1)"}}',
    ]) {
      expect(readLastFile(memoryStorage({ [LAST_FILE_STORAGE_KEY]: raw })), raw).toBeUndefined();
    }
    // Other fields are dropped, not carried along.
    const kept = readLastFile(
      memoryStorage({
        [LAST_FILE_STORAGE_KEY]: '{"file": "a.rift", "text": "x", "__proto__": {"polluted": 1}}',
      }),
    );
    expect(kept).toEqual({ file: "a.rift", text: "x" });
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });

  test("a file too long for storage is not kept", () => {
    const storage = memoryStorage();
    expect(
      writeLastFile(storage, { file: "a.rift", text: "x".repeat(LAST_FILE_MAX_CHARS + 1) }),
    ).toBe(false);
    expect(storage.items.size).toBe(0);
  });

  test("the menu names the file, and its first card when it has one", () => {
    expect(
      lastFileLabel({ file: "welcome.rift", text: '// mine\ncard unit "Cinder Whelp" {' }),
    ).toBe('Your last file: welcome.rift, with "Cinder Whelp"');
    expect(lastFileLabel({ file: "welcome.rift", text: "// nothing yet" })).toBe(
      "Your last file: welcome.rift",
    );
  });
});
