/**
 * pg30: the card panel is never empty while the file has a card. The page opens with the cursor on
 * line 1 (a comment, in the welcome file): the panel shows the file's first card and says how to
 * pick another, or says why there is none and what to do.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import {
  CARDS_BROKEN_MESSAGE,
  chooseCard,
  FIRST_CARD_NOTE,
  firstCard,
  NO_CARD_MESSAGE,
} from "../../playground/src/language/card-choice.js";
import { compileSource } from "../../playground/src/language/language-service.js";

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];
const welcome = readFileSync("playground/src/welcome.rift", "utf8");

function choice(text: string, under?: { name: string; broken: boolean }) {
  const output = compileSource({ file: "pg30.rift", text, library });
  return chooseCard({
    under,
    cards: output.cards,
    declarations: output.outline.declarations,
    file: "pg30.rift",
  });
}

describe("the card the card panel draws (pg30)", () => {
  test("with the cursor outside every card, the welcome file's first card, with a note", () => {
    expect(choice(welcome)).toEqual({
      show: "first",
      name: "Muster Captain",
      note: FIRST_CARD_NOTE,
    });
  });

  test("the card under the cursor comes first, and a broken one is named as broken", () => {
    expect(choice(welcome, { name: "Abandon", broken: false })).toEqual({
      show: "cursor",
      name: "Abandon",
    });
    expect(choice(welcome, { name: "Abandon", broken: true })).toEqual({
      show: "broken",
      name: "Abandon",
    });
  });

  test("the first card is the first written, not a token before it, nor the tokens library's", () => {
    const text = [
      'token unit "Spark Mote PG30" { might 1 }',
      'card unit "Zeta Lookout PG30" { cost 1 Fury  might 1 }',
      'card unit "Alpha Runner PG30" { cost 1 Fury  might 1 }',
    ].join("\n");
    const output = compileSource({ file: "pg30.rift", text, library });
    expect(output.cards.some((card) => card.library)).toBe(true);
    expect(firstCard(output.cards, "pg30.rift")?.name).toBe("Zeta Lookout PG30");
    // A file of tokens only shows its first token.
    expect(choice('token unit "Spark Mote PG30" { might 1 }')).toMatchObject({
      show: "first",
      name: "Spark Mote PG30",
    });
  });

  test("an example's other file, shown in the editor, shows its own first card", () => {
    const output = compileSource({ file: "pg30.rift", text: welcome, library });
    const shown = chooseCard({
      under: undefined,
      cards: output.cards,
      declarations: output.outline.declarations,
      file: "cards/tokens.rift",
    });
    expect(shown).toMatchObject({ show: "first" });
    expect(
      output.cards.find((card) => card.name === (shown as { name: string }).name),
    ).toMatchObject({ library: true, declaration: { file: "cards/tokens.rift" } });
  });

  test("a file with no card says how to start; a file whose cards all fail says to fix them", () => {
    expect(choice("")).toEqual({ show: "message", message: NO_CARD_MESSAGE });
    expect(choice('scenario "empty PG30" { }')).toEqual({
      show: "message",
      message: NO_CARD_MESSAGE,
    });
    expect(choice('card unit "Broken Gate PG30" {\n  cost 2 Fury\n  migth 2\n}\n')).toEqual({
      show: "message",
      message: CARDS_BROKEN_MESSAGE,
    });
  });
});
