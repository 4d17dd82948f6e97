/**
 * A loop that repeats the game's state while no player takes an action of their own (TR 505.3.a,
 * 505.6): the players only pass and make the choices the game asks of them (an order of triggers,
 * where combat damage goes), and the board, hands, decks, points, pools, Chain, turn and step come
 * back as they were. Nobody maintains such a loop and nobody breaks it: the game is a draw.
 *
 * The game's automatic steps are counted (`Engine.quiet`) from the last action a player chose to
 * take — anything but a pass — or the start of the turn. Only after `WATCH_FROM` of them does the
 * game describe its state, and then at every step of a window of `WINDOW` steps opening at
 * `WATCH_FROM`, twice, four times, eight times `WATCH_FROM`…: a normal turn never gets there, and
 * a long loop that changes the state for ever (a pool that grows) costs a few windows, not a
 * description at every step. A loop whose period is longer than a window is not found here.
 */
import type { Engine } from "./engine.js";
import type { GameState } from "./state.js";

/** Automatic steps with no action of a player's own before the state is watched for repeats. */
const WATCH_FROM = 1_000;
/** Steps in each window of watching. */
const WINDOW = 2_000;

/** The states described in the current window, as 64-bit digests (two 32-bit hashes). */
export interface SeenStates {
  turn: number;
  window: number;
  digests: string[];
  set: Set<string>;
}

/**
 * An action rolled back (a choice it needs, a refusal) leaves the watch as it stood before it
 * (`quiet`, `seen` and the number of states `seen` held): a state described during it never
 * happened.
 */
export function restoreWatch(
  e: Engine,
  quiet: number,
  seen: SeenStates | null,
  size: number,
): void {
  e.quiet = quiet;
  e.seenStates = seen;
  if (seen === null) return;
  while (seen.digests.length > size) seen.set.delete(seen.digests.pop() as string);
}

/** A player chose an action (anything but a pass): what came before is no loop of this. */
export function forgetStates(e: Engine): void {
  e.quiet = 0;
  e.seenStates = null;
}

/**
 * Called at each automatic step: whether the state has come back as it was at an earlier step
 * with no action of a player's own between them.
 */
export function stateRepeated(e: Engine): boolean {
  const quiet = ++e.quiet;
  if (quiet <= WATCH_FROM) return false;
  const s = e.state;
  let seen = e.seenStates;
  if (seen !== null && seen.turn !== s.turn.number) {
    // A new turn: the turn's number differs from every state before it.
    e.quiet = 1;
    e.seenStates = null;
    return false;
  }
  const window = windowOf(quiet);
  if (window < 0) return false;
  if (seen === null || seen.window !== window) {
    seen = { turn: s.turn.number, window, digests: [], set: new Set() };
    e.seenStates = seen;
  }
  const digest = digestOf(describeState(s));
  if (seen.set.has(digest)) return true;
  seen.set.add(digest);
  seen.digests.push(digest);
  return false;
}

/** The window `quiet` falls in (its opening step), or -1 between windows. */
function windowOf(quiet: number): number {
  for (let start = WATCH_FROM; start <= quiet; start *= 2) if (quiet < start + WINDOW) return start;
  return -1;
}

/**
 * Bookkeeping no rule reads the value of: counters that only grow (ids, serials, timestamps are
 * read only for their order, which `describeState` keeps), the owners by serial (RULES O2, the
 * invariants' record), the random generator (a loop that draws random numbers shuffles what it
 * shuffles, which the zones show).
 */
const SKIPPED = new Set(["next", "owners", "serial", "rng", "format"]);
/** Keys whose numbers are read only for their order: replaced by their rank. */
const RANKED = new Set(["timestamp", "event", "id"]);
/** Names and labels are text, never identities. */
const TEXT = new Set(["name", "sourceName", "label", "detail"]);
const OBJECT_ID = /o\d+/g;

/**
 * A description of the state in which two states that differ only in the identities of their
 * objects (a token made again is a new object, RULES T7, O1) and in the values of counters read
 * only for their order are the same. Objects are named by where the zones list them.
 */
export function describeState(s: GameState): string {
  const names = new Map<string, string>();
  const name = (id: string) => {
    let n = names.get(id);
    if (n === undefined) {
      n = `#${names.size}`;
      names.set(id, n);
    }
    return n;
  };
  const rename = (text: string) => text.replace(OBJECT_ID, name);
  for (const id of s.zones["battlefields"] ?? []) name(id);
  const zoneKeys = Object.keys(s.zones)
    .map((k) => [rename(k), k] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  for (const [, k] of zoneKeys) for (const id of s.zones[k] ?? []) name(id);
  for (const item of s.chain) name(item.id);
  const ranks = new Map<string, Map<number, number>>();
  collectRanked(s, ranks);
  for (const byValue of ranks.values()) {
    const sorted = [...byValue.keys()].sort((a, b) => a - b);
    sorted.forEach((v, i) => byValue.set(v, i));
  }
  const walk = (value: unknown, key: string): unknown => {
    if (typeof value === "string") return TEXT.has(key) ? value : rename(value);
    if (typeof value === "number") return ranks.get(key)?.get(value) ?? value;
    if (value === null || typeof value !== "object") return value;
    if (Array.isArray(value)) return value.map((v) => walk(v, key));
    const entries: [string, unknown][] = [];
    for (const k of Object.keys(value)) {
      if (SKIPPED.has(k)) continue;
      entries.push([rename(k), walk((value as Record<string, unknown>)[k], k)]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return entries;
  };
  return JSON.stringify(walk(s, ""));
}

function collectRanked(value: unknown, ranks: Map<string, Map<number, number>>): void {
  if (value === null || typeof value !== "object") return;
  if (Array.isArray(value)) {
    for (const v of value) collectRanked(v, ranks);
    return;
  }
  for (const k of Object.keys(value)) {
    if (SKIPPED.has(k)) continue;
    const v = (value as Record<string, unknown>)[k];
    if (typeof v === "number" && RANKED.has(k)) {
      let byValue = ranks.get(k);
      if (!byValue) ranks.set(k, (byValue = new Map()));
      byValue.set(v, 0);
    } else collectRanked(v, ranks);
  }
}

/** Two 32-bit FNV-1a hashes of the text with different seeds. */
function digestOf(text: string): string {
  let h1 = 0x811c9dc5;
  let h2 = 0x2545f491;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 0x01000193);
    h2 = Math.imul(h2 ^ c, 0x5bd1e995);
  }
  return `${(h1 >>> 0).toString(36)}.${(h2 >>> 0).toString(36)}`;
}
