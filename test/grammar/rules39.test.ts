// rules39: start-of-combat and end-of-combat triggers (CR 464.2.b, 466.7.b). Both readers read
// each way of writing them to one event, and an effect's `at the end of combat` is RS1064 (a
// delayed trigger names the event with `when`). The runtime's reading is in
// test/rules/rules39.rift.
import { describe, expect, test } from "vitest";
import type { TriggeredNode } from "../../grammar/ast.js";
import { formatDiagnostics, readAlike } from "./helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1 might 1 ${ability} }`;

function triggerOf(text: string): TriggeredNode["trigger"] {
  const definition = readAlike(text);
  const ability = definition.abilities[0] as TriggeredNode;
  expect(ability.kind).toBe("Triggered");
  return ability.trigger;
}

describe("combat's start and end as a trigger's event (CR 464.2.b, 466.7.b)", () => {
  test("`when combat begins here` and `at the start of combat here` are one event", () => {
    for (const text of [
      "when combat begins here: draw 1",
      "at the start of combat here: draw 1",
      "at start of combat here, draw 1",
    ]) {
      const trigger = triggerOf(unit(text));
      expect(trigger).toMatchObject({ kind: "Event", event: "combatStarted", would: false });
      expect(trigger).toHaveProperty("location.place", "here");
    }
  });
  test("`when combat ends` and `at the end of combat` watch every combat, or one place", () => {
    for (const text of ["when combat ends: draw 1", "at the end of combat, draw 1"]) {
      const trigger = triggerOf(unit(text));
      expect(trigger).toMatchObject({ kind: "Event", event: "combatEnded" });
      expect(trigger).not.toHaveProperty("location");
    }
    const anywhere = triggerOf(unit("when combat ends at a battlefield: draw 1"));
    expect(anywhere).toHaveProperty("location.place", "battlefield");
  });
  test("the turn's moments still read as before", () => {
    expect(triggerOf(unit("at the start of your turn: draw 1"))).toMatchObject({
      kind: "PhaseTrigger",
      edge: "start",
      player: "you",
    });
  });
  test("an effect's `at the end of combat` is RS1064, which shows the delayed trigger", () => {
    const [message, ...rest] = formatDiagnostics(
      `card spell "S" { cost 1 effect: at the end of combat: draw 1 }`,
    );
    expect(message).toMatch(
      /^1:33 RS1064 an effect waits for the start or end of a turn with `at …`; .*`this combat, when combat ends, …`/,
    );
    expect(rest).toEqual([]);
  });
});

describe("`you don't control` in a filter", () => {
  const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;
  test("`don't`, `do not` and `doesn't` read alike in both readers", () => {
    for (const words of ["you don't control", "you do not control", "you don’t control"]) {
      readAlike(spell(`draw 1 for each battlefield ${words}`));
    }
    readAlike(spell("kill target unit an opponent doesn't control"));
  });
  test("only control is negated, and only a player's (RS1065)", () => {
    const [own] = formatDiagnostics(spell("kill target unit you don't own"));
    expect(own).toMatch(/^1:50 RS1065 only what a player controls is said with `don't`/);
    const [any] = formatDiagnostics(spell("draw 1 for each battlefield a player doesn't control"));
    expect(any).toMatch(/^1:61 RS1065 .*`an uncontrolled battlefield`/);
  });
});

describe("a Might set to a number where no instruction sets it is RS1066 (CR 477.1.a.1)", () => {
  const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;
  test("`base might 1` and a static's `might becomes 1` name the instruction and the static's change", () => {
    const [base, ...rest] = formatDiagnostics(spell("give target unit base might 1 this turn"));
    expect(base).toMatch(
      /^1:50 RS1066 a Might set to a number \(`base might 1`\) is an instruction of an effect, applied before every change of Might \(CR 477\.1\.a\.1\): `its might becomes 1 this turn`/,
    );
    expect(rest).toEqual([]);
    const [set] = formatDiagnostics(
      `card unit "U" { cost 1 might 3 this's might becomes 1 while it is damaged }`,
    );
    expect(set).toMatch(
      /^1:39 RS1066 a Might set to a number \(`might becomes 1`\).*`this gets -2 might`/,
    );
  });
  test("in an effect it is an instruction (rules42)", () => {
    expect(formatDiagnostics(spell("its might becomes 1 this turn"))).toEqual([]);
  });
  test("`becomes mighty` is still an event", () => {
    readAlike(`card unit "U" { cost 1 might 1 when this becomes mighty: draw 1 }`);
  });
});
