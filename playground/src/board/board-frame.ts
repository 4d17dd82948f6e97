/**
 * A picture of the board at one moment, as plain data the worker posts to the page: each
 * player's score, pool and zones, the battlefields with their controller and units, the Chain
 * with pending and finalized items, and how far the event log had got. Reading only the runtime's public
 * queries (`Game`), so the board shows what the runtime holds, not a second model of it.
 */
import type { Game, GameEvent, ObjectView, ZoneName } from "../../../runtime/index.js";

export interface BoardObject {
  id: string;
  name: string;
  label: string | null;
  kind: "card" | "token";
  type: string;
  owner: string;
  controller: string | null;
  statuses: string[];
  damage: number;
  might: number | null;
  keywords: string[];
}

export interface BoardZone {
  zone: ZoneName;
  objects: BoardObject[];
}

export interface BoardPlayer {
  id: string;
  score: number;
  pool: { energy: number; power: Record<string, number> };
  base: BoardObject[];
  zones: BoardZone[];
}

export interface BoardBattlefield {
  battlefield: BoardObject;
  controller: string | null;
  units: BoardObject[];
  facedown: BoardObject[];
}

export interface BoardChainItem {
  id: string;
  name: string;
  kind: "card" | "ability";
  status: "pending" | "finalized";
  controller: string;
}

export interface BoardLogLine {
  seq: number;
  turn: number;
  kind: string;
  text: string;
}

export interface BoardFrame {
  turn: { number: number; player: string; phase: string };
  priority: string | null;
  winner: string | null;
  players: BoardPlayer[];
  battlefields: BoardBattlefield[];
  /** Oldest first; the last item resolves next. */
  chain: BoardChainItem[];
  /** How many lines of the run's event log had happened (the log only grows between steps). */
  logLength: number;
}

/** Non-board zones shown under each player, in the order a player reads them. */
const PLAYER_ZONES: readonly ZoneName[] = [
  "hand",
  "deck",
  "trash",
  "banishment",
  "legend",
  "champion",
  "runes",
  "runeDeck",
];

function boardObject(view: ObjectView): BoardObject {
  return {
    id: view.id,
    name: view.name,
    label: view.label,
    kind: view.kind,
    type: view.type,
    owner: view.owner,
    controller: view.controller,
    statuses: [...view.statuses],
    damage: view.damage,
    might: view.might,
    keywords: [...view.keywords],
  };
}

export function describeEvent(event: GameEvent): string {
  const parts: string[] = [event.kind];
  if (event.name !== null) parts.push(event.name);
  if (event.player !== null) parts.push(`by ${event.player}`);
  if (event.from !== null && event.to !== null) parts.push(`${event.from} → ${event.to}`);
  else if (event.to !== null) parts.push(`→ ${event.to}`);
  if (event.amount !== null) parts.push(`(${event.amount})`);
  if (event.detail !== null) parts.push(`— ${event.detail}`);
  return parts.join(" ");
}

export function captureFrame(game: Game): BoardFrame {
  const all = game.objects();
  const players = game.players().map((id): BoardPlayer => {
    const pool = game.pool(id);
    return {
      id,
      score: game.scores()[id] ?? 0,
      pool: { energy: pool.energy, power: { ...pool.power } },
      base: game.zone(id, "base").map(boardObject),
      zones: PLAYER_ZONES.map((zone) => ({ zone, objects: game.zone(id, zone).map(boardObject) })),
    };
  });
  const battlefields = game.battlefields().map((battlefield): BoardBattlefield => ({
    battlefield: boardObject(battlefield),
    controller: battlefield.controller,
    units: game.at(battlefield.id).map(boardObject),
    facedown: all
      .filter(
        (o) =>
          o.zone === "facedown" &&
          o.location?.kind === "battlefield" &&
          o.location.battlefield === battlefield.id,
      )
      .map(boardObject),
  }));
  const turn = game.turn();
  return {
    turn: { number: turn.number, player: turn.player, phase: turn.phase },
    priority: game.priorityHolder(),
    winner: game.winner(),
    players,
    battlefields,
    chain: game.chain().map((item) => ({
      id: item.id,
      name: item.name,
      kind: item.kind,
      status: item.status,
      controller: item.controller,
    })),
    logLength: game.log.length,
  };
}

export function logLines(game: Game): BoardLogLine[] {
  return game.log.map((event) => ({
    seq: event.seq,
    turn: event.turn,
    kind: event.kind,
    text: describeEvent(event),
  }));
}
