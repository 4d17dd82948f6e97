import type { Modification, PowerAmount } from "../../runtime/definitions.js";
import { abilityText } from "./abilities.js";
import { abilityContext, type RenderContext } from "./context.js";
import { powerText } from "./costs.js";
import { joinList, thirdPerson } from "./english.js";
import { filterPhrase } from "./filters.js";
import { keywordText } from "./keywords.js";

/**
 * What a modification gives, split the way English needs it: things an object has ("+1 Might",
 * "Tank", the ability in quotes) and things it does ("can't move", "costs 1 less").
 */
interface ModificationWords {
  has: string[];
  /** Verb phrases in the plural ("enter ready"); the singular is derived. */
  does: string[];
}

/** Card text's floor of a loss: "-2 Might to a minimum of 1 Might". */
function floorWords(floor: number | undefined): string {
  return floor === undefined ? "" : ` to a minimum of ${floor} Might`;
}

function modificationWords(
  modifications: readonly Modification[],
  ctx: RenderContext,
  recipientNoun: string,
): ModificationWords {
  const words: ModificationWords = { has: [], does: [] };
  for (const modification of modifications) {
    switch (modification.mod) {
      case "might":
        words.has.push(`${signed(modification.amount)} Might${floorWords(modification.floor)}`);
        break;
      case "mightPerCount":
        words.has.push(
          `${signed(modification.amount)} Might for ${filterPhrase(modification.per, ctx, { form: "each" })}${floorWords(modification.floor)}`,
        );
        break;
      case "mightPerPlayer":
        words.has.push(
          `${signed(modification.amount)} Might for each ${modification.among === "all" ? "player" : "opponent"}${floorWords(modification.floor)}`,
        );
        break;
      case "keyword":
        words.has.push(keywordText(modification.keyword));
        break;
      case "tags":
        words.has.push(
          `the ${joinList(modification.tags)} ${modification.tags.length === 1 ? "tag" : "tags"}`,
        );
        break;
      case "domains":
        words.has.push(
          `the ${joinList(modification.domains)} ${modification.domains.length === 1 ? "domain" : "domains"}`,
        );
        break;
      case "cost": {
        const per = modification.per;
        const among = modification.among;
        const each = among
          ? ` for each ${among === "all" ? "player" : "opponent"}`
          : per
            ? ` for ${filterPhrase(per, ctx, { form: "each" })}`
            : "";
        words.does.push(`cost ${costChange(modification.energy, modification.power ?? [])}${each}`);
        break;
      }
      case "setMight":
        words.has.push(`Might set to ${modification.value}`);
        break;
      case "entersReady":
        words.does.push("enter ready");
        break;
      case "playableToOpen":
        words.does.push("may be played to an open battlefield");
        break;
      case "cantMove":
        words.does.push("can't move");
        break;
      case "cantCombat":
        words.does.push(modification.role === "attacker" ? "can't attack" : "can't defend");
        break;
      case "cantBeDealtDamage":
        words.does.push("can't be dealt damage");
        break;
      case "cantBeTargeted":
        words.does.push(
          modification.by === "you"
            ? "can't be targeted by you"
            : modification.by === "opponent"
              ? "can't be targeted by opponents"
              : "can't be targeted",
        );
        break;
      case "ability": {
        // The granted ability speaks of its new holder as "this" and has a resolution of its own.
        const granted = abilityContext({ tokens: ctx.tokens, thisNoun: recipientNoun });
        words.has.push(`"${abilityText(modification.ability, granted)}"`);
        break;
      }
      default: {
        const _exhaustive: never = modification;
        return _exhaustive;
      }
    }
  }
  return words;
}

/**
 * The predicate of a sentence about modified objects: "has +1 Might and Tank", "get +2 Might and
 * can't move". `verb` is "have" for static abilities and "get" for effects with a duration.
 */
export function modificationPredicate(
  modifications: readonly Modification[],
  ctx: RenderContext,
  options: { verb: "have" | "get"; plural: boolean; recipientNoun: string },
): string {
  const words = modificationWords(modifications, ctx, options.recipientNoun);
  const agree = (verb: string): string => (options.plural ? verb : thirdPerson(verb));
  const parts = [
    ...(words.has.length > 0 ? [`${agree(options.verb)} ${joinList(words.has)}`] : []),
    ...words.does.map(agree),
  ];
  return parts.length > 0 ? joinList(parts) : `${agree(options.verb)} no changes`;
}

/** A created token's changes after its noun: "with +1 Might and Tank", "that enters ready". */
export function tokenChangesPhrase(
  modifications: readonly Modification[],
  ctx: RenderContext,
  options: { plural: boolean; recipientNoun: string },
): string {
  const words = modificationWords(modifications, ctx, options.recipientNoun);
  const parts = [
    ...(words.has.length > 0 ? [`with ${joinList(words.has)}`] : []),
    ...(words.does.length > 0
      ? [`that ${joinList(words.does.map((verb) => (options.plural ? verb : thirdPerson(verb))))}`]
      : []),
  ];
  return parts.join(" ");
}

function signed(amount: number): string {
  return amount < 0 ? `-${-amount}` : `+${amount}`;
}

/** RULES C1: "1 less", "1 + 1 Fury more", "1 less and 1 Fury more". */
function costChange(energy: number, power: readonly PowerAmount[]): string {
  const less: string[] = [];
  const more: string[] = [];
  if (energy < 0) less.push(String(-energy));
  if (energy > 0) more.push(String(energy));
  for (const p of power) {
    if (p.amount < 0) less.push(powerText({ domain: p.domain, amount: -p.amount }));
    if (p.amount > 0) more.push(powerText(p));
  }
  const parts = [
    ...(less.length > 0 ? [`${less.join(" + ")} less`] : []),
    ...(more.length > 0 ? [`${more.join(" + ")} more`] : []),
  ];
  return parts.length > 0 ? parts.join(" and ") : "0 more";
}
