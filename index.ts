/**
 * The `riftscript` package: the compiler's programmatic API (`compile`, `check`, `build`), the
 * runtime (`createGame`, `runScenario`, the contract types), and the card-text renderer. Generated
 * card modules import their types from here.
 */
export * from "./runtime/index.js";
export {
  compile,
  type CompileOptions,
  type CompileResult,
  type CompiledFile,
  type NameUse,
} from "./compiler/compile.js";
export { check } from "./compiler/check-sources.js";
export { build, type BuildOptions, type BuildResult } from "./compiler/build.js";
export { loadTokenLibrary, nodeHost } from "./compiler/node-host.js";
export type { SourceInput, UnitHost } from "./compiler/unit.js";
export type { Diagnostic } from "./grammar/diagnostics.js";
export { formatDiagnostic } from "./compiler/diagnostic-format.js";
export { formatText } from "./compiler/format/index.js";
export { renderCardText, renderDefinition } from "./compiler/render/index.js";
