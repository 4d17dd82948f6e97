// An activated ability's cost written alone, as card text prints its symbols (`1, exhaust this:
// draw 1`): the same ability as with `pay` (LANGUAGE.md, "Activated abilities"; RULES C4, G3).
import { describe, expect, test } from "vitest";
import { bothReaders } from "../grammar/helpers.js";
import { lowered } from "./compile-helpers.js";

function abilitiesOf(body: string): unknown {
  const [definition] = lowered(`card gear "G" {\n  cost 1\n  ${body}\n}`);
  return (definition as { abilities: unknown }).abilities;
}

const SAME_AS_PAY: [string, string][] = [
  ["1, exhaust this: draw 1", "pay 1, exhaust this: draw 1"],
  ["exhaust this, 2 + 1 Mind: draw 2", "exhaust this, pay 2 + 1 Mind: draw 2"],
  ["1 Fury: draw 1", "pay 1 Fury: draw 1"],
  ["power, kill this: draw 1", "pay power, kill this: draw 1"],
  ["reaction — 1, exhaust this: draw 1", "reaction — pay 1, exhaust this: draw 1"],
  ["action - 2 power: draw 1", "action - pay 2 power: draw 1"],
];

describe("a cost alone among an activated ability's costs is paid", () => {
  test.each(SAME_AS_PAY)("%s", (printed, written) => {
    expect(abilitiesOf(printed)).toEqual(abilitiesOf(written));
  });

  test.each(SAME_AS_PAY)("both readers agree on: %s", (printed) => {
    // Read from after `might 1`, which a cost's `power` cannot continue (`cost 1 power` can).
    const { direct, chevrotain } = bothReaders(`card unit "U" {\n  might 1\n  ${printed}\n}`);
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(chevrotain));
  });

  test("on a line of its own, `power` starts the ability rather than ending the card's cost", () => {
    const [definition] = lowered(`card gear "G" {\n  cost 1\n  power, kill this: draw 1\n}`);
    const gear = definition as { cost: unknown; abilities: { kind: string }[] };
    expect(gear.cost).toEqual({ energy: 1, power: [] });
    expect(gear.abilities.map((a) => a.kind)).toEqual(["activated"]);
  });

  test("after the card's own cost and Might, the next line's number starts the ability", () => {
    const [definition] = lowered(`card unit "U" {\n  cost 2\n  might 3\n  1: ready this\n}`);
    const unit = definition as { cost: unknown; might: number; abilities: { kind: string }[] };
    expect(unit.might).toBe(3);
    expect(unit.cost).toEqual({ energy: 2, power: [] });
    expect(unit.abilities.map((a) => a.kind)).toEqual(["activated"]);
  });
});
