/**
 * Cleanups (CR 318–323): victory (CR 323.1); lethal damage (CR 323.5, 142.4.b: non-zero damage at
 * least the unit's Might); then the battlefield steps — control lapsing, corrective recalls and
 * hidden cards, Contested, and staging and beginning showdowns and combats (CR 323.6–323.14,
 * showdown.ts, movement.ts). Combat designations need no step of their own: they follow control
 * (keywords.ts, CR 323.2).
 */
import { characteristics } from "./characteristics.js";
import type { Engine } from "./engine.js";
import { checkVictory, kill } from "./game-actions.js";
import { correctiveRecalls } from "./movement.js";
import { battlefieldCleanup } from "./showdown.js";
import { gameOver, type GameObject, type GameState, type ObjectId } from "./state.js";
import { changeZonesTogether } from "./zone-change.js";
import { boardList, chainExists } from "./board.js";
import { isBoardZone } from "./zones.js";

/**
 * What each step read when it last found nothing to do. A step is a function of what it reads, so
 * while that stands still it would find nothing again and is skipped: every action changes the
 * journal's version, but most change nothing a step reads (a card drawn, a Chain item's progress,
 * an exhausted rune). Counters only grow (a rollback moves them all), so equal counts mean no such
 * write since.
 */
export interface Settled {
  /** The journal version after the last cleanup that changed nothing: no step has more to do. */
  version: number;
  /**
   * Lethal damage reads the board, damage (`watched`) and Might (`derived`, the characteristics'
   * count). Where no object had damage, only a write of damage can make one lethal: Might cannot,
   * and neither can a change of the board — an object arriving there is a new one without damage,
   * or keeps the damage it had on the board (a move between board zones, a Replace) — so `derived`
   * and `board`, which most writes move, are not asked.
   */
  lethalBoard: number;
  lethalWatched: number;
  lethalDerived: number;
  lethalUndamaged: boolean;
  /** Corrective recalls read the board's lists and objects, and control (`watched`). */
  recallsBoard: number;
  recallsWatched: number;
  /**
   * The battlefield steps read the board, control, the Contested and occupation records
   * (`watched`), and whether a Chain, showdown or combat is going on, and where (read in place:
   * those objects are replaced, not changed, when one begins or ends). `fieldsChain`: whether a
   * Chain held back control lapsing and staging when they last found nothing (CR 323.6, 323.8).
   */
  fieldsBoard: number;
  fieldsWatched: number;
  fieldsChain: boolean;
  fieldsShowdown: GameState["showdown"];
  fieldsCombat: GameState["combat"];
  /** The records the journal watches for this game (replaced records would need watching anew). */
  contested: GameState["contested"] | null;
  occupied: GameState["occupied"] | null;
  placed: GameState["placed"] | null;
}

/** Fields of objects whose writes move the journal's `watched` count. */
const WATCHED_KEYS: readonly PropertyKey[] = ["controller", "damage"];

function settledFor(e: Engine): Settled {
  let settled = e.settled;
  if (settled === null) {
    settled = {
      version: -1,
      lethalBoard: -1,
      lethalWatched: -1,
      lethalDerived: -1,
      lethalUndamaged: false,
      recallsBoard: -1,
      recallsWatched: -1,
      fieldsBoard: -1,
      fieldsWatched: -1,
      fieldsChain: false,
      fieldsShowdown: null,
      fieldsCombat: null,
      contested: null,
      occupied: null,
      placed: null,
    };
    e.settled = settled;
  }
  const s = e.state;
  if (
    settled.contested !== s.contested ||
    settled.occupied !== s.occupied ||
    settled.placed !== s.placed
  ) {
    // Watched from now on: what the steps saw before is forgotten.
    settled.contested = s.contested;
    settled.occupied = s.occupied;
    settled.placed = s.placed;
    const targets: object[] = [s.contested, s.occupied];
    if (s.placed !== undefined) targets.push(s.placed);
    e.j.watchedKeys = WATCHED_KEYS;
    e.j.watchedTargets = targets;
    settled.version = settled.lethalWatched = settled.recallsBoard = settled.fieldsBoard = -1;
  }
  return settled;
}

/** One cleanup; true when it changed something (another cleanup follows, CR 322). */
export function cleanup(e: Engine): boolean {
  const settled = settledFor(e);
  const j = e.j;
  if (settled.version === j.version) return false;
  checkVictory(e);
  if (gameOver(e.state)) return false;
  let changed = false;
  if (
    settled.lethalWatched !== j.watched ||
    (!settled.lethalUndamaged &&
      (settled.lethalBoard !== j.board || settled.lethalDerived !== j.derived))
  ) {
    const lethal = lethalUnits(e);
    if (lethal !== null && lethal.length > 0) {
      if (killAll(e, lethal)) changed = true;
    } else {
      settled.lethalBoard = j.board;
      settled.lethalWatched = j.watched;
      settled.lethalDerived = j.derived;
      settled.lethalUndamaged = lethal === null;
    }
  }
  if (settled.recallsBoard !== j.board || settled.recallsWatched !== j.watched) {
    if (correctiveRecalls(e)) changed = true;
    else {
      settled.recallsBoard = j.board;
      settled.recallsWatched = j.watched;
    }
  }
  // A Chain only holds steps back, so what was settled without one stays settled with one. The
  // turn player is not asked: it orders the players only where a step would act anyway.
  const s = e.state;
  if (
    settled.fieldsBoard !== j.board ||
    settled.fieldsWatched !== j.watched ||
    (settled.fieldsChain && !chainExists(s)) ||
    settled.fieldsShowdown !== s.showdown ||
    settled.fieldsCombat !== s.combat
  ) {
    if (battlefieldCleanup(e)) changed = true;
    else {
      // Taken after the step's own bookkeeping (occupation, Contested), which it would repeat
      // identically: a second run of the same state writes nothing.
      settled.fieldsBoard = j.board;
      settled.fieldsWatched = j.watched;
      settled.fieldsChain = chainExists(s);
      settled.fieldsShowdown = s.showdown;
      settled.fieldsCombat = s.combat;
    }
  }
  if (!changed) settled.version = j.version;
  return changed;
}

/**
 * Cleanups carried out while a resolution goes on, until one changes nothing (CR 322): the one
 * after an effect that `if this kills it` waits for (CR 428.5.c). Bounded as `settle` is not —
 * whatever goes on past the bound is left to the cleanups after the resolution.
 */
export function cleanupsWithin(e: Engine): void {
  const outer = e.oneAction;
  const outerIn = e.inAction;
  // Outside any instruction, as `settle`'s cleanups are: its deaths are one action of their own.
  e.oneAction = null;
  e.inAction = false;
  try {
    for (let i = 0; i < CLEANUPS_WITHIN && !gameOver(e.state) && cleanup(e); i++);
  } finally {
    e.oneAction = outer;
    e.inAction = outerIn;
  }
}

const CLEANUPS_WITHIN = 100;

/**
 * CR 323.4–323.5: units with lethal damage are killed, all at once (CR 370.1.a.2): which ones is
 * decided before any dies, and none of them sees another's death (CR 383.2.c.2). A unit that a
 * death leaves with lethal damage dies in the next cleanup. True when one was killed.
 */
export function killLethal(e: Engine): boolean {
  const lethal = lethalUnits(e);
  return lethal !== null && lethal.length > 0 && killAll(e, lethal);
}

/**
 * The units with lethal damage, in board order; null when no object on the board has damage.
 * Collected first: killing changes the board.
 */
function lethalUnits(e: Engine): ObjectId[] | null {
  let damaged = false;
  let lethal: ObjectId[] | null = null;
  const objects = boardList(e);
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i] as GameObject;
    if (obj.damage <= 0) continue;
    damaged = true;
    if (hasLethalDamage(e, obj)) (lethal ??= []).push(obj.id);
  }
  return lethal ?? (damaged ? [] : null);
}

/** CR 142.4.b: a unit with damage, at least its Might (a facedown card is no unit). */
function hasLethalDamage(e: Engine, obj: GameObject): boolean {
  if (obj.damage <= 0 || obj.facedown) return false;
  const c = characteristics(e, obj.id);
  return c.type === "unit" && c.might !== null && obj.damage >= Math.max(0, c.might);
}

function killAll(e: Engine, lethal: ObjectId[]): boolean {
  // CR 370.4, 373.1.a: the deaths are simultaneous: each meets its replacement effects while all
  // of the dying units are still on the board, and the replaced ones are carried out before the
  // others die (zone-change.ts). A kill replaced by something else does not count as a change. One
  // replaced by a Replace does: the token has the unit's lethal damage (RULES R2) and dies in the
  // next cleanup, which the replacements applied do not meet again (RULES E2, engine.ts
  // `replacedBy`).
  const replacedBefore = lethal.map((id) => e.replacedBy?.get(id)?.length ?? 0);
  const outer = e.lethalCleanup;
  e.lethalCleanup = true;
  let outcomes: ReturnType<typeof changeZonesTogether>;
  try {
    outcomes = changeZonesTogether(e, lethal, (id) =>
      kill(e, id, null, { player: null, source: null }),
    );
  } finally {
    e.lethalCleanup = outer;
  }
  const changed =
    outcomes.some((outcome) => outcome.happened) ||
    lethal.some((id, i) => (e.replacedBy?.get(id)?.length ?? 0) > (replacedBefore[i] ?? 0));
  // CR 323.5: each cleanup kills a unit with lethal damage anew, and each of those deaths is a new
  // event that a replacement applies to again (CR 370.2 limits it to one event and what replaced
  // it) — a replacement that leaves the damage in place applies at every cleanup. Where its own
  // actions make the cleanups repeat (CR 322: "play a Recruit token instead" puts an item on the
  // Chain), the rules never end; the runtime ends it: within one action, the replacements applied
  // to a unit's death from lethal damage that left it on the board with that damage do not apply
  // to it again, so a later cleanup of that action kills it (LANGUAGE.md, "Readings chosen for the
  // runtime").
  outcomes.forEach((outcome, i) => {
    const id = lethal[i] as ObjectId;
    if (outcome.happened || outcome.applied === undefined || outcome.result !== id) return;
    const unit = e.state.objects[id];
    if (unit === undefined || !isBoardZone(unit.zone) || !hasLethalDamage(e, unit)) return;
    const by = (e.replacedBy ??= new Map());
    by.set(id, [...(by.get(id) ?? []), ...outcome.applied]);
  });
  return changed;
}
