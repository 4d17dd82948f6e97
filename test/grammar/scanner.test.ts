import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { ILexingResult } from "chevrotain";
import { describe, expect, test } from "vitest";
import { scan } from "../../grammar/scanner.js";
import { tokenize } from "../../grammar/tokens.js";
import { SeededRandom } from "../../runtime/rng.js";

const ROOT = new URL("../../", import.meta.url).pathname;

/** Every `.rift` file under the folders that hold them, and every ```rift block of LANGUAGE.md. */
function corpus(): { name: string; text: string }[] {
  const found: { name: string; text: string }[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(join(ROOT, dir))) {
      const path = join(dir, entry);
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (entry.endsWith(".rift")) found.push({ name: path, text: read(path) });
    }
  };
  for (const dir of ["cards", "test", "playground/src"]) walk(dir);
  const language = read("LANGUAGE.md");
  let block = 0;
  for (const match of language.matchAll(/```rift\n([\s\S]*?)```/g)) {
    found.push({ name: `LANGUAGE.md block ${++block}`, text: match[1]! });
  }
  found.push({ name: "LANGUAGE.md", text: language });
  return found;
}

function read(path: string): string {
  return readFileSync(join(ROOT, path), "utf8");
}

/** A lexing result field by field, so that token objects of different shapes compare. */
function lexed(result: ILexingResult): unknown {
  const token = (t: ILexingResult["tokens"][number]) => [
    t.tokenType.name,
    t.tokenTypeIdx,
    t.image,
    t.startOffset,
    t.endOffset,
    t.startLine,
    t.endLine,
    t.startColumn,
    t.endColumn,
  ];
  return {
    tokens: result.tokens.map(token),
    groups: Object.fromEntries(
      Object.entries(result.groups).map(([group, tokens]) => [group, tokens.map(token)]),
    ),
    errors: result.errors.map((e) => [e.offset, e.line, e.column, e.length, e.message]),
  };
}

/** The runtime's seeded generator (mulberry32): the same sequence on every machine. */
function random(seed: number): () => number {
  const generator = new SeededRandom(seed);
  return () => generator.next();
}

/** Pieces of text where lexers go wrong: line ends, quotes, escapes, apostrophes, odd characters. */
const AWKWARD = [
  ...["\n", "\r\n", "\r", "\t", "\v", "\f", " ", "\u2028", "\u00a0", "\ufeff"],
  ...['"', '\\"', "\\", '"open', '"a\\q"', "//", "/", "'", "’", "'s", "’S", "can't", "CAN’T"],
  ...["can't_", "can'", "!", "!=", "<", "<=", ">=", "=", "—", "–", "§", "é", "😀", "\ud800", "#"],
  ...["{", "}", "(", ")", ":", ";", ",", ".", "+", "-", "0", "12", "_", "x1", "Fury", "units"],
];

describe("scan gives exactly what tokenize gives", () => {
  const files = corpus();

  test("on the project's card files, tests and LANGUAGE.md", () => {
    expect(files.length).toBeGreaterThan(20);
    for (const { name, text } of files) {
      expect(lexed(scan(text)), name).toEqual(lexed(tokenize(text)));
    }
  });

  test("on 4,000 mangled pieces of them", () => {
    const next = random(2);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
    for (let i = 0; i < 4000; i++) {
      const { text } = pick(files);
      const at = Math.floor(next() * text.length);
      let inserted = "";
      for (let n = Math.floor(next() * 12); n > 0; n--) inserted += pick(AWKWARD);
      if (next() < 0.2) {
        for (let n = 0; n < 8; n++) inserted += String.fromCharCode(Math.floor(next() * 0x10000));
      }
      const input = text.slice(Math.max(0, at - 80), at) + inserted + text.slice(at, at + 80);
      expect(lexed(scan(input)), JSON.stringify(input)).toEqual(lexed(tokenize(input)));
    }
  });
});

describe("scan", () => {
  const kinds = (text: string) => scan(text).tokens.map((t) => `${t.tokenType.name} ${t.image}`);

  test("reads `can't` in any case and either apostrophe as one keyword", () => {
    expect(kinds("can't CAN’T can'tx")).toEqual([
      "Cant can't",
      "Cant CAN’T",
      "Identifier can",
      "Identifier tx",
    ]);
    expect(scan("can'tx").errors).toMatchObject([{ offset: 3, length: 1 }]);
  });

  test("reads `'s` and `’S` as the possessive", () => {
    expect(kinds("its owner's hand lost’S")).toEqual([
      "Its its",
      "Owner owner",
      "Possessive 's",
      "Hand hand",
      "Identifier lost",
      "Possessive ’S",
    ]);
  });

  test("keeps a backslash before the line end in an unterminated string", () => {
    expect(kinds('"ab\\\ndraw "a\\"b"')).toEqual([
      'UnterminatedString "ab\\',
      "Draw draw",
      'StringLiteral "a\\"b"',
    ]);
  });

  test("ends lines at \\n, \\r\\n and a lone \\r, and counts a tab as one column", () => {
    const tokens = scan("a\nb\r\nc\rd\t\te").tokens;
    expect(tokens.map((t) => `${t.startLine}:${t.startColumn}`)).toEqual([
      "1:1",
      "2:1",
      "3:1",
      "4:1",
      "4:4",
    ]);
  });

  test("reports a run of unknown characters as one error and reads on", () => {
    const result = scan("might §§ § 2 #");
    expect(result.errors.map((e) => [e.offset, e.length])).toEqual([
      [6, 2],
      [9, 1],
      [13, 1],
    ]);
    expect(result.tokens.map((t) => t.image)).toEqual(["might", "2"]);
  });

  test("puts comments in their group, not among the tokens", () => {
    const result = scan("draw 1 // a note\nkill");
    expect(result.tokens.map((t) => t.image)).toEqual(["draw", "1", "kill"]);
    expect(result.groups["comments"]!.map((t) => t.image)).toEqual(["// a note"]);
  });
});
