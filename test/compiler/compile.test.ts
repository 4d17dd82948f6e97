import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { displayPath } from "../../compiler/files.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import { LIBRARY, TOKENS_FILE } from "./compile-helpers.js";

const unitText = (name: string): string => `card unit "${name}" { cost 1 might 1 }`;

describe("compile(sources, options)", () => {
  test("takes one source or several, as one compilation unit", () => {
    expect(compile({ file: "a.rift", text: unitText("A") }).definitions.map((d) => d.name)).toEqual(
      ["A"],
    );
    const both = compile([
      { file: "a.rift", text: unitText("A") },
      { file: "b.rift", text: `card spell "B" { cost 1 effect: kill target "A" unit }` },
    ]);
    expect(both.diagnostics).toEqual([]);
    expect(both.definitions.map((d) => d.name)).toEqual(["A", "B"]);
  });
  test("needs no file system: the tokens library comes as text (RULES T5)", () => {
    const src = { file: "a.rift", text: `card spell "S" { cost 1 effect: play a Recruit token }` };
    expect(compile(src).diagnostics.map((d) => d.code)).toEqual(["RS2003"]);
    const withLibrary = compile(src, { library: LIBRARY });
    expect(withLibrary.diagnostics).toEqual([]);
    // The library's tokens come first: the runtime needs them to make tokens.
    expect(withLibrary.definitions.map((d) => d.name)).toEqual([
      "Recruit",
      "Sprite",
      "Bird",
      "Gold",
      "Brush",
      "S",
    ]);
  });
  test("lists what each user file declared, not the library's", () => {
    const result = compile(
      [
        { file: "set/a.rift", text: `use "b.rift"\n${unitText("A")}\nscenario "s" { setup { } }` },
        { file: "set/b.rift", text: `${unitText("B")}\ndeck "d" { main 1 "A" }` },
      ],
      { library: LIBRARY, syntaxTrees: true },
    );
    // The one-card deck is far from legal: only its construction is reported (RS2037).
    expect(result.diagnostics.length).toBeGreaterThan(0);
    expect(result.diagnostics.every((d) => d.code === "RS2037" && d.file === "set/b.rift")).toBe(
      true,
    );
    expect(
      result.files.map((f) => ({
        file: f.file,
        definitions: f.definitions.map((d) => d.name),
        scenarios: f.scenarios.map((s) => s.name),
        decks: f.decks.map((d) => d.name),
      })),
    ).toEqual([
      { file: "set/a.rift", definitions: ["A"], scenarios: ["s"], decks: [] },
      { file: "set/b.rift", definitions: ["B"], scenarios: [], decks: ["d"] },
    ]);
    expect(result.files.some((f) => f.file === TOKENS_FILE)).toBe(false);
    // The parsed unit (for editors, when asked for) holds the library and every user file, in
    // load order; without the option no tree is kept.
    expect(compile({ file: "a.rift", text: unitText("A") }).parsed).toBeUndefined();
    expect(result.parsed.map((f) => [f.file, f.library])).toEqual([
      [TOKENS_FILE, true],
      ["set/a.rift", false],
      ["set/b.rift", false],
    ]);
    // The per-file lists hold the very objects of the unit's lists.
    expect(result.files[0]!.definitions[0]).toBe(result.definitions.find((d) => d.name === "A"));
  });
  test("a library file the user names too is the user's, in the counts, the files and the trees", () => {
    const library = { file: TOKENS_FILE, text: "token unit Recruit { might 1 tags Recruit }" };
    const result = compile([{ file: "a.rift", text: unitText("A") }, library], {
      library: [library],
      syntaxTrees: true,
    });
    expect(result.parsed.map((f) => [f.file, f.library])).toEqual([
      [TOKENS_FILE, false],
      ["a.rift", false],
    ]);
    expect(result.files.map((f) => f.file)).toEqual([TOKENS_FILE, "a.rift"]);
    expect(result.counts).toMatchObject({ files: 2, cards: 1, tokens: 1 });
  });
  test("with errors, returns every declaration that compiled cleanly", () => {
    const result = compile({
      file: "a.rift",
      text: `${unitText("Good")}\ncard unit "Bad" { cost 1 }\nscenario "fine" { setup { } }\nscenario "broken" { setup { A hand: "Nobody" } }`,
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["RS2020", "RS2003"]);
    expect(result.definitions.map((d) => d.name)).toEqual(["Good"]);
    expect(result.scenarios.map((s) => s.name)).toEqual(["fine"]);
  });
  test("a declaration with a syntax error is left out, the rest compile", () => {
    const result = compile({
      file: "a.rift",
      text: `${unitText("Good")}\ncard unit "Bad" { cost two might 1 }`,
    });
    expect(result.diagnostics.map((d) => d.code)).toEqual(["RS1004"]);
    expect(result.definitions.map((d) => d.name)).toEqual(["Good"]);
  });
  test("diagnostics are sorted by file, then position", () => {
    const result = compile([
      { file: "b.rift", text: `card unit "X" { cost 1 }` },
      {
        file: "a.rift",
        text: `card unit "Y" { might 1 }\ncard unit "Z" { cost 1 might 1 keywords Tank, Tank }`,
      },
    ]);
    expect(result.diagnostics.map((d) => `${d.file}:${d.line}`)).toEqual([
      "a.rift:1",
      "a.rift:2",
      "b.rift:1",
    ]);
  });
});

/** The bundled card set, when there is one: it must compile cleanly and lower to plain data. */
const cardsDir = fileURLToPath(new URL("../../cards/", import.meta.url));
const cardFiles = (() => {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir).sort()) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(".rift")) found.push(path);
    }
  };
  try {
    walk(cardsDir);
  } catch {
    // No cards folder: nothing to compile.
  }
  return found;
})();

describe.runIf(cardFiles.length > 0)("the cards/ set", () => {
  // Files are named as the command line shows them, as the library is (`cards/tokens.rift`).
  const result = compile(
    cardFiles.map((file) => ({ file: displayPath(file), text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost },
  );
  test("compiles with no errors", () => {
    expect(
      result.diagnostics
        .filter((d) => d.severity === "error")
        .map((d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`),
    ).toEqual([]);
  });
  test("every card declared is lowered, and the output JSON round-trips", () => {
    const declared = cardFiles
      .map((file) => readFileSync(file, "utf8").match(/^\s*(card|token)\s+\w+\s/gm)?.length ?? 0)
      .reduce((a, b) => a + b, 0);
    expect(result.definitions.length).toBe(declared);
    const output = {
      definitions: result.definitions,
      scenarios: result.scenarios,
      decks: result.decks,
    };
    expect(JSON.parse(JSON.stringify(output))).toStrictEqual(output);
  });
});
