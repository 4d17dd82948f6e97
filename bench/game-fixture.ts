/**
 * Inputs for the whole-game benchmark (issue 6): the sample decks compiled from `cards/decks/`,
 * ten cards written both as text and by hand, a seeded setup of a game built from them, and a
 * board of N units for the cost of one step.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
// The built package, as `rift play` runs it (see game.bench.ts).
import {
  type DeckList,
  type Definition,
  type Game,
  type ScenarioSetup,
  StrictChooser,
  basicRune,
  compile,
  createGame,
  loadTokenLibrary,
  nodeHost,
} from "../dist/lib/index.js";

export function sampleDecks(): { decks: DeckList[]; definitions: Definition[] } {
  const files = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
    fileURLToPath(new URL(`../cards/decks/${name}`, import.meta.url)),
  );
  const result = compile(
    files.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost },
  );
  if (result.diagnostics.some((d) => d.severity === "error"))
    throw new Error(`the sample decks do not compile: ${result.diagnostics[0]?.message ?? ""}`);
  return { decks: result.decks as DeckList[], definitions: result.definitions };
}

/** Ten cards as a designer writes them. */
export const TEN_CARDS_TEXT = `
card unit "Bench Footman" { cost 1  domain Fury  might 2 }
card unit "Bench Knight" { cost 2 + 1 Fury  domain Fury  might 4  keywords Tank }
card unit "Bench Squire" {
  cost 1  domain Fury  might 1
  when this is played: play a Recruit token here
}
card unit "Bench Raider" { cost 2  domain Fury  might 2  keywords Assault 2, Ganking }
card unit "Bench Mourner" {
  cost 1  domain Fury  might 1
  keywords Deathknell
  Deathknell: draw 1
}
card spell "Bench Bolt" {
  cost 1 + 1 Fury  domain Fury
  effect: deal 2 to target unit
}
card spell "Bench Insight" {
  cost 2  domain Fury
  effect: draw 2
}
card spell "Bench Rally" {
  cost 1  domain Fury  keywords Reaction
  effect: give target friendly unit +2 might this turn
}
card spell "Bench Daze" {
  cost 1  domain Fury  keywords Action
  effect: stun target unit
}
card gear "Bench Banner" {
  cost 2  domain Fury
  friendly units get +1 might
}
card battlefield "Bench Field" { }
`;

const fixed = (value: number) => ({ amount: "fixed" as const, value });
const card = (
  d: Omit<Definition, "kind" | "tags" | "domains"> & Partial<Definition>,
): Definition => ({
  kind: "card",
  tags: [],
  domains: ["Fury"],
  ...d,
});

/** The same ten cards written by hand as definition objects. */
export const TEN_CARDS_BY_HAND: Definition[] = [
  card({
    type: "unit",
    name: "Bench Footman",
    cost: { energy: 1, power: [] },
    might: 2,
    keywords: [],
    abilities: [],
  }),
  card({
    type: "unit",
    name: "Bench Knight",
    cost: { energy: 2, power: [{ domain: "Fury", amount: 1 }] },
    might: 4,
    keywords: [{ keyword: "Tank" }],
    abilities: [],
  }),
  card({
    type: "unit",
    name: "Bench Squire",
    cost: { energy: 1, power: [] },
    might: 1,
    keywords: [],
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        effect: [
          {
            op: "playToken",
            token: { name: "Recruit" },
            count: fixed(1),
            location: { to: "here" },
          },
        ],
      },
    ],
  }),
  card({
    type: "unit",
    name: "Bench Raider",
    cost: { energy: 2, power: [] },
    might: 2,
    keywords: [{ keyword: "Assault", value: 2 }, { keyword: "Ganking" }],
    abilities: [],
  }),
  card({
    type: "unit",
    name: "Bench Mourner",
    cost: { energy: 1, power: [] },
    might: 1,
    keywords: [{ keyword: "Deathknell" }],
    abilities: [
      {
        kind: "triggered",
        keyword: "Deathknell",
        trigger: { event: "killed", subject: { ref: "this" } },
        effect: [{ op: "draw", player: { player: "you" }, count: fixed(1) }],
      },
    ],
  }),
  card({
    type: "spell",
    name: "Bench Bolt",
    cost: { energy: 1, power: [{ domain: "Fury", amount: 1 }] },
    keywords: [],
    abilities: [
      {
        kind: "effect",
        effect: [
          { op: "deal", amount: fixed(2), target: { ref: "target", filter: { types: ["unit"] } } },
        ],
      },
    ],
  }),
  card({
    type: "spell",
    name: "Bench Insight",
    cost: { energy: 2, power: [] },
    keywords: [],
    abilities: [
      { kind: "effect", effect: [{ op: "draw", player: { player: "you" }, count: fixed(2) }] },
    ],
  }),
  card({
    type: "spell",
    name: "Bench Rally",
    cost: { energy: 1, power: [] },
    keywords: [{ keyword: "Reaction" }],
    abilities: [
      {
        kind: "effect",
        effect: [
          {
            op: "modify",
            target: { ref: "target", filter: { types: ["unit"], controller: "you" } },
            modifications: [{ mod: "might", amount: 2 }],
            duration: { until: "endOfTurn" },
          },
        ],
      },
    ],
  }),
  card({
    type: "spell",
    name: "Bench Daze",
    cost: { energy: 1, power: [] },
    keywords: [{ keyword: "Action" }],
    abilities: [
      {
        kind: "effect",
        effect: [{ op: "stun", target: { ref: "target", filter: { types: ["unit"] } } }],
      },
    ],
  }),
  card({
    type: "gear",
    name: "Bench Banner",
    cost: { energy: 2, power: [] },
    keywords: [],
    abilities: [
      {
        kind: "static",
        affects: { ref: "all", filter: { types: ["unit"], controller: "you" } },
        modifications: [{ mod: "might", amount: 1 }],
      },
    ],
  }),
  card({ type: "battlefield", name: "Bench Field", domains: [], keywords: [], abilities: [] }),
];

const RECRUIT: Definition = {
  kind: "token",
  type: "unit",
  name: "Recruit",
  domains: [],
  might: 1,
  tags: ["Recruit"],
  keywords: [],
  abilities: [],
};

/** The ten cards compiled from text (with the named tokens), and by hand, each with a Fury rune. */
export function tenCards(): { compiled: Definition[]; byHand: Definition[] } {
  const result = compile(
    { file: "bench-ten.rift", text: TEN_CARDS_TEXT },
    { library: loadTokenLibrary(), ranges: false },
  );
  if (result.diagnostics.some((d) => d.severity === "error"))
    throw new Error(
      `the ten cards do not compile: ${result.diagnostics.map((d) => d.message).join("; ")}`,
    );
  return {
    compiled: [...result.definitions, basicRune("Fury")],
    byHand: [...TEN_CARDS_BY_HAND, RECRUIT, basicRune("Fury")],
  };
}

/** A game of the ten cards: four of each in a shuffled deck per player (the game's seed shuffles). */
export function tenCardSetup(seed: number): ScenarioSetup {
  const names = TEN_CARDS_BY_HAND.filter((d) => d.type !== "battlefield").map((d) => d.name);
  let state = seed | 0;
  const next = () => {
    state = (Math.imul(state, 1103515245) + 12345) | 0;
    return (state >>> 8) / 16777216;
  };
  const deck = () => {
    const list = names.flatMap((n) => [n, n, n, n]);
    for (let i = list.length - 1; i > 0; i--) {
      const k = Math.floor(next() * (i + 1));
      [list[i], list[k]] = [list[k] as string, list[i] as string];
    }
    return list.map((name) => ({ name }));
  };
  const player = (name: string) => {
    const cards = deck();
    return {
      name,
      zones: {
        hand: cards.slice(0, 4),
        deck: cards.slice(4),
        runeDeck: Array.from({ length: 12 }, () => ({ name: "Fury Rune" })),
      },
    };
  };
  return {
    players: [player("A"), player("B")],
    battlefields: [{ name: "Bench Field" }, { name: "Bench Field", label: "second" }],
    turnPlayer: "A",
    phase: "awaken",
    seed,
  };
}

const PAWN: Definition = card({
  type: "unit",
  name: "Pawn",
  cost: { energy: 0, power: [] },
  // Never killed by the benchmark's pokes: the board stays the size it was built.
  might: 1_000_000_000,
  keywords: [],
  abilities: [],
});
const POKE: Definition = card({
  type: "spell",
  name: "Poke",
  cost: { energy: 0, power: [] },
  keywords: [],
  abilities: [
    {
      kind: "effect",
      effect: [
        { op: "deal", amount: fixed(1), target: { ref: "target", filter: { types: ["unit"] } } },
        { op: "move", target: { ref: "this" }, to: { to: "zone", zone: "hand" } },
      ],
    },
  ],
});

/** A board of `units` units (half each side, most at two battlefields) and a spell to play again and again. */
export function boardOf(units: number): Game {
  const quarter = Math.floor(units / 4);
  const pawns = (n: number) => Array.from({ length: n }, () => ({ name: "Pawn" }));
  const setup: ScenarioSetup = {
    players: [
      { name: "A", zones: { hand: [{ name: "Poke" }], base: pawns(quarter) } },
      { name: "B", zones: { base: pawns(quarter) } },
    ],
    battlefields: [
      {
        name: "Bench Field",
        controller: "A",
        units: [{ player: "A", placements: pawns(quarter) }],
      },
      {
        name: "Bench Field",
        label: "b",
        controller: "B",
        units: [{ player: "B", placements: pawns(units - 3 * quarter) }],
      },
    ],
    turnPlayer: "A",
    phase: "main",
    seed: 1,
  };
  return createGame(setup, {
    definitions: [PAWN, POKE, ...TEN_CARDS_BY_HAND.filter((d) => d.name === "Bench Field")],
    chooser: new StrictChooser([]),
  });
}

/** One step of the board benchmark: Poke a unit (it deals 1, then returns to hand), everyone passes. */
export function pokeStep(game: Game, target: string): number {
  const poke = game.zone("A", "hand")[0]?.id as string;
  let actions = 0;
  const chooser = {
    choose: () => ({ kind: "objects" as const, objects: [target] }),
  };
  const played = game.perform({ type: "play", player: "A", object: poke }, { chooser });
  if (!played.ok) throw new Error(played.error.message);
  actions++;
  while (game.chain().length > 0) {
    const holder = game.priorityHolder() as string;
    const passed = game.perform({ type: "pass", player: holder }, { chooser });
    if (!passed.ok) throw new Error(passed.error.message);
    actions++;
  }
  return actions;
}
