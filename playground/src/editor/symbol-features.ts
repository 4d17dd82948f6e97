/**
 * Find all references (Shift+F12), rename (F2), document symbols (Ctrl+Shift+O) and document
 * highlights for card, token, scenario and deck names. The worker answers each from a compile of
 * the editor's current text (`language/symbol-references.ts`), so a rename never edits a text it
 * was not planned on.
 */
import type { NameRange } from "../language/language-service.js";
import type { Occurrence, SymbolKind } from "../language/symbol-references.js";
import type { LanguageClient } from "../worker/language-client.js";
import type { SymbolRequest } from "../worker/protocol.js";
import { monaco } from "./monaco.js";
import { LANGUAGE_ID } from "./rift-language.js";

type Model = import("monaco-editor/editor").editor.ITextModel;
type Position = import("monaco-editor/editor").Position;

/** What the features read of the page (`UnitFiles`): the editor's file, and the unit's models. */
export interface SymbolHost {
  readonly mainModel: Model;
  /** The editor's file name. */
  readonly file: string;
  nameOf(model: Model): string | undefined;
  modelFor(file: string): Model | undefined;
}

export const SYMBOL_KINDS: Record<SymbolKind, number> = {
  // As completion shows them: a card is a class, a token a struct.
  card: monaco.languages.SymbolKind.Class,
  token: monaco.languages.SymbolKind.Struct,
  scenario: monaco.languages.SymbolKind.Event,
  deck: monaco.languages.SymbolKind.Package,
};

function toRange(range: NameRange): InstanceType<typeof monaco.Range> {
  return new monaco.Range(range.line, range.column, range.endLine, range.endColumn);
}

function contains(range: NameRange, position: Position): boolean {
  return toRange(range).containsPosition(position);
}

const SHIFT_F12 = monaco.KeyMod.Shift | monaco.KeyCode.F12;

/** The part of Monaco's message contribution used here (its id is Monaco's own). */
interface MessageController {
  showMessage(message: string, position: Position): void;
}

/**
 * Says why a rename was refused, where it was asked for. A refusal found while resolving the
 * name's place is shown so by Monaco itself, but one returned with the edits only reaches its
 * notification service, which the standalone editor does not show.
 */
function showMessage(model: Model, position: Position, message: string): void {
  const editor = monaco.editor.getEditors().find((e) => e.getModel() === model);
  const controller = editor?.getContribution<MessageController & monaco.editor.IEditorContribution>(
    "editor.contrib.messageController",
  );
  controller?.showMessage(message, position);
}

/** Asks the worker about the names of `model`, in the unit of the editor's current text. */
export function askSymbols<Q extends SymbolRequest["question"]>(
  client: LanguageClient,
  host: SymbolHost,
  model: Model,
  question: Q,
) {
  return client.symbols({
    mainFile: host.file,
    mainText: host.mainModel.getValue(),
    file: host.nameOf(model) ?? "",
    question,
  });
}

export function registerSymbolFeatures(client: LanguageClient, host: SymbolHost): void {
  // Monaco's Shift+F12 ("Go to References") leaves a declaration and one use as the use alone, and
  // a lone result is jumped to, not listed: on a token used once, or a card nothing uses yet, the
  // key seemed to do nothing. "Peek References" always lists every place, the declaration too.
  monaco.editor.addKeybindingRules([
    { keybinding: SHIFT_F12, command: "-editor.action.goToReferences" },
    {
      keybinding: SHIFT_F12,
      command: "editor.action.referenceSearch.trigger",
      when: "editorTextFocus",
    },
  ]);
  const ask = <Q extends SymbolRequest["question"]>(model: Model, question: Q) =>
    askSymbols(client, host, model, question);
  const at = (position: Position) => ({ line: position.lineNumber, column: position.column });

  monaco.languages.registerReferenceProvider(LANGUAGE_ID, {
    async provideReferences(model, position, context) {
      const { symbol } = await ask(model, { kind: "occurrences", ...at(position) });
      if (!symbol) return null;
      return symbol.occurrences.flatMap((occurrence) => {
        const target = host.modelFor(occurrence.range.file);
        if (!target || (occurrence.declaration && !context.includeDeclaration)) return [];
        return [{ uri: target.uri, range: toRange(occurrence.range) }];
      });
    },
  });

  monaco.languages.registerRenameProvider(LANGUAGE_ID, {
    async resolveRenameLocation(model, position) {
      const { symbol } = await ask(model, { kind: "occurrences", ...at(position) });
      const file = host.nameOf(model);
      const here = symbol?.occurrences.find(
        (o: Occurrence) => o.range.file === file && contains(o.range, position),
      );
      if (!symbol || !here) {
        return {
          range: new monaco.Range(
            position.lineNumber,
            position.column,
            position.lineNumber,
            position.column,
          ),
          text: "",
          rejectReason: "Only a card, token, scenario or deck name can be renamed.",
        };
      }
      // The name is what goes between the quotes: the input box shows it without them.
      const inner = here.quoted
        ? { column: here.range.column + 1, endColumn: here.range.endColumn - 1 }
        : {};
      const range = toRange({ ...here.range, ...inner });
      // Renaming to the same name is refused for the same reasons any rename would be.
      const { plan } = await ask(model, { kind: "rename", ...at(position), newName: symbol.name });
      return "refused" in plan
        ? { range, text: symbol.name, rejectReason: plan.refused }
        : { range, text: symbol.name };
    },
    async provideRenameEdits(model, position, newName) {
      const versionId = host.mainModel.getVersionId();
      const { plan } = await ask(model, { kind: "rename", ...at(position), newName });
      if ("refused" in plan) {
        showMessage(model, position, plan.refused);
        return { edits: [], rejectReason: plan.refused };
      }
      return {
        edits: plan.edits.map((edit) => ({
          resource: host.mainModel.uri,
          versionId,
          textEdit: { range: toRange(edit.range), text: edit.text },
        })),
      };
    },
  });

  monaco.languages.registerDocumentSymbolProvider(LANGUAGE_ID, {
    displayName: "Riftscript",
    async provideDocumentSymbols(model) {
      const { symbols } = await ask(model, { kind: "outline" });
      return symbols.map((symbol) => ({
        name: symbol.name,
        detail: symbol.detail,
        kind: SYMBOL_KINDS[symbol.kind],
        tags: [],
        range: toRange(symbol.extent),
        selectionRange: toRange(symbol.range),
      }));
    },
  });

  monaco.languages.registerDocumentHighlightProvider(LANGUAGE_ID, {
    async provideDocumentHighlights(model, position) {
      const { symbol } = await ask(model, { kind: "occurrences", ...at(position) });
      // No name here: null lets Monaco fall back to highlighting the word as text.
      if (!symbol) return null;
      const file = host.nameOf(model);
      return symbol.occurrences
        .filter((o) => o.range.file === file)
        .map((o) => ({
          range: toRange(o.range),
          kind: o.declaration
            ? monaco.languages.DocumentHighlightKind.Write
            : monaco.languages.DocumentHighlightKind.Read,
        }));
    },
  });
}
