/**
 * Statics 31: statics applied in sequences of the layers (CR 476–480), read where a scenario cannot
 * look — the keywords an object ends with, and whether the answer depends on which object is asked
 * about first (characteristics are kept per write, and an object whose statics depend on another's
 * is computed inside that one's computation).
 */
import { describe, expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Footman T31" {
  cost 1
  domain Order
  might 2
  tags Soldier
}

card unit "Lone Wall T31" {
  cost 2
  domain Order
  might 2
  keywords Tank
}

card gear "Small Guard T31" {
  cost 0
  domain Order
  friendly units with might 2 or less have Tank
}

card gear "War Drum T31" {
  cost 0
  domain Fury
  friendly units get +1 might
}

card gear "Bulwark Pay T31" {
  cost 0
  domain Order
  friendly units with Tank get +1 might
}

card gear "Shield Keeper T31" {
  cost 0
  domain Order
  while you control a unit with Shield, friendly units have Tank
}

card gear "Tank Keeper T31" {
  cost 0
  domain Order
  while you control a unit with Tank, friendly units have Shield
}

card gear "Crowd Roar T31" {
  cost 0
  domain Fury
  friendly units get +1 might for each other friendly unit with might 3 or more
}

card unit "Giant Fan T31" {
  cost 1
  domain Order
  might 1
  while you control a unit with might 3 or more, friendly units get +1 might
}

card gear "Rally Grant T31" {
  cost 0
  domain Order
  friendly units with tag Soldier have { friendly units get +1 might }
}
`;

function game(setup: string): Game {
  return scenarioGame(CARDS, `scenario "s" {\n  setup {\n${setup}\n  }\n}\n`);
}

interface Seen {
  might: number | null;
  keywords: string[];
}

/** What each labelled object is, asked about in the order given. */
function seen(g: Game, labels: readonly string[]): Record<string, Seen> {
  const out: Record<string, Seen> = {};
  for (const label of labels) {
    const c = g.characteristics(labelled(g, label));
    out[label] = { might: c.might, keywords: c.keywords.map((k) => k.keyword).sort() };
  }
  return out;
}

/** The same setup asked about in every order of its labels gives the same answers. */
function sameInEveryOrder(setup: string, labels: readonly string[]): Record<string, Seen> {
  const first = seen(game(setup), labels);
  for (const order of [labels.slice().reverse(), [...labels.slice(1), labels[0] as string]]) {
    const g = game(setup);
    expect(seen(g, order)).toEqual(first);
    // Asked again within the same write, from the characteristics kept.
    expect(seen(g, labels)).toEqual(first);
  }
  return first;
}

describe("statics31: sequences of the layers", () => {
  test("CR 476.3, 477.2: the Tank of 'might 2 or less' is removed once another static raises the Might", () => {
    const result = sameInEveryOrder(
      `    A base: "Small Guard T31", "War Drum T31", "Footman T31" as f, "Lone Wall T31" as w`,
      ["f", "w"],
    );
    expect(result["f"]).toEqual({ might: 3, keywords: [] });
    // The printed Tank stays: only what the Small Guard gave is removed.
    expect(result["w"]).toEqual({ might: 3, keywords: ["Tank"] });
  });

  test("CR 476.1, 476.3, 479.1: two statics that undo each other both end removed", () => {
    const result = sameInEveryOrder(
      `    A base: "Small Guard T31", "Bulwark Pay T31", "Footman T31" as f`,
      ["f"],
    );
    expect(result["f"]).toEqual({ might: 2, keywords: [] });
  });

  test("CR 476.2, 478.1.a: conditions reading each other's grants, asked in any order", () => {
    const started = sameInEveryOrder(
      `    A base: "Shield Keeper T31", "Tank Keeper T31", "Bulwark Pay T31", "Footman T31" as f, "Lone Wall T31" as w, "Footman T31" as g`,
      ["f", "w", "g"],
    );
    expect(started["f"]).toEqual({ might: 3, keywords: ["Shield", "Tank"] });
    // Its printed Tank and the Shield Keeper's: two instances (CR 801.3.a.1).
    expect(started["w"]).toEqual({ might: 3, keywords: ["Shield", "Tank", "Tank"] });
    const idle = sameInEveryOrder(
      `    A base: "Shield Keeper T31", "Tank Keeper T31", "Bulwark Pay T31", "Footman T31" as f, "Footman T31" as g`,
      ["f", "g"],
    );
    expect(idle["f"]).toEqual({ might: 2, keywords: [] });
  });

  test("CR 479: a condition that reads the Might its own static gives does not switch itself on", () => {
    const result = sameInEveryOrder(
      `    A base: "Giant Fan T31" as fan, "Footman T31" as f, "Footman T31" as g`,
      ["fan", "f", "g"],
    );
    expect(result["f"]?.might).toBe(2);
    expect(result["fan"]?.might).toBe(1);
    // A War Drum makes the Footmen 3 without the Fan: then the Fan's condition holds.
    const on = sameInEveryOrder(
      `    A base: "Giant Fan T31" as fan, "War Drum T31", "Footman T31" as f`,
      ["fan", "f"],
    );
    expect(on["f"]?.might).toBe(4);
    expect(on["fan"]?.might).toBe(3);
  });

  test("CR 478.1.c: counts that read Might a count gives end, and answer alike in any order", () => {
    // Each Footman is 2 with the War Drum's +1: 3, so each counts the others.
    const result = sameInEveryOrder(
      `    A base: "Crowd Roar T31", "War Drum T31", "Footman T31" as f, "Footman T31" as g, "Footman T31" as h`,
      ["f", "g", "h"],
    );
    expect(result["f"]?.might).toBe(5);
    // Without the Drum nobody starts at 3: the count is 0 for each.
    const idle = sameInEveryOrder(
      `    A base: "Crowd Roar T31", "Footman T31" as f, "Footman T31" as g, "Footman T31" as h`,
      ["f", "g", "h"],
    );
    expect(idle["f"]?.might).toBe(2);
  });

  test("CR 477.2: a static granted by a static applies, and ends when the grant's filter does", () => {
    const g = game(`    A base: "Rally Grant T31", "Footman T31" as f, "Lone Wall T31" as w`);
    expect(seen(g, ["f", "w"])).toEqual({
      f: { might: 3, keywords: [] },
      w: { might: 3, keywords: ["Tank"] },
    });
  });

  test("rings of conditions and counts end soon, with the answers of the small rings", () => {
    const footmen = (n: number): string =>
      Array.from({ length: n }, (_, i) => `"Footman T31" as f${i}`).join(", ");
    const fans = (n: number): string =>
      Array.from({ length: n }, (_, i) => `"Giant Fan T31" as g${i}`).join(", ");
    const start = performance.now();
    // Six conditions that each read the Might the others give: none switches on (CR 479).
    const idle = game(`    A base: ${fans(6)}, ${footmen(6)}`);
    expect(seen(idle, ["f0", "g0", "f5"])).toEqual({
      f0: { might: 2, keywords: [] },
      g0: { might: 1, keywords: [] },
      f5: { might: 2, keywords: [] },
    });
    // With the War Drum the Footmen are 3 without them: all six hold, +1 each.
    const on = game(`    A base: "War Drum T31", ${fans(6)}, ${footmen(6)}`);
    expect(seen(on, ["g0", "f0"])).toEqual({
      g0: { might: 8, keywords: [] },
      f0: { might: 9, keywords: [] },
    });
    // Eight units each counting the others, which each count it: 2 + 1 + 7.
    const crowd = game(`    A base: "Crowd Roar T31", "War Drum T31", ${footmen(8)}`);
    expect(seen(crowd, ["f0", "f7"])).toEqual({
      f0: { might: 10, keywords: [] },
      f7: { might: 10, keywords: [] },
    });
    // Read in every order above, such rings took minutes when each reading was made anew inside
    // the others'.
    expect(performance.now() - start).toBeLessThan(20_000);
  });
});
