// pool38: `If this kills it, draw 1.` was RS1063 (CR 428.5.c, 143.2.a, 318): the kill by lethal
// damage is the effect's, but happens in the cleanup after it. Since rules42 the `if` waits for
// that cleanup (rules42-kills.rift), and RS1063 is left to another object after `kills`, which
// the language writes `it`. `dies this way` keeps its words out of RS1060's delayed trigger.
import { describe, expect, test } from "vitest";
import {
  compileText,
  expectClean,
  expectDiagnostics,
  formatDiagnostics,
} from "../compiler/compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("`If this kills that unit, draw 1.` is RS1063 (CR 428.5.c)", () => {
  test("after `.` and `;`, with the way to write it", () => {
    expectDiagnostics(
      spell("deal 3 to target unit; if this killed that unit, draw 1"),
      "1:56 RS1063 `if this killed that unit` is written `if this kills it`: `it` is the unit the instruction right before it dealt damage to",
    );
    expectDiagnostics(
      spell("deal 3 to target unit. If this kills the unit, draw 1."),
      "1:56 RS1063 `if this kills the unit` is written `if this kills it`",
    );
  });
  test("what it shows compiles, and so does the delayed trigger that waits for the death", () => {
    expectClean(spell("deal 3 to target unit. If this kills it, draw 1."));
    expectClean(spell("deal 3 to target unit. When it dies this turn, draw 1."));
  });
  test("not a replacement's message (RS1022)", () => {
    const [message] = formatDiagnostics(
      compileText(spell("deal 3 to target unit. If this kills that unit, draw 1.")),
    );
    expect(message).toMatch(/RS1063/);
  });
});

describe("`If that unit dies this way, draw 1.` is RS1060", () => {
  test("`this way` belongs to the condition, not to the delayed trigger shown", () => {
    const [message] = formatDiagnostics(
      compileText(spell("deal 3 to target unit. If that unit dies this way, draw 1.")),
    );
    expect(message).toMatch(/RS1060/);
    expect(message).toMatch(/`when that unit dies this turn, draw 1`$/);
  });
});
