/**
 * Filters: which objects an instruction, trigger or static ability means. Player selectors are
 * relative to a perspective — the controller of the ability (CR 359.3.f.4) — and "here" is the
 * location the ability refers to.
 */
import type {
  Comparison,
  Effect,
  Filter,
  LocationFilter,
  PlayerSelector,
  StatusName,
} from "./definitions.js";
import { boardIds, boardList } from "./board.js";
import {
  type Characteristics,
  characteristicsOf,
  designationOf,
  fixedTraits,
  hasKeyword,
  typeOf,
} from "./characteristics.js";
import { type Engine } from "./engine.js";
import type { Choices, GameObject, LastKnown, Location, ObjectId, PlayerId } from "./state.js";
import { sameLocation } from "./choice.js";
import { type TargetRef, targetPaths } from "./targets.js";
import {
  contents,
  isAt,
  isBattlefield,
  isBoardZone,
  locationOf,
  onBoard,
  zoneKey,
} from "./zones.js";

/** Who is looking: the controller and source of an ability, its "here", and its bound names. */
export interface Perspective {
  controller: PlayerId | null;
  source: ObjectId | null;
  here: Location | null;
  bindings?: Record<string, ObjectId[]>;
  /** A resolution's targets and the effect whose paths key them (`at target battlefield`). */
  choices?: Choices;
  root?: Effect;
  targetPrefix?: string;
  /**
   * What the source was on the board, for an ability that triggered on its leaving the board
   * (`when this dies`): noted as the trigger condition was met (CR 359.3.f.3, 323.4) and read
   * once the source is gone (`chain.ts`). Null or absent otherwise.
   */
  sourceKnown?: LastKnown | null;
}

export function compare(value: number, comparison: Comparison): boolean {
  switch (comparison.op) {
    case "<":
      return value < comparison.value;
    case "<=":
      return value <= comparison.value;
    case "=":
      return value === comparison.value;
    case ">=":
      return value >= comparison.value;
    case ">":
      return value > comparison.value;
    case "!=":
      return value !== comparison.value;
    default: {
      const _exhaustive: never = comparison.op;
      return _exhaustive;
    }
  }
}

export function playerMatches(
  selector: PlayerSelector,
  player: PlayerId | null,
  you: PlayerId | null,
): boolean {
  switch (selector) {
    case "any":
      return true;
    case "you":
      return player !== null && player === you;
    case "opponent":
      return player !== null && you !== null && player !== you;
    default: {
      const _exhaustive: never = selector;
      return _exhaustive;
    }
  }
}

export function hasStatus(obj: GameObject, status: StatusName): boolean {
  switch (status) {
    case "ready":
      return onBoard(obj) && !obj.facedown && !obj.exhausted;
    case "exhausted":
      return onBoard(obj) && !obj.facedown && obj.exhausted;
    case "damaged":
      return obj.damage > 0;
    case "buffed":
      return obj.buffed;
    case "stunned":
      return obj.stunned;
    case "facedown":
      return obj.facedown;
    case "replaced":
      return obj.replaced;
    case "banished":
      return obj.zone === "banishment" && !obj.replaced;
    default: {
      const _exhaustive: never = status;
      return _exhaustive;
    }
  }
}

function locationMatches(
  e: Engine,
  obj: GameObject,
  filter: LocationFilter,
  p: Perspective,
): boolean {
  if (!onBoard(obj)) return false;
  // Read from the object's fields as `locationOf` would, without making a location (filters for
  // "here" are asked of every unit whenever characteristics are derived).
  switch (filter.at) {
    case "board":
      return true;
    case "here":
      return isAt(obj, p.here);
    case "there": {
      // "there": the location of a bound object (RULES E3: read through the context).
      const at = locationOf(obj);
      const bound = p.bindings?.[filter.name] ?? [];
      return bound.some((id) => {
        const other = e.state.objects[id];
        return other !== undefined && sameLocation(at, other ? locationOf(other) : null);
      });
    }
    case "target": {
      const at = locationOf(obj);
      return chosenTargets(filter.target, p).some((id) => {
        const battlefield = e.state.objects[id];
        return battlefield !== undefined && sameLocation(at, locationOf(battlefield));
      });
    }
    case "anyBattlefield":
      // At a battlefield, and not facedown there.
      return obj.zone === "battlefields";
    case "base":
      return (
        (obj.zone === "base" || obj.zone === "runes") &&
        obj.player !== null &&
        playerMatches(filter.player, obj.player, p.controller)
      );
    default: {
      const _exhaustive: never = filter;
      return _exhaustive;
    }
  }
}

/**
 * What was chosen for a target as the ability was played (CR 355), read through the resolution's
 * choices; a perspective that is no resolution (a static ability's) chose none.
 */
function chosenTargets(ref: TargetRef, p: Perspective): readonly ObjectId[] {
  if (p.choices === undefined || p.root === undefined) return [];
  const path = targetPaths(p.root).get(ref);
  return path === undefined ? [] : (p.choices.targets[(p.targetPrefix ?? "") + path] ?? []);
}

/**
 * A filter with every field present, in one shape. Filters arrive from definitions in as many
 * shapes as they have combinations of fields, which made every read of one in `matchesFilter`
 * megamorphic; filters are plain data that never change, so each is read into this shape once.
 */
type NormalFilter = {
  // Every field of `Filter`, required: a field added to `Filter` must be read into this shape too.
  [K in Exclude<keyof Filter, "kind" | "another">]-?: Filter[K] | undefined;
} & {
  /** The kind required, null when either is accepted. */
  kind: "card" | "token" | null;
  another: boolean;
  /** CR 355.9.a.1: a filter for spells only, with neither zone nor location, means the Chain. */
  spellsOnly: boolean;
  needsCharacteristics: boolean;
};

const normalFilters = new WeakMap<Filter, NormalFilter>();

function normalFilter(filter: Filter): NormalFilter {
  let f = normalFilters.get(filter);
  if (f === undefined) {
    const types = filter.types;
    f = {
      zone: filter.zone,
      location: filter.location,
      spellsOnly: !!types && types.length > 0 && types.every((t) => t === "spell"),
      kind: filter.kind && filter.kind !== "any" ? filter.kind : null,
      name: filter.name,
      another: !!filter.another,
      controller: filter.controller,
      notController: filter.notController,
      owner: filter.owner,
      statuses: filter.statuses,
      role: filter.role,
      alone: filter.alone === true,
      occupied: filter.occupied,
      uncontrolled: filter.uncontrolled === true,
      types,
      namesNone: filter.namesNone,
      typesNone: filter.typesNone,
      needsCharacteristics: !!(
        filter.tags ||
        filter.tagsAll ||
        filter.tagsNone ||
        filter.domainsNone ||
        filter.keywords ||
        filter.keywordsAll ||
        filter.domains ||
        filter.domainsAll ||
        filter.might ||
        filter.mightThan ||
        filter.mighty ||
        filter.cost
      ),
      tags: filter.tags,
      tagsAll: filter.tagsAll,
      tagsNone: filter.tagsNone,
      keywords: filter.keywords,
      keywordsAll: filter.keywordsAll,
      domains: filter.domains,
      domainsAll: filter.domainsAll,
      domainsNone: filter.domainsNone,
      might: filter.might,
      mightThan: filter.mightThan,
      mighty: filter.mighty,
      cost: filter.cost,
    };
    normalFilters.set(filter, f);
  }
  return f;
}

/**
 * Whether matching the filter reads characteristics (tags, keywords, domains, Might, cost), which
 * static abilities may change: a filter that does not is answered alike however they apply.
 */
export function filterReadsCharacteristics(filter: Filter): boolean {
  return normalFilter(filter).needsCharacteristics;
}

/**
 * Whether an object meets a filter. `anyZone` drops the default zone (for the subject of an event,
 * which may have just changed zones: "when you draw a unit").
 */
export function matchesFilter(
  e: Engine,
  id: ObjectId,
  filter: Filter,
  p: Perspective,
  options?: { anyZone?: boolean },
): boolean {
  const obj = e.state.objects[id];
  return obj !== undefined && objectMatchesFilter(e, obj, filter, p, options?.anyZone === true);
}

/** Whether an object in the state meets a filter (`matchesFilter`, for a caller holding it). */
export function objectMatchesFilter(
  e: Engine,
  obj: GameObject,
  filter: Filter,
  p: Perspective,
  anyZone = false,
): boolean {
  const id = obj.id;
  const f = normalFilter(filter);
  if (f.zone) {
    if (obj.zone !== f.zone.zone) return false;
    const whose = obj.zone === "chain" ? chainController(e, id) : obj.player;
    if (!playerMatches(f.zone.player, whose, p.controller)) return false;
  } else if (f.location) {
    if (!locationMatches(e, obj, f.location, p)) return false;
  } else if (!anyZone) {
    // Where a filter looks when it names neither a zone nor a location (CR 355.9.a.1–2).
    if (f.spellsOnly ? obj.zone !== "chain" : !isBoardZone(obj.zone) || obj.zone === "facedown")
      return false;
  }
  // RULES O4: `kind` left out accepts both; "card" refuses tokens.
  if (f.kind !== null && obj.kind !== f.kind) return false;
  if (f.name !== undefined && obj.name !== f.name) return false;
  if (f.namesNone !== undefined && f.namesNone.includes(obj.name)) return false;
  if (f.another && id === p.source) return false;
  if (f.controller) {
    const controller = obj.zone === "chain" ? chainController(e, id) : obj.controller;
    if (!playerMatches(f.controller, controller, p.controller)) return false;
  }
  if (f.notController) {
    const controller = obj.zone === "chain" ? chainController(e, id) : obj.controller;
    if (playerMatches(f.notController, controller, p.controller)) return false;
  }
  if (f.owner && !playerMatches(f.owner, obj.owner, p.controller)) return false;
  if (f.statuses) for (const s of f.statuses) if (!hasStatus(obj, s)) return false;
  if (f.role !== undefined && designationOf(e, obj) !== f.role) return false;
  if (f.alone && !isAlone(e, obj)) return false;
  // CR 170.11: what a battlefield is said to be; nothing else is a battlefield that could be.
  if (f.uncontrolled && (obj.controller !== null || !isBattlefield(obj))) return false;
  if (f.occupied !== undefined && isOccupied(e, obj) !== f.occupied) return false;
  // The type is the printed one (no modification changes it): checked before characteristics,
  // which most objects a filter for units is asked about (runes) then never need.
  if (f.types && !f.types.includes(typeOf(e, obj))) return false;
  if (f.typesNone && f.typesNone.includes(typeOf(e, obj))) return false;
  if (!f.needsCharacteristics) return true;
  if (f.tags || f.tagsAll || f.tagsNone || f.domains || f.domainsAll || f.domainsNone) {
    // What no static changes now is read without reading the object's statics (`fixedTraits`).
    const fixed = fixedTraits(e, obj);
    if (fixed !== null && !traitsMatch(f, fixed)) return false;
  }
  const c = characteristicsOf(e, obj);
  if (!traitsMatch(f, c)) return false;
  // A list of keywords accepts an object with any one of them (`with Tank or Shield`).
  if (f.keywords && !f.keywords.some((k) => hasKeyword(c, k))) return false;
  if (f.keywordsAll) for (const k of f.keywordsAll) if (!hasKeyword(c, k)) return false;
  if (f.might) {
    // CR 359.3.e.12: an object with no Might does not meet a Might requirement.
    if (c.might === null || !compare(Math.max(0, c.might), f.might)) return false;
  }
  if (f.mightThan !== undefined && !mightAgainstSource(e, c.might, f.mightThan, p)) return false;
  // CR 708: Mighty is Might 5 or more; an object with no Might is never Mighty.
  if (f.mighty && (c.might === null || c.might < MIGHTY)) return false;
  if (f.cost) {
    // RULES T4 / CR 206: the printed cost; a token's reads 0.
    if (!compare(c.cost ? c.cost.energy : 0, f.cost)) return false;
  }
  return true;
}

/**
 * CR 740.2.a: a unit is alone when no other friendly unit is at its location — its base or a
 * battlefield. Friendly is sharing a controller (CR 740.1.a; the runtime has no teammates). What
 * is not a unit on the board is never alone; a facedown card at a battlefield is no unit there.
 */
export function isAlone(e: Engine, obj: GameObject): boolean {
  if (obj.controller === null || obj.zone === "facedown" || typeOf(e, obj) !== "unit") return false;
  const location = locationOf(obj);
  if (location === null) return false;
  // Read in place, not through `objectsAt`: last-known information asks this of every unit leaving.
  for (const id of contents(e, locationKey(location))) {
    const other = e.state.objects[id];
    if (other === undefined || other === obj || other.controller !== obj.controller) continue;
    if (typeOf(e, other) === "unit") return false;
  }
  return true;
}

function locationKey(location: Location): string {
  return location.kind === "base"
    ? zoneKey("base", location.player, null)
    : zoneKey("battlefields", null, location.battlefield);
}

/**
 * CR 170.11.a: a battlefield is occupied while a unit is at it — any player's. What is no
 * battlefield is neither occupied nor unoccupied.
 */
export function isOccupied(e: Engine, obj: GameObject): boolean | null {
  if (!isBattlefield(obj)) return null;
  for (const id of contents(e, zoneKey("battlefields", null, obj.at ?? obj.id))) {
    const other = e.state.objects[id];
    if (other !== undefined && other !== obj && typeOf(e, other) === "unit") return true;
  }
  return false;
}

/** A list of tags or domains accepts an object with any one of them ("Bird, Cat, Dog"). */
function traitsMatch(f: NormalFilter, c: Characteristics): boolean {
  if (f.tags && !someIn(f.tags, c.tags)) return false;
  if (f.tagsAll) for (const t of f.tagsAll) if (!c.tags.includes(t)) return false;
  if (f.domains && !someIn(f.domains, c.domains)) return false;
  if (f.domainsAll) for (const d of f.domainsAll) if (!c.domains.includes(d)) return false;
  // `non-Bird`: a tag or domain the object has now excludes it (CR 133.8: tags can be gained).
  if (f.tagsNone && someIn(f.tagsNone, c.tags)) return false;
  if (f.domainsNone && someIn(f.domainsNone, c.domains)) return false;
  return true;
}

/**
 * `with more might than this`: the object's Might against the source's, each read as `with might
 * N` reads one (CR 359.3.e.12: what has no Might meets no Might requirement). An ability that
 * triggered on its source's leaving the board reads the source as it was there when it left
 * (`Perspective.sourceKnown`; CR 359.3.f.3, 323.4); a source that left otherwise has no Might
 * (CR 359.3.e.12), and one elsewhere that never was on the board has its printed (CR 711).
 */
function mightAgainstSource(
  e: Engine,
  might: number | null,
  op: "<" | ">",
  p: Perspective,
): boolean {
  if (might === null || p.source === null) return false;
  const source = e.state.objects[p.source];
  const known = p.sourceKnown;
  let theirs: number | null;
  if (source !== undefined && onBoard(source)) theirs = characteristicsOf(e, source).might;
  else if (known !== undefined && known !== null) theirs = known.might;
  else if (source !== undefined) theirs = characteristicsOf(e, source).might;
  else return false;
  if (theirs === null) return false;
  const mine = Math.max(0, might);
  return op === ">" ? mine > Math.max(0, theirs) : mine < Math.max(0, theirs);
}

/** CR 708: the Might from which a unit is Mighty. */
export const MIGHTY = 5;

function someIn<T>(wanted: readonly T[], has: readonly T[]): boolean {
  for (const w of wanted) if (has.includes(w)) return true;
  return false;
}

function chainController(e: Engine, id: ObjectId): PlayerId | null {
  const item = e.state.chain.find((c) => c.id === id);
  return item ? item.controller : null;
}

/** Candidate objects for a filter, before matching: only the zones it can mean. Read-only. */
export function candidates(e: Engine, filter: Filter, p: Perspective): readonly ObjectId[] {
  const s = e.state;
  if (filter.zone) {
    const out: ObjectId[] = [];
    if (filter.zone.zone === "chain") return s.chain.map((c) => c.id).filter((id) => s.objects[id]);
    if (filter.zone.zone === "battlefields") return boardCandidates(e, filter);
    if (filter.zone.zone === "facedown") {
      for (const bf of contents(e, "battlefields"))
        out.push(...contents(e, zoneKey("facedown", null, bf)));
      return out;
    }
    for (const player of s.players) {
      if (playerMatches(filter.zone.player, player.id, p.controller)) {
        out.push(...contents(e, zoneKey(filter.zone.zone, player.id, null)));
      }
    }
    return out;
  }
  if (
    !filter.location &&
    filter.types &&
    filter.types.length > 0 &&
    filter.types.every((t) => t === "spell")
  ) {
    return s.chain.map((c) => c.id).filter((id) => s.objects[id]);
  }
  return boardCandidates(e, filter);
}

/**
 * The board's identities of objects of some types, by the types asked for, for one board: lists
 * rather than a map, as they hold one or two keys and are made anew with every board (a map's
 * `clear` makes its table anew).
 */
let typedBoard: unknown = null;
let typedKeys: string[] = [];
let typedIds: (readonly ObjectId[])[] = [];

/**
 * The board's identities a filter can match, in board order. A filter that names types matches
 * only objects of those printed types (no modification changes a type): the rest of the board —
 * runes above all, which come first — is left out once per board rather than checked again by
 * every search for a unit.
 */
function boardCandidates(e: Engine, filter: Filter): readonly ObjectId[] {
  const types = filter.types;
  if (!types || types.length === 0) return boardIds(e);
  const objects = boardList(e);
  if (typedBoard !== e.board) {
    typedKeys = [];
    typedIds = [];
    typedBoard = e.board;
  }
  const key = types.length === 1 ? (types[0] as string) : types.join(",");
  const at = typedKeys.indexOf(key);
  let ids = at < 0 ? undefined : typedIds[at];
  if (ids === undefined) {
    const found: ObjectId[] = [];
    for (let i = 0; i < objects.length; i++) {
      const obj = objects[i] as GameObject;
      if (types.includes(typeOf(e, obj))) found.push(obj.id);
    }
    typedKeys.push(key);
    typedIds.push(found);
    ids = found;
  }
  return ids;
}

export function allMatching(e: Engine, filter: Filter, p: Perspective): ObjectId[] {
  return candidates(e, filter, p).filter((id) => matchesFilter(e, id, filter, p));
}
