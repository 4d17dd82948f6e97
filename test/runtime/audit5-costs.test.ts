/**
 * Audit 5: costs, timing and keywords that a `.rift` scenario cannot state — refused plays and
 * activations (RULES C1, C4, CR 163, 308–310, 805), what `legalActions` offers, and the winner
 * after a Hold (RULES S2, CR 471–472).
 */
import { describe, expect, test } from "vitest";
import { type Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card rune "Ember Rune T5" { domain Fury }
card battlefield "Ashfall Ridge T5" {}
card battlefield "Quiet Ford T5" {}
card unit "Plain Scout T5" { cost 1  domain Order  might 2 }
card unit "Hasty Raider T5" { cost 1  domain Fury  might 2  keywords Accelerate }
card spell "Any Sigil T5" { cost 1 power  domain Mind  effect: draw 1 }
card spell "Twin Sigil T5" { cost 1 Fury + 1 Calm  domains Fury, Calm  effect: draw 1 }
card spell "Slow Note T5" { cost 0  domain Mind  effect: draw 1 }
card gear "Study Desk T5" { cost 0  domain Mind  exhaust this: draw 1 }
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit5.rift");
}

const id = labelled;

/** Answer every pending choice with its suggestion, or the first option; "yes" to yes/no. */
function answerAll(game: Game, result: ReturnType<Game["perform"]>): ReturnType<Game["perform"]> {
  let current = result;
  for (let i = 0; i < 20 && current.ok && current.pending; i++) {
    const p = current.pending;
    if (p.kind === "payment") {
      current = game.perform({
        type: "answer",
        decision: { kind: "payment", sources: p.suggested },
      });
    } else if (p.kind === "yesNo") {
      current = game.perform({ type: "answer", decision: { kind: "yes" } });
    } else if (p.kind === "location" && p.suggested) {
      current = game.perform({
        type: "answer",
        decision: { kind: "location", location: p.suggested },
      });
    } else {
      throw new Error(`unexpected choice ${p.kind}`);
    }
  }
  return current;
}

describe("audit5: paying (RULES C1, G3, CR 163, 357)", () => {
  test("RULES G3, CR 163.1: energy never pays power — a spell costing 1 power is refused with 3 energy", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Any Sigil T5" as s
      A pool: 3
    } }`);
    const before: unknown = JSON.parse(JSON.stringify(game.snapshot()));
    const result = answerAll(
      game,
      game.perform({ type: "play", player: "A", object: id(game, "s") }),
    );
    expect(result).toMatchObject({ ok: false, error: { code: "cannotPay" } });
    expect(JSON.parse(JSON.stringify(game.snapshot()))).toEqual(before);
  });

  // Audit 12: Accelerate is offered only when payable (CR 355.16), so Calm power alone does not
  // make it offered; the unit is played without it and enters exhausted.
  test("RULES S4, CR 805.1.a.1, 355.16: Accelerate's power must match the unit's domain — with only Calm power it is not offered", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Hasty Raider T5" as h
      A pool: 2 + 1 Calm
    } }`);
    const result = game.perform({ type: "play", player: "A", object: id(game, "h") });
    expect(result).toMatchObject({ ok: true, pending: null });
    const raider = game.zone("A", "base").find((o) => o.name === "Hasty Raider T5");
    expect(raider?.statuses).toContain("exhausted");
    expect(game.pool("A")).toMatchObject({ energy: 1, power: { Calm: 1 } });
  });

  test("RULES C1, CR 357.1.a, 163.2.b: with universal power in the pool and a Fury rune, a Fury + Calm spell is offered and paid", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Twin Sigil T5" as s
      A deck: "Slow Note T5"
      A runes: "Ember Rune T5"
      A pool: 1 power
    } }`);
    const plays = game.legalActions("A").filter((a) => a.type === "play");
    expect(plays).toEqual([{ type: "play", player: "A", object: id(game, "s") }]);
    const result = answerAll(
      game,
      game.perform({ type: "play", player: "A", object: id(game, "s") }),
    );
    expect(result.ok).toBe(true);
    expect(game.pool("A")).toMatchObject({ energy: 0, power: { any: 0, Fury: 0, Calm: 0 } });
    expect(game.zone("A", "runeDeck").map((o) => o.name)).toEqual(["Ember Rune T5"]);
  });
});

describe("audit5: timing (RULES C4, CR 145.2, 308–310, 381)", () => {
  test("RULES C4, CR 145.2, 308.1.a: an activated ability without Action or Reaction cannot be used in a showdown, even on your turn", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Plain Scout T5" as s ready, "Study Desk T5" as d
      A deck: "Slow Note T5"
      battlefield "Ashfall Ridge T5" as w
    } }`);
    expect(
      game.perform({
        type: "move",
        player: "A",
        units: [id(game, "s")],
        to: { kind: "battlefield", battlefield: id(game, "w") },
      }).ok,
    ).toBe(true);
    expect(game.priorityHolder()).toBe("A");
    const refused = game.perform({
      type: "activate",
      player: "A",
      object: id(game, "d"),
      ability: 0,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "timing" } });
    expect(game.legalActions("A").some((a) => a.type === "activate")).toBe(false);
  });

  test("RULES C4, CR 381, 309.1.a: on the opponent's turn, with priority over their spell, an ability without Reaction is refused", () => {
    const game = gameOf(`scenario "s" { setup {
      turn: B
      B hand: "Slow Note T5" as n
      B deck: "Slow Note T5"
      A base: "Study Desk T5" as d
      A deck: "Slow Note T5"
    } }`);
    expect(game.perform({ type: "play", player: "B", object: id(game, "n") }).ok).toBe(true);
    expect(game.perform({ type: "pass", player: "B" }).ok).toBe(true);
    expect(game.priorityHolder()).toBe("A");
    const refused = game.perform({
      type: "activate",
      player: "A",
      object: id(game, "d"),
      ability: 0,
    });
    expect(refused).toMatchObject({ ok: false, error: { code: "timing" } });
  });
});

describe("audit5: victory (RULES S2, CR 471.1.a.1, 472)", () => {
  test("RULES S2, CR 469.2, 471.1.a.1, 472: at 7 a Hold scores the 8th point and wins at the next cleanup, before the Draw Phase", () => {
    const game = gameOf(`scenario "s" { setup {
      turn: B
      A score: 7
      A deck: "Slow Note T5"
      B deck: "Slow Note T5"
      battlefield "Ashfall Ridge T5" as w1 controlled by A { A: "Plain Scout T5" }
      battlefield "Quiet Ford T5"
    } }`);
    expect(game.perform({ type: "endTurn", player: "B" }).ok).toBe(true);
    expect(game.scores()).toMatchObject({ A: 8 });
    expect(game.winner()).toBe("A");
    expect(game.zone("A", "hand")).toEqual([]);
  });
});
