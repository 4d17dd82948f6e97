/**
 * Audit 9: games of three players where a scenario cannot answer the question — which opponent
 * (CR 191.2, 431.2.c) — and the victory check after each of several burn-outs (CR 431.3.c, 194.2).
 */
import { describe, expect, test } from "vitest";
import type { ChoiceRequest, Chooser, Definition, PlayerId } from "../../runtime/index.js";
import { StrictChooser } from "../../runtime/index.js";
import { Table, cost, player, setup, spell, unit } from "./helpers.js";

const one = { amount: "fixed", value: 1 } as const;

const defs: Definition[] = [
  unit("Filler", cost(9), 1),
  spell("Tax", cost(0), [{ op: "draw", player: { player: "opponent" }, count: one }]),
  spell("Ponder", cost(0), [{ op: "draw", player: { player: "you" }, count: one }]),
];

/** Answers each question about a player from `picks`, in order, and records who was asked what. */
function picking(picks: PlayerId[]): { chooser: Chooser; asked: ChoiceRequest[] } {
  const asked: ChoiceRequest[] = [];
  const strict = new StrictChooser([]);
  const queue = picks.slice();
  const chooser: Chooser = {
    choose: (request, view) => {
      if (request.kind === "player") {
        asked.push(request);
        const next = queue.shift();
        if (next === undefined) throw new Error(`unexpected question: ${request.prompt}`);
        return { kind: "player", player: next };
      }
      return strict.choose(request, view);
    },
  };
  return { chooser, asked };
}

/** Every player passes until the Chain is empty, with one chooser for the whole resolution. */
function resolveWith(t: Table, chooser: Chooser): void {
  for (let i = 0; i < 50 && t.game.chain().length > 0 && t.game.winner() === null; i++) {
    const holder = t.game.priorityHolder();
    if (holder === null) throw new Error("nobody has priority");
    t.do({ type: "pass", player: holder }, [], chooser);
  }
}

function deck(n: number) {
  return Array.from({ length: n }, () => ({ name: "Filler" }));
}

describe("audit9: which opponent, with two of them", () => {
  test("CR 191.2.a, 483.2.b: 'an opponent draws 1' — the spell's controller chooses among both opponents", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Tax" }], deck: deck(2) }),
        player("B", { deck: deck(2) }),
        player("C", { deck: deck(2) }),
      ]),
      defs,
    );
    t.play("A", "Tax");
    const { chooser, asked } = picking(["C"]);
    resolveWith(t, chooser);
    expect(asked.map((r) => r.player)).toEqual(["A"]);
    expect(asked[0]?.kind === "player" ? asked[0].options : []).toEqual(["B", "C"]);
    expect(t.names("C", "hand")).toEqual(["Filler"]);
    expect(t.names("B", "hand")).toEqual([]);
  });

  test("CR 431.2.c: a player burning out with two opponents chooses which of them gains the point", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Ponder" }], trash: [{ name: "Filler" }] }),
        player("B", { deck: deck(2) }),
        player("C", { deck: deck(2) }),
      ]),
      defs,
    );
    t.play("A", "Ponder");
    const { chooser, asked } = picking(["C"]);
    resolveWith(t, chooser);
    expect(asked.map((r) => r.player)).toEqual(["A"]);
    expect(t.game.scores()).toMatchObject({ A: 0, B: 0, C: 1 });
    expect(t.names("A", "hand")).toEqual(["Filler"]);
  });

  test("CR 431.3.c, 194.2.b: repeated burn-outs — a tie at the Victory Score wins nothing, the next point to one of the tied players wins at once", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Ponder" }] }),
        player("B", { deck: deck(2) }, { score: 7 }),
        player("C", { deck: deck(2) }, { score: 7 }),
      ]),
      defs,
    );
    t.play("A", "Ponder");
    const { chooser, asked } = picking(["C", "B", "C"]);
    resolveWith(t, chooser);
    expect(asked).toHaveLength(3);
    expect(t.game.scores()).toMatchObject({ A: 0, B: 8, C: 9 });
    expect(t.game.winner()).toBe("C");
  });
});
