/**
 * The generated TypeScript for the file, in a read-only editor with TypeScript colouring.
 */
import { monaco } from "../editor/monaco.js";
import { THEME } from "../editor/rift-language.js";
import { el } from "../dom.js";
import { definitionLine } from "../language/typescript-module.js";

export class TypescriptPanel {
  readonly element = el("div", {
    className: "typescript-panel",
    attributes: { "data-testid": "typescript" },
  });
  private readonly editor;
  private text = "";

  constructor() {
    this.editor = monaco.editor.create(this.element, {
      value: "",
      language: "typescript",
      theme: THEME,
      readOnly: true,
      domReadOnly: true,
      automaticLayout: true,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      fontSize: 12.5,
      lineNumbersMinChars: 3,
      renderLineHighlight: "none",
    });
  }

  show(text: string): void {
    if (text === this.text) return;
    this.text = text;
    // Keep the reader's place while the file is edited.
    const top = this.editor.getScrollTop();
    this.editor.setValue(text);
    this.editor.setScrollTop(top);
  }

  /**
   * Scrolls to the definition named `name`, at the panel's top; false when the text has none (the
   * reader's place is kept).
   */
  reveal(name: string): boolean {
    const line = definitionLine(this.text, name);
    if (line === undefined) return false;
    this.editor.setScrollTop(this.editor.getTopForLineNumber(line));
    return true;
  }

  value(): string {
    return this.text;
  }
}
