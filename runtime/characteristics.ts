/**
 * Characteristics: printed values, then a token's creating changes (RULES T5), then continuous
 * effects — from `modify` instructions and from static abilities of objects on the board — in
 * timestamp order (CR 480; every other modification the contract allows is additive, so the order
 * only matters for reading the log), a set Might first, in its own layer (CR 477.1.a.1).
 *
 * Which statics apply to an object is found in sequences of the layers (CR 476, 477; `layered`):
 * each static is checked against the object as the others have made it so far, applied at most
 * once and removed at most once, which keeps the computation finite. Conditions and counts read
 * other objects with their statics (their own sequences, nested; `e.layers`); an object whose
 * sequences are under way reads as it is so far, and what was found from it is not kept.
 */
import type {
  Ability,
  ActivatedAbility,
  CardType,
  Condition,
  Cost,
  Definition,
  Domain,
  Filter,
  Keyword,
  KeywordName,
  Modification,
  PlayerSelector,
  PowerAmount,
  TriggeredAbility,
  ZoneName,
} from "./definitions.js";
import { type Engine, countPlayers, definitionOf } from "./engine.js";
import { evaluateStaticCondition } from "./conditions.js";
import {
  allMatching,
  filterReadsCharacteristics,
  objectMatchesFilter,
  type Perspective,
} from "./filters.js";
import type { AbilitySource, ContinuousEffect, GameObject, ObjectId, PlayerId } from "./state.js";
import { type BoardSegment, boardList, boardSegments } from "./board.js";
import { isAt, isBattlefield, isBoardZone, locationOf } from "./zones.js";
import { type Designation, designationWith, hasKeywordIn, mightBonus, sideOf } from "./keywords.js";
import { functionZoneOf, functionsWhereItIs, gameZoned, zonedHolders } from "./zoned.js";

export interface AbilityEntry {
  ability: Ability;
  source: AbilitySource;
}

export interface CostModification {
  energy: number;
  power: PowerAmount[];
}

export interface Characteristics {
  name: string;
  kind: "card" | "token";
  type: CardType;
  might: number | null;
  tags: string[];
  keywords: Keyword[];
  domains: Domain[];
  /** Printed cost; null for tokens and cards without one (RULES T4: a cost check reads 0). */
  cost: Cost | null;
  abilities: AbilityEntry[];
  costModifications: CostModification[];
  entersReady: boolean;
  /** `this may be played to an open battlefield` (CR 355.2). */
  playableToOpen: boolean;
  cantMove: boolean;
  /** `can't attack`: never an Attacker, nor moved where it would be one (CR 464.2.c, 054.1). */
  cantAttack: boolean;
  /** `can't defend`: never a Defender (CR 464.2.c.3). */
  cantDefend: boolean;
  /** CR 054.1, 465.2.c.10: no damage is dealt to it. */
  cantBeDealtDamage: boolean;
  cantBeTargetedBy: PlayerSelector[];
}

interface TimedModifications {
  timestamp: number;
  modifications: Modification[];
  perspective: Perspective;
  /** Names the grant for the abilities it gives (`AbilitySource`). */
  grant: string;
}

interface StaticSource {
  object: GameObject;
  ability: Extract<Ability, { kind: "static" }>;
  /** The source's controller, identity and location: checked whenever the list is used again. */
  perspective: Perspective;
  /** Whether its condition holds, once read at `holdsAt`: the same for every object it may affect. */
  holds: boolean;
  /** The `derived` count `holds` was read at; -1 before it is. */
  holdsAt: number;
  /** Names the grant for the abilities it gives (`AbilitySource`). */
  grant: string;
  /** Its place in the list gathered: the order of statics with one timestamp. */
  index: number;
  /** Where it comes in a sequence of the layers (`layerKey`). */
  key: number;
  /** Its filter reads characteristics, which other statics may change (`mayChange`). */
  reads: boolean;
  /**
   * What it changes may change whether it takes an object — its filter reads them, or its
   * condition may — so that it is checked without itself (`stillTakes`).
   */
  readsOwn: boolean;
  /**
   * While its condition is being read, the level it is read at (`conditionHolds`); -1 otherwise.
   */
  reading: number;
  /** It counts objects (`+1 might for each …`), which may include the one it applies to. */
  counts: boolean;
  /** The name of the grant that gave it, for one granted (`AbilitySource`). */
  granted: string | null;
  /** Its condition as last read, and at which `derived` count (`conditionHolds`). */
  provisional: boolean;
  provisionalAt: number;
}

/**
 * The static sources as last gathered, and what they were gathered from: the same objects with
 * the same effects in force have the same static abilities.
 */
interface GatheredStatics {
  objects: readonly GameObject[];
  effects: readonly ContinuousEffect[];
  sources: StaticSource[];
  /** The same sources in the order a sequence of the layers checks them (`layerKey`). */
  ordered: StaticSource[];
  /**
   * Some static grants a static ability: which objects have it depends on their characteristics,
   * so the sources are gathered again on every write (`gatherGranted`).
   */
  granting: boolean;
}

export interface Derived {
  /** The journal's `derived` count these were computed at. */
  version: number;
  effectsByTarget: ReadonlyMap<ObjectId, TimedModifications[]>;
  /** The effects in force `effectsByTarget` was made from, in order (`sameEffects`). */
  effects: readonly ContinuousEffect[];
  /**
   * Targets of `modify` effects that grant an ability (or Temporary): the only effects that give
   * an object abilities it does not print (Might, other keywords and costs add none).
   */
  granting: ReadonlySet<ObjectId>;
  statics: StaticSource[] | null;
  /** `statics` in the order a sequence of the layers checks them. */
  ordered: StaticSource[] | null;
  /** Kept from write to write (`staticSources`). */
  gathered: GatheredStatics | null;
  grants: boolean | null;
  staticKeywords: Set<KeywordName> | null;
  /** `grantedOf`, for the listener index it was drawn from. */
  granted: GameObject[] | null;
  grantedFrom: ListenerIndex | null;
  /** What is kept per object for this write, by serial: the list lasts the game (`keptFor`). */
  kept: Kept[];
  /** Whether a static of `traitsFrom` changes tags or domains (`fixedTraits`). */
  traitsFrom: readonly StaticSource[] | null;
  traitsChange: boolean;
}

/**
 * Characteristics kept for one object while a write lasts, by the object's serial: serials are
 * small numbers, so this is a read of a list where a Map keyed by identity, emptied on every write,
 * cost a lookup per call. The entry is the object's only while `at` is the current data's version
 * and `obj` the object (a card that moves keeps its serial); otherwise it is reset for them. A
 * version, not the data itself: entries outlive many writes, and would keep their data alive.
 */
interface Kept {
  at: number;
  obj: GameObject;
  /** Without statics, for an object with changes or effects (withoutStatics). */
  bare: Characteristics | null;
  /** With statics, buffs, combat and its own costs while played (characteristics). */
  chars: Characteristics | null;
}

function keptFor(d: Derived, obj: GameObject): Kept {
  let kept = d.kept[obj.serial];
  if (kept === undefined)
    d.kept[obj.serial] = kept = { at: d.version, obj, bare: null, chars: null };
  else if (kept.at !== d.version || kept.obj !== obj) {
    kept.at = d.version;
    kept.obj = obj;
    kept.bare = null;
    kept.chars = null;
  }
  return kept;
}

function derivedFor(e: Engine): Derived {
  const known = e.derivedData;
  if (known !== null && known.version === e.j.derived) return known;
  // Most writes add or end no `modify` effect: the last data's index of them still holds.
  const same = known !== null && sameEffects(known.effects, e.state.effects);
  const effectsByTarget = same ? known.effectsByTarget : indexEffects(e);
  const d: Derived = {
    version: e.j.derived,
    effectsByTarget,
    effects: same ? known.effects : inForce(e),
    granting: same
      ? known.granting
      : effectsByTarget === NO_EFFECTS
        ? NO_TARGETS
        : grantingTargets(e),
    statics: null,
    ordered: null,
    gathered: known?.gathered ?? null,
    grants: null,
    staticKeywords: null,
    granted: null,
    grantedFrom: null,
    kept: known?.kept ?? [],
    traitsFrom: null,
    traitsChange: false,
  };
  e.derivedData = d;
  return d;
}

/** Most writes happen with no `modify` effect in play: their derived data shares this. */
const NO_EFFECTS: ReadonlyMap<ObjectId, TimedModifications[]> = new Map();
const NO_TARGETS: ReadonlySet<ObjectId> = new Set();

/** A modification that adds an ability: one granted, or Temporary's (CR 816.1.b). */
function grantsAbility(m: Modification): boolean {
  return m.mod === "ability" || (m.mod === "keyword" && m.keyword.keyword === "Temporary");
}

function grantingTargets(e: Engine): ReadonlySet<ObjectId> {
  let found: Set<ObjectId> | null = null;
  for (const effect of e.state.effects) {
    if (!effect.modifications.some(grantsAbility)) continue;
    found ??= new Set();
    for (const target of effect.targets) found.add(target);
  }
  return found ?? NO_TARGETS;
}

const NONE_IN_FORCE: readonly ContinuousEffect[] = [];

function inForce(e: Engine): readonly ContinuousEffect[] {
  return e.state.effects.length === 0 ? NONE_IN_FORCE : e.state.effects.slice();
}

/** Effects are records never changed once made: the same records in force index the same. */
function sameEffects(
  before: readonly ContinuousEffect[],
  now: readonly ContinuousEffect[],
): boolean {
  if (before.length !== now.length) return false;
  for (let i = 0; i < now.length; i++) if (before[i] !== now[i]) return false;
  return true;
}

function indexEffects(e: Engine): ReadonlyMap<ObjectId, TimedModifications[]> {
  if (e.state.effects.length === 0) return NO_EFFECTS;
  const map = new Map<ObjectId, TimedModifications[]>();
  for (const effect of e.state.effects) {
    const entry: TimedModifications = {
      timestamp: effect.timestamp,
      modifications: effect.modifications,
      perspective: { controller: effect.controller, source: effect.source, here: null },
      grant: `e${effect.id}`,
    };
    for (const target of effect.targets) {
      let list = map.get(target);
      if (!list) {
        list = [];
        map.set(target, list);
      }
      list.push(entry);
    }
  }
  return map;
}

const RUNE_EXHAUST: ActivatedAbility = {
  kind: "activated",
  costs: [{ cost: "exhaustThis" }],
  timing: "Reaction",
  effect: [{ op: "add", energy: 1, power: [] }],
};

const runeRecycle = new Map<string, ActivatedAbility>();

/** CR 164.2.b: "Recycle this: Add [C]", power of the rune's domain. */
export function runeRecycleAbility(domain: Domain | "any"): ActivatedAbility {
  let ability = runeRecycle.get(domain);
  if (!ability) {
    ability = {
      kind: "activated",
      costs: [{ cost: "recycleThis" }],
      timing: "Reaction",
      effect: [{ op: "add", energy: 0, power: [{ domain, amount: 1 }] }],
    };
    runeRecycle.set(domain, ability);
  }
  return ability;
}

/** CR 816.1.b: Temporary is "at the start of this permanent's controller's Beginning Phase, kill this". */
const TEMPORARY: TriggeredAbility = {
  kind: "triggered",
  keyword: "Temporary",
  trigger: { event: "phaseStarted", phase: "beginning", player: "you" },
  effect: [{ op: "kill", target: { ref: "this" } }],
};

export function abilityFromSource(e: Engine, source: AbilitySource): Ability {
  switch (source.from) {
    case "definition": {
      const ability = definitionOf(e, source.name).abilities[source.index];
      if (!ability) throw new Error(`${source.name} has no ability ${source.index}`);
      return ability;
    }
    case "rune":
      return source.ability === "exhaust" ? RUNE_EXHAUST : runeRecycleAbility(source.domain);
    case "inline":
      return source.ability;
    default: {
      const _exhaustive: never = source;
      return _exhaustive;
    }
  }
}

const printedCache = new WeakMap<object, Characteristics>();

/** What is known of a definition name in a game: asked tens of thousands of times a game. */
interface NameInfo {
  name: string;
  def: Definition;
  printed: Characteristics | null;
  listeners: PrintedListeners | null;
  /** Whether `printed` has an activated ability (`printsActivated`). */
  activated: boolean | null;
  /**
   * The names of the definition's printed keywords (`objectHasKeyword`): a list, as most print
   * none or one, which a walk answers sooner than a lookup in a set.
   */
  keywords: readonly KeywordName[] | null;
}

/** What is known of the names of one set of definitions. */
interface NamesKnown {
  byName: Map<string, NameInfo>;
  /**
   * By the serial of the physical card last asked about, checked against its name: serials are
   * small numbers, so this is a read of a list where a lookup by name (most calls, as walks of
   * the board go from one object to the next) cost a game 1–2% of its time.
   */
  bySerial: (NameInfo | undefined)[];
  /** Keywords the definitions' statics may grant (`gameStaticKeywords`), once read: a few. */
  staticKeywords: readonly KeywordName[] | null;
}

const namesByDefs = new WeakMap<ReadonlyMap<string, Definition>, NamesKnown>();
let lastDefs: ReadonlyMap<string, Definition> | null = null;
let lastNames: NamesKnown = { byName: new Map(), bySerial: [], staticKeywords: null };

function nameInfo(e: Engine, obj: GameObject): NameInfo {
  if (e.defs !== lastDefs) {
    let names = namesByDefs.get(e.defs);
    if (!names) {
      names = { byName: new Map(), bySerial: [], staticKeywords: null };
      namesByDefs.set(e.defs, names);
    }
    lastDefs = e.defs;
    lastNames = names;
  }
  // Serials are reused by every game with these definitions, and a Replace may hand one to an
  // object of another name: the name tells whether the entry is this object's.
  const known = lastNames.bySerial[obj.serial];
  if (known !== undefined && known.name === obj.name) return known;
  const name = obj.name;
  let info = lastNames.byName.get(name);
  if (!info) {
    info = {
      name,
      def: definitionOf(e, name),
      printed: null,
      listeners: null,
      activated: null,
      keywords: null,
    };
    lastNames.byName.set(name, info);
  }
  lastNames.bySerial[obj.serial] = info;
  return info;
}

/**
 * Printed characteristics, shared by every object of a definition (and kind) until something
 * modifies them: callers treat characteristics as read-only, and a modified object gets a copy.
 */
function printed(e: Engine, obj: GameObject): Characteristics {
  const info = nameInfo(e, obj);
  if (info.printed !== null) return info.printed;
  const def = info.def;
  const cached = printedCache.get(def);
  if (cached) return (info.printed = cached);
  const c: Characteristics = {
    name: obj.name,
    kind: obj.kind,
    type: def.type,
    might: def.might ?? (def.type === "unit" ? 0 : null),
    tags: def.tags.slice(),
    keywords: def.keywords.slice(),
    // RULES T4: tokens have no domains and no cost.
    domains: obj.kind === "token" ? [] : def.domains.slice(),
    cost: obj.kind === "token" ? null : (def.cost ?? null),
    abilities: def.abilities.map((ability, index) => ({
      ability,
      source: { from: "definition", name: obj.name, index } as AbilitySource,
    })),
    costModifications: [],
    entersReady: false,
    playableToOpen: false,
    cantMove: false,
    cantAttack: false,
    cantDefend: false,
    cantBeDealtDamage: false,
    cantBeTargetedBy: [],
  };
  inherent(c);
  printedCache.set(def, c);
  info.printed = c;
  return c;
}

function copy(c: Characteristics): Characteristics {
  return {
    ...c,
    tags: c.tags.slice(),
    keywords: c.keywords.slice(),
    domains: c.domains.slice(),
    abilities: c.abilities.slice(),
    costModifications: c.costModifications.slice(),
    cantBeTargetedBy: c.cantBeTargetedBy.slice(),
  };
}

/**
 * Whose "other" a static's `for each other …` is: the object that gets the Might, when it is of
 * the kind counted (`friendly units here get +1 might for each other friendly unit here` counts
 * every unit but the one it gives to, the source included), else the source (`units you control
 * get +1 might for each other gear you control`, on a gear). For `this gets …` both are one.
 */
function countedFrom(e: Engine, per: Filter, p: Perspective, gets: GameObject): Perspective {
  if (!per.another || gets.id === p.source) return p;
  // With no source, `other` excludes nothing: the match is the filter's without it.
  return objectMatchesFilter(e, gets, per, { ...p, source: null }) ? { ...p, source: gets.id } : p;
}

/**
 * A change of Might where it applies among the others (CR 477.3): `-2 might to a minimum of 1`
 * lowers the Might as the changes before it left it, no lower than 1, and never raises one
 * already below it — a floor of this change, not of the Might (a later loss goes lower).
 */
export function changedMight(might: number, delta: number, floor: number | undefined): number {
  const next = might + delta;
  if (floor === undefined || delta >= 0 || next >= floor) return next;
  return Math.min(might, floor);
}

function apply(
  e: Engine,
  c: Characteristics,
  mods: readonly Modification[],
  p: Perspective,
  grant: string | null,
  gets?: GameObject,
  only?: "gains" | "losses",
): void {
  for (let i = 0; i < mods.length; i++) {
    const mod = mods[i] as Modification;
    // CR 477.3.e: a pass of gains or of losses skips the rest, each keeping its place (`i`).
    if (only !== undefined && isLoss(mod) !== (only === "losses")) continue;
    switch (mod.mod) {
      case "might":
        if (c.might !== null) c.might = changedMight(c.might, mod.amount, mod.floor);
        break;
      case "mightPerCount": {
        if (c.might === null) break;
        const from = gets === undefined ? p : countedFrom(e, mod.per, p, gets);
        const count = allMatching(e, mod.per, from).length;
        c.might = changedMight(c.might, mod.amount * count, mod.floor);
        break;
      }
      case "mightPerPlayer":
        // CR 303.2.a: whom "you" has as opponents now, or everyone still in the game.
        if (c.might !== null)
          c.might = changedMight(c.might, mod.amount * countPlayers(e, mod.among, p), mod.floor);
        break;
      case "setMight":
        // Applied before this, in its own layer (`setMightIn`), whatever the order of the rest.
        break;
      case "keyword":
        c.keywords.push(mod.keyword);
        break;
      case "tags":
        for (const tag of mod.tags) if (!c.tags.includes(tag)) c.tags.push(tag);
        break;
      case "domains":
        for (const d of mod.domains) if (!c.domains.includes(d)) c.domains.push(d);
        break;
      case "cost": {
        if (mod.among !== undefined) {
          // CR 303.2.a, 356: the players counted as the cost is determined, like a count of objects.
          c.costModifications.push({
            energy: mod.energy * countPlayers(e, mod.among, p),
            power: [],
          });
          break;
        }
        if (mod.per === undefined) {
          c.costModifications.push({ energy: mod.energy, power: mod.power ?? [] });
          break;
        }
        const from = gets === undefined ? p : countedFrom(e, mod.per, p, gets);
        const count = allMatching(e, mod.per, from).length;
        // Never below 0 is the total's concern (CR 356.4): each change is only added up.
        c.costModifications.push({ energy: mod.energy * count, power: [] });
        break;
      }
      case "entersReady":
        c.entersReady = true;
        break;
      case "playableToOpen":
        c.playableToOpen = true;
        break;
      case "cantMove":
        c.cantMove = true;
        break;
      case "cantCombat":
        if (mod.role === "attacker") c.cantAttack = true;
        else c.cantDefend = true;
        break;
      case "cantBeDealtDamage":
        c.cantBeDealtDamage = true;
        break;
      case "cantBeTargeted":
        c.cantBeTargetedBy.push(mod.by);
        break;
      case "ability":
        c.abilities.push({
          ability: mod.ability,
          source:
            grant === null
              ? { from: "inline", ability: mod.ability }
              : { from: "inline", ability: mod.ability, grant: `${grant}.${i}` },
        });
        break;
      default: {
        const _exhaustive: never = mod;
        return _exhaustive;
      }
    }
  }
}

/** A decrease of Might (CR 477.3.e.2): a change of Might by a negative amount. */
function isLoss(mod: Modification): boolean {
  return (
    (mod.mod === "might" || mod.mod === "mightPerCount" || mod.mod === "mightPerPlayer") &&
    mod.amount < 0
  );
}

/** A static whose loss of Might has a floor: its place among the gains matters (CR 477.3.e). */
function hasFlooredLoss(source: StaticSource): boolean {
  const mods = source.ability.modifications;
  let found = flooredMods.get(mods);
  if (found === undefined) {
    found = mods.some((m) => isLoss(m) && "floor" in m && m.floor !== undefined);
    flooredMods.set(mods, found);
  }
  return found;
}

/** `hasFlooredLoss` by a static's modifications, which are data of its definition. */
const flooredMods = new WeakMap<readonly Modification[], boolean>();

/** Abilities an object has because of its type or keywords (CR 164.2, 816.1.b); added once. */
function inherent(c: Characteristics): void {
  if (c.type === "rune" && !c.abilities.some((a) => a.source.from === "rune")) {
    const domain = c.domains[0] ?? "any";
    c.abilities.push({
      ability: RUNE_EXHAUST,
      source: { from: "rune", ability: "exhaust", domain },
    });
    c.abilities.push({
      ability: runeRecycleAbility(domain),
      source: { from: "rune", ability: "recycle", domain },
    });
  }
  if (hasKeyword(c, "Temporary") && !c.abilities.some((a) => a.ability === TEMPORARY)) {
    c.abilities.push({ ability: TEMPORARY, source: { from: "inline", ability: TEMPORARY } });
  }
}

/** Without static abilities: printed, token changes, `modify` effects. Read-only: kept per write. */
function withoutStatics(e: Engine, obj: GameObject, d: Derived): Characteristics {
  const base = printed(e, obj);
  const effects = d.effectsByTarget === NO_EFFECTS ? undefined : d.effectsByTarget.get(obj.id);
  if (obj.changes.length === 0 && !effects) return base;
  const known = keptFor(d, obj).bare;
  if (known !== null) return known;
  const c = copy(base);
  setMightIn(c, effects);
  const self: Perspective = {
    controller: obj.controller ?? obj.owner,
    source: obj.id,
    here: locationOf(obj),
  };
  e.staticDepth++;
  try {
    apply(e, c, obj.changes, self, "c");
    if (effects)
      for (const effect of effects)
        apply(e, c, effect.modifications, effect.perspective, effect.grant);
  } finally {
    e.staticDepth--;
  }
  inherent(c);
  // Found anew: applying may have asked about other objects.
  keptFor(d, obj).bare = c;
  return c;
}

/**
 * CR 477.1.a.1: a Might set (`its might becomes 1`) is applied in the Trait-Altering layer, before
 * every change of Might whatever its timestamp — a token's creating changes, `give`s, statics, a
 * buff — so those still add to it; of several sets the latest stands (CR 480.3).
 */
function setMightIn(c: Characteristics, effects: readonly TimedModifications[] | undefined): void {
  if (effects === undefined || c.might === null) return;
  let at = -Infinity;
  for (const effect of effects) {
    if (effect.timestamp < at) continue;
    for (const m of effect.modifications) {
      if (m.mod !== "setMight") continue;
      c.might = m.value;
      at = effect.timestamp;
    }
  }
}

/** Which kinds of ability a definition prints, so board scans can skip objects that have none. */
interface PrintedListeners {
  statics: boolean;
  /** Activated abilities that do more than Add (a rune's inherent ones only Add). */
  activated: boolean;
  /** Trigger events, Temporary's included (CR 816.1.b). */
  triggers: readonly string[];
  replacements: readonly string[];
  /** The same events by their slots (`eventSlot`), where the listener index files them. */
  triggerSlots: readonly number[];
  replacementSlots: readonly number[];
  /** Prints any of statics, triggers or replacements: belongs in the listener index. */
  listens: boolean;
}

const printedListeners = new WeakMap<Definition, PrintedListeners>();

/**
 * Each kind of event a number of its own, given when first listened for or asked about: the
 * listener index files its lists by it in arrays. Maps by event, emptied and filled again on each
 * rebuild whose listeners changed, had their tables grown and emptied by calls into V8's C++,
 * which made such a rebuild four times as long. The kinds of event are a few dozen names, so the
 * numbers stay few and are shared by every game.
 */
const eventSlots = new Map<string, number>();

function eventSlot(event: string): number {
  let slot = eventSlots.get(event);
  if (slot === undefined) eventSlots.set(event, (slot = eventSlots.size));
  return slot;
}

/** Lists for every event known, none yet: made at their length, not grown as they are filed. */
function noLists<T>(): EventLists<T> {
  return new Array<T | undefined>(eventSlots.size);
}

function listenersOf(e: Engine, obj: GameObject): PrintedListeners {
  const info = nameInfo(e, obj);
  if (info.listeners !== null) return info.listeners;
  const def = info.def;
  let found = printedListeners.get(def);
  if (!found) {
    const triggers = new Set<string>();
    const replacements = new Set<string>();
    let statics = false;
    let activated = false;
    for (const ability of def.abilities) {
      // CR 385.2: one that functions from a trash or a hand listens from there (zoned.ts).
      if (ability.zone !== undefined) continue;
      if (ability.kind === "static") statics = true;
      else if (ability.kind === "activated")
        activated ||= !ability.effect.every((i) => i.op === "add");
      else if (ability.kind === "triggered") triggers.add(ability.trigger.event);
      else if (ability.kind === "replacement") replacements.add(ability.pattern.event);
    }
    if (def.keywords.some((k) => k.keyword === "Temporary")) triggers.add("phaseStarted");
    const listens = statics || triggers.size > 0 || replacements.size > 0;
    // Lists: a definition listens for one or two kinds of event, which a walk finds sooner.
    found = {
      statics,
      activated,
      triggers: [...triggers],
      replacements: [...replacements],
      triggerSlots: [...triggers].map(eventSlot),
      replacementSlots: [...replacements].map(eventSlot),
      listens,
    };
    printedListeners.set(def, found);
  }
  info.listeners = found;
  return found;
}

/** Whether a plain-data value holds a static ability that grants an ability or Temporary. */
function holdsGrantingStatic(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsGrantingStatic);
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if (record["kind"] === "static" && Array.isArray(record["modifications"])) {
    const grants = (record["modifications"] as Modification[]).some(
      (m) => m.mod === "ability" || (m.mod === "keyword" && m.keyword.keyword === "Temporary"),
    );
    if (grants) return true;
  }
  return Object.values(record).some(holdsGrantingStatic);
}

const definitionGrants = new WeakMap<Definition, boolean>();
const gameGrants = new WeakMap<ReadonlyMap<string, Definition>, boolean>();

/**
 * Whether any definition of the game, anywhere in its text (abilities it grants included), has a
 * static ability that grants abilities. Every ability in play comes from a definition or is a
 * rune's or Temporary's own (neither static), so when none does, no static can grant one and the
 * board's statics need not be gathered to know it.
 */
function gameMayGrant(e: Engine): boolean {
  let known = gameGrants.get(e.defs);
  if (known === undefined) {
    known = false;
    for (const def of e.defs.values()) {
      let grants = definitionGrants.get(def);
      if (grants === undefined) {
        grants = holdsGrantingStatic(def.abilities) || holdsGrantingStatic(def.keywords);
        definitionGrants.set(def, grants);
      }
      known ||= grants;
    }
    gameGrants.set(e.defs, known);
  }
  return known;
}

/** Whether a plain-data value holds a static ability that grants a static ability. */
function holdsStaticGrantingStatic(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(holdsStaticGrantingStatic);
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  if (record["kind"] === "static" && Array.isArray(record["modifications"])) {
    for (const m of record["modifications"] as Modification[])
      if (m.mod === "ability" && m.ability.kind === "static") return true;
  }
  return Object.values(record).some(holdsStaticGrantingStatic);
}

const gameGrantsStaticsKnown = new WeakMap<ReadonlyMap<string, Definition>, boolean>();

/**
 * Whether any definition of the game, anywhere in its text, has a static that grants a static
 * ability: when none does, the board's statics are those gathered without statics.
 */
function gameGrantsStatics(e: Engine): boolean {
  let known = gameGrantsStaticsKnown.get(e.defs);
  if (known === undefined) {
    known = false;
    for (const def of e.defs.values()) known ||= holdsStaticGrantingStatic(def.abilities);
    gameGrantsStaticsKnown.set(e.defs, known);
  }
  return known;
}

/** A static ability on the board grants abilities (or Temporary) to other objects. */
function staticsGrantAbilities(e: Engine, d: Derived): boolean {
  if (d.grants === null && !gameMayGrant(e)) d.grants = false;
  if (d.grants === null) {
    d.grants = staticSources(e, d).some((source) =>
      source.ability.modifications.some(grantsAbility),
    );
  }
  return d.grants;
}

/**
 * Whether an object could have an ability of this kind listening for this event: false when
 * neither its printed text nor anything granted to it could give it one, so a scan of the board
 * for triggers, replacements or statics can skip it without computing its characteristics.
 */
export function mayHaveAbility(
  e: Engine,
  obj: GameObject,
  kind: "static" | "activated" | "triggered" | "replacement",
  event = "",
): boolean {
  const d = derivedFor(e);
  if (obj.changes.length > 0 || (d.granting !== NO_TARGETS && d.granting.has(obj.id))) return true;
  const printed = listenersOf(e, obj);
  switch (kind) {
    case "static":
      return printed.statics;
    case "activated":
      return printed.activated || staticsGrantAbilities(e, d);
    case "triggered":
      return printed.triggers.includes(event) || staticsGrantAbilities(e, d);
    case "replacement":
      return printed.replacements.includes(event) || staticsGrantAbilities(e, d);
    default: {
      const _exhaustive: never = kind;
      return _exhaustive;
    }
  }
}

const paidCostEffects = new WeakMap<Definition, boolean>();

/**
 * Whether an object could have an additional or optional cost whose paying does something
 * (chain.ts `executePaidCosts`): false when its definition prints none and nothing could grant it
 * an ability (no creating changes, no `modify` effect or static granting one), so that a
 * permanent entering need not have its characteristics made with statics to find none.
 */
export function mayHavePaidCostEffects(e: Engine, obj: GameObject): boolean {
  const d = derivedFor(e);
  if (obj.changes.length > 0 || (d.granting !== NO_TARGETS && d.granting.has(obj.id))) return true;
  const def = nameInfo(e, obj).def;
  let prints = paidCostEffects.get(def);
  if (prints === undefined) {
    prints = def.abilities.some((a) => a.kind === "optionalCost" && a.effect.length > 0);
    paidCostEffects.set(def, prints);
  }
  return prints || staticsGrantAbilities(e, d);
}

/**
 * The board indexed by the kinds of ability its objects print (issue 6: the per-event scans for
 * triggers and replacements were the cost of a game). Rebuilt only when objects come, go or are
 * replaced on the board (the journal's `board` count, board.ts), not on every write, and then
 * only from the board segments that changed (most of the board is runes, which print none).
 */
export interface ListenerIndex {
  board: number;
  /** What each board segment adds, by its place (compareParts). */
  parts: SegmentListeners[];
  /** Board objects that are not facedown, in the order of `forEachBoardObject`. */
  objects: readonly GameObject[];
  /** Objects that print statics, triggers or replacements, or have creating changes. */
  listening: readonly GameObject[];
  statics: GameObject[];
  /** Printed listeners by the slot of the event (`eventSlot`), in board order. */
  triggered: EventLists<GameObject[]>;
  replacement: EventLists<GameObject[]>;
  /** Tokens with creating changes: those may grant them anything. */
  changed: GameObject[];
  /**
   * Listeners by kind and event (listenersFor), for the granted list they were drawn with: kept
   * here and replaced when that changes, rather than made anew on every write.
   */
  listeners: Record<"triggered" | "replacement", EventLists<readonly GameObject[]>>;
  /**
   * The granted list (grantedOf) they were drawn with: the index's own `changed` while no
   * `modify` effect grants an ability, so that they outlast the writes in between.
   */
  listenersWith: readonly GameObject[] | null;
  /** Objects whose printed characteristics have activated abilities (a rune's Adds included). */
  activatedObjects: GameObject[];
  /** Those objects as holders, while each has its printed abilities. */
  activated: Holders;
  /** The holders for `activatedWith` when objects may have abilities they do not print. */
  activatedListed: Holders | null;
  activatedWith: Derived | null;
}

/** Lists by the slot of their event (`eventSlot`); none for most. */
type EventLists<T> = (T | undefined)[];

/** Board objects that could have activated abilities (`activatedHolders`). */
export interface Holders {
  /** In board order, facedown ones left out. */
  objects: readonly GameObject[];
  /** Whether each has its printed abilities (nothing may give it others). */
  printed: boolean;
}

/** What one board segment adds to the listener index, kept with the segment while it is unchanged. */
interface SegmentListeners {
  /** The segment's objects that are not facedown: its own list when none is. */
  visible: readonly GameObject[];
  listening: readonly GameObject[];
  /** Its visible objects that print an activated ability (`printsActivated`). */
  activated: readonly GameObject[];
}

const NOBODY: readonly GameObject[] = [];

function segmentListeners(e: Engine, objects: readonly GameObject[]): SegmentListeners {
  // Each list is the segment's own while every object so far is in it (a segment of runes, which
  // all print Adds, needs no list of its own), and its own from the first object left out.
  let visible: GameObject[] | null = null;
  let listening: GameObject[] | null = null;
  let activated: GameObject[] | null = null;
  for (let i = 0; i < objects.length; i++) {
    const obj = objects[i] as GameObject;
    if (obj.facedown) {
      visible ??= objects.slice(0, i);
      listening ??= objects.slice(0, i);
      activated ??= objects.slice(0, i);
      continue;
    }
    if (visible !== null) visible.push(obj);
    // One lookup of the name for both questions.
    const info = nameInfo(e, obj);
    if ((info.listeners ?? listenersOf(e, obj)).listens || obj.changes.length > 0)
      listening?.push(obj);
    else listening ??= objects.slice(0, i);
    if (info.activated ?? printsActivated(e, obj)) activated?.push(obj);
    else activated ??= objects.slice(0, i);
  }
  return {
    visible: visible ?? objects,
    listening: someOf(listening ?? objects),
    activated: someOf(activated ?? objects),
  };
}

/** The list, or the shared empty one: most segments' listening objects are none. */
function someOf(objects: readonly GameObject[]): readonly GameObject[] {
  return objects.length === 0 ? NOBODY : objects;
}

function sameObjects(a: readonly GameObject[], b: readonly GameObject[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function addListener(lists: EventLists<GameObject[]>, slot: number, obj: GameObject): void {
  const list = lists[slot];
  if (list) list.push(obj);
  else lists[slot] = [obj];
}

/** What `compareParts` found changed, as bits: a rebuild makes no record of it. */
const LISTENING_CHANGED = 1;
const ACTIVATED_CHANGED = 2;
const SOME_FACEDOWN = 4;

/**
 * Bring `parts` (each segment's listeners, in board order) up to date with the board's segments,
 * in place: the old index is replaced by the new one, which takes the list over. Only the
 * segments that changed are compared, each with the one at its place before: a rune channeled or
 * a unit that prints nothing played leaves every segment's listeners as they were, and the
 * index's lists need not be joined anew.
 */
function compareParts(
  e: Engine,
  segments: readonly BoardSegment[],
  parts: SegmentListeners[],
): number {
  let changed = 0;
  if (parts.length !== segments.length) {
    parts.length = 0;
    changed = LISTENING_CHANGED | ACTIVATED_CHANGED;
  }
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as BoardSegment;
    let found = segment.derived as SegmentListeners | null;
    if (found === null) segment.derived = found = segmentListeners(e, segment.objects);
    if (found.visible !== segment.objects) changed |= SOME_FACEDOWN;
    const was = parts[i];
    if (was === found) continue;
    if (was === undefined || !sameObjects(was.listening, found.listening))
      changed |= LISTENING_CHANGED;
    if (was === undefined || !sameObjects(was.activated, found.activated))
      changed |= ACTIVATED_CHANGED;
    parts[i] = found;
  }
  return changed;
}

/** The segments' listening objects, or those that print activated abilities, in board order. */
function joined(parts: readonly SegmentListeners[], activated: boolean): GameObject[] {
  let total = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as SegmentListeners;
    total += (activated ? part.activated : part.listening).length;
  }
  // Made at its length, as the board's list (board.ts `joinSegments`).
  const out = new Array<GameObject>(total);
  let at = 0;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] as SegmentListeners;
    const objects = activated ? part.activated : part.listening;
    for (let k = 0; k < objects.length; k++) out[at++] = objects[k] as GameObject;
  }
  return out;
}

/** The visible objects of the segments, in board order: the board's list with facedown ones left out. */
function visibleObjects(parts: readonly SegmentListeners[]): GameObject[] {
  const visible: GameObject[] = [];
  for (let i = 0; i < parts.length; i++) {
    const objects = (parts[i] as SegmentListeners).visible;
    for (let k = 0; k < objects.length; k++) visible.push(objects[k] as GameObject);
  }
  return visible;
}

function listenerIndex(e: Engine): ListenerIndex {
  const known = e.listenerIndex;
  if (known !== null && known.board === e.j.board) return known;
  return (e.listenerIndex = indexBoard(e, known ?? undefined));
}

function indexBoard(e: Engine, known: ListenerIndex | undefined): ListenerIndex {
  const parts = known?.parts ?? [];
  const changed = compareParts(e, boardSegments(e), parts);
  const objects = (changed & SOME_FACEDOWN) !== 0 ? visibleObjects(parts) : boardList(e);
  // The per-event lists stay right while the same objects listen in the same order: channeled
  // runes and moved units that print nothing leave them as they were.
  const same = known !== undefined && (changed & LISTENING_CHANGED) === 0;
  // So does the activated record, which payment keeps what it read of by identity: a unit played
  // or moved leaves the runes' Adds as they were.
  const sameActivated = known !== undefined && (changed & ACTIVATED_CHANGED) === 0;
  const listening = same ? known.listening : joined(parts, false);
  const activatedObjects = sameActivated ? known.activatedObjects : joined(parts, true);
  const index: ListenerIndex = {
    board: e.j.board,
    parts,
    objects,
    listening,
    statics: same ? known.statics : [],
    // Otherwise made anew, as their lists, which callers may still hold.
    triggered: same ? known.triggered : noLists(),
    replacement: same ? known.replacement : noLists(),
    changed: same ? known.changed : [],
    // Replaced by listenersFor when the granted list differs from the one they were drawn with:
    // with the same listeners and no `modify` effect granting abilities, that is never.
    listeners: known?.listeners ?? { triggered: noLists(), replacement: noLists() },
    listenersWith: same ? known.listenersWith : null,
    activatedObjects,
    activated: sameActivated ? known.activated : { objects: activatedObjects, printed: true },
    activatedListed: null,
    activatedWith: null,
  };
  if (!same) {
    for (let i = 0; i < listening.length; i++) {
      const obj = listening[i] as GameObject;
      const printed = listenersOf(e, obj);
      if (printed.statics) index.statics.push(obj);
      for (let k = 0; k < printed.triggerSlots.length; k++)
        addListener(index.triggered, printed.triggerSlots[k] as number, obj);
      for (let k = 0; k < printed.replacementSlots.length; k++)
        addListener(index.replacement, printed.replacementSlots[k] as number, obj);
      if (obj.changes.length > 0) index.changed.push(obj);
    }
  }
  return index;
}

/**
 * Board objects that may have abilities they do not print (tokens with creating changes, objects
 * under `modify` effects that grant abilities), in board order: found once per write and board,
 * not per event. Without such effects it is the index's own list, the same for every write.
 */
function grantedOf(d: Derived, index: ListenerIndex): readonly GameObject[] {
  if (d.grantedFrom === index && d.granted !== null) return d.granted;
  let granted: GameObject[] = index.changed;
  if (d.granting.size > 0) {
    granted = [];
    for (const obj of index.objects) {
      if (obj.changes.length > 0 || d.granting.has(obj.id)) granted.push(obj);
    }
  }
  d.granted = granted;
  d.grantedFrom = index;
  return granted;
}

/** Objects whose printed abilities are in `printed`, plus any whose abilities may be granted, in board order. */
function withGranted(
  index: ListenerIndex,
  printed: readonly GameObject[],
  granted: readonly GameObject[],
): readonly GameObject[] {
  if (granted.length === 0) return printed;
  // Both lists are in board order: merged by walking the board once, an object in both taken once
  // (only its listening objects when those hold both lists: the tokens with changes are in it).
  const board = granted === index.changed ? index.listening : index.objects;
  const out: GameObject[] = [];
  let i = 0;
  let k = 0;
  for (const obj of board) {
    if (i >= printed.length && k >= granted.length) break;
    let listed = false;
    if (printed[i] === obj) {
      i++;
      listed = true;
    }
    if (granted[k] === obj) {
      k++;
      listed = true;
    }
    if (listed) out.push(obj);
  }
  return out;
}

/**
 * The board objects that could have a triggered or replacement ability for this event, in board
 * order (as `forEachBoardObject` would visit them, skipping those that cannot). Read-only, and to
 * be walked before the board changes: the list is shared until it does.
 */
export function listenersFor(
  e: Engine,
  kind: "triggered" | "replacement",
  event: string,
): readonly GameObject[] {
  const d = derivedFor(e);
  const index = listenerIndex(e);
  if (staticsGrantAbilities(e, d)) return index.objects;
  const slot = eventSlot(event);
  const printed = (kind === "triggered" ? index.triggered : index.replacement)[slot];
  // Most of the time no object has abilities it does not print: the printed listeners answer.
  // Several events are checked between two writes (each proposal, then its triggers): the list
  // of listeners stays valid for as long as the board and the granted list do.
  const granted = grantedOf(d, index);
  if (granted.length === 0) return printed ?? NO_LISTENERS;
  if (index.listenersWith !== granted) {
    index.listeners = { triggered: noLists(), replacement: noLists() };
    index.listenersWith = granted;
  }
  const known = index.listeners[kind];
  let listeners = known[slot];
  if (!listeners) {
    listeners = withGranted(index, printed ?? NO_LISTENERS, granted);
    known[slot] = listeners;
  }
  return listeners;
}

const NO_LISTENERS: GameObject[] = [];

/** Whether an object's printed characteristics, inherent abilities included, have an activated ability. */
function printsActivated(e: Engine, obj: GameObject): boolean {
  const info = nameInfo(e, obj);
  if (info.activated === null) {
    info.activated = printed(e, obj).abilities.some((entry) => entry.ability.kind === "activated");
  }
  return info.activated;
}

/**
 * The board objects that could have an activated ability now: payment gathers Add abilities
 * (runes above all) from the board several times an action, and most board objects print none.
 * The record is a new one whenever the abilities of an object in it may have changed, so that a
 * caller may keep what it read of them for as long as the record is the same.
 */
export function activatedHolders(e: Engine): Holders {
  const d = derivedFor(e);
  const index = listenerIndex(e);
  // While statics are evaluated, abilities are read anew each time (`abilitiesOf`).
  if (e.staticDepth > 0) return { objects: index.objects, printed: false };
  const grants = staticsGrantAbilities(e, d);
  // Without statics granting abilities nor objects that may have ones they do not print, every
  // object has its printed abilities for as long as the board stays.
  if (!grants && grantedOf(d, index).length === 0) return index.activated;
  if (index.activatedWith !== d || index.activatedListed === null) {
    index.activatedListed = grants
      ? { objects: index.objects, printed: false }
      : noneGainActivated(e, d, index)
        ? index.activated
        : {
            objects: withGranted(index, index.activatedObjects, grantedOf(d, index)),
            printed: false,
          };
    index.activatedWith = d;
  }
  return index.activatedListed;
}

/**
 * Whether the objects that may have abilities they do not print (a unit under a "this turn"
 * effect, most of the time) print no activated ability and have none now: the objects that print
 * one then have their printed abilities, and the others have none.
 */
function noneGainActivated(e: Engine, d: Derived, index: ListenerIndex): boolean {
  for (const obj of grantedOf(d, index)) {
    if (printsActivated(e, obj)) return false;
    for (const entry of withoutStatics(e, obj, d).abilities)
      if (entry.ability.kind === "activated") return false;
  }
  return true;
}

/**
 * The static abilities of the board. Gathered again only when the objects that may have one, the
 * effects in force, or a source's place or controller change: most writes, and most changes of
 * the board (runes, units that print no static), leave them as they were (a game gathered them
 * about 125 times when each write did, 30 now).
 */
function staticSources(e: Engine, d: Derived): StaticSource[] {
  if (d.statics) return d.statics;
  const index = listenerIndex(e);
  let objects = withGranted(index, index.statics, grantedOf(d, index));
  // CR 385.2: cards whose statics function from their owner's trash or hand, after the board's.
  if (gameZoned(e)?.statics === true) {
    const zoned = zonedHolders(e, (kinds) => kinds.statics);
    if (zoned.length > 0) objects = [...objects, ...zoned];
  }
  const kept = d.gathered;
  if (
    kept !== null &&
    !kept.granting &&
    kept.effects === d.effects &&
    sameObjects(kept.objects, objects) &&
    samePerspectives(kept.sources)
  ) {
    d.ordered = kept.ordered;
    return (d.statics = kept.sources);
  }
  const out: StaticSource[] = [];
  e.staticDepth++;
  try {
    for (let i = 0; i < objects.length; i++) {
      const object = objects[i] as GameObject;
      const offBoard = functionZoneOf(object) !== undefined;
      if (object.facedown || (!offBoard && !mayHaveAbility(e, object, "static"))) continue;
      const abilities = withoutStatics(e, object, d).abilities;
      for (let k = 0; k < abilities.length; k++)
        addSource(out, object, abilities[k] as AbilityEntry, k);
    }
  } finally {
    e.staticDepth--;
  }
  setSources(d, out);
  const granting = gameGrantsStatics(e) && grantStatics(out);
  if (granting) gatherGranted(e, d, index, out);
  d.gathered = { objects, effects: d.effects, sources: out, ordered: d.ordered ?? out, granting };
  return out;
}

/** Add an object's ability to the sources if it is a static that functions where the object is. */
function addSource(out: StaticSource[], object: GameObject, entry: AbilityEntry, k: number): void {
  const ability = entry.ability;
  if (ability.kind !== "static" || !functionsWhereItIs(ability, object)) return;
  const perspective: Perspective = {
    controller: sourceController(object),
    source: object.id,
    here: locationOf(object),
  };
  const info = staticInfo(ability);
  out.push({
    object,
    ability,
    perspective,
    holds: false,
    holdsAt: -1,
    // Named only where it grants an ability: the name is read for nothing else.
    grant: info.grants ? `s${object.id}:${grantOfStatic(entry.source, k)}` : "",
    index: out.length,
    key: info.key,
    reads: info.reads,
    readsOwn: info.readsOwn,
    reading: -1,
    counts: info.counts,
    granted: entry.source.from === "inline" ? (entry.source.grant ?? null) : null,
    provisional: false,
    provisionalAt: -1,
  });
}

/** What a static ability's text says of how it is layered: the same wherever it is gathered. */
interface StaticInfo {
  grants: boolean;
  key: number;
  reads: boolean;
  readsOwn: boolean;
  counts: boolean;
}

const staticInfos = new WeakMap<object, StaticInfo>();

function staticInfo(ability: Extract<Ability, { kind: "static" }>): StaticInfo {
  let info = staticInfos.get(ability);
  if (info === undefined) {
    const filter = ability.affects.ref === "all" ? ability.affects.filter : undefined;
    info = {
      grants: ability.modifications.some(grantsAbility),
      key: layerKey(ability, filter),
      reads: filter !== undefined && filterReadsCharacteristics(filter),
      readsOwn: ability.condition !== undefined || readsOwnChanges(ability, filter),
      counts: ability.modifications.some(
        (m) => m.mod === "mightPerCount" || (m.mod === "cost" && m.per !== undefined),
      ),
    };
    staticInfos.set(ability, info);
  }
  return info;
}

function setSources(d: Derived, out: StaticSource[]): void {
  // Stable: statics of one key keep the board's order.
  d.statics = out;
  d.ordered = out.length < 2 ? out : out.slice().sort((a, b) => a.key - b.key);
}

/** Whether some static grants a static ability. */
function grantStatics(sources: readonly StaticSource[]): boolean {
  for (const source of sources)
    for (const m of source.ability.modifications)
      if (m.mod === "ability" && m.ability.kind === "static") return true;
  return false;
}

/** While statics granted by statics are gathered: nothing found is kept for the write. */
let gathering = false;

/**
 * CR 477.2, 476.2: a static may grant a static ability, which then applies like any other. The
 * board's objects are read with the statics found so far, and the statics they are granted join
 * them, until no more are found (a granted static may itself grant one). What is read meanwhile is
 * read with some statics missing, so it is not kept.
 */
function gatherGranted(e: Engine, d: Derived, index: ListenerIndex, out: StaticSource[]): void {
  const was = gathering;
  gathering = true;
  try {
    // Each round adds the statics one level of grants deeper; a few levels at most.
    for (let round = 0; round < 8; round++) {
      let added = false;
      for (const object of index.objects) {
        if (object.facedown) continue;
        const abilities = characteristicsOf(e, object).abilities;
        for (let k = 0; k < abilities.length; k++) {
          const entry = abilities[k] as AbilityEntry;
          if (entry.ability.kind !== "static") continue;
          const source = entry.source;
          // Only those a static granted: the rest were gathered without statics.
          if (source.from !== "inline" || source.grant?.startsWith("s") !== true) continue;
          if (out.some((s) => s.object === object && s.granted === source.grant)) continue;
          addSource(out, object, entry, k);
          added = true;
        }
      }
      if (!added) break;
      setSources(d, out);
      // Read anew with the statics found: kept per write, these were read with some missing.
      d.staticKeywords = null;
      d.grants = null;
    }
  } finally {
    gathering = was;
  }
}

/**
 * Where a static comes in a sequence of the layers (CR 477): by the first layer it changes —
 * tags and domains (477.1), then abilities and keywords (477.2), then Arithmetic (477.3) — and
 * within it, after the statics of that layer whose filter does not read what the layer changes:
 * those may change whom it takes, and are applied first (CR 478.1.b, 479.2).
 */
function layerKey(
  ability: Extract<Ability, { kind: "static" }>,
  filter: Filter | undefined,
): number {
  let layer = 2;
  for (const m of ability.modifications) {
    if (m.mod === "tags" || m.mod === "domains") layer = 0;
    else if (
      layer > 1 &&
      m.mod !== "might" &&
      m.mod !== "mightPerCount" &&
      m.mod !== "mightPerPlayer" &&
      m.mod !== "cost"
    )
      layer = 1;
  }
  if (filter === undefined) return layer * 2;
  const reads =
    layer === 0
      ? !!(
          filter.tags ||
          filter.tagsAll ||
          filter.tagsNone ||
          filter.domains ||
          filter.domainsAll ||
          filter.domainsNone
        )
      : layer === 1
        ? !!(filter.keywords || filter.keywordsAll)
        : filter.might !== undefined || filter.mightThan !== undefined;
  return layer * 2 + (reads ? 1 : 0);
}

/** Whether a static's filter reads what the static itself changes (`+2 might` for `might 2 or less`). */
function readsOwnChanges(
  ability: Extract<Ability, { kind: "static" }>,
  filter: Filter | undefined,
): boolean {
  if (filter === undefined) return false;
  for (const m of ability.modifications) {
    const might = m.mod === "might" || m.mod === "mightPerCount" || m.mod === "mightPerPlayer";
    if (might && (filter.might || filter.mightThan)) return true;
    if (m.mod === "keyword" && (filter.keywords || filter.keywordsAll)) return true;
    if (m.mod === "tags" && (filter.tags || filter.tagsAll || filter.tagsNone)) return true;
    if (m.mod === "domains" && (filter.domains || filter.domainsAll || filter.domainsNone))
      return true;
  }
  return false;
}

/** A static's own place on its object, for the grants it makes: printed, or itself granted. */
function grantOfStatic(source: AbilitySource, index: number): string {
  if (source.from === "definition") return `p${source.index}`;
  if (source.from === "inline" && source.grant !== undefined) return `(${source.grant})`;
  return `i${index}`;
}

/** "You" of a static ability: CR 190.6.d, "you" of an uncontrolled battlefield is no one (not its owner). */
function sourceController(object: GameObject): PlayerId | null {
  return isBattlefield(object) ? object.controller : (object.controller ?? object.owner);
}

/**
 * Whether a static may affect an object in this zone off the board and the Chain. Its source is on
 * the board, so it is never "this" object; and a filter looks off the board only into a zone it
 * names (`objectMatchesFilter`: "spells in your hand").
 */
function reachOffBoard(sources: readonly StaticSource[], zone: ZoneName): boolean {
  for (let i = 0; i < sources.length; i++) {
    const affects = (sources[i] as StaticSource).ability.affects;
    if (affects.ref === "all" && affects.filter.zone?.zone === zone) return true;
  }
  return false;
}

/** Whether each source is where it was when gathered, controlled by the same player. */
function samePerspectives(sources: readonly StaticSource[]): boolean {
  for (let i = 0; i < sources.length; i++) {
    const source = sources[i] as StaticSource;
    const { controller, here } = source.perspective;
    if (controller !== sourceController(source.object)) return false;
    if (here === null ? locationOf(source.object) !== null : !isAt(source.object, here))
      return false;
  }
  return true;
}

const playedFilters = new WeakMap<Filter, Filter>();

/**
 * CR 366.2: cost changes apply to the card being played, which is on the Chain by then, so the
 * filter is checked there — keeping whose zone or base it names ("spells in your hand" are the
 * spells you play, not an opponent's; RULES C1). Made once per filter: filters are plain data
 * that never change.
 */
function whilePlayed(filter: Filter): Filter {
  let played = playedFilters.get(filter);
  if (!played) {
    const { zone, location, ...rest } = filter;
    const player = zone?.player ?? (location?.at === "base" ? location.player : "any");
    played = { ...rest, zone: { zone: "chain", player } };
    playedFilters.set(filter, played);
  }
  return played;
}

/** Whether a static ability applies to an object. */
function affects(e: Engine, source: StaticSource, target: GameObject, played: boolean): boolean {
  const ref = source.ability.affects;
  if (ref.ref === "this") return target.id === source.object.id;
  if (ref.ref !== "all") return false;
  const p = source.perspective;
  if (played) {
    // A filter naming a zone ("spells in your hand") means a card played from that zone: not
    // one played from the trash for Flow, nor a token (RULES C1, F2).
    const zone = ref.filter.zone?.zone;
    if (zone !== undefined && zone !== "chain") {
      const item = e.state.chain.find((i) => i.id === target.id);
      if (item?.from?.zone !== zone) return false;
    }
    return objectMatchesFilter(e, target, whilePlayed(ref.filter), p);
  }
  return objectMatchesFilter(e, target, ref.filter, p);
}

/**
 * The lowest place in `e.layers` whose unfinished characteristics were read since the innermost
 * computation that watches it began (Infinity: none): what is found from them holds only while
 * that object's statics are being applied, so it is not kept (`characteristicsOf`,
 * `conditionHolds`). A static whose condition is being read stands at the level between two
 * places (`StaticSource.reading`).
 */
let partialFrom = Infinity;

/**
 * Whether a static's condition holds now. It is read from the source's point of view, so it is
 * the same for every object the static may affect: read once per write, not once per object —
 * unless it read an object whose statics are still being applied, whose answer may change as they
 * are. While it is being read, the objects it reads are found as if it did not apply (CR 479: a
 * static does not depend on itself — `while you control a unit with might 4 or more, friendly
 * units get +1 might` does not switch itself on).
 */
function conditionHolds(e: Engine, source: StaticSource, version: number): boolean {
  const condition = source.ability.condition;
  if (condition === undefined) return true;
  if (source.holdsAt === version) return source.holds;
  if (source.reading >= -0.5) {
    if (source.reading < partialFrom) partialFrom = source.reading;
    return false;
  }
  // Read inside another condition's reading, a condition read before in this write answers as
  // then: each reading is then one level deep, where reading each anew inside the others' grew
  // with the power of their number. The outermost reading, which may have used a value since
  // changed, is then not kept; the layers' sequences read it again.
  if (conditionsRead > 0 && source.provisionalAt === version) {
    const level = outermostReading - 0.25;
    if (level < partialFrom) partialFrom = level;
    return source.provisional;
  }
  const level = e.layers.length - 0.5;
  const outer = partialFrom;
  partialFrom = Infinity;
  source.reading = level;
  if (conditionsRead++ === 0) outermostReading = level;
  try {
    const holds = evaluateStaticCondition(e, condition, source.perspective);
    source.provisional = holds;
    source.provisionalAt = version;
    if (!gathering && !(partialFrom < level)) {
      source.holds = holds;
      source.holdsAt = version;
    }
    return holds;
  } finally {
    source.reading = -1;
    conditionsRead--;
    if (outer < partialFrom) partialFrom = outer;
  }
}

/** How many conditions are being read, one inside another (`conditionHolds`). */
let conditionsRead = 0;
/** The level of the outermost of them. */
let outermostReading = 0;

/** Whether a static takes an object: its filter matches and its condition holds. */
function takes(
  e: Engine,
  source: StaticSource,
  obj: GameObject,
  played: boolean,
  version: number,
): boolean {
  return affects(e, source, obj, played) && conditionHolds(e, source, version);
}

/**
 * Whether whether a static takes an object may change as other statics apply to it or to others:
 * its filter reads characteristics, or its condition has not been read for good this write.
 */
function mayChange(source: StaticSource, version: number): boolean {
  return source.reads || (source.ability.condition !== undefined && source.holdsAt !== version);
}

/**
 * Whether a card's cost may be changed otherwise once it is being played than where it is now (CR
 * 366.2: cost changes apply to the card on the Chain): its own cost-changing statics count only
 * then (CR 366.2.a), and a static's filter that does not name the card's zone ("enemy spells")
 * matches it only there. A filter naming the zone ("spells in your hand") matches it in both
 * places alike, so a hand is listed with its cost as it is — unless the static has a condition,
 * which may read what the card's leaving that zone changes (`while there are 4 or more cards in
 * your hand`: one fewer once it is on the Chain, where the cost is totalled, CR 354, 356).
 */
export function costMayChangeWhilePlayed(e: Engine, obj: GameObject): boolean {
  for (const entry of abilitiesOf(e, obj)) {
    const ability = entry.ability;
    if (ability.kind === "static" && ability.affects.ref === "this" && changesCost(ability))
      return true;
  }
  if (e.staticDepth > 0) return false;
  const sources = staticSources(e, derivedFor(e));
  for (let i = 0; i < sources.length; i++) {
    const ability = (sources[i] as StaticSource).ability;
    if (
      ability.affects.ref === "all" &&
      (ability.affects.filter.zone?.zone !== obj.zone || ability.condition !== undefined) &&
      changesCost(ability)
    )
      return true;
  }
  return false;
}

function changesCost(ability: Extract<Ability, { kind: "static" }>): boolean {
  return ability.modifications.some((m) => m.mod === "cost");
}

/**
 * An object's characteristics without statics when no static in play changes tags or domains
 * (layer 1, CR 477.1; `layerKey`), for what no static can change then: its tags and domains. A
 * filter's `with tag …` reads them so, and asks nothing more of an object they fail — reading it
 * with its statics would read, in turn, what those statics read (a chain of counts, each of units
 * of one tag, would be read as a ring of every unit). Null while a static changes them, or while
 * statics are being gathered.
 */
export function fixedTraits(e: Engine, obj: GameObject): Characteristics | null {
  if (gathering) return null;
  const d = derivedFor(e);
  if (e.staticDepth === 0) {
    const sources = staticSources(e, d);
    if (d.traitsFrom !== sources) {
      d.traitsFrom = sources;
      d.traitsChange = sources.some((source) => source.key <= 1);
    }
    if (d.traitsChange) return null;
  }
  return withoutStatics(e, obj, d);
}

/** The characteristics an object has now. Read-only: they may be shared with other objects. */
export function characteristics(e: Engine, id: ObjectId): Characteristics {
  const obj = e.state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  return characteristicsOf(e, obj);
}

/**
 * What a static reads of an object it may affect: its characteristics so far, with the Might its
 * state gives — a buff's +1, and Assault or Shield while designated in combat. These come after
 * the abilities in the layers (CR 477.3), which are then checked again (CR 476.2), so "units with
 * might 5 or more have …" reaches a buffed 4-Might unit (CR 476.3's example).
 */
function withStateMight(e: Engine, obj: GameObject, c: Characteristics): Characteristics {
  if (c.might === null || (!obj.buffed && e.state.combat === null)) return c;
  const bonus = mightBonus(e.state, obj, c);
  return bonus === 0 ? c : { ...c, might: c.might + bonus };
}

/**
 * The combat designation a unit carries now (CR 323.2, 464.2.c.3): its side's — none while it
 * can't attack or can't defend. Combat counts these units (CR 465.2.a–b), and the `attacking` and
 * `defending` filters match them; characteristics are read only for a unit on a side.
 */
export function designationOf(e: Engine, obj: GameObject): Designation | null {
  const side = sideOf(e.state, obj);
  return side === null ? null : designationWith(side, characteristicsOf(e, obj));
}

/** `characteristics`, for a caller holding the object in the state. */
export function characteristicsOf(e: Engine, obj: GameObject): Characteristics {
  const d = derivedFor(e);
  if (e.staticDepth > 0) return withStateMight(e, obj, withoutStatics(e, obj, d));
  // An object whose statics are being applied reads as they have made it so far (CR 476.2).
  const layers = e.layers;
  for (let i = layers.length - 1; i >= 0; i--) {
    const frame = layers[i] as Layer;
    if (frame.obj.id !== obj.id) continue;
    if (i < partialFrom) partialFrom = i;
    return frame.chars;
  }
  const sources = staticSources(e, d);
  // Off the board and the Chain an object is neither buffed nor in combat, and most zones there
  // are out of every static's reach (a card in hand is asked about by every listing of plays).
  if (!isBoardZone(obj.zone) && obj.zone !== "chain" && !reachOffBoard(sources, obj.zone))
    return withoutStatics(e, obj, d);
  // With no static in play, nothing below changes an object off the Chain that is neither buffed
  // nor in combat: its characteristics without statics, kept per write, are the answer.
  if (sources.length === 0 && obj.zone !== "chain" && !obj.buffed && e.state.combat === null)
    return withoutStatics(e, obj, d);
  const known = keptFor(d, obj).chars;
  if (known !== null) return known;
  const place = layers.length;
  if (place >= DEEPEST) {
    // So deep inside others' computations, objects read as without statics: a chain of statics
    // reading one another's objects this long is followed no further here (a ring of counts, each
    // read inside the others', grew with the factorial of their number). What the computations
    // above found is theirs only; the outermost one finds this object on its own, then asks again
    // (`outermost`).
    if (0 < partialFrom) partialFrom = 0;
    if (cutOff !== null && !cutOff.includes(obj)) cutOff.push(obj);
    return withStateMight(e, obj, withoutStatics(e, obj, d));
  }
  return place === 0 ? outermost(e, d, obj, sources) : computed(e, d, obj, sources, place);
}

/** The objects read at the depth limit while an outermost computation goes on; null: none does. */
let cutOff: GameObject[] | null = null;
/**
 * The objects whose outermost computations are under way, as a set: a few at most, the first
 * `underWay` slots of a list. Not a `Set`: a long-lived set emptied by every computation had V8
 * shrink its table, allocating a new one in the old generation each time (issue 6: the delete
 * was 1.4% of a game's profile); nor a list emptied, which V8 gives a new store on the next push.
 */
const outermostUnderWay: (GameObject | null)[] = [];
let underWay = 0;

function isUnderWay(obj: GameObject): boolean {
  for (let i = 0; i < underWay; i++) if (outermostUnderWay[i] === obj) return true;
  return false;
}

function enterUnderWay(obj: GameObject): void {
  if (!isUnderWay(obj)) outermostUnderWay[underWay++] = obj;
}

function leaveUnderWay(obj: GameObject): void {
  let at = underWay - 1;
  while (at >= 0 && outermostUnderWay[at] !== obj) at--;
  if (at < 0) return;
  for (let i = at + 1; i < underWay; i++) outermostUnderWay[i - 1] = outermostUnderWay[i] ?? null;
  outermostUnderWay[--underWay] = null;
}

/**
 * An object's characteristics asked for from outside every other's computation. A chain of
 * statics longer than `DEEPEST` (a count of units whose Might a count of other units gives, and so
 * on) is cut there, its far end read without statics; but the layers are applied until nothing
 * changes (CR 476), at no depth. So each object read at the cut is then found on its own, as an
 * outermost computation, which follows the chain on from there and is kept, and this one is
 * computed again reading it: a chain of any length ends as it does asked from its near end, in
 * steps of `DEEPEST`. Only an object newly kept is progress: one that read, in turn, an object
 * still under way (a ring) is not kept, and a ring ends as before, the outermost answer kept.
 */
function outermost(
  e: Engine,
  d: Derived,
  obj: GameObject,
  sources: readonly StaticSource[],
): Characteristics {
  const outerCut = cutOff;
  enterUnderWay(obj);
  try {
    for (;;) {
      cutOff = [];
      const c = computed(e, d, obj, sources, 0);
      const cut = cutOff;
      cutOff = null;
      if (cut.length === 0 || gathering) return c;
      let progress = false;
      for (const far of cut) {
        if (isUnderWay(far) || keptFor(d, far).chars !== null) continue;
        characteristicsOf(e, far);
        if (keptFor(d, far).chars !== null) progress = true;
      }
      if (!progress) return c;
      // Found again below, reading what was found at the cut.
      keptFor(d, obj).chars = null;
    }
  } finally {
    cutOff = outerCut;
    leaveUnderWay(obj);
  }
}

/** One computation of an object's characteristics with statics, `place` deep in others'. */
function computed(
  e: Engine,
  d: Derived,
  obj: GameObject,
  sources: readonly StaticSource[],
  place: number,
): Characteristics {
  const outer = partialFrom;
  partialFrom = Infinity;
  let c: Characteristics | null = null;
  try {
    c = withStatics(e, d, obj, sources);
    // Found from an unfinished object further out, they are this computation's only.
    if (!gathering && !(partialFrom < place)) keptFor(d, obj).chars = c;
  } finally {
    if (outer < partialFrom) partialFrom = outer;
  }
  return c;
}

/** How many objects' statics may be applied one inside another's (`characteristicsOf`). */
const DEEPEST = 4;

/** An object whose statics are being applied, with what they give it so far (`e.layers`). */
type Layer = Engine["layers"][number];

/** Characteristics with statics, buffs, combat and its own costs while played. */
function withStatics(
  e: Engine,
  d: Derived,
  obj: GameObject,
  sources: readonly StaticSource[],
): Characteristics {
  // Shared (printed, or kept until the next write): copied before anything below changes it.
  const bare = withoutStatics(e, obj, d);
  flooredLast = null;
  let c = sources.length > 0 ? layered(e, d, obj, bare) : bare;
  const floored = takeFlooredLast(obj);
  // Buffs (CR 703) and Assault or Shield while designated in combat (CR 807, 814) add Might.
  if (c.might !== null && (obj.buffed || e.state.combat !== null)) {
    const bonus = mightBonus(e.state, obj, c);
    if (bonus !== 0 && floored !== null) c = gainsThenLosses(e, d, obj, floored, bonus);
    else if (bonus !== 0) {
      c = c === bare ? copy(c) : c;
      (c as { might: number }).might += bonus;
    }
  }
  // A card's own cost-changing statics count while it is being played (CR 366.2.a), and so does
  // its own "I enter ready", which must hold as it leaves the Chain for the board (CR 805.2.b),
  // and its own "I can't attack" and "I may be played to an open battlefield", which decide where
  // it may be played (CR 355.2, 054.1).
  if (obj.zone === "chain") {
    for (const entry of c.abilities.slice()) {
      if (entry.ability.kind !== "static" || entry.ability.affects.ref !== "this") continue;
      const costs = entry.ability.modifications.filter(
        (m) =>
          m.mod === "cost" ||
          m.mod === "entersReady" ||
          m.mod === "cantCombat" ||
          m.mod === "playableToOpen",
      );
      if (costs.length === 0) continue;
      const p: Perspective = { controller: obj.owner, source: obj.id, here: null };
      if (entry.ability.condition && !ownConditionHolds(e, obj, c, entry.ability.condition, p))
        continue;
      c = c === bare ? copy(c) : c;
      apply(e, c, costs, p, null);
    }
  }
  return c;
}

/**
 * The condition of a card's own static while it is played (`while this is mighty, this enters
 * ready`), read with the card as its statics have made it so far (CR 476.2), as a static on the
 * board reads its object: asked for anew, the card's characteristics would apply this same static
 * again, without end.
 */
function ownConditionHolds(
  e: Engine,
  obj: GameObject,
  c: Characteristics,
  condition: Condition,
  p: Perspective,
): boolean {
  e.layers.push({ obj, chars: withStateMight(e, obj, c) });
  try {
    return evaluateStaticCondition(e, condition, p);
  } finally {
    e.layers.pop();
  }
}

/**
 * The statics applied to an object in sequences of the layers (CR 476, 477). The first sequence
 * checks each static in the order of the layers (`layerKey`) against the object as those before
 * have made it, and applies it if it takes the object; while the object is unfinished, conditions
 * and counts that read it read it so. Each further sequence checks again the statics whose answer
 * may have changed (CR 476.2): one that now takes the object is applied, one that no longer does
 * is removed (CR 476.3) — read without its own changes, as a static does not depend on itself
 * (CR 479) — until a sequence changes nothing. Each static is applied at most once and removed at
 * most once (CR 476.1, 476.3): two that undo each other end removed. The result is the applied
 * statics' modifications in timestamp order (CR 480).
 */
function layered(e: Engine, d: Derived, obj: GameObject, bare: Characteristics): Characteristics {
  const ordered = d.ordered as StaticSource[];
  const played = obj.zone === "chain";
  const version = d.version;
  // Frames are reused from one computation to the next: one per depth.
  const depth = e.layers.length;
  let frame = framePool[depth];
  if (frame === undefined) framePool[depth] = frame = { obj, chars: bare };
  frame.obj = obj;
  frame.chars = withStateMight(e, obj, bare);
  e.layers.push(frame);
  try {
    let c = bare;
    // Places in `ordered` of the statics applied, in the order applied.
    let applied: number[] | null = null;
    // Whether `frame` lags behind `c`.
    let stale = false;
    // Whether a static checked before the last one applied may answer otherwise now, as found
    // for those before `checked`.
    let again = false;
    let checked = 0;
    for (let i = 0; i < ordered.length; i++) {
      const source = ordered[i] as StaticSource;
      const changes = mayChange(source, version);
      if (stale && changes) {
        frame.chars = withStateMight(e, obj, c);
        stale = false;
      }
      if (!takes(e, source, obj, played, version)) {
        continue;
      }
      if (stale && source.counts) {
        frame.chars = withStateMight(e, obj, c);
        stale = false;
      }
      if (c === bare) c = copy(bare);
      apply(e, c, source.ability.modifications, source.perspective, source.grant, obj);
      stale = true;
      if (applied === null) applied = [i];
      else applied.push(i);
      for (; checked < i && !again; checked++)
        again = mayChange(ordered[checked] as StaticSource, version);
    }
    if (applied === null) return bare;
    // 0: not applied, 1: applied, 2: removed; made only when sequences follow.
    let status: Uint8Array | null = null;
    if (again) {
      status = new Uint8Array(ordered.length);
      for (const i of applied) status[i] = 1;
      let changed = true;
      while (changed) {
        changed = false;
        for (let i = 0; i < ordered.length; i++) {
          const state = status[i];
          const source = ordered[i] as StaticSource;
          if (state === 2 || !mayChange(source, version)) continue;
          if (stale) {
            frame.chars = withStateMight(e, obj, c);
            stale = false;
          }
          if (state === 0) {
            if (!takes(e, source, obj, played, version)) continue;
            status[i] = 1;
            applied.push(i);
            apply(e, c, source.ability.modifications, source.perspective, source.grant, obj);
          } else {
            if (source.readsOwn) {
              status[i] = 0;
              frame.chars = withStateMight(e, obj, applyIn(e, obj, bare, ordered, applied, status));
            }
            const still = takes(e, source, obj, played, version);
            status[i] = still ? 1 : 2;
            stale = source.readsOwn;
            if (still) continue;
            c = applyIn(e, obj, bare, ordered, applied, status);
          }
          stale = true;
          changed = true;
        }
      }
    }
    return inTimestampOrder(e, d, obj, bare, c, ordered, applied, status);
  } finally {
    e.layers.pop();
    // Not kept alive by the pool.
    frame.chars = bare;
  }
}

const framePool: Layer[] = [];

/**
 * The applied statics' modifications on a copy of `bare`, in the order applied (`status`, when
 * given, leaves out those not applied now): what the object is while its sequences go on.
 */
function applyIn(
  e: Engine,
  obj: GameObject,
  bare: Characteristics,
  ordered: readonly StaticSource[],
  applied: readonly number[],
  status: Uint8Array,
): Characteristics {
  const c = copy(bare);
  for (const i of applied) {
    if (status[i] !== 1) continue;
    const source = ordered[i] as StaticSource;
    apply(e, c, source.ability.modifications, source.perspective, source.grant, obj);
  }
  return c;
}

/**
 * The characteristics the applied statics give, their modifications in timestamp order (CR 480;
 * one timestamp: the board's order): `c`, which has them in the order applied, when that is the
 * same order and none was removed — the most common case, with one or two statics.
 */
function inTimestampOrder(
  e: Engine,
  d: Derived,
  obj: GameObject,
  bare: Characteristics,
  c: Characteristics,
  ordered: readonly StaticSource[],
  applied: readonly number[],
  status: Uint8Array | null,
): Characteristics {
  // CR 477.3.e: increases apply before decreases. Sums do not care; a floored loss does, so where
  // a static has one, the statics' gains all go first and their losses after, in timestamp order.
  let floored = false;
  for (const i of applied)
    if ((status === null || status[i] === 1) && hasFlooredLoss(ordered[i] as StaticSource)) {
      floored = true;
      break;
    }
  if (status === null && !floored) {
    // None was removed: the order applied is checked without making a list.
    let inOrder = true;
    for (let k = 1; k < applied.length && inOrder; k++)
      inOrder = !timedBefore(
        ordered[applied[k] as number] as StaticSource,
        ordered[applied[k - 1] as number] as StaticSource,
      );
    if (inOrder) {
      inherent(c);
      return c;
    }
  }
  const final: StaticSource[] = [];
  let inOrder = true;
  for (const i of applied) {
    if (status !== null && status[i] !== 1) {
      inOrder = false;
      continue;
    }
    const source = ordered[i] as StaticSource;
    const last = final[final.length - 1];
    if (last !== undefined && timedBefore(source, last)) inOrder = false;
    final.push(source);
  }
  if (final.length === 0) return bare;
  if (inOrder && !floored) {
    inherent(c);
    return c;
  }
  final.sort((a, b) => (timedBefore(a, b) ? -1 : timedBefore(b, a) ? 1 : 0));
  if (floored) {
    flooredLast = { obj, sources: final };
    return gainsThenLosses(e, d, obj, final, 0);
  }
  const out = copy(bare);
  for (const source of final)
    apply(e, out, source.ability.modifications, source.perspective, source.grant, obj);
  inherent(out);
  return out;
}

/**
 * The Might when a static with a floored loss applies (CR 477.3.e): every gain first — printed
 * changes, effects, statics, and what the unit's state adds (`bonus`: a buff, Assault or Shield,
 * CR 703, 807.1.c, 814.1.c) — then every loss in timestamp order (CR 480.3), an effect's among
 * the statics', so the floor is read where its loss falls among the others.
 */
function gainsThenLosses(
  e: Engine,
  d: Derived,
  obj: GameObject,
  final: readonly StaticSource[],
  bonus: number,
): Characteristics {
  const out = copy(printed(e, obj));
  const self: Perspective = {
    controller: obj.controller ?? obj.owner,
    source: obj.id,
    here: locationOf(obj),
  };
  const effects =
    (d.effectsByTarget === NO_EFFECTS ? undefined : d.effectsByTarget.get(obj.id)) ?? [];
  setMightIn(out, effects);
  const losses: { timestamp: number; order: number; bare: boolean; run: () => void }[] = [];
  e.staticDepth++;
  try {
    apply(e, out, obj.changes, self, "c", undefined, "gains");
    losses.push({
      timestamp: obj.timestamp,
      order: 0,
      bare: true,
      run: () => apply(e, out, obj.changes, self, "c", undefined, "losses"),
    });
    for (const effect of effects) {
      apply(e, out, effect.modifications, effect.perspective, effect.grant, undefined, "gains");
      losses.push({
        timestamp: effect.timestamp,
        order: 0,
        bare: true,
        run: () =>
          apply(
            e,
            out,
            effect.modifications,
            effect.perspective,
            effect.grant,
            undefined,
            "losses",
          ),
      });
    }
  } finally {
    e.staticDepth--;
  }
  for (const source of final) {
    apply(e, out, source.ability.modifications, source.perspective, source.grant, obj, "gains");
    losses.push({
      timestamp: source.object.timestamp,
      order: source.index,
      bare: false,
      run: () =>
        apply(
          e,
          out,
          source.ability.modifications,
          source.perspective,
          source.grant,
          obj,
          "losses",
        ),
    });
  }
  if (out.might !== null) out.might += bonus;
  losses.sort((a, b) => a.timestamp - b.timestamp || a.order - b.order);
  for (const loss of losses) {
    // An effect's or a change's own reads are without statics, as in `withoutStatics`.
    if (!loss.bare) {
      loss.run();
      continue;
    }
    e.staticDepth++;
    try {
      loss.run();
    } finally {
      e.staticDepth--;
    }
  }
  inherent(out);
  return out;
}

/**
 * The statics of the last computation that applied a floored loss, and its object: read by
 * `withStatics` right after `layered`, which sets it last, to place the state's bonus among them.
 */
let flooredLast: { obj: GameObject; sources: readonly StaticSource[] } | null = null;

function takeFlooredLast(obj: GameObject): readonly StaticSource[] | null {
  const last = flooredLast;
  flooredLast = null;
  return last !== null && last.obj === obj ? last.sources : null;
}

function timedBefore(a: StaticSource, b: StaticSource): boolean {
  const ta = a.object.timestamp;
  const tb = b.object.timestamp;
  return ta < tb || (ta === tb && a.index < b.index);
}
/**
 * An object's abilities, the same list `characteristics(e, id).abilities` gives. Only changes,
 * `modify` effects and statics that grant abilities (or Temporary) change the printed list —
 * Might, keywords and costs do not — so when no static grants one, the list without statics
 * (the printed one unless changed or modified) is the answer without applying the statics: scans
 * of runes for payment and of listeners for an event ask this many times between writes.
 */
export function abilitiesOf(e: Engine, obj: GameObject): readonly AbilityEntry[] {
  const d = derivedFor(e);
  if (e.staticDepth > 0 || staticsGrantAbilities(e, d)) return characteristicsOf(e, obj).abilities;
  // Statics change no ability here, nor do buffs, combat or cost changes: statics are skipped.
  return withoutStatics(e, obj, d).abilities;
}

/**
 * Whether an object has a keyword, as `hasKeyword(characteristics(e, id), name)` says. Keywords
 * are only ever added (`apply`), so a printed one is had whatever applies; one not printed comes
 * only from changes, `modify` effects or statics granting it, so without those the object lacks it
 * (listing plays asks this of every card in the trash, for Flow, and in hand, for Hidden).
 */
export function objectHasKeyword(e: Engine, obj: GameObject, name: KeywordName): boolean {
  const info = nameInfo(e, obj);
  info.keywords ??= info.def.keywords.map((k) => k.keyword);
  if (info.keywords.includes(name)) return true;
  const d = derivedFor(e);
  if (
    e.staticDepth > 0 ||
    obj.changes.length > 0 ||
    (d.effectsByTarget !== NO_EFFECTS && d.effectsByTarget.has(obj.id)) ||
    (gameStaticKeywords(e).includes(name) && staticKeywords(e, d).has(name))
  )
    return hasKeyword(characteristicsOf(e, obj), name);
  return false;
}

/** Keywords static abilities on the board may grant: asked for every card in a trash (Flow). */
function staticKeywords(e: Engine, d: Derived): ReadonlySet<KeywordName> {
  if (d.staticKeywords === null) {
    const found = new Set<KeywordName>();
    for (const source of staticSources(e, d))
      for (const m of source.ability.modifications)
        if (m.mod === "keyword") found.add(m.keyword.keyword);
    d.staticKeywords = found;
  }
  return d.staticKeywords;
}

/**
 * Keywords any static ability of the game's definitions, anywhere in their text (abilities they
 * grant included), may grant: a keyword none grants needs no look at the board's statics, which
 * are gathered anew on every write (`gameMayGrant` reads the definitions the same way). Kept with
 * the names of the definitions `nameInfo` last read, which the caller has just asked.
 */
function gameStaticKeywords(e: Engine): readonly KeywordName[] {
  if (lastNames.staticKeywords === null) {
    const found = new Set<KeywordName>();
    for (const def of e.defs.values()) addStaticKeywords(def, found);
    lastNames.staticKeywords = [...found];
  }
  return lastNames.staticKeywords;
}

/** Add the keywords the static abilities in a plain-data value grant. */
function addStaticKeywords(value: unknown, found: Set<KeywordName>): void {
  if (Array.isArray(value)) {
    for (const item of value) addStaticKeywords(item, found);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  if (record["kind"] === "static" && Array.isArray(record["modifications"]))
    for (const m of record["modifications"] as Modification[])
      if (m.mod === "keyword") found.add(m.keyword.keyword);
  for (const field of Object.values(record)) addStaticKeywords(field, found);
}

/** An object's card type. No modification of the contract changes a type, so it is the printed one. */
export function typeOf(e: Engine, obj: GameObject): CardType {
  return nameInfo(e, obj).def.type;
}

/** The card type of the object with this identity (see `typeOf`). */
export function typeOfId(e: Engine, id: ObjectId): CardType {
  const obj = e.state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  return typeOf(e, obj);
}

export function hasKeyword(c: Characteristics, name: KeywordName): boolean {
  return hasKeywordIn(c.keywords, name);
}

/** Valued keywords add up (CR 807.2, 809.2, 814.2); an instance written without a value counts 1. */
export function keywordValue(c: Characteristics, name: KeywordName): number {
  let total = 0;
  for (const k of c.keywords) {
    if (k.keyword !== name) continue;
    total += "value" in k ? k.value : 1;
  }
  return total;
}

export function keywordCost(c: Characteristics, name: KeywordName): Cost | null {
  for (const k of c.keywords) {
    if (k.keyword === name && "cost" in k) return k.cost;
  }
  return null;
}

export function activatedAbilities(c: {
  readonly abilities: readonly AbilityEntry[];
}): { ability: ActivatedAbility; source: AbilitySource }[] {
  const out: { ability: ActivatedAbility; source: AbilitySource }[] = [];
  for (const entry of c.abilities) {
    if (entry.ability.kind === "activated")
      out.push({ ability: entry.ability, source: entry.source });
  }
  return out;
}
