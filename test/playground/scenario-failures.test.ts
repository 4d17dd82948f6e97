import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { compileSource } from "../../playground/src/language/language-service.js";
import { failureText, scenarioReport } from "../../playground/src/language/scenario-failures.js";

const library = [{ file: "cards/tokens.rift", text: readFileSync("cards/tokens.rift", "utf8") }];
const welcome = readFileSync("playground/src/welcome.rift", "utf8");

const WARDEN = `card unit "Gate Warden" {
  cost 2 + 1 Order
  domain Order
  might 3
  when this is played: play a Recruit token here
}

scenario "Gate Warden brings a Recruit" {
  setup {
    A hand: "Gate Warden"
    A pool: 2 + 1 Order
  }
  A plays "Gate Warden"
  resolve chain
  expect "Gate Warden" in A base
  expect "Recruit" is ready
}
`;

const report = (text: string, file = "warden.rift") =>
  scenarioReport(compileSource({ file, text, library }));

describe("failing scenarios as problems of the file", () => {
  test("a failed expectation is placed on its step, with the runtime's message", () => {
    const { ran, failures } = report(WARDEN);
    expect(ran).toBe(1);
    expect(failures).toHaveLength(1);
    const [failure] = failures;
    const line = WARDEN.split("\n").indexOf('  expect "Recruit" is ready') + 1;
    expect(failure!.range).toEqual({
      file: "warden.rift",
      line,
      column: 3,
      endLine: line,
      endColumn: 28,
    });
    expect(failure!.scenario).toBe("Gate Warden brings a Recruit");
    expect(failure!.summary).toBe(
      'expected "Recruit" to be ready, but its statuses are [exhausted] (in A\'s base)',
    );
    expect(failure!.message).toContain("; last events: ");
    expect(failureText(failure!, false)).toBe(
      `scenario "Gate Warden brings a Recruit" failed: ${failure!.summary}`,
    );
  });

  test("a passing scenario, like the welcome file's, has none", () => {
    expect(report(WARDEN.replace("is ready", "is exhausted"))).toEqual({ ran: 1, failures: [] });
    expect(report(welcome, "welcome.rift")).toEqual({ ran: 1, failures: [] });
  });

  test("a setup that fails is placed on the scenario's name", () => {
    // A facedown card at a battlefield its player does not control is a setup error (CR 107.3.c).
    const text = `card battlefield "Windy Ridge" { }\n${WARDEN.replace(
      "A pool: 2 + 1 Order",
      'battlefield "Windy Ridge" { facedown A: "Gate Warden" }',
    )}`;
    const { failures } = report(text);
    expect(failures).toHaveLength(1);
    const line = text.split("\n").findIndex((l) => l.startsWith("scenario")) + 1;
    expect(failures[0]!.range.line).toBe(line);
    expect(failures[0]!.message).toMatch(/^setup failed: /);
  });

  test("with a compile error no scenario runs, as with `rift test`", () => {
    expect(report(WARDEN.replace("might 3", "migth 3"))).toEqual({ ran: 0, failures: [] });
  });
});
