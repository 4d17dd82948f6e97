/**
 * Three diagnostics made to say what the designer needs: a printed prevention of something that
 * is never a unit (RS2023, CR 417), `if you paid the additional cost` named as LANGUAGE.md writes
 * it (RS2025), and `for each opponent` after a token (RS1029) instead of "expected `'s`".
 */
import { describe, expect, test } from "vitest";
import { readDeclaration } from "../../grammar/direct/read-declaration.js";
import { AstBuilder } from "../../grammar/cst-to-ast.js";
import { LineMap } from "../../grammar/line-map.js";
import { scan } from "../../grammar/scanner.js";
import { expectDiagnostics as expectSyntax } from "../grammar/helpers.js";
import { expectClean, expectDiagnostics } from "./compile-helpers.js";

const gear = (text: string): string => `card gear "G" {\n  cost 1\n  ${text}\n}`;
const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const spell = (text: string): string => `card spell "S" {\n  cost 1\n  ${text}\n}`;

describe("RS2023: a printed prevention protects units (CR 417)", () => {
  test("`this` on a gear, as before", () =>
    expectDiagnostics(
      gear("prevent 1 damage that would be dealt to this"),
      "3:3 RS2023 `is dealt damage` never happens to a gear, only to units",
    ));

  test("`a gear` and `each friendly gear` are refused the same way", () => {
    expectDiagnostics(
      gear("prevent 1 damage that would be dealt to a gear"),
      "3:43 RS2023 `is dealt damage` never happens to a gear, only to units",
    );
    expectDiagnostics(
      unit("once each turn, prevent all damage that would be dealt to a friendly gear"),
      "4:61 RS2023 `is dealt damage` never happens to a gear, only to units",
    );
  });

  test("a trigger watching a gear take damage is refused too", () =>
    expectDiagnostics(
      gear("when a gear takes damage: draw 1"),
      "3:8 RS2023 `is dealt damage` never happens to a gear, only to units",
    ));

  test("an object that may be a unit is fine", () => {
    expectClean(gear("prevent 1 damage that would be dealt to a friendly unit"));
    expectClean(unit("prevent 2 damage that would be dealt to a unit here"));
  });
});

describe("RS2025 names the condition as LANGUAGE.md writes it", () => {
  test("the message says `you paid the additional cost`", () =>
    expectDiagnostics(
      spell("effect: if you paid the optional cost, draw 1"),
      "3:14 RS2025 `you paid the additional cost` refers to this card's optional cost, but this card has no `as you play this, you may …` cost",
    ));

  test("both spellings are read", () => {
    for (const which of ["additional", "optional"]) {
      expectClean(
        spell(`as you play this, you may pay 1\n  effect: if you paid the ${which} cost, draw 1`),
      );
    }
  });
});

describe("RS1029: `for each` counts objects, not players", () => {
  const TOKEN = spell("effect: create a Recruit token for each opponent");

  test("after a token, the message shows how to name the player", () =>
    expectSyntax(
      TOKEN,
      "3:43 RS1029 expected a kind of object after `for each`, found `opponent`; here `for each` counts objects, as in `for each friendly unit here` or `for each enemy unit`, not players; after a token, `for` names the one player it is made for: `create a Recruit token for an opponent`; players are counted by an amount: `draw 1 for each opponent`",
    ));

  // lang28: an amount counts players (`draw 1 for each opponent`); a repeated instruction does not.
  test("before a repeated instruction, the same, without the token's part", () =>
    expectSyntax(
      spell("effect: for each opponent, draw 1"),
      "3:20 RS1029 expected a kind of object after `for each`, found `opponent`; here `for each` counts objects, as in `for each friendly unit here` or `for each enemy unit`, not players; players are counted by an amount: `draw 1 for each opponent`",
    ));

  test("the direct reader declines, so the message is given once, by the grammar", () => {
    const tokens = scan(TOKEN).tokens;
    expect(readDeclaration(tokens, new AstBuilder("t.rift", new LineMap(TOKEN)))).toBeUndefined();
  });

  test("what is written there still reads", () => {
    expectClean(spell("effect: create a Recruit token for an opponent"));
    expectClean(spell("effect: draw 1 for each opponent's unit"));
    expectClean(spell("effect: draw 1 for each opponent"));
  });
});
