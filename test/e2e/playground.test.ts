import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { runRift } from "../cli/run-rift.js";
import { launchChromium, type LaunchedBrowser, newCleanPage } from "./support/browser.js";
import { PlaygroundPage } from "./support/playground-page.js";
import { servePlayground } from "./support/playground-site.js";
import type { StaticServer } from "./support/static-server.js";

let server: StaticServer;
let browser: LaunchedBrowser;
let page: PlaygroundPage;
const scratch = mkdtempSync(join(tmpdir(), "rift-e2e-"));

beforeAll(async () => {
  server = await servePlayground();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

async function openPage(hash = ""): Promise<PlaygroundPage> {
  page = new PlaygroundPage(await newCleanPage(browser.context, server.url));
  await page.open(server.url + hash);
  return page;
}

afterEach(async () => {
  await page?.page.close();
});

/** What `rift check --format json` reports for a text, as the CLI runs it. */
async function cliDiagnostics(
  text: string,
): Promise<{ line: number; column: number; code: string; message: string }[]> {
  const file = join(scratch, "check.rift");
  writeFileSync(file, text);
  const run = await runRift(["check", "--format", "json", file]);
  return JSON.parse(run.stdout) as {
    line: number;
    column: number;
    code: string;
    message: string;
  }[];
}

const VALID = `card unit "Gate Warden" {
  cost 3 Order
  might 3
  tags Sentinel
}
`;
const BROKEN = VALID.replace("might 3", "migth 3");

describe("the playground in Chromium", () => {
  test("loads with no console errors, and asks nothing of the network", async () => {
    const p = await openPage();
    await p.page.waitForSelector(".editor-host .view-line");
    await p.screenshot("01-loaded");
    expect(p.errors).toEqual([]);
    expect(await p.problems()).toEqual([]);
    expect((await p.editorLines()).join("\n")).toContain("card unit");
    // Everything it loaded came from the site itself (or was made in the page).
    expect(p.requests.length).toBeGreaterThan(3);
    for (const url of p.requests) {
      expect(url.startsWith(server.url) || /^(data|blob):/.test(url), url).toBe(true);
    }
  });

  test("a mistake puts a marker on its line with the CLI's message; fixing it clears it", async () => {
    const p = await openPage();
    await p.setText(BROKEN);
    const expected = await cliDiagnostics(BROKEN);
    expect(expected.map((d) => d.line)).toEqual([3]);
    const problems = await p.problems();
    expect(problems).toEqual([
      {
        line: 3,
        text: `welcome.rift:${expected[0]!.line}:${expected[0]!.column}: error ${expected[0]!.code}: ${expected[0]!.message}`,
      },
    ]);
    expect(await p.squiggleLines("error")).toEqual([3]);
    await p.screenshot("02-marker");

    await p.setText(VALID);
    expect(await p.problems()).toEqual([]);
    expect(await p.squiggleLines("error")).toEqual([]);
    expect(p.errors).toEqual([]);
  });

  test("completion offers the keywords valid at the cursor", async () => {
    const p = await openPage();
    await p.setText(`${VALID}\ncard `);
    await p.focusEditor();
    await p.page.keyboard.press("Control+End");
    await p.page.keyboard.press("Control+Space");
    const row = p.page.locator(".suggest-widget .monaco-list-row", { hasText: "battlefield" });
    await row.first().waitFor({ timeout: 10_000 });
    const labels = await p.page.$$eval(".suggest-widget .monaco-list-row .label-name", (rows) =>
      rows.map((r) => r.textContent),
    );
    expect(labels).toEqual(expect.arrayContaining(["unit", "spell", "gear"]));
    expect(labels).not.toContain("banish");
    await p.screenshot("03-completion");
    expect(p.errors).toEqual([]);
  });

  test("hovering a keyword shows its reminder text", async () => {
    const p = await openPage();
    await p.setText(`card unit "Bulwark" {\n  cost 2 Calm\n  might 2\n  keywords Deflect 2\n}\n`);
    const word = p.page.locator(".editor-host .view-line span", { hasText: /^Deflect$/ });
    await word.first().hover();
    const hover = p.page.locator(".monaco-hover", { hasText: "Deflect N" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain("costs N more power");
    await p.screenshot("04-hover");
    expect(p.errors).toEqual([]);
  });

  test("a keyword's hover names the word as written (`tags`, not `tag`)", async () => {
    const p = await openPage();
    await p.setText(VALID);
    await p.page
      .locator(".editor-host .view-line span", { hasText: /^tags$/ })
      .first()
      .hover();
    const hover = p.page.locator(".monaco-hover", { hasText: "characteristic" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain("tags — characteristic");
    expect(p.errors).toEqual([]);
  });

  test("hovering a card's name shows the card as the renderer writes it", async () => {
    const p = await openPage();
    const name = p.page.locator(".editor-host .view-line span", {
      hasText: /^"Muster[\s\u00a0]Captain"$/,
    });
    await name.nth(1).hover();
    const hover = p.page.locator(".monaco-hover", { hasText: "Recruit unit token" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain(
      "When this is played, play a 1 Might Recruit unit token here.",
    );
    await p.screenshot("04b-card-hover");
    expect(p.errors).toEqual([]);
  });

  test("the Flow-versus-Abandon scenario of test/rules ends with the spell in Banishment on the board (RULES F3)", async () => {
    const p = await openPage();
    // Seed 000's own scenario, opened from the examples menu with the rest of its unit.
    await p.afterCompile(() =>
      p.page
        .selectOption('[data-testid="examples"]', "test/rules/seed-000.rift")
        .then(() => undefined),
    );
    expect(await p.problems()).toEqual([]);
    await p.page.click('[data-testid="tab-board"]');
    const select = p.page.locator('[data-testid="scenario-select"]');
    const names = await select.locator("option").allTextContents();
    const flow = names.find((name) => /flow/i.test(name) && /abandon/i.test(name));
    expect(flow).toBeDefined();
    await select.selectOption({ label: flow! });
    await p.page.click('[data-testid="board-run"]');
    await p.page.click('[data-testid="board-end"]');
    const banishment = p.page.locator('[data-testid="zone-A-banishment"] [data-testid="object"]');
    await banishment.first().waitFor({ timeout: 10_000 });
    expect(await banishment.allTextContents()).toEqual([expect.stringContaining("Ember Recall")]);
    const hand = p.page.locator('[data-testid="zone-A-hand"] [data-testid="object"]');
    expect(await hand.count()).toBe(0);
    const statuses = await p.page.$$eval('[data-testid="board-step"]', (steps) =>
      steps.map((s) => s.getAttribute("data-status")),
    );
    expect(statuses.length).toBeGreaterThan(5);
    expect(statuses.every((s) => s === "passed")).toBe(true);
    await p.screenshot("05-board");
    expect(p.errors).toEqual([]);
  });

  test("a step expecting a refusal shows why the rules refused it (issue 3: nothing changed)", async () => {
    const p = await openPage();
    await p.afterCompile(() =>
      p.page
        .selectOption('[data-testid="examples"]', "test/rules/refusals.rift")
        .then(() => undefined),
    );
    expect(await p.problems()).toEqual([]);
    await p.page.click('[data-testid="tab-board"]');
    const select = p.page.locator('[data-testid="scenario-select"]');
    const names = await select.locator("option").allTextContents();
    const warded = names.find((name) => /can't be targeted/.test(name));
    expect(warded).toBeDefined();
    await select.selectOption({ label: warded! });
    await p.page.click('[data-testid="board-run"]');
    await p.page.click('[data-testid="board-end"]');
    const refused = p.page.locator('[data-testid="board-step"]').first();
    expect(await refused.getAttribute("data-status")).toBe("passed");
    expect(await refused.textContent()).toMatch(
      /can't play "Cinder Dart", targeting h, because illegalChoice.*refused as expected \(illegalChoice\)/,
    );
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    await p.screenshot("05c-board-refused");
    expect(p.errors).toEqual([]);
  });

  test("the welcome file's own Flow scenario passes step by step, and steps back", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="tab-board"]');
    await p.page.click('[data-testid="board-run"]');
    await p.page.locator('[data-testid="board-step"]').first().waitFor();
    const banishment = p.page.locator('[data-testid="zone-A-banishment"] [data-testid="object"]');
    const steps = await p.page.locator('[data-testid="board-step"]').count();
    expect(steps).toBe(6);
    for (let i = 0; i < steps; i++) await p.page.click('[data-testid="board-next"]');
    expect(await banishment.allTextContents()).toEqual([expect.stringContaining("Lantern Trick")]);
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    // Back to before `resolve chain`: the spell waits on the Chain, finalized.
    await p.page.click('[data-testid="board-previous"]');
    await p.page.click('[data-testid="board-previous"]');
    await p.page.click('[data-testid="board-previous"]');
    expect(await banishment.count()).toBe(0);
    const chain = await p.page.locator('[data-testid="chain-item"]').allTextContents();
    expect(chain).toEqual([
      expect.stringContaining("Lantern Trick"),
      expect.stringContaining("Abandon"),
    ]);
    expect(chain[0]).toContain("finalized");
    await p.screenshot("05b-board-step-back");
    expect(p.errors).toEqual([]);
  });

  test("a share link round-trips the editor's text", async () => {
    const p = await openPage();
    const text = `// shared ${Date.now()}\n${VALID}`;
    await p.setText(text);
    await p.page.click('[data-testid="share"]');
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
    const link = p.page.url();
    await p.screenshot("06-share");
    await p.page.close();

    const reopened = await openPage(link.slice(link.indexOf("#")));
    await reopened.page.waitForFunction(
      (first) =>
        document.querySelector(".editor-host .view-line")?.textContent?.replace(/\u00a0/g, " ") ===
        first,
      text.split("\n")[0],
    );
    expect((await reopened.editorLines()).join("\n")).toBe(text);
    expect(reopened.errors).toEqual([]);
  });

  test("a card named like HTML renders as text, never as markup", async () => {
    const name = "<img src=x onerror=alert(1)>";
    const text = `card unit "${name}" {\n  cost 1 Fury\n  might 1\n}\n\ncard unit "${name}" {\n  might 2\n}\n`;
    const p = await openPage();
    await p.setText(text);
    await p.moveTo(3, 3);
    const cardName = p.page.locator('[data-testid="card-name"]');
    await cardName.waitFor({ timeout: 10_000 });
    expect(await cardName.textContent()).toBe(name);
    // The duplicate-name message names it too, as text.
    expect((await p.problems()).map((problem) => problem.text).join("\n")).toContain(name);
    expect(await p.page.locator("#app img").count()).toBe(0);
    await p.screenshot("07-html-name");
    expect(p.dialogs).toEqual([]);
    expect(p.errors).toEqual([]);
  });

  test("format document applies the project's formatter", async () => {
    const messy = `card unit "Gate Warden" {   cost 3 Order\n might 3   tags Sentinel }\n`;
    const expected = formatText("welcome.rift", messy).text;
    expect(expected).not.toBe(messy);
    const p = await openPage();
    await p.setText(messy);
    await p.afterCompile(() => p.page.click('[data-testid="format"]'));
    expect((await p.editorLines()).join("\n")).toBe(expected);
    await p.screenshot("08-format");
    expect(p.errors).toEqual([]);
  });

  test("go to definition jumps to a card's declaration, and into the tokens library", async () => {
    const p = await openPage();
    await p.setText(
      `card unit "Gate Warden" {\n  cost 3 Order\n  might 3\n  when this is played: play a Recruit token here\n}\n\n` +
        `scenario "s" {\n  setup {\n    A hand: "Gate Warden"\n  }\n}\n`,
    );
    const activeLine = (): Promise<string | null> =>
      p.page.textContent(".editor-host .line-numbers.active-line-number");
    await p.moveTo(9, 15);
    await p.page.keyboard.press("F12");
    await p.page.waitForFunction(
      () =>
        document.querySelector(".editor-host .line-numbers.active-line-number")?.textContent ===
        "1",
    );
    expect(await activeLine()).toBe("1");

    await p.moveTo(4, 34);
    await p.page.keyboard.press("F12");
    const tab = p.page.locator('[data-testid="file-tab"].active');
    await p.page.waitForFunction(() =>
      document
        .querySelector('[data-testid="file-tab"].active')
        ?.textContent?.includes("tokens.rift"),
    );
    expect(await tab.textContent()).toContain("cards/tokens.rift");
    const line = Number(await activeLine());
    expect((await p.editorLines())[line - 1]).toMatch(/token unit Recruit/);
    await p.screenshot("09-definition");
    expect(p.errors).toEqual([]);
  });

  test("a 'did you mean' mistake has a quick fix that writes the suggestion", async () => {
    const p = await openPage();
    await p.setText(BROKEN);
    await p.page
      .locator(".editor-host .view-line span", { hasText: /^migth$/ })
      .first()
      .click();
    await p.page.keyboard.press("Control+.");
    const fix = p.page.locator(".action-widget .monaco-list-row.action", {
      hasText: "Change to might",
    });
    await fix.first().waitFor({ timeout: 10_000 });
    // The title is shown whole, not cut to "Change to m…".
    const title = fix.first().locator(".title");
    expect(
      await title.evaluate(
        (element) => element.scrollWidth <= element.getBoundingClientRect().width + 1,
      ),
    ).toBe(true);
    await p.screenshot("11-quick-fix");
    await p.afterCompile(() => p.page.keyboard.press("Enter"));
    expect((await p.editorLines()).join("\n")).toBe(VALID);
    expect(await p.problems()).toEqual([]);
    expect(p.errors).toEqual([]);
  });

  test("a card or scenario with errors is named as such, not as missing", async () => {
    const p = await openPage();
    const text =
      `card unit "Ember Squire" {\n  cost 2 Fury\n  migth 2\n}\n\n` +
      `scenario "squire" {\n  setup {\n    A hand: "Ember Squir"\n  }\n}\n`;
    await p.setText(text);
    await p.moveTo(2, 4);
    const broken = p.page.locator('[data-testid="card-broken"]');
    await broken.waitFor({ timeout: 10_000 });
    expect(await broken.textContent()).toContain('"Ember Squire" has errors');
    await p.page.click('[data-testid="tab-board"]');
    const hint = p.page.locator('[data-testid="board"] .hint');
    expect(await hint.textContent()).toBe(
      "This file's scenario has errors: fix the problems below to run it.",
    );
    expect(await p.page.isDisabled('[data-testid="board-run"]')).toBe(true);
    await p.screenshot("12-broken-scenario");
    // Fixed, the board offers the scenario: the old hint does not stay.
    await p.setText(text.replace("migth", "might").replace('"Ember Squir"', '"Ember Squire"'));
    expect(await hint.textContent()).toBe("Choose a scenario and press Run.");
    await p.page.click('[data-testid="board-run"]');
    expect(await p.page.textContent('[data-testid="board-verdict"]')).toBe("passed");
    expect(p.errors).toEqual([]);
  });

  test("a broken link says so, opens the welcome file, and stays in the address bar", async () => {
    const broken = "#v1.AAAA";
    const p = await openPage(broken);
    const toast = p.page.locator('[data-testid="toast"].visible');
    await toast.waitFor({ timeout: 10_000 });
    expect(await toast.textContent()).toContain("This link holds no readable Riftscript file");
    expect((await p.editorLines()).join("\n")).toContain('card unit "Muster Captain"');
    await p.screenshot("13-broken-link");
    // Past the hash's write delay: opening the welcome file did not overwrite the link.
    await p.page.waitForTimeout(1_200);
    expect(new URL(p.page.url()).hash).toBe(broken);
    expect(p.errors).toEqual([]);
  });

  test("a fresh page keeps a clean address until the text is edited", async () => {
    const p = await openPage();
    await p.page.waitForTimeout(1_200);
    expect(new URL(p.page.url()).hash).toBe("");
    await p.setText(VALID);
    await p.page.waitForFunction(() => location.hash.startsWith("#v1."));
  });

  for (const [width, height] of [
    [800, 700],
    [390, 800],
  ] as const) {
    test(`in a ${width}px window nothing is cut off at the right edge`, async () => {
      const p = await openPage();
      await p.page.setViewportSize({ width, height });
      await p.page.click('[data-testid="tab-board"]');
      await p.page.click('[data-testid="board-run"]');
      const overflowing = (): Promise<string[]> =>
        p.page.evaluate(() => {
          const right = document.documentElement.clientWidth;
          return [...document.querySelectorAll("#app *")]
            .filter((element) => !element.closest(".monaco-editor"))
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && box.height > 0 && box.right > right + 1;
            })
            .map((element) => `${element.tagName}.${element.className}`);
        });
      // At the setup the verdict is its longest ("not run yet"); at the end, the board is fullest.
      await p.page.locator('[data-testid="board-verdict"]').waitFor();
      expect(await overflowing()).toEqual([]);
      await p.page.click('[data-testid="board-end"]');
      expect(await overflowing()).toEqual([]);
      // The toolbar's buttons, the status and the board are all on screen.
      for (const id of [
        "word-wrap",
        "share",
        "random-game",
        "status",
        "board-run",
        "board-verdict",
      ]) {
        const box = await p.page.locator(`[data-testid="${id}"]`).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box!.x, id).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, id).toBeLessThanOrEqual(width);
        expect(box!.width, id).toBeGreaterThan(0);
      }
      await p.screenshot(`14-narrow-${width}`);
      expect(p.errors).toEqual([]);
    });
  }

  test("the random game button plays two sample decks and shows the log", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-fact"]').first().waitFor({ timeout: 30_000 });
    const facts = await p.page.locator('[data-testid="game-fact"]').allTextContents();
    expect(facts.join("\n")).toContain("Ember Vanguard");
    expect(facts.join("\n")).toContain("Tidal Archive");
    expect(await p.page.locator('[data-testid="game-log"] li').count()).toBeGreaterThan(20);
    await p.screenshot("10-random-game");
    expect(p.errors).toEqual([]);
  });

  const WARDEN = `card unit "Gate Warden" {
  cost 2 + 1 Order
  domain Order
  might 3
  when this is played: play a Recruit token here
}

scenario "Gate Warden brings a Recruit" {
  setup {
    A hand: "Gate Warden"
    A pool: 2 + 1 Order
  }
  A plays "Gate Warden"
  resolve chain
  expect "Gate Warden" in A base
  expect "Recruit" is ready
}
`;
  const FAILED_LINE = 16;

  test("a failing scenario marks its failed step and lists it; an edit or a fix clears it", async () => {
    const p = await openPage();
    await p.afterScenarios(() => p.setText(WARDEN));
    const status = p.page.locator('[data-testid="status"]');
    expect(await status.textContent()).toContain("1 scenario failed");
    expect(await status.textContent()).not.toContain("no errors");
    expect(await p.problems()).toEqual([
      {
        line: FAILED_LINE,
        text:
          `welcome.rift:${FAILED_LINE}:3: error: scenario "Gate Warden brings a Recruit" failed: ` +
          `expected "Recruit" to be ready, but its statuses are [exhausted] (in A's base)`,
      },
    ]);
    await p.page.waitForFunction(
      () => document.querySelectorAll(".editor-host .squiggly-error").length > 0,
    );
    expect(await p.squiggleLines("error")).toEqual([FAILED_LINE]);
    expect(await p.page.textContent('[data-testid="problems-summary"]')).toContain("✖ 1");
    // The marker's hover holds the runtime's whole message.
    await p.page
      .locator(".editor-host .view-line span", { hasText: /^ready$/ })
      .first()
      .hover();
    const hover = p.page.locator(".monaco-hover", { hasText: "failed: expected" });
    await hover.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await hover.first().textContent()).toContain("last events:");
    await p.screenshot("15-scenario-failure");

    // An edit anywhere: the failure was found on the old text, so it goes at once.
    await p.moveTo(1, 1);
    await p.afterScenarios(async () => {
      await p.page.keyboard.type("// edited\n");
      expect(await p.problems()).toEqual([]);
    });
    // Still failing, on the line it moved to.
    expect((await p.problems()).map((problem) => problem.line)).toEqual([FAILED_LINE + 1]);

    // Fixed, the marker and the problem go, and the status says so.
    await p.afterScenarios(() => p.setText(WARDEN.replace("is ready", "is exhausted")));
    expect(await p.problems()).toEqual([]);
    expect(await p.squiggleLines("error")).toEqual([]);
    expect(await status.textContent()).toContain("no errors");
    expect(await status.textContent()).not.toContain("failed");

    // A compile error is shown as before, and no scenario runs: no failure beside it.
    await p.afterScenarios(() => p.setText(WARDEN.replace("might 3", "migth 3")));
    const problems = await p.problems();
    expect(problems.map((problem) => problem.line)).toEqual([4]);
    expect(problems[0]!.text).toMatch(/error RS\d{4}: .*did you mean `might`\?/);
    expect(await status.textContent()).toContain("1 error");
    await p.screenshot("15b-compile-error-no-run");
    expect(p.errors).toEqual([]);
  });

  test("the board's verdict says the scenario has not run yet at its setup", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="tab-board"]');
    await p.page.click('[data-testid="board-run"]');
    const verdict = p.page.locator('[data-testid="board-verdict"]');
    await verdict.waitFor();
    expect(await p.page.textContent('[data-testid="board"] .board-position')).toBe("step 0 / 6");
    expect(await verdict.textContent()).toBe("not run yet");
    expect(await verdict.getAttribute("class")).toContain("ready");
    await p.screenshot("16-board-not-run-yet");
    await p.page.click('[data-testid="board-next"]');
    expect(await verdict.textContent()).toBe("running");
    await p.page.click('[data-testid="board-end"]');
    expect(await verdict.textContent()).toBe("passed");
    await p.page.click('[data-testid="board-reset"]');
    expect(await verdict.textContent()).toBe("not run yet");
    expect(p.errors).toEqual([]);
  });

  test("completion after a play step offers the playable cards, each once", async () => {
    const p = await openPage();
    const welcome = (await p.editorLines()).join("\n");
    // The welcome file's last step, then a new play step to complete.
    await p.setText(
      welcome.replace("  expect A hand is empty\n", "  expect A hand is empty\n  B plays \n"),
    );
    const line = (await p.editorLines()).findIndex((l) => l === "  B plays ") + 1;
    expect(line).toBeGreaterThan(0);
    await p.moveTo(line, 11);
    await p.page.keyboard.press("Control+Space");
    await p.page
      .locator(".suggest-widget .monaco-list-row", { hasText: "Lantern Trick" })
      .first()
      .waitFor({ timeout: 10_000 });
    const labels = await p.page.$$eval(".suggest-widget .monaco-list-row .label-name", (rows) =>
      rows.map((r) => r.textContent),
    );
    // Cards of the unit that can be played: no token (Recruit, Bird), no tag (Soldier).
    expect([...labels].sort()).toEqual(["Abandon", "Lantern Trick", "Muster Captain"]);
    await p.screenshot("17-play-completion");
    await p.page.keyboard.press("Enter");
    await p.page.waitForFunction(() =>
      [...document.querySelectorAll(".editor-host .view-line")].some((l) =>
        /B plays "(Abandon|Lantern Trick|Muster Captain)"/.test(
          (l.textContent ?? "").replace(/\u00a0/g, " "),
        ),
      ),
    );
    expect(p.errors).toEqual([]);
  });

  test("hovering a tag names the cards that carry it; `cost` and `expect` are explained", async () => {
    const p = await openPage();
    const span = (word: string) =>
      p.page.locator(".editor-host .view-line span", { hasText: new RegExp(`^${word}$`) }).first();
    await span("Soldier").hover();
    const tag = p.page.locator(".monaco-hover", { hasText: "Carried by" });
    await tag.first().waitFor({ state: "visible", timeout: 10_000 });
    expect(await tag.first().textContent()).toContain("Soldier — tag");
    expect(await tag.first().textContent()).toContain("Carried by: Muster Captain.");
    await p.screenshot("18-tag-hover");
    for (const [word, text] of [
      ["cost", "energy plus power"],
      ["might", "units only"],
      ["expect", "expect not"],
      ["resolve", "resolve one"],
    ] as const) {
      await p.page.mouse.move(0, 0);
      await span(word).hover();
      const hover = p.page.locator(".monaco-hover", { hasText: text });
      await hover.first().waitFor({ state: "visible", timeout: 10_000 });
      expect(await hover.first().textContent(), word).toContain(`${word} — `);
      if (word === "expect") await p.screenshot("18b-expect-hover");
    }
    expect(p.errors).toEqual([]);
  });

  test("players in scenario steps are coloured alike; the article `a` in card text stays a keyword", async () => {
    const p = await openPage();
    await p.page.waitForSelector(".editor-host .view-line");
    const colours = await p.page.evaluate(() => {
      const out: Record<string, string[]> = {};
      const lines = [...document.querySelectorAll<HTMLElement>(".editor-host .view-line")].sort(
        (a, b) => parseFloat(a.style.top) - parseFloat(b.style.top),
      );
      lines.forEach((line, index) => {
        for (const span of line.querySelectorAll("span span")) {
          const word = span.textContent ?? "";
          if (!/^(A|B|a)$/.test(word)) continue;
          const key = `${word}@${index + 1 > 24 ? "scenario" : "card"}`;
          (out[key] ??= []).push(getComputedStyle(span).color);
        }
      });
      return out;
    });
    const players = [...colours["A@scenario"]!, ...colours["B@scenario"]!];
    expect(colours["A@scenario"]!.length).toBeGreaterThanOrEqual(4);
    expect(colours["B@scenario"]!.length).toBeGreaterThanOrEqual(2);
    expect(new Set(players).size).toBe(1);
    // `play a Recruit token here`: the article keeps its keyword colour, unlike the players.
    expect(colours["a@card"]).toHaveLength(1);
    expect(colours["a@card"]![0]).not.toBe(players[0]);
    await p.moveTo(30, 1);
    await p.screenshot("19-player-colours");
    expect(p.errors).toEqual([]);
  });

  test("word wrap is on by default; Alt+Z and the Wrap button toggle it; a reload remembers it", async () => {
    const long =
      `card spell "Long Winded" {\n  cost 1\n  effect: ` +
      Array.from({ length: 12 }, (_, i) => `draw ${(i % 3) + 1}`).join("; ") +
      `\n}\n`;
    const p = await openPage();
    const pressed = (): Promise<string | null> =>
      p.page.getAttribute('[data-testid="word-wrap"]', "aria-pressed");
    const rows = async (): Promise<number> => (await p.editorRows()).length;
    try {
      await p.setText(long);
      const lines = long.split("\n").length;
      expect(await pressed()).toBe("true");
      await expect.poll(rows).toBeGreaterThan(lines);
      // Wrapped, the text is all there, and the margin numbers only the lines.
      expect((await p.editorLines()).join("\n")).toBe(long);
      await p.screenshot("20-word-wrap-on");

      // Alt+Z is the editor's shortcut (VS Code's); it types nothing.
      await p.focusEditor();
      await p.page.keyboard.press("Alt+Z");
      await p.page.waitForFunction(
        () =>
          document.querySelector('[data-testid="word-wrap"]')?.getAttribute("aria-pressed") ===
          "false",
      );
      // Monaco lays the text out again on its next frame.
      await expect.poll(rows).toBe(lines);
      expect((await p.editorLines()).join("\n")).toBe(long);
      await p.screenshot("21-word-wrap-off");

      await p.page.reload();
      await p.page.waitForSelector('[data-testid="status"][data-compiled]');
      expect(await pressed()).toBe("false");
      expect(await p.page.getAttribute('[data-testid="word-wrap"]', "title")).toContain(
        "Word wrap is off",
      );

      await p.page.click('[data-testid="word-wrap"]');
      expect(await pressed()).toBe("true");
      await p.page.reload();
      await p.page.waitForSelector('[data-testid="status"][data-compiled]');
      expect(await pressed()).toBe("true");
      expect(p.errors).toEqual([]);
    } finally {
      // The browser profile is shared by every test of this file: leave the default in place.
      await p.page.evaluate(() => localStorage.clear());
    }
  });
});
