/**
 * The `riftscript` package: the runtime (its contract types, `createGame`, the scenario driver)
 * and the compiler's programmatic API. Generated card modules import their types from here.
 */
export * from "./runtime/index.js";
export { analyze, type Analysis, type AnalyzeOptions } from "./compiler/analyze.js";
export type { SourceInput, UnitHost } from "./compiler/unit.js";
export type { Diagnostic } from "./grammar/diagnostics.js";
export { renderCardText, renderDefinition } from "./compiler/render/index.js";
export { buildOutput, emitModules } from "./compiler/emit/index.js";
