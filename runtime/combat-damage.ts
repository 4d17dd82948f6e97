/**
 * Assigning combat damage (CR 465.2.c): a player splits their side's summed Might among the other
 * side's units, lethal damage to one unit before the next (CR 465.2.c.3), never more than lethal
 * while another unit still lacks it (CR 465.2.c.4), Tank units first and Backline units last
 * (CR 815, 826); a unit with both is assigned as the one the assigning player picks (CR 465.2.c.8). Within a tier the assigning player picks the order, which matters only when
 * the damage runs out inside it; any excess once every unit has lethal damage goes to the last.
 * Lethal counts what preventions will take away from the damage (CR 465.2.c.5, 437.5): a unit
 * whose damage would all be prevented takes whatever is left for it (CR 437.5.b), and damage the
 * replacements of the damage its sources deal would increase is assigned as the least amount they
 * make lethal (CR 465.2.c.4.a). A unit that can't be dealt damage is left out (CR 465.2.c.10).
 */
import { characteristics } from "./characteristics.js";
import { type Engine, ask, describe } from "./engine.js";
import { assignmentTier } from "./keywords.js";
import { increasedAssignment, preventionAllowance } from "./replacement.js";
import type { GameObject, ObjectId, PlayerId } from "./state.js";

/**
 * The damage still needed to make a unit's marked damage lethal (CR 142.4.b): at least 1, and
 * more by what preventions would take away from it (CR 465.2.c.5, 437.5.a); `Infinity` when all
 * of it would be prevented (CR 437.5.b). `claimed` as in `preventionAllowance`; null only peeks.
 */
export function lethalShortfall(
  e: Engine,
  obj: GameObject,
  assigner: PlayerId,
  claimed: Set<string> | null,
  sources: readonly ObjectId[] = [],
): number {
  const might = Math.max(0, characteristics(e, obj.id).might ?? 0);
  const needed =
    Math.max(1, might - obj.damage) + preventionAllowance(e, obj.id, assigner, claimed);
  if (needed === Infinity) return needed;
  // CR 465.2.c.4.a: damage the sources' replacements would increase is assigned as the least
  // amount they make lethal (they never make it less, so that amount is at most `needed`).
  const increased = increasedAssignment(e, obj.id, assigner, sources, claimed);
  let least = 1;
  while (least < needed && increased(least) < needed) least++;
  return least;
}

/**
 * CR 465.2.c.8: a unit with both Tank and Backline is assigned damage as one of them, which the
 * assigning player chooses: mode 0 (written `choosing mode 1`) first as a Tank, mode 1 last.
 */
function chooseTier(e: Engine, assigner: PlayerId, obj: GameObject): 0 | 2 {
  const decision = ask(e, {
    kind: "mode",
    player: assigner,
    prompt: `${describe(e, obj.id)} has Tank and Backline: assign it combat damage first (mode 1, Tank) or last (mode 2, Backline)`,
    modes: 2,
    count: 1,
  });
  return decision.kind === "modes" && decision.modes[0] === 1 ? 2 : 0;
}

export function assignCombatDamage(
  e: Engine,
  assigner: PlayerId,
  amount: number,
  units: readonly GameObject[],
  claimed: Set<string> = new Set(),
  sources: readonly ObjectId[] = [],
): Map<ObjectId, number> {
  const assigned = new Map<ObjectId, number>();
  if (amount <= 0 || units.length === 0) return assigned;
  // CR 465.2.c.10: a unit that can't be dealt damage has no lethal amount and is exempt from the
  // order of assignment: damage goes to the others (Tank or not), and to it only when it is all
  // there is, where none of it will be dealt.
  const exempt = units.filter((obj) => characteristics(e, obj.id).cantBeDealtDamage);
  if (exempt.length === units.length) {
    assigned.set((units[0] as GameObject).id, amount);
    return assigned;
  }
  if (exempt.length > 0) units = units.filter((obj) => !exempt.includes(obj));
  const tiers: GameObject[][] = [[], [], []];
  for (const obj of units) {
    let tier = assignmentTier(characteristics(e, obj.id).keywords);
    if (tier === "either") tier = units.length > 1 ? chooseTier(e, assigner, obj) : 1;
    tiers[tier]?.push(obj);
  }
  let left = amount;
  let last: ObjectId | null = null;
  for (const tier of tiers) {
    const waiting = tier.slice();
    while (waiting.length > 0 && left > 0) {
      let index = 0;
      // Nearly always nothing is claimed: an empty set is made without copying one.
      const peek = claimed.size === 0 ? new Set<string>() : new Set(claimed);
      const needed = waiting.reduce(
        (sum, obj) => sum + lethalShortfall(e, obj, assigner, peek, sources),
        0,
      );
      if (waiting.length > 1 && left < needed) {
        const decision = ask(e, {
          kind: "object",
          player: assigner,
          prompt: `assign ${left} combat damage: which unit gets lethal damage next (${waiting
            .map((o) => describe(e, o.id))
            .join(", ")})`,
          options: waiting.map((o) => o.id),
          min: 1,
          max: 1,
        });
        const chosen = decision.kind === "objects" ? decision.objects[0] : undefined;
        index = Math.max(
          0,
          waiting.findIndex((o) => o.id === chosen),
        );
      }
      const [obj] = waiting.splice(index, 1) as [GameObject];
      const give = Math.min(left, lethalShortfall(e, obj, assigner, claimed, sources));
      assigned.set(obj.id, give);
      left -= give;
      last = obj.id;
    }
  }
  if (left > 0 && last !== null) assigned.set(last, (assigned.get(last) ?? 0) + left);
  return assigned;
}
