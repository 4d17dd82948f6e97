import { constants } from "node:os";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { build, type BuildResult } from "../build.js";
import { compile } from "../compile.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import type { SourceInput } from "../unit.js";
import { parseArgs, UsageError } from "./args.js";
import { acquireBuildLock, type BuildLock } from "./build-lock.js";
import { diagnosticFormat, plural, printDiagnostics, QUIET } from "./check-command.js";
import { diagnosticsExitCode, EXIT_OK, reportCompilerBug } from "./exit-codes.js";
import { readSources } from "./read-sources.js";

/**
 * `rift build PATH… --out DIR [--format json] [--quiet]`: exit 0 when written, 1 on errors (nothing
 * written), 2 on misuse or when the output cannot be written (another build is writing it, say).
 */
export async function runBuild(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv, { valued: ["--out", "--format"], boolean: ["--no-cache", QUIET] });
  const format = diagnosticFormat(args.values.get("--format"));
  const quiet = args.flags.has(QUIET);
  const outDir = args.values.get("--out");
  if (outDir === undefined) throw new UsageError("--out DIR is required (where the modules go)");
  const unreadable: Diagnostic[] = [];
  const sources = readSources(collectRiftFiles(args.positional), unreadable);
  const options = { library: loadTokenLibrary(), host: nodeHost };
  // A file that is not UTF-8 fails the build like any error, after the whole unit is checked so
  // that every file's mistakes come out in one run; nothing is written.
  if (unreadable.length > 0) {
    const compiled = compile(sources, options);
    const diagnostics = [...unreadable, ...compiled.diagnostics];
    return reportFailure(diagnostics, sources, { format, quiet }, outDir);
  }
  // Registered before the lock is taken: a signal between the two would otherwise kill the
  // process with the lock held.
  let lock: BuildLock | undefined;
  const stopInterrupts = onInterrupt((signal, code) => {
    lock?.release(true);
    process.stderr.write(`rift build: interrupted (${signal}): nothing was written to ${outDir}\n`);
    process.exit(code);
  });
  let result: BuildResult | undefined;
  try {
    // Held from before the cache is read until after it is written: see build-lock.ts.
    lock = acquireBuildLock(outDir);
    if (lock.tookOver !== undefined && !quiet)
      process.stderr.write(`rift build: ${lock.tookOver}\n`);
    result = await build(sources, { ...options, outDir, noCache: args.flags.has("--no-cache") });
  } finally {
    stopInterrupts();
    lock?.release(!result?.ok);
  }

  if (!result.ok) {
    return reportFailure(result.compiled.diagnostics, sources, { format, quiet }, outDir);
  }
  printDiagnostics(result.compiled.diagnostics, sources, format, quiet);
  if (quiet) return EXIT_OK;
  const { report } = result;
  // The counts after the colon are files, and `index.ts` is one of them though it is no module:
  // naming it keeps "2 modules" and "3 files written" from reading as a contradiction.
  const files = report.written.length + report.reused.length;
  process.stderr.write(
    `built ${plural(result.modules, "module")} and index.ts into ${outDir}: ` +
      `${plural(files, "file")} (${report.written.length} written, ${report.reused.length} reused), ` +
      `${report.removed.length} removed\n`,
  );
  return EXIT_OK;
}

/**
 * Ctrl-C, a CI job cancelled (SIGTERM) or a closed terminal: the build stops, but not before it
 * releases its lock. Node's default would exit at once and leave `.rift-build.lock` behind, which a
 * build on another machine (an output folder restored from a CI cache) cannot tell from a live one,
 * and refuses. Signals are handled between the build's asynchronous steps, and the build writes
 * its files in one synchronous stretch at the end, so a handler never runs while a file is being
 * written: when it runs, nothing has been written yet. Exit 128 + the signal's number, as a shell
 * reports a process the signal killed.
 */
function onInterrupt(stop: (signal: NodeJS.Signals, code: number) => void): () => void {
  const handlers = INTERRUPTS.map((signal) => {
    const handler = (): void => stop(signal, 128 + (constants.signals[signal] ?? 0));
    process.once(signal, handler);
    return [signal, handler] as const;
  });
  return () => {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  };
}

const INTERRUPTS: readonly NodeJS.Signals[] = ["SIGINT", "SIGTERM", "SIGHUP"];

function reportFailure(
  diagnostics: readonly Diagnostic[],
  sources: readonly SourceInput[],
  { format, quiet }: { format: "text" | "json"; quiet: boolean },
  outDir: string,
): number {
  printDiagnostics(diagnostics, sources, format, quiet);
  const errors = diagnostics.filter((d) => d.severity === "error").length;
  process.stderr.write(`${plural(errors, "error")}: nothing was written to ${outDir}\n`);
  reportCompilerBug("build", diagnostics);
  return diagnosticsExitCode(diagnostics);
}
