import {
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, test, vi } from "vitest";
import { buildOutput, EmitError, emitModules, type EmitInput } from "../../compiler/emit/index.js";
import { ModulePrinter } from "../../compiler/emit/print-module.js";
import {
  removeTemporaryFolders,
  temporaryFolder,
} from "../fixtures/definitions/consumer-project.js";
import { nastyDefinitions } from "../fixtures/definitions/nasty-names.js";
import { abandon, sampleSet } from "../fixtures/definitions/sample-set.js";
import { namedTokens } from "../fixtures/definitions/tokens.js";

const inputs = (): EmitInput[] => [
  { sourceFile: "cards/core.rift", outName: "core", definitions: structuredClone(sampleSet) },
  { sourceFile: "cards/tokens.rift", outName: "tokens", definitions: structuredClone(namedTokens) },
  {
    sourceFile: "cards/nasty.rift",
    outName: "sets/nasty",
    definitions: structuredClone(nastyDefinitions),
  },
];

/** Every file under a folder with its bytes and modification time. */
function snapshot(dir: string): Record<string, { text: string; mtime: number }> {
  const out: Record<string, { text: string; mtime: number }> = {};
  const walk = (folder: string, prefix: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path, `${prefix}${entry.name}/`);
      else
        out[`${prefix}${entry.name}`] = {
          text: readFileSync(path, "utf8"),
          mtime: statSync(path).mtimeMs,
        };
    }
  };
  walk(dir, "");
  return out;
}

afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(removeTemporaryFolders);

describe("buildOutput: rift build's write side (issue 4, item 4)", () => {
  test("a first build writes every module, the index and the cache, all inside the output folder", async () => {
    const parent = temporaryFolder("build");
    const out = join(parent, "dist", "cards");
    const report = await buildOutput(inputs(), out);
    expect(report).toEqual({
      outDir: out,
      written: ["core.ts", "tokens.ts", "sets/nasty.ts", "index.ts"],
      reused: [],
      removed: [],
    });
    expect(readdirSync(parent)).toEqual(["dist"]);
    expect(Object.keys(snapshot(out)).sort()).toEqual([
      ".rift-cache.json",
      "core.ts",
      "index.ts",
      "sets/nasty.ts",
      "tokens.ts",
    ]);
    const emitted = await emitModules(inputs());
    for (const file of emitted) expect(readFileSync(join(out, file.path), "utf8")).toBe(file.text);
  });

  test("a rebuild of unchanged input reuses every file and writes none", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const before = snapshot(out);
    const print = vi.spyOn(ModulePrinter.prototype, "print");
    const report = await buildOutput(inputs(), out);
    expect(report.written).toEqual([]);
    expect(report.reused).toEqual(["core.ts", "tokens.ts", "sets/nasty.ts", "index.ts"]);
    expect(print).not.toHaveBeenCalled();
    const after = snapshot(out);
    for (const path of ["core.ts", "tokens.ts", "sets/nasty.ts", "index.ts"])
      expect(after[path]).toEqual(before[path]);
  });

  test("editing one card re-emits only its module; the index is reused when no export changed", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const before = snapshot(out);
    const edited = inputs();
    edited[1]!.definitions[0]!.might = 5;
    const print = vi.spyOn(ModulePrinter.prototype, "print");
    const report = await buildOutput(edited, out);
    expect(report.written).toEqual(["tokens.ts"]);
    expect(report.reused).toEqual(["core.ts", "sets/nasty.ts", "index.ts"]);
    expect(print).toHaveBeenCalledTimes(1);
    const after = snapshot(out);
    expect(after["tokens.ts"]!.text).toContain("might: 5");
    expect(after["tokens.ts"]!.text).toBe((await emitModules(edited))[1]!.text);
    for (const path of ["core.ts", "sets/nasty.ts", "index.ts"])
      expect(after[path]).toEqual(before[path]);
  });

  test("renaming a card re-emits its module and the index", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const edited = inputs();
    edited[0]!.definitions[1]!.name = "Abandon Hope";
    const report = await buildOutput(edited, out);
    expect(report.written).toEqual(["core.ts", "index.ts"]);
    expect(report.reused).toEqual(["tokens.ts", "sets/nasty.ts"]);
    expect(readFileSync(join(out, "index.ts"), "utf8")).toContain("abandonHope");
  });

  test("the output of an input that is gone is removed, and only that", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    writeFileSync(join(out, "notes.ts"), "// mine\n");
    const report = await buildOutput(inputs().slice(0, 2), out);
    expect(report.removed).toEqual(["sets/nasty.ts"]);
    expect(report.written).toEqual(["index.ts"]);
    expect(existsSync(join(out, "sets/nasty.ts"))).toBe(false);
    expect(existsSync(join(out, "notes.ts"))).toBe(true);
    expect(readFileSync(join(out, "index.ts"), "utf8")).not.toContain("nasty");
  });

  test("a failed build leaves the previous output untouched", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const before = snapshot(out);
    const broken = inputs();
    broken[0]!.definitions[0]!.might = 1;
    broken[2]!.definitions[0]!.might = Number.POSITIVE_INFINITY;
    await expect(buildOutput(broken, out)).rejects.toThrow(EmitError);
    expect(snapshot(out)).toEqual(before);
  });

  test("an output file changed by hand is emitted again though its input did not change", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const original = readFileSync(join(out, "core.ts"), "utf8");
    writeFileSync(join(out, "core.ts"), "export {};\n");
    const report = await buildOutput(inputs(), out);
    expect(report.written).toEqual(["core.ts"]);
    expect(readFileSync(join(out, "core.ts"), "utf8")).toBe(original);
  });

  test("a damaged cache means a full build, not a crash", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    writeFileSync(join(out, ".rift-cache.json"), "{ not json");
    expect((await buildOutput(inputs(), out)).written).toHaveLength(4);
    writeFileSync(
      join(out, ".rift-cache.json"),
      JSON.stringify({ version: "riftscript-emit 1", files: { "core.ts": 3 } }),
    );
    expect((await buildOutput(inputs(), out)).written).toHaveLength(4);
  });

  test("a cache naming a path outside the folder deletes nothing there", async () => {
    const parent = temporaryFolder("build");
    const out = join(parent, "out");
    await buildOutput(inputs(), out);
    writeFileSync(join(parent, "victim.ts"), "keep");
    const cache = JSON.parse(readFileSync(join(out, ".rift-cache.json"), "utf8")) as {
      files: Record<string, unknown>;
    };
    cache.files["../victim.ts"] = { input: "x", output: "y" };
    writeFileSync(join(out, ".rift-cache.json"), JSON.stringify(cache));
    await buildOutput(inputs(), out);
    expect(readFileSync(join(parent, "victim.ts"), "utf8")).toBe("keep");
  });

  test("useCache: false emits everything again", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const report = await buildOutput(inputs(), out, { useCache: false });
    expect(report.written).toEqual(["core.ts", "tokens.ts", "sets/nasty.ts", "index.ts"]);
    expect(report.reused).toEqual([]);
  });

  test("nothing is written through a symbolic link out of the folder", async () => {
    const parent = temporaryFolder("build");
    const out = join(parent, "out");
    const elsewhere = join(parent, "elsewhere");
    mkdirSync(out);
    mkdirSync(elsewhere);
    symlinkSync(elsewhere, join(out, "sets"));
    await expect(buildOutput(inputs(), out)).rejects.toThrow(/symbolic link/);
    expect(readdirSync(elsewhere)).toEqual([]);
  });

  test("no temporary file is left behind", async () => {
    const out = temporaryFolder("build");
    await buildOutput(inputs(), out);
    const edited = inputs();
    edited[0]!.definitions = [abandon];
    await buildOutput(edited, out);
    expect(Object.keys(snapshot(out)).filter((path) => path.endsWith(".tmp"))).toEqual([]);
  });
});
