/**
 * Setting up a game from deck lists (CR 110–118) in one of the modes of play (CR 481–488): a 1v1
 * Duel, a Skirmish of three or a War of four (free-for-all). From the seed: the first player, the
 * battlefields (one of each contributing player's three at random), and the shuffled Main and
 * Rune Decks (CR 114). Turn order follows the seating — the order of the decks — from the first
 * player (CR 115.1.b). Each player draws 4 (CR 116) and, in turn order, mulligans (CR 117): sets
 * aside up to 2 cards, draws as many, and recycles the set-aside cards to the bottom of the deck
 * in random order (CR 416.5). Then each mode's first turn process (CR 483.7).
 *
 * All of this happens before the game exists, so the opening is part of the game's setup: the
 * mulligan is asked of the chooser with provisional option ids (`A:hand:0` … `A:hand:3`), and a
 * replay of the game starts from the same setup rather than re-asking.
 */
import type { ChoiceRequest, ChoiceView, Chooser } from "./choice.js";
import { RandomChooser } from "./choosers.js";
import type {
  DeckEntry,
  DeckList,
  DeckRunes,
  Definition,
  Domain,
  ObjectSelector,
  Placement,
  PlayerSetup,
  ScenarioSetup,
} from "./definitions.js";
import { basicRuneName, deckProblems } from "./deck.js";
import { type Definitions, sharedDefinitionMap, withBasicRunes } from "./definition-maps.js";
import { type Game, SetupError, createGameWith } from "./game.js";
import { SeededRandom } from "./rng.js";
import type { PlayerId } from "./state.js";

/** The sanctioned modes of play the runtime can set up (CR 484). */
export const MODES_OF_PLAY = ["duel", "skirmish", "war"] as const;
export type ModeOfPlay = (typeof MODES_OF_PLAY)[number];

/** What a mode of play defines (CR 483). */
export interface ModeRules {
  /** Its name in the Core Rules. */
  title: string;
  /** The rule that defines it. */
  rule: string;
  players: number;
  victoryScore: number;
  /** CR 488.4.b: in a War the first player's battlefields are removed; everyone else brings one. */
  firstPlayerBringsBattlefield: boolean;
  /** CR 487.7, 488.7: the first player draws nothing in their first Draw Phase. */
  firstPlayerSkipsFirstDraw: boolean;
}

export const MODE_RULES: Readonly<Record<ModeOfPlay, ModeRules>> = {
  duel: {
    title: "1v1 Duel",
    rule: "CR 485",
    players: 2,
    victoryScore: 8,
    firstPlayerBringsBattlefield: true,
    firstPlayerSkipsFirstDraw: false,
  },
  skirmish: {
    title: "FFA3 Skirmish",
    rule: "CR 487",
    players: 3,
    victoryScore: 8,
    firstPlayerBringsBattlefield: true,
    firstPlayerSkipsFirstDraw: true,
  },
  war: {
    title: "FFA4 War",
    rule: "CR 488",
    players: 4,
    victoryScore: 8,
    firstPlayerBringsBattlefield: false,
    firstPlayerSkipsFirstDraw: true,
  },
};

/** The free-for-all mode for a number of decks (each player has one), or null when none fits. */
export function modeForPlayers(count: number): ModeOfPlay | null {
  return MODES_OF_PLAY.find((mode) => MODE_RULES[mode].players === count) ?? null;
}

export interface DeckGameOptions {
  seed: number;
  /** Who mulligans; a `RandomChooser` from the seed when left out. */
  chooser?: Chooser;
  /** Player names, in the order of the decks, which is the seating (default "A", "B", "C", "D"). */
  players?: readonly PlayerId[];
  /** The mode of play; by default the one for the number of decks (`modeForPlayers`). */
  mode?: ModeOfPlay;
}

/** What the opening decided, for logs. */
export interface Opening {
  mode: ModeOfPlay;
  first: PlayerId;
  /** Every player, in turn order from the first (CR 115.1). */
  order: PlayerId[];
  /** The battlefield each contributing player brought into play (a War's first player brings none). */
  battlefields: Record<PlayerId, string>;
  /** How many cards each player set aside in their mulligan. */
  mulligans: Record<PlayerId, number>;
  /** The deck each player plays. */
  decks: Record<PlayerId, string>;
}

export interface PreparedGame {
  /** Its card placements are frozen: the games set up from the same decks share them. */
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

/**
 * What setting up needs of a deck list that is the same in every game played with it (issue 6: a
 * run of games sets up from the same lists each time): its construction problems against one
 * definition map, and its Main and Rune Decks card by card in list order, for the seed to shuffle.
 */
interface DeckTemplate {
  defs: ReadonlyMap<string, Definition>;
  /** The list's contents when the template was made: a list changed in place gets a new one. */
  legend: string | undefined;
  champion: string | undefined;
  battlefields: readonly string[];
  entries: readonly DeckEntry[];
  runeEntries: readonly DeckRunes[];
  problems: readonly string[];
  /**
   * The placements of the Main and Rune Decks, one object per name shared by every game (frozen,
   * as each game's setup holds them): a game makes only the lists, not a placement per card.
   */
  main: readonly Placement[];
  runes: readonly Placement[];
  legendPlacement: Placement | undefined;
  championPlacement: Placement | undefined;
}

const templates = new WeakMap<DeckList, DeckTemplate>();

function sameList<T>(a: readonly T[], b: readonly T[], same: (x: T, y: T) => boolean): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i] as T, b[i] as T)) return false;
  return true;
}

function unchanged(t: DeckTemplate, deck: DeckList): boolean {
  return (
    t.legend === deck.legend &&
    t.champion === deck.champion &&
    sameList(t.battlefields, deck.battlefields, (x, y) => x === y) &&
    sameList(t.entries, deck.main, (x, y) => x.name === y.name && x.count === y.count) &&
    sameList(t.runeEntries, deck.runes, (x, y) => x.domain === y.domain && x.count === y.count)
  );
}

function placementOf(name: string): Placement {
  return Object.freeze({ name });
}

function deckTemplate(deck: DeckList, defs: ReadonlyMap<string, Definition>): DeckTemplate {
  const known = templates.get(deck);
  if (known !== undefined && known.defs === defs && unchanged(known, deck)) return known;
  // The definitions' own name strings: a lookup by an equal string held elsewhere compares its
  // characters, by the same string only its identity (setting up looks up every card).
  const nameOf = (name: string): string => defs.get(name)?.name ?? name;
  const main: Placement[] = [];
  for (const entry of deck.main) {
    const placement = placementOf(nameOf(entry.name));
    for (let n = 0; n < entry.count; n++) main.push(placement);
  }
  const runes: Placement[] = [];
  for (const entry of deck.runes) {
    const placement = placementOf(nameOf(basicRuneName(entry.domain)));
    for (let n = 0; n < entry.count; n++) runes.push(placement);
  }
  const made: DeckTemplate = {
    defs,
    legend: deck.legend,
    champion: deck.champion,
    battlefields: deck.battlefields.slice(),
    entries: deck.main.map((entry) => ({ name: entry.name, count: entry.count })),
    runeEntries: deck.runes.map((entry) => ({ domain: entry.domain, count: entry.count })),
    problems: deckProblems(deck, defs),
    main,
    runes,
    legendPlacement: deck.legend !== undefined ? placementOf(deck.legend) : undefined,
    championPlacement: deck.champion !== undefined ? placementOf(deck.champion) : undefined,
  };
  templates.set(deck, made);
  return made;
}

/**
 * What setting up needs of one list of decks with one set of definitions that no seed changes:
 * the definitions with the decks' basic runes, each deck's template, the definitions as a list.
 * Kept by the first deck, as a run of games sets up from the same decks each time; made again
 * when the decks or the definitions given differ (or were changed in place).
 */
interface DecksPlan {
  /** The definitions' shared map when the plan was made: another one means they have changed. */
  base: ReadonlyMap<string, Definition>;
  decks: readonly DeckList[];
  defs: ReadonlyMap<string, Definition>;
  templates: readonly DeckTemplate[];
  definitionList: readonly Definition[];
}

const plans = new WeakMap<DeckList, DecksPlan>();

function samePlan(plan: DecksPlan, decks: readonly DeckList[]): boolean {
  if (plan.decks.length !== decks.length) return false;
  for (let i = 0; i < decks.length; i++) {
    const deck = decks[i] as DeckList;
    if (plan.decks[i] !== deck || !unchanged(plan.templates[i] as DeckTemplate, deck)) return false;
  }
  return true;
}

function decksPlan(decks: readonly DeckList[], definitions: Definitions): DecksPlan {
  const base = sharedDefinitionMap(definitions);
  const first = decks[0] as DeckList;
  const known = plans.get(first);
  if (known !== undefined && known.base === base && samePlan(known, decks)) return known;
  const defs = withBasicRunes(definitions, runeDomains(decks));
  const plan: DecksPlan = {
    base,
    decks: decks.slice(),
    defs,
    templates: decks.map((deck) => deckTemplate(deck, defs)),
    definitionList: [...defs.values()],
  };
  plans.set(first, plan);
  return plan;
}

function runeDomains(decks: readonly DeckList[]): Domain[] {
  return decks.flatMap((deck) => deck.runes.map((runes) => runes.domain));
}

const DEFAULT_PLAYERS: readonly PlayerId[] = ["A", "B", "C", "D"];

/**
 * A game's setup from one deck list per player. Illegal decks, unknown names or a number of decks
 * the mode does not take throw a `SetupError`.
 */
export function prepareGame(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: DeckGameOptions,
): PreparedGame {
  return prepare(decks, definitions, options).prepared;
}

/** `prepareGame`, with the shared definition map it made (a game made from it shares its caches). */
function prepare(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: DeckGameOptions,
): { prepared: PreparedGame; defs: ReadonlyMap<string, Definition> } {
  const mode = options.mode ?? modeForPlayers(decks.length);
  if (mode === null)
    throw new SetupError(
      `no mode of play takes ${decks.length} deck${decks.length === 1 ? "" : "s"}: a Duel takes 2, a Skirmish 3, a War 4 (CR 485.1, 487.1, 488.1)`,
    );
  const rules = MODE_RULES[mode];
  if (decks.length !== rules.players)
    throw new SetupError(
      `a ${rules.title} needs ${rules.players} decks, not ${decks.length} (${rules.rule}.1)`,
    );
  const names = options.players ?? DEFAULT_PLAYERS.slice(0, decks.length);
  if (names.length !== decks.length || new Set(names).size !== names.length)
    throw new SetupError("name one player per deck, each name different");
  const plan = decksPlan(decks, definitions);
  const problems = constructionProblems(decks, plan.templates);
  if (problems.length > 0) throw new SetupError(problems.join("; "));

  const random = new SeededRandom(options.seed);
  const chooser = options.chooser ?? new RandomChooser(options.seed ^ 0x2545f491);
  const seat = random.below(names.length);
  const first = names[seat] as PlayerId;
  // CR 115.1.b: play proceeds around the table from the first player.
  const order = [...names.slice(seat), ...names.slice(0, seat)];
  const last = order[order.length - 1] as PlayerId;
  const opening: Opening = { mode, first, order, battlefields: {}, mulligans: {}, decks: {} };
  const players: PlayerSetup[] = [];
  const battlefields: ScenarioSetup["battlefields"] = [];
  // Each player's opening hand and Main Deck, in the order of the decks.
  const hands: { hand: Placement[]; deck: Placement[] }[] = [];

  for (let index = 0; index < decks.length; index++) {
    const deck = decks[index] as DeckList;
    const made = plan.templates[index] as DeckTemplate;
    const player = names[index] as PlayerId;
    opening.decks[player] = deck.name;
    // CR 485.5, 487.5, 488.5: each contributing player's battlefield is chosen at random.
    if (rules.firstPlayerBringsBattlefield || player !== first) {
      const chosen = deck.battlefields[random.below(deck.battlefields.length)] as string;
      opening.battlefields[player] = chosen;
      battlefields.push({ name: chosen, owner: player });
    }
    const main = shuffled(random, made.main);
    const runes = shuffled(random, made.runes);
    hands.push({ hand: main.slice(0, 4), deck: main.slice(4) });
    const zones: PlayerSetup["zones"] = { runeDeck: runes };
    if (made.championPlacement !== undefined) zones.champion = [made.championPlacement];
    const setup: PlayerSetup = { name: player, zones };
    if (made.legendPlacement !== undefined) setup.legend = made.legendPlacement;
    // CR 485.7, 487.7, 488.7: the player going last (in a Duel, second) channels an extra rune.
    if (player === last) setup.channelBonus = 1;
    if (player === first && rules.firstPlayerSkipsFirstDraw) setup.skipFirstDraw = true;
    players.push(setup);
  }

  for (const player of order) {
    const cards = hands[names.indexOf(player)] as { hand: Placement[]; deck: Placement[] };
    const aside = mulligan(
      chooser,
      player,
      cards.hand.map((card) => card.name),
    );
    opening.mulligans[player] = aside.length;
    // Nothing set aside draws nothing and shuffles nothing (no random number either way).
    if (aside.length === 0) continue;
    const kept = cards.hand.filter((_, i) => !aside.includes(i));
    const drawn = cards.deck.splice(0, aside.length);
    const recycled = shuffled(
      random,
      aside.map((i) => cards.hand[i] as Placement),
    );
    cards.hand = [...kept, ...drawn];
    cards.deck.push(...recycled);
  }

  players.forEach((setup, index) => {
    const cards = hands[index] as { hand: Placement[]; deck: Placement[] };
    setup.zones.hand = cards.hand;
    setup.zones.deck = cards.deck;
  });

  const prepared: PreparedGame = {
    setup: {
      players,
      battlefields,
      turnPlayer: first,
      phase: "awaken",
      seed: options.seed,
      victoryScore: rules.victoryScore,
    },
    definitions: plan.definitionList.slice(),
    opening,
  };
  return { prepared, defs: plan.defs };
}

/** Each deck's construction problems, named by the deck. */
function constructionProblems(decks: readonly DeckList[], made: readonly DeckTemplate[]): string[] {
  const problems: string[] = [];
  decks.forEach((deck, index) => {
    for (const p of (made[index] as DeckTemplate).problems)
      problems.push(`deck "${deck.name}": ${p}`);
  });
  return problems;
}

/** A game ready to play: set up from the decks and started (the first player's turn 1 begins). */
export function createGameFromDecks(
  decks: readonly DeckList[],
  definitions: Definitions,
  options: DeckGameOptions & { gameChooser?: Chooser },
): { game: Game; prepared: PreparedGame } {
  const { prepared, defs } = prepare(decks, definitions, options);
  // The shared map the definitions came from, so that the games of one set share their caches.
  const game = createGameWith(prepared.setup, defs, options.gameChooser);
  return { game, prepared };
}
