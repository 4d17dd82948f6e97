/**
 * Paying costs (CR 357): energy and power from the Rune Pool, topped up by Add abilities with
 * Reaction that the payer chooses to use while paying (CR 357.1.a, 429.3) — a basic rune's
 * "exhaust: add 1" and "recycle this: add 1 power of its domain" (CR 164.2), a Gold token's
 * ability… — then the non-standard costs in a fixed order (self-removal last).
 */
import type {
  AbilityCost,
  ActivatedAbility,
  Domain,
  Effect,
  Filter,
  PowerAmount,
} from "./definitions.js";
import { DOMAINS } from "./definitions.js";
import {
  type AbilityEntry,
  type Holders,
  abilitiesOf,
  activatedHolders,
} from "./characteristics.js";
import type { PaymentSource } from "./choice.js";
import { type Context, createContext } from "./context.js";
import { evaluateCondition } from "./conditions.js";
import { type TotalCost, describeCost } from "./costs.js";
import { type Engine, ask, describe, emit, playerState, shuffle } from "./engine.js";
import { refuse } from "./errors.js";
import { allMatching } from "./filters.js";
import {
  addResources,
  changeStatus,
  describePower,
  discard,
  kill,
  recycle,
} from "./game-actions.js";
import { execute } from "./instructions.js";
import type { GameObject, ObjectId, PlayerId, Pool, PowerPool } from "./state.js";
import { contents, killable, locationOf, onBoard, zoneKey } from "./zones.js";
import { changeZonesTogether } from "./zone-change.js";
import { setEnergy } from "./field-writes.js";

/** An effect made only of `add` instructions: it can be used while paying. */
function onlyAdds(effect: readonly { op: string }[]): boolean {
  return effect.length > 0 && effect.every((i) => i.op === "add");
}

/** Costs that spend the ability's own object (exhaust, kill or recycle it). */
function spendsSelf(cost: AbilityCost): boolean {
  return cost.cost === "exhaustThis" || cost.cost === "killThis" || cost.cost === "recycleThis";
}

/**
 * Whether an ability's costs spend its own object, which then cannot also pay with its Add
 * abilities; an ability that does not may be paid by them (CR 357.1.a, 429.3).
 */
export function spendsItsSource(costs: readonly AbilityCost[]): boolean {
  return costs.some(spendsSelf);
}

/** What an Add ability gives when used while paying, and whether it exhausts its object. */
interface AddProfile {
  exhausts: boolean;
  energy: number;
  power: readonly { domain: string; amount: number }[];
  /** What a source's description says after naming its object: the costs and what it adds. */
  text: string;
  /** Its `add` instructions in order, each with the detail of the event it makes. */
  adds: readonly { energy: number; power: readonly PowerAmount[]; detail: string }[];
  /** Its costs in the order they are paid (`costOrder`), all of them spending its own object. */
  costs: readonly AbilityCost[];
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
  const selfOnly = ability.costs.every(spendsSelf);
  if (ability.timing === "Reaction" && onlyAdds(ability.effect) && selfOnly) {
    let energy = 0;
    const power: { domain: string; amount: number }[] = [];
    const adds: AddProfile["adds"][number][] = [];
    for (const ins of ability.effect) {
      if (ins.op !== "add") continue;
      energy += ins.energy;
      for (const p of ins.power) power.push(Object.freeze({ domain: p.domain, amount: p.amount }));
      adds.push({
        energy: ins.energy,
        power: ins.power,
        detail: describePower(ins.energy, ins.power),
      });
    }
    // Frozen: every payment source of the ability shares it, payment requests included.
    Object.freeze(power);
    profile = {
      exhausts: ability.costs.some((c) => c.cost === "exhaustThis"),
      energy,
      power,
      text: `: ${ability.costs.map((c) => c.cost).join(", ")} → ${energy > 0 ? `${energy} energy` : ""}${power.map((p) => `${p.amount} ${p.domain}`).join(" ")}`,
      adds,
      costs: ability.costs.slice().sort((x, y) => costOrder(x) - costOrder(y)),
    };
  }
  addProfiles.set(ability, profile);
  return profile;
}

/** An object's Add abilities usable while paying, by their index among its activated abilities. */
interface AddEntry {
  index: number;
  ability: ActivatedAbility;
  profile: AddProfile;
}

/**
 * Per list of abilities (objects of one definition share theirs until something changes them),
 * the Add abilities in it: every rune on the board is asked each time payment is planned.
 */
const addEntries = new WeakMap<readonly AbilityEntry[], readonly AddEntry[]>();

function addEntriesOf(abilities: readonly AbilityEntry[]): readonly AddEntry[] {
  let entries = addEntries.get(abilities);
  if (entries === undefined) {
    const found: AddEntry[] = [];
    // `index` counts activated abilities only, as `activatedAbilities` lists them.
    let index = -1;
    for (const { ability } of abilities) {
      if (ability.kind !== "activated") continue;
      index++;
      const profile = addProfile(ability);
      if (profile !== null) found.push({ index, ability, profile });
    }
    entries = found;
    addEntries.set(abilities, entries);
  }
  return entries;
}

/**
 * Whether an effect only Adds, some of it under conditions (`if you control a unit, add 2`): such
 * an ability is an Add ability too (CR 168, 429.3), usable while paying when what it adds is read
 * at that moment.
 */
function onlyConditionalAdds(effect: Effect): boolean {
  return (
    effect.length > 0 &&
    effect.every(
      (i) =>
        i.op === "add" ||
        (i.op === "if" &&
          onlyConditionalAdds(i.then) &&
          (i.else === undefined || onlyConditionalAdds(i.else))),
    )
  );
}

/**
 * CR 429.3, 444.2.c: an Add ability with Reaction can be used whenever resources are paid — also
 * one whose amount hangs on a condition or whose costs go beyond its own object (discard, kill,
 * recycle from the trash). Those are read each time payment is planned (`addEntriesOf` keeps
 * the fixed ones). One that costs energy or power itself is left out: it converts resources,
 * and is used before paying, with priority.
 */
const readEachTime = new WeakMap<readonly AbilityEntry[], readonly number[]>();

function readEachTimeOf(abilities: readonly AbilityEntry[]): readonly number[] {
  let indexes = readEachTime.get(abilities);
  if (indexes === undefined) {
    const found: number[] = [];
    let index = -1;
    for (const { ability } of abilities) {
      if (ability.kind !== "activated") continue;
      index++;
      if (addProfile(ability) !== null || ability.timing !== "Reaction") continue;
      if (!onlyConditionalAdds(ability.effect)) continue;
      if (ability.costs.some((c) => c.cost === "pay")) continue;
      found.push(index);
    }
    indexes = found;
    readEachTime.set(abilities, indexes);
  }
  return indexes;
}

/** What an effect of adds under conditions adds now (`onlyConditionalAdds`), into `into`. */
function addsNow(
  e: Engine,
  effect: Effect,
  ctx: Context,
  into: { energy: number; power: { domain: string; amount: number }[] },
): void {
  for (const ins of effect) {
    if (ins.op === "add") {
      into.energy += ins.energy;
      for (const p of ins.power) into.power.push({ domain: p.domain, amount: p.amount });
    } else if (ins.op === "if") {
      const branch = evaluateCondition(e, ins.condition, ctx) ? ins.then : ins.else;
      if (branch) addsNow(e, branch, ctx, into);
    }
  }
}

/**
 * Whether costs beyond resources could be paid now (CR 203.3), each on its own: an Add ability's
 * while paying, and a card's or ability's as legal actions are listed. `source` is the object
 * whose costs they are (null for a card not yet played, which has nothing to exhaust); `leaving`
 * is a card not yet played, which is on the Chain before its costs are paid (CR 354) and so can
 * be neither discarded nor recycled for them.
 */
export function otherCostsPayable(
  e: Engine,
  player: PlayerId,
  source: ObjectId | null,
  costs: readonly AbilityCost[],
  leaving: ObjectId | null = null,
): boolean {
  // Made for the costs that choose among objects only (most are exhaust-this).
  let perspective: Context | null = null;
  for (const cost of costs) {
    switch (cost.cost) {
      case "exhaustThis":
        if (source === null || e.state.objects[source]?.exhausted !== false) return false;
        break;
      case "discard":
        perspective ??= createContext({ controller: player, source });
        if (countWithout(discardable(e, player, cost.filter, perspective), leaving) < cost.count)
          return false;
        break;
      case "killThis": {
        const obj = source !== null ? e.state.objects[source] : undefined;
        if (!obj || !killable(obj)) return false;
        break;
      }
      case "kill":
        perspective ??= createContext({ controller: player, source });
        if (killableMatching(e, cost.filter, perspective).length < cost.count) return false;
        break;
      case "exhaust":
        perspective ??= createContext({ controller: player, source });
        {
          const spent = costs.some((c) => c.cost === "exhaustThis") ? source : null;
          if (exhaustableMatching(e, cost.filter, perspective, spent).length < cost.count)
            return false;
        }
        break;
      case "recycle":
        if (countWithout(contents(e, zoneKey("trash", player, null)), leaving) < cost.count)
          return false;
        break;
      case "spendBuffThis":
        if (source === null || !ownBuffSpendable(e, player, source)) return false;
        break;
      case "spendBuff":
        perspective ??= createContext({ controller: player, source });
        if (buffsSpendable(e, perspective).length === 0) return false;
        break;
      default:
        break;
    }
  }
  return true;
}

/** The units on the board a player controls that have a buff to spend (CR 702.2.b.1–2). */
const SPENDABLE_BUFFS: Filter = { types: ["unit"], controller: "you", statuses: ["buffed"] };

function buffsSpendable(e: Engine, ctx: Context): ObjectId[] {
  return allMatching(e, SPENDABLE_BUFFS, ctx);
}

/** Whether the source itself has a buff its payer may spend (CR 702.2.b.1–2). */
function ownBuffSpendable(e: Engine, player: PlayerId, source: ObjectId): boolean {
  const obj = e.state.objects[source];
  return obj !== undefined && onBoard(obj) && obj.buffed && obj.controller === player;
}

/** CR 702.2.b: spending a buff removes it; the unit loses the Might it gave (CR 703). */
function spendBuff(e: Engine, id: ObjectId): void {
  const obj = e.state.objects[id];
  if (obj) e.j.set(obj, "buffed", false);
}

/** What a kill cost may take: matching objects that a kill would really take (CR 428.2.a). */
function killableMatching(e: Engine, filter: Filter, ctx: Context): ObjectId[] {
  return allMatching(e, filter, ctx).filter((id) => {
    const obj = e.state.objects[id];
    return obj !== undefined && killable(obj);
  });
}

/**
 * What an exhaust cost may take: ready objects on the board the filter matches (CR 414.4), but
 * `spent`, the source where `exhaust this` is paid too: that exhausts it first (`costOrder`).
 */
function exhaustableMatching(
  e: Engine,
  filter: Filter,
  ctx: Context,
  spent: ObjectId | null,
): ObjectId[] {
  return allMatching(e, filter, ctx).filter((id) => {
    const obj = e.state.objects[id];
    return obj !== undefined && onBoard(obj) && !obj.facedown && !obj.exhausted && id !== spent;
  });
}

/** How many of `ids` are not `left`. */
function countWithout(ids: readonly ObjectId[], left: ObjectId | null): number {
  return left !== null && ids.includes(left) ? ids.length - 1 : ids.length;
}

/** The Add abilities of `obj` read each time, usable now, as payment sources. */
function sourcesReadNow(
  e: Engine,
  player: PlayerId,
  obj: GameObject,
  indexes: readonly number[],
): PaymentSource[] {
  const abilities = abilitiesOf(e, obj);
  const out: PaymentSource[] = [];
  for (const index of indexes) {
    const ability = nthActivated(abilities, index);
    if (!ability || !otherCostsPayable(e, player, obj.id, ability.costs)) continue;
    const ctx = createContext({ controller: player, source: obj.id, here: locationOf(obj) });
    const adds = { energy: 0, power: [] as { domain: string; amount: number }[] };
    addsNow(e, ability.effect, ctx, adds);
    if (adds.energy === 0 && adds.power.length === 0) continue;
    const gives = `${adds.energy > 0 ? `${adds.energy} energy` : ""}${adds.power.map((p) => ` ${p.amount} ${p.domain}`).join("")}`;
    const source: PaymentSource = {
      object: obj.id,
      ability: index,
      energy: adds.energy,
      power: adds.power,
      description: `${describe(e, obj.id)}: ${ability.costs.map((c) => c.cost).join(", ")} → ${gives.trim()}`,
    };
    let discards = 0;
    for (const cost of ability.costs) if (cost.cost === "discard") discards += cost.count;
    if (discards > 0) source.discards = discards;
    out.push(source);
  }
  return out;
}

/** An object's sources as paying and listing legal actions read them, while its abilities last. */
export interface ListedSources {
  /** The object they are of: another object may come to hold its identity (Replace, a rollback). */
  obj: GameObject;
  abilities: readonly AbilityEntry[];
  /**
   * Its activated abilities in order: another list with the same ones gives the same sources (an
   * object under a `modify` effect gets a copy of its list on every write).
   */
  activated: readonly ActivatedAbility[];
  /** Whether `activated` are the ones the object prints, which are its own for life. */
  printed: boolean;
  entries: readonly AddEntry[];
  /** Indexes of the object's Add abilities read each time (`readEachTimeOf`): rarely any. */
  readNow: readonly number[];
  /**
   * Ready and exhausted, the object's sources (runes are exhausted and readied every turn), and
   * what the energy-only ones among them add (`GatheredSources.energy`).
   */
  ready: readonly PaymentSource[] | null;
  readyEnergy: number;
  exhausted: readonly PaymentSource[] | null;
  exhaustedEnergy: number;
}

/**
 * Per game and object, its sources: runes stay on the board all game and are asked about on
 * every listing and payment, and the sources only change with the object's abilities or its
 * exhausted status. Shared between listings and payment requests, so frozen. Kept by identity in
 * a map of the game (the engine's `listedSources`) rather than in a WeakMap of objects, whose
 * every new entry (each rune channelled) cost more than a game's lookups.
 */
function listedOf(e: Engine): Map<ObjectId, ListedSources> {
  return (e.listedSources ??= new Map());
}

function activatedOf(abilities: readonly AbilityEntry[]): ActivatedAbility[] {
  const out: ActivatedAbility[] = [];
  for (const { ability } of abilities) if (ability.kind === "activated") out.push(ability);
  return out;
}

/** Whether `abilities` has the activated abilities `known` was read from, in the same order. */
function sameActivated(known: ListedSources, abilities: readonly AbilityEntry[]): boolean {
  const activated = known.activated;
  let n = 0;
  for (const { ability } of abilities) {
    if (ability.kind !== "activated") continue;
    if (activated[n] !== ability) return false;
    n++;
  }
  return n === activated.length;
}

/**
 * The sources of an object's abilities as they are now (kept per object, see `listedOf`);
 * `printed` when its abilities are known to be the ones it prints.
 */
function knownSources(e: Engine, obj: GameObject, printed: boolean): ListedSources {
  const listed = listedOf(e);
  let known = listed.get(obj.id);
  if (known !== undefined && known.obj === obj) {
    // What it prints does not change: no need to read its abilities again.
    if (printed && known.printed) return known;
    const abilities = abilitiesOf(e, obj);
    if (known.abilities === abilities || sameActivated(known, abilities)) {
      known.abilities = abilities;
      known.printed ||= printed;
      return known;
    }
  }
  const abilities = abilitiesOf(e, obj);
  known = {
    obj,
    abilities,
    activated: activatedOf(abilities),
    printed,
    entries: addEntriesOf(abilities),
    readNow: readEachTimeOf(abilities),
    ready: null,
    readyEnergy: 0,
    exhausted: null,
    exhaustedEnergy: 0,
  };
  listed.set(obj.id, known);
  return known;
}

/** Make the object's sources for its status now (`known.ready` or `known.exhausted`). */
function fillSources(e: Engine, obj: GameObject, known: ListedSources): readonly PaymentSource[] {
  // The exhausted object's sources are some of the ready one's: the same objects.
  const all = known.ready ?? known.entries.map((entry) => addSource(e, obj, entry));
  const exhausted = obj.exhausted;
  const sources = exhausted
    ? all.filter((_, i) => !(known.entries[i] as AddEntry).profile.exhausts)
    : all;
  let energy = 0;
  for (const s of sources) if (s.energy > 0 && s.power.length === 0) energy += s.energy;
  if (exhausted) {
    known.exhausted = sources;
    known.exhaustedEnergy = energy;
  } else {
    known.ready = sources;
    known.readyEnergy = energy;
  }
  return sources;
}

/**
 * The objects `activatedHolders` gave last and, by position, what was read of each one's
 * abilities: valid while it gives the same list (a listing and the payments after it read the
 * same runes again and again).
 */
let holdersRead: Holders | null = null;
let holderSources: (ListedSources | undefined)[] = [];

/** An Add ability as a payment source, described as a payment request gives it. */
function addSource(e: Engine, obj: GameObject, entry: AddEntry): PaymentSource {
  const { profile } = entry;
  return Object.freeze({
    object: obj.id,
    ability: entry.index,
    energy: profile.energy,
    power: profile.power as PaymentSource["power"],
    description: `${describe(e, obj.id)}${profile.text}`,
  });
}

/** A player's payment sources at one moment, with what deciding affordability reads of them. */
export interface GatheredSources {
  /** What the energy-only sources add together: `coverShortfall` takes them first, in order. */
  energy: number;
  /** Whether a source has a discard cost, which the hand may not pay for every one (`withinHand`). */
  discards: boolean;
  /** The sources of each object in turn: most costs are energy only and need no list of them. */
  parts: readonly (readonly PaymentSource[])[];
  /** The sources in order, once `sourceList` has made them. */
  list: PaymentSource[] | null;
  /** `singleDomainSupply` of the sources, once asked. */
  supply?: readonly number[] | null;
}

/**
 * The sources `gatherSources` gave last, by payer and excluded object, for the holders it read
 * (`holdersRead`): a listing and the payment after it, or the next listing after a refused action,
 * often find every object's sources as they were (issue 6: about half of a game's gatherings).
 * Those are then given again — with the supply and list already made of them — rather than made
 * anew. A few at a time: the payers of a game, the odd exclusion.
 */
let gatheredFor: { player: PlayerId; exclude: ObjectId | null; gathered: GatheredSources }[] = [];
const GATHERED_KEPT = 4;

/** Add abilities with Reaction the player can use right now, and their summary. */
export function gatherSources(
  e: Engine,
  player: PlayerId,
  exclude: ObjectId | null,
): GatheredSources {
  const holders = activatedHolders(e);
  if (holders !== holdersRead) {
    holdersRead = holders;
    holderSources = [];
    gatheredFor = [];
  }
  let last: GatheredSources | null = null;
  for (let i = 0; i < gatheredFor.length; i++) {
    const kept = gatheredFor[i] as (typeof gatheredFor)[number];
    if (kept.player === player && kept.exclude === exclude) {
      last = kept.gathered;
      break;
    }
  }
  // The parts so far are those of `last` (compared one by one) until one differs: then a list.
  const lastParts = last !== null ? last.parts : NO_PARTS;
  let parts: (readonly PaymentSource[])[] | null = last !== null ? null : [];
  let n = 0;
  let energy = 0;
  // Sources read each time (a condition, costs beyond the object) come last: a plan takes them
  // only when the others fall short.
  let readNow: PaymentSource[] | null = null;
  const read = holderSources;
  const objects = holders.objects;
  for (let h = 0; h < objects.length; h++) {
    const obj = objects[h] as GameObject;
    if (obj.controller !== player || obj.facedown || obj.id === exclude) continue;
    const known = (read[h] ??= knownSources(e, obj, holders.printed));
    let part: readonly PaymentSource[];
    if (obj.exhausted) {
      part = known.exhausted ?? fillSources(e, obj, known);
      energy += known.exhaustedEnergy;
    } else {
      part = known.ready ?? fillSources(e, obj, known);
      energy += known.readyEnergy;
    }
    if (parts === null && lastParts[n] !== part) parts = lastParts.slice(0, n);
    if (parts !== null) parts.push(part);
    n++;
    if (known.readNow.length > 0)
      (readNow ??= []).push(...sourcesReadNow(e, player, obj, known.readNow));
  }
  if (readNow === null && parts === null && n === lastParts.length) return last as GatheredSources;
  parts ??= lastParts.slice(0, n);
  let discards = false;
  if (readNow !== null) {
    parts.push(readNow);
    for (const s of readNow) {
      if (s.energy > 0 && s.power.length === 0) energy += s.energy;
      if (s.discards !== undefined) discards = true;
    }
  }
  const gathered: GatheredSources = { energy, discards, parts, list: null };
  // Those read each time are read again next time.
  if (readNow === null) keepGathered(player, exclude, gathered);
  return gathered;
}

const NO_PARTS: readonly (readonly PaymentSource[])[] = [];

function keepGathered(player: PlayerId, exclude: ObjectId | null, gathered: GatheredSources): void {
  for (let i = 0; i < gatheredFor.length; i++) {
    const kept = gatheredFor[i] as (typeof gatheredFor)[number];
    if (kept.player === player && kept.exclude === exclude) {
      kept.gathered = gathered;
      return;
    }
  }
  if (gatheredFor.length >= GATHERED_KEPT) gatheredFor.shift();
  gatheredFor.push({ player, exclude, gathered });
}

/**
 * The gathered sources in order. Frozen, as its sources are: a gathering kept for the next
 * (`gatheredFor`) hands the same list to listings and to payment requests after it.
 */
export function sourceList(gathered: GatheredSources): PaymentSource[] {
  if (gathered.list === null) {
    const list: PaymentSource[] = [];
    for (const part of gathered.parts)
      for (let i = 0; i < part.length; i++) list.push(part[i] as PaymentSource);
    gathered.list = Object.freeze(list) as PaymentSource[];
  }
  return gathered.list;
}

/** `gathered` without the sources of one object (an ability that spends it cannot use them). */
export function gatheredWithout(gathered: GatheredSources, object: ObjectId): GatheredSources {
  // Most objects whose abilities spend them have no Add ability: the sources are the same
  // without them.
  let holds = false;
  for (const part of gathered.parts) for (const s of part) if (s.object === object) holds = true;
  if (!holds) return gathered;
  const list = sourceList(gathered).filter((s) => s.object !== object);
  let energy = 0;
  let discards = false;
  for (const s of list) {
    if (s.energy > 0 && s.power.length === 0) energy += s.energy;
    if (s.discards !== undefined) discards = true;
  }
  return { energy, discards, parts: [list], list };
}

/** Add abilities with Reaction the player can use right now. */
export function paymentSources(
  e: Engine,
  player: PlayerId,
  exclude: ObjectId | null,
): PaymentSource[] {
  return sourceList(gatherSources(e, player, exclude));
}

/**
 * What the pool gives of a cost and what it still lacks, power by `powerArray` position. Every
 * call of `allocate` writes the one record `ALLOCATION`: it runs for each distinct cost of every
 * listing and several times a payment, and five objects a call were 2.6% of a game's garbage. So
 * a caller reads it right after the call that wrote it, before anything that could allocate again.
 */
interface Allocation {
  useEnergy: number;
  use: number[];
  shortEnergy: number;
  short: number[];
  /** Whether any power is short (`short`, read once). */
  powerShort: boolean;
  /** Whether any power is used (`use`). */
  usesPower: boolean;
}

/**
 * The domains in `DOMAINS` order, spelt out: a change of the domains is a type error here. Pools
 * are read and written by these names, once each: reading them by a variable key was most of the
 * cost of checking a cost (every listing of legal actions checks several).
 */
const DOMAIN_ORDER: typeof DOMAINS = ["Fury", "Calm", "Mind", "Body", "Chaos", "Order"];
/** Where universal power sits in a `powerArray`, after the domains. */
const ANY = DOMAIN_ORDER.length;

/** Fill `into` as `powerArray` would make it. */
function fillPower(into: number[], p: PowerPool): void {
  into[0] = p.Fury;
  into[1] = p.Calm;
  into[2] = p.Mind;
  into[3] = p.Body;
  into[4] = p.Chaos;
  into[5] = p.Order;
  into[6] = p.any;
}

/**
 * Working arrays of `allocate`, which runs for every distinct cost of every listing and never
 * calls out while it uses them: reused rather than made twice a call.
 */
const HAVE = [0, 0, 0, 0, 0, 0, 0];
const WANTED = [0, 0, 0, 0, 0, 0, 0];
const ALLOCATION: Allocation = {
  useEnergy: 0,
  use: [0, 0, 0, 0, 0, 0, 0],
  shortEnergy: 0,
  short: [0, 0, 0, 0, 0, 0, 0],
  powerShort: false,
  usesPower: false,
};

function powerPool(a: readonly number[]): PowerPool {
  return {
    Fury: a[0] ?? 0,
    Calm: a[1] ?? 0,
    Mind: a[2] ?? 0,
    Body: a[3] ?? 0,
    Chaos: a[4] ?? 0,
    Order: a[5] ?? 0,
    any: a[6] ?? 0,
  };
}

/**
 * Take what the pool can give: exact domains first, universal power for the rest (CR 163.2.b).
 * With `supply` (power of each domain that Add abilities could give, by `powerArray` position), the
 * pool's universal power goes first to what they cannot give, so a payment they complete is found.
 */
function allocate(
  pool: Pool,
  need: Pick<TotalCost, "energy" | "power">,
  supply?: readonly number[],
): Allocation {
  // What is left of each kind of power is always the pool's less what `use` has taken, so it is
  // not kept apart.
  const have = HAVE;
  const wanted = WANTED;
  const a = ALLOCATION;
  const use = a.use;
  const short = a.short;
  // Most calls find the pool empty (each payment spends it): nothing is used, all is short.
  if (pool.energy === 0 && noPower(pool.power)) return allShort(need);
  fillPower(have, pool.power);
  fillPower(wanted, need.power);
  // The domains' entries are all written below; `fill` cost more than the rest of a call.
  use[ANY] = 0;
  short[ANY] = 0;
  const energy = Math.min(need.energy, pool.energy);
  for (let d = 0; d < ANY; d++) {
    const fromDomain = Math.min(wanted[d] as number, have[d] as number);
    use[d] = fromDomain;
    short[d] = (wanted[d] as number) - fromDomain;
  }
  // Universal power: to what the sources cannot give first, then to the rest.
  for (let pass = supply ? 0 : 1; pass < 2; pass++) {
    for (let d = 0; d < ANY; d++) {
      const want = (short[d] as number) - (pass === 0 ? ((supply as number[])[d] ?? 0) : 0);
      const fromAny = Math.min(Math.max(0, want), (have[ANY] as number) - (use[ANY] as number));
      use[ANY] = (use[ANY] as number) + fromAny;
      short[d] = (short[d] as number) - fromAny;
    }
  }
  let want = wanted[ANY] as number;
  for (let k = 0; k <= ANY; k++) {
    const take = Math.min(want, (have[k] as number) - (use[k] as number));
    use[k] = (use[k] as number) + take;
    want -= take;
  }
  short[ANY] = want;
  let powerShort = false;
  let usesPower = false;
  for (let k = 0; k <= ANY; k++) {
    if ((short[k] as number) > 0) powerShort = true;
    if ((use[k] as number) > 0) usesPower = true;
  }
  a.useEnergy = energy;
  a.shortEnergy = need.energy - energy;
  a.powerShort = powerShort;
  a.usesPower = usesPower;
  return a;
}

/** `allocate` from an empty pool: the whole cost is short, as costs are never negative (costs.ts). */
function allShort(need: Pick<TotalCost, "energy" | "power">): Allocation {
  const a = ALLOCATION;
  const use = a.use;
  for (let k = 0; k <= ANY; k++) use[k] = 0;
  fillPower(a.short, need.power);
  a.useEnergy = 0;
  a.shortEnergy = need.energy;
  a.powerShort = !noPower(need.power);
  a.usesPower = false;
  return a;
}

function shortfall(a: Allocation): boolean {
  if (a.shortEnergy > 0) return true;
  return a.powerShort;
}

/**
 * The allocation to cover with `sources`: when the pool's universal power went to a domain the
 * sources can give, it is allocated again so that it pays a domain they cannot (CR 163.2.b).
 */
function allocateFor(
  pool: Pool,
  need: Pick<TotalCost, "energy" | "power">,
  sources: readonly PaymentSource[],
): Allocation {
  const a = allocate(pool, need);
  if (!anyToReallocate(a)) return a;
  const supply = [0, 0, 0, 0, 0, 0, 0];
  for (const s of sources) {
    for (const p of s.power) {
      const k = DOMAIN_ORDER.indexOf(p.domain as Domain);
      if (k >= 0) supply[k] = (supply[k] as number) + p.amount;
    }
  }
  return allocate(pool, need, supply);
}

/** `allocateFor`, with the power of each domain the sources give already summed. */
function allocateWith(
  pool: Pool,
  need: Pick<TotalCost, "energy" | "power">,
  supply: readonly number[],
): Allocation {
  const a = allocate(pool, need);
  return anyToReallocate(a) ? allocate(pool, need, supply) : a;
}

/** Whether power is short while the pool's universal power went to a domain (`allocateFor`). */
function anyToReallocate(a: Allocation): boolean {
  return a.powerShort && a.use[ANY] !== 0;
}

/**
 * Power of each domain the sources give together, by `powerArray` position, when each gives power
 * of one domain only (a rune's recycling), or null when one gives universal power or several
 * kinds. Kept with the sources: a listing checks several costs against them.
 */
function singleDomainSupply(gathered: GatheredSources): readonly number[] | null {
  if (gathered.supply === undefined) {
    const supply: number[] | null = [0, 0, 0, 0, 0, 0, 0];
    gathered.supply = addSingleDomains(gathered.parts, supply) ? supply : null;
  }
  return gathered.supply;
}

/** Add to `supply` what each source gives; false when one gives universal power or several kinds. */
function addSingleDomains(parts: readonly (readonly PaymentSource[])[], supply: number[]): boolean {
  for (const part of parts) {
    for (const s of part) {
      if (s.power.length === 0) continue;
      const p = s.power[0] as PaymentSource["power"][number];
      const k = DOMAIN_ORDER.indexOf(p.domain as Domain);
      if (s.power.length > 1 || k < 0 || p.amount < 1) return false;
      supply[k] = (supply[k] as number) + p.amount;
    }
  }
  return true;
}

/**
 * Whether `coverShortfall` would find a plan, from sources that each give power of one domain
 * (`singleDomainSupply`) and `energy` from the energy-only ones: it takes energy-only sources for
 * the energy, each domain's sources for that domain, and what any of them gives beyond for
 * universal power — so it succeeds exactly when each domain's sources give what that domain lacks
 * and all of them together what the whole cost lacks.
 */
function coveredBySupply(a: Allocation, energy: number, supply: readonly number[]): boolean {
  if (a.shortEnergy > energy) return false;
  if (!a.powerShort) return true;
  const needs = a.short;
  let spare = 0;
  for (let k = 0; k < ANY; k++) {
    const left = (supply[k] as number) - (needs[k] as number);
    if (left < 0) return false;
    spare += left;
  }
  return spare >= (needs[ANY] as number);
}

/**
 * The sources that cover what an allocation of the pool lacks, or null: the indexes taken, in
 * ascending order. Energy-only sources are taken first, in order; then power, exact domains before
 * universal, from recycled-or-spent runes before ready ones. Runs for every distinct cost whenever
 * legal actions are listed, so it works on flags rather than sets and sorted copies.
 */
function coverShortfall(e: Engine, a: Allocation, sources: PaymentSource[]): number[] | null {
  const n = sources.length;
  if (!a.powerShort) {
    // Most costs are energy only: the energy-only sources in order, and no flags.
    const out: number[] = [];
    let energy = a.shortEnergy;
    for (let i = 0; i < n && energy > 0; i++) {
      const s = sources[i] as PaymentSource;
      if (s.energy > 0 && s.power.length === 0) {
        out.push(i);
        energy -= s.energy;
      }
    }
    return energy > 0 ? null : out;
  }
  const taken = takenFlags(n);
  let energy = a.shortEnergy;
  for (let i = 0; i < n && energy > 0; i++) {
    const s = sources[i] as PaymentSource;
    if (s.energy > 0 && s.power.length === 0) {
      taken[i] = 1;
      energy -= s.energy;
    }
  }
  if (energy > 0 || !coverPower(e, a, sources, taken)) return null;
  const out: number[] = [];
  for (let i = 0; i < n; i++) if (taken[i] === 1) out.push(i);
  return out;
}

/**
 * Which sources a plan takes, by index (1: taken): one list reused by every plan, as planning never
 * calls out while it uses it and a typed array made for each cost checked cost more than the rest.
 */
const TAKEN: number[] = [];

function takenFlags(n: number): number[] {
  while (TAKEN.length < n) TAKEN.push(0);
  return TAKEN.fill(0, 0, n);
}

/** Take power sources for what the allocation lacks (see `coverShortfall`); false when short. */
function coverPower(e: Engine, a: Allocation, sources: PaymentSource[], taken: number[]): boolean {
  const n = sources.length;
  // Recycle runes already exhausted (or exhausted by this plan) before ready ones: the spent ones
  // first, each group in order.
  // A plan has taken a handful of energy sources so far: a list, not a set.
  const takenObjects: ObjectId[] = [];
  for (let i = 0; i < n; i++)
    if (taken[i] === 1) takenObjects.push((sources[i] as PaymentSource).object);
  const order: number[] = [];
  const ready: number[] = [];
  // An object's sources are next to each other (a ready rune's two): its status is read once.
  let last: ObjectId | null = null;
  let spent = false;
  for (let i = 0; i < n; i++) {
    const object = (sources[i] as PaymentSource).object;
    if (object !== last) {
      last = object;
      spent = e.state.objects[object]?.exhausted === true || takenObjects.includes(object);
    }
    if (spent) order.push(i);
    else ready.push(i);
  }
  for (const i of ready) order.push(i);
  // What is still needed, by `powerArray` position (a copy: the allocation stays as it was).
  const needs = a.short.slice();
  for (let k = 0; k < ANY; k++) {
    const d = DOMAIN_ORDER[k] as Domain;
    for (const i of order) {
      if ((needs[k] as number) <= 0) break;
      if (taken[i] === 0 && gives(sources[i] as PaymentSource, d))
        provide(sources, i, taken, needs);
    }
    for (const i of order) {
      if ((needs[k] as number) <= 0) break;
      if (taken[i] === 0 && gives(sources[i] as PaymentSource, "any"))
        provide(sources, i, taken, needs);
    }
  }
  for (const i of order) {
    if ((needs[ANY] as number) <= 0) break;
    if (taken[i] === 0 && (sources[i] as PaymentSource).power.length > 0)
      provide(sources, i, taken, needs);
  }
  for (let k = 0; k <= ANY; k++) if ((needs[k] as number) > 0) return false;
  return true;
}

function gives(source: PaymentSource, domain: string): boolean {
  for (const p of source.power) if (p.domain === domain) return true;
  return false;
}

/** Take source `i`, lowering `needs` (by `powerArray` position) by what it gives. */
function provide(sources: PaymentSource[], i: number, taken: number[], needs: number[]): void {
  const s = sources[i] as PaymentSource;
  taken[i] = 1;
  for (const p of s.power) {
    let amount = p.amount;
    if (p.domain !== "any") {
      const k = DOMAIN_ORDER.indexOf(p.domain as Domain);
      const covered = Math.min(amount, needs[k] as number);
      needs[k] = (needs[k] as number) - covered;
      amount -= covered;
      const forAny = Math.min(amount, needs[ANY] as number);
      needs[ANY] = (needs[ANY] as number) - forAny;
    } else {
      for (let k = 0; k <= ANY; k++) {
        const covered = Math.min(amount, needs[k] as number);
        needs[k] = (needs[k] as number) - covered;
        amount -= covered;
      }
    }
  }
}

/** The `n`-th activated ability of a list, as `activatedAbilities` numbers them. */
function nthActivated(abilities: readonly AbilityEntry[], n: number): ActivatedAbility | undefined {
  let index = -1;
  for (const { ability } of abilities) {
    if (ability.kind === "activated" && ++index === n) return ability;
  }
  return undefined;
}

const NONE_SPARED: readonly ObjectId[] = [];

/**
 * A plan that uses none of the sources of the spared objects, as indexes of all `sources`; null
 * when none of them is a source (the usual case) or no plan does without them.
 */
function planSparing(
  e: Engine,
  pool: Pool,
  total: TotalCost,
  sources: PaymentSource[],
  spare: readonly ObjectId[],
): number[] | null {
  if (spare.length === 0 || !sources.some((s) => spare.includes(s.object))) return null;
  const kept: number[] = [];
  for (let i = 0; i < sources.length; i++)
    if (!spare.includes((sources[i] as PaymentSource).object)) kept.push(i);
  const keptSources = kept.map((i) => sources[i] as PaymentSource);
  const plan = coverShortfall(e, allocateFor(pool, total, keptSources), keptSources);
  return plan === null ? null : plan.map((k) => kept[k] as number);
}

/** CR 429.3.a: an Add ability used while paying finalizes and resolves at once. */
function useSource(e: Engine, player: PlayerId, source: PaymentSource): void {
  const obj = e.state.objects[source.object];
  if (!obj) return;
  const ability = nthActivated(abilitiesOf(e, obj), source.ability);
  if (!ability) return;
  const actor = { player, source: obj.id };
  const profile = addProfile(ability);
  if (profile === null) {
    // Read each time (`sourcesReadNow`): its costs beyond the object are paid as any ability's
    // (CR 357.2).
    payOtherCosts(e, player, obj.id, ability.costs, describe(e, obj.id));
    const ctx = createContext({
      controller: player,
      source: source.object,
      sourceName: obj.name,
      root: ability.effect,
    });
    execute(e, ability.effect, ctx, "");
  } else {
    for (const cost of profile.costs) {
      if (cost.cost === "exhaustThis") {
        if (!changeStatus(e, obj.id, "exhausted", null, actor).happened)
          refuse("cannotPay", `${describe(e, obj.id)} is already exhausted`);
      } else if (cost.cost === "recycleThis") recycle(e, obj.id, null, actor);
      else if (cost.cost === "killThis") kill(e, obj.id, null, actor);
    }
    // Its effect is only unconditional adds for its controller (`addProfile`): what `execute`
    // would do with them, without a context made nor their detail written for each rune used.
    for (const add of profile.adds) addResources(e, player, add.energy, add.power, add.detail);
  }
  emit(e, {
    kind: "resolved",
    object: source.object,
    name: obj.name,
    player,
    detail: "Add ability used while paying",
  });
}

/**
 * Pay energy and power, asking which Add abilities to use if the pool is short. The suggested
 * payment spares the objects in `spare` (the item's targets) when it can do without them: using
 * one exhausts, kills or recycles it, which could make the play fail its legality check
 * (CR 358.1) when another payment would not (CR 357.3).
 */
export function payResources(
  e: Engine,
  player: PlayerId,
  total: TotalCost,
  exclude: ObjectId | null,
  what: string,
  spare: readonly ObjectId[] = NONE_SPARED,
): void {
  const p = playerState(e, player);
  let a = allocate(p.pool, total);
  if (shortfall(a)) {
    const sources = paymentSources(e, player, exclude);
    // A set of sources that covers what the pool lacks, or null.
    const plan =
      planSparing(e, p.pool, total, sources, spare) ??
      coverShortfall(e, allocateFor(p.pool, total, sources), sources);
    const decision = ask(e, {
      kind: "payment",
      player,
      prompt: `pay ${describeCost(total)} for ${what}`,
      options: sources,
      suggested: plan ?? [],
    });
    const chosen = decision.kind === "payment" ? decision.sources : [];
    // Energy-only sources first, then the others, each in the order of the options (`sourceOrder`).
    // A plan lists its sources in the options' order (`coverShortfall`): only another is sorted.
    let inOrder = chosen;
    for (let k = 1; k < chosen.length; k++) {
      if ((chosen[k] as number) < (chosen[k - 1] as number)) {
        inOrder = chosen.slice().sort((x, y) => x - y);
        break;
      }
    }
    for (let pass = 0; pass < 2; pass++) {
      for (const index of inOrder) {
        const source = sources[index];
        if (source && sourceOrder(source) === pass) useSource(e, player, source);
      }
    }
    // Allocated again from what the pool holds now: planning wrote the shared record meanwhile
    // (see `Allocation`). Without a shortfall, the first allocation is still the record's.
    a = allocate(p.pool, total);
    if (shortfall(a)) {
      const short = describeCost({ energy: a.shortEnergy, power: powerPool(a.short) });
      refuse(
        "cannotPay",
        `${player} cannot pay ${describeCost(total)} for ${what}: the pool holds ${describeCost(p.pool)} and is short ${short}`,
      );
    }
  }
  if (a.useEnergy > 0) setEnergy(e, p.pool, p.pool.energy - a.useEnergy);
  if (a.usesPower) spendPower(e, p.pool.power, a.use);
}

/** Take what `use` (by `powerArray` position) says from the pool's power, each kind by name. */
function spendPower(e: Engine, pool: PowerPool, use: readonly number[]): void {
  const [fury = 0, calm = 0, mind = 0, body = 0, chaos = 0, order = 0, any = 0] = use;
  if (fury > 0) e.j.set(pool, "Fury", pool.Fury - fury);
  if (calm > 0) e.j.set(pool, "Calm", pool.Calm - calm);
  if (mind > 0) e.j.set(pool, "Mind", pool.Mind - mind);
  if (body > 0) e.j.set(pool, "Body", pool.Body - body);
  if (chaos > 0) e.j.set(pool, "Chaos", pool.Chaos - chaos);
  if (order > 0) e.j.set(pool, "Order", pool.Order - order);
  if (any > 0) e.j.set(pool, "any", pool.any - any);
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
    case "exhaust":
      return 2;
    // A buff is spent before a kill cost could take the unit that has it (CR 705).
    case "spendBuffThis":
    case "spendBuff":
      return 3;
    case "kill":
      return 4;
    case "recycle":
      return 5;
    case "recycleThis":
      return 6;
    case "killThis":
      return 7;
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
  /** `gatherSources(e, player, exclude)`, when the caller already has them. */
  sources?: () => GatheredSources,
  /** Cards that leave the hand before paying: 1 for a card played from it (CR 349: on the Chain). */
  leaving = 0,
): boolean {
  const p = playerState(e, player);
  if (noPower(total.power)) {
    // Most costs are energy only: the pool's energy, then energy-only sources (as
    // `coverShortfall` takes them), pay it or nothing does.
    const short = total.energy - p.pool.energy;
    if (short <= 0) return true;
    const gathered = sources ? sources() : gatherSources(e, player, exclude);
    if (!gathered.discards) return gathered.energy >= short;
    const usable = withinHand(e, player, sourceList(gathered), leaving);
    let energy = 0;
    for (let i = 0; i < usable.length && energy < short; i++) {
      const s = usable[i] as PaymentSource;
      if (s.energy > 0 && s.power.length === 0) energy += s.energy;
    }
    return energy >= short;
  }
  // The same allocation payResources would make first.
  if (!shortfall(allocate(p.pool, total))) return true;
  const gathered = sources ? sources() : gatherSources(e, player, exclude);
  const supply = gathered.discards ? null : singleDomainSupply(gathered);
  if (supply !== null)
    return coveredBySupply(allocateWith(p.pool, total, supply), gathered.energy, supply);
  const usable = gathered.discards
    ? withinHand(e, player, sourceList(gathered), leaving)
    : sourceList(gathered);
  return coverShortfall(e, allocateFor(p.pool, total, usable), usable) !== null;
}

export function noPower(p: PowerPool): boolean {
  return (
    p.Fury === 0 &&
    p.Calm === 0 &&
    p.Mind === 0 &&
    p.Body === 0 &&
    p.Chaos === 0 &&
    p.Order === 0 &&
    p.any === 0
  );
}

/**
 * The sources whose discard costs the hand can pay together (CR 203.3): each read-each-time source
 * was checked against the whole hand, so two of them could count one card twice, and a card being
 * played — on the Chain as its cost is paid — is not there to discard. Sources are kept in order
 * while cards remain. Asked only of lists with a discard source (`GatheredSources.discards`).
 */
function withinHand(
  e: Engine,
  player: PlayerId,
  sources: PaymentSource[],
  leaving: number,
): PaymentSource[] {
  let cards = contents(e, zoneKey("hand", player, null)).length - leaving;
  return sources.filter((s) => {
    if (s.discards === undefined) return true;
    if (s.discards > cards) return false;
    cards -= s.discards;
    return true;
  });
}

/** Non-standard costs (CR 357.2): a cost whose action is replaced is still paid (CR 357.2.a). */
export function payOtherCosts(
  e: Engine,
  player: PlayerId,
  source: ObjectId | null,
  costs: AbilityCost[],
  what: string,
  spare: readonly ObjectId[] = NONE_SPARED,
): void {
  // Most cards and abilities cost resources only: nothing is made for them.
  if (costs.length === 0) return;
  const actor = { player, source };
  // Made for the costs that choose among objects only (most are exhaust-this).
  let perspective: Context | null = null;
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
        if (!obj || !killable(obj))
          refuse(
            "cannotPay",
            `${what}: ${describe(e, source)} is not a permanent on the board that can be killed (CR 428.2.a)`,
          );
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
        perspective ??= createContext({ controller: player, source });
        const hand = discardable(e, player, cost.filter, perspective);
        const chosen = chooseForCost(
          e,
          player,
          hand,
          cost.count,
          `${what}: discard ${cost.count}`,
          spare,
        );
        // CR 370.1.a.2: the cards the cost discards go by one game action, together.
        changeZonesTogether(e, chosen, (id) => discard(e, id, null, actor));
        break;
      }
      case "exhaust": {
        perspective ??= createContext({ controller: player, source });
        // `exhaust this` was paid first (`costOrder`): the source is exhausted, not offered.
        const options = exhaustableMatching(e, cost.filter, perspective, null);
        if (options.length < cost.count)
          refuse(
            "cannotPay",
            `${what}: exhaust ${cost.count}: not enough ready objects to exhaust (CR 414.4)`,
          );
        const chosen = chooseForCost(
          e,
          player,
          options,
          cost.count,
          `${what}: exhaust ${cost.count}`,
          spare,
        );
        // CR 144.3.c: the units the cost exhausts are exhausted together.
        for (const id of chosen) changeStatus(e, id, "exhausted", null, actor);
        break;
      }
      case "kill": {
        perspective ??= createContext({ controller: player, source });
        const options = killableMatching(e, cost.filter, perspective);
        const chosen = chooseForCost(
          e,
          player,
          options,
          cost.count,
          `${what}: kill ${cost.count}`,
          spare,
        );
        // CR 370.1.a.2: the units the cost kills die by one game action, together.
        changeZonesTogether(e, chosen, (id) => kill(e, id, null, actor));
        break;
      }
      case "recycle": {
        const trash = contents(e, zoneKey("trash", player, null)).slice();
        const chosen = chooseForCost(
          e,
          player,
          trash,
          cost.count,
          `${what}: recycle ${cost.count} from your trash`,
          spare,
        );
        // CR 416.5: cards recycled together go to the bottom of the Main Deck in a random order.
        for (const id of shuffle(e, chosen)) recycle(e, id, null, actor);
        break;
      }
      case "spendBuffThis":
        if (source === null || !ownBuffSpendable(e, player, source))
          refuse(
            "cannotPay",
            `${what}: ${describe(e, source)} has no buff its controller can spend (CR 702.2.b.1)`,
          );
        spendBuff(e, source);
        break;
      case "spendBuff": {
        perspective ??= createContext({ controller: player, source });
        const options = buffsSpendable(e, perspective);
        const [chosen] = chooseForCost(e, player, options, 1, `${what}: spend a buff`, spare);
        if (chosen !== undefined) spendBuff(e, chosen);
        break;
      }
      default: {
        const _exhaustive: never = cost;
        return _exhaustive;
      }
    }
  }
}

/** The cards in a player's hand a discard cost may take. */
function discardable(
  e: Engine,
  player: PlayerId,
  filter: Filter | undefined,
  perspective: Context,
): ObjectId[] {
  const hand = contents(e, zoneKey("hand", player, null));
  if (!filter) return hand.slice();
  const matching = allMatching(
    e,
    { ...filter, zone: { zone: "hand", player: "you" } },
    perspective,
  );
  return hand.filter((id) => matching.includes(id));
}

function chooseForCost(
  e: Engine,
  player: PlayerId,
  options: ObjectId[],
  count: number,
  prompt: string,
  spare: readonly ObjectId[],
): ObjectId[] {
  if (options.length < count) refuse("cannotPay", `${prompt}: only ${options.length} available`);
  // CR 358.1: a cost that took one of the item's targets would make its play fail; such an option
  // is offered only when the cost cannot be paid without it.
  if (spare.length > 0 && options.some((id) => spare.includes(id))) {
    const kept = options.filter((id) => !spare.includes(id));
    if (kept.length >= count) options = kept;
  }
  if (options.length === count) return options;
  const decision = ask(e, { kind: "object", player, prompt, options, min: count, max: count });
  return decision.kind === "objects" ? decision.objects : [];
}
