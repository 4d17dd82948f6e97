import type { Ability } from "../../runtime/definitions.js";
import { conditionClause } from "./conditions.js";
import { withEvent, type RenderContext } from "./context.js";
import { abilityCostClause } from "./costs.js";
import { capitalize, joinList, sentence } from "./english.js";
import {
  eventClause,
  nthTimeLeadIn,
  oneOrMoreLeadIn,
  preventionClause,
  triggerLeadIn,
} from "./events.js";
import { filterPhrase } from "./filters.js";
import { effectClause, effectClauses, effectSentences } from "./instructions.js";
import { modificationPredicate } from "./modifications.js";
import { objectPhrase, objectReferent } from "./objects.js";

/** One ability as card text: one or more sentences, the first naming when or how it applies. */
export function abilityText(ability: Ability, ctx: RenderContext): string {
  let text = abilityBody(ability, ctx);
  // CR 385.2: an ability off the board says where it functions.
  if (ability.zone !== undefined)
    text = `While this is in your ${ability.zone}, ${lowerFirst(text)}`;
  return ability.keyword === undefined ? text : `${ability.keyword} — ${text}`;
}

function abilityBody(ability: Ability, ctx: RenderContext): string {
  switch (ability.kind) {
    case "effect":
      return orNothing(effectSentences(ability.effect, ctx));
    case "triggered": {
      const inner = withEvent(ctx, { trigger: ability.trigger });
      let leadIn =
        ability.nthTime !== undefined
          ? nthTimeLeadIn(ability.trigger, ability.nthTime, inner)
          : ability.oneOrMore === true
            ? oneOrMoreLeadIn(ability.trigger, inner)
            : triggerLeadIn(ability.trigger, inner);
      if (ability.oncePerTurn === true) leadIn = `Once each turn, ${lowerFirst(leadIn)}`;
      if (ability.condition !== undefined)
        leadIn += `, if ${conditionClause(ability.condition, inner)}`;
      return joinedToLeadIn(leadIn, effectClauses(ability.effect, inner));
    }
    case "activated": {
      const costs = ability.costs.map((cost) => abilityCostClause(cost, ctx));
      const costText = costs.length > 0 ? capitalize(costs.join(", ")) : "Activate";
      const timing = ability.timing === undefined ? "" : `${ability.timing} — `;
      return `${timing}${costText}: ${orNothing(effectSentences(ability.effect, ctx))}`;
    }
    case "static": {
      const opening =
        ability.condition === undefined ? "" : `While ${conditionClause(ability.condition, ctx)}, `;
      const referent = objectReferent(ability.affects, ctx);
      // A static ability speaks of every matching object at once: "Units you control here have …".
      const subject =
        ability.affects.ref === "all"
          ? filterPhrase(ability.affects.filter, ctx, { form: "plural" })
          : objectPhrase(ability.affects, ctx);
      const predicate = modificationPredicate(ability.modifications, ctx, {
        verb: "have",
        plural: referent.plural,
        recipientNoun: referent.noun,
      });
      return sentence(`${opening}${subject} ${predicate}`);
    }
    case "replacement": {
      const inner = withEvent(ctx, { replaced: ability.pattern });
      const once = ability.oncePerTurn === true ? "Once each turn, " : "";
      if (ability.prevent !== undefined) {
        const prevention = preventionClause(
          ability.pattern,
          ability.prevent,
          ability.combat === true,
          inner,
        );
        return sentence(once === "" ? prevention : `${once}${lowerFirst(prevention)}`);
      }
      const event = eventClause(ability.pattern, inner, "would", "#replaced");
      const opening = once === "" ? "If" : `${once}if`;
      if (ability.dealsMore !== undefined) {
        // CR 370.1.b: the damage its source deals, or the damage dealt to it, rewritten.
        const by = ability.dealsMore;
        const more =
          by === "double" ? "double that much" : `that much ${by < 0 ? "-" : "+"}${Math.abs(by)}`;
        const verb = ability.pattern.event === "damaged" ? "it's dealt" : "it deals";
        return sentence(`${opening} ${event}, ${verb} ${more} instead`);
      }
      return sentence(`${opening} ${event}, ${effectClause(ability.instead, inner)} instead`);
    }
    case "optionalCost": {
      const costs = joinList(ability.costs.map((cost) => abilityCostClause(cost, ctx)));
      if (ability.optional) {
        const offer = sentence(`As you play this, you may ${costs}`);
        if (ability.effect.length === 0) return offer;
        return `${offer} ${sentence(`If you do, ${effectClause(ability.effect, ctx)}`)}`;
      }
      const required = sentence(`As an additional cost to play this, ${costs}`);
      return [required, ...effectSentences(ability.effect, ctx)].join(" ");
    }
    default: {
      const _exhaustive: never = ability;
      return _exhaustive;
    }
  }
}

/** "When this is played" + ["draw 1 card", "discard 1 card"] → "When …, draw 1 card. Discard 1 card." */
function joinedToLeadIn(leadIn: string, clauses: readonly string[]): string {
  const [first = "do nothing", ...rest] = clauses;
  return [sentence(`${leadIn}, ${first}`), ...rest.map(sentence)].join(" ");
}

function orNothing(sentences: readonly string[]): string {
  return sentences.length > 0 ? sentences.join(" ") : "Do nothing.";
}

function lowerFirst(text: string): string {
  return text.length === 0 ? text : text[0]!.toLowerCase() + text.slice(1);
}
