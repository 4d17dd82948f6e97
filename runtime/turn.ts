/**
 * The turn (RULES S1, CR 315–317): Awaken → Beginning (start-of-turn effects, Temporary; then the
 * Scoring Step's Holds) → Channel 2 → Draw 1 → Main (pools empty first) → Ending (end-of-turn
 * effects; then the Expiration Step: heal, "this turn" expires, stuns end, pools empty).
 * A step's tasks run when it begins; the next step begins once the Chain is empty (CR 335).
 */
import type { Phase } from "./definitions.js";
import { type Engine, nextPlayer, playerState } from "./engine.js";
import { refuse } from "./errors.js";
import { changeStatus, channel, draw, heal } from "./game-actions.js";
import { expireDurations, pruneEffects } from "./durations.js";
import { hold } from "./scoring.js";
import { STEP_PHASE, gameOver, type TurnStep } from "./state.js";
import { happen } from "./zone-change.js";
import { battlefields, boardList } from "./board.js";
import { emptyPower } from "./costs.js";
import { noPower } from "./payment.js";
import { setEnergy, setPriority, setStunned, setTurnStep } from "./field-writes.js";

/**
 * The step after this one. A switch rather than a record read by the step's name: a read by a
 * variable key of eight names is one V8 cannot specialize (a megamorphic load on every step).
 */
function stepAfter(step: TurnStep): TurnStep {
  switch (step) {
    case "awaken":
      return "beginning";
    case "beginning":
      return "scoring";
    case "scoring":
      return "channel";
    case "channel":
      return "draw";
    case "draw":
      return "main";
    case "main":
      return "ending";
    case "ending":
      return "expiration";
    case "expiration":
      return "awaken";
    default: {
      const _exhaustive: never = step;
      return _exhaustive;
    }
  }
}

function emptyPools(e: Engine): void {
  for (const p of e.state.players) {
    if (p.pool.energy !== 0) setEnergy(e, p.pool, 0);
    // Each kind read by its name: `Object.values` made an array on every step that empties pools.
    if (!noPower(p.pool.power)) e.j.set(p.pool, "power", emptyPower());
  }
}

function phaseStarted(e: Engine, phase: Phase): void {
  happen(e, { kind: "phaseStarted", player: e.state.turn.player, phase });
}

/**
 * CR 317.2.f: items that go through FEPR during the Expiration Step — triggers, and cards and
 * abilities played then (in a showdown or combat its cleanup began) — make it start over.
 */
export function markExpirationRerun(e: Engine): void {
  const turn = e.state.turn;
  if (turn.step === "expiration" && turn.expireAgain !== true) e.j.set(turn, "expireAgain", true);
}

/** Begin the next step of the turn and carry out its tasks. */
export function advanceStep(e: Engine): void {
  const s = e.state;
  const again = s.turn.step === "expiration" && s.turn.expireAgain === true;
  if (again) e.j.set(s.turn, "expireAgain", undefined);
  const step = again ? "expiration" : stepAfter(s.turn.step);
  if (step === "awaken") {
    e.j.set(s.turn, "number", s.turn.number + 1);
    e.j.set(s.turn, "player", nextPlayer(e, s.turn.player));
  }
  setTurnStep(e, step);
  const player = s.turn.player;
  switch (step) {
    case "awaken":
      for (const p of s.players)
        if (p.finalizedThisTurn.length > 0) e.j.set(p, "finalizedThisTurn", []);
      expireDurations(e, { kind: "turnStart", player });
      happen(e, { kind: "turnStarted", player });
      phaseStarted(e, "awaken");
      // CR 315.1.b: the turn player readies everything they control.
      for (const obj of boardList(e)) {
        if (obj.controller === player && obj.exhausted)
          changeStatus(e, obj.id, "readied", null, { player, source: null });
      }
      return;
    case "beginning":
      // Temporary (CR 816) and start-of-turn effects trigger here, before the Scoring Step.
      phaseStarted(e, "beginning");
      return;
    case "scoring":
      for (const bf of battlefields(e)) {
        if (bf.controller === player) hold(e, player, bf.id, null);
      }
      return;
    case "channel": {
      phaseStarted(e, "channel");
      // CR 485.7: the player going second channels an extra rune in their first Channel Phase.
      const bonus = playerState(e, player).channelBonus ?? 0;
      if (bonus > 0) e.j.set(playerState(e, player), "channelBonus", 0);
      channel(e, player, 2 + bonus, false, null);
      return;
    }
    case "draw": {
      phaseStarted(e, "draw");
      // CR 487.7, 488.7: the first player of a free-for-all skips the draw of their first turn.
      const drawer = playerState(e, player);
      if (drawer.skipDraw) e.j.set(drawer, "skipDraw", false);
      else draw(e, player, 1, null, { player, source: null });
      return;
    }
    case "main":
      emptyPools(e);
      phaseStarted(e, "main");
      return;
    case "ending":
      phaseStarted(e, "ending");
      happen(e, { kind: "turnEnded", player });
      return;
    case "expiration":
      for (const obj of boardList(e)) {
        if (obj.damage > 0) heal(e, obj.id, { player: null, source: null });
        if (obj.stunned) setStunned(e, obj, false);
      }
      expireDurations(e, { kind: "endOfTurn" });
      pruneEffects(e);
      emptyPools(e);
      return;
    default: {
      const _exhaustive: never = step;
      return _exhaustive;
    }
  }
}

/** The player action "end the turn" (CR 316.9): only from the turn player's open Main Phase. */
export function endTurn(e: Engine, player: string): void {
  const s = e.state;
  if (gameOver(s)) refuse("gameOver", "the game is over");
  if (s.turn.player !== player)
    refuse("notYourTurn", `it is ${s.turn.player}'s turn, not ${player}'s`);
  if (s.turn.step !== "main")
    refuse(
      "wrongPhase",
      `the turn can be ended only in the Main Phase (it is the ${STEP_PHASE[s.turn.step]} phase)`,
    );
  if (s.chain.length > 0)
    refuse("illegalAction", "the Chain is not empty: resolve it before ending the turn");
  if (s.showdown !== null || s.combat !== null)
    refuse("illegalAction", "a showdown or combat is in progress");
  if (s.priority !== player) refuse("noPriority", `${player} does not have priority`);
  setPriority(e, null);
  advanceStep(e);
}
