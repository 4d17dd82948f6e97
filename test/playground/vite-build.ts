import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build, type Plugin, type Rollup } from "vite";
import riftscript from "../../compiler/vite-plugin.js";

/**
 * Bundles `dir/main.js` as a library through the plugin, in memory: the one chunk, for a test to
 * import and read. `plugin` is the plugin instance to build with, for a test that builds twice with
 * one instance (as watch mode does) or looks at what it kept.
 */
export async function bundleMain(
  dir: string,
  unit: "file" | "folder" = "file",
  plugin: Plugin = riftscript({ unit }),
): Promise<Rollup.OutputChunk> {
  const output = (await build({
    root: dir,
    configFile: false,
    logLevel: "silent",
    plugins: [plugin],
    build: {
      write: false,
      minify: false,
      lib: { entry: join(dir, "main.js"), formats: ["es"], fileName: "main" },
    },
  })) as Rollup.RollupOutput[];
  return output[0]!.output[0];
}

/**
 * A factory of app folders under a temporary root: each call writes `files` (paths relative to
 * the folder) and `main.js`, in a new folder, for `bundleMain` to build.
 */
export function appFolders(prefix: string): {
  appDir: (files: Record<string, string>, main: string) => string;
  remove: () => void;
} {
  const root = mkdtempSync(join(tmpdir(), prefix));
  let counter = 0;
  return {
    appDir(files, main) {
      const dir = join(root, `app${counter++}`);
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(join(dir, name, ".."), { recursive: true });
        writeFileSync(join(dir, name), text);
      }
      writeFileSync(join(dir, "main.js"), main);
      return dir;
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** A unit card with nothing but its printed numbers. */
export const card = (name: string, might = 1): string =>
  `card unit "${name}" {\n  cost 1\n  domain Fury\n  might ${might}\n}\n`;
