import { createRequire } from "node:module";
import type { ts as TypeScript } from "ts-morph";

/**
 * Export identifiers derived from card names: "Muster Captain" → `musterCaptain`, "Дракон Огня" →
 * `драконОгня`. Stable (a name always maps to the same identifier, unless an earlier name already
 * took it), valid (letters are kept only where TypeScript accepts them), and collision-free across
 * one build, because `index.ts` re-exports every module's names side by side.
 */
export class ExportNames {
  private readonly taken = new Set<string>(RESERVED);

  /** A fresh identifier for `name`, with "Card"/"Token" or a number appended when it is taken. */
  allocate(name: string, kind: "card" | "token" | "module"): string {
    const base = identifierFrom(name, kind);
    let candidate = base;
    if (this.taken.has(candidate)) {
      candidate = `${base}${kind === "module" ? "Module" : kind === "card" ? "Card" : "Token"}`;
    }
    for (let n = 2; this.taken.has(candidate); n += 1) candidate = `${base}${n}`;
    this.taken.add(candidate);
    return candidate;
  }
}

/**
 * TypeScript's own Unicode tables, which decide what the emitted file's compiler accepts. Loading
 * them means loading the TypeScript compiler (seconds), so only a name with a letter beyond ASCII
 * does; ASCII is decided here.
 */
let typescript: typeof TypeScript | undefined;
const require = createRequire(import.meta.url);

export function identifierCharacter(code: number, position: "start" | "part"): boolean {
  if (code < 0x80) {
    const letter = (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
    const digit = code >= 0x30 && code <= 0x39;
    return letter || code === 0x5f || code === 0x24 || (position === "part" && digit);
  }
  typescript ??= (require("ts-morph") as typeof import("ts-morph")).ts;
  const language = typescript.ScriptTarget.ES2022;
  return position === "start"
    ? typescript.isIdentifierStart(code, language)
    : typescript.isIdentifierPart(code, language);
}

/** camelCase over the runs of identifier characters; `$` is kept out so the emitter never clashes. */
export function identifierFrom(name: string, kind: "card" | "token" | "module"): string {
  const words: string[] = [];
  let word = "";
  for (const character of name) {
    const code = character.codePointAt(0)!;
    // "It's a trap" → `itsATrap`: an apostrophe joins a word rather than splitting it.
    if (code === 0x27 || code === 0x2019) continue;
    // ZWJ and ZWNJ are legal in identifiers but invisible: a name must not hide in them.
    const part =
      code !== 0x24 && code !== 0x200c && code !== 0x200d && identifierCharacter(code, "part");
    if (part) {
      word += character;
    } else if (word !== "") {
      words.push(word);
      word = "";
    }
  }
  if (word !== "") words.push(word);

  let identifier = words.map((w, index) => (index === 0 ? lowerFirst(w) : upperFirst(w))).join("");
  const first = identifier.codePointAt(0);
  if (first === undefined) return kind;
  if (!identifierCharacter(first, "start")) identifier = kind + upperFirst(identifier);
  return identifier;
}

function lowerFirst(word: string): string {
  const [first = "", ...rest] = word;
  // Only when it is a real case pair ("Muster" → "muster"); "İ" and caseless scripts stay as they are.
  const lower = first.toLowerCase();
  return (
    (lower.length === first.length && lower.toUpperCase() === first ? lower : first) + rest.join("")
  );
}

function upperFirst(word: string): string {
  const [first = "", ...rest] = word;
  const upper = first.toUpperCase();
  return (
    (upper.length === first.length && upper.toLowerCase() === first ? upper : first) + rest.join("")
  );
}

/**
 * Words that cannot, or should not, name a module-level `const`: reserved and strict-mode words, the
 * globals a reader expects, and the names every generated module exports or imports itself.
 */
const RESERVED = `
  break case catch class const continue debugger default delete do else enum export extends false
  finally for function if import in instanceof new null return super switch this throw true try
  typeof var void while with yield let static implements interface package private protected public
  await async arguments eval undefined NaN Infinity globalThis as of from type declare namespace
  module require exports satisfies definitions scenarios Definition Scenario
`
  .split(/\s+/)
  .filter((word) => word !== "");
