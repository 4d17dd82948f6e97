/**
 * The playground page: the editor on the left, the card, board and generated TypeScript on the
 * right, the problems underneath. The language worker compiles the text as it is typed
 * (debounced); the newest compile is the one shown.
 */
import "./style.css";
import type { SourceInput } from "../../compiler/unit.js";
import { el } from "./dom.js";
import {
  type FeatureHost,
  nameAt,
  registerFormatter,
  registerLanguageFeatures,
  showDiagnostics,
  showScenarioFailures,
} from "./editor/language-features.js";
import { monaco } from "./editor/monaco.js";
import { LANGUAGE_ID, registerRiftscript, THEME } from "./editor/rift-language.js";
import { Breadcrumbs } from "./editor/breadcrumbs.js";
import { wrapMarkerPeek } from "./editor/marker-peek.js";
import { registerSymbolFeatures } from "./editor/symbol-features.js";
import { UnitFiles } from "./editor/unit-files.js";
import {
  browserStorage,
  readWordWrap,
  type WordWrap,
  wordWrapTitle,
  writeWordWrap,
} from "./editor/word-wrap.js";
import { EXAMPLES, exampleAt } from "./examples.js";
import { chooseCard, NO_CARD_MESSAGE } from "./language/card-choice.js";
import { lastFileLabel, readLastFile, writeLastFile } from "./language/last-file.js";
import type { SharedDocument } from "./language/share-link.js";
import type { CardView, CompileSummary } from "./language/language-service.js";
import type { ScenarioFailure } from "./language/scenario-failures.js";
import { type ScenarioRun, statusLine } from "./language/status-line.js";
import { BoardPanel } from "./panels/board-panel.js";
import { CardPanel } from "./panels/card-panel.js";
import { ProblemsPanel } from "./panels/problems-panel.js";
import { TypescriptPanel } from "./panels/typescript-panel.js";
import { ShareHash, writeDelay } from "./share-hash.js";
import welcome from "./welcome.rift";
import CompileWorker from "./worker/compile-worker.ts?worker";
import { LanguageClient } from "./worker/language-client.js";

const COMPILE_DELAY_MS = 250;
/** The welcome text's name in the editor (its path in the repository means nothing to a visitor). */
const WELCOME_FILE = "welcome.rift";
/** What an empty editor says: how a card starts, and where the help is. */
const EMPTY_FILE_HINT = [
  "An empty file. A card starts like this:",
  'card unit "Name" { cost 2 Fury … }',
  "Ctrl+Space offers what fits at the cursor; Examples… opens the project's cards and scenarios.",
].join("\n");

registerRiftscript();
wrapMarkerPeek();
const client = new LanguageClient(new CompileWorker());

// ------------------------------------------------------------------------------------ state

const files = new UnitFiles(LANGUAGE_ID, WELCOME_FILE);
let companions: SourceInput[] = [];
/** The file's text as it was opened: another text in the editor is the designer's work. */
let openedText = "";
let latest: CompileSummary | undefined;
/** The card the TypeScript panel last scrolled to: it follows the cursor from card to card only. */
let typescriptCard: string | undefined;
/** Cards of the latest compile rendered so far; emptied by every compile. */
let rendered = new Map<string, Promise<CardView | undefined>>();

function renderedCard(name: string): Promise<CardView | undefined> {
  let card = rendered.get(name);
  if (!card) {
    card = client.render(name);
    rendered.set(name, card);
  }
  return card;
}

const host: FeatureHost = {
  latest: () => latest,
  card: renderedCard,
  modelFor: (name) => files.modelFor(name),
  files: () => files.names(),
};

// ------------------------------------------------------------------------------------ layout

const app = document.getElementById("app")!;
const examples = el("select", {
  className: "examples",
  title: "Open an example from cards/ or test/rules/",
  attributes: { "data-testid": "examples" },
});
examples.append(el("option", { text: "Examples…", attributes: { value: "" } }));
for (const group of [...new Set(EXAMPLES.map((e) => e.group))]) {
  const optgroup = el("optgroup", { attributes: { label: group } });
  for (const example of EXAMPLES.filter((e) => e.group === group)) {
    optgroup.append(el("option", { text: example.file, attributes: { value: example.file } }));
  }
  examples.append(optgroup);
}
examples.append(el("option", { text: "Welcome", attributes: { value: "@welcome" } }));

const formatButton = el("button", {
  className: "tool-button",
  text: "Format",
  title: "Format document (Shift+Alt+F)",
  attributes: { "data-testid": "format" },
});
const wrapButton = el("button", {
  className: "tool-button toggle",
  text: "Wrap",
  attributes: { "data-testid": "word-wrap", "aria-pressed": "false" },
});
const shareButton = el("button", {
  className: "tool-button",
  text: "Share",
  title: "Copy a link that holds this file",
  attributes: { "data-testid": "share" },
});
const randomButton = el("button", {
  className: "tool-button",
  text: "Random game",
  title:
    "Plays a whole game with random choices, as rift play does: this file's decks (2, 3 or 4 of them), or the sample decks of cards/decks/",
  attributes: { "data-testid": "random-game" },
});
const status = el("span", { className: "status-text", attributes: { "data-testid": "status" } });
const toast = el("div", {
  className: "toast",
  attributes: { role: "status", "data-testid": "toast" },
});

const editorHost = el("div", { className: "editor-host" });
const problems = new ProblemsPanel(
  (place) => files.reveal(place.file, place.line, place.column),
  status,
);

const cardPanel = new CardPanel();
const board = new BoardPanel({
  play: (scenario) => client.play(scenario),
  reveal: (line) => files.reveal(files.file, line, 1),
  tableDecks: () => client.tableDecks(),
  randomGame: (seed, seats) => client.randomGame(seed, seats),
  games: (seed, count, seats, onProgress) => client.games(seed, count, seats, onProgress),
  stopGames: () => client.stopGames(),
  notify: (message) => showToast(message),
});
const typescriptPanel = new TypescriptPanel();

type SideTab = "card" | "board" | "typescript";
const sideTabs: Record<SideTab, { label: string; body: HTMLElement; button?: HTMLButtonElement }> =
  {
    card: { label: "Card", body: cardPanel.element },
    board: { label: "Board", body: board.element },
    typescript: { label: "TypeScript", body: typescriptPanel.element },
  };
let activeTab: SideTab = "card";
const sideTabStrip = el("nav", {
  className: "side-tabs",
  attributes: { role: "tablist", "aria-label": "Panels" },
});
const sideBodies = el("div", { className: "side-bodies" });
for (const [key, tab] of Object.entries(sideTabs) as [SideTab, (typeof sideTabs)[SideTab]][]) {
  const button = el("button", {
    className: "side-tab",
    text: tab.label,
    attributes: { "data-testid": `tab-${key}`, role: "tab", id: `tab-${key}` },
  });
  tab.body.setAttribute("role", "tabpanel");
  tab.body.setAttribute("aria-labelledby", `tab-${key}`);
  button.addEventListener("click", () => selectTab(key));
  tab.button = button;
  tab.body.classList.add("side-body");
  sideTabStrip.append(button);
  sideBodies.append(tab.body);
}

const splitter = el("div", { className: "splitter", title: "Drag to resize" });
const workbench = el(
  "main",
  { className: "workbench" },
  el("section", { className: "editor-pane" }, files.tabs, editorHost),
  splitter,
  el("section", { className: "side-pane" }, sideTabStrip, sideBodies),
);
app.append(
  el(
    "header",
    { className: "toolbar" },
    el(
      "span",
      { className: "brand" },
      el("span", { className: "brand-mark", text: "◆" }),
      "Riftscript",
    ),
    el("span", { className: "brand-sub", text: "playground" }),
    examples,
    formatButton,
    wrapButton,
    shareButton,
    randomButton,
  ),
  workbench,
  problems.element,
  toast,
);

const wrapStorage = browserStorage();
let wordWrap = readWordWrap(wrapStorage);

const editor = monaco.editor.create(editorHost, {
  model: files.mainModel,
  wordWrap,
  // A wrapped line continues indented under its own text, so it does not read as a new line.
  wrappingIndent: "indent",
  theme: THEME,
  automaticLayout: true,
  fontSize: 14,
  fontFamily:
    "ui-monospace, 'Cascadia Code', 'JetBrains Mono', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
  minimap: { enabled: false },
  scrollBeyondLastLine: false,
  renderWhitespace: "none",
  tabSize: 2,
  fixedOverflowWidgets: true,
  quickSuggestions: { other: true, comments: false, strings: true },
  // Suggestions open as a word is typed: a word typed out in full (`Fury`, `might`) matches one,
  // and Enter must then start the next line rather than accept the word that is already there.
  acceptSuggestionOnEnter: "smart",
  // Completion offers what the grammar accepts at the cursor, never the words of the open files
  // (Monaco's fallback when a provider has nothing, which offered `Asault` back as a word).
  wordBasedSuggestions: "off",
  // Tab indents in the editor; Ctrl+M makes it move the focus on, so the keyboard can leave.
  ariaLabel:
    "Riftscript file. Ctrl+M switches the Tab key between indenting and moving the focus out of the editor.",
  padding: { top: 8 },
  placeholder: EMPTY_FILE_HINT,
});
// VS Code's key for the command palette; Monaco binds only F1.
monaco.editor.addKeybindingRule({
  keybinding: monaco.KeyMod.CtrlCmd | monaco.KeyMod.Shift | monaco.KeyCode.KeyP,
  command: "editor.action.quickCommand",
});
// Format Document is Shift+Alt+F everywhere, as the Format button says: Monaco binds it to
// Ctrl+Shift+I on Linux, which the browser keeps for its developer tools.
monaco.editor.addKeybindingRule({
  keybinding: monaco.KeyMod.Shift | monaco.KeyMod.Alt | monaco.KeyCode.KeyF,
  command: "editor.action.formatDocument",
  when: "editorHasDocumentFormattingProvider && editorTextFocus && !editorReadonly",
});
files.attach(editor);
files.tabs.after(new Breadcrumbs(client, files, editor).element);

function setWordWrap(wrap: WordWrap, remember: boolean): void {
  wordWrap = wrap;
  editor.updateOptions({ wordWrap: wrap });
  wrapButton.setAttribute("aria-pressed", String(wrap === "on"));
  wrapButton.title = wordWrapTitle(wrap);
  if (remember) writeWordWrap(wrapStorage, wrap);
}
setWordWrap(wordWrap, false);
const toggleWordWrap = (): void => setWordWrap(wordWrap === "on" ? "off" : "on", true);
wrapButton.addEventListener("click", () => {
  toggleWordWrap();
  editor.focus();
});
editor.addAction({
  id: "riftscript.toggleWordWrap",
  // The context menu shows the shortcut beside the label by itself.
  label: "Toggle Word Wrap",
  keybindings: [monaco.KeyMod.Alt | monaco.KeyCode.KeyZ],
  contextMenuGroupId: "9_view",
  run: toggleWordWrap,
});

function selectTab(key: SideTab): void {
  activeTab = key;
  for (const [name, tab] of Object.entries(sideTabs) as [SideTab, (typeof sideTabs)[SideTab]][]) {
    tab.button?.classList.toggle("active", name === key);
    tab.button?.setAttribute("aria-selected", String(name === key));
    tab.body.hidden = name !== key;
  }
  // Not a compile of the file before the one just opened: the board waits for the new one's.
  if (key === "board" && latest && latest.file === files.file) {
    void board.setScenarios(latest.scenarios, false, declaredScenarios(latest));
  }
  if (key === "typescript" && latest) {
    // Opened again: scroll to the cursor's card, wherever the panel was left.
    typescriptCard = undefined;
    void showTypescript();
  }
}
selectTab("card");

// Splitter: drag to give the editor or the panels more room.
splitter.addEventListener("pointerdown", (down) => {
  splitter.setPointerCapture(down.pointerId);
  const move = (event: PointerEvent): void => {
    const bounds = workbench.getBoundingClientRect();
    const left = Math.min(Math.max(event.clientX - bounds.left, 280), bounds.width - 320);
    workbench.style.gridTemplateColumns = `${left}px 6px 1fr`;
  };
  const up = (): void => {
    splitter.removeEventListener("pointermove", move);
    splitter.removeEventListener("pointerup", up);
  };
  splitter.addEventListener("pointermove", move);
  splitter.addEventListener("pointerup", up);
});

// ------------------------------------------------------------------------------------ compile

let compileTimer: ReturnType<typeof setTimeout> | undefined;

function scheduleCompile(delay = COMPILE_DELAY_MS): void {
  clearTimeout(compileTimer);
  compileTimer = setTimeout(() => void compileNow(), delay);
}

/**
 * Counts edits of the text: a compile, and the scenario run after it, belong to the text of one
 * generation, and their results are shown only while the text is still that one.
 */
let generation = 0;
/** The latest compile's compile time, and its scenario failures once they have been run. */
let compiledIn = 0;
let failures: readonly ScenarioFailure[] = [];
/** Where the latest compile's scenario run is. */
let scenarioRun: ScenarioRun = { state: "none" };

async function compileNow(): Promise<void> {
  const compiling = generation;
  let compiled;
  try {
    compiled = await client.compile(files.file, files.mainModel.getValue(), companions);
  } catch (error) {
    status.textContent = `compile failed: ${error instanceof Error ? error.message : String(error)}`;
    return;
  }
  if (!compiled) return;
  const { output, milliseconds } = compiled;
  latest = output;
  compiledIn = milliseconds;
  rendered = new Map();
  files.sync(output.files);
  showDiagnostics(output.diagnostics, host, files.names());
  scenarioRun = { state: "none" };
  showFailures([]);
  if (activeTab === "typescript") void showTypescript();
  void updateCardPanel();
  void board.setScenarios(output.scenarios, activeTab === "board", declaredScenarios(output));
  void board.decksChanged();
  status.dataset["compiled"] = String(Date.now());
  if (compiling === generation) void testNow(compiling);
}

/**
 * Runs the file's scenarios after a compile, as `rift test` does (none when it has errors); a
 * failure becomes a marker on the failed step's line and a line in the problems list.
 */
async function testNow(compiling: number): Promise<void> {
  scenarioRun = { state: "running" };
  updateStatus();
  let report;
  try {
    report = await client.test();
  } catch (error) {
    if (compiling !== generation) return;
    scenarioRun = { state: "none" };
    updateStatus();
    showToast(
      `The scenarios could not be run: ${error instanceof Error ? error.message : String(error)}`,
    );
    return;
  }
  // Out of date: the text changed, or a newer compile started its own run.
  if (compiling !== generation || !report) return;
  scenarioRun = { state: "done", ran: report.ran, failed: report.failures.length };
  showFailures(report.failures);
  status.dataset["tested"] = String(Date.now());
}

function showFailures(shown: readonly ScenarioFailure[]): void {
  failures = shown;
  showScenarioFailures(shown, host, files.names());
  problems.show(latest?.diagnostics ?? [], shown);
  updateStatus();
}

function updateStatus(): void {
  const output = latest;
  if (!output) return;
  const declaredHere = output.cards.filter((card) => card.declaration?.file === files.file).length;
  const line = statusLine({
    definitions: declaredHere,
    // The token library is in every unit: only the designer's other files count as used.
    usedDefinitions: output.cards.filter((card) => !card.library).length - declaredHere,
    scenarios: output.scenarios.length,
    errors: output.diagnostics.filter((d) => d.severity === "error").length,
    run: scenarioRun,
    compiledInMs: compiledIn,
  });
  status.textContent = line.text;
  status.dataset["tone"] = line.tone;
  // A narrow toolbar cuts the status with an ellipsis; the tooltip shows it whole.
  status.title = line.text;
}

/** The scenarios written in the edited file, whether they compiled or not. */
function declaredScenarios(output: CompileSummary): number {
  return output.outline.declarations.filter(
    (d) => d.kind === "scenario" && d.range.file === files.file,
  ).length;
}

async function showTypescript(): Promise<void> {
  typescriptPanel.show(await client.typescript());
  followCardInTypescript();
}

/**
 * With the TypeScript panel shown, the cursor moved into another card (or the panel was opened):
 * scroll to that card's definition. Edits within a card, and the reader's own scrolling, keep
 * their place.
 */
function followCardInTypescript(): void {
  if (activeTab !== "typescript") return;
  const under = cardUnderCursor();
  if (!under || under.broken || under.name === typescriptCard) return;
  if (typescriptPanel.reveal(under.name)) typescriptCard = under.name;
}

/**
 * The card the cursor is on: a card's name anywhere, or inside a card's declaration. `broken` is
 * a card or token the cursor is inside of that did not compile (it has errors).
 */
function cardUnderCursor(): { name: string; broken: boolean } | undefined {
  const output = latest;
  const position = editor.getPosition();
  const model = editor.getModel();
  if (!output || !position || !model) return undefined;
  const named = nameAt(model, position);
  if (named && output.cards.some((card) => card.name === named.name)) {
    return { name: named.name, broken: false };
  }
  const name = files.nameOf(model);
  const offset = model.getOffsetAt(position);
  const inside = output.outline.declarations.find(
    (d) =>
      (d.kind === "card" || d.kind === "token") &&
      d.range.file === name &&
      d.extent.offset <= offset &&
      offset <= d.extent.endOffset,
  );
  if (!inside) return undefined;
  return { name: inside.name, broken: !output.cards.some((card) => card.name === inside.name) };
}

let cardRequest = 0;

async function updateCardPanel(): Promise<void> {
  const request = ++cardRequest;
  const output = latest;
  if (!output) return;
  const choice = chooseCard({
    under: cardUnderCursor(),
    cards: output.cards,
    declarations: output.outline.declarations,
    // The file the editor shows: an example's read-only file has cards of its own.
    file: files.nameOf(editor.getModel() ?? files.mainModel) ?? files.file,
  });
  if (choice.show === "broken") return cardPanel.showBroken(choice.name);
  if (choice.show === "message") return cardPanel.showMessage(choice.message);
  const card = await renderedCard(choice.name);
  // The cursor may have moved on while the worker rendered.
  if (request !== cardRequest) return;
  if (!card) cardPanel.showMessage(NO_CARD_MESSAGE);
  else cardPanel.show(card, choice.show === "first" ? choice.note : undefined);
}

files.onDidChangeMainContent(() => {
  // A failure's marker points at a step of the text it was run on: the new text has not run.
  generation++;
  scenarioRun = { state: "none" };
  if (failures.length > 0) showFailures([]);
  scheduleCompile();
  share.scheduleWrite(files.mainModel.getValueLength());
  clearTimeout(lastFileTimer);
  lastFileTimer = setTimeout(keepLastFile, writeDelay(files.mainModel.getValueLength()));
});
editor.onDidChangeCursorPosition(() => {
  void updateCardPanel();
  followCardInTypescript();
});
editor.onDidChangeModel(() => void updateCardPanel());

// ------------------------------------------------------------------------------------ examples

// ------------------------------------------------------------------------------------ last file

let lastFileTimer: ReturnType<typeof setTimeout> | undefined;
/** The last file kept when the page opened afresh, offered in the examples menu. */
let offeredLastFile: SharedDocument | undefined;

/** Keeps the edited file for a page opened afresh later (typing paused; an untouched file is not kept). */
function keepLastFile(): void {
  const text = files.mainModel.getValue();
  if (text !== openedText) writeLastFile(wrapStorage, { file: files.file, text });
}

/**
 * A page opened with no file in its address shows the welcome file; the file edited last, in this
 * browser, is offered at the top of the examples menu, and a toast says where.
 */
function offerLastFile(): void {
  const last = readLastFile(wrapStorage);
  if (!last || (last.file === WELCOME_FILE && last.text === welcome.source)) return;
  offeredLastFile = last;
  examples.firstElementChild?.after(
    el("option", {
      text: lastFileLabel(last),
      attributes: { value: "@last", "data-testid": "last-file" },
    }),
  );
  showToast(
    `Your last file, ${last.file}, is kept: open it from the Examples menu ("Your last file").`,
    8000,
  );
}

function openExample(path: string): void {
  const next = exampleDocument(path);
  if (!next) return;
  leaveDocument(next.document);
  setDocument(next.document.file, next.document.text, next.unit);
}

/** The file a menu item opens, and the other files of its unit. */
function exampleDocument(
  path: string,
): { document: SharedDocument; unit: SourceInput[] } | undefined {
  if (path === "@last") {
    const last = offeredLastFile;
    return last && { document: last, unit: exampleAt(last.file)?.companions() ?? [] };
  }
  if (path === "@welcome") {
    return { document: { file: WELCOME_FILE, text: welcome.source }, unit: [] };
  }
  const example = exampleAt(path);
  return (
    example && {
      document: { file: example.file, text: example.source },
      unit: example.companions(),
    }
  );
}

/**
 * `next` is about to replace the edited file: the file left stays one Back away (and storage keeps
 * it as the last file), and a toast says so.
 */
function leaveDocument(next: SharedDocument): void {
  const left = files.file;
  const text = files.mainModel.getValue();
  const wasEdited = text !== openedText;
  share.leave(wasEdited ? { file: left, text } : undefined, next);
  clearTimeout(lastFileTimer);
  if (wasEdited) writeLastFile(wrapStorage, { file: left, text });
  // Opening a file replaces the text in the editor: say where the work left is.
  if (wasEdited)
    showToast(
      `Your edits of ${left} are kept: the browser's Back button (Alt+Left) returns to them.`,
      6000,
    );
}

/**
 * Opens a text in the editor. `keepHash`: the address keeps its hash until the text is edited — a
 * shared link stays as it came, and a broken one stays to be looked at (or reloaded) instead of
 * being replaced by the welcome file's text.
 */
function setDocument(name: string, text: string, unit: SourceInput[], keepHash = false): void {
  companions = unit;
  files.setMain(name, text);
  openedText = text;
  // What the board shows (a game of the old file's decks, a run of its scenario) is the old file's.
  board.reset();
  cardPanel.forget();
  typescriptCard = undefined;
  if (keepHash) share.cancelWrite();
  editor.setPosition({ lineNumber: 1, column: 1 });
  files.renderTabs();
  scheduleCompile(0);
}

examples.addEventListener("change", () => {
  const path = examples.value;
  examples.value = "";
  if (path) openExample(path);
});

// ------------------------------------------------------------------------------------ share

let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** A short message at the bottom; one the visitor did not ask for stays longer, to be read. */
function showToast(message: string, milliseconds = 2500): void {
  toast.textContent = message;
  toast.classList.add("visible");
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toast.classList.remove("visible"), milliseconds);
}

const share = new ShareHash(
  () => ({ file: files.file, text: files.mainModel.getValue() }),
  // A link names its file; an example's name brings that example's other files with it.
  (shared) =>
    setDocument(shared.file, shared.text, exampleAt(shared.file)?.companions() ?? [], true),
  () =>
    showToast(
      "This link holds no readable Riftscript file: it may have been cut short when it was copied.",
      8000,
    ),
);

shareButton.addEventListener("click", async () => {
  const link = await share.write();
  try {
    await navigator.clipboard.writeText(link);
    showToast("Link copied: it holds this file's text.");
  } catch {
    showToast("The address bar holds the link to this file.");
  }
});

// ------------------------------------------------------------------------------------ random game

randomButton.addEventListener("click", async () => {
  selectTab("board");
  randomButton.disabled = true;
  try {
    await board.playGame();
  } finally {
    randomButton.disabled = false;
  }
});

// ------------------------------------------------------------------------------------ start

formatButton.addEventListener("click", () => {
  files.open(files.mainModel);
  // Back to the text once it is formatted, as the Wrap button does: the button was a detour.
  void editor
    .getAction("editor.action.formatDocument")
    ?.run()
    .then(() => editor.focus());
});
formatButton.disabled = true;
formatButton.title = "Format document: not available yet (the project's formatter is not built in)";

void client.ready.then((capabilities) => {
  if (!capabilities.format) return;
  registerFormatter(
    client,
    (model) => files.nameOf(model) ?? "",
    (message) => showToast(`Not formatted: ${message}.`),
  );
  formatButton.disabled = false;
  formatButton.title = "Format document (Shift+Alt+F)";
});

void (async () => {
  const linked = location.hash !== "" && location.hash !== "#";
  if (!(await share.restore())) {
    setDocument(WELCOME_FILE, welcome.source, [], true);
    // A link that could not be read has said so; its page offers nothing else over it.
    if (!linked) offerLastFile();
  }
  editor.focus();
})();

registerLanguageFeatures(client, host);
registerSymbolFeatures(client, files);
