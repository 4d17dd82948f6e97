/** The two sample decks of `cards/decks/`, compiled from their text with the cards they use. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import type { DeckList, Definition } from "../../runtime/index.js";

const DECK_FILES = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
  fileURLToPath(new URL(`../../cards/decks/${name}`, import.meta.url)),
);

export interface SampleDecks {
  decks: DeckList[];
  definitions: Definition[];
  diagnostics: string[];
}

let cached: SampleDecks | null = null;

export function sampleDecks(): SampleDecks {
  if (cached) return cached;
  const result = compile(
    DECK_FILES.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost },
  );
  cached = {
    decks: result.decks as DeckList[],
    definitions: result.definitions,
    diagnostics: result.diagnostics.map(
      (d) => `${d.file}:${d.line}:${d.column} ${d.code} ${d.message}`,
    ),
  };
  return cached;
}
