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

  /** Writes the hash now; the page's address is then the share link. */
  async write(): Promise<string> {
    clearTimeout(this.timer);
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
