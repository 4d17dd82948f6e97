/**
 * pg42: opening an example keeps the edited file one Back away (pg40), and Back or Forward always
 * lands on a file. pg40's example entry had no text until the debounced write ran (~0.8 s): Back and
 * Forward inside that window landed on an entry with nothing to open, and a write scheduled (or
 * already compressing) for one entry was written into the entry the user had gone back to.
 *
 * The browser's history is simulated (entries with a URL and a state, `popstate` and `hashchange`
 * when the user moves between them), and compressing or reading a link waits until the test lets it
 * finish, as it may on a loaded machine.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import type { SharedDocument } from "../../playground/src/language/share-link.js";

/** Links being made or read, finished only when the test says so (`finish`). */
const held: { pending: (() => void)[]; holding: boolean } = { pending: [], holding: false };

function later<T>(value: () => T): Promise<T> {
  return new Promise((resolve) => {
    const done = (): void => resolve(value());
    if (held.holding) held.pending.push(done);
    else queueMicrotask(done);
  });
}

// A readable stand-in for the deflated link: the race is in when it is ready, not in its bytes.
vi.mock("../../playground/src/language/share-link.js", () => ({
  encodeShare: (document: SharedDocument) =>
    later(() => `v1.${Buffer.from(JSON.stringify(document)).toString("base64url")}`),
  decodeShare: (hash: string) =>
    later(() => {
      const fragment = hash.replace(/^#/, "");
      if (!fragment.startsWith("v1.")) return undefined;
      try {
        return JSON.parse(Buffer.from(fragment.slice(3), "base64url").toString()) as SharedDocument;
      } catch {
        return undefined;
      }
    }),
}));

const { ShareHash, writeDelay } = await import("../../playground/src/share-hash.js");

/** One tab's session history, as the page sees it through `window`, `history` and `location`. */
class FakeTab {
  readonly window = new EventTarget();
  private entries: { url: URL; state: unknown }[] = [
    { url: new URL("http://play.test/"), state: null },
  ];
  private index = 0;

  readonly location = {
    get: (): URL => this.entries[this.index]!.url,
    get hash(): string {
      return this.get().hash;
    },
    get pathname(): string {
      return this.get().pathname;
    },
    get search(): string {
      return this.get().search;
    },
    get href(): string {
      return this.get().href;
    },
    get origin(): string {
      return this.get().origin;
    },
  };

  readonly history = {
    tab: this,
    get state(): unknown {
      return this.tab.entries[this.tab.index]!.state;
    },
    get length(): number {
      return this.tab.entries.length;
    },
    pushState(state: unknown, _title: string, url?: string): void {
      const next = new URL(url ?? this.tab.location.href, this.tab.location.href);
      this.tab.entries.splice(this.tab.index + 1);
      this.tab.entries.push({ url: next, state: structuredClone(state) });
      this.tab.index++;
    },
    replaceState(state: unknown, _title: string, url?: string): void {
      const next = new URL(url ?? this.tab.location.href, this.tab.location.href);
      this.tab.entries[this.tab.index] = { url: next, state: structuredClone(state) };
    },
  };

  /** Back (-1) or Forward (1), as the user presses it: the entry changes, then the page is told. */
  traverse(delta: number): void {
    const target = this.index + delta;
    if (target < 0 || target >= this.entries.length) throw new Error("no entry to go to");
    const before = this.location.hash;
    this.index = target;
    this.window.dispatchEvent(new Event("popstate"));
    if (this.location.hash !== before) this.window.dispatchEvent(new Event("hashchange"));
  }

  /** A link typed into the address bar, differing from the page's only in its hash. */
  typeHash(hash: string): void {
    this.entries.splice(this.index + 1);
    this.entries.push({ url: new URL(hash, this.location.href), state: null });
    this.index++;
    this.window.dispatchEvent(new Event("popstate"));
    this.window.dispatchEvent(new Event("hashchange"));
  }

  /** The file an entry's address holds (its link, decoded), or undefined when it holds none. */
  linkAt(offset: number): SharedDocument | undefined {
    const hash = this.entries[this.index + offset]!.url.hash.replace(/^#/, "");
    if (!hash.startsWith("v1.")) return undefined;
    return JSON.parse(Buffer.from(hash.slice(3), "base64url").toString()) as SharedDocument;
  }

  get entryCount(): number {
    return this.entries.length;
  }
}

const EDITED: SharedDocument = { file: "welcome.rift", text: 'card unit "Kept" {\n  might 2\n}\n' };
const EXAMPLE: SharedDocument = { file: "cards/core-calm.rift", text: "// an example\n" };

/** The playground as far as the share hash sees it: the editor's file, and files opened into it. */
class Page {
  shown: SharedDocument = { file: "welcome.rift", text: "// welcome\n" };
  readonly opened: SharedDocument[] = [];
  unreadable = 0;
  readonly share = new ShareHash(
    () => this.shown,
    (document) => {
      // As main.ts's setDocument with keepHash: the text is set, and the edit it makes not written.
      this.shown = document;
      this.share.scheduleWrite(document.text.length);
      this.share.cancelWrite();
      this.opened.push(document);
    },
    () => this.unreadable++,
  );

  /** A paste into the editor: the hash is written once typing pauses. */
  edit(document: SharedDocument): void {
    this.shown = document;
    this.share.scheduleWrite(document.text.length);
  }

  /** An example chosen from the menu, over an edited file, as main.ts's openExample does. */
  openExample(next: SharedDocument, edited: SharedDocument | undefined): void {
    this.share.leave(edited, next);
    this.shown = next;
    this.share.scheduleWrite(next.text.length);
  }
}

let tab: FakeTab;

/** Lets every link being made or read finish, and what follows it run. */
async function finish(): Promise<void> {
  held.holding = false;
  for (let round = 0; round < 10; round++) {
    for (const done of held.pending.splice(0)) done();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

beforeEach(() => {
  tab = new FakeTab();
  vi.stubGlobal("window", tab.window);
  vi.stubGlobal("history", tab.history);
  vi.stubGlobal("location", tab.location);
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  held.holding = false;
  held.pending = [];
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("history entries of files opened from the menu (pg42)", () => {
  test("the example's entry holds its text at once: Back and Forward right away land on files", async () => {
    const page = new Page();
    page.edit(EDITED);
    // Compressing is slow (a loaded machine): nothing about the links has finished.
    held.holding = true;
    page.openExample(EXAMPLE, EDITED);
    expect(tab.entryCount).toBe(2);

    tab.traverse(-1);
    expect(page.opened.at(-1)).toEqual(EDITED);
    expect(page.shown).toEqual(EDITED);
    tab.traverse(1);
    expect(page.opened.at(-1)).toEqual(EXAMPLE);
    expect(page.shown).toEqual(EXAMPLE);

    await finish();
    vi.runAllTimers();
    await finish();
    expect(page.opened).toEqual([EDITED, EXAMPLE]);
    expect(tab.linkAt(0)).toEqual(EXAMPLE);
    // Back again: the edited file, whose address becomes its link once it is shown.
    tab.traverse(-1);
    expect(page.shown).toEqual(EDITED);
    vi.runAllTimers();
    await finish();
    expect(tab.linkAt(0)).toEqual(EDITED);
  });

  test("a write scheduled for the example is not written into the entry Back returns to", async () => {
    const page = new Page();
    page.edit(EDITED);
    page.openExample(EXAMPLE, EDITED);
    await finish();
    // Back before the example's link is written, and well past its delay.
    tab.traverse(-1);
    await finish();
    vi.advanceTimersByTime(writeDelay(EXAMPLE.text.length) * 2);
    await finish();
    expect(page.shown).toEqual(EDITED);
    expect(tab.linkAt(0)).toEqual(EDITED);
    // Forward: the example, as it was opened.
    tab.traverse(1);
    await finish();
    expect(page.shown).toEqual(EXAMPLE);
  });

  test("a write already compressing when Back is pressed does not land in the entry returned to", async () => {
    const page = new Page();
    page.edit(EDITED);
    vi.advanceTimersByTime(writeDelay(EDITED.text.length));
    await finish();
    expect(tab.linkAt(0)).toEqual(EDITED);

    page.openExample(EXAMPLE, EDITED);
    await finish();
    const edit = { file: EXAMPLE.file, text: `${EXAMPLE.text}// more\n` };
    page.edit(edit);
    held.holding = true;
    vi.advanceTimersByTime(writeDelay(edit.text.length));
    // The example's link is being compressed; Back, and the compressing ends.
    tab.traverse(-1);
    await finish();
    vi.runAllTimers();
    await finish();
    expect(page.shown).toEqual(EDITED);
    expect(tab.linkAt(0)).toEqual(EDITED);
  });

  test("the Share button's link, made while Back is pressed, is not written into the entry returned to", async () => {
    const page = new Page();
    page.edit(EDITED);
    page.openExample(EXAMPLE, EDITED);
    await finish();
    held.holding = true;
    const link = page.share.write();
    tab.traverse(-1);
    await finish();
    // The link copied is still the example's.
    const copied = new URL(await link).hash;
    expect(copied).toContain("v1.");
    expect(JSON.parse(Buffer.from(copied.slice(4), "base64url").toString())).toEqual(EXAMPLE);
    vi.runAllTimers();
    await finish();
    expect(tab.linkAt(0)).toEqual(EDITED);
  });

  test("links read out of order: the entry shown last opens its file, the other is dropped", async () => {
    const page = new Page();
    const first: SharedDocument = { file: "first.rift", text: "// first\n" };
    const second: SharedDocument = { file: "second.rift", text: "// second\n" };
    const link = (document: SharedDocument): string =>
      `#v1.${Buffer.from(JSON.stringify(document)).toString("base64url")}`;
    // Two links typed one after the other; the first one is read last.
    held.holding = true;
    tab.typeHash(link(first));
    tab.typeHash(link(second));
    const [reading, next] = held.pending.splice(0);
    next!();
    await finish();
    reading!();
    await finish();
    expect(page.shown).toEqual(second);
    expect(page.opened).toEqual([second]);
  });

  test("a page reloaded on the example's entry before its link is written opens the example", async () => {
    const page = new Page();
    page.edit(EDITED);
    page.openExample(EXAMPLE, EDITED);
    await finish();
    const reloaded = new Page();
    expect(await reloaded.share.restore()).toBe(true);
    expect(reloaded.shown).toEqual(EXAMPLE);
  });

  test("the untouched welcome file is replaced by the example, not kept one Back away", async () => {
    const page = new Page();
    page.openExample(EXAMPLE, undefined);
    expect(tab.entryCount).toBe(1);
    vi.runAllTimers();
    await finish();
    expect(tab.linkAt(0)).toEqual(EXAMPLE);
  });
});

describe("edits not yet written when Back is pressed (pg42)", () => {
  test("the entry left keeps its last edits for this page: Forward returns to them, then they are written", async () => {
    const page = new Page();
    page.edit(EDITED);
    page.openExample(EXAMPLE, EDITED);
    vi.runAllTimers();
    await finish();
    const edit = { file: EXAMPLE.file, text: `${EXAMPLE.text}// typed just before Back\n` };
    page.edit(edit);
    // Back inside the write's delay: the example's entry can no longer be changed by the page.
    tab.traverse(-1);
    await finish();
    expect(page.shown).toEqual(EDITED);
    tab.traverse(1);
    await finish();
    expect(page.shown).toEqual(edit);
    vi.runAllTimers();
    await finish();
    expect(tab.linkAt(0)).toEqual(edit);
  });

  test("a reload opens what the entry's state holds, the last edits being those of a page gone", async () => {
    const page = new Page();
    page.edit(EDITED);
    page.openExample(EXAMPLE, EDITED);
    vi.runAllTimers();
    await finish();
    page.edit({ file: EXAMPLE.file, text: "// not written\n" });
    const reloaded = new Page();
    expect(await reloaded.share.restore()).toBe(true);
    expect(reloaded.shown).toEqual(EXAMPLE);
  });
});
