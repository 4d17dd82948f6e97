import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { complete, quoteName } from "../../playground/src/language/completion.js";
import { outlineOf } from "../../playground/src/language/outline.js";

const FILE = `card unit "Muster Captain" {
  cost 3 Order
  might 2
  tags Soldier
  when this is played: play a Recruit token here
}
token unit Recruit { might 1 tags Recruit }
card spell "Lantern Trick" {
  cost 1 Mind
  effect: banish target unit you control as lost; draw 1
}
`;
const outline = outlineOf([{ ast: parseFile("f.rift", FILE).ast, library: false }]);

/** Completions with the cursor at `|`. */
function at(textWithCursor: string): ReturnType<typeof complete> {
  const offset = textWithCursor.indexOf("|");
  return complete(textWithCursor.replace("|", ""), offset, outline);
}

const labels = (entries: ReturnType<typeof complete>, kind?: string): string[] =>
  entries.filter((e) => kind === undefined || e.kind === kind).map((e) => e.label);

describe("completion", () => {
  test("offers the declarations at the start of a file, and only keywords valid there", () => {
    const keywords = labels(at("|"), "keyword");
    expect(keywords).toEqual(expect.arrayContaining(["card", "token", "scenario", "deck", "use"]));
    expect(keywords).not.toContain("banish");
  });

  test("offers the card types after `card`", () => {
    expect(labels(at("card |"), "keyword")).toEqual(
      expect.arrayContaining(["unit", "gear", "spell", "rune", "legend", "battlefield"]),
    );
  });

  test("offers instructions where an effect starts, after earlier declarations", () => {
    const keywords = labels(at(`${FILE}card spell "Zap" {\n  effect: |`), "keyword");
    expect(keywords).toEqual(expect.arrayContaining(["banish", "kill", "draw", "deal"]));
    expect(keywords).not.toContain("card");
  });

  test("offers the player subjects where an effect starts, and what follows `target` and `each`", () => {
    const start = labels(at(`card spell "Zap" {\n  effect: |`), "keyword");
    expect(start).toEqual(expect.arrayContaining(["target", "each", "you", "an"]));
    // `target` opens a player's instruction or, since designer31, what a target gets
    // (`target unit gets +2 might this turn`).
    const afterTarget = labels(at(`card spell "Zap" {\n  effect: target |`), "keyword");
    expect(afterTarget).toEqual(
      expect.arrayContaining(["opponent", "player", "friendly", "enemy", "unit"]),
    );
    expect(afterTarget).not.toContain("draw");
    // `each` also opens what objects get: `each friendly unit gets +1 might this turn`.
    const afterEach = labels(at(`card spell "Zap" {\n  effect: draw 1 and each |`), "keyword");
    expect(afterEach).toEqual(
      expect.arrayContaining(["opponent", "player", "friendly", "enemy", "unit"]),
    );
    expect(afterEach).not.toContain("draw");
    expect(labels(at(`card spell "Zap" {\n  effect: target opponent |`), "keyword")).toEqual(
      expect.arrayContaining(["discard", "draw", "burn", "score", "may"]),
    );
  });

  test("offers `player` after `targeting` in a scenario step", () => {
    const keywords = labels(at(`scenario "s" {\n  A plays "X", targeting |`), "keyword");
    expect(keywords).toEqual(expect.arrayContaining(["player", "nothing"]));
  });

  test("offers an effect's prevention and its words (CR 437)", () => {
    const effect = `card spell "Ward" {\n  effect: `;
    expect(labels(at(`${effect}|`), "keyword")).toContain("prevent");
    expect(labels(at(`${effect}prevent |`), "keyword")).toEqual(
      expect.arrayContaining(["the", "all"]),
    );
    expect(labels(at(`${effect}prevent all |`), "keyword")).toEqual(
      expect.arrayContaining(["combat", "damage"]),
    );
    expect(labels(at(`${effect}prevent the next 3 damage |`), "keyword")).toEqual(["that"]);
    expect(labels(at(`${effect}prevent all combat damage |`), "keyword")).toEqual(
      expect.arrayContaining(["that", "this", "until", "permanently"]),
    );
  });

  test("writes keywords as cards are written, and offers a card body's words in the grammar's order", () => {
    const body = labels(at(`card unit "Zap" {\n  cost 2 Fury\n  |`), "keyword");
    // `tags Soldier`, `keywords Deflect 2`: not the first spellings `tag` and `keyword`.
    expect(body).toEqual(expect.arrayContaining(["tags", "keywords", "Accelerate", "Fury"]));
    expect(body).not.toContain("tag");
    expect(body).not.toContain("accelerate");
    // The characteristics come before the game keywords, which come before the domains.
    expect(body.indexOf("cost")).toBeLessThan(body.indexOf("Accelerate"));
    expect(body.indexOf("might")).toBeLessThan(body.indexOf("Accelerate"));
    expect(body.indexOf("Accelerate")).toBeLessThan(body.indexOf("Fury"));
    const keywords = at(`card unit "Zap" {\n  keywords |`);
    expect(keywords.find((e) => e.label === "Deflect")?.insertText).toBe("Deflect");
  });

  test("a partly typed word is replaced, and the keywords are those valid before it", () => {
    const text = `card spell "Zap" {\n  effect: ba|`;
    const entries = at(text);
    const banish = entries.find((e) => e.label === "banish");
    expect(banish).toBeDefined();
    expect(banish!.startOffset).toBe(text.indexOf("ba|"));
    expect(banish!.endOffset).toBe(text.indexOf("|"));
  });

  test("inside a quoted name, offers the unit's card and token names", () => {
    const entries = at(`scenario "s" {\n  setup { A hand: "Mus| } }`);
    expect(labels(entries)).toEqual(
      expect.arrayContaining(["Muster Captain", "Lantern Trick", "Recruit"]),
    );
    expect(labels(entries, "keyword")).toEqual([]);
    expect(entries.find((e) => e.label === "Muster Captain")?.insertText).toBe("Muster Captain");
  });

  test("where the grammar wants a name, offers names quoted and tags bare", () => {
    const entries = at(`card spell "X" {\n  effect: play a |`);
    expect(entries.find((e) => e.label === "Muster Captain")?.insertText).toBe('"Muster Captain"');
    expect(labels(entries, "tag")).toEqual(expect.arrayContaining(["Soldier", "Recruit"]));
  });

  test("the outline holds the unit's tags and bound names", () => {
    expect(outline.tags).toEqual(["Recruit", "Soldier"]);
    expect(outline.boundNames).toEqual(["lost"]);
    expect(outline.declarations.map((d) => `${d.kind} ${d.name}`)).toEqual([
      "card Muster Captain",
      "token Recruit",
      "card Lantern Trick",
    ]);
  });

  test("names are quoted with the language's escapes", () => {
    expect(quoteName('Say "hi"\\now')).toBe('"Say \\"hi\\"\\\\now"');
    expect(quoteName("a\tb\nc\u0001")).toBe('"a\\tb\\nc\\u{1}"');
  });

  describe("after a scenario's play step", () => {
    const unit = `${FILE}token unit Bird { might 1 tags Bird }
card rune "Fury Rune" { domain Fury }
card battlefield "Windy Ridge" { }
card gear "Old Lantern" { cost 1 }
`;
    const unitOutline = outlineOf([{ ast: parseFile("u.rift", unit).ast, library: false }]);
    const play = (textWithCursor: string): ReturnType<typeof complete> => {
      const text = `${unit}scenario "s" {\n  setup { A hand: "Muster Captain" }\n  ${textWithCursor}`;
      return complete(text.replace("|", ""), text.indexOf("|"), unitOutline);
    };
    const playable = ["Lantern Trick", "Muster Captain", "Old Lantern"];

    test("offers only the playable cards, each once, and no tag or keyword", () => {
      for (const step of ["A plays |", "B plays |", "a plays |", "A can't play |", "A plays Mu|"]) {
        const entries = play(step);
        expect(labels(entries).sort(), step).toEqual(playable);
        expect(new Set(entries.map((e) => e.kind)), step).toEqual(new Set(["card"]));
      }
      expect(play("A plays |").find((e) => e.label === "Old Lantern")?.insertText).toBe(
        '"Old Lantern"',
      );
    });

    test("inside a quoted name too", () => {
      const entries = play('A plays "Mu|');
      expect(labels(entries).sort()).toEqual(playable);
      expect(entries.find((e) => e.label === "Muster Captain")?.insertText).toBe("Muster Captain");
    });

    test("elsewhere in a scenario, tokens and other names are still offered", () => {
      expect(labels(play('expect "|'))).toEqual(expect.arrayContaining(["Recruit", "Bird"]));
    });
  });
});
