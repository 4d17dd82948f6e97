// Card text as designers write it (phrase42): a bare plural group after the status verbs, `banish`,
// `move` and `return`, and `this battlefield` as an event's place — read alike by both readers,
// kept by `rift fmt`, and the messages around them. The lookahead the group costs is kept small by
// phrase34-lookahead (instructions) and grammar35-lookahead (every alternation).
import { describe, expect, test } from "vitest";
import {
  compileText,
  expectDiagnostics,
  formatDiagnostics,
  expectSameByBothReaders,
  lowered,
  spellWith,
} from "../compiler/compile-helpers.js";
import { formatText } from "../../compiler/format/index.js";
import { fileByBothReaders } from "./helpers.js";

const spell = spellWith;
const battlefield = (body: string): string => `card battlefield "F" {\n  ${body}\n}\n`;
/** A battlefield's ability with `bare` is the one with `all`, where `here` has a place. */
const expectAsAll = (bare: string, all: string): void =>
  expect(lowered(battlefield(`when you conquer here: ${bare}`))).toEqual(
    lowered(battlefield(`when you conquer here: ${all}`)),
  );

describe("a plural group with no determiner after stun, ready, exhaust, buff, heal, banish, move and return (CR 143.1; RULES O3)", () => {
  test("is every one of the group, as `all …` is", () => {
    for (const [bare, all] of [
      ["stun enemy units here", "stun all enemy units here"],
      ["ready your units", "ready all your units"],
      ["exhaust other friendly units", "exhaust all other friendly units"],
      ["buff friendly Birds", "buff all friendly Birds"],
      ["heal friendly units", "heal all friendly units"],
      ["banish enemy units at a battlefield", "banish all enemy units at a battlefield"],
      ["move your units to your base", "move all your units to your base"],
      [
        "return enemy units at a battlefield to their owner's hand",
        "return all enemy units at a battlefield to their owner's hand",
      ],
    ])
      expectAsAll(bare, all);
  });

  test("joined to other instructions, repeated, or before `unless`, as any object is", () => {
    for (const [bare, all] of [
      ["ready your units and draw 1", "ready all your units and draw 1"],
      ["stun enemy units here; draw 1", "stun all enemy units here; draw 1"],
      ["buff your units twice", "buff all your units twice"],
      [
        "exhaust enemy units here unless an opponent pays 1",
        "exhaust all enemy units here unless an opponent pays 1",
      ],
    ])
      expectAsAll(bare, all);
  });

  test("after a `.` it goes on the ability; a status word opening what objects get still starts a static", () => {
    expect(lowered(spell("Ready your units. Stun enemy units at a battlefield."))).toEqual(
      lowered(spell("ready all your units; stun all enemy units at a battlefield")),
    );
    const [unit] = lowered(
      `card unit "U" {\n  cost 1\n  might 1\n  when this attacks: draw 1. Stunned enemy units here have -1 might.\n}\n`,
    );
    expect(unit!.abilities.map((ability) => ability.kind)).toEqual(["triggered", "static"]);
  });

  test("both readers read it alike, the instruction's range to the group's end", () => {
    for (const effect of [
      "stun enemy units at a battlefield",
      "ready your exhausted units",
      "exhaust other friendly units at a battlefield. Draw 1",
      "heal friendly units and buff friendly Birds",
      "banish enemy units at a battlefield with 2 might or less",
      "move your units to your base",
      "return other enemy units at a battlefield to their owner's hand",
      "buff your units three times",
    ])
      expectSameByBothReaders(effect);
    const [direct] = fileByBothReaders(spell("stun enemy units at a battlefield. Draw 1"));
    const effect = JSON.parse(direct).ast.declarations[0].abilities[0].effect;
    const text = spell("stun enemy units at a battlefield. Draw 1");
    const stun = effect.instructions[0];
    expect(stun.kind).toBe("StatusChange");
    expect(text.slice(stun.range.offset, stun.range.endOffset)).toBe(
      "stun enemy units at a battlefield",
    );
    expect(text.slice(stun.target.range.offset, stun.target.range.endOffset)).toBe(
      "enemy units at a battlefield",
    );
  });

  test("a singular group, or nothing, still asks which one (RS1010)", () => {
    expectDiagnostics(
      spell("stun enemy unit at a battlefield"),
      "1:39 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `stun`, found `enemy`; say which of them: `all enemy …`",
    );
    expectDiagnostics(
      spell("banish your unit"),
      "1:41 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `banish`, found `your`; say which of them: `all your …`",
    );
    expectDiagnostics(
      spell("ready"),
      "1:40 RS1010 expected what it acts on, such as `target unit`, `this` or `it` after `ready`",
    );
  });

  test("`stunned friendly units get …` reads `stunned` as the verb, and says to put the status after", () => {
    expectDiagnostics(
      spell("stunned friendly units get +1 might this turn"),
      "1:34 RS1022 `stunned` opens the instruction, where it is the verb `stun` (`stun friendly units`); what objects get names their status after the other words: `friendly stunned units get …`",
    );
    expectDiagnostics(
      spell("draw 1; Banished enemy units have -1 might this turn"),
      "1:42 RS1022 `Banished` opens the instruction, where it is the verb `banish` (`banish enemy units`); what objects get names their status after the other words: `enemy banished units have …`",
    );
    expectDiagnostics(
      spell("draw 1; ready friendly units gain Tank this turn"),
      "1:42 RS1022 `ready` opens the instruction, where it is the verb (`ready friendly units`); what objects get names their status after the other words: `friendly ready units gain …`",
    );
    // As the message says it, it reads.
    expect(lowered(spell("friendly stunned units get +1 might this turn"))).toHaveLength(1);
    expect(lowered(spell("draw 1; friendly ready units gain Tank this turn"))).toHaveLength(1);
    // A `get` after another instruction's object is no status word's.
    expect(
      formatDiagnostics(compileText(spell("stun target unit and units get +1 might this turn"))),
    ).not.toContainEqual(expect.stringContaining("opens the instruction"));
  });

  test("`put` and `shuffle` take no bare group: `shuffle your trash` is still the zone", () => {
    expectDiagnostics(
      spell("put your units into your hand"),
      "1:38 RS1022 expected one of `your`, `this`, `it`, `them`, `that`, `the`, … after `put`",
    );
    expect(lowered(spell("shuffle your trash into your deck"))).toEqual(
      lowered(spell("shuffle all cards in your trash into your deck")),
    );
  });

  test("`rift fmt` keeps the group as written", () => {
    const text = spell("Stun   enemy units at a battlefield. Return Your units to  your hand.");
    expect(formatText("t.rift", text).text).toContain(
      "effect: stun enemy units at a battlefield. Return your units to your hand.",
    );
  });
});

describe("`this battlefield` as an event's place (CR 199.1; RULES E1)", () => {
  test("is `this`: the battlefield the ability is on", () => {
    for (const [printed, short] of [
      ["when you conquer at this battlefield: draw 1", "when you conquer at this: draw 1"],
      ["when a unit moves to this battlefield: draw 1", "when a unit moves to this: draw 1"],
      ["when you hold at this battlefield: draw 1", "when you hold at this: draw 1"],
    ])
      expect(lowered(battlefield(printed))).toEqual(lowered(battlefield(short)));
    const [definition] = lowered(battlefield("when you conquer at this battlefield: draw 1"));
    expect(JSON.stringify(definition)).toContain('"location":{"at":"thisBattlefield"}');
  });

  test("both readers read it alike, the place's range to `battlefield`", () => {
    const text = battlefield("when a unit moves to this battlefield: draw 1");
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(JSON.parse(direct).diagnostics).toEqual([]);
    expect(direct).toBe(chevrotain);
    const place = JSON.parse(direct).ast.declarations[0].abilities[0].trigger.location;
    expect(text.slice(place.range.offset, place.range.endOffset)).toBe("this battlefield");
  });

  test("after `dies`, `attacks` and the other events with no place of their own it is `here`, the battlefield itself", () => {
    for (const [printed, here] of [
      ["when a unit dies at this battlefield: draw 1", "when a unit dies here: draw 1"],
      [
        "when an enemy unit attacks at this battlefield: draw 1",
        "when an enemy unit attacks here: draw 1",
      ],
      [
        "when a friendly unit is banished at this battlefield, once each turn: draw 1",
        "when a friendly unit here is banished, once each turn: draw 1",
      ],
    ])
      expect(lowered(battlefield(printed))).toEqual(lowered(battlefield(here)));
    const text = battlefield("when an enemy unit attacks at this battlefield: draw 1");
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(JSON.parse(direct).diagnostics).toEqual([]);
    expect(direct).toBe(chevrotain);
    const subject = JSON.parse(direct).ast.declarations[0].abilities[0].trigger.subject;
    const place = subject.filter.location;
    expect(text.slice(place.range.offset, place.range.endOffset)).toBe("at this battlefield");
    // One place, as with `here`.
    expectDiagnostics(
      battlefield("when a unit here dies at this battlefield: draw 1"),
      "2:25 RS1022 the object already has a place before the verb; write one place, not also `at this battlefield`",
    );
    // Another `at …` after an event is still the next part's.
    expectDiagnostics(
      battlefield("when a unit dies at the start of your turn: draw 1"),
      "2:20 RS1022 expected `:` after `dies`",
    );
  });

  test("a place in an instruction takes it too", () =>
    expect(
      lowered(battlefield("when you conquer here: play a Recruit token at this battlefield")),
    ).toEqual(lowered(battlefield("when you conquer here: play a Recruit token at this"))));

  test("on a card that is no battlefield it says so (RS2005), where `at this` is where the card is", () => {
    const unit = (ability: string): string =>
      `card unit "U" {\n  cost 1\n  might 1\n  ${ability}\n}\n`;
    expectDiagnostics(
      unit("when you conquer at this battlefield: draw 1"),
      "4:23 RS2005 this is a unit, not a battlefield",
    );
    expectDiagnostics(
      unit("when this attacks: play a Recruit token at this battlefield"),
      "4:46 RS2005 this is a unit, not a battlefield",
    );
    expectDiagnostics(
      unit("when a unit dies at this battlefield: draw 1"),
      "4:20 RS2005 this is a unit, not a battlefield",
    );
    expect(lowered(unit("when this attacks: play a Recruit token at this"))).toHaveLength(1);
  });

  test("`this battlefields` is not read as it", () =>
    expectDiagnostics(
      battlefield("when you conquer at this battlefields: draw 1"),
      "2:28 RS1022 expected `:` after `this`",
    ));

  test("`rift fmt` keeps it as written", () => {
    const text = battlefield("When you conquer at  this Battlefield: draw 1.");
    expect(formatText("t.rift", text).text).toBe(
      battlefield("when you conquer at this battlefield: draw 1."),
    );
    expect(
      formatText("t.rift", battlefield("When a unit dies at  this battlefield: draw 1.")).text,
    ).toBe(battlefield("when a unit dies at this battlefield: draw 1."));
    // `here` after the verb still moves before it.
    expect(formatText("t.rift", battlefield("when a unit dies here: draw 1")).text).toBe(
      battlefield("when a unit here dies: draw 1"),
    );
  });
});
