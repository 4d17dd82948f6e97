/**
 * Monaco, reduced to what the playground uses: the bare editor API plus the features it turns on
 * (monaco-editor 0.57's tree-shakeable entry points), the editor worker, and TypeScript colouring
 * for the generated-code panel. Everything else stays out of the bundle.
 */
import EditorWorker from "monaco-editor/editor/editor.worker?worker";
import "monaco-editor/features/codicon/register";
import "monaco-editor/features/suggest/register";
// 0.57's `features/suggest/register` brings only inline suggestions; the suggest widget and its
// Ctrl+Space action live in the controller, which `editor.main` imports on its own.
import "monaco-editor/editor/contrib/suggest/browser/suggestController";
import "monaco-editor/features/hover/register";
// Quick fixes (Ctrl+. and the light bulb) for "did you mean" diagnostics.
import "monaco-editor/features/codeAction/register";
import "monaco-editor/features/format/register";
import "monaco-editor/features/gotoSymbol/register";
// Find all references (Shift+F12, shown in a peek view), rename (F2), the document's symbols
// (Ctrl+Shift+O) for card, token, scenario and deck names.
import "monaco-editor/features/referenceSearch/register";
import "monaco-editor/features/rename/register";
import "monaco-editor/features/documentSymbols/register";
import "monaco-editor/features/quickOutline/register";
import "monaco-editor/features/bracketMatching/register";
import "monaco-editor/features/comment/register";
import "monaco-editor/features/find/register";
import "monaco-editor/features/folding/register";
import "monaco-editor/features/gotoError/register";
import "monaco-editor/features/wordHighlighter/register";
import "monaco-editor/features/contextmenu/register";
import "monaco-editor/features/clipboard/register";
// The editing keys of VS Code a designer's fingers expect: Ctrl+Left/Right and Ctrl+Backspace by
// word, Alt+Up/Down to move a line and Shift+Alt+Down to copy it, Ctrl+Shift+K to delete it,
// Ctrl+D and Alt+Click for more cursors, Shift+Alt+Right to widen the selection, Ctrl+G to go to
// a line, F1 (and Ctrl+Shift+P, bound in main.ts) for every command by name.
import "monaco-editor/features/wordOperations/register";
import "monaco-editor/features/linesOperations/register";
import "monaco-editor/features/multicursor/register";
import "monaco-editor/features/smartSelect/register";
import "monaco-editor/features/gotoLine/register";
import "monaco-editor/features/quickCommand/register";
// The `placeholder` option: an empty file says how to start.
import "monaco-editor/features/placeholderText/register";
// Ctrl+M: Tab moves the focus out of the editor instead of indenting (without it the keyboard
// cannot leave the editor: a keyboard trap).
import "monaco-editor/editor/contrib/toggleTabFocusMode/browser/toggleTabFocusMode";
import "monaco-editor/languages/definitions/typescript/register";

self.MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export * as monaco from "monaco-editor/editor";
