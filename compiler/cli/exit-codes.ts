/**
 * The exit codes of `rift`, in one place so that every command means the same by each. A build
 * pipeline branches on them: 1 sends a designer to their cards, 70 sends someone to rift's
 * maintainers, 2 to the pipeline's own command line or disk, and 3 (`rift fmt --check`) to run
 * `rift fmt`.
 */
import type { Diagnostic } from "../../grammar/diagnostics.js";

/** Success; warnings alone are success. */
export const EXIT_OK = 0;
/** The input is wrong: a card has errors (syntax errors for `rift fmt`), a scenario failed. */
export const EXIT_ERRORS = 1;
/** Misuse, or an output that cannot be written. */
export const EXIT_MISUSE = 2;
/**
 * `rift fmt --check`: every file is valid but some are not formatted. Not 1, so that a pipeline
 * can tell "run `rift fmt`" (a step it may do itself) from "the cards do not parse" (a designer's).
 */
export const EXIT_UNFORMATTED = 3;
/**
 * rift itself failed (sysexits.h's EX_SOFTWARE): an exception no input should cause, or a
 * compiler bug reported as RS2000. Not 1, so that a pipeline does not send a designer after a
 * mistake that is not in their cards.
 */
export const EXIT_INTERNAL = 70;

/** The diagnostic code of a compiler bug found while lowering a checked declaration. */
const COMPILER_BUG = "RS2000";

/** Set (to anything but `0`) to print the stack trace of an internal error. */
export const DEBUG_VARIABLE = "RIFT_DEBUG";

function debugging(): boolean {
  const value = process.env[DEBUG_VARIABLE];
  return value !== undefined && value !== "" && value !== "0";
}

/**
 * The exit code for a unit's diagnostics: 70 when the compiler reported a bug of its own, else 1
 * when there is an error, else 0.
 */
export function diagnosticsExitCode(diagnostics: readonly Diagnostic[]): number {
  if (diagnostics.some((d) => d.code === COMPILER_BUG)) return EXIT_INTERNAL;
  return diagnostics.some((d) => d.severity === "error") ? EXIT_ERRORS : EXIT_OK;
}

/** The line after a unit's diagnostics that says an RS2000 is rift's fault, not the designer's. */
export function reportCompilerBug(command: string, diagnostics: readonly Diagnostic[]): void {
  if (diagnosticsExitCode(diagnostics) !== EXIT_INTERNAL) return;
  process.stderr.write(
    `rift ${command}: internal error (a bug in rift, not in your files): the compiler could not ` +
      `lower a declaration that checked cleanly (${COMPILER_BUG}); please report it with the ` +
      `declaration it names\n`,
  );
}

/**
 * Reports an exception that escaped a command — a bug in rift, whatever the input — as one line
 * that says so and how to report it, and returns 70. The stack trace, which a designer cannot act
 * on and which buries the line in a CI log, is printed only when `RIFT_DEBUG` asks for it.
 */
export function reportInternalError(command: string | undefined, error: unknown): number {
  const text = error instanceof Error ? error.message : String(error);
  // One line: a message with line breaks of its own would read as several errors.
  const message = text.split("\n")[0]!.trim() || (error instanceof Error ? error.name : "unknown");
  const where = command === undefined ? "rift" : `rift ${command}`;
  const debug = debugging();
  const hint = debug ? "" : ` (${DEBUG_VARIABLE}=1 prints the stack trace)`;
  try {
    process.stderr.write(
      `${where}: internal error (a bug in rift, not in your files): ${message}; please report ` +
        `it with the command line and the .rift files that cause it${hint}\n`,
    );
    if (debug && error instanceof Error && error.stack !== undefined) {
      process.stderr.write(`${error.stack}\n`);
    }
  } catch {
    // stderr itself is gone: the exit code is all that is left to say it.
  }
  return EXIT_INTERNAL;
}
