/**
 * Rendered card text of the bundled set, kept beside each card file (issue 4, item 3): for
 * `cards/core-fury.rift`, `cards/core-fury.rendered.txt` holds what `renderCardText` makes of
 * each definition of that file, with the named tokens passed in (RULES T5), in file order, one
 * card per paragraph, after one comment line.
 *
 * The snapshots are for a person to read: they are what a designer sees of the compiled cards, so
 * a change to a card, the lowering or the renderer shows up as a diff to review. A missing,
 * different or stale snapshot fails. Regenerating is deliberate — only with the environment
 * variable set does this test write the files:
 *
 *     RIFT_UPDATE_SNAPSHOTS=1 npx vitest run test/cards/rendered-snapshots.test.ts
 *
 * and the rewritten files are then read and reviewed in the diff like any other change.
 */
import { existsSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { CARDS_DIR, compileCards } from "./card-files.js";

const UPDATE = process.env["RIFT_UPDATE_SNAPSHOTS"] === "1";
const SUFFIX = ".rendered.txt";

const snapshotPath = (riftFile: string): string => riftFile.replace(/\.rift$/, SUFFIX);

function snapshotText(riftFile: string, cards: readonly string[]): string {
  const header =
    `// Rendered card text of ${riftFile.split("/").pop()!}, checked by ` +
    `test/cards/rendered-snapshots.test.ts (RIFT_UPDATE_SNAPSHOTS=1 rewrites it).`;
  return [header, ...cards].join("\n\n") + "\n";
}

/** Every snapshot file on disk, wherever under cards/ it is. */
function snapshotsOnDisk(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(SUFFIX)) found.push(relative(process.cwd(), full));
    }
  };
  walk(CARDS_DIR);
  return found.sort();
}

describe("rendered card text of every card file matches its snapshot", () => {
  const result = compileCards();
  const tokens = result.definitions.filter((d) => d.kind === "token");
  const expected = new Map<string, string>();
  for (const file of result.files) {
    if (file.definitions.length === 0) continue;
    const cards = file.definitions.map((definition) => renderCardText(definition, { tokens }));
    expected.set(snapshotPath(file.file), snapshotText(file.file, cards));
  }

  it("the set compiles without errors, so every card is rendered", () => {
    expect(result.diagnostics.filter((d) => d.severity === "error")).toEqual([]);
  });

  it("the named tokens are passed to the renderer", () => {
    expect(tokens.map((t) => t.name)).toEqual(expect.arrayContaining(["Recruit", "Bird", "Gold"]));
  });

  for (const [path, text] of expected) {
    it(path, () => {
      if (UPDATE) writeFileSync(path, text);
      if (!existsSync(path)) {
        expect.fail(
          `${path} is missing; write it with RIFT_UPDATE_SNAPSHOTS=1 and review every card in it`,
        );
      }
      // toBe on the whole text: Vitest prints a line-by-line diff of the cards that changed.
      expect(text, `${path} differs from the rendering; review the diff`).toBe(
        readFileSync(path, "utf8"),
      );
    });
  }

  it("no snapshot is left without a card file holding definitions", () => {
    const stale = (): string[] => snapshotsOnDisk().filter((path) => !expected.has(path));
    if (UPDATE) for (const path of stale()) unlinkSync(path);
    expect(stale()).toEqual([]);
  });
});
