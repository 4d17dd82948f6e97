/**
 * Every scenario written in the project's `.rift` files runs here as its own Vitest test, so the
 * test count CI reports includes them (issue 4, item 5). Each folder is one compilation unit, as
 * `rift test FOLDER` compiles it.
 */
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { runScenario } from "../../runtime/index.js";
import { describeFailure } from "../../compiler/cli/test-command.js";
import { compile } from "../../compiler/compile.js";
import { formatDiagnostic } from "../../compiler/diagnostic-format.js";
import { displayPath, riftFilesUnder } from "../../compiler/files.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";

const UNITS = ["cards", "test/rules"].filter((folder) => existsSync(folder));

for (const folder of UNITS) {
  const sources = riftFilesUnder(folder).map((file) => ({
    file: displayPath(file),
    text: readFileSync(file, "utf8"),
  }));
  const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });

  describe(`scenarios in ${folder}/`, () => {
    test(`${folder}/ compiles without errors`, () => {
      const errors = result.diagnostics.filter((d) => d.severity === "error");
      const texts = new Map(sources.map((s) => [s.file, s.text]));
      expect(errors.map((d) => formatDiagnostic(d, texts.get(d.file))).join("\n\n")).toBe("");
    });

    for (const scenario of result.scenarios) {
      test(scenario.name, () => {
        const outcome = runScenario(scenario, result.definitions);
        expect(outcome.passed, describeFailure(scenario, outcome)).toBe(true);
      });
    }
  });
}
