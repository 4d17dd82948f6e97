import { describe, expect, test } from "vitest";
import { MAX_DIAGNOSTICS, parseFile } from "../../grammar/index.js";
import { expectClean, expectDiagnostics, formatDiagnostics, parse } from "./helpers.js";

/** Deterministic bytes (xorshift), so a failure is reproducible. */
function randomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}

const CARD = (i: number): string =>
  `card unit "Card ${i}" {\n  cost ${i % 7} + 1 Fury  domain Fury  might ${i % 5}  tags Soldier\n  when this is played: play a Recruit token here; draw 1\n}\n`;

describe("bad input never crashes and always explains itself", () => {
  test("an empty file", () => {
    const ast = expectClean("");
    expect(ast).toMatchObject({ kind: "SourceFile", uses: [], declarations: [] });
  });

  test("a file of comments and blank lines only", () => {
    expect(expectClean("// nothing here\n\n   // still nothing\n").declarations).toEqual([]);
  });

  test("a byte order mark is removed before reading", () => {
    expectDiagnostics(
      '\uFEFFcard unit "X" { cost two }',
      "1:22 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
    );
  });

  test("CRLF line ends", () => {
    expectDiagnostics(
      'card unit "X" {\r\n  might 2\r\n  cost two\r\n}\r\n',
      "3:8 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
    );
  });

  test("tabs count as one column", () => {
    expectDiagnostics(
      'card unit "X" {\n\t\tcost two\n}\n',
      "2:8 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
    );
  });

  test("an unterminated string is one diagnostic, and the next card still reads", () => {
    const result = parse('card unit "X {\n  might 2\n}\ncard unit "Y" { might 1 }\n');
    expect(result.diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual([
      "1:11 RS1002",
    ]);
    const names = result.ast.declarations.map((d) => d.kind === "Definition" && d.name.text);
    expect(names).toContain("Y");
  });

  test("a file of random bytes gives a bounded list of diagnostics", () => {
    for (const seed of [1, 2, 3]) {
      const text = randomBytes(64 * 1024, seed).toString("latin1");
      const { diagnostics } = parseFile("noise.rift", text);
      expect(diagnostics.length).toBeGreaterThan(0);
      expect(diagnostics.length).toBeLessThanOrEqual(MAX_DIAGNOSTICS + 1);
      for (const d of diagnostics) {
        expect(d.code).toMatch(/^RS1\d\d\d$/);
        expect(d.offset).toBeGreaterThanOrEqual(0);
        expect(d.offset).toBeLessThanOrEqual(text.length);
      }
    }
  });

  test("random bytes decoded as UTF-8 (with replacement characters)", () => {
    const text = randomBytes(64 * 1024, 99).toString("utf8");
    expect(parseFile("noise.rift", text).diagnostics.length).toBeLessThanOrEqual(
      MAX_DIAGNOSTICS + 1,
    );
  });

  test("100,000 nested braces: no stack overflow (RS1023 or a declaration error)", () => {
    expectDiagnostics(
      "{".repeat(100_000),
      "1:1 RS1005 expected a declaration: `card`, `token`, `scenario`, `deck` or `use`",
    );
    const inCard = `card spell "X" { effect: ${"if you do, {".repeat(100_000)}draw 1${"}".repeat(100_000)} }`;
    expect(formatDiagnostics(inCard)).toEqual([
      "1:793 RS1023 nesting deeper than 64 levels; this declaration was not read",
    ]);
  });

  test("100,000 nested parentheses in a condition: RS1023", () => {
    const text = `card spell "X" { effect: if ${"(".repeat(100_000)}you do${")".repeat(100_000)}, draw 1 }`;
    expect(formatDiagnostics(text)).toEqual([
      "1:92 RS1023 nesting deeper than 64 levels; this declaration was not read",
    ]);
  });

  test("deep nesting without brackets (100,000 `not`s or `you may`s): RS1023, no stack overflow", () => {
    expectDiagnostics(
      `card spell "X" { effect: if ${"not ".repeat(100_000)}you do, draw 1 }`,
      "1:1 RS1023 nesting too deep to read; this declaration was not read",
    );
    expectDiagnostics(
      `card spell "X" { effect: ${"you may ".repeat(100_000)}draw 1 }\ncard unit "Y" { cost two }`,
      "1:1 RS1023 nesting too deep to read; this declaration was not read",
      "2:22 RS1004 expected a cost such as `2` or `2 Fury` after `cost`, found `two`; write this number in digits: `2`",
    );
  });

  test("nesting within the limit reads normally", () => {
    expectClean(`card spell "X" { effect: ${"if you do, {".repeat(30)}draw 1${"}".repeat(30)} }`);
  });

  test("a 5 MB file reads in one pass, and its one mistake is found where it is", () => {
    const cards: string[] = [];
    let text = "";
    for (let i = 0; text.length < 5 * 1024 * 1024; i++) {
      const card = i === 15_000 ? CARD(i).replace("might", "migth") : CARD(i);
      cards.push(card);
      text += card;
    }
    const lineOfMistake = 15_000 * 4 + 2;
    const { ast, diagnostics } = parseFile("big.rift", text);
    expect(ast.declarations).toHaveLength(cards.length);
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code} ${d.message}`)).toEqual([
      `${lineOfMistake}:33 RS1008 expected a characteristic (\`cost\`, \`domain\`, \`might\`, \`tags\`, \`keywords\`) or an ability such as \`when this is played: …\`, found \`migth\`; did you mean \`might\`?`,
    ]);
  });
});
