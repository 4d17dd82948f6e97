/**
 * rules35a: `when you gain a point` (CR 468.1) — every point gained, by Scoring or not — beside
 * `when you score` (Scoring, CR 468–469): both readers, the checker (no battlefield to refer to,
 * nothing replaces it, RS1047 still for `when you score a point`), the lowering and the renderer.
 * Behaviour in games is in test/rules/rules35a.rift.
 */
import { describe, expect, test } from "vitest";
import type { TriggeredNode } from "../../grammar/ast.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { readAlike } from "../grammar/helpers.js";
import { compileText, expectDiagnostics, formatDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

function triggerOf(text: string): TriggeredNode {
  return readAlike(unit(text)).abilities[0] as TriggeredNode;
}

describe("both readers", () => {
  test("`you gain a point` and `an opponent gains a point` are a player's event with no object", () => {
    expect(triggerOf("when you gain a point: draw 1").trigger).toMatchObject({
      event: "pointsGained",
      player: { who: "you" },
      would: false,
    });
    const theirs = triggerOf("when an opponent gains a point: draw 1").trigger;
    expect(theirs).toMatchObject({ event: "pointsGained", player: { who: "opponent" } });
    expect(theirs).not.toHaveProperty("subject");
    expect(theirs).not.toHaveProperty("location");
    expect(triggerOf("the first time you gain a point each turn: draw 1").nthTime).toBe(1);
  });
});

describe("the checker", () => {
  test("a point gained names no battlefield: `here` after it is a syntax error", () => {
    expectDiagnostics(unit("when you gain a point here: draw 1"), "4:25 RS1022");
  });

  test("`that battlefield` and `there` in what it does refer to nothing (RS2012)", () => {
    expectDiagnostics(unit("when you gain a point: ready that battlefield"), "4:32 RS2012");
    expectDiagnostics(
      unit("when you gain a point: deal 1 to each enemy unit there"),
      "4:52 RS2012",
    );
  });

  test("nothing replaces gaining a point (RS2041)", () => {
    expectDiagnostics(unit("if you would gain a point, draw 1 instead"), "4:6 RS2041");
  });

  test("`when you score a point` is still RS1047, and names `when you gain a point`", () => {
    expectDiagnostics(
      unit("when you score a point: draw 1"),
      "4:12 RS1047 a point can be gained without scoring",
    );
    const [message] = formatDiagnostics(compileText(unit("when you score a point: draw 1")));
    expect(message).toContain("`when you gain a point`");
  });
});

describe("lowering and rendering", () => {
  test("the runtime's `pointsGained` event, by the player named", () => {
    const [definition] = lowered(unit("when an opponent gains a point: draw 1"));
    expect(definition?.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: { event: "pointsGained", player: "opponent" },
    });
    expect(renderDefinition(definition!).abilities).toEqual([
      "When an opponent gains a point, draw 1 card.",
    ]);
  });

  test("`when you score` still lowers to Scoring's event", () => {
    const [definition] = lowered(unit("when you score: draw 1"));
    expect(definition?.abilities[0]).toMatchObject({ trigger: { event: "scored" } });
  });
});
