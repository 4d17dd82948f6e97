/**
 * pg40: with the cursor outside every card, the card panel draws the file's first card that
 * compiled. When an earlier card has errors, the note said "The first card of this file" over a
 * later one, and a designer looked for the mistake in the card drawn.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  chooseCard,
  FIRST_CARD_NOTE,
  FIRST_GOOD_CARD_NOTE,
} from "../../playground/src/language/card-choice.js";
import { compileSource } from "../../playground/src/language/language-service.js";

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];

function choice(text: string) {
  const output = compileSource({ file: "pg40.rift", text, library });
  return chooseCard({
    under: undefined,
    cards: output.cards,
    declarations: output.outline.declarations,
    file: "pg40.rift",
  });
}

const broken = 'card unit "Cinder Whelp PG40" {\n  might 3\n  keywords Asault\n}\n';
const good = 'card spell "Spark Jab PG40" {\n  cost 1 Fury\n  effect: deal 2 to target unit\n}\n';

describe("the note over the file's first card (pg40)", () => {
  test("an earlier card with errors: the note says the card drawn is the first without errors", () => {
    expect(choice(`${broken}\n${good}`)).toEqual({
      show: "first",
      name: "Spark Jab PG40",
      note: FIRST_GOOD_CARD_NOTE,
    });
    expect(FIRST_GOOD_CARD_NOTE).toContain("an earlier one has errors");
  });

  test("a later card with errors changes nothing: the first card is the first", () => {
    expect(choice(`${good}\n${broken}`)).toEqual({
      show: "first",
      name: "Spark Jab PG40",
      note: FIRST_CARD_NOTE,
    });
  });
});
