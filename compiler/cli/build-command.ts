import type { Diagnostic } from "../../grammar/diagnostics.js";
import { build } from "../build.js";
import { compile } from "../compile.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import { parseArgs, UsageError } from "./args.js";
import { diagnosticFormat, plural, printDiagnostics } from "./check-command.js";
import { readSources } from "./read-sources.js";

/**
 * `rift build PATH… --out DIR [--format json]`: exit 0 when written, 1 on errors (nothing
 * written), 2 on misuse or when the output cannot be written.
 */
export async function runBuild(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, { valued: ["--out", "--format"], boolean: ["--no-cache"] });
  const format = diagnosticFormat(args.values.get("--format"));
  const outDir = args.values.get("--out");
  if (outDir === undefined) throw new UsageError("--out DIR is required (where the modules go)");
  const unreadable: Diagnostic[] = [];
  const sources = readSources(collectRiftFiles(args.positional), unreadable);
  const options = { library: loadTokenLibrary(), host: nodeHost };
  // A file that is not UTF-8 fails the build like any error, after the whole unit is checked so
  // that every file's mistakes come out in one run; nothing is written.
  const result =
    unreadable.length > 0
      ? { ok: false as const, compiled: compile(sources, options) }
      : await build(sources, { ...options, outDir, noCache: args.flags.has("--no-cache") });

  const diagnostics = [...unreadable, ...result.compiled.diagnostics];
  printDiagnostics(diagnostics, sources, format);
  if (!result.ok) {
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    process.stderr.write(`${plural(errors, "error")}: nothing was written to ${outDir}\n`);
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
