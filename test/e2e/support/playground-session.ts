/**
 * One built playground and one browser for a test file, and a fresh page for each test: the
 * set-up every browser test file of the playground shares.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { launchChromium, type LaunchedBrowser, newCleanPage } from "./browser.js";
import { PlaygroundPage } from "./playground-page.js";
import { servePlayground } from "./playground-site.js";
import type { StaticServer } from "./static-server.js";

export interface PlaygroundSession {
  /**
   * A new page on the playground (its URL followed by `hash`), closed after the test; the site's
   * storage is emptied first, so each test starts as a first visit.
   */
  open(hash?: string): Promise<PlaygroundPage>;
}

export function playgroundSession(): PlaygroundSession {
  let server: StaticServer | undefined;
  let browser: LaunchedBrowser | undefined;
  let page: PlaygroundPage | undefined;

  beforeAll(async () => {
    server = await servePlayground();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  afterEach(async () => {
    await page?.page.close();
    page = undefined;
  });

  return {
    async open(hash = "") {
      if (server === undefined || browser === undefined)
        throw new Error("the playground session opens pages only inside its tests");
      page = new PlaygroundPage(await newCleanPage(browser.context, server.url));
      await page.open(server.url + hash);
      return page;
    },
  };
}
