/**
 * The playground's Vite configuration: `npm run playground` serves `playground/`, and
 * `npm run playground:build` writes a static site to `dist/playground` with a relative `base`, so
 * it works from any folder of any static file server, offline (fonts, workers and scripts are
 * bundled; nothing is fetched from the network).
 */
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import riftscript from "../compiler/vite-plugin.js";

const playgroundRoot = fileURLToPath(new URL(".", import.meta.url));
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  root: playgroundRoot,
  base: "./",
  // `cards/` and `test/rules/` are each one compilation unit, as `rift test FOLDER` compiles them.
  plugins: [riftscript({ unit: "folder" })],
  clearScreen: false,
  server: {
    host: "localhost",
    // Examples come from `cards/` and `test/rules/`, outside the playground's own folder.
    fs: { allow: [projectRoot] },
  },
  preview: { host: "localhost" },
  // Workers are bundled on their own and need the plugin too (the language worker imports the
  // tokens library).
  worker: { format: "es", plugins: () => [riftscript({ unit: "folder" })] },
  build: {
    outDir: fileURLToPath(new URL("../dist/playground", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // Monaco is one large chunk by nature; the warning would only repeat that. (Its quick-fix
    // menu, for "did you mean" diagnostics, took the chunk past 4096 kB; VS Code's editing keys
    // and command palette, past 4900 kB.)
    chunkSizeWarningLimit: 5200,
  },
});
