/**
 * rules42: what Chevrotain compares to choose among alternatives stays small. An attempt at
 * `target unit's might becomes 1` as an instruction of its own, opening with the subject rule that
 * `… gets` shares, grew the instructions' alternation from ~572 token sequences two tokens deep to
 * ~3,300, and four deep (grammar35-lookahead) never finished: the test worker hung. The subject
 * form is a choice inside `getsInstruction`, after the shared subject, and `its might becomes 1`
 * an instruction of its own that opens with `its`. Two tokens deep is quick to work out even when
 * it has grown, so a bound on every alternation fails fast where the deeper look would hang.
 */
import { describe, expect, test } from "vitest";
import { parser } from "../../grammar/index.js";
import { alternations, lookaheadPaths, sequences } from "./alternations.js";
import { formatDiagnostics, readAlike } from "./helpers.js";

const spell = (effect: string): string => `card spell "S" { cost 1 effect: ${effect} }`;

describe("every alternation is told apart with few token sequences, two tokens deep", () => {
  test("fewer than 1000 at each (the instructions' were ~572; ~3,300 with the subject repeated)", () => {
    const all = alternations();
    expect(all.length).toBeGreaterThan(150);
    for (const { ruleName, occurrence } of all) {
      const count = sequences(lookaheadPaths(ruleName, occurrence, 2));
      expect(count, `${ruleName} OR${occurrence}`).toBeLessThan(1000);
    }
  });
  test("the new rules are in the grammar: the lookahead above covers them", () => {
    const rules = Object.keys(parser.getGAstProductions());
    expect(rules).toContain("mightBecomesInstruction");
    expect(rules).toContain("mightBecomesTail");
  });
});

describe("the Might set and `if this kills it` read alike in both readers", () => {
  test("`its might becomes N` and the subject form, with and without a duration", () => {
    readAlike(spell("stun target unit. Its might becomes 1 this turn."));
    readAlike(spell("target unit's might becomes 1 this turn"));
    readAlike(spell("target enemy unit's might becomes 0"));
    readAlike(spell("its might becomes 2"));
  });
  test("`its` still opens a player's instruction", () => {
    readAlike(spell("kill target unit; its owner draws 1"));
    expect(formatDiagnostics(spell("kill target unit; its owner draws 1"))).toEqual([]);
  });
  test("`if this kills it`, with `otherwise`", () => {
    readAlike(spell("deal 3 to target unit. If this kills it, draw 1."));
    readAlike(spell("deal 3 to target unit. If this kills it, draw 1. Otherwise, draw 2."));
  });
});

describe("a condition after an effect's `if` fails as it did before `this kills it`", () => {
  test("`if maybe` is RS1015 at the word; `if this maybe` asks for `is` after `this`", () => {
    const [maybe] = formatDiagnostics(spell("deal 3 to target unit; if maybe, draw 1"));
    expect(maybe).toBe(
      "1:59 RS1015 expected a condition such as `you do` or `you control a unit here` after `if`, found `maybe`",
    );
    const [thisMaybe] = formatDiagnostics(spell("deal 3 to target unit; if this maybe, draw 1"));
    expect(thisMaybe).toMatch(
      /^1:64 RS1022 expected `is` after `this`, found `maybe`; a condition/,
    );
  });
});
