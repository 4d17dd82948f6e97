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

function codeFrame(diagnostic: Diagnostic, sourceText: string): string | undefined {
  const lineText = lineAt(sourceText, diagnostic.line);
  if (lineText === undefined) return undefined;
  const shown =
    lineText.length > MAX_FRAME_WIDTH ? lineText.slice(0, MAX_FRAME_WIDTH) + "…" : lineText;
  const gutter = String(diagnostic.line);
  const startIndex = Math.max(0, diagnostic.column - 1);
  const endIndex =
    diagnostic.endLine === diagnostic.line
      ? Math.max(startIndex + 1, diagnostic.endColumn - 1)
      : Math.max(startIndex + 1, lineText.length);
  if (startIndex > MAX_FRAME_WIDTH) return `${gutter} | ${printable(shown)}`;
  const padding = lineText.slice(0, startIndex).replace(/[^\t]/g, " ");
  const carets = "^".repeat(Math.max(1, Math.min(endIndex, MAX_FRAME_WIDTH) - startIndex));
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
