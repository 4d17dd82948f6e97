// A built runtime and the sample decks compiled by its own compiler, for the scripts that compare
// builds on whole games (game-ab.mjs, game-ab-together.mjs, gc-promoted.mjs, alloc-sites.mjs).
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/**
 * `lib` is a built `dist/lib` folder inside the project (so that it finds `node_modules`); a
 * relative folder is resolved here, as `import` would read it as a package name.
 */
export async function sampleBuild(lib) {
  const root = pathToFileURL(resolve(lib)).href;
  const { compile } = await import(`${root}/compiler/compile.js`);
  const { loadTokenLibrary, nodeHost } = await import(`${root}/compiler/node-host.js`);
  const { playDecks } = await import(`${root}/runtime/index.js`);
  const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
    fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
  );
  const { decks, definitions } = compile(
    files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost },
  );
  return { playDecks, decks, definitions };
}
