import { describe, expect, test } from "vitest";
import { KEYWORDS } from "../../grammar/index.js";
import { KeywordIndex } from "../../playground/src/language/keyword-hover.js";
import { REMINDER_TEXTS } from "../../playground/src/language/reminder-texts.js";
import { FLAG_KEYWORDS, COSTED_KEYWORDS, VALUED_KEYWORDS } from "../../runtime/definitions.js";

const index = new KeywordIndex(KEYWORDS);

describe("reminder texts for the hover", () => {
  test("every entry is keyed by a keyword token of the grammar", () => {
    const names = new Set(KEYWORDS.map((info) => info.name));
    for (const key of Object.keys(REMINDER_TEXTS)) expect(names, key).toContain(key);
  });

  test("every game keyword of the grammar has one (RULES S4)", () => {
    for (const info of KEYWORDS.filter((k) => k.category === "gameKeyword")) {
      expect(REMINDER_TEXTS[info.name], info.name).toMatch(/\w/);
    }
  });

  test("every keyword the runtime knows is covered by the hover (RULES S4)", () => {
    for (const keyword of [...VALUED_KEYWORDS, ...COSTED_KEYWORDS, ...FLAG_KEYWORDS]) {
      const hover = index.hover(keyword);
      expect(hover?.reminder, keyword).toMatch(/\w/);
    }
  });

  test("any spelling and any case of a keyword finds it", () => {
    expect(index.hover("killed")?.info.name).toBe("Kill");
    expect(index.hover("DEFLECT")?.reminder).toContain("Deflect N");
    expect(index.hover("Flow")?.reminder).toContain("banished instead");
    expect(index.hover("Muster")).toBeUndefined();
  });

  test("targets and opponents say which players they mean", () => {
    expect(index.hover("target")?.reminder).toContain("`target opponent discards 1`");
    expect(index.hover("opponents")?.reminder).toContain("`each opponent`");
  });

  test("the words of an effect's prevention say what they mean (CR 437)", () => {
    expect(index.hover("prevent")?.reminder).toContain("`prevent the next 3 damage");
    expect(index.hover("combat")?.reminder).toContain("only the damage combat deals");
  });

  test("a keyword without reminder text still says what it is", () => {
    const hover = index.hover("the");
    expect(hover?.categoryLabel).toBe("reference");
    expect(hover?.reminder).toBeUndefined();
  });

  test("characteristics and scenario words say what they mean, as LANGUAGE.md does", () => {
    expect(index.hover("cost")?.reminder).toContain("energy plus power");
    expect(index.hover("costs")?.reminder).toBe(index.hover("cost")?.reminder);
    expect(index.hover("might")?.reminder).toContain("units only");
    expect(index.hover("tags")?.reminder).toContain("tags Mage, Storm");
    expect(index.hover("expect")?.reminder).toContain("`expect not`");
    expect(index.hover("resolve")?.reminder).toMatch(/`resolve chain`.*`resolve one`/);
    expect(index.hover("Resolve")?.reminder).toContain("fails when the Chain is empty");
  });
});
