/**
 * The bundled set compiles cleanly (issue 2, item 9): every `.rift` file under `cards/`, compiled
 * together as `rift check cards` does, has no diagnostic at all — no error and no warning.
 */
import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../grammar/index.js";
import { cardFiles, compileCards } from "./card-files.js";

const shown = (d: Diagnostic): string =>
  `${d.file}:${d.line}:${d.column} ${d.severity} ${d.code} ${d.message}`;

describe("every file under cards/ compiles with zero diagnostics", () => {
  const files = cardFiles();
  const result = compileCards(files);

  it("the set is there: at least 30 cards of our own beside the named tokens", () => {
    const cards = result.files.flatMap((file) => file.definitions).filter((d) => d.kind === "card");
    expect(cards.length).toBeGreaterThanOrEqual(30);
  });

  for (const { file } of files) {
    it(file, () => {
      expect(result.diagnostics.filter((d) => d.file === file).map(shown)).toEqual([]);
    });
  }

  it("no diagnostic falls outside those files (a `use` of a missing file, the library)", () => {
    const known = new Set(files.map((f) => f.file));
    expect(result.diagnostics.filter((d) => !known.has(d.file)).map(shown)).toEqual([]);
  });
});
