/**
 * Names are visible across the whole unit, whichever file declares them; `compile` checks and
 * lowers each declaration in one go. Whatever the order of the files, the result must be what
 * checking the whole unit first and lowering it afterwards gives.
 */
import { readFileSync } from "node:fs";
import { relative } from "node:path";
import { describe, expect, test } from "vitest";
import { analyze } from "../../compiler/analyze.js";
import { compile, type CompileResult } from "../../compiler/compile.js";
import { riftFilesUnder } from "../../compiler/files.js";
import { lowerUnit } from "../../compiler/lower/unit.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import type { SourceInput } from "../../compiler/unit.js";
import { LIBRARY } from "./compile-helpers.js";

const codes = (result: CompileResult): string[] =>
  result.diagnostics.map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`);

describe("names declared by a later file", () => {
  test("a card naming a card of a later file compiles as if every name were known", () => {
    const result = compile(
      [
        { file: "a.rift", text: `card spell "Strike" { cost 1 effect: kill target "Brute" unit }` },
        { file: "b.rift", text: `card unit "Brute" { cost 2 might 3 }` },
      ],
      { library: LIBRARY },
    );
    expect(codes(result)).toEqual([]);
    expect(result.files.map((f) => f.definitions.map((d) => d.name))).toEqual([
      ["Strike"],
      ["Brute"],
    ]);
    const strike = result.definitions.find((d) => d.name === "Strike");
    expect(strike?.abilities[0]).toMatchObject({
      kind: "effect",
      effect: [{ op: "kill", target: { ref: "target", filter: { name: "Brute" } } }],
    });
  });

  test("a card with a mistake that names a later file's card reports the mistake once", () => {
    const result = compile(
      [
        {
          file: "a.rift",
          text: `card spell "Strike" {\n  cost 1\n  might 2\n  effect: kill target "Brute" unit\n}`,
        },
        { file: "b.rift", text: `card unit "Brute" { cost 2 might 3 }` },
      ],
      { library: LIBRARY },
    );
    expect(codes(result)).toEqual(["a.rift:3:3 RS2020 only units have Might, not a spell"]);
    expect(result.definitions.map((d) => d.name)).not.toContain("Strike");
  });

  test("a name nobody declares is still an error with its suggestion, and keeps the file order", () => {
    const result = compile(
      [
        { file: "a.rift", text: `card spell "Strike" { cost 1 effect: kill target "Brut" unit }` },
        { file: "b.rift", text: `card unit "Brute" { cost 2 might 3 }` },
        { file: "c.rift", text: `card unit "Guard" { cost 2 might 2 }` },
      ],
      { library: LIBRARY },
    );
    expect(codes(result)).toEqual([
      'a.rift:1:50 RS2003 no card or token is named "Brut"; did you mean "Brute"?',
    ]);
    expect(result.definitions.map((d) => d.name)).toEqual([...LIBRARY_NAMES, "Brute", "Guard"]);
  });
});

const LIBRARY_NAMES = ["Recruit", "Sprite", "Bird", "Gold", "Brush"];

describe("the bundled cards and the rules scenarios, in any file order", () => {
  const files: SourceInput[] = [...riftFilesUnder("cards"), ...riftFilesUnder("test/rules")].map(
    (file) => ({ file: relative(process.cwd(), file), text: readFileSync(file, "utf8") }),
  );
  const library = loadTokenLibrary();

  for (const [order, entries] of [
    ["as listed", files],
    ["reversed", [...files].reverse()],
  ] as const) {
    test(`${order}: compile gives what checking the whole unit first gives`, () => {
      const result = compile(entries, { library, host: nodeHost });
      const analysis = analyze(entries, { library, host: nodeHost });
      const lowered = lowerUnit(analysis);
      expect(codes(result)).toEqual(
        codes({ ...result, diagnostics: [...analysis.diagnostics, ...lowered.diagnostics] }),
      );
      expect(result.files).toEqual(lowered.files);
      expect(result.definitions).toEqual(lowered.definitions);
      expect(result.scenarios).toEqual(lowered.scenarios);
      expect(result.definitions.length).toBeGreaterThan(140);
      expect(result.scenarios.length).toBeGreaterThan(80);
    });
  }
});
