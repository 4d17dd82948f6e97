import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { COMPILER_CODES } from "../../compiler/diagnostic-codes.js";

test("LANGUAGE.md's compiler table lists every RS2xxx code with its registered meaning, and only those", () => {
  const language = readFileSync("LANGUAGE.md", "utf8");
  const rows = [...language.matchAll(/^\| (RS2\d{3})\s*\| (.*?)\s*\|$/gm)].map((m) => [
    m[1],
    m[2]!.replace(/\\\|/g, "|"),
  ]);
  expect(rows).toEqual(Object.entries(COMPILER_CODES));
});
