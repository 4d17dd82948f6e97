import {
  StructureKind,
  VariableDeclarationKind,
  type SourceFileStructure,
  type StatementStructures,
} from "ts-morph";
import type { EmitInput } from "./emit-modules.js";
import { literal } from "./literal.js";

import { GENERATED_HEADER } from "./generated-header.js";

const HEADER = `${GENERATED_HEADER}\n`;

const RUNTIME_TYPES: StatementStructures = {
  kind: StructureKind.ImportDeclaration,
  isTypeOnly: true,
  namedImports: ["Definition", "Scenario"],
  moduleSpecifier: "riftscript",
};

/**
 * One input file as a module: one typed `const` per definition, then `definitions` (in source
 * order, the same objects) and `scenarios`.
 */
export function moduleStructure(file: EmitInput, names: readonly string[]): SourceFileStructure {
  const statements: StatementStructures[] = [RUNTIME_TYPES];
  file.definitions.forEach((definition, index) => {
    const text = literal(definition, `definition ${JSON.stringify(definition.name)}`);
    statements.push(exportedConst(names[index]!, "Definition", text));
  });
  statements.push(exportedConst("definitions", "Definition[]", `[${names.join(", ")}]`));
  const scenarios = (file.scenarios ?? []).map((scenario) =>
    literal(scenario, `scenario ${JSON.stringify(scenario.name)}`),
  );
  statements.push(exportedConst("scenarios", "Scenario[]", `[${scenarios.join(", ")}]`));
  return { kind: StructureKind.SourceFile, leadingTrivia: HEADER, statements };
}

export interface IndexEntry {
  outName: string;
  /** The namespace the index imports the module as. */
  alias: string;
  names: readonly string[];
}

/** `index.ts`: every definition by name, and all definitions and scenarios in file order. */
export function indexStructure(entries: readonly IndexEntry[]): SourceFileStructure {
  const statements: StatementStructures[] = [RUNTIME_TYPES];
  for (const entry of entries) {
    statements.push({
      kind: StructureKind.ImportDeclaration,
      namespaceImport: entry.alias,
      moduleSpecifier: moduleSpecifier(entry.outName),
    });
  }
  for (const entry of entries) {
    if (entry.names.length === 0) continue;
    statements.push({
      kind: StructureKind.ExportDeclaration,
      namedExports: [...entry.names],
      moduleSpecifier: moduleSpecifier(entry.outName),
    });
  }
  const all = (what: "definitions" | "scenarios"): string =>
    `[${entries.map((entry) => `...${entry.alias}.${what}`).join(", ")}]`;
  statements.push(exportedConst("definitions", "Definition[]", all("definitions")));
  statements.push(exportedConst("scenarios", "Scenario[]", all("scenarios")));
  return { kind: StructureKind.SourceFile, leadingTrivia: HEADER, statements };
}

/** NodeNext resolution: the `.js` of the emitted `.ts`. Out names hold no quote or backslash. */
export function moduleSpecifier(outName: string): string {
  return `./${outName}.js`;
}

function exportedConst(name: string, type: string, initializer: string): StatementStructures {
  return {
    kind: StructureKind.VariableStatement,
    // A blank line between declarations, which Prettier keeps.
    leadingTrivia: "\n",
    isExported: true,
    declarationKind: VariableDeclarationKind.Const,
    declarations: [{ name, type, initializer }],
  };
}
