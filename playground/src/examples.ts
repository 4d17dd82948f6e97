/**
 * The examples menu: every `.rift` file of `cards/` (the card sets, the named tokens, sample
 * decks) and `test/rules/` (each seed rule's scenarios), imported through the project's Vite
 * plugin, so an example that stops compiling fails the playground's build. Each loads on demand.
 */
import type { RiftModule } from "../../compiler/vite-plugin.js";

const loaders = import.meta.glob<RiftModule>(
  ["../../cards/**/*.rift", "../../test/rules/**/*.rift"],
  {
    import: "default",
  },
);

export interface Example {
  /** The path from the project's root: `cards/tokens.rift`. */
  path: string;
  group: string;
  load(): Promise<RiftModule>;
}

export const EXAMPLES: readonly Example[] = Object.entries(loaders)
  .map(([key, load]) => {
    const path = key.replace(/^(\.\.\/)+/, "");
    return { path, group: path.startsWith("cards/") ? "Cards" : "Rules scenarios", load };
  })
  .sort((a, b) => a.group.localeCompare(b.group) || a.path.localeCompare(b.path));

export function exampleAt(path: string): Example | undefined {
  return EXAMPLES.find((example) => example.path === path);
}
