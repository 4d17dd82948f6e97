/**
 * F8's problem peek wraps a long message. Monaco's peek lays each line of a message on one row,
 * sizes itself by the count of those lines and scrolls sideways: a compiler message of three
 * hundred characters showed its first eighty and a scrollbar. Here the message wraps at the peek's
 * width (style.css), and the peek is as tall as the rows the wrapped message takes
 * (`wrappedRows`), up to Monaco's own limit, past which it scrolls down.
 *
 * Monaco has no option for this; its widget class is patched once, and only where the peek
 * computes its height and follows the editor's width (monaco-editor 0.57's `gotoErrorWidget`).
 */
import { MarkerNavigationWidget } from "monaco-editor/editor/contrib/gotoError/browser/gotoErrorWidget";
import { wrappedRows } from "../language/wrapped-rows.js";
import { monaco } from "./monaco.js";

/** The paddings of the message (Monaco's CSS: 20 px left, 12 px right) and its 6 px scrollbar. */
const MESSAGE_INSET_PX = 20 + 12 + 6;

/** What the patch reads of Monaco's widget; none of it is public API. */
interface MessageInternals {
  _lines: number;
  _messageBlock: HTMLElement;
  _relatedBlock: HTMLElement;
  _scrollable: {
    setScrollDimensions(dimensions: { scrollWidth?: number; scrollHeight?: number }): void;
  };
}

interface WidgetInternals {
  editor: monaco.editor.ICodeEditor;
  _message: MessageInternals | undefined;
  computeRequiredHeight(): number;
  _onWidth(width: number): void;
  _relayout(): void;
}

let installed = false;

export function wrapMarkerPeek(): void {
  if (installed) return;
  installed = true;
  const prototype = MarkerNavigationWidget.prototype as unknown as WidgetInternals;
  const computeRequiredHeight = prototype.computeRequiredHeight;
  prototype.computeRequiredHeight = function (this: WidgetInternals): number {
    rewrap(this);
    return computeRequiredHeight.call(this);
  };
  const onWidth = prototype._onWidth;
  prototype._onWidth = function (this: WidgetInternals, width: number): void {
    onWidth.call(this, width);
    const before = this._message?._lines;
    rewrap(this);
    if (this._message?._lines !== before) this._relayout();
  };
}

/** Counts the rows of the wrapped message, where Monaco counted its lines. */
function rewrap(widget: WidgetInternals): void {
  const message = widget._message;
  if (!message) return;
  const layout = widget.editor.getLayoutInfo();
  const font = widget.editor.getOption(monaco.editor.EditorOption.fontInfo);
  const lineHeight = widget.editor.getOption(monaco.editor.EditorOption.lineHeight);
  const width = layout.width - layout.minimap.minimapWidth - layout.verticalScrollbarWidth;
  const columns = Math.floor((width - MESSAGE_INSET_PX) / font.typicalHalfwidthCharacterWidth);
  let rows = 0;
  for (const line of message._messageBlock.children)
    rows += wrappedRows(line.textContent ?? "", columns);
  // Related information (none of the playground's markers has any): a spacer and a row each.
  const related = message._relatedBlock.firstElementChild;
  if (related) rows += 1 + related.children.length;
  message._lines = rows;
  message._scrollable.setScrollDimensions({ scrollWidth: width, scrollHeight: rows * lineHeight });
}
