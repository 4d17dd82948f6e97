/**
 * Regressions found by grammar-driven fuzzing of card text (test/fuzz/, bench/fuzz26.ts).
 *
 * A kill cost that can only name a battlefield or a legend: a battlefield stays in place (CR
 * 170.2.b) and a legend never leaves its zone (CR 107.4.d), so the kill never happens (CR
 * 428.2.a). The runtime used to count such a cost as paid, and a random game activated a
 * battlefield's `kill this: play 2 Recruit tokens …` without end in one turn. The checker now
 * refuses the cost (RS2023), and the runtime refuses to pay it (test/rules/fuzz26-regressions.rift).
 */
import { describe, it } from "vitest";
import { expectClean, expectDiagnostics } from "./compile-helpers.js";

describe("fuzz26: a kill cost that could never be paid (CR 428.2.a, 170.2.b, 107.4.d)", () => {
  it("`kill this` on a battlefield is RS2023", () => {
    expectDiagnostics(
      `card battlefield "Moor" {
  kill this: draw 1
}`,
      "2:8 RS2023 a battlefield is never killed: a battlefield stays in place (CR 170.2.b), so this cost could never be paid",
    );
  });

  it("`kill this` on a legend is RS2023, in any position among the costs", () => {
    expectDiagnostics(
      `card legend "Seer" {
  exhaust this, kill this: draw 1
}`,
      "2:22 RS2023 a legend is never killed: a legend never leaves its zone (CR 107.4.d)",
    );
  });

  it("a kill cost that names only battlefields or legends is RS2023", () => {
    expectDiagnostics(
      `card gear "Altar" {
  cost 1
  kill a friendly battlefield: draw 1
}
card gear "Altar Two" {
  cost 1
  kill a legend or battlefield: draw 1
}`,
      "3:8 RS2023 a battlefield is never killed",
      "7:8 RS2023 a legend or battlefield is never killed: a legend never leaves its zone (CR 107.4.d) and a battlefield stays in place (CR 170.2.b)",
    );
  });

  it("what can be killed stays a valid cost: units, gear, runes, and a mix that includes a unit", () => {
    expectClean(`card unit "Martyr" {
  cost 1
  might 1
  kill this: draw 1
}
card gear "Pyre" {
  cost 1
  kill this: draw 1
  kill a friendly unit or battlefield: draw 1
}
card rune "Ember Rune" {
  domain Fury
  kill this: draw 1
}`);
  });

  it("a battlefield's `kill this` as an instruction is still accepted: it does nothing, harmlessly", () => {
    expectClean(`card battlefield "Moor" {
  when you hold here: kill this
}`);
  });
});
