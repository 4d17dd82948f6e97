/**
 * Delayed triggers at a moment of the turn (RULES E3, E4, B1, CR 390.2, 391–392): `at the end of
 * this turn: …`, `at the start of your next turn: …`. One waits in the game's delayed abilities
 * like any other and is found by the same event a printed `at the end of each turn` is, so it
 * goes on the Chain with the printed ones of that moment (CR 383.3.d.1); unlike them it fires
 * once and is then gone.
 */
import type { Duration, Effect, EventPattern, Instruction, StepMoment } from "./definitions.js";
import { type Context, copyBindings } from "./context.js";
import { type Engine, mintEffectId } from "./engine.js";
import type { EventFacts } from "./triggers.js";
import type { StepWait } from "./state.js";

/** The event that marks the moment: a turn's start or end, or a phase's start. */
function stepPattern(at: StepMoment): EventPattern {
  if (at.edge === "end") return { event: "turnEnded" };
  if ("phase" in at) return { event: "phaseStarted", phase: at.phase };
  return { event: "turnStarted" };
}

/**
 * Makes the delayed trigger. Its controller and "you" are those of the ability that made it, as
 * for any delayed ability (CR 392, 191.4.b). `your next turn` (and `an opponent's next turn`) is
 * the next turn of that "you" (of an opponent of that "you") —
 * or, with no one as "you" (an uncontrolled battlefield's ability, CR 190.6.d), of the player
 * who carried that ability out, as a duration naming "you" is read (`until your next turn`).
 */
export function makeStepTrigger(
  e: Engine,
  ins: Extract<Instruction, { op: "delayedStep" }>,
  ctx: Context,
): void {
  const at = ins.at;
  const turn = e.state.turn;
  // CR 317.1, 391: "the end of this turn" is this turn's Ending Step. Made in it (by an
  // end-of-turn trigger) or in the Expiration Step, that moment has passed and does not come
  // again this turn: the ability is not made, as one whose duration is over is not
  // (CR 359.3.e.16) — it does not wait for another turn's end.
  if (at.turn === "this" && (turn.step === "ending" || turn.step === "expiration")) return;
  const you = ctx.controller ?? ctx.actor;
  const player = at.turn === "next" && at.player === "you" ? you : null;
  // The end of "the next turn" is not this turn's end; any start still to come is a later one.
  const after = at.turn === "next" && at.edge === "end" ? turn.number : turn.number - 1;
  // CR 317: "an opponent's next turn" is the next turn of an opponent of that "you" — in a Duel
  // the opponent's; with several, whichever opponent's turn comes first.
  const step: StepWait =
    at.turn === "next" && at.player === "opponent"
      ? { player, after, opponentOf: you }
      : { player, after };
  // "This turn"'s ends with the turn (CR 317.2.c), fired or not; a "next" one waits until it fires.
  const duration: Duration = at.turn === "this" ? { until: "endOfTurn" } : { until: "permanent" };
  addDelayedAbility(e, ctx, stepPattern(at), ins.effect, duration, step);
}

/**
 * Makes a delayed triggered ability (CR 390–392) of the resolution in `ctx`: controlled by who
 * carries it out, with its "you", and reading only what this resolution bound, while the link
 * holds (RULES E3, B1, B4).
 */
export function addDelayedAbility(
  e: Engine,
  ctx: Context,
  trigger: EventPattern,
  effect: Effect,
  duration: Duration,
  step: StepWait | null,
): void {
  e.j.push(e.state.delayed, {
    id: mintEffectId(e),
    trigger,
    effect,
    duration,
    controller: ctx.actor,
    you: ctx.controller,
    source: ctx.source,
    sourceName: ctx.sourceName,
    bindings: copyBindings(ctx.bindings),
    targets: {},
    here: ctx.here,
    createdTurn: e.state.turn.number,
    step,
  });
}

/** Whether the moment a step trigger waits for is this event. */
export function stepArrived(e: Engine, step: StepWait, ev: EventFacts): boolean {
  return (
    (step.player === null || ev.player === step.player) &&
    (step.opponentOf === undefined || (ev.player != null && ev.player !== step.opponentOf)) &&
    e.state.turn.number > step.after
  );
}
