import { isAbsolute, relative, sep } from "node:path";

/**
 * How generated modules name the tokens library when it is installed outside the working folder.
 */
export const LIBRARY_SOURCE_NAME = "riftscript/cards/tokens.rift";

/**
 * The source names generated modules carry (in every `range`), chosen so that the same inputs give
 * byte-identical modules in any checkout and on any system: never an absolute path. A file is named
 * as diagnostics name it, relative to the working folder — a file outside it too
 * (`../shared/core.rift`) — with `/` between folders; the tokens library, when it is installed
 * outside the working folder (a global or `npx` install), by its place in the package. `rift build`
 * names the sources of its modules so, and the Vite plugin those of the modules it emits.
 */
export class SourceNames {
  private readonly names = new Map<string, string>();

  constructor(
    private readonly library: string | undefined,
    private readonly cwd = process.cwd(),
  ) {}

  /** A copy of `value` with each `file` that names a source replaced by its portable name. */
  rename<T>(value: T): T {
    return this.copy(value) as T;
  }

  private copy(value: unknown): unknown {
    if (Array.isArray(value)) return value.map((item) => this.copy(item));
    // Anything but plain data is left as it is, for the emitter to refuse by name.
    if (typeof value !== "object" || value === null) return value;
    const prototype = Object.getPrototypeOf(value) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return value;
    const copied: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copied[key] = key === "file" && typeof item === "string" ? this.name(item) : this.copy(item);
    }
    return copied;
  }

  /** The portable name of one source file. */
  name(file: string): string {
    let name = this.names.get(file);
    if (name === undefined) {
      name = !isAbsolute(file)
        ? file
        : file === this.library
          ? LIBRARY_SOURCE_NAME
          : relative(this.cwd, file);
      name = name.split(sep).join("/");
      this.names.set(file, name);
    }
    return name;
  }
}
