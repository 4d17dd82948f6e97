/**
 * Abilities that function off the board (CR 385.2; CR 384.2, 380: abilities function on the board
 * unless they say otherwise): `while this is in your trash, …` and `while this is in your hand,
 * …` before a triggered, activated or static ability — how they lower, which misuse the checker
 * reports (RS2050–RS2053), and the hint for the form written as a condition (RS1015).
 */
import { describe, expect, test } from "vitest";
import { setDirectReading } from "../../grammar/declaration-parse.js";
import { parseFile } from "../../grammar/index.js";
import { compileText, expectDiagnostics, formatDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

describe("CR 385.2: the zone an ability functions in is lowered onto the ability", () => {
  test("a triggered ability from the trash", () => {
    const [def] = lowered(
      unit("while this is in your trash, when you play a spell: return this to its owner's hand"),
    );
    const ability = def!.abilities[0]!;
    expect(ability.kind).toBe("triggered");
    expect(ability.zone).toBe("trash");
  });

  test("an activated ability and a static from the hand; the others keep no zone", () => {
    const [def] = lowered(
      unit(
        "while this is in your hand, reaction — pay 1: draw 1\n" +
          "  while this is in your hand, friendly units get +1 might\n" +
          "  when this is played: draw 1",
      ),
    );
    expect(def!.abilities.map((a) => [a.kind, a.zone])).toEqual([
      ["activated", "hand"],
      ["static", "hand"],
      ["triggered", undefined],
    ]);
    expect("zone" in def!.abilities[2]!).toBe(false);
  });

  test("a spell's card may have them: it has no ability on the board, but one in its trash", () => {
    const [def] = lowered(
      `card spell "S" {\n  cost 1\n  effect: draw 1\n  while this is in your trash, when you conquer: return this to its owner's hand\n}`,
    );
    expect(def!.abilities.map((a) => [a.kind, a.zone])).toEqual([
      ["effect", undefined],
      ["triggered", "trash"],
    ]);
  });

  test("a spell's triggered ability without a zone is still RS2021", () =>
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: draw 1\n  when you conquer: draw 1\n}`,
      "4:3 RS2021",
    ));

  test("Chevrotain and the direct reader read the prefix alike", () => {
    const text = unit("while this is in your trash, pay 1: draw 1.");
    const direct = parseFile("x.rift", text);
    setDirectReading(false);
    try {
      const oracle = parseFile("x.rift", text);
      expect(oracle.diagnostics).toEqual([]);
      expect(oracle.ast).toEqual(direct.ast);
    } finally {
      setDirectReading(true);
    }
  });
});

describe("RS2050: a zone where no card's ability functions", () => {
  test("the deck is hidden and ordered (CR 385.1)", () =>
    expectDiagnostics(
      unit("while this is in your deck, pay 1: draw 1"),
      "4:3 RS2050 an ability functions on the board, or while its card is in your trash or your hand",
    ));

  test("the base is the board", () =>
    expectDiagnostics(unit("while this is in your base, pay 1: draw 1"), "4:3 RS2050"));

  test("RULES G2: a card is only ever in its owner's trash", () =>
    expectDiagnostics(
      unit("while this is in an opponent's trash, pay 1: draw 1"),
      "4:3 RS2050 a card is only ever in its owner's trash",
    ));
});

describe("RS2051, RS2052: what cannot function off the board", () => {
  test("a replacement effect", () =>
    expectDiagnostics(
      unit("while this is in your trash, if a friendly unit would die, draw 1 instead"),
      "4:3 RS2051",
    ));

  test("a keyword's own text", () =>
    expectDiagnostics(unit("while this is in your trash, deathknell: draw 1"), "4:3 RS2051"));

  test("an ability granted by an effect", () =>
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: give target unit { while this is in your trash, when you conquer: draw 1 }\n}`,
      "3:30 RS2051 a granted ability",
    ));

  test("RULES T7: a token's", () =>
    expectDiagnostics(
      `token unit T {\n  might 1\n  while this is in your trash, when you conquer: draw 1\n}`,
      "3:3 RS2051 a token that goes to a trash ceases to exist",
    ));

  test("CR 107.4.d: a legend never goes to a hand", () =>
    expectDiagnostics(
      `card legend "L" {\n  while this is in your hand, when you conquer: draw 1\n}`,
      "2:3 RS2052 a legend never goes to a hand",
    ));
});

describe("RS2053: what an ability off the board cannot use", () => {
  test("`here`: the card is at no location", () =>
    expectDiagnostics(
      unit("while this is in your trash, when a unit dies here: draw 1"),
      "4:49 RS2053",
    ));

  test("`exhaust this` and `kill this` as costs", () => {
    expectDiagnostics(unit("while this is in your trash, exhaust this: draw 1"), "4:32 RS2053");
    expectDiagnostics(unit("while this is in your hand, kill this: draw 1"), "4:31 RS2053");
  });

  test("an event of `this`: RULES O1, the event moves it out; `when this dies` stays as it was", () => {
    expectDiagnostics(
      unit("while this is in your trash, when this is discarded: draw 1"),
      "4:37 RS2053",
    );
    expect(formatDiagnostics(compileText(unit("when this dies: draw 1")))).toEqual([]);
  });

  test("a static whose subject is `this`", () =>
    expectDiagnostics(unit("while this is in your trash, this gets +1 might"), "4:32 RS2053"));

  test("a discard cost is fine from the hand", () =>
    expect(
      formatDiagnostics(compileText(unit("while this is in your hand, discard 1: draw 2"))),
    ).toEqual([]));
});

describe("RS1015: the zone written as a trigger's condition", () => {
  test("the message shows the form to write", () => {
    const found = formatDiagnostics(
      compileText(unit("when you play a spell, if this is in your trash: draw 1")),
    );
    expect(found).toHaveLength(1);
    // designer29: `this is` starts a condition on the object's state, so the word after is the mistake.
    expect(found[0]).toMatch(/^4:37 RS1038 .*while this is in your trash, …/);
  });
});
