/**
 * The generated TypeScript for the file, in a read-only editor with TypeScript colouring.
 */
import { monaco } from "../editor/monaco.js";
import { THEME } from "../editor/rift-language.js";
import { el } from "../dom.js";

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

  value(): string {
    return this.text;
  }
}
