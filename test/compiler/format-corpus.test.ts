import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { riftFilesUnder } from "../../compiler/files.js";
import { formatText, NODE_ROLES } from "../../compiler/format/index.js";
import { forEachChild } from "../../compiler/format/node-roles.js";
import { parseFile, type Node } from "../../grammar/index.js";
import { tokenize } from "../../grammar/tokens.js";

const ROOT = process.cwd();
const EVERY_CONSTRUCT = "test/fixtures/format/every-construct.rift";

/** Every `.rift` file of the repository and every ```rift block of LANGUAGE.md. */
function corpus(): { name: string; text: string }[] {
  const files = riftFilesUnder(ROOT).map((file) => ({
    name: relative(ROOT, file),
    text: readFileSync(file, "utf8"),
  }));
  const language = join(ROOT, "LANGUAGE.md");
  if (existsSync(language)) {
    const blocks = readFileSync(language, "utf8").matchAll(/^```rift\r?\n([\s\S]*?)^```/gm);
    let n = 0;
    for (const block of blocks) files.push({ name: `LANGUAGE.md block ${++n}`, text: block[1]! });
  }
  return files;
}

/** The tree without source positions, which formatting is free to change. */
function withoutRanges(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (key, field: unknown) => (key === "range" ? undefined : field)),
  );
}

function nodeKinds(node: Node, into = new Set<string>()): Set<string> {
  into.add(node.kind);
  forEachChild(node, (child) => nodeKinds(child, into));
  return into;
}

const hasErrors = (text: string): boolean =>
  parseFile("corpus.rift", text).diagnostics.some((d) => d.severity === "error");

describe("the formatter over the corpus", () => {
  const files = corpus();

  it("the corpus holds the every-construct file", () => {
    expect(files.map((f) => f.name)).toContain(EVERY_CONSTRUCT);
  });

  for (const { name, text } of files) {
    if (hasErrors(text)) {
      it(`leaves ${name} unchanged: it has syntax errors`, () => {
        expect(formatText(name, text).text).toBe(text);
      });
      continue;
    }
    it(`${name}: idempotent, and the tree is the same`, () => {
      const once = formatText(name, text);
      expect(once.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
      expect(formatText(name, once.text).text).toBe(once.text);
      const before = parseFile(name, text);
      const after = parseFile(name, once.text);
      expect(after.diagnostics).toEqual([]);
      expect(withoutRanges(after.ast)).toEqual(withoutRanges(before.ast));
    });
    it(`${name}: the layout does not depend on the spacing or keyword case written`, () => {
      expect(formatText(name, scramble(text)).text).toBe(formatText(name, text).text);
    });
    it(`${name}: comments in any gap between tokens survive, in order, idempotently`, () => {
      for (const every of [1, 3, 7]) {
        const commented = withComments(text, every);
        const once = formatText(name, commented).text;
        expect(commentTexts(once)).toEqual(commentTexts(commented));
        expect(formatText(name, once).text).toBe(once);
        expect(withoutRanges(parseFile(name, once).ast)).toEqual(
          withoutRanges(parseFile(name, text).ast),
        );
      }
    });
  }

  it("the every-construct file uses every node kind but Error", () => {
    const { ast } = parseFile(EVERY_CONSTRUCT, readFileSync(join(ROOT, EVERY_CONSTRUCT), "utf8"));
    const missing = Object.keys(NODE_ROLES).filter((kind) => !nodeKinds(ast).has(kind));
    expect(missing).toEqual(["Error"]);
  });

  it("the every-construct file is in canonical layout", () => {
    const text = readFileSync(join(ROOT, EVERY_CONSTRUCT), "utf8");
    expect(formatText(EVERY_CONSTRUCT, text).text).toBe(text);
  });
});

/**
 * The same tokens and comments with different spacing and keyword case: each gap between tokens
 * (without comments, without a blank line) becomes other whitespace, never adding or removing a
 * blank line; keywords outside names change case. Deterministic, so a failure reproduces.
 */
function scramble(text: string): string {
  const { ast } = parseFile("scramble.rift", text);
  const names: [number, number][] = [];
  const collect = (node: Node): void => {
    if (node.kind === "Name") names.push([node.range.offset, node.range.endOffset]);
    forEachChild(node, collect);
  };
  collect(ast);
  const inName = (offset: number): boolean =>
    names.some(([from, to]) => offset >= from && offset < to);

  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { tokens, groups } = tokenize(source);
  const comments = groups["comments"] ?? [];
  const spacings = [" ", "  ", "\n", "\t", " \n   ", "\r\n"];
  let seed = 7;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  let out = "";
  let cursor = 0;
  for (const token of tokens) {
    const gap = source.slice(cursor, token.startOffset);
    const hasComment = comments.some(
      (c) => c.startOffset >= cursor && c.startOffset < token.startOffset,
    );
    const breaks = (gap.match(/\n/g) ?? []).length;
    out += cursor === 0 || hasComment || breaks > 1 ? gap : spacings[next(spacings.length)]!;
    const isKeyword = token.tokenType.name !== "Identifier" && /^[A-Za-z]/.test(token.image);
    if (isKeyword && !inName(token.startOffset)) {
      out += next(2) === 0 ? token.image.toUpperCase() : token.image.toLowerCase();
    } else {
      out += token.image;
    }
    cursor = token.startOffset + token.image.length;
  }
  return out + source.slice(cursor);
}

/**
 * `text` with a comment in every `every`-th gap between tokens, alternately at the end of the
 * line of the token before it and on a line of its own.
 */
function withComments(text: string, every: number): string {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const { tokens } = tokenize(source);
  let out = "";
  let cursor = 0;
  tokens.forEach((token, i) => {
    out += source.slice(cursor, token.startOffset);
    if (i % every === 0) out += i % (2 * every) === 0 ? `// c${i}\n` : `\n// own ${i}\n`;
    out += token.image;
    cursor = token.startOffset + token.image.length;
  });
  return out + source.slice(cursor) + "\n// last\n";
}

function commentTexts(text: string): string[] {
  return (tokenize(text).groups["comments"] ?? []).map((c) => c.image.trim());
}

describe("the formatter runs in the browser", () => {
  it("nothing under compiler/format imports a Node module, directly or through grammar/", () => {
    const nodeImports: string[] = [];
    const seen = new Set<string>();
    const visit = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const source = readFileSync(file, "utf8");
      for (const match of source.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s+"([^"]+)"/gm)) {
        const specifier = match[1]!;
        if (specifier.startsWith(".")) {
          visit(resolve(dirname(file), specifier.replace(/\.js$/, ".ts")));
        } else if (specifier.startsWith("node:") || builtinModules.includes(specifier)) {
          nodeImports.push(`${relative(ROOT, file)}: ${specifier}`);
        }
      }
    };
    const formatDir = join(ROOT, "compiler/format");
    for (const entry of readdirSync(formatDir))
      if (entry.endsWith(".ts")) visit(join(formatDir, entry));
    expect(seen.size).toBeGreaterThan(5);
    expect(nodeImports).toEqual([]);
  });
});
