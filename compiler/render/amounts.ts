import type { Amount } from "../../runtime/definitions.js";
import type { RenderContext } from "./context.js";
import { counted, pluralPhrase } from "./english.js";
import { filterPhrase } from "./filters.js";
import { objectPossessive } from "./objects.js";
import { playerWords } from "./players.js";

/** An amount as a value: "2", "the number of units you control", "its Might", "your score". */
export function amountValue(amount: Amount, ctx: RenderContext): string {
  switch (amount.amount) {
    case "fixed":
      return String(amount.value);
    case "count": {
      const number = `the number of ${filterPhrase(amount.filter, ctx, { form: "plural" })}`;
      return amount.per !== undefined && amount.per !== 1
        ? `${amount.per} times ${number}`
        : number;
    }
    case "players": {
      const number = `the number of ${amount.among === "all" ? "players" : "opponents"}`;
      return amount.per !== undefined && amount.per !== 1
        ? `${amount.per} times ${number}`
        : number;
    }
    case "mightOf":
      return `${objectPossessive(amount.object, ctx)} Might`;
    case "costOf":
      return `${objectPossessive(amount.object, ctx)} cost`;
    case "score":
      return `${playerWords(amount.player, ctx).possessive} score`;
    default: {
      const _exhaustive: never = amount;
      return _exhaustive;
    }
  }
}

/** So many of a noun: "2 cards", "1 rune", "a number of cards equal to your score". */
export function quantityOf(amount: Amount, noun: string, ctx: RenderContext): string {
  if (amount.amount === "fixed") return counted(amount.value, noun);
  if (amount.amount === "count" && amount.per !== undefined && amount.per !== 1) {
    return `${counted(amount.per, noun)} for ${filterPhrase(amount.filter, ctx, { form: "each" })}`;
  }
  if (amount.amount === "players") {
    return `${counted(amount.per ?? 1, noun)} for each ${amount.among === "all" ? "player" : "opponent"}`;
  }
  return `a number of ${pluralPhrase(noun)} equal to ${amountValue(amount, ctx)}`;
}

/** Whether an amount may mean more than one, for "it" or "them". */
export function mayBeSeveral(amount: Amount): boolean {
  return amount.amount !== "fixed" || amount.value !== 1;
}
