/**
 * The board: runs a chosen scenario of the file and steps through it (reset, previous, next, run
 * to end). Shows each player's score, pool and zones, the battlefields with their controller and
 * units, the Chain with pending and finalized items, statuses, the event log so far, and every
 * step with its result — expectations passed or failed.
 */
import type { RandomGameReport } from "../board/random-game.js";
import {
  type PlaybackStep,
  type ScenarioPlayback,
  VERDICT_TEXT,
  verdictAt,
} from "../board/scenario-playback.js";
import { clear, el } from "../dom.js";
import { drawFrame } from "./board-view.js";

export interface BoardActions {
  play(scenario: string): Promise<ScenarioPlayback>;
  /** Moves the editor's cursor to a line of the file. */
  reveal(line: number): void;
}

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
  private playback: ScenarioPlayback | undefined;
  /** A random game shown instead of a scenario. */
  private game: { report: RandomGameReport; decksFrom: "file" | "samples" } | undefined;
  /** Index into `playback.frames`: 0 is the setup. */
  private frame = 0;
  private scenarios: string[] = [];
  /** Why the last run could not play (the worker's error), shown until the next run. */
  private runError: string | undefined;
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
        () => this.go(this.frame - 1),
      ),
      next: button("chevron-right", "Next", "Run the next step", "board-next", () =>
        this.go(this.frame + 1),
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
    this.select.addEventListener("change", () => {
      this.select.title = this.select.value;
      void this.run();
    });
    this.element.append(
      el(
        "div",
        { className: "board-controls" },
        this.select,
        run,
        el("span", { className: "separator" }),
        this.buttons.reset,
        this.buttons.previous,
        this.buttons.next,
        this.buttons.end,
        this.position,
        this.verdict,
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
   * The file's scenarios changed (after a compile). A shown scenario runs again, at the same step.
   * `declared` counts the scenarios written in the file, including those that did not compile.
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
    if (!same) {
      clear(this.select);
      for (const name of names)
        this.select.append(el("option", { text: name, attributes: { value: name } }));
      if (names.includes(chosen)) this.select.value = chosen;
    }
    // A long name is cut by the select's width; the tooltip shows it whole.
    this.select.title = this.select.value || "Scenario to run";
    if (names.length === 0) {
      this.playback = undefined;
      this.render();
      return;
    }
    if (rerun && this.playback) await this.run(this.frame);
    // Nothing to run again: the hint still has to follow the new list (errors fixed, say).
    else this.render();
  }

  /** Shows a finished random game: its result, the final board and the whole log. */
  showGame(report: RandomGameReport, decksFrom: "file" | "samples"): void {
    this.game = { report, decksFrom };
    this.playback = undefined;
    this.render();
  }

  async run(frame = 0): Promise<void> {
    const name = this.select.value;
    if (!name) return;
    this.game = undefined;
    this.runError = undefined;
    try {
      this.playback = await this.actions.play(name);
      this.frame = Math.min(frame, Math.max(0, this.playback.frames.length - 1));
    } catch (error) {
      this.playback = undefined;
      this.runError = error instanceof Error ? error.message : String(error);
    }
    this.render();
  }

  private go(frame: number): void {
    if (!this.playback) return;
    this.frame = Math.max(0, Math.min(frame, this.playback.frames.length - 1));
    this.render();
  }

  private render(): void {
    const playback = this.playback;
    const total = playback ? Math.max(0, playback.frames.length - 1) : 0;
    this.buttons.reset.disabled = !playback || this.frame === 0;
    this.buttons.previous.disabled = !playback || this.frame === 0;
    this.buttons.next.disabled = !playback || this.frame >= total;
    this.buttons.end.disabled = !playback || this.frame >= total;
    // With no scenario to choose, Run would do nothing: say so by its look.
    this.runButton.disabled = this.scenarios.length === 0;
    clear(this.steps);
    clear(this.table);
    if (this.game) {
      this.renderGame(this.game.report, this.game.decksFrom);
      return;
    }
    if (!playback) {
      this.position.textContent = "";
      this.verdict.textContent = "";
      this.verdict.className = "board-verdict";
      if (this.scenarios.length === 0 && this.declared > 0) {
        // The scenarios are written but did not compile (a misspelt card name, say).
        this.message.textContent =
          this.declared === 1
            ? "This file's scenario has errors: fix the problems below to run it."
            : "This file's scenarios have errors: fix the problems below to run them.";
      } else if (this.scenarios.length === 0) {
        this.message.textContent =
          "This file has no scenario. Write one, or pick an example with scenarios.";
      } else {
        // Recomputed at each render: a hint of an earlier state (no scenario yet) must not stay.
        this.message.textContent = this.runError ?? "Choose a scenario and press Run.";
      }
      return;
    }
    this.message.textContent = playback.setupError
      ? `The setup failed: ${playback.setupError}`
      : "";
    this.position.textContent = `step ${this.frame} / ${total}`;
    const verdict = verdictAt(playback, this.frame);
    this.verdict.textContent = VERDICT_TEXT[verdict];
    this.verdict.className = `board-verdict ${verdict}`;
    this.verdict.title =
      verdict === "ready" ? "The board shows the setup: press Next or End to run the steps" : "";
    this.verdict.setAttribute("data-testid", "board-verdict");

    playback.steps.forEach((step, index) => {
      const state = index < this.frame ? step.status : "pending";
      const item = el(
        "li",
        {
          className: `board-step ${state} ${step.kind} ${index === this.frame - 1 ? "current" : ""}`,
          title: step.message,
          attributes: { "data-testid": "board-step", "data-status": state },
        },
        el("span", {
          className: "step-icon",
          text: state === "pending" ? "·" : STATUS_ICONS[step.status],
        }),
        el("span", { className: "step-text", text: step.text }),
        index < this.frame && (step.kind !== "action" || step.status !== "passed")
          ? el("span", { className: "step-message", text: step.summary })
          : null,
      );
      if (step.line !== null) {
        const line = step.line;
        item.addEventListener("click", () => this.actions.reveal(line));
      }
      this.steps.append(item);
    });
    const frame = playback.frames[this.frame];
    if (!frame) return;
    this.table.append(...drawFrame(frame, playback.log.slice(0, frame.logLength)));
  }

  private renderGame(report: RandomGameReport, decksFrom: "file" | "samples"): void {
    this.position.textContent = `seed ${report.seed}`;
    this.verdict.textContent =
      report.winner !== null
        ? `${report.winner} wins`
        : `draw (${report.end === "turnLimit" ? "turn limit" : "action limit"})`;
    this.verdict.className = "board-verdict passed";
    this.message.textContent = "";
    const players = Object.keys(report.scores);
    const facts: [string, string][] = [
      ["Decks", report.decks.map((deck, i) => `${players[i] ?? "?"}: ${deck}`).join(", ")],
      ["From", decksFrom === "file" ? "this file's decks" : "the sample decks in cards/decks/"],
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
    this.table.append(...drawFrame(report.frame, report.log));
  }
}
