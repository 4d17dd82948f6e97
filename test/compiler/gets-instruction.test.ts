// `this gets +1 might this turn` as an instruction: card text's wording of `give` (LANGUAGE.md,
// "Instructions"). Each form must lower to exactly what its `give` does, read alike by the direct
// reader and Chevrotain, and leave the forms that only look like it as they were.
import { describe, expect, test } from "vitest";
import { bothReaders } from "../grammar/helpers.js";
import {
  compileText,
  expectDiagnostics,
  expectSameByBothReaders,
  formatDiagnostics,
  lowered,
} from "./compile-helpers.js";

/** The abilities of a unit `"U"` with `ability`, lowered; the unit itself is the same each time. */
function abilitiesOf(ability: string): unknown {
  const [definition] = lowered(`card unit "U" { cost 1 might 1\n  ${ability}\n}`);
  return (definition as { abilities: unknown }).abilities;
}

const SAME_AS_GIVE: [string, string][] = [
  [
    "when this moves to a battlefield: this gets +1 might this turn",
    "when this moves to a battlefield: give this +1 might this turn",
  ],
  [
    "when you play a spell: this gains Tank this turn",
    "when you play a spell: give this Tank this turn",
  ],
  [
    "when this is played: this has Assault 2 this turn",
    "when this is played: give this Assault 2 this turn",
  ],
  [
    "when this attacks: other friendly units here get +1 might this turn",
    "when this attacks: give all other friendly units here +1 might this turn",
  ],
  [
    "when this is played: each friendly unit gets +1 might and Shield this turn",
    "when this is played: give each friendly unit +1 might and Shield this turn",
  ],
  [
    "when this is played: all enemy units here get -1 might until the end of your next turn",
    "when this is played: give all enemy units here -1 might until the end of your next turn",
  ],
  [
    "when this is played: deal 1 to target unit as hit; hit gets -1 might this turn",
    "when this is played: deal 1 to target unit as hit; give hit -1 might this turn",
  ],
  [
    "when this is played: deal 1 to target unit and it gets -1 might this turn",
    "when this is played: deal 1 to target unit and give it -1 might this turn",
  ],
  [
    "when a friendly unit dies: the triggering unit gets +2 might",
    "when a friendly unit dies: give the triggering unit +2 might",
  ],
  [
    "when this is played: if this is damaged, Recruit tokens you control get +1 might this turn",
    "when this is played: if this is damaged, give all Recruit tokens you control +1 might this turn",
  ],
  [
    "when this is played: draw 1; this gets +2 might this turn three times",
    "when this is played: draw 1; give this +2 might this turn three times",
  ],
];

describe("`<object> gets <change>` is `give <object> <change>`", () => {
  test.each(SAME_AS_GIVE)("%s", (gets, give) => {
    expect(abilitiesOf(gets)).toEqual(abilitiesOf(give));
  });

  test.each(SAME_AS_GIVE)("both readers agree on: %s", (gets) => {
    const { direct, chevrotain } = bothReaders(`card unit "U" { cost 1 might 1 ${gets} }`);
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(chevrotain));
  });

  test("a spell's effect, before a delayed trigger", () => {
    const effect =
      "each friendly unit gets +1 might this turn; draw 1; this turn, when a unit dies: draw 1";
    expectSameByBothReaders(effect);
    expect(lowered(`card spell "S" { cost 1 effect: ${effect} }`)).toEqual(
      lowered(
        `card spell "S" { cost 1 effect: give each friendly unit +1 might this turn; draw 1; this turn, when a unit dies: draw 1 }`,
      ),
    );
  });
});

describe("what only looks like it is read as before", () => {
  test("`this turn, …` is still a delayed trigger", () => {
    const result = compileText(
      `card spell "S" { cost 1 effect: this turn, when a unit dies: draw 1 }`,
    );
    expect(formatDiagnostics(result)).toEqual([]);
  });

  test("`each player draws 1` is still a player's instruction", () => {
    expect(abilitiesOf("when this is played: each player draws 1")).toEqual(
      abilitiesOf("when this is played: each player draws 1"),
    );
    const result = compileText(`card spell "S" { cost 1 effect: each player draws 1 }`);
    expect(formatDiagnostics(result)).toEqual([]);
  });

  test("`ready` and `stun` start their own instructions, not a subject", () => {
    expectSameByBothReaders("ready each friendly unit; stun each enemy unit here");
  });

  test("a static ability on its own line after a trigger stays a static ability", () => {
    const [definition] = lowered(
      `card unit "U" { cost 1 might 1\n  when this attacks: draw 1\n  friendly units here get +1 might\n}`,
    );
    const kinds = (definition as { abilities: { kind: string }[] }).abilities.map((a) => a.kind);
    expect(kinds).toEqual(["triggered", "static"]);
  });

  test("conditions joined by `and` stay one condition", () => {
    expectSameByBothReaders("if this is damaged and this is exhausted, draw 1");
  });

  test("`gains control of` is still a gain of control, by a player", () => {
    const result = compileText(
      `card spell "S" { cost 1 effect: target opponent gains control of target unit }`,
    );
    expect(formatDiagnostics(result).join("\n")).not.toContain("RS1009");
  });

  test("a subject with a verb but no change is still an error", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: this gets stronger\n}`,
      "3:16 RS1014 expected a duration such as `this turn` or `until your next turn` after `this`, found `gets`; an instruction starts with its verb (`deal 2 to target unit`: the card deals it) or says what this gets: `this gets +2 might this turn`, `this gains Tank this turn` (`this turn, when a unit dies: draw 1` is a delayed trigger)",
    );
  });

  // designer31: `target unit gets +1 might this turn` is a give; another verb after a target
  // still says to start with the verb.
  test("`target unit dies` still says to start with the verb", () => {
    const result = compileText(
      `card unit "U" {\n  when this is played: target friendly unit dies\n}`,
    );
    expect(formatDiagnostics(result).join("\n")).toContain("`give target unit +1 might this turn`");
  });
});
