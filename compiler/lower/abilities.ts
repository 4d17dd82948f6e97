/** Lowering abilities: one ability object per ability written. */
import type { AbilityNode, ObjectRefNode } from "../../grammar/ast.js";
import type { Ability, ObjectRef } from "../../runtime/definitions.js";
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
    case "Triggered":
      return {
        kind: "triggered",
        trigger:
          ability.trigger.kind === "PhaseTrigger"
            ? lowerPhaseTrigger(lx, ability.trigger)
            : lowerEvent(lx, ability.trigger),
        ...(ability.condition ? { condition: lowerCondition(lx, ability.condition) } : {}),
        ...(ability.oncePerTurn ? { oncePerTurn: true } : {}),
        effect: lowerBlock(lx, ability.effect),
      };
    case "Activated":
      return {
        kind: "activated",
        costs: ability.costs.map((cost) => lowerAbilityCost(lx, cost)),
        ...(ability.timing ? { timing: ability.timing } : {}),
        effect: lowerBlock(lx, ability.effect),
      };
    case "Static":
      return {
        kind: "static",
        ...(ability.condition ? { condition: lowerCondition(lx, ability.condition) } : {}),
        affects: lowerAffected(lx, ability.subject),
        modifications: ability.modifications.map((modification) =>
          lowerModification(lx, modification),
        ),
      };
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
