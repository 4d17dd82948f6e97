/**
 * The oracles of the card-text fuzzer: what must hold for any text a designer may write, valid or
 * not. Each returns the problems it found as strings (empty when the text passed), and never
 * throws: an exception from the compiler, the formatter or the renderer is itself a problem.
 */
import { compile, type CompileResult } from "../../compiler/compile.js";
import { formatText } from "../../compiler/format/index.js";
import { loadTokenLibrary } from "../../compiler/node-host.js";
import { renderCardText } from "../../compiler/render/card.js";
import type { Diagnostic } from "../../grammar/index.js";
import type { Definition } from "../../runtime/index.js";
import { SeededRandom } from "../../runtime/rng.js";

export const FUZZ_FILE = "fuzz/generated.rift";

let library: ReturnType<typeof loadTokenLibrary> | undefined;

/** Compiles one file's text with the named tokens library, as `rift check` would. */
export function compileText(text: string, file = FUZZ_FILE): CompileResult {
  library ??= loadTokenLibrary();
  return compile([{ file, text }], { library, ranges: false });
}

function message(error: unknown): string {
  return error instanceof Error ? `${error.message}\n${error.stack ?? ""}` : String(error);
}

/** Every diagnostic names the file, a position inside the text, and a readable message. */
export function diagnosticProblems(
  diagnostics: readonly Diagnostic[],
  text: string,
  file = FUZZ_FILE,
): string[] {
  const problems: string[] = [];
  const lines = text.split("\n");
  for (const d of diagnostics) {
    const where = `${d.code} at ${d.line}:${d.column} "${d.message}"`;
    if (d.code === "RS2000") problems.push(`internal compiler error: ${where}`);
    if (d.file !== file) problems.push(`diagnostic in another file (${d.file}): ${where}`);
    if (!/^RS\d{4}$/.test(d.code)) problems.push(`diagnostic without a code: ${where}`);
    const line = lines[d.line - 1];
    if (!Number.isInteger(d.line) || line === undefined)
      problems.push(`diagnostic line outside the text: ${where}`);
    else if (!Number.isInteger(d.column) || d.column < 1 || d.column > line.length + 1)
      problems.push(`diagnostic column outside its line: ${where}`);
    if (
      d.offset < 0 ||
      d.offset > text.length ||
      d.endOffset < d.offset ||
      d.endOffset > text.length
    )
      problems.push(`diagnostic offsets outside the text: ${where}`);
    if (
      d.message.trim() === "" ||
      /\bundefined\b|\bnull\b|\[object Object\]|\bNaN\b/.test(d.message)
    )
      problems.push(`diagnostic message unreadable: ${where}`);
  }
  return problems;
}

export interface CardVerdict {
  problems: string[];
  /** The definitions the text compiled to (the library's left out). */
  definitions: Definition[];
  errors: Diagnostic[];
}

/** Compiles, checks the diagnostics, then the formatter and the renderer on what compiled. */
export function checkCardText(text: string): CardVerdict {
  const problems: string[] = [];
  let result: CompileResult;
  try {
    result = compileText(text);
  } catch (error) {
    return { problems: [`compile threw: ${message(error)}`], definitions: [], errors: [] };
  }
  problems.push(...diagnosticProblems(result.diagnostics, text));
  const definitions = result.files.flatMap((f) => f.definitions);
  problems.push(...formatProblems(text, definitions));
  for (const definition of definitions) {
    try {
      const rendered = renderCardText(definition, { tokens: result.definitions });
      if (/\bundefined\b|\[object Object\]|\bNaN\b/.test(rendered))
        problems.push(`rendered text unreadable: ${rendered}`);
    } catch (error) {
      problems.push(`rendering ${definition.name} threw: ${message(error)}`);
    }
  }
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  return { problems, definitions, errors };
}

/** `rift fmt` is idempotent and what it prints compiles to the same definitions. */
export function formatProblems(text: string, definitions: readonly Definition[]): string[] {
  let once: string;
  try {
    const formatted = formatText(FUZZ_FILE, text);
    if (formatted.diagnostics.some((d) => d.severity === "error")) return [];
    once = formatted.text;
    const twice = formatText(FUZZ_FILE, once);
    if (twice.diagnostics.length > 0)
      return [`formatted text has syntax errors: ${twice.diagnostics[0]?.message}\n${once}`];
    if (twice.text !== once) return [`formatting is not idempotent:\n${once}\n---\n${twice.text}`];
  } catch (error) {
    return [`formatting threw: ${message(error)}`];
  }
  try {
    const again = compileText(once).files.flatMap((f) => f.definitions);
    if (JSON.stringify(again) !== JSON.stringify(definitions))
      return [`formatted text compiles to other definitions:\n${once}`];
  } catch (error) {
    return [`compiling the formatted text threw: ${message(error)}`];
  }
  return [];
}

/** Words, signs and strings of card text, for mutation. */
function tokens(text: string): string[] {
  return text.match(/"(?:[^"\\\n]|\\.)*"|[A-Za-z_][\w']*|\d+|[^\s\w"]|\s+/g) ?? [text];
}

/** `count` mutations of `text` (a token deleted, duplicated, or two swapped), each checked. */
export function mutationProblems(text: string, seed: number, count: number): string[] {
  const random = new SeededRandom(seed);
  const parts = tokens(text);
  const problems: string[] = [];
  const words = parts.map((p, i) => (/^\s+$/.test(p) ? -1 : i)).filter((i) => i >= 0);
  for (let m = 0; m < count && words.length > 1; m++) {
    const copy = [...parts];
    const at = words[random.below(words.length)] as number;
    const kind = random.below(3);
    if (kind === 0) copy.splice(at, 1);
    else if (kind === 1) copy.splice(at, 0, copy[at] as string, " ");
    else {
      const other = words[random.below(words.length)] as number;
      [copy[at], copy[other]] = [copy[other] as string, copy[at] as string];
    }
    const mutated = copy.join("");
    try {
      const result = compileText(mutated);
      for (const p of diagnosticProblems(result.diagnostics, mutated))
        problems.push(`${p}\nmutated text:\n${mutated}`);
    } catch (error) {
      problems.push(`compile of mutated text threw: ${message(error)}\nmutated text:\n${mutated}`);
    }
    try {
      formatText(FUZZ_FILE, mutated);
    } catch (error) {
      problems.push(`formatting mutated text threw: ${message(error)}\nmutated text:\n${mutated}`);
    }
  }
  return problems;
}
