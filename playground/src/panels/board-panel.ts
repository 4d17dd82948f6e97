/**
 * The board, in one of two modes chosen by the switch at its top, each with its own controls. The
 * scenarios mode runs a chosen scenario of the file and steps through it (reset, previous, next,
 * run to end). It shows each player's score, pool and zones, the battlefields with their
 * controller and units, the Chain with pending and finalized items, statuses, the event log so
 * far, and every step with its result — expectations passed or failed. The random games mode plays
 * as `rift play` does: the decks at the table (2, 3 or 4 seats), one game's final board and log, or
 * the summary of many games.
 */
import {
  BOARD_MODES,
  type BoardMode,
  BoardState,
  type GamesRunning,
  decksFromLabel,
  gamesHint,
  MODE_TEXT,
  modeLabel,
  scenarioHint,
} from "../board/board-state.js";
import type { RandomGameReport } from "../board/random-game.js";
import {
  type PlaybackStep,
  type ScenarioPlayback,
  VERDICT_TEXT,
  verdictAt,
} from "../board/scenario-playback.js";
import { clear, el } from "../dom.js";
import type { GamesReport, TableDecks } from "../worker/protocol.js";
import { drawFrame, drawGameLog, drawTable } from "./board-view.js";
import { drawGamesSummary } from "./games-summary-view.js";

/** Why a random game was drawn: by the rules (TR 505.6), or at one of the playout's limits. */
const DRAW_REASONS: Record<RandomGameReport["end"], string> = {
  victory: "",
  loop: "a loop of mandatory actions",
  turnLimit: "turn limit",
  actionLimit: "action limit",
};

export interface BoardActions {
  play(scenario: string): Promise<ScenarioPlayback>;
  /** Moves the editor's cursor to a line of the file. */
  reveal(line: number): void;
  tableDecks(): Promise<TableDecks>;
  randomGame(
    seed: number,
    seats: string[] | null,
  ): Promise<{ report: RandomGameReport; table: TableDecks }>;
  games(
    seed: number,
    count: number,
    seats: string[] | null,
    onProgress: (played: number, count: number) => void,
  ): Promise<GamesReport>;
  stopGames(): Promise<void>;
  /** Says something briefly (a failed random game). */
  notify(message: string): void;
}

const SEAT_NAMES = ["A", "B", "C", "D"] as const;
/** The seats a Duel needs; the others may stay empty. */
const REQUIRED_SEATS = 2;
/** As `rift play --games N` starts from seed 1 unless told otherwise. */
const FIRST_SUMMARY_SEED = 1;
const DEFAULT_GAMES = 100;
const MAX_GAMES = 10_000;

const STATUS_ICONS: Record<PlaybackStep["status"], string> = {
  passed: "✓",
  failed: "✗",
  skipped: "–",
};

export class BoardPanel {
  readonly element = el("div", {
    className: "board-panel",
    attributes: { "data-testid": "board" },
  });
  private readonly select = el("select", {
    className: "scenario-select",
    title: "Scenario to run",
    attributes: { "data-testid": "scenario-select" },
  });
  /** Where the shown scenario or game is (`step 2 / 6`, `seed 42`), in the shown mode's bar. */
  private readonly position = el("span", { className: "board-position" });
  private readonly verdict = el("span", { className: "board-verdict" });
  private readonly steps = el("ol", {
    className: "board-steps",
    attributes: { "data-testid": "board-steps" },
  });
  private readonly table = el("div", { className: "board-table" });
  private readonly message = el("p", { className: "hint" });
  private readonly buttons: Record<"reset" | "previous" | "next" | "end", HTMLButtonElement>;
  private readonly runButton: HTMLButtonElement;
  private readonly state = new BoardState();
  /** The mode switch's buttons, and the line under them that says what the shown mode does. */
  private readonly modeButtons: Record<BoardMode, HTMLButtonElement>;
  private readonly modeCaption = el("span", {
    className: "board-mode-caption",
    attributes: { "data-testid": "board-mode-caption" },
  });
  /** The decks a game can seat, once the worker said; the choice of deck at each seat. */
  private tableDecks: TableDecks | undefined;
  private seats: (string | null)[] = [];
  private gamesRunning: GamesRunning | undefined;
  private readonly scenarioBar = el("div", {
    className: "board-controls scenario-bar",
    attributes: { "data-testid": "scenario-controls" },
  });
  private readonly gameBar = el("div", {
    className: "board-controls game-bar",
    attributes: { "data-testid": "game-table" },
  });
  private readonly seatSelects = SEAT_NAMES.map((seat, i) => {
    const select = el("select", {
      className: "seat-select",
      title: `The deck player ${seat} plays`,
      attributes: { "data-testid": `seat-${seat}`, "aria-label": `Player ${seat}'s deck` },
    });
    select.addEventListener("change", () => {
      this.seats[i] = select.value === "" ? null : select.value;
      // Players are named by seat in order: D cannot sit with C empty.
      for (let k = REQUIRED_SEATS; k < this.seats.length; k++)
        if (this.seats[k - 1] === null) this.seats[k] = null;
      this.renderGameBar();
    });
    return select;
  });
  private readonly modeLabel = el("span", {
    className: "game-mode",
    attributes: { "data-testid": "game-mode" },
  });
  private readonly gamesCount = el("input", {
    className: "games-count",
    title: "How many games to play (seeds 1, 2, 3…, as rift play --games N)",
    attributes: {
      "data-testid": "games-count",
      type: "number",
      min: "1",
      max: String(MAX_GAMES),
      value: String(DEFAULT_GAMES),
      "aria-label": "Number of games",
    },
  });
  private readonly gamesProgress = el("span", {
    className: "games-progress",
    attributes: { "data-testid": "games-progress", role: "status" },
  });
  private readonly gamePlayButton: HTMLButtonElement;
  private readonly gamesButton: HTMLButtonElement;
  private readonly gamesStopButton: HTMLButtonElement;
  private scenarios: string[] = [];
  /** Scenarios the file declares, compiled or not: none compiled is not the same as none written. */
  private declared = 0;

  constructor(private readonly actions: BoardActions) {
    const button = (
      icon: string,
      label: string,
      title: string,
      id: string,
      onClick: () => void,
    ): HTMLButtonElement => {
      const b = el(
        "button",
        { className: "tool-button", title, attributes: { "data-testid": id } },
        // Monaco's icon font is bundled already; its glyphs render everywhere, unlike ⏮ and ⏭.
        el("span", { className: `codicon codicon-${icon}` }),
        label ? el("span", { text: label }) : null,
      );
      b.addEventListener("click", onClick);
      return b;
    };
    this.buttons = {
      reset: button("debug-restart", "", "Back to the setup", "board-reset", () => this.go(0)),
      previous: button(
        "chevron-left",
        "Back",
        "Previous: undo the last step",
        "board-previous",
        () => this.go(this.state.frame - 1),
      ),
      next: button("chevron-right", "Next", "Run the next step", "board-next", () =>
        this.go(this.state.frame + 1),
      ),
      end: button("run-all", "End", "Run to end: every remaining step", "board-end", () =>
        this.go(Number.POSITIVE_INFINITY),
      ),
    };
    const run = button(
      "play",
      "Run",
      "Run the chosen scenario from its setup",
      "board-run",
      () => void this.run(),
    );
    run.classList.add("primary");
    this.runButton = run;
    this.gamePlayButton = button(
      "play",
      "Play",
      "Play one game with a new random seed",
      "game-play",
      () => void this.playGame(),
    );
    this.gamePlayButton.classList.add("primary");
    this.gamesButton = button(
      "graph",
      "Play games",
      "Play this many games and summarize them, as rift play --games N",
      "games-run",
      () => void this.playGames(),
    );
    this.gamesStopButton = button(
      "debug-stop",
      "Stop",
      "Stop playing games",
      "games-stop",
      () => void this.actions.stopGames(),
    );
    this.gamesCount.addEventListener("input", () => this.renderGameBar());
    this.gameBar.append(
      ...this.seatSelects.map((select, i) =>
        el("label", { className: "seat" }, el("span", { text: SEAT_NAMES[i] ?? "" }), select),
      ),
      this.modeLabel,
      this.gamePlayButton,
      el("span", { className: "separator" }),
      // The count is the games button's: a narrow bar wraps them onto a row together.
      el(
        "span",
        { className: "control-group", attributes: { "data-testid": "games-controls" } },
        this.gamesCount,
        this.gamesButton,
        this.gamesStopButton,
      ),
      this.gamesProgress,
    );
    this.select.addEventListener("change", () => {
      this.select.title = this.select.value;
      void this.run();
    });
    this.scenarioBar.append(
      this.select,
      run,
      el("span", { className: "separator" }),
      this.buttons.reset,
      this.buttons.previous,
      this.buttons.next,
      this.buttons.end,
    );
    const modes = el("div", {
      className: "board-modes",
      attributes: { role: "tablist", "aria-label": "Board mode" },
    });
    const modeButtons = {} as Record<BoardMode, HTMLButtonElement>;
    for (const mode of BOARD_MODES) {
      const b = el("button", {
        className: "board-mode",
        text: MODE_TEXT[mode].label,
        attributes: { "data-testid": `board-mode-${mode}`, role: "tab" },
      });
      b.addEventListener("click", () => void this.showMode(mode));
      modeButtons[mode] = b;
      modes.append(b);
    }
    this.modeButtons = modeButtons;
    this.element.append(
      el(
        "div",
        { className: "board-header" },
        el("div", { className: "board-mode-row" }, modes, this.modeCaption),
        this.scenarioBar,
        this.gameBar,
      ),
      this.message,
      el(
        "div",
        { className: "board-body" },
        el("div", { className: "board-steps-column" }, this.steps),
        this.table,
      ),
    );
    this.render();
  }

  /**
   * The file's scenarios changed (after a compile). A shown scenario runs again, at the same step
   * (when the scenarios are shown; otherwise when they are shown next). `declared` counts the
   * scenarios written in the file, including those that did not compile.
   */
  async setScenarios(
    names: readonly string[],
    rerun: boolean,
    declared = names.length,
  ): Promise<void> {
    const same =
      names.length === this.scenarios.length && names.every((n, i) => n === this.scenarios[i]);
    const chosen = this.select.value;
    this.scenarios = [...names];
    this.declared = declared;
    this.state.awaitingCompile = false;
    if (!same) {
      clear(this.select);
      for (const name of names)
        this.select.append(el("option", { text: name, attributes: { value: name } }));
      if (names.includes(chosen)) this.select.value = chosen;
    }
    // A long name is cut by the select's width; the tooltip shows it whole.
    this.select.title = this.select.value || "Scenario to run";
    if (names.length === 0) {
      this.state.playback = undefined;
      this.render();
      return;
    }
    if (rerun && this.state.playback) {
      if (this.state.mode === "scenarios") await this.replay(this.state.frame);
      else this.state.playbackStale = true;
    }
    // Nothing to run again: the hint still has to follow the new list (errors fixed, say).
    else this.render();
  }

  /**
   * Another file is open: the board starts afresh with the scenarios, and the table seats the new
   * file's decks when it is shown. A run of games of the old file stops.
   */
  reset(): void {
    if (this.gamesRunning) void this.actions.stopGames();
    this.gamesRunning = undefined;
    this.state.newDocument();
    this.tableDecks = undefined;
    this.seats = [];
    this.render();
  }

  /** Shows a mode: the games mode asks which decks sit at the table, the scenarios catch up. */
  async showMode(mode: BoardMode): Promise<void> {
    if (this.state.mode === mode) return;
    this.state.mode = mode;
    this.render();
    if (mode === "games") {
      const ticket = this.state.ticket();
      if ((await this.refreshTable()) && this.state.isCurrent(ticket)) this.render();
    } else if (this.state.playbackStale && this.state.playback) {
      await this.replay(this.state.frame);
    }
  }

  /** The decks the table seats now: null (every deck, up to four) until the worker has said. */
  private seated(): string[] | null {
    if (!this.tableDecks) return null;
    return this.seats.filter((deck): deck is string => deck !== null);
  }

  /**
   * The decks a game can seat. A new list (another file, a deck renamed) seats every deck again,
   * up to four; the same list keeps the user's choice.
   */
  private setTable(table: TableDecks): void {
    const same =
      this.tableDecks !== undefined &&
      this.tableDecks.from === table.from &&
      this.tableDecks.decks.length === table.decks.length &&
      this.tableDecks.decks.every((deck, i) => deck === table.decks[i]);
    this.tableDecks = table;
    if (!same) this.seats = SEAT_NAMES.map((_, i) => table.decks[i] ?? null);
  }

  /** After a compile: the file's decks may have changed, and the table with them. */
  async decksChanged(): Promise<void> {
    if (this.state.mode !== "games") return;
    // The text changed: the next Play says again if the decks still cannot play.
    const hadError = this.state.gameError !== undefined;
    this.state.gameError = undefined;
    const ticket = this.state.ticket();
    if (!(await this.refreshTable()) || !this.state.isCurrent(ticket)) return;
    // A game or a summary shown stays as it is (its log keeps its scroll); the bar follows the decks.
    if (hadError || (!this.state.game && !this.state.summary)) this.render();
    else this.renderGameBar();
  }

  /** Asks the worker for the decks at the table; false when it could not say. */
  private async refreshTable(): Promise<boolean> {
    const ticket = this.state.ticket();
    try {
      const table = await this.actions.tableDecks();
      if (!this.state.isCurrent(ticket)) return false;
      this.setTable(table);
      return true;
    } catch {
      // The worker's message reaches the user through the next game they play.
      return false;
    }
  }

  /** A game or a run failed: said on the board, and the table still shows the decks to seat. */
  private async gameFailed(what: string, error: unknown): Promise<void> {
    this.state.gameError = `${what} failed: ${error instanceof Error ? error.message : String(error)}`;
    this.actions.notify(this.state.gameError);
    await this.refreshTable();
  }

  /** Plays one game with a new random seed at the table as it is seated, and shows it. */
  async playGame(): Promise<void> {
    this.state.mode = "games";
    // While games are played the table's Play is disabled; the toolbar's Random game, pressed
    // meanwhile, brings the table back with the run's count and Stop instead of queueing a game.
    if (this.gamesRunning) return this.render();
    this.render();
    const ticket = this.state.ticket();
    this.gamePlayButton.disabled = true;
    try {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0]! % 1_000_000;
      const { report, table } = await this.actions.randomGame(seed, this.seated());
      // Another file was opened meanwhile: the game is the old file's.
      if (!this.state.isCurrent(ticket)) return;
      this.setTable(table);
      this.state.game = { report, decksFrom: table.from };
      this.state.shown = "game";
      this.state.gameError = undefined;
    } catch (error) {
      if (!this.state.isCurrent(ticket)) return;
      await this.gameFailed("The random game", error);
    } finally {
      this.gamePlayButton.disabled = false;
    }
    this.render();
  }

  /** Plays the number of games asked for, in the worker, and shows their summary. */
  async playGames(): Promise<void> {
    const count = Math.floor(Number(this.gamesCount.value));
    if (!Number.isFinite(count) || count < 1 || count > MAX_GAMES) {
      this.actions.notify(`Play between 1 and ${MAX_GAMES} games.`);
      return;
    }
    const ticket = this.state.ticket();
    this.state.mode = "games";
    this.gamesRunning = { played: 0, count };
    this.render();
    try {
      const report = await this.actions.games(
        FIRST_SUMMARY_SEED,
        count,
        this.seated(),
        (played, total) => {
          if (!this.state.isCurrent(ticket)) return;
          this.gamesRunning = { played, count: total };
          this.renderGameBar();
        },
      );
      if (!this.state.isCurrent(ticket)) return;
      this.setTable(report.table);
      if (report.summary !== null) {
        this.state.summary = report;
        this.state.shown = "summary";
        this.state.gameError = undefined;
      }
    } catch (error) {
      if (!this.state.isCurrent(ticket)) return;
      await this.gameFailed("The games", error);
    } finally {
      // A reset stopped the old file's run and may have started a new one since: leave it be.
      if (this.state.isCurrent(ticket)) this.gamesRunning = undefined;
    }
    this.render();
  }

  /** Runs the chosen scenario from its setup, in the scenarios mode. */
  async run(frame = 0): Promise<void> {
    // Until the new file compiles, the list still names the old file's scenarios, and the worker
    // would run one of them on the new file's board.
    if (!this.select.value || this.state.awaitingCompile) return;
    // The run's count and Stop are in the other mode: a run nobody watches must not go on.
    if (this.gamesRunning) void this.actions.stopGames();
    this.state.mode = "scenarios";
    await this.replay(frame);
  }

  /** Runs the chosen scenario again and shows it at `frame` (or its last frame). */
  private async replay(frame: number): Promise<void> {
    const name = this.select.value;
    if (!name) return;
    const ticket = this.state.ticket();
    this.state.runError = undefined;
    this.state.playbackStale = false;
    try {
      const playback = await this.actions.play(name);
      if (!this.state.isCurrent(ticket)) return;
      this.state.playback = playback;
      this.state.frame = Math.min(frame, Math.max(0, playback.frames.length - 1));
    } catch (error) {
      if (!this.state.isCurrent(ticket)) return;
      this.state.playback = undefined;
      this.state.runError = error instanceof Error ? error.message : String(error);
    }
    this.render();
  }

  private go(frame: number): void {
    const playback = this.state.playback;
    if (!playback) return;
    this.state.frame = Math.max(0, Math.min(frame, playback.frames.length - 1));
    this.render();
  }

  private render(): void {
    const mode = this.state.mode;
    for (const m of BOARD_MODES) {
      const button = this.modeButtons[m];
      button.classList.toggle("active", m === mode);
      button.setAttribute("aria-selected", String(m === mode));
      button.textContent = modeLabel(m, m === mode ? undefined : this.gamesRunning);
    }
    this.modeCaption.textContent = MODE_TEXT[mode].caption;
    this.scenarioBar.hidden = mode !== "scenarios";
    // The place and the verdict belong to what the shown mode shows: they sit in its bar.
    const bar = mode === "scenarios" ? this.scenarioBar : this.gameBar;
    if (this.position.parentElement !== bar) bar.append(this.position, this.verdict);
    this.position.textContent = "";
    this.verdict.textContent = "";
    this.verdict.className = "board-verdict";
    this.verdict.title = "";
    this.message.textContent = "";
    clear(this.steps);
    clear(this.table);
    this.renderGameBar();
    this.renderScenarioBar();
    // A summary has no steps or facts beside it: it takes the panel's whole width.
    const summary = this.state.shownSummary();
    this.element.classList.toggle("summary-shown", summary !== undefined);
    if (mode === "games") this.renderGames();
    else this.renderScenario();
  }

  private renderScenarioBar(): void {
    const playback = this.state.playback;
    const frame = this.state.frame;
    const total = playback ? Math.max(0, playback.frames.length - 1) : 0;
    this.buttons.reset.disabled = !playback || frame === 0;
    this.buttons.previous.disabled = !playback || frame === 0;
    this.buttons.next.disabled = !playback || frame >= total;
    this.buttons.end.disabled = !playback || frame >= total;
    // With no scenario to choose, or the new file's not yet known, Run would do nothing: say so
    // by its look.
    this.runButton.disabled = this.scenarios.length === 0 || this.state.awaitingCompile;
  }

  private renderGames(): void {
    const summary = this.state.shownSummary();
    const game = this.state.game;
    if (summary) this.renderSummary(summary);
    else if (game) this.renderGame(game.report, game.decksFrom);
    else if (!this.state.gameError && !this.gamesRunning) {
      // Nothing played at this file's table yet: say what the mode does, where the board would be.
      this.table.append(
        el("p", {
          className: "board-empty",
          text: gamesHint(this.tableDecks?.from),
          attributes: { "data-testid": "games-empty" },
        }),
      );
    }
    if (this.state.gameError) this.message.textContent = this.state.gameError;
  }

  private renderScenario(): void {
    const playback = this.state.playback;
    if (!playback) {
      this.message.textContent = scenarioHint({
        scenarios: this.scenarios.length,
        declared: this.declared,
        runError: this.state.runError,
        awaitingCompile: this.state.awaitingCompile,
      });
      return;
    }
    const frameIndex = this.state.frame;
    const total = Math.max(0, playback.frames.length - 1);
    this.message.textContent = playback.setupError
      ? `The setup failed: ${playback.setupError}`
      : "";
    this.position.textContent = `step ${frameIndex} / ${total}`;
    const verdict = verdictAt(playback, frameIndex);
    this.verdict.textContent = VERDICT_TEXT[verdict];
    this.verdict.className = `board-verdict ${verdict}`;
    this.verdict.title =
      verdict === "ready" ? "The board shows the setup: press Next or End to run the steps" : "";
    this.verdict.setAttribute("data-testid", "board-verdict");

    playback.steps.forEach((step, index) => {
      const state = index < frameIndex ? step.status : "pending";
      const item = el(
        "li",
        {
          className: `board-step ${state} ${step.kind} ${index === frameIndex - 1 ? "current" : ""}`,
          title: step.message,
          attributes: { "data-testid": "board-step", "data-status": state },
        },
        el("span", {
          className: "step-icon",
          text: state === "pending" ? "·" : STATUS_ICONS[step.status],
        }),
        el("span", { className: "step-text", text: step.text }),
        index < frameIndex && (step.kind !== "action" || step.status !== "passed")
          ? el("span", { className: "step-message", text: step.summary })
          : null,
      );
      if (step.line !== null) {
        const line = step.line;
        item.addEventListener("click", () => this.actions.reveal(line));
      }
      this.steps.append(item);
    });
    const frame = playback.frames[frameIndex];
    if (!frame) return;
    this.table.append(...drawFrame(frame, playback.log.slice(0, frame.logLength)));
  }

  private renderGameBar(): void {
    this.gameBar.hidden = this.state.mode !== "games";
    const table = this.tableDecks;
    const decks = table?.decks ?? [];
    this.seatSelects.forEach((select, i) => {
      clear(select);
      if (i >= REQUIRED_SEATS)
        select.append(el("option", { text: "—", attributes: { value: "" } }));
      for (const deck of decks)
        select.append(el("option", { text: deck, attributes: { value: deck } }));
      select.value = this.seats[i] ?? "";
      select.disabled = !table || (i > REQUIRED_SEATS && this.seats[i - 1] === null);
      select.title = select.value || `Player ${SEAT_NAMES[i] ?? ""}'s seat is empty`;
    });
    const players = this.seats.filter((deck) => deck !== null).length;
    const mode = table?.modes.find((m) => m.players === players);
    this.modeLabel.textContent = !table
      ? ""
      : mode
        ? `${mode.title}${table.from === "samples" ? " · sample decks" : ""}`
        : "seat 2, 3 or 4 decks";
    const running = this.gamesRunning;
    this.gamePlayButton.disabled = (table !== undefined && !mode) || running !== undefined;
    this.gamesButton.disabled = (table !== undefined && !mode) || running !== undefined;
    this.gamesCount.disabled = running !== undefined;
    this.gamesStopButton.hidden = running === undefined;
    const wanted = Math.floor(Number(this.gamesCount.value));
    const label = this.gamesButton.lastElementChild;
    if (label) label.textContent = `Play ${wanted >= 1 ? wanted : "N"} games`;
    this.gamesProgress.textContent = running ? `${running.played} / ${running.count} games` : "";
    // The switch says how far a run is while the scenarios are shown.
    if (this.state.mode !== "games")
      this.modeButtons.games.textContent = modeLabel("games", running);
  }

  private renderSummary(
    report: GamesReport & { summary: NonNullable<GamesReport["summary"]> },
  ): void {
    this.verdict.textContent = `${report.summary.games} games`;
    this.verdict.className = "board-verdict passed";
    this.table.append(drawGamesSummary(report));
  }

  private renderGame(report: RandomGameReport, decksFrom: TableDecks["from"]): void {
    this.position.textContent = `seed ${report.seed}`;
    this.verdict.textContent =
      report.winner !== null ? `${report.winner} wins` : `draw (${DRAW_REASONS[report.end]})`;
    this.verdict.className = "board-verdict passed";
    const players = report.frame.players.map((player) => player.id);
    const mode = this.tableDecks?.modes.find((m) => m.players === players.length);
    const facts: [string, string][] = [
      ["Mode", mode?.title ?? report.mode],
      ["Decks", report.decks.map((deck, i) => `${players[i] ?? "?"}: ${deck}`).join(", ")],
      ["From", decksFromLabel(decksFrom)],
      ["Result", report.winner !== null ? `${report.winner} wins` : "a draw"],
      ["Turns", String(report.turns)],
      ["Actions", String(report.actions)],
      ["Score", players.map((p) => `${p} ${report.scores[p]}`).join(" – ")],
      ["Cards played", players.map((p) => `${p} ${report.cardsPlayed[p] ?? 0}`).join(", ")],
    ];
    this.steps.append(
      ...facts.map(([label, value]) =>
        el(
          "li",
          { className: "board-step passed game-fact", attributes: { "data-testid": "game-fact" } },
          el("span", { className: "step-icon", text: "·" }),
          el("span", { className: "step-text", text: `${label}: ${value}` }),
        ),
      ),
    );
    this.table.append(...drawTable(report.frame), drawGameLog(report.log));
  }
}
