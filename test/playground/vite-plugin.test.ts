import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Rollup } from "vite";
import { afterAll, describe, expect, test } from "vitest";
import type { RiftModule } from "../../compiler/vite-plugin.js";
import { runRift } from "../cli/run-rift.js";
import { bundleMain } from "./vite-build.js";

const root = mkdtempSync(join(tmpdir(), "rift-vite-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let counter = 0;
/** Builds a one-module app that imports a `.rift` file (and any files it uses) through the plugin. */
async function buildApp(
  files: Record<string, string>,
  entry: string,
  unit: "file" | "folder" = "file",
): Promise<Rollup.OutputChunk> {
  const dir = join(root, `app${counter++}`);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, ".."), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  writeFileSync(
    join(dir, "main.js"),
    `import set, { source } from "./${entry}";\nexport const loaded = { set, source };\n`,
  );
  return bundleMain(dir, unit);
}

async function importChunk(
  chunk: Rollup.OutputChunk,
): Promise<{ set: RiftModule; source: string }> {
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  return ((await import(url)) as { loaded: { set: RiftModule; source: string } }).loaded;
}

describe("the Vite plugin (riftscript/vite)", () => {
  test("`import set from './core.rift'` yields the compiled file: its text, unit and results", async () => {
    const core = `use "./more.rift"\ncard unit "Gate Warden" {\n  cost 3 Order\n  might 3\n}\n`;
    const chunk = await buildApp(
      { "core.rift": core, "more.rift": `card unit "Scout" { cost 1 might 1 }\n` },
      "core.rift",
    );
    const { set, source } = await importChunk(chunk);
    expect(source).toBe(core);
    expect(set.source).toBe(core);
    expect(set.file.endsWith("core.rift")).toBe(true);
    expect(set.unit.map((f) => f.file.replace(/.*\//, ""))).toEqual(["more.rift"]);
    expect(set.diagnostics).toEqual([]);
    // Its own definitions, as its `rift build` module would hold them; the unit's for a game.
    expect(set.definitions.map((d) => d.name)).toEqual(["Gate Warden"]);
    expect(set.definitions[0]).toMatchObject({ kind: "card", type: "unit", might: 3 });
    const unitNames = set.unitDefinitions.map((d) => d.name);
    expect(unitNames).toEqual(expect.arrayContaining(["Recruit", "Scout", "Gate Warden"]));
    expect(unitNames.indexOf("Recruit")).toBeLessThan(unitNames.indexOf("Gate Warden"));
  });

  test("the module holds data only: a name written as code stays a string", async () => {
    const text = 'card unit "\\"; globalThis.pwned = 1; //</script>" {\n  cost 1\n  might 1\n}\n';
    const { set } = await importChunk(await buildApp({ "x.rift": text }, "x.rift"));
    expect(set.source).toBe(text);
    expect((globalThis as { pwned?: number }).pwned).toBeUndefined();
  });

  test("errors fail the build with the CLI's text, and the first error's position", async () => {
    const broken = `card unit "Gate Warden" {\n  cost Order\n  migth 3\n}\n`;
    const dir = join(root, "cli-copy");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "warden.rift"), broken);
    const cli = await runRift(["check", join(dir, "warden.rift")]);
    expect(cli.code).toBe(1);

    const failure = await buildApp({ "warden.rift": broken }, "warden.rift").then(
      () => undefined,
      (error: unknown) => error as Rollup.RollupError,
    );
    expect(failure).toBeDefined();
    expect(failure!.plugin).toBe("riftscript");
    expect(failure!.loc).toMatchObject({ line: 2, column: 7 });
    expect(failure!.loc!.file).toMatch(/warden\.rift$/);
    // The same diagnostics, frames included, as `rift check` prints (paths aside).
    const relative = (text: string): string =>
      text.replace(/^\S*warden\.rift:/gm, "warden.rift:").trim();
    expect(relative(failure!.message.replace(/^\[[^\]]*\]\s*/, ""))).toContain(
      // The diagnostics without `rift check`'s summary line, which ends its stderr.
      relative(cli.stderr.replace(/[^\n]*\n$/, "")),
    );
    expect(failure!.message).toContain("warden.rift:2:8: error RS1004");
    expect(failure!.message).toContain("warden.rift:3:3: error RS1008");
  });

  test('`unit: "folder"` compiles a file with its folder, as `rift test FOLDER` does', async () => {
    const files = {
      "rules/game.rift": `scenario "s" {\n  setup { A base: "Scout" }\n  expect A base: "Scout"\n}\n`,
      "rules/cards.rift": `card unit "Scout" {\n  cost 1\n  might 1\n}\n`,
    };
    const alone = await buildApp(files, "rules/game.rift").then(
      () => undefined,
      (error: unknown) => error as Rollup.RollupError,
    );
    expect(alone?.message).toContain("RS2003");

    const { set } = await importChunk(await buildApp(files, "rules/game.rift", "folder"));
    expect(set.diagnostics).toEqual([]);
    expect(set.unitFiles.map((f) => f.replace(/.*\//, ""))).toEqual(["cards.rift"]);
    expect(set.unit[0]!.text).toBe(files["rules/cards.rift"]);
    expect(set.scenarios.map((s) => s.name)).toEqual(["s"]);
    expect(set.definitions).toEqual([]);
    expect(set.unitDefinitions.map((d) => d.name)).toContain("Scout");
  });

  test("`?raw` keeps Vite's meaning: the text, not the compiled module", async () => {
    const dir = join(root, "raw");
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "bad.rift"), "this is not riftscript");
    writeFileSync(
      join(dir, "main.js"),
      `import text from "./bad.rift?raw";\nexport const loaded = text;\n`,
    );
    const { code } = await bundleMain(dir);
    const loaded = (
      (await import(`data:text/javascript;base64,${Buffer.from(code).toString("base64")}`)) as {
        loaded: string;
      }
    ).loaded;
    expect(loaded).toBe("this is not riftscript");
  });
});
