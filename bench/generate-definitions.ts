/**
 * A deterministic set of generated definitions for the benchmarks (issue 4, Performance): the same
 * count always yields the same cards. Every card carries the abilities of one entry of
 * `everyConstruct()` — which holds every member of every union of the contract — in turn, plus
 * varied printed facts, so a set of a few hundred cards or more uses every construct.
 */
import type { Definition, Domain, Keyword } from "../runtime/definitions.js";
import { DOMAINS } from "../runtime/definitions.js";
import { KEYWORDS, everyConstruct } from "../test/fixtures/definitions/every-construct.js";
import { SeededRandom } from "../runtime/rng.js";

/** The runtime's seeded generator (mulberry32): the same sequence on every machine. */
function random(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.next();
}

const TAGS = ["Recruit", "Fae", "Bird", "Mech", "Yordle", "Dragon", "Poro"];
const NAME_PARTS = [
  "Ember",
  "Lantern",
  "Muster",
  "Rift",
  "Warden",
  "Gale",
  "Shade",
  "Tidal",
  "Iron",
];
const NAME_HEADS = ["Captain", "Trick", "Sentinel", "Oracle", "Hound", "Spire", "Pact", "Echo"];
/** Some names carry what a code generator must escape (issue 4, Bad input). */
const ODD_SUFFIXES = [
  "",
  "",
  "",
  "",
  ` "Quoted"`,
  " `tick` ${x}",
  " */ \\ end",
  " Дракон",
  "\nnewline",
];

export function generateDefinitions(count: number, seed = 4): Definition[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const constructs = everyConstruct();
  const keywords: Keyword[] = Object.values(KEYWORDS);
  const definitions: Definition[] = [];
  for (let i = 0; i < count; i += 1) {
    const template = constructs[i % constructs.length]!.definition;
    const domains: Domain[] = next() < 0.8 ? [pick(DOMAINS)] : [pick(DOMAINS), pick(DOMAINS)];
    const isToken = i % 17 === 0;
    const name = `${pick(NAME_PARTS)} ${pick(NAME_HEADS)} ${i}${pick(ODD_SUFFIXES)}`;
    definitions.push({
      ...structuredClone(template),
      kind: isToken ? "token" : "card",
      name,
      ...(isToken
        ? {}
        : {
            cost: {
              energy: Math.floor(next() * 7),
              power: [{ domain: domains[0]!, amount: 1 + Math.floor(next() * 2) }],
            },
          }),
      domains: isToken ? [] : domains,
      ...(template.type === "unit" ? { might: 1 + Math.floor(next() * 8) } : {}),
      tags: next() < 0.4 ? [pick(TAGS)] : [],
      keywords: [...template.keywords, ...(next() < 0.3 ? [pick(keywords)] : [])],
      range: {
        file: "bench/generated.rift",
        line: i * 4 + 1,
        column: 1,
        endLine: i * 4 + 4,
        endColumn: 2,
      },
    });
  }
  return definitions;
}

/** The generated definitions split into files of `perFile`, as `rift build` would get them. */
export function generateSet(
  count: number,
  perFile: number,
): { sourceFile: string; outName: string; definitions: Definition[] }[] {
  const definitions = generateDefinitions(count);
  const files: { sourceFile: string; outName: string; definitions: Definition[] }[] = [];
  for (let start = 0; start < count; start += perFile) {
    const number = String(files.length + 1).padStart(3, "0");
    files.push({
      sourceFile: `bench/generated/set-${number}.rift`,
      outName: `set-${number}`,
      definitions: definitions.slice(start, start + perFile),
    });
  }
  return files;
}
