/**
 * `rift play DECK_A.rift DECK_B.rift [DECK_C.rift [DECK_D.rift]] [--mode M] [--seed N] [--games N]
 * [--turn-limit N]` (issue 6): compiles the deck files (with the cards they `use` and the named
 * tokens) and plays whole games with seeded random choices, one player per deck (A, B, C, D, seated
 * in that order). Two decks play a Duel, three a Skirmish, four a War (CR 485, 487, 488); `--mode`
 * names the mode, and is checked against the number of decks. One game prints a readable log on
 * stdout; `--games N` plays seeds N, N+1, … and prints a summary instead. Exit codes: 0 played, 1 a
 * deck or card does not compile or breaks construction rules, 2 misuse (a bad number, a missing
 * file, a file without a deck, a number of decks or a mode no game takes).
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { compile } from "../compile.js";
import { displayPath, missingPath, riftFilesUnder } from "../files.js";
import { loadTokenLibrary, nodeHost, packageFile } from "../node-host.js";
import {
  type DeckList,
  type Definition,
  MODE_RULES,
  MODES_OF_PLAY,
  type ModeOfPlay,
  SetupError,
  gameLog,
  modeForPlayers,
  playDecks,
} from "../../runtime/index.js";
import {
  type PlayedGame,
  SEATS,
  playedGame,
  rateLine,
  summarizeGames,
  summaryLines,
} from "../../runtime/play-summary.js";
import { parseArgs, UsageError } from "./args.js";
import {
  diagnosticsExitCode,
  EXIT_ERRORS,
  EXIT_MISUSE,
  EXIT_OK,
  reportCompilerBug,
} from "./exit-codes.js";
import { printDiagnostics } from "./check-command.js";
import { readSources } from "./read-sources.js";

const USAGE_LINE =
  "rift play DECK_A.rift DECK_B.rift [DECK_C.rift [DECK_D.rift]] [--mode duel|skirmish|war] --seed N";

/**
 * A newcomer's first `rift play` names no deck: the command that plays the bundled sample decks,
 * with their paths as seen from where the command runs.
 */
function sampleDecksHint(): string {
  const folder = packageFile("cards", "decks");
  if (folder === undefined) return "";
  const decks = riftFilesUnder(folder).map((file) => displayPath(file));
  return decks.length === 2
    ? `; to play the sample decks: rift play ${decks.join(" ")} --seed 1`
    : "";
}

/** The names `--mode` takes: each mode's own, and the Core Rules' short names. */
const MODE_NAMES: Readonly<Record<string, ModeOfPlay>> = {
  duel: "duel",
  "1v1": "duel",
  skirmish: "skirmish",
  ffa3: "skirmish",
  war: "war",
  ffa4: "war",
};

/**
 * The mode for the decks named: `--mode` when given (it must take that many decks), else the one
 * for the number of decks. 2v2 is refused by name: it needs teams (shared points, teammates' units
 * as friendly, CR 489.8), which the runtime does not model.
 */
function modeOf(text: string | undefined, decks: number): ModeOfPlay {
  if (text === undefined) {
    const mode = modeForPlayers(decks);
    if (mode === null)
      throw new UsageError(
        `name 2, 3 or 4 deck files, one per player, not ${decks} (${USAGE_LINE})${decks === 0 ? sampleDecksHint() : ""}`,
      );
    return mode;
  }
  const name = text.trim().toLowerCase();
  if (name === "2v2" || name === "magma-chamber")
    throw new UsageError(
      `--mode ${text}: 2v2 (Magma Chamber, CR 489) is not supported; the runtime has no teams (CR 489.8)`,
    );
  const mode = MODE_NAMES[name];
  if (mode === undefined)
    throw new UsageError(
      `--mode must be one of ${MODES_OF_PLAY.join(", ")} (or 1v1, ffa3, ffa4), not '${text}'`,
    );
  const rules = MODE_RULES[mode];
  if (rules.players !== decks)
    throw new UsageError(
      `--mode ${text}: the ${rules.title} takes ${rules.players} deck files, one per player, not ${decks} (${rules.rule}.1)`,
    );
  return mode;
}

/**
 * The random state is 32 bits (runtime/rng.ts), so a seed outside a 32-bit integer would fold
 * onto another one and replay its game under a different number.
 */
const SEED_RANGE = { min: -(2 ** 31), max: 2 ** 31 - 1 };

/**
 * `--games` past the number of seeds would replay games already counted (seeds wrap round the
 * 32-bit state), and `--turn-limit` past this many turns is no limit (a game also ends after 20,000
 * actions).
 */
const MOST_GAMES = 2 ** 32;
const MOST_TURNS = 1_000_000;

/**
 * A flag's whole number from `min` to `max`. A seed names both ends; a count only its floor unless
 * it passes the ceiling, whose reason (`why`) is then given.
 */
function wholeNumber(flag: string, text: string, min: number, max: number, why?: string): number {
  if (!/^-?\d+$/.test(text.trim()))
    throw new UsageError(`${flag} must be a whole number, not '${text}'`);
  const value = Number(text);
  if (value >= min && value <= max) return value;
  const range =
    why === undefined
      ? `from ${min} to ${max}`
      : value < min
        ? `of at least ${min}`
        : `of at most ${max} (${why})`;
  throw new UsageError(`${flag} must be a whole number ${range}, not '${text}'`);
}

/**
 * The seed of the `index`th game from `seed`: past 2147483647 the seeds go on from -2147483648, as
 * the random state itself wraps, so each game's seed is one `--seed` accepts and replays.
 */
export function seedOfGame(seed: number, index: number): number {
  return (seed + index) | 0;
}

interface Loaded {
  decks: DeckList[];
  definitions: Definition[];
}

/**
 * Compiles the deck files and prints their diagnostics, warnings too (a misspelt tag in a deck's
 * card plays the game without the effect the designer meant); returns the exit code when they have
 * errors. The files a deck `use`s are named as the user would name them.
 */
function load(paths: readonly string[]): Loaded | number {
  const unique = [...new Set(paths.map((p) => resolve(p)))];
  const unreadable: Diagnostic[] = [];
  const sources = readSources(unique, unreadable);
  const result = compile(sources, { library: loadTokenLibrary(), host: nodeHost });
  const diagnostics = [...unreadable, ...result.diagnostics].map((d) => ({
    ...d,
    file: displayPath(resolve(d.file)),
  }));
  printDiagnostics(diagnostics, sources, "text", false);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (errors.length > 0) {
    process.stderr.write(`rift play: ${errors.length} error${errors.length === 1 ? "" : "s"}\n`);
    reportCompilerBug("play", errors);
    return diagnosticsExitCode(errors);
  }
  const decks = paths.map((path) => {
    const shown = displayPath(resolve(path));
    const declared = result.files.find((f) => f.file === shown)?.decks ?? [];
    if (declared.length !== 1)
      throw new UsageError(
        `${shown} declares ${declared.length === 0 ? "no deck" : `${declared.length} decks`}; name files that declare one deck each`,
      );
    return declared[0] as DeckList;
  });

  // Construction rules were checked by the compiler (RS2037); the runtime supplies the basic
  // runes a deck names when the card set has none (deck-setup.ts).
  return { decks, definitions: result.definitions };
}

/** `rift play`. Misuse prints one line and returns 2; it never throws for bad input. */
export async function runPlay(argv: readonly string[]): Promise<number> {
  try {
    return play(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`rift play: ${error.message}\n`);
      return EXIT_MISUSE;
    }
    if (error instanceof SetupError) {
      process.stderr.write(`rift play: ${error.message}\n`);
      return EXIT_ERRORS;
    }
    throw error;
  }
}

function play(argv: readonly string[]): number {
  const args = parseArgs(argv, {
    valued: ["--seed", "--games", "--turn-limit", "--mode"],
    boolean: [],
  });
  const mode = modeOf(args.values.get("--mode"), args.positional.length);
  const players = SEATS.slice(0, args.positional.length);
  const seedText = args.values.get("--seed");
  const seed =
    seedText === undefined ? 1 : wholeNumber("--seed", seedText, SEED_RANGE.min, SEED_RANGE.max);
  const gamesText = args.values.get("--games");
  const games =
    gamesText === undefined
      ? null
      : wholeNumber("--games", gamesText, 1, MOST_GAMES, "there are no more seeds");
  const limitText = args.values.get("--turn-limit");
  const turnLimit =
    limitText === undefined
      ? 80
      : wholeNumber("--turn-limit", limitText, 1, MOST_TURNS, "a game ends after 20,000 actions");

  for (const path of args.positional) {
    if (path === "-" && !existsSync(path)) throw new UsageError(missingPath(path));
  }
  const loaded = load(args.positional);
  if (typeof loaded === "number") return loaded;
  const { decks, definitions } = loaded;

  if (games === null) {
    // The mode follows from the number of decks, which `modeOf` checked against `--mode`.
    const { game, prepared, result } = playDecks(decks, definitions, { seed, turnLimit, players });
    process.stdout.write(gameLog(game, prepared.opening, result).join("\n") + "\n");
    return EXIT_OK;
  }
  const played: PlayedGame[] = [];
  const started = performance.now();
  for (let i = 0; i < games; i++) {
    // Only the results are summarized: the games keep no log (`keepLog`, issue 6).
    const { prepared, result } = playDecks(decks, definitions, {
      seed: seedOfGame(seed, i),
      turnLimit,
      players,
      keepLog: false,
    });
    played.push(playedGame(prepared, result, decks));
  }
  const seconds = (performance.now() - started) / 1000;
  // The rate differs from run to run: on stdout it would keep two runs of the same seeds from
  // comparing equal in a pipeline.
  process.stdout.write(summaryLines(summarizeGames(played, decks, mode)).join("\n") + "\n");
  process.stderr.write(`${rateLine(games, seconds).trim()}\n`);
  return EXIT_OK;
}
