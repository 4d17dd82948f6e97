import type { Diagnostic } from "../../grammar/diagnostics.js";
import { compile } from "../compile.js";
import { formatDiagnostic } from "../diagnostic-format.js";
import { collectRiftFiles } from "../files.js";
import { loadTokenLibrary, nodeHost } from "../node-host.js";
import type { SourceInput } from "../unit.js";
import { oneOf, parseArgs } from "./args.js";
import { diagnosticsExitCode, reportCompilerBug } from "./exit-codes.js";
import { reportNames } from "./report-names.js";
import { readSources, sourceTexts } from "./read-sources.js";

/**
 * `rift check PATH…`: diagnostics only; exit 0 when clean or warnings only, 1 on errors, 70 when
 * the compiler reports a bug of its own (RS2000). `--quiet` prints only the errors.
 */
export function runCheck(argv: readonly string[]): number {
  const args = parseArgs(argv, { valued: ["--format"], boolean: [QUIET] });
  const format = diagnosticFormat(args.values.get("--format"));
  const quiet = args.flags.has(QUIET);
  const unreadable: Diagnostic[] = [];
  const sources: SourceInput[] = readSources(collectRiftFiles(args.positional), unreadable);
  const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });
  const diagnostics = [...unreadable, ...result.diagnostics];

  printDiagnostics(diagnostics, sources, format, quiet);

  const errors = diagnostics.filter((d) => d.severity === "error").length;
  const warnings = diagnostics.length - errors;
  const { files, cards, tokens, scenarios, decks } = result.counts;
  reportCompilerBug("check", diagnostics);
  if (quiet) return diagnosticsExitCode(diagnostics);
  process.stderr.write(
    `${plural(files, "file")}, ${plural(cards, "card")}, ${plural(tokens, "token")}, ` +
      `${plural(scenarios, "scenario")}, ${plural(decks, "deck")}: ` +
      `${plural(errors, "error")}, ${plural(warnings, "warning")}\n`,
  );
  return diagnosticsExitCode(diagnostics);
}

/**
 * `--quiet`, taken by check, build, test and fmt: only what is wrong is printed — errors, failed
 * scenarios, files to format — so that a CI log of a passing run is empty. No warnings, no ticks,
 * no summary line; a json or junit document is printed whole, as asked for.
 */
export const QUIET = "--quiet";

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** `--format text|json`, shared by `check` and `build` so CI parses both the same way. */
export function diagnosticFormat(value: string | undefined): "text" | "json" {
  return oneOf("--format", value, ["text", "json"], "text");
}

/**
 * Diagnostics in text mode are code frames on stderr (errors only when `quiet`), as every command
 * prints them: stdout carries only what a pipeline reads (a JSON or JUnit document, `rift test`'s
 * results, `fmt --check`'s list, `rift play`'s log), so `2>/dev/null` or `> file` keeps the two
 * apart. With `--format json` stdout holds one array and nothing else, its files named as every
 * report names them (report-names.ts).
 */
export function printDiagnostics(
  diagnostics: readonly Diagnostic[],
  sources: readonly SourceInput[],
  format: "text" | "json",
  quiet: boolean,
): void {
  if (format === "json") {
    process.stdout.write(JSON.stringify(reportNames().rename(diagnostics), null, 2) + "\n");
    return;
  }
  const texts = sourceTexts(sources, diagnostics);
  for (const diagnostic of diagnostics) {
    if (quiet && diagnostic.severity !== "error") continue;
    process.stderr.write(formatDiagnostic(diagnostic, texts.get(diagnostic.file)) + "\n\n");
  }
}
