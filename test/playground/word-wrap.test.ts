import { describe, expect, test } from "vitest";
import {
  DEFAULT_WORD_WRAP,
  readWordWrap,
  WORD_WRAP_STORAGE_KEY,
  wordWrapTitle,
  writeWordWrap,
  type WrapStorage,
} from "../../playground/src/editor/word-wrap.js";

function memoryStorage(initial: Record<string, string> = {}): WrapStorage & {
  items: Record<string, string>;
} {
  const items = { ...initial };
  return {
    items,
    getItem: (key) => items[key] ?? null,
    setItem: (key, value) => {
      items[key] = value;
    },
  };
}

const denied: WrapStorage = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("the editor's word wrap setting", () => {
  test("is on by default: card text is long sentences in half a window", () => {
    expect(DEFAULT_WORD_WRAP).toBe("on");
    expect(readWordWrap(memoryStorage())).toBe("on");
    expect(readWordWrap(undefined)).toBe("on");
  });

  test("a choice written is the choice read back", () => {
    const storage = memoryStorage();
    writeWordWrap(storage, "off");
    expect(storage.items[WORD_WRAP_STORAGE_KEY]).toBe("off");
    expect(readWordWrap(storage)).toBe("off");
    writeWordWrap(storage, "on");
    expect(readWordWrap(storage)).toBe("on");
  });

  test("a value it did not write is ignored", () => {
    expect(readWordWrap(memoryStorage({ [WORD_WRAP_STORAGE_KEY]: "bounded" }))).toBe("on");
  });

  test("storage the browser refuses neither throws nor changes the default", () => {
    expect(readWordWrap(denied)).toBe("on");
    expect(() => writeWordWrap(denied, "off")).not.toThrow();
  });

  test("the button's tooltip says the state and the shortcut", () => {
    expect(wordWrapTitle("on")).toBe(
      "Word wrap is on: long lines wrap at the editor's edge (Alt+Z toggles)",
    );
    expect(wordWrapTitle("off")).toContain("scroll sideways");
  });
});
