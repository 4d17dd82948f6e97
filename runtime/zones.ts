/**
 * Zones and identity (RULES G1, G2, O1). This module places objects and mints new identities; it
 * emits no events — the event-level moves (kill, banish, draw, …) are in zone-change.ts.
 */
import { ZONE_NAMES, type ZoneName } from "./definitions.js";
import { type Engine, mintObjectId, mintTimestamp, shuffle } from "./engine.js";
import { setPlace } from "./field-writes.js";
import {
  type GameObject,
  type Location,
  type ObjectId,
  type PlayerId,
  freshList,
} from "./state.js";

/**
 * RULES G2: the board is the bases, the battlefields and what is at them, and the Legend Zone.
 * Switches rather than sets: asked on every move, filter and listing, and a few comparisons of a
 * zone's name cost less than a lookup.
 */
export function isBoardZone(zone: ZoneName): boolean {
  switch (zone) {
    case "base":
    case "runes":
    case "legend":
    case "battlefields":
    case "facedown":
      return true;
    default:
      return false;
  }
}

/** Zones that belong to one player (RULES G1); the others are shared. */
export function isPlayerZone(zone: ZoneName): boolean {
  switch (zone) {
    case "hand":
    case "deck":
    case "trash":
    case "banishment":
    case "base":
    case "legend":
    case "champion":
    case "runeDeck":
    case "runes":
      return true;
    default:
      return false;
  }
}

/** CR 128: who may look at a card's face in each zone. */
export type Visibility = "public" | "private" | "secret";

export const ZONE_VISIBILITY: Readonly<Record<ZoneName, Visibility>> = {
  deck: "secret",
  runeDeck: "secret",
  hand: "private",
  // CR 107.3.f: a facedown card is private to its controller.
  facedown: "private",
  trash: "public",
  banishment: "public",
  base: "public",
  runes: "public",
  legend: "public",
  champion: "public",
  battlefields: "public",
  chain: "public",
};

/** CR 128.3–128.5: secret to everyone, private to the owner (or the controller on the board), else public. */
export function canSee(obj: GameObject, player: PlayerId): boolean {
  switch (ZONE_VISIBILITY[obj.zone]) {
    case "public":
      return !obj.facedown || obj.controller === player;
    case "private":
      return isBoardZone(obj.zone) ? obj.controller === player : obj.owner === player;
    case "secret":
      return false;
    default:
      return false;
  }
}

/** Ordered zones, where position matters (RULES G1: the Main Deck; the Rune Deck likewise). */
export const ORDERED_ZONES: ReadonlySet<ZoneName> = new Set<ZoneName>([
  "deck",
  "runeDeck",
  "chain",
]);

export function onBoard(obj: GameObject): boolean {
  return isBoardZone(obj.zone);
}

/**
 * Whether a kill can take `obj` to the trash: a permanent on the board (CR 428.2.a) that is
 * neither a battlefield, which stays in place (CR 170.2.b), nor a legend, which never leaves its
 * zone (CR 107.4.d). A cost that would kill anything else cannot be paid.
 */
export function killable(obj: GameObject): boolean {
  return onBoard(obj) && obj.zone !== "legend" && !isBattlefield(obj);
}

/** A battlefield itself, not an object at one (false for no object). */
export function isBattlefield(obj: GameObject | undefined): boolean {
  return obj !== undefined && obj.zone === "battlefields" && obj.at === null;
}

/** Where an object is, as a zone and (for per-player zones and battlefields) whose or which. */
export interface Place {
  zone: ZoneName;
  player: PlayerId | null;
  at: ObjectId | null;
}

/**
 * Each player's zone keys, a record by zone name made once per player: reading a field of it is
 * cheaper than a second map lookup, on every move and listing.
 */
const playerKeys = new Map<string, Readonly<Record<ZoneName, string>>>();
const battlefieldKeys = new Map<string, string>();
const facedownKeys = new Map<string, string>();

/** The player last asked about and their keys: a game's moves ask about few players. */
let lastOwner: string | null = null;
let lastKeys: Readonly<Record<ZoneName, string>> | null = null;

function keysOfPlayer(owner: string): Readonly<Record<ZoneName, string>> {
  if (owner === lastOwner && lastKeys !== null) return lastKeys;
  let keys = playerKeys.get(owner);
  if (keys === undefined) {
    const made: Partial<Record<ZoneName, string>> = {};
    for (const zone of ZONE_NAMES) made[zone] = `${owner}:${zone}`;
    keys = made as Record<ZoneName, string>;
    playerKeys.set(owner, keys);
  }
  lastOwner = owner;
  lastKeys = keys;
  return keys;
}

/** The key of a zone's list in `GameState.zones` (memoized: keys are built on every lookup). */
export function zoneKey(zone: ZoneName, player: PlayerId | null, at: ObjectId | null): string {
  if (zone === "battlefields") {
    if (at === null) return "battlefields";
    let key = battlefieldKeys.get(at);
    if (key === undefined) {
      key = `@${at}`;
      battlefieldKeys.set(at, key);
    }
    return key;
  }
  if (zone === "facedown") {
    const place = at ?? "?";
    let key = facedownKeys.get(place);
    if (key === undefined) {
      key = `facedown@${place}`;
      facedownKeys.set(place, key);
    }
    return key;
  }
  if (zone === "chain") return "chain";
  return keysOfPlayer(player ?? "?")[zone];
}

export function keyOf(obj: Place): string {
  return zoneKey(obj.zone, obj.player, obj.at);
}

export function zoneList(e: Engine, key: string): ObjectId[] {
  let list = e.state.zones[key];
  if (!list) {
    list = freshList();
    e.j.put(e.state.zones, key, list);
  }
  return list;
}

/**
 * Put a zone's objects in a random order with the game's seeded generator, so that a replay
 * shuffles the same way (DESIGN.md: determinism). A zone of fewer than two draws no number.
 */
export function shuffleZone(e: Engine, key: string): void {
  const list = e.state.zones[key];
  if (list === undefined || list.length < 2) return;
  e.j.put(e.state.zones, key, shuffle(e, list));
}

/** The objects in a zone, in order; an empty list for a zone never used. */
export function contents(e: Engine, key: string): readonly ObjectId[] {
  return e.state.zones[key] ?? [];
}

/** A board object's location (CR 197); null off the board and for legends (CR 107.4.b). */
export function locationOf(obj: GameObject): Location | null {
  switch (obj.zone) {
    case "base":
    case "runes":
      return obj.player === null ? null : { kind: "base", player: obj.player };
    case "battlefields":
      // CR 199.1: a battlefield is a location and an object at that location.
      return { kind: "battlefield", battlefield: obj.at ?? obj.id };
    case "facedown":
      return obj.at === null ? null : { kind: "battlefield", battlefield: obj.at };
    default:
      return null;
  }
}

/** `sameLocation(locationOf(obj), location)` for a location that is not null, made of no objects. */
export function isAt(obj: GameObject, location: Location | null): boolean {
  if (location === null) return false;
  switch (obj.zone) {
    case "base":
    case "runes":
      return obj.player !== null && location.kind === "base" && location.player === obj.player;
    case "battlefields":
      return location.kind === "battlefield" && location.battlefield === (obj.at ?? obj.id);
    case "facedown":
      return obj.at !== null && location.kind === "battlefield" && location.battlefield === obj.at;
    default:
      return false;
  }
}

export function placeOfLocation(location: Location): Place {
  return location.kind === "base"
    ? { zone: "base", player: location.player, at: null }
    : { zone: "battlefields", player: null, at: location.battlefield };
}

/** Insert an object into the list of the zone it says it is in. */
export function attach(e: Engine, obj: GameObject, position: "top" | "bottom" = "bottom"): void {
  const key = keyOf(obj);
  const list = zoneList(e, key);
  const boardKey = isBoardZone(obj.zone) ? key : null;
  if (position === "top" && ORDERED_ZONES.has(obj.zone))
    e.j.insertIntoZone(list, 0, obj.id, boardKey);
  else e.j.pushToZone(list, obj.id, boardKey);
}

export function detach(e: Engine, obj: GameObject): void {
  const key = keyOf(obj);
  const list = e.state.zones[key];
  if (!list || !e.j.removeFromZone(list, obj.id, isBoardZone(obj.zone) ? key : null)) {
    throw new Error(`object ${obj.id} is not in zone ${key}`);
  }
}

/** The options of a move that names none, shared rather than made on every such move. */
const NO_OPTIONS = {};

/**
 * Put an object somewhere else. A move to or from a non-board zone makes a new object (RULES O1):
 * new identity, statuses cleared (CR 124.1). Board-to-board moves keep the identity. Returns the
 * object's identity afterwards.
 */
export function relocate(
  e: Engine,
  id: ObjectId,
  dest: Place,
  options: RelocateOptions = NO_OPTIONS,
): ObjectId {
  const obj = e.state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  return relocateObject(e, obj, dest, options).id;
}

export interface RelocateOptions {
  position?: "top" | "bottom";
  controller?: PlayerId | null;
}

/**
 * `relocate` for a caller holding the object in the state, giving the object it is afterwards:
 * a change of zone reads both, and each lookup by identity is one in a record of hundreds.
 */
export function relocateObject(
  e: Engine,
  obj: GameObject,
  dest: Place,
  options: RelocateOptions = NO_OPTIONS,
): GameObject {
  const zone = dest.zone;
  // RULES G2 / CR 056: a card never enters another player's non-board zone.
  const toBoard = isBoardZone(zone);
  const player = isPlayerZone(zone) && !toBoard ? obj.owner : dest.player;
  detach(e, obj);
  const keepsIdentity = toBoard && isBoardZone(obj.zone);
  if (keepsIdentity) {
    setPlace(e, obj, zone, player, dest.at);
    if (options.controller !== undefined) e.j.set(obj, "controller", options.controller);
    attach(e, obj, options.position);
    return obj;
  }
  const fresh: GameObject = {
    id: mintObjectId(e),
    serial: obj.serial,
    name: obj.name,
    kind: obj.kind,
    owner: obj.owner,
    controller: toBoard ? (options.controller ?? obj.owner) : null,
    zone,
    player,
    at: dest.at,
    exhausted: false,
    damage: 0,
    buffed: false,
    stunned: false,
    facedown: zone === "facedown",
    replaced: false,
    replacedIdentity: null,
    // A token keeps its creating changes from the Chain onto the board (RULES T5); a card carries
    // them only as an effect inherited at swap-back, which leaving the board ends (RULES O1, R5).
    changes: obj.kind === "token" ? obj.changes : [],
    timestamp: mintTimestamp(e),
    scoring: [],
    label: obj.label,
  };
  e.j.remove(e.state.objects, obj.id);
  e.j.add(e.state.objects, fresh.id, fresh);
  attach(e, fresh, options.position);
  return fresh;
}

/** Remove an object from the game (a token ceasing to exist, RULES T7, R6). */
export function cease(e: Engine, id: ObjectId): void {
  const obj = e.state.objects[id];
  if (!obj) return;
  detach(e, obj);
  e.j.remove(e.state.objects, id);
  e.j.remove(e.state.owners, String(obj.serial));
}

const PLAYER_BOARD_ZONES = ["legend", "base", "runes"] as const;

/** The keys of each player's legend, base and runes, in board order (the players never change). */
const boardKeysOf = new WeakMap<readonly { id: PlayerId }[], string[]>();

export function playerBoardKeys(players: readonly { id: PlayerId }[]): string[] {
  let keys = boardKeysOf.get(players);
  if (!keys) {
    keys = players.flatMap((p) => PLAYER_BOARD_ZONES.map((zone) => zoneKey(zone, p.id, null)));
    boardKeysOf.set(players, keys);
  }
  return keys;
}

/** Objects at a location (units and gear, not the battlefield itself, not facedown cards). */
export function objectsAt(e: Engine, location: Location): GameObject[] {
  const key =
    location.kind === "base"
      ? zoneKey("base", location.player, null)
      : zoneKey("battlefields", null, location.battlefield);
  const out: GameObject[] = [];
  for (const id of contents(e, key)) {
    const obj = e.state.objects[id];
    if (obj) out.push(obj);
  }
  return out;
}
