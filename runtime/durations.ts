/**
 * Durations (RULES E4, CR 317.2): "this turn" ends in the Expiration Step; "until your next turn"
 * ends as that player's next turn starts; "until …" ends when the event happens. An expired
 * delayed ability never fires and its link is gone (RULES B3).
 */
import type { Duration, EventPattern } from "./definitions.js";
import type { Context } from "./context.js";
import { type Engine, emit } from "./engine.js";
import type { GameEvent } from "./events.js";
import type { ControlEffect, DelayedAbility, GameObject, ObjectId, PlayerId } from "./state.js";
import { patternMatches } from "./triggers.js";
import { happen } from "./zone-change.js";
import { isBattlefield, locationOf, onBoard } from "./zones.js";
import { inConflict } from "./board.js";
import { endPrevention } from "./prevention.js";
import { endDiscount } from "./next-discounts.js";
import { conquer } from "./scoring.js";

export function durationEndsOn(
  e: Engine,
  duration: Duration,
  event: GameEvent,
  controller: PlayerId,
  source: ObjectId | null,
  bindings?: Record<string, ObjectId[]>,
): boolean {
  if (duration.until !== "nextEvent") return false;
  return patternMatches(e, duration.event, event, { controller, source, here: null, bindings });
}

/**
 * Whom "your" and "you" mean in a delayed ability's duration ("until your next turn", "until the
 * next time you conquer"): its own "you", as its trigger condition and what it does read it
 * (CR 392, 191.4.b) — not the player who carried out the ability that made it, who differs when a
 * battlefield changed hands while that ability waited. With no one as "you" (an uncontrolled
 * battlefield's, CR 190.6.d), the player who carried that ability out, as for what else it did
 * (`give … until your next turn`).
 */
export function delayedYou(delayed: DelayedAbility): PlayerId {
  return delayed.you ?? delayed.controller;
}

/**
 * CR 359.3.e.16: a delayed ability whose duration has already ended is not created; nor is
 * anything that lasts `this combat` made while no combat is going on (CR 466.7.c: it would expire
 * with a combat that is not there).
 */
export function durationAlreadyOver(e: Engine, duration: Duration, ctx?: Context): boolean {
  if (duration.until === "endOfCombat") return e.state.combat === null;
  if (duration.until === "nextEvent")
    return ctx !== undefined && alreadyLeft(e, duration.event, ctx);
  return duration.until === "endOfTurn" && e.state.turn.step === "expiration";
}

/**
 * CR 359.3.e.16 (its second example): what lasts until this or it leaves the board, made once
 * that object has left it (in response, or by the event that triggered the ability), has ended
 * before it was made — the object gone is a new object (RULES O1) that never leaves as this one.
 * A duration that waits on any object leaving (`a unit`) is not over.
 */
function alreadyLeft(e: Engine, pattern: EventPattern, ctx: Context): boolean {
  const subject = pattern.subject;
  if (pattern.event !== "leftBoard" || subject === undefined || subject.ref === "match")
    return false;
  const ids =
    subject.ref === "this"
      ? ctx.source === null
        ? []
        : [ctx.source]
      : (ctx.bindings[subject.name] ?? []);
  return !ids.some((id) => {
    const obj = e.state.objects[id];
    return obj !== undefined && onBoard(obj);
  });
}

/** When durations end: a turn's Expiration Step, a turn's start, a combat's end (CR 466.7). */
type Moment =
  { kind: "endOfTurn" } | { kind: "turnStart"; player: PlayerId } | { kind: "combatEnd" };

function endsNow(
  e: Engine,
  duration: Duration,
  moment: Moment,
  controller: PlayerId,
  createdTurn: number,
): boolean {
  switch (duration.until) {
    case "endOfTurn":
      return moment.kind === "endOfTurn";
    // CR 466.7.c: every `this combat` effect expires as the combat ends. One combat at a time goes
    // on (CR 460), and a turn's combats all end before its Ending Phase.
    case "endOfCombat":
      return moment.kind === "combatEnd";
    // CR 317.2: lasting through the turn it names, it ends with that turn's Expiration Step, as
    // `this turn` ends with this one's; made in that player's own turn, it outlasts this one.
    case "endOfYourNextTurn":
      return (
        moment.kind === "endOfTurn" &&
        e.state.turn.player === controller &&
        createdTurn < e.state.turn.number
      );
    // The same, for the next turn of an opponent: made in an opponent's turn, it outlasts that one.
    case "endOfOpponentsNextTurn":
      return (
        moment.kind === "endOfTurn" &&
        e.state.turn.player !== controller &&
        createdTurn < e.state.turn.number
      );
    case "yourNextTurn":
      return (
        moment.kind === "turnStart" &&
        moment.player === controller &&
        createdTurn < e.state.turn.number
      );
    // CR 317: the next turn of an opponent — with several, whichever of them starts a turn first.
    case "opponentsNextTurn":
      return (
        moment.kind === "turnStart" &&
        moment.player !== controller &&
        createdTurn < e.state.turn.number
      );
    case "nextEvent":
    case "permanent":
      return false;
    default: {
      const _exhaustive: never = duration;
      return _exhaustive;
    }
  }
}

/** End everything whose duration ends at this moment. */
export function expireDurations(e: Engine, moment: Moment): void {
  const s = e.state;
  for (const effect of s.effects.slice()) {
    if (endsNow(e, effect.duration, moment, effect.controller, effect.createdTurn)) {
      e.j.removeValue(s.effects, effect);
      emit(e, { kind: "effectExpired", amount: effect.id, source: effect.source });
    }
  }
  for (const delayed of s.delayed.slice()) {
    if (endsNow(e, delayed.duration, moment, delayedYou(delayed), delayed.createdTurn)) {
      e.j.removeValue(s.delayed, delayed);
    }
  }
  for (const control of s.controlEffects.slice()) {
    if (!endsNow(e, control.duration, moment, control.controller, control.createdTurn)) continue;
    endControlEffect(e, control);
  }
  const preventions = s.preventions;
  if (preventions !== undefined && preventions.length > 0) {
    for (const prevention of preventions.slice()) {
      if (endsNow(e, prevention.duration, moment, prevention.controller, prevention.createdTurn))
        endPrevention(e, prevention, "its duration ended");
    }
  }
  const discounts = s.discounts;
  if (discounts !== undefined && discounts.length > 0) {
    for (const discount of discounts.slice()) {
      if (endsNow(e, discount.duration, moment, discount.player, discount.createdTurn))
        endDiscount(e, discount);
    }
  }
}

/** A change of control ends: control goes back if nothing else has changed it since. */
/**
 * A temporary change of control ends (RULES O3). Changes of one object's control apply in
 * timestamp order (CR 480.3): when the newest ends, the object goes to the player of the newest
 * one still lasting, or back to whoever controlled it before them all; when an older one ends,
 * nothing changes hands, and the next one on the object now goes back to where it would have.
 */
export function endControlEffect(e: Engine, control: ControlEffect): void {
  const s = e.state;
  const onObject = s.controlEffects.filter((c) => c.target === control.target);
  const index = onObject.indexOf(control);
  e.j.removeValue(s.controlEffects, control);
  const later = onObject[index + 1];
  if (later !== undefined) {
    e.j.set(later, "previous", control.previous);
    return;
  }
  const earlier = onObject[index - 1];
  const back = earlier !== undefined ? earlier.player : control.previous;
  const obj = s.objects[control.target];
  // CR 190.4.b: during a showdown or combat at a battlefield only its steps change its control;
  // the change ends, and control stays with whoever has it until those steps decide.
  if (obj && isBattlefield(obj) && inConflict(e, obj.id)) return;
  if (obj && obj.controller === control.player && back !== control.player) {
    handControlBack(e, obj, back);
    // CR 469.1: getting a battlefield back is gaining its control — a Conquer if not yet scored.
    if (back !== null && isBattlefield(obj)) conquer(e, back, obj.id, null);
  }
}

/**
 * Control that goes back as the rules say, not by an effect (so nothing proposes it): as a change
 * of control ends, or from a player who has left (CR 651.3). It is a change of control like any
 * other (RULES E1): "when this changes control" sees it.
 */
export function handControlBack(e: Engine, obj: GameObject, player: PlayerId | null): void {
  e.j.set(obj, "controller", player);
  happen(e, {
    kind: "controlChanged",
    object: obj.id,
    name: obj.name,
    result: obj.id,
    player,
    location: locationOf(obj),
  });
}

/** Effects on identities that no longer exist can never apply again; drop them. */
export function pruneEffects(e: Engine): void {
  const s = e.state;
  for (const effect of s.effects.slice()) {
    if (effect.duration.until === "permanent" && effect.targets.every((id) => !s.objects[id])) {
      e.j.removeValue(s.effects, effect);
    }
  }
  // RULES O1: a prevention protects one object, and a new object is not it (CR 437.2).
  const preventions = s.preventions;
  if (preventions !== undefined && preventions.length > 0) {
    for (const prevention of preventions.slice()) {
      if (prevention.target !== null && !s.objects[prevention.target])
        endPrevention(e, prevention, "the unit it protected is gone");
    }
  }
}
