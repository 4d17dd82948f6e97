/**
 * pg30: what users of the playground hit, found in a review. Opening another example after a random
 * game kept showing the old game; the Board mixed the scenario and random-game controls in one
 * strip; the Card panel was empty on first open; the file tabs cut off their last tabs at 800, 1280
 * and 1920 px.
 */
import { describe, expect, test } from "vitest";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

async function openExample(p: PlaygroundPage, file: string): Promise<void> {
  await p.afterCompile(() =>
    p.page.selectOption('[data-testid="examples"]', file).then(() => undefined),
  );
}

const visible = (p: PlaygroundPage, testId: string): Promise<boolean> =>
  p.page.locator(`[data-testid="${testId}"]`).isVisible();

/** The board's mode switch: which mode is selected, by its ARIA state. */
async function selectedMode(p: PlaygroundPage): Promise<string[]> {
  return p.page.$$eval('[data-testid="board"] [role="tab"][aria-selected="true"]', (tabs) =>
    tabs.map((tab) => tab.getAttribute("data-testid") ?? ""),
  );
}

/** The file tabs each with whether the row shows it whole, and the menu's state. */
async function tabStrip(p: PlaygroundPage): Promise<{
  tabs: { name: string; whole: boolean }[];
  menu: { shown: boolean; label: string; options: number; right: number };
  paneRight: number;
}> {
  return p.page.evaluate(() => {
    const row = document.querySelector(".file-tab-list")!.getBoundingClientRect();
    const tabs = [...document.querySelectorAll<HTMLElement>('[data-testid="file-tab"]')].map(
      (tab) => {
        const box = tab.getBoundingClientRect();
        return {
          name: tab.textContent ?? "",
          whole: box.left >= row.left - 1 && box.right <= row.right + 1,
        };
      },
    );
    const menu = document.querySelector<HTMLSelectElement>('[data-testid="file-tab-menu"]')!;
    return {
      tabs,
      menu: {
        shown: menu.getBoundingClientRect().width > 0,
        label: menu.options[0]?.text ?? "",
        options: menu.options.length - 1,
        right: menu.getBoundingClientRect().right,
      },
      paneRight: document.querySelector(".editor-pane")!.getBoundingClientRect().right,
    };
  });
}

describe("the playground's board, card panel and tabs (pg30)", () => {
  test("after a random game in a cards/ example, opening Welcome shows Welcome's board, not the game", async () => {
    const p = await session.open();
    await openExample(p, "cards/core-fury.rift");
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    expect(await selectedMode(p)).toEqual(["board-mode-games"]);

    await openExample(p, "@welcome");
    // The board is Welcome's: its scenarios, nothing of the game.
    expect(await selectedMode(p)).toEqual(["board-mode-scenarios"]);
    expect(await p.page.locator('[data-testid="game-log"]').count()).toBe(0);
    expect(await p.page.locator('[data-testid="game-fact"]').count()).toBe(0);
    expect(await p.page.locator('[data-testid^="player-"]').count()).toBe(0);
    expect(await visible(p, "game-table")).toBe(false);
    expect(await p.page.locator(".board-position").textContent()).toBe("");
    const options = await p.page
      .locator('[data-testid="scenario-select"] option')
      .allTextContents();
    expect(options).toEqual(["a Flow spell countered by Abandon is banished (RULES F3)"]);
    expect(await p.page.locator('[data-testid="board"] .hint').textContent()).toBe(
      "Choose a scenario and press Run.",
    );
    await p.screenshot("pg30-board-after-switch");

    // Welcome's scenario runs on the cleared board.
    await p.page.click('[data-testid="board-run"]');
    await p.page.click('[data-testid="board-end"]');
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    expect(p.errors).toEqual([]);
  });

  test("a game in flight when another example opens is not shown on the new file's board", async () => {
    const p = await session.open();
    await p.page.click('[data-testid="tab-board"]');
    await p.page.click('[data-testid="board-mode-games"]');
    await p.page.locator('[data-testid="seat-A"]').waitFor();
    await p.page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('[data-testid="game-play"]')?.disabled,
    );
    // Play, and open another file before the game's answer can be drawn.
    await p.page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('[data-testid="game-play"]')!.click();
      const menu = document.querySelector<HTMLSelectElement>('[data-testid="examples"]')!;
      menu.value = "cards/core-calm.rift";
      menu.dispatchEvent(new Event("change"));
    });
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="file-tab"].active')?.textContent ===
        "cards/core-calm.rift",
    );
    await p.page.waitForTimeout(3_000);
    expect(await p.page.locator('[data-testid="game-log"]').count()).toBe(0);
    expect(await selectedMode(p)).toEqual(["board-mode-scenarios"]);
    expect(p.errors).toEqual([]);
  });

  test("the board's two modes: a switch, each mode with its own controls and its own result", async () => {
    const p = await session.open();
    await p.page.click('[data-testid="tab-board"]');
    expect(await selectedMode(p)).toEqual(["board-mode-scenarios"]);
    expect(await p.page.textContent('[data-testid="board-mode-caption"]')).toContain(
      "Step through a scenario",
    );
    expect(await visible(p, "scenario-controls")).toBe(true);
    expect(await visible(p, "game-table")).toBe(false);
    await p.screenshot("pg30-board-scenarios");

    await p.page.click('[data-testid="board-mode-games"]');
    expect(await selectedMode(p)).toEqual(["board-mode-games"]);
    expect(await p.page.textContent('[data-testid="board-mode-caption"]')).toContain(
      "Whole games with random choices",
    );
    expect(await visible(p, "scenario-controls")).toBe(false);
    expect(await visible(p, "scenario-select")).toBe(false);
    expect(await visible(p, "game-table")).toBe(true);
    // Nothing played yet: the table says whose decks sit at it and what Play does.
    const empty = p.page.locator('[data-testid="games-empty"]');
    await p.page.waitForFunction(() =>
      document
        .querySelector('[data-testid="games-empty"]')
        ?.textContent?.startsWith("This file has fewer than two decks"),
    );
    expect(await empty.textContent()).toContain("press Play for one game");
    expect(await p.page.locator('[data-testid="seat-A"]').inputValue()).toBe("Ember Vanguard");
    await p.screenshot("pg30-board-games-empty");

    await p.page.click('[data-testid="game-play"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    expect(await empty.count()).toBe(0);
    await p.screenshot("pg30-board-games-played");

    // The scenarios mode shows none of the game, and its run shows none of the table.
    await p.page.click('[data-testid="board-mode-scenarios"]');
    expect(await p.page.locator('[data-testid="game-log"]').count()).toBe(0);
    expect(await visible(p, "game-table")).toBe(false);
    await p.page.click('[data-testid="board-run"]');
    await p.page.click('[data-testid="board-end"]');
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    expect(await p.page.locator('[data-testid="board-step"]').count()).toBe(6);

    // Back to the games: the game is still there, and the scenario's steps are not.
    await p.page.click('[data-testid="board-mode-games"]');
    expect(await p.page.locator('[data-testid="game-log"]').count()).toBe(1);
    expect(await p.page.locator('[data-testid="board-step"]').count()).toBe(0);
    expect(await p.page.locator(".board-position").textContent()).toMatch(/^seed \d+$/);
    await p.page.click('[data-testid="board-mode-scenarios"]');
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    expect(await p.page.locator(".board-position").textContent()).toBe("step 6 / 6");
    expect(p.errors).toEqual([]);
  });

  test("the card panel shows the file's first card on first open, then the card under the cursor", async () => {
    const p = await session.open();
    const panel = p.page.locator('[data-testid="card-panel"]');
    await panel.locator('[data-testid="card-name"]').waitFor({ timeout: 10_000 });
    expect(await panel.locator('[data-testid="card-name"]').textContent()).toBe("Muster Captain");
    expect(await panel.locator('[data-testid="card-note"]').textContent()).toContain(
      "The first card of this file",
    );
    await p.screenshot("pg30-card-first");

    await p.moveTo(12, 5);
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="card-panel"] [data-testid="card-name"]')
          ?.textContent === "Abandon",
    );
    expect(await panel.locator('[data-testid="card-note"]').count()).toBe(0);

    // A file whose only card has errors says so, rather than showing nothing.
    await p.setText('card unit "Broken Gate PG30" {\n  cost 2 Fury\n  migth 2\n}\n');
    await p.moveTo(5, 1);
    expect(await panel.locator('[data-testid="card-empty"]').textContent()).toContain(
      "This file's cards have errors",
    );
    expect(p.errors).toEqual([]);
  });

  for (const width of [800, 1280, 1920]) {
    test(`at ${width} px every file tab is reachable: the row shows it whole or the menu lists it`, async () => {
      const p = await session.open();
      await p.page.setViewportSize({ width, height: 900 });
      for (const example of ["cards/core-fury.rift", "test/rules/flow.rift"]) {
        await openExample(p, example);
        const strip = await tabStrip(p);
        const cut = strip.tabs.filter((tab) => !tab.whole).length;
        expect(strip.tabs.length, example).toBeGreaterThan(2);
        // No tab is cut off unseen: when the row cannot show them all, the menu counts them.
        expect(strip.menu.shown, example).toBe(cut > 0);
        if (cut > 0) {
          expect(strip.menu.label).toBe(`${cut} more file${cut === 1 ? "" : "s"}`);
          expect(strip.menu.options).toBe(strip.tabs.length);
          expect(strip.menu.right).toBeLessThanOrEqual(strip.paneRight + 0.5);
        }
        await p.screenshot(`pg30-tabs-${width}-${example.replace(/\W+/g, "-")}`);

        // The last file, opened from the menu, has its tab active and in view.
        const last = strip.tabs.at(-1)!.name;
        if (cut > 0) {
          await p.page.selectOption('[data-testid="file-tab-menu"]', last);
        } else {
          await p.page.locator('[data-testid="file-tab"]').last().click();
        }
        const active = p.page.locator('[data-testid="file-tab"].active');
        expect(await active.textContent()).toBe(last);
        expect(await active.locator('[aria-label="read-only"]').count()).toBe(1);
        const after = await tabStrip(p);
        expect(after.tabs.find((tab) => tab.name === last)?.whole).toBe(true);
        if (cut > 0) await p.screenshot(`pg30-tabs-${width}-${example.replace(/\W+/g, "-")}-last`);
      }
      expect(p.errors).toEqual([]);
    });
  }
});
