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
/**
 * A loop the players only pass through that changes the state for ever — each round makes a token
 * (two units' `when an opponent plays a unit: play a Recruit token`, each answering the other's),
 * or grows a pool — never comes back to a state it was in. After this many automatic steps in one
 * turn with no action of a player's own, watched in windows all along, it is a loop no player
 * maintains and none breaks all the same (TR 505.3.a, 505.6), as a loop of this many steps with
 * no decision at all is (tasks.ts). Games that are no loop come nowhere near it: 152 steps at
 * most in 200 wild games (bench/RESULTS.md, fuzz37).
 */
export const PASSING_LOOP_STEPS = 10_000;

/**
 * The states seen in the current window. Describing a whole state costs milliseconds on a full
 * board, so each step is first summed up (`sketchOf`: the zones' cards by name, points, pools,
 * Chain, turn); only a sketch seen before has its state described in full, and a full description
 * seen twice is the repeat — found one round of the loop later than it could be, at a fraction of
 * the cost.
 */
export interface SeenStates {
  turn: number;
  window: number;
  /** Sketch digest → the full digests of the states seen again with that sketch. */
  sketches: Map<string, Set<string> | null>;
  /** What was added, in order, to take back what a rolled-back action added. */
  added: [sketch: string, full: string | null][];
}

/**
 * An action rolled back (a choice it needs, a refusal) leaves the watch as it stood before it
 * (`quiet`, `seen` and the number of entries `seen` had added): a state seen during it never
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
  while (seen.added.length > size) {
    const [sketch, full] = seen.added.pop() as [string, string | null];
    if (full === null) seen.sketches.delete(sketch);
    else seen.sketches.get(sketch)?.delete(full);
  }
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
    seen = { turn: s.turn.number, window, sketches: new Map(), added: [] };
    e.seenStates = seen;
  }
  const sketch = digestOf(sketchOf(s));
  const fulls = seen.sketches.get(sketch);
  if (fulls === undefined) {
    seen.sketches.set(sketch, null);
    seen.added.push([sketch, null]);
    return false;
  }
  const full = digestOf(describeState(s));
  if (fulls === null) seen.sketches.set(sketch, new Set([full]));
  else if (fulls.has(full)) return true;
  else fulls.add(full);
  seen.added.push([sketch, full]);
  return false;
}

/** Whether the players have only passed for `PASSING_LOOP_STEPS` automatic steps this turn. */
export function passedTooLong(e: Engine): boolean {
  // Past `WATCH_FROM`, `stateRepeated` starts the count again at each new turn.
  return e.quiet > PASSING_LOOP_STEPS;
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
    if (key === "finalizedThisTurn") return playedThisTurn(value as string[], name);
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

/**
 * A player's cards finalized this turn are read only as whether one other than a given card was
 * (Legion, CR 812.1.c; conditions.ts): two different ones answer yes for every card, whatever
 * they are and however many more there are. A loop that plays cards again and again repeats.
 */
function playedThisTurn(ids: readonly string[], name: (id: string) => string): string[] {
  const distinct = [...new Set(ids)];
  return distinct.length >= 2 ? ["2+"] : distinct.map(name);
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

/**
 * What a state's description implies, cheap to make: two states described alike have one sketch.
 * Objects are given by name, never by identity; battlefields by their place in the row.
 */
export function sketchOf(s: GameState): string {
  const t = s.turn;
  let out = `${t.number} ${t.player} ${t.step} ${s.priority} ${s.passes}|`;
  for (const p of s.players) {
    out += `${p.id} ${p.score} ${p.pool.energy}`;
    for (const d in p.pool.power) out += ` ${p.pool.power[d as keyof typeof p.pool.power]}`;
    out += "|";
  }
  for (const item of s.chain) out += `${item.sourceName} ${item.status}|`;
  out += `${s.pendingTriggers.length} ${s.showdown?.passes} ${s.combat?.step}|`;
  const row = s.zones["battlefields"] ?? [];
  const keys: string[] = [];
  for (const k in s.zones) {
    const at = k.indexOf("@");
    keys.push(at < 0 ? k : `${k.slice(0, at)}@${row.indexOf(k.slice(at + 1))}\t${k}`);
  }
  keys.sort();
  for (const k of keys) {
    const tab = k.indexOf("\t");
    const zone = s.zones[tab < 0 ? k : k.slice(tab + 1)] ?? [];
    out += tab < 0 ? k : k.slice(0, tab);
    for (const id of zone) {
      const o = s.objects[id];
      if (o) out += ` ${o.name}${o.exhausted ? "*" : ""}${o.damage}`;
    }
    out += "|";
  }
  return out;
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
