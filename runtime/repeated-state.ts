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
import { StateDigests } from "./state-digest.js";

export { describeState } from "./state-digest.js";

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
 * the cost. Both are kept as digests (state-digest.ts), made anew at each step only for what the
 * step wrote.
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
  stopDescribing(e);
}

/** What the digests kept is dropped, and the journal no longer notes writes. */
function stopDescribing(e: Engine): void {
  e.digests?.close();
  e.digests = null;
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
    stopDescribing(e);
    return false;
  }
  const window = windowOf(quiet);
  if (window < 0) return false;
  if (seen === null || seen.window !== window) {
    seen = { turn: s.turn.number, window, sketches: new Map(), added: [] };
    e.seenStates = seen;
  }
  e.digests ??= new StateDigests(s, e.j);
  const sketch = e.digests.sketch();
  const fulls = seen.sketches.get(sketch);
  if (fulls === undefined) {
    seen.sketches.set(sketch, null);
    seen.added.push([sketch, null]);
    return false;
  }
  const full = e.digests.full();
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
