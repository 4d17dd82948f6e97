/**
 * pg31: Run pressed in the moment after another file opens, before it compiles, ran a scenario the
 * list still named from the old file on the new file's board. Until the new file's scenarios are
 * known, Run is disabled and does nothing.
 */
import { describe, expect, test } from "vitest";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

describe("the board's Run while another file compiles (pg31)", () => {
  test("Run is disabled until the new file's scenarios are known, and a click then runs nothing", async () => {
    const p = await session.open();
    await p.page.click('[data-testid="tab-board"]');
    await p.page.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('[data-testid="scenario-select"]')!.value,
    );
    await p.page.click('[data-testid="board-run"]');
    await p.page.waitForSelector('[data-testid="board-step"]');
    const before = await p.page.inputValue('[data-testid="scenario-select"]');

    // Open another example and press Run in the same task: the compile answers later.
    await p.afterCompile(async () => {
      const clicked = await p.page.evaluate(() => {
        const menu = document.querySelector<HTMLSelectElement>('[data-testid="examples"]')!;
        menu.value = "cards/core-calm.rift";
        menu.dispatchEvent(new Event("change"));
        const run = document.querySelector<HTMLButtonElement>('[data-testid="board-run"]')!;
        const disabled = run.disabled;
        run.click();
        return {
          disabled,
          listed: document.querySelector<HTMLSelectElement>('[data-testid="scenario-select"]')!
            .value,
        };
      });
      expect(clicked.disabled).toBe(true);
      // The list still named the old file's scenario: Run would have asked for it.
      expect(clicked.listed).toBe(before);
    });
    await p.page.waitForFunction((old) => {
      const select = document.querySelector<HTMLSelectElement>('[data-testid="scenario-select"]')!;
      return select.options.length > 0 && select.value !== old;
    }, before);
    await p.page.waitForTimeout(1_000);
    // Nothing was run: the board waits for Run, which the new file's list enables.
    expect(await p.page.locator('[data-testid="board-step"]').count()).toBe(0);
    expect(await p.page.isDisabled('[data-testid="board-run"]')).toBe(false);
    expect(p.errors).toEqual([]);
  });

  test("the table says whose decks sit there: the sample decks, or those of the files compiled with this one", async () => {
    const p = await session.open();
    await p.page.click('[data-testid="tab-board"]');
    await p.page.click('[data-testid="board-mode-games"]');
    const hint = () => p.page.textContent('[data-testid="games-empty"]');
    await p.page.waitForFunction(() =>
      document.querySelector('[data-testid="games-empty"]')?.textContent?.startsWith("This file"),
    );
    // Welcome declares no deck: the samples sit.
    expect(await hint()).toMatch(/^This file has fewer than two decks, so the sample decks/);

    // A card set declares none either, but its folder holds the sample decks: not "this file's".
    await p.afterCompile(() =>
      p.page.selectOption('[data-testid="examples"]', "cards/core-fury.rift").then(() => undefined),
    );
    await p.page.click('[data-testid="board-mode-games"]');
    await p.page.waitForFunction(() =>
      document.querySelector('[data-testid="games-empty"]')?.textContent?.startsWith("The decks"),
    );
    expect(await hint()).toMatch(
      /^The decks of the files compiled with this one sit at the table\./,
    );
    await p.page.click('[data-testid="game-play"]');
    await p.page.waitForSelector('[data-testid="game-fact"]');
    const facts = await p.page.locator('[data-testid="game-fact"]').allTextContents();
    expect(facts.join("\n")).toContain("From: the decks of the files compiled with this one");
    expect(p.errors).toEqual([]);
  });
});
