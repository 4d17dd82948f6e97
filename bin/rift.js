#!/usr/bin/env node
// The shipped command runs JavaScript compiled by `npm run build` (the `prepare` script), because
// Node 20 cannot run the TypeScript sources directly.
import { main } from "../dist/lib/compiler/cli/main.js";

// A reader that stops early (`rift check … | head`) closes the pipe; that ends the command quietly
// instead of with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error) => {
    if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
    throw error;
  });
}

process.exitCode = await main(process.argv.slice(2));
