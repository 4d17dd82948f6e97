/**
 * The playground as the browser tests see it: built once a run with its own Vite configuration into
 * `dist/playground`, then served by a plain static file server on a free localhost port.
 */
import { fileURLToPath } from "node:url";
import { build } from "vite";
import { serveStatic, type StaticServer } from "./static-server.js";

const configFile = fileURLToPath(new URL("../../../playground/vite.config.ts", import.meta.url));
export const SITE_DIR = fileURLToPath(new URL("../../../dist/playground", import.meta.url));

export async function buildPlayground(): Promise<void> {
  await build({ configFile, logLevel: "warn" });
}

/** Serves the build the run's global setup made (support/build-once.ts). */
export async function servePlayground(): Promise<StaticServer> {
  return serveStatic(SITE_DIR);
}
