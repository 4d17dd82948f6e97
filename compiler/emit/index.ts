/** TypeScript emission for `rift build` (issue 4, item 4). */
export { buildOutput } from "./build-output.js";
export type { BuildOptions, BuildReport } from "./build-output.js";
export { EmitError, emitModules } from "./emit-modules.js";
export type { EmitInput, EmittedFile } from "./emit-modules.js";
