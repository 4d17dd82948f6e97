/**
 * LANGUAGE.md's table of syntax diagnostics gives an example of each code: a designer who writes
 * the example, in a place where it can stand, gets that code. Examples that are not code (`100,000
 * nested braces`) and the hints in parentheses (`(missing `:`)`) are left out.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileText } from "../compiler/compile-helpers.js";

const LANGUAGE = readFileSync(new URL("../../LANGUAGE.md", import.meta.url), "utf8");

/** Places an example may stand: a whole file, a card's body, an effect, a filter, a scenario. */
const PLACES: readonly ((example: string) => string)[] = [
  (example) => example,
  (example) => `card unit ${example} {\n  cost 1\n  might 1\n}`,
  (example) => `card unit "U" {\n  cost 1\n  might 1\n  ${example}\n}`,
  (example) => `card spell "S" {\n  cost 1\n  effect: ${example}\n}`,
  (example) => `card spell "S" {\n  cost 1\n  effect: kill target unit ${example}\n}`,
  (example) => `card unit "U" {\n  cost 1\n  might 1\n  when this attacks: ${example}\n}`,
  (example) =>
    `card unit "X" {\n  cost 1\n  might 1\n}\nscenario "s" {\n  setup {\n    ${example}\n  }\n}`,
  (example) =>
    `card unit "X" {\n  cost 1\n  might 1\n}\nscenario "s" {\n  setup {\n    A hand: "X"\n  }\n  ${example}\n}`,
];

function rows(): { code: string; example: string }[] {
  const found: { code: string; example: string }[] = [];
  for (const [, code, cell] of LANGUAGE.matchAll(/^\| (RS1\d{3}) \| .*? \| (.*?)\s*\|$/gm)) {
    // The examples are the spans in backticks outside parentheses, `…` standing for an instruction.
    const examples = cell!.replace(/\([^)]*\)/g, "").matchAll(/`([^`]+)`/g);
    for (const [, example] of examples) {
      if (example !== "use") found.push({ code: code!, example: example!.replace(/…/g, "draw 1") });
    }
  }
  return found;
}

describe("LANGUAGE.md's syntax table", () => {
  test("gives examples of nearly every code", () => {
    expect(rows().length).toBeGreaterThan(45);
  });

  test.each(rows())("$code: `$example` is reported as such", ({ code, example }) => {
    const reported = PLACES.map((place) => compileText(place(example)).diagnostics)
      .flat()
      .map((d) => d.code);
    expect(reported).toContain(code);
  });
});
