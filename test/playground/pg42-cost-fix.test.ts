/**
 * pg42: the checker's RS2020 for a card with no cost ("a spell card needs a cost: add `cost N`",
 * RULES G3: a played card has a cost) has a quick fix, "Add a cost", that writes `cost 1` where the
 * card's characteristics start. The fix is applied as the editor applies it, and the text checked
 * again.
 */
import { describe, expect, test } from "vitest";
import { compile } from "../../compiler/compile.js";
import { costInsertion, needsCost } from "../../playground/src/language/quick-fix.js";

/** The text with each missing-cost diagnostic's fix applied, last first so offsets hold. */
function withCostsAdded(text: string): string {
  const lines = text.split("\n");
  const offsetOf = (line: number, column: number): number =>
    lines.slice(0, line - 1).reduce((sum, row) => sum + row.length + 1, 0) + column - 1;
  const fixes = compile([{ file: "f.rift", text }])
    .diagnostics.filter((d) => needsCost(d.code, d.message))
    .map((d) => costInsertion(text, offsetOf(d.endLine, d.endColumn)))
    .sort((a, b) => b!.offset - a!.offset);
  let fixed = text;
  for (const fix of fixes) {
    expect(fix).toBeDefined();
    fixed = fixed.slice(0, fix!.offset) + fix!.text + fixed.slice(fix!.offset);
  }
  return fixed;
}

function errors(text: string): string[] {
  return compile([{ file: "f.rift", text }])
    .diagnostics.filter((d) => d.severity === "error")
    .map((d) => `${d.code} ${d.message}`);
}

describe("the 'Add a cost' quick fix (pg42)", () => {
  test("a costless card gets `cost 1` as its body's first line, indented as the body", () => {
    const text = 'card spell "Quick Jab" {\n    effect: deal 1 to target unit\n}\n';
    expect(errors(text)).toEqual(["RS2020 a spell card needs a cost: add `cost N`"]);
    const fixed = withCostsAdded(text);
    expect(fixed).toBe(
      'card spell "Quick Jab" {\n    cost 1\n    effect: deal 1 to target unit\n}\n',
    );
    expect(errors(fixed)).toEqual([]);
  });

  test("a unit's cost goes before its other characteristics", () => {
    const text = 'card unit "Hill Scout" {\n  domain Calm\n  might 2\n}\n';
    const fixed = withCostsAdded(text);
    expect(fixed).toBe('card unit "Hill Scout" {\n  cost 1\n  domain Calm\n  might 2\n}\n');
    expect(errors(fixed)).toEqual([]);
  });

  test("a body written on the card's line gets the cost first on that line", () => {
    const text = 'card spell "Tiny Spark" { effect: draw 1 }\n';
    expect(withCostsAdded(text)).toBe('card spell "Tiny Spark" { cost 1  effect: draw 1 }\n');
    expect(errors(withCostsAdded(text))).toEqual([]);
  });

  test("each costless card of a file gets its own cost, under an indented card too", () => {
    const text = [
      'card gear "Old Lantern" {',
      "}",
      "",
      '  card gear "Far Call" { }',
      "",
      'card spell "Late Word" { // no cost yet',
      "",
      "  effect: draw 1",
      "}",
      "",
    ].join("\n");
    const fixed = withCostsAdded(text);
    expect(fixed.split("\n")).toEqual([
      'card gear "Old Lantern" {',
      "  cost 1",
      "}",
      "",
      '  card gear "Far Call" { cost 1 }',
      "",
      'card spell "Late Word" { // no cost yet',
      "  cost 1",
      "",
      "  effect: draw 1",
      "}",
      "",
    ]);
    expect(errors(fixed)).toEqual([]);
  });

  test("other RS2020 diagnostics, and cost errors of another code, offer no cost", () => {
    const text = 'card unit "No Might" {\n  cost 2\n}\n';
    const [missingMight] = compile([{ file: "f.rift", text }]).diagnostics;
    expect(missingMight?.code).toBe("RS2020");
    expect(needsCost(missingMight!.code, missingMight!.message)).toBe(false);
    expect(needsCost("RS1004", "a card needs a cost")).toBe(false);
  });

  test("no brace after the name: nothing to insert into", () => {
    expect(costInsertion('card spell "Cut" effect', 'card spell "Cut"'.length)).toBeUndefined();
  });
});
