/**
 * `riftscript/vite`: `import set from "./core.rift"` in a Vite app yields the compiled definitions
 * (issue 4, item 8). The file is compiled with its `use`d files and the named tokens library, the
 * same unit `rift check core.rift` sees — or, with `unit: "folder"`, with every `.rift` file of its
 * folder, the unit `rift test FOLDER` sees. Errors fail the import as a Vite error with the CLI's
 * text and the first error's position; warnings become Vite warnings.
 *
 * A folder's unit is compiled once per build, whichever of its files are imported, in the order
 * `rift test FOLDER` reads them; in dev and watch mode, once again after one of its files changes.
 *
 * `import { file, source, unitFiles } from "./x.rift?light"` is the same compile, its module holding
 * only those three fields: a menu of every file of a folder that is one unit imports each file, and
 * each module carrying the whole unit's texts and definitions made the bundle's input grow with the
 * square of the folder's files (the playground's build ran out of memory at 102 files).
 *
 * The module a `.rift` import becomes is plain data (JSON), never code taken from the file. It names
 * its sources as `rift build`'s modules do (source-names.ts): relative to the working folder, a file
 * outside it too, never by an absolute path, so a bundle is byte-identical across checkouts.
 */
import { readFileSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { Definition, Scenario } from "../runtime/definitions.js";
import { compile } from "./compile.js";
import { formatDiagnostic } from "./diagnostic-format.js";
import { displayPath, riftFilesUnder } from "./files.js";
import { loadTokenLibrary, nodeHost } from "./node-host.js";
import { SourceNames } from "./source-names.js";
import type { SourceInput, UnitHost } from "./unit.js";

/** What `import set from "./x.rift"` gives; named exports carry the same fields. */
export interface RiftModule {
  /**
   * The file as `rift build` names it: relative to the working directory (`../shared/core.rift`
   * for a file outside it), with `/` between folders; so are the `file`s in `unit`, `unitFiles`,
   * and every `range` and diagnostic.
   */
  file: string;
  /** The file's own text. */
  source: string;
  /** The other files of its compilation unit, library excluded. */
  unit: SourceInput[];
  /** Their names only. */
  unitFiles: string[];
  /** What this file declares, as `rift build` emits it in this file's module. */
  definitions: Definition[];
  scenarios: Scenario[];
  /** Every definition of the unit, the tokens library first: what a game of it needs. */
  unitDefinitions: Definition[];
  /** Warnings (errors fail the import). */
  diagnostics: Diagnostic[];
}

export interface RiftPluginOptions {
  /** The named tokens library; defaults to the package's `cards/tokens.rift`. */
  library?: readonly SourceInput[];
  /**
   * What an imported file compiles with: the files it `use`s (`"file"`, the default), or also
   * every `.rift` file under its folder (`"folder"`), for folders that are one unit.
   */
  unit?: "file" | "folder";
}

export interface UnitCompilation {
  /** Every definition of the unit, the library's first. */
  definitions: Definition[];
  /** What each user file declared. */
  declared: Map<string, { definitions: Definition[]; scenarios: Scenario[] }>;
  diagnostics: Diagnostic[];
  files: { file: string; text: string; library: boolean }[];
}

/** The one call into the compiler: the unit of `entries`, as `rift build` compiles it. */
export function compileUnit(
  entries: readonly SourceInput[],
  library: readonly SourceInput[],
  host: UnitHost | undefined,
): UnitCompilation {
  const result = compile(entries, { library, ...(host ? { host } : {}) });
  const libraryFiles = new Set(library.map((f) => f.file));
  const texts = new Map<string, string>(entries.map((entry) => [entry.file, entry.text]));
  // Files reached through `use` were read by the host.
  for (const compiled of result.files) {
    if (!texts.has(compiled.file)) texts.set(compiled.file, host?.readFile(compiled.file) ?? "");
  }
  return {
    definitions: result.definitions,
    declared: new Map(
      result.files.map((f) => [f.file, { definitions: f.definitions, scenarios: f.scenarios }]),
    ),
    diagnostics: result.diagnostics,
    files: [
      ...library.map(({ file, text }) => ({ file, text, library: true })),
      ...[...texts]
        .filter(([file]) => !libraryFiles.has(file))
        .map(([file, text]) => ({ file, text, library: false })),
    ],
  };
}

const RIFT_FILE = /\.rift$/;

/** The query of an import that asks for a file's name, text and unit's file names alone. */
const LIGHT = "?light";

const ALL_FIELDS = [
  "file",
  "source",
  "unit",
  "unitFiles",
  "definitions",
  "scenarios",
  "unitDefinitions",
  "diagnostics",
] as const satisfies readonly (keyof RiftModule)[];

const LIGHT_FIELDS = [
  "file",
  "source",
  "unitFiles",
] as const satisfies readonly (keyof RiftModule)[];

/** The module text for one compiled file, with the fields named: data only. */
export function riftModuleCode<F extends keyof RiftModule>(
  module: Pick<RiftModule, F>,
  fields: readonly F[],
): string {
  const lines = fields.map((field) => `export const ${field} = ${JSON.stringify(module[field])};`);
  lines.push(`export default { ${fields.join(", ")} };`);
  return lines.join("\n") + "\n";
}

/**
 * One compile of a unit, shared by every module of it: with `unit: "folder"`, by every file of the
 * folder (a menu that imports each of a folder's n files compiled the folder n times, and a build
 * of `test/rules/` did quadratic work), with `unit: "file"`, by its one file.
 */
interface CompiledUnit {
  compiled: UnitCompilation;
  /** The text each user file was compiled with, by the name the compiler gave it. */
  texts: Map<string, string>;
  /** Its user files' absolute paths: a change to any of them makes the compile stale. */
  paths: Set<string>;
  /** Every definition of the unit under portable names, made for the first plain import. */
  unitDefinitions?: Definition[];
}

/** Every `.rift` file under the imported file's folder, the imported file's text as Vite gave it. */
function folderEntries(id: string, file: string, code: string): SourceInput[] {
  const entries = riftFilesUnder(dirname(id)).map((path) =>
    resolve(path) === resolve(id)
      ? { file, text: code }
      : { file: displayPath(path), text: readFileSync(path, "utf8") },
  );
  // A file `riftFilesUnder` passes over (a name starting with `.`) is still compiled when imported.
  return entries.some((entry) => entry.file === file)
    ? entries
    : [{ file, text: code }, ...entries];
}

function compiledUnit(
  entries: readonly SourceInput[],
  library: readonly SourceInput[],
): CompiledUnit {
  const compiled = compileUnit(entries, library, nodeHost);
  const own = compiled.files.filter((f) => !f.library);
  return {
    compiled,
    texts: new Map(own.map((f) => [f.file, f.text])),
    paths: new Set(own.map((f) => resolve(f.file))),
  };
}

export default function riftscript(options: RiftPluginOptions = {}): Plugin {
  let library: readonly SourceInput[] | undefined = options.library;
  /**
   * Folder units compiled in this build, by absolute folder. Emptied when a build starts, and a
   * unit dropped when one of its files changes (`watchChange` runs before Vite or Rollup
   * re-transforms the modules that depend on the file), so a rebuild or hot update compiles each
   * changed unit once.
   */
  const folders = new Map<string, CompiledUnit>();

  /** The imported file's unit, and whether this call compiled it (its warnings are new). */
  const unitOf = (
    id: string,
    file: string,
    code: string,
    lib: readonly SourceInput[],
  ): { unit: CompiledUnit; fresh: boolean } => {
    if (options.unit !== "folder") {
      return { unit: compiledUnit([{ file, text: code }], lib), fresh: true };
    }
    const folder = resolve(dirname(id));
    const known = folders.get(folder);
    // The text Vite hands in is the file's own: a cached compile of other text is stale.
    if (known !== undefined && known.texts.get(file) === code) return { unit: known, fresh: false };
    const unit = compiledUnit(folderEntries(id, file, code), lib);
    folders.set(folder, unit);
    return { unit, fresh: true };
  };

  return {
    name: "riftscript",
    enforce: "pre",
    buildStart() {
      folders.clear();
    },
    watchChange(changedId) {
      const changed = resolve(changedId);
      for (const [folder, unit] of folders) {
        // A file added to or removed from the folder changes its unit too.
        if (unit.paths.has(changed) || changed.startsWith(folder + sep)) folders.delete(folder);
      }
    },
    transform(code, importedAs) {
      const light = importedAs.endsWith(LIGHT);
      const id = light ? importedAs.slice(0, -LIGHT.length) : importedAs;
      // `?raw`, `?url` and other queries keep Vite's own meaning.
      if (id.includes("?") || !RIFT_FILE.test(id)) return null;
      // Library files are keyed the way the CLI shows paths, so importing the library itself
      // compiles it once instead of declaring every token twice.
      library ??= loadTokenLibrary().map(({ file, text }) => ({ file: displayPath(file), text }));
      const file = displayPath(id);
      const { unit, fresh } = unitOf(id, file, code, library);
      const { compiled } = unit;
      // Each module depends on its unit's other files: a change to one re-transforms it.
      for (const other of compiled.files) {
        if (!other.library && other.file !== file) this.addWatchFile(resolve(other.file));
      }
      const texts = new Map(compiled.files.map((f) => [f.file, f.text]));
      const errors = compiled.diagnostics.filter((d) => d.severity === "error");
      const warnings = compiled.diagnostics.filter((d) => d.severity === "warning");
      // Said once per compile, not once per module of the unit.
      for (const warning of fresh ? warnings : []) {
        this.warn({
          message: formatDiagnostic(warning, texts.get(warning.file)),
          id: resolve(warning.file),
          loc: { file: resolve(warning.file), line: warning.line, column: warning.column - 1 },
        });
      }
      const first = errors[0];
      if (first) {
        this.error({
          message: errors.map((d) => formatDiagnostic(d, texts.get(d.file))).join("\n\n"),
          id: resolve(first.file),
          // Rollup counts columns from 0; the message keeps the CLI's 1-based `line:col`.
          loc: { file: resolve(first.file), line: first.line, column: first.column - 1 },
        });
      }
      // Compiled under the names `use` and the host resolve (absolute outside the working folder),
      // emitted under portable ones: the bundle is an output, and must not hold this checkout's path.
      const names = new SourceNames(library[0]?.file);
      const others = compiled.files.filter((f) => !f.library && f.file !== file);
      const unitFiles = others.map((f) => names.name(f.file));
      if (light) {
        return {
          code: riftModuleCode({ file: names.name(file), source: code, unitFiles }, LIGHT_FIELDS),
          map: { mappings: "" },
        };
      }
      unit.unitDefinitions ??= names.rename(compiled.definitions);
      const module: RiftModule = {
        file: names.name(file),
        source: code,
        unit: others.map(({ file: path, text }) => ({ file: names.name(path), text })),
        unitFiles,
        definitions: names.rename(compiled.declared.get(file)?.definitions ?? []),
        scenarios: names.rename(compiled.declared.get(file)?.scenarios ?? []),
        unitDefinitions: unit.unitDefinitions,
        diagnostics: names.rename(warnings),
      };
      return { code: riftModuleCode(module, ALL_FIELDS), map: { mappings: "" } };
    },
  };
}
