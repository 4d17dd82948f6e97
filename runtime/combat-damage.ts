/**
 * Assigning combat damage (CR 465.2.c): a player splits their side's summed Might among the other
 * side's units, lethal damage to one unit before the next (CR 465.2.c.3), never more than lethal
 * while another unit still lacks it (CR 465.2.c.4), Tank units first and Backline units last
 * (CR 815, 826); a unit with both is assigned as the one the assigning player picks (CR 465.2.c.8). Within a tier the assigning player picks the order, which matters only when
 * the damage runs out inside it; any excess once every unit has lethal damage goes to the last.
 * Lethal counts what preventions will take away from the damage (CR 465.2.c.5, 437.5): a unit
 * whose damage would all be prevented takes whatever is left for it (CR 437.5.b), and damage the
 * replacements of the damage its sources deal would increase is assigned as the least amount they
 * make lethal (CR 465.2.c.4.a). Where the order of a unit's replacements changes what they make,
 * its controller orders them once, before the count, and the damage is dealt in that order
 * (CR 465.2.c.5, 372). A unit that can't be dealt damage is left out (CR 465.2.c.10).
 */
import { characteristics } from "./characteristics.js";
import { type Engine, ask, describe } from "./engine.js";
import { assignmentTier } from "./keywords.js";
import { type DamageStep, afterSteps, combatDamageSteps } from "./replacement.js";
import type { GameObject, ObjectId, PlayerId } from "./state.js";

/** Far past any reduction a card prints: the assignment stops counting up there. */
const REDUCTION_LIMIT = 1000;

/**
 * The order the controller of each unit chose for the replacements of the combat damage it will
 * be dealt (CR 465.2.c.5, 372), by their keys: chosen once, as the unit is assigned damage, and
 * kept for when the damage is dealt (`Engine.damageOrder`), so both count them the same way.
 */
export type DamageOrders = Map<ObjectId, readonly string[]>;

/**
 * The damage still needed to make a unit's marked damage lethal (CR 142.4.b): the least amount
 * that the replacements of the damage it will be dealt (CR 465.2.c.5: they apply to the
 * assignment) make at least its lethal damage (CR 465.2.c.4.a) — more for a prevention or a
 * reduction, less for an increase; `Infinity` when all of it would be prevented (CR 437.5.b).
 * Where their order changes what they make (an increase and a doubling, a prevention and either),
 * the unit's controller orders them (CR 465.2.c.5: "in the order of the controller of the 2 [M]
 * unit's choice", 372) the first time the unit's lethal damage is counted — before any damage is
 * assigned to it, so the assigning player counts with that order — and `orders` keeps it for the
 * damage as it is dealt. Without `orders`, the order found. `claimed` as in `combatDamageSteps`.
 */
export function lethalShortfall(
  e: Engine,
  obj: GameObject,
  assigner: PlayerId,
  claimed: Set<string> | null,
  sources: readonly ObjectId[] = [],
  orders: DamageOrders | null = null,
): number {
  const might = Math.max(0, characteristics(e, obj.id).might ?? 0);
  const lethal = Math.max(1, might - obj.damage);
  const found = combatDamageSteps(e, obj.id, assigner, sources, claimed);
  if (found.length === 0) return lethal;
  let reach = lethal + REDUCTION_LIMIT;
  for (const { change } of found) {
    if ("prevent" in change) {
      if (change.prevent === "all") return Infinity;
      reach += change.prevent;
    } else if (change.more !== "double" && change.more < 0) reach -= change.more;
  }
  const steps = orders === null ? found : inChosenOrder(e, obj, assigner, found, orders);
  // They never make a larger amount smaller, so counting up finds the least; one that leaves no
  // amount lethal stops at what no reduction can reach.
  let least = 1;
  while (afterSteps(least, steps) < lethal && least < reach) least++;
  return least;
}

/**
 * Whether the order of these replacements can change the damage they make: preventions alone
 * (CR 437.3), doublings alone, or increases alone (or reductions alone) make the same whatever
 * their order; an increase and a doubling, or a prevention and a change, do not (CR 465.2.c.5:
 * "prevent value applied first … 2 damage; the other order … 4").
 */
function orderMatters(steps: readonly DamageStep[]): boolean {
  if (steps.length < 2) return false;
  let prevents = 0;
  let doubles = 0;
  let ups = 0;
  let downs = 0;
  for (const { change } of steps) {
    if ("prevent" in change) prevents++;
    else if (change.more === "double") doubles++;
    else if (change.more > 0) ups++;
    else downs++;
  }
  const kinds =
    (prevents > 0 ? 1 : 0) + (doubles > 0 ? 1 : 0) + (ups > 0 ? 1 : 0) + (downs > 0 ? 1 : 0);
  return kinds > 1;
}

/** The steps in the order the unit's controller chose, asked for the first time they are counted. */
function inChosenOrder(
  e: Engine,
  obj: GameObject,
  assigner: PlayerId,
  steps: readonly DamageStep[],
  orders: DamageOrders,
): readonly DamageStep[] {
  if (!orderMatters(steps)) return steps;
  let keys = orders.get(obj.id);
  if (keys === undefined) {
    keys = chooseOrder(e, obj.controller ?? assigner, steps);
    orders.set(obj.id, keys);
  }
  const chosen = keys;
  const rank = (step: DamageStep): number => {
    const at = chosen.indexOf(step.key);
    return at < 0 ? chosen.length : at;
  };
  return [...steps].sort((a, b) => rank(a) - rank(b));
}

/**
 * CR 372, 465.2.c.5: the unit's controller picks which replacement applies first, then which of
 * the rest, as the damage would ask them when dealt (replacement.ts `chooseCandidate`; a scenario
 * answers `choosing mode N` for the Nth of those left, in the order found).
 */
function chooseOrder(e: Engine, player: PlayerId, steps: readonly DamageStep[]): string[] {
  const left = steps.slice();
  const keys: string[] = [];
  while (left.length > 1) {
    const decision = ask(e, {
      kind: "order",
      player,
      prompt: "several effects would replace damaged: choose the one that applies first",
      options: left.map((step) => step.description),
      suggested: 0,
    });
    const index = decision.kind === "index" && decision.index < left.length ? decision.index : 0;
    keys.push((left[index] as DamageStep).key);
    left.splice(index, 1);
  }
  keys.push((left[0] as DamageStep).key);
  return keys;
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
  orders: DamageOrders | null = null,
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
        (sum, obj) => sum + lethalShortfall(e, obj, assigner, peek, sources, orders),
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
      const give = Math.min(left, lethalShortfall(e, obj, assigner, claimed, sources, orders));
      assigned.set(obj.id, give);
      left -= give;
      last = obj.id;
    }
  }
  if (left > 0 && last !== null) assigned.set(last, (assigned.get(last) ?? 0) + left);
  return assigned;
}
