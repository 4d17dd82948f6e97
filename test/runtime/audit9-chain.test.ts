/**
 * Audit 9: the Chain, priority and showdowns — what a `.rift` scenario cannot state: who holds
 * Focus and how many passes the showdown has counted (CR 313, 346, 347), and which actions each
 * player is offered in each state of the turn (CR 308–313, 338).
 */
import { describe, expect, test } from "vitest";
import { type Action, type Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card battlefield "Still Ford Q9T" {}
card unit "Wader Q9T" { cost 0  domain Calm  might 2 }
card unit "Pebble Q9T" { cost 9  domain Calm  might 1 }
card spell "Plain Note Q9T" { cost 0  domain Mind  effect: draw 1 }
card spell "Gust Note Q9T" { cost 0  domain Mind  keywords Action  effect: draw 1 }
card spell "Quiet Note Q9T" { cost 0  domain Mind  keywords Reaction  effect: draw 1 }
card spell "Hush Q9T" { cost 0  domain Chaos  keywords Reaction  effect: counter target spell }
card unit "Dusk Bell Q9T" {
  cost 0  domain Order  might 1
  at the end of your turn: draw 1
}
`;

function gameOf(scenario: string): Game {
  return scenarioGame(CARDS, scenario, "audit9-chain.rift");
}

const id = labelled;

function ok(game: Game, action: Action): void {
  const result = game.perform(action);
  if (!result.ok) throw new Error(`${action.type} refused: ${result.error.message}`);
}

/** The actions listed for a player, as short strings: "pass", "endTurn", "play <label>", "move …". */
function listed(game: Game, player: string): string[] {
  return game
    .legalActions(player)
    .map((a) => {
      if (a.type === "play") return `play ${game.object(a.object)?.label ?? a.object}`;
      if (a.type === "move") return "move";
      return a.type;
    })
    .sort();
}

const SHOWDOWN = `
scenario "showdown" {
  setup {
    A base: "Wader Q9T" as w
    A hand: "Gust Note Q9T" as ag, "Quiet Note Q9T" as aq, "Plain Note Q9T" as ap
    A deck: "Pebble Q9T", "Pebble Q9T"
    B base: "Wader Q9T" as bw
    B hand: "Gust Note Q9T" as bg, "Quiet Note Q9T" as bq, "Hush Q9T" as bh
    B deck: "Pebble Q9T", "Pebble Q9T"
    battlefield "Still Ford Q9T" as f
  }
}
`;

function showdown(): Game {
  const game = gameOf(SHOWDOWN);
  ok(game, {
    type: "move",
    player: "A",
    units: [id(game, "w")],
    to: { kind: "battlefield", battlefield: id(game, "f") },
  });
  expect(game.state.showdown?.focus).toBe("A");
  return game;
}

describe("audit9: Focus and priority in showdowns (CR 313, 346, 347)", () => {
  test("CR 346, 347.1.b, 425.1.a: the Focus holder's Action spell countered — Focus passes to the next player and the passes start over", () => {
    const game = showdown();
    ok(game, { type: "play", player: "A", object: id(game, "ag") });
    ok(game, { type: "pass", player: "A" });
    ok(game, { type: "play", player: "B", object: id(game, "bh") });
    const spell = game.chain().find((c) => c.name === "Gust Note Q9T");
    if (!spell) throw new Error("Gust Note is not on the Chain");
    ok(game, { type: "answer", decision: { kind: "objects", objects: [spell.id] } });
    while (game.chain().length > 0) {
      const holder = game.priorityHolder();
      if (holder === null) throw new Error("nobody has priority");
      ok(game, { type: "pass", player: holder });
    }
    expect(game.zone("A", "trash").map((o) => o.label)).toContain("ag");
    expect(game.state.showdown?.focus).toBe("B");
    expect(game.state.showdown?.passes).toBe(0);
    expect(game.priorityHolder()).toBe("B");
  });

  test("CR 308.1.a, 313.1.a, 313.4: with the showdown open, only the Focus holder is offered actions — Action and Reaction plays and pass, no standard move and no end of turn", () => {
    const game = showdown();
    expect(listed(game, "A")).toEqual(["pass", "play ag", "play aq"]);
    expect(listed(game, "B")).toEqual([]);
  });

  test("CR 309.1.a, 312.2.c–d, 338.1.a.2: on a Chain in a showdown, the priority holder is offered only Reactions and pass", () => {
    const game = showdown();
    ok(game, { type: "play", player: "A", object: id(game, "ag") });
    expect(listed(game, "A")).toEqual(["pass", "play aq"]);
    expect(listed(game, "B")).toEqual([]);
    ok(game, { type: "pass", player: "A" });
    expect(listed(game, "A")).toEqual([]);
    expect(listed(game, "B")).toEqual(["pass", "play bh", "play bq"]);
  });
});

describe("audit9: the Ending Step (CR 317, 338)", () => {
  test("CR 317.1, 309.1.a, 316.9: an end-of-turn trigger's Chain offers its controller pass and Reactions, never the end of the turn", () => {
    const game = gameOf(`
scenario "ending" {
  setup {
    A base: "Dusk Bell Q9T" as d
    A hand: "Quiet Note Q9T" as aq, "Gust Note Q9T" as ag
    A deck: "Pebble Q9T", "Pebble Q9T"
    B hand: "Quiet Note Q9T" as bq, "Plain Note Q9T" as bp
    B deck: "Pebble Q9T", "Pebble Q9T"
  }
}
`);
    ok(game, { type: "endTurn", player: "A" });
    expect(game.chain().map((c) => c.name)).toEqual(["Dusk Bell Q9T"]);
    expect(listed(game, "A")).toEqual(["pass", "play aq"]);
    ok(game, { type: "pass", player: "A" });
    expect(listed(game, "B")).toEqual(["pass", "play bq"]);
    ok(game, { type: "pass", player: "B" });
    // The Chain closed in the Ending Step; the turn went on to B's Main Phase.
    expect(game.turn().player).toBe("B");
    expect(game.priorityHolder()).toBe("B");
  });
});
