/**
 * pg42: a card that needs a cost (the checker's RS2020) has a quick fix, "Add a cost", that writes
 * `cost 1` as the first line of the card's body.
 */
import { describe, expect, test } from "vitest";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

const COSTLESS = 'card spell "Quick Jab" {\n  effect: deal 1 to target unit\n}\n';

describe("quick fixes (pg42)", () => {
  test("a card that needs a cost has a quick fix that adds `cost 1`", async () => {
    const p = await session.open();
    await p.setText(COSTLESS);
    expect((await p.problems()).map((problem) => problem.text)).toEqual([
      "welcome.rift:1:12: error RS2020: a spell card needs a cost: add `cost N`",
    ]);
    await p.moveTo(1, 15); // inside "Quick Jab", where the error is
    await p.page.keyboard.press("Control+.");
    const fix = p.page.locator(".action-widget .monaco-list-row.action", {
      hasText: "Add a cost",
    });
    await fix.first().waitFor({ timeout: 10_000 });
    await p.screenshot("pg42-add-a-cost");
    await p.afterCompile(() => p.page.keyboard.press("Enter"));
    expect((await p.editorLines()).join("\n")).toBe(
      'card spell "Quick Jab" {\n  cost 1\n  effect: deal 1 to target unit\n}\n',
    );
    expect(await p.problems()).toEqual([]);
    expect(p.errors).toEqual([]);
  });
});
