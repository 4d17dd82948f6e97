import type { Amount, TokenSpec } from "../../runtime/definitions.js";
import { amountValue } from "./amounts.js";
import type { RenderContext } from "./context.js";
import { numberWord, pluralPhrase, withArticle } from "./english.js";
import { tokenChangesPhrase } from "./modifications.js";

/**
 * A token to make, described from its named definition (RULES T5) when the renderer was given it:
 * "a 1 Might Recruit unit token", "two ready Sprite unit tokens with Tank". The creating effect's
 * Might change is folded into the Might shown; its other changes follow the noun.
 */
export function tokenPhrase(
  token: TokenSpec,
  ctx: RenderContext,
  options: { count: Amount; ready?: boolean; place?: string },
): string {
  const definition = ctx.tokens.get(token.name);
  const changes = token.changes ?? [];
  const mightChange = changes.reduce((sum, c) => (c.mod === "might" ? sum + c.amount : sum), 0);
  const shownMight = definition?.might !== undefined ? definition.might + mightChange : undefined;
  const others = shownMight === undefined ? changes : changes.filter((c) => c.mod !== "might");

  const noun = [
    options.ready === true ? "ready" : "",
    shownMight !== undefined ? `${shownMight} Might` : "",
    token.name,
    definition?.type ?? "",
    "token",
  ]
    .filter((word) => word !== "")
    .join(" ");

  const count = options.count;
  const several = count.amount !== "fixed" || count.value !== 1;
  const recipientNoun = definition?.type ?? "token";
  const after = tokenChangesPhrase(others, ctx, { plural: several, recipientNoun });
  const withChanges = (phrase: string): string => (after === "" ? phrase : `${phrase} ${after}`);

  const placed = (phrase: string): string =>
    options.place === undefined ? phrase : `${phrase} ${options.place}`;
  if (count.amount !== "fixed") {
    // The place before "equal to …": after the count it would read as part of what is counted.
    return withChanges(
      `a number of ${placed(pluralPhrase(noun))} equal to ${amountValue(count, ctx)}`,
    );
  }
  if (count.value === 1) return placed(withChanges(withArticle(noun)));
  // "two 1 Might Recruit unit tokens": a count and a Might in one phrase would read as one number.
  const quantity = /\d/.test(noun) ? numberWord(count.value) : String(count.value);
  return placed(withChanges(`${quantity} ${pluralPhrase(noun)}`));
}
