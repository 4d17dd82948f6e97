import type { Diagnostic } from "../grammar/diagnostics.js";
import { compile, type CompileOptions } from "./compile.js";
import type { SourceInput } from "./unit.js";

/** The programmatic `rift check`: every diagnostic of a compilation unit, sorted by place. */
export function check(
  sources: SourceInput | readonly SourceInput[],
  options: CompileOptions = {},
): Diagnostic[] {
  return compile(sources, options).diagnostics;
}
