/** Lowering events (RULES E1), phase triggers, conditions and durations (RULES E4). */
import type {
  ConditionNode,
  CountVersusConditionNode,
  DurationNode,
  EventNode,
  ObjectStateConditionNode,
  PhaseTriggerNode,
  PlaceNode,
  PlayerNode,
  ScoreVersusConditionNode,
} from "../../grammar/ast.js";
import type {
  Condition,
  Duration,
  Filter,
  EventPattern,
  LocationPattern,
  PlayerSelector,
  StepMoment,
  SubjectPattern,
} from "../../runtime/definitions.js";
import { LoweringError, visit, type LowerContext } from "./context.js";
import { lowerComparison, lowerFilter, lowerObjectRef, lowerPlayerSelector } from "./references.js";

export function lowerEvent(lx: LowerContext, event: EventNode): EventPattern {
  visit(lx, event);
  const kind = event.event;
  if (lx.findings.conquestsHere.has(event)) {
    // `this conquers`: the runtime's conquest happens to the battlefield, by this unit's controller.
    if (event.subject) visit(lx, event.subject);
    return { event: kind, player: "you", location: { at: "here" } };
  }
  const subject = event.subject ? lowerSubject(lx, event.subject) : undefined;
  const player = event.player ? lowerPlayerSelector(lx, event.player) : undefined;
  const location = event.location ? lowerEventPlace(lx, event.location) : undefined;
  // `this attacks alone` (CR 740.2.a): only attacks and defends, which have no player or place.
  if (event.alone === true) {
    return subject === undefined
      ? { event: kind, alone: true }
      : { event: kind, subject, alone: true };
  }
  // `this deals combat damage` (CR 417.6.c): only dealt damage names combat, and has no player.
  if (event.combat === true) {
    return subject === undefined
      ? { event: kind, combat: true }
      : location === undefined
        ? { event: kind, subject, combat: true }
        : { event: kind, subject, location, combat: true };
  }
  // One literal per shape, for the reason `lowerDefinition` gives.
  if (subject === undefined) {
    if (player === undefined)
      return location === undefined ? { event: kind } : { event: kind, location };
    return location === undefined ? { event: kind, player } : { event: kind, player, location };
  }
  if (player === undefined) {
    return location === undefined ? { event: kind, subject } : { event: kind, subject, location };
  }
  return location === undefined
    ? { event: kind, subject, player }
    : { event: kind, subject, player, location };
}

function lowerSubject(
  lx: LowerContext,
  subject: NonNullable<EventNode["subject"]>,
): SubjectPattern {
  visit(lx, subject);
  switch (subject.kind) {
    case "ThisRef":
      return { ref: "this" };
    case "ChooseRef":
    case "AllRef":
      return { ref: "match", filter: lowerFilter(lx, subject.filter) };
    case "ItRef":
    case "ThatRef":
    case "NamedRef": {
      const ref = lowerObjectRef(lx, subject);
      if (ref.ref === "this") return { ref: "this" };
      if (ref.ref === "bound") return { ref: "bound", name: ref.name };
      throw new LoweringError(
        "an event can watch this, a kind of object or a bound object",
        subject.range,
      );
    }
    case "TargetRef":
    case "TriggeringRef":
      throw new LoweringError(
        "an event cannot watch a target or the triggering object",
        subject.range,
      );
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
}

function lowerEventPlace(lx: LowerContext, place: PlaceNode): LocationPattern {
  visit(lx, place);
  switch (place.place) {
    case "here":
      return { at: "here" };
    case "base":
      return { at: "base", player: place.player ? lowerPlayerSelector(lx, place.player) : "any" };
    case "battlefield":
      if (place.battlefield) visit(lx, place.battlefield);
      if (place.battlefield?.kind === "ThisRef") return { at: "thisBattlefield" };
      if (place.battlefield?.kind === "ChooseRef") {
        lowerFilter(lx, place.battlefield.filter);
        return { at: "anyBattlefield" };
      }
      throw new LoweringError(
        "an event can watch a battlefield, this battlefield, here or a base",
        place.range,
      );
    case "there":
    case "sameLocationAs":
    case "zone":
    case "chain":
      throw new LoweringError(
        "an event can watch a battlefield, this battlefield, here or a base",
        place.range,
      );
    default: {
      const _exhaustive: never = place.place;
      return _exhaustive;
    }
  }
}

export function lowerPhaseTrigger(lx: LowerContext, trigger: PhaseTriggerNode): EventPattern {
  visit(lx, trigger);
  const player = trigger.player;
  if (trigger.phase === undefined) {
    const event = trigger.edge === "start" ? "turnStarted" : "turnEnded";
    return player === "any" ? { event } : { event, player };
  }
  if (trigger.edge === "end")
    throw new LoweringError("the end of a phase is not an event", trigger.range);
  const phase = trigger.phase;
  return player === "any"
    ? { event: "phaseStarted", phase }
    : { event: "phaseStarted", player, phase };
}

/** RULES E4, CR 390.2: the moment a delayed trigger an effect makes waits for, once. */
export function lowerStepMoment(lx: LowerContext, trigger: PhaseTriggerNode): StepMoment {
  visit(lx, trigger);
  const { edge, phase, turn } = trigger;
  if (turn === "this" && edge === "end" && phase === undefined) return { edge, turn };
  if (turn !== "next")
    throw new LoweringError(
      "a delayed trigger names this turn's end or a next turn",
      trigger.range,
    );
  const player = trigger.player;
  if (phase === undefined) return { edge, turn, player };
  if (edge === "end") throw new LoweringError("the end of a phase is not an event", trigger.range);
  return { edge, turn, player, phase };
}

export function lowerCondition(lx: LowerContext, condition: ConditionNode): Condition {
  visit(lx, condition);
  switch (condition.kind) {
    case "AndCondition":
      return { cond: "and", all: lx.lists.map(condition.all, (part) => lowerCondition(lx, part)) };
    case "OrCondition":
      return { cond: "or", any: lx.lists.map(condition.any, (part) => lowerCondition(lx, part)) };
    case "NotCondition":
      return { cond: "not", condition: lowerCondition(lx, condition.condition) };
    case "DidPreviousCondition": {
      // First in an effect, `if you do` asks whether the optional cost was paid (CR 357).
      const ability = lx.findings.paidAbilities.get(condition);
      return ability === undefined ? { cond: "didPrevious" } : { cond: "paid", ability };
    }
    case "PaidCondition": {
      const ability = lx.findings.paidAbilities.get(condition);
      if (ability === undefined)
        throw new LoweringError("no optional cost to ask about", condition.range);
      return { cond: "paid", ability };
    }
    case "PlayedAnotherCondition":
      return { cond: "playedAnotherCardThisTurn" };
    case "ExistsCondition": {
      const filter = lowerFilter(lx, condition.filter);
      if (condition.controller && !filter.controller)
        filter.controller = lowerPlayerSelector(lx, condition.controller);
      const count = lowerComparison(lx, condition.count);
      const atLeastOne = count.op === ">=" && count.value === 1;
      return atLeastOne ? { cond: "exists", filter } : { cond: "exists", filter, count };
    }
    case "ControlsCondition":
      return {
        cond: "controls",
        player: lowerPlayerSelector(lx, condition.player),
        object: lowerObjectRef(lx, condition.object),
      };
    case "ScoreCondition":
      return {
        cond: "score",
        player: lowerPlayerSelector(lx, condition.player),
        comparison: lowerComparison(lx, condition.comparison),
      };
    case "ScoreVersusCondition":
      return lowerScoreVersus(lx, condition);
    case "CountVersusCondition":
      return lowerCountVersus(lx, condition);
    case "TurnCondition":
      return { cond: "isTurnOf", player: lowerPlayerSelector(lx, condition.player) };
    case "ObjectStateCondition":
      return {
        cond: "is",
        object: lowerObjectRef(lx, condition.object),
        filter:
          condition.alone === true
            ? { ...stateFilter(condition.state), alone: true }
            : stateFilter(condition.state),
      };
    case "ThisKillsCondition":
      // Only the whole condition of an `if` (the checker's RS2083), which lowers it as `ifKills`.
      throw new LoweringError("`this kills it` outside an `if` of its own", condition.range);
    default: {
      const _exhaustive: never = condition;
      return _exhaustive;
    }
  }
}

/**
 * `you have the most points` is more than every other player; `than each opponent` is more than
 * every opponent, `than an opponent` than any one of them (RULES S2).
 */
function lowerScoreVersus(lx: LowerContext, condition: ScoreVersusConditionNode): Condition {
  const other = condition.other;
  if (other === undefined) {
    const player = lowerPlayerSelector(lx, condition.player);
    const op = condition.more ? ">" : "<";
    return { cond: "scoreVersus", player, op, other: "any", every: true };
  }
  return { cond: "scoreVersus", ...versusPlayers(lx, condition.player, condition.more, other) };
}

/**
 * `an opponent controls more units than you`: each player's count is the filter read as though
 * they were "you" — the units they control, or the cards in their own hand.
 */
function lowerCountVersus(lx: LowerContext, condition: CountVersusConditionNode): Condition {
  const players = versusPlayers(lx, condition.player, condition.more, condition.other);
  const count: Filter =
    condition.controlled === undefined
      ? { zone: { zone: "hand", player: "you" } }
      : { ...lowerFilter(lx, condition.controlled), controller: "you" };
  return { cond: "countVersus", ...players, count };
}

/** `than each opponent` is every opponent, `than an opponent` any one of them (RULES S2). */
function versusPlayers(
  lx: LowerContext,
  first: PlayerNode,
  more: boolean,
  other: PlayerNode,
): { player: PlayerSelector; op: ">" | "<"; other: PlayerSelector; every?: true } {
  const player = lowerPlayerSelector(lx, first);
  const op = more ? ">" : "<";
  if (other.who === "each" || other.who === "eachOpponent") {
    visit(lx, other);
    return { player, op, other: other.who === "each" ? "any" : "opponent", every: true };
  }
  return { player, op, other: lowerPlayerSelector(lx, other) };
}

/**
 * A state as the filter an object must meet: a status, a combat role, or a place. Statuses stay
 * under `statuses`, so that a static reading one is known to (runtime/unread-state.ts).
 */
function stateFilter(state: ObjectStateConditionNode["state"]): Filter {
  switch (state) {
    case "attacking":
      return { role: "attacker" };
    case "defending":
      return { role: "defender" };
    case "atBattlefield":
      return { location: { at: "anyBattlefield" } };
    case "mighty":
      return { mighty: true };
    case "alone":
      return { alone: true };
    default:
      return { statuses: [state] };
  }
}

/** RULES E4; no duration written means the change lasts (CR: effects without a duration are permanent). */
export function lowerDuration(lx: LowerContext, duration: DurationNode | undefined): Duration {
  if (!duration) return { until: "permanent" };
  visit(lx, duration);
  switch (duration.until) {
    case "endOfTurn":
    case "endOfCombat":
    case "endOfYourNextTurn":
    case "endOfOpponentsNextTurn":
    case "yourNextTurn":
    case "opponentsNextTurn":
    case "permanent":
      return { until: duration.until };
    case "nextEvent":
      if (!duration.event)
        throw new LoweringError("`until the next time` without an event", duration.range);
      return { until: "nextEvent", event: lowerEvent(lx, duration.event) };
    default: {
      const _exhaustive: never = duration.until;
      return _exhaustive;
    }
  }
}
