/**
 * The editor's word wrap, remembered in the browser across reloads. On by default: card text is
 * written as sentences (an effect is one long line), and the editor shares the window with the
 * panels, so without wrapping the end of an ability sits off screen.
 *
 * Alt+Z toggles it, as in VS Code. Monaco binds nothing to Alt+Z, and no browser does on Linux or
 * Windows; AltGr+Z (a letter on Polish and other layouts) arrives as Ctrl+Alt+Z or as AltGraph,
 * not as Alt+Z, so it still types its letter.
 */
export type WordWrap = "on" | "off";

export const DEFAULT_WORD_WRAP: WordWrap = "on";
export const WORD_WRAP_STORAGE_KEY = "riftscript.playground.wordWrap";
export const WORD_WRAP_SHORTCUT = "Alt+Z";

/** Where the choice is kept: `localStorage`, or nothing where the browser refuses storage. */
export type WrapStorage = Pick<Storage, "getItem" | "setItem">;

export function readWordWrap(storage: WrapStorage | undefined): WordWrap {
  try {
    const stored = storage?.getItem(WORD_WRAP_STORAGE_KEY);
    return stored === "on" || stored === "off" ? stored : DEFAULT_WORD_WRAP;
  } catch {
    // Storage denied (a privacy setting, a sandboxed frame): the default, every time.
    return DEFAULT_WORD_WRAP;
  }
}

export function writeWordWrap(storage: WrapStorage | undefined, wrap: WordWrap): void {
  try {
    storage?.setItem(WORD_WRAP_STORAGE_KEY, wrap);
  } catch {
    // Full or denied: the toggle still works for this page, it is just not remembered.
  }
}

/** The browser's storage, if the page may use it at all (reading `localStorage` can throw). */
export function browserStorage(): WrapStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The toolbar button's tooltip, which also says how to toggle from the keyboard. */
export function wordWrapTitle(wrap: WordWrap): string {
  return `Word wrap is ${wrap}: long lines ${wrap === "on" ? "wrap at the editor's edge" : "scroll sideways"} (${WORD_WRAP_SHORTCUT} toggles)`;
}
