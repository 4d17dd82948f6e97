#!/usr/bin/env node
// The shipped command runs JavaScript compiled by `npm run build` (the `prepare` script), because
// Node 20 cannot run the TypeScript sources directly.
import { main } from "../dist/lib/compiler/cli/main.js";

process.exitCode = await main(process.argv.slice(2));
