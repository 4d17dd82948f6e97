/**
 * Completion where the old one offered nothing or the wrong thing (playground audit 27): after
 * `choose one:` (or `—`) and after a mode's `or`, what may start a mode, written in its braces;
 * where a scenario expects a player, the players A to D (LANGUAGE.md, Scenarios), and not the
 * article `a` the lexer reads `A` as.
 */
import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { complete } from "../../playground/src/language/completion.js";
import { outlineOf } from "../../playground/src/language/outline.js";

const FILE = `card unit "Muster Captain" {\n  cost 3 Order\n  might 2\n}\n`;
const outline = outlineOf([{ ast: parseFile("f.rift", FILE).ast, library: false }]);

function at(textWithCursor: string): ReturnType<typeof complete> {
  const offset = textWithCursor.indexOf("|");
  return complete(textWithCursor.replace("|", ""), offset, outline);
}
const spell = (effect: string): string => `card spell "Z" {\n  cost 1\n  effect: ${effect}`;
const scenario = (steps: string): string =>
  `${FILE}scenario "s" {\n  setup {\n    A hand: "Muster Captain"\n  }\n  ${steps}`;
const of = (entries: ReturnType<typeof complete>, kind: string): string[] =>
  entries.filter((e) => e.kind === kind).map((e) => e.label);

describe("completion of a mode", () => {
  for (const text of [
    spell("choose one: |"),
    spell("choose one — |"),
    spell("choose 2: |"),
    spell("choose one: { draw 1 } or |"),
    spell("choose one: { draw 1 } or\n    |"),
  ]) {
    test(`offers what starts a mode at ${JSON.stringify(text.slice(text.indexOf("choose")))}`, () => {
      const entries = at(text);
      expect(of(entries, "keyword")).toEqual(
        expect.arrayContaining(["draw", "kill", "deal", "target", "you"]),
      );
      const draw = entries.find((e) => e.label === "draw")!;
      expect(draw.insertText).toBe("{ draw $0 }");
      expect(draw.snippet).toBe(true);
      expect(draw.detail).toBe("starts a mode: { draw … }");
      // Not what starts a card body or a declaration.
      expect(of(entries, "keyword")).not.toContain("cost");
      expect(of(entries, "keyword")).not.toContain("card");
    });
  }

  test("a word begun after `choose one:` is replaced, brace and all", () => {
    const text = spell("choose one: dr|");
    const draw = at(text).find((e) => e.label === "draw")!;
    expect(text.slice(draw.startOffset, draw.endOffset + 1)).toBe("dr|");
  });

  test("inside a mode's braces, the instructions as before, without a second brace", () => {
    const draw = at(spell("choose one: { |")).find((e) => e.label === "draw")!;
    expect(draw.insertText).toBe("draw");
    expect(draw.snippet).toBeUndefined();
  });

  test("after a mode, `or`", () => {
    expect(of(at(spell("choose one: { draw 1 } |")), "keyword")).toEqual(["or"]);
  });
});

describe("completion of a scenario's players", () => {
  const players = ["A", "B", "C", "D"];
  for (const [where, text] of [
    ["in a setup line", `${FILE}scenario "s" {\n  setup {\n    |`],
    ["as the turn player", `${FILE}scenario "s" {\n  setup {\n    turn: |`],
    ["at a step's start", scenario("|")],
    ["after `expect`", scenario("expect |")],
    ["after `targeting player`", scenario('A plays "Muster Captain", targeting player |')],
    ["after `choosing player`", scenario('A plays "Muster Captain", choosing player |')],
    ["after `controlled by`", scenario('expect "Muster Captain" is controlled by |')],
  ] as const) {
    test(`offers A to D ${where}`, () => {
      const entries = at(text);
      expect(of(entries, "player")).toEqual(players);
      // `A` there is the player, never the article `a`.
      expect(of(entries, "keyword")).not.toContain("a");
    });
  }

  test("a letter being typed is replaced", () => {
    const text = scenario("expect B|");
    const b = at(text).find((e) => e.kind === "player" && e.label === "B")!;
    expect(text.slice(b.startOffset, b.endOffset + 1)).toBe("B|");
  });

  test("no player where a player cannot be written", () => {
    expect(of(at(spell("|")), "player")).toEqual([]);
    expect(of(at(`${FILE}scenario "s" {\n  setup {\n    A hand: |`), "player")).toEqual([]);
    // An effect's article stays a keyword.
    expect(of(at(spell("|")), "keyword")).toContain("a");
  });
});

describe("completion after a mistake earlier in the declaration", () => {
  // `Asault` is not a keyword: the grammar cannot read past it, so the line is skipped.
  const broken = `card unit "Z" {\n  cost 2 Fury\n  might 3\n  keywords Asault 2\n`;

  test("offers instructions after a trigger's colon", () => {
    expect(of(at(`${broken}  when this attacks: |`), "keyword")).toEqual(
      expect.arrayContaining(["draw", "kill", "deal"]),
    );
  });

  test("offers a mode after `choose one:`", () => {
    const draw = at(`${broken}  when this attacks: choose one: |`).find((e) => e.label === "draw");
    expect(draw?.insertText).toBe("{ draw $0 }");
  });

  test("offers what starts a clause on a line of its own", () => {
    // Not `cost` or `might`: the card gives them already (audit 28, ide28-completion.test.ts).
    expect(of(at(`${broken}  |`), "keyword")).toEqual(
      expect.arrayContaining(["domain", "tags", "keywords", "when"]),
    );
  });

  test("in a scenario's setup block, reads the cursor's line in that block", () => {
    const text = `${FILE}scenario "s" {\n  setup {\n    A hand: "Muster Captain"\n    A bse: 2\n    |`;
    const entries = at(text);
    expect(of(entries, "keyword")).toEqual(expect.arrayContaining(["turn", "phase"]));
    expect(of(entries, "player")).toEqual(["A", "B", "C", "D"]);
  });

  test("after a broken step, offers the next step's words", () => {
    const text = `${FILE}scenario "s" {\n  setup {\n    A hand: "Muster Captain"\n  }\n  A plys "x"\n  |`;
    expect(of(at(text), "keyword")).toEqual(expect.arrayContaining(["expect", "resolve"]));
  });

  test("a mistake on the cursor's own line still offers nothing", () => {
    expect(at(`${broken}  when this attaks zork |`)).toEqual([]);
  });
});
