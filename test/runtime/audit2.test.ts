/**
 * Audit 2: rules a `.rift` scenario cannot state — a refused play that must change nothing
 * (RULES C1), the options a choice offers (CR 811.1.d.2) and the winner (RULES S2, CR 472).
 */
import { describe, expect, test } from "vitest";
import { type Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card battlefield "Slate Verge" {}
card battlefield "Thorn Verge" {}
card unit "Verge Guard" { cost 1  domain Order  might 2 }
card unit "Mirrorback" { cost 1  domain Calm  might 1  keywords Deflect }
card spell "Pinprick" { cost 0  domain Fury  keywords Reaction  effect: deal 1 to target unit }
card spell "Slow Word" { cost 0  domain Mind  effect: draw 1 }
card spell "Quick Word" { cost 0  domain Mind  keywords Action  effect: draw 1 }
card spell "Gift of Points" { cost 0  domain Order  effect: score 1 point }
card unit "Veiled Herald" {
  cost 4  domain Chaos  might 2  keywords Hidden
  when this is played: buff target friendly unit
}
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit2.rift");
}

const id = labelled;

describe("audit2: a refused play changes nothing (RULES C1)", () => {
  test("RULES C1, CR 809.1.c: targeting a Deflect unit without the power to pay refuses the play whole", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Pinprick" as p
      A pool: 1
      B base: "Mirrorback" as m
    } }`);
    const before: unknown = JSON.parse(JSON.stringify(game.snapshot()));
    const started = game.perform({ type: "play", player: "A", object: id(game, "p") });
    expect(started.ok && started.pending?.kind).toBe("target");
    const answered = game.perform({
      type: "answer",
      decision: { kind: "objects", objects: [id(game, "m")] },
    });
    // The payer is asked which sources to use; with none that could cover it, the play fails.
    expect(answered.ok && answered.pending?.kind).toBe("payment");
    const paid = game.perform({ type: "answer", decision: { kind: "payment", sources: [] } });
    expect(paid).toMatchObject({ ok: false, error: { code: "cannotPay" } });
    expect(game.pendingChoice()).toBeNull();
    expect(JSON.parse(JSON.stringify(game.snapshot()))).toEqual(before);
  });

  test("RULES C4, CR 309.1.a: with a Chain, a card without Reaction is refused — even an Action spell", () => {
    const game = gameOf(`scenario "s" { setup {
      A hand: "Slow Word" as s, "Quick Word" as q
      A deck: "Verge Guard", "Verge Guard"
    } }`);
    expect(game.perform({ type: "play", player: "A", object: id(game, "s") }).ok).toBe(true);
    const refused = game.perform({ type: "play", player: "A", object: id(game, "q") });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("timing");
    expect(game.chain().length).toBe(1);
  });

  test("RULES C4, S3, CR 345: in a showdown only the player with Focus may play an Action spell", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Verge Guard" as g
      B hand: "Quick Word" as q
      B deck: "Verge Guard"
      battlefield "Slate Verge" as v
    } }`);
    expect(
      game.perform({
        type: "move",
        player: "A",
        units: [id(game, "g")],
        to: { kind: "battlefield", battlefield: id(game, "v") },
      }).ok,
    ).toBe(true);
    expect(game.priorityHolder()).toBe("A");
    const refused = game.perform({ type: "play", player: "B", object: id(game, "q") });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error.code).toBe("noPriority");
    expect(game.perform({ type: "pass", player: "A" }).ok).toBe(true);
    expect(game.priorityHolder()).toBe("B");
    expect(game.perform({ type: "play", player: "B", object: id(game, "q") }).ok).toBe(true);
  });
});

describe("audit2: Hidden (CR 811.1.d.2)", () => {
  test("a play effect of a permanent played from facedown chooses its targets at that battlefield", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Verge Guard" as home
      battlefield "Slate Verge" as v controlled by A {
        A: "Verge Guard" as away
        facedown A: "Veiled Herald" as h
      }
    } }`);
    const played = game.perform({ type: "play", player: "A", object: id(game, "h") });
    expect(played.ok).toBe(true);
    const choice = game.pendingChoice();
    expect(choice?.kind).toBe("target");
    const options = choice?.kind === "target" ? choice.options : [];
    expect(options).toContain(id(game, "away"));
    expect(options).not.toContain(id(game, "home"));
  });

  test("played from hand for its cost, the same play effect may target anywhere (CR 811.3)", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Verge Guard" as home
      A hand: "Veiled Herald" as h
      A pool: 4 + 1 Chaos
      battlefield "Slate Verge" as v controlled by A { A: "Verge Guard" as away }
    } }`);
    game.perform({ type: "play", player: "A", object: id(game, "h") });
    let choice = game.pendingChoice();
    if (choice?.kind === "location") {
      game.perform({
        type: "answer",
        decision: { kind: "location", location: { kind: "base", player: "A" } },
      });
      choice = game.pendingChoice();
    }
    expect(choice?.kind).toBe("target");
    const options = choice?.kind === "target" ? choice.options : [];
    expect(options).toContain(id(game, "home"));
    expect(options).toContain(id(game, "away"));
  });
});

describe("audit2: victory (RULES S2, CR 472)", () => {
  test("a point from an instruction wins at the next cleanup; nothing more can be done", () => {
    const game = gameOf(`scenario "s" { setup {
      A score: 7
      A hand: "Gift of Points" as g, "Slow Word" as s
      battlefield "Slate Verge"
      battlefield "Thorn Verge"
    } }`);
    expect(game.perform({ type: "play", player: "A", object: id(game, "g") }).ok).toBe(true);
    expect(game.perform({ type: "pass", player: "A" }).ok).toBe(true);
    expect(game.perform({ type: "pass", player: "B" }).ok).toBe(true);
    expect(game.scores()).toMatchObject({ A: 8 });
    expect(game.winner()).toBe("A");
    expect(game.perform({ type: "play", player: "A", object: id(game, "s") }).ok).toBe(false);
  });

  test("two players at the Victory Score with equal points: nobody wins yet", () => {
    const game = gameOf(`scenario "s" { setup {
      A score: 8
      B score: 8
      A hand: "Gift of Points" as g
    } }`);
    expect(game.winner()).toBeNull();
    game.perform({ type: "play", player: "A", object: id(game, "g") });
    game.perform({ type: "pass", player: "A" });
    game.perform({ type: "pass", player: "B" });
    expect(game.winner()).toBe("A");
  });
});
