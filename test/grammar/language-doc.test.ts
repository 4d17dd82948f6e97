import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { SYNTAX_CODES, parseFile } from "../../grammar/index.js";
import { onePassErrors } from "./helpers.js";

const LANGUAGE = readFileSync(new URL("../../LANGUAGE.md", import.meta.url), "utf8");

/** Every ```rift block of LANGUAGE.md, with the line it starts on. */
function examples(): { line: number; text: string }[] {
  const blocks: { line: number; text: string }[] = [];
  const fence = /```rift\n([\s\S]*?)```/g;
  for (let match = fence.exec(LANGUAGE); match; match = fence.exec(LANGUAGE)) {
    blocks.push({ line: LANGUAGE.slice(0, match.index).split("\n").length + 1, text: match[1]! });
  }
  return blocks;
}

describe("LANGUAGE.md", () => {
  const blocks = examples();

  test("has examples", () => {
    expect(blocks.length).toBeGreaterThan(25);
  });

  test.each(blocks)("the example at line $line parses with no diagnostics", ({ line, text }) => {
    const { diagnostics } = parseFile(`LANGUAGE.md:${line}`, text);
    expect(
      diagnostics.map((d) => `${d.line + line - 1}:${d.column} ${d.code} ${d.message}`),
    ).toEqual([]);
    expect(onePassErrors(text)).toEqual([]);
  });

  test("its table lists every syntax code, and only those", () => {
    const documented = [...LANGUAGE.matchAll(/^\| (RS1\d\d\d) \|/gm)].map((m) => m[1]);
    expect(documented).toEqual(Object.keys(SYNTAX_CODES));
  });
});
