import type { Comparison } from "../../runtime/definitions.js";
import { pluralWord, withArticle } from "./english.js";

/** "3 Might or more", "less than 2 Might", "exactly 0 Might". */
export function mightComparison(comparison: Comparison): string {
  const n = comparison.value;
  switch (comparison.op) {
    case ">=":
      return `${n} Might or more`;
    case ">":
      return `more than ${n} Might`;
    case "<=":
      return `${n} Might or less`;
    case "<":
      return `less than ${n} Might`;
    case "=":
      return `exactly ${n} Might`;
    case "!=":
      return `Might other than ${n}`;
    default: {
      const _exhaustive: never = comparison.op;
      return _exhaustive;
    }
  }
}

/** "cost 2 or less" (RULES T4: a token's cost reads 0). */
export function costComparison(comparison: Comparison): string {
  const n = comparison.value;
  switch (comparison.op) {
    case ">=":
      return `cost ${n} or more`;
    case ">":
      return `cost more than ${n}`;
    case "<=":
      return `cost ${n} or less`;
    case "<":
      return `cost less than ${n}`;
    case "=":
      return `cost exactly ${n}`;
    case "!=":
      return `a cost other than ${n}`;
    default: {
      const _exhaustive: never = comparison.op;
      return _exhaustive;
    }
  }
}

/**
 * A number of things compared with a value, and whether it reads as one thing (for "is"/"are"):
 * "a unit", "2 or more units", "no units", "exactly 1 point".
 */
export function quantityComparison(
  comparison: Comparison,
  singular: string,
  plural = pluralWord(singular),
  oneOf = withArticle(singular),
): { text: string; single: boolean } {
  const n = comparison.value;
  const nouns = (count: number): string => (count === 1 ? singular : plural);
  switch (comparison.op) {
    case ">=":
      if (n <= 1) return { text: oneOf, single: true };
      return { text: `${n} or more ${plural}`, single: false };
    case ">":
      if (n <= 0) return { text: oneOf, single: true };
      return { text: `more than ${n} ${nouns(n)}`, single: false };
    case "<=":
      if (n <= 0) return { text: `no ${plural}`, single: false };
      return { text: `${n} or fewer ${plural}`, single: false };
    case "<":
      if (n <= 1) return { text: `no ${plural}`, single: false };
      return { text: `fewer than ${n} ${plural}`, single: false };
    case "=":
      if (n === 0) return { text: `no ${plural}`, single: false };
      return { text: `exactly ${n} ${nouns(n)}`, single: n === 1 };
    case "!=":
      return { text: `a number of ${plural} other than ${n}`, single: true };
    default: {
      const _exhaustive: never = comparison.op;
      return _exhaustive;
    }
  }
}

/** Whether a count compared so holds exactly when there is none: "< 1", "<= 0", "= 0". */
export function meansNone(comparison: Comparison): boolean {
  const n = comparison.value;
  return (
    (comparison.op === "<" && n <= 1) ||
    (comparison.op === "<=" && n <= 0) ||
    (comparison.op === "=" && n === 0)
  );
}

/** Whether a count compared so holds exactly when there is at least one: ">= 1", "> 0". */
export function meansAny(comparison: Comparison): boolean {
  const n = comparison.value;
  return (comparison.op === ">=" && n <= 1) || (comparison.op === ">" && n <= 0);
}

/** "6 or more points", "exactly 1 point". */
export function pointsComparison(comparison: Comparison): string {
  return quantityComparison(comparison, "point", "points", "1 or more points").text;
}

/** The comparison that holds exactly when this one does not (used to render "not"). */
export function negatedComparison(comparison: Comparison): Comparison {
  const opposite = { ">=": "<", "<": ">=", ">": "<=", "<=": ">", "=": "!=", "!=": "=" } as const;
  return { op: opposite[comparison.op], value: comparison.value };
}
