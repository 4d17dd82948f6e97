import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import {
  compileSource,
  renderCard,
  summaryOf,
  typescriptOf,
} from "../../playground/src/language/language-service.js";
import { runRift } from "../cli/run-rift.js";

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];
const folder = mkdtempSync(join(tmpdir(), "rift-playground-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const BROKEN = `card unit "Gate Warden" {
  cost Order
  migth 3
}

card unit "Gate Warden" {
  might 2
}

card spell "Zap" {
  effect: deal 1 to target unit
}
`;

// Well-formed, but no legal deck (CR 103): only the construction check, which runs after lowering,
// finds it.
const SMALL_DECK = `card unit "Gate Warden" {
  cost 3 Order
  might 3
}

deck "Wardens" {
  main 3 "Gate Warden"
}
`;

describe("the worker's compile function", () => {
  test.each([
    ["warden.rift", BROKEN],
    ["small-deck.rift", SMALL_DECK],
  ])(
    "reports exactly the diagnostics `rift check` prints (%s): codes, positions and messages",
    async (name, text) => {
      const file = join(folder, name);
      writeFileSync(file, text);
      const cli = await runRift(["check", "--format", "json", file]);
      const fromCli = JSON.parse(cli.stdout) as Record<string, unknown>[];
      expect(fromCli.length).toBeGreaterThanOrEqual(3);
      // Named as the CLI's JSON names it: relative to the working folder, `../` outside it.
      const output = compileSource({ file: relative(process.cwd(), file), text, library });
      expect(output.diagnostics).toEqual(fromCli);
    },
  );

  test("a deck breaking the construction rules (CR 103) is marked RS2037 at its name, as `rift check` marks it", () => {
    const output = compileSource({ file: "small-deck.rift", text: SMALL_DECK, library });
    const construction = output.diagnostics.filter((d) => d.code === "RS2037");
    expect(construction.length).toBeGreaterThanOrEqual(3);
    expect(construction.every((d) => d.line === 6 && d.column === 6)).toBe(true);
    expect(construction.map((d) => d.message)).toContain(
      'deck "Wardens": the Main Deck has 3 cards; it needs at least 40 (CR 103.2)',
    );
    expect(output.diagnostics.every((d) => d.code === "RS2037")).toBe(true);
  });

  test("a clean file has no diagnostics, and its names are in the outline", () => {
    const output = compileSource({
      file: "clean.rift",
      text: `card unit "Gate Warden" {\n  cost 3 Order\n  might 3\n  tags Sentinel\n}\n`,
      library,
    });
    expect(output.diagnostics).toEqual([]);
    const warden = output.outline.declarations.find((d) => d.name === "Gate Warden");
    expect(warden).toMatchObject({ kind: "card", library: false, range: { line: 1, column: 11 } });
    expect(output.outline.declarations.find((d) => d.name === "Recruit")?.library).toBe(true);
    expect(output.outline.tags).toContain("Sentinel");
    expect(output.allFiles.map((f) => f.file)).toEqual(["cards/tokens.rift", "clean.rift"]);
    expect(output.files.map((f) => f.file)).toEqual(["cards/tokens.rift"]);
  });

  test("each card is rendered from its compiled definition, and the TypeScript holds the file's own", () => {
    const text = readFileSync("playground/src/welcome.rift", "utf8");
    const output = compileSource({ file: "welcome.rift", text, library });
    expect(output.diagnostics).toEqual([]);
    const captain = renderCard(output, "Muster Captain");
    expect(captain?.rendered.abilities).toEqual([
      "When this is played, play a 1 Might Recruit unit token here.",
    ]);
    expect(captain?.declaration).toMatchObject({ file: "welcome.rift", line: 4, column: 11 });
    expect(captain?.text.split("\n")[0]).toBe("Muster Captain");
    expect(output.cards.find((card) => card.name === "Recruit")?.library).toBe(true);
    expect(output.scenarios).toEqual(["a Flow spell countered by Abandon is banished (RULES F3)"]);
    expect(renderCard(output, "Nobody")).toBeUndefined();
    const typescript = typescriptOf(output);
    expect(typescript).toContain("export const musterCaptain: Definition = {");
    expect(typescript).not.toContain("export const recruit:");
    // The page's share is plain data without the definitions themselves.
    const summary = summaryOf(output);
    expect(Object.keys(summary).sort()).toEqual([
      "cards",
      "decks",
      "diagnostics",
      "file",
      "files",
      "outline",
      "scenarios",
    ]);
    expect(structuredClone(summary)).toEqual(summary);
  });

  test("a name declared twice points at its first declaration, the one that compiled", () => {
    const text = `card unit "Twin" {\n  cost 1\n  might 1\n}\ncard unit "Twin" {\n  cost 2\n  might 2\n}\n`;
    const output = compileSource({ file: "twins.rift", text, library });
    expect(output.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(["5 RS2001"]);
    const twin = renderCard(output, "Twin");
    expect(twin?.rendered.might).toBe(1);
    expect(twin?.declaration?.line).toBe(1);
  });

  test("the other files of an example's unit compile with it; their diagnostics name them", () => {
    const output = compileSource({
      file: "rules/flow.rift",
      text: `use "../sets/core.rift"\ncard unit "Two" { migth 1 }\nscenario "mine" {\n  setup {\n    A hand: "One"\n  }\n}\n`,
      companions: [
        {
          file: "sets/core.rift",
          text: `card unit "One" {\n  cost 1\n  might 1\n  tgas X\n}\nscenario "theirs" {\n  setup {\n    A hand: "One"\n  }\n}\n`,
        },
      ],
      library,
    });
    // The board offers the edited file's scenarios only.
    expect(output.scenarios).toEqual(["mine"]);
    expect(output.scenarioDefinitions.map((s) => s.name).sort()).toEqual(["mine", "theirs"]);
    expect(output.diagnostics.map((d) => `${d.file}:${d.line} ${d.code}`)).toEqual([
      "rules/flow.rift:2 RS1008",
      "sets/core.rift:4 RS1008",
    ]);
  });

  test("editing the tokens library itself compiles the edited text, not a second copy", () => {
    const text = readFileSync("cards/tokens.rift", "utf8") + `\ntoken unit Squire { might 1 }\n`;
    const output = compileSource({ file: "cards/tokens.rift", text, library });
    expect(output.diagnostics).toEqual([]);
    expect(output.outline.declarations.find((d) => d.name === "Squire")?.library).toBe(false);
    expect(output.allFiles.map((f) => f.file)).toEqual(["cards/tokens.rift"]);
  });
});
