// test/e2e/support/static-server.ts
import { createReadStream, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, sep } from "node:path";
var TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".ttf": "font/ttf",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".svg": "image/svg+xml",
  ".png": "image/png"
};
async function serveStatic(root) {
  const requests = [];
  const server2 = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
    requests.push(path);
    const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(root + sep) && file !== root) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (!statSync(file).isFile()) throw new Error("not a file");
    } catch {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    createReadStream(file).pipe(response);
  });
  await new Promise((resolve) => server2.listen(0, "127.0.0.1", resolve));
  const { port } = server2.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    requests,
    close: () => new Promise((resolve, reject) => {
      server2.closeAllConnections();
      server2.close((error) => error ? reject(error) : resolve());
    })
  };
}

// test/e2e/support/browser.ts
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";
import { chromium } from "playwright-core";
function chromiumPath() {
  const candidates = [process.env["CHROMIUM_PATH"], "/usr/bin/chromium"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium is not installed: apt-get install -y chromium");
  }
}
async function launchChromium() {
  const profile = mkdtempSync(join2(tmpdir(), "rift-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run"
    ],
    viewport: { width: 1600, height: 1e3 },
    permissions: ["clipboard-read", "clipboard-write"]
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  };
}

// test/e2e/support/playground-page.ts
import { mkdirSync } from "node:fs";
var RESULTS_DIR = "test-results";
var PlaygroundPage = class {
  constructor(page) {
    this.page = page;
    page.on("console", (message) => {
      if (message.type() === "error") this.errors.push(message.text());
    });
    page.on("pageerror", (error) => this.errors.push(`uncaught: ${error.message}`));
    page.on("dialog", (dialog) => {
      this.dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  page;
  /** Console errors and uncaught exceptions, in order. */
  errors = [];
  /** `alert`, `confirm` and `prompt` dialogs opened by the page. */
  dialogs = [];
  async open(url) {
    await this.page.goto(url);
    await this.page.waitForSelector('[data-testid="status"][data-compiled]', { timeout: 3e4 });
  }
  async compiledStamp() {
    return this.page.getAttribute('[data-testid="status"]', "data-compiled");
  }
  /** Runs `action`, then waits until the page shows a compile that finished after it. */
  async afterCompile(action) {
    const before = await this.compiledStamp();
    await action();
    await this.page.waitForFunction(
      (stamp) => document.querySelector('[data-testid="status"]')?.getAttribute("data-compiled") !== stamp,
      before,
      { timeout: 15e3 }
    );
  }
  async focusEditor() {
    await this.page.click(".editor-host .monaco-editor .view-lines");
  }
  /** Replaces the whole text by pasting it (typing would auto-close brackets and indent). */
  async setText(text) {
    await this.page.evaluate((value) => navigator.clipboard.writeText(value), text);
    await this.afterCompile(async () => {
      await this.focusEditor();
      await this.page.keyboard.press("Control+A");
      await this.page.keyboard.press("Control+V");
    });
  }
  /** Moves the cursor to a line and column (1-based) with the keyboard. */
  async moveTo(line, column) {
    await this.focusEditor();
    await this.page.keyboard.press("Control+Home");
    for (let i = 1; i < line; i++) await this.page.keyboard.press("ArrowDown");
    await this.page.keyboard.press("Home");
    const text = (await this.editorLines())[line - 1] ?? "";
    const indent = text.length - text.trimStart().length;
    if (indent > 0) await this.page.keyboard.press("Home");
    for (let i = 1; i < column; i++) await this.page.keyboard.press("ArrowRight");
  }
  /** The editor's lines as shown (Monaco renders every line of a short file). */
  async editorLines() {
    return this.page.$$eval(
      ".editor-host .view-lines .view-line",
      (lines) => lines.map((line) => ({ top: parseFloat(line.style.top), text: line.textContent ?? "" })).sort((a, b) => a.top - b.top).map((line) => line.text.replace(/\u00a0/g, " "))
    );
  }
  /** The line number of the row a squiggle is drawn on. */
  async squiggleLines(kind) {
    return this.page.evaluate((squiggle) => {
      const rows = [...document.querySelectorAll(".editor-host .margin-view-overlays > div")].map((row) => ({
        top: row.getBoundingClientRect().top,
        line: Number(row.querySelector(".line-numbers")?.textContent ?? NaN)
      }));
      return [...document.querySelectorAll(`.editor-host .squiggly-${squiggle}`)].map((element) => {
        const top = element.getBoundingClientRect().top;
        const row = rows.reduce((best, r) => Math.abs(r.top - top) < Math.abs(best.top - top) ? r : best);
        return row.line;
      });
    }, kind);
  }
  async problems() {
    return this.page.$$eval(
      '[data-testid="problem"]',
      (items) => items.map((item) => ({
        line: Number(item.getAttribute("data-line")),
        text: item.querySelector(".problem-text")?.textContent ?? ""
      }))
    );
  }
  async screenshot(name) {
    mkdirSync(RESULTS_DIR, { recursive: true });
    await this.page.screenshot({ path: `${RESULTS_DIR}/e2e-${name}.png` });
  }
};

// ../../tmp/pg/look.mts
var server = await serveStatic("/work/main/dist/playground");
var browser = await launchChromium();
var p = new PlaygroundPage(await browser.context.newPage());
p.page.on("console", (m) => console.log("console", m.type(), m.text()));
await p.open(server.url);
for (const a of process.argv.slice(2)) {
  const [cmd, arg] = [a.slice(0, a.indexOf(":")), a.slice(a.indexOf(":") + 1)];
  if (cmd === "click") await p.page.click(arg);
  if (cmd === "select") {
    const i = arg.lastIndexOf("=");
    const sel = arg.slice(0, i), v = arg.slice(i + 1);
    await p.page.selectOption(sel, v);
  }
  if (cmd === "move") {
    const [l, c] = arg.split(",").map(Number);
    await p.moveTo(l, c);
  }
  if (cmd === "key") await p.page.keyboard.press(arg);
  if (cmd === "wait") await p.page.waitForTimeout(Number(arg));
  if (cmd === "hover") await p.page.locator(arg).first().hover();
  if (cmd === "shot") await p.page.screenshot({ path: `/tmp/pg/look-${arg}.png` });
}
console.log("errors", p.errors);
await browser.close();
await server.close();
