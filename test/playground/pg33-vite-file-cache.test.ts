/**
 * `unit: "file"` compiles are kept across builds (watch mode) and dev-server reloads: a rebuild with
 * nothing changed compiles nothing, and a change to anything a file's unit reads — the file, a file
 * it `use`s, a file added to a folder it `use`s, a used file that was missing — compiles that unit
 * once more. The compiler is counted through a mock of compile.js.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Rollup } from "vite";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";
import riftscript from "../../compiler/vite-plugin.js";
import { bundleMain } from "./vite-build.js";

const calls = vi.hoisted(() => ({ compiles: 0 }));

vi.mock("../../compiler/compile.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../compiler/compile.js")>();
  const compile = ((...args: Parameters<typeof actual.compile>) => {
    calls.compiles++;
    return actual.compile(...args);
  }) as typeof actual.compile;
  return { ...actual, compile };
});

beforeEach(() => {
  calls.compiles = 0;
});

const root = mkdtempSync(join(tmpdir(), "rift-pg33-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
function appDir(files: Record<string, string>, main: string): string {
  const dir = join(root, `app${counter++}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  writeFileSync(join(dir, "main.js"), main);
  return dir;
}

const card = (name: string, might = 1): string =>
  `card unit "${name}" {\n  cost 1\n  domain Fury\n  might ${might}\n}\n`;

/** Imports each file and exports its unit's definition names, by file. */
function importsAll(files: readonly string[]): string {
  const lines = files.map((file, i) => `import m${i} from "./${file}";`);
  const entries = files.map(
    (file, i) => `${JSON.stringify(file)}: m${i}.unitDefinitions.map((d) => d.name)`,
  );
  lines.push(`export const loaded = { ${entries.join(", ")} };`);
  return lines.join("\n") + "\n";
}

async function loaded(chunk: Rollup.OutputChunk): Promise<Record<string, string[]>> {
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  return ((await import(url)) as { loaded: Record<string, string[]> }).loaded;
}

/** Builds `dir` with `plugin`, returning the chunk and how many compiles the build made. */
async function rebuild(
  dir: string,
  plugin: ReturnType<typeof riftscript>,
): Promise<{ chunk: Rollup.OutputChunk; compiles: number }> {
  calls.compiles = 0;
  const chunk = await bundleMain(dir, "file", plugin);
  return { chunk, compiles: calls.compiles };
}

describe('`unit: "file"` across builds with one plugin (watch mode)', () => {
  test("a rebuild with nothing changed compiles nothing and bundles the same bytes", async () => {
    const files = {
      "a.rift": `use "b.rift"\n${card("Cache A Pg33")}`,
      "b.rift": card("Cache B Pg33"),
      "c.rift": card("Cache C Pg33"),
    };
    const dir = appDir(files, importsAll(Object.keys(files)));
    const plugin = riftscript({ unit: "file" });
    const first = await rebuild(dir, plugin);
    expect(first.compiles).toBe(3);
    const second = await rebuild(dir, plugin);
    expect(second.compiles).toBe(0);
    expect(second.chunk.code).toBe(first.chunk.code);
  });

  test("a change to a used file compiles each unit that reads it once, and only those", async () => {
    const files = {
      "a.rift": `use "b.rift"\n${card("Used A Pg33")}`,
      "b.rift": card("Used B Pg33"),
      "c.rift": card("Used C Pg33"),
    };
    const dir = appDir(files, importsAll(Object.keys(files)));
    const plugin = riftscript({ unit: "file" });
    await rebuild(dir, plugin);
    writeFileSync(join(dir, "b.rift"), card("Used B Renamed Pg33"));
    const { chunk, compiles } = await rebuild(dir, plugin);
    // a.rift's unit (it uses b) and b.rift's own; c.rift reads neither.
    expect(compiles).toBe(2);
    const modules = await loaded(chunk);
    expect(modules["a.rift"]).toContain("Used B Renamed Pg33");
    expect(modules["a.rift"]).not.toContain("Used B Pg33");
    expect(modules["b.rift"]).toContain("Used B Renamed Pg33");
  });

  test("a file added to a folder that is used is seen by the next build", async () => {
    const files = {
      "main.rift": `use "lib"\n${card("Folder Main Pg33")}`,
      "lib/one.rift": card("Folder One Pg33"),
    };
    const dir = appDir(files, importsAll(["main.rift"]));
    const plugin = riftscript({ unit: "file" });
    await rebuild(dir, plugin);
    expect((await rebuild(dir, plugin)).compiles).toBe(0);
    writeFileSync(join(dir, "lib/two.rift"), card("Folder Two Pg33"));
    const { chunk, compiles } = await rebuild(dir, plugin);
    expect(compiles).toBe(1);
    expect((await loaded(chunk))["main.rift"]).toContain("Folder Two Pg33");
  });

  test("a used file that was missing fails the build, and once created the next build passes", async () => {
    const files = { "a.rift": `use "later.rift"\n${card("Missing A Pg33")}` };
    const dir = appDir(files, importsAll(["a.rift"]));
    const plugin = riftscript({ unit: "file" });
    await expect(rebuild(dir, plugin)).rejects.toThrow(/later\.rift/);
    writeFileSync(join(dir, "later.rift"), card("Missing Later Pg33"));
    const { chunk, compiles } = await rebuild(dir, plugin);
    expect(compiles).toBe(1);
    expect((await loaded(chunk))["a.rift"]).toContain("Missing Later Pg33");
  });

  test("the warnings of a unit kept from the last build are said again in this one", async () => {
    const files = {
      "w.rift":
        `card spell "Warned Again Pg33" {\n  cost 1\n` +
        `  effect: give all units with tag Recriut +1 might this turn\n}\n`,
    };
    const dir = appDir(files, importsAll(["w.rift"]));
    const plugin = riftscript({ unit: "file" });
    const warnings: string[] = [];
    const transform = plugin.transform as (this: object, code: string, id: string) => unknown;
    plugin.transform = function (this: object, code: string, id: string) {
      const context = Object.create(this) as { warn: (warning: { message: string }) => void };
      context.warn = (warning) => warnings.push(warning.message);
      return transform.call(context, code, id);
    } as typeof plugin.transform;
    await rebuild(dir, plugin);
    const { compiles } = await rebuild(dir, plugin);
    expect(compiles).toBe(0);
    expect(warnings).toHaveLength(2);
    expect(warnings[1]).toBe(warnings[0]);
    expect(warnings[0]).toMatch(/w\.rift:3:\d+: warning RS2006/);
  });
});

test('`unit: "folder"`: a rebuild with nothing changed compiles nothing either', async () => {
  const files = {
    "rules/f0.rift": card("Folder Unit 0 Pg33"),
    "rules/f1.rift": card("Folder Unit 1 Pg33"),
  };
  const dir = appDir(files, "");
  writeFileSync(
    join(dir, "main.js"),
    `import a from "./rules/f0.rift";\nimport b from "./rules/f1.rift";\n` +
      `export const loaded = { a: a.unitDefinitions.map((d) => d.name), b: b.unitDefinitions.map((d) => d.name) };\n`,
  );
  const plugin = riftscript({ unit: "folder" });
  await bundleMain(dir, "folder", plugin);
  calls.compiles = 0;
  await bundleMain(dir, "folder", plugin);
  expect(calls.compiles).toBe(0);
  writeFileSync(join(dir, "rules/f2.rift"), card("Folder Unit 2 Pg33"));
  const modules = await loaded(await bundleMain(dir, "folder", plugin));
  expect(calls.compiles).toBe(1);
  expect(modules["a"]).toContain("Folder Unit 2 Pg33");
});
