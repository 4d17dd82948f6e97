/**
 * One-line assertions for grammar tests, in the manner of esbuild's `expectPrinted`:
 *
 *   expectAst(`card unit "X" { might 2 }`, { kind: "Definition", characteristics: [...] });
 *   expectDiagnostics(`card unit "X" { cost two }`, "1:22 RS1004 expected a cost such as …");
 */
import { expect } from "vitest";
import type { DefinitionNode } from "../../grammar/ast.js";
import { AstBuilder } from "../../grammar/cst-to-ast.js";
import { setDirectReading } from "../../grammar/declaration-parse.js";
import { readDeclaration } from "../../grammar/direct/read-declaration.js";
import { parseFile, parser, tokenize } from "../../grammar/index.js";
import { LineMap } from "../../grammar/line-map.js";
import { scan } from "../../grammar/scanner.js";
import type {
  DeclarationNode,
  InstructionNode,
  Node,
  SourceFileNode,
} from "../../grammar/index.js";

export function parse(text: string, file = "test.rift"): ReturnType<typeof parseFile> {
  return parseFile(file, text);
}

/** `line:column CODE message` for each diagnostic. */
export function formatDiagnostics(text: string): string[] {
  return parse(text).diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`);
}

/** The file has exactly these diagnostics, each written `line:column CODE message`. */
export function expectDiagnostics(text: string, ...expected: string[]): void {
  expect(formatDiagnostics(text)).toEqual(expected);
}

/**
 * Syntax errors found by Chevrotain's parse of the whole text in one pass, without recovery. A
 * clean file must also be clean this way: `parseFile` reads a declaration again line-group by
 * line-group after an error, which could otherwise hide a grammar mistake behind a clean result.
 */
export function onePassErrors(text: string): string[] {
  parser.setRecovery(false);
  parser.input = tokenize(text.replace(/^\uFEFF/, "")).tokens;
  parser.file();
  const errors = parser.errors.map(
    (e) => `${e.token.startLine}:${e.token.startColumn} ${e.message}`,
  );
  parser.setRecovery(true);
  return errors;
}

/** The file parses with no diagnostics, in one pass. */
export function expectClean(text: string): SourceFileNode {
  const result = parse(text);
  expect(formatDiagnostics(text)).toEqual([]);
  expect(onePassErrors(text)).toEqual([]);
  return result.ast;
}

/** The file's first declaration matches `shape` (a partial object, as `toMatchObject` reads it). */
export function expectAst(text: string, shape: object): DeclarationNode {
  const ast = expectClean(text);
  const first = ast.declarations[0];
  expect(first).toMatchObject(shape);
  return first!;
}

/** The instructions of `effect: …` in a spell, matched one by one. */
export function expectEffect(effect: string, ...instructions: object[]): void {
  const ast = expectClean(`card spell "S" { effect: ${effect} }`);
  const declaration = ast.declarations[0];
  if (declaration?.kind !== "Definition") throw new Error("expected a definition");
  const ability = declaration.abilities[0];
  if (ability?.kind !== "SpellEffect") throw new Error("expected a spell effect");
  expect(ability.effect.instructions).toMatchObject(instructions);
}

/** The one instruction of `effect: …`. */
export function instructionOf(effect: string): InstructionNode {
  const ast = expectClean(`card spell "S" { effect: ${effect} }`);
  const declaration = ast.declarations[0];
  if (declaration?.kind !== "Definition") throw new Error("expected a definition");
  const ability = declaration.abilities[0];
  if (ability?.kind !== "SpellEffect") throw new Error("expected a spell effect");
  expect(ability.effect.instructions).toHaveLength(1);
  return ability.effect.instructions[0]!;
}

/** The abilities of a unit card with the given body, matched one by one. */
export function expectAbilities(body: string, ...abilities: object[]): void {
  const ast = expectClean(`card unit "U" {\n${body}\n}`);
  const declaration = ast.declarations[0];
  if (declaration?.kind !== "Definition") throw new Error("expected a definition");
  expect(declaration.abilities).toMatchObject(abilities);
}

/** Every node of a tree, for walking checks. */
export function allNodes(root: Node): Node[] {
  const found: Node[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) visit(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.kind === "string" && typeof record.range === "object")
      found.push(value as Node);
    for (const key of Object.keys(record)) if (key !== "range") visit(record[key]);
  };
  visit(root);
  return found;
}

/**
 * What the direct reader makes of one declaration (undefined: it declined), and Chevrotain's
 * tree of the same tokens, which must parse without an error.
 */
export function bothReaders(text: string): { direct: unknown; chevrotain: DeclarationNode } {
  const tokens = scan(text).tokens;
  const direct = readDeclaration(tokens, new AstBuilder("t.rift", new LineMap(text)));
  parser.setRecovery(false);
  parser.input = tokens;
  const cst = parser.declaration();
  const errors = parser.errors.map((error) => error.message);
  parser.setRecovery(true);
  expect(errors).toEqual([]);
  const chevrotain = new AstBuilder("t.rift", new LineMap(text)).declaration(cst);
  return { direct, chevrotain };
}

/** Both readers read `text` (one declaration) to one tree, the direct reader without declining. */
export function readAlike(text: string): DefinitionNode {
  const { direct, chevrotain } = bothReaders(text);
  expect(direct, "the direct reader declined").toBeDefined();
  expect(JSON.stringify(direct)).toBe(JSON.stringify(chevrotain));
  expectClean(text);
  return chevrotain as DefinitionNode;
}

/**
 * A whole file as each reader reads it, as JSON: the direct reader (the default) and Chevrotain
 * alone, which must agree on every declaration.
 */
export function fileByBothReaders(text: string, file = "t.rift"): [string, string] {
  const read = (direct: boolean): string => {
    setDirectReading(direct);
    try {
      return JSON.stringify(parseFile(file, text));
    } finally {
      setDirectReading(true);
    }
  };
  return [read(true), read(false)];
}
