/**
 * A 500-card `.rift` file for the playground benchmark: the bundled set's cards (`cards/`), repeated
 * with numbered names until there are enough. Deterministic, and made of real card text, so the
 * worker compiles what designers write.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseFile } from "../grammar/index.js";

const CARDS_DIR = join(import.meta.dirname, "..", "cards");

/**
 * Each card declaration of the set, as text, with where its name is written inside it; and the
 * tokens the set declares outside the library, which its cards may name.
 */
function setTexts(): {
  cards: { text: string; nameStart: number; nameEnd: number }[];
  tokens: string[];
} {
  const out: { text: string; nameStart: number; nameEnd: number }[] = [];
  const tokens: string[] = [];
  const files = readdirSync(CARDS_DIR)
    .filter((file) => file.endsWith(".rift") && file !== "tokens.rift")
    .sort();
  for (const file of files) {
    const text = readFileSync(join(CARDS_DIR, file), "utf8");
    for (const declaration of parseFile(file, text).ast.declarations) {
      if (declaration.kind !== "Definition") continue;
      const { offset, endOffset } = declaration.range;
      if (declaration.definitionKind === "token") {
        tokens.push(text.slice(offset, endOffset));
        continue;
      }
      out.push({
        text: text.slice(offset, endOffset),
        nameStart: declaration.name.range.offset - offset,
        nameEnd: declaration.name.range.endOffset - offset,
      });
    }
  }
  return { cards: out, tokens };
}

/**
 * `count` cards: the set's cards first as they are, then copies named "… 2", "… 3", …, after the
 * tokens the set declares (which are not counted).
 */
export function playgroundCards(count: number): string {
  const { cards, tokens } = setTexts();
  if (cards.length === 0) throw new Error("no cards in cards/ to build the benchmark file from");
  const parts: string[] = [...tokens];
  for (let i = 0; i < count; i++) {
    const card = cards[i % cards.length]!;
    const copy = Math.floor(i / cards.length);
    if (copy === 0) {
      parts.push(card.text);
      continue;
    }
    const quotedName = card.text.slice(card.nameStart, card.nameEnd);
    const renamed = `${quotedName.replace(/"$/, "")} ${copy + 1}"`;
    parts.push(card.text.slice(0, card.nameStart) + renamed + card.text.slice(card.nameEnd));
  }
  return parts.join("\n\n") + "\n";
}
