/**
 * The status line of the toolbar: what the latest compile found and what its scenario run says.
 * Pure, so the Node tests read the same words the page shows. A run that passed says so in as
 * many words ("3 scenarios passed"): "no errors" alone left a visitor unsure whether the
 * scenarios had run at all.
 */

/** Where the scenario run of the latest compile is. */
export type ScenarioRun =
  /** None has started: the compile has errors, or the text changed since. */
  | { state: "none" }
  | { state: "running" }
  /** Done: `ran` scenarios of the edited file were run, `failed` of them failed. */
  | { state: "done"; ran: number; failed: number };

export interface StatusFacts {
  /** Cards and tokens declared in the edited file that compiled. */
  definitions: number;
  /**
   * Those the edited file's `use` brought from other files. Counted apart: a file of scenarios
   * that uses a card file would otherwise read "0 definitions" while its cards play.
   */
  usedDefinitions: number;
  /** Scenarios of the compile (the edited file's and its companions'). */
  scenarios: number;
  errors: number;
  run: ScenarioRun;
  compiledInMs: number;
}

/** How the status reads at a glance; the page colours it by this. */
export type StatusTone = "errors" | "failed" | "passed" | "running" | "plain";

export interface StatusLine {
  text: string;
  tone: StatusTone;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? "" : "s"}`;
}

export function statusLine(facts: StatusFacts): StatusLine {
  const { run } = facts;
  const declared = count(facts.definitions, "definition");
  const parts = [
    facts.usedDefinitions > 0 ? `${declared} (+${facts.usedDefinitions} used)` : declared,
  ];
  let tone: StatusTone = "plain";
  // With a compile error no scenario runs (as in `rift test`): the errors say what is wrong.
  if (facts.errors > 0) {
    parts.push(count(facts.scenarios, "scenario"), count(facts.errors, "error"));
    tone = "errors";
  } else if (run.state === "done" && run.failed > 0) {
    const passed = run.ran - run.failed;
    parts.push(
      `✖ ${count(run.failed, "scenario")} failed${passed > 0 ? `, ${passed} passed` : ""}`,
    );
    tone = "failed";
  } else if (run.state === "done" && run.ran > 0) {
    parts.push("no errors", `✔ ${count(run.ran, "scenario")} passed`);
    tone = "passed";
  } else if (run.state === "running" && facts.scenarios > 0) {
    parts.push(count(facts.scenarios, "scenario"), "no errors", "running scenarios…");
    tone = "running";
  } else {
    parts.push(count(facts.scenarios, "scenario"), "no errors");
  }
  parts.push(`compiled in ${facts.compiledInMs.toFixed(1)} ms`);
  return { text: parts.join(" · "), tone };
}
