/** Conditions: "if", intervening conditions of triggers, conditions of static abilities. */
import type { Comparison, Condition, Filter } from "./definitions.js";
import { knownMatches, knownOff } from "./last-known.js";
import type { ObjectId } from "./state.js";
import type { Context } from "./context.js";
import { createContext } from "./context.js";
import type { Engine } from "./engine.js";
import {
  type Perspective,
  candidates,
  compare,
  matchesFilter,
  objectMatchesFilter,
  playerMatches,
} from "./filters.js";
import { resolveObjects } from "./references.js";
import { onBoard } from "./zones.js";
import { countVersus, scoreVersus } from "./score-versus.js";

export function evaluateCondition(e: Engine, condition: Condition, ctx: Context): boolean {
  switch (condition.cond) {
    case "and":
      return condition.all.every((c) => evaluateCondition(e, c, ctx));
    case "or":
      return condition.any.some((c) => evaluateCondition(e, c, ctx));
    case "not":
      return !evaluateCondition(e, condition.condition, ctx);
    case "exists": {
      const comparison = condition.count ?? AT_LEAST_ONE;
      return compare(countMatching(e, condition.filter, ctx, comparison.value + 1), comparison);
    }
    case "didPrevious":
      return ctx.didPrevious;
    case "paid":
      return ctx.choices.optionalCosts.includes(condition.ability);
    case "playedAnotherCardThisTurn": {
      // CR 812.1.c: a card other than this one, finalized by you this turn. "This one" is this
      // object: the same card played earlier this turn was another object (RULES O1, CR 124),
      // and its play counts — the card is then not the first played this turn.
      const you = e.state.players.find((p) => p.id === ctx.controller);
      return you !== undefined && you.finalizedThisTurn.some((id) => id !== ctx.source);
    }
    case "score":
      return e.state.players.some(
        (p) =>
          playerMatches(condition.player, p.id, ctx.controller) &&
          compare(p.score, condition.comparison),
      );
    case "scoreVersus":
      return scoreVersus(e, condition, ctx.controller);
    case "countVersus":
      return countVersus(e, condition, ctx);
    case "isTurnOf":
      return playerMatches(condition.player, e.state.turn.player, ctx.controller);
    case "controls": {
      const ids = resolveObjects(e, condition.object, ctx, { peek: true });
      return ids.some((id) => {
        // An object that left the board had the controller it left with (CR 359.3.f.3).
        const known = knownOff(e, ctx, id);
        if (known !== undefined)
          return playerMatches(condition.player, known.controller, ctx.controller);
        const obj = e.state.objects[id];
        return obj !== undefined && playerMatches(condition.player, obj.controller, ctx.controller);
      });
    }
    case "is": {
      // A static asks this of its source whenever characteristics are derived: read it directly.
      if (condition.object.ref === "this") {
        const obj = ctx.source === null ? undefined : e.state.objects[ctx.source];
        // An ability that triggered on its source's leaving the board (`when this dies, if this
        // is mighty`) reads the source as it was there (CR 428.1.a.1.b, 359.3.f.3).
        const known = ctx.sourceKnown;
        if (known !== null && (obj === undefined || !onBoard(obj)))
          return knownMatches(known, condition.filter, ctx);
        return obj !== undefined && objectMatchesFilter(e, obj, condition.filter, ctx, true);
      }
      // Several objects (`them`) must all be so; an object gone from the game is not — unless
      // it is one the context knows as it left the board (`when a friendly unit dies: if it is
      // mighty, …`; CR 359.3.f.3, 359.3.e.13), which is read as it was there.
      const ids = resolveObjects(e, condition.object, ctx, { peek: true });
      return (
        ids.length > 0 &&
        ids.every((id) => {
          const known = knownOff(e, ctx, id);
          return known !== undefined
            ? knownMatches(known, condition.filter, ctx)
            : matchesFilter(e, id, condition.filter, ctx, { anyZone: true });
        })
      );
    }
    default: {
      const _exhaustive: never = condition;
      return _exhaustive;
    }
  }
}

/** An `exists` condition's comparison when it names none: "if there is a …". */
const AT_LEAST_ONE: Comparison = { op: ">=", value: 1 };

/**
 * How many objects meet the filter, counted without listing them and no further than `enough`:
 * every comparison with a value answers alike for all counts past it.
 */
function countMatching(e: Engine, filter: Filter, p: Perspective, enough: number): number {
  const ids = candidates(e, filter, p);
  let count = 0;
  for (let i = 0; i < ids.length && count < enough; i++)
    if (matchesFilter(e, ids[i] as ObjectId, filter, p)) count++;
  return count;
}

/** A static ability's condition, read from its source's point of view. */
export function evaluateStaticCondition(e: Engine, condition: Condition, p: Perspective): boolean {
  // Nobody carries a static's condition out; "you" is the perspective's (no one for an
  // uncontrolled battlefield, CR 190.6.d).
  const ctx = createContext({
    controller: p.controller ?? "",
    you: p.controller,
    source: p.source,
    here: p.here,
  });
  return evaluateCondition(e, condition, ctx);
}
