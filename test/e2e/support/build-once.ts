/**
 * Vitest's global setup for the browser tests: the playground is built once for the whole run,
 * not once per test file (a build is most of a file's time, and several minutes on a loaded
 * machine, past any hook's timeout).
 */
import { buildPlayground } from "./playground-site.js";

export default async function setup(): Promise<void> {
  await buildPlayground();
}
