import type { Range } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";

/**
 * The compiler's diagnostic codes (RS2xxx). Codes are stable: a code is never reused for another
 * meaning, so tools and tests can match on it. LANGUAGE.md lists them; a test keeps the two in step.
 */
export const COMPILER_CODES = {
  RS2001: "a name is declared twice in one compilation unit",
  RS2002: "a `use` names a file or folder that does not exist",
} as const;

export type CompilerCode = keyof typeof COMPILER_CODES;

export interface RelatedPlace {
  range: Range;
  message: string;
}

export function diagnosticAt(
  range: Range,
  code: CompilerCode,
  message: string,
  severity: "error" | "warning" = "error",
  related: readonly RelatedPlace[] = [],
): Diagnostic {
  const diagnostic: Diagnostic = {
    file: range.file,
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
    offset: range.offset,
    endOffset: range.endOffset,
    severity,
    code,
    message,
  };
  if (related.length > 0) {
    diagnostic.related = related.map((place) => ({
      file: place.range.file,
      line: place.range.line,
      column: place.range.column,
      message: place.message,
    }));
  }
  return diagnostic;
}
