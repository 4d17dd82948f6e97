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
  process.stderr.write(
    `built ${plural(result.modules, "module")} into ${outDir}: ${report.written.length} written, ` +
      `${report.reused.length} reused, ${report.removed.length} removed\n`,
  );
  return 0;
}
