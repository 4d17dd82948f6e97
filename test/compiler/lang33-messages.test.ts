/**
 * Messages speak the language as a designer writes it: never an event's internal name
 * (`becameMighty`), a zone's (`runeDeck`) or an AST node's kind (`ItRef`). Checked three ways: the
 * registry of codes, every event refused by RS2023, and every compiler message the test files
 * expect (a message that regresses to an internal name fails here, wherever it was written).
 */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import type { EventWord } from "../../grammar/ast.js";
import { COMPILER_CODES } from "../../compiler/diagnostic-codes.js";
import { eventPhrase } from "../../compiler/check/words.js";
import { LOWERED_BY } from "../../compiler/lower/node-kinds.js";
import { EVENT_KINDS, REFUSAL_REASONS } from "../../runtime/definitions.js";
import { RUNTIME_EVENT_KINDS } from "../../runtime/events.js";
import { compileText } from "./compile-helpers.js";

/** Scenario steps name runtime events and refusals as written (`expect event gameWon`). */
const SCENARIO_WORDS = new Set<string>([
  ...EVENT_KINDS,
  ...RUNTIME_EVENT_KINDS,
  ...REFUSAL_REASONS,
]);
/** Codes about those scenario words, which quote back a misspelt one (`gameWn`). */
const SCENARIO_WORD_CODES = new Set(["RS2030", "RS2039"]);
const NODE_KINDS = new Set(Object.keys(LOWERED_BY));

/** The internal names in a message: camelCase words no designer writes, and AST node kinds. */
function internalNames(message: string): string[] {
  const words = message.match(/\b[A-Za-z]+\b/g) ?? [];
  return words.filter(
    (word) =>
      (/^[a-z]+[A-Z]/.test(word) && !SCENARIO_WORDS.has(word)) ||
      (NODE_KINDS.has(word) && /[a-z][A-Z]/.test(word)),
  );
}

describe("the registry of compiler codes", () => {
  test("no description names an internal identifier", () => {
    const named = Object.entries(COMPILER_CODES).filter(([, text]) => internalNames(text).length);
    expect(named).toEqual([]);
  });
});

describe("RS2023 quotes the event as card text says it", () => {
  // One sentence for each event that some card type never undergoes, on a card of such a type.
  const refused: readonly [EventWord, string][] = [
    ["moved", `card gear "G" { cost 1 when this moves: draw 1 }`],
    ["killed", `card battlefield "B" { when this dies: draw 1 }`],
    ["conquered", `card gear "G" { cost 1 when this conquers: draw 1 }`],
    ["held", `card gear "G" { cost 1 when this holds: draw 1 }`],
    ["attacked", `card gear "G" { cost 1 when this attacks: draw 1 }`],
    ["defended", `card gear "G" { cost 1 when this defends: draw 1 }`],
    ["damaged", `card gear "G" { cost 1 when this takes damage: draw 1 }`],
    ["stunned", `card gear "G" { cost 1 when this is stunned: draw 1 }`],
    ["buffed", `card gear "G" { cost 1 when this is buffed: draw 1 }`],
    ["becameMighty", `card gear "G" { cost 1 when this becomes mighty: draw 1 }`],
    ["dealtDamage", `card rune "R" { when this deals damage: draw 1 }`],
    ["readied", `card battlefield "B" { when a spell is readied: draw 1 }`],
    ["exhausted", `card battlefield "B" { when a spell is exhausted: draw 1 }`],
    ["channelled", `card unit "U" { cost 1 might 1 when this is channelled: draw 1 }`],
    ["entered", `card battlefield "B" { when a spell enters: draw 1 }`],
    ["played", `card rune "R" { when this is played: draw 1 }`],
    ["discarded", `card rune "R" { when this is discarded: draw 1 }`],
    ["drawn", `card rune "R" { when this is drawn: draw 1 }`],
    ["returnedToHand", `card rune "R" { when this is returned to its owner's hand: draw 1 }`],
    ["countered", `card rune "R" { when this is countered: draw 1 }`],
    ["controlChanged", `card battlefield "B" { when a spell changes control: draw 1 }`],
  ];

  test.each(refused)("`%s` is named by its words", (event, source) => {
    const messages = compileText(source)
      .diagnostics.filter((d) => d.code === "RS2023")
      .map((d) => d.message);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`\`${eventPhrase(event)}\` never happens to a`);
    expect(internalNames(messages[0]!)).toEqual([]);
  });

  test("`becomes mighty` on a gear, as a designer reported it", () => {
    const [diagnostic] = compileText(
      `card unit "U" { cost 1 might 1 when a gear becomes mighty: draw 1 }`,
    ).diagnostics;
    expect(diagnostic?.message).toBe("`becomes mighty` never happens to a gear, only to units");
  });
});

describe("zones are named as written", () => {
  test("a card placed in a rune deck by a scenario", () => {
    const messages = compileText(
      `card unit "U" { cost 1 might 1 }\nscenario "x" { setup { A rune deck: "U" } }`,
    ).diagnostics.map((d) => d.message);
    expect(messages).toEqual(['"U" is a unit and cannot be placed in rune deck']);
  });
});

/** Every `"line:column RS2xxx message"` a test file in these folders expects. */
function expectedMessages(): { file: string; code: string; message: string }[] {
  const found: { file: string; code: string; message: string }[] = [];
  for (const folder of ["compiler", "cli", "runtime", "grammar"]) {
    const url = new URL(`../${folder}/`, import.meta.url);
    for (const name of readdirSync(url)) {
      if (!name.endsWith(".ts")) continue;
      const text = readFileSync(new URL(name, url), "utf8");
      for (const match of text.matchAll(/["'](?:\d+:\d+ )?(RS2\d{3}):? ([^"'\n]+)["']/g)) {
        found.push({ file: `${folder}/${name}`, code: match[1]!, message: match[2]! });
      }
    }
  }
  return found;
}

describe("every compiler message the tests expect", () => {
  test("there are many, so a regression anywhere is seen", () => {
    expect(expectedMessages().length).toBeGreaterThan(250);
  });

  test("none names an internal identifier", () => {
    const named = expectedMessages().filter(
      ({ code, message }) => !SCENARIO_WORD_CODES.has(code) && internalNames(message).length > 0,
    );
    expect(named).toEqual([]);
  });
});
