/**
 * pg33: F12 (go to definition) on a `use "…"` line opens the file it names, as an IDE opens an
 * imported file: it did nothing, though the used file is one of the unit's tabs.
 */
import { describe, expect, test } from "vitest";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

describe("go to definition on a use (pg33)", () => {
  test("F12 on the path of `use` opens the used file's tab at its first line", async () => {
    const p = await session.open();
    await p.afterCompile(() =>
      p.page
        .selectOption('[data-testid="examples"]', "test/rules/seed-000.rift")
        .then(() => undefined),
    );
    const lines = await p.editorLines();
    const useLine = lines.findIndex((line) => line.startsWith('use "../../cards/seeds.rift"')) + 1;
    expect(useLine).toBeGreaterThan(0);
    const activeTab = (): Promise<string | null> =>
      p.page.textContent('[data-testid="file-tab"].active');
    expect(await activeTab()).toContain("seed-000.rift");

    await p.moveTo(useLine, 12);
    await p.page.keyboard.press("F12");
    await p.page.waitForFunction(() =>
      document
        .querySelector('[data-testid="file-tab"].active')
        ?.textContent?.includes("cards/seeds.rift"),
    );
    expect(await p.page.textContent(".editor-host .line-numbers.active-line-number")).toBe("1");
    await p.screenshot("pg33-use-definition");

    // The keyword itself is no link: F12 there stays in the file.
    await p.page.click('[data-testid="file-tab"]:has-text("seed-000.rift")');
    await p.moveTo(useLine, 2);
    await p.page.keyboard.press("F12");
    await p.page.waitForTimeout(500);
    expect(await activeTab()).toContain("seed-000.rift");
    expect(p.errors).toEqual([]);
  });
});
