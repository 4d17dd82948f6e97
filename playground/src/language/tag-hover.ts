/**
 * Hover over a tag (`tags Soldier`, `with tag Soldier`): that it is a tag, and which cards and
 * tokens of the compilation unit carry it. Pure, so the Node tests read what the editor shows.
 */
import type { Outline } from "./outline.js";

/**
 * Markdown's special characters, escaped: a tag or card name is text the file's author wrote (or a
 * shared link brought), and the hover must show it as written, never as markup or a link.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~"'&]/g, (character) => `\\${character}`);
}

/** The hover's paragraphs (Markdown) for a tag of the unit; undefined when `word` is no tag. */
export function tagHover(word: string, outline: Outline): string[] | undefined {
  if (!outline.tags.includes(word)) return undefined;
  // `Object.hasOwn`: a tag named `constructor` must not find the object's prototype.
  const carriers = Object.hasOwn(outline.tagCarriers, word) ? outline.tagCarriers[word]! : [];
  const title = `**${escapeMarkdown(word)}** — tag`;
  if (carriers.length === 0) {
    return [
      title,
      "No card or token of this file or the files it compiles with lists it in its `tags`.",
    ];
  }
  const names = carriers.map((name) => {
    const declaration = outline.declarations.find(
      (d) => d.name === name && (d.kind === "card" || d.kind === "token"),
    );
    const kind = declaration?.kind === "token" ? " (token)" : "";
    return `${escapeMarkdown(name)}${kind}`;
  });
  return [title, `Carried by: ${names.join(", ")}.`];
}
