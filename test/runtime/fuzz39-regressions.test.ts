/**
 * The invariants fuzz39 added to the checker (runtime/invariants-board.ts): each one holds in a
 * game as set up and played, and each reports the state that breaks it. The fuzzer's and the wild
 * games' runs (bench/RESULTS.md, fuzz39) check them after every action of thousands of games; here
 * each is shown able to fail.
 */
import { describe, expect, test } from "vitest";
import { checkStateInvariants } from "../../runtime/index.js";
import type { GameObject, GameState } from "../../runtime/state.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Pike Fuzz39" { cost 0  domain Order  might 2 }
card spell "Ruse Fuzz39" { cost 0  domain Order  keywords Hidden  effect: draw 1 }
card battlefield "Mesa Fuzz39" {}
card battlefield "Dell Fuzz39" {}
`;

const SETUP = `
scenario "s" {
  setup {
    A hand: "Pike Fuzz39" as inHand
    A trash: "Pike Fuzz39" as dead
    A base: "Pike Fuzz39" as home
    C base: "Pike Fuzz39" as third
    battlefield "Mesa Fuzz39" as mesa controlled by A {
      A: "Pike Fuzz39" as front
      facedown A: "Ruse Fuzz39" as ruse
    }
    battlefield "Dell Fuzz39" as dell controlled by B { B: "Pike Fuzz39" as guard }
  }
}
`;

/** The set-up game's state, a copy to break, and its objects by label. */
function fixture(): { state: GameState; at: (label: string) => GameObject } {
  const game = scenarioGame(CARDS, SETUP);
  const state = game.snapshot().state;
  return { state, at: (label) => state.objects[labelled(game, label)] as GameObject };
}

/** The problems the checker finds in the state after `breakIt`. */
function broken(breakIt: (state: GameState, at: (label: string) => GameObject) => void): string {
  const { state, at } = fixture();
  breakIt(state, at);
  return checkStateInvariants(state).join("; ");
}

describe("fuzz39: invariants of places, statuses and the board's records", () => {
  test("a state as set up keeps every invariant", () => {
    expect(checkStateInvariants(fixture().state)).toEqual([]);
  });

  test("RULES O1, CR 124.1: a card off the board carries no damage, exhaustion, buff or Stun", () => {
    for (const field of ["exhausted", "buffed", "stunned"] as const)
      expect(broken((_s, at) => (at("inHand")[field] = true))).toMatch(
        /carries damage or a status in the hand \(RULES O1\)/,
      );
    expect(broken((_s, at) => (at("dead").damage = 1))).toMatch(/status in the trash/);
  });

  test("RULES G2: a card in another player's non-board zone", () => {
    expect(
      broken((s, at) => {
        const card = at("inHand");
        s.zones["A:hand"] = (s.zones["A:hand"] ?? []).filter((id) => id !== card.id);
        (s.zones["B:hand"] ??= []).push(card.id);
        card.player = "B";
      }),
    ).toMatch(/is in B's hand, but A owns it \(RULES G2\)/);
  });

  test("CR 107.1.c: what is at a base is under its player's control", () => {
    expect(broken((_s, at) => (at("home").controller = "B"))).toMatch(
      /in A's base under B's control \(CR 107\.1\.c\)/,
    );
  });

  test("RULES O3: a unit on the board has a controller; only a battlefield may have none", () => {
    expect(broken((_s, at) => (at("mesa").controller = null))).not.toMatch(/no controller/);
    expect(broken((_s, at) => (at("front").controller = null))).toMatch(
      /on the board with no controller \(RULES O3\)/,
    );
  });

  test("RULES G1, CR 107.3.d: a facedown card is at a battlefield its controller controls", () => {
    expect(broken((_s, at) => (at("mesa").controller = "B"))).toMatch(
      /hidden at a battlefield its controller A does not control \(CR 107\.3\.d\)/,
    );
    expect(broken((_s, at) => (at("home").facedown = true))).toMatch(/is facedown in the base/);
    expect(broken((_s, at) => (at("ruse").facedown = false))).toMatch(/is not facedown/);
  });

  test("CR 199.1: what is at a battlefield names a battlefield", () => {
    expect(
      broken((s, at) => {
        const front = at("front");
        const mesa = at("mesa");
        const home = at("home");
        s.zones[`@${mesa.id}`] = [];
        s.zones[`@${home.id}`] = [front.id];
        front.at = home.id;
      }),
    ).toMatch(/is at o\d+, which is no battlefield/);
  });

  test("CR 142, 143: a battlefield, a legend or a rune has no damage, buff or Stun", () => {
    expect(broken((_s, at) => (at("dell").damage = 2))).toMatch(
      /in the battlefields has damage, a buff or Stun/,
    );
  });

  test("RULES R1, R5, R6: only a card in Banishment is Replaced, and only a Replaced one names its replacement", () => {
    expect(broken((_s, at) => (at("dead").replaced = true))).toMatch(
      /is Replaced as a card in the trash \(RULES R1, R6\)/,
    );
    expect(broken((_s, at) => (at("dead").replacedIdentity = at("front").id))).toMatch(
      /names the identity that replaced it but is not Replaced \(RULES R5\)/,
    );
  });

  test("CR 144.4.a.1, 462: no battlefield holds the permanents of three players", () => {
    const toDell = (s: GameState, obj: GameObject, dell: GameObject): void => {
      for (const [key, list] of Object.entries(s.zones))
        s.zones[key] = list.filter((id) => id !== obj.id);
      s.zones[`@${dell.id}`]?.push(obj.id);
      obj.zone = "battlefields";
      obj.player = null;
      obj.at = dell.id;
    };
    expect(broken((s, at) => toDell(s, at("third"), at("dell")))).toBe("");
    expect(
      broken((s, at) => {
        toDell(s, at("third"), at("dell"));
        toDell(s, at("front"), at("dell"));
      }),
    ).toMatch(/holds the permanents of [ABC], [ABC], [ABC]/);
  });

  test("CR 190.3, 323.2, 344: Contested, showdowns and combats are of battlefields and two players", () => {
    expect(broken((s, at) => (s.contested[at("front").id] = "B"))).toMatch(
      /no battlefield, is Contested/,
    );
    expect(broken((s, at) => (s.occupied[at("mesa").id] = "Z"))).toMatch(
      /is occupied by Z, not in the game/,
    );
    expect(
      broken((s, at) => {
        s.combat = {
          battlefield: at("dell").id,
          attacker: "A",
          defender: "A",
          step: "showdown",
          recalled: false,
          winner: null,
          attacked: [],
          defended: [],
        };
        s.showdown = { battlefield: at("mesa").id, focus: "A", passes: 0, chainOpenedByPlay: null };
      }),
    ).toMatch(/A both attacks and defends.*a combat at o\d+ with a showdown at o\d+/);
  });

  test("RULES C1, CR 383.3: between two actions nothing is pending and someone holds priority", () => {
    expect(broken((s) => (s.priority = null))).toMatch(/nobody holds priority between actions/);
    const { state } = fixture();
    state.winner = "A";
    state.priority = null;
    expect(checkStateInvariants(state)).toEqual([]);
  });

  test("RULES O1: no object bears an id, serial or timestamp the game has yet to mint", () => {
    expect(broken((s, at) => (at("inHand").serial = s.next.serial))).toMatch(
      /has a serial, timestamp or id the game has not minted yet/,
    );
  });
});
