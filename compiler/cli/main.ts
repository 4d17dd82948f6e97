import { WriteError } from "../atomic-write.js";
import { EmitError } from "../emit/index.js";
import { displayPath } from "../files.js";
import { UsageError } from "./args.js";
import { runBuild } from "./build-command.js";
import { runCheck } from "./check-command.js";
import { runFmt } from "./fmt-command.js";
import { runPlay } from "./play-command.js";
import { runTest } from "./test-command.js";

const USAGE = `usage: rift <command> [options] PATH...

commands:
  check PATH...            report syntax and semantic errors in .rift files and folders
                           --format text|json   json prints only an array of diagnostics on stdout
  build PATH... --out DIR  compile to one TypeScript module per file plus an index in DIR
                           --no-cache   re-emit every module
                           --format text|json   as for check
  test PATH...             run the scenarios in .rift files and folders
                           --filter TEXT   only scenarios whose name contains TEXT
                           --steps   also print what each step of a passed scenario did
  fmt PATH...              rewrite .rift files in the canonical layout
                           --check   write nothing; list unformatted files and exit 1 if any
  play DECK_A DECK_B       play a whole game between two deck files with seeded random choices
                           --seed N     the game's seed (default 1)
                           --games N    play N games and print a summary instead of a log
                           --turn-limit N   declare a draw after N turns (default 80)

exit codes: 0 success (warnings alone are success), 1 errors, 2 misuse or output not writable`;

/** One command's lines of `USAGE`, with the exit codes, for `rift COMMAND --help`. */
function commandUsage(name: string): string {
  const lines = USAGE.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`  ${name} `));
  const own = [lines[start]!];
  for (const line of lines.slice(start + 1)) {
    if (!line.startsWith("      ")) break;
    own.push(line);
  }
  return [`usage: rift ${own[0]!.trim()}`, ...own.slice(1), "", lines[lines.length - 1]!].join(
    "\n",
  );
}

type Command = (args: readonly string[]) => Promise<number> | number;

const COMMANDS: Record<string, Command> = {
  build: runBuild,
  check: runCheck,
  test: runTest,
  fmt: runFmt,
  play: runPlay,
};

/**
 * The `rift` entry point. Returns the exit code instead of calling `process.exit`, so that output
 * written to pipes is flushed and tests can call it in-process. No input may produce a stack trace:
 * anything unexpected is reported as an internal error in one line.
 */
export async function main(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "--help" || name === "-h" || name === "help") {
    (name === undefined ? process.stderr : process.stdout).write(USAGE + "\n");
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`rift: unknown command '${name}'\n\n${USAGE}\n`);
    return 2;
  }
  // `rift build --help` is how people look a command up; it must not read as an unknown flag.
  const end = rest.indexOf("--");
  const options = end < 0 ? rest : rest.slice(0, end);
  if (options.some((arg) => arg === "--help" || arg === "-h")) {
    process.stdout.write(commandUsage(name) + "\n");
    return 0;
  }
  try {
    return await command(rest);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`rift ${name}: ${error.message}\n`);
      return 2;
    }
    // The inputs cannot be laid out as modules (a file named `index.rift`, a name with `#`, a
    // symbolic link inside DIR): the user's to fix, so it must not read as a compiler bug.
    if (error instanceof EmitError) {
      process.stderr.write(`rift ${name}: ${error.message}\n`);
      return 2;
    }
    // An output that cannot be written is an I/O failure (exit 2), not a compiler bug: one line
    // that names the path and the system's reason, so CI logs say what to fix.
    if (error instanceof WriteError) {
      process.stderr.write(
        `rift ${name}: cannot write ${displayPath(error.path)} (${error.reason})\n`,
      );
      return 2;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`rift ${name}: internal error: ${message}\n`);
    return 1;
  }
}
