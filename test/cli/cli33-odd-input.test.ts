/**
 * `rift` on the odd inputs a newcomer feeds it: very long lines and words. A mistake far along a
 * long line is shown with a caret under it (the frame used to show the line's first 160 columns
 * and no caret), and a diagnostic quotes a long word shortened, not whole (a 100,000-character
 * word made a 100 KB message).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { formatDiagnostic } from "../../compiler/diagnostic-format.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import { runRift } from "./run-rift.js";

const dir = mkdtempSync(join(tmpdir(), "rift-cli33-odd-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function at(line: number, column: number, endColumn: number): Diagnostic {
  return {
    file: "x.rift",
    line,
    column,
    endLine: line,
    endColumn,
    offset: 0,
    endOffset: 0,
    severity: "error",
    code: "RS1008",
    message: "expected something",
  };
}

/** Where the caret line puts its first `^`, as a column of the frame's line above it. */
function caretUnder(frame: string[]): string {
  const [shown, carets] = frame;
  const column = carets!.indexOf("^");
  return shown!.slice(column, column + carets!.slice(column).length);
}

describe("the code frame of a long line", () => {
  test("a span far along the line is shown in a window of it, the caret under the span", () => {
    const text = `  effect: ${"a".repeat(5_000)} WRONG more text after it\n`;
    const column = text.indexOf("WRONG") + 1;
    const frame = formatDiagnostic(at(1, column, column + 5), text)
      .split("\n")
      .slice(1);
    expect(frame[0]).toMatch(/^1 \| …a+ WRONG more text after it$/);
    expect(caretUnder(frame)).toBe("WRONG");
    // Within a terminal's reach: the window, the gutter and the two marks.
    expect(frame[0]!.length).toBeLessThanOrEqual(170);
  });

  test("a window in the middle of a longer line is marked as cut at both ends", () => {
    const text = `${"b".repeat(3_000)}HERE${"c".repeat(3_000)}\n`;
    const frame = formatDiagnostic(at(1, 3_001, 3_005), text)
      .split("\n")
      .slice(1);
    expect(frame[0]).toMatch(/^1 \| …b{60}HEREc+…$/);
    expect(caretUnder(frame)).toBe("HERE");
  });

  test("a span that runs past the window is underlined to the window's end, not beyond", () => {
    const text = `${"d".repeat(1_000)} ${"e".repeat(1_000)}\n`;
    const frame = formatDiagnostic(at(1, 1_002, 2_002), text)
      .split("\n")
      .slice(1);
    expect(frame[1]!.length).toBe(frame[0]!.length - 1);
  });

  test("a span near the line's start keeps the frame it had: the line's start, cut at 160", () => {
    const text = `  cost ${"9".repeat(400)}\n`;
    const frame = formatDiagnostic(at(1, 8, 408), text)
      .split("\n")
      .slice(1);
    expect(frame[0]).toBe(`1 |   cost ${"9".repeat(153)}…`);
    expect(frame[1]).toBe(`  |        ${"^".repeat(153)}`);
  });
});

describe("rift check on long lines and words", () => {
  test("a 100,000-character word after a complete clause is quoted shortened; the frame points at it", async () => {
    const word = "x".repeat(100_000);
    const path = file(
      "word.rift",
      `card unit "Long Word Cli33" {\n  cost 1\n  might 1 ${word}\n}\n`,
    );
    const run = await runRift(["check", path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(
      `${path}:3:11: error RS1008: expected the end of the line after \`might 1\`, found \`${"x".repeat(27)}…\`;`,
    );
    expect(run.stderr.length).toBeLessThan(1_500);
  });

  test("a long word where an ability should start is quoted shortened", async () => {
    const word = "q".repeat(50_000);
    const path = file(
      "ability.rift",
      `card spell "Long Ability Cli33" {\n  cost 1\n  ${word}\n}\n`,
    );
    const run = await runRift(["check", path]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/:3:3: error RS1\d{3}: /);
    expect(run.stderr).not.toContain("q".repeat(200));
  });

  test("a mistake 5,000 columns into a line is shown with a caret under it", async () => {
    const path = file(
      "far.rift",
      `card spell "Far Mistake Cli33" {\n  cost 1\n  the ${"q".repeat(5_000)} time a unit dies: draw 1\n}\n`,
    );
    const run = await runRift(["check", path]);
    expect(run.code).toBe(1);
    const lines = run.stderr.split("\n");
    const header = lines.findIndex((line) => line.startsWith(`${path}:3:`));
    expect(header).toBeGreaterThanOrEqual(0);
    const column = Number(/:3:(\d+):/.exec(lines[header]!)![1]);
    expect(column).toBeGreaterThan(5_000);
    const frame = lines.slice(header + 1, header + 3);
    expect(frame[0]).toMatch(/^3 \| …q+ time a unit dies: draw 1$/);
    expect(frame[1]).toMatch(/^ {2}\| +\^+$/);
    // The caret is under the character the header names.
    const source = `  the ${"q".repeat(5_000)} time a unit dies: draw 1`;
    const under = frame[1]!.indexOf("^") - "  | ".length;
    expect(frame[0]!.slice("3 | ".length)[under]).toBe(source[column - 1]);
  });
});
