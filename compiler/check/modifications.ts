/**
 * Checking what objects get (modifications), keywords with their values, costs (RULES G3) and
 * the costs of abilities.
 */
import type {
  CantCombatModNode,
  ChooseRefNode,
  AbilityCostNode,
  CardTypeWord,
  CostNode,
  KeywordNode,
  KeywordWord,
  MightModNode,
  ModificationNode,
  SpendBuffCostNode,
} from "../../grammar/ast.js";
import { checkGrantedAbility } from "./abilities.js";
import type { AbilityContext, Bearer } from "./context.js";
import type { Reporter } from "./reporter.js";
import { checkFilter } from "./references.js";
import { requireKillable } from "./instructions.js";
import type { Level } from "./resolution.js";

/** RULES S4: valued keywords take a small number; 1 when it is left out. */
const KEYWORD_VALUES = { min: 1, max: 9 };

const UNIT_ONLY: readonly CardTypeWord[] = ["unit"];
const PLAYABLE: readonly CardTypeWord[] = ["unit", "gear", "spell"];

/** Which card types each keyword means something on (RULES S4, F2). */
export const KEYWORD_TYPES: Readonly<Record<KeywordWord, readonly CardTypeWord[]>> = {
  // CR 809.1.a: Deflect is present on permanents, gear as well as units.
  Deflect: ["unit", "gear"],
  Assault: UNIT_ONLY,
  Shield: UNIT_ONLY,
  Flow: ["spell"],
  Repeat: ["spell"],
  Hidden: PLAYABLE,
  Accelerate: UNIT_ONLY,
  Action: PLAYABLE,
  Reaction: PLAYABLE,
  Tank: UNIT_ONLY,
  Backline: UNIT_ONLY,
  Ganking: UNIT_ONLY,
  Legion: PLAYABLE,
  // CR 816.1.a: Temporary is present on permanents, gear as well as units.
  Temporary: ["unit", "gear"],
  Deathknell: ["unit", "gear"],
};

export function checkKeyword(
  report: Reporter,
  keyword: KeywordNode,
  type: CardTypeWord | undefined,
): void {
  if (
    keyword.value !== undefined &&
    (keyword.value < KEYWORD_VALUES.min || keyword.value > KEYWORD_VALUES.max)
  ) {
    report.error(
      keyword.range,
      "RS2018",
      `${keyword.keyword} takes a value from ${KEYWORD_VALUES.min} to ${KEYWORD_VALUES.max}, not ${keyword.value}`,
    );
  }
  if (keyword.cost) checkCost(report, keyword.cost, `the ${keyword.keyword} cost`);
  const types = KEYWORD_TYPES[keyword.keyword];
  if (type !== undefined && !types.includes(type)) {
    report.error(
      keyword.range,
      "RS2019",
      `${keyword.keyword} means something only on ${types.map((t) => `${t}s`).join(", ")}, not on a ${type}`,
    );
  }
}

/** RULES G3: energy, then power by domain or of any domain; each resource once, none of them 0. */
export function checkCost(report: Reporter, cost: CostNode, what: string): void {
  const seen = new Map<string, number>();
  for (const term of cost.terms) {
    const resource =
      term.resource === "energy"
        ? "energy"
        : term.resource === "any"
          ? "power of any domain"
          : `${term.resource} power`;
    const earlier = seen.get(resource);
    if (earlier !== undefined) {
      report.error(
        term.range,
        "RS2016",
        `${what} names ${resource} twice; write it once as ${earlier + term.amount}`,
      );
    }
    seen.set(resource, (earlier ?? 0) + term.amount);
    if (term.amount === 0 && cost.terms.length > 1) {
      report.error(term.range, "RS2016", `${what} has a 0 term; leave it out`);
    }
  }
}

/**
 * CR 702: `spend this's buff` is paid by a unit on the board: buffs are placed on units only
 * (CR 702, 426.1) and leave them as they leave it (CR 705).
 */
function checkOwnBuffCost(ax: AbilityContext, cost: SpendBuffCostNode): void {
  const type = ax.bearer.type;
  if (type !== undefined && type !== "unit") {
    ax.def.report.error(
      cost.range,
      "RS2087",
      `only units have buffs (CR 702), and this is a ${type}; write \`spend a buff\` to spend one of a unit you control`,
    );
  } else if (ax.functionsIn !== undefined) {
    ax.def.report.error(
      cost.range,
      "RS2087",
      `this ability is used while this is in your ${ax.functionsIn}, where it has no buff (CR 705); write \`spend a buff\` to spend one of a unit you control`,
    );
  }
}

/**
 * CR 702.2.b.2, 705: as it is played the card is on the Chain, not a unit on the board, so it has
 * no buff of its own to spend as an additional cost.
 */
export function checkOptionalBuffCosts(
  ax: AbilityContext,
  costs: readonly AbilityCostNode[],
): void {
  for (const cost of costs) {
    if (cost.kind === "SpendBuffCost" && cost.own) {
      ax.def.report.error(
        cost.range,
        "RS2088",
        "as it is played this is on the Chain and has no buff (CR 705); write `spend a buff` to spend one of a unit you control",
      );
    }
  }
}

/** Costs before `:` and in `as you play this, …` (CR 357). */
export function checkAbilityCosts(
  ax: AbilityContext,
  level: Level,
  costs: readonly AbilityCostNode[],
): void {
  const report = ax.def.report;
  const seen = new Set<string>();
  for (const cost of costs) {
    let key: string = cost.kind;
    if (
      ax.functionsIn !== undefined &&
      (cost.kind === "ExhaustCost" || cost.kind === "KillCost") &&
      cost.object.kind === "ThisRef"
    ) {
      // CR 414.1, 428: only a game object on the board is exhausted or killed.
      report.error(
        cost.range,
        "RS2053",
        `this ability is used while this is in your ${ax.functionsIn}, where it cannot be ${cost.kind === "ExhaustCost" ? "exhausted" : "killed"}; pay another cost`,
      );
      continue;
    }
    switch (cost.kind) {
      case "ExhaustCost":
        if (cost.object.kind === "ThisRef") break;
        key = "ExhaustOther";
        if (cost.object.kind !== "ChooseRef") {
          report.error(
            cost.object.range,
            "RS2017",
            "an exhaust cost is `exhaust this` or `exhaust a …` (another friendly unit, 2 friendly gear …), chosen as it is paid; a target is chosen for an effect, not for a cost",
          );
        } else checkChosenCost(ax, level, cost.object, "exhaust");
        break;
      case "KillCost":
        if (cost.object.kind === "ThisRef") {
          if (ax.bearer.type) requireKillable(ax, [ax.bearer.type], cost.object.range);
          break;
        }
        key = "KillOther";
        if (cost.object.kind !== "ChooseRef") {
          report.error(
            cost.object.range,
            "RS2017",
            "a kill cost is `kill this` or `kill a …` (a friendly unit, 2 gear …)",
          );
        } else {
          checkChosenCost(ax, level, cost.object, "kill");
          requireKillable(ax, cost.object.filter.types, cost.object.range);
        }
        break;
      case "PayCost":
        checkCost(report, cost.cost, "this cost");
        if (cost.cost.terms.every((term) => term.amount === 0)) {
          report.error(cost.range, "RS2016", "paying nothing is not a cost; leave it out");
        }
        break;
      case "DiscardCost":
        if (cost.count < 1) report.error(cost.range, "RS2018", "discard at least 1 card");
        if (cost.filter) {
          if (cost.filter.objectKind === "token") {
            report.error(
              cost.filter.range,
              "RS2005",
              "a hand never holds a token (RULES T7), so this never matches",
            );
          }
          checkFilter(ax, level, cost.filter);
        }
        break;
      case "RecycleCost":
        if (cost.count < 1) report.error(cost.range, "RS2018", "recycle at least 1");
        break;
      case "SpendBuffCost":
        // `spend this's buff, spend a buff` spends two: this's, then another unit's.
        if (cost.own) checkOwnBuffCost(ax, cost);
        else key = "SpendAnyBuff";
        break;
      default: {
        const _exhaustive: never = cost;
        return _exhaustive;
      }
    }
    if (seen.has(key))
      report.error(cost.range, "RS2017", "this cost is already listed; pay it once");
    seen.add(key);
  }
}

/**
 * `kill a friendly unit`, `exhaust 2 other friendly units`: objects on the board chosen as the cost
 * is paid, all of them (CR 357.3), which nothing later can name yet.
 */
function checkChosenCost(
  ax: AbilityContext,
  level: Level,
  object: ChooseRefNode,
  verb: "kill" | "exhaust",
): void {
  const report = ax.def.report;
  if (object.upTo)
    report.error(object.range, "RS2017", "a cost is paid in full; `up to` has no meaning here");
  if (object.bind) {
    report.error(
      object.bind.range,
      "RS2026",
      `\`as ${object.bind.text}\` cannot name what a cost ${verb === "kill" ? "kills" : "exhausts"} yet`,
    );
  }
  if (object.count < 1) report.error(object.range, "RS2018", `${verb} at least 1`);
  checkFilter(ax, level, object.filter);
  if (object.filter.zone) {
    report.error(
      object.filter.zone.range,
      "RS2017",
      verb === "kill"
        ? "a kill cost kills something on the board"
        : "an exhaust cost exhausts something on the board",
    );
  }
}

/** `to a minimum of N` stops a loss of Might: after a gain it would say nothing. */
function checkMightFloor(report: Reporter, modification: MightModNode): void {
  if (modification.floor === undefined || modification.amount < 0) return;
  report.error(
    modification.range,
    "RS2056",
    `a minimum stops a loss of Might, and ${modification.amount >= 0 ? "+" : ""}${modification.amount} might loses none; write \`-${Math.abs(modification.amount) || 1} might to a minimum of ${modification.floor}\`, or leave the minimum out`,
  );
}

/** What objects get, from `give`, a static ability, a token's changes or an expectation. */
export function checkModifications(
  ax: AbilityContext,
  level: Level,
  modifications: readonly ModificationNode[],
  affected: Bearer,
): void {
  const report = ax.def.report;
  for (const modification of modifications) {
    switch (modification.kind) {
      case "MightMod":
        if (affected.type !== undefined && affected.type !== "unit") {
          report.error(
            modification.range,
            "RS2020",
            `only units have Might, and this gives it to a ${affected.type}`,
          );
        }
        if (modification.per) checkFilter(ax, level, modification.per);
        checkMightFloor(report, modification);
        break;
      case "KeywordMod":
        checkKeyword(report, modification.keyword, affected.type);
        break;
      case "TagMod":
        for (const tag of modification.tags) ax.def.names.tags.add(tag.text);
        break;
      case "CostMod":
        checkCost(report, modification.cost, "this cost change");
        if (modification.per || modification.players) {
          if (modification.per) checkFilter(ax, level, modification.per);
          if (modification.cost.terms.some((term) => term.resource !== "energy")) {
            report.error(
              modification.range,
              "RS2072",
              "only Energy is counted for each object or player: write `cost 1 less for each …`, and a power change without `for each`",
            );
          }
        }
        break;
      case "CantBeDealtDamageMod":
        // CR 417.1: only units are dealt damage; for anything else this would say nothing.
        if (affected.type !== undefined && affected.type !== "unit") {
          report.error(
            modification.range,
            "RS2093",
            `only units are dealt damage (CR 417.1), and this says it of a ${affected.type}`,
          );
        }
        break;
      case "PlayableToOpenMod":
        // CR 355.2: only a unit card is played to a location.
        if (affected.type !== undefined && affected.type !== "unit") {
          report.error(
            modification.range,
            "RS2060",
            `only a unit is played to a battlefield (CR 355.2), and this is a ${affected.type}`,
          );
        }
        break;
      case "DomainMod":
      case "EntersReadyMod":
      case "CantMoveMod":
      case "CantBeTargetedMod":
        break;
      case "CantCombatMod":
        checkCombatRestriction(report, modification, affected);
        break;
      case "AbilityMod":
        checkGrantedAbility(ax.def, modification.ability, affected);
        break;
      default: {
        const _exhaustive: never = modification;
        return _exhaustive;
      }
    }
  }
}

/** CR 464.2.c.3: only units gain the Attacker or Defender designation a restriction forbids. */
function checkCombatRestriction(
  report: Reporter,
  modification: CantCombatModNode,
  affected: Bearer,
): void {
  if (affected.type === undefined || affected.type === "unit") return;
  const verb = modification.role === "attacker" ? "attack" : "defend";
  report.error(
    modification.range,
    "RS2090",
    `only units ${verb} (a unit at a battlefield where a combat goes on takes its controller's designation, CR 464.2.c.3), and \`can't ${verb}\` is given here to a ${affected.type}`,
  );
}
