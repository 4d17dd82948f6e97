/**
 * Audit 12: what a `.rift` scenario cannot state about Add abilities with a condition or an extra
 * cost (RULES C1, CR 357.1.a, 429.3): whether `legalActions` offers a play they alone can pay for,
 * and what a payment request lists.
 */
import { describe, expect, test } from "vitest";
import { type Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card rune "Ember Rune T12" { domain Fury }
card unit "Scout T12" { cost 1  domain Order  might 1 }
card spell "Big Note T12" { cost 2  domain Mind  effect: draw 1 }
card gear "Odd Spring T12" {
  cost 0
  domain Order
  Reaction — exhaust this: if you control a unit, add 2
}
card gear "Pawn Shop T12" {
  cost 0
  domain Order
  Reaction — discard 1, exhaust this: add 2
}
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit12.rift");
}

const id = labelled;

function offersPlay(game: Game, label: string): boolean {
  return game.legalActions("A").some((a) => a.type === "play" && a.object === id(game, label));
}

describe("audit12: Add abilities read each time are payment sources (CR 429.3)", () => {
  test("RULES C1, CR 429.3: a play only a conditional Add ability can pay for is offered while its condition holds", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Big Note T12" as n
      A base: "Odd Spring T12", "Scout T12"
    } }`);
    expect(offersPlay(game, "n")).toBe(true);
  });

  test("RULES C1, CR 429.3: with its condition false the conditional Add ability adds nothing, and the play is not offered", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Big Note T12" as n
      A base: "Odd Spring T12"
    } }`);
    expect(offersPlay(game, "n")).toBe(false);
  });

  test("RULES C1, CR 203.3, 429.3: an Add ability whose discard cost can be paid is offered as a source, after the runes'", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Big Note T12" as n, "Scout T12"
      A base: "Pawn Shop T12" as shop
      A runes: "Ember Rune T12" as r
    } }`);
    expect(offersPlay(game, "n")).toBe(true);
    const started = game.perform({ type: "play", player: "A", object: id(game, "n") });
    expect(started.ok).toBe(true);
    const pending = started.ok ? started.pending : null;
    expect(pending?.kind).toBe("payment");
    if (pending?.kind !== "payment") return;
    const objects = pending.options.map((o) => o.object);
    // The rune's two basic abilities first, the shop (a discard cost) last.
    expect(objects[objects.length - 1]).toBe(id(game, "shop"));
    expect(objects.filter((o) => o === id(game, "r"))).toHaveLength(2);
  });

  test("RULES C1, CR 203.3: with an empty hand besides the spell, the discard cost cannot be paid: no source, no play", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Big Note T12" as n
      A base: "Pawn Shop T12"
    } }`);
    const started = game.perform({ type: "play", player: "A", object: id(game, "n") });
    const pending = started.ok ? started.pending : null;
    // Asked how to pay, the player has no source to offer: the shop is not among the options.
    expect(pending?.kind).toBe("payment");
    if (pending?.kind !== "payment") return;
    expect(pending.options).toEqual([]);
    const result = game.perform({
      type: "answer",
      decision: { kind: "payment", sources: pending.suggested },
    });
    expect(result).toMatchObject({ ok: false, error: { code: "cannotPay" } });
    expect(game.zone("A", "hand").map((o) => o.name)).toEqual(["Big Note T12"]);
  });
});
