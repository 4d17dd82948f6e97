/**
 * events34: the checker, the lowering and the renderer of `leaves the board` (CR 383.2.a.1), of
 * `target unit can't move this turn` and its kin (RULES E4, CR 054.1) and of `you conquer a
 * battlefield` (CR 469.1). Behaviour in games is in test/rules/events34.rift; both readers in
 * test/grammar/events34.test.ts.
 */
import { describe, expect, test } from "vitest";
import { renderDefinition } from "../../compiler/render/index.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}`;

describe("lowering", () => {
  test("`when this leaves the board`: a trigger on `leftBoard` of this", () => {
    const [definition] = lowered(unit("when this leaves the board: draw 1"));
    expect(definition?.abilities[0]).toEqual(
      expect.objectContaining({
        kind: "triggered",
        trigger: { event: "leftBoard", subject: { ref: "this" } },
      }),
    );
  });

  test("`target unit can't move this turn`: a `give` of `cantMove` until the end of turn", () => {
    const [definition] = lowered(spell("target unit can't move this turn"));
    const give = definition?.abilities[0];
    expect(JSON.stringify(give)).toContain('"mod":"cantMove"');
    expect(JSON.stringify(give)).toContain('"until":"endOfTurn"');
    const [attack] = lowered(spell("target unit can't attack until your next turn"));
    expect(JSON.stringify(attack)).toContain('"mod":"cantCombat","role":"attacker"');
  });

  test("`when you conquer a battlefield` lowers as `when you conquer`", () => {
    const [longer] = lowered(unit("when you conquer a battlefield: draw 1"));
    const [shorter] = lowered(unit("when you conquer: draw 1"));
    expect(JSON.stringify(longer?.abilities)).toBe(JSON.stringify(shorter?.abilities));
  });
});

describe("checking", () => {
  test("`it` after `this leaves the board` is the object that left, as after `this dies`", () => {
    expectClean(unit("when this dies: return it to its owner's hand"));
    expectClean(unit("when this leaves the board: return it to its owner's hand"));
    expectClean(unit("when a friendly unit leaves the board: give target unit +1 might this turn"));
  });

  test("only units, gear and runes leave the board", () => {
    expectDiagnostics(
      `card legend "L" {\n  when this leaves the board: draw 1\n}`,
      "2:8 RS2023 `leaves the board` never happens to a legend",
    );
    expectDiagnostics(
      unit("when a friendly battlefield leaves the board: draw 1"),
      "4:8 RS2023 `leaves the board` never happens to a battlefield",
    );
  });

  test("`can't attack` given to a gear is RS2090, as the static's is", () => {
    expectDiagnostics(spell("target gear can't attack this turn"), "3:");
  });
});

describe("rendering", () => {
  test("card text of the new forms", () => {
    const [keeper] = lowered(unit("when this leaves the board: draw 1"));
    expect(renderDefinition(keeper!).abilities).toEqual([
      "When this leaves the board, draw 1 card.",
    ]);
    const [snare] = lowered(spell("target unit can't move this turn"));
    expect(renderDefinition(snare!).abilities).toEqual(["Target unit can't move this turn."]);
  });
});
