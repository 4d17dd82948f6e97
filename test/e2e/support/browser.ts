/**
 * Debian's Chromium, driven by playwright-core: never a downloaded browser. Headless, sandbox off
 * (CI runs as root), no background networking, and a fresh profile per launch.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export function chromiumPath(): string {
  const candidates = [process.env["CHROMIUM_PATH"], "/usr/bin/chromium"];
  for (const candidate of candidates) if (candidate && existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", "command -v chromium"], { encoding: "utf8" }).trim();
  } catch {
    throw new Error("Chromium is not installed: apt-get install -y chromium");
  }
}

export interface LaunchedBrowser {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchChromium(): Promise<LaunchedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "rift-e2e-profile-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
    viewport: { width: 1600, height: 1000 },
    permissions: ["clipboard-read", "clipboard-write"],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A new page in `context`, with the storage of `url`'s site emptied first: the pages of a test file
 * share one profile, and what one test left in storage (the playground keeps the last edited file
 * and the word-wrap setting there) must not change what the next one sees.
 */
export async function newCleanPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Storage.clearDataForOrigin", {
    origin: new URL(url).origin,
    storageTypes: "local_storage",
  });
  await devtools.detach();
  return page;
}
