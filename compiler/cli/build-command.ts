import { dirname, relative, resolve, sep } from "node:path";
import { compile } from "../compile.js";
import { formatDiagnostic } from "../diagnostic-format.js";
import { buildOutput, type EmitInput } from "../emit/index.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import { parseArgs, UsageError } from "./args.js";
import { plural } from "./check-command.js";
import { readSources } from "./read-sources.js";

/**
 * `rift build PATH… --out DIR`: one TypeScript module per input file plus an index. Nothing is
 * written unless the whole unit compiles, so a failed build leaves the previous output as it was.
 */
export async function runBuild(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, { valued: ["--out"], boolean: ["--no-cache"] });
  const outDir = args.values.get("--out");
  if (outDir === undefined) throw new UsageError("--out DIR is required (where the modules go)");
  const sources = readSources(collectRiftFiles(args.positional));
  const library = loadTokenLibrary();
  const result = compile(sources, { library, host: nodeHost });

  const texts = new Map(sources.map((source) => [source.file, source.text]));
  for (const diagnostic of result.diagnostics) {
    process.stdout.write(formatDiagnostic(diagnostic, texts.get(diagnostic.file)) + "\n\n");
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error").length;
  if (errors > 0) {
    process.stderr.write(`${plural(errors, "error")}: nothing was written to ${outDir}\n`);
    return 1;
  }

  const root = commonFolder(result.files.map((f) => resolve(f.file)));
  const inputs: EmitInput[] = result.files.map((file) => ({
    sourceFile: file.file,
    outName: outNameFor(resolve(file.file), root),
    definitions: file.definitions,
    scenarios: file.scenarios,
  }));
  // The named tokens library is emitted too (unless it was named), so the output holds every
  // definition its cards refer to.
  const declared = new Set(result.files.flatMap((f) => f.definitions.map((d) => d.name)));
  const libraryDefinitions = result.definitions.filter((d) => !declared.has(d.name));
  if (libraryDefinitions.length > 0 && !inputs.some((input) => input.outName === "tokens")) {
    inputs.push({
      sourceFile: library[0]?.file ?? "tokens.rift",
      outName: "tokens",
      definitions: libraryDefinitions,
    });
  }
  const report = await buildOutput(inputs, outDir, { useCache: !args.flags.has("--no-cache") });
  process.stderr.write(
    `built ${plural(inputs.length, "module")} into ${outDir}: ${report.written.length} written, ` +
      `${report.reused.length} reused, ${report.removed.length} removed\n`,
  );
  return 0;
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
