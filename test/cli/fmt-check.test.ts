/**
 * `rift fmt --check` says what differs in each unformatted file, so a CI log explains a file that
 * looks formatted in an editor: CRLF line endings, a byte order mark, spaces at a line's end.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, onTestFinished, test } from "vitest";
import { formatDifference } from "../../compiler/cli/format-difference.js";
import { runRift } from "./run-rift.js";

const FORMATTED = `card unit "Hedge Knight" {\n  cost 2\n  might 2\n}\n`;

function riftFile(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "rift-fmt-check-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, "knight.rift");
  writeFileSync(file, text);
  return file;
}

describe("rift fmt --check names what differs", () => {
  test("CRLF line endings: the path on stdout, the reason on stderr, the file untouched", async () => {
    const crlf = FORMATTED.replace(/\n/g, "\r\n");
    const file = riftFile(crlf);
    const run = await runRift(["fmt", "--check", file]);
    expect(run.code).toBe(3); // EXIT_UNFORMATTED
    expect(run.stdout).toBe(`${file}\n`);
    expect(run.stderr).toBe(
      `${file}:1: not formatted: its line endings are CRLF (\\r\\n); rift fmt writes LF (\\n)\n` +
        "1 file: 1 not formatted, 0 unchanged\n",
    );
    expect(readFileSync(file, "utf8")).toBe(crlf);
  });

  test("rift fmt then makes it pass", async () => {
    const file = riftFile(FORMATTED.replace(/\n/g, "\r\n"));
    expect((await runRift(["fmt", file])).code).toBe(0);
    const run = await runRift(["fmt", "--check", file]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe("1 file: 0 not formatted, 1 unchanged\n");
  });
});

describe("formatDifference", () => {
  test.each([
    [
      "all CRLF",
      FORMATTED.replace(/\n/g, "\r\n"),
      1,
      "its line endings are CRLF (\\r\\n); rift fmt writes LF (\\n)",
    ],
    [
      "some CRLF",
      FORMATTED.replace("\n", "\r\n"),
      1,
      "1 of 4 line endings are CRLF (\\r\\n); rift fmt writes LF (\\n)",
    ],
    [
      "old Mac CR",
      FORMATTED.replace(/\n/g, "\r"),
      1,
      "its line endings are CR (\\r); rift fmt writes LF (\\n)",
    ],
    [
      "a byte order mark",
      `\ufeff${FORMATTED}`,
      1,
      "it starts with a byte order mark, which rift fmt removes",
    ],
    [
      "spaces at a line's end",
      FORMATTED.replace("cost 2", "cost 2  "),
      2,
      'line 2 reads "  cost 2  "; formatted, it reads "  cost 2"',
    ],
    [
      "a tab",
      FORMATTED.replace("  might", "\tmight"),
      3,
      'line 3 reads "\\tmight 2"; formatted, it reads "  might 2"',
    ],
    ["no final line break", FORMATTED.slice(0, -1), 4, "the last line has no line break"],
  ])("%s", (_, text, line, reason) => {
    const formatted = FORMATTED;
    expect(formatDifference(text, formatted)).toEqual({ line, reasons: [reason] });
  });

  test("line endings and layout together are both named, at the first line that differs", () => {
    const text = FORMATTED.replace("might 2", "might  2").replace(/\n/g, "\r\n");
    expect(formatDifference(text, FORMATTED)).toEqual({
      line: 3,
      reasons: [
        "its line endings are CRLF (\\r\\n); rift fmt writes LF (\\n)",
        'line 3 reads "  might  2"; formatted, it reads "  might 2"',
      ],
    });
  });

  test("a long line is shown around where it differs", () => {
    const long = `  effect: ${"draw 1, ".repeat(12)}end`;
    const reason = formatDifference(`x\n${long}X\n`, `x\n${long}\n`).reasons[0]!;
    expect(reason).toMatch(/^line 2 reads …".*endX"; formatted, it reads …".*end"$/);
  });
});
