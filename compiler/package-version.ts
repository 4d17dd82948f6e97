import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The installed riftscript's version, from the `package.json` above this module (sources or dist). */
export function packageVersion(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++, dir = dirname(dir)) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as {
        name?: unknown;
        version?: unknown;
      };
      if (manifest.name === "riftscript" && typeof manifest.version === "string") {
        return manifest.version;
      }
    } catch {
      // No package.json at this level: look further up.
    }
  }
  return "unknown";
}

/**
 * A dependency's installed version, read from its `package.json` without loading its code (nor
 * putting anything of it in `require.cache`).
 */
export function dependencyVersion(name: string): string {
  try {
    const path = createRequire(import.meta.url).resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(path, "utf8")) as { version?: unknown };
    return typeof manifest.version === "string" ? manifest.version : "unknown";
  } catch {
    return "unknown";
  }
}
