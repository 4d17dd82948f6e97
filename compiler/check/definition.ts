/**
 * Checking one card or token: its characteristics for its type (RULES T4, G3, S4), its abilities,
 * and, once every ability is seen, the bound names it used or left unused.
 */
import type {
  CharacteristicNode,
  CostNode,
  DefinitionNode,
  KeywordWord,
} from "../../grammar/ast.js";
import { checkPrintedAbility } from "./abilities.js";
import type { DefinitionContext, UnitContext } from "./context.js";
import { checkCost, checkKeyword } from "./modifications.js";
import { readFilterName } from "./references.js";
import { closestWord } from "../../grammar/suggest.js";
import { withArticle } from "../render/english.js";
import { didYouMean, nameText } from "./names.js";

/** Keywords whose instances count each: listing one twice is not a slip. */
const ADDING_KEYWORDS: ReadonlySet<string> = new Set(["Deflect", "Assault", "Shield", "Repeat"]);

/** Card types that are played, and so have a printed cost (CR 131). */
const COSTED = new Set(["unit", "gear", "spell"]);

export function checkDefinition(ux: UnitContext, definition: DefinitionNode): void {
  let optionalCost: DefinitionContext["optionalCost"] = "none";
  const abilities = definition.abilities;
  for (let index = 0; index < abilities.length; index++) {
    if (abilities[index]!.kind === "OptionalCost")
      optionalCost = optionalCost === "none" ? index : "several";
  }
  const dx: DefinitionContext = {
    report: ux.report,
    names: ux.names,
    findings: ux.findings,
    tagUses: ux.tagUses,
    definition,
    optionalCost,
    declared: [],
    failed: [],
  };
  checkCharacteristics(dx, definition);
  for (const ability of definition.abilities) checkPrintedAbility(dx, ability);
  if (definition.cardType === "spell") {
    const effects = definition.abilities.filter((ability) => ability.kind === "SpellEffect");
    if (effects.length === 0) {
      dx.report.error(
        definition.name.range,
        "RS2021",
        "a spell needs an `effect:` saying what it does",
      );
    }
    for (const extra of effects.slice(1)) {
      dx.report.error(
        extra.range,
        "RS2021",
        "a spell has one `effect:`; join its instructions with `;`",
      );
    }
  }
  judgeNames(dx);
}

function checkCharacteristics(dx: DefinitionContext, definition: DefinitionNode): void {
  const report = dx.report;
  const type = definition.cardType;
  const isToken = definition.definitionKind === "token";
  // Which characteristics were given, as plain locals: this runs for every card of a set.
  let cost: CharacteristicNode | undefined;
  let domains: CharacteristicNode | undefined;
  let might: CharacteristicNode | undefined;
  const keywords: KeywordWord[] = [];
  const flowCosts: string[] = [];
  const once = (
    earlier: CharacteristicNode | undefined,
    characteristic: CharacteristicNode,
  ): CharacteristicNode => {
    if (earlier) {
      report.error(
        characteristic.range,
        "RS2020",
        "this characteristic is already given; give it once",
        [{ range: earlier.range, message: "first given here" }],
      );
    }
    return earlier ?? characteristic;
  };
  for (const characteristic of definition.characteristics) {
    switch (characteristic.kind) {
      case "CostClause":
        cost = once(cost, characteristic);
        if (isToken) {
          report.error(
            characteristic.range,
            "RS2020",
            "a token has no cost; a cost check reads 0 (RULES T4)",
          );
        } else if (!COSTED.has(type)) {
          report.error(
            characteristic.range,
            "RS2020",
            `a ${type} is never played, so it has no cost`,
          );
        }
        checkCost(report, characteristic.cost, "the cost");
        break;
      case "DomainsClause": {
        domains = once(domains, characteristic);
        if (isToken)
          report.error(
            characteristic.range,
            "RS2020",
            "a token has no domains (RULES T4); an effect may give it one",
          );
        const listed = characteristic.domains;
        for (let i = 1; i < listed.length; i++) {
          const domain = listed[i]!;
          if (listed.findIndex((other) => other.domain === domain.domain) < i) {
            report.error(domain.range, "RS2020", `${domain.domain} is listed twice`);
          }
        }
        break;
      }
      case "MightClause":
        might = once(might, characteristic);
        if (type !== "unit")
          report.error(characteristic.range, "RS2020", `only units have Might, not a ${type}`);
        break;
      case "TagsClause":
        for (const tag of characteristic.tags) dx.names.tags.add(tag.text);
        break;
      case "KeywordsClause":
        for (const keyword of characteristic.keywords) {
          checkKeyword(report, keyword, type);
          if (keyword.keyword === "Flow" && keyword.cost !== undefined) {
            // CR 829.1.c.3: several Flow costs are alternatives the player picks from as the
            // spell is played; the same cost twice offers nothing more.
            const key = costKey(keyword.cost);
            if (flowCosts.includes(key))
              report.error(keyword.range, "RS2019", "Flow is already listed with this cost");
            flowCosts.push(key);
          }
          // RULES S4: several Deflects add up, as do Assault and Shield (CR 807.2, 814.2), and each
          // Repeat may be paid (CR 820.1.c.2); any other keyword twice is a slip.
          else if (!ADDING_KEYWORDS.has(keyword.keyword) && keywords.includes(keyword.keyword)) {
            report.error(keyword.range, "RS2019", `${keyword.keyword} is already listed`);
          }
          keywords.push(keyword.keyword);
        }
        break;
      default: {
        const _exhaustive: never = characteristic;
        return _exhaustive;
      }
    }
  }
  if (type === "unit" && !might) {
    report.error(definition.name.range, "RS2020", "a unit needs Might: add `might N`");
  }
  if (!isToken && COSTED.has(type) && !cost) {
    report.error(definition.name.range, "RS2020", `a ${type} card needs a cost: add \`cost N\``);
  }
}

/** Names used where they were not bound, and names bound but never used (RULES E3). */
function judgeNames(dx: DefinitionContext): void {
  const report = dx.report;
  for (const failed of dx.failed) {
    const name = failed.node.name;
    const use = failed.node.range;
    const sameName = dx.declared.filter((entry) => entry.name === name.text);
    // The name is meant to be used; saying it is unused as well would be noise.
    for (const entry of sameName) entry.uses++;
    const sameResolution = sameName.filter((entry) => entry.resolution === failed.level.resolution);
    const later = sameResolution.find(
      (entry) => entry.level.encloses(failed.level) && entry.range.offset > use.offset,
    );
    if (later) {
      report.error(
        name.range,
        "RS2008",
        `\`${name.text}\` is used before it is bound; bind it first`,
        [{ range: later.range, message: `\`${name.text}\` is bound here` }],
      );
    } else if (sameResolution.length > 0) {
      report.error(
        name.range,
        "RS2009",
        `\`${name.text}\` is bound inside a nested part (a branch, a mode, a \`for each\` or a delayed trigger) and does not exist outside it`,
        [{ range: sameResolution[0]!.range, message: `\`${name.text}\` is bound here` }],
      );
    } else if (sameName.length > 0) {
      report.error(
        name.range,
        "RS2009",
        `\`${name.text}\` is bound in another ability; each ability resolves on its own (RULES E3)`,
        [{ range: sameName[0]!.range, message: `\`${name.text}\` is bound here` }],
      );
    } else {
      // `Birds get +1 might this turn`: a tag where a bound name is read (CR 133.8).
      const reading = readFilterName(dx.names, name);
      if (reading.kind === "tag" && !dx.names.symbols.definitions.has(name.text)) {
        const word = name.text;
        report.error(
          name.range,
          "RS2007",
          `nothing is bound as \`${word}\`, and a name alone right before its verb refers to what this ability bound; \`${word}\` is the tag ${reading.tag}: say which, as in \`all ${word}\`, \`your ${word}\` or \`${word} here\``,
        );
        continue;
      }
      // `play Recruit`, `kill Recruit`: a card or token name where a bound name is read.
      const declared = dx.names.symbols.definitions.get(name.text);
      if (declared !== undefined) {
        const kind = declared.definitionKind;
        const noun = `${nameText(name)} ${kind}`;
        report.error(
          name.range,
          "RS2007",
          `nothing is bound as \`${name.text}\`, and a name alone refers to what this ability bound; ${nameText(name)} is a ${kind}: say which, as in \`${withArticle(noun)}\`, \`target ${noun}\` or \`all ${noun}s\`${
            kind === "token" ? ` (\`play ${withArticle(noun)}\` makes one)` : ""
          }`,
        );
        continue;
      }
      const close = closestWord(name.text, failed.visible);
      // A misspelt use still means the name it resembles: that name is not unused.
      if (close !== undefined)
        for (const entry of dx.declared) if (entry.name === close) entry.uses++;
      report.error(
        name.range,
        "RS2007",
        // The likely fix first: a misspelt name is far more common than a missing `as`.
        close === undefined
          ? `nothing is bound as \`${name.text}\`; bind it with \`as ${name.text}\` after what it names`
          : `nothing is bound as \`${name.text}\`${didYouMean(`\`${close}\``)}`,
      );
    }
  }
  for (const entry of dx.declared) {
    if (entry.uses === 0) {
      report.warn(
        entry.range,
        "RS2011",
        `\`${entry.name}\` is bound but never used; remove \`as ${entry.name}\``,
      );
    }
  }
}

/** The same for two costs with the same terms in any order (`1 + 1 Mind`, `1 Mind + 1`). */
function costKey(cost: CostNode): string {
  return cost.terms
    .map((term) => `${term.amount} ${term.resource}`)
    .sort()
    .join(" + ");
}
