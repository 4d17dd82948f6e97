/**
 * The seeded random number generator. Its whole state is one 32-bit number kept in the game state,
 * so a snapshot carries it and a restored game draws the same numbers (DESIGN.md: determinism).
 * The algorithm is mulberry32.
 */

/** Advance a mulberry32 state: returns the next state and a float in [0, 1). */
export function nextRandom(state: number): { state: number; value: number } {
  const next = (state + 0x6d2b79f5) | 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  const value = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  return { state: next, value };
}

/** A seed of any size folded to a 32-bit state. */
export function seedState(seed: number): number {
  return Math.trunc(seed) | 0;
}

/** A generator outside the game state, for choosers. */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seedState(seed);
  }

  next(): number {
    const step = nextRandom(this.state);
    this.state = step.state;
    return step.value;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
}
