/** A small deck and a seeded random playout, for determinism tests and the benchmark. */
import {
  type Definition,
  type Game,
  type PlayerSetup,
  type ScenarioSetup,
  RandomChooser,
} from "../../runtime/index.js";
import { RECRUIT, UNIT, battlefield, cost, rune, spell, unit } from "./helpers.js";

export const PLAYOUT_DEFS: Definition[] = [
  unit("Footman", cost(1), 2),
  unit("Knight", cost(2, { Fury: 1 }), 4),
  unit("Squire", cost(1), 1, {
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        effect: [
          { op: "playToken", token: { name: "Recruit" }, count: { amount: "fixed", value: 1 } },
        ],
      },
    ],
  }),
  spell("Bolt", cost(1, { Fury: 1 }), [
    { op: "deal", amount: { amount: "fixed", value: 2 }, target: { ref: "target", filter: UNIT } },
  ]),
  spell("Insight", cost(2), [
    { op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 2 } },
  ]),
  spell(
    "Rally",
    cost(1),
    [
      {
        op: "modify",
        target: { ref: "all", filter: { types: ["unit"], controller: "you" } },
        modifications: [{ mod: "might", amount: 1 }],
        duration: { until: "endOfTurn" },
      },
    ],
    { keywords: [{ keyword: "Reaction" }] },
  ),
  RECRUIT,
  rune("Fury"),
  battlefield("Hill"),
  battlefield("Vale"),
];

const DECK = [
  "Footman",
  "Knight",
  "Squire",
  "Bolt",
  "Insight",
  "Rally",
  "Footman",
  "Knight",
  "Squire",
  "Bolt",
  "Insight",
  "Rally",
];

function playerSetup(name: string): PlayerSetup {
  return {
    name,
    zones: {
      hand: DECK.slice(0, 4).map((n) => ({ name: n })),
      deck: [...DECK, ...DECK].map((n) => ({ name: n })),
      runeDeck: Array.from({ length: 12 }, () => ({ name: "Fury Rune" })),
    },
  };
}

export function playoutSetup(seed: number): ScenarioSetup {
  return {
    players: [playerSetup("A"), playerSetup("B")],
    battlefields: [{ name: "Hill" }, { name: "Vale" }],
    turnPlayer: "A",
    phase: "awaken",
    seed,
  };
}

/** One random step: the priority holder takes a random legal action (refused ones are skipped). */
export function randomStep(game: Game, pick: SeededRandomSource, chooser: RandomChooser): boolean {
  const holder = game.priorityHolder();
  if (holder === null || game.winner() !== null) return false;
  const actions = game.legalActions(holder);
  while (actions.length > 0) {
    const [action] = actions.splice(pick.below(actions.length), 1);
    if (!action) break;
    const result = game.perform(action, { chooser });
    if (result.ok) return true;
  }
  return false;
}

/** A tiny seeded generator for picking actions (separate from the choosers' own). */
export class SeededRandomSource {
  private state: number;

  constructor(seed: number) {
    this.state = seed | 0;
  }

  below(n: number): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  }
}
