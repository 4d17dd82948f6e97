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
import type { ObjectId } from "./state.js";
import { changeZonesTogether } from "./zone-change.js";
import { forEachBoardObject } from "./board.js";

/**
 * The journal version after the last cleanup that changed nothing: a cleanup of the same state
 * would change nothing either (bookkeeping writes such as priority leave the version alone and
 * no step reads them), so it is skipped.
 */
const settled = new WeakMap<Engine, number>();

/** One cleanup; true when it changed something (another cleanup follows, CR 322). */
export function cleanup(e: Engine): boolean {
  if (settled.get(e) === e.j.version) return false;
  checkVictory(e);
  if (e.state.winner !== null) return false;
  let changed = killLethal(e);
  if (correctiveRecalls(e)) changed = true;
  if (battlefieldCleanup(e)) changed = true;
  if (!changed) settled.set(e, e.j.version);
  return changed;
}

/**
 * CR 323.4–323.5: units with lethal damage are killed, all at once (CR 370.1.a.2): which ones is
 * decided before any dies, and none of them sees another's death (CR 383.2.c.2). A unit that a
 * death leaves with lethal damage dies in the next cleanup. True when one was killed.
 */
export function killLethal(e: Engine): boolean {
  // Collected first (rarely any): killing changes the board being walked.
  const lethal: ObjectId[] = [];
  forEachBoardObject(e, (obj) => {
    if (obj.damage <= 0 || obj.facedown) return;
    const c = characteristics(e, obj.id);
    if (c.type === "unit" && c.might !== null && obj.damage >= Math.max(0, c.might))
      lethal.push(obj.id);
  });
  if (lethal.length === 0) return false;
  // CR 370.4, 373.1.a: the deaths are simultaneous: each meets its replacement effects while all
  // of the dying units are still on the board, and the replaced ones are carried out before the
  // others die (zone-change.ts). A kill replaced by something else does not count as a change, so
  // a replacement that leaves the damage in place cannot make cleanups repeat forever.
  const outcomes = changeZonesTogether(e, lethal, (id) =>
    kill(e, id, null, { player: null, source: null }),
  );
  return outcomes.some((outcome) => outcome.happened);
}
