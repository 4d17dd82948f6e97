import ts from "typescript";
import { describe, expect, test } from "vitest";
import { exportName, typescriptModule } from "../../playground/src/language/typescript-module.js";
import type { Definition, Scenario } from "../../runtime/definitions.js";
import { nastyDefinitions, nastyScenario } from "../fixtures/definitions/nasty-names.js";
import { sampleSet } from "../fixtures/definitions/sample-set.js";

/** Transpiles the module and imports it, as a consumer of `rift build`'s output would. */
async function load(text: string): Promise<Record<string, unknown>> {
  const output = ts.transpileModule(text, {
    reportDiagnostics: true,
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  expect(output.diagnostics ?? []).toEqual([]);
  const js = output.outputText.replace(/^import type .*$/m, "");
  return (await import(
    `data:text/javascript;base64,${Buffer.from(js).toString("base64")}`
  )) as Record<string, unknown>;
}

describe("the generated TypeScript panel's module", () => {
  test("exports one typed const per definition, then definitions and scenarios", () => {
    const text = typescriptModule(sampleSet, []);
    expect(text).toContain(`import type { Definition, Scenario } from "riftscript";`);
    expect(text).toContain("export const musterCaptain: Definition = {");
    expect(text).toContain("export const lanternTrick: Definition = {");
    expect(text).toContain(
      "export const definitions: Definition[] = [musterCaptain, abandon, lanternTrick];",
    );
    expect(text).toContain("export const scenarios: Scenario[] = [];");
  });

  test("importing it yields the very definitions it was printed from, whatever their names", async () => {
    const scenarios: Scenario[] = [nastyScenario];
    const module = await load(typescriptModule(nastyDefinitions, scenarios));
    expect(module["definitions"]).toEqual(nastyDefinitions as Definition[]);
    expect(module["scenarios"]).toEqual(scenarios);
  });

  test("export names are camel case, never reserved, never repeated", () => {
    const taken = new Set<string>();
    expect(exportName("Muster Captain", "card", taken)).toBe("musterCaptain");
    expect(exportName("Muster-Captain", "card", taken)).toBe("musterCaptainCard");
    expect(exportName("Muster Captain", "token", taken)).toBe("musterCaptainToken");
    expect(exportName("Muster Captain", "token", taken)).toBe("musterCaptain2");
    expect(exportName("return", "card", taken)).toBe("returnCard");
    expect(exportName("3 Wishes", "card", taken)).toBe("card3Wishes");
    expect(exportName("", "token", taken)).toBe("token");
    expect(exportName("Дракон Огня", "card", taken)).toBe("драконОгня");
  });
});
