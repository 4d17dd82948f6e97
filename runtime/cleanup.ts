/**
 * Cleanups (CR 318–323), the parts the core needs: victory (CR 323.1) and lethal damage
 * (CR 323.5, 142.4.b: non-zero damage at least the unit's Might). Combat designations, recalls,
 * Hidden cards and staging showdowns arrive with movement and combat (issue 6).
 */
import { characteristics } from "./characteristics.js";
import type { Engine } from "./engine.js";
import { checkVictory, kill } from "./game-actions.js";
import { boardObjects } from "./zones.js";

/** One cleanup; true when it changed something (another cleanup follows, CR 322). */
export function cleanup(e: Engine): boolean {
  checkVictory(e);
  if (e.state.winner !== null) return false;
  let changed = false;
  for (const obj of boardObjects(e)) {
    if (obj.damage <= 0 || obj.facedown) continue;
    const c = characteristics(e, obj.id);
    if (c.type !== "unit" || c.might === null) continue;
    if (obj.damage >= Math.max(0, c.might)) {
      // A kill replaced by something else does not count as a change, so a replacement that
      // leaves the damage in place cannot make cleanups repeat forever.
      if (kill(e, obj.id, null, { player: null, source: null }).happened) changed = true;
    }
  }
  return changed;
}
