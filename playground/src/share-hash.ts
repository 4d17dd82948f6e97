/**
 * The editor's file kept in the browser's history. Each entry the page makes holds its file in the
 * entry's state at once, so Back and Forward always land on a text; its address holds the share link
 * (`#v1.…`, see `language/share-link.ts`), written a moment after each edit. A link opened, or a
 * hash typed by hand, is read from the address.
 */
import { decodeShare, encodeShare, type SharedDocument } from "./language/share-link.js";

/**
 * How long after the last edit the hash is written. Writing a large file's link stops the page for
 * a moment (compressing it, and `history.replaceState` with an address of tens of kilobytes takes
 * 50 ms or more in Chromium), so the longer the text, the longer a pause in typing it waits for:
 * 600 ms for a short file, up to 3 s for one of a hundred thousand characters.
 */
export function writeDelay(length: number): number {
  return Math.min(3000, 600 + Math.round(length / 40));
}

/** What the page keeps in a history entry's state. */
interface EntryState {
  /** Tells the entry apart from every other, so a write meant for one never lands in another. */
  entry: string;
  /** The file the entry shows; absent when the browser refused a state that large. */
  document?: SharedDocument;
  /** Whether the address holds `document`'s link; an entry made by opening a file has none yet. */
  linked: boolean;
}

/** The page's state in an entry, or undefined for an entry it did not make (a state is input). */
function readEntryState(state: unknown): EntryState | undefined {
  if (typeof state !== "object" || state === null) return undefined;
  const { entry, document, linked } = state as Record<string, unknown>;
  if (typeof entry !== "string" || entry === "") return undefined;
  const kept: EntryState = { entry, linked: linked === true };
  if (typeof document === "object" && document !== null) {
    const { file, text } = document as Record<string, unknown>;
    if (typeof file === "string" && typeof text === "string") kept.document = { file, text };
  }
  return kept;
}

export class ShareHash {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Entries made by this page load are told apart from an earlier load's, kept in the same tab. */
  private readonly load = Math.random().toString(36).slice(2, 10);
  private made = 0;
  /**
   * Each entry's last edits not yet in its state, for as long as the page is loaded: Back pressed
   * while a write waits leaves that entry, which the page can no longer change, so its newest text
   * is kept here and opened when the user returns to it.
   */
  private readonly unwritten = new Map<string, SharedDocument>();

  constructor(
    private readonly current: () => SharedDocument,
    private readonly open: (document: SharedDocument) => void,
    private readonly unreadable: () => void,
  ) {
    // Back, Forward, or a hash typed by hand: another entry, and a write pending for the one left
    // would put that file's text in this one's address.
    window.addEventListener("popstate", () => {
      clearTimeout(this.timer);
      void this.restore();
    });
  }

  /** Writes the hash once the edits pause, into the entry shown now; `length` is the text's. */
  scheduleWrite(length: number): void {
    clearTimeout(this.timer);
    const entry = this.entry();
    this.unwritten.set(entry, this.current());
    this.timer = setTimeout(() => void this.write(entry), writeDelay(length));
  }

  /** Drops a pending write: the text was set by the page, not edited, and the hash stays as it is. */
  cancelWrite(): void {
    clearTimeout(this.timer);
    this.unwritten.delete(this.entry());
  }

  /**
   * `next` is being opened from the menu, over the file shown. The entry left keeps its text, and
   * `next` gets an entry of its own, holding its text from the start, so Back returns to the work
   * left rather than losing it. `edited` is the file left when it was edited since it was opened
   * (its last edits may not be written yet). An entry that holds no file (the welcome file,
   * untouched) has nothing to return to, and is replaced rather than followed.
   */
  leave(edited: SharedDocument | undefined, next: SharedDocument): void {
    clearTimeout(this.timer);
    const left = readEntryState(history.state);
    const holdsFile =
      edited !== undefined ||
      left?.document !== undefined ||
      (location.hash !== "" && location.hash !== "#");
    if (left) this.unwritten.delete(left.entry);
    if (edited) {
      // Its address is written when it is shown again (`restore`): an entry's address can be
      // changed only while it is the current one.
      this.put("replace", {
        entry: left?.entry ?? this.newEntry(),
        document: edited,
        linked: false,
      });
    }
    const state: EntryState = { entry: this.newEntry(), document: next, linked: false };
    this.put(holdsFile ? "push" : "replace", state, location.pathname + location.search);
  }

  /**
   * Writes the hash of the file shown now, into the entry `entry` (the current one by default);
   * returns the link. Dropped when another entry is shown by the time the link is made.
   */
  async write(entry = this.entry()): Promise<string> {
    clearTimeout(this.timer);
    const document = this.current();
    const hash = `#${await encodeShare(document)}`;
    if (readEntryState(history.state)?.entry === entry) {
      this.put("replace", { entry, document, linked: true }, hash);
      const newest = this.unwritten.get(entry);
      if (newest?.file === document.file && newest.text === document.text) {
        this.unwritten.delete(entry);
      }
    }
    return `${location.origin}${location.pathname}${location.search}${hash}`;
  }

  /** Opens the file the current entry holds, or its hash's; false when it holds none. */
  async restore(): Promise<boolean> {
    const kept = readEntryState(history.state);
    const newest = kept && this.unwritten.get(kept.entry);
    if (newest) {
      this.open(newest);
      this.scheduleWrite(newest.text.length);
      return true;
    }
    if (kept?.document) {
      this.open(kept.document);
      if (!kept.linked) this.scheduleWrite(kept.document.text.length);
      return true;
    }
    if (!location.hash || location.hash === "#") return false;
    const entry = this.entry();
    const shared = await decodeShare(location.hash);
    // Back or Forward again while the link was read: the entry shown now opens its own file.
    if (readEntryState(history.state)?.entry !== entry) return true;
    if (!shared) {
      this.unreadable();
      return false;
    }
    this.put("replace", { entry, document: shared, linked: true });
    this.open(shared);
    return true;
  }

  /** The current entry's name, given one when the page did not make it (a link opened, a hash typed). */
  private entry(): string {
    const kept = readEntryState(history.state);
    if (kept) return kept.entry;
    const entry = this.newEntry();
    this.put("replace", { entry, linked: false });
    return entry;
  }

  private newEntry(): string {
    return `${this.load}.${++this.made}`;
  }

  /** Sets an entry's state (and address, when `url` is given), keeping what the browser accepts. */
  private put(how: "push" | "replace", state: EntryState, url = location.href): void {
    const change = (value: EntryState): void =>
      how === "push" ? history.pushState(value, "", url) : history.replaceState(value, "", url);
    try {
      change(state);
    } catch {
      // A state too large to keep: the entry has its name, and its file only in its address.
      change({ entry: state.entry, linked: state.linked });
    }
  }
}
