/**
 * rules35b: `leaves the board` in a replacement and in a duration (RULES E2, E4; CR 317,
 * 359.3.e.16, 367–375, 383.2.a.1), no longer RS2063 — read alike by both readers, checked and
 * lowered to the event patterns the runtime meets every way off the board with.
 */
import { describe, expect, test } from "vitest";
import { readAlike, formatDiagnostics as syntaxErrors } from "../grammar/helpers.js";
import type { TriggeredNode } from "../../grammar/ast.js";
import { COMPILER_CODES } from "../../compiler/diagnostic-codes.js";
import { expectAbilities, expectDiagnostics } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

describe("`until this leaves the board` (RULES E4, CR 317)", () => {
  test("both readers read it as a duration ending on this leaving the board", () => {
    const trigger = readAlike(
      unit("when this is played: give target unit +1 might until this leaves the board"),
    ).abilities[0] as TriggeredNode;
    expect(trigger.effect.instructions[0]).toMatchObject({
      kind: "Give",
      duration: {
        until: "nextEvent",
        event: { event: "leftBoard", subject: { kind: "ThisRef" }, would: false },
      },
    });
    readAlike(unit("when this is played: give target unit Tank until it is banished"));
  });

  test("only `this` or `it`, and no `would`: anything else is a syntax error", () => {
    for (const duration of ["until it would die", "until a unit dies", "until them dies"]) {
      expect(
        syntaxErrors(unit(`when this is played: give target unit +1 might ${duration}`)),
        duration,
      ).not.toEqual([]);
    }
  });

  test("is lowered as `until the next time this leaves the board`", () => {
    const leaving = { event: "leftBoard", subject: { ref: "this" } };
    expectAbilities("when this is played: give target unit +1 might until this leaves the board", [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        effect: [
          {
            op: "modify",
            target: { ref: "target", filter: { types: ["unit"] } },
            modifications: [{ mod: "might", amount: 1 }],
            duration: { until: "nextEvent", event: leaving },
          },
        ],
      },
    ] as never);
  });
});

describe("RS2063 is retired: a replacement and a duration may name leaving the board", () => {
  test("the code is gone from the registry", () => {
    expect(Object.keys(COMPILER_CODES)).not.toContain("RS2063");
  });

  test("`leaves the board` still never happens to what is never on the board (RS2023)", () => {
    expectDiagnostics(
      `card spell "S" {\n  cost 1\n  effect: give target unit +1 might until the next time this leaves the board\n}`,
      "3:57 RS2023",
    );
  });
});
