#!/usr/bin/env node
// The shipped command runs JavaScript compiled by `npm run build` (the `prepare` script), because
// Node 20 cannot run the TypeScript sources directly.
import { reasonOf } from "../dist/lib/compiler/atomic-write.js";
import { EXIT_MISUSE, reportInternalError } from "../dist/lib/compiler/cli/exit-codes.js";
import { main } from "../dist/lib/compiler/cli/main.js";

const command = process.argv[2]?.startsWith("-") ? undefined : process.argv[2];

// An exception outside `main`'s own catch (a callback, a promise nobody awaited) is still rift's
// fault: the same one line and exit 70, not Node's stack trace and exit 1, which a pipeline would
// read as an error in the cards.
const crash = (error) => process.exit(reportInternalError(command, error));
process.on("uncaughtException", crash);
process.on("unhandledRejection", crash);

// A reader that stops early (`rift test … | head`) closes the pipe; that ends the command quietly
// instead of with a stack trace. Any other failure to write (a full disk under `> report.json`) is
// an output that cannot be written: exit 2, as for `--out` or `--output`.
for (const [stream, name] of [
  [process.stdout, "standard output"],
  [process.stderr, "standard error"],
]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    if (stream !== process.stderr) {
      process.stderr.write(
        `rift${command ? ` ${command}` : ""}: cannot write ${name} (${reasonOf(error)})\n`,
      );
    }
    process.exit(EXIT_MISUSE);
  });
}

process.exitCode = await main(process.argv.slice(2));
