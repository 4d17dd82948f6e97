/**
 * Last-known information: an object that left the board, read as it last was there. A triggered
 * ability notes what its triggering object was as its trigger condition is met (CR 359.3.f.3,
 * 428.1.a.1.b: "note the unit's location, attributes, and other relevant information"), and a
 * resolution that moved an object off the board looks back at it (CR 359.3.e.13). Every reading
 * of such an object — a condition, an amount, its controller or owner, its location — goes
 * through here, so they agree.
 */
import { abilityFromSource, characteristicsOf, designationOf } from "./characteristics.js";
import { sameLocation } from "./choice.js";
import type { Context } from "./context.js";
import type { Filter, StatusName } from "./definitions.js";
import type { Engine } from "./engine.js";
import { isAlone, MIGHTY, type Perspective, playerMatches } from "./filters.js";
import type { ChainItem, GameObject, LastKnown, ObjectId, TriggerInfo } from "./state.js";
import { locationOf, onBoard } from "./zones.js";

/** What an object on the board is, to be read once it has left (CR 359.3.e.13, 359.3.f.3). */
export function lastKnownOf(e: Engine, obj: GameObject): LastKnown {
  const c = characteristicsOf(e, obj);
  return {
    controller: obj.controller,
    owner: obj.owner,
    might: c.might,
    location: locationOf(obj),
    exhausted: obj.exhausted,
    damaged: obj.damage > 0,
    buffed: obj.buffed,
    stunned: obj.stunned,
    role: designationOf(e, obj),
    alone: isAlone(e, obj),
  };
}

/**
 * What a context knows of an object that is no longer on the board (gone from the game, or in a
 * zone off it); undefined for one still there, which is read as it is now.
 */
export function knownOff(e: Engine, ctx: Context, id: ObjectId): LastKnown | undefined {
  const known = ctx.lastKnown.get(id);
  if (known === undefined) return undefined;
  const obj = e.state.objects[id];
  return obj !== undefined && onBoard(obj) ? undefined : known;
}

/**
 * A triggered ability's triggering object left the board by the event it triggered on (`when a
 * friendly unit dies`, `is banished`, `leaves the board`, `is returned to its owner's hand`): what
 * it does — and an intervening condition — reads it as it was on the board when the condition
 * was met (CR 359.3.f.3, 428.1.a.1.b), keyed by the object it became (`it`), even a token that
 * has ceased to exist (CR 186). One that triggered on its source's leaving reads `this` so too.
 */
export function noteTriggeringLeft(e: Engine, ctx: Context, trigger: TriggerInfo | null): void {
  if (!trigger?.lastKnown || trigger.object === null || trigger.result === null) return;
  if (trigger.result === trigger.object) return;
  const moved = e.state.objects[trigger.result];
  if (moved !== undefined && onBoard(moved)) return;
  ctx.lastKnown.set(trigger.result, trigger.lastKnown);
  if (ctx.source !== null && (trigger.object === ctx.source || trigger.result === ctx.source))
    ctx.sourceKnown = trigger.lastKnown;
}

/**
 * Whether an object that left the board met a one-object condition's filter (`it is mighty`,
 * `that unit is exhausted`, `it is at a battlefield`) as it last was there: its statuses, its
 * combat role, Mighty from the Might it left with (CR 708), where it was. What the record does
 * not hold (a filter such a condition never has) is not so.
 */
export function knownMatches(known: LastKnown, filter: Filter, p: Perspective): boolean {
  for (const key in filter) {
    const value = filter[key as keyof Filter];
    if (value === undefined) continue;
    switch (key) {
      case "mighty":
        if (filter.mighty === true && (known.might === null || known.might < MIGHTY)) return false;
        break;
      case "statuses":
        for (const s of filter.statuses ?? []) if (!knownHas(known, s)) return false;
        break;
      case "role":
        if (known.role !== filter.role) return false;
        break;
      case "alone":
        if (filter.alone === true && !known.alone) return false;
        break;
      case "controller":
        if (filter.controller && !playerMatches(filter.controller, known.controller, p.controller))
          return false;
        break;
      case "notController":
        if (
          filter.notController &&
          playerMatches(filter.notController, known.controller, p.controller)
        )
          return false;
        break;
      case "location": {
        const at = filter.location;
        const where = known.location;
        if (where === null || at === undefined) return false;
        if (at.at === "anyBattlefield" && where.kind !== "battlefield") return false;
        if (at.at === "here" && !sameLocation(where, p.here)) return false;
        if (
          at.at === "base" &&
          (where.kind !== "base" || !playerMatches(at.player, where.player, p.controller))
        )
          return false;
        if (at.at === "there" || at.at === "target") return false;
        break;
      }
      default:
        return false;
    }
  }
  return true;
}

/** A status the object had as it left: those the board gives (CR 414.2, 415.2), none other. */
function knownHas(known: LastKnown, status: StatusName): boolean {
  switch (status) {
    case "exhausted":
      return known.exhausted;
    case "ready":
      return !known.exhausted;
    case "damaged":
      return known.damaged;
    case "buffed":
      return known.buffed;
    case "stunned":
      return known.stunned;
    default:
      return false;
  }
}

/**
 * An activated ability whose cost can move its own source off the board (`kill this: …`,
 * `recycle this: …`, `kill a friendly unit: …`): the source as it is before the costs are paid, to
 * be kept if they do move it (`keepSourcePaidOff`); null for any other item, at no cost.
 */
export function sourceBeforeCosts(e: Engine, item: ChainItem): LastKnown | null {
  if (item.kind !== "ability" || item.ability === null || item.source === null) return null;
  const ability = abilityFromSource(e, item.ability);
  if (ability.kind !== "activated") return null;
  if (
    !ability.costs.some(
      (c) => c.cost === "killThis" || c.cost === "recycleThis" || c.cost === "kill",
    )
  )
    return null;
  const source = e.state.objects[item.source];
  return source !== undefined && onBoard(source) ? lastKnownOf(e, source) : null;
}

/**
 * CR 359.3.e.13: "a spell or ability that moves something to a different zone as a cost … can
 * look back at its characteristics before it changes zones". The source the costs moved off the
 * board is read as it was (`deal damage equal to the might of this`, `here`) as the ability
 * resolves.
 */
export function keepSourcePaidOff(e: Engine, item: ChainItem, before: LastKnown | null): void {
  if (before === null || item.source === null) return;
  const source = e.state.objects[item.source];
  if (source !== undefined && onBoard(source)) return;
  e.j.set(item, "sourceKnown", before);
}

/** What a resolving ability knows of its source that left the board by the ability's own cost. */
export function noteSourcePaidOff(ctx: Context, item: ChainItem): void {
  if (item.sourceKnown === null || item.source === null) return;
  ctx.lastKnown.set(item.source, item.sourceKnown);
  ctx.sourceKnown = item.sourceKnown;
}
