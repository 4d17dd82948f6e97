/**
 * Loops the card-text fuzzer found in the session of 2026-12-01/02 (fuzz36; bench/RESULTS.md,
 * "Card-text fuzzer and wild games, long runs (fuzz38)"), looked into in fuzz38, each kept as the
 * smallest game that shows its mechanism: a fuzzer seed deals other games as soon as the generator
 * or the compiler changes.
 */
import { describe, expect, test } from "vitest";
import { RandomChooser, createGame, type Game } from "../../runtime/index.js";
import { compiledScenario, labelled } from "./scenario-games.js";

// Seed 36001, game 179: a generated battlefield whose `if this would change control, … instead`
// keeps the player whose unit alone is there from establishing control as each showdown closes
// (CR 348.2.a). Control not established, the battlefield stays Contested (CR 190.3.b), a showdown
// is staged there again (CR 323.8) and begins (CR 323.12, 344) before anyone has priority in a
// neutral state. `you` of an uncontrolled battlefield is no one: the `instead` does nothing (CR
// 190.6.d). The players only passing, the game comes back to the state it was in.
//
// Seed 36005, game 64: a generated gear's `whenever a unit leaves the board: create a Recruit
// token at its location` gives its controller a new unit at the battlefield where their attacker
// died; present there, it contests it (CR 190.3.a) and a combat is staged again (CR 323.9) with
// the defender healed (CR 466.1). The players only passing, the same combat comes back.
//
// Both are loops of mandatory actions no player maintains and none breaks (TR 505.3.a, 505.6),
// drawn by the watch of repeated states (runtime/repeated-state.ts). When those games were
// played (fuzz36) the runtime had no such watch and they ran to the playout's action limit.
const CARDS = `
card battlefield "Stubborn Ground Fuzz38" {
  if this would change control, draw 1 instead
}
card battlefield "Open Ground Fuzz38" {}
card unit "Scout Fuzz38" { cost 0  domain Order  might 1 }
card unit "Bulwark Fuzz38" { cost 0  domain Order  might 4 }
card gear "Grave Bell Fuzz38" {
  cost 0
  domain Order
  when a unit leaves the board: create a Recruit token at its location
}
`;

const STUBBORN = `
scenario "s" {
  setup {
    A base: "Scout Fuzz38" as u
    battlefield "Stubborn Ground Fuzz38" as g
  }
}
`;

const BELL = `
scenario "s" {
  setup {
    A base: "Grave Bell Fuzz38", "Recruit" as u
    battlefield "Open Ground Fuzz38" as g controlled by B { B: "Bulwark Fuzz38" }
  }
}
`;

/** A moves its unit to the battlefield; then everyone only passes, up to `passes`. */
function passOnly(setup: string, passes: number): { game: Game; passed: number } {
  const { scenario, definitions } = compiledScenario(CARDS, setup);
  const game = createGame(scenario.setup, { definitions, chooser: new RandomChooser(7) });
  const to = { kind: "battlefield" as const, battlefield: labelled(game, "g") };
  const units = [labelled(game, "u")];
  expect(game.perform({ type: "move", player: "A", units, to }).ok).toBe(true);
  let passed = 0;
  while (passed < passes && !game.drawn() && game.winner() === null) {
    const holder = game.priorityHolder();
    if (holder === null) break;
    if (!game.perform({ type: "pass", player: holder }).ok) break;
    passed++;
  }
  return { game, passed };
}

const drawnBy = (game: Game) => game.log.filter((e) => e.kind === "gameDrawn").map((e) => e.detail);
const REPEATED =
  "a loop of mandatory actions that no player can break (the game came back to a state it was in, the players only passing, TR 505.6)";

describe("TR 505.3.a, 505.6: loops of showdowns and combats the players only pass through are drawn", () => {
  test("RULES S3, E2, CR 190.3.b, 348.2.a, 323.8: a battlefield that refuses to change control stages its showdown again and again", () => {
    const { game, passed } = passOnly(STUBBORN, 20_000);
    expect(drawnBy(game)).toEqual([REPEATED]);
    // Every showdown ended with the battlefield still uncontrolled, and no card was drawn.
    const started = game.log.filter((e) => e.kind === "showdownStarted").length;
    expect(started).toBeGreaterThan(100);
    expect(game.log.filter((e) => e.kind === "showdownEnded").length).toBe(started - 1);
    expect(game.object(labelled(game, "g"))?.controller).toBeNull();
    expect(game.log.some((e) => e.kind === "drawn")).toBe(false);
    expect(passed).toBeLessThan(2_000);
  });

  test("RULES S3, E1, CR 190.3.a, 323.9, 466.1: a gear that replaces each dead attacker with a token there restages the combat", () => {
    const { game, passed } = passOnly(BELL, 20_000);
    expect(drawnBy(game)).toEqual([REPEATED]);
    const combats = game.log.filter((e) => e.kind === "combatStarted").length;
    expect(combats).toBeGreaterThan(100);
    // One Recruit at a time: each made as the last one died, none piling up.
    expect(game.objects().filter((o) => o.name === "Recruit").length).toBe(1);
    expect(game.object(labelled(game, "g"))?.controller).toBe("B");
    expect(passed).toBeLessThan(2_000);
  });
});
