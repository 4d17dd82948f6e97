/**
 * Invariants every state must keep (issue 3 item 10): each card in exactly one zone, tokens only
 * on the board or the Chain (RULES T7), owners never change (RULES O2), no negative resources,
 * the Chain's items and the Chain zone agree; objects' places and the board's records
 * (invariants-board.ts).
 */
import { DOMAINS } from "./definitions.js";
import { betweenActionsProblems, boardProblems } from "./invariants-board.js";
import type { GameState } from "./state.js";
import { isBoardZone, keyOf } from "./zones.js";

export function checkStateInvariants(state: GameState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const [key, list] of Object.entries(state.zones)) {
    for (const id of list) {
      const obj = state.objects[id];
      if (!obj) {
        problems.push(`zone ${key} lists ${id}, which does not exist`);
        continue;
      }
      if (keyOf(obj) !== key)
        problems.push(`${id} (${obj.name}) is listed in ${key} but says it is in ${keyOf(obj)}`);
      const other = seen.get(id);
      if (other !== undefined)
        problems.push(`${id} (${obj.name}) is in two zones: ${other} and ${key}`);
      seen.set(id, key);
    }
  }
  const serials = new Map<number, string>();
  for (const [id, obj] of Object.entries(state.objects)) {
    if (obj.id !== id) problems.push(`object stored under ${id} says it is ${obj.id}`);
    if (!seen.has(id)) problems.push(`${id} (${obj.name}) is in no zone`);
    if (obj.kind === "token" && !isBoardZone(obj.zone) && obj.zone !== "chain") {
      problems.push(
        `token ${id} (${obj.name}) is in ${obj.zone}; tokens exist only on the board or the Chain (RULES T7)`,
      );
    }
    const owner = state.owners[String(obj.serial)];
    if (owner !== obj.owner)
      problems.push(
        `${id} (${obj.name}) is owned by ${obj.owner}, but its owner was ${owner ?? "nobody"} (RULES O2)`,
      );
    const twin = serials.get(obj.serial);
    if (twin !== undefined)
      problems.push(`the same physical piece is both ${twin} and ${id} (${obj.name})`);
    serials.set(obj.serial, id);
    if (!isBoardZone(obj.zone) && obj.controller !== null)
      problems.push(`${id} (${obj.name}) is off the board but has controller ${obj.controller}`);
    if (obj.damage < 0) problems.push(`${id} (${obj.name}) has negative damage`);
  }
  for (const serial of Object.keys(state.owners)) {
    if (!serials.has(Number(serial)))
      problems.push(
        `piece ${serial} owned by ${state.owners[serial]} is nowhere (a card left the game)`,
      );
  }
  const chainZone = new Set(state.zones["chain"] ?? []);
  for (const item of state.chain) {
    if (item.kind === "card" && !chainZone.has(item.id))
      problems.push(`Chain item ${item.id} (${item.sourceName}) has no card on the Chain`);
    chainZone.delete(item.id);
  }
  for (const id of chainZone) problems.push(`${id} is on the Chain without a Chain item`);
  for (const p of state.players) {
    if (p.score < 0) problems.push(`${p.id} has a negative score`);
    if (p.pool.energy < 0) problems.push(`${p.id} has negative energy`);
    for (const key of [...DOMAINS, "any"] as const) {
      if (p.pool.power[key] < 0) problems.push(`${p.id} has negative ${key} power`);
    }
  }
  const ids = state.players.map((p) => p.id);
  if (state.priority !== null && !ids.includes(state.priority))
    problems.push(`priority is held by unknown player ${state.priority}`);
  // CR 651.3, 652: a player who left the game owns, controls and holds nothing in it; without
  // concessions, the players are everyone there is.
  for (const obj of Object.values(state.objects)) {
    if (!ids.includes(obj.owner))
      problems.push(`${obj.id} (${obj.name}) is owned by ${obj.owner}, who is not in the game`);
    if (obj.controller !== null && !ids.includes(obj.controller))
      problems.push(
        `${obj.id} (${obj.name}) is controlled by ${obj.controller}, who is not in the game`,
      );
  }
  for (const item of state.chain)
    if (!ids.includes(item.controller))
      problems.push(
        `Chain item ${item.id} is controlled by ${item.controller}, who is not in the game`,
      );
  if (state.showdown !== null && !ids.includes(state.showdown.focus))
    problems.push(`Focus is held by ${state.showdown.focus}, who is not in the game`);
  problems.push(...boardProblems(state, ids), ...betweenActionsProblems(state));
  return problems;
}
