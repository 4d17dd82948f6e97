/**
 * One-line test helpers for the checker and the lowering, esbuild style:
 * `expectDiagnostics(src, "1:40 RS2003 no token is named")`, `expectEffect("draw 2", [...])`.
 * Inputs are inline; the tokens library below restates RULES T5 so that tests do not depend on
 * the bundled card files.
 */
import { expect } from "vitest";
import { compile, type CompileResult } from "../../compiler/compile.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { fileByBothReaders } from "../grammar/helpers.js";
import type { Ability, Definition, Instruction, Scenario } from "../../runtime/definitions.js";
import type { DeckList } from "../../compiler/lower/deck.js";

export const TOKENS_FILE = "lib/tokens.rift";

/** RULES T5's named tokens. */
export const TOKENS = `
token unit Recruit { might 1 tags Recruit }
token unit Sprite { might 3 tags Fae keywords Temporary }
token unit Bird { might 1 tags Bird keywords Deflect 1 }
token gear Gold {
  reaction — kill this, exhaust this: add 1 power of any domain
}
token battlefield Brush {
  units here with tag Bird or Cat or Dog or Poro get +1 might
  when you score here: you may swap this back
}
`;

export const LIBRARY = [{ file: TOKENS_FILE, text: TOKENS }];

export function compileText(src: string, file = "test.rift"): CompileResult {
  return compile({ file, text: src }, { library: LIBRARY, ranges: false });
}

/** `line:column CODE message` for each diagnostic, in order. */
export function formatDiagnostics(result: CompileResult): string[] {
  return result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
}

/**
 * The diagnostics of `src`, exactly as many as expected, each starting with the expected text
 * (`"3:14 RS2005"`, or `"3:14 RS2005 a token never waits"` to pin the message too).
 */
export function expectDiagnostics(src: string, ...expected: string[]): void {
  const actual = formatDiagnostics(compileText(src));
  expect(actual.length, `diagnostics:\n${actual.join("\n")}`).toBe(expected.length);
  expected.forEach((prefix, i) => {
    expect(actual[i]!.startsWith(prefix), `expected "${prefix}…", got\n${actual.join("\n")}`).toBe(
      true,
    );
  });
}

export function expectClean(src: string): CompileResult {
  const result = compileText(src);
  expect(formatDiagnostics(result)).toEqual([]);
  return result;
}

/** The user's definitions, when `src` compiles without a diagnostic. */
export function lowered(src: string): Definition[] {
  return expectClean(src).files.flatMap((file) => file.definitions);
}

/** The one definition of `src` has these fields (compared exactly, field by field). */
export function expectLowered(src: string, expected: Partial<Definition>): void {
  const definitions = lowered(src);
  expect(definitions).toHaveLength(1);
  const actual = definitions[0] as unknown as Record<string, unknown>;
  for (const [key, value] of Object.entries(expected)) expect(actual[key], key).toEqual(value);
}

/** The abilities of a unit `"U"` with the given text. */
export function expectAbilities(unitText: string, abilities: Ability[]): void {
  expectLowered(`card unit "U" { cost 1 might 1 ${unitText} }`, { abilities });
}

/** A spell's effect: `expectEffect("draw 2", [{ op: "draw", … }])`. */
export function expectEffect(effect: string, instructions: Instruction[], extra = ""): void {
  expectLowered(`card spell "S" { cost 1${extra ? ` ${extra}` : ""} effect: ${effect} }`, {
    abilities: [{ kind: "effect", effect: instructions }],
  });
}

export function loweredScenario(src: string): Scenario {
  const scenarios = expectClean(src).scenarios;
  expect(scenarios).toHaveLength(1);
  return scenarios[0]!;
}

/** A deck's lowered list; construction rules (RS2037, tested in check.test.ts) are not the point. */
export function loweredDeck(src: string): DeckList {
  const result = compileText(src);
  expect(formatDiagnostics(result).filter((d) => !d.includes(" RS2037 "))).toEqual([]);
  const decks = result.decks;
  expect(decks).toHaveLength(1);
  return decks[0]!;
}

/** A one-card file: a spell of cost 1 whose effect is `effect`. */
export function spellWith(effect: string): string {
  return `card spell "S" { cost 1  effect: ${effect} }`;
}

/** The card text of a spell whose effect is `effect`, as the renderer writes it. */
export function renderedEffect(effect: string): string {
  const [definition] = lowered(spellWith(effect));
  return renderDefinition(definition!).abilities.join(" ");
}

/** The direct reader and Chevrotain read a spell whose effect is `effect` alike, with no error. */
export function expectSameByBothReaders(effect: string): void {
  const [direct, chevrotain] = fileByBothReaders(spellWith(effect));
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}
