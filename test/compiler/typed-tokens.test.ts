// A token named as printed card text names it, with its type (`a Recruit unit token`): RULES T1
// (playing and creating tokens), R1 (Replace), O4 (a token is not a card).
import { describe, expect, test } from "vitest";
import { expectDiagnostics, lowered } from "./compile-helpers.js";

const unitWith = (ability: string) => `card unit "Caller" { cost 2 might 1 ${ability} }`;

describe("a token's type written beside its name (RULES T1, R1)", () => {
  test("lowers exactly as the name alone does, for play, create and replace", () => {
    const typed = lowered(
      unitWith(
        "when this is played: play a ready Recruit unit token here; create 2 Gold gear tokens; replace target unit with a Sprite unit token",
      ),
    );
    const plain = lowered(
      unitWith(
        "when this is played: play a ready Recruit token here; create 2 Gold tokens; replace target unit with a Sprite token",
      ),
    );
    expect(typed).toEqual(plain);
  });

  test("a type other than the declared one is RS2075, pointing at the type", () => {
    expectDiagnostics(
      unitWith("when this is played: create a Gold unit token"),
      "1:72 RS2075 Gold is a gear token, not a unit: write `Gold gear token`, or leave the type out (`Gold token`)",
    );
    expectDiagnostics(
      `card spell "Hex" { cost 1 effect: replace target unit with a Sprite gear token }`,
      "1:69 RS2075 Sprite is a unit token, not a gear",
    );
  });

  test("a card's name with a type is still a card, not a token (RULES O4)", () => {
    expectDiagnostics(
      `card unit "Squire" { cost 1 might 1 }\n${unitWith("when this is played: play a Squire unit token")}`,
      "2:65 RS2004 Squire is a card",
    );
  });

  // phrase37: a bare name that is also a tag is the tag (CR 133.8), so only the quoted name is the
  // token, which no trash holds.
  test("a quoted token name before a type without `token` reads as a filter of objects to play", () => {
    expectDiagnostics(
      `card spell "Reprise" { cost 1 effect: play a "Recruit" unit from your trash }`,
      "1:44 RS2004 only cards are played from a zone",
      "1:61 RS2005 a token never waits in a trash",
    );
    expectDiagnostics(
      `card spell "Reprise" { cost 1 effect: play a Recruit unit from your trash }`,
    );
  });
});
