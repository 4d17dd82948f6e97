/**
 * Audit 5: movement, showdowns and Hidden — what a `.rift` scenario cannot state: refused standard
 * moves and hides that must change nothing (CR 144, 421, 811), and the options a choice offers
 * (CR 811.1.d.2).
 */
import { describe, expect, test } from "vitest";
import { type Action, type Game, type ObjectId } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card battlefield "Gale Ford M5T" {}
card battlefield "Ember Ridge M5T" {}
card unit "Tidewalker M5T" { cost 2  domain Calm  might 2 }
card unit "Ridge Ganker M5T" { cost 2  domain Fury  might 2  keywords Ganking }
card unit "Anchored Sentinel M5T" {
  cost 3  domain Order  might 3
  this can't move
}
card spell "Quick Ledger M5T" { cost 0  domain Mind  keywords Action  effect: draw 1 }
card spell "Ledger M5T" { cost 0  domain Mind  effect: draw 1 }
card spell "Veiled Dart M5T" {
  cost 3  domain Chaos  keywords Hidden
  effect: deal 2 to target enemy unit
}
card unit "Veiled Sniper M5T" {
  cost 3  domain Chaos  might 2  keywords Hidden
  when this is played: deal 2 to target enemy unit
}
card unit "Veiled Guard M5T" { cost 3  domain Order  might 3  keywords Hidden }
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit5-movement.rift");
}

const id = labelled;

const snapshot = (game: Game): unknown => JSON.parse(JSON.stringify(game.snapshot()));

/** The action is refused (with this code, when given) and the game is untouched. */
function refused(game: Game, action: Action, code?: string, why?: RegExp): void {
  const before = snapshot(game);
  const result = game.perform(action);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    if (code !== undefined) expect(result.error.code).toBe(code);
    if (why !== undefined) expect(result.error.message).toMatch(why);
  }
  expect(snapshot(game)).toEqual(before);
}

function ok(game: Game, action: Action): void {
  const result = game.perform(action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.message}`);
}

const base = (player: string) => ({ kind: "base" as const, player });
const at = (game: Game, label: string) => ({
  kind: "battlefield" as const,
  battlefield: id(game, label),
});

describe("audit5m: the Standard Move is refused where the rules forbid it (CR 144)", () => {
  test("CR 144.1.c: no standard move during a showdown", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Tidewalker M5T" as t1, "Tidewalker M5T" as t2
      battlefield "Gale Ford M5T" as g
    } }`);
    ok(game, { type: "move", player: "A", units: [id(game, "t1")], to: at(game, "g") });
    expect(game.priorityHolder()).toBe("A");
    refused(
      game,
      { type: "move", player: "A", units: [id(game, "t2")], to: at(game, "g") },
      "timing",
    );
  });

  test("CR 144.1.b: no standard move while a Chain exists", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Tidewalker M5T" as t
      A hand: "Ledger M5T" as l
      A deck: "Ledger M5T"
      battlefield "Gale Ford M5T" as g
    } }`);
    ok(game, { type: "play", player: "A", object: id(game, "l") });
    expect(game.chain().length).toBe(1);
    refused(
      game,
      { type: "move", player: "A", units: [id(game, "t")], to: at(game, "g") },
      "timing",
    );
  });

  test("CR 144.1.a, 409: a player cannot standard move on the opponent's turn", () => {
    const game = gameOf(`scenario "s" { setup {
      B base: "Tidewalker M5T" as t
      battlefield "Gale Ford M5T" as g
    } }`);
    refused(game, { type: "move", player: "B", units: [id(game, "t")], to: at(game, "g") });
  });

  test("CR 144.2: an exhausted unit cannot pay the standard move's cost", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Tidewalker M5T" as t exhausted
      battlefield "Gale Ford M5T" as g
    } }`);
    refused(
      game,
      { type: "move", player: "A", units: [id(game, "t")], to: at(game, "g") },
      "illegalAction",
      /exhausted/,
    );
  });

  test("CR 144.4.c, 144.3: a unit without Ganking cannot go battlefield to battlefield, and the whole group move is refused", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Ridge Ganker M5T" as home
      battlefield "Gale Ford M5T" as g controlled by A { A: "Tidewalker M5T" as t, "Ridge Ganker M5T" as k }
      battlefield "Ember Ridge M5T" as r
    } }`);
    refused(
      game,
      {
        type: "move",
        player: "A",
        units: [id(game, "home"), id(game, "k"), id(game, "t")],
        to: at(game, "r"),
      },
      "illegalAction",
      /Ganking/,
    );
    expect(game.object(id(game, "home"))?.statuses).not.toContain("exhausted");
    ok(game, {
      type: "move",
      player: "A",
      units: [id(game, "home"), id(game, "k")],
      to: at(game, "r"),
    });
  });

  test("CR 144.4.b: a unit moves only to its own controller's base", () => {
    const game = gameOf(`scenario "s" { setup {
      battlefield "Gale Ford M5T" as g controlled by A { A: "Tidewalker M5T" as t }
    } }`);
    refused(
      game,
      { type: "move", player: "A", units: [id(game, "t")], to: base("B") },
      "illegalAction",
    );
  });

  test("CR 144.4, 456.3: a unit that can't move has no standard move", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Anchored Sentinel M5T" as s
      battlefield "Gale Ford M5T" as g
    } }`);
    refused(
      game,
      { type: "move", player: "A", units: [id(game, "s")], to: at(game, "g") },
      "illegalAction",
      /can't move/,
    );
  });
});

describe("audit5m: Hide (CR 421, 811.1.b)", () => {
  const hideSetup = (pool: string) => `scenario "s" { setup {
    A hand: "Veiled Guard M5T" as v, "Veiled Dart M5T" as d
    A pool: ${pool}
    A deck: "Ledger M5T", "Ledger M5T"
    B deck: "Ledger M5T", "Ledger M5T"
    battlefield "Gale Ford M5T" as g controlled by A { A: "Tidewalker M5T" as t }
    battlefield "Ember Ridge M5T" as r controlled by B { B: "Tidewalker M5T" as b }
  } }`;

  test("CR 811.1.b: hiding costs one power of any domain — energy alone cannot pay it", () => {
    const game = gameOf(hideSetup("2"));
    refused(game, { type: "hide", player: "A", object: id(game, "v"), battlefield: id(game, "g") });
  });

  test("CR 421, 811.1.c.1–2: hiding pays [A], puts the card facedown at the battlefield, opens no Chain and is not playing", () => {
    const game = gameOf(hideSetup("1 Fury"));
    ok(game, { type: "hide", player: "A", object: id(game, "v"), battlefield: id(game, "g") });
    const hidden = game.objects().find((o) => o.name === "Veiled Guard M5T");
    expect(hidden?.zone).toBe("facedown");
    expect(game.chain()).toEqual([]);
    expect(game.pool("A")).toMatchObject({ energy: 0 });
    expect(game.log.some((e) => e.kind === "played")).toBe(false);
    expect(game.priorityHolder()).toBe("A");
  });

  test("CR 107.3.c, 421.1: a card cannot be hidden at a battlefield you do not control", () => {
    const game = gameOf(hideSetup("1 Fury"));
    refused(game, { type: "hide", player: "A", object: id(game, "v"), battlefield: id(game, "r") });
  });

  test("CR 107.3.b: a Facedown Zone holds one card", () => {
    const game = gameOf(hideSetup("2 Fury"));
    ok(game, { type: "hide", player: "A", object: id(game, "v"), battlefield: id(game, "g") });
    refused(game, { type: "hide", player: "A", object: id(game, "d"), battlefield: id(game, "g") });
  });

  test("CR 811.1.b: a card hidden this turn is played from facedown only from the next turn on", () => {
    const game = gameOf(hideSetup("1 Fury"));
    ok(game, { type: "hide", player: "A", object: id(game, "v"), battlefield: id(game, "g") });
    const facedown = () =>
      game.objects().find((o) => o.name === "Veiled Guard M5T")?.id as ObjectId;
    refused(game, { type: "play", player: "A", object: facedown() });
    ok(game, { type: "endTurn", player: "A" });
    ok(game, { type: "endTurn", player: "B" });
    expect(game.turn().player).toBe("A");
    ok(game, { type: "play", player: "A", object: facedown() });
    const guard = game.objects().find((o) => o.name === "Veiled Guard M5T");
    expect(guard?.location).toEqual(at(game, "g"));
  });
});

describe("audit5m: choices of a card played from facedown (CR 811.1.d)", () => {
  test("CR 811.1.d, 811.1.d.2: a hidden spell with no valid target at its battlefield cannot be played from facedown", () => {
    const game = gameOf(`scenario "s" { setup {
      B base: "Tidewalker M5T" as b
      battlefield "Gale Ford M5T" as g controlled by A {
        A: "Tidewalker M5T"
        facedown A: "Veiled Dart M5T" as d
      }
    } }`);
    refused(game, { type: "play", player: "A", object: id(game, "d") }, "noLegalTargets");
  });

  test("CR 811.1.d.2: with an enemy unit at its battlefield, a hidden spell may target only units there", () => {
    const game = gameOf(`scenario "s" { setup {
      A base: "Tidewalker M5T" as t
      B base: "Tidewalker M5T" as home
      battlefield "Gale Ford M5T" as g controlled by B {
        B: "Tidewalker M5T" as defender
        facedown B: "Veiled Dart M5T" as d
      }
    } }`);
    ok(game, { type: "move", player: "A", units: [id(game, "t")], to: at(game, "g") });
    // The combat showdown: A passes Focus to B, who plays the hidden spell.
    ok(game, { type: "pass", player: "A" });
    ok(game, { type: "play", player: "B", object: id(game, "d") });
    const choice = game.pendingChoice();
    expect(choice?.kind).toBe("target");
    const options = choice?.kind === "target" ? choice.options : [];
    expect(options).toEqual([id(game, "t")]);
  });

  test("CR 811.1.d.2, 402.4: a hidden unit's play effect with no target at its battlefield is removed, not aimed elsewhere", () => {
    const game = gameOf(`scenario "s" { setup {
      B base: "Tidewalker M5T" as b
      battlefield "Gale Ford M5T" as g controlled by A {
        A: "Tidewalker M5T"
        facedown A: "Veiled Sniper M5T" as s
      }
    } }`);
    ok(game, { type: "play", player: "A", object: id(game, "s") });
    expect(game.pendingChoice()).toBeNull();
    expect(game.chain()).toEqual([]);
    expect(game.object(id(game, "b"))?.damage).toBe(0);
    const sniper = game.objects().find((o) => o.name === "Veiled Sniper M5T");
    expect(sniper?.location).toEqual(at(game, "g"));
  });
});
