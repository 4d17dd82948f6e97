import { writeFileAtomic } from "../atomic-write.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { formatDiagnostic } from "../diagnostic-format.js";
import { collectRiftFiles } from "../files.js";
import { formatText } from "../format/index.js";
import { parseArgs } from "./args.js";
import { plural, QUIET } from "./check-command.js";
import { diagnosticsExitCode, EXIT_OK, EXIT_UNFORMATTED } from "./exit-codes.js";
import { formatDifference } from "./format-difference.js";
import { readSources } from "./read-sources.js";

/**
 * `rift fmt PATH…`: rewrites `.rift` files in canonical layout, each only if it changes.
 * `--check` writes nothing and lists the files that are not formatted, one per line on stdout, so
 * the list can be piped; what differs in each (`file:line: not formatted: …`), diagnostics and the
 * summary go to stderr. A file with syntax errors is reported and left untouched. Exit 1 if any
 * file has errors (as `rift check` does for them), else 3 when `--check` finds a file to format.
 * `--quiet` leaves out the summary line.
 */
export function runFmt(argv: readonly string[]): number {
  const args = parseArgs(argv, { valued: [], boolean: ["--check", QUIET] });
  const check = args.flags.has("--check");
  const quiet = args.flags.has(QUIET);
  const files = collectRiftFiles(args.positional);
  const unreadable: Diagnostic[] = [];
  const sources = readSources(files, unreadable);

  let changed = 0;
  let unchanged = 0;
  let withErrors = 0;
  const found: Diagnostic[] = [];
  sources.forEach((source, i) => {
    const result = formatText(source.file, source.text);
    // A file that is not UTF-8 is never rewritten: its bad bytes were read as U+FFFD.
    const errors = [
      ...unreadable.filter((d) => d.file === source.file),
      ...result.diagnostics.filter((d) => d.severity === "error"),
    ];
    if (errors.length > 0) {
      withErrors++;
      found.push(...errors);
      for (const diagnostic of errors) {
        process.stderr.write(formatDiagnostic(diagnostic, source.text) + "\n\n");
      }
      return;
    }
    if (result.text === source.text) {
      unchanged++;
      return;
    }
    changed++;
    if (!check) return writeFileAtomic(files[i]!, result.text);
    process.stdout.write(source.file + "\n");
    const difference = formatDifference(source.text, result.text);
    process.stderr.write(
      `${source.file}:${difference.line}: not formatted: ${difference.reasons.join("; ")}\n`,
    );
  });

  const status =
    withErrors > 0 ? diagnosticsExitCode(found) : check && changed > 0 ? EXIT_UNFORMATTED : EXIT_OK;
  if (quiet) return status;
  const counts = [
    `${changed} ${check ? "not formatted" : "reformatted"}`,
    `${unchanged} unchanged`,
    ...(withErrors > 0 ? [`${withErrors} with syntax errors`] : []),
  ];
  process.stderr.write(`${plural(sources.length, "file")}: ${counts.join(", ")}\n`);
  return status;
}
