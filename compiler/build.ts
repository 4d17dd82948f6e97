import { dirname, relative, resolve, sep } from "node:path";
import type { Diagnostic } from "../grammar/diagnostics.js";
import { compile, type CompileOptions, type CompileResult } from "./compile.js";
import { buildOutput, type BuildReport, type EmitInput } from "./emit/index.js";
import { SourceNames } from "./source-names.js";
import type { SourceInput } from "./unit.js";

export interface BuildOptions extends CompileOptions {
  outDir: string;
  /** Re-emit every module even when the cache says it is unchanged. */
  noCache?: boolean;
}

export type BuildResult =
  | { ok: true; compiled: CompileResult; report: BuildReport; modules: number }
  | { ok: false; compiled: CompileResult; errors: Diagnostic[] };

/**
 * Compiles a unit and writes it as TypeScript modules (issue 4, item 4): one per user file, the
 * named tokens library as `tokens.ts` unless a user file is the library, and an index. Nothing is
 * written unless the whole unit compiles, so a failed build leaves the previous output as it was.
 */
export async function build(
  sources: readonly SourceInput[],
  options: BuildOptions,
): Promise<BuildResult> {
  const compiled = compile(sources, options);
  const errors = compiled.diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) return { ok: false, compiled, errors };

  const root = commonFolder(compiled.files.map((f) => resolve(f.file)));
  const library = options.library?.[0]?.file;
  const names = new SourceNames(library);
  const inputs: EmitInput[] = compiled.files.map((file) => ({
    sourceFile: file.file,
    outName: outNameFor(resolve(file.file), root),
    definitions: names.rename(file.definitions),
    scenarios: names.rename(file.scenarios),
  }));
  const declared = new Set(compiled.files.flatMap((f) => f.definitions.map((d) => d.name)));
  const libraryDefinitions = compiled.definitions.filter((d) => !declared.has(d.name));
  if (libraryDefinitions.length > 0 && !inputs.some((input) => input.outName === "tokens")) {
    inputs.push({
      sourceFile: library ?? "tokens.rift",
      outName: "tokens",
      definitions: names.rename(libraryDefinitions),
    });
  }
  const report = await buildOutput(inputs, options.outDir, { useCache: !options.noCache });
  return { ok: true, compiled, report, modules: inputs.length };
}

function outNameFor(file: string, root: string): string {
  return relative(root, file)
    .split(sep)
    .join("/")
    .replace(/\.rift$/, "");
}

function commonFolder(files: readonly string[]): string {
  if (files.length === 0) return process.cwd();
  let common = dirname(files[0]!);
  for (const file of files) {
    while (!(file + sep).startsWith(common + sep) && dirname(common) !== common) {
      common = dirname(common);
    }
  }
  return common;
}
