/**
 * lead34: a file of scenarios that uses a card file read "0 definitions" in the status, while
 * the cards it uses played in its scenarios: the used definitions are now counted beside it.
 */
import { describe, expect, test } from "vitest";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

describe("the status counts what `use` brings (lead34)", () => {
  test("an example that uses a card file shows its used definitions", async () => {
    const p = await session.open();
    await p.afterCompile(() =>
      p.page
        .selectOption('[data-testid="examples"]', "test/rules/seed-000.rift")
        .then(() => undefined),
    );
    const status = p.page.locator('[data-testid="status"]');
    await expect
      .poll(() => status.textContent(), { timeout: 20_000 })
      .toMatch(/^\d+ definitions? \(\+[1-9]\d* used\) · /);
    expect(p.errors).toEqual([]);
  });
});
