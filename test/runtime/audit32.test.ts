/**
 * Audit 32: what the listing of plays reads of a static ability granted to a card in a hand (CR
 * 366.2.a: a passive ability that changes its card's cost applies in any zone the card can be
 * played from; CR 477.2: a static may grant one), and the Might a token's creating effect counts
 * (CR 477.3.b, 478.1.c) — where a scenario cannot look at the listing or at an object before it
 * is named.
 */
import { describe, expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card gear "Tank Yard T32" {
  cost 0
  domain Order
  friendly units with tag Soldier have Tank
}

card unit "Soldier T32" {
  cost 1
  domain Order
  might 2
  tags Soldier
}

card gear "Cheap Coach T32" {
  cost 0
  domain Order
  units in your hand have { while you control a unit with Tank, this costs 2 less }
}

card gear "Count Coach T32" {
  cost 0
  domain Order
  units in your hand have { this costs 1 less for each friendly unit with Tank }
}

card unit "Plain T32" {
  cost 3
  domain Order
  might 3
}

card spell "Count Call T32" {
  cost 0
  domain Order
  effect: create 2 Recruit tokens with +1 might for each friendly unit with Tank at your base
}
`;

function game(setup: string): Game {
  return scenarioGame(CARDS, `scenario "s" {\n  setup {\n${setup}\n  }\n}\n`);
}

function listed(g: Game, label: string): boolean {
  return g.isListed({ type: "play", player: "A", object: labelled(g, label) });
}

describe("audit32: a cost change granted to a card in hand is listed (CR 366.2.a, 477.2)", () => {
  test("a granted discount whose condition reads a Tank another static gives (CR 476.2)", () => {
    const g = game(`A hand: "Plain T32" as p
    A base: "Tank Yard T32", "Soldier T32", "Cheap Coach T32"
    A pool: 1`);
    expect(listed(g, "p")).toBe(true);
  });

  test("contrast: without the Tank static the condition fails and the card is not listed", () => {
    const g = game(`A hand: "Plain T32" as p
    A base: "Soldier T32", "Cheap Coach T32"
    A pool: 1`);
    expect(listed(g, "p")).toBe(false);
  });

  test("a granted discount counting units with a Tank another static gives (CR 478.1.c)", () => {
    const g = game(`A hand: "Plain T32" as p
    A base: "Tank Yard T32", "Soldier T32", "Soldier T32", "Count Coach T32"
    A pool: 1`);
    expect(listed(g, "p")).toBe(true);
  });

  test("contrast: one Soldier with Tank takes 1 off — 2 is more than the pool's 1", () => {
    const g = game(`A hand: "Plain T32" as p
    A base: "Tank Yard T32", "Soldier T32", "Count Coach T32"
    A pool: 1`);
    expect(listed(g, "p")).toBe(false);
  });
});

describe("audit32: a token's creating effect counts once, with statics (CR 477.3.b, 478.1.c)", () => {
  test("both Recruits get the count as the instruction began — not each other, not themselves", () => {
    const g = game(`A hand: "Count Call T32" as c
    A base: "Tank Yard T32", "Soldier T32", "Soldier T32"`);
    g.perform({ type: "play", player: "A", object: labelled(g, "c") });
    g.perform({ type: "pass", player: "A" });
    g.perform({ type: "pass", player: "B" });
    const recruits = g.objects().filter((o) => o.name === "Recruit");
    expect(recruits.map((r) => g.characteristics(r.id).might)).toEqual([3, 3]);
  });
});

describe("audit32: a discount granted through two statics is listed (CR 477.2)", () => {
  const DEEP = `${CARDS}
card gear "Deep Coach T32" {
  cost 0
  domain Order
  friendly units with tag Soldier have { units in your hand have { this costs 2 less } }
}
`;
  test("a Soldier granted 'units in your hand have { this costs 2 less }' lists the 3-cost unit at 1", () => {
    const g = scenarioGame(
      DEEP,
      `scenario "s" {\n  setup {\n    A hand: "Plain T32" as p\n    A base: "Deep Coach T32", "Soldier T32"\n    A pool: 1\n  }\n}\n`,
    );
    expect(listed(g, "p")).toBe(true);
  });

  test("contrast: with no Soldier there is no grant, and it is not listed", () => {
    const g = scenarioGame(
      DEEP,
      `scenario "s" {\n  setup {\n    A hand: "Plain T32" as p\n    A base: "Deep Coach T32"\n    A pool: 1\n  }\n}\n`,
    );
    expect(listed(g, "p")).toBe(false);
  });
});
