/**
 * `riftscript/vite`: `import set from "./core.rift"` in a Vite app yields the compiled definitions
 * (issue 4, item 8). The file is compiled with its `use`d files and the named tokens library, the
 * same unit `rift check core.rift` sees — or, with `unit: "folder"`, with every `.rift` file of its
 * folder, the unit `rift test FOLDER` sees. Errors fail the import as a Vite error with the CLI's
 * text and the first error's position; warnings become Vite warnings.
 *
 * A folder's unit is compiled once, whichever of its files are imported, in the order `rift test
 * FOLDER` reads them; a file's unit once. Across builds (watch mode, the dev server) a unit is
 * compiled again only when a file it reads has changed: a rebuild with nothing changed compiles
 * nothing. Its warnings are said once in each build.
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
import { dirname, resolve } from "node:path";
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
 * of `test/rules/` did quadratic work), with `unit: "file"`, by its one file. It is kept across
 * builds (watch mode, a dev server's reloads) for as long as everything it was compiled from reads
 * the same.
 */
interface CompiledUnit {
  compiled: UnitCompilation;
  /** The text each user file was compiled with, by the name the compiler gave it. */
  texts: Map<string, string>;
  /** What it was compiled from: the entries, and every answer the host gave the compiler. */
  entries: readonly SourceInput[];
  answers: readonly HostAnswer[];
  /** Every definition of the unit under portable names, made for the first plain import. */
  unitDefinitions?: Definition[];
  /** The build whose modules last said its warnings. */
  warnedIn: number;
}

/**
 * What the compiler asked of the file system and was told. A compile is a function of its entries
 * and these answers, so asking again and being told the same proves it up to date: a file it
 * `use`s edited, a file added to a folder it `use`s, a missing file created all change an answer.
 */
type HostAnswer =
  | { use: [from: string, path: string]; files: string[] | undefined }
  | { read: string; text: string | undefined };

/** `nodeHost`, writing down every answer it gives. */
function recordingHost(answers: HostAnswer[]): UnitHost {
  return {
    resolveUse(from, path) {
      const files = nodeHost.resolveUse(from, path);
      answers.push({ use: [from, path], files: files && [...files] });
      return files;
    },
    readFile(file) {
      const text = nodeHost.readFile(file);
      answers.push({ read: file, text });
      return text;
    },
  };
}

function sameAnswer(answer: HostAnswer): boolean {
  if ("read" in answer) return nodeHost.readFile(answer.read) === answer.text;
  const files = nodeHost.resolveUse(...answer.use);
  return (
    files === answer.files ||
    (files !== undefined &&
      answer.files !== undefined &&
      files.length === answer.files.length &&
      files.every((file, i) => file === answer.files![i]))
  );
}

function sameEntries(a: readonly SourceInput[], b: readonly SourceInput[]): boolean {
  return a.length === b.length && a.every((e, i) => e.file === b[i]!.file && e.text === b[i]!.text);
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
  build: number,
): CompiledUnit {
  const answers: HostAnswer[] = [];
  const compiled = compileUnit(entries, library, recordingHost(answers));
  const own = compiled.files.filter((f) => !f.library);
  return {
    compiled,
    texts: new Map(own.map((f) => [f.file, f.text])),
    entries,
    answers,
    warnedIn: build,
  };
}

export default function riftscript(options: RiftPluginOptions = {}): Plugin {
  let library: readonly SourceInput[] | undefined = options.library;
  /**
   * Units compiled, by absolute folder (`unit: "folder"`) or imported file (`unit: "file"`). One is
   * reused while the file Vite hands in has the text it was compiled with and, the first time in a
   * build (or after a file changed in dev mode), while what it was compiled from reads the same:
   * a rebuild with nothing changed compiles nothing, and one that changed a file compiles each
   * unit that reads it once.
   */
  const units = new Map<string, CompiledUnit>();
  /** Units found up to date since the build started or a file last changed. */
  const checked = new Set<string>();
  let build = 0;

  /** The imported file's unit, and whether its warnings are yet to be said in this build. */
  const unitOf = (
    id: string,
    file: string,
    code: string,
    lib: readonly SourceInput[],
  ): { unit: CompiledUnit; fresh: boolean } => {
    const folder = options.unit === "folder";
    const key = resolve(folder ? dirname(id) : id);
    let entries: SourceInput[] | undefined;
    const entriesNow = (): SourceInput[] =>
      (entries ??= folder ? folderEntries(id, file, code) : [{ file, text: code }]);
    const known = units.get(key);
    if (
      known !== undefined &&
      known.texts.get(file) === code &&
      (checked.has(key) ||
        (sameEntries(known.entries, entriesNow()) && known.answers.every(sameAnswer)))
    ) {
      checked.add(key);
      const fresh = known.warnedIn !== build;
      known.warnedIn = build;
      return { unit: known, fresh };
    }
    const unit = compiledUnit(entriesNow(), lib, build);
    units.set(key, unit);
    checked.add(key);
    return { unit, fresh: true };
  };

  return {
    name: "riftscript",
    enforce: "pre",
    buildStart() {
      build++;
      checked.clear();
    },
    watchChange() {
      // Any file may be one a unit reads (through a `use` of a folder, a file not there before):
      // each unit is checked again when next imported, which reads its files but compiles nothing.
      checked.clear();
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
