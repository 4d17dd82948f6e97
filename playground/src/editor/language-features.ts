/**
 * The editor's language features: diagnostics as markers, completion (answered by the worker),
 * hover (a keyword's reminder text, a card's rendered text), go to definition for card and token
 * names and for the file a `use` names, and format document with the project's formatter.
 */
import type { Diagnostic } from "../../../grammar/index.js";
import { KEYWORDS } from "../../../grammar/tokens.js";
import { bindingAt, bindingHover } from "../language/bindings.js";
import { type CompletionKind, inComment } from "../language/completion.js";
import { KeywordIndex } from "../language/keyword-hover.js";
import { costInsertion, needsCost, suggestedReplacement } from "../language/quick-fix.js";
import { failureText, type ScenarioFailure } from "../language/scenario-failures.js";
import { tagHover } from "../language/tag-hover.js";
import { filesUsed, resolveUsePath, usePathAt } from "../language/use-path.js";
import { wordHoverLines, wordUseAt } from "../language/word-use.js";
import type { CardView, CompileSummary } from "../language/language-service.js";
import type { LanguageClient } from "../worker/language-client.js";
import { monaco } from "./monaco.js";
import { LANGUAGE_ID } from "./rift-language.js";

type Model = import("monaco-editor/editor").editor.ITextModel;
type Position = import("monaco-editor/editor").Position;

/** What the features read: the latest compile, its rendered cards, the models of the unit's files. */
export interface FeatureHost {
  latest(): CompileSummary | undefined;
  /** A card of the latest compile, rendered (the worker renders on request). */
  card(name: string): Promise<CardView | undefined>;
  modelFor(file: string): Model | undefined;
  /** The names of the unit's files, the edited one first. */
  files(): string[];
}

const keywordIndex = new KeywordIndex(KEYWORDS);

const SEVERITY = {
  error: monaco.MarkerSeverity.Error,
  warning: monaco.MarkerSeverity.Warning,
} as const;

export const MARKER_OWNER = "riftscript";

/** Replaces the markers of every model of the unit with the compile's diagnostics. */
export function showDiagnostics(
  diagnostics: readonly Diagnostic[],
  host: FeatureHost,
  files: readonly string[],
): void {
  const byFile = new Map<string, Diagnostic[]>(files.map((file) => [file, []]));
  for (const diagnostic of diagnostics) byFile.get(diagnostic.file)?.push(diagnostic);
  for (const [file, list] of byFile) {
    const model = host.modelFor(file);
    if (!model) continue;
    monaco.editor.setModelMarkers(
      model,
      MARKER_OWNER,
      list.map((d) => {
        // A diagnostic at one point (the end of the file) still needs a visible squiggle.
        const empty = d.endLine === d.line && d.endColumn <= d.column;
        return {
          severity: SEVERITY[d.severity],
          message: d.message,
          code: d.code,
          source: "riftscript",
          startLineNumber: d.line,
          startColumn: d.column,
          endLineNumber: d.endLine,
          endColumn: empty ? d.column + 1 : d.endColumn,
          relatedInformation: (d.related ?? []).flatMap((related) => {
            const relatedModel = host.modelFor(related.file);
            return relatedModel
              ? [
                  {
                    resource: relatedModel.uri,
                    message: related.message,
                    startLineNumber: related.line,
                    startColumn: related.column,
                    endLineNumber: related.line,
                    endColumn: related.column + 1,
                  },
                ]
              : [];
          }),
        };
      }),
    );
  }
}

/**
 * The failed scenarios' markers have an owner of their own: they come from a run after the compile
 * and go when the text changes, while the compile's markers stay until the next compile.
 */
export const SCENARIO_MARKER_OWNER = "riftscript-scenarios";

/** Replaces the scenario markers of every model of the unit (none clears them). */
export function showScenarioFailures(
  failures: readonly ScenarioFailure[],
  host: FeatureHost,
  files: readonly string[],
): void {
  for (const file of files) {
    const model = host.modelFor(file);
    if (!model) continue;
    monaco.editor.setModelMarkers(
      model,
      SCENARIO_MARKER_OWNER,
      failures
        .filter((failure) => failure.range.file === file)
        .map((failure) => ({
          // An error, as `rift test` counts it (see `scenario-failures.ts`).
          severity: monaco.MarkerSeverity.Error,
          message: failureText(failure, true),
          // Not "riftscript": the quick fixes read only the compiler's messages.
          source: "riftscript scenario",
          startLineNumber: failure.range.line,
          startColumn: failure.range.column,
          endLineNumber: failure.range.endLine,
          endColumn: failure.range.endColumn,
        })),
    );
  }
}

const COMPLETION_KINDS: Record<CompletionKind, number> = {
  keyword: monaco.languages.CompletionItemKind.Keyword,
  card: monaco.languages.CompletionItemKind.Class,
  token: monaco.languages.CompletionItemKind.Struct,
  tag: monaco.languages.CompletionItemKind.EnumMember,
  bound: monaco.languages.CompletionItemKind.Variable,
  player: monaco.languages.CompletionItemKind.User,
};

/** The quoted name (`"Muster Captain"`) or bare word at a position, with its column span. */
export function nameAt(
  model: Model,
  position: Position,
): { name: string; start: number; end: number; quoted: boolean } | undefined {
  const line = model.getLineContent(position.lineNumber);
  for (const match of line.matchAll(/"((?:[^"\\]|\\.)*)"?/g)) {
    const start = match.index + 1;
    const end = start + match[0].length;
    if (position.column >= start && position.column <= end) {
      return { name: match[1]!.replace(/\\(["\\])/g, "$1"), start, end, quoted: true };
    }
  }
  const word = model.getWordAtPosition(position);
  return word
    ? { name: word.word, start: word.startColumn, end: word.endColumn, quoted: false }
    : undefined;
}

/** A fenced block: text inside it is shown as written, whatever it holds. */
export function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = "`".repeat(longest + 1);
  return `${fence}text\n${text}\n${fence}`;
}

export function registerLanguageFeatures(client: LanguageClient, host: FeatureHost): void {
  monaco.languages.registerCompletionItemProvider(LANGUAGE_ID, {
    triggerCharacters: ['"'],
    async provideCompletionItems(model, position) {
      const offset = model.getOffsetAt(position);
      const entries = await client.complete(model.getValue(), offset);
      const suggestions = entries.map((entry, index) => {
        const start = model.getPositionAt(entry.startOffset);
        const end = model.getPositionAt(entry.endOffset);
        return {
          label: entry.label,
          kind: COMPLETION_KINDS[entry.kind],
          insertText: entry.insertText,
          ...(entry.snippet
            ? { insertTextRules: monaco.languages.CompletionItemInsertTextRule.InsertAsSnippet }
            : {}),
          detail: entry.detail,
          // Keywords first, in the grammar's order (it lists what starts a card body — `cost`,
          // `might`, `tags` — before the rest, and instructions before references), then names
          // alphabetically. A scenario's players come first, in turn order.
          sortText:
            entry.kind === "player"
              ? `0!${entry.label}`
              : entry.kind === "keyword"
                ? `0${String(index).padStart(5, "0")}`
                : `1${entry.label.toLowerCase()}`,
          range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
        };
      });
      return { suggestions };
    },
  });

  monaco.languages.registerHoverProvider(LANGUAGE_ID, {
    async provideHover(model, position) {
      const found = nameAt(model, position);
      if (!found) return null;
      // A word in a comment is prose, not the keyword or name it spells.
      const offset = model.getOffsetAt(position);
      if (inComment(model.getValue(), offset)) return null;
      const range = new monaco.Range(
        position.lineNumber,
        found.start,
        position.lineNumber,
        found.end,
      );
      const latest = host.latest();
      const tag = latest ? tagHover(found.name, latest.outline) : undefined;
      const compiled = latest?.cards.some((card) => card.name === found.name);
      const card = compiled ? await host.card(found.name) : undefined;
      if (card) {
        // A token named like its tag (`Recruit`): the card first, then what the tag is.
        const contents = [{ value: fenced(card.text) }];
        if (tag) contents.push(...tag.map((value) => ({ value })));
        return { range, contents };
      }
      const binding = found.quoted ? undefined : bindingAt(model.getValue(), offset);
      if (binding) return { range, contents: bindingHover(binding).map((value) => ({ value })) };
      // A quoted name is a name, never a keyword: `tags "Order"` is a tag.
      const keyword = found.quoted ? undefined : keywordIndex.hover(found.name);
      // What the word does where it is written (`kill` as an instruction or as an event); a tag or
      // another bare word has a use only where it is a scenario's player (`B`).
      const use = found.quoted
        ? undefined
        : wordUseAt(model.getValue(), model.getOffsetAt({ ...position, column: found.start }));
      const wordLines = wordHoverLines(
        // The word as written (`tags`, `Deflect`): the first spelling (`tag`) would not match it.
        found.name,
        keyword || use?.rules.at(-1) === "scenarioPlayer" ? use : undefined,
        keyword,
      );
      if (wordLines) return { range, contents: wordLines.map((value) => ({ value })) };
      return tag ? { range, contents: tag.map((value) => ({ value })) } : null;
    },
  });

  monaco.languages.registerCodeActionProvider(LANGUAGE_ID, {
    provideCodeActions(model, _range, context) {
      const actions = context.markers.flatMap((marker): monaco.languages.CodeAction[] => {
        if (marker.source !== "riftscript") return [];
        const range = new monaco.Range(
          marker.startLineNumber,
          marker.startColumn,
          marker.endLineNumber,
          marker.endColumn,
        );
        const fix = (
          title: string,
          at: monaco.IRange,
          text: string,
        ): monaco.languages.CodeAction => ({
          title,
          kind: "quickfix",
          diagnostics: [marker],
          isPreferred: true,
          edit: {
            edits: [
              {
                resource: model.uri,
                versionId: model.getVersionId(),
                textEdit: { range: at, text },
              },
            ],
          },
        });
        const code = typeof marker.code === "string" ? marker.code : marker.code?.value;
        if (needsCost(code, marker.message)) {
          // The card's name is the marker's range: the cost goes into the body after it.
          const insertion = costInsertion(
            model.getValue(),
            model.getOffsetAt(range.getEndPosition()),
          );
          if (!insertion) return [];
          const at = monaco.Range.fromPositions(model.getPositionAt(insertion.offset));
          return [fix("Add a cost", at, insertion.text)];
        }
        const text = suggestedReplacement(marker.message, model.getValueInRange(range));
        return text === undefined ? [] : [fix(`Change to ${text}`, range, text)];
      });
      return { actions, dispose: () => undefined };
    },
  });

  monaco.languages.registerDefinitionProvider(LANGUAGE_ID, {
    provideDefinition(model, position) {
      const used = usePathAt(model.getLineContent(position.lineNumber), position.column);
      if (used !== undefined) {
        // A model's path is its file's name (unit-files.ts): the name `use` is resolved from.
        const target = resolveUsePath(model.uri.path.replace(/^\/+/, ""), used);
        return filesUsed(target, host.files()).flatMap((file) => {
          const opened = host.modelFor(file);
          return opened ? [{ uri: opened.uri, range: new monaco.Range(1, 1, 1, 1) }] : [];
        });
      }
      const found = nameAt(model, position);
      if (!found) return null;
      const binding = found.quoted
        ? undefined
        : bindingAt(model.getValue(), model.getOffsetAt(position));
      if (binding) {
        return {
          uri: model.uri,
          range: new monaco.Range(binding.line, binding.column, binding.line, binding.endColumn),
        };
      }
      const latest = host.latest();
      const declaration =
        latest?.cards.find((card) => card.name === found.name)?.declaration ??
        latest?.outline.declarations.find((d) => d.name === found.name)?.range;
      if (!declaration) return null;
      const target = host.modelFor(declaration.file);
      if (!target) return null;
      return {
        uri: target.uri,
        range: new monaco.Range(
          declaration.line,
          declaration.column,
          declaration.endLine,
          declaration.endColumn,
        ),
      };
    },
  });
}

export function registerFormatter(
  client: LanguageClient,
  fileOf: (model: Model) => string,
  onError: (message: string) => void,
): void {
  monaco.languages.registerDocumentFormattingEditProvider(LANGUAGE_ID, {
    async provideDocumentFormattingEdits(model) {
      try {
        const text = await client.format(fileOf(model), model.getValue());
        return text === model.getValue() ? [] : [{ range: model.getFullModelRange(), text }];
      } catch (error) {
        onError(error instanceof Error ? error.message : String(error));
        return [];
      }
    },
  });
}
