/**
 * The playground's language worker (issue 7, Performance): its compile function on a 500-card file,
 * in Node — parse, check, lower, and the outline for completion: what runs after each keystroke
 * (the debounce delay is not counted). Target: under 50 ms. Rendering a card and printing the
 * TypeScript panel happen on request; they are measured too, for every card at once.
 *
 *     npx vitest bench --run bench/playground.bench.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { bench, describe } from "vitest";
import {
  compileSource,
  renderCard,
  summaryOf,
  typescriptOf,
} from "../playground/src/language/language-service.js";
import { playgroundCards } from "./playground-cards.js";

const CARDS = 500;
const text = playgroundCards(CARDS);
const library = [
  {
    file: "cards/tokens.rift",
    text: readFileSync(join(import.meta.dirname, "..", "cards", "tokens.rift"), "utf8"),
  },
];

const check = compileSource({ file: "bench.rift", text, library });
const errors = check.diagnostics.filter((d) => d.severity === "error");
if (errors.length > 0) {
  throw new Error(
    `the benchmark file does not compile: ${errors[0]!.line}:${errors[0]!.column} ${errors[0]!.message}`,
  );
}
if (check.own.filter((definition) => definition.kind === "card").length !== CARDS) {
  throw new Error(`expected ${CARDS} compiled cards, got ${check.own.length} definitions`);
}

describe(`playground worker: compile a ${CARDS}-card file (${Math.round(text.length / 1024)} kB)`, () => {
  bench("compileSource (target < 50 ms)", () => {
    compileSource({ file: "bench.rift", text, library });
  });
  bench("… and posting its summary to the page (structured clone)", () => {
    structuredClone(summaryOf(compileSource({ file: "bench.rift", text, library })));
  });
  bench("render every card (the page asks for one at a time)", () => {
    for (const card of check.cards) renderCard(check, card.name);
  });
  bench("print the TypeScript panel's module", () => {
    typescriptOf(check);
  });
});
