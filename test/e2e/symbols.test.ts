/**
 * Find all references, rename, the document's symbols and highlights in Chromium: the keys a
 * designer presses, and what the editor then shows.
 */
import { describe, expect, test } from "vitest";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

function openPage(): Promise<PlaygroundPage> {
  return session.open();
}

const TEXT = `card unit "Gate Warden" {
  cost 3 Order
  might 3
  when this is played: play a Recruit token here
}

card spell "Prune" {
  cost 1
  effect: kill target unit
}

scenario "Gate Warden brings a Recruit" {
  setup {
    A hand: "Gate Warden"
    A pool: 3 Order
  }
  A plays "Gate Warden"
  resolve chain
  expect "Gate Warden" in A base
  expect "Recruit" in A base
}
`;

/** Presses F2 and waits until the rename box has the focus (keys typed sooner edit the text). */
async function openRenameBox(p: PlaygroundPage): Promise<void> {
  await p.page.keyboard.press("F2");
  await p.page.waitForFunction(
    () => document.activeElement?.classList.contains("rename-input") === true,
    undefined,
    { timeout: 10_000 },
  );
}

/** The message Monaco shows over the editor (a refused rename says why there). */
async function overlayMessage(p: PlaygroundPage): Promise<string> {
  const message = p.page.locator(".editor-host .monaco-editor-overlaymessage").first();
  await message.waitFor({ state: "visible", timeout: 10_000 });
  return (await message.textContent()) ?? "";
}

describe("names in the playground", () => {
  test("Shift+F12 lists every use of a card, with its declaration", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.moveTo(17, 12);
    await p.page.keyboard.press("Shift+F12");
    const rows = p.page.locator(".peekview-widget .ref-tree .monaco-list-row");
    await rows.first().waitFor({ timeout: 10_000 });
    await p.page.waitForFunction(
      () => document.querySelectorAll(".peekview-widget .ref-tree .monaco-list-row").length >= 4,
    );
    // One file, so no file row: the declaration, the setup, the step and the expectation.
    expect(await rows.allTextContents()).toEqual([
      'card unit "Gate Warden" {',
      'A hand: "Gate Warden"',
      'A plays "Gate Warden"',
      'expect "Gate Warden" in A base',
    ]);
    expect(await p.page.textContent(".peekview-widget .peekview-title")).toContain(
      "References (4)",
    );
    await p.screenshot("symbols-1-references");
    expect(p.errors).toEqual([]);
  });

  test("Shift+F12 lists a declaration and its one use, even when the declaration is in another file", async () => {
    const p = await openPage();
    // Recruit is declared in the tokens library and used once here; Prune is used nowhere.
    await p.setText(TEXT.slice(0, TEXT.indexOf("scenario")));
    await p.moveTo(4, 34);
    await p.page.keyboard.press("Shift+F12");
    const title = p.page.locator(".peekview-widget .peekview-title");
    await title.waitFor({ timeout: 10_000 });
    expect(await title.textContent()).toContain("References (2)");
    await p.screenshot("symbols-1b-references-token");
    await p.page.keyboard.press("Escape");
    await title.waitFor({ state: "detached" });
    await p.moveTo(7, 14);
    await p.page.keyboard.press("Shift+F12");
    await title.waitFor({ timeout: 10_000 });
    expect(await title.textContent()).toContain("References (1)");
    expect(p.errors).toEqual([]);
  });

  test("F2 renames a card everywhere it is written", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.moveTo(14, 15);
    await openRenameBox(p);
    const input = p.page.locator(".rename-box input");
    // The box holds the name without its quotes.
    expect(await input.inputValue()).toBe("Gate Warden");
    await p.page.keyboard.press("Control+A");
    await p.page.keyboard.type("Gate Keeper");
    await p.screenshot("symbols-2-rename-box");
    await p.afterCompile(() => p.page.keyboard.press("Enter"));
    await input.waitFor({ state: "hidden" });
    const lines = await p.editorLines();
    expect(lines[0]).toBe('card unit "Gate Keeper" {');
    expect(lines[13]).toBe('    A hand: "Gate Keeper"');
    expect(lines[16]).toBe('  A plays "Gate Keeper"');
    expect(lines[18]).toBe('  expect "Gate Keeper" in A base');
    expect(lines[11]).toBe('scenario "Gate Warden brings a Recruit" {');
    expect(await p.problems()).toEqual([]);
    expect(p.errors).toEqual([]);
  });

  test("F2 refuses a name that is taken, and says why", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.moveTo(7, 14);
    await openRenameBox(p);
    await p.page.keyboard.press("Control+A");
    await p.page.keyboard.type("Gate Warden");
    await p.page.keyboard.press("Enter");
    expect(await overlayMessage(p)).toContain(
      '"Gate Warden" is already taken: the card declared at line 1',
    );
    await p.screenshot("symbols-3-rename-refused");
    expect((await p.editorLines())[6]).toBe('card spell "Prune" {');
  });

  test("F2 on a token of the read-only tokens library says it cannot be renamed here", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.moveTo(4, 34);
    await p.page.keyboard.press("F2");
    expect(await overlayMessage(p)).toContain(
      '"Recruit" is declared in cards/tokens.rift, which is read-only here',
    );
    expect(await p.page.locator(".rename-box input").isVisible()).toBe(false);
  });

  test("Ctrl+Shift+O lists the file's cards and scenarios, and goes to one", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.focusEditor();
    await p.page.keyboard.press("Control+Shift+O");
    const rows = p.page.locator(".quick-input-widget .monaco-list-row");
    await rows.first().waitFor({ timeout: 10_000 });
    await p.page.waitForFunction(
      () => document.querySelectorAll(".quick-input-widget .monaco-list-row").length >= 3,
    );
    // Each with its name and its kind's icon: a card is a class, a scenario an event.
    const items = await p.page.$$eval(".quick-input-widget .monaco-list-row", (rows) =>
      rows.map((row) => {
        const icon = [...(row.querySelector(".codicon")?.classList ?? [])].find((c) =>
          c.startsWith("codicon-symbol-"),
        );
        return `${icon} ${row.querySelector(".label-name")?.textContent?.trim()}`;
      }),
    );
    expect(items).toEqual([
      "codicon-symbol-class Gate Warden",
      "codicon-symbol-class Prune",
      "codicon-symbol-event Gate Warden brings a Recruit",
    ]);
    await p.screenshot("symbols-4-outline");
    await p.page.keyboard.type("Prune");
    await p.page.keyboard.press("Enter");
    await p.page.waitForFunction(
      () =>
        document.querySelector(".editor-host .line-numbers.active-line-number")?.textContent ===
        "7",
    );
    expect(p.errors).toEqual([]);
  });

  test("the breadcrumbs name the declaration the cursor is in, and open the outline", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    const crumb = p.page.locator('[data-testid="breadcrumb-symbol"]');
    await p.moveTo(15, 5);
    await p.page.waitForFunction(() =>
      document
        .querySelector('[data-testid="breadcrumb-symbol"]')
        ?.textContent?.includes("brings a Recruit"),
    );
    expect(await crumb.getAttribute("data-kind")).toBe("scenario");
    expect(await p.page.textContent('[data-testid="breadcrumbs"]')).toMatch(
      /^welcome\.rift›\s*scenario\s*Gate Warden brings a Recruit$/,
    );
    await p.moveTo(8, 3);
    await p.page.waitForFunction(
      () =>
        document.querySelector('[data-testid="breadcrumb-symbol"]')?.textContent ===
        "card spellPrune",
    );
    await p.screenshot("symbols-6-breadcrumbs");
    // Between two declarations the cursor is in none: the file alone.
    await p.moveTo(6, 1);
    await crumb.waitFor({ state: "detached" });
    await p.moveTo(2, 3);
    await crumb.click();
    await p.page.locator(".quick-input-widget .monaco-list-row").first().waitFor();
    expect(p.errors).toEqual([]);
  });

  test("the cursor on a name highlights its other places in the file", async () => {
    const p = await openPage();
    await p.setText(TEXT);
    await p.moveTo(19, 13);
    // One strong highlight (the declaration), three others (the uses).
    await p.page.waitForFunction(
      () =>
        document.querySelectorAll(".editor-host .view-overlays .wordHighlightStrong").length ===
          1 && document.querySelectorAll(".editor-host .view-overlays .wordHighlight").length === 3,
      undefined,
      { timeout: 10_000 },
    );
    await p.screenshot("symbols-5-highlights");
    expect(p.errors).toEqual([]);
  });
});
