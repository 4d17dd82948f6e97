import { build } from "../build.js";
import { formatDiagnostic } from "../diagnostic-format.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import { parseArgs, UsageError } from "./args.js";
import { plural } from "./check-command.js";
import { readSources } from "./read-sources.js";

/** `rift build PATH… --out DIR`: exit 0 when written, 1 on errors (nothing written), 2 on misuse. */
export async function runBuild(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, { valued: ["--out"], boolean: ["--no-cache"] });
  const outDir = args.values.get("--out");
  if (outDir === undefined) throw new UsageError("--out DIR is required (where the modules go)");
  const sources = readSources(collectRiftFiles(args.positional));
  const result = await build(sources, {
    outDir,
    noCache: args.flags.has("--no-cache"),
    library: loadTokenLibrary(),
    host: nodeHost,
  });

  const texts = new Map(sources.map((source) => [source.file, source.text]));
  for (const diagnostic of result.compiled.diagnostics) {
    process.stdout.write(formatDiagnostic(diagnostic, texts.get(diagnostic.file)) + "\n\n");
  }
  if (!result.ok) {
    process.stderr.write(
      `${plural(result.errors.length, "error")}: nothing was written to ${outDir}\n`,
    );
    return 1;
  }
  const { report } = result;
  // The counts after the colon are files, and `index.ts` is one of them though it is no module:
  // naming it keeps "2 modules" and "3 files written" from reading as a contradiction.
  const files = report.written.length + report.reused.length;
  process.stderr.write(
    `built ${plural(result.modules, "module")} and index.ts into ${outDir}: ` +
      `${plural(files, "file")} (${report.written.length} written, ${report.reused.length} reused), ` +
      `${report.removed.length} removed\n`,
  );
  return 0;
}
