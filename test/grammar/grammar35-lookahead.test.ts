/**
 * What a syntax error costs Chevrotain to describe. Its own `raiseNoAltException` worked out the
 * alternatives of the failed `OR` four tokens deep on every error: 3,136 token sequences at
 * `play`'s alternation (a tenth of a second for each error in a half-written `play …` line, paid
 * at every check while a designer types in the playground), 686 among instructions. The messages
 * read only the first token of each sequence (`syntax-errors.ts`), so the parser describes an
 * alternation one token deep (`parser.alternativesAt`), worked out once. These tests keep it so,
 * and keep the messages what the four-token description gave; at `play`'s alternation (a line not
 * finished yet) the message also shows how a token and a card are played.
 */
import { afterEach, describe, expect, test, vi } from "vitest";
import { parser } from "../../grammar/index.js";
import { alternations, lookaheadPaths, sequences } from "./alternations.js";
import { formatDiagnostics } from "./helpers.js";

/** Each alternative's first tokens, as the syntax errors read them. */
const firstTokens = (paths: readonly (readonly (readonly { name: string }[])[])[]): string[][] =>
  paths.map((alternative) => [
    ...new Set(alternative.flatMap((path) => (path[0] ? [path[0].name] : []))),
  ]);

const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}\n`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("an error is described one token deep", () => {
  const all = alternations();

  test("every alternation, with few sequences (play's was 3136, instructions' 686)", () => {
    expect(all.length).toBeGreaterThan(150);
    for (const { ruleName, occurrence } of all) {
      const paths = parser.alternativesAt(ruleName, occurrence);
      expect(paths.length, `${ruleName} OR${occurrence}`).toBeGreaterThan(1);
      // One token deep; an empty alternative (a put's object left out, `put one into your
      // hand`) has none.
      for (const alternative of paths)
        for (const path of alternative) expect(path.length).toBeLessThanOrEqual(1);
      expect(sequences(paths), `${ruleName} OR${occurrence}`).toBeLessThan(150);
    }
    expect(sequences(parser.alternativesAt("playInstruction", 0))).toBeLessThan(40);
  });

  test("with each alternative's first tokens as four tokens deep, so messages stay the same", () => {
    for (const { ruleName, occurrence } of all) {
      const deep = lookaheadPaths(ruleName, occurrence, 4);
      const shallow = parser.alternativesAt(ruleName, occurrence);
      expect(
        firstTokens(shallow).map((f) => f.sort()),
        `${ruleName} OR${occurrence}`,
      ).toEqual(firstTokens(deep).map((f) => f.sort()));
    }
  });

  test("the parser describes a failed alternation by it, worked out once", () => {
    const spy = vi.spyOn(parser, "alternativesAt");
    formatDiagnostics(spell("play 2 ready"));
    expect(spy).toHaveBeenCalledWith("playInstruction", 0);
    expect(parser.alternativesAt("playInstruction", 0)).toBe(
      parser.alternativesAt("playInstruction", 0),
    );
  });
});

/** What a message at `play`'s alternation adds: how a token and a card are played. */
const PLAY_SHAPES =
  "; a token is played by its name and `token` (`play 2 Recruit tokens`, `play a ready Bird token at your base`), a card by what it is (`play target spell card in your trash ignoring its cost`)";

describe("the messages at those alternations", () => {
  test.each([
    // A half-written `play` line: as before, and how each kind of play is written. (`play a
    // ready Bird` reads since a name alone is a noun, `a Bird`: the checker's RS2004 says to add
    // `token`, test/compiler/check-audit.test.ts.)
    [
      "play 2 ready",
      `3:16 RS1022 expected one of \`a\`, \`an\`, a number, \`one\`, \`two\`, \`this\`, … after \`play\`${PLAY_SHAPES}`,
    ],
    [
      "play a ready",
      `3:16 RS1022 expected one of \`a\`, \`an\`, a number, \`one\`, \`two\`, \`this\`, … after \`play\`${PLAY_SHAPES}`,
    ],
    [
      "play",
      `3:11 RS1022 expected one of \`a\`, \`an\`, a number, \`one\`, \`two\`, \`this\`, … after \`play\`${PLAY_SHAPES}`,
    ],
    // Inside either kind, the message is that kind's.
    ["play target unit for", "3:28 RS1004 expected a cost such as `2` or `2 Fury` after `for`"],
    [
      "zork 2",
      "3:11 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `zork`",
    ],
    [
      "plya a Recruit token",
      "3:11 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `plya`; did you mean `play`?",
    ],
  ])("`%s`", (effect, message) => {
    expect(formatDiagnostics(spell(effect))).toEqual([message]);
  });

  test("the plays that message shows are written as the language reads them", () => {
    const examples = [...PLAY_SHAPES.matchAll(/`(play [^`]+)`/g)].map((match) => match[1]!);
    expect(examples).toHaveLength(3);
    for (const example of examples) expect(formatDiagnostics(spell(example))).toEqual([]);
  });
});
