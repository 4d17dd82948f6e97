/**
 * Command-line parsing shared by every `rift` subcommand. Misuse is reported as a `UsageError`
 * so that `main` can print one clear line and exit 2 (DESIGN.md: 2 on misuse), never a stack trace.
 */

import { closestWord } from "../../grammar/suggest.js";

export class UsageError extends Error {}

export interface FlagSpec {
  /** Flags that take a value, such as `--out DIR`. */
  valued: readonly string[];
  /** Flags that stand alone, such as `--check`. */
  boolean: readonly string[];
}

export interface ParsedArgs {
  positional: string[];
  values: Map<string, string>;
  flags: Set<string>;
}

/**
 * Every command's positional arguments are paths, and `''` is none: it resolves to the working
 * folder, so `rift test "$DIR"` with `DIR` unset ran every scenario under the working folder, and
 * `rift check ''` read whatever lay there.
 */
function nonEmpty(path: string): string {
  if (path !== "") return path;
  throw new UsageError(
    "an empty path was given (an unset variable in a script?); name a .rift file or folder, or '.' for this folder",
  );
}

export function parseArgs(argv: readonly string[], spec: FlagSpec): ParsedArgs {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const flags = new Set<string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === "--") {
      positional.push(...argv.slice(i + 1).map(nonEmpty));
      break;
    }
    if (!arg.startsWith("--") || arg === "-") {
      // There are no one-letter flags; `-o DIR` is someone's guess at `--out DIR`.
      if (arg.startsWith("-") && arg !== "-") throw unknownFlag(arg, spec);
      positional.push(nonEmpty(arg));
      continue;
    }
    const eq = arg.indexOf("=");
    const name = eq >= 0 ? arg.slice(0, eq) : arg;
    if (spec.valued.includes(name)) {
      const value = eq >= 0 ? arg.slice(eq + 1) : argv[++i];
      if (value === undefined || value === "") throw new UsageError(`${name} needs a value`);
      // `--out --no-cache` is a forgotten value, not a folder named `--no-cache`.
      if (eq < 0 && value.startsWith("--")) {
        throw new UsageError(
          `${name} needs a value, found the flag '${value}' (write ${name}=${value} if that is the value)`,
        );
      }
      // The last of two different values silently winning hides a mistake in a script.
      const earlier = values.get(name);
      if (earlier !== undefined && earlier !== value) {
        throw new UsageError(
          `${name} is given twice, as '${earlier}' and '${value}'; give it once`,
        );
      }
      values.set(name, value);
    } else if (spec.boolean.includes(name)) {
      if (eq >= 0) throw new UsageError(`${name} takes no value`);
      flags.add(name);
    } else {
      throw unknownFlag(name, spec);
    }
  }
  return { positional, values, flags };
}

/**
 * A flag's value that must be one of a few words, read as `--mode` reads its own: case and
 * surrounding spaces do not matter (`--format JSON`).
 */
export function oneOf<const T extends string>(
  flag: string,
  value: string | undefined,
  allowed: readonly T[],
  fallback: T,
): T {
  if (value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  const found = allowed.find((candidate) => candidate === word);
  if (found !== undefined) return found;
  const quoted = allowed.map((candidate) => `'${candidate}'`);
  const list =
    quoted.length > 1
      ? `${quoted.slice(0, -1).join(", ")} or ${quoted[quoted.length - 1]}`
      : quoted[0];
  throw new UsageError(`${flag} must be ${list}, not '${value}'`);
}

function unknownFlag(name: string, spec: FlagSpec): UsageError {
  const known = [...spec.valued, ...spec.boolean];
  const close = closestFlag(name, known);
  const guess = close === undefined ? "" : `did you mean ${close}? `;
  const hint = known.length > 0 ? ` (${guess}expected one of ${known.join(", ")})` : "";
  return new UsageError(`unknown flag '${name}'${hint}`);
}

/** A misspelling's flag (`--fromat`), or the one flag a one-letter guess starts (`-o`). */
function closestFlag(name: string, known: readonly string[]): string | undefined {
  const bare = name.replace(/^-+/, "");
  if (bare.length === 1) {
    const starting = known.filter((flag) => flag.startsWith(`--${bare}`));
    return starting.length === 1 ? starting[0] : undefined;
  }
  const close = closestWord(
    bare,
    known.map((flag) => flag.slice(2)),
  );
  return close === undefined ? undefined : `--${close}`;
}
