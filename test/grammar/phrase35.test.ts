/**
 * Phrase35: card text worded as printed cards word it, read alike by both readers — `Deathknell —
 * …` and `Legion — …` (CR 808, 812), a `.` ending the last sentence in braces, `with 3 might or
 * less`, `deal damage equal to … to …` (CR 417), `whenever` — and the messages for what is still
 * written otherwise (`legion: when …`, a static opening with `if`).
 */
import { describe, expect, test } from "vitest";
import { expectDiagnostics, fileByBothReaders, readAlike } from "./helpers.js";

const unit = (body: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${body}\n}\n`;
const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}\n`;

/**
 * The abilities of a definition without their ranges, to compare two wordings of one meaning;
 * a filter's `plural` says only which form of the noun was written.
 */
function meaning(text: string): string {
  return JSON.stringify(readAlike(text).abilities, (key, value: unknown) =>
    key === "range" || key === "plural" ? undefined : value,
  );
}

describe("a keyword's own text after a dash, as printed (CR 808, 812)", () => {
  test.each([
    ["keywords Deathknell\n  Deathknell — draw 1", "keywords Deathknell\n  deathknell: draw 1"],
    ["keywords Legion\n  Legion - buff this", "keywords Legion\n  legion: buff this"],
  ])("`%s` reads as the colon", (dashed, colon) => {
    expect(meaning(unit(dashed))).toBe(meaning(unit(colon)));
  });

  test("a dash after `reaction` still times an activated ability, and a wrong cost is one", () => {
    const definition = readAlike(unit("reaction — exhaust this: draw 1"));
    expect(definition.abilities[0]).toMatchObject({ kind: "Activated", timing: "Reaction" });
    expectDiagnostics(
      unit("reaction — dance: draw 1"),
      "4:14 RS1035 expected a cost such as `exhaust this`, `kill this`, `pay 1 Fury` or `discard 1` after `—`",
    );
  });

  test("Legion's text holds no trigger or static: the message says what to write", () => {
    expectDiagnostics(
      unit("keywords Legion\n  Legion — when this is played, buff this"),
      "5:12 RS1022 Legion's text is what happens when this is played, if you played another card this turn (CR 812): write only what it does, `legion: buff this`; another trigger states the condition, `when this attacks, if you played another card this turn: draw 1`",
    );
    expectDiagnostics(
      unit("keywords Legion\n  legion: this costs 2 less"),
      "5:11 RS1022 Legion's text is what happens when this is played, if you played another card this turn (CR 812); a static ability states the condition last: `this costs 2 less if you played another card this turn`",
    );
  });
});

describe("the last sentence in braces may end with `.`", () => {
  test("in the modes of `choose one`", () => {
    expect(
      meaning(spell("choose one — { Deal 3 to target unit. } or { Kill target gear. Draw 1. }")),
    ).toBe(
      meaning(spell("choose one — { deal 3 to target unit } or { kill target gear. Draw 1 }")),
    );
  });

  test("in what `if` governs", () => {
    expect(meaning(spell("kill target unit. If you do, { draw 1. }"))).toBe(
      meaning(spell("kill target unit. If you do, { draw 1 }")),
    );
  });
});

describe("`with 3 might or less`, the words rendered card text prints", () => {
  test.each([
    ["target unit with 3 might or less", "target unit with might 3 or less"],
    ["target unit with 2 cost or more", "target unit with cost 2 or more"],
    ["target unit with 3 might", "target unit with might 3"],
  ])("`%s` is `%s`", (printed, canonical) => {
    expect(meaning(spell(`kill ${printed}`))).toBe(meaning(spell(`kill ${canonical}`)));
  });

  test("`or` after a comparison that has one already is not read again", () => {
    const [direct, chevrotain] = fileByBothReaders(
      spell("kill target unit with 3 or less might or less"),
    );
    expect(direct).toBe(chevrotain);
    expect(direct).toContain('"severity":"error"');
  });
});

describe("`deal damage equal to … to …` (CR 417)", () => {
  test.each([
    ["deal damage equal to its might to target unit", "deal its might to target unit"],
    [
      "deal damage equal to the number of cards in your hand to target unit",
      "deal the number of cards in your hand to target unit",
    ],
    ["deal damage equal to 2 to target unit", "deal 2 damage to target unit"],
  ])("`%s` is `%s`", (printed, canonical) => {
    expect(meaning(spell(printed))).toBe(meaning(spell(canonical)));
  });
});

describe("`whenever`", () => {
  test("is `when`", () => {
    expect(meaning(unit("whenever you play a spell, draw 1"))).toBe(
      meaning(unit("when you play a spell, draw 1")),
    );
  });
});

describe("a static ability opening with `if`", () => {
  test("is told to put its condition with `while` first or `if` last", () => {
    expectDiagnostics(
      unit("If you control a gear, this has Tank."),
      "4:3 RS1022 an ability that opens with `if` is a replacement, whose event says `would` (`if this would die, … instead`); a static ability's condition comes first with `while` or last with `if`: `while you control a gear, this has Tank`, `this has Tank if you control a gear`",
    );
  });

  test("a replacement still reads", () => {
    readAlike(unit("if this would die, draw 1 instead"));
  });
});

describe("`each …` and `all …` as a static ability's subject", () => {
  test.each([
    ["Each other friendly unit here has Tank.", "other friendly units here have Tank."],
    ["All friendly units here get +1 might", "friendly units here get +1 might"],
  ])("`%s` is `%s`", (printed, canonical) => {
    expect(meaning(unit(printed))).toBe(meaning(unit(canonical)));
  });

  test("after a trigger's `.`, `Each … has Tank.` with no duration starts the static ability", () => {
    const abilities = readAlike(
      unit("when this is played, draw 1.\n  Each other friendly unit here has Tank."),
    ).abilities;
    expect(abilities.map((a) => a.kind)).toEqual(["Triggered", "Static"]);
  });

  test.each([
    "draw 1. Each player draws 1.",
    "draw 1. Each opponent discards 1.",
    "draw 1. Each enemy unit here gets -1 might this turn.",
  ])("`%s` is one trigger still", (effect) => {
    const abilities = readAlike(unit(`when this attacks, ${effect}`)).abilities;
    expect(abilities.map((a) => a.kind)).toEqual(["Triggered"]);
  });
});

describe("`when <event> this turn, …` in an effect (RULES B1's own words)", () => {
  test.each([
    "banish target friendly unit; when you conquer this turn, return it to its owner's hand",
    "banish target friendly unit. When you conquer this turn, return it to its owner's hand.",
    "banish target friendly unit. When you conquer until your next turn: return it to its owner's hand",
  ])("`%s` is the delayed trigger `this turn, when you conquer: …`", (effect) => {
    const instructions = (
      readAlike(spell(effect)).abilities[0] as { effect: { instructions: { kind: string }[] } }
    ).effect.instructions;
    expect(instructions.map((i) => i.kind)).toEqual(["Banish", "Delayed"]);
  });

  test("the same words without a duration still start a printed trigger after `.`", () => {
    const abilities = readAlike(
      unit("when this is played, draw 1. When you conquer, draw 1."),
    ).abilities;
    expect(abilities.map((a) => a.kind)).toEqual(["Triggered", "Triggered"]);
  });
});

describe("a token phrase copied from rendered text (`a 3 Might Sprite unit token`)", () => {
  test("is told that a named token's Might is its definition's (RULES T5)", () => {
    expectDiagnostics(
      spell("play a 3 Might Sprite unit token at your base"),
      "3:18 RS1022 expected the token's name, found `3 Might`; a named token's Might is its definition's (RULES T5, CR 187): write `play a Sprite token …`, and a change after the name: `play a Sprite token with +1 might …`",
    );
  });

  test("`play 2 Recruit tokens` still reads", () => {
    readAlike(spell("play 2 Recruit tokens at your base"));
  });
});
