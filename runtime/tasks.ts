/**
 * Handling outstanding tasks (CR 332–336, "HOT FEPR"): after every action, put what triggered on
 * the Chain, clean up, finalize pending items oldest first (cleaning up after each), and then
 * either give priority (a Chain exists, or it is the Main Phase, or a showdown) or move on to the
 * next step of the turn.
 */
import { noticeMighty } from "./becoming-mighty.js";
import { cleanup } from "./cleanup.js";
import { advanceCombat } from "./combat.js";
import { type Engine, emit, isSeated, nextPlayer } from "./engine.js";
import { finalizeDeferred } from "./play-process.js";
import { placePendingTriggers } from "./triggers.js";
import { PASSING_LOOP_STEPS, passedTooLong, stateRepeated } from "./repeated-state.js";
import { advanceStep, markExpirationRerun } from "./turn.js";
import { type ChainItem, gameOver } from "./state.js";
import { setFocus, setPasses, setPriority, setShowdownPasses } from "./field-writes.js";

/**
 * A loop of mandatory actions: this many automatic steps in a row with no one given priority or
 * Focus and no player deciding anything is a loop no player can break, and the game is a draw
 * (Tournament Rules 505.3.a, 505.6; the Core Rules say nothing of loops). A loop the players'
 * passes and the game's questions run through restarts this count; it is found by its repeated
 * state instead (repeated-state.ts).
 */
const MANDATORY_LOOP_STEPS = 10_000;
/**
 * A loop a player's decisions keep going (TR 505.10) is theirs to end by deciding otherwise; one
 * that a chooser keeps up this long stops with a message instead of hanging.
 */
const MAX_STEPS = 1_000_000;

function firstPending(chain: readonly ChainItem[]): ChainItem | undefined {
  for (const item of chain) if (item.status === "pending") return item;
  return undefined;
}

export function settle(e: Engine): void {
  const s = e.state;
  let decisions = e.decisions.length;
  let undecided = 0;
  for (let step = 0; step < MAX_STEPS; step++) {
    if (gameOver(s)) {
      setPriority(e, null);
      return;
    }
    if (e.decisions.length !== decisions) {
      decisions = e.decisions.length;
      undecided = 0;
    } else if (++undecided > MANDATORY_LOOP_STEPS) {
      declareDraw(e, `${MANDATORY_LOOP_STEPS} automatic steps with no decision`);
      continue;
    }
    if (stateRepeated(e)) {
      declareDraw(e, "the game came back to a state it was in, the players only passing");
      continue;
    }
    if (passedTooLong(e)) {
      declareDraw(e, `${PASSING_LOOP_STEPS} automatic steps in one turn, the players only passing`);
      continue;
    }
    // CR 709: a unit that has become Mighty since the last step triggers as any event does.
    noticeMighty(e);
    if (s.pendingTriggers.length > 0) {
      markExpirationRerun(e);
      placePendingTriggers(e);
      setPriority(e, null);
      continue;
    }
    // CR 334, 320, 354.4: outstanding tasks — the cleanups — are handled before pending items are
    // finalized, so a unit a resolution left with lethal damage is gone before a trigger chooses.
    if (cleanup(e)) continue;
    if (s.pendingTriggers.length > 0 || gameOver(s)) continue;
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
    `the game did not settle after ${MAX_STEPS} automatic steps: a loop that the choices made in it keep going (TR 505.10)`,
  );
}

/**
 * TR 505.6: a loop of mandatory actions that no player maintains and none breaks ends the game in
 * a draw; `how` says how it was found.
 */
function declareDraw(e: Engine, how: string): void {
  e.j.set(e.state, "drawn", true);
  emit(e, {
    kind: "gameDrawn",
    detail: `a loop of mandatory actions that no player can break (${how}, TR 505.6)`,
  });
}
