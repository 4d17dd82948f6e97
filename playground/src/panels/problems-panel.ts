/**
 * The problems list under the editor: every diagnostic of the unit, as the CLI prints its first
 * line (`file:line:col: error RS1234: message`), then every failed scenario of the file, as
 * `rift test` places it (`file:line:col: …`). Clicking one moves the cursor there.
 */
import type { Diagnostic } from "../../../grammar/index.js";
import { clear, el } from "../dom.js";
import { failureText, type ScenarioFailure } from "../language/scenario-failures.js";

export interface ProblemPlace {
  file: string;
  line: number;
  column: number;
}

export class ProblemsPanel {
  readonly element = el("section", {
    className: "problems",
    attributes: { "data-testid": "problems" },
  });
  private readonly summary = el("button", {
    className: "problems-summary",
    title: "Show or hide the problems",
    attributes: { "data-testid": "problems-summary" },
  });
  private readonly list = el("ol", { className: "problems-list" });

  /**
   * `status`, shown at the right of the summary: the bar at the foot of the page is its status
   * bar, as in an IDE, which leaves the toolbar room for its buttons.
   */
  constructor(
    private readonly reveal: (place: ProblemPlace) => void,
    status?: HTMLElement,
  ) {
    this.summary.addEventListener("click", () => this.element.classList.toggle("collapsed"));
    this.element.append(el("div", { className: "problems-bar" }, this.summary, status), this.list);
  }

  show(diagnostics: readonly Diagnostic[], failures: readonly ScenarioFailure[] = []): void {
    // A failed scenario counts as an error: it is what makes `rift test` fail.
    const errors = diagnostics.filter((d) => d.severity === "error").length + failures.length;
    const warnings = diagnostics.filter((d) => d.severity === "warning").length;
    const total = errors + warnings;
    this.summary.textContent = "";
    this.summary.append(
      el("span", { className: errors > 0 ? "count error" : "count", text: `✖ ${errors}` }),
      el("span", { className: warnings > 0 ? "count warning" : "count", text: `⚠ ${warnings}` }),
      el("span", {
        className: "muted",
        text: total === 0 ? "No problems" : `${total === 1 ? "problem" : "problems"}`,
      }),
    );
    clear(this.list);
    for (const diagnostic of diagnostics) {
      this.add(
        diagnostic,
        diagnostic.severity,
        diagnostic.code,
        `${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`,
      );
    }
    for (const failure of failures) {
      const item = this.add(
        failure.range,
        "error",
        "scenario",
        `error: ${failureText(failure, false)}`,
      );
      // The list shows the failure without the last events; the tooltip shows them too.
      item.title = failureText(failure, true);
    }
  }

  private add(
    place: ProblemPlace,
    severity: "error" | "warning",
    code: string,
    text: string,
  ): HTMLElement {
    const item = el(
      "li",
      {
        className: `problem ${severity}`,
        attributes: {
          "data-testid": "problem",
          "data-line": String(place.line),
          "data-code": code,
          // Reached with Tab and opened with Enter, as a click opens it.
          tabindex: "0",
        },
      },
      el("span", { className: "problem-icon", text: severity === "error" ? "✖" : "⚠" }),
      el("span", {
        className: "problem-text",
        text: `${place.file}:${place.line}:${place.column}: ${text}`,
      }),
    );
    item.addEventListener("click", () => this.reveal(place));
    item.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault();
      this.reveal(place);
    });
    this.list.append(item);
    return item;
  }
}
