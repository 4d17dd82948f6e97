/**
 * designer31: printed-text phrasings both readers read alike — the direct reader accepts each
 * (it does not decline to Chevrotain) and builds the tree Chevrotain builds, with no error:
 * `target unit gets …`, a trigger or a delayed trigger ended with `,`, `.` between the
 * instructions of one ability, `spells your opponents play …`, and the number after `Deflect`
 * told from a bare cost on the next line. The gates behind them are in grammar/gates.ts.
 */
import { describe, expect, test } from "vitest";
import type { DefinitionNode } from "../../grammar/ast.js";
import { readAlike } from "./helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;
const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

/** The kinds of the abilities of a declaration, in order. */
const abilityKinds = (node: DefinitionNode): string[] =>
  node.abilities.map((ability) => ability.kind);

/** How many instructions the first ability's effect has. */
function instructionCount(node: DefinitionNode): number {
  const ability = node.abilities[0];
  if (ability === undefined || !("effect" in ability) || ability.effect === undefined) {
    throw new Error("no effect");
  }
  return ability.effect.instructions.length;
}

describe("`target unit gets …` (a give, RULES C1)", () => {
  test.each([
    "target unit gets +2 might this turn",
    "up to 2 target friendly units get +1 might and Tank this turn",
    "draw 1 and target unit gets -1 might this turn",
    "target enemy unit here gains Assault 2 this turn; draw 1",
  ])("%s", (effect) => {
    const node = readAlike(spell(effect));
    expect(JSON.stringify(node)).toContain('"kind":"TargetRef"');
    expect(JSON.stringify(node)).toContain('"kind":"Give"');
  });

  test("`target opponent gains control of …` is still a player's instruction", () => {
    const node = readAlike(spell("target opponent gains control of target unit"));
    expect(JSON.stringify(node)).toContain('"kind":"GainControl"');
  });
});

describe("a trigger ended with `,` (CR 383.2)", () => {
  test.each([
    "at the start of your turn, draw 1",
    "when this is played, you may draw 1",
    "when this attacks, if you control 2 or more units, draw 1",
    "when this attacks, once each turn, draw 1",
    "when this attacks, if it is your turn, once each turn, draw 1.",
    "the second time a friendly unit dies each turn, draw 1",
  ])("%s", (text) => {
    expect(abilityKinds(readAlike(unit(text)))).toEqual(["Triggered"]);
  });

  test.each([
    "this turn, when a unit dies, draw 1",
    "banish target unit as gone; at the end of this turn, return gone to its owner's base",
  ])("a delayed trigger: %s", (effect) => {
    expect(JSON.stringify(readAlike(spell(effect)))).toMatch(/"kind":"Delayed(Step)?"/);
  });
});

describe("`.` between instructions", () => {
  test.each([
    ["deal 2 to target unit. Draw 1.", 2],
    ["kill target friendly unit. If you do, draw 2. Otherwise, draw 1.", 2],
    ["each opponent discards 1. You draw 1.", 2],
    ["ready target unit. It gains Assault 2 this turn.", 2],
    ["draw 1. Kill target unit. Discard 1. Exhaust target unit.", 4],
    ["draw 1. Stun target unit. Ready it. Buff it.", 4],
    ["deal 1 to up to 2 target units. This turn, when a unit dies, draw 1.", 2],
    ["banish target unit as gone. At the end of this turn, return gone to its owner's base.", 2],
    ["draw 1. Units here get +1 might this turn. This gets +1 might this turn.", 3],
    ["draw 1. The opponent discards 1. Its controller draws 1.", 3],
  ] as const)("%s (%i instructions)", (effect, count) => {
    expect(instructionCount(readAlike(spell(effect)))).toBe(count);
  });

  test("a `.` before words that start an ability still ends the ability", () => {
    // Costs (`kill this:`), a replacement (`if … would`), the Nth time, a printed `at …` and a
    // static ability without a duration each start an ability of their own.
    const gear = readAlike(
      `card gear "G" { cost 1  exhaust this: draw 1. kill this: draw 2. discard 1: draw 1. }`,
    );
    expect(abilityKinds(gear)).toEqual(["Activated", "Activated", "Activated"]);
    const node = readAlike(
      unit(
        [
          "when this dies: draw 1. if this would die, exhaust it instead.",
          "when this attacks: draw 1. the second time this moves each turn: draw 1.",
          "when this conquers: draw 1. at the start of your turn: draw 1.",
          "when this holds: draw 1. this gets +1 might while it is damaged.",
          "when this defends: draw 1. stunned units get -1 might.",
        ].join("\n  "),
      ),
    );
    expect(abilityKinds(node)).toEqual([
      "Triggered",
      "Replacement",
      "Triggered",
      "Triggered",
      "Triggered",
      "Triggered",
      "Triggered",
      "Static",
      "Triggered",
      "Static",
    ]);
  });
});

describe("what players play, a static ability's subject (CR 356.1)", () => {
  test.each([
    "spells your opponents play cost 1 more",
    "units you play cost 1 less",
    "spells an opponent plays cost 1 more",
    "this can't be targeted by your opponents",
  ])("%s", (text) => {
    expect(abilityKinds(readAlike(unit(text)))).toEqual(["Static"]);
  });

  test("`when you play a spell` is still an event, not a filter's `you play`", () => {
    expect(abilityKinds(readAlike(unit("when you play a spell: draw 1")))).toEqual(["Triggered"]);
  });
});

describe("the number after `Deflect` (RULES S4)", () => {
  test.each([
    ["keywords Deflect\n  1, exhaust this: draw 1", 1],
    ["keywords Deflect 2\n  1: draw 1", 2],
    ["keywords Deflect\n  1 Mind, exhaust this: draw 1", 1],
    ["keywords Assault\n  2 + 1 Mind: draw 1", 1],
    ["keywords Shield\n  1 power: draw 1", 1],
  ] as const)("%s", (text, value) => {
    const node = readAlike(unit(text));
    expect(abilityKinds(node)).toEqual(["Activated"]);
    expect(JSON.stringify(node)).toContain(`"value":${value}`);
  });

  test("`Deflect 1, Tank` and `give it Assault 2, +1 might` keep the number", () => {
    expect(JSON.stringify(readAlike(unit("keywords Deflect 1, Tank")))).toContain('"value":1');
    const give = JSON.stringify(readAlike(spell("give target unit Assault 2, +1 might this turn")));
    expect(give).toContain('"value":2');
  });
});

describe("a static ability's condition after `if`, as after `while`", () => {
  test.each([
    "this costs 2 less if you control a Recruit token",
    "units here get +1 might if it is your turn",
  ])("%s", (text) => {
    const node = readAlike(unit(text));
    expect(abilityKinds(node)).toEqual(["Static"]);
    expect(JSON.stringify(node)).toContain('"condition":');
  });

  test("a replacement or an `if …,` on the next line is not the static's condition", () => {
    const node = readAlike(
      unit("this gets +1 might\n  if this would die, exhaust it instead\n  this gets +1 might"),
    );
    expect(abilityKinds(node)).toEqual(["Static", "Replacement", "Static"]);
    expect(JSON.stringify(node.abilities[0])).not.toContain('"condition":');
  });
});
