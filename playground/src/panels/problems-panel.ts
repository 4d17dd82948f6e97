/**
 * The problems list under the editor: every diagnostic of the unit, as the CLI prints its first
 * line (`file:line:col: error RS1234: message`). Clicking one moves the cursor there.
 */
import type { Diagnostic } from "../../../grammar/index.js";
import { clear, el } from "../dom.js";

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

  constructor(private readonly reveal: (diagnostic: Diagnostic) => void) {
    this.summary.addEventListener("click", () => this.element.classList.toggle("collapsed"));
    this.element.append(this.summary, this.list);
  }

  show(diagnostics: readonly Diagnostic[]): void {
    const errors = diagnostics.filter((d) => d.severity === "error").length;
    const warnings = diagnostics.length - errors;
    this.summary.textContent = "";
    this.summary.append(
      el("span", { className: errors > 0 ? "count error" : "count", text: `✖ ${errors}` }),
      el("span", { className: warnings > 0 ? "count warning" : "count", text: `⚠ ${warnings}` }),
      el("span", {
        className: "muted",
        text:
          diagnostics.length === 0
            ? "No problems"
            : `${diagnostics.length === 1 ? "problem" : "problems"}`,
      }),
    );
    clear(this.list);
    for (const diagnostic of diagnostics) {
      const item = el(
        "li",
        {
          className: `problem ${diagnostic.severity}`,
          attributes: {
            "data-testid": "problem",
            "data-line": String(diagnostic.line),
            "data-code": diagnostic.code,
          },
        },
        el("span", {
          className: "problem-icon",
          text: diagnostic.severity === "error" ? "✖" : "⚠",
        }),
        el("span", {
          className: "problem-text",
          text: `${diagnostic.file}:${diagnostic.line}:${diagnostic.column}: ${diagnostic.severity} ${diagnostic.code}: ${diagnostic.message}`,
        }),
      );
      item.addEventListener("click", () => this.reveal(diagnostic));
      this.list.append(item);
    }
  }
}
