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
});
