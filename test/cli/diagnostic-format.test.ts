import { expect, test } from "vitest";
import { formatDiagnostic } from "../../compiler/diagnostic-format.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";

function diagnosticAt(line: number, column: number, endColumn: number): Diagnostic {
  return {
    file: "cards/x.rift",
    line,
    column,
    endLine: line,
    endColumn,
    offset: 0,
    endOffset: 0,
    severity: "error",
    code: "RS1004",
    message: "expected a cost such as `2` or `2 Fury` after `cost`",
  };
}

test("a diagnostic reads file:line:col: severity code: message, then the line and a caret under the span", () => {
  const text = 'card unit "X" {\n  cost two\n}\n';
  expect(formatDiagnostic(diagnosticAt(2, 8, 11), text)).toBe(
    [
      "cards/x.rift:2:8: error RS1004: expected a cost such as `2` or `2 Fury` after `cost`",
      "2 |   cost two",
      "  |        ^^^",
    ].join("\n"),
  );
});

test("the frame shows the line the lexer counted, whatever the line ends: CRLF, lone CR, LF", () => {
  for (const end of ["\r\n", "\r", "\n"]) {
    const text = ['card unit "X" {', "  cost two", "}", ""].join(end);
    expect(
      formatDiagnostic(diagnosticAt(2, 8, 11), text)
        .split("\n")
        .slice(1),
    ).toEqual(["2 |   cost two", "  |        ^^^"]);
  }
});

test("tabs before the span stay tabs in the caret line so the caret lines up", () => {
  const frame = formatDiagnostic(diagnosticAt(1, 3, 4), "\t\tx\n").split("\n");
  expect(frame[2]).toBe("  | \t\t^");
});

test("control characters are not echoed raw to the terminal", () => {
  const frame = formatDiagnostic(diagnosticAt(1, 1, 2), "\u0007\u0000abc").split("\n");
  expect(frame[1]).toBe("1 | ??abc");
});

test("related places are listed as notes", () => {
  const diagnostic: Diagnostic = {
    ...diagnosticAt(1, 1, 2),
    related: [{ file: "cards/y.rift", line: 4, column: 6, message: '"X" is first declared here' }],
  };
  expect(formatDiagnostic(diagnostic, undefined)).toContain(
    '  cards/y.rift:4:6: note: "X" is first declared here',
  );
});
