import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeclarationNode, SourceFileNode, UseNode } from "../grammar/ast.js";
import { parseFile } from "../grammar/index.js";
import { diagnosticAt } from "./diagnostic-codes.js";

/** One file's text, as a command line, the playground or the Vite plugin hands it over. */
export interface SourceInput {
  file: string;
  text: string;
}

/**
 * How a unit reaches files beyond the ones it was given: `use "path"` imports. The CLI reads the
 * disk; the playground has no disk and passes no host, so `use` there names only files it was given.
 */
export interface UnitHost {
  /** The files a `use` names, relative to the using file: one file, or every `.rift` file of a folder. */
  resolveUse(fromFile: string, path: string): string[] | undefined;
  readFile(file: string): string | undefined;
}

export interface ParsedFile {
  file: string;
  text: string;
  ast: SourceFileNode;
  /** The always-present named tokens library (cards/tokens.rift): in scope, but not the user's. */
  library: boolean;
}

export interface CompilationUnit {
  files: ParsedFile[];
  diagnostics: Diagnostic[];
}

/** A file of the unit, without its tree: what `walkUnit` remembers of each. */
export interface UnitFile {
  file: string;
  /** The library's, unless the user named the file too (building `cards/` itself). */
  library: boolean;
}

/**
 * Parses every file of a compilation unit: the files given, the files they `use` (transitively,
 * each once), and the library. Names are resolved across the whole unit by later passes.
 */
export function loadUnit(
  entries: readonly SourceInput[],
  library: readonly SourceInput[],
  host?: UnitHost,
): CompilationUnit {
  const parsed: ParsedFile[] = [];
  const walked = walkUnit(entries, library, host, { file: (file) => parsed.push(file) });
  return { files: parsed, diagnostics: walked.diagnostics };
}

/** What `walkUnit` hands over as it reads. */
export interface UnitVisitor {
  /**
   * Each declaration as soon as it is read, in file order, with the file it is in. Without a
   * `file` callback the trees are not kept: each declaration is the receiver's to keep or let go.
   */
  declaration?(file: UnitFile, declaration: DeclarationNode): void;
  /** Each file once read, its tree whole (asking for it keeps every declaration in it). */
  file?(file: ParsedFile): void;
}

/**
 * Parses the unit's files in load order — the library first, then each file given, each followed
 * by the files it uses — handing over what it reads as it reads it and keeping no tree itself, so
 * that a caller can compile a large unit declaration by declaration and let each tree go.
 */
export function walkUnit(
  entries: readonly SourceInput[],
  library: readonly SourceInput[],
  host: UnitHost | undefined,
  visitor: UnitVisitor,
): { files: UnitFile[]; diagnostics: Diagnostic[] } {
  const files: UnitFile[] = [];
  const diagnostics: Diagnostic[] = [];
  const seen = new Map<string, UnitFile>();
  const given = new Map(entries.map((entry) => [entry.file, entry.text]));

  const add = (input: SourceInput, isLibrary: boolean): void => {
    const loaded = seen.get(input.file);
    if (loaded) {
      if (!isLibrary) loaded.library = false;
      return;
    }
    const remember = (unitFile: UnitFile): void => {
      seen.set(input.file, unitFile);
      files.push(unitFile);
    };
    let uses: readonly UseNode[];
    if (visitor.file) {
      const parsed = parseFile(input.file, input.text);
      diagnostics.push(...parsed.diagnostics);
      // The tree is the file's record: a later `use` of it by the user marks the tree too.
      const tree: ParsedFile = {
        file: input.file,
        text: input.text,
        ast: parsed.ast,
        library: isLibrary,
      };
      remember(tree);
      for (const declaration of parsed.ast.declarations) visitor.declaration?.(tree, declaration);
      visitor.file(tree);
      uses = parsed.ast.uses;
    } else {
      const unitFile: UnitFile = { file: input.file, library: isLibrary };
      remember(unitFile);
      const parsed = parseFile(input.file, input.text, (declaration) =>
        visitor.declaration?.(unitFile, declaration),
      );
      diagnostics.push(...parsed.diagnostics);
      uses = parsed.ast.uses;
    }
    for (const use of uses) {
      const targets =
        host?.resolveUse(input.file, use.path) ?? resolveAmongGiven(input.file, use.path, given);
      if (targets === undefined || targets.length === 0) {
        diagnostics.push(
          diagnosticAt(use.range, "RS2002", `cannot find "${use.path}" named by \`use\``),
        );
        continue;
      }
      for (const target of targets) {
        const text = given.get(target) ?? host?.readFile(target);
        if (text === undefined) {
          diagnostics.push(
            // The host cannot say which; naming the likely causes saves a trip to a hex editor.
            diagnosticAt(
              use.range,
              "RS2002",
              `cannot read "${target}" named by \`use\` (unreadable, or not UTF-8 text)`,
            ),
          );
          continue;
        }
        add({ file: target, text }, isLibrary);
      }
    }
  };

  // A set that ships its own copy of the library (a vendored `cards/` folder) names the same
  // tokens again; the copy the user named stands for the library instead of clashing with it.
  // (The library itself named on the command line is the same file, and still loads first.)
  const copied = (input: SourceInput): boolean =>
    entries.some((entry) => entry.text === input.text && entry.file !== input.file);
  for (const input of library) if (!copied(input)) add(input, true);
  for (const input of entries) add(input, false);
  return { files, diagnostics };
}

/** Without a file system, a `use` can only name one of the files handed in (by path, or its end). */
function resolveAmongGiven(
  fromFile: string,
  path: string,
  given: ReadonlyMap<string, string>,
): string[] | undefined {
  const base = fromFile.includes("/") ? fromFile.slice(0, fromFile.lastIndexOf("/") + 1) : "";
  const wanted = normalizePath(base + path);
  const matches = [...given.keys()].filter(
    (file) => normalizePath(file) === wanted || normalizePath(file).startsWith(wanted + "/"),
  );
  return matches.length > 0 ? matches : undefined;
}

function normalizePath(path: string): string {
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === ".." && parts.length > 0 && parts[parts.length - 1] !== "..") parts.pop();
    else parts.push(part);
  }
  return parts.join("/");
}
