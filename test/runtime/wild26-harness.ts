/**
 * Whole random games over every card the project defines (wild26): the card sets of `cards/` and
 * the cards written for the scenarios of `test/rules/` (each folder compiled as one unit, as
 * `rift test FOLDER` does), dealt into random decks for 2, 3 and 4 players and played by the
 * random policy and chooser of `runtime/playout.ts`, with the invariant checker after every
 * action. The sample decks' playouts meet some forty cards; these games meet all of them.
 *
 * Two kinds of deck, by the seed:
 * - legal: a legend with a Domain Identity, a Chosen Champion carrying its tag, three battlefields,
 *   a Main Deck of 40 and a Rune Deck of 12 within its domains (CR 103), set up by
 *   `createGameFromDecks` as `rift play` does;
 * - free: most scenario cards have no domains and most scenario legends none either, so
 *   construction would leave them out: any legend, any champion, 40 cards of any domains, runes of
 *   the cards' domains (and now and then the project's own rune cards), set up directly as a
 *   `ScenarioSetup` in the same shape a deck game has (CR 485–488: battlefields, channel bonus,
 *   skipped first draw).
 *
 * A game's failure is an exception, an invariant broken after an action, a draw by the action
 * limit (a loop), a dead end (nobody's action accepted, a choice left pending), a pass or an end
 * of turn refused, or, counted but not a failure on its own, a draw by the turn limit.
 */
import { readFileSync } from "node:fs";
import { compile } from "../../compiler/compile.js";
import { displayPath, riftFilesUnder } from "../../compiler/files.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";
import {
  type Action,
  type DeckList,
  type Definition,
  type Domain,
  type Game,
  type Placement,
  type PlayerSetup,
  type PlayoutResult,
  type ScenarioSetup,
  DOMAINS,
  RandomChooser,
  basicRune,
  basicRuneName,
  createGame,
  createGameFromDecks,
  playout,
} from "../../runtime/index.js";
import { SeededRandom } from "../../runtime/rng.js";

/** Every definition of the project, and the cards a deck can draw on. */
export interface CardPool {
  definitions: Definition[];
  byName: ReadonlyMap<string, Definition>;
  legends: Definition[];
  units: Definition[];
  main: Definition[];
  battlefields: Definition[];
  /** Rune cards other than the basic ones: they go into free decks' Rune Decks now and then. */
  runes: Definition[];
  /** Cards left out of decks, with why (a general property, never a name). */
  excluded: { name: string; reason: string }[];
}

const FOLDERS = ["cards", "test/rules"] as const;

/**
 * Why a card cannot be dealt into a random deck, or null. Cards are left out by what they are,
 * never by name.
 */
export function exclusionReason(def: Definition): string | null {
  if (def.kind !== "card") return "a token is never in a deck (RULES O4)";
  return null;
}

let cachedPool: CardPool | null = null;

/** Compiles `cards/` and `test/rules/` (from the project's root) into one pool of cards. */
export function loadCardPool(root = "."): CardPool {
  if (cachedPool) return cachedPool;
  const byName = new Map<string, Definition>();
  for (const folder of FOLDERS) {
    const sources = riftFilesUnder(`${root}/${folder}`).map((file) => ({
      file: displayPath(file),
      text: readFileSync(file, "utf8"),
    }));
    const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });
    const errors = result.diagnostics.filter((d) => d.severity === "error");
    if (errors.length > 0)
      throw new Error(`${folder}/ does not compile: ${errors[0]?.file}:${errors[0]?.line}`);
    // Card names are one namespace across both folders; a card both compile (a scenario file
    // using a card set) is the same card.
    for (const def of result.definitions) if (!byName.has(def.name)) byName.set(def.name, def);
  }
  const definitions = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : 1));
  const excluded: CardPool["excluded"] = [];
  const dealt: Definition[] = [];
  for (const def of definitions) {
    const reason = exclusionReason(def);
    if (reason === null) dealt.push(def);
    else if (def.kind === "card") excluded.push({ name: def.name, reason });
  }
  const isBasicRune = (def: Definition) =>
    def.domains.length === 1 && def.name === basicRuneName(def.domains[0] as Domain);
  cachedPool = {
    definitions,
    byName,
    legends: dealt.filter((d) => d.type === "legend"),
    units: dealt.filter((d) => d.type === "unit"),
    main: dealt.filter((d) => d.type === "unit" || d.type === "gear" || d.type === "spell"),
    battlefields: dealt.filter((d) => d.type === "battlefield"),
    runes: dealt.filter((d) => d.type === "rune" && !isBasicRune(d)),
    excluded,
  };
  return cachedPool;
}

function pick<T>(random: SeededRandom, list: readonly T[]): T {
  if (list.length === 0) throw new Error("nothing to pick from");
  return list[random.below(list.length)] as T;
}

function shuffled<T>(random: SeededRandom, list: readonly T[]): T[] {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const k = random.below(i + 1);
    [out[i], out[k]] = [out[k] as T, out[i] as T];
  }
  return out;
}

/** `count` different cards of `pool`, at random. */
function some<T>(random: SeededRandom, pool: readonly T[], count: number): T[] {
  return shuffled(random, pool).slice(0, count);
}

/** 40 card names: up to three copies each (CR 103.2.b), the champion's copy counted. */
function mainDeckNames(random: SeededRandom, pool: readonly Definition[], champion?: string) {
  const counts = new Map<string, number>();
  if (champion !== undefined) counts.set(champion, 1);
  let size = champion !== undefined ? 1 : 0;
  // Units first, about half the deck: a deck of spells and gear alone never scores, and its games
  // end at the turn limit having shown nothing.
  const units = pool.filter((d) => d.type === "unit");
  const order = [
    ...shuffled(random, units).slice(0, 7 + random.below(4)),
    ...shuffled(random, pool),
  ];
  for (const def of order) {
    if (size >= 40) break;
    const already = counts.get(def.name) ?? 0;
    const n = Math.min(3 - already, 40 - size, 1 + random.below(3));
    if (n <= 0) continue;
    counts.set(def.name, already + n);
    size += n;
  }
  return { counts, size };
}

const within = (identity: readonly Domain[]) => (def: Definition) =>
  def.domains.every((d) => identity.includes(d));

/** A deck that keeps the construction rules, or null when this legend cannot have one. */
export function legalDeck(
  pool: CardPool,
  random: SeededRandom,
  legend: Definition,
  name: string,
): DeckList | null {
  if (legend.domains.length === 0) return null;
  const fits = within(legend.domains);
  const champions = pool.units.filter(
    (u) => fits(u) && (legend.tags.length === 0 || u.tags.some((t) => legend.tags.includes(t))),
  );
  const battlefields = pool.battlefields.filter(fits);
  const cards = pool.main.filter(fits);
  if (champions.length === 0 || battlefields.length < 3 || cards.length < 14) return null;
  const champion = pick(random, champions).name;
  // The champion's own copy is the deck's `champion` line (CR 103.2): the list holds the rest.
  const { counts, size } = mainDeckNames(random, cards, champion);
  if (size < 40) return null;
  counts.set(champion, (counts.get(champion) ?? 1) - 1);
  const runes: DeckList["runes"] = [];
  const domains = shuffled(random, legend.domains);
  let left = 12;
  domains.forEach((domain, i) => {
    const n = i === domains.length - 1 ? left : random.below(left + 1);
    if (n > 0) runes.push({ domain, count: n });
    left -= n;
  });
  return {
    name,
    legend: legend.name,
    champion,
    battlefields: some(random, battlefields, 3).map((b) => b.name),
    main: [...counts].filter(([, n]) => n > 0).map(([card, count]) => ({ name: card, count })),
    runes,
  };
}

/** What a game was dealt, for reports: every card each player brought. */
export interface Dealt {
  kind: "legal" | "free";
  players: number;
  cards: string[];
}

const PLAYER_NAMES = ["A", "B", "C", "D"] as const;

/** A free deck's player: any legend, any champion, 40 cards of any domains. */
function freePlayer(pool: CardPool, random: SeededRandom, name: string) {
  const legend = pick(random, pool.legends);
  const tagged = pool.units.filter((u) => u.tags.some((t) => legend.tags.includes(t)));
  const champion = pick(random, tagged.length > 0 ? tagged : pool.units);
  const { counts } = mainDeckNames(random, pool.main, champion.name);
  counts.set(champion.name, (counts.get(champion.name) ?? 1) - 1);
  const main: Placement[] = shuffled(
    random,
    [...counts].flatMap(([card, n]) => Array.from({ length: n }, () => ({ name: card }))),
  );
  // Runes of the domains the cards ask for, so that most of them can be paid for.
  const wanted = [...counts.keys()].flatMap((card) => pool.byName.get(card)?.domains ?? []);
  const runeNames: string[] = [];
  const special = pool.runes.length > 0 && random.next() < 0.3 ? 1 + random.below(3) : 0;
  for (let i = 0; i < special; i++) runeNames.push(pick(random, pool.runes).name);
  while (runeNames.length < 12)
    runeNames.push(basicRuneName(wanted.length > 0 ? pick(random, wanted) : pick(random, DOMAINS)));
  const setup: PlayerSetup = {
    name,
    legend: { name: legend.name },
    zones: {
      champion: [{ name: champion.name }],
      hand: main.slice(0, 4),
      deck: main.slice(4),
      runeDeck: shuffled(random, runeNames).map((r) => ({ name: r })),
    },
  };
  return {
    setup,
    battlefield: pick(random, pool.battlefields).name,
    cards: [legend.name, champion.name, ...counts.keys(), ...runeNames],
  };
}

/** A free game's setup: the shape `prepareGame` gives a deck game (CR 485–488). */
function freeSetup(pool: CardPool, random: SeededRandom, players: number, seed: number) {
  const names = PLAYER_NAMES.slice(0, players);
  const made = names.map((name) => freePlayer(pool, random, name));
  const firstSeat = random.below(players);
  const first = names[firstSeat] as string;
  const order = [...names.slice(firstSeat), ...names.slice(0, firstSeat)];
  const last = order[order.length - 1];
  const battlefields: ScenarioSetup["battlefields"] = [];
  const usedBattlefields = new Set<string>();
  made.forEach((m, i) => {
    const player = names[i] as string;
    if (player === last) m.setup.channelBonus = 1;
    if (players > 2 && player === first) m.setup.skipFirstDraw = true;
    // CR 488.4.b: in a War the first player brings no battlefield. Two with one name would make
    // the scenario selectors ambiguous, so a repeat is replaced.
    if (players === 4 && player === first) return;
    let bf = m.battlefield;
    while (usedBattlefields.has(bf)) bf = pick(random, pool.battlefields).name;
    usedBattlefields.add(bf);
    battlefields.push({ name: bf, owner: player });
  });
  const setup: ScenarioSetup = {
    players: made.map((m) => m.setup),
    battlefields,
    turnPlayer: first,
    phase: "awaken",
    seed,
    victoryScore: 8,
  };
  return { setup, cards: made.flatMap((m) => m.cards) };
}

export type FailureKind =
  "exception" | "invariant" | "actionLimit" | "deadEnd" | "refusedPass" | "setup" | "hang";

export interface Failure {
  kind: FailureKind;
  /** The message with ids and numbers blanked, to group failures of one cause. */
  cause: string;
  message: string;
  /** Where in the runtime an exception was thrown (its first frames). */
  where?: string;
  /** The action during or after which it happened. */
  action?: string;
  /** The cards named by the events of the last actions: the likely culprits. */
  recent: string[];
}

export interface GameOutcome {
  seed: number;
  dealt: Dealt;
  result?: PlayoutResult;
  failure?: Failure;
}

/** Blanks what differs between games of one cause: object ids, numbers, quoted names. */
export function causeOf(message: string): string {
  return message
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\b[A-D]:[a-z]+:\d+\b/g, "#")
    .replace(/#\d+/g, "#")
    .replace(/\b\d+\b/g, "N")
    .slice(0, 200);
}

function describeAction(action: Action, game: Game): string {
  const named = (id: string) => game.object(id)?.name ?? id;
  switch (action.type) {
    case "play":
      return `${action.player} plays ${named(action.object)}`;
    case "activate":
      return `${action.player} activates ${named(action.object)}`;
    default:
      return `${action.type}${"player" in action ? ` by ${action.player}` : ""}`;
  }
}

/** The seed's players (2, 3 or 4) and kind of deck. */
export function planFor(seed: number): { players: number; kind: Dealt["kind"] } {
  const random = new SeededRandom(seed ^ 0x3c6ef372);
  return { players: 2 + random.below(3), kind: random.next() < 0.5 ? "legal" : "free" };
}

/** Deals and plays one game of `seed`: its outcome, with the first failure met. */
export function playWildGame(
  pool: CardPool,
  seed: number,
  options: { turnLimit?: number; actionLimit?: number; onGame?: (game: Game) => void } = {},
): GameOutcome {
  const { players, kind } = planFor(seed);
  const random = new SeededRandom(seed);
  let game: Game;
  let dealt: Dealt;
  try {
    const made = startGame(pool, random, seed, players, kind);
    game = made.game;
    dealt = made.dealt;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    return {
      seed,
      dealt: { kind, players, cards: [] },
      failure: { kind: "setup", cause: causeOf(message), message, recent: [], ...where(err) },
    };
  }
  options.onGame?.(game);
  const recent: string[] = [];
  let lastAction: string | undefined;
  let failure: Failure | undefined;
  const note = (names: Iterable<string | null>) => {
    for (const n of names) if (n !== null && !recent.includes(n)) recent.push(n);
    while (recent.length > 12) recent.shift();
  };
  // A pass or an end of turn is always open to the priority holder: a refusal is a rules bug
  // (often a Chain item whose resolution throws a refusal of its own).
  const perform = game.perform.bind(game);
  game.perform = (action, opts) => {
    lastAction = describeAction(action, game);
    if (action.type === "play") note([game.object(action.object)?.name ?? null]);
    if (action.type === "activate") note([game.object(action.object)?.name ?? null]);
    const result = perform(action, opts);
    if (!result.ok && (action.type === "pass" || action.type === "endTurn") && !failure) {
      const message = `${action.type} refused: ${result.error.code}: ${result.error.message}`;
      failure = {
        kind: "refusedPass",
        cause: causeOf(message),
        message,
        action: lastAction,
        recent: [...recent],
      };
    }
    return result;
  };
  try {
    const result = playout(game, {
      seed,
      turnLimit: options.turnLimit ?? 60,
      actionLimit: options.actionLimit ?? 30_000,
      afterAction: (g, _action, events) => {
        note(events.map((e) => e.name));
        const problems = g.checkInvariants();
        if (problems.length > 0) {
          const message = problems.join("; ");
          throw new InvariantFailure(message);
        }
      },
    });
    if (result.end === "actionLimit" && !failure) {
      const message = "the action limit was reached: an action loop";
      failure = { kind: "actionLimit", cause: message, message, recent: [...recent] };
    }
    return { seed, dealt, result, ...(failure ? { failure } : {}) };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const kind: FailureKind =
      err instanceof InvariantFailure
        ? "invariant"
        : /has priority but no action was accepted|left a choice pending|nobody has priority/.test(
              message,
            )
          ? "deadEnd"
          : "exception";
    return {
      seed,
      dealt,
      failure: failure ?? {
        kind,
        cause: causeOf(message),
        message,
        ...(lastAction ? { action: lastAction } : {}),
        recent: [...recent],
        ...(kind === "exception" ? where(err) : {}),
      },
    };
  }
}

class InvariantFailure extends Error {}

function where(err: unknown): { where?: string } {
  if (!(err instanceof Error) || !err.stack) return {};
  const frames = err.stack
    .split("\n")
    .filter((l) => l.trim().startsWith("at "))
    .slice(0, 3)
    .map((l) =>
      l
        .trim()
        .replace(/^at /, "")
        .replace(/\(.*\/(runtime|compiler)\//, "($1/"),
    );
  return frames.length > 0 ? { where: frames.join(" < ") } : {};
}

function startGame(
  pool: CardPool,
  random: SeededRandom,
  seed: number,
  players: number,
  kind: Dealt["kind"],
): { game: Game; dealt: Dealt } {
  if (kind === "legal") {
    const decks: DeckList[] = [];
    const legends = pool.legends.filter((l) => l.domains.length > 0);
    for (let i = 0; i < players; i++) {
      let deck: DeckList | null = null;
      for (let tries = 0; deck === null && tries < 20; tries++)
        deck = legalDeck(pool, random, pick(random, legends), `Deck ${PLAYER_NAMES[i]}`);
      if (deck === null) throw new Error("no legal deck could be dealt");
      decks.push(deck);
    }
    const { game } = createGameFromDecks(decks, pool.definitions, {
      seed,
      gameChooser: new RandomChooser(seed ^ 0x51ed27),
    });
    const cards = decks.flatMap((d) => [
      d.legend as string,
      d.champion as string,
      ...d.battlefields,
      ...d.main.map((e) => e.name),
    ]);
    return { game, dealt: { kind, players, cards } };
  }
  const { setup, cards } = freeSetup(pool, random, players, seed);
  const definitions = withRunes(pool.definitions);
  const game = createGame(setup, {
    definitions,
    chooser: new RandomChooser(seed ^ 0x51ed27),
  });
  return {
    game,
    dealt: { kind, players, cards: [...cards, ...setup.battlefields.map((b) => b.name as string)] },
  };
}

let withBasic: Definition[] | null = null;

/** The pool's definitions with a basic rune of every domain the set does not define. */
function withRunes(definitions: Definition[]): Definition[] {
  if (withBasic) return withBasic;
  const names = new Set(definitions.map((d) => d.name));
  withBasic = [
    ...definitions,
    ...DOMAINS.filter((d) => !names.has(basicRuneName(d))).map((d) => basicRune(d)),
  ];
  return withBasic;
}
