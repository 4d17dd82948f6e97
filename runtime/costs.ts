/**
 * Totalling a cost (RULES C1, CR 356): the base cost (printed, or replaced: Flow, "for [cost]",
 * "ignoring its cost"), then additional costs (mandatory, chosen optional ones, Accelerate,
 * Deflect), then increases, then discounts; energy and power never go below 0 (CR 356.6).
 */
import type { AbilityCost, Cost, Domain, PowerAmount } from "./definitions.js";
import { discountChanges, discountsFor } from "./next-discounts.js";
import { DOMAINS } from "./definitions.js";
import {
  type CostModification,
  abilityFromSource,
  characteristics,
  keywordCost,
  keywordValue,
} from "./characteristics.js";
import type { Engine } from "./engine.js";
import { canAfford } from "./payment.js";
import type { ChainItem, ObjectId, PowerPool } from "./state.js";

export interface TotalCost {
  energy: number;
  power: PowerPool;
  /** Non-standard costs: exhaust this, kill a unit, discard… (CR 356.7). */
  other: AbilityCost[];
}

export function emptyPower(): PowerPool {
  return { Fury: 0, Calm: 0, Mind: 0, Body: 0, Chaos: 0, Order: 0, any: 0 };
}

/**
 * Every key of a power pool in the order `emptyPower` makes them, domains first (built once: costs
 * are totalled and described for every play).
 */
export const POOL_KEYS: readonly (Domain | "any")[] = [...DOMAINS, "any"];

/**
 * A pool's amounts in `POOL_KEYS` order, each read by its name: reading pools by a variable key
 * was most of the cost of checking a cost (every listing of legal actions checks several).
 */
export function powerArray(p: PowerPool): number[] {
  return [p.Fury, p.Calm, p.Mind, p.Body, p.Chaos, p.Order, p.any];
}

/** CR 356.6: power never goes below 0, each kind set by its name (see `powerArray`). */
function clampPower(p: PowerPool): void {
  if (p.Fury < 0) p.Fury = 0;
  if (p.Calm < 0) p.Calm = 0;
  if (p.Mind < 0) p.Mind = 0;
  if (p.Body < 0) p.Body = 0;
  if (p.Chaos < 0) p.Chaos = 0;
  if (p.Order < 0) p.Order = 0;
  if (p.any < 0) p.any = 0;
}

export function zeroCost(): TotalCost {
  return { energy: 0, power: emptyPower(), other: [] };
}

function addResources(total: TotalCost, energy: number, power: readonly PowerAmount[]): void {
  total.energy += energy;
  for (const p of power) total.power[p.domain] += p.amount;
}

export function addCost(total: TotalCost, cost: Cost): void {
  addResources(total, cost.energy, cost.power);
}

/** A printed cost as a total to afford and pay, with nothing added to it. */
export function totalOfCost(cost: Cost): TotalCost {
  const total = zeroCost();
  addCost(total, cost);
  return total;
}

function addAbilityCosts(total: TotalCost, costs: readonly AbilityCost[]): void {
  for (const cost of costs) {
    if (cost.cost === "pay") addCost(total, cost.amount);
    else total.other.push(cost);
  }
}

/** Increases first, then discounts (CR 356.3–356.4); a discount of "any" power takes any domain. */
export function modify(total: TotalCost, mods: readonly CostModification[]): void {
  // Most cards have none: no lists are made for them.
  if (mods.length === 0) return;
  const increases = mods.filter((m) => m.energy > 0 || m.power.some((p) => p.amount > 0));
  const discounts = mods.filter((m) => !increases.includes(m));
  for (const m of increases) {
    if (m.energy > 0) total.energy += m.energy;
    for (const p of m.power) if (p.amount > 0) total.power[p.domain] += p.amount;
  }
  for (const m of discounts) {
    total.energy = Math.max(0, total.energy + Math.min(0, m.energy));
    for (const p of m.power) {
      if (p.amount >= 0) continue;
      let left = -p.amount;
      const keys: (Domain | "any")[] = p.domain === "any" ? ["any", ...DOMAINS] : [p.domain];
      for (const key of keys) {
        const take = Math.min(left, total.power[key]);
        total.power[key] -= take;
        left -= take;
      }
    }
  }
}

/**
 * The total cost of a pending Chain item with its choices made. `deflect` is Deflect still to come
 * from choices not made yet (`leastTax`), power of any domain added with the Deflect of the targets
 * chosen, before increases and discounts (CR 809.1.c, 356).
 */
export function totalCost(e: Engine, item: ChainItem, deflect = 0): TotalCost {
  const domains = item.kind === "card" ? characteristics(e, item.id).domains : [];
  if (!item.choices.accelerate || domains.length < 2)
    return costWith(e, item, domains[0] ?? "any", deflect);
  // CR 805.1.a.1: Accelerate's power may be of any one of the unit's domains; the first the
  // payer can afford is used, so a unit of two domains is not refused for lacking the first.
  let first: TotalCost | null = null;
  for (const domain of domains) {
    const total = costWith(e, item, domain, deflect);
    if (canAfford(e, item.controller, total, null)) return total;
    first ??= total;
  }
  return first ?? costWith(e, item, "any", deflect);
}

function costWith(
  e: Engine,
  item: ChainItem,
  accelerateDomain: Domain | "any",
  deflect: number,
): TotalCost {
  const total = zeroCost();
  if (item.kind === "card") {
    const c = characteristics(e, item.id);
    const play = item.play;
    if (play?.ignoreCost) {
      // CR 356.1.b: ignored base costs are 0; additional costs still apply.
    } else if (play?.cost) {
      addCost(total, play.cost);
    } else if (play?.flow) {
      // CR 829.1.c.3: the Flow cost the player chose, when the card has several.
      const chosen =
        item.choices.flowCost === undefined ? undefined : c.keywords[item.choices.flowCost];
      const flow =
        chosen?.keyword === "Flow" && "cost" in chosen ? chosen.cost : keywordCost(c, "Flow");
      if (flow) addCost(total, flow);
    } else if (c.cost) {
      addCost(total, c.cost);
    }
    const abilities = c.abilities;
    for (let index = 0; index < abilities.length; index++) {
      const ability = (abilities[index] as (typeof abilities)[number]).ability;
      if (ability.kind !== "optionalCost") continue;
      if (!ability.optional || item.choices.optionalCosts.includes(index))
        addAbilityCosts(total, ability.costs);
    }
    // CR 820.1.c.1–2: each Repeat cost paid, and only those, is an additional cost.
    for (const index of item.choices.repeatPaid ?? []) {
      const k = c.keywords[index];
      if (k?.keyword === "Repeat" && "cost" in k) addCost(total, k.cost);
    }
    if (item.choices.accelerate) {
      // CR 805.1.a: [1][C], power of one of the unit's domains (any domain when it has none).
      addResources(total, 1, [{ domain: accelerateDomain, amount: 1 }]);
    }
    addDeflect(e, item, total);
    total.power.any += deflect;
    // CR 356.4: a discount of a next play is one more discount, added up with the card's own.
    const next = discountsFor(e, item);
    modify(
      total,
      next.length === 0 ? c.costModifications : [...c.costModifications, ...discountChanges(next)],
    );
  } else if (item.ability) {
    const ability = abilityFromSource(e, item.ability);
    if (ability.kind === "activated") addAbilityCosts(total, ability.costs);
    addDeflect(e, item, total);
    total.power.any += deflect;
  }
  total.energy = Math.max(0, total.energy);
  clampPower(total.power);
  return total;
}

/** CR 809.1.c: Deflect N adds N power of any domain for each time an opponent's item chooses it. */
function addDeflect(e: Engine, item: ChainItem, total: TotalCost): void {
  const targets = item.choices.targets;
  // `for…in` rather than `Object.keys`: no list of keys made for each cost totalled.
  for (const key in targets) {
    for (const id of targets[key] as ObjectId[]) {
      const obj = e.state.objects[id];
      if (!obj || obj.controller === null || obj.controller === item.controller) continue;
      const deflect = keywordValue(characteristics(e, id), "Deflect");
      if (deflect > 0) total.power.any += deflect;
    }
  }
}

export function describeCost(total: Pick<TotalCost, "energy" | "power">): string {
  const parts: string[] = [];
  if (total.energy > 0) parts.push(`${total.energy} energy`);
  // Pools are made by `emptyPower`: their keys are in this order.
  const amounts = powerArray(total.power);
  for (let k = 0; k < POOL_KEYS.length; k++) {
    const amount = amounts[k] as number;
    const key = POOL_KEYS[k] as Domain | "any";
    if (amount > 0)
      parts.push(`${amount} ${key === "any" ? "power of any domain" : `${key} power`}`);
  }
  return parts.length === 0 ? "nothing" : parts.join(" and ");
}
