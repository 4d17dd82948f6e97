// pool38: `If this kills it, draw 1.` after an instruction is RS1063 (CR 428.5.c, 143.2.a, 318):
// the kill by lethal damage is the effect's, but happens in the cleanup after it, so no
// instruction of the effect can ask it. The message shows what to write instead, and what it
// shows compiles. `dies this way` keeps its words out of RS1060's delayed trigger.
import { describe, expect, test } from "vitest";
import {
  compileText,
  expectClean,
  expectDiagnostics,
  formatDiagnostics,
} from "../compiler/compile-helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("`If this kills it, draw 1.` is RS1063 (CR 428.5.c)", () => {
  test("after `.` and `;`, with the ways to write it", () => {
    expectDiagnostics(
      spell("deal 3 to target unit. If this kills it, draw 1."),
      "1:56 RS1063 `if this kills it` asks whether it died of this effect's damage, which is known only in the cleanup after the effect is over (CR 428.5.c",
    );
    expectDiagnostics(
      spell("deal 3 to target unit; if this killed that unit, draw 1"),
      "1:56 RS1063 `if this killed that unit` asks whether that unit died",
    );
  });
  test("the delayed trigger it shows carries the card's own instruction, and compiles", () => {
    const [message] = formatDiagnostics(
      compileText(spell("deal 3 to target unit. If this kills it, you gain 1 point.")),
    );
    expect(message).toMatch(/`when it dies this turn, you gain 1 point`, which also sees/);
    expectClean(spell("deal 3 to target unit. When it dies this turn, draw 1."));
  });
  test("not a replacement's message (RS1022)", () => {
    const [message] = formatDiagnostics(
      compileText(spell("deal 3 to target unit. If this kills it, draw 1.")),
    );
    expect(message).not.toContain("RS1022");
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
