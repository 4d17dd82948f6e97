/**
 * The generated TypeScript panel's text. `rift build` emits modules with ts-morph and Prettier,
 * which run only in Node; the browser prints the same shape of module (one typed `const` per
 * definition, then `definitions` and `scenarios`) from the very definitions the board runs, with
 * `JSON.stringify` for the values. Names and strings are data in JSON strings, never code.
 */
import type { Definition, Scenario } from "../../../runtime/definitions.js";

const HEADER = [
  "// What `rift build` emits for this file, printed in the playground from the same compiled",
  "// definitions the board runs (rift build lays it out with Prettier).",
].join("\n");

const RESERVED = new Set(
  `break case catch class const continue debugger default delete do else enum export extends false
  finally for function if import in instanceof new null return super switch this throw true try
  typeof var void while with yield let static implements interface package private protected public
  await async arguments eval undefined NaN Infinity globalThis as of from type declare namespace
  module require exports satisfies definitions scenarios Definition Scenario`.split(/\s+/),
);

/** "Muster Captain" → `musterCaptain`; a name with no letters becomes `card`, `card2`, … */
export function exportName(name: string, kind: "card" | "token", taken: Set<string>): string {
  const words = name
    .replace(/['’]/g, "")
    .split(/[^\p{ID_Continue}]+/u)
    .filter((word) => word !== "" && word !== "$");
  let base = words
    .map((word, index) => {
      const [first = "", ...rest] = word;
      return (index === 0 ? first.toLowerCase() : first.toUpperCase()) + rest.join("");
    })
    .join("");
  if (base === "" || !/^\p{ID_Start}/u.test(base)) base = kind + base;
  let candidate = base;
  if (taken.has(candidate) || RESERVED.has(candidate))
    candidate = base + (kind === "card" ? "Card" : "Token");
  for (let n = 2; taken.has(candidate) || RESERVED.has(candidate); n++) candidate = `${base}${n}`;
  taken.add(candidate);
  return candidate;
}

export function typescriptModule(
  definitions: readonly Definition[],
  scenarios: readonly Scenario[],
): string {
  const taken = new Set<string>();
  const lines = [HEADER, "", `import type { Definition, Scenario } from "riftscript";`, ""];
  const names: string[] = [];
  for (const definition of definitions) {
    const name = exportName(definition.name, definition.kind, taken);
    names.push(name);
    lines.push(`export const ${name}: Definition = ${JSON.stringify(definition, null, 2)};`, "");
  }
  lines.push(`export const definitions: Definition[] = [${names.join(", ")}];`, "");
  lines.push(`export const scenarios: Scenario[] = ${JSON.stringify(scenarios, null, 2)};`, "");
  return lines.join("\n");
}

/**
 * The line (1-based) of the `export const` that holds the definition named `name` in a module
 * `typescriptModule` printed, so the panel can show the card the cursor is in; undefined when the
 * module has none (the card has errors, or is another file's).
 */
export function definitionLine(module: string, name: string): number | undefined {
  // JSON.stringify writes the name as the module does, escapes and all.
  const nameLine = `  "name": ${JSON.stringify(name)},`;
  let start: number | undefined;
  const lines = module.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line.startsWith("export const ") && line.endsWith(": Definition = {")) start = i + 1;
    else if (line === "};") start = undefined;
    else if (start !== undefined && line === nameLine) return start;
  }
  return undefined;
}
