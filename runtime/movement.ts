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
import type { GameObject, Location, ObjectId, PlayerId } from "./state.js";
import { changeZone } from "./zone-change.js";
import { battlefields, boardList } from "./board.js";
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

/**
 * Whether units of two players other than `player` are at a battlefield. Asked of every candidate
 * move and play there, so the list is read in place; with fewer than three players there are
 * never two others.
 */
function unitsOfTwoOthersAt(e: Engine, battlefield: ObjectId, player: PlayerId): boolean {
  const s = e.state;
  if (s.players.length < 3) return false;
  let other: PlayerId | null = null;
  for (const id of contents(e, zoneKey("battlefields", null, battlefield))) {
    const obj = s.objects[id];
    if (!obj || obj.controller === null || obj.controller === player || !isUnit(e, obj)) continue;
    if (other === null) other = obj.controller;
    else if (obj.controller !== other) return true;
  }
  return false;
}

/**
 * CR 144.4.a.1, 447.2.a, 449.2, 462.1: no unit may move to a battlefield where units of two other
 * players are, nor to one with a combat in progress that its controller takes no part in.
 */
export function destinationProblem(e: Engine, player: PlayerId, to: Location): string | null {
  if (to.kind !== "battlefield") return null;
  if (unitsOfTwoOthersAt(e, to.battlefield, player))
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
 * Whether a unit of `player` moving to `battlefield` would attack there: join a combat going on
 * there on the Attacker's side, or meet another player's units there as the player who contested
 * it (CR 464.2.c.1) — it is contested already by `player`, or would be by this arrival, the
 * battlefield not being theirs (CR 450). A unit that can't attack is not moved so (CR 054.1).
 */
export function arrivesAsAttacker(e: Engine, player: PlayerId, battlefield: ObjectId): boolean {
  const s = e.state;
  const combat = s.combat;
  if (combat !== null && combat.battlefield === battlefield) return combat.attacker === player;
  let enemies = false;
  for (const id of contents(e, zoneKey("battlefields", null, battlefield))) {
    const obj = s.objects[id];
    if (obj && obj.controller !== null && obj.controller !== player && isUnit(e, obj)) {
      enemies = true;
      break;
    }
  }
  if (!enemies) return false;
  const contester = s.contested[battlefield];
  if (contester !== undefined) return contester === player;
  return s.objects[battlefield]?.controller !== player;
}

/**
 * Why a unit of `player` that `cantAttack` may not arrive at `to`: it would attack there
 * (`arrivesAsAttacker`), and can't beats can (CR 054.1). A unit arrives so by moving (CR 452) or
 * by being played there — a unit played to a battlefield contests it as one moving there does
 * (CR 190.3.a.1), and its controller is then the Attacker (CR 464.2.c.1). The one check for the
 * standard move, a move by an effect, the places offered to a unit being played and where it
 * enters. Null when it may arrive.
 */
export function attackProblem(
  e: Engine,
  player: PlayerId,
  cantAttack: boolean,
  to: Location,
): string | null {
  if (!cantAttack || to.kind !== "battlefield") return null;
  return arrivesAsAttacker(e, player, to.battlefield)
    ? "it can't attack, and would attack there (CR 054.1, 464.2.c.1)"
    : null;
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

/**
 * Whether a corrective recall has anything to put right: one walk of the board's list, each
 * object placed by its own zone fields (which name the list it is in). Every cleanup whose board
 * or control changed asks this, and the answer is nearly always no.
 */
function anythingMisplaced(e: Engine): boolean {
  const s = e.state;
  const objects = boardList(e);
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i] as GameObject;
    const controller = obj.controller;
    switch (obj.zone) {
      case "base":
      case "runes":
        if (controller !== null && controller !== obj.player) return true;
        break;
      case "battlefields":
        if (obj.at !== null && controller !== null && typeOf(e, obj) === "gear") return true;
        break;
      case "facedown":
        if (obj.at !== null && controller !== (s.objects[obj.at]?.controller ?? null)) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

/** CR 323.7 (cleanup step 5). True when something was put right. */
export function correctiveRecalls(e: Engine): boolean {
  if (!anythingMisplaced(e)) return false;
  let changed = false;
  const actor = { player: null, source: null };
  for (const p of e.state.players) {
    for (const zone of ["base", "runes"] as const) {
      for (const id of contents(e, zoneKey(zone, p.id, null)).slice()) {
        const obj = e.state.objects[id];
        if (obj && obj.controller !== null && obj.controller !== p.id) {
          if (recall(e, id, actor).happened) changed = true;
        }
      }
    }
  }
  for (const bf of battlefields(e)) {
    for (const obj of objectsAt(e, { kind: "battlefield", battlefield: bf.id })) {
      if (obj.controller === null) continue;
      if (typeOf(e, obj) === "gear" && recall(e, obj.id, actor).happened) changed = true;
    }
    for (const id of contents(e, zoneKey("facedown", null, bf.id)).slice()) {
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
