/** Lowering a card or token declaration to the runtime's `Definition`. */
import type { DefinitionNode } from "../../grammar/ast.js";
import type { Cost, Definition, Domain, Keyword } from "../../runtime/definitions.js";
import { lowerAbility } from "./abilities.js";
import { visit, withRange, type LowerContext } from "./context.js";
import { lowerCost, lowerDomain, lowerKeyword } from "./modifications.js";
import { lowerName } from "./references.js";

export function lowerDefinition(lx: LowerContext, definition: DefinitionNode): Definition {
  visit(lx, definition);
  let cost: Cost | undefined;
  let domains: Domain[] | undefined;
  let might: number | undefined;
  const tags: string[] = [];
  const keywords: Keyword[] = [];
  for (const characteristic of definition.characteristics) {
    visit(lx, characteristic);
    switch (characteristic.kind) {
      case "CostClause":
        cost = lowerCost(lx, characteristic.cost);
        break;
      case "DomainsClause":
        domains = characteristic.domains.map((domain) => lowerDomain(lx, domain));
        break;
      case "MightClause":
        might = characteristic.value;
        break;
      case "TagsClause":
        for (const tag of characteristic.tags) {
          const text = lowerName(lx, tag);
          if (!tags.includes(text)) tags.push(text);
        }
        break;
      case "KeywordsClause":
        for (const keyword of characteristic.keywords) keywords.push(lowerKeyword(lx, keyword));
        break;
      default: {
        const _exhaustive: never = characteristic;
        return _exhaustive;
      }
    }
  }
  lx.bearer = definition.cardType;
  const abilities = definition.abilities.map((ability) => lowerAbility(lx, ability));
  lx.bearer = undefined;
  // A keyword written with its text (`deathknell: draw 1`) is still a keyword the card has.
  for (const ability of definition.abilities) {
    if (ability.kind === "KeywordAbility" && !keywords.some((k) => k.keyword === ability.keyword)) {
      keywords.push({ keyword: ability.keyword });
    }
  }
  // Written in the order a card reads (name, cost, domains, Might …), for the emitted modules.
  // Optional fields are assigned, not spread into the literal: a spread there costs ten times
  // as much, and this runs for every card of a build.
  const lowered = {
    kind: definition.definitionKind,
    type: definition.cardType,
    name: lowerName(lx, definition.name),
  } as Definition;
  if (cost) lowered.cost = cost;
  lowered.domains = domains ?? domainsOfCost(cost);
  if (might !== undefined) lowered.might = might;
  lowered.tags = tags;
  lowered.keywords = keywords;
  lowered.abilities = abilities;
  return withRange(lx, lowered, definition.range);
}

/** Without a `domain` line, a card is of the domains its cost's power names (`cost 3 Order`). */
function domainsOfCost(cost: Cost | undefined): Domain[] {
  const domains: Domain[] = [];
  for (const power of cost?.power ?? []) {
    if (power.domain !== "any" && !domains.includes(power.domain)) domains.push(power.domain);
  }
  return domains;
}
