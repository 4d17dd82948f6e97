/**
 * Statics that depend on statics, further than four deep (CR 476, 478.1.c, 479): each link of a
 * chain counts the units of the link before it that its static has made 3 or more. The layers are
 * applied until nothing changes (CR 476), which no depth limits: every link ends at 3, asked about
 * in any order.
 */
import { describe, expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const LINKS = 9;

/** Link k is 1, +2 for each friendly unit of link k - 1 with might 3 or more; the seed is 3. */
function chainCards(): string {
  const cards = [`card unit "Seed C33" {\n  cost 1\n  domain Order\n  might 3\n  tags L0\n}\n`];
  for (let k = 1; k <= LINKS; k++) {
    cards.push(
      `card unit "Link ${k} C33" {\n  cost 1\n  domain Order\n  might 1\n  tags L${k}\n` +
        `  this gets +2 might for each friendly unit with tag L${k - 1} with might 3 or more\n}\n`,
    );
  }
  return cards.join("\n");
}

function game(): Game {
  const links = Array.from({ length: LINKS }, (_, i) => `"Link ${LINKS - i} C33" as l${LINKS - i}`);
  return scenarioGame(
    chainCards(),
    `scenario "s" {\n  setup {\n    A base: ${links.join(", ")}, "Seed C33" as s0\n  }\n}\n`,
  );
}

function mights(g: Game, labels: readonly string[]): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const label of labels) out[label] = g.characteristics(labelled(g, label)).might;
  return out;
}

describe("lang33: chains of statics deeper than four", () => {
  const labels = Array.from({ length: LINKS }, (_, i) => `l${i + 1}`);
  const every = Object.fromEntries(labels.map((label) => [label, 3]));

  test("CR 476, 478.1.c: the last link asked first sees the whole chain", () => {
    expect(mights(game(), labels.slice().reverse())).toEqual(every);
  });

  test("CR 476: asked from the seed up, the same answers", () => {
    expect(mights(game(), labels)).toEqual(every);
  });

  test("CR 476: asked from the middle out, the same answers", () => {
    const middle = [...labels.slice(4), ...labels.slice(0, 4)];
    expect(mights(game(), middle)).toEqual(every);
  });

  test("CR 476, 479: a ring of nine counts, each of the others, ends soon and alike in any order", () => {
    const ring = `card unit "Ring C33" {
  cost 1
  domain Order
  might 2
  tags Ring
  this gets +1 might for each other friendly unit with tag Ring with might 3 or more
}

card gear "Drum C33" {
  cost 0
  domain Fury
  friendly units get +1 might
}
`;
    const members = Array.from({ length: 9 }, (_, i) => `"Ring C33" as r${i}`).join(", ");
    const start = performance.now();
    const ringGame = (drum: boolean): Game =>
      scenarioGame(
        ring,
        `scenario "s" {\n  setup {\n    A base: ${drum ? '"Drum C33", ' : ""}${members}\n  }\n}\n`,
      );
    const labels = Array.from({ length: 9 }, (_, i) => `r${i}`);
    // None is 3 without the others: none switches the others on (CR 479).
    expect(new Set(Object.values(mights(ringGame(false), labels)))).toEqual(new Set([2]));
    expect(new Set(Object.values(mights(ringGame(false), labels.slice().reverse())))).toEqual(
      new Set([2]),
    );
    // With the Drum each is 3 alone, and counts the eight others: 2 + 1 + 8.
    expect(new Set(Object.values(mights(ringGame(true), labels)))).toEqual(new Set([11]));
    expect(new Set(Object.values(mights(ringGame(true), labels.slice().reverse())))).toEqual(
      new Set([11]),
    );
    expect(performance.now() - start).toBeLessThan(20_000);
  });
});
