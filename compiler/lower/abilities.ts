/** Lowering abilities: one ability object per ability written. */
import type { AbilityNode, ObjectRefNode } from "../../grammar/ast.js";
import type {
  Ability,
  ActivatedAbility,
  ObjectRef,
  StaticAbility,
  TriggeredAbility,
} from "../../runtime/definitions.js";
import { LoweringError, visit, withRange, type LowerContext } from "./context.js";
import { lowerCondition, lowerEvent, lowerPhaseTrigger } from "./events.js";
import { lowerBlock } from "./instructions.js";
import { lowerAbilityCost, lowerModification } from "./modifications.js";
import { lowerFilter } from "./references.js";

export function lowerAbility(lx: LowerContext, ability: AbilityNode): Ability {
  visit(lx, ability);
  const lowered = lowerAbilityAlone(lx, ability);
  return withRange(lx, lowered, ability.range);
}

function lowerAbilityAlone(lx: LowerContext, ability: AbilityNode): Ability {
  switch (ability.kind) {
    case "SpellEffect":
      return { kind: "effect", effect: lowerBlock(lx, ability.effect) };
    case "Triggered": {
      // Built in reading order by assignment: a conditional spread in a literal costs ten times
      // as much, and this runs for every ability of a build.
      const triggered = {
        kind: "triggered",
        trigger:
          ability.trigger.kind === "PhaseTrigger"
            ? lowerPhaseTrigger(lx, ability.trigger)
            : lowerEvent(lx, ability.trigger),
      } as TriggeredAbility;
      if (ability.condition) triggered.condition = lowerCondition(lx, ability.condition);
      if (ability.oncePerTurn) triggered.oncePerTurn = true;
      triggered.effect = lowerBlock(lx, ability.effect);
      return triggered;
    }
    case "Activated": {
      const activated = {
        kind: "activated",
        costs: ability.costs.map((cost) => lowerAbilityCost(lx, cost)),
      } as ActivatedAbility;
      if (ability.timing) activated.timing = ability.timing;
      activated.effect = lowerBlock(lx, ability.effect);
      return activated;
    }
    case "Static": {
      const lowered = { kind: "static" } as StaticAbility;
      if (ability.condition) lowered.condition = lowerCondition(lx, ability.condition);
      lowered.affects = lowerAffected(lx, ability.subject);
      lowered.modifications = ability.modifications.map((modification) =>
        lowerModification(lx, modification),
      );
      return lowered;
    }
    case "Replacement":
      return {
        kind: "replacement",
        pattern: lowerEvent(lx, ability.event),
        instead: lowerBlock(lx, ability.instead),
      };
    case "OptionalCost":
      return {
        kind: "optionalCost",
        optional: ability.optional,
        costs: ability.costs.map((cost) => lowerAbilityCost(lx, cost)),
        effect: ability.effect ? lowerBlock(lx, ability.effect) : [],
      };
    case "KeywordAbility": {
      const effect = lowerBlock(lx, ability.effect);
      switch (ability.keyword) {
        case "Deathknell":
          // CR 808: "When this dies, …".
          return {
            kind: "triggered",
            keyword: "Deathknell",
            trigger: { event: "killed", subject: { ref: "this" } },
            effect,
          };
        case "Legion":
          // CR 812: the text applies if its controller played another card this turn. A spell's
          // Legion is part of its resolution; a permanent's happens as it is played.
          if (lx.bearer === "spell") {
            return {
              kind: "effect",
              keyword: "Legion",
              effect: [
                { op: "if", condition: { cond: "playedAnotherCardThisTurn" }, then: effect },
              ],
            };
          }
          return {
            kind: "triggered",
            keyword: "Legion",
            trigger: { event: "played", subject: { ref: "this" } },
            condition: { cond: "playedAnotherCardThisTurn" },
            effect,
          };
        default:
          throw new LoweringError(`${ability.keyword} has no text of its own`, ability.range);
      }
    }
    case "Error":
      throw new LoweringError("a syntax error left this ability unfinished", ability.range);
    default: {
      const _exhaustive: never = ability;
      return _exhaustive;
    }
  }
}

/** A static ability affects this, or every object matching its filter. */
function lowerAffected(lx: LowerContext, subject: ObjectRefNode): ObjectRef {
  visit(lx, subject);
  switch (subject.kind) {
    case "ThisRef":
      return { ref: "this" };
    case "AllRef":
      return { ref: "all", filter: lowerFilter(lx, subject.filter) };
    default:
      throw new LoweringError(
        "a static ability affects this or all objects of a kind",
        subject.range,
      );
  }
}
