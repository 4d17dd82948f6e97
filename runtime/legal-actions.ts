/**
 * The actions a player can take now, for random playouts and the playground. Timing, zones,
 * priority and targets are checked exactly; costs are checked against the printed (or Flow) cost
 * plus mandatory additional costs, so a listed play can still be refused when an increase or
 * Deflect makes it unaffordable — `perform` then says why and changes nothing.
 */
import type { Action } from "./actions.js";
import {
  type Characteristics,
  abilitiesOf,
  activatedAbilities,
  characteristics,
  hasKeyword,
  keywordCost,
  mayHaveAbility,
  objectHasKeyword,
  typeOf,
} from "./characteristics.js";
import { addCost, zeroCost, type TotalCost } from "./costs.js";
import type { Effect } from "./definitions.js";
import type { Engine } from "./engine.js";
import { allMatching, candidates, type Perspective } from "./filters.js";
import type { PaymentSource } from "./choice.js";
import { POOL_KEYS, canAfford, paymentSources, spendsItsSource } from "./payment.js";
import { facedownCards, hideProblem } from "./keywords-hidden.js";
import { timingProblem } from "./play-process.js";
import { standardMoveProblem } from "./standard-move.js";
import type { Location, ObjectId, PlayerId } from "./state.js";
import { type TargetRef, isLegalTarget, walkTargets } from "./targets.js";
import { battlefields, boardList } from "./board.js";
import { contents, locationOf, zoneKey } from "./zones.js";

/** The targets an effect needs whatever modes are chosen (those outside `choose`), by effect. */
const requiredTargets = new WeakMap<Effect, TargetRef[]>();

function targetsAvailable(
  e: Engine,
  effect: Effect,
  p: Perspective,
  self: ObjectId | null,
): boolean {
  let refs = requiredTargets.get(effect);
  if (!refs) {
    const found: TargetRef[] = [];
    walkTargets(
      effect,
      "",
      (ref) => found.push(ref),
      () => [],
    );
    requiredTargets.set(effect, found);
    refs = found;
  }
  for (const ref of refs) {
    if (ref.upTo) continue;
    const needed = ref.count ?? 1;
    let legal = 0;
    for (const id of candidates(e, ref.filter, p)) {
      if (isLegalTarget(e, id, ref.filter, p, self) && ++legal >= needed) break;
    }
    if (legal < needed) return false;
  }
  return true;
}

function otherCostsPossible(
  e: Engine,
  player: PlayerId,
  source: ObjectId | null,
  total: TotalCost,
): boolean {
  const p: Perspective = { controller: player, source, here: null };
  for (const cost of total.other) {
    switch (cost.cost) {
      case "exhaustThis":
        if (source === null || e.state.objects[source]?.exhausted !== false) return false;
        break;
      case "discard":
        if (contents(e, zoneKey("hand", player, null)).length < cost.count) return false;
        break;
      case "kill":
        if (allMatching(e, cost.filter, p).length < cost.count) return false;
        break;
      case "recycle":
        if (contents(e, zoneKey("trash", player, null)).length < cost.count) return false;
        break;
      default:
        break;
    }
  }
  return true;
}

/** What playing a card costs before increases, discounts and optional costs, and a key for the amount. */
interface CardCost {
  total: TotalCost;
  /** Equal for equal energy and power (most costs are energy only: their amount). */
  key: string | number;
}

/**
 * Per characteristics (shared by every unmodified card of a definition, and read-only), the cost
 * of playing the card each way: a hand is listed at every priority, mostly with the same cards.
 */
const cardCosts = new WeakMap<Characteristics, Partial<Record<CostWay, CardCost>>>();

type CostWay = "printed" | "flow" | "hidden";

function cardCost(c: Characteristics, way: CostWay): CardCost {
  let ways = cardCosts.get(c);
  if (!ways) {
    ways = {};
    cardCosts.set(c, ways);
  }
  let known = ways[way];
  if (!known) {
    const total = zeroCost();
    // CR 811: a hidden card ignores its base cost.
    const base = way === "hidden" ? null : way === "flow" ? keywordCost(c, "Flow") : c.cost;
    if (base) addCost(total, base);
    for (const entry of c.abilities) {
      if (entry.ability.kind !== "optionalCost" || entry.ability.optional) continue;
      for (const cost of entry.ability.costs) {
        if (cost.cost === "pay") addCost(total, cost.amount);
        else total.other.push(cost);
      }
    }
    let key: string | number = total.energy;
    for (const d of POOL_KEYS) if (total.power[d] !== 0) key = `${key},${d}:${total.power[d]}`;
    known = { total, key };
    ways[way] = known;
  }
  return known;
}

/** One listing's state: plain functions read it (closures over it were made on every listing). */
interface Listing {
  e: Engine;
  player: PlayerId;
  out: Action[];
  /** The Add abilities a card's payment can use are the same for every card in hand. */
  sources: PaymentSource[] | null;
  /**
   * Neither the pool nor the sources change while cards are listed, so whether an amount can be
   * paid is the same for every card costing it (a hand holds several of the same cost): the
   * amounts' keys asked so far and their answers, a handful a listing.
   */
  affordableKeys: (string | number)[];
  affordable: boolean[];
}

function cardSources(l: Listing): PaymentSource[] {
  return (l.sources ??= paymentSources(l.e, l.player, null, false));
}

function canAffordCard(l: Listing, cost: CardCost): boolean {
  const at = l.affordableKeys.indexOf(cost.key);
  if (at >= 0) return l.affordable[at] as boolean;
  const known = canAfford(l.e, l.player, cost.total, null, () => cardSources(l));
  l.affordableKeys.push(cost.key);
  l.affordable.push(known);
  return known;
}

function consider(l: Listing, id: ObjectId, flow: boolean, hidden: boolean): void {
  const e = l.e;
  const player = l.player;
  const c = characteristics(e, id);
  if (c.type !== "unit" && c.type !== "gear" && c.type !== "spell") return;
  const reaction = hidden || hasKeyword(c, "Reaction");
  if (timingProblem(e, player, { reaction, action: reaction || hasKeyword(c, "Action") }, c.name))
    return;
  const cost = cardCost(c, hidden ? "hidden" : flow ? "flow" : "printed");
  if (!canAffordCard(l, cost) || !otherCostsPossible(e, player, null, cost.total)) return;
  let p: Perspective | null = null;
  for (const entry of c.abilities) {
    if (entry.ability.kind !== "effect") continue;
    p ??= { controller: player, source: id, here: null };
    if (!targetsAvailable(e, entry.ability.effect, p, id)) return;
  }
  l.out.push(
    flow ? { type: "play", player, object: id, flow: true } : { type: "play", player, object: id },
  );
}

export function legalActions(
  e: Engine,
  player: PlayerId,
  options: { includeAdds?: boolean } = {},
): Action[] {
  const s = e.state;
  const out: Action[] = [];
  if (s.winner !== null || s.priority !== player) return out;
  if (s.chain.length > 0 || s.showdown !== null) out.push({ type: "pass", player });
  const neutralOpenMain =
    s.chain.length === 0 &&
    s.showdown === null &&
    s.combat === null &&
    s.turn.step === "main" &&
    s.turn.player === player;
  if (neutralOpenMain) out.push({ type: "endTurn", player });

  const listing: Listing = {
    e,
    player,
    out,
    sources: null,
    affordableKeys: [],
    affordable: [],
  };
  for (const zone of ["hand", "champion"] as const) {
    const ids = contents(e, zoneKey(zone, player, null));
    for (let i = 0; i < ids.length; i++) consider(listing, ids[i] as ObjectId, false, false);
  }
  for (const id of contents(e, zoneKey("trash", player, null))) {
    const obj = e.state.objects[id];
    if (obj && objectHasKeyword(e, obj, "Flow")) consider(listing, id, true, false);
  }
  // CR 811: a card hidden on an earlier turn has Reaction and ignores its base cost.
  for (const obj of facedownCards(e, player)) consider(listing, obj.id, false, true);

  for (const obj of boardList(e)) {
    if (obj.controller !== player || obj.facedown) continue;
    // Most objects (runes above all) have no activated ability but Adds, which are not listed.
    if (!options.includeAdds && !mayHaveAbility(e, obj, "activated")) continue;
    activatedAbilities({ abilities: abilitiesOf(e, obj) }).forEach(({ ability }, index) => {
      const addOnly = ability.effect.length > 0 && ability.effect.every((i) => i.op === "add");
      if (addOnly && !options.includeAdds) return;
      const permissions = {
        reaction: ability.timing === "Reaction",
        action: ability.timing !== undefined,
      };
      if (timingProblem(e, player, permissions, obj.name)) return;
      const total = zeroCost();
      for (const cost of ability.costs) {
        if (cost.cost === "pay") addCost(total, cost.amount);
        else total.other.push(cost);
      }
      // An ability that exhausts, kills or recycles its object cannot be paid by that object's
      // Add abilities (play-process.ts): the shared list without it.
      const spendsSelf = spendsItsSource(ability.costs);
      const ownSources = () =>
        spendsSelf
          ? cardSources(listing).filter((source) => source.object !== obj.id)
          : cardSources(listing);
      if (
        !otherCostsPossible(e, player, obj.id, total) ||
        !canAfford(e, player, total, spendsSelf ? obj.id : null, ownSources)
      )
        return;
      const p: Perspective = { controller: player, source: obj.id, here: locationOf(obj) };
      if (!targetsAvailable(e, ability.effect, p, null)) return;
      out.push({ type: "activate", player, object: obj.id, ability: index });
    });
  }

  if (neutralOpenMain) {
    for (const zone of ["hand", "champion"] as const) {
      for (const id of contents(e, zoneKey(zone, player, null))) {
        if (!hasKeyword(characteristics(e, id), "Hidden")) continue;
        for (const bf of battlefields(e)) {
          if (hideProblem(e, player, id, bf.id) === null)
            out.push({ type: "hide", player, object: id, battlefield: bf.id });
        }
      }
    }
    const destinations: Location[] = [
      { kind: "base", player },
      ...battlefields(e).map((b) => ({ kind: "battlefield" as const, battlefield: b.id })),
    ];
    for (const obj of boardList(e)) {
      if (obj.controller !== player || obj.exhausted || obj.facedown) continue;
      if (typeOf(e, obj) !== "unit") continue;
      for (const to of destinations) {
        if (standardMoveProblem(e, player, obj.id, to) === null)
          out.push({ type: "move", player, units: [obj.id], to });
      }
    }
  }
  return out;
}
