/**
 * A readable account of a game for `rift play` (issue 6): turns, plays, Chain resolutions, moves,
 * showdowns and combats, scores and the winner, one line per event worth reading. Hidden
 * information stays hidden: a drawn or hidden card is not named.
 */
import type { GameEvent } from "./events.js";
import type { Game } from "./game.js";
import { MODE_RULES, type Opening } from "./deck-setup.js";
import type { PlayoutResult } from "./playout.js";
import type { Location, ObjectId } from "./state.js";

function place(game: Game, location: Location | null): string {
  if (location === null) return "?";
  if (location.kind === "base") return `${location.player}'s base`;
  return game.object(location.battlefield)?.name ?? "a battlefield";
}

function battlefieldName(game: Game, event: GameEvent): string {
  return event.name ?? (event.object ? (game.object(event.object)?.name ?? "?") : "?");
}

/** What the log learns of Chain items from events other than the one being described. */
export interface ChainItemNotes {
  /** What each item was aimed at, by its id: read from its `finalized` event. */
  targets: ReadonlyMap<ObjectId, string>;
  /** The ids of abilities (not cards) put on the Chain: their `removedFromChain` names no source. */
  abilities: ReadonlySet<ObjectId>;
}

const NO_NOTES: ChainItemNotes = { targets: new Map(), abilities: new Set() };

/**
 * One line for an event, or null for the bookkeeping a reader does not need. `notes` says what an
 * item on the Chain was aimed at (its `finalized` event comes after its `putOnChain` line) and
 * which items are abilities.
 */
export function describeEvent(
  game: Game,
  event: GameEvent,
  notes: ChainItemNotes = NO_NOTES,
): string | null {
  const who = event.player ?? "";
  const name = event.name ?? "?";
  switch (event.kind) {
    case "phaseStarted":
      return event.phase === "awaken" ? `\nTurn ${event.turn} — ${who}` : null;
    case "putOnChain": {
      const aimed = event.object !== null ? notes.targets.get(event.object) : undefined;
      const targeting = aimed === undefined ? "" : `, targeting ${aimed}`;
      if (event.detail === "triggered ability") return `  ${name}'s ability triggers${targeting}`;
      if (event.detail === "activated ability") return `${who} activates ${name}${targeting}`;
      if (event.detail === "played token") return `  ${who} plays a ${name} token${targeting}`;
      // A Hidden card revealed as it is played (CR 811): the reader saw only "hides a card".
      const revealed = event.from?.endsWith(":facedown") === true ? " from facedown" : "";
      return `${who} plays ${name}${revealed}${targeting}`;
    }
    case "resolved":
      if (event.detail !== null) return null;
      // An ability's resolution names its source; a card's resolves itself.
      return event.source !== null && event.source !== event.object
        ? `  ${name}'s ability resolves`
        : `  ${name} resolves`;
    case "removedFromChain": {
      const what =
        event.object !== null && notes.abilities.has(event.object) ? `${name}'s ability` : name;
      return `  ${what} leaves the Chain (${event.detail ?? "undone"})`;
    }
    case "countered":
      return `  ${name} is countered`;
    case "entered":
      return `  ${name} enters at ${place(game, event.location)}`;
    case "created":
      return event.location
        ? `  a ${name} token is created at ${place(game, event.location)}`
        : null;
    case "moved":
      return `${who} moves ${name} to ${place(game, event.location)}`;
    case "recalled":
      return `  ${name} is recalled to ${place(game, event.location)}`;
    case "hidden":
      return `${who} hides a card at ${place(game, event.location)}`;
    case "showdownStarted":
      return `  showdown at ${battlefieldName(game, event)} (${who} has Focus)`;
    case "combatStarted":
      return `  combat at ${battlefieldName(game, event)}: ${who} attacks, ${event.detail ?? "?"} defends`;
    case "combatDamage":
      return `  ${who} assigns ${event.amount ?? 0} combat damage`;
    case "combatEnded":
      return `  combat at ${battlefieldName(game, event)} ends: ${event.detail ?? ""}`;
    case "damaged":
      return `  ${name} takes ${event.amount ?? 0} damage`;
    case "damagePrevented":
      // A replacement said in words, as a `give` is (CR 437): the damage left, if any, follows.
      return `  ${event.amount ?? 0} damage to ${name} is prevented`;
    case "killed":
      return `  ${name} dies`;
    case "banished":
      return `  ${name} is banished`;
    case "discarded":
      return `  ${who || "its owner"} discards ${name}`;
    case "returnedToHand":
      return `  ${name} returns to its owner's hand`;
    case "stunned":
      return `  ${name} is stunned`;
    case "zoneChanged":
      // A hidden card lost with its battlefield's control (CR 107.3.c, 323.7): the trash is public.
      return event.from?.startsWith("facedown") === true && event.to?.endsWith(":trash") === true
        ? `  ${event.to.slice(0, -":trash".length)}'s hidden ${name} goes to the trash`
        : null;
    case "buffed":
      return `  ${name} is buffed`;
    case "effectCreated":
      // Its detail says what a `give` did, in words (effect-text.ts).
      return event.detail !== null ? `  ${event.detail}` : null;
    // What an ability draws or channels is said (the drawn card is not named: hidden information);
    // the draws and channels of the turn's own phases are not, they happen every turn.
    case "drawn":
      return event.source !== null ? `  ${who} draws a card` : null;
    case "channelled":
      return event.source !== null ? `  ${who} channels a rune` : null;
    case "conquered":
      return `  ${who} conquers ${battlefieldName(game, event)}`;
    case "held":
      return `  ${who} holds ${battlefieldName(game, event)}`;
    case "pointsGained":
      return `  ${who} gains ${event.amount ?? 0} point${event.amount === 1 ? "" : "s"}${event.detail ? ` (${event.detail})` : ""}: ${scoreLine(game, event)}`;
    case "controlChanged":
      return event.player === null &&
        event.object !== null &&
        game.object(event.object)?.type === "battlefield"
        ? `  ${name} is no longer controlled`
        : null;
    case "conceded":
      return `  ${who} concedes`;
    case "gameWon":
      return `\n${who} wins with ${event.amount ?? 0} points`;
    default:
      return null;
  }
}

/** Scores right after an event, read from the points events so far. */
function scoreLine(game: Game, upTo: GameEvent): string {
  const scores: Record<string, number> = {};
  for (const p of game.players()) scores[p] = 0;
  for (const event of game.log) {
    if (event.kind === "pointsGained" && event.player !== null)
      scores[event.player] = (scores[event.player] ?? 0) + (event.amount ?? 0);
    if (event === upTo) break;
  }
  return game
    .players()
    .map((p) => `${p} ${scores[p] ?? 0}`)
    .join(", ");
}

/** The whole game as lines: who plays what, the opening, every event worth reading, the end. */
export function gameLog(game: Game, opening: Opening, result: PlayoutResult): string[] {
  const lines: string[] = [];
  const players = game.players();
  const mode = MODE_RULES[opening.mode];
  // A Duel is the default and its log reads as it always has; other modes say what they are.
  if (opening.mode !== "duel")
    lines.push(
      `${mode.title} (${mode.rule}): ${players.length} players, ${mode.victoryScore} points to win`,
    );
  lines.push(players.map((p) => `${p} plays "${opening.decks[p] ?? "?"}"`).join("; "));
  // A War's first player brings no battlefield (CR 488.4.b).
  const brought = players.filter((p) => opening.battlefields[p] !== undefined);
  lines.push(`battlefields: ${brought.map((p) => `${opening.battlefields[p]} (${p})`).join(", ")}`);
  const order = opening.order.length > 2 ? `; turn order ${opening.order.join(", ")}` : "";
  lines.push(
    `${opening.first} goes first${order}; mulligans: ${players
      .map((p) => `${p} ${opening.mulligans[p] ?? 0}`)
      .join(", ")}`,
  );
  // The game starts inside the first player's first turn: its Awaken Phase has no event.
  lines.push(`\nTurn 1 — ${opening.first}`);
  // Targets are chosen as an item is finalized, after its `putOnChain` line, so what the lines
  // need to know of Chain items is gathered first.
  const targets = new Map<ObjectId, string>();
  const abilities = new Set<ObjectId>();
  for (const event of game.log) {
    if (event.kind === "finalized" && event.object !== null && event.detail !== null)
      targets.set(event.object, event.detail);
    if (
      event.kind === "putOnChain" &&
      event.object !== null &&
      (event.detail === "triggered ability" || event.detail === "activated ability")
    )
      abilities.add(event.object);
  }
  let repeated = 1;
  for (const event of game.log) {
    const line = describeEvent(game, event, { targets, abilities });
    if (line === null) continue;
    // "B draws a card" twice in a row reads better as "B draws 2 cards".
    const draws = / draws a card$/;
    if (
      draws.test(line) &&
      lines[lines.length - 1]?.replace(/ draws \d+ cards$/, " draws a card") === line
    ) {
      repeated++;
      lines[lines.length - 1] = line.replace(draws, ` draws ${repeated} cards`);
      continue;
    }
    repeated = 1;
    lines.push(line);
  }
  const scores = players.map((p) => `${p} ${result.scores[p] ?? 0}`).join(", ");
  if (result.end === "loop") {
    lines.push(
      `\ndraw: a loop of mandatory actions that no player can break, in turn ${result.turns} (TR 505.6; ${scores})`,
    );
  } else if (result.winner === null) {
    lines.push(
      `\ndraw: the ${result.end === "turnLimit" ? "turn" : "action"} limit was reached in turn ${result.turns} (${scores})`,
    );
  } else {
    lines.push(`result: ${result.winner} wins in turn ${result.turns} (${scores})`);
  }
  return lines;
}
