/**
 * combat32 in the compiler: `can't attack` / `can't defend` (CR 464.2.c.3, 054.1) and `this
 * combat` (CR 466.7.c) checked, lowered and rendered; and the standard moves a random playout
 * lists agree with the moves the rules let a unit that can't attack make (runtime/legal-actions.ts,
 * as test/runtime/list26-listing.test.ts states it for the sample decks). Behaviour in games is in
 * test/rules/combat32.rift.
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { type Action, type Game, restoreGame } from "../../runtime/index.js";
import { labelled, scenarioGame } from "../runtime/scenario-games.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;
const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

describe("lowering and rendering", () => {
  test("`can't attack` and `can't defend` lower to one restriction with its role", () => {
    const [attacker] = lowered(unit("this can't attack"));
    expect(attacker!.abilities[0]).toMatchObject({
      kind: "static",
      modifications: [{ mod: "cantCombat", role: "attacker" }],
    });
    const [herald] = lowered(unit("enemy units here can't defend"));
    expect(herald!.abilities[0]).toMatchObject({
      kind: "static",
      modifications: [{ mod: "cantCombat", role: "defender" }],
    });
  });

  test("every way of writing it lowers to the one `endOfCombat` duration", () => {
    for (const duration of ["this combat", "until end of combat", "until the end of this combat"]) {
      const [definition] = lowered(spell(`give target unit +2 might ${duration}`));
      expect(definition!.abilities[0]).toMatchObject({
        kind: "effect",
        effect: [{ op: "modify", duration: { until: "endOfCombat" } }],
      });
    }
  });

  test("renders as printed text", () => {
    const [sentinel] = lowered(unit("this can't attack"));
    expect(renderCardText(sentinel!)).toContain("This can't attack.");
    const [outrider] = lowered(unit("this can't defend"));
    expect(renderCardText(outrider!)).toContain("This can't defend.");
    const [rally] = lowered(spell("give target unit +2 might until the end of combat"));
    expect(renderCardText(rally!)).toContain("Target unit gets +2 Might this combat.");
  });
});

describe("checking (RS2090)", () => {
  test("only units attack and defend", () => {
    expectDiagnostics(
      `card gear "G" { cost 1  this can't defend }`,
      "1:30 RS2090 only units defend",
    );
    expectDiagnostics(
      `card gear "G" { cost 1  friendly spells can't attack }`,
      "1:41 RS2090 only units attack",
    );
    expectClean(unit("this can't attack"));
    expectClean(spell("give target unit { this can't attack } this turn"));
    expectClean(spell("give target unit +1 might this combat"));
  });
});

const CARDS = `
card battlefield "Held Ford T32" {}
card battlefield "Open Ford T32" {}
card unit "Warden T32" { cost 2  domain Order  might 4  this can't attack }
card unit "Runner T32" { cost 1  domain Fury  might 1 }
`;

function moveTo(game: Game, unitLabel: string, battlefieldLabel: string): Action {
  return {
    type: "move",
    player: "A",
    units: [labelled(game, unitLabel)],
    to: { kind: "battlefield", battlefield: labelled(game, battlefieldLabel) },
  };
}

describe("the listing of standard moves respects `can't attack` (CR 054.1, 144, 464.2.c.1)", () => {
  const game = scenarioGame(
    CARDS,
    `scenario "s" {
      setup {
        A base: "Warden T32" as w, "Runner T32" as r
        battlefield "Held Ford T32" as hf controlled by B { B: "Runner T32" as b }
        battlefield "Open Ford T32" as opn controlled by B
      }
    }`,
  );

  test("the unit that can't attack is listed only to the battlefield where it would not attack", () => {
    const moves = game.legalActions("A", { only: "moves" });
    const of = (label: string): string[] =>
      moves
        .filter((m) => m.type === "move" && m.units[0] === labelled(game, label))
        .map((m) => (m.type === "move" && m.to.kind === "battlefield" ? m.to.battlefield : "base"));
    expect(of("w")).toEqual([labelled(game, "opn")]);
    expect(of("r").sort()).toEqual([labelled(game, "hf"), labelled(game, "opn")].sort());
  });

  test("listing and performing agree on every candidate move", () => {
    const snapshot = game.snapshot();
    for (const action of game.candidateActions("A", { only: "moves" })) {
      const copy = restoreGame(snapshot, game.definitions);
      const result = copy.perform(action);
      expect(result.ok, JSON.stringify(action)).toBe(game.isListed(action));
    }
  });

  test("the refusal names the restriction", () => {
    const copy = restoreGame(game.snapshot(), game.definitions);
    const result = copy.perform(moveTo(copy, "w", "hf"));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toContain("can't attack");
  });
});
