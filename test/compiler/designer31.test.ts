/**
 * designer31: printed-text phrasings lower to the very definitions of the forms the language had
 * already — `target unit gets …` is a `give` (RULES C1, E4), a trigger ended with `,` is one ended
 * with `:` (CR 383.2), `.` between instructions is `;` (RULES E3), `spells your opponents play`
 * is `enemy spells` (CR 356.1, 366.2) — and what is still not writable says what to write.
 * Behaviour in games is in test/rules/designer31.rift; both readers in test/grammar/designer31.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import {
  compileText,
  expectDiagnostics,
  formatDiagnostics,
  lowered,
  spellWith,
} from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const gear = (text: string): string => `card gear "G" {\n  cost 1\n  ${text}\n}`;

/** `natural` and `canonical` compile, without a diagnostic, to equal definitions. */
function expectSameDefinitions(natural: string, canonical: string): void {
  expect(lowered(natural)).toEqual(lowered(canonical));
}

describe("`target unit gets …` is `give target unit …` (RULES C1, E4)", () => {
  test.each([
    ["target unit gets +2 might this turn", "give target unit +2 might this turn"],
    [
      "up to 2 target friendly units get +1 might and Tank this turn",
      "give up to 2 target friendly units +1 might and Tank this turn",
    ],
    [
      "deal 1 to target unit and target enemy unit gains Assault 2 this turn",
      "deal 1 to target unit; give target enemy unit Assault 2 this turn",
    ],
  ])("%s", (natural, canonical) => {
    expectSameDefinitions(spellWith(natural), spellWith(canonical));
  });

  test("an activated ability's target is chosen as it is played, as with `give`", () => {
    expectSameDefinitions(
      `card legend "L" { 1, exhaust this: target friendly unit gets +1 might this turn }`,
      `card legend "L" { pay 1, exhaust this: give target friendly unit +1 might this turn }`,
    );
  });

  test("in a replacement, a target is refused as in a `give` (RS2034)", () => {
    const natural = formatDiagnostics(
      compileText(unit("if this would die, target unit gets +1 might instead")),
    );
    const canonical = formatDiagnostics(
      compileText(unit("if this would die, give target unit +1 might instead")),
    );
    expect(natural.map((d) => d.split(" ")[1])).toEqual(["RS2034"]);
    expect(natural.map((d) => d.replace(/^\d+:\d+ /, ""))).toEqual(
      canonical.map((d) => d.replace(/^\d+:\d+ /, "")),
    );
  });
});

describe("a trigger ended with `,` is one ended with `:` (CR 383.2)", () => {
  test.each([
    ["at the start of your turn, draw 1", "at the start of your turn: draw 1"],
    ["when this is played, you may draw 1.", "when this is played: you may draw 1"],
    [
      "when this attacks, if it is your turn, once each turn, draw 1",
      "when this attacks, if it is your turn, once each turn: draw 1",
    ],
    [
      "the second time a friendly unit dies each turn, draw 1",
      "the second time a friendly unit dies each turn: draw 1",
    ],
  ])("%s", (natural, canonical) => {
    expectSameDefinitions(unit(natural), unit(canonical));
  });

  test("`, if …,` is the intervening condition, checked as the event happens (CR 383.2.a.1)", () => {
    const [definition] = lowered(unit("when this attacks, if it is your turn, draw 1"));
    const ability = definition!.abilities[0]!;
    expect(ability.kind === "triggered" && ability.condition).toBeTruthy();
  });

  test.each([
    ["this turn, when a unit dies, draw 1", "this turn, when a unit dies: draw 1"],
    [
      "banish target unit as gone; at the end of this turn, return gone to its owner's base",
      "banish target unit as gone; at the end of this turn: return gone to its owner's base",
    ],
  ])("a delayed trigger: %s", (natural, canonical) => {
    expectSameDefinitions(spellWith(natural), spellWith(canonical));
  });

  test("a header with no sign at all names `:`, the canonical sign", () => {
    expectDiagnostics(unit("when this dies draw 1"), "4:18 RS1022 expected `:` after `dies`");
  });
});

describe("`.` between instructions is `;` (RULES E3)", () => {
  test.each([
    ["deal 2 to target unit. Draw 1.", "deal 2 to target unit; draw 1"],
    [
      "kill target friendly unit. If you do, draw 2. Otherwise, draw 1.",
      "kill target friendly unit; if you do, draw 2; otherwise, draw 1",
    ],
    ["you may draw 1. If you do, discard 1.", "you may draw 1; if you do, discard 1"],
    ["each opponent discards 1. You draw 1.", "each opponent discards 1; you draw 1"],
    [
      "ready target unit. It gains Assault 2 this turn.",
      "ready target unit; give it Assault 2 this turn",
    ],
    [
      "deal 1 to up to 2 target units. This turn, when a unit dies, draw 1.",
      "deal 1 to up to 2 target units; this turn, when a unit dies: draw 1",
    ],
    [
      "banish target friendly unit as gone. At the end of this turn, return gone to its owner's base.",
      "banish target friendly unit as gone; at the end of this turn: return gone to its owner's base",
    ],
    ["draw 1. All units get +1 might this turn.", "draw 1; give all units +1 might this turn"],
  ])("%s", (natural, canonical) => {
    expectSameDefinitions(spellWith(natural), spellWith(canonical));
  });

  test("an `if` the `.` ends governs only what comes before the `.`", () => {
    expectSameDefinitions(
      spellWith("you may draw 1. If you do, draw 1. Discard 1."),
      spellWith("you may draw 1; if you do, draw 1; discard 1"),
    );
  });

  test("before what can start an ability, the `.` ends the ability (RS1028 where it cannot)", () => {
    expectDiagnostics(
      spellWith("draw 1. this dies"),
      "1:40 RS1028 `.` ends the ability here, as what follows can start an ability of its own (`this` can)",
    );
    // After a `.` that joins, what follows is the mistake, not the `.`.
    expectDiagnostics(
      spellWith("draw 1. It dies."),
      "1:42 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `.`, found `It`; an instruction starts with its verb",
    );
    // What objects get with no duration is a static ability, which a spell does not have.
    expectDiagnostics(spellWith("draw 1. this gets +1 might"), "1:42 RS2021", "1:52 RS2020");
  });

  test("an activated ability after a `.` stays one", () => {
    const [definition] = lowered(gear("exhaust this: draw 1. kill this: draw 2."));
    expect(definition!.abilities.map((a) => a.kind)).toEqual(["activated", "activated"]);
  });
});

describe("what players play is what they control as it is played (CR 356.1, 366.2)", () => {
  test.each([
    ["spells your opponents play cost 1 more", "enemy spells cost 1 more"],
    ["spells an opponent plays cost 1 more", "spells an opponent controls cost 1 more"],
    ["units you play cost 1 less", "friendly units cost 1 less"],
    ["this can't be targeted by your opponents", "this can't be targeted by opponents"],
  ])("%s", (natural, canonical) => {
    expectSameDefinitions(gear(natural), gear(canonical));
  });
});

describe("a static ability's `if` is its `while` (CR 356, 366.2.a)", () => {
  test.each([
    [
      "this costs 2 less if you control a Recruit token",
      "while you control a Recruit token, this costs 2 less",
    ],
    ["units here get +1 might if it is your turn", "units here get +1 might while it is your turn"],
  ])("%s", (natural, canonical) => {
    expectSameDefinitions(unit(natural), unit(canonical));
  });

  test("two conditions, one `while` and one `if`, are RS1050", () => {
    expectDiagnostics(
      unit("while it is your turn, this gets +1 might if you control a Recruit token"),
      "4:48 RS1050",
    );
  });
});

describe("the number after `Deflect` (RULES S4, CR 809)", () => {
  test("a bare cost on the next line opens an ability; Deflect is 1", () => {
    expectSameDefinitions(
      unit("keywords Deflect\n  1, exhaust this: draw 1"),
      unit("keywords Deflect 1\n  pay 1, exhaust this: draw 1"),
    );
    expectSameDefinitions(
      unit("keywords Deflect 2\n  1 Mind: draw 1"),
      unit("keywords Deflect 2\n  pay 1 Mind: draw 1"),
    );
  });
});

describe("`can't block` says what can be written (combat32: `can't attack` and `can't defend` compile)", () => {
  test("`this can't block`", () => {
    expectDiagnostics(
      unit("this can't block"),
      "4:14 RS1034 expected what they get, such as `get +1 might`, `enter ready` or `can't move` after `can't`, found `block`; a unit defends when a combat at its battlefield has its controller as the Defender (CR 323.2, 464.2.c): write `can't defend`",
    );
  });

  test.each(["attack", "defend", "move"])("`this can't %s` compiles", (word) => {
    expect(formatDiagnostics(compileText(unit(`this can't ${word}`)))).toEqual([]);
  });
});

describe("card text and layout", () => {
  test("a token played for each object, at a place, names the place before `equal to`", () => {
    const [definition] = lowered(
      unit("when this is played, play a Recruit token here for each other friendly unit here."),
    );
    expect(renderDefinition(definition!).abilities).toEqual([
      "When this is played, play a number of Recruit tokens here equal to the number of other units you control here.",
    ]);
  });

  test("`rift fmt` capitalises a sentence after `.`, and only there", () => {
    const text = spellWith(
      "kill target friendly unit. if YOU do, draw 2. otherwise, DRAW 1; draw 1",
    );
    expect(formatText("t.rift", text).text).toBe(
      'card spell "S" {\n  cost 1\n  effect: kill target friendly unit. If you do, draw 2. Otherwise, draw 1; draw 1\n}\n',
    );
  });
});
