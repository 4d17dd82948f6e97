/**
 * Diagnostics: what every layer reports to a designer, and the stable syntax codes (RS1xxx).
 * LANGUAGE.md lists every code; a test keeps that table and this one in step.
 */

import type { Range } from "./ast.js";

export interface Diagnostic {
  file: string;
  /** 1-based; a tab counts as one column. */
  line: number;
  column: number;
  /** Exclusive: the line and column just after the last character. */
  endLine: number;
  endColumn: number;
  /** 0-based character offsets into the text (after a byte order mark is removed). */
  offset: number;
  endOffset: number;
  severity: "error" | "warning";
  code: string;
  message: string;
  related?: { file: string; line: number; column: number; message: string }[];
}

/** A diagnostic covering `range`: what every layer builds when it reports at a node or token. */
export function diagnosticAt(
  range: Range,
  code: string,
  message: string,
  severity: "error" | "warning" = "error",
): Diagnostic {
  return {
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
}

/** The syntax codes and what each means. Codes never change meaning once published. */
export const SYNTAX_CODES = {
  RS1001: "unexpected characters",
  RS1002: "unterminated string",
  RS1003: "invalid escape in a string",
  RS1004: "expected a cost",
  RS1005: "expected a declaration",
  RS1006: "expected a card type",
  RS1007: "expected a name",
  RS1008: "expected a characteristic or an ability",
  RS1009: "expected an instruction",
  RS1010: "expected what an instruction acts on",
  RS1011: "expected an event",
  RS1012: "expected a keyword",
  RS1013: "expected a number",
  RS1014: "expected a duration",
  RS1015: "expected a condition",
  RS1016: "expected a place",
  RS1017: "expected a player",
  RS1018: "expected a change such as +1 might",
  RS1019: "expected a setup line",
  RS1020: "expected an expectation",
  RS1021: "expected a deck line",
  RS1022: "expected a particular word or sign",
  RS1023: "nesting too deep",
  RS1024: "too many errors",
  RS1025: "number too large",
  RS1026: "unexpected text after a declaration",
  RS1027: "`use` after a declaration",
  RS1028: "`.` before what can also start an ability: join the instructions with `;`",
  RS1029: "expected a kind of object",
  RS1030: "expected a zone",
  RS1031: "expected a scenario step",
  RS1032: "expected a phase",
  RS1033: "expected a comparison",
  RS1034: "expected what the objects get",
  RS1035: "expected an ability cost",
  RS1036: "expected a card name or a label",
  RS1037: "expected a domain",
  RS1038: "expected a status",
  RS1039: "expected a scenario player",
  RS1040: "expected a choice",
  RS1041: "only action or reaction can time an activated ability",
  RS1042: "only you can be asked whether they did, paid or played",
  RS1043: "expected an ordinal",
  RS1044: "a word that names no one player where `unless … pays` needs one",
  RS1047:
    "`when you score a point`: scoring is at a battlefield, and a point can be gained without it (`when you gain a point`)",
  RS1050: "a static ability with two `while` conditions",
  RS1051: "a discarded hand that is not the discarding player's own",
  RS1054:
    "`would deal damage`: a replacement of the damage an object deals with instructions instead of how much it deals",
  RS1060: "`if it dies` in an effect: what happens to an object is no condition it can ask",
  RS1061: "a second amount after `and` with its verb left out (`deal 2 to X and 2 to Y`)",
  RS1062:
    "two players' counts compared in words a condition does not read (`an opponent has more units than you`)",
  RS1063:
    "`if this kills …` where it is not read: another object than `it`, another condition joined, or a trigger's condition (CR 428.5.c)",
  RS1064:
    "`at the start of combat` / `at the end of combat` in an effect: a delayed trigger names a combat's start or end with `when`",
  RS1065: "`don't` before `own` or `play`, or after a player other than `you` or `an opponent`",
  RS1066:
    "a Might set to a number where no instruction can set it (`base might 5`, a static ability; CR 477.1.a.1)",
  RS1068: "`draws`, `discards` or `burns` with no player named before it to carry over",
  RS1073: "a contraction written without its apostrophe (`dont`, `cant`), which reads as a name",
} as const;

export type SyntaxCode = keyof typeof SYNTAX_CODES;
