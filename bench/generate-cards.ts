/**
 * A deterministic generator of `.rift` card text for the compile and build benchmarks. It draws
 * from the bundled card set, which a test (test/cards/constructs.test.ts) proves uses every
 * construct of the language, and renames each copy so the names stay unique.
 */
import { readFileSync } from "node:fs";
import { parseFile } from "../grammar/index.js";
import { riftFilesUnder } from "../compiler/files.js";

/** The card and token declarations of `cards/` (not scenarios or decks), as written. */
function sourceDeclarations(): { cards: { name: string; text: string }[]; tokens: string[] } {
  const declarations: { name: string; text: string }[] = [];
  const tokens: string[] = [];
  for (const file of riftFilesUnder("cards")) {
    if (file.endsWith("tokens.rift")) continue;
    const text = readFileSync(file, "utf8");
    for (const node of parseFile(file, text).ast.declarations) {
      if (node.kind !== "Definition") continue;
      if (node.definitionKind === "token") {
        tokens.push(text.slice(node.range.offset, node.range.endOffset));
        continue;
      }
      declarations.push({
        name: node.name.text,
        text: text.slice(node.range.offset, node.range.endOffset),
      });
    }
  }
  return { cards: declarations, tokens };
}

/**
 * `count` cards cycling through the bundled ones, split into `files` files of equal size; the
 * bundled tokens they name come once, in the first file.
 */
export function generateCardFiles(count: number, files: number): { file: string; text: string }[] {
  const { cards: declarations, tokens } = sourceDeclarations();
  const perFile = Math.ceil(count / files);
  const out: { file: string; text: string }[] = [];
  for (let f = 0; f < files; f++) {
    const parts: string[] = f === 0 ? [...tokens] : [];
    for (let i = f * perFile; i < Math.min(count, (f + 1) * perFile); i++) {
      const source = declarations[i % declarations.length]!;
      const quoted = JSON.stringify(source.name);
      const renamed = JSON.stringify(`${source.name} #${i}`);
      // A card may name itself in its text ("Name" only where the declaration's name stands).
      parts.push(source.text.split(quoted).join(renamed));
    }
    out.push({
      file: `generated/set-${String(f).padStart(3, "0")}.rift`,
      text: parts.join("\n\n") + "\n",
    });
  }
  return out;
}
