/** Lowering abilities: one ability object per ability written. */
import type { AbilityNode, ObjectRefNode } from "../../grammar/ast.js";
import type {
  Ability,
  Condition,
  Effect,
  EventPattern,
  FunctionZone,
  ObjectRef,
  SourceRange,
} from "../../runtime/definitions.js";
import { LoweringError, sourceRange, visit, type LowerContext } from "./context.js";
import { lowerCondition, lowerEvent, lowerPhaseTrigger } from "./events.js";
import { lowerBlock } from "./instructions.js";
import { lowerAbilityCost, lowerModification } from "./modifications.js";
import { lowerFilter } from "./references.js";

export function lowerAbility(lx: LowerContext, ability: AbilityNode): Ability {
  visit(lx, ability);
  const range = lx.ranges ? sourceRange(ability.range) : undefined;
  const functionsIn = ability.kind === "Error" ? undefined : ability.functionsIn;
  if (functionsIn === undefined) return lowerAbilityAlone(lx, ability, range);
  visit(lx, functionsIn);
  // Rare: the zone added to the literal, its range kept last. The checker let through only
  // the zones a card's ability may function in (CR 385.2).
  const lowered = lowerAbilityAlone(lx, ability, undefined);
  const zone = functionsIn.zone as FunctionZone;
  return range === undefined ? { ...lowered, zone } : { ...lowered, zone, range };
}

/**
 * Each shape of ability is one literal, its range (when kept) the last field: fields added to an
 * object after its literal go to a property array that V8 allocates young even where it allocates
 * the object itself old, and the garbage collector then copies that array twice. Built in reading
 * order, so the emitted modules read as the card does.
 */
function lowerAbilityAlone(
  lx: LowerContext,
  ability: AbilityNode,
  range: SourceRange | undefined,
): Ability {
  switch (ability.kind) {
    case "SpellEffect": {
      const effect = lowerBlock(lx, ability.effect);
      return range === undefined ? { kind: "effect", effect } : { kind: "effect", effect, range };
    }
    case "Triggered": {
      const trigger =
        ability.trigger.kind === "PhaseTrigger"
          ? lowerPhaseTrigger(lx, ability.trigger)
          : lowerEvent(lx, ability.trigger);
      const condition = ability.condition ? lowerCondition(lx, ability.condition) : undefined;
      const effect = lowerBlock(lx, ability.effect);
      const nthTime = ability.nthTime;
      if (ability.trigger.kind === "Event" && ability.trigger.oneOrMore === true) {
        // Rare: one literal with the optional fields spread in, in reading order.
        return {
          kind: "triggered",
          trigger,
          ...(condition === undefined ? {} : { condition }),
          ...(ability.oncePerTurn ? { oncePerTurn: true } : {}),
          oneOrMore: true,
          effect,
          ...(range === undefined ? {} : { range }),
        };
      }
      if (nthTime !== undefined) {
        // Rare: one literal with the optional fields spread in, in reading order.
        return {
          kind: "triggered",
          nthTime,
          trigger,
          ...(condition === undefined ? {} : { condition }),
          effect,
          ...(range === undefined ? {} : { range }),
        };
      }
      if (condition === undefined) {
        if (!ability.oncePerTurn) {
          return range === undefined
            ? { kind: "triggered", trigger, effect }
            : { kind: "triggered", trigger, effect, range };
        }
        return range === undefined
          ? { kind: "triggered", trigger, oncePerTurn: true, effect }
          : { kind: "triggered", trigger, oncePerTurn: true, effect, range };
      }
      if (!ability.oncePerTurn) {
        return range === undefined
          ? { kind: "triggered", trigger, condition, effect }
          : { kind: "triggered", trigger, condition, effect, range };
      }
      return range === undefined
        ? { kind: "triggered", trigger, condition, oncePerTurn: true, effect }
        : { kind: "triggered", trigger, condition, oncePerTurn: true, effect, range };
    }
    case "Activated": {
      const costs = lx.lists.map(ability.costs, (cost) => lowerAbilityCost(lx, cost));
      const timing = ability.timing;
      const effect = lowerBlock(lx, ability.effect);
      if (timing === undefined) {
        return range === undefined
          ? { kind: "activated", costs, effect }
          : { kind: "activated", costs, effect, range };
      }
      return range === undefined
        ? { kind: "activated", costs, timing, effect }
        : { kind: "activated", costs, timing, effect, range };
    }
    case "Static": {
      const condition = ability.condition ? lowerCondition(lx, ability.condition) : undefined;
      const affects = lowerAffected(lx, ability.subject);
      const modifications = lx.lists.map(ability.modifications, (modification) =>
        lowerModification(lx, modification),
      );
      if (condition === undefined) {
        return range === undefined
          ? { kind: "static", affects, modifications }
          : { kind: "static", affects, modifications, range };
      }
      return range === undefined
        ? { kind: "static", condition, affects, modifications }
        : { kind: "static", condition, affects, modifications, range };
    }
    case "Replacement": {
      const pattern = lowerEvent(lx, ability.event);
      const instead = ability.instead ? lowerBlock(lx, ability.instead) : [];
      if (ability.prevent !== undefined) {
        // Rare: one literal with the optional fields spread in, in reading order.
        return {
          kind: "replacement",
          ...(ability.oncePerTurn ? { oncePerTurn: true } : {}),
          pattern,
          prevent: ability.prevent,
          ...(ability.combat === true ? { combat: true } : {}),
          instead,
          ...(range === undefined ? {} : { range }),
        };
      }
      if (ability.dealsMore !== undefined || pattern.combat === true) {
        // The damage an object deals, rewritten (CR 417.6, 370.1.b), or combat damage alone
        // (CR 417.6.c): as rare, one literal.
        return {
          kind: "replacement",
          ...(ability.oncePerTurn ? { oncePerTurn: true } : {}),
          pattern,
          ...(ability.dealsMore === undefined ? {} : { dealsMore: ability.dealsMore }),
          ...(pattern.combat === true ? { combat: true } : {}),
          instead,
          ...(range === undefined ? {} : { range }),
        };
      }
      if (ability.oncePerTurn) {
        return range === undefined
          ? { kind: "replacement", oncePerTurn: true, pattern, instead }
          : { kind: "replacement", oncePerTurn: true, pattern, instead, range };
      }
      return range === undefined
        ? { kind: "replacement", pattern, instead }
        : { kind: "replacement", pattern, instead, range };
    }
    case "OptionalCost": {
      const optional = ability.optional;
      const costs = lx.lists.map(ability.costs, (cost) => lowerAbilityCost(lx, cost));
      const effect = ability.effect ? lowerBlock(lx, ability.effect) : [];
      return range === undefined
        ? { kind: "optionalCost", optional, costs, effect }
        : { kind: "optionalCost", optional, costs, effect, range };
    }
    case "KeywordAbility": {
      const effect = lowerBlock(lx, ability.effect);
      const keyword = ability.keyword;
      switch (keyword) {
        case "Deathknell": {
          // CR 808: "When this dies, …".
          const trigger: EventPattern = { event: "killed", subject: { ref: "this" } };
          return range === undefined
            ? { kind: "triggered", keyword, trigger, effect }
            : { kind: "triggered", keyword, trigger, effect, range };
        }
        case "Legion": {
          const condition: Condition = { cond: "playedAnotherCardThisTurn" };
          // CR 812: the text applies if its controller played another card this turn. A spell's
          // Legion is part of its resolution; a permanent's happens as it is played.
          if (lx.bearer === "spell") {
            const legion: Effect = [{ op: "if", condition, then: effect }];
            return range === undefined
              ? { kind: "effect", keyword, effect: legion }
              : { kind: "effect", keyword, effect: legion, range };
          }
          const trigger: EventPattern = { event: "played", subject: { ref: "this" } };
          return range === undefined
            ? { kind: "triggered", keyword, trigger, condition, effect }
            : { kind: "triggered", keyword, trigger, condition, effect, range };
        }
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
