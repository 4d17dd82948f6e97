/**
 * Audit 22: what a player is offered while playing (CR 355.8, 355.16) — the options of a mode
 * choice, what `legalActions` lists for a modal spell, and a random chooser's picks: things a
 * `.rift` scenario cannot state (test/rules/audit22-choices.rift states the rest).
 */
import { describe, expect, test } from "vitest";
import { type Game, RandomChooser, runScenario } from "../../runtime/index.js";
import { compiledScenario, labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card spell "Split Choice T22" {
  cost 0
  domain Fury
  effect: choose one: { draw 1 } or { deal 2 to target enemy unit }
}
card spell "Twin Threat T22" {
  cost 0
  domain Fury
  effect: choose one: { deal 2 to target enemy unit } or { stun target enemy unit }
}
card unit "Pawn T22" { cost 0  domain Fury  might 1 }
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit22.rift");
}

describe("audit22: modes whose targets cannot be chosen (CR 355.8, 355.16)", () => {
  test("CR 355.16: the mode request lists only the mode that can be chosen", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Split Choice T22" as s
      A deck: "Pawn T22"
    } }`);
    const result = game.perform({ type: "play", player: "A", object: labelled(game, "s") });
    expect(result).toMatchObject({
      ok: true,
      pending: { kind: "mode", modes: 2, count: 1, available: [0] },
    });
  });

  test("CR 355.16: with an enemy unit to target every mode can be chosen, and none is left out", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Split Choice T22" as s
      A deck: "Pawn T22"
      B base: "Pawn T22"
    } }`);
    const result = game.perform({ type: "play", player: "A", object: labelled(game, "s") });
    expect(result.ok && result.pending?.kind === "mode" ? result.pending : null).toMatchObject({
      modes: 2,
      count: 1,
    });
    expect(result.ok && result.pending && "available" in result.pending).toBe(false);
  });

  test("CR 355.8: a modal spell none of whose modes can choose its targets is not listed", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Twin Threat T22" as t, "Split Choice T22" as s
      A deck: "Pawn T22"
    } }`);
    const plays = game.legalActions("A").filter((a) => a.type === "play");
    expect(plays).toEqual([{ type: "play", player: "A", object: labelled(game, "s") }]);
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "t") })).toBe(false);
  });

  test("CR 355.8: once an enemy unit is there, the same spell is listed", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Twin Threat T22" as t
      B base: "Pawn T22"
    } }`);
    expect(game.isListed({ type: "play", player: "A", object: labelled(game, "t") })).toBe(true);
  });

  test("CR 355.16: a random chooser never picks a mode that is not offered", () => {
    for (let seed = 1; seed <= 40; seed++) {
      const game = gameOf(`scenario "s" { setup {
        A hand: "Split Choice T22" as s
        A deck: "Pawn T22"
      } }`);
      const result = game.perform(
        { type: "play", player: "A", object: labelled(game, "s") },
        { chooser: new RandomChooser(seed) },
      );
      expect(result).toMatchObject({ ok: true, pending: null });
    }
  });

  test("CR 355.16: a scenario that names no mode is told which modes it could choose, and why", () => {
    const { scenario, definitions } = compiledScenario(
      CARDS,
      `scenario "unscripted" {
        setup {
          A hand: "Split Choice T22"
          A deck: "Pawn T22"
        }
        A plays "Split Choice T22"
      }`,
    );
    const result = runScenario(scenario, definitions);
    expect(result.steps[0]?.message).toContain(
      "choose 1 of 2 modes (options: mode 1 (of 1–2: the others' targets cannot be chosen))",
    );
  });
});
