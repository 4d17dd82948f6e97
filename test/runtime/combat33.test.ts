/**
 * combat33 in the runtime: the `attacking` / `defending` filters agree with the designations a
 * combat gives (CR 464.2.c.3, 740.2.c); the places a unit may be played to leave out those where a
 * unit that can't attack would attack (CR 054.1, 190.3.a.1, 355.2), by the check moves use; and
 * becoming Mighty between two instructions (CR 709, 383.2.c) is looked for only in a game that
 * waits for it.
 */
import { describe, expect, test } from "vitest";
import type { Engine } from "../../runtime/engine.js";
import { allMatching } from "../../runtime/filters.js";
import { attackProblem } from "../../runtime/movement.js";
import { playLocations } from "../../runtime/play-process.js";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame, scenarioPlayed } from "./scenario-games.js";

const CARDS = `
card battlefield "Ridge C33R" {}
card unit "Scout C33R" { cost 1  domain Fury  might 1 }
card unit "Balker C33R" { cost 2  domain Order  might 2  this can't defend }
card unit "Shirker C33R" { cost 2  domain Order  might 2  this can't attack }
`;

/** The engine behind a game, for the runtime's own functions. */
function engineOf(game: Game): Engine {
  return (game as unknown as { e: Engine }).e;
}

describe("combat33: the combat filters follow the designations (CR 464.2.c.3, 740.2.c)", () => {
  const setup = `
scenario "s" {
  setup {
    battlefield "Ridge C33R" as f controlled by B {
      B: "Balker C33R" as balker, "Scout C33R" as guard
      A: "Shirker C33R" as shirker, "Scout C33R" as raider
    }
  }
}
`;

  test("the units the filters match are the units the combat designated, and no others", () => {
    const game = scenarioGame(CARDS, setup);
    const e = engineOf(game);
    const combat = game.state.combat;
    expect(combat).not.toBeNull();
    const p = { controller: "A", source: null, here: null };
    const attacking = allMatching(e, { types: ["unit"], role: "attacker" }, p);
    const defending = allMatching(e, { types: ["unit"], role: "defender" }, p);
    expect(attacking).toEqual([labelled(game, "raider")]);
    expect(defending).toEqual([labelled(game, "guard")]);
    expect([...(combat?.attacked ?? [])].sort()).toEqual([...attacking].sort());
    expect([...(combat?.defended ?? [])].sort()).toEqual([...defending].sort());
  });
});

describe("combat33: where a unit that can't attack may be played (CR 054.1, 190.3.a.1, 355.2)", () => {
  // A battlefield its controller attacks at: the setup's combat, its sides turned about, so that
  // the player who controls the battlefield is the Attacker there (as only an unusual sequence of
  // effects makes it) — the one kind of place a unit is normally played to where it would attack.
  const setup = `
scenario "s" {
  setup {
    battlefield "Ridge C33R" as f controlled by A {
      A: "Scout C33R" as mine
      B: "Scout C33R" as theirs
    }
  }
}
`;

  function attackedAtOwnBattlefield(): { game: Game; e: Engine; f: string } {
    const game = scenarioGame(CARDS, setup);
    const e = engineOf(game);
    const combat = e.state.combat;
    if (combat === null) throw new Error("no combat");
    combat.attacker = "A";
    combat.defender = "B";
    return { game, e, f: labelled(game, "f") };
  }

  test("the battlefield is offered to a unit that can attack, and not to one that can't", () => {
    const { e, f } = attackedAtOwnBattlefield();
    const there = { kind: "battlefield", battlefield: f };
    expect(playLocations(e, "A")).toContainEqual(there);
    expect(playLocations(e, "A", true)).not.toContainEqual(there);
    expect(playLocations(e, "A", true)).toContainEqual({ kind: "base", player: "A" });
  });

  test("the move check and the play check are one: it names the rule, and only where it would attack", () => {
    const { e, f } = attackedAtOwnBattlefield();
    const there = { kind: "battlefield" as const, battlefield: f };
    expect(attackProblem(e, "A", true, there)).toMatch(/CR 054\.1, 464\.2\.c\.1/);
    expect(attackProblem(e, "A", false, there)).toBeNull();
    expect(attackProblem(e, "B", true, there)).toBeNull();
    expect(attackProblem(e, "A", true, { kind: "base", player: "A" })).toBeNull();
  });
});

describe("combat33: becoming Mighty between instructions (CR 709, 383.2.c)", () => {
  const cards = `
card unit "Stout C33R" { cost 4  domain Body  might 4 }
card spell "Flicker C33R" {
  cost 0  domain Body  keywords Action
  effect: give target unit +1 might this turn; give it -1 might this turn
}
`;
  const watcher = `card gear "Watcher C33R" { cost 1  when a friendly unit becomes mighty: buff it }\n`;
  const scenario = (placed: string): string => `
scenario "s" {
  setup {
    A hand: "Flicker C33R"
    A base: "Stout C33R" as s${placed}
  }
  A plays "Flicker C33R", targeting s
  resolve chain
}
`;
  const became = (g: Game): number => g.log.filter((ev) => ev.kind === "becameMighty").length;

  test("a game none of whose cards waits for it looks for nothing, between instructions or after", () => {
    const game = scenarioPlayed(cards, scenario(""));
    expect(game.state.mightySeen).toBeUndefined();
    expect(became(game)).toBe(0);
  });

  test("a game that waits for it sees the unit that was Mighty for one instruction", () => {
    const game = scenarioPlayed(cards + watcher, scenario(`, "Watcher C33R"`));
    // The watcher's buff: the trigger fired although the +1 had already been taken back, and the
    // buff (4 to 5) then made the unit Mighty a second time, seen after that resolution.
    expect(game.characteristics(labelled(game, "s")).might).toBe(5);
    expect(became(game)).toBe(2);
    const [first] = game.log.filter((ev) => ev.kind === "becameMighty");
    const flicker = game.log.findIndex(
      (ev) => ev.kind === "resolved" && ev.name === "Flicker C33R",
    );
    expect(game.log.indexOf(first as (typeof game.log)[number])).toBeLessThan(flicker);
  });
});
