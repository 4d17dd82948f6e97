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
