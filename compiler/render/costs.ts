import type { AbilityCost, Cost, PowerAmount } from "../../runtime/definitions.js";
import type { RenderContext } from "./context.js";
import { counted } from "./english.js";
import { filterPhrase } from "./filters.js";

/** RULES G3: a cost as printed: "2 + 1 Fury", "1 Mind", "0", "1 + 1 power of any domain". */
export function costText(cost: Cost): string {
  const parts = cost.power.map(powerText);
  if (cost.energy !== 0 || parts.length === 0) parts.unshift(String(cost.energy));
  return parts.join(" + ");
}

/** "1 Fury", "2 power of any domain". */
export function powerText(power: PowerAmount): string {
  return power.domain === "any"
    ? `${power.amount} power of any domain`
    : `${power.amount} ${power.domain}`;
}

/** A cost of an ability or an additional cost, as an imperative: "exhaust this", "discard 2 cards". */
export function abilityCostClause(cost: AbilityCost, ctx: RenderContext): string {
  switch (cost.cost) {
    case "exhaustThis":
      return "exhaust this";
    case "killThis":
      return "kill this";
    case "recycleThis":
      return "recycle this";
    case "pay":
      return `pay ${costText(cost.amount)}`;
    case "discard":
      return cost.filter === undefined
        ? `discard ${counted(cost.count, "card")}`
        : `discard ${filterPhrase(cost.filter, ctx, countForm(cost.count), "card")}`;
    case "kill":
      return `kill ${filterPhrase(cost.filter, ctx, countForm(cost.count))}`;
    case "exhaust":
      return `exhaust ${filterPhrase(cost.filter, ctx, countForm(cost.count))}`;
    case "recycle":
      return `recycle ${counted(cost.count, "card")}`;
    case "spendBuffThis":
      return "spend this's buff";
    case "spendBuff":
      return "spend a buff";
    default: {
      const _exhaustive: never = cost;
      return _exhaustive;
    }
  }
}

function countForm(count: number): { form: "count"; count: number; upTo: false; target: false } {
  return { form: "count", count, upTo: false, target: false };
}
