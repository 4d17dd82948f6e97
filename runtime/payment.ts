/**
 * Paying costs (CR 357): energy and power from the Rune Pool, topped up by Add abilities with
 * Reaction that the payer chooses to use while paying (CR 357.1.a, 429.3) — a basic rune's
 * "exhaust: add 1" and "recycle this: add 1 power of its domain" (CR 164.2), a Gold token's
 * ability… — then the non-standard costs in a fixed order (self-removal last).
 */
import type { AbilityCost, ActivatedAbility, Domain } from "./definitions.js";
import { DOMAINS } from "./definitions.js";
import { abilitiesOf, activatedAbilities } from "./characteristics.js";
import type { PaymentSource } from "./choice.js";
import { createContext } from "./context.js";
import { type TotalCost, describeCost, emptyPower } from "./costs.js";
import { type Engine, ask, describe, emit, playerState } from "./engine.js";
import { refuse } from "./errors.js";
import { allMatching } from "./filters.js";
import { changeStatus, discard, kill, recycle } from "./game-actions.js";
import { execute } from "./instructions.js";
import type { ObjectId, PlayerId, Pool, PowerPool } from "./state.js";
import { contents, forEachBoardObject, onBoard, zoneKey } from "./zones.js";

/** An effect made only of `add` instructions: it can be used while paying. */
function onlyAdds(effect: readonly { op: string }[]): boolean {
  return effect.length > 0 && effect.every((i) => i.op === "add");
}

/** What an Add ability gives when used while paying, and whether it exhausts its object. */
interface AddProfile {
  exhausts: boolean;
  energy: number;
  power: readonly { domain: string; amount: number }[];
}

/**
 * Per ability, its profile, or null when it cannot be used while paying. Abilities are plain
 * data that never change, and every rune is asked about each time payment is planned.
 */
const addProfiles = new WeakMap<ActivatedAbility, AddProfile | null>();

function addProfile(ability: ActivatedAbility): AddProfile | null {
  let profile = addProfiles.get(ability);
  if (profile !== undefined) return profile;
  profile = null;
  const selfOnly = ability.costs.every(
    (c) => c.cost === "exhaustThis" || c.cost === "killThis" || c.cost === "recycleThis",
  );
  if (ability.timing === "Reaction" && onlyAdds(ability.effect) && selfOnly) {
    let energy = 0;
    const power: { domain: string; amount: number }[] = [];
    for (const ins of ability.effect) {
      if (ins.op !== "add") continue;
      energy += ins.energy;
      for (const p of ins.power) power.push({ domain: p.domain, amount: p.amount });
    }
    profile = { exhausts: ability.costs.some((c) => c.cost === "exhaustThis"), energy, power };
  }
  addProfiles.set(ability, profile);
  return profile;
}

/** Add abilities with Reaction the player can use right now, whose costs are all "this" costs. */
export function paymentSources(
  e: Engine,
  player: PlayerId,
  exclude: ObjectId | null,
  /** False when only the amounts matter (listing legal actions): the descriptions are left empty. */
  described = true,
): PaymentSource[] {
  const out: PaymentSource[] = [];
  forEachBoardObject(e, (obj) => {
    if (obj.controller !== player || obj.facedown || obj.id === exclude) return;
    // `index` counts activated abilities only, as `activatedAbilities` lists them.
    let index = -1;
    for (const { ability } of abilitiesOf(e, obj)) {
      if (ability.kind !== "activated") continue;
      index++;
      const profile = addProfile(ability);
      if (profile === null || (profile.exhausts && obj.exhausted)) continue;
      const { energy } = profile;
      const power = profile.power.map((p) => ({ domain: p.domain, amount: p.amount }));
      out.push({
        object: obj.id,
        ability: index,
        energy,
        power,
        description: described
          ? `${describe(e, obj.id)}: ${ability.costs.map((c) => c.cost).join(", ")} → ${energy > 0 ? `${energy} energy` : ""}${power.map((p) => `${p.amount} ${p.domain}`).join(" ")}`
          : "",
      });
    }
  });
  return out;
}

/** Every key of a power pool, domains first (built once: payment is planned for every card listed). */
export const POOL_KEYS: readonly (Domain | "any")[] = [...DOMAINS, "any"];

interface Allocation {
  use: { energy: number; power: PowerPool };
  short: { energy: number; power: PowerPool };
}

/** Take what the pool can give: exact domains first, universal power for the rest (CR 135.2.e.5). */
function allocate(pool: Pool, need: Pick<TotalCost, "energy" | "power">): Allocation {
  // What is left of each kind of power is always the pool's less what `use` has taken, so it is
  // not kept apart (this runs for every cost checked while listing legal actions).
  const use = { energy: 0, power: emptyPower() };
  const short = { energy: 0, power: emptyPower() };
  use.energy = Math.min(need.energy, pool.energy);
  short.energy = need.energy - use.energy;
  for (const d of DOMAINS) {
    let want = need.power[d];
    const fromDomain = Math.min(want, pool.power[d]);
    use.power[d] += fromDomain;
    want -= fromDomain;
    const fromAny = Math.min(want, pool.power.any - use.power.any);
    use.power.any += fromAny;
    short.power[d] = want - fromAny;
  }
  let want = need.power.any;
  for (const key of POOL_KEYS) {
    const take = Math.min(want, pool.power[key] - use.power[key]);
    use.power[key] += take;
    want -= take;
  }
  short.power.any = want;
  return { use, short };
}

function shortfall(a: Allocation): boolean {
  if (a.short.energy > 0) return true;
  for (const key of POOL_KEYS) if (a.short.power[key] > 0) return true;
  return false;
}

/** A set of sources that covers what the pool lacks, or null. */
export function planPayment(
  e: Engine,
  pool: Pool,
  need: Pick<TotalCost, "energy" | "power">,
  sources: PaymentSource[],
): number[] | null {
  const a = allocate(pool, need);
  if (!shortfall(a)) return [];
  return coverShortfall(e, a, sources);
}

/** The sources that cover what an allocation of the pool lacks, or null. */
function coverShortfall(e: Engine, a: Allocation, sources: PaymentSource[]): number[] | null {
  const taken = new Set<number>();
  let energy = a.short.energy;
  sources.forEach((s, i) => {
    if (energy > 0 && s.energy > 0 && s.power.length === 0) {
      taken.add(i);
      energy -= s.energy;
    }
  });
  if (energy > 0) return null;
  // Most costs are energy only: no power to find, and the sources are taken in order.
  if (!POOL_KEYS.some((key) => a.short.power[key] > 0)) return [...taken];
  // Recycle runes already exhausted (or exhausted by this plan) before ready ones. `taken` does
  // not change while sorting, so whether a source is spent is read once per source, not per
  // comparison (this ran for every card in hand whenever legal actions were listed).
  const takenObjects = new Set<ObjectId>();
  for (const i of taken) takenObjects.add((sources[i] as PaymentSource).object);
  const spent = sources.map(
    (s) => e.state.objects[s.object]?.exhausted === true || takenObjects.has(s.object),
  );
  const order = sources
    .map((_, i) => i)
    .sort((x, y) => Number(spent[y]) - Number(spent[x]) || x - y);
  const needs = { ...a.short.power };
  const provide = (i: number) => {
    const s = sources[i] as PaymentSource;
    taken.add(i);
    for (const p of s.power) {
      const key = p.domain as Domain | "any";
      let amount = p.amount;
      if (key !== "any") {
        const covered = Math.min(amount, needs[key]);
        needs[key] -= covered;
        amount -= covered;
        const forAny = Math.min(amount, needs.any);
        needs.any -= forAny;
      } else {
        for (const d of POOL_KEYS) {
          const covered = Math.min(amount, needs[d]);
          needs[d] -= covered;
          amount -= covered;
        }
      }
    }
  };
  for (const d of DOMAINS) {
    for (const i of order) {
      if (needs[d] <= 0) break;
      if (taken.has(i)) continue;
      if ((sources[i] as PaymentSource).power.some((p) => p.domain === d)) provide(i);
    }
    for (const i of order) {
      if (needs[d] <= 0) break;
      if (taken.has(i)) continue;
      if ((sources[i] as PaymentSource).power.some((p) => p.domain === "any")) provide(i);
    }
  }
  for (const i of order) {
    if (needs.any <= 0) break;
    if (taken.has(i)) continue;
    if ((sources[i] as PaymentSource).power.length > 0) provide(i);
  }
  if (Object.values(needs).some((v) => v > 0)) return null;
  return [...taken].sort((x, y) => x - y);
}

/** CR 429.3.a: an Add ability used while paying finalizes and resolves at once. */
function useSource(e: Engine, player: PlayerId, source: PaymentSource): void {
  const obj = e.state.objects[source.object];
  if (!obj) return;
  const entry = activatedAbilities({ abilities: abilitiesOf(e, obj) })[source.ability];
  if (!entry) return;
  const actor = { player, source: obj.id };
  const ordered = entry.ability.costs.slice().sort((x, y) => costOrder(x) - costOrder(y));
  for (const cost of ordered) {
    if (cost.cost === "exhaustThis") {
      if (!changeStatus(e, obj.id, "exhausted", null, actor).happened)
        refuse("cannotPay", `${describe(e, obj.id)} is already exhausted`);
    } else if (cost.cost === "recycleThis") recycle(e, obj.id, null, actor);
    else if (cost.cost === "killThis") kill(e, obj.id, null, actor);
  }
  const ctx = createContext({
    controller: player,
    source: source.object,
    sourceName: obj.name,
    root: entry.ability.effect,
  });
  execute(e, entry.ability.effect, ctx, "");
  emit(e, {
    kind: "resolved",
    object: source.object,
    name: obj.name,
    player,
    detail: "Add ability used while paying",
  });
}

/** Pay energy and power, asking which Add abilities to use if the pool is short. */
export function payResources(
  e: Engine,
  player: PlayerId,
  total: TotalCost,
  exclude: ObjectId | null,
  what: string,
): void {
  const p = playerState(e, player);
  if (shortfall(allocate(p.pool, total))) {
    const sources = paymentSources(e, player, exclude);
    const plan = planPayment(e, p.pool, total, sources);
    const decision = ask(e, {
      kind: "payment",
      player,
      prompt: `pay ${describeCost(total)} for ${what}`,
      options: sources,
      suggested: plan ?? [],
    });
    const chosen = decision.kind === "payment" ? decision.sources : [];
    const ordered = chosen
      .slice()
      .sort((x, y) => sourceOrder(sources[x]) - sourceOrder(sources[y]) || x - y);
    for (const index of ordered) {
      const source = sources[index];
      if (source) useSource(e, player, source);
    }
  }
  const a = allocate(p.pool, total);
  if (shortfall(a)) {
    refuse(
      "cannotPay",
      `${player} cannot pay ${describeCost(total)} for ${what}: the pool holds ${describeCost(p.pool)} and is short ${describeCost(a.short)}`,
    );
  }
  if (a.use.energy > 0) e.j.set(p.pool, "energy", p.pool.energy - a.use.energy);
  for (const key of Object.keys(a.use.power) as (Domain | "any")[]) {
    if (a.use.power[key] > 0) e.j.set(p.pool.power, key, p.pool.power[key] - a.use.power[key]);
  }
}

function sourceOrder(source: PaymentSource | undefined): number {
  return source && source.energy > 0 && source.power.length === 0 ? 0 : 1;
}

function costOrder(cost: AbilityCost): number {
  switch (cost.cost) {
    case "exhaustThis":
      return 0;
    case "pay":
      return 1;
    case "discard":
      return 2;
    case "kill":
      return 3;
    case "recycle":
      return 4;
    case "recycleThis":
      return 5;
    case "killThis":
      return 6;
    default: {
      const _exhaustive: never = cost;
      return _exhaustive;
    }
  }
}

/** Whether the pool plus usable Add abilities could pay this (for listing legal actions). */
export function canAfford(
  e: Engine,
  player: PlayerId,
  total: TotalCost,
  exclude: ObjectId | null,
  /** `paymentSources(e, player, exclude)`, when the caller already has them. */
  sources?: () => PaymentSource[],
): boolean {
  const p = playerState(e, player);
  // The same allocation planPayment would make first: made once.
  const a = allocate(p.pool, total);
  if (!shortfall(a)) return true;
  const usable = sources ? sources() : paymentSources(e, player, exclude, false);
  return coverShortfall(e, a, usable) !== null;
}

/** Non-standard costs (CR 357.2): a cost whose action is replaced is still paid (CR 357.2.a). */
export function payOtherCosts(
  e: Engine,
  player: PlayerId,
  source: ObjectId | null,
  costs: AbilityCost[],
  what: string,
): void {
  const actor = { player, source };
  const perspective = createContext({ controller: player, source });
  for (const cost of costs.slice().sort((x, y) => costOrder(x) - costOrder(y))) {
    switch (cost.cost) {
      case "exhaustThis": {
        const obj = source !== null ? e.state.objects[source] : undefined;
        if (!obj || !onBoard(obj) || obj.exhausted)
          refuse(
            "cannotPay",
            `${what}: ${describe(e, source)} must be ready to be exhausted (CR 414.4)`,
          );
        changeStatus(e, obj.id, "exhausted", null, actor);
        break;
      }
      case "killThis": {
        const obj = source !== null ? e.state.objects[source] : undefined;
        if (!obj || !onBoard(obj))
          refuse("cannotPay", `${what}: ${describe(e, source)} is not on the board to be killed`);
        kill(e, obj.id, null, actor);
        break;
      }
      case "recycleThis": {
        const obj = source !== null ? e.state.objects[source] : undefined;
        if (!obj) refuse("cannotPay", `${what}: nothing to recycle`);
        recycle(e, obj.id, null, actor);
        break;
      }
      case "pay":
        break;
      case "discard": {
        const hand = contents(e, zoneKey("hand", player, null)).filter(
          (id) =>
            !cost.filter ||
            allMatching(
              e,
              { ...cost.filter, zone: { zone: "hand", player: "you" } },
              perspective,
            ).includes(id),
        );
        for (const id of chooseForCost(
          e,
          player,
          hand,
          cost.count,
          `${what}: discard ${cost.count}`,
        ))
          discard(e, id, null, actor);
        break;
      }
      case "kill": {
        const options = allMatching(e, cost.filter, perspective);
        for (const id of chooseForCost(
          e,
          player,
          options,
          cost.count,
          `${what}: kill ${cost.count}`,
        ))
          kill(e, id, null, actor);
        break;
      }
      case "recycle": {
        const trash = contents(e, zoneKey("trash", player, null)).slice();
        for (const id of chooseForCost(
          e,
          player,
          trash,
          cost.count,
          `${what}: recycle ${cost.count} from your trash`,
        ))
          recycle(e, id, null, actor);
        break;
      }
      default: {
        const _exhaustive: never = cost;
        return _exhaustive;
      }
    }
  }
}

function chooseForCost(
  e: Engine,
  player: PlayerId,
  options: ObjectId[],
  count: number,
  prompt: string,
): ObjectId[] {
  if (options.length < count) refuse("cannotPay", `${prompt}: only ${options.length} available`);
  if (options.length === count) return options;
  const decision = ask(e, { kind: "object", player, prompt, options, min: count, max: count });
  return decision.kind === "objects" ? decision.objects : [];
}
