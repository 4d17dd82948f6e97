import { closestWord } from "../../grammar/suggest.js";
import { WriteError } from "../atomic-write.js";
import { EmitError } from "../emit/emit-modules.js";
import { displayPath } from "../files.js";
import { packageVersion } from "../package-version.js";
import { UsageError } from "./args.js";
import { EXIT_MISUSE, EXIT_OK, reportInternalError } from "./exit-codes.js";

const USAGE = `usage: rift <command> [options] PATH...
       rift <command> --help    (or rift help <command>) that command's options
       rift --version

commands:
  check PATH...            report syntax and semantic errors in .rift files and folders
                           --format text|json   json prints only an array of diagnostics on stdout
                           --quiet   print only errors: no warnings, no summary line
  build PATH... --out DIR  compile to one TypeScript module per file plus an index in DIR;
                           a module whose input did not change is not written again
                           --out DIR    the output folder (required; made if missing)
                           --no-cache   re-emit every module
                           --format text|json   as for check
                           --quiet   print only errors: no warnings, no summary line
  test PATH...             run the scenarios in .rift files and folders
                           --filter TEXT   only scenarios whose name contains TEXT (case-sensitive);
                                           exit 1 when none does
                           --steps   also print what each step of a passed scenario did
                           --format text|json|junit   json: one report on stdout with the
                                                      counts, the diagnostics and every
                                                      scenario's place, status, time and failure;
                                                      junit: JUnit XML for CI systems
                           --output FILE   write the json or junit report to FILE instead of
                                           stdout (all of it or nothing: never a truncated file)
                           --quiet   print only failures and errors: no ticks, no warnings, and
                                     the summary line only when the run did not pass
  fmt PATH...              rewrite .rift files in the canonical layout
                           --check   write nothing; list unformatted files on stdout, what
                                     differs in each on stderr, and exit 3 if any (1 if a
                                     file has syntax errors, as for check)
                           --quiet   no summary line
  play DECK_A DECK_B [DECK_C [DECK_D]]
                           play a whole game between 2, 3 or 4 deck files with seeded random choices
                           --mode duel|skirmish|war   (or 1v1, ffa3, ffa4) checked against the
                                                      number of decks
                           --seed N     the game's seed, a 32-bit whole number (default 1)
                           --games N    play N games, seeds S, S+1, ... from --seed S, and print
                                        a summary instead of a log (the games per second on
                                        stderr, so the same seeds print the same summary)
                           --turn-limit N   declare a draw after N turns (default 80)

exit codes: 0 success (warnings alone are success), 1 errors (test: also a failed scenario, or
            none run), 2 misuse or output not writable, 3 files to format (fmt --check),
            70 a bug in rift (RIFT_DEBUG=1 prints its stack trace), 130 Ctrl-C, 143 SIGTERM,
            129 SIGHUP
streams:    stdout holds results (test's ticks and failures, json and junit documents, fmt --check's
            list, play's log); diagnostics, summary lines and messages go to stderr`;

/** Where `USAGE` starts a command's description and its options. */
const DESCRIPTION_COLUMN = 27;

/**
 * One command's lines of `USAGE` for `rift COMMAND --help`: the synopsis on the usage line (the
 * overview's alignment would push it far from its description), the description, the options, and
 * the exit codes.
 */
function commandUsage(name: string): string {
  const lines = USAGE.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`  ${name} `));
  const own: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("      ")) break;
    own.push(line.slice(DESCRIPTION_COLUMN));
  }
  const first = /^(\S.*?)(?:\s{2,}(.*))?$/.exec(lines[start]!.trim())!;
  const description = first[2] !== undefined ? [first[2]] : [];
  while (own.length > 0 && !own[0]!.startsWith("-")) description.push(own.shift()!);
  const options = own.length > 0 ? ["", "options:", ...own.map((line) => `  ${line}`)] : [];
  return [
    `usage: rift ${first[1]}`,
    "",
    ...description,
    ...options,
    "",
    ...lines.slice(lines.findIndex((line) => line.startsWith("exit codes:"))),
  ].join("\n");
}

type Command = (args: readonly string[]) => Promise<number> | number;

/**
 * Each command's module is loaded when it runs: together they bring the compiler, the runtime,
 * ts-morph and Prettier, and `rift --version`, `rift check` or a misspelt flag should not wait
 * seconds for what they do not use.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  check: async () => (await import("./check-command.js")).runCheck,
  build: async () => (await import("./build-command.js")).runBuild,
  test: async () => (await import("./test-command.js")).runTest,
  fmt: async () => (await import("./fmt-command.js")).runFmt,
  play: async () => (await import("./play-command.js")).runPlay,
};

/** One line, as for every misuse: the whole usage would bury the hint. Exit 2. */
function unknownCommand(name: string): number {
  // `rift --format json check x` puts a command's option first; "unknown command" would puzzle.
  if (name.startsWith("-")) {
    process.stderr.write(
      `rift: unknown option '${name}'; before a command rift takes only --help and --version, ` +
        `and a command's options go after it (rift COMMAND --help lists them)\n`,
    );
    return EXIT_MISUSE;
  }
  const close = closestWord(name, Object.keys(COMMANDS));
  // `rift warden.rift`: a file where the command goes; the likeliest wish is to check it.
  const hint = name.endsWith(".rift")
    ? ` (did you mean 'rift check ${name}'?)`
    : close === undefined
      ? ""
      : ` (did you mean '${close}'?)`;
  process.stderr.write(
    `rift: unknown command '${name}'${hint}; the commands are ` +
      `${Object.keys(COMMANDS).join(", ")} (rift --help describes them)\n`,
  );
  return EXIT_MISUSE;
}

/**
 * The `rift` entry point. Returns the exit code instead of calling `process.exit`, so that output
 * written to pipes is flushed and tests can call it in-process. No input may produce a stack trace:
 * anything unexpected is reported as an internal error in one line, exit 70 (exit-codes.ts).
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "--version" || name === "-v") {
    process.stdout.write(`rift ${packageVersion()}\n`);
    return EXIT_OK;
  }
  // `rift help test` reads as a request for the test command's help, as in git and npm.
  if (name === "help" && rest[0] !== undefined && COMMANDS[rest[0]]) {
    process.stdout.write(commandUsage(rest[0]) + "\n");
    return EXIT_OK;
  }
  // `rift help tset` must not answer with the overview and exit 0, as if the command existed.
  if (name === "help" && rest[0] !== undefined && rest[0] !== "help") {
    return unknownCommand(rest[0]);
  }
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    (name === undefined ? process.stderr : process.stdout).write(USAGE + "\n");
    return name === undefined ? EXIT_MISUSE : EXIT_OK;
  }
  const command = COMMANDS[name];
  if (!command) return unknownCommand(name);
  // `rift build --help` is how people look a command up; it must not read as an unknown flag.
  const end = rest.indexOf("--");
  const options = end < 0 ? rest : rest.slice(0, end);
  if (options.some((arg) => arg === "--help" || arg === "-h")) {
    process.stdout.write(commandUsage(name) + "\n");
    return EXIT_OK;
  }
  try {
    const run = await command();
    return await run(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`rift ${name}: ${error.message}\n`);
      return EXIT_MISUSE;
    }
    // The inputs cannot be laid out as modules (a file named `index.rift`, a name with `#`, a
    // symbolic link inside DIR): the user's to fix, so it must not read as a compiler bug.
    if (error instanceof EmitError) {
      process.stderr.write(`rift ${name}: ${error.message}\n`);
      return EXIT_MISUSE;
    }
    // An output that cannot be written is an I/O failure (exit 2), not a compiler bug: one line
    // that names the path and the system's reason, so CI logs say what to fix.
    if (error instanceof WriteError) {
      process.stderr.write(
        `rift ${name}: cannot write ${displayPath(error.path)} (${error.reason})\n`,
      );
      return EXIT_MISUSE;
    }
    return reportInternalError(name, error);
  }
}
