/** Lowering a card or token declaration to the runtime's `Definition`. */
import type { DefinitionNode } from "../../grammar/ast.js";
import type { Cost, Definition, Domain, Keyword } from "../../runtime/definitions.js";
import { lowerAbility } from "./abilities.js";
import { sourceRange, visit, type LowerContext } from "./context.js";
import { lowerCost, lowerDomain, lowerKeyword } from "./modifications.js";
import { lowerName } from "./references.js";

export function lowerDefinition(lx: LowerContext, definition: DefinitionNode): Definition {
  visit(lx, definition);
  const lists = lx.lists;
  let cost: Cost | undefined;
  let domains: Domain[] | undefined;
  let might: number | undefined;
  // Tags, then keywords, are gathered on the list stack and copied out at their exact lengths.
  const tagMark = lists.mark();
  for (const characteristic of definition.characteristics) {
    switch (characteristic.kind) {
      case "CostClause":
        visit(lx, characteristic);
        cost = lowerCost(lx, characteristic.cost);
        break;
      case "DomainsClause":
        visit(lx, characteristic);
        domains = lists.map(characteristic.domains, (domain) => lowerDomain(lx, domain));
        break;
      case "MightClause":
        visit(lx, characteristic);
        might = characteristic.value;
        break;
      case "TagsClause":
        visit(lx, characteristic);
        for (const tag of characteristic.tags) {
          const text = lowerName(lx, tag);
          if (!lists.holds(tagMark, text)) lists.hold(text);
        }
        break;
      case "KeywordsClause":
        break;
      default: {
        const _exhaustive: never = characteristic;
        return _exhaustive;
      }
    }
  }
  const tags = lists.listFrom<string>(tagMark);
  const keywordMark = lists.mark();
  for (const characteristic of definition.characteristics) {
    if (characteristic.kind !== "KeywordsClause") continue;
    visit(lx, characteristic);
    for (const keyword of characteristic.keywords) lists.hold(lowerKeyword(lx, keyword));
  }
  lx.bearer = definition.cardType;
  const abilities = lists.map(definition.abilities, (ability) => lowerAbility(lx, ability));
  lx.bearer = undefined;
  // A keyword written with its text (`deathknell: draw 1`) is still a keyword the card has.
  for (const ability of definition.abilities) {
    if (ability.kind !== "KeywordAbility") continue;
    const word = ability.keyword;
    if (!lists.someFrom<Keyword>(keywordMark, (keyword) => keyword.keyword === word))
      lists.hold({ keyword: word });
  }
  const keywords = lists.listFrom<Keyword>(keywordMark);
  const name = lowerName(lx, definition.name);
  const kind = definition.definitionKind;
  const type = definition.cardType;
  const withDomains = domains ?? domainsOfCost(cost);
  const range = lx.ranges ? sourceRange(definition.range) : undefined;
  // Written in the order a card reads (name, cost, domains, Might …), for the emitted modules.
  // Each shape is one literal: fields added to an object after its literal go to a property
  // array that V8 allocates young even where it allocates the object itself old, and the garbage
  // collector then copies that array of every card twice.
  if (cost === undefined) {
    if (might === undefined) {
      return range === undefined
        ? { kind, type, name, domains: withDomains, tags, keywords, abilities }
        : { kind, type, name, domains: withDomains, tags, keywords, abilities, range };
    }
    return range === undefined
      ? { kind, type, name, domains: withDomains, might, tags, keywords, abilities }
      : { kind, type, name, domains: withDomains, might, tags, keywords, abilities, range };
  }
  if (might === undefined) {
    return range === undefined
      ? { kind, type, name, cost, domains: withDomains, tags, keywords, abilities }
      : { kind, type, name, cost, domains: withDomains, tags, keywords, abilities, range };
  }
  return range === undefined
    ? { kind, type, name, cost, domains: withDomains, might, tags, keywords, abilities }
    : { kind, type, name, cost, domains: withDomains, might, tags, keywords, abilities, range };
}

/** Without a `domain` line, a card is of the domains its cost's power names (`cost 3 Order`). */
function domainsOfCost(cost: Cost | undefined): Domain[] {
  const domains: Domain[] = [];
  for (const power of cost?.power ?? []) {
    if (power.domain !== "any" && !domains.includes(power.domain)) domains.push(power.domain);
  }
  return domains;
}
