/**
 * With `unit: "folder"`, a folder's unit is compiled once per build, however many of its files are
 * imported: the playground's examples import every file of `test/rules/`, and compiling the folder
 * once per imported file made the build's work grow with the square of the folder's files. In dev
 * mode, a change to one file compiles its unit once more, and the modules of the unit that depend
 * on it show the change (hot reload).
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { createServer, type Rollup, type ViteDevServer } from "vite";
import { afterAll, beforeEach, describe, expect, test, vi } from "vitest";
import riftscript from "../../compiler/vite-plugin.js";
import { appFolders, bundleMain, card } from "./vite-build.js";

/** How many times the plugin called the compiler. */
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

const { appDir, remove } = appFolders("rift-pg32-");
afterAll(remove);

/** A folder of `count` files, one card each: `rules/f0.rift` declares "Once Card 0 Pg32", and so on. */
function folderOf(count: number, folder = "rules"): Record<string, string> {
  const files: Record<string, string> = {};
  for (let i = 0; i < count; i++)
    files[`${folder}/f${i}.rift`] = card(`Once Card ${folder} ${i} Pg32`);
  return files;
}

/** A main module that imports every file named `?light` and exports their modules by file name. */
function importsLight(files: readonly string[]): string {
  const lines = files.map((file, i) => `import * as m${i} from "./${file}?light";`);
  lines.push(
    `export const loaded = { ${files.map((f, i) => `${JSON.stringify(f)}: m${i}`).join(", ")} };`,
  );
  return lines.join("\n") + "\n";
}

async function loaded<T>(chunk: Rollup.OutputChunk): Promise<T> {
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  return ((await import(url)) as { loaded: T }).loaded;
}

type Light = { file: string; source: string; unitFiles: string[] };
const base = (path: string): string => path.replace(/.*\//, "");

describe("a folder unit in a build", () => {
  test("is compiled once when every one of its files is imported, and each module is its own", async () => {
    const files = folderOf(6);
    const names = Object.keys(files);
    const dir = appDir(files, importsLight(names));
    const modules = await loaded<Record<string, Light>>(await bundleMain(dir, "folder"));
    expect(calls.compiles).toBe(1);
    for (const name of names) {
      expect(modules[name]!.source).toBe(files[name]);
      expect(base(modules[name]!.file)).toBe(base(name));
      // The unit's other files, in the order `rift test rules` reads them.
      expect(modules[name]!.unitFiles.map(base)).toEqual(
        names.filter((other) => other !== name).map(base),
      );
    }
  });

  test("a plain import and a `?light` one of the same folder share the compile", async () => {
    const files = folderOf(3);
    const main =
      `import first from "./rules/f0.rift";\nimport second from "./rules/f1.rift";\n` +
      `import { source } from "./rules/f2.rift?light";\n` +
      `export const loaded = { first, second, source };\n`;
    const modules = await loaded<{
      first: { definitions: { name: string }[]; unitDefinitions: { name: string }[] };
      second: { definitions: { name: string }[]; unitDefinitions: { name: string }[] };
      source: string;
    }>(await bundleMain(appDir(files, main), "folder"));
    expect(calls.compiles).toBe(1);
    // Each file's own definitions, the whole unit's for both.
    expect(modules.first.definitions.map((d) => d.name)).toEqual(["Once Card rules 0 Pg32"]);
    expect(modules.second.definitions.map((d) => d.name)).toEqual(["Once Card rules 1 Pg32"]);
    expect(modules.second.unitDefinitions).toEqual(modules.first.unitDefinitions);
    expect(modules.first.unitDefinitions.map((d) => d.name)).toEqual(
      expect.arrayContaining(["Once Card rules 0 Pg32", "Once Card rules 2 Pg32"]),
    );
    expect(modules.source).toBe(files["rules/f2.rift"]);
  });

  test("two folders are two units, each compiled once", async () => {
    const files = { ...folderOf(3, "one"), ...folderOf(4, "two") };
    const modules = await loaded<Record<string, Light>>(
      await bundleMain(appDir(files, importsLight(Object.keys(files))), "folder"),
    );
    expect(calls.compiles).toBe(2);
    expect(modules["one/f0.rift"]!.unitFiles.map(base)).toEqual(["f1.rift", "f2.rift"]);
    expect(modules["two/f3.rift"]!.unitFiles.map(base)).toEqual(["f0.rift", "f1.rift", "f2.rift"]);
  });

  test("a second build with the same plugin (watch mode) compiles again and sees the change", async () => {
    const files = folderOf(3);
    const dir = appDir(files, importsLight(Object.keys(files)));
    const plugin = riftscript({ unit: "folder" });
    await bundleMain(dir, "folder", plugin);
    writeFileSync(join(dir, "rules/f1.rift"), card("Once Changed Pg32", 4));
    const modules = await loaded<Record<string, Light>>(await bundleMain(dir, "folder", plugin));
    expect(calls.compiles).toBe(2);
    expect(modules["rules/f1.rift"]!.source).toContain("Once Changed Pg32");
  });

  test("a warning of the unit is said once, not once per module of it", async () => {
    const files = folderOf(3);
    files["rules/f1.rift"] =
      `card spell "Once Warned Pg32" {\n  cost 1\n` +
      `  effect: give all units with tag Recriut +1 might this turn\n}\n`;
    const plugin = riftscript({ unit: "folder" });
    const warnings: string[] = [];
    // The plugin's context with its warnings caught: Vite's logger is silent in these builds.
    const transform = plugin.transform as (this: object, code: string, id: string) => unknown;
    plugin.transform = function (this: object, code: string, id: string) {
      const context = Object.create(this) as { warn: (warning: { message: string }) => void };
      context.warn = (warning) => warnings.push(warning.message);
      return transform.call(context, code, id);
    } as typeof plugin.transform;
    await bundleMain(appDir(files, importsLight(Object.keys(files))), "folder", plugin);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/f1\.rift:3:\d+: warning RS2006/);
  });

  test('`unit: "file"` still compiles each imported file with what it uses', async () => {
    const files = folderOf(3);
    await bundleMain(appDir(files, importsLight(Object.keys(files))), "file");
    expect(calls.compiles).toBe(3);
  });
});

describe("a folder unit in the dev server", () => {
  let server: ViteDevServer | undefined;
  afterAll(async () => {
    await server?.close();
  });

  test("a change to one file compiles the unit once more, and its other modules show it", async () => {
    const files = folderOf(3);
    const dir = appDir(files, "");
    server = await createServer({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [riftscript({ unit: "folder" })],
      // No port and no file watcher: the test tells the server which file changed.
      server: { middlewareMode: true, ws: false, watch: null },
      appType: "custom",
    });
    const dev = server;
    const unitDefinitions = async (url: string): Promise<string[]> => {
      const result = await dev.transformRequest(url);
      const names = /export const unitDefinitions = (.*);/.exec(result!.code)![1]!;
      return (JSON.parse(names) as { name: string }[]).map((d) => d.name);
    };
    expect(await unitDefinitions("/rules/f0.rift")).toContain("Once Card rules 1 Pg32");
    expect(await unitDefinitions("/rules/f2.rift")).toContain("Once Card rules 1 Pg32");
    expect(calls.compiles).toBe(1);

    const changed = join(dir, "rules/f1.rift");
    writeFileSync(changed, card("Once Renamed Pg32", 2));
    const f0 = dev.moduleGraph.getModuleById(join(dir, "rules/f0.rift"))!;
    dev.watcher.emit("change", changed);
    // The module that depends on the changed file is let go, to be transformed again.
    await vi.waitFor(() => expect(f0.transformResult).toBeNull());

    expect(await unitDefinitions("/rules/f0.rift")).toContain("Once Renamed Pg32");
    expect(await unitDefinitions("/rules/f2.rift")).toContain("Once Renamed Pg32");
    expect(await unitDefinitions("/rules/f2.rift")).not.toContain("Once Card rules 1 Pg32");
    expect(calls.compiles).toBe(2);
  });
});
