/**
 * Handling outstanding tasks (CR 332–336, "HOT FEPR"): after every action, put what triggered on
 * the Chain, clean up, finalize pending items oldest first (cleaning up after each), and then
 * either give priority (a Chain exists, or it is the Main Phase, or a showdown) or move on to the
 * next step of the turn.
 */
import { cleanup } from "./cleanup.js";
import { advanceCombat } from "./combat.js";
import { type Engine, isSeated, nextPlayer } from "./engine.js";
import { finalizeDeferred } from "./play-process.js";
import { placePendingTriggers } from "./triggers.js";
import { advanceStep, markExpirationRerun } from "./turn.js";
import type { ChainItem } from "./state.js";
import { setFocus, setPasses, setPriority, setShowdownPasses } from "./field-writes.js";

/** A bound on consecutive automatic steps, so a loop in card data stops with a message. */
const MAX_STEPS = 100_000;

function firstPending(chain: readonly ChainItem[]): ChainItem | undefined {
  for (const item of chain) if (item.status === "pending") return item;
  return undefined;
}

export function settle(e: Engine): void {
  const s = e.state;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (s.winner !== null) {
      setPriority(e, null);
      return;
    }
    if (s.pendingTriggers.length > 0) {
      markExpirationRerun(e);
      placePendingTriggers(e);
      setPriority(e, null);
      continue;
    }
    // CR 334, 320, 354.4: outstanding tasks — the cleanups — are handled before pending items are
    // finalized, so a unit a resolution left with lethal damage is gone before a trigger chooses.
    if (cleanup(e)) continue;
    if (s.pendingTriggers.length > 0 || s.winner !== null) continue;
    const pending = firstPending(s.chain);
    if (pending) {
      markExpirationRerun(e);
      finalizeDeferred(e, pending);
      setPriority(e, null);
      continue;
    }
    if (s.chain.length > 0) {
      const newest = s.chain[s.chain.length - 1];
      // CR 337.4, 340.4: the controller of the newest item gains priority.
      if (s.priority === null && newest) {
        setPriority(e, newest.controller);
        setPasses(e, 0);
      }
      return;
    }
    // CR 466: the steps of a combat after its showdown run as the Chain empties.
    if (advanceCombat(e)) continue;
    if (s.showdown !== null) {
      if (s.showdown.chainOpenedByPlay !== null) {
        // CR 346: when a Chain a play opened closes, Focus passes to the next player.
        if (s.showdown.chainOpenedByPlay) setFocus(e, nextPlayer(e, s.showdown.focus));
        e.j.set(s.showdown, "chainOpenedByPlay", null);
        setShowdownPasses(e, 0);
      }
      if (s.priority === null) setPriority(e, s.showdown.focus);
      return;
    }
    // A turn player who has left takes no action in their Main Phase: it ends (CR 652.5.a.1).
    if (s.turn.step === "main" && isSeated(e, s.turn.player)) {
      if (s.priority === null) {
        setPriority(e, s.turn.player);
        setPasses(e, 0);
      }
      return;
    }
    advanceStep(e);
  }
  throw new Error(
    `the game did not settle after ${MAX_STEPS} automatic steps (a loop in card data?)`,
  );
}
