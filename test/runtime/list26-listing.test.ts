/**
 * list26: the listing of legal actions agrees with performing them (CR 355.8, 355.16). A property
 * over many seeded random positions — playouts of the sample decks and of decks built to meet
 * Deflect (CR 809.1.c), cost increases on the Chain (CR 366.2), Hidden (CR 811.1.d.2), modes,
 * Repeat and several targets — and a few positions of their own for what a `.rift` scenario cannot
 * state (test/rules/list26-costs.rift states the rest).
 */
import { describe, expect, test } from "vitest";
import { fileURLToPath } from "node:url";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  type Action,
  type ChoiceRequest,
  type DeckList,
  type Definition,
  type Game,
  RandomChooser,
  createGameFromDecks,
  playout,
  restoreGame,
} from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";
import { sampleDecks } from "./game-decks.js";

// Written as if in cards/decks/, so that its `use` lines find the core set.
const DECK_FILE = fileURLToPath(new URL("../../cards/decks/list26-taxing.rift", import.meta.url));

const TAXING_DECK = `
use "../core-legends.rift"
use "../core-battlefields.rift"
use "../core-calm.rift"
use "../core-chaos.rift"

card legend "Tollwarden S26" {
  domains Chaos, Calm
}
card unit "Warden Prime S26" { cost 5  domain Calm  might 5  keywords Deflect }
card unit "Mirrorhide S26" { cost 2  domain Calm  might 2  keywords Deflect }
card unit "Prism Warden S26" { cost 3  domain Calm  might 3  keywords Deflect 2 }
card unit "Glass Heron S26" { cost 1  domain Calm  might 1  keywords Deflect 3 }
card spell "Split Hex S26" {
  cost 1
  domain Chaos
  effect: deal 1 to 2 target units
}
card spell "Hex Choice S26" {
  cost 1
  domain Chaos
  effect: choose 2: { deal 1 to target unit } or { stun target unit } or { draw 1 }
}
card gear "Toll Gate S26" { cost 1  domain Chaos  enemy spells cost 1 more }
card spell "Veiled Jab S26" {
  cost 2
  domain Chaos
  keywords Hidden
  effect: deal 2 to target unit
}
card spell "Veiled Pick S26" {
  cost 1
  domain Chaos
  keywords Hidden
  effect: choose one: { stun target unit } or { deal 1 to target unit }
}
card spell "Echo Jab S26" {
  cost 1
  domain Chaos
  keywords Repeat 1
  effect: deal 1 to target unit
}
card unit "Rushing Imp S26" { cost 2  domain Chaos  might 2  keywords Accelerate }
card spell "Greedy Hex S26" {
  cost 0
  domain Chaos
  as you play this, you may pay 1: draw 1
  effect: deal 1 to target unit
}
card unit "Crowd Pleaser S26" {
  cost 4
  domain Calm
  might 3
  while you control 2 or more units, this costs 2 less
}
card gear "Hex Lamp S26" {
  cost 1
  domain Chaos
  exhaust this, pay 1: deal 1 to target unit
}
card spell "Quick Hex S26" {
  cost 1
  domain Chaos
  keywords Reaction
  effect: deal 1 to target unit
}

deck "Taxing S26" {
  legend "Tollwarden S26"
  champion "Warden Prime S26"
  battlefields "Emberfall Crossing", "Contested Ford", "Gloomwood Verge"
  main 3 "Mirrorhide S26", 3 "Prism Warden S26", 3 "Glass Heron S26", 3 "Split Hex S26"
  main 3 "Hex Choice S26", 2 "Toll Gate S26", 3 "Veiled Jab S26", 3 "Veiled Pick S26"
  main 3 "Echo Jab S26", 3 "Rushing Imp S26", 3 "Greedy Hex S26", 3 "Crowd Pleaser S26"
  main 2 "Hex Lamp S26", 3 "Quick Hex S26"
  runes 6 Chaos, 6 Calm
}
`;

interface Decks {
  decks: DeckList[];
  definitions: Definition[];
}

let compiled: Decks | null = null;

/** The sample decks, and the taxing deck with the core set. */
function allDecks(): Decks {
  if (compiled) return compiled;
  const sample = sampleDecks();
  const result = compile([{ file: DECK_FILE, text: TAXING_DECK }], {
    library: loadTokenLibrary(),
    host: nodeHost,
  });
  expect(result.diagnostics.filter((d) => d.severity === "error").map((d) => d.message)).toEqual(
    [],
  );
  const names = new Set(result.definitions.map((d) => d.name));
  compiled = {
    decks: [...sample.decks, ...(result.decks as DeckList[])],
    definitions: [...result.definitions, ...sample.definitions.filter((d) => !names.has(d.name))],
  };
  return compiled;
}

interface Disagreement {
  seed: number;
  turn: number;
  action: Action;
  what: string;
}

interface Tally {
  positions: number;
  listed: number;
  unlisted: number;
  disagreements: Disagreement[];
}

const ATTEMPTS = 3;

/**
 * Every candidate action of the priority holder, performed on copies of the position: a listed one
 * must be carried out with random choices (every choice a request offers must keep the play
 * payable, so the first try already succeeds; three are tried, as the property is "some choice"),
 * and an unlisted one must be refused.
 */
function checkPosition(game: Game, seed: number, tally: Tally): void {
  const holder = game.priorityHolder();
  if (holder === null || game.winner() !== null) return;
  tally.positions++;
  const snapshot = game.snapshot();
  const turn = game.turn().number;
  for (const action of game.candidateActions(holder)) {
    const listed = game.isListed(action);
    const refusals: string[] = [];
    for (let attempt = 0; attempt < (listed ? ATTEMPTS : 1); attempt++) {
      const copy = restoreGame(snapshot, game.definitions);
      const result = copy.perform(action, {
        chooser: new RandomChooser(seed * 7919 + tally.positions * 31 + attempt),
      });
      if (result.ok && result.pending === null) break;
      refusals.push(result.ok ? "a choice was left pending" : result.error.message);
    }
    if (listed) {
      tally.listed++;
      if (refusals.length > 0)
        tally.disagreements.push({
          seed,
          turn,
          action,
          what: `listed, refused ${refusals.length} of ${ATTEMPTS}: ${refusals[0]}`,
        });
    } else {
      tally.unlisted++;
      if (refusals.length === 0)
        tally.disagreements.push({ seed, turn, action, what: "not listed, but carried out" });
    }
  }
}

/** Playouts of each pair of decks, every `every`th action's position checked. */
function property(pairs: [number, number][], seeds: readonly number[], every: number): Tally {
  const { decks, definitions } = allDecks();
  const tally: Tally = { positions: 0, listed: 0, unlisted: 0, disagreements: [] };
  for (const [a, b] of pairs) {
    for (const seed of seeds) {
      const { game } = createGameFromDecks(
        [decks[a] as DeckList, decks[b] as DeckList],
        definitions,
        {
          seed,
          gameChooser: new RandomChooser(seed ^ 0x51ed27),
        },
      );
      let actions = 0;
      playout(game, {
        seed,
        turnLimit: 14,
        afterAction: (g) => {
          if (++actions % every === 0) checkPosition(g, seed, tally);
        },
      });
    }
  }
  return tally;
}

const EMBER = 0;
const TIDAL = 1;
const TAXING = 2;

describe("list26: what the listing lists can be performed, and what it leaves out is refused", () => {
  test("CR 355.8, 355.16, 809.1.c, 366.2, 811.1.d.2: the taxing deck against itself and the samples", () => {
    const tally = property(
      [
        [TAXING, TIDAL],
        [EMBER, TAXING],
        [TAXING, TAXING],
      ],
      [1, 2, 3, 4],
      3,
    );
    expect(tally.disagreements).toEqual([]);
    // The property ran over real positions, with both kinds of action.
    expect(tally.positions).toBeGreaterThan(100);
    expect(tally.listed).toBeGreaterThan(200);
    expect(tally.unlisted).toBeGreaterThan(100);
  }, 300_000);

  test("CR 355.8, 355.16: the sample decks against each other", () => {
    const tally = property([[EMBER, TIDAL]], [5, 6, 7], 4);
    expect(tally.disagreements).toEqual([]);
    expect(tally.positions).toBeGreaterThan(50);
  }, 300_000);
});

const CARDS = `
card unit "Mirror Pawn T26" { cost 0  domain Calm  might 3  keywords Deflect }
card unit "Big Mirror T26" { cost 0  domain Calm  might 3  keywords Deflect 2 }
card unit "Plain Pawn T26" { cost 0  domain Calm  might 3 }
card battlefield "Near T26" {}
card battlefield "Far T26" {}
card spell "Jab T26" { cost 1  domain Chaos  effect: deal 1 to target unit }
card spell "Forked Hex T26" { cost 1  domain Chaos  effect: deal 1 to 2 target units }
card spell "Two Ways T26" {
  cost 0
  domain Chaos
  effect: choose 2: { deal 1 to target unit } or { stun target unit } or { draw 1 }
}
card spell "Greedy Jab T26" {
  cost 0
  domain Chaos
  as you play this, you may pay 1 Calm: draw 1
  effect: deal 1 to target unit
}
card gear "Spell Toll T26" { cost 0  domain Order  enemy spells cost 1 more }
card unit "Crowd Pleaser T26" {
  cost 4
  domain Calm
  might 3
  while you control 2 or more units, this costs 2 less
}
card gear "Hex Lamp T26" { cost 0  domain Chaos  exhaust this: deal 1 to target unit }
card spell "Veiled Pick T26" {
  cost 1
  domain Chaos
  keywords Hidden
  effect: choose one: { stun target unit } or { deal 1 to target unit }
}
card spell "Veiled Jab T26" {
  cost 1
  domain Chaos
  keywords Hidden
  effect: deal 1 to target unit
}
`;

/** JSON with every record's keys sorted. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

function game(setup: string): Game {
  return scenarioGame(CARDS, `scenario "s" { setup { ${setup} } }`);
}

function play(g: Game, label: string): Action {
  return { type: "play", player: "A", object: labelled(g, label) };
}

describe("list26: the listing weighs Deflect (CR 809.1.c, 355.8)", () => {
  test("CR 809.1.c: a spell whose only targets have Deflect it cannot pay is not listed", () => {
    const g = game(`A hand: "Jab T26" as jab
      A pool: 1
      B base: "Mirror Pawn T26"`);
    expect(g.isListed(play(g, "jab"))).toBe(false);
    expect(g.perform(play(g, "jab")).ok).toBe(true); // pending: the target is asked
  });

  test("CR 809.1.c: with power for the Deflect the same spell is listed", () => {
    const g = game(`A hand: "Jab T26" as jab
      A pool: 1 + 1 Calm
      B base: "Mirror Pawn T26"`);
    expect(g.isListed(play(g, "jab"))).toBe(true);
  });

  test("CR 809.1.c, 355.8: two targets needed, each Deflect payable alone, not both: not listed", () => {
    const g = game(`A hand: "Forked Hex T26" as hex
      A pool: 1 + 1 Calm
      B base: "Mirror Pawn T26", "Mirror Pawn T26"`);
    expect(g.isListed(play(g, "hex"))).toBe(false);
  });

  test("CR 809.1.c: a Deflect target of a friendly unit costs nothing: listed", () => {
    const g = game(`A hand: "Jab T26" as jab
      A pool: 1
      A base: "Big Mirror T26"`);
    expect(g.isListed(play(g, "jab"))).toBe(true);
  });

  test("CR 809.1.c, 355.8: an activated ability whose only target has Deflect it cannot pay is not listed", () => {
    const g = game(`A base: "Hex Lamp T26" as lamp
      B base: "Mirror Pawn T26"`);
    const lamp = labelled(g, "lamp");
    const index = g.candidateActions("A").find((a) => a.type === "activate" && a.object === lamp);
    expect(index).toBeDefined();
    expect(g.isListed(index as Action)).toBe(false);
  });
});

describe("list26: requests offer only what the whole play can pay (CR 355.16, 809.1.c)", () => {
  test("two targets: the request carries each option's Deflect and the budget, and a random chooser keeps within it", () => {
    for (let seed = 1; seed <= 30; seed++) {
      const g = game(`A hand: "Forked Hex T26" as hex
        A pool: 1 + 1 Calm
        B base: "Mirror Pawn T26" as m1, "Mirror Pawn T26" as m2, "Plain Pawn T26" as plain`);
      if (seed === 1) {
        const asked = g.perform(play(g, "hex"));
        expect(asked.ok && asked.pending?.kind).toBe("target");
        const request = (asked.ok ? asked.pending : null) as Extract<
          ChoiceRequest,
          { kind: "target" }
        >;
        expect(request.deflect?.budget).toBe(1);
        expect(request.deflect?.taxes).toEqual(
          request.options.map((id) => (id === labelled(g, "plain") ? 0 : 1)),
        );
        const both = g.perform({
          type: "answer",
          decision: { kind: "objects", objects: [labelled(g, "m1"), labelled(g, "m2")] },
        });
        expect(both.ok).toBe(false);
        continue;
      }
      const result = g.perform(play(g, "hex"), { chooser: new RandomChooser(seed) });
      expect(result.ok && result.pending === null).toBe(true);
    }
  });

  test("modes: a pair of modes whose targets' Deflect cannot be paid together is over the budget", () => {
    const g = game(`A hand: "Two Ways T26" as ways
      A pool: 1 Calm
      A deck: "Plain Pawn T26"
      B base: "Mirror Pawn T26"`);
    const asked = g.perform(play(g, "ways"));
    const request = (asked.ok ? asked.pending : null) as Extract<ChoiceRequest, { kind: "mode" }>;
    expect(request.kind).toBe("mode");
    expect(request.deflect).toEqual({ taxes: [1, 1, 0], budget: 1 });
    expect(g.perform({ type: "answer", decision: { kind: "modes", modes: [0, 1] } }).ok).toBe(
      false,
    );
    expect(g.perform({ type: "answer", decision: { kind: "modes", modes: [1, 2] } }).ok).toBe(true);
  });

  test("CR 356.2.b, 355.16: an optional cost that would leave no power for the target's Deflect is not offered", () => {
    const g = game(`A hand: "Greedy Jab T26" as greedy
      A pool: 1 Calm
      A deck: "Plain Pawn T26"
      B base: "Mirror Pawn T26"`);
    const asked = g.perform(play(g, "greedy"));
    expect(asked.ok && asked.pending?.kind).toBe("target");
  });

  test("CR 356.2.b: with power for both the optional cost is offered first", () => {
    const g = game(`A hand: "Greedy Jab T26" as greedy
      A pool: 2 Calm
      A deck: "Plain Pawn T26"
      B base: "Mirror Pawn T26"`);
    const asked = g.perform(play(g, "greedy"));
    expect(asked.ok && asked.pending?.kind).toBe("yesNo");
  });
});

describe("list26: the listing weighs costs as they are on the Chain (CR 366.2)", () => {
  test("CR 356.3, 366.2: an opponent's 'enemy spells cost 1 more' makes a spell costing all the pool unlisted", () => {
    const g = game(`A hand: "Jab T26" as jab
      A pool: 1
      B base: "Spell Toll T26", "Plain Pawn T26"`);
    expect(g.isListed(play(g, "jab"))).toBe(false);
    const tried = g.perform(play(g, "jab"), { chooser: new RandomChooser(1) });
    expect(tried.ok).toBe(false);
  });

  test("CR 356.3, 366.2: with one more energy it is listed, and the listing left the state as it was", () => {
    const g = game(`A hand: "Jab T26" as jab
      A pool: 2
      B base: "Spell Toll T26", "Plain Pawn T26"`);
    // Weighed on the Chain and rolled back: the same state (a rolled-back object is filed again
    // at the end of the objects' record, as after any refused action).
    const before = canonical(g.snapshot());
    expect(g.isListed(play(g, "jab"))).toBe(true);
    expect(canonical(g.snapshot())).toBe(before);
    expect(g.perform(play(g, "jab"), { chooser: new RandomChooser(1) }).ok).toBe(true);
  });

  test("CR 356.4, 366.2.a: a unit's own 'this costs 2 less' counts while it is played: listed", () => {
    const g = game(`A hand: "Crowd Pleaser T26" as crowd
      A pool: 2
      A base: "Plain Pawn T26", "Plain Pawn T26"`);
    expect(g.isListed(play(g, "crowd"))).toBe(true);
    expect(g.perform(play(g, "crowd"), { chooser: new RandomChooser(1) }).ok).toBe(true);
  });

  test("CR 356.4, 366.2.a: without its condition the same unit is not listed", () => {
    const g = game(`A hand: "Crowd Pleaser T26" as crowd
      A pool: 2
      A base: "Plain Pawn T26"`);
    expect(g.isListed(play(g, "crowd"))).toBe(false);
  });
});

describe("list26: a card played from facedown is weighed at its battlefield (CR 811.1.d.2)", () => {
  test("every mode without a target there: not listed", () => {
    const g = game(`battlefield "Near T26" controlled by A { facedown A: "Veiled Pick T26" as pick }
      battlefield "Far T26" { B: "Plain Pawn T26" }`);
    expect(g.isListed(play(g, "pick"))).toBe(false);
  });

  test("its only target there has Deflect it cannot pay: not listed", () => {
    const g = game(`battlefield "Near T26" controlled by A {
        B: "Mirror Pawn T26"
        facedown A: "Veiled Jab T26" as jab
      }
      battlefield "Far T26" { B: "Plain Pawn T26" }`);
    expect(g.isListed(play(g, "jab"))).toBe(false);
  });

  test("with power for that Deflect: listed", () => {
    const g = game(`A pool: 1 Calm
      battlefield "Near T26" controlled by A {
        B: "Mirror Pawn T26"
        facedown A: "Veiled Jab T26" as jab
      }
      battlefield "Far T26" { B: "Plain Pawn T26" }`);
    expect(g.isListed(play(g, "jab"))).toBe(true);
  });
});
