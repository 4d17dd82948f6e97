/**
 * How Chevrotain tells the alternatives of `put` apart. `put one of them …` begins as an object
 * does (`put one unit card …`); read as an alternative beside the object, Chevrotain compared the
 * two four tokens deep — over 100 s to build the parser — and, beside `moveInstruction` in the
 * instruction's alternation, on every error in an instruction (the card fuzz ran ten times
 * slower). The choice is an option read on one token now, its gate deciding, and its `them` is the
 * object. These tests keep the lookahead small and the words around the choice where they belong.
 */
import {
  Alternation,
  type IProduction,
  NonTerminal,
  type Rule,
  getLookaheadPaths,
} from "chevrotain";
import { describe, expect, test } from "vitest";
import { AstBuilder } from "../../grammar/cst-to-ast.js";
import { readDeclaration } from "../../grammar/direct/read-declaration.js";
import { LineMap } from "../../grammar/line-map.js";
import { parser } from "../../grammar/index.js";
import { scan } from "../../grammar/scanner.js";
import { fileByBothReaders, onePassErrors, readAlike } from "./helpers.js";

/**
 * How many token sequences describe each alternation of a rule four tokens deep: what Chevrotain
 * compares to build the parser's choice there. (An error's message there reads them one token
 * deep since grammar35: grammar35-lookahead.test.ts.)
 */
function errorPaths(ruleName: string): number[] {
  const rule: Rule | undefined = parser.getGAstProductions()[ruleName];
  if (rule === undefined) throw new Error(`no rule ${ruleName}`);
  const counts: number[] = [];
  const visit = (production: IProduction): void => {
    if (production instanceof Alternation) {
      const paths = getLookaheadPaths({
        occurrence: production.idx,
        rule,
        prodType: "Alternation",
        maxLookahead: 4,
      });
      counts.push(paths.reduce((sum, alternative) => sum + alternative.length, 0));
    }
    // A subrule's alternations are its own rule's.
    if (production instanceof NonTerminal) return;
    const inner = (production as { definition?: IProduction[] }).definition ?? [];
    for (const child of inner) visit(child);
  };
  visit(rule);
  return counts;
}

const spell = (effect: string): string =>
  `card spell "S" {\n  cost 1\n  effect: look at the top 3 cards of your deck; ${effect}\n}\n`;

describe("the alternatives around `put` stay a few tokens apart", () => {
  test("an error among instructions describes them with few sequences (main: 685; 9667 with `put` twice)", () => {
    const [instruction] = errorPaths("instruction");
    expect(instruction).toBeLessThan(1000);
  });

  test("an error in `move`, `return`, `put` or `shuffle` does too", () => {
    const counts = [...errorPaths("moveInstruction"), ...errorPaths("amongChoice")];
    expect(counts.length).toBeGreaterThan(3);
    for (const count of counts) expect(count).toBeLessThan(50);
  });
});

describe("the words around a choice among them (CR 128.6, 416.5)", () => {
  test.each([
    "put one of them into your hand and the rest on the bottom of your deck",
    "put up to 2 unit cards among them into your hand and the rest into your trash in any order",
    "put a unit card of them on the top of your deck",
  ])("`%s` is read alike by both readers", (effect) => {
    const definition = readAlike(spell(effect));
    expect(JSON.stringify(definition)).toContain('"kind":"PutAmong"');
  });

  test("`them` is where the choice is among: the object's own range", () => {
    const text = spell("put one of them into your hand");
    const ability = readAlike(text).abilities[0];
    if (ability?.kind !== "SpellEffect") throw new Error("expected a spell effect");
    const put = ability.effect.instructions[1];
    if (put?.kind !== "PutAmong") throw new Error("expected a choice among them");
    const at = text.indexOf("them into");
    expect(put.among.range).toMatchObject({ offset: at, endOffset: at + "them".length });
  });

  test.each([
    // `instead of` belongs to a plain move: a choice goes where it says.
    "put one of them into your hand instead of your trash and the rest into your trash",
    // `and the rest` belongs to a choice among them: after one object there is no rest.
    "put it into your hand and the rest on the bottom of your deck",
    // A choice among them names no object of its own.
    "put one of them as kept into your hand",
  ])("`%s` is an error to both readers", (effect) => {
    const text = spell(effect);
    const tokens = scan(text).tokens;
    expect(readDeclaration(tokens, new AstBuilder("t.rift", new LineMap(text)))).toBeUndefined();
    expect(onePassErrors(text)).not.toEqual([]);
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(direct).toBe(chevrotain);
    expect(JSON.parse(direct).diagnostics).not.toEqual([]);
  });
});
