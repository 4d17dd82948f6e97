/** Lowering what objects get, keywords, costs (RULES G3) and ability costs. */
import type {
  AbilityCostNode,
  CostNode,
  ExhaustCostNode,
  KillCostNode,
  CostTermNode,
  DomainNode,
  KeywordNode,
  ModificationNode,
} from "../../grammar/ast.js";
import type {
  AbilityCost,
  Cost,
  Domain,
  Keyword,
  Modification,
  PowerAmount,
} from "../../runtime/definitions.js";
import { lowerAbility } from "./abilities.js";
import { LoweringError, visit, type LowerContext } from "./context.js";
import { lowerFilter, lowerName } from "./references.js";

export function lowerCost(lx: LowerContext, cost: CostNode): Cost {
  visit(lx, cost);
  let energy = 0;
  const lists = lx.lists;
  const mark = lists.mark();
  for (const term of cost.terms) {
    const lowered = lowerCostTerm(lx, term);
    if (lowered === "energy") energy += term.amount;
    else lists.hold(lowered);
  }
  return { energy, power: lists.listFrom<PowerAmount>(mark) };
}

function lowerCostTerm(lx: LowerContext, term: CostTermNode): PowerAmount | "energy" {
  visit(lx, term);
  if (term.resource === "energy") return "energy";
  return { domain: term.resource, amount: term.amount };
}

export function lowerDomain(lx: LowerContext, domain: DomainNode): Domain {
  visit(lx, domain);
  return domain.domain;
}

export function lowerKeyword(lx: LowerContext, keyword: KeywordNode): Keyword {
  visit(lx, keyword);
  const word = keyword.keyword;
  switch (word) {
    case "Deflect":
    case "Assault":
    case "Shield":
      // RULES S4: a valued keyword written without a value has 1.
      return { keyword: word, value: keyword.value ?? 1 };
    case "Flow":
    case "Repeat":
      if (!keyword.cost) throw new LoweringError(`${word} without its cost`, keyword.range);
      return { keyword: word, cost: lowerCost(lx, keyword.cost) };
    case "Hidden":
    case "Accelerate":
    case "Action":
    case "Reaction":
    case "Tank":
    case "Backline":
    case "Ganking":
    case "Legion":
    case "Temporary":
    case "Deathknell":
      return { keyword: word };
    default: {
      const _exhaustive: never = word;
      return _exhaustive;
    }
  }
}

export function lowerModification(lx: LowerContext, modification: ModificationNode): Modification {
  visit(lx, modification);
  switch (modification.kind) {
    case "MightMod": {
      const floor = modification.floor === undefined ? {} : { floor: modification.floor };
      if (modification.players) {
        visit(lx, modification.players);
        const among = modification.players.who === "each" ? "all" : "opponents";
        return { mod: "mightPerPlayer", among, amount: modification.amount, ...floor };
      }
      return modification.per
        ? {
            mod: "mightPerCount",
            per: lowerFilter(lx, modification.per),
            amount: modification.amount,
            ...floor,
          }
        : { mod: "might", amount: modification.amount, ...floor };
    }
    case "KeywordMod":
      return { mod: "keyword", keyword: lowerKeyword(lx, modification.keyword) };
    case "TagMod":
      return { mod: "tags", tags: lx.lists.map(modification.tags, (tag) => lowerName(lx, tag)) };
    case "DomainMod":
      return {
        mod: "domains",
        domains: lx.lists.map(modification.domains, (domain) => lowerDomain(lx, domain)),
      };
    case "CostMod": {
      // RULES C1: a discount is a negative change.
      const sign = modification.direction === "less" ? -1 : 1;
      const cost = lowerCost(lx, modification.cost);
      const change: Extract<Modification, { mod: "cost" }> = {
        mod: "cost",
        energy: sign * cost.energy,
      };
      if (cost.power.length > 0)
        change.power = lx.lists.map(cost.power, (p) => ({
          domain: p.domain,
          amount: sign * p.amount,
        }));
      if (modification.per) change.per = lowerFilter(lx, modification.per);
      if (modification.players) {
        visit(lx, modification.players);
        change.among = modification.players.who === "each" ? "all" : "opponents";
      }
      return change;
    }
    case "EntersReadyMod":
      return { mod: "entersReady" };
    case "PlayableToOpenMod":
      return { mod: "playableToOpen" };
    case "CantMoveMod":
      return { mod: "cantMove" };
    case "CantCombatMod":
      return { mod: "cantCombat", role: modification.role };
    case "CantBeDealtDamageMod":
      return { mod: "cantBeDealtDamage" };
    case "CantBeTargetedMod":
      return { mod: "cantBeTargeted", by: modification.by };
    case "AbilityMod": {
      // A granted ability belongs to another object, so Legion's form is decided without a bearer.
      const bearer = lx.bearer;
      lx.bearer = undefined;
      const ability = lowerAbility(lx, modification.ability);
      lx.bearer = bearer;
      return { mod: "ability", ability };
    }
    default: {
      const _exhaustive: never = modification;
      return _exhaustive;
    }
  }
}

/** `exhaust this` / `kill this`, or the objects of a filter the payer chooses to exhaust or kill. */
function chosenObjectsCost(
  lx: LowerContext,
  cost: ExhaustCostNode | KillCostNode,
  verb: "exhaust" | "kill",
  ofThis: AbilityCost,
): AbilityCost {
  visit(lx, cost.object);
  if (cost.object.kind === "ThisRef") return ofThis;
  if (cost.object.kind !== "ChooseRef")
    throw new LoweringError(
      `${verb === "exhaust" ? "an" : "a"} ${verb} cost is \`${verb} this\` or \`${verb} a …\``,
      cost.range,
    );
  return { cost: verb, filter: lowerFilter(lx, cost.object.filter), count: cost.object.count };
}

export function lowerAbilityCost(lx: LowerContext, cost: AbilityCostNode): AbilityCost {
  visit(lx, cost);
  switch (cost.kind) {
    case "ExhaustCost":
      return chosenObjectsCost(lx, cost, "exhaust", { cost: "exhaustThis" });
    case "KillCost":
      return chosenObjectsCost(lx, cost, "kill", { cost: "killThis" });
    case "PayCost":
      return { cost: "pay", amount: lowerCost(lx, cost.cost) };
    case "DiscardCost": {
      const discard: Extract<AbilityCost, { cost: "discard" }> = {
        cost: "discard",
        count: cost.count,
      };
      if (cost.filter) discard.filter = lowerFilter(lx, cost.filter);
      return discard;
    }
    case "RecycleCost":
      return { cost: "recycle", count: cost.count };
    case "SpendBuffCost":
      return { cost: cost.own ? "spendBuffThis" : "spendBuff" };
    default: {
      const _exhaustive: never = cost;
      return _exhaustive;
    }
  }
}
