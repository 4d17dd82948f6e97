import { describe, expect, test } from "vitest";
import { LineMap } from "../../grammar/line-map.js";
import { parseFile } from "../../grammar/index.js";

/** Line and column of every offset, counted the slow way. */
function counted(text: string): [number, number][] {
  const out: [number, number][] = [];
  let line = 1;
  let lineStart = 0;
  for (let offset = 0; offset <= text.length; offset++) {
    out.push([line, offset - lineStart + 1]);
    const ch = text[offset];
    if (ch === "\n" || (ch === "\r" && text[offset + 1] !== "\n")) {
      line++;
      lineStart = offset + 1;
    }
  }
  return out;
}

describe("LineMap", () => {
  test("ends lines at \\n, \\r\\n and a lone \\r; a tab is one column", () => {
    const lines = new LineMap("ab\ncd\r\nef\rg\th");
    const at = (offset: number) => `${lines.line(offset)}:${lines.column(offset)}`;
    expect([0, 2, 3, 5, 6, 7, 9, 10, 11, 12].map(at)).toEqual([
      "1:1",
      "1:3",
      "2:1",
      "2:3",
      "2:4",
      "3:1",
      "3:3",
      "4:1",
      "4:2",
      "4:3",
    ]);
  });

  test("answers NaN for NaN, the position of a token made up by error recovery", () => {
    const lines = new LineMap("a\nb");
    expect(lines.line(NaN)).toBeNaN();
    expect(lines.column(NaN)).toBeNaN();
  });

  test.each([
    ["only \\n", "card unit X {\n  might 2\n}\n\n".repeat(40)],
    ["mixed line ends", "a\r\nbb\rccc\n\n\r\r\ndddd\re".repeat(30)],
  ])("agrees with counting for every offset, asked in any order (%s)", (_, text) => {
    const lines = new LineMap(text);
    const expected = counted(text);
    const offsets = expected.map((_, offset) => offset);
    // Near and far jumps: the map walks from its last answer or searches.
    const order = [
      ...offsets,
      ...[...offsets].reverse(),
      ...offsets.map((o) => (o * 7919) % offsets.length),
    ];
    for (const offset of order) {
      expect([lines.line(offset), lines.column(offset)], `offset ${offset}`).toEqual(
        expected[offset],
      );
    }
  });
});

describe("node ranges", () => {
  test("start on the line of their first token, also after a lone \\r in an earlier declaration", () => {
    const { ast } = parseFile("f.rift", 'card unit "A" {\r might 1 }\ncard unit "B" { might 2 }\n');
    const b = ast.declarations[1]!;
    if (b.kind !== "Definition") throw new Error("expected a definition");
    expect(b.range.line).toBe(b.name.range.line);
    expect(b.characteristics[0]!.range.line).toBe(b.name.range.line);
  });
});
