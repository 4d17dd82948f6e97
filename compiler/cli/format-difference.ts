/**
 * Why `rift fmt --check` calls a file unformatted. Some differences cannot be seen in an editor (a
 * byte order mark, CRLF line endings, spaces at the end of a line); a CI log that names only the
 * file leaves the designer looking at text that seems already formatted.
 */
export interface FormatDifference {
  /** The first line (1-based, in the file as it is) where the text differs; 1 for a whole-file matter. */
  line: number;
  /** Each difference in words, in the order they are met. */
  reasons: string[];
}

const LONGEST_SHOWN = 60;

export function formatDifference(text: string, formatted: string): FormatDifference {
  const reasons: string[] = [];
  let body = text;
  if (body.startsWith("\ufeff")) {
    reasons.push("it starts with a byte order mark, which rift fmt removes");
    body = body.slice(1);
  }
  const crlf = body.match(/\r\n/g)?.length ?? 0;
  const cr = (body.match(/\r/g)?.length ?? 0) - crlf;
  const breaks = crlf + cr + (body.match(/(?<!\r)\n/g)?.length ?? 0);
  if (crlf + cr > 0) {
    const kind = cr === 0 ? "CRLF (\\r\\n)" : crlf === 0 ? "CR (\\r)" : "CRLF (\\r\\n) or CR (\\r)";
    const which =
      crlf + cr === breaks ? "its line endings are" : `${crlf + cr} of ${breaks} line endings are`;
    reasons.push(`${which} ${kind}; rift fmt writes LF (\\n)`);
    body = body.replace(/\r\n?/g, "\n");
  }
  if (body === formatted) return { line: 1, reasons };

  const found = body.split("\n");
  const wanted = formatted.split("\n");
  let line = 0;
  while (line < found.length && line < wanted.length && found[line] === wanted[line]) line++;
  if (body + "\n" === formatted) {
    reasons.push("the last line has no line break");
  } else if (line >= found.length) {
    reasons.push(`the formatted file goes on after line ${found.length}`);
  } else if (line >= wanted.length) {
    reasons.push(`line ${line + 1} and those after it are not in the formatted file`);
  } else {
    const before = found[line]!;
    const after = wanted[line]!;
    let column = 0;
    while (column < before.length && before[column] === after[column]) column++;
    reasons.push(
      `line ${line + 1} reads ${shown(before, column)}; formatted, it reads ${shown(after, column)}`,
    );
  }
  return { line: Math.min(line + 1, found.length), reasons };
}

/** The line in quotes, with `\t` and the like visible; a long one cut around `column`. */
function shown(line: string, column: number): string {
  if (line.length <= LONGEST_SHOWN) return JSON.stringify(line);
  const start = Math.max(0, Math.min(column - 20, line.length - LONGEST_SHOWN));
  const cut = line.slice(start, start + LONGEST_SHOWN);
  return `${start > 0 ? "…" : ""}${JSON.stringify(cut)}${start + LONGEST_SHOWN < line.length ? "…" : ""}`;
}
