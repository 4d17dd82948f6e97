/**
 * The hover names how a word is used where it is written (playground audit 27): the same keyword
 * is an instruction, an event, a card's keyword, a filter or a modification, by the grammar rule
 * that reads it there — from the parse of its declaration, or while it is being typed, from what
 * the words before it allow.
 */
import { describe, expect, test } from "vitest";
import { KEYWORDS } from "../../grammar/tokens.js";
import { KeywordIndex } from "../../playground/src/language/keyword-hover.js";
import { wordHoverLines, wordUseAt } from "../../playground/src/language/word-use.js";

/** The use of the word right after `|`. */
function useAt(textWithCursor: string): string | undefined {
  const offset = textWithCursor.indexOf("|");
  return wordUseAt(textWithCursor.replace("|", ""), offset)?.label;
}
const spell = (effect: string): string => `card spell "Z" {\n  cost 1\n  effect: ${effect}\n}\n`;
const unit = (clause: string): string => `card unit "Z" {\n  cost 1\n  might 2\n  ${clause}\n}\n`;
const scenario = (steps: string): string =>
  `scenario "s" {\n  setup {\n    A hand: "X"\n  }\n  ${steps}\n}\n`;

describe("the use of a word where it is written", () => {
  test("`kill` is an instruction in an effect and an event in a trigger", () => {
    expect(useAt(spell("|kill target unit"))).toBe("instruction");
    expect(useAt(unit("when a unit is |killed: draw 1"))).toBe("event");
    expect(useAt(unit("when this |kills a unit: draw 1"))).toBe("event");
  });

  test("`play` is an instruction, an event, and in a scenario the player's action", () => {
    expect(useAt(spell("|play a Recruit token here"))).toBe("instruction");
    expect(useAt(unit("when you |play a spell: draw 1"))).toBe("event");
    expect(useAt(scenario('A |plays "X"'))).toBe("scenario action");
  });

  test("a game keyword is the card's, a filter's or a modification's", () => {
    expect(useAt('card unit "Z" {\n  cost 1\n  might 1\n  keywords |Tank\n}\n')).toBe(
      "card's keyword",
    );
    expect(useAt(spell("kill target unit with |Tank"))).toBe("filter");
    expect(useAt(spell("give target unit |Tank this turn"))).toBe("modification");
  });

  test("a domain is the card's domain, part of a cost, or a filter", () => {
    expect(useAt('card spell "Z" {\n  cost 2 |Fury\n  effect: draw 1\n}\n')).toBe("cost");
    expect(useAt('card spell "Z" {\n  domain |Fury\n  cost 1\n  effect: draw 1\n}\n')).toBe(
      "card's domain",
    );
    expect(useAt(spell("kill target |Fury unit"))).toBe("filter");
  });

  test("`might` is a characteristic, a modification or part of a filter", () => {
    expect(useAt('card unit "Z" {\n  cost 1\n  |might 2\n}\n')).toBe("characteristic");
    expect(useAt(spell("give target unit +2 |might this turn"))).toBe("modification");
    expect(useAt(spell("kill target unit with |might 3 or more"))).toBe("filter");
  });

  test("`target` chooses an object or a player", () => {
    expect(useAt(spell("kill |target unit"))).toBe("reference");
    expect(useAt(spell("|target opponent discards 1"))).toBe("target player");
  });

  test("a scenario's `A` is a player, not the article `a`", () => {
    expect(useAt(scenario('|A plays "X"'))).toBe("scenario player");
    expect(useAt(scenario('A plays "X"\n  expect |B hand is empty'))).toBe("scenario player");
  });

  test("an instruction inside a mode is an instruction", () => {
    expect(useAt(spell("choose one: { |draw 2 } or { kill target gear }"))).toBe("instruction");
  });

  test("a card still being typed is read from the words before the cursor", () => {
    // The declaration does not parse (`oops`), so the use comes from content assist.
    expect(useAt(unit("when a unit is |killed: oops oops"))).toBe("event");
    expect(useAt('card spell "Z" {\n  cost 1\n  effect: |kill target')).toBe("instruction");
  });

  test("a word outside any rule has no use, and nothing is run", () => {
    expect(useAt("|nonsense words here")).toBeUndefined();
    expect(useAt("// a comment\n|")).toBeUndefined();
  });
});

describe("the hover's lines", () => {
  const keywords = new KeywordIndex(KEYWORDS);

  test("name the use first, then the keyword's kind, then its reminder text", () => {
    const text = unit("when a unit is killed: draw 1");
    const offset = text.indexOf("killed");
    const lines = wordHoverLines("killed", wordUseAt(text, offset), keywords.hover("killed"))!;
    expect(lines[0]).toBe("**killed** — event");
    expect(lines[1]).toContain("(keyword: instruction or event)");
    expect(lines[2]).toBe(keywords.hover("kill")!.reminder);
  });

  test("a keyword with no use found keeps its category", () => {
    expect(wordHoverLines("kill", undefined, keywords.hover("kill"))![0]).toBe(
      "**kill** — instruction or event",
    );
  });

  test("a scenario's player is not described as the article", () => {
    const text = scenario('A plays "X"');
    const offset = text.indexOf("A plays");
    const lines = wordHoverLines("A", wordUseAt(text, offset), keywords.hover("A"))!;
    expect(lines[0]).toBe("**A** — scenario player");
    expect(lines.join("\n")).not.toContain("keyword");
  });

  test("a word that is neither a keyword nor used has no lines", () => {
    expect(wordHoverLines("zz", undefined, undefined)).toBeUndefined();
  });
});

describe("a reminder text for one use", () => {
  const keywords = new KeywordIndex(KEYWORDS);
  const linesAt = (text: string, word: string, nth = 0): string[] => {
    let offset = -1;
    for (let i = 0; i <= nth; i++) offset = text.indexOf(word, offset + 1);
    return wordHoverLines(word, wordUseAt(text, offset), keywords.hover(word))!;
  };

  test("`play` as an event is explained as one (RULES C5), not as playing a token", () => {
    const lines = linesAt(unit("when you play a spell: draw 1"), "play");
    expect(lines[2]).toContain("RULES C5");
    expect(lines.join("\n")).not.toContain("Play a token");
  });

  test("`plays` in a scenario is explained as the step", () => {
    expect(linesAt(scenario('A plays "X"'), "plays")[2]).toContain('`A plays "X"`');
  });

  test("`play` as an instruction keeps the token's reminder (RULES T1)", () => {
    expect(linesAt(spell("play a Recruit token here"), "play")[2]).toContain("RULES T1");
  });
});

describe("a characteristic's own word", () => {
  const card =
    'card unit "Z" {\n  cost 2 Fury\n  domain Fury\n  might 2\n  tags Soldier\n  keywords Tank\n}\n';
  for (const word of ["cost", "domain", "might", "tags", "keywords"]) {
    test(`\`${word}\` opening its clause is a characteristic`, () => {
      expect(useAt(card.replace(`  ${word} `, `  |${word} `))).toBe("characteristic");
    });
  }

  test("the clause's values keep their own use", () => {
    expect(useAt(card.replace("keywords Tank", "keywords |Tank"))).toBe("card's keyword");
    expect(useAt(card.replace("cost 2 Fury", "cost 2 |Fury"))).toBe("cost");
  });
});
