/**
 * pg40: the TypeScript panel follows the cursor from card to card. It showed the whole module from
 * its top whichever card was being written, and a designer scrolled through hundreds of lines of
 * JSON to find the card they were on; `definitionLine` finds the card's `export const`.
 */
import { describe, expect, test } from "vitest";
import {
  definitionLine,
  typescriptModule,
} from "../../playground/src/language/typescript-module.js";
import { NASTY_NAMES, nastyDefinitions } from "../fixtures/definitions/nasty-names.js";
import { sampleSet } from "../fixtures/definitions/sample-set.js";

function lineOf(text: string, line: number | undefined): string {
  return line === undefined ? "" : (text.split("\n")[line - 1] ?? "");
}

describe("the line of a definition in the TypeScript panel's module (pg40)", () => {
  test("each card's line is its own export, in the order written", () => {
    const text = typescriptModule(sampleSet, []);
    expect(lineOf(text, definitionLine(text, "Muster Captain"))).toBe(
      "export const musterCaptain: Definition = {",
    );
    expect(lineOf(text, definitionLine(text, "Lantern Trick"))).toBe(
      "export const lanternTrick: Definition = {",
    );
    expect(definitionLine(text, "Muster Captain")!).toBeLessThan(
      definitionLine(text, "Lantern Trick")!,
    );
  });

  test("a name used inside another card (a token it plays) is not that card's line", () => {
    const text = typescriptModule(sampleSet, []);
    // Muster Captain plays a Recruit token: the name is in its effect, not a definition here.
    expect(text).toContain('"name": "Recruit"');
    expect(definitionLine(text, "Recruit")).toBeUndefined();
    expect(definitionLine(text, "No Such Card")).toBeUndefined();
  });

  test("names with quotes, backslashes, line breaks and other scripts are found", () => {
    const text = typescriptModule(nastyDefinitions, []);
    for (const name of NASTY_NAMES) {
      const line = definitionLine(text, name);
      expect(lineOf(text, line), JSON.stringify(name)).toMatch(
        /^export const [^ ]+: Definition = \{$/,
      );
      // The export found is the one whose own name is this one.
      const block = text.split("\n").slice(line! - 1);
      const end = block.indexOf("};");
      expect(block.slice(0, end)).toContain(`  "name": ${JSON.stringify(name)},`);
    }
  });
});
