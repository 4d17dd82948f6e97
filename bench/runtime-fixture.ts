/**
 * Inputs for the runtime benchmark: a scripted sequence of plays and resolutions, and a board of
 * 100 objects. Hand-written definitions, no grammar.
 */
import {
  type Definition,
  type Game,
  type ScenarioSetup,
  StrictChooser,
  createGame,
} from "../runtime/index.js";

export const BENCH_DEFS: Definition[] = [
  {
    kind: "card",
    type: "spell",
    name: "Cycle",
    cost: { energy: 0, power: [] },
    domains: ["Mind"],
    tags: [],
    keywords: [],
    abilities: [
      {
        kind: "effect",
        effect: [
          {
            op: "exhaust",
            target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
          },
          {
            op: "ready",
            target: { ref: "all", filter: { types: ["unit"], controller: "opponent" } },
          },
          // Its own resolution instructs the move, so it goes back to hand to be played again.
          { op: "move", target: { ref: "this" }, to: { to: "zone", zone: "hand" } },
        ],
      },
    ],
  },
  {
    kind: "card",
    type: "unit",
    name: "Watcher",
    cost: { energy: 1, power: [] },
    domains: ["Mind"],
    might: 2,
    tags: [],
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "exhausted", subject: { ref: "this" } },
        effect: [{ op: "add", energy: 0, power: [] }],
      },
    ],
  },
  {
    kind: "card",
    type: "unit",
    name: "Pawn",
    cost: { energy: 1, power: [] },
    domains: ["Body"],
    might: 1,
    tags: ["Pawn"],
    keywords: [],
    abilities: [],
  },
  {
    kind: "card",
    type: "battlefield",
    name: "Field",
    domains: [],
    tags: [],
    keywords: [],
    abilities: [],
  },
];

export function cycleGame(): Game {
  const setup: ScenarioSetup = {
    players: [
      { name: "A", zones: { hand: [{ name: "Cycle" }], base: [{ name: "Pawn" }] } },
      { name: "B", zones: { base: [{ name: "Watcher" }, { name: "Pawn" }] } },
    ],
    battlefields: [{ name: "Field" }],
    turnPlayer: "A",
    phase: "main",
    seed: 1,
  };
  return createGame(setup, { definitions: BENCH_DEFS, chooser: new StrictChooser([]) });
}

/** Play and resolve Cycle `plays` times; returns the number of actions performed. */
export function runCycles(game: Game, plays: number): number {
  let steps = 0;
  const watcher = game.select({ name: "Watcher" })[0] as string;
  for (let i = 0; i < plays; i++) {
    const cycle = game.select({ name: "Cycle", zone: "hand" })[0] as string;
    const played = game.perform(
      { type: "play", player: "A", object: cycle },
      { chooser: new StrictChooser([{ choice: "target", objects: [{ name: "Watcher" }] }]) },
    );
    if (!played.ok) throw new Error(played.error.message);
    steps++;
    while (game.chain().length > 0) {
      const holder = game.priorityHolder() as string;
      const passed = game.perform(
        { type: "pass", player: holder },
        { chooser: new StrictChooser([]) },
      );
      if (!passed.ok) throw new Error(passed.error.message);
      steps++;
    }
  }
  void watcher;
  return steps;
}

/** A board with `n` units (half at bases, half at the battlefield) for snapshot costs. */
export function boardGame(n: number): Game {
  const half = Math.floor(n / 2);
  const pawns = (k: number) => Array.from({ length: k }, () => ({ name: "Pawn" }));
  const setup: ScenarioSetup = {
    players: [
      { name: "A", zones: { base: pawns(half) } },
      { name: "B", zones: {} },
    ],
    battlefields: [
      { name: "Field", controller: "B", units: [{ player: "B", placements: pawns(n - half - 1) }] },
    ],
    turnPlayer: "A",
    phase: "main",
    seed: 1,
  };
  return createGame(setup, { definitions: BENCH_DEFS, chooser: new StrictChooser([]) });
}
