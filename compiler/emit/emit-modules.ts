import type { Definition, Scenario } from "../../runtime/definitions.js";
import { ExportNames } from "./export-names.js";
import { LiteralError } from "./literal.js";
import type { IndexEntry } from "./module-structures.js";
import { ModulePrinter } from "./print-module.js";

/** One compiled input file: where it came from and what to call its module (`core` → `core.ts`). */
export interface EmitInput {
  sourceFile: string;
  /** A relative path without extension: letters, digits, `_`, `-`, `.` and spaces, `/` between folders. */
  outName: string;
  definitions: Definition[];
  scenarios?: Scenario[];
}

/** A generated file; `path` is relative to the output folder, with `/` separators. */
export interface EmittedFile {
  path: string;
  text: string;
}

/** Input that cannot be emitted: a bad output name, or a value that is not plain data. */
export class EmitError extends Error {}

export const INDEX_PATH = "index.ts";

export interface PlannedModule {
  file: EmitInput;
  path: string;
  /** The export identifier of each definition, in order. */
  names: string[];
  alias: string;
}

/** What a build will produce, decided before anything is printed: paths and every identifier. */
export interface EmitPlan {
  modules: PlannedModule[];
  index: IndexEntry[];
}

export function planEmit(files: readonly EmitInput[]): EmitPlan {
  const seen = new Map<string, string>();
  for (const file of files) {
    checkOutName(file.outName, file.sourceFile);
    const folded = file.outName.toLowerCase();
    const earlier = seen.get(folded);
    // Case-insensitive file systems would write both to one file.
    if (earlier !== undefined) {
      throw new EmitError(
        `two inputs would both be written to ${file.outName}.ts (${earlier}, ${file.sourceFile})`,
      );
    }
    seen.set(folded, file.sourceFile);
  }
  const names = new ExportNames();
  const modules = files.map((file) => ({
    file,
    path: `${file.outName}.ts`,
    names: file.definitions.map((definition) => names.allocate(definition.name, definition.kind)),
    alias: "",
  }));
  for (const module of modules) {
    const base = module.file.outName.slice(module.file.outName.lastIndexOf("/") + 1);
    module.alias = names.allocate(base, "module");
  }
  const index = modules.map(({ file, alias, names: exported }) => ({
    outName: file.outName,
    alias,
    names: exported,
  }));
  return { modules, index };
}

const SEGMENT = /^[\p{L}\p{N}_\- .]+$/u;

/** `sourceFile` is named in the message: the output name alone does not say which file to rename. */
function checkOutName(outName: string, sourceFile: string): void {
  const segments = outName.split("/");
  const bad = segments.some(
    (segment) => !SEGMENT.test(segment) || segment.startsWith(".") || /[. ]$/.test(segment),
  );
  if (bad) {
    throw new EmitError(
      `cannot name an output module ${JSON.stringify(outName)} (from ${sourceFile}): use letters, digits, _ - . and spaces, with / between folders`,
    );
  }
  if (outName.toLowerCase() === "index") {
    throw new EmitError(
      `an input cannot be written to index.ts, which lists every module: rename ${sourceFile}`,
    );
  }
}

/**
 * The structures are built with ts-morph, which takes seconds to load (it brings the TypeScript
 * compiler): loaded only when a file is printed, so a rebuild that reuses every file and
 * `rift check` never pay for it.
 */
function structures(): Promise<typeof import("./module-structures.js")> {
  return import("./module-structures.js");
}

/** Prints one module of a plan. */
export async function emitModule(
  module: PlannedModule,
  printer: ModulePrinter,
): Promise<EmittedFile> {
  const { moduleStructure } = await structures();
  let structure;
  try {
    structure = moduleStructure(module.file, module.names);
  } catch (error) {
    if (!(error instanceof LiteralError)) throw error;
    throw new EmitError(`${module.file.sourceFile}: ${error.message}`);
  }
  return { path: module.path, text: await printer.print(module.path, structure) };
}

export async function emitIndex(plan: EmitPlan, printer: ModulePrinter): Promise<EmittedFile> {
  const { indexStructure } = await structures();
  return { path: INDEX_PATH, text: await printer.print(INDEX_PATH, indexStructure(plan.index)) };
}

/**
 * `rift build`'s emission in memory: one module per input file, in order, then `index.ts`. Each
 * export is typed with the runtime's types, imported from "riftscript".
 */
export async function emitModules(files: readonly EmitInput[]): Promise<EmittedFile[]> {
  const plan = planEmit(files);
  const printer = new ModulePrinter();
  const emitted: EmittedFile[] = [];
  for (const module of plan.modules) emitted.push(await emitModule(module, printer));
  emitted.push(await emitIndex(plan, printer));
  return emitted;
}
