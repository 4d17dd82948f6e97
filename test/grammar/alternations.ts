/**
 * The grammar's alternations as Chevrotain's lookahead sees them, for the tests that keep its
 * lookahead small (grammar35-lookahead, rules42-lookahead): every `OR` of every rule, and how
 * many token sequences describe one.
 */
import { Alternation, type IProduction, NonTerminal, getLookaheadPaths } from "chevrotain";
import { parser } from "../../grammar/index.js";

/** Every alternation of the grammar: its rule and occurrence (`OR2` is 2). */
export function alternations(): { ruleName: string; occurrence: number }[] {
  const found: { ruleName: string; occurrence: number }[] = [];
  for (const [ruleName, rule] of Object.entries(parser.getGAstProductions())) {
    const visit = (production: IProduction): void => {
      if (production instanceof Alternation) found.push({ ruleName, occurrence: production.idx });
      // A subrule's alternations are its own rule's.
      if (production instanceof NonTerminal) return;
      const inner = (production as { definition?: IProduction[] }).definition ?? [];
      for (const child of inner) visit(child);
    };
    visit(rule);
  }
  return found;
}

/** How many token sequences describe an alternation, all its alternatives together. */
export const sequences = (paths: readonly (readonly unknown[])[]): number =>
  paths.reduce((sum, alternative) => sum + alternative.length, 0);

/** The token sequences of one alternation, `depth` tokens deep, as Chevrotain works them out. */
export function lookaheadPaths(
  ruleName: string,
  occurrence: number,
  depth: number,
): ReturnType<typeof getLookaheadPaths> {
  const rule = parser.getGAstProductions()[ruleName];
  if (rule === undefined) throw new Error(`no rule ${ruleName}`);
  return getLookaheadPaths({ occurrence, rule, prodType: "Alternation", maxLookahead: depth });
}
