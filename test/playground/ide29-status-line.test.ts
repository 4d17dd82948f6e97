/**
 * ide29: the status says what the scenario run found, in words: "3 scenarios passed" (before, a
 * run that passed left "no errors", the same words as before any run), "1 scenario failed, 2
 * passed", and a compile error, with which no scenario runs (as `rift test`).
 */
import { describe, expect, test } from "vitest";
import { type StatusFacts, statusLine } from "../../playground/src/language/status-line.js";

const facts = (over: Partial<StatusFacts>): StatusFacts => ({
  definitions: 3,
  usedDefinitions: 0,
  scenarios: 3,
  errors: 0,
  run: { state: "none" },
  compiledInMs: 12.34,
  ...over,
});

describe("statusLine", () => {
  test("scenarios that all passed are counted as passed", () => {
    expect(statusLine(facts({ run: { state: "done", ran: 3, failed: 0 } }))).toEqual({
      text: "3 definitions · no errors · ✔ 3 scenarios passed · compiled in 12.3 ms",
      tone: "passed",
    });
    expect(statusLine(facts({ run: { state: "done", ran: 1, failed: 0 } })).text).toContain(
      "✔ 1 scenario passed",
    );
  });

  test("failures are counted, with the scenarios that passed beside them", () => {
    expect(statusLine(facts({ run: { state: "done", ran: 3, failed: 1 } }))).toEqual({
      text: "3 definitions · ✖ 1 scenario failed, 2 passed · compiled in 12.3 ms",
      tone: "failed",
    });
    expect(statusLine(facts({ run: { state: "done", ran: 2, failed: 2 } })).text).toContain(
      "✖ 2 scenarios failed ·",
    );
  });

  test("while the scenarios run, and before they have", () => {
    expect(statusLine(facts({ run: { state: "running" } }))).toEqual({
      text: "3 definitions · 3 scenarios · no errors · running scenarios… · compiled in 12.3 ms",
      tone: "running",
    });
    expect(statusLine(facts({}))).toEqual({
      text: "3 definitions · 3 scenarios · no errors · compiled in 12.3 ms",
      tone: "plain",
    });
  });

  test("a file without scenarios of its own says no more than that it has no errors", () => {
    expect(statusLine(facts({ scenarios: 0, run: { state: "done", ran: 0, failed: 0 } }))).toEqual({
      text: "3 definitions · 0 scenarios · no errors · compiled in 12.3 ms",
      tone: "plain",
    });
  });

  test("with a compile error no scenario runs, and the errors are counted", () => {
    expect(statusLine(facts({ errors: 2, run: { state: "done", ran: 3, failed: 0 } }))).toEqual({
      text: "3 definitions · 3 scenarios · 2 errors · compiled in 12.3 ms",
      tone: "errors",
    });
  });
});

describe("definitions brought by `use`", () => {
  test("are counted beside the edited file's own, so a file of scenarios does not read as empty", () => {
    expect(statusLine(facts({ definitions: 0, usedDefinitions: 12 })).text).toBe(
      "0 definitions (+12 used) · 3 scenarios · no errors · compiled in 12.3 ms",
    );
    expect(statusLine(facts({ definitions: 1, usedDefinitions: 1 })).text).toMatch(
      /^1 definition \(\+1 used\) · /,
    );
  });
});
