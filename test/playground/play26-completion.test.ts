/**
 * Completion offers a name only where it fits (playground audit 26): a tags clause takes tags, not
 * card names; a bound name is offered in the declaration that binds it, before its use, and not in
 * another card; a new binding (`as |`) and a scenario's player offer none of the names there are.
 */
import { describe, expect, test } from "vitest";
import { parseFile } from "../../grammar/index.js";
import { complete } from "../../playground/src/language/completion.js";
import { outlineOf } from "../../playground/src/language/outline.js";

const FILE = `card unit "Muster Captain" {
  cost 3 Order
  might 2
  tags Soldier
}
card spell "Lantern Trick" {
  cost 1 Mind
  effect: banish target unit you control as lost;
    this turn, when you conquer: return lost to its owner's hand
}
`;
const outline = outlineOf([{ ast: parseFile("f.rift", FILE).ast, library: false }]);

function at(textWithCursor: string): ReturnType<typeof complete> {
  const offset = textWithCursor.indexOf("|");
  return complete(textWithCursor.replace("|", ""), offset, outline);
}
const names = (entries: ReturnType<typeof complete>, kind: string): string[] =>
  entries.filter((e) => e.kind === kind).map((e) => e.label);
const spell = (effect: string): string =>
  `${FILE}card spell "Zap" {\n  cost 1\n  effect: ${effect}`;

describe("completion of names by what the grammar reads them as", () => {
  test("a tags clause and a tag filter offer tags, never a card's or a bound name", () => {
    for (const text of [`${FILE}card unit "X" {\n  tags |`, spell("kill target unit with tag |")]) {
      const entries = at(text);
      expect(names(entries, "tag")).toEqual(["Soldier"]);
      expect(names(entries, "card")).toEqual([]);
      expect(names(entries, "bound")).toEqual([]);
    }
  });

  test("a name bound in another card is not offered; one bound before the cursor is", () => {
    expect(names(at(spell("|")), "bound")).toEqual([]);
    expect(names(at(spell("deal 2 to target unit; return |")), "bound")).toEqual([]);
    expect(names(at(spell("kill target unit as doomed; return |")), "bound")).toEqual(["doomed"]);
    // …and an object's place is not a tag's.
    expect(names(at(spell("kill target unit as doomed; return |")), "tag")).toEqual([]);
  });

  test("a new binding offers no existing name (it must be a new one)", () => {
    const entries = at(spell("kill target unit as doomed; banish target gear as |"));
    expect(entries.filter((e) => e.kind !== "keyword")).toEqual([]);
  });

  test("a scenario's steps and setup offer its labels, not tags or another card's bindings", () => {
    const scenario = `${FILE}scenario "s" {\n  setup {\n    A base: "Muster Captain" as m1\n  }\n`;
    expect(
      // Its players are offered (ide27-completion.test.ts), but no name.
      at(`${FILE}scenario "s" {\n  setup {\n    |`).filter(
        (e) => e.kind !== "keyword" && e.kind !== "player",
      ),
    ).toEqual([]);
    expect(at(`${scenario}  |`).filter((e) => e.kind === "tag" || e.kind === "bound")).toEqual([]);
    expect(names(at(`${scenario}  expect |`), "bound")).toEqual(["m1"]);
    expect(names(at(`${scenario}  expect |`), "tag")).toEqual([]);
  });
});
