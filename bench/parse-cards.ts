/**
 * The generated card file of the parse benchmark (issue 4, Performance): `count` cards built
 * deterministically from card shapes that together use every kind of ability and most
 * instructions. Shared by `parse.bench.ts` and profiling scripts, so both measure the same text.
 */
import { SeededRandom } from "../runtime/rng.js";

/** The runtime's seeded generator (mulberry32): the same sequence on every machine. */
function random(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.next();
}

const DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"];
const TAGS = ["Recruit", "Fae", "Bird", "Mech", "Poro"];
const KEYWORDS = ["Tank", "Deflect 2", "Assault 1", "Shield 1", "Backline", "Ganking", "Hidden"];

/** Ability lines of units, each a valid sentence group; a unit takes one to three of them. */
const UNIT_ABILITIES = [
  "when this is played: play a Recruit token here; draw 1",
  "when this dies: create a Recruit token at your base",
  "when a friendly unit here dies, once each turn: give target unit +1 might this turn",
  "when you conquer here: you may draw 1; if you do, discard 1",
  "at the start of your turn: ready this",
  "exhaust this, pay 1 Fury: deal 2 to target enemy unit here",
  "reaction — kill this: counter target spell",
  "units here with tag Bird or Cat get +1 might",
  "if this would die, return it to its owner's hand instead",
  "as you play this, you may discard 1: draw 2",
  "deathknell: play 2 ready Bird tokens at your base",
  "when you play a spell: buff this",
];

/** Spell effects: every fourth card is a spell with one of them. */
const SPELL_EFFECTS = [
  "effect: banish target unit you control as lost; this turn, when you conquer: return lost to its owner's hand",
  "effect: choose one: { draw 2 } or { kill target gear with cost 2 or less }",
  "effect: for each enemy unit at a battlefield as foe, deal 1 to foe",
];

/**
 * `count` generated cards, named `Generated 0` … and separated by blank lines: units, and every
 * fourth card a spell. They check cleanly against the named tokens library, so the same text also
 * measures the whole compile pipeline.
 */
export function generateCardFile(count: number, seed = 42): string {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const cards: string[] = [];
  for (let i = 0; i < count; i++) {
    const cost = `cost ${1 + Math.floor(next() * 6)} + 1 ${pick(DOMAINS)}  domain ${pick(DOMAINS)}`;
    if (i % 4 === 3) {
      cards.push(
        [`card spell "Generated ${i}" {`, `  ${cost}`, `  ${pick(SPELL_EFFECTS)}`, "}"].join("\n"),
      );
      continue;
    }
    const lines = [
      `card unit "Generated ${i}" {`,
      `  ${cost}  might ${1 + Math.floor(next() * 6)}`,
      `  tags ${pick(TAGS)}`,
      `  keywords ${pick(KEYWORDS)}`,
    ];
    const abilities = 1 + Math.floor(next() * 3);
    for (let a = 0; a < abilities; a++) lines.push(`  ${pick(UNIT_ABILITIES)}`);
    lines.push("}");
    cards.push(lines.join("\n"));
  }
  return cards.join("\n\n") + "\n";
}
