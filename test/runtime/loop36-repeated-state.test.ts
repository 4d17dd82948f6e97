/**
 * A loop of mandatory actions found by its repeated state (TR 505.3.a, 505.6; RULES.md has no
 * rule of loops, the Core Rules none either): the players only pass and answer what the game asks,
 * and the game comes back to where it was — the same board, hands, decks, points, pools, Chain,
 * turn and step, though a token made again is a new object (RULES T7, O1). No player maintains
 * the loop and none breaks it: the game is a draw. The runtime used to count only automatic steps
 * with no decision (runtime/tasks.ts), which every pass and every choice of a combat's damage
 * started again: such a game ran to the playout's action limit.
 */
import { describe, expect, test } from "vitest";
import { RandomChooser, createGame, type Game } from "../../runtime/index.js";
import { describeState } from "../../runtime/repeated-state.js";
import { compiledScenario, labelled } from "./scenario-games.js";

// CR 428.1.a.1.b: `its location` is where the unit died. Each Recruit that dies attacking the
// Wall makes another at that battlefield, which attacks again (CR 464, 460); the Wall is healed
// as each combat ends (CR 466.1).
const CARDS = `
card battlefield "Field Loop36" {}
card unit "Mourner Loop36" {
  cost 0
  domain Order
  might 1
  when a friendly unit dies: create a Recruit token at its location
}
card unit "Twin Mourner Loop36" {
  cost 0
  domain Order
  might 1
  when a friendly unit dies: create 2 Recruit tokens at its location
}
card unit "Wall Loop36" { cost 0  domain Order  might 4 }
`;

function setup(mourner: string, recruits: number): string {
  const list = Array.from({ length: recruits }, (_, i) => `"Recruit" as r${i}`).join(", ");
  return `
scenario "s" {
  setup {
    A base: "${mourner}" exhausted, ${list}
    battlefield "Field Loop36" as m controlled by B { B: "Wall Loop36" }
  }
}
`;
}

/**
 * A moves its Recruit to the Wall's battlefield; then everyone only passes, up to `passes`, while
 * a pass is open (an empty Chain in A's Main Phase wants an end of turn).
 */
function passOnly(mourner: string, passes: number, recruits = 1): { game: Game; passed: number } {
  const { scenario, definitions } = compiledScenario(CARDS, setup(mourner, recruits));
  const game = createGame(scenario.setup, { definitions, chooser: new RandomChooser(7) });
  const to = { kind: "battlefield" as const, battlefield: labelled(game, "m") };
  const units = Array.from({ length: recruits }, (_, i) => labelled(game, `r${i}`));
  expect(game.perform({ type: "move", player: "A", units, to }).ok).toBe(true);
  let passed = 0;
  while (passed < passes && !game.drawn() && game.winner() === null) {
    const holder = game.priorityHolder();
    if (holder === null || game.turn().number > 1) break;
    if (!game.perform({ type: "pass", player: holder }).ok) break;
    passed++;
  }
  return { game, passed };
}

describe("TR 505.3.a, 505.6: a loop found by its repeated state is a draw", () => {
  test("TR 505.6, CR 428.1.a.1.b, 466.1: Recruits made again where they died attack for ever: the game is drawn", () => {
    const { game, passed } = passOnly("Mourner Loop36", 3000);
    expect(game.drawn()).toBe(true);
    expect(game.winner()).toBeNull();
    // Found in the first window of watching, long before the playout's limits.
    expect(passed).toBeLessThan(1000);
    const drawn = game.log.filter((e) => e.kind === "gameDrawn");
    expect(drawn.map((e) => e.detail)).toEqual([
      "a loop of mandatory actions that no player can break (the game came back to a state it was in, the players only passing, TR 505.6)",
    ]);
    expect(game.perform({ type: "pass", player: "A" })).toMatchObject({
      ok: false,
      error: { code: "gameOver" },
    });
  });

  // wild26 seeds 225, 1392, 1810, 1816, 1945: three Recruits die together; their owner orders the
  // three triggers (CR 383.3.c) and assigns the Wall's damage among the attackers (CR 465.2) each
  // round. Choices the game asks for, not actions that keep the loop going: still a draw.
  test("TR 505.6, CR 383.3.c, 465.2: three Recruits dying together each round, their triggers ordered anew, are a loop", () => {
    const { game, passed } = passOnly("Mourner Loop36", 3000, 3);
    expect(game.drawn()).toBe(true);
    expect(passed).toBeLessThan(1000);
  });

  test("TR 505.6: two Recruits for each one that dies grow the board: no loop, and A's Recruits take the battlefield", () => {
    const { game } = passOnly("Twin Mourner Loop36", 3000);
    expect(game.drawn()).toBe(false);
    // CR 465, 466.3: with enough of them the attackers kill the Wall and win the combat.
    expect(game.log.some((e) => e.kind === "killed" && e.name === "Wall Loop36")).toBe(true);
  });

  test("a state described again with its token made anew, and only then, reads the same", () => {
    const { game } = passOnly("Mourner Loop36", 0);
    const before = describeState(game.state);
    // The game as it stood plus one pass each: other objects, other states.
    const { game: later } = passOnly("Mourner Loop36", 1);
    expect(describeState(later.state)).not.toBe(before);
    const again = passOnly("Mourner Loop36", 0).game;
    expect(describeState(again.state)).toBe(before);
  });
});
