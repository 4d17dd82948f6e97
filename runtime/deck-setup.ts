/**
 * Setting up a 1v1 Duel from two deck lists (CR 110–118, 485). From the seed: the first player,
 * each player's battlefield (one of their three at random, CR 485.5), and the shuffled Main and
 * Rune Decks (CR 114). Each player draws 4 (CR 116) and, in turn order, mulligans (CR 117): sets
 * aside up to 2 cards, draws as many, and recycles the set-aside cards to the bottom of the deck
 * in random order (CR 416.5). The player going second channels an extra rune in their first
 * Channel Phase (CR 485.7).
 *
 * All of this happens before the game exists, so the opening is part of the game's setup: the
 * mulligan is asked of the chooser with provisional option ids (`A:hand:0` … `A:hand:3`), and a
 * replay of the game starts from the same setup rather than re-asking.
 */
import type { ChoiceRequest, ChoiceView, Chooser } from "./choice.js";
import { RandomChooser } from "./choosers.js";
import type {
  DeckList,
  Definition,
  Domain,
  ObjectSelector,
  Placement,
  PlayerSetup,
  ScenarioSetup,
} from "./definitions.js";
import { basicRuneName, deckProblems } from "./deck.js";
import { type Definitions, withBasicRunes } from "./definition-maps.js";
import { type Game, SetupError, createGame } from "./game.js";
import { SeededRandom } from "./rng.js";
import type { PlayerId } from "./state.js";

export interface DeckGameOptions {
  seed: number;
  /** Who mulligans; a `RandomChooser` from the seed when left out. */
  chooser?: Chooser;
  /** Player names, in the order of the decks (default "A", "B"). */
  players?: readonly PlayerId[];
}

/** What the opening decided, for logs. */
export interface Opening {
  first: PlayerId;
  /** The battlefield each player brought into play. */
  battlefields: Record<PlayerId, string>;
  /** How many cards each player set aside in their mulligan. */
  mulligans: Record<PlayerId, number>;
  /** The deck each player plays. */
  decks: Record<PlayerId, string>;
}

export interface PreparedGame {
  setup: ScenarioSetup;
  /** The card set plus any basic runes the decks need that it does not define. */
  definitions: Definition[];
  opening: Opening;
}

function shuffled<T>(random: SeededRandom, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const k = random.below(i + 1);
    const tmp = out[i] as T;
    out[i] = out[k] as T;
    out[k] = tmp;
  }
  return out;
}

/** The mulligan's choice (CR 117.1), asked before there are game objects to name. */
function mulligan(chooser: Chooser, player: PlayerId, hand: readonly string[]): number[] {
  const ids = hand.map((_, i) => `${player}:hand:${i}`);
  const request: ChoiceRequest = {
    kind: "object",
    player,
    prompt: `mulligan: set aside up to 2 cards to draw as many (${hand.join(", ")})`,
    options: ids,
    min: 0,
    max: Math.min(2, hand.length),
  };
  const view: ChoiceView = {
    select: (selector: ObjectSelector) =>
      "name" in selector ? ids.filter((_, i) => hand[i] === selector.name) : [],
    describe: (id) => hand[ids.indexOf(id)] ?? id,
    describeLocation: () => `${player}'s hand`,
    players: () => [player],
  };
  const decision = chooser.choose(request, view);
  if (decision === undefined || decision.kind !== "objects") return [];
  return decision.objects
    .map((id) => ids.indexOf(id))
    .filter((i, n, all) => i >= 0 && all.indexOf(i) === n)
    .slice(0, 2);
}

function runeDomains(decks: readonly DeckList[]): Domain[] {
  return decks.flatMap((deck) => deck.runes.map((runes) => runes.domain));
}

/** A Duel's setup from two deck lists. Illegal decks or unknown names throw a `SetupError`. */
export function prepareGame(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: DeckGameOptions,
): PreparedGame {
  if (decks.length !== 2) throw new SetupError(`a Duel needs 2 decks, not ${decks.length}`);
  const names = options.players ?? ["A", "B"];
  if (names.length !== decks.length || new Set(names).size !== names.length)
    throw new SetupError("name one player per deck, each name different");
  const defs = withBasicRunes(definitions, runeDomains(decks));
  const problems = decks.flatMap((deck) =>
    deckProblems(deck, defs).map((p) => `deck "${deck.name}": ${p}`),
  );
  if (problems.length > 0) throw new SetupError(problems.join("; "));

  const random = new SeededRandom(options.seed);
  const chooser = options.chooser ?? new RandomChooser(options.seed ^ 0x2545f491);
  const first = names[random.below(names.length)] as PlayerId;
  const order = [first, ...names.filter((n) => n !== first)];
  const opening: Opening = { first, battlefields: {}, mulligans: {}, decks: {} };
  const players: PlayerSetup[] = [];
  const battlefields: ScenarioSetup["battlefields"] = [];
  const hands = new Map<PlayerId, { hand: string[]; deck: string[] }>();

  decks.forEach((deck, index) => {
    const player = names[index] as PlayerId;
    opening.decks[player] = deck.name;
    const chosen = deck.battlefields[random.below(deck.battlefields.length)] as string;
    opening.battlefields[player] = chosen;
    battlefields.push({ name: chosen, owner: player });
    const main = shuffled(
      random,
      deck.main.flatMap((entry) => Array.from({ length: entry.count }, () => entry.name)),
    );
    const runes: Domain[] = shuffled(
      random,
      deck.runes.flatMap((entry) => Array.from({ length: entry.count }, () => entry.domain)),
    );
    hands.set(player, { hand: main.slice(0, 4), deck: main.slice(4) });
    const zones: PlayerSetup["zones"] = {
      runeDeck: runes.map((domain) => ({ name: basicRuneName(domain) })),
    };
    if (deck.champion !== undefined) zones.champion = [{ name: deck.champion }];
    players.push({
      name: player,
      zones,
      ...(deck.legend !== undefined ? { legend: { name: deck.legend } } : {}),
      ...(player !== first ? { channelBonus: 1 } : {}),
    });
  });

  for (const player of order) {
    const cards = hands.get(player);
    if (!cards) continue;
    const aside = mulligan(chooser, player, cards.hand);
    opening.mulligans[player] = aside.length;
    const kept = cards.hand.filter((_, i) => !aside.includes(i));
    const drawn = cards.deck.splice(0, aside.length);
    const recycled = shuffled(
      random,
      aside.map((i) => cards.hand[i] as string),
    );
    cards.hand = [...kept, ...drawn];
    cards.deck.push(...recycled);
  }

  for (const setup of players) {
    const cards = hands.get(setup.name);
    if (!cards) continue;
    const place = (name: string): Placement => ({ name });
    setup.zones.hand = cards.hand.map(place);
    setup.zones.deck = cards.deck.map(place);
  }

  return {
    setup: { players, battlefields, turnPlayer: first, phase: "awaken", seed: options.seed },
    definitions: [...defs.values()],
    opening,
  };
}

/** A Duel ready to play: set up from the decks and started (the first player's turn 1 begins). */
export function createGameFromDecks(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: DeckGameOptions & { gameChooser?: Chooser },
): { game: Game; prepared: PreparedGame } {
  const prepared = prepareGame(decks, definitions, options);
  const game = createGame(prepared.setup, {
    // The shared map the definitions came from, so that the games of one set share their caches.
    definitions: withBasicRunes(definitions, runeDomains(decks)),
    ...(options.gameChooser ? { chooser: options.gameChooser } : {}),
  });
  return { game, prepared };
}
