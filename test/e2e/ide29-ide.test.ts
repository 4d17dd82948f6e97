/**
 * Playground audit 29 in Chromium: F8's problem peek wraps a long message and is tall enough to
 * show all of it, the status says when the scenarios passed, and at 800 px the toolbar is one row
 * with every control on screen (the status went to the bar at the foot, as in an IDE).
 */
import { describe, expect, test } from "vitest";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

const STRAY_WORD = `card unit "Gull I29" {\n  cost 1\n  might 2 zzz\n}\n`;

describe("the playground as a designer's IDE (audit 29)", () => {
  test("F8's peek wraps a long message and shows all of it", async () => {
    const p = await session.open();
    await p.page.setViewportSize({ width: 1000, height: 800 });
    await p.setText(STRAY_WORD);
    const [problem] = await p.problems();
    expect(problem?.text).toContain("error RS1008: expected the end of the line after `might 2`");
    await p.focusEditor();
    await p.page.keyboard.press("Control+Home");
    await p.page.keyboard.press("F8");
    const message = p.page.locator(".marker-widget .descriptioncontainer");
    await message.waitFor({ state: "visible", timeout: 10_000 });
    expect(await message.textContent()).toContain("or an ability such as `when this is played: …`");
    const fit = await message.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const frame = element.parentElement!.getBoundingClientRect();
      const rows = element.querySelectorAll(".message > div");
      return {
        overflowsSideways: element.scrollWidth > element.clientWidth + 1,
        right: box.right,
        frameRight: frame.right,
        bottom: box.bottom,
        frameBottom: frame.bottom,
        lines: rows.length,
        height: box.height,
      };
    });
    // Wrapped: nothing runs past the peek's right edge, and the message is several rows tall.
    expect(fit.overflowsSideways).toBe(false);
    expect(fit.right).toBeLessThanOrEqual(fit.frameRight + 1);
    expect(fit.height).toBeGreaterThan(2 * 19);
    // The peek is as tall as the wrapped message: its last row is not cut off.
    expect(fit.bottom).toBeLessThanOrEqual(fit.frameBottom + 1);
    await p.page.screenshot({ path: "/tmp/ide29-f8-peek.png" });
    await p.screenshot("ide29-f8-peek");
    expect(p.errors).toEqual([]);
  });

  test("the status says the scenarios passed, or how many failed", async () => {
    const p = await session.open();
    const status = p.page.locator('[data-testid="status"]');
    // The welcome file's scenario runs as the page opens.
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toContain("1 scenario passed");
    expect(await status.getAttribute("data-tone")).toBe("passed");
    // The status stands in the bar at the foot of the page, beside the problems' counts.
    const bar = p.page.locator(".problems-bar");
    expect(await bar.locator('[data-testid="status"]').count()).toBe(1);

    const text = `card unit "Gull I29" {\n  cost 1\n  might 2\n}\n\nscenario "passes" {\n  setup {\n    A hand: "Gull I29"\n    A pool: 1\n  }\n  A plays "Gull I29"\n  expect "Gull I29" in A base\n}\n\nscenario "fails" {\n  setup {\n    A hand: "Gull I29"\n    A pool: 1\n  }\n  A plays "Gull I29"\n  expect "Gull I29" in A trash\n}\n`;
    await p.afterScenarios(() => p.setText(text));
    expect(await status.textContent()).toContain("✖ 1 scenario failed, 1 passed");
    expect(await status.getAttribute("data-tone")).toBe("failed");
    await p.afterScenarios(() => p.setText(text.replace("in A trash", "in A base")));
    expect(await status.textContent()).toContain("✔ 2 scenarios passed");
    await p.page.screenshot({ path: "/tmp/ide29-status-passed.png" });
    expect(p.errors).toEqual([]);
  });

  for (const width of [800, 1280, 1920]) {
    test(`at ${width} px the toolbar is one row, every control on screen`, async () => {
      const p = await session.open();
      await p.page.setViewportSize({ width, height: 800 });
      await p.page.waitForTimeout(300);
      const toolbar = await p.page.locator(".toolbar").boundingBox();
      expect(toolbar!.height).toBeLessThanOrEqual(50);
      for (const id of ["examples", "format", "word-wrap", "share", "random-game", "status"]) {
        const box = await p.page.locator(`[data-testid="${id}"]`).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box!.x, id).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.width, id).toBeGreaterThan(0);
      }
      // The buttons keep their labels whole.
      const cut = await p.page.$$eval(".toolbar .tool-button", (buttons) =>
        buttons.filter((b) => b.scrollWidth > b.clientWidth).map((b) => b.textContent),
      );
      expect(cut).toEqual([]);
      // The status is not cut short at the foot of the page.
      const status = p.page.locator('[data-testid="status"]');
      await expect.poll(() => status.textContent(), { timeout: 20_000 }).toContain("passed");
      expect(await status.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(false);
      await p.page.screenshot({ path: `/tmp/ide29-${width}.png` });
      expect(p.errors).toEqual([]);
    });
  }
});
