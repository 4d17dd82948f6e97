/**
 * Driving the playground page the way a person does: typing in the editor, pressing keys,
 * hovering, clicking. Reads what the page shows (the DOM), never the page's internals.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";

export const RESULTS_DIR = "test-results";

export class PlaygroundPage {
  /** Console errors and uncaught exceptions, in order. */
  readonly errors: string[] = [];
  /** `alert`, `confirm` and `prompt` dialogs opened by the page. */
  readonly dialogs: string[] = [];
  /** Every URL the page (or its workers) asked for. */
  readonly requests: string[] = [];

  constructor(readonly page: Page) {
    page.on("request", (request) => this.requests.push(request.url()));
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text());
    });
    page.on("pageerror", (error) => this.errors.push(`uncaught: ${error.message}`));
    page.on("dialog", (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }

  async open(url: string): Promise<void> {
    await this.page.goto(url);
    await this.page.waitForSelector('[data-testid="status"][data-compiled]', { timeout: 30_000 });
  }

  private async compiledStamp(): Promise<string | null> {
    return this.page.getAttribute('[data-testid="status"]', "data-compiled");
  }

  /** Runs `action`, then waits until the page shows a compile that finished after it. */
  async afterCompile(action: () => Promise<void>): Promise<void> {
    const before = await this.compiledStamp();
    await action();
    await this.page.waitForFunction(
      (stamp) =>
        document.querySelector('[data-testid="status"]')?.getAttribute("data-compiled") !== stamp,
      before,
      { timeout: 15_000 },
    );
  }

  /**
   * Runs `action`, then waits until the page has run the scenarios of a compile that finished after
   * it (the run follows the compile; a text with compile errors runs none, and says so).
   */
  async afterScenarios(action: () => Promise<void>): Promise<void> {
    const before = await this.page.getAttribute('[data-testid="status"]', "data-tested");
    await action();
    await this.page.waitForFunction(
      (stamp) =>
        document.querySelector('[data-testid="status"]')?.getAttribute("data-tested") !== stamp,
      before,
      { timeout: 20_000 },
    );
  }

  async focusEditor(): Promise<void> {
    await this.page.click(".editor-host .monaco-editor .view-lines");
  }

  /** Replaces the whole text by pasting it (typing would auto-close brackets and indent). */
  async setText(text: string): Promise<void> {
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.afterCompile(async () => {
      await this.focusEditor();
      await this.page.keyboard.press("Control+A");
      await this.page.keyboard.press("Control+V");
    });
  }

  /**
   * Moves the cursor to a line and column (1-based) with the keyboard. Arrow keys move by rows on
   * screen, and with word wrap on a long line takes several: count the rows above the line.
   */
  async moveTo(line: number, column: number): Promise<void> {
    await this.focusEditor();
    await this.page.keyboard.press("Control+Home");
    const rows = await this.editorRows();
    const above = rows.filter((row) => row.line < line).length;
    for (let i = 0; i < above; i++) await this.page.keyboard.press("ArrowDown");
    await this.page.keyboard.press("Home");
    // Home may stop at the first non-blank character; go to column 1 first.
    const text = (await this.editorLines())[line - 1] ?? "";
    const indent = text.length - text.trimStart().length;
    if (indent > 0) await this.page.keyboard.press("Home");
    for (let i = 1; i < column; i++) await this.page.keyboard.press("ArrowRight");
  }

  /** The editor's lines as shown, a wrapped line joined again (Monaco renders every line of a short file). */
  async editorLines(): Promise<string[]> {
    const lines: string[] = [];
    for (const row of await this.editorRows()) {
      if (row.line > lines.length) lines.push(row.text);
      // A continuation row starts with the wrapping indent Monaco draws; the text's own spaces
      // stay on the row above, where the line was broken after them.
      else lines[lines.length - 1] += row.text.trimStart();
    }
    return lines;
  }

  /**
   * The rows on screen, top to bottom, each with the number of the line it shows: a row that
   * continues a wrapped line has no number in the margin, and belongs to the line above.
   */
  async editorRows(): Promise<{ line: number; text: string }[]> {
    return this.page.evaluate(() => {
      const numbered = new Map<number, number>();
      for (const row of document.querySelectorAll<HTMLElement>(
        ".editor-host .margin-view-overlays > div",
      )) {
        const number = Number(row.querySelector(".line-numbers")?.textContent || NaN);
        if (!Number.isNaN(number))
          numbered.set(Math.round(row.getBoundingClientRect().top), number);
      }
      const rows = [
        ...document.querySelectorAll<HTMLElement>(".editor-host .view-lines .view-line"),
      ]
        .map((row) => ({
          top: Math.round(row.getBoundingClientRect().top),
          text: (row.textContent ?? "").replace(/\u00a0/g, " "),
        }))
        .sort((a, b) => a.top - b.top);
      let line = 0;
      return rows.map((row) => {
        line = numbered.get(row.top) ?? line;
        return { line, text: row.text };
      });
    });
  }

  /** The line number of the row a squiggle is drawn on. */
  async squiggleLines(kind: "error" | "warning"): Promise<number[]> {
    return this.page.evaluate((squiggle) => {
      const rows = [...document.querySelectorAll(".editor-host .margin-view-overlays > div")].map(
        (row) => ({
          top: row.getBoundingClientRect().top,
          line: Number(row.querySelector(".line-numbers")?.textContent ?? NaN),
        }),
      );
      return [...document.querySelectorAll(`.editor-host .squiggly-${squiggle}`)].map((element) => {
        const top = element.getBoundingClientRect().top;
        const row = rows.reduce((best, r) =>
          Math.abs(r.top - top) < Math.abs(best.top - top) ? r : best,
        );
        return row.line;
      });
    }, kind);
  }

  async problems(): Promise<{ line: number; text: string }[]> {
    return this.page.$$eval('[data-testid="problem"]', (items) =>
      items.map((item) => ({
        line: Number(item.getAttribute("data-line")),
        text: item.querySelector(".problem-text")?.textContent ?? "",
      })),
    );
  }

  async screenshot(name: string): Promise<void> {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await this.page.screenshot({ path: `${RESULTS_DIR}/e2e-${name}.png` });
  }
}
