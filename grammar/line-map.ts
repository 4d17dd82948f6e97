/**
 * Lines and columns of offsets in a file. The parser records only offsets in the nodes it builds —
 * lines and columns for every rule it enters cost more than working them out for the nodes that
 * become ranges — and the AST builder asks this table of line starts for the rest.
 *
 * Lines end at `\n`, `\r\n` or a lone `\r`, as the lexer counts them; a column counts UTF-16 code
 * units from 1, a tab as one.
 */
export class LineMap {
  /** The offset where each line starts; the first line starts at 0. */
  private readonly starts: number[] = [0];
  /** The line of the last lookup, where the next one starts looking. */
  private last = 0;

  constructor(text: string) {
    const starts = this.starts;
    if (!text.includes("\r")) {
      // The usual case, and `indexOf` finds line ends many times faster than a loop over the text.
      for (let at = text.indexOf("\n"); at >= 0; at = text.indexOf("\n", at + 1)) {
        starts.push(at + 1);
      }
      return;
    }
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10) starts.push(i + 1);
      else if (ch === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
  }

  /** 0-based index of the line holding `offset`; NaN for NaN (a token made up by recovery). */
  index(offset: number): number {
    if (Number.isNaN(offset)) return NaN;
    const starts = this.starts;
    let i = this.last;
    // Ranges are asked for in nearly text order and a declaration spans few lines, so a short walk
    // from the last answer usually finds the line; a binary search takes over after a few steps.
    for (let steps = 0; steps < 8; steps++) {
      if (offset < starts[i]!) i--;
      else if (i + 1 < starts.length && offset >= starts[i + 1]!) i++;
      else return (this.last = i);
    }
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return (this.last = low);
  }

  /** Where line `index` starts. */
  start(index: number): number {
    return this.starts[index]!;
  }

  /** 1-based line of an offset. */
  line(offset: number): number {
    return this.index(offset) + 1;
  }

  /** 1-based column of an offset. */
  column(offset: number): number {
    return offset - this.starts[this.index(offset)]! + 1;
  }
}
