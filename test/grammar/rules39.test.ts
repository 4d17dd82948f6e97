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
