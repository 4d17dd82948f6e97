/**
 * The files of the edited unit in the editor: the designer's file (editable) and, read-only, the
 * other files its compile saw (the tokens library, the files an example `use`s), each a Monaco
 * model with a tab. Go to definition into one of them opens its tab. The tabs stay on one row; the
 * ones it cannot show are reached by a menu at its end that lists every file (`tab-overflow.ts`).
 */
import type { SourceInput } from "../../../compiler/unit.js";
import { el } from "../dom.js";
import { monaco } from "./monaco.js";
import { hiddenTabs, overflowLabel } from "./tab-overflow.js";

type Model = import("monaco-editor/editor").editor.ITextModel;
type Editor = import("monaco-editor/editor").editor.IStandaloneCodeEditor;

export class UnitFiles {
  readonly tabs = el("nav", {
    className: "file-tabs",
    attributes: { "data-testid": "file-tabs", "aria-label": "Files" },
  });
  private readonly tabList = el("div", { className: "file-tab-list" });
  private readonly overflowMenu = el("select", {
    className: "file-tab-menu",
    title: "Every file of this unit: the row of tabs has no room for them all",
    attributes: { "data-testid": "file-tab-menu", "aria-label": "Open a file of this unit" },
  });
  private current: string;
  private main: Model;
  private readonly others = new Map<string, Model>();
  private readonly mainListeners: (() => void)[] = [];
  private mainSubscription: { dispose(): void };
  private editor: Editor | undefined;

  constructor(
    private readonly languageId: string,
    file: string,
  ) {
    this.current = file;
    this.main = this.createMain(file, "");
    this.mainSubscription = this.subscribe(this.main);
    this.tabs.append(this.tabList, this.overflowMenu);
    this.overflowMenu.addEventListener("change", () => {
      const model = this.modelFor(this.overflowMenu.value);
      this.overflowMenu.value = "";
      if (model) {
        this.open(model);
        this.editor?.focus();
      }
    });
    // A mouse wheel scrolls the row sideways, as a tab row does in an IDE.
    this.tabList.addEventListener(
      "wheel",
      (event) => {
        if (event.deltaY === 0 || event.deltaX !== 0) return;
        this.tabList.scrollLeft += event.deltaY;
        event.preventDefault();
      },
      { passive: false },
    );
    this.tabList.addEventListener("scroll", () => this.countHidden());
    new ResizeObserver(() => this.countHidden()).observe(this.tabList);
  }

  /** The designer's file name: it names diagnostics and `use` resolves from it. */
  get file(): string {
    return this.current;
  }

  /**
   * The designer's file. Its URI ends in the file's name, as the tab shows it: Monaco names a model
   * by its URI's last segment (F8's error peek, the references peek), and a URI cannot change, so
   * a file of another name is a new model (`setMain`).
   */
  get mainModel(): Model {
    return this.main;
  }

  /** Calls `listener` on each edit of the designer's file, whichever model holds it. */
  onDidChangeMainContent(listener: () => void): void {
    this.mainListeners.push(listener);
  }

  /**
   * Opens `text` as the designer's file `name`, in the editor. A new name is a new model (and so a
   * new undo history, as a new file has in VS Code); the same name keeps its model.
   */
  setMain(name: string, text: string): void {
    if (name !== this.current) {
      const previous = this.main;
      this.mainSubscription.dispose();
      this.current = name;
      this.main = this.createMain(name, text);
      this.mainSubscription = this.subscribe(this.main);
      this.open(this.main);
      // The marker service keeps markers by URI, past their model: the old file's would linger.
      const owners = new Set(
        monaco.editor.getModelMarkers({ resource: previous.uri }).map((m) => m.owner),
      );
      for (const owner of owners) monaco.editor.setModelMarkers(previous, owner, []);
      previous.dispose();
      for (const listener of this.mainListeners) listener();
    } else {
      this.open(this.main);
      this.main.setValue(text);
    }
  }

  private createMain(name: string, text: string): Model {
    const path = `/${name.replace(/^\/+/, "")}`;
    // A library file of the same name (`tokens.rift`) stays apart: another authority.
    const uri = monaco.Uri.from({ scheme: "inmemory", authority: "playground", path });
    return monaco.editor.createModel(text, this.languageId, uri);
  }

  private subscribe(model: Model): { dispose(): void } {
    return model.onDidChangeContent(() => {
      for (const listener of this.mainListeners) listener();
    });
  }

  /** Shows the files in an editor; Monaco's "open" (go to definition) then switches tabs. */
  attach(editor: Editor): void {
    this.editor = editor;
    monaco.editor.registerEditorOpener({
      openCodeEditor: (_source, resource, selectionOrPosition) => {
        const model = this.models().find((m) => m.uri.toString() === resource.toString());
        if (!model) return false;
        this.open(model);
        if (selectionOrPosition && "startLineNumber" in selectionOrPosition) {
          editor.setSelection(selectionOrPosition);
          editor.revealRangeInCenter(selectionOrPosition);
        } else if (selectionOrPosition) {
          editor.setPosition(selectionOrPosition);
          editor.revealPositionInCenter(selectionOrPosition);
        }
        editor.focus();
        return true;
      },
    });
    this.renderTabs();
  }

  modelFor(name: string): Model | undefined {
    return name === this.current ? this.main : this.others.get(name);
  }

  /** The file name of a model of the unit. */
  nameOf(model: Model): string | undefined {
    if (model === this.mainModel) return this.file;
    return [...this.others].find(([, m]) => m === model)?.[0];
  }

  names(): string[] {
    return [this.file, ...this.others.keys()];
  }

  private models(): Model[] {
    return [this.mainModel, ...this.others.values()];
  }

  open(model: Model): void {
    const editor = this.editor;
    if (!editor) return;
    if (editor.getModel() !== model) editor.setModel(model);
    editor.updateOptions({ readOnly: model !== this.mainModel });
    this.renderTabs();
  }

  reveal(name: string, line: number, column: number): void {
    const model = this.modelFor(name);
    const editor = this.editor;
    if (!model || !editor) return;
    this.open(model);
    editor.setPosition({ lineNumber: line, column });
    editor.revealLineInCenter(line);
    editor.focus();
  }

  /** Keeps one read-only model per other file of the unit, with the text the compile saw. */
  sync(files: readonly SourceInput[]): void {
    const wanted = new Map(files.filter((f) => f.file !== this.file).map((f) => [f.file, f.text]));
    let changed = false;
    for (const [name, model] of this.others) {
      if (wanted.has(name)) continue;
      if (this.editor?.getModel() === model) this.open(this.mainModel);
      model.dispose();
      this.others.delete(name);
      changed = true;
    }
    for (const [name, text] of wanted) {
      const model = this.others.get(name);
      if (!model) {
        const uri = monaco.Uri.from({ scheme: "inmemory", authority: "unit", path: `/${name}` });
        this.others.set(name, monaco.editor.createModel(text, this.languageId, uri));
        changed = true;
      } else if (model.getValue() !== text) {
        model.setValue(text);
      }
    }
    if (changed) this.renderTabs();
  }

  renderTabs(): void {
    this.tabList.replaceChildren();
    this.overflowMenu.replaceChildren(el("option", { text: "", attributes: { value: "" } }));
    const current = this.editor?.getModel();
    let active: HTMLElement | undefined;
    for (const model of this.models()) {
      const name = this.nameOf(model) ?? "";
      const readOnly = model !== this.mainModel;
      const tab = el(
        "button",
        {
          className: `file-tab ${model === current ? "active" : ""}`,
          title: readOnly ? `${name} (read-only: part of this file's unit)` : name,
          attributes: { "data-testid": "file-tab" },
        },
        el("span", { className: "file-tab-name", text: name }),
        // A lock, as VS Code marks a read-only editor: the words took a third of a narrow row.
        readOnly
          ? el("span", {
              className: "codicon codicon-lock file-tab-lock",
              attributes: { role: "img", "aria-label": "read-only" },
            })
          : null,
      );
      tab.addEventListener("click", () => this.open(model));
      if (model === current) active = tab;
      this.tabList.append(tab);
      this.overflowMenu.append(
        el("option", {
          text: `${model === current ? "● " : ""}${name}${readOnly ? " · read-only" : ""}`,
          attributes: { value: name },
        }),
      );
    }
    // The file shown has its tab in view, wherever it is in the row (the row alone scrolls: the
    // element's scrollIntoView would move the page's panes too).
    // Measured in fractions of a pixel (offsetLeft is rounded, and left a tab a pixel short).
    if (active) {
      const list = this.tabList;
      const row = list.getBoundingClientRect();
      const box = active.getBoundingClientRect();
      if (box.left < row.left) list.scrollLeft -= Math.ceil(row.left - box.left);
      else if (box.right > row.right) list.scrollLeft += Math.ceil(box.right - row.right);
    }
    this.countHidden();
  }

  /** Shows the menu, with the count of tabs cut off, when the row cannot show every tab. */
  private countHidden(): void {
    const row = this.tabList.getBoundingClientRect();
    const tabs = [...this.tabList.children].map((tab) => tab.getBoundingClientRect());
    // Not laid out (the page is still being built): nothing can be said to be cut off yet.
    const hidden = row.width === 0 ? [] : hiddenTabs(tabs, row);
    this.overflowMenu.hidden = hidden.length === 0;
    const label = this.overflowMenu.options[0];
    if (label) label.text = overflowLabel(hidden.length);
  }
}
