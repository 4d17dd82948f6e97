/**
 * `import … from "./x.rift?light"`: the same compile as a plain import, its module holding only the
 * file's name, its text and its unit's file names. The playground's examples menu imports every
 * file of `test/rules/`, one unit: with each module carrying the whole folder's texts and
 * definitions, the build's input grew with the square of the folder's files and ran out of memory
 * at 102 files.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Rollup } from "vite";
import { afterAll, describe, expect, test } from "vitest";
import { bundleMain } from "./vite-build.js";

const root = mkdtempSync(join(tmpdir(), "rift-pg31-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;

/** Builds an app whose entry is `main`, over the given `.rift` files, with folder units. */
async function buildApp(files: Record<string, string>, main: string): Promise<Rollup.OutputChunk> {
  const dir = join(root, `app${counter++}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  writeFileSync(join(dir, "main.js"), main);
  return bundleMain(dir, "folder");
}

async function loaded(chunk: Rollup.OutputChunk): Promise<Record<string, unknown>> {
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  return ((await import(url)) as { loaded: Record<string, unknown> }).loaded;
}

const ALPHA = `card unit "Alpha Light Pg31" {\n  cost 1\n  domain Fury\n  might 1\n}\n`;
const BETA = `card unit "Beta Light Pg31" {\n  cost 2\n  domain Fury\n  might 2\n}\n`;

describe("a `.rift?light` import", () => {
  test("holds the file's name, its text and its unit's file names, and nothing of the unit's", async () => {
    const chunk = await buildApp(
      { "alpha.rift": ALPHA, "beta.rift": BETA },
      `import * as alpha from "./alpha.rift?light";\nexport const loaded = { ...alpha };\n`,
    );
    const module = await loaded(chunk);
    expect(Object.keys(module).sort()).toEqual(["default", "file", "source", "unitFiles"]);
    expect(module["source"]).toBe(ALPHA);
    expect(String(module["file"]).endsWith("alpha.rift")).toBe(true);
    expect((module["unitFiles"] as string[]).map((f) => f.replace(/.*\//, ""))).toEqual([
      "beta.rift",
    ]);
    // The other file's text and the unit's definitions are not in the bundle at all.
    expect(chunk.code).not.toContain("Beta Light Pg31");
  });

  test("a plain import of the same file still holds the whole unit", async () => {
    const chunk = await buildApp(
      { "alpha.rift": ALPHA, "beta.rift": BETA },
      `import alpha from "./alpha.rift";\nexport const loaded = { ...alpha };\n`,
    );
    const module = await loaded(chunk);
    expect((module["unit"] as { text: string }[]).map((f) => f.text)).toEqual([BETA]);
    expect((module["unitDefinitions"] as { name: string }[]).map((d) => d.name)).toContain(
      "Beta Light Pg31",
    );
  });

  test("is compiled all the same: an error in its unit fails the build", async () => {
    const broken = BETA.replace("might 2", "might two");
    await expect(
      buildApp(
        { "alpha.rift": ALPHA, "beta.rift": broken },
        `import { source } from "./alpha.rift?light";\nexport const loaded = { source };\n`,
      ),
    ).rejects.toThrow(/beta\.rift:4:\d+: error RS\d+/);
  });
});
