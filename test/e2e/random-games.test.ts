/**
 * Random games in the playground, as `rift play` plays them: the decks at the table (2, 3 or 4,
 * the same deck twice if wanted), the mode that follows, one game's log, and the summary of N games
 * computed in the worker while the page stays answerable.
 */
import { describe, expect, test } from "vitest";
import { runRift } from "../cli/run-rift.js";
import type { PlaygroundPage } from "./support/playground-page.js";
import { playgroundSession } from "./support/playground-session.js";

const session = playgroundSession();

const EMBER = "Ember Vanguard";
const TIDAL = "Tidal Archive";
const EMBER_FILE = "cards/decks/ember-vanguard.rift";
const TIDAL_FILE = "cards/decks/tidal-archive.rift";

function openPage(): Promise<PlaygroundPage> {
  return session.open();
}

async function facts(p: PlaygroundPage): Promise<string[]> {
  return p.page.locator('[data-testid="game-fact"] .step-text').allTextContents();
}

async function seat(p: PlaygroundPage, name: string): Promise<string> {
  return p.page.locator(`[data-testid="seat-${name}"]`).inputValue();
}

/** Plays one game with the table's Play button and waits for its log to change. */
async function playOne(p: PlaygroundPage): Promise<void> {
  const log = p.page.locator('[data-testid="game-log"]');
  const old = (await log.count()) > 0 ? await log.textContent() : null;
  await p.page.click('[data-testid="game-play"]');
  await p.page.waitForFunction(
    (previous) => {
      const text = document.querySelector('[data-testid="game-log"]')?.textContent ?? null;
      return text !== null && text !== previous;
    },
    old,
    { timeout: 30_000 },
  );
}

/** What `rift play --games N` prints, without the line that depends on the machine's speed. */
function withoutSpeed(text: string): string {
  return text
    .trimEnd()
    .split("\n")
    .filter((line) => !line.startsWith("  games per second:"))
    .join("\n");
}

const SMALL_SET = `card legend "Test Legend" { domains Fury }
card battlefield "Field One" { }
card battlefield "Field Two" { }
card battlefield "Field Three" { }
${Array.from({ length: 14 }, (_, i) => `card unit "Soldier ${i}" { cost 1  domain Fury  might 1 }`).join("\n")}
`;
const deck = (name: string): string => `
deck "${name}" {
  legend "Test Legend"
  battlefields "Field One", "Field Two", "Field Three"
  champion "Soldier 13"
  main ${Array.from({ length: 13 }, (_, i) => `3 "Soldier ${i}"`).join(", ")}
  runes 12 Fury
}
`;

describe("random games in Chromium", () => {
  test("the sample decks play a Duel; a deck seated twice makes a Skirmish, logged as rift play logs it", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    expect(await seat(p, "A")).toBe(EMBER);
    expect(await seat(p, "B")).toBe(TIDAL);
    expect(await seat(p, "C")).toBe("");
    expect(await p.page.locator('[data-testid="seat-D"]').isDisabled()).toBe(true);
    expect(await facts(p)).toContain("Mode: 1v1 Duel (CR 485)");
    expect(await p.page.locator('[data-testid^="player-"]').count()).toBe(2);

    await p.page.selectOption('[data-testid="seat-C"]', EMBER);
    expect(await p.page.locator('[data-testid="game-mode"]').textContent()).toBe(
      "FFA3 Skirmish (CR 487) · sample decks",
    );
    expect(await p.page.locator('[data-testid="seat-D"]').isDisabled()).toBe(false);
    await playOne(p);
    const shown = await facts(p);
    expect(shown).toContain("Mode: FFA3 Skirmish (CR 487)");
    expect(shown).toContain(`Decks: A: ${EMBER}, B: ${TIDAL}, C: ${EMBER}`);
    expect(await p.page.locator('[data-testid^="player-"]').count()).toBe(3);
    const lines = await p.page.locator('[data-testid="game-log"] li').allTextContents();
    expect(lines[0]).toBe("FFA3 Skirmish (CR 487): 3 players, 8 points to win");
    expect(lines[1]).toBe(`A plays "${EMBER}"; B plays "${TIDAL}"; C plays "${EMBER}"`);
    expect(lines[3]).toMatch(/^[ABC] goes first; turn order [ABC], [ABC], [ABC]; mulligans: /);
    expect(lines).toContain("Turn 1 — " + /^([ABC]) goes first/.exec(lines[3] ?? "")?.[1]);
    expect(lines.at(-1)).toMatch(/^(result: [ABC] wins in turn \d+|draw: )/);

    // The whole log is the CLI's for the seed the page shows.
    const seed = /seed (\d+)/.exec(
      (await p.page.locator(".board-position").textContent()) ?? "",
    )?.[1];
    expect(seed).toBeDefined();
    const cli = await runRift(["play", EMBER_FILE, TIDAL_FILE, EMBER_FILE, "--seed", seed!]);
    expect(lines.join("\n")).toBe(cli.stdout.trimEnd().replace(/\n\n/g, "\n"));

    await p.screenshot("20-random-game-skirmish");
    await p.page.locator('[data-testid="game-log"] li').nth(8).scrollIntoViewIfNeeded();
    await p.screenshot("20-random-game-skirmish-log");
    expect(p.errors).toEqual([]);
  });

  test("play N games: the worker plays them while the page answers, and the summary is rift play --games N's", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    await p.page.selectOption('[data-testid="seat-C"]', TIDAL);
    await p.page.fill('[data-testid="games-count"]', "24");
    expect(await p.page.locator('[data-testid="games-run"]').textContent()).toBe("Play 24 games");
    await p.page.click('[data-testid="games-run"]');
    // While the games are played, the page answers at once and says how far the run has got.
    await p.page.waitForFunction(
      () =>
        /^\d+ \/ 24 games$/.test(
          document.querySelector('[data-testid="games-progress"]')?.textContent ?? "",
        ),
      undefined,
      { timeout: 10_000 },
    );
    const started = Date.now();
    await p.page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(Date.now() - started).toBeLessThan(500);
    expect(await p.page.locator('[data-testid="games-stop"]').isVisible()).toBe(true);

    await p.page.locator('[data-testid="games-summary"]').waitFor({ timeout: 120_000 });
    expect(await p.page.locator('[data-testid="games-progress"]').textContent()).toBe("");
    expect(await p.page.locator('[data-testid="games-stop"]').isVisible()).toBe(false);
    const summary = p.page.locator('[data-testid="games-summary"]');
    expect(await summary.locator("h3").textContent()).toBe("24 games of FFA3 Skirmish (CR 487)");
    const rows = await summary.locator('[data-testid="summary-wins"] tbody tr').allTextContents();
    expect(rows).toHaveLength(3);
    expect(rows[2]).toContain(`C${TIDAL}`);
    expect(await summary.locator('[data-testid="summary-places"]').textContent()).toMatch(
      /1st \d+, 2nd \d+, 3rd \d+/,
    );
    expect(await summary.locator('[data-testid="summary-plays"]').count()).toBe(3);

    const cli = await runRift(["play", EMBER_FILE, TIDAL_FILE, TIDAL_FILE, "--games", "24"]);
    const text = await summary.locator('[data-testid="summary-text"]').textContent();
    expect(withoutSpeed(text ?? "")).toBe(withoutSpeed(cli.stdout));

    await p.screenshot("21-games-summary");
    expect(p.errors).toEqual([]);
  });

  test("Stop ends a run of games between two games, and the board stays as it was", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    await p.page.fill('[data-testid="games-count"]', "5000");
    await p.page.click('[data-testid="games-run"]');
    await p.page.waitForFunction(
      () =>
        /^[1-9]\d* \/ 5000 games$/.test(
          document.querySelector('[data-testid="games-progress"]')?.textContent ?? "",
        ),
      undefined,
      { timeout: 20_000 },
    );
    await p.page.click('[data-testid="games-stop"]');
    await p.page.waitForFunction(
      () => document.querySelector('[data-testid="games-progress"]')?.textContent === "",
      undefined,
      { timeout: 10_000 },
    );
    expect(await p.page.locator('[data-testid="games-summary"]').count()).toBe(0);
    expect(await p.page.locator('[data-testid="game-log"]').count()).toBe(1);
    expect(await p.page.locator('[data-testid="games-run"]').isDisabled()).toBe(false);
    expect(p.errors).toEqual([]);
  });

  test("a run of games goes on behind Random game, and stops when a scenario is run instead", async () => {
    const p = await openPage();
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    const seed = await p.page.locator(".board-position").textContent();
    await p.page.fill('[data-testid="games-count"]', "5000");
    await p.page.click('[data-testid="games-run"]');
    const progress = p.page.locator('[data-testid="games-progress"]');
    await p.page.waitForFunction(
      () =>
        /^[1-9]\d* \/ 5000 games$/.test(
          document.querySelector('[data-testid="games-progress"]')?.textContent ?? "",
        ),
      undefined,
      { timeout: 20_000 },
    );
    // The toolbar's button shows the table as it is: the same game, the count and Stop.
    await p.page.click('[data-testid="random-game"]');
    await p.page.waitForTimeout(1_000);
    expect(await p.page.locator(".board-position").textContent()).toBe(seed);
    expect(await progress.textContent()).toMatch(/^\d+ \/ 5000 games$/);
    expect(await p.page.locator('[data-testid="games-stop"]').isVisible()).toBe(true);

    // Running a scenario hides the table, its count and Stop: the run must end with it. (The
    // scenarios are the board's other mode, pg30: its switch shows them.)
    await p.page.click('[data-testid="board-mode-scenarios"]');
    await p.page.click('[data-testid="board-run"]');
    await p.page.locator('[data-testid="board-verdict"]').waitFor({ timeout: 10_000 });
    await p.page.waitForFunction(
      () => document.querySelector('[data-testid="games-progress"]')?.textContent === "",
      undefined,
      { timeout: 10_000 },
    );
    await p.page.click('[data-testid="random-game"]');
    await p.page.waitForFunction(
      (old) => document.querySelector(".board-position")?.textContent !== old,
      seed,
      { timeout: 30_000 },
    );
    expect(await p.page.locator('[data-testid="games-summary"]').count()).toBe(0);
    expect(await p.page.locator('[data-testid="games-run"]').isDisabled()).toBe(false);
    expect(p.errors).toEqual([]);
  });

  test("in a 390px window the table, a War and its summary are not cut off at the right edge", async () => {
    const p = await openPage();
    await p.page.setViewportSize({ width: 390, height: 800 });
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    await p.page.selectOption('[data-testid="seat-C"]', TIDAL);
    await p.page.selectOption('[data-testid="seat-D"]', EMBER);
    await playOne(p);
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
    expect(await overflowing()).toEqual([]);
    await p.page.fill('[data-testid="games-count"]', "3");
    await p.page.click('[data-testid="games-run"]');
    await p.page.locator('[data-testid="games-summary"]').waitFor({ timeout: 60_000 });
    expect(await overflowing()).toEqual([]);
    await p.screenshot("22-games-summary-narrow");
    expect(p.errors).toEqual([]);
  });

  test("a deck that breaks a construction rule: the board says so, and the table still seats the decks", async () => {
    const p = await openPage();
    const short = deck("Short").replace(/, 3 "Soldier (?:[5-9]|1[0-2])"/g, "");
    await p.setText(SMALL_SET + deck("One") + short);
    expect((await p.problems()).map((problem) => problem.text)).toEqual([
      expect.stringContaining('deck "Short": the Main Deck has 16 cards'),
    ]);
    await p.page.click('[data-testid="random-game"]');
    const hint = p.page.locator('[data-testid="board"] .hint');
    await p.page.waitForFunction(
      () => document.querySelector('[data-testid="board"] .hint')?.textContent !== "",
      undefined,
      { timeout: 30_000 },
    );
    // Still there once the toast is gone: an empty table alone would say nothing.
    await p.page.waitForTimeout(3_000);
    expect(await hint.textContent()).toBe(
      'The random game failed: deck "Short": the Main Deck has 16 cards; it needs at least 40 (CR 103.2)',
    );
    expect([await seat(p, "A"), await seat(p, "B")]).toEqual(["One", "Short"]);
    await p.screenshot("23-random-game-deck-error");

    // Fixed, the table plays, and the message goes.
    await p.setText(SMALL_SET + deck("One") + deck("Short"));
    await p.page.waitForFunction(
      () => document.querySelector('[data-testid="board"] .hint')?.textContent === "",
      undefined,
      { timeout: 10_000 },
    );
    await playOne(p);
    expect(await facts(p)).toContain("Decks: A: One, B: Short");
    expect(await hint.textContent()).toBe("");
  });

  test("a file with three decks seats all three; a fourth chosen makes a War", async () => {
    const p = await openPage();
    await p.setText(SMALL_SET + deck("One") + deck("Two") + deck("Three"));
    expect(await p.problems()).toEqual([]);
    await p.page.click('[data-testid="random-game"]');
    await p.page.locator('[data-testid="game-log"]').waitFor({ timeout: 30_000 });
    expect([
      await seat(p, "A"),
      await seat(p, "B"),
      await seat(p, "C"),
      await seat(p, "D"),
    ]).toEqual(["One", "Two", "Three", ""]);
    expect(await facts(p)).toContain("Mode: FFA3 Skirmish (CR 487)");
    expect(await facts(p)).toContain("From: this file's decks");
    await p.page.selectOption('[data-testid="seat-D"]', "One");
    expect(await p.page.locator('[data-testid="game-mode"]').textContent()).toBe(
      "FFA4 War (CR 488)",
    );
    await playOne(p);
    expect(await facts(p)).toContain("Mode: FFA4 War (CR 488)");
    expect(await p.page.locator('[data-testid^="player-"]').count()).toBe(4);
    expect(p.errors).toEqual([]);
  });
});
