/**
 * How many rows a text takes when wrapped at a number of columns, as CSS's `white-space: pre-wrap`
 * with `overflow-wrap: anywhere` lays out a monospaced text: a line breaks after the last space
 * that fits, a word longer than a row is cut, and every line of the text starts a row. The F8 peek
 * sizes itself by this (Monaco sizes it by the message's lines, one row each, and scrolls the
 * rest sideways).
 */
export function wrappedRows(text: string, columns: number): number {
  const width = Math.max(1, Math.floor(columns));
  let rows = 0;
  for (const line of text.split(/\r?\n/)) rows += rowsOfLine(line, width);
  return rows;
}

function rowsOfLine(line: string, width: number): number {
  let rows = 1;
  let used = 0;
  // Each word with the spaces after it: the spaces may hang past the row's end, as in CSS.
  for (const [, word = "", spaces = ""] of line.matchAll(/(\S*)(\s*)/g)) {
    if (word === "" && spaces === "") continue;
    if (used > 0 && used + word.length > width) {
      rows++;
      used = 0;
    }
    if (word.length > width) {
      // A word longer than a row is cut: it fills rows of its own and ends on the last.
      const more = Math.ceil(word.length / width) - 1;
      rows += more;
      used = word.length - more * width;
    } else {
      used += word.length;
    }
    used += spaces.length;
  }
  return rows;
}
