import { describe, expect, test } from "vitest";
import { allNodes, expectClean } from "./helpers.js";
import { parser, ruleNames, tokenize } from "../../grammar/index.js";

describe("the parser instance", () => {
  test("exports its rule names, for content assist and diagrams", () => {
    for (const rule of [
      "file",
      "declaration",
      "definition",
      "clause",
      "instruction",
      "scenario",
      "deck",
    ]) {
      expect(ruleNames).toContain(rule);
    }
  });

  test('offers content assist: what may follow `card unit "X" { when this is`', () => {
    const paths = parser.computeContentAssist(
      "file",
      tokenize(`card unit "X" { when this is`).tokens,
    );
    const next = new Set(paths.map((p) => p.nextTokenType.name));
    expect(next).toContain("Play");
    expect(next).toContain("Banish");
    expect(next).not.toContain("Colon");
  });

  test("is reused: one parse does not leak into the next", () => {
    expectClean(`card unit "X" { cost two }`.replace("two", "2"));
    expectClean(`card unit "Y" { might 1 }`);
  });

  test("every node's range is inside the file and tight around its text", () => {
    const text = `card unit "X" {\n  cost 2 + 1 Fury\n  when this is played: play a Recruit token here; if you do, draw 1\n}\nscenario "s" {\n  setup { A hand: "X" }\n  A plays "X"\n  expect A hand is empty\n}\n`;
    const ast = expectClean(text);
    const nodes = allNodes(ast).filter((node) => node.kind !== "SourceFile");
    expect(nodes.length).toBeGreaterThan(20);
    for (const node of nodes) {
      const slice = text.slice(node.range.offset, node.range.endOffset);
      expect(slice.length, node.kind).toBeGreaterThan(0);
      expect(slice, node.kind).toBe(slice.trim());
      const before = text.slice(0, node.range.offset).split("\n");
      expect(node.range.line).toBe(before.length);
      expect(node.range.column).toBe(before[before.length - 1]!.length + 1);
    }
  });
});
