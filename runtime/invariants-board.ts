/**
 * Invariants of where objects are and what the state's records of the board say (fuzz39), checked
 * with the others of invariants.ts after every action: an object's place agrees with its zone, an
 * object off the board carries no status, the board's records name battlefields and players in
 * the game, and between actions nothing waits half-done.
 */
import type { GameObject, GameState, ObjectId, PlayerId } from "./state.js";
import { isBoardZone } from "./zones.js";

function isBattlefieldId(state: GameState, id: ObjectId | null): boolean {
  if (id === null) return false;
  const obj = state.objects[id];
  return obj !== undefined && obj.zone === "battlefields" && obj.at === null;
}

/**
 * What is wrong with one object's place, statuses and control; `seated`: every player there was.
 * `cleaned`: the state has been through a cleanup's corrective recalls (CR 323.7) — not so once the
 * game has ended, which it may do in the middle of a combat's Resolution Step.
 */
function objectProblems(
  state: GameState,
  obj: GameObject,
  seated: readonly PlayerId[],
  cleaned: boolean,
): string[] {
  const problems: string[] = [];
  const name = `${obj.id} (${obj.name})`;
  switch (obj.zone) {
    case "battlefields":
      // CR 199.1: a battlefield is itself in the Battlefield Zone; what is at one names it.
      if (obj.player !== null)
        problems.push(`${name} is at a battlefield but in ${obj.player}'s zone`);
      if (obj.at !== null && !isBattlefieldId(state, obj.at))
        problems.push(`${name} is at ${obj.at}, which is no battlefield`);
      break;
    case "facedown": {
      // RULES G1: facedown cards sit at a battlefield; CR 107.3.d: one its controller controls.
      if (!isBattlefieldId(state, obj.at))
        problems.push(`${name} is facedown at ${obj.at ?? "nothing"}, which is no battlefield`);
      else if (cleaned && state.objects[obj.at as ObjectId]?.controller !== obj.controller)
        problems.push(
          `${name} is hidden at a battlefield its controller ${obj.controller ?? "nobody"} does not control (CR 107.3.d)`,
        );
      break;
    }
    case "chain":
      if (obj.player !== null || obj.at !== null)
        problems.push(
          `${name} is on the Chain but says it is in a player's zone or at a battlefield`,
        );
      break;
    default:
      // RULES G1: every other zone is one player's.
      if (obj.player === null || !seated.includes(obj.player))
        problems.push(`${name} is in the ${obj.zone} of ${obj.player ?? "nobody"}, no player's`);
      if (obj.at !== null) problems.push(`${name} is in a ${obj.zone} but says it is at ${obj.at}`);
      // RULES G2: a card never enters another player's non-board zone.
      if (!isBoardZone(obj.zone) && obj.player !== obj.owner)
        problems.push(
          `${name} is in ${obj.player ?? "nobody"}'s ${obj.zone}, but ${obj.owner} owns it (RULES G2)`,
        );
      // CR 107.1.c, 323.7, 455–456: what is at a base, runes included, is its player's.
      const atBase = obj.zone === "base" || obj.zone === "runes";
      if (cleaned && atBase && obj.controller !== obj.player)
        problems.push(
          `${name} is in ${obj.player ?? "nobody"}'s ${obj.zone} under ${obj.controller ?? "nobody"}'s control (CR 107.1.c)`,
        );
  }
  if (obj.facedown !== (obj.zone === "facedown"))
    problems.push(`${name} is ${obj.facedown ? "" : "not "}facedown in the ${obj.zone}`);
  // RULES R1, R6: only a card waits in Banishment as Replaced.
  if (obj.replaced && (obj.zone !== "banishment" || obj.kind !== "card"))
    problems.push(`${name} is Replaced as a ${obj.kind} in the ${obj.zone} (RULES R1, R6)`);
  if (obj.replacedIdentity !== null && !obj.replaced)
    problems.push(`${name} names the identity that replaced it but is not Replaced (RULES R5)`);
  if (!isBoardZone(obj.zone)) {
    // RULES O1, CR 124.1: an object that leaves the board is a new one, with no damage or status.
    if (obj.damage !== 0 || obj.exhausted || obj.buffed || obj.stunned)
      problems.push(`${name} carries damage or a status in the ${obj.zone} (RULES O1)`);
  } else {
    if (obj.controller === null && !isBattlefieldId(state, obj.id))
      problems.push(`${name} is on the board with no controller (RULES O3)`);
    // Damage, buffs and Stun are a unit's (CR 142, 143); a legend, rune or battlefield is none.
    const never = obj.zone === "legend" || obj.zone === "runes" || isBattlefieldId(state, obj.id);
    if (never && (obj.damage !== 0 || obj.buffed || obj.stunned))
      problems.push(`${name} in the ${obj.zone} has damage, a buff or Stun`);
  }
  const n = Number(obj.id.slice(1));
  if (
    obj.serial >= state.next.serial ||
    obj.timestamp >= state.next.timestamp ||
    n >= state.next.object
  )
    problems.push(`${name} has a serial, timestamp or id the game has not minted yet`);
  return problems;
}

/**
 * Problems with the objects' places and the board's records. `ids` are the players in the game;
 * the seats (CR 650) are everyone who was, whose zones may still be named.
 */
export function boardProblems(state: GameState, ids: readonly PlayerId[]): string[] {
  const problems: string[] = [];
  const seated = state.seats ?? ids;
  const cleaned = state.winner === null && state.drawn !== true;
  const atBattlefield = new Map<ObjectId, Set<PlayerId>>();
  for (const obj of Object.values(state.objects)) {
    problems.push(...objectProblems(state, obj, seated, cleaned));
    if (obj.zone === "battlefields" && obj.at !== null && obj.controller !== null) {
      const players = atBattlefield.get(obj.at) ?? new Set<PlayerId>();
      players.add(obj.controller);
      atBattlefield.set(obj.at, players);
    }
  }
  // CR 144.4.a.1, 462: no battlefield holds the permanents of three players.
  for (const [bf, players] of atBattlefield)
    if (players.size > 2) problems.push(`${bf} holds the permanents of ${[...players].join(", ")}`);
  for (const [label, record] of [
    ["Contested", state.contested],
    ["occupied", state.occupied],
  ] as const) {
    for (const [bf, player] of Object.entries(record)) {
      if (!isBattlefieldId(state, bf)) problems.push(`${bf}, no battlefield, is ${label}`);
      if (!ids.includes(player)) problems.push(`${bf} is ${label} by ${player}, not in the game`);
    }
  }
  const { showdown, combat } = state;
  if (showdown !== null && !isBattlefieldId(state, showdown.battlefield))
    problems.push(`a showdown goes on at ${showdown.battlefield}, no battlefield`);
  if (combat !== null) {
    if (!isBattlefieldId(state, combat.battlefield))
      problems.push(`a combat goes on at ${combat.battlefield}, no battlefield`);
    if (combat.attacker === combat.defender)
      problems.push(`${combat.attacker} both attacks and defends (CR 323.2)`);
    // CR 344: a combat's showdown is the one at its battlefield.
    if (showdown !== null && showdown.battlefield !== combat.battlefield)
      problems.push(`a combat at ${combat.battlefield} with a showdown at ${showdown.battlefield}`);
  }
  const items = new Set<ObjectId>();
  for (const item of state.chain) {
    if (items.has(item.id)) problems.push(`Chain item ${item.id} is on the Chain twice`);
    items.add(item.id);
    // RULES O1: an ability on the Chain is an object of its own, not a card's identity.
    if (item.kind === "ability" && state.objects[item.id] !== undefined)
      problems.push(
        `ability ${item.id} on the Chain shares its id with ${state.objects[item.id]?.name}`,
      );
  }
  for (const t of state.pendingTriggers)
    if (!ids.includes(t.controller))
      problems.push(`a trigger of ${t.sourceName} waits for ${t.controller}, not in the game`);
  return problems;
}

/**
 * Between two actions of a game still going on, nothing is half-done: every play was finalized or
 * undone (RULES C1), every trigger put on the Chain (CR 383.3), and someone holds priority.
 */
export function betweenActionsProblems(state: GameState): string[] {
  if (state.winner !== null || state.drawn === true) return [];
  const problems: string[] = [];
  for (const item of state.chain)
    if (item.status === "pending")
      problems.push(
        `Chain item ${item.id} (${item.sourceName}) is still pending between actions (RULES C1)`,
      );
  if (state.pendingTriggers.length > 0)
    problems.push(
      `${state.pendingTriggers.length} triggered abilities wait off the Chain between actions (CR 383.3)`,
    );
  if (state.priority === null) problems.push("nobody holds priority between actions");
  return problems;
}
