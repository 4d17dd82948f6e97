/**
 * Checking abilities: each resolves on its own (RULES E3), with what it may say depending on the
 * card type that carries it.
 */
import type {
  AbilityNode,
  CardTypeWord,
  FunctionZoneNode,
  ReplacementNode,
  StaticNode,
} from "../../grammar/ast.js";
import type { AbilityContext, Bearer, DefinitionContext } from "./context.js";
import { checkCondition, checkEvent, checkPhaseTrigger, mentionEventObject } from "./events.js";
import { checkBlock } from "./instructions.js";
import {
  checkAbilityCosts,
  checkModifications,
  checkOptionalBuffCosts,
  KEYWORD_TYPES,
} from "./modifications.js";
import { checkFilter, filterShape, forbidTargetLocation } from "./references.js";
import { Level, Resolution, makeReferent } from "./resolution.js";
import { zoneWords } from "./words.js";

const PLAYABLE: readonly CardTypeWord[] = ["unit", "gear", "spell"];

/** An ability printed on the definition being checked. */
export function checkPrintedAbility(dx: DefinitionContext, ability: AbilityNode): void {
  const bearer: Bearer = { type: dx.definition.cardType, objectKind: dx.definition.definitionKind };
  checkAbility(dx, ability, bearer, true);
}

/** An ability an effect gives to other objects (`give it { when this dies: draw 1 }`). */
export function checkGrantedAbility(
  dx: DefinitionContext,
  ability: AbilityNode,
  bearer: Bearer,
): void {
  if (ability.kind === "Activated") dx.names.givesActivatedAbility = true;
  checkAbility(dx, ability, bearer, false);
}

function checkAbility(
  dx: DefinitionContext,
  ability: AbilityNode,
  bearer: Bearer,
  printed: boolean,
): void {
  const resolution = new Resolution();
  const ax: AbilityContext = {
    def: dx,
    bearer,
    resolution,
    printed,
    endOfTurn: false,
    duringPlay: ability.kind === "SpellEffect" || ability.kind === "OptionalCost",
  };
  if (
    ability.kind === "SpellEffect" ||
    ability.kind === "Triggered" ||
    ability.kind === "Activated" ||
    ability.kind === "KeywordAbility"
  )
    ax.effect = ability.effect;
  const level = new Level("ability", undefined, resolution);
  const report = dx.report;
  const type = bearer.type;
  if (ability.kind !== "Error" && ability.functionsIn !== undefined) {
    const zone = checkFunctionZone(dx, ability, ability.functionsIn, bearer, printed);
    if (zone !== undefined) ax.functionsIn = zone;
  }

  switch (ability.kind) {
    case "SpellEffect":
      if (type !== undefined && type !== "spell") {
        report.error(
          ability.range,
          "RS2021",
          `only spells have \`effect:\`; a ${type} says when its text happens (\`when …:\`, costs before \`:\`)`,
        );
      }
      checkBlock(ax, level, ability.effect, "spell");
      break;
    case "Triggered": {
      // CR 385.2: a spell's ability may function from its trash or hand.
      if (type === "spell" && ax.functionsIn === undefined)
        notOnSpell(dx, ability, "triggered abilities");
      if (ability.trigger.kind === "PhaseTrigger") {
        checkPhaseTrigger(ax, ability.trigger);
        ax.endOfTurn =
          ability.trigger.edge === "end" &&
          (ability.trigger.phase === undefined || ability.trigger.phase === "ending");
        level.trigger = { subject: undefined };
      } else {
        const object = checkEvent(ax, level, ability.trigger, "trigger");
        const subject = ability.trigger.subject;
        level.trigger = {
          // `when this is played, give it +1 might`: with nothing else mentioned, `it` is the
          // source its own event happened to (CR 053: card text's way of naming itself).
          self: subject?.kind === "ThisRef",
          subject:
            object?.shape ??
            (subject?.kind === "ThisRef"
              ? {
                  types: type ? [type] : [],
                  objectKind: bearer.objectKind,
                  plural: false,
                  located: true,
                }
              : subject?.kind === "ChooseRef" || subject?.kind === "AllRef"
                ? filterShape(ax, subject.filter)
                : undefined),
        };
        mentionEventObject(ax, level, ability.trigger, object, "triggering");
      }
      if (
        ability.nthTime !== undefined &&
        ability.trigger.kind === "Event" &&
        ability.trigger.oneOrMore
      ) {
        // CR 383.1: the Nth time counts events one by one; `one or more` takes them together.
        report.error(
          ability.trigger.range,
          "RS2058",
          "`the … time` counts events one by one, and `one or more` takes one action's together; keep one of them",
        );
      }
      if (ability.nthTime !== undefined && ability.oncePerTurn) {
        // CR 383.1, 383.3.e: "the Nth time … each turn" already fires at most once each turn.
        report.error(
          ability.range,
          "RS2040",
          "`the … time … each turn` triggers at most once each turn already; remove `, once each turn`",
        );
      }
      if (ability.condition) checkCondition(ax, level, ability.condition, "trigger");
      checkBlock(ax, level, ability.effect, "nested");
      break;
    }
    case "Activated":
      // CR 385.2: a spell's ability may function from its trash or hand.
      if (type === "spell" && ax.functionsIn === undefined)
        notOnSpell(dx, ability, "activated abilities");
      checkAbilityCosts(ax, level, ability.costs);
      checkBlock(ax, level, ability.effect, "nested");
      break;
    case "Static": {
      // CR 385.2: a spell's ability may function from its trash or hand; and its own cost
      // changes apply while it is played (CR 366.2.a), the one time a spell's static functions.
      if (type === "spell" && ax.functionsIn === undefined && !changesOwnCost(ability))
        notOnSpell(
          dx,
          ability,
          "static abilities, other than changes of its own cost (`this costs 1 less for each opponent`)",
        );
      if (ability.condition) {
        // `this gets +2 might while it is damaged`: after its subject, the condition calls it `it`.
        const subject = ability.subject;
        if (subject.kind === "ThisRef" && ability.condition.range.offset > subject.range.offset) {
          const shape = {
            types: bearer.type ? [bearer.type] : [],
            objectKind: bearer.objectKind,
            plural: false,
            located: true,
          };
          level.referents.push(
            makeReferent(shape, { kind: "this" }, undefined, subject.range, "this"),
          );
        }
        checkCondition(ax, level, ability.condition, "static");
      }
      let affected: Bearer = bearer;
      if (ability.subject.kind === "AllRef") {
        checkFilter(ax, level, ability.subject.filter);
        forbidTargetLocation(ax, ability.subject.filter, "a static ability");
        const types = ability.subject.filter.types;
        affected = {
          type: types.length === 1 ? types[0] : undefined,
          objectKind: ability.subject.filter.objectKind,
        };
      }
      checkModifications(ax, level, ability.modifications, affected);
      checkPlayableToOpen(dx, ability);
      break;
    }
    case "Replacement": {
      const object = checkEvent(ax, level, ability.event, "replacement");
      // The replaced event is what `that player` and `the triggering …` name, as a trigger's
      // event is: the runtime gives the replacement that event's object and player.
      level.trigger = { subject: object?.shape };
      mentionEventObject(ax, level, ability.event, object, "replaced");
      ax.untargeted = "replacement";
      if (ability.instead) checkBlock(ax, level, ability.instead, "nested");
      if (ability.prevent === 0) {
        report.error(
          ability.range,
          "RS2018",
          "preventing 0 damage changes nothing; prevent 1 or more, or `all`",
        );
      }
      if (ability.dealsMore !== undefined) checkDamageIncrease(ax, ability);
      break;
    }
    case "OptionalCost":
      if (type !== undefined && !PLAYABLE.includes(type)) {
        report.error(
          ability.range,
          "RS2021",
          `a ${type} is never played, so it has no cost to add to`,
        );
      }
      checkAbilityCosts(ax, level, ability.costs);
      checkOptionalBuffCosts(ax, ability.costs);
      ax.untargeted = "optionalCost";
      if (ability.effect) checkBlock(ax, level, ability.effect, "nested");
      break;
    case "KeywordAbility":
      switch (ability.keyword) {
        case "Deathknell":
          // CR 808: "when this dies"; the card left the board, so `it` is the card in the trash.
          level.trigger = {
            subject: {
              types: type ? [type] : [],
              objectKind: bearer.objectKind,
              plural: false,
              located: true,
            },
          };
          level.referents.push(
            makeReferent(
              {
                types: type ? [type] : [],
                objectKind: bearer.objectKind,
                plural: false,
                located: false,
              },
              { kind: "triggering" },
              undefined,
              ability.range,
              "this",
            ),
          );
          break;
        case "Legion":
          break;
        default:
          report.error(
            ability.range,
            "RS2033",
            `${ability.keyword} has no text of its own; list it with \`keywords ${ability.keyword}\` (Deathknell and Legion take a text)`,
          );
      }
      if (type !== undefined && !KEYWORD_TYPES[ability.keyword].includes(type)) {
        report.error(
          ability.range,
          "RS2019",
          `${ability.keyword} means something only on ${KEYWORD_TYPES[ability.keyword].map((t) => `${t}s`).join(", ")}, not on a ${type}`,
        );
      }
      checkBlock(ax, level, ability.effect, "nested");
      break;
    case "Error":
      break;
    default: {
      const _exhaustive: never = ability;
      return _exhaustive;
    }
  }
  resolution.nameSlots();
}

/** The kinds of ability that may function off the board (CR 385.2, 380), and how cards call them. */
const ZONED_KINDS: ReadonlySet<AbilityNode["kind"]> = new Set(["Triggered", "Activated", "Static"]);

/** Card types that go to a trash or a hand: the main deck's (CR 108.2, 108.7, 107.4.d). */
const ZONED_TYPES: readonly CardTypeWord[] = ["unit", "gear", "spell"];

/**
 * `while this is in your trash, …`: the zone an ability functions in instead of the board
 * (CR 385.2), or undefined after reporting why it cannot function there.
 */
function checkFunctionZone(
  dx: DefinitionContext,
  ability: Exclude<AbilityNode, { kind: "Error" }>,
  where: FunctionZoneNode,
  bearer: Bearer,
  printed: boolean,
): "trash" | "hand" | undefined {
  const report = dx.report;
  if ((where.zone !== "trash" && where.zone !== "hand") || where.player !== "you") {
    // RULES G2, CR 056: a card is only ever in its owner's non-board zones; the deck is hidden
    // and ordered (CR 385.1), a base is the board itself.
    const written = where.zone === "base" ? "base, which is on the board" : zoneWords(where.zone);
    report.error(
      where.range,
      "RS2050",
      where.zone === "trash" || where.zone === "hand"
        ? `a card is only ever in its owner's ${where.zone}; write \`while this is in your ${where.zone}, …\``
        : `an ability functions on the board, or while its card is in your trash or your hand — not in your ${written}`,
    );
    return undefined;
  }
  const zone = where.zone;
  if (!printed) {
    report.error(
      where.range,
      "RS2051",
      "a granted ability belongs to the object it is given to, on the board; only a card's printed ability may function from its trash or hand",
    );
    return undefined;
  }
  if (!ZONED_KINDS.has(ability.kind)) {
    const what = whyOnBoard(ability);
    report.error(
      where.range,
      "RS2051",
      `only a triggered, activated or static ability can function while its card is in your ${zone}; ${what}`,
    );
    return undefined;
  }
  if (bearer.objectKind === "token") {
    report.error(
      where.range,
      "RS2051",
      `a token that goes to a ${zone} ceases to exist there at once (RULES T7), so its ability could never function there`,
    );
    return undefined;
  }
  const type = bearer.type;
  if (type !== undefined && !ZONED_TYPES.includes(type)) {
    report.error(
      where.range,
      "RS2052",
      `a ${type} never goes to a ${zone}: only units, gear and spells do`,
    );
    return undefined;
  }
  if (ability.kind === "Triggered" && ability.trigger.kind === "Event") {
    const subject = ability.trigger.subject;
    if (subject?.kind === "ThisRef") {
      // RULES O1: what happens to the card moves it out of the zone, as a new object.
      report.error(
        subject.range,
        "RS2053",
        `an ability that functions while this is in your ${zone} sees what happens while it stays there; for what happens to this card, write the trigger without \`while this is in your ${zone},\` (\`when this is discarded\` fires from where it went)`,
      );
    }
  }
  if (ability.kind === "Static" && ability.subject.kind === "ThisRef") {
    report.error(
      ability.subject.range,
      "RS2053",
      `a static that functions while this is in your ${zone} changes objects on the board; \`this\` is not there`,
    );
  }
  return zone;
}

/** Why an ability of a kind that functions only where it is used cannot function off the board. */
function whyOnBoard(ability: Exclude<AbilityNode, { kind: "Error" }>): string {
  switch (ability.kind) {
    case "SpellEffect":
      return "a spell's effect happens as it resolves on the Chain";
    case "Replacement":
      return "a replacement effect applies only while its card is on the board (one from a trash or hand cannot be expressed yet)";
    case "OptionalCost":
      return "an optional cost is paid as the card is played";
    case "KeywordAbility":
      return `${ability.keyword} happens on the board`;
    default:
      return "";
  }
}

/** `this costs 1 less …`: a static that changes only the cost of its own card (CR 366.2.a). */
function changesOwnCost(ability: StaticNode): boolean {
  return (
    ability.subject.kind === "ThisRef" &&
    ability.modifications.every((modification) => modification.kind === "CostMod")
  );
}

function notOnSpell(dx: DefinitionContext, ability: AbilityNode, what: string): void {
  dx.report.error(
    ability.range,
    "RS2021",
    `a spell's text is its \`effect:\`; it cannot have ${what}`,
  );
}

/**
 * `it deals that much +1 instead` rewrites the damage an object deals, so its event is `would deal
 * damage`; `it's dealt that much -1 instead` the damage dealt to an object, so its event is
 * `would be dealt damage` (CR 417.6, 370.1.b; RS2091). Either changes the amount (RS2092).
 */
function checkDamageIncrease(ax: AbilityContext, ability: ReplacementNode): void {
  const report = ax.def.report;
  const dealtTo = ability.dealtTo === true;
  const wanted = dealtTo ? "damaged" : "dealtDamage";
  if (ability.event.event !== wanted) {
    report.error(
      ability.event.range,
      "RS2091",
      dealtTo
        ? "`it's dealt that much …` rewrites the damage dealt to an object, so the event is `would be dealt damage` (`if this would be dealt damage, it's dealt that much +1 instead`); the damage an object deals is rewritten with `it deals that much …` (`if this would deal damage, it deals that much +1 instead`)"
        : "`it deals that much …` rewrites the damage an object deals, so the event is `would deal damage` (`if this would deal damage, it deals that much +1 instead`); the damage dealt to an object is rewritten with `it's dealt that much …` (`if this would be dealt damage, it's dealt that much -1 instead`), prevented (`prevent 2 damage that would be dealt to this`) or replaced with instructions (`if this would be dealt damage, … instead`)",
    );
  } else if (ability.dealsMore === 0) {
    const verb = dealtTo ? "it's dealt" : "it deals";
    report.error(
      ability.range,
      "RS2092",
      `dealing \`that much +0\` changes nothing; write 1 or more extra (\`${verb} that much +1 instead\`) or less (\`${verb} that much -1 instead\`)`,
    );
  }
}

/**
 * CR 355.2: where a card may be played is read from the card as it is played, so only the card
 * itself can say it: `this may be played to an open battlefield`, not `friendly units may …`.
 */
function checkPlayableToOpen(dx: DefinitionContext, ability: StaticNode): void {
  if (ability.subject.kind === "ThisRef") return;
  for (const modification of ability.modifications) {
    if (modification.kind !== "PlayableToOpenMod") continue;
    dx.report.error(
      modification.range,
      "RS2060",
      "where a unit may be played is read from the card as it is played: only it says so, `this may be played to an open battlefield`",
    );
  }
}
