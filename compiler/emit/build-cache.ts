import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { dependencyVersion, packageVersion } from "../package-version.js";
import type { EmitPlan, PlannedModule } from "./emit-modules.js";

/** Kept inside the output folder (issue 4: nothing is written outside it). */
export const CACHE_FILE = ".rift-cache.json";

/**
 * Bumped whenever the emitter's output changes for the same input, so that a cache written by an
 * older emitter is never trusted. The versions of riftscript and of the Prettier and ts-morph
 * that print the modules are part of it too: an output folder restored from a CI cache after an
 * upgrade of any of them is emitted again, not kept as the older tools printed it.
 */
const EMITTER_VERSION = [
  "riftscript-emit 1",
  `riftscript ${packageVersion()}`,
  `prettier ${dependencyVersion("prettier")}`,
  `ts-morph ${dependencyVersion("ts-morph")}`,
].join("; ");

/** For each output file: the hash of what it was made from, and the hash of its text. */
export interface BuildCache {
  version: string;
  files: Record<string, { input: string; output: string }>;
}

export function emptyCache(): BuildCache {
  return { version: EMITTER_VERSION, files: {} };
}

/** A missing, unreadable or foreign cache is an empty one: the build then emits everything. */
export function readCache(outDir: string): BuildCache {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(join(outDir, CACHE_FILE), "utf8"));
  } catch {
    return emptyCache();
  }
  if (!isCache(parsed) || parsed.version !== EMITTER_VERSION) return emptyCache();
  return parsed;
}

function isCache(value: unknown): value is BuildCache {
  if (typeof value !== "object" || value === null) return false;
  const { version, files } = value as Record<string, unknown>;
  if (typeof version !== "string" || typeof files !== "object" || files === null) return false;
  return Object.values(files).every(
    (entry: unknown) =>
      typeof entry === "object" &&
      entry !== null &&
      typeof (entry as Record<string, unknown>).input === "string" &&
      typeof (entry as Record<string, unknown>).output === "string",
  );
}

export function contentHash(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/**
 * What a module's text depends on: its definitions and scenarios (as JSON), its path, and the
 * identifiers it exports — which can change when another file gains a name that collides.
 */
export function moduleInputHash(module: PlannedModule): string {
  return createHash("sha256")
    .update(EMITTER_VERSION)
    .update("\0")
    .update(module.path)
    .update("\0")
    .update(module.names.join("\0"))
    .update("\0")
    .update(JSON.stringify(module.file.definitions))
    .update("\0")
    .update(JSON.stringify(module.file.scenarios ?? []))
    .digest("hex");
}

/** The index depends only on the module list, their aliases and their export names. */
export function indexInputHash(plan: EmitPlan): string {
  return contentHash(`${EMITTER_VERSION}\0${JSON.stringify(plan.index)}`);
}
