/**
 * pg40: a new designer's session with the playground, and what got in its way. The card panel
 * flickered to a message at each pause while a card was typed; the TypeScript panel stayed at the
 * module's top whichever card the cursor was in; opening an example threw the edited file away with
 * no way back, and a page opened afresh forgot the file edited last; the games count sat a row
 * apart from its button.
 */
import { describe, expect, test } from "vitest";
import { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

const CARDS = [
  'card unit "Cinder Whelp PG40" {',
  "  cost 2 Fury",
  "  might 3",
  "  keywords Assault",
  "}",
  "",
  'card spell "Spark Jab PG40" {',
  "  cost 1 Fury",
  "  effect: deal 2 to target unit",
  "}",
  "",
].join("\n");

/** The text of the topmost row the TypeScript panel shows. */
async function typescriptTopRow(p: PlaygroundPage): Promise<string> {
  return p.page.evaluate(() => {
    const panel = document.querySelector('[data-testid="typescript"] .monaco-scrollable-element')!;
    const top = panel.getBoundingClientRect().top;
    const rows = [...panel.querySelectorAll<HTMLElement>(".view-line")]
      .map((row) => ({ top: row.getBoundingClientRect().top, text: row.textContent ?? "" }))
      .filter((row) => row.top >= top - 1)
      .sort((a, b) => a.top - b.top);
    return (rows[0]?.text ?? "").replace(/\u00a0/g, " ");
  });
}

/** How cards/core-calm.rift, the example these tests open, starts. */
const CALM_FIRST_LINE = "// Calm: patient defenders";

/** Waits until the editor shows `file`, its first line starting with `firstLine`. */
async function showsFile(p: PlaygroundPage, file: string, firstLine: string): Promise<void> {
  await p.page.waitForFunction(
    ([name, line]) => {
      if (document.querySelector('[data-testid="file-tab"].active')?.textContent !== name)
        return false;
      const top = [...document.querySelectorAll(".editor-host .view-line")].sort(
        (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
      )[0];
      return top?.textContent?.replace(/\u00a0/g, " ").startsWith(line) === true;
    },
    [file, firstLine] as const,
    { timeout: 15_000 },
  );
}

describe("a card designer's first session (pg40)", () => {
  test("a card being typed keeps its last drawing, dimmed, while it has errors", async () => {
    const p = await session.open();
    await p.setText(CARDS);
    await p.moveTo(3, 10);
    const panel = p.page.locator('[data-testid="card-panel"]');
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="card-panel"] [data-testid="card-name"]')
          ?.textContent === "Cinder Whelp PG40",
    );
    expect(await panel.locator('[data-testid="card"]').getAttribute("data-stale")).toBeNull();

    // Half a word typed, as at any pause: the card has errors, and is still drawn.
    await p.afterCompile(() => p.page.keyboard.type("\n  migh"));
    const note = panel.locator('[data-testid="card-broken"]');
    await note.waitFor();
    expect(await note.textContent()).toContain(
      '"Cinder Whelp PG40" has errors: this is its last version without them.',
    );
    expect(await panel.locator('[data-testid="card-name"]').textContent()).toBe(
      "Cinder Whelp PG40",
    );
    expect(await panel.locator('[data-testid="card"]').getAttribute("data-stale")).toBe("true");
    expect(await panel.locator('[data-testid="card-text"]').textContent()).toContain("Assault");
    await p.screenshot("pg40-card-stale");

    // The half-written line deleted: the card compiles, and is drawn as it is now, not dimmed.
    await p.afterCompile(() => p.page.keyboard.press("Control+Shift+K"));
    await p.page.waitForFunction(
      () => !document.querySelector('[data-testid="card-panel"] [data-testid="card-broken"]'),
    );
    expect(await panel.locator('[data-testid="card"]').getAttribute("data-stale")).toBeNull();
    expect(await panel.locator(".card-might").textContent()).toBe("3");

    // A card never drawn says it has errors, with nothing dimmed to show.
    await p.setText(
      CARDS.replace("keywords Assault", "keywords Asault").replace("Cinder", "Ashen"),
    );
    await p.moveTo(2, 3);
    await note.waitFor();
    expect(await note.textContent()).toContain("cannot be drawn");
    expect(await panel.locator('[data-testid="card"]').count()).toBe(0);
    expect(p.errors).toEqual([]);
  });

  test("with an earlier card broken, the first card drawn is not called the file's first", async () => {
    const p = await session.open();
    await p.setText(`// cards\n${CARDS.replace("keywords Assault", "keywords Asault")}`);
    await p.moveTo(1, 1);
    const note = p.page.locator('[data-testid="card-panel"] [data-testid="card-note"]');
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="card-panel"] [data-testid="card-name"]')
          ?.textContent === "Spark Jab PG40",
    );
    expect(await note.textContent()).toContain("The first card of this file without errors");
    expect(p.errors).toEqual([]);
  });

  test("the TypeScript panel scrolls to the card the cursor is in", async () => {
    const p = await session.open();
    await p.moveTo(18, 3); // Lantern Trick, the welcome file's third card
    await p.page.click('[data-testid="tab-typescript"]');
    await expect.poll(() => typescriptTopRow(p)).toBe("export const lanternTrick: Definition = {");
    await p.screenshot("pg40-typescript-follows");

    // Into another card: the panel follows.
    await p.moveTo(12, 3);
    await expect.poll(() => typescriptTopRow(p)).toBe("export const abandon: Definition = {");

    // Within the same card, the reader's own scrolling is kept.
    await p.page.mouse.move(1100, 400);
    await p.page.mouse.wheel(0, 300);
    await expect.poll(() => typescriptTopRow(p)).not.toBe("export const abandon: Definition = {");
    const scrolled = await typescriptTopRow(p);
    await p.page.keyboard.press("ArrowDown");
    await p.page.waitForTimeout(300);
    expect(await typescriptTopRow(p)).toBe(scrolled);
    expect(p.errors).toEqual([]);
  });

  test("opening an example keeps the edited file one Back away, and says so", async () => {
    const p = await session.open();
    await p.setText(CARDS);
    const cards = CARDS.split("\n");
    // The menu is used, and Back pressed, at once: before either file's link is written to the
    // address (that waits for typing to pause), each history entry holds its file.
    await p.page.selectOption('[data-testid="examples"]', "cards/core-calm.rift");
    await showsFile(p, "cards/core-calm.rift", CALM_FIRST_LINE);
    const toast = p.page.locator('[data-testid="toast"].visible');
    expect(await toast.textContent()).toContain("Your edits of welcome.rift are kept");
    await p.screenshot("pg40-example-keeps-edits");

    await p.page.goBack();
    await showsFile(p, "welcome.rift", cards[0]!);
    expect((await p.editorLines()).join("\n")).toBe(CARDS);

    await p.page.goForward();
    await showsFile(p, "cards/core-calm.rift", CALM_FIRST_LINE);

    // Back again, and a reload once the address holds the edited file's link: it is still there.
    await p.page.goBack();
    await showsFile(p, "welcome.rift", cards[0]!);
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
    await p.page.reload();
    await p.page.waitForSelector('[data-testid="status"][data-compiled]');
    await showsFile(p, "welcome.rift", cards[0]!);
    expect((await p.editorLines()).join("\n")).toBe(CARDS);
    expect(p.errors).toEqual([]);
  });

  test("an untouched file opens an example without a history entry or a toast", async () => {
    const p = await session.open();
    const before = await p.page.evaluate(() => history.length);
    await p.page.selectOption('[data-testid="examples"]', "cards/core-calm.rift");
    await showsFile(p, "cards/core-calm.rift", CALM_FIRST_LINE);
    // The example's link is written over the welcome file's clean address, not after it.
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
    expect(await p.page.evaluate(() => history.length)).toBe(before);
    expect(await p.page.locator('[data-testid="toast"]').textContent()).not.toContain(
      "Your edits of",
    );
    expect(p.errors).toEqual([]);
  });

  test("a page opened afresh offers the file edited last, from the examples menu", async () => {
    const p = await session.open();
    await p.setText(CARDS);
    // Kept once typing pauses, as the address is.
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
    const bare = p.page.url().replace(/#.*$/, "");

    const fresh = new PlaygroundPage(await p.page.context().newPage());
    try {
      await fresh.open(bare);
      // The welcome file, at a clean address: the offer is in the menu, and a toast says where.
      expect((await fresh.editorLines())[0]).toContain("Welcome to the Riftscript playground");
      const toast = fresh.page.locator('[data-testid="toast"].visible');
      await toast.waitFor();
      expect(await toast.textContent()).toContain("Your last file, welcome.rift, is kept");
      const option = fresh.page.locator('[data-testid="examples"] [data-testid="last-file"]');
      expect(await option.textContent()).toBe(
        'Your last file: welcome.rift, with "Cinder Whelp PG40"',
      );
      await fresh.screenshot("pg40-last-file-offered");
      await fresh.page.waitForTimeout(1_000);
      expect(new URL(fresh.page.url()).hash).toBe("");

      await fresh.afterCompile(() =>
        fresh.page.selectOption('[data-testid="examples"]', "@last").then(() => undefined),
      );
      expect((await fresh.editorLines()).join("\n")).toBe(CARDS);
      await fresh.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="card-panel"] [data-testid="card-name"]')
            ?.textContent === "Cinder Whelp PG40",
      );
      expect(fresh.errors).toEqual([]);
    } finally {
      await fresh.page.close();
    }
  });

  test("a link, even one that cannot be read, is not covered by the offer", async () => {
    const p = await session.open();
    await p.setText(CARDS);
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
    const link = p.page.url();
    const broken = `${link.replace(/#.*$/, "")}#v1.AAAA`;
    for (const url of [link, broken]) {
      const other = new PlaygroundPage(await p.page.context().newPage());
      try {
        await other.open(url);
        await other.page.waitForTimeout(1_000);
        expect(await other.page.locator('[data-testid="last-file"]').count()).toBe(0);
        expect(await other.page.textContent('[data-testid="toast"]')).not.toContain(
          "Your last file",
        );
      } finally {
        await other.page.close();
      }
    }
    expect(p.errors).toEqual([]);
  });

  for (const width of [760, 1280]) {
    test(`at ${width} px the games count sits on its button's row`, async () => {
      const p = await session.open();
      await p.page.setViewportSize({ width, height: 800 });
      await p.page.click('[data-testid="tab-board"]');
      await p.page.click('[data-testid="board-mode-games"]');
      // The seats' decks are listed once the worker answers: the bar is laid out with them.
      await p.page.waitForFunction(
        () => document.querySelector<HTMLSelectElement>('[data-testid="seat-A"]')?.value !== "",
      );
      const rows = await p.page.evaluate(() => {
        const middle = (id: string): number => {
          const box = document.querySelector(`[data-testid="${id}"]`)!.getBoundingClientRect();
          return box.top + box.height / 2;
        };
        return { count: middle("games-count"), button: middle("games-run") };
      });
      expect(Math.abs(rows.count - rows.button)).toBeLessThan(4);
      await p.screenshot(`pg40-game-bar-${width}`);
      expect(p.errors).toEqual([]);
    });
  }
});
