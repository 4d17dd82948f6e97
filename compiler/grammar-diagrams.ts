import { createSyntaxDiagramsCode } from "chevrotain";
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { parser } from "../grammar/parser.js";

/**
 * `npm run docs`: the grammar's railroad diagrams as one self-contained HTML page. Chevrotain's
 * generator links its scripts and stylesheet from a CDN; the page must open offline, so each of
 * those links is replaced by the file's contents from the installed package.
 */
export function grammarDiagramsHtml(): string {
  const require = createRequire(import.meta.url);
  // The package exports only its entry point; its folder is found by walking up from there.
  const entry = require.resolve("chevrotain");
  let packageDir = dirname(entry);
  while (!existsSync(join(packageDir, "package.json")) && dirname(packageDir) !== packageDir) {
    packageDir = dirname(packageDir);
  }
  const diagramsDir = join(packageDir, "diagrams");
  const placeholder = "rift-local-resource:/";
  const html = createSyntaxDiagramsCode(parser.getSerializedGastProductions(), {
    resourceBase: placeholder,
    css: `${placeholder}diagrams.css`,
  });
  const read = (relativePath: string): string =>
    readFileSync(join(diagramsDir, relativePath), "utf8").replace(/<\/script/gi, "<\\/script");
  const inlined = html
    .replace(
      /<script src='rift-local-resource:\/([^']+)'><\/script>/g,
      (_match, path: string) => `<script>\n${read(path)}\n</script>`,
    )
    .replace(
      /<link rel='stylesheet' href='rift-local-resource:\/([^']+)'>/g,
      (_match, path: string) => `<style>\n${read(path)}\n</style>`,
    );
  if (inlined.includes(placeholder)) {
    throw new Error("a diagrams resource was left as a link; Chevrotain's page layout changed");
  }
  return inlined;
}
