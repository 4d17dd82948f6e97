/**
 * The editor's file kept in the address bar (`#v1.…`, see `language/share-link.ts`): written a
 * moment after each edit, read when the page opens or the hash is changed by hand.
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

export class ShareHash {
  /** The hash this page wrote last, so its own writes are not read back as a new link. */
  private written = "";
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The history entry of a file left (`leave`), while it is being written. */
  private leaving: Promise<void> = Promise.resolve();

  constructor(
    private readonly current: () => SharedDocument,
    private readonly open: (document: SharedDocument) => void,
    private readonly unreadable: () => void,
  ) {
    window.addEventListener("hashchange", () => {
      if (location.hash !== this.written) void this.restore();
    });
  }

  /** Writes the hash once the edits pause; `length` is the text's, in characters. */
  scheduleWrite(length: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.write(), writeDelay(length));
  }

  /** Drops a pending write: the text was set by the page, not edited, and the hash stays as it is. */
  cancelWrite(): void {
    clearTimeout(this.timer);
  }

  /**
   * Another file is being opened from the menu. The address of the file left keeps its text, and
   * the new file gets an entry of its own in the browser's history, so Back returns to the work
   * left rather than losing it. `edited` is the file left when it was edited since it was opened
   * (its last edits may not be written yet). A page whose address holds no file (the welcome
   * file, untouched) has nothing to return to, and adds no entry.
   */
  leave(edited: SharedDocument | undefined): void {
    // A pending write would read the text of the file being opened, not the edited one.
    clearTimeout(this.timer);
    const before = this.leaving;
    this.leaving = (async () => {
      await before;
      if (edited) {
        this.written = `#${await encodeShare(edited)}`;
        history.replaceState(null, "", this.written);
      }
      if (!location.hash || location.hash === "#") return;
      history.pushState(null, "", location.pathname + location.search);
      this.written = "";
    })();
  }

  /** Writes the hash now; the page's address is then the share link. */
  async write(): Promise<string> {
    clearTimeout(this.timer);
    // The file left must have its entry before the new file's text is written over the address.
    await this.leaving;
    this.written = `#${await encodeShare(this.current())}`;
    history.replaceState(null, "", this.written);
    return location.href;
  }

  /** Opens the document the hash holds; false when it holds none. */
  async restore(): Promise<boolean> {
    if (!location.hash || location.hash === "#") return false;
    const shared = await decodeShare(location.hash);
    if (!shared) {
      this.unreadable();
      return false;
    }
    this.written = location.hash;
    this.open(shared);
    return true;
  }
}
