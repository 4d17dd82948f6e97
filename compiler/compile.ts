/**
 * `compile`: card text in, the runtime's plain-data definitions and scenarios out, for the
 * playground's web worker, the scenario runner and `rift build`. No file system is needed: the
 * named tokens library comes in `options.library` (`loadTokenLibrary()` in `node-host.ts` reads it
 * from disk for Node callers).
 */
import type { DeclarationNode } from "../grammar/ast.js";
import type { Diagnostic } from "../grammar/diagnostics.js";
import type { DeckList, Definition, Scenario } from "../runtime/definitions.js";
import { sortDiagnostics } from "./analyze.js";
import { UnitChecker } from "./check/checker.js";
import { checkDeckConstruction } from "./deck-construction.js";
import { forgetLowered } from "./check/findings.js";
import type { NameUse } from "./check/names.js";
import {
  DeclarationLowerer,
  assembleUnit,
  type CompiledFile,
  type LoweredDeclaration,
} from "./lower/unit.js";
import { SymbolCollector } from "./symbols.js";
import {
  walkUnit,
  type ParsedFile,
  type SourceInput,
  type UnitFile,
  type UnitHost,
} from "./unit.js";

export type { CompiledFile } from "./lower/unit.js";
export type { NameUse } from "./check/names.js";
export type { ParsedFile, SourceInput, UnitHost } from "./unit.js";

export interface CompileOptions {
  /** The named tokens library (RULES T5), always in scope; none when left out. */
  library?: readonly SourceInput[];
  /** How `use` reaches files that were not handed in; without one, `use` names given files only. */
  host?: UnitHost;
  /** Keep source ranges on definitions, abilities and scenario steps (default true). */
  ranges?: boolean;
  /**
   * Return every file's syntax tree in `parsed` (the playground's completion and hover read
   * them). Without it, each tree is let go as soon as it is lowered (default false).
   */
  syntaxTrees?: boolean;
  /**
   * Return in `nameUses` where each card and token name is written in card text, scenarios and
   * decks (an editor's find references and rename). Off by default: a compile records nothing.
   */
  nameUses?: boolean;
}

export interface CompileResult {
  /** Every definition that compiled cleanly, the library's tokens first. */
  definitions: Definition[];
  scenarios: Scenario[];
  decks: DeckList[];
  /** Syntax and compiler diagnostics, sorted by file and position. */
  diagnostics: Diagnostic[];
  /** Each user file (not the library) with what it declared. */
  files: CompiledFile[];
  /**
   * With `syntaxTrees: true`, every file of the unit as parsed, the library's and those reached by
   * `use` included, in load order: the playground's completion and hover read the ASTs, and
   * parsing again would double the cost of a keystroke. The compiler's own objects, shared rather
   * than copied: read, don't write.
   */
  parsed?: readonly ParsedFile[];
  /**
   * With `nameUses: true`, every card and token name the checker looked up, where it is written,
   * in no particular order. A declaration with a syntax error, or the second of two with one name,
   * is not checked, so its uses are not here.
   */
  nameUses?: readonly NameUse[];
  /** How many files the user's unit holds, and what they declare, mistakes included. */
  counts: UnitCounts;
}

export interface UnitCounts {
  files: number;
  cards: number;
  tokens: number;
  scenarios: number;
  decks: number;
}

/**
 * Compiles one compilation unit. With errors, what lowered cleanly is still returned: a card with
 * a mistake is left out, every other card is there.
 */
export function compile(
  sources: SourceInput | readonly SourceInput[],
  options: CompileOptions & { syntaxTrees: true },
): CompileResult & { parsed: readonly ParsedFile[] };
export function compile(
  sources: SourceInput | readonly SourceInput[],
  options?: CompileOptions,
): CompileResult;
export function compile(
  sources: SourceInput | readonly SourceInput[],
  options: CompileOptions = {},
): CompileResult {
  const entries: readonly SourceInput[] = isSourceList(sources) ? sources : [sources];
  const names = new SymbolCollector();
  const checker = new UnitChecker(names.symbols, { recordNameUses: options.nameUses === true });
  const lowerer = new DeclarationLowerer(
    checker.findings,
    options.ranges === undefined ? {} : { ranges: options.ranges },
  );
  const slots = new Map<UnitFile, Slot[]>();
  const trees: ParsedFile[] = [];
  // Each declaration is checked and lowered as soon as it is read, and its tree let go: a large
  // unit then never holds every tree at once, which is most of what compiling it would cost (the
  // garbage collector copying them). One that names a card not declared yet waits, tree and all,
  // until every name is known.
  const walked = walkUnit(entries, options.library ?? [], options.host, {
    declaration(file, declaration) {
      names.declare(declaration, file.file);
      let list = slots.get(file);
      if (list === undefined) slots.set(file, (list = []));
      const verdict = checker.checkEarly(declaration);
      if (verdict === "deferred") list.push({ kind: "Deferred", declaration });
      else if (verdict === "accepted" && declaration.kind !== "Error") {
        list.push(lowerer.lower(declaration));
        forgetLowered(checker.findings);
      } else list.push(undefined);
    },
    ...(options.syntaxTrees ? { file: (file: ParsedFile) => trees.push(file) } : {}),
  });
  const lowered = assembleUnit(
    walked.files.map((file) => ({
      file: file.file,
      library: file.library,
      declarations: (slots.get(file) ?? []).map((slot) => {
        if (slot?.kind !== "Deferred") return slot;
        if (!checker.check(slot.declaration)) return undefined;
        const done = lowerer.lower(slot.declaration);
        forgetLowered(checker.findings);
        return done;
      }),
    })),
    lowerer.diagnostics,
  );
  const symbols = names.finish(walked.files);
  const checked = [...walked.diagnostics, ...names.diagnostics, ...checker.finish().diagnostics];
  const construction = checkDeckConstruction(lowered.decks, lowered.definitions, symbols, checked);
  const diagnostics = [...checked, ...lowered.diagnostics, ...construction];
  return {
    definitions: lowered.definitions,
    scenarios: lowered.scenarios,
    decks: lowered.decks,
    diagnostics: sortDiagnostics(diagnostics),
    files: lowered.files,
    ...(options.syntaxTrees ? { parsed: trees } : {}),
    ...(checker.nameUses ? { nameUses: checker.nameUses } : {}),
    counts: {
      files: walked.files.filter((file) => !file.library).length,
      ...symbols.counts,
    },
  };
}

/** A declaration's place in its file: lowered, left out, or waiting for a later file's names. */
type Slot = LoweredDeclaration | { kind: "Deferred"; declaration: DeclarationNode } | undefined;

function isSourceList(
  sources: SourceInput | readonly SourceInput[],
): sources is readonly SourceInput[] {
  return Array.isArray(sources);
}
