/**
 * Lines and columns of offsets in a file. `parseFile` lexes with offsets only — counting lines and
 * columns for every token cost more than working them out for the offsets that become ranges —
 * and asks this table of line starts when it builds a range.
 *
 * Lines end at `\n`, `\r\n` or a lone `\r`, as the lexer counts them; a column counts UTF-16 code
 * units from 1, a tab as one.
 */
export class LineMap {
  /** The offset where each line starts; the first line starts at 0. */
  private readonly starts: number[] = [0];
  /** The line of the last lookup: ranges are built in nearly text order, so it is the usual answer. */
  private last = 0;

  constructor(text: string) {
    const starts = this.starts;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      if (ch === 10) starts.push(i + 1);
      else if (ch === 13) {
        if (text.charCodeAt(i + 1) === 10) i++;
        starts.push(i + 1);
      }
    }
  }

  /** 1-based line of an offset; NaN for NaN, as a token made up by error recovery has. */
  line(offset: number): number {
    return this.lineIndex(offset) + 1;
  }

  /** 1-based column of an offset; NaN for NaN. */
  column(offset: number): number {
    return offset - this.starts[this.lineIndex(offset)]! + 1;
  }

  private lineIndex(offset: number): number {
    if (Number.isNaN(offset)) return NaN;
    const starts = this.starts;
    const last = this.last;
    if (offset >= starts[last]! && (last + 1 === starts.length || offset < starts[last + 1]!)) {
      return last;
    }
    // The last line starting at or before `offset`.
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    this.last = low;
    return low;
  }
}
