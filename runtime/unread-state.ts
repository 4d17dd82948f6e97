/**
 * Which writes no characteristic reads (issue 6): characteristics are kept until the journal's
 * `derived` count changes, and the writes named here leave it alone. Filters read objects and a
 * Chain item's controller; conditions read scores, turn players, cards played and objects; Might
 * reads buffs and combat's sides (keywords.ts). Nothing reads the step of the turn or of combat,
 * a showdown's progress, or a Chain item's progress and choices — and an object's exhausted,
 * damaged or stunned status only through a filter naming statuses inside a static ability or a
 * Might-per-count modification, which the game's definitions may not have at all. Likewise the
 * hidden and private zones (decks, hands, trashes…): a characteristic reads what is in one only
 * through a filter naming that zone inside a static ability or a Might-per-count, so when none
 * does, cards coming and going there (every draw, play and discard) leave characteristics alone —
 * an object that leaves such a zone, or enters one, is a new object with characteristics of its own.
 * The Chain is such a zone too, unless a filter there asks for spells; and the cards each player
 * played this turn are read only by Legion's condition inside a static.
 */
import type { Definition, ZoneName } from "./definitions.js";
import type { GameObject, GameState } from "./state.js";
import { zoneKey } from "./zones.js";

/** Whether a plain-data value holds a filter naming statuses inside a static or a Might-per-count. */
function readsStatuses(value: unknown, inside: boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => readsStatuses(v, inside));
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  const within = inside || record["kind"] === "static" || record["mod"] === "mightPerCount";
  if (within && "statuses" in record) return true;
  return Object.values(record).some((v) => readsStatuses(v, within));
}

const definitionReads = new WeakMap<Definition, boolean>();

/** Whether any characteristic of a game with these definitions can depend on a status. */
export function statusesAreRead(defs: ReadonlyMap<string, Definition>): boolean {
  let reads = false;
  for (const def of defs.values()) {
    let known = definitionReads.get(def);
    if (known === undefined) {
      known = readsStatuses(def.abilities, false);
      definitionReads.set(def, known);
    }
    reads ||= known;
  }
  return reads;
}

/** Whether a plain-data value holds Legion's condition (cards played this turn) inside a static or a Might-per-count. */
function readsCardsPlayed(value: unknown, inside: boolean): boolean {
  if (Array.isArray(value)) return value.some((v) => readsCardsPlayed(v, inside));
  if (value === null || typeof value !== "object") return false;
  const record = value as Record<string, unknown>;
  const within = inside || record["kind"] === "static" || record["mod"] === "mightPerCount";
  if (within && record["cond"] === "playedAnotherCardThisTurn") return true;
  return Object.values(record).some((v) => readsCardsPlayed(v, within));
}

const definitionPlays = new WeakMap<Definition, boolean>();

/** Whether any characteristic of a game with these definitions can depend on the cards played this turn. */
export function cardsPlayedAreRead(defs: ReadonlyMap<string, Definition>): boolean {
  let reads = false;
  for (const def of defs.values()) {
    let known = definitionPlays.get(def);
    if (known === undefined) {
      known = readsCardsPlayed(def.abilities, false);
      definitionPlays.set(def, known);
    }
    reads ||= known;
  }
  return reads;
}

/** Zones off the board, which only a filter naming them (for the Chain, or meaning spells) looks into. */
const OFF_BOARD_ZONES: readonly ZoneName[] = [
  "deck",
  "runeDeck",
  "hand",
  "trash",
  "banishment",
  "champion",
  "chain",
];

/** Zones named by a filter inside a static or a Might-per-count, into `found`. */
function zonesNamed(value: unknown, inside: boolean, found: Set<ZoneName>): void {
  if (Array.isArray(value)) {
    for (const v of value) zonesNamed(v, inside, found);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const record = value as Record<string, unknown>;
  const isStatic = record["kind"] === "static";
  const within = inside || isStatic || record["mod"] === "mightPerCount";
  const zone = record["zone"];
  if (within && zone !== null && typeof zone === "object") {
    const name = (zone as Record<string, unknown>)["zone"];
    if (typeof name === "string") found.add(name as ZoneName);
  }
  // CR 355.9.a.1: a filter for spells that names no zone or location means the Chain.
  const types = record["types"];
  if (within && Array.isArray(types) && types.length > 0 && types.every((t) => t === "spell"))
    if (zone === undefined && record["location"] === undefined) found.add("chain");
  for (const key of Object.keys(record)) {
    // Whom a static affects is decided object by object, from that object alone: its filter
    // never looks into a zone.
    if (isStatic && key === "affects") continue;
    zonesNamed(record[key], within, found);
  }
}

const definitionZones = new WeakMap<Definition, ReadonlySet<ZoneName>>();

/** The off-board zones no characteristic of a game with these definitions can look into. */
export function unreadZones(defs: ReadonlyMap<string, Definition>): ReadonlySet<ZoneName> {
  const named = new Set<ZoneName>();
  for (const def of defs.values()) {
    let known = definitionZones.get(def);
    if (known === undefined) {
      const found = new Set<ZoneName>();
      zonesNamed(def.abilities, false, found);
      zonesNamed(def.keywords, false, found);
      known = found;
      definitionZones.set(def, known);
    }
    for (const zone of known) named.add(zone);
  }
  return new Set(OFF_BOARD_ZONES.filter((zone) => !named.has(zone)));
}

/** What a game's definitions let characteristics read, as `unreadCheck` needs it. */
interface Reads {
  statuses: boolean;
  zones: ReadonlySet<ZoneName>;
  cardsPlayed: boolean;
}

/**
 * By definition map: a game's map is shared by every game of its definitions and never changed
 * (definition-maps.ts), so each game of a run would otherwise walk every definition again.
 */
const readsByDefinitions = new WeakMap<ReadonlyMap<string, Definition>, Reads>();

function readsOf(defs: ReadonlyMap<string, Definition>): Reads {
  let reads = readsByDefinitions.get(defs);
  if (reads === undefined) {
    reads = {
      statuses: statusesAreRead(defs),
      zones: unreadZones(defs),
      cardsPlayed: cardsPlayedAreRead(defs),
    };
    readsByDefinitions.set(defs, reads);
  }
  return reads;
}

/** `statusesAreRead`, remembered for the definition map as the rest of `unreadCheck`'s reads. */
export function statusesReadBy(defs: ReadonlyMap<string, Definition>): boolean {
  return readsOf(defs).statuses;
}

/**
 * The journal's `unread` test for a game: true for a write that leaves every characteristic as it
 * was. `old` is the entry's value before the write. It is asked of most writes that have no writer
 * of their own (about 1,080 a game: field-writes.ts and board zones' lists never ask it), so the
 * kinds of target are told apart first and each is asked only what can apply to it.
 */
export function unreadCheck(
  state: GameState,
  defs: ReadonlyMap<string, Definition>,
): (target: object, key: PropertyKey, old: unknown) => boolean {
  const { statuses, zones, cardsPlayed } = readsOf(defs);
  // Whether any list or object record entry can be unread: an unread zone or Legion unread.
  const listsUnread = zones.size > 0 || !cardsPlayed;
  // The unread zones' lists, by the position of their keys, compared by identity (a WeakMap
  // lookup per write cost more): a list put in the zones record later under one of the keys takes
  // its place. A list a rollback takes out of the record stays until then, harmlessly, as nothing
  // writes to it. The Chain's key is the same for every player.
  const unreadKeys: string[] = [];
  for (const p of state.players)
    for (const zone of zones) {
      const key = zoneKey(zone, p.id, null);
      if (!unreadKeys.includes(key)) unreadKeys.push(key);
    }
  const unreadLists: (unknown[] | undefined)[] = unreadKeys.map((key) => state.zones[key]);
  const chainUnread = zones.has("chain");
  const unreadList = (list: unknown[]): boolean => {
    if (chainUnread && list === state.chain) return true;
    for (let i = 0; i < unreadLists.length; i++) if (unreadLists[i] === list) return true;
    if (!cardsPlayed) for (const p of state.players) if (p.finalizedThisTurn === list) return true;
    return false;
  };
  const unreadObject = (value: unknown): boolean =>
    value === undefined || zones.has((value as GameObject).zone);
  return (target, key, old) => {
    // A list is read by some characteristic unless it is one of the lists above: nothing else
    // unread is a list.
    if (Array.isArray(target)) return listsUnread && unreadList(target);
    if (target === state.objects)
      return (
        listsUnread &&
        unreadObject(old) &&
        unreadObject((target as Record<PropertyKey, unknown>)[key])
      );
    if (target === state.zones) {
      if (listsUnread) {
        const at = unreadKeys.indexOf(key as string);
        if (at >= 0) unreadLists[at] = state.zones[key as string];
      }
      return false;
    }
    if (!cardsPlayed && key === "finalizedThisTurn") return true;
    return unreadByCharacteristics(state, statuses, target, key);
  };
}

/** The statuses a static ability can ask about without changing them itself (facedown is read directly too). */
function isStatusKey(key: PropertyKey): boolean {
  return key === "exhausted" || key === "damage" || key === "stunned";
}

/**
 * True for a write to a record (not a list, the objects or the zones) that leaves every
 * characteristic as it was (`statuses`: whether statuses are read).
 */
function unreadByCharacteristics(
  state: GameState,
  statuses: boolean,
  target: object,
  key: PropertyKey,
): boolean {
  if (key === "step") return target === state.turn || target === state.combat;
  if (target === state.showdown) return true;
  // What units were Mighty is read by no characteristic, only by the look for a change of it.
  if (target === state.mightySeen) return true;
  if (!statuses && isStatusKey(key)) {
    const id = (target as Partial<GameObject>).id;
    return typeof id === "string" && state.objects[id] === target;
  }
  for (const item of state.chain) {
    if (target === item) return key !== "controller" && key !== "id";
    const choices = item.choices;
    if (
      target === choices ||
      target === choices.targets ||
      target === choices.playerTargets ||
      target === choices.modes
    )
      return true;
  }
  return false;
}
