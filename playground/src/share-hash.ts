/**
 * The editor's file kept in the address bar (`#v1.…`, see `language/share-link.ts`): written a
 * moment after each edit, read when the page opens or the hash is changed by hand.
 */
import { decodeShare, encodeShare, type SharedDocument } from "./language/share-link.js";

const WRITE_DELAY_MS = 600;

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

  scheduleWrite(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.write(), WRITE_DELAY_MS);
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
