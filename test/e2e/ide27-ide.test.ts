/**
 * Playground audit 27 in Chromium: completion after a mistake on an earlier line (a mode after
 * `choose one:`, written in its braces), a scenario's players offered where a player goes, no
 * words copied from the files, hovers that name a word's use, and a status that stays whole in a
 * window of middling width.
 */
import { describe, expect, test } from "vitest";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

async function suggestions(p: PlaygroundPage, expected: string): Promise<string[]> {
  await p.page.keyboard.press("Control+Space");
  await p.page
    .locator(".suggest-widget .monaco-list-row", { hasText: expected })
    .first()
    .waitFor({ timeout: 10_000 });
  return p.page.$$eval(".suggest-widget .monaco-list-row .label-name", (rows) =>
    rows.map((row) => row.textContent ?? ""),
  );
}

async function hoverText(p: PlaygroundPage, word: string, expected: string): Promise<string> {
  await p.page.mouse.move(0, 0);
  await p.page
    .locator(".editor-host .view-line span", { hasText: new RegExp(`^${word}$`) })
    .first()
    .hover();
  const hover = p.page.locator(".monaco-hover", { hasText: expected });
  await hover.first().waitFor({ state: "visible", timeout: 10_000 });
  return (await hover.first().textContent()) ?? "";
}

describe("the playground as a designer's IDE (audit 27)", () => {
  test("a mode after `choose one:` is offered past a misspelt keyword, and written in braces", async () => {
    const p = await session.open();
    await p.setText(
      `card unit "Ember Whelp I27" {\n  cost 2 Fury\n  might 3\n  keywords Asault 2\n  when this attacks: choose one: `,
    );
    await p.focusEditor();
    await p.page.keyboard.press("Control+End");
    const labels = await suggestions(p, "draw");
    expect(labels).toEqual(expect.arrayContaining(["discard", "draw", "move"]));
    // Monaco's words of the open files (the misspelling itself, the tokens library's `Bird`) are
    // not offered: only what the grammar accepts.
    expect(labels).not.toContain("Asault");
    expect(labels).not.toContain("Bird");
    await p.page.keyboard.type("dra");
    // The list filters as the word is typed: Enter takes the row in focus once it is `draw`.
    await p.page
      .locator(".suggest-widget.visible .monaco-list-row.focused .label-name", {
        hasText: /^draw$/,
      })
      .waitFor({ timeout: 10_000 });
    await p.page.keyboard.press("Enter");
    // Accepting is asynchronous: a key typed before the snippet is in would join the word it
    // replaces (`dra1`) and be lost with it.
    await expect
      .poll(async () => (await p.editorLines())[4], { timeout: 10_000 })
      .toContain("{ draw");
    await p.page.keyboard.type("1");
    await p.page.keyboard.press("Escape");
    // The editor draws the key typed at its next frame, later on a busy page: read it once drawn.
    await expect
      .poll(async () => (await p.editorLines())[4], { timeout: 10_000 })
      .toBe("  when this attacks: choose one: { draw 1 }");
    await p.screenshot("ide27-mode");
    expect(p.errors).toEqual([]);
  });

  test("a scenario's players are offered where a player is written", async () => {
    const p = await session.open();
    await p.setText(
      `card unit "Gull I27" {\n  cost 1\n  might 1\n}\n\nscenario "s" {\n  setup {\n    A hand: "Gull I27"\n  }\n  expect `,
    );
    await p.focusEditor();
    await p.page.keyboard.press("Control+End");
    const labels = await suggestions(p, "D");
    expect(labels.slice(0, 4)).toEqual(["A", "B", "C", "D"]);
    expect(labels).not.toContain("a");
    expect(p.errors).toEqual([]);
  });

  test("a hover names how the word is used where it is written", async () => {
    const p = await session.open();
    await p.setText(
      `card unit "Gull I27" {\n  cost 1\n  might 1\n  when a unit is killed: draw 1\n}\n\ncard spell "Snap I27" {\n  cost 1\n  effect: kill target unit\n}\n`,
    );
    const event = await hoverText(p, "killed", "killed — event");
    expect(event).toContain("fires each time this happens");
    const instruction = await hoverText(p, "kill", "kill — instruction");
    expect(instruction).toContain("What the effect does");
    await p.screenshot("ide27-hover");
    expect(p.errors).toEqual([]);
  });

  test("the Format button formats and gives the focus back to the text", async () => {
    const p = await session.open();
    await p.setText(`card spell "Snap I27" {\ncost 1\n      effect: kill target unit\n}\n`);
    await p.afterCompile(() => p.page.click('[data-testid="format"]'));
    expect((await p.editorLines())[1]).toBe("  cost 1");
    await p.page.waitForFunction(
      () => (document.activeElement?.closest(".editor-host .monaco-editor") ?? null) !== null,
      undefined,
      { timeout: 10_000 },
    );
    expect(p.errors).toEqual([]);
  });

  test("at 1000 pixels the status is not cut short", async () => {
    const p = await session.open();
    await p.page.setViewportSize({ width: 1000, height: 700 });
    await p.page.waitForTimeout(300);
    const status = p.page.locator('[data-testid="status"]');
    expect(await status.textContent()).toContain("no errors");
    const cut = await status.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(cut).toBe(false);
    // The toolbar's buttons stay on screen.
    const share = await p.page.locator("button", { hasText: "Share" }).boundingBox();
    expect(share!.x + share!.width).toBeLessThanOrEqual(1000);
    await p.screenshot("ide27-1000px");
    expect(p.errors).toEqual([]);
  });
});
