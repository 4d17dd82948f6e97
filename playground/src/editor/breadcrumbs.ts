/**
 * Breadcrumbs above the editor: the file, then the card, token, scenario or deck the cursor is
 * in, from the same document symbols as the outline (standalone Monaco has no breadcrumbs bar of
 * its own). Clicking the declaration opens the outline (Ctrl+Shift+O).
 */
import { el } from "../dom.js";
import {
  type DocumentSymbolEntry,
  type SymbolKind,
  symbolContaining,
} from "../language/symbol-references.js";
import type { LanguageClient } from "../worker/language-client.js";
import { askSymbols, type SymbolHost } from "./symbol-features.js";

type Editor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;
type Model = import("monaco-editor/editor").editor.ITextModel;

/** The outline's icons (Monaco's symbol codicons), so a crumb looks like its outline row. */
const ICONS: Record<SymbolKind, string> = {
  card: "codicon-symbol-class",
  token: "codicon-symbol-struct",
  scenario: "codicon-symbol-event",
  deck: "codicon-symbol-package",
};

/** Long enough to skip the positions a held arrow key passes through. */
const UPDATE_DELAY_MS = 120;
/**
 * After an edit: longer than the page's compile delay (250 ms), so that the outline is asked of a
 * compile the page has asked for anyway, not of one made for the crumbs alone.
 */
const AFTER_EDIT_DELAY_MS = 400;

export class Breadcrumbs {
  readonly element = el("nav", {
    className: "breadcrumbs",
    attributes: { "data-testid": "breadcrumbs", "aria-label": "Breadcrumbs" },
  });
  /** The outline of one version of one model: asked once, read at every cursor move. */
  private outline:
    { model: Model; version: number; symbols: Promise<DocumentSymbolEntry[]> } | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Only the newest update draws. */
  private generation = 0;
  /** An edit since the last update: the crumbs wait for the compile it starts. */
  private edited = false;

  constructor(
    private readonly client: LanguageClient,
    private readonly host: SymbolHost,
    private readonly editor: Editor,
  ) {
    editor.onDidChangeModelContent(() => {
      this.edited = true;
      this.schedule(AFTER_EDIT_DELAY_MS);
    });
    // Typing moves the cursor too: that move waits with the edit.
    editor.onDidChangeCursorPosition(() => {
      if (!this.edited) this.schedule(UPDATE_DELAY_MS);
    });
    editor.onDidChangeModel(() => this.schedule(UPDATE_DELAY_MS));
    this.schedule(UPDATE_DELAY_MS);
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.edited = false;
      void this.update();
    }, delay);
  }

  private symbolsOf(model: Model): Promise<DocumentSymbolEntry[]> {
    const version = model.getVersionId();
    if (this.outline?.model !== model || this.outline.version !== version) {
      const symbols = askSymbols(this.client, this.host, model, { kind: "outline" }).then(
        (answer) => answer.symbols,
        // No outline (the worker failed): the crumbs show the file alone.
        () => [],
      );
      this.outline = { model, version, symbols };
    }
    return this.outline.symbols;
  }

  private async update(): Promise<void> {
    const generation = ++this.generation;
    const model = this.editor.getModel();
    const position = this.editor.getPosition();
    if (!model || !position) return;
    const symbols = await this.symbolsOf(model);
    if (generation !== this.generation) return;
    const current = symbolContaining(symbols, position.lineNumber, position.column);
    this.element.replaceChildren(
      el("span", { className: "crumb file", text: this.host.nameOf(model) ?? "" }),
    );
    if (!current) return;
    const crumb = el(
      "button",
      {
        className: "crumb symbol",
        title: `${current.detail} — the file's outline (Ctrl+Shift+O)`,
        attributes: { "data-testid": "breadcrumb-symbol", "data-kind": current.kind },
      },
      el("span", { className: `codicon ${ICONS[current.kind]}` }),
      el("span", { className: "crumb-detail", text: current.detail }),
      el("span", { text: current.name }),
    );
    crumb.addEventListener("click", () => {
      this.editor.focus();
      this.editor.trigger("breadcrumbs", "editor.action.quickOutline", null);
    });
    this.element.append(el("span", { className: "crumb-separator", text: "›" }), crumb);
  }
}
