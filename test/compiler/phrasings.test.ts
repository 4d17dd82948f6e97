/**
 * Phrasings designers write — `and` between instructions, `choose one —`, number words — check,
 * lower and render exactly as the spelling the language had for them before.
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { expectDiagnostics, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

/** Both effects compile cleanly to the same definition. */
function expectSame(written: string, canonical: string): void {
  expect(lowered(spell(written))).toEqual(lowered(spell(canonical)));
}

describe("the same cards as their older spelling", () => {
  test("`and` between instructions", () => {
    expectSame("draw a card and discard a card", "draw 1; discard a card");
    expectSame("you may discard 1 and draw 2", "you may { discard 1; draw 2 }");
    expectSame(
      "you may discard 1; if you do, draw 1 and discard 1; otherwise, kill target unit and ready this",
      "you may discard 1; if you do, { draw 1; discard 1 }; otherwise, { kill target unit; ready this }",
    );
    expectSame(
      "banish target unit as lost; this turn, when you conquer: return lost to its owner's hand and draw 1",
      "banish target unit as lost; this turn, when you conquer: { return lost to its owner's hand; draw 1 }",
    );
  });

  test("`choose one —`", () => {
    expectSame(
      "choose one — { draw 2 } or { discard 1 }",
      "choose one: { draw 2 } or { discard 1 }",
    );
    expectSame(
      "choose one - { draw 2 } or { discard 1 }",
      "choose one: { draw 2 } or { discard 1 }",
    );
  });

  test("number words", () => {
    expectSame(
      "draw two cards; deal three to up to two target units; play two Recruit tokens at your base; choose two: { draw 1 } or { draw 2 } or { draw 3 }",
      "draw 2 cards; deal 3 to up to 2 target units; play 2 Recruit tokens at your base; choose 2: { draw 1 } or { draw 2 } or { draw 3 }",
    );
  });
});

describe("the checker sees through the new spellings", () => {
  test("a name bound before `and` is in scope after it", () =>
    expectSame(
      "kill target unit as fallen and return fallen to its owner's hand",
      "kill target unit as fallen; return fallen to its owner's hand",
    ));

  test("a name bound inside an `and` body reads as in the braced block", () =>
    expectSame(
      "you may kill a unit as gone and draw 1; return gone to its owner's hand",
      "you may { kill a unit as gone; draw 1 }; return gone to its owner's hand",
    ));

  test("a bound name misspelt after `and` is still reported", () =>
    expectDiagnostics(
      spell("kill target unit as fallen and return falen to its owner's hand"),
      "1:72 RS2007 nothing is bound as `falen`; did you mean `fallen`?",
    ));

  test("`two` target units need two legal targets, as `2` do", () => {
    const [definition] = lowered(spell("kill two target units"));
    expect(definition!.abilities).toEqual(lowered(spell("kill 2 target units"))[0]!.abilities);
  });
});

describe("rendered card text", () => {
  test("prints digits and one sentence per instruction, whichever spelling was used", () => {
    const [definition] = lowered(
      spell(
        "draw two cards and discard a card; choose one — { draw 2 } or { deal three to target unit }",
      ),
    );
    expect(renderCardText(definition!)).toBe(
      "S\nSpell · Cost 1\nDraw 2 cards. Discard a card. Choose one: draw 2 cards; or deal 3 damage to target unit.",
    );
  });
});
