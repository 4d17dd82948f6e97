import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileText } from "./compile-helpers.js";

const LANGUAGE = readFileSync(new URL("../../LANGUAGE.md", import.meta.url), "utf8");

/**
 * A designer copies the examples of LANGUAGE.md into their own files, so each must pass the
 * checker, not only the parser. Names of cards from other examples and `use` lines cannot be
 * resolved in isolation; those diagnostics are the only ones let through. "Grand Tour" is the
 * page's declared exception: it strings every instruction together to show the syntax.
 */
const UNRESOLVABLE = new Set(["RS2002", "RS2003", "RS2028"]);

function examples(): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const fence = /```rift\n([\s\S]*?)```/g;
  for (let match = fence.exec(LANGUAGE); match; match = fence.exec(LANGUAGE)) {
    const text = match[1] ?? "";
    if (text.includes('card spell "Grand Tour"')) continue;
    blocks.push({ line: LANGUAGE.slice(0, match.index).split("\n").length + 1, text });
  }
  return blocks;
}

describe("LANGUAGE.md examples pass the checker", () => {
  test.each(examples())("the example at line $line has no errors", ({ line, text }) => {
    const errors = compileText(text, `LANGUAGE.md:${line}`)
      .diagnostics.filter((d) => d.severity === "error" && !UNRESOLVABLE.has(d.code))
      .map((d) => `${d.line + line - 1}:${d.column} ${d.code} ${d.message}`);
    expect(errors).toEqual([]);
  });
});
