/**
 * The examples menu: every `.rift` file of `cards/` (the card sets, the named tokens, sample
 * decks) and `test/rules/` (each seed rule's scenarios), imported through the project's Vite
 * plugin, so an example that stops compiling fails the playground's build.
 *
 * An example compiles with its folder, as `rift test FOLDER` does (the folders are one unit each):
 * its companions are the other files of that unit, read-only in the editor. Each file is imported
 * `?light`: its module holds its name, its text and the names of its unit's files, not the unit's
 * texts and definitions, which made every module as large as its whole folder.
 */
import type { SourceInput } from "../../compiler/unit.js";

const files = import.meta.glob<string>(["../../cards/**/*.rift", "../../test/rules/**/*.rift"], {
  eager: true,
  import: "file",
  query: "?light",
});
const sources = import.meta.glob<string>(["../../cards/**/*.rift", "../../test/rules/**/*.rift"], {
  eager: true,
  import: "source",
  query: "?light",
});
const unitFiles = import.meta.glob<string[]>(
  ["../../cards/**/*.rift", "../../test/rules/**/*.rift"],
  { eager: true, import: "unitFiles", query: "?light" },
);

export interface Example {
  /** The file's name as the CLI shows it: `cards/tokens.rift`. */
  file: string;
  group: string;
  source: string;
  /** The other files of its unit: its folder's other files and what they `use`. */
  companions(): SourceInput[];
}

const byFile = new Map<string, string>();
for (const key of Object.keys(sources)) byFile.set(files[key]!, sources[key]!);

export const EXAMPLES: readonly Example[] = Object.keys(sources)
  .map((key): Example => {
    const file = files[key]!;
    return {
      file,
      group: file.startsWith("cards/") ? "Cards" : "Rules scenarios",
      source: sources[key]!,
      companions: () =>
        (unitFiles[key] ?? []).flatMap((name) => {
          const text = byFile.get(name);
          return text === undefined ? [] : [{ file: name, text }];
        }),
    };
  })
  .sort((a, b) => a.group.localeCompare(b.group) || a.file.localeCompare(b.file));

export function exampleAt(file: string): Example | undefined {
  return EXAMPLES.find((example) => example.file === file);
}
