/**
 * Contested battlefields and showdowns (RULES S3, CR 190, 323.6–323.14, 341–348). A unit that
 * arrives at a battlefield its controller does not control contests it; a cleanup stages a
 * showdown where the contesting player has units, and a combat where two players' units meet;
 * in a neutral open state the turn player picks one to begin. A non-combat showdown that closes
 * with one player's units alone there gives that player control — a Conquer if not yet scored
 * this turn (CR 348.2). Control of a battlefield is lost in the cleanup after its controller's
 * units have all left it (CR 190.4.c, 323.6).
 */
import { typeOf } from "./characteristics.js";
import { beginCombat, combatDamageStep, designateArrivals } from "./combat.js";
import { type Engine, actingTurnPlayer, ask, describe, emit, playersFrom } from "./engine.js";
import { refuse } from "./errors.js";
import { gainControl } from "./game-actions.js";
import type { GameObject, ObjectId, PlayerId } from "./state.js";
import { happen } from "./zone-change.js";
import { boardList, chainExists, inConflict } from "./board.js";
import { contents, zoneKey } from "./zones.js";
import { setPasses, setPriority } from "./field-writes.js";

/** Players with units at a battlefield, in turn order from the turn player. */
export function playersWithUnits(e: Engine, battlefield: ObjectId): PlayerId[] {
  // Combats and showdowns ask this as they begin and end: the list is read in place, and a set is
  // made only when a second player turns up.
  let first: PlayerId | null = null;
  let present: Set<PlayerId> | null = null;
  const s = e.state;
  for (const id of contents(e, zoneKey("battlefields", null, battlefield))) {
    const obj = s.objects[id];
    if (!obj || obj.controller === null || typeOf(e, obj) !== "unit") continue;
    if (first === null) first = obj.controller;
    else if (obj.controller !== first) (present ??= new Set([first])).add(obj.controller);
  }
  if (present === null) return first === null ? [] : [first];
  return playersFrom(e, s.turn.player).filter((p) => (present as Set<PlayerId>).has(p));
}

function hasUnits(e: Engine, battlefield: ObjectId, player: PlayerId): boolean {
  const s = e.state;
  for (const id of contents(e, zoneKey("battlefields", null, battlefield))) {
    const obj = s.objects[id];
    if (obj && obj.controller === player && typeOf(e, obj) === "unit") return true;
  }
  return false;
}

/** CR 190.4.c: a battlefield without its controller's units becomes uncontrolled. */
export function loseControl(e: Engine, bf: GameObject): void {
  e.j.set(bf, "controller", null);
  e.j.remove(e.state.occupied, bf.id);
  happen(e, { kind: "controlChanged", object: bf.id, name: bf.name, result: bf.id, player: null });
}

/** CR 348.2, 466.5: the player with units there establishes control (a Conquer if unscored). */
export function establishControl(e: Engine, battlefield: ObjectId, player: PlayerId): void {
  e.j.remove(e.state.contested, battlefield);
  e.j.put(e.state.occupied, battlefield, player);
  gainControl(e, battlefield, player, undefined, null, { player, source: null }, "rules");
}

/**
 * Who has units at one battlefield, as the battlefield steps of a cleanup read it: the first two
 * players met in board order, and whether a third was met. Surveyed once per run of the steps:
 * they move no unit before a showdown or combat begins, and beginning one ends the run.
 */
interface Presence {
  battlefield: GameObject;
  first: PlayerId | null;
  second: PlayerId | null;
  more: boolean;
}

/**
 * The presence at each battlefield, in board order, from one walk of the board's list (kept
 * between writes, board.ts), which holds each battlefield and then what is at it: reading each
 * battlefield's list and its objects by key was a megamorphic lookup per object, on every run of
 * the steps.
 */
function survey(e: Engine): Presence[] {
  const objects = boardList(e);
  const out: Presence[] = [];
  let at: Presence | null = null;
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i] as GameObject;
    if (obj.zone !== "battlefields") continue;
    if (obj.at === null) {
      at = { battlefield: obj, first: null, second: null, more: false };
      out.push(at);
      continue;
    }
    const c = obj.controller;
    if (c === null || typeOf(e, obj) !== "unit") continue;
    const here = at !== null && at.battlefield.id === obj.at ? at : presenceAt(out, obj.at);
    if (here === undefined) continue;
    if (here.first === null) here.first = c;
    else if (c !== here.first) {
      if (here.second === null) here.second = c;
      else if (c !== here.second) here.more = true;
    }
  }
  return out;
}

/** A unit listed away from its battlefield's run (never, as board.ts orders the list). */
function presenceAt(presence: readonly Presence[], battlefield: ObjectId): Presence | undefined {
  for (const at of presence) if (at.battlefield.id === battlefield) return at;
  return undefined;
}

function presentThere(e: Engine, at: Presence, player: PlayerId): boolean {
  if (player === at.first || player === at.second) return true;
  return at.more && hasUnits(e, at.battlefield.id, player);
}

/** CR 323.6: control lapses where the controller's units have come and gone. */
function lapseControl(e: Engine, presence: readonly Presence[]): boolean {
  const s = e.state;
  if (chainExists(s)) return false;
  let changed = false;
  for (const at of presence) {
    const bf = at.battlefield;
    const controller = bf.controller;
    if (controller === null) continue;
    if (presentThere(e, at, controller)) {
      if (s.occupied[bf.id] !== controller) e.j.put(s.occupied, bf.id, controller);
    } else if (s.occupied[bf.id] === controller && !inConflict(e, bf.id)) {
      loseControl(e, bf);
      changed = true;
    }
  }
  return changed;
}

/**
 * Whether all of `player`'s units at the battlefield are where the scenario setup placed them,
 * under the same control: a placement is not a move (CR 190.3.a, 450), so they contest nothing
 * until one of them comes, goes or changes hands (LANGUAGE.md, "Readings chosen for the runtime").
 */
function placedBySetup(e: Engine, battlefield: ObjectId, player: PlayerId): boolean {
  const placed = e.state.placed;
  if (placed === undefined) return false;
  const s = e.state;
  for (const id of contents(e, zoneKey("battlefields", null, battlefield))) {
    const obj = s.objects[id];
    if (!obj || obj.controller !== player || typeOf(e, obj) !== "unit") continue;
    const record = placed[id];
    if (record === undefined || record.at !== battlefield || record.controller !== player)
      return false;
  }
  return true;
}

/**
 * CR 323.11: Contested ends where its player's units are gone, or where that player has since
 * come to control the battlefield (an effect or the `conquers` shortcut gave it): only a player
 * who does not control it contests it (CR 190.3.a). Units where their controller has no control
 * contest it — unless the setup put them there (`placedBySetup`).
 */
function updateContested(e: Engine, presence: readonly Presence[]): void {
  const s = e.state;
  for (const at of presence) {
    const bf = at.battlefield;
    const by = s.contested[bf.id];
    if (
      by !== undefined &&
      (by === bf.controller || !presentThere(e, at, by)) &&
      !inConflict(e, bf.id)
    ) {
      e.j.remove(s.contested, bf.id);
    }
    if (s.contested[bf.id] !== undefined || at.first === null) continue;
    // Turn order from the turn player decides who contests only where two players arrived.
    if (at.second === null) {
      if (at.first !== bf.controller && !placedBySetup(e, bf.id, at.first))
        e.j.put(s.contested, bf.id, at.first);
      continue;
    }
    for (const p of playersWithUnits(e, bf.id)) {
      if (p === bf.controller || placedBySetup(e, bf.id, p)) continue;
      e.j.put(s.contested, bf.id, p);
      break;
    }
  }
}

/** CR 323.9, 461: a combat is staged where units of two opposing players are. */
export function combatStaged(e: Engine, battlefield: ObjectId): boolean {
  return playersWithUnits(e, battlefield).length >= 2;
}

function chooseBattlefield(e: Engine, options: ObjectId[], what: string): ObjectId {
  if (options.length === 1) return options[0] as ObjectId;
  const decision = ask(e, {
    kind: "object",
    player: actingTurnPlayer(e),
    prompt: `choose where ${what} begins (${options.map((id) => describe(e, id)).join(", ")})`,
    options,
    min: 1,
    max: 1,
  });
  const chosen = decision.kind === "objects" ? decision.objects[0] : undefined;
  return chosen !== undefined && options.includes(chosen) ? chosen : (options[0] as ObjectId);
}

/** CR 344, 345: a showdown begins and the contesting player gains Focus. */
export function startShowdown(e: Engine, battlefield: ObjectId, focus: PlayerId): void {
  const s = e.state;
  e.j.set(s, "showdown", { battlefield, focus, passes: 0, chainOpenedByPlay: null });
  setPriority(e, null);
  setPasses(e, 0);
  emit(e, {
    kind: "showdownStarted",
    object: battlefield,
    name: s.objects[battlefield]?.name ?? null,
    player: focus,
  });
}

/**
 * Cleanup step 2 and steps 4–10 (CR 323.2, 323.6–323.14). True when a unit gained a combat
 * designation, a showdown or combat began, or control lapsed.
 */
export function battlefieldCleanup(e: Engine): boolean {
  const s = e.state;
  // CR 323.2: designations come before the battlefield steps.
  let changed = designateArrivals(e);
  const presence = survey(e);
  if (lapseControl(e, presence)) changed = true;
  updateContested(e, presence);
  if (chainExists(s) || s.combat !== null) return changed;
  if (s.showdown === null) {
    // CR 323.8–323.9: a showdown is staged where the contesting player has units and no
    // combat is; a combat where units of two players are.
    let showdowns: ObjectId[] | null = null;
    let combats: ObjectId[] | null = null;
    for (const at of presence) {
      const id = at.battlefield.id;
      if (at.second !== null) (combats ??= []).push(id);
      else {
        const by = s.contested[id];
        if (by !== undefined && presentThere(e, at, by)) (showdowns ??= []).push(id);
      }
    }
    if (showdowns !== null) {
      const bf = chooseBattlefield(e, showdowns, "a showdown");
      startShowdown(e, bf, s.contested[bf] as PlayerId);
      return true;
    }
    if (combats !== null) {
      beginCombat(e, chooseBattlefield(e, combats, "a combat"));
      return true;
    }
    return changed;
  }
  // CR 323.14: units of another player arrived during a non-combat showdown.
  if (combatStaged(e, s.showdown.battlefield)) {
    beginCombat(e, s.showdown.battlefield);
    changed = true;
  }
  return changed;
}

/** CR 347.2.a, 348: every player passed Focus in a row; the showdown closes. */
export function closeShowdown(e: Engine): void {
  const s = e.state;
  const showdown = s.showdown;
  if (!showdown) return;
  e.j.set(s, "showdown", null);
  setPriority(e, null);
  emit(e, {
    kind: "showdownEnded",
    object: showdown.battlefield,
    name: s.objects[showdown.battlefield]?.name ?? null,
  });
  if (s.combat !== null && s.combat.battlefield === showdown.battlefield) {
    combatDamageStep(e);
    return;
  }
  const present = playersWithUnits(e, showdown.battlefield);
  const bf = s.objects[showdown.battlefield];
  if (present.length === 1 && bf) {
    const player = present[0] as PlayerId;
    if (bf.controller !== player) establishControl(e, bf.id, player);
    else e.j.remove(s.contested, bf.id);
  }
}

/**
 * The scenario shortcut `A conquers w` (RULES S2): `player` gains control of the battlefield, a
 * Conquer. It leaves nothing it made moot: where a non-combat showdown is going on there, the
 * shortcut stands for its close with `player`'s units alone there (CR 348.2.a), so the showdown
 * ends; with `player`'s units there, control is established as a showdown's close would (CR
 * 348.2.a: Contested cleared). While a combat — or a showdown someone else could still win — goes
 * on there, control cannot change (CR 190.4.b) and the shortcut is refused.
 */
export function conquerShortcut(e: Engine, player: PlayerId, battlefield: ObjectId): void {
  const s = e.state;
  if (s.combat?.battlefield === battlefield)
    refuse(
      "timing",
      `a combat is going on at ${describe(e, battlefield)}; its steps decide control (CR 190.4.b, 466.5)`,
    );
  if (s.showdown?.battlefield === battlefield) {
    const present = playersWithUnits(e, battlefield);
    if (present.length !== 1 || present[0] !== player)
      refuse(
        "timing",
        `a showdown is going on at ${describe(e, battlefield)}; control changes only as it closes, to the player whose units alone are there (CR 190.4.b, 348.2.a)`,
      );
    closeShowdown(e);
    return;
  }
  if (hasUnits(e, battlefield, player)) establishControl(e, battlefield, player);
  else gainControl(e, battlefield, player, undefined, null, { player, source: null });
}
