/**
 * Movement's consequences (RULES S3, CR 445–458): a unit arriving at a battlefield its controller
 * does not control contests it (CR 190.3.a, 450); no move may bring a third player's units to a
 * battlefield (CR 144.4.a.1, 449.2); and the corrective recalls of a cleanup (CR 323.7): gear
 * that is not a unit at a battlefield, and permanents and runes at another player's base, go to
 * their controller's base — a recall, not a move (CR 455–456; a rune joins its controller's runes,
 * CR 107.1.c) — and a hidden card at a
 * battlefield its controller no longer controls goes to its owner's trash (CR 107.3.d).
 */
import { typeOf } from "./characteristics.js";
import type { Engine } from "./engine.js";
import { recall } from "./game-actions.js";
import type { GameObject, GameState, Location, ObjectId, PlayerId } from "./state.js";
import { changeZone } from "./zone-change.js";
import { battlefields } from "./board.js";
import { contents, locationOf, objectsAt, zoneKey } from "./zones.js";

/** CR 190.3.a.1: units moving or played to a battlefield contest it unless it is contested already or theirs. */
export function contestOnArrival(e: Engine, unit: ObjectId, to: Location): void {
  if (to.kind !== "battlefield") return;
  const obj = e.state.objects[unit];
  const bf = e.state.objects[to.battlefield];
  if (!obj || !bf || obj.controller === null) return;
  if (bf.controller === obj.controller || e.state.contested[bf.id] !== undefined) return;
  if (typeOf(e, obj) !== "unit") return;
  e.j.put(e.state.contested, bf.id, obj.controller);
}

/** Players other than `player` with units at a location. */
export function otherPlayersAt(e: Engine, location: Location, player: PlayerId): Set<PlayerId> {
  const out = new Set<PlayerId>();
  for (const obj of objectsAt(e, location)) {
    if (obj.controller !== null && obj.controller !== player && isUnit(e, obj))
      out.add(obj.controller);
  }
  return out;
}

/**
 * CR 144.4.a.1, 447.2.a, 449.2, 462.1: no unit may move to a battlefield where units of two other
 * players are, nor to one with a combat in progress that its controller takes no part in.
 */
export function destinationProblem(e: Engine, player: PlayerId, to: Location): string | null {
  if (to.kind !== "battlefield") return null;
  if (otherPlayersAt(e, to, player).size >= 2)
    return "units of two other players are already there (CR 144.4.a.1)";
  const combat = e.state.combat;
  if (
    combat !== null &&
    combat.battlefield === to.battlefield &&
    player !== combat.attacker &&
    player !== combat.defender
  )
    return "a combat between two other players is going on there (CR 447.2.a, 462.1)";
  return null;
}

/**
 * CR 462, 462.3: a change of control that would leave units of three players at one battlefield —
 * a combat of more than two players — cannot be completed. Null when the change is possible.
 */
export function controlChangeProblem(e: Engine, unit: ObjectId, player: PlayerId): string | null {
  const obj = e.state.objects[unit];
  if (!obj || obj.zone !== "battlefields" || !isUnit(e, obj)) return null;
  const location = locationOf(obj);
  if (location === null) return null;
  const present = new Set<PlayerId>([player]);
  for (const other of objectsAt(e, location)) {
    if (other.id !== unit && other.controller !== null && isUnit(e, other))
      present.add(other.controller);
  }
  return present.size > 2
    ? "units of three players would be at one battlefield (CR 462, 462.3)"
    : null;
}

export function isUnit(e: Engine, obj: GameObject): boolean {
  return typeOf(e, obj) === "unit";
}

function anyMisplacedAtBase(s: GameState, base: readonly ObjectId[], player: PlayerId): boolean {
  for (const id of base) {
    const obj = s.objects[id];
    if (obj && obj.controller !== null && obj.controller !== player) return true;
  }
  return false;
}

function anyControlledGear(e: Engine, at: readonly ObjectId[]): boolean {
  for (const id of at) {
    const obj = e.state.objects[id];
    if (obj && obj.controller !== null && typeOf(e, obj) === "gear") return true;
  }
  return false;
}

function anyHiddenByOther(
  s: GameState,
  facedown: readonly ObjectId[],
  controller: PlayerId | null,
): boolean {
  for (const id of facedown) {
    const card = s.objects[id];
    if (card && card.controller !== controller) return true;
  }
  return false;
}

/** CR 323.7 (cleanup step 5). True when something was put right. */
export function correctiveRecalls(e: Engine): boolean {
  let changed = false;
  const actor = { player: null, source: null };
  // Every cleanup runs this and there is rarely anything to put right: each list is first read
  // in place, and walked as before (a copy, as recalls change it) only when something is wrong.
  const s = e.state;
  for (const p of e.state.players) {
    for (const zone of ["base", "runes"] as const) {
      const base = contents(e, zoneKey(zone, p.id, null));
      if (!anyMisplacedAtBase(s, base, p.id)) continue;
      for (const id of base.slice()) {
        const obj = e.state.objects[id];
        if (obj && obj.controller !== null && obj.controller !== p.id) {
          if (recall(e, id, actor).happened) changed = true;
        }
      }
    }
  }
  for (const bf of battlefields(e)) {
    const at = contents(e, zoneKey("battlefields", null, bf.id));
    if (anyControlledGear(e, at)) {
      for (const obj of objectsAt(e, { kind: "battlefield", battlefield: bf.id })) {
        if (obj.controller === null) continue;
        if (typeOf(e, obj) === "gear" && recall(e, obj.id, actor).happened) changed = true;
      }
    }
    const facedown = contents(e, zoneKey("facedown", null, bf.id));
    if (!anyHiddenByOther(s, facedown, bf.controller)) continue;
    for (const id of facedown.slice()) {
      const card = e.state.objects[id];
      if (!card || card.controller === bf.controller) continue;
      changeZone(
        e,
        id,
        { zone: "trash", player: card.owner, at: null },
        "zoneChanged",
        null,
        actor,
      );
      changed = true;
    }
  }
  return changed;
}
