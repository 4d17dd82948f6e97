import type { Comparison, Condition, Filter } from "../../runtime/definitions.js";
import {
  meansAny,
  meansNone,
  negatedComparison,
  pointsComparison,
  quantityComparison,
} from "./comparisons.js";
import { aside, type RenderContext } from "./context.js";
import { joinList } from "./english.js";
import { abilityCostClause } from "./costs.js";
import { filterPhrase } from "./filters.js";
import { objectPhrase } from "./objects.js";
import { selectorDoes, selectorPossessive } from "./players.js";

/**
 * A condition as a clause without its "if" or "while": "you control a Recruit unit", "you do".
 * Mentions inside a condition do not change what a later "it" means.
 */
export function conditionClause(condition: Condition, ctx: RenderContext): string {
  return aside(ctx, () => clause(condition, ctx, false));
}

/** `negated` renders "not" by pushing it inward (De Morgan), so every negation reads naturally. */
function clause(condition: Condition, ctx: RenderContext, negated: boolean): string {
  switch (condition.cond) {
    case "and":
    case "or": {
      const all = condition.cond === "and" ? condition.all : condition.any;
      const conjunction = (condition.cond === "and") !== negated ? "and" : "or";
      const parts = all.map((part) => {
        const text = clause(part, ctx, negated);
        const nested = part.cond === "and" || part.cond === "or";
        if (!nested) return text;
        const inner = (part.cond === "and") !== negated ? "and" : "or";
        return inner === conjunction ? text : `${inner === "or" ? "either" : "both"} ${text}`;
      });
      return joinList(parts, conjunction);
    }
    case "not":
      return clause(condition.condition, ctx, !negated);
    case "exists": {
      const count: Comparison = condition.count ?? { op: ">=", value: 1 };
      const compared = negated ? negatedComparison(count) : count;
      const filter = condition.filter;
      if (compared.op === "!=") {
        const plural = filterPhrase(filter, ctx, { form: "plural" });
        return `the number of ${plural} is not ${compared.value}`;
      }
      const { controller, ...uncontrolled } = filter;
      if (controller === "you" || controller === "opponent") {
        return controlsQuantity(controller, uncontrolled, compared, ctx);
      }
      const quantity = quantityOfFilter(filter, compared, ctx);
      return `there ${quantity.single ? "is" : "are"} ${quantity.text}`;
    }
    case "didPrevious":
      return negated ? "you don't" : "you do";
    case "paid": {
      const what = paidCost(condition.ability, ctx);
      return negated ? `you didn't pay ${what}` : `you paid ${what}`;
    }
    case "playedAnotherCardThisTurn":
      return negated
        ? "you haven't played another card this turn"
        : "you've played another card this turn";
    case "score": {
      const compared = negated ? negatedComparison(condition.comparison) : condition.comparison;
      return `${selectorDoes(condition.player, "have")} ${pointsComparison(compared)}`;
    }
    case "scoreVersus": {
      const compared = scoreVersusWords(condition);
      if (!negated) return `${selectorDoes(condition.player, "have")} ${compared}`;
      if (condition.player === "you") return `you don't have ${compared}`;
      return `no ${condition.player === "opponent" ? "opponent" : "player"} has ${compared}`;
    }
    case "countVersus": {
      const { controller: _you, zone, ...counted } = condition.count;
      const hand = zone?.zone === "hand";
      const verb = hand ? "have" : "control";
      const compared = `${condition.op === ">" ? "more" : "fewer"} ${hand ? "cards in hand" : filterPhrase(counted, ctx, { form: "plural" })} than ${versusOther(condition)}`;
      if (!negated) return `${selectorDoes(condition.player, verb)} ${compared}`;
      if (condition.player === "you") return `you don't ${verb} ${compared}`;
      return `no ${condition.player === "opponent" ? "opponent" : "player"} ${hand ? "has" : "controls"} ${compared}`;
    }
    case "isTurnOf":
      return `it ${negated ? "isn't" : "is"} ${selectorPossessive(condition.player)} turn`;
    case "controls": {
      const object = objectPhrase(condition.object, ctx);
      if (!negated) return `${selectorDoes(condition.player, "control")} ${object}`;
      if (condition.player === "you") return `you don't control ${object}`;
      return `no ${condition.player === "opponent" ? "opponent" : "player"} controls ${object}`;
    }
    case "is": {
      const object = objectPhrase(condition.object, ctx);
      const verb = negated ? "isn't" : "is";
      return `${object} ${verb} ${stateWords(condition.filter)}`;
    }
    default: {
      const _exhaustive: never = condition;
      return _exhaustive;
    }
  }
}

/** "the most points", "more points than you", "fewer points than each opponent". */
function scoreVersusWords(condition: Extract<Condition, { cond: "scoreVersus" }>): string {
  const { op, other, every } = condition;
  if (every && other === "any") return op === ">" ? "the most points" : "the fewest points";
  return `${op === ">" ? "more" : "fewer"} points than ${versusOther(condition)}`;
}

/** Whom a player is compared with: "you", "an opponent", "each opponent", "each other player". */
function versusOther(condition: {
  other: Extract<Condition, { cond: "scoreVersus" }>["other"];
  every?: true;
}): string {
  const { other, every } = condition;
  if (every) return other === "any" ? "each other player" : "each opponent";
  return other === "you" ? "you" : other === "opponent" ? "an opponent" : "another player";
}

/** What an `is` condition asks, from its filter: "damaged", "attacking", "at a battlefield". */
function stateWords(filter: Filter): string {
  // CR 740.2.a: "attacking alone", "alone at a battlefield", "alone".
  if (filter.alone === true) {
    const { alone: _, ...rest } = filter;
    if (Object.keys(rest).length === 0) return "alone";
    return rest.location !== undefined ? "alone at a battlefield" : `${stateWords(rest)} alone`;
  }
  if (filter.role !== undefined) return filter.role === "attacker" ? "attacking" : "defending";
  if (filter.location !== undefined) return "at a battlefield";
  if (filter.mighty) return "Mighty";
  return joinList(filter.statuses ?? [], "and");
}

function quantityOfFilter(
  filter: Filter,
  compared: Comparison,
  ctx: RenderContext,
): { text: string; single: boolean } {
  return quantityComparison(
    compared,
    filterPhrase(filter, ctx, { form: "singular" }),
    filterPhrase(filter, ctx, { form: "plural" }),
    filterPhrase(filter, ctx, { form: "one" }),
  );
}

/**
 * A count of objects a player controls, said of the player: "you control 3 or more units", "you
 * control no units at a battlefield". The runtime counts every opponent's objects together, so a
 * number other than "any" or "none" is said of "your opponents".
 */
function controlsQuantity(
  controller: "you" | "opponent",
  filter: Filter,
  compared: Comparison,
  ctx: RenderContext,
): string {
  if (controller === "you") return `you control ${quantityOfFilter(filter, compared, ctx).text}`;
  const one = filterPhrase(filter, ctx, { form: "one" });
  if (meansNone(compared)) return `no opponent controls ${one}`;
  if (meansAny(compared)) return `an opponent controls ${one}`;
  return `your opponents control ${quantityOfFilter(filter, compared, ctx).text}`;
}

/** "the additional cost", or which one when a card has several (RULES C1). */
function paidCost(ability: number, ctx: RenderContext): string {
  const abilities = ctx.definition?.abilities ?? [];
  const optional = abilities.filter((a) => a.kind === "optionalCost");
  const paid = abilities[ability];
  if (optional.length <= 1 || paid?.kind !== "optionalCost") return "the additional cost";
  return `the additional cost to ${joinList(paid.costs.map((cost) => abilityCostClause(cost, ctx)))}`;
}
