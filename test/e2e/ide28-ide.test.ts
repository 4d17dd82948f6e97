/**
 * Playground audit 28 in Chromium: F8's error peek names the file the tab names (the welcome file,
 * an example), a hover after an unreadable line of a scenario still names the word's use, the
 * editing keys of VS Code work (by word, by line, go to line, the command palette), and an empty
 * file says how to start.
 */
import { describe, expect, test } from "vitest";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

/** Opens F8's peek on the first problem and returns the file name in its title. */
async function peekFileName(p: PlaygroundPage): Promise<string> {
  await p.focusEditor();
  await p.page.keyboard.press("Control+Home");
  await p.page.keyboard.press("F8");
  const title = p.page.locator(".peekview-widget:has(.marker-widget) .peekview-title .filename");
  await title.waitFor({ state: "visible", timeout: 10_000 });
  return (await title.textContent()) ?? "";
}

/** The text of the editor's first lines, as the model holds them (the rows as shown). */
async function firstLines(p: PlaygroundPage, count: number): Promise<string[]> {
  return (await p.editorLines()).slice(0, count);
}

describe("the playground as a designer's IDE (audit 28)", () => {
  test("F8's error peek names the file its tab names, the welcome file and an opened example", async () => {
    const p = await session.open();
    await p.setText(`card unit "Gull I28" {\n  cost 1\n  migth 1\n}\n`);
    expect(await p.problems()).not.toEqual([]);
    expect(await peekFileName(p)).toBe("welcome.rift");
    await p.page.keyboard.press("Escape");

    await p.afterCompile(() =>
      p.page
        .selectOption('[data-testid="examples"]', "test/rules/runes.rift")
        .then(() => undefined),
    );
    const active = p.page.locator('[data-testid="file-tab"].active');
    expect(await active.textContent()).toBe("test/rules/runes.rift");
    // The welcome text's problem went with its file.
    expect(await p.problems()).toEqual([]);
    await p.afterCompile(async () => {
      await p.focusEditor();
      await p.page.keyboard.press("Control+End");
      await p.page.keyboard.type("\nzzz");
    });
    expect((await p.problems()).length).toBe(1);
    expect(await peekFileName(p)).toBe("runes.rift");
    await p.screenshot("ide28-f8-peek");
    expect(p.errors).toEqual([]);
  });

  test("a hover after an unreadable line of a scenario names the word's use", async () => {
    const p = await session.open();
    await p.setText(
      `card unit "Gull I28" {\n  cost 1\n  might 1\n}\n\nscenario "s" {\n  setup {\n    A hand: "Gull I28"\n    A pool: 1\n  }\n  A frobs "Gull I28"\n  A plays "Gull I28"\n}\n`,
    );
    expect((await p.problems()).map((problem) => problem.line)).toEqual([11]);
    await p.page.mouse.move(0, 0);
    await p.page
      .locator(".editor-host .view-line span", { hasText: /^plays$/ })
      .first()
      .hover();
    const hover = p.page.locator(".monaco-hover", { hasText: "plays — scenario action" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain("An action the player takes");
    expect(p.errors).toEqual([]);
  });

  test("VS Code's editing keys: by word, by line, go to line, and the command palette", async () => {
    const p = await session.open();
    await p.setText("alpha beta gamma\nsecond line\n");
    await p.focusEditor();
    await p.page.keyboard.press("Control+Home");
    await p.page.keyboard.press("End");
    // Ctrl+Backspace deletes the word before the cursor.
    await p.page.keyboard.press("Control+Backspace");
    await expect.poll(() => firstLines(p, 1)).toEqual(["alpha beta "]);
    // Ctrl+Left moves by word.
    await p.page.keyboard.press("Control+ArrowLeft");
    await p.page.keyboard.type("X");
    await expect.poll(() => firstLines(p, 1)).toEqual(["alpha Xbeta "]);
    // Alt+Down moves the line down; Ctrl+Shift+K deletes it.
    await p.page.keyboard.press("Alt+ArrowDown");
    await expect.poll(() => firstLines(p, 2)).toEqual(["second line", "alpha Xbeta "]);
    await p.page.keyboard.press("Control+Shift+K");
    await expect.poll(() => firstLines(p, 2)).toEqual(["second line", ""]);

    // Ctrl+G goes to a line.
    await p.page.keyboard.press("Control+g");
    const input = p.page.locator(".quick-input-widget input");
    await input.waitFor({ state: "visible", timeout: 10_000 });
    await p.page.keyboard.press("Escape");
    await input.waitFor({ state: "hidden", timeout: 10_000 });

    // Ctrl+Shift+P (and F1) list the commands by name, Format Document among them.
    await p.focusEditor();
    await p.page.keyboard.press("Control+Shift+P");
    await input.waitFor({ state: "visible", timeout: 10_000 });
    await p.page.keyboard.type("format doc");
    await p.page
      .locator(".quick-input-widget .monaco-list-row", { hasText: "Format Document" })
      .first()
      .waitFor({ timeout: 10_000 });
    await p.screenshot("ide28-command-palette");
    await p.page.keyboard.press("Escape");
    expect(p.errors).toEqual([]);
  });

  test("Shift+Alt+F formats the document, as the Format button's title says (on Linux too)", async () => {
    const p = await session.open();
    await p.page.waitForSelector('[data-testid="format"]:not([disabled])', { timeout: 15_000 });
    expect(await p.page.getAttribute('[data-testid="format"]', "title")).toContain("Shift+Alt+F");
    await p.setText(`card spell "Snap I28" {\ncost 1\n      effect: kill target unit\n}\n`);
    await p.focusEditor();
    await p.page.keyboard.press("Shift+Alt+F");
    await expect
      .poll(async () => (await p.editorLines()).slice(1, 3), { timeout: 10_000 })
      .toEqual(["  cost 1", "  effect: kill target unit"]);
    expect(p.errors).toEqual([]);
  });

  test("an empty file says how to start, and the card panel does not ask for a card's name", async () => {
    const p = await session.open();
    await p.afterCompile(async () => {
      await p.focusEditor();
      await p.page.keyboard.press("Control+A");
      await p.page.keyboard.press("Delete");
    });
    const hint = p.page.locator(".editor-host .editorPlaceholder");
    await hint.waitFor({ state: "visible", timeout: 10_000 });
    expect(await hint.textContent()).toContain('card unit "Name"');
    // The tokens library compiles, but the designer's file has no card yet.
    expect(await p.page.locator('[data-testid="card-panel"]').textContent()).toContain(
      "No card compiled yet",
    );
    await p.page.keyboard.type("c");
    await hint.waitFor({ state: "hidden", timeout: 10_000 });
    await p.screenshot("ide28-empty");
    expect(p.errors).toEqual([]);
  });
});
