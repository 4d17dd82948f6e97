/**
 * Generated cards in whole games: the sample decks with some of their cards swapped for generated
 * ones of the deck's domains (or none), played by the seeded random chooser with the invariant
 * checker after every action. A game that throws, breaks an invariant or runs to the action limit
 * is a failure.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  type Action,
  type DeckList,
  type Game,
  type Definition,
  SetupError,
  gameLog,
  playDecks,
} from "../../runtime/index.js";
import { SeededRandom } from "../../runtime/rng.js";

const DECK_FILES = ["ember-vanguard.rift", "tidal-archive.rift"].map((name) =>
  fileURLToPath(new URL(`../../cards/decks/${name}`, import.meta.url)),
);

let sample: { decks: DeckList[]; definitions: Definition[] } | undefined;

/** The sample decks and every definition they need, compiled once. */
export function sampleDeckSet(): { decks: DeckList[]; definitions: Definition[] } {
  if (sample) return sample;
  const result = compile(
    DECK_FILES.map((file) => ({ file, text: readFileSync(file, "utf8") })),
    { library: loadTokenLibrary(), host: nodeHost, ranges: false },
  );
  sample = { decks: result.decks, definitions: result.definitions };
  return sample;
}

function domainsOf(deck: DeckList, definitions: ReadonlyMap<string, Definition>): Set<string> {
  return new Set(definitions.get(deck.legend ?? "")?.domains ?? []);
}

/**
 * A deck with generated cards mixed in: a few main entries swapped for generated units, gear and
 * spells within its domains, and now and then a battlefield or the legend.
 */
function mixedDeck(
  deck: DeckList,
  generated: readonly Definition[],
  definitions: ReadonlyMap<string, Definition>,
  random: SeededRandom,
  swapIdentity: boolean,
): DeckList {
  const allowed = domainsOf(deck, definitions);
  const fits = (d: Definition): boolean => d.domains.every((x) => allowed.has(x));
  const mains = generated.filter(
    (d) => d.kind === "card" && ["unit", "gear", "spell"].includes(d.type) && fits(d),
  );
  const main = deck.main.map((entry) => ({ ...entry }));
  const swaps = Math.min(mains.length, 4 + random.below(6));
  for (let i = 0; i < swaps; i++) {
    const at = random.below(main.length);
    const card = mains[random.below(mains.length)] as Definition;
    if (main.some((e) => e.name === card.name) || main[at]?.name === deck.champion) continue;
    main[at] = { ...(main[at] as DeckList["main"][number]), name: card.name };
  }
  const battlefields = [...deck.battlefields];
  let legend = deck.legend;
  if (swapIdentity) {
    const fields = generated.filter(
      (d) => d.kind === "card" && d.type === "battlefield" && fits(d),
    );
    if (fields.length > 0 && random.below(2) === 0) {
      const field = fields[random.below(fields.length)] as Definition;
      battlefields[random.below(battlefields.length)] = field.name;
    }
    const legends = generated.filter(
      (d) =>
        d.kind === "card" &&
        d.type === "legend" &&
        d.tags.length === 0 &&
        [...allowed].every((x) => d.domains.includes(x as Definition["domains"][number])),
    );
    if (legends.length > 0 && random.below(2) === 0)
      legend = (legends[random.below(legends.length)] as Definition).name;
  }
  return { ...deck, main, battlefields, ...(legend !== undefined ? { legend } : {}) };
}

export interface GameVerdict {
  seed: number;
  problem?: string;
  end?: string;
  turns?: number;
  actions?: number;
  /** Generated cards this game finished playing. */
  generatedPlays: number;
}

/** One game of the two sample decks with generated cards mixed in. */
export function playMixedGame(
  generated: readonly Definition[],
  seed: number,
  trace?: (game: Game, action: Action) => void,
  turnLimit?: number,
): GameVerdict {
  const { decks, definitions } = sampleDeckSet();
  const all = [...definitions, ...generated];
  const byName = new Map(all.map((d) => [d.name, d]));
  const random = new SeededRandom(seed * 7919 + 1);
  const generatedNames = new Set(generated.map((d) => d.name));
  let table = decks.map((deck) => mixedDeck(deck, generated, byName, random, true));
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const { game, prepared, result } = playDecks(table, all, {
        seed,
        ...(turnLimit !== undefined ? { turnLimit } : {}),
        afterAction: (g, action) => {
          trace?.(g, action);
          const problems = g.checkInvariants();
          if (problems.length > 0)
            throw new Error(`invariant broken after ${action.type}: ${problems.join("; ")}`);
        },
      });
      gameLog(game, prepared.opening, result);
      let generatedPlays = 0;
      for (const byCard of Object.values(result.cardPlays))
        for (const [name, n] of Object.entries(byCard))
          if (generatedNames.has(name)) generatedPlays += n;
      if (result.end === "actionLimit")
        return {
          seed,
          problem: `the game ran to the action limit (turn ${result.turns})`,
          generatedPlays,
        };
      return {
        seed,
        end: result.end,
        turns: result.turns,
        actions: result.actions,
        generatedPlays,
      };
    } catch (error) {
      // A deck the mix made illegal (a legend's identity) is the mix's fault: try without it.
      if (error instanceof SetupError && attempt === 0) {
        table = decks.map((deck) => mixedDeck(deck, generated, byName, random, false));
        continue;
      }
      const text =
        error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
      return { seed, problem: `game threw: ${text}`, generatedPlays: 0 };
    }
  }
  return { seed, problem: "no legal table", generatedPlays: 0 };
}
