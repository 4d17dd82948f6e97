/**
 * `you may pay 1. If you do, draw 2` (CR 357): a payment an ability offers its controller. It is
 * always the whole of a `may` (the checker's RS2059), so one question decides it, and a player who
 * cannot pay is not asked — declining and being unable are the same answer (CR 055). First in a
 * triggered ability's leading `you may`, it is the ability's cost and is paid as the ability is
 * finalized (CR 383.3.b, 383.3.b.1); anywhere else, as the ability resolves.
 */
import type { Cost, Effect } from "./definitions.js";
import type { PlayerId } from "./state.js";
import { describeCost, totalOfCost } from "./costs.js";
import type { Engine } from "./engine.js";
import { canAfford, payResources } from "./payment.js";

/** The cost a `may` offers to be paid, when paying is all it does. */
export function offeredCost(effect: Effect): Cost | undefined {
  const [only] = effect;
  return effect.length === 1 && only?.op === "pay" ? only.cost : undefined;
}

/** Whether `player` can pay the cost now, from their pool, runes and other Add abilities. */
export function canPayOffered(e: Engine, player: PlayerId, cost: Cost): boolean {
  return canAfford(e, player, totalOfCost(cost), null);
}

/** Pay it; false (nothing paid) when the player cannot. */
export function payOffered(e: Engine, player: PlayerId, cost: Cost, source: string): boolean {
  const total = totalOfCost(cost);
  if (!canAfford(e, player, total, null)) return false;
  payResources(e, player, total, null, `${source}: pay ${describeCost(total)}`);
  return true;
}

/** "pay 1 energy", as a question names it. */
export function offeredText(cost: Cost): string {
  return `pay ${describeCost(totalOfCost(cost))}`;
}
