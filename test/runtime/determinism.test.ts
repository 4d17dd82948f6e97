import { describe, expect, test } from "vitest";
import {
  RandomChooser,
  ReplayChooser,
  StrictChooser,
  checkInvariants,
  createGame,
  replayGame,
  restoreGame,
} from "../../runtime/index.js";
import { PLAYOUT_DEFS, SeededRandomSource, playoutSetup, randomStep } from "./playout.js";
import { Table, UNIT, cost, player, pool, setup, spell, unit } from "./helpers.js";

function play(seed: number, steps: number) {
  const game = createGame(playoutSetup(seed), {
    definitions: PLAYOUT_DEFS,
    chooser: new RandomChooser(seed),
  });
  const pick = new SeededRandomSource(seed);
  const chooser = new RandomChooser(seed + 1);
  for (let i = 0; i < steps; i++) {
    if (!randomStep(game, pick, chooser)) break;
    checkInvariants(game);
  }
  return { game, pick, chooser };
}

describe("determinism and inspection", () => {
  test("a random playout of 300 steps keeps every invariant and plays cards", () => {
    const { game } = play(7, 300);
    expect(game.log.filter((e) => e.kind === "played").length).toBeGreaterThan(5);
    expect(game.turn().number).toBeGreaterThan(2);
  });

  test("the same seed gives the same game", () => {
    const a = play(11, 200).game;
    const b = play(11, 200).game;
    expect(b.snapshot()).toEqual(a.snapshot());
    expect(b.log).toEqual(a.log);
  });

  test("snapshot() is plain JSON and restore continues identically", () => {
    const first = play(3, 120);
    const snap = first.game.snapshot();
    const json = JSON.parse(JSON.stringify(snap));
    expect(json).toEqual(snap);
    const restored = restoreGame(json, PLAYOUT_DEFS);
    expect(restored.snapshot()).toEqual(snap);
    // Continue both with identically seeded pickers and choosers.
    const pickA = new SeededRandomSource(99);
    const pickB = new SeededRandomSource(99);
    const choose = [new RandomChooser(5), new RandomChooser(5)] as const;
    for (let i = 0; i < 150; i++) {
      const movedA = randomStep(first.game, pickA, choose[0]);
      const movedB = randomStep(restored, pickB, choose[1]);
      expect(movedB).toBe(movedA);
      checkInvariants(restored);
      if (!movedA) break;
    }
    expect(restored.snapshot()).toEqual(first.game.snapshot());
  });

  test("replaying the recorded actions and decisions reproduces the state and the log", () => {
    const { game } = play(21, 200);
    const again = replayGame(playoutSetup(21), { definitions: PLAYOUT_DEFS }, game.history);
    expect(again.snapshot()).toEqual(game.snapshot());
    expect(again.log.map((e) => [e.seq, e.kind, e.object, e.result])).toEqual(
      game.log.map((e) => [e.seq, e.kind, e.object, e.result]),
    );
  });

  test("the seeded random chooser repeats itself for one seed, and differs for another", () => {
    const request = {
      kind: "target" as const,
      player: "A",
      prompt: "p",
      options: ["o1", "o2", "o3", "o4", "o5"],
      min: 1,
      max: 3,
    };
    const run = (seed: number) => {
      const c = new RandomChooser(seed);
      return Array.from({ length: 20 }, () => c.choose(request));
    };
    expect(run(42)).toEqual(run(42));
    expect(run(42)).not.toEqual(run(43));
  });

  test("the strict chooser reports a missing choice, naming what was asked", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Zap" }] }, { pool: pool(3) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      [
        unit("Grunt", cost(1), 2),
        spell("Zap", cost(1), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
      ],
    );
    const before = t.game.snapshot();
    const result = t.try({ type: "play", player: "A", object: t.id("Zap") }, []);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("scriptMismatch");
      expect(result.error.message).toMatch(/missing choice for A: Zap: choose 1 target .*Grunt/);
    }
    expect(t.game.snapshot()).toEqual(before);
  });

  test("the strict chooser reports an unused choice and the action is undone", () => {
    const t = new Table(
      setup([player("A", { hand: [{ name: "Grunt" }] }, { pool: pool(3) }), player("B")]),
      [unit("Grunt", cost(1), 2)],
    );
    const before = t.game.snapshot();
    const result = t.try({ type: "play", player: "A", object: t.id("Grunt") }, [{ choice: "yes" }]);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toBe("unused choice: yes");
    expect(t.game.snapshot()).toEqual(before);
  });

  test("the strict chooser reports an illegal choice", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Zap" }], base: [{ name: "Mine" }] }, { pool: pool(3) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      [
        unit("Grunt", cost(1), 2),
        unit("Mine", cost(1), 2),
        spell("Zap", cost(1), [
          {
            op: "kill",
            target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
          },
        ]),
      ],
    );
    const result = t.try({ type: "play", player: "A", object: t.id("Zap") }, [
      { choice: "target", objects: [{ name: "Mine" }] },
    ]);
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.error.message).toMatch(/"Mine" is not a legal choice .*options: Grunt/);
  });

  test("a decision from any chooser is checked against the request", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Zap" }], base: [{ name: "Mine" }] }, { pool: pool(3) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      [
        unit("Grunt", cost(1), 2),
        unit("Mine", cost(1), 2),
        spell("Zap", cost(1), [
          {
            op: "kill",
            target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
          },
        ]),
      ],
    );
    const result = t.try(
      { type: "play", player: "A", object: t.id("Zap") },
      [],
      new ReplayChooser([{ kind: "objects", objects: [t.id("Mine")] }]),
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe("illegalChoice");
  });

  test("without a chooser, a decision becomes a pending choice that the game's answer action completes", () => {
    const defs = [
      unit("Grunt", cost(1), 2),
      spell("Zap", cost(1), [{ op: "kill", target: { ref: "target", filter: UNIT } }]),
    ];
    const game = createGame(
      setup([
        player("A", { hand: [{ name: "Zap" }] }, { pool: pool(3) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      { definitions: defs },
    );
    const before = game.snapshot();
    const zap = game.select({ name: "Zap" })[0] as string;
    const first = game.perform({ type: "play", player: "A", object: zap });
    expect(first).toMatchObject({ ok: true, events: [], pending: { kind: "target", player: "A" } });
    expect(game.snapshot()).toEqual(before);
    expect(game.pendingChoice()?.kind).toBe("target");
    const grunt = game.select({ name: "Grunt" })[0] as string;
    const done = game.perform({ type: "answer", decision: { kind: "objects", objects: [grunt] } });
    expect(done.ok).toBe(true);
    expect(game.chain().map((c) => c.name)).toEqual(["Zap"]);
    checkInvariants(game);
  });

  test("checkInvariants finds a broken state", () => {
    const t = new Table(setup([player("A", { hand: [{ name: "Grunt" }] }), player("B")]), [
      unit("Grunt", cost(1), 2),
    ]);
    const snap = t.game.snapshot();
    const id = t.id("Grunt");
    const obj = snap.state.objects[id];
    if (!obj) throw new Error("no Grunt");
    obj.owner = "B";
    snap.state.zones["A:trash"] = [id];
    const broken = restoreGame(snap, [unit("Grunt", cost(1), 2)], {
      chooser: new StrictChooser([]),
    });
    const problems = broken.checkInvariants();
    expect(problems.some((p) => p.includes("two zones"))).toBe(true);
    expect(problems.some((p) => p.includes("RULES O2"))).toBe(true);
    expect(() => checkInvariants(broken)).toThrow(/invariants broken/);
  });
});
