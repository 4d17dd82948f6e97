import type { Diagnostic } from "../grammar/diagnostics.js";

/**
 * Renders diagnostics the way DESIGN.md specifies: `file:line:col: error RS1234: message`, then a
 * code frame with a caret line under the offending span. Tabs in the frame are kept as tabs in the
 * caret line's padding so the caret still lines up in a terminal.
 */
export function formatDiagnostic(diagnostic: Diagnostic, sourceText: string | undefined): string {
  const header = `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`;
  const lines = [header];
  const frame = sourceText === undefined ? undefined : codeFrame(diagnostic, sourceText);
  if (frame) lines.push(frame);
  for (const related of diagnostic.related ?? []) {
    lines.push(`  ${related.file}:${related.line}:${related.column}: note: ${related.message}`);
  }
  return lines.join("\n");
}

const MAX_FRAME_WIDTH = 160;
/** How much of a long line the frame shows before a span that starts beyond its first screenful. */
const CONTEXT_BEFORE = 60;

function codeFrame(diagnostic: Diagnostic, sourceText: string): string | undefined {
  const lineText = lineAt(sourceText, diagnostic.line);
  if (lineText === undefined) return undefined;
  const gutter = String(diagnostic.line);
  const startIndex = Math.max(0, diagnostic.column - 1);
  const endIndex =
    diagnostic.endLine === diagnostic.line
      ? Math.max(startIndex + 1, diagnostic.endColumn - 1)
      : Math.max(startIndex + 1, lineText.length);
  // A line too long for a terminal is shown as a window of it that holds the span's start: a frame
  // of the line's beginning with no caret (the mistake 5,000 columns on) showed nothing wrong.
  const from = startIndex < MAX_FRAME_WIDTH ? 0 : startIndex - CONTEXT_BEFORE;
  const to = Math.min(lineText.length, from + MAX_FRAME_WIDTH);
  const lead = from > 0 ? "…" : "";
  const shown = `${lead}${lineText.slice(from, to)}${to < lineText.length ? "…" : ""}`;
  const padding = lead.replace("…", " ") + lineText.slice(from, startIndex).replace(/[^\t]/g, " ");
  const carets = "^".repeat(Math.max(1, Math.min(endIndex, to) - startIndex));
  const blankGutter = " ".repeat(gutter.length);
  return `${gutter} | ${printable(shown)}\n${blankGutter} | ${padding}${carets}`;
}

/** Line `line` of the text, counting lines as the lexer does: `\r\n`, a lone `\r` or `\n`. */
function lineAt(text: string, line: number): string | undefined {
  const lines = text.split(/\r\n|\r|\n/, line);
  return lines.length === line ? lines[line - 1] : undefined;
}

/**
 * Control characters (a file of random bytes) would garble the terminal; show them as `?`. The C1
 * controls count too: some terminals read U+009B as the start of an escape sequence.
 */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "?");
}
