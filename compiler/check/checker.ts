/**
 * The checker: one pass over every declaration of a unit, after names are collected. It reports
 * RS2xxx diagnostics and records its findings in side tables for lowering; it never changes the AST.
 */
import type { DeclarationNode, DefinitionNode } from "../../grammar/ast.js";
import type { Diagnostic } from "../../grammar/diagnostics.js";
import type { SymbolTable } from "../symbols.js";
import type { CompilationUnit } from "../unit.js";
import type { UnitContext } from "./context.js";
import { checkDeck } from "./deck.js";
import { checkDefinition } from "./definition.js";
import { emptyFindings, type Findings } from "./findings.js";
import { ForwardReference, NameIndex, type NameUse } from "./names.js";
import { Reporter } from "./reporter.js";
import { checkScenario } from "./scenario.js";

/** A declaration the checker can accept: anything but a piece of text that did not parse. */
export type CheckedDeclaration = Exclude<DeclarationNode, { kind: "Error" }>;

/** What checking made of a declaration: lower it, leave it out, or check it again later. */
export type Verdict = "accepted" | "rejected" | "deferred";

export interface CheckResult {
  findings: Findings;
  diagnostics: Diagnostic[];
}

export function checkUnit(unit: CompilationUnit, symbols: SymbolTable): CheckResult {
  const checker = new UnitChecker(symbols);
  // As `compile` does: what waits on the whole unit (`mayGainActivatedAbilities`) is judged
  // after every other declaration has been checked, whatever the order of the files.
  const waiting: DeclarationNode[] = [];
  for (const file of unit.files) {
    for (const declaration of file.ast.declarations) {
      if (checker.checkEarly(declaration) === "deferred") waiting.push(declaration);
    }
  }
  for (const declaration of waiting) checker.check(declaration);
  return checker.finish();
}

/**
 * Checks a unit one declaration at a time, so that `compile` can lower each declaration right
 * after checking it, while its nodes are still in the processor's cache: on a large set, reading
 * the whole tree twice costs several times more than reading each card twice in a row.
 */
export class UnitChecker {
  readonly findings: Findings = emptyFindings();
  private readonly report = new Reporter();
  private readonly ux: UnitContext;

  constructor(
    private readonly symbols: SymbolTable,
    options: { recordNameUses?: boolean } = {},
  ) {
    this.ux = {
      report: this.report,
      names: new NameIndex(symbols),
      findings: this.findings,
      tagUses: [],
    };
    if (options.recordNameUses) this.ux.names.uses = [];
  }

  /** Where card and token names are written, when asked for (`recordNameUses`). */
  get nameUses(): readonly NameUse[] | undefined {
    return this.ux.names.uses;
  }

  /** Checks one declaration; true when it is free of errors, and so is to be lowered. */
  check(declaration: DeclarationNode): declaration is CheckedDeclaration {
    return this.verdict(declaration) === "accepted";
  }

  /**
   * Checks a declaration before every file of the unit is loaded: "deferred" when it names
   * something not declared yet, and must be checked again with `check` once all names are known.
   */
  checkEarly(declaration: DeclarationNode): Verdict {
    const { report, ux } = this;
    const diagnostics = report.diagnostics.length;
    const tagUses = ux.tagUses.length;
    const nameUses = ux.names.uses?.length ?? 0;
    ux.names.deferUnknownNames = true;
    try {
      return this.verdict(declaration);
    } catch (error) {
      if (!(error instanceof ForwardReference)) throw error;
      // What the check recorded before it stopped, it records again, the same, next time: the
      // findings are keyed by node and overwritten; what is kept in lists is taken back here.
      report.diagnostics.length = diagnostics;
      ux.tagUses.length = tagUses;
      if (ux.names.uses) ux.names.uses.length = nameUses;
      if (declaration.kind !== "Error") report.rejected.delete(declaration);
      report.current = undefined;
      return "deferred";
    } finally {
      ux.names.deferUnknownNames = false;
    }
  }

  private verdict(declaration: DeclarationNode): Verdict {
    if (declaration.kind === "Error") return "rejected";
    const { findings, report, ux, symbols } = this;
    // A declaration with a syntax error, or the second of two with one name, is not lowered.
    if (
      declaration.syntaxErrors ||
      (symbols.duplicates.size > 0 && symbols.duplicates.has(declaration))
    ) {
      findings.rejected.add(declaration);
      // Its tags still count as known, so a near miss elsewhere is judged against them too.
      if (declaration.kind === "Definition") collectTags(ux, declaration);
      return "rejected";
    }
    report.current = declaration;
    switch (declaration.kind) {
      case "Definition":
        checkDefinition(ux, declaration);
        break;
      case "Scenario":
        checkScenario(ux, declaration);
        break;
      case "Deck":
        checkDeck(ux, declaration);
        break;
      default: {
        const _exhaustive: never = declaration;
        return _exhaustive;
      }
    }
    report.current = undefined;
    // An error is always reported while its own declaration is the current one.
    if (!report.rejected.has(declaration)) return "accepted";
    findings.rejected.add(declaration);
    return "rejected";
  }

  /** The judgements that need the whole unit seen, then everything found. */
  finish(): CheckResult {
    const { report, ux } = this;
    for (const tag of ux.tagUses) {
      if (ux.names.tags.has(tag.text)) continue;
      // A tag no card has yet may be meant for cards to come (Brush's Cat and Dog); only a near miss is reported.
      const suggestion = ux.names.suggestTag(tag.text);
      if (suggestion !== undefined) {
        report.warn(
          tag.range,
          "RS2006",
          `no card or token has the tag \`${tag.text}\`; did you mean \`${suggestion}\`?`,
        );
      }
    }
    return { findings: this.findings, diagnostics: report.diagnostics };
  }
}

function collectTags(ux: UnitContext, definition: DefinitionNode): void {
  for (const characteristic of definition.characteristics) {
    if (characteristic.kind === "TagsClause")
      for (const tag of characteristic.tags) ux.names.tags.add(tag.text);
  }
}
