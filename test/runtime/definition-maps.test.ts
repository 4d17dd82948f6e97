/**
 * Definition maps shared between games (issue 6: `rift play --games N` gives every game the same
 * definitions, and caches keyed by a game's definitions carry over only if the map does).
 */
import { describe, expect, it } from "vitest";
import { sharedDefinitionMap, withBasicRunes } from "../../runtime/definition-maps.js";
import { type Definition, SetupError, basicRune, definitionMap } from "../../runtime/index.js";

const unit = (name: string): Definition => ({
  kind: "card",
  type: "unit",
  name,
  domains: ["Fury"],
  might: 1,
  tags: [],
  keywords: [],
  abilities: [],
});

describe("definition maps", () => {
  it("gives the same map for the same definitions, as a list, a record or a map", () => {
    const list = [unit("Ash Hound"), unit("Cinder Scout")];
    expect(sharedDefinitionMap(list)).toBe(sharedDefinitionMap(list));
    const record = { a: unit("Ash Hound") };
    expect(sharedDefinitionMap(record)).toBe(sharedDefinitionMap(record));
    const map = new Map(list.map((d) => [d.name, d]));
    expect(sharedDefinitionMap(map)).toBe(sharedDefinitionMap(map));
    expect([...sharedDefinitionMap(map).keys()]).toEqual(["Ash Hound", "Cinder Scout"]);
  });

  it("makes a new map when the list it came from changed in place", () => {
    const list = [unit("Ash Hound")];
    const before = sharedDefinitionMap(list);
    list.push(unit("Cinder Scout"));
    const after = sharedDefinitionMap(list);
    expect(after).not.toBe(before);
    expect(after.has("Cinder Scout")).toBe(true);
    expect(before.has("Cinder Scout")).toBe(false);
    list[0] = unit("Ash Hound");
    expect(sharedDefinitionMap(list)).not.toBe(after);
  });

  it("refuses two definitions with one name, shared or not", () => {
    const list = [unit("Ash Hound"), unit("Ash Hound")];
    expect(() => sharedDefinitionMap(list)).toThrow(SetupError);
    expect(() => definitionMap(list)).toThrow(/two definitions are named "Ash Hound"/);
  });

  it("adds each missing basic rune once, leaving a set's own rune and its map alone", () => {
    const ownFury: Definition = { ...basicRune("Fury"), tags: ["Homemade"] };
    const list = [unit("Ash Hound"), ownFury];
    const base = sharedDefinitionMap(list);
    const withRunes = withBasicRunes(list, ["Fury", "Calm", "Calm"]);
    expect(withRunes).not.toBe(base);
    expect(withRunes.get("Fury Rune")).toBe(ownFury);
    expect(withRunes.get("Calm Rune")).toEqual(basicRune("Calm"));
    expect(base.has("Calm Rune")).toBe(false);
    expect(withBasicRunes(list, ["Calm", "Fury"])).toBe(withRunes);
    expect(withBasicRunes(list, ["Fury"])).toBe(base);
    // Another set gets the same basic rune object, so what is cached per definition carries over.
    expect(withBasicRunes([unit("Cinder Scout")], ["Calm"]).get("Calm Rune")).toBe(
      withRunes.get("Calm Rune"),
    );
  });
});
