/**
 * The playground used as a card designer uses it (audit 26): typing a card line by line, leaving
 * the editor with the keyboard, the panels' tabs as tabs, bound names explained and followed, and
 * completion that offers only what fits where the cursor is.
 */
import { describe, expect, test } from "vitest";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

const DESIGN = `card spell "Harbor Promise P26" {
  cost 1
  effect: banish target unit you control as kept;
    this turn, when you conquer: return kept to its owner's hand
  // kept comes back
}

card unit "Gate Warden P26" {
  cost 2
  might 2
  tags Sentinel
}
`;

/** The middle of the `nth` (0-based) whole word `word` on line `line`, as drawn on screen. */
async function wordPoint(
  p: PlaygroundPage,
  line: number,
  word: string,
  nth = 0,
): Promise<{ x: number; y: number }> {
  const point = await p.page.evaluate(
    ([line, word, nth]) => {
      const margin = [...document.querySelectorAll(".editor-host .margin-view-overlays > div")];
      const row = margin.find(
        (r) => r.querySelector(".line-numbers")?.textContent === String(line),
      );
      if (!row) return null;
      const top = row.getBoundingClientRect().top;
      const view = [...document.querySelectorAll(".editor-host .view-lines .view-line")].find(
        (v) => Math.abs(v.getBoundingClientRect().top - top) < 2,
      );
      if (!view) return null;
      const walker = document.createTreeWalker(view, NodeFilter.SHOW_TEXT);
      let seen = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = (node.textContent ?? "").replace(/\u00a0/g, " ");
        for (const match of text.matchAll(new RegExp(`\\b${word}\\b`, "g"))) {
          if (seen++ !== nth) continue;
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + word.length);
          const box = range.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        }
      }
      return null;
    },
    [line, word, nth] as const,
  );
  if (!point) throw new Error(`no word ${word} (#${nth}) on line ${line}`);
  return point;
}

async function suggestions(p: PlaygroundPage, shown: string): Promise<string[]> {
  await p.page.keyboard.press("Control+Space");
  await p.page
    .locator(".suggest-widget .monaco-list-row", { hasText: shown })
    .first()
    .waitFor({ timeout: 10_000 });
  return p.page.$$eval(".suggest-widget .monaco-list-row .label-name", (rows) =>
    rows.map((row) => row.textContent ?? ""),
  );
}

describe("the playground as a card designer uses it", () => {
  test("Enter after a word typed out in full starts the next line (the open suggestion is not taken)", async () => {
    const p = await session.open();
    await p.focusEditor();
    await p.afterCompile(async () => {
      await p.page.keyboard.press("Control+A");
      await p.page.keyboard.press("Delete");
    });
    await p.page.keyboard.type('card unit "Ember Scout P26" {');
    await p.page.keyboard.press("Enter");
    await p.page.keyboard.type("cost 2 Fury");
    // The suggestion `Fury` is open, and matches what is typed.
    await p.page
      .locator(".suggest-widget.visible .monaco-list-row", { hasText: "Fury" })
      .first()
      .waitFor({ timeout: 10_000 });
    await p.afterCompile(async () => {
      await p.page.keyboard.press("Enter");
      await p.page.keyboard.type("might 2");
    });
    const lines = (await p.editorLines()).map((line) => line.trim());
    expect(lines.slice(0, 4)).toEqual([
      'card unit "Ember Scout P26" {',
      "cost 2 Fury",
      "might 2",
      "}",
    ]);
    await p.page.waitForFunction(
      () => document.querySelectorAll('[data-testid="problem"]').length === 0,
    );
    await p.screenshot("play26-typed-card");
    expect(p.errors).toEqual([]);
  });

  test("Ctrl+M lets Tab move the focus out of the editor, and the editor's label says so", async () => {
    const p = await session.open();
    await p.focusEditor();
    const before = await p.editorLines();
    const label = await p.page.getAttribute(
      ".editor-host .monaco-editor [aria-label*='Ctrl+M']",
      "aria-label",
    );
    expect(label).toMatch(/Tab/);
    await p.page.keyboard.press("Control+m");
    await p.page.keyboard.press("Tab");
    await p.page.waitForFunction(() => !document.activeElement?.closest(".monaco-editor"));
    // The focus went on to the next control of the page, and no indentation was typed.
    expect(await p.page.evaluate(() => document.activeElement?.tagName)).toBe("BUTTON");
    expect(await p.editorLines()).toEqual(before);
    expect(p.errors).toEqual([]);
  });

  test("a problem of the list is reached with the keyboard, and Enter goes to its line", async () => {
    const p = await session.open();
    await p.setText(`card unit "Gate Warden P26" {\n  cost 3 Order\n  migth 3\n}\n`);
    const problem = p.page.locator('[data-testid="problem"]').first();
    await problem.waitFor();
    await problem.focus();
    expect(await problem.evaluate((item) => item === document.activeElement)).toBe(true);
    await p.page.keyboard.press("Enter");
    await p.page.waitForFunction(() => document.activeElement?.closest(".monaco-editor") !== null);
    // The editor draws the cursor's line at its next frame, later on a busy page: read it once drawn.
    await expect
      .poll(() => p.page.textContent(".editor-host .line-numbers.active-line-number"), {
        timeout: 10_000,
      })
      .toBe("3");
    expect(p.errors).toEqual([]);
  });

  test("the panels' tabs are tabs: each says whether it is selected, and names its panel", async () => {
    const p = await session.open();
    const selected = (): Promise<(string | null)[]> =>
      p.page.$$eval(".side-tabs [role=tab]", (tabs) =>
        tabs.map((t) => t.getAttribute("aria-selected")),
      );
    expect(await selected()).toEqual(["true", "false", "false"]);
    await p.page.getByRole("tab", { name: "Board" }).click();
    expect(await selected()).toEqual(["false", "true", "false"]);
    await expect(p.page.getByRole("tabpanel", { name: "Board" }).isVisible()).resolves.toBe(true);
    expect(p.errors).toEqual([]);
  });

  test("hovering a bound name says where it was bound, and F12 goes there; a comment has no hover", async () => {
    const p = await session.open();
    await p.setText(DESIGN);
    const use = await wordPoint(p, 4, "kept", 0);
    await p.page.mouse.move(use.x, use.y);
    const hover = p.page.locator(".monaco-hover", { hasText: "bound name" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain("as kept on line 3");
    await p.screenshot("play26-bound-hover");

    // In the comment the same word is prose: no hover at all.
    await p.page.mouse.move(0, 0);
    await hover.first().waitFor({ state: "hidden", timeout: 10_000 });
    const inComment = await wordPoint(p, 5, "kept", 0);
    await p.page.mouse.move(inComment.x, inComment.y);
    // A hover of the word outside the comment, to know hovers are answered by now.
    const conquer = await wordPoint(p, 4, "conquer", 0);
    await p.page.mouse.move(conquer.x, conquer.y);
    await p.page
      .locator(".monaco-hover", { hasText: "Conquer" })
      .first()
      .waitFor({ state: "visible" });
    await p.page.mouse.move(inComment.x, inComment.y);
    await p.page
      .locator(".monaco-hover", { hasText: "Conquer" })
      .first()
      .waitFor({ state: "hidden" });
    expect(await p.page.locator(".monaco-hover:visible").count()).toBe(0);

    await p.page.mouse.click(use.x, use.y);
    await p.page.keyboard.press("F12");
    await p.page.waitForFunction(
      () =>
        document.querySelector(".editor-host .line-numbers.active-line-number")?.textContent ===
        "3",
    );
    expect(p.errors).toEqual([]);
  });

  test("completion: a tags clause offers tags only; a card offers only the names it bound", async () => {
    const p = await session.open();
    await p.setText(`${DESIGN}\ncard unit "Wall Keeper P26" {\n  cost 2\n  might 2\n  tags `);
    await p.focusEditor();
    await p.page.keyboard.press("Control+End");
    const tags = await suggestions(p, "Sentinel");
    expect(tags).toContain("Sentinel");
    expect(tags).not.toContain('"Harbor Promise P26"');
    expect(tags).not.toContain("unit");
    expect(tags).not.toContain("kept");
    await p.page.keyboard.press("Escape");

    // In another card, `kept` (bound in Harbor Promise) is not a name that means anything.
    await p.setText(
      `${DESIGN}\ncard unit "Wall Keeper P26" {\n  cost 2\n  might 2\n  when this is played: kill target unit as doomed; return `,
    );
    await p.focusEditor();
    await p.page.keyboard.press("Control+End");
    // The list puts the keywords first; a few letters bring the names into view.
    await p.page.keyboard.type("doo");
    expect(await suggestions(p, "doomed")).toEqual(["doomed"]);
    await p.screenshot("play26-bound-completion");
    await p.page.keyboard.press("Escape");
    for (let i = 0; i < 3; i++) await p.page.keyboard.press("Backspace");
    await p.page.keyboard.type("kep");
    await p.page.keyboard.press("Control+Space");
    await p.page
      .locator(".suggest-widget .message", { hasText: "No suggestions" })
      .waitFor({ timeout: 10_000 });
    expect(p.errors).toEqual([]);
  });
});
