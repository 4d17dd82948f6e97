/** Inspection helpers for tests and tools. */
import type { Game } from "./game.js";

/** Throws with every broken invariant listed (issue 3 item 10); run it after every step in tests. */
export function checkInvariants(game: Game): void {
  const problems = game.checkInvariants();
  if (problems.length > 0) throw new Error(`invariants broken:\n  ${problems.join("\n  ")}`);
}
