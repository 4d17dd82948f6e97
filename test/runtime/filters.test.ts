import { describe, expect, test } from "vitest";
import type { Definition, Filter } from "../../runtime/index.js";
import { FRIENDLY_UNIT, Table, cost, player, pool, setup, spell, unit } from "./helpers.js";

const cull = (name: string, filter: Filter): Definition =>
  spell(name, cost(0), [{ op: "kill", target: { ref: "all", filter } }]);

const defs: Definition[] = [
  unit("Sparrow", cost(0), 1, { tags: ["Bird"] }),
  unit("Tabby", cost(0), 1, { tags: ["Cat"] }),
  unit("Griffin", cost(0), 1, { tags: ["Bird", "Cat", "Beast"] }),
  unit("Filler", cost(5), 1),
  cull("Cull Both", { types: ["unit"], tagsAll: ["Bird", "Cat"] }),
  cull("Cull Either", { types: ["unit"], tags: ["Bird", "Cat"] }),
  unit("Bulwark", cost(0), 1, { keywords: [{ keyword: "Tank" }] }),
  unit("Raider", cost(0), 1, { keywords: [{ keyword: "Assault", value: 1 }] }),
  unit("Juggernaut", cost(0), 1, {
    keywords: [{ keyword: "Tank" }, { keyword: "Assault", value: 2 }],
  }),
  cull("Cull Armoured Raiders", { types: ["unit"], keywordsAll: ["Tank", "Assault"] }),
  unit("Ember Adept", cost(0), 1, { domains: ["Fury"] }),
  unit("Storm Adept", cost(0), 1, { domains: ["Fury", "Mind"] }),
  cull("Cull Storm", { types: ["unit"], domainsAll: ["Fury", "Mind"] }),
  spell("Rally", cost(0), [
    {
      op: "draw",
      player: { player: "you" },
      count: { amount: "count", filter: FRIENDLY_UNIT, per: 2 },
    },
  ]),
];

function table(hand: string[], base: string[], deck: string[] = []): Table {
  const ps = (names: string[]) => names.map((name) => ({ name }));
  return new Table(
    setup([
      player("A", { hand: ps(hand), base: ps(base), deck: ps(deck) }, { pool: pool(9) }),
      player("B"),
    ]),
    defs,
  );
}

describe("filters: all of several tags", () => {
  test("tagsAll meets only an object with every listed tag, extra tags allowed", () => {
    const t = table(["Cull Both"], ["Sparrow", "Tabby", "Griffin"]);
    t.play("A", "Cull Both");
    t.resolveAll();
    expect(t.names("A", "base").sort()).toEqual(["Sparrow", "Tabby"]);
    expect(t.names("A", "trash")).toContain("Griffin");
  });

  test("tags, by contrast, meets an object with any one of them", () => {
    const t = table(["Cull Either"], ["Sparrow", "Tabby", "Griffin"]);
    t.play("A", "Cull Either");
    t.resolveAll();
    expect(t.names("A", "base")).toEqual([]);
  });
});

describe("filters: all of several keywords or domains", () => {
  test("keywordsAll meets only an object with every listed keyword (S4: Tank, Assault)", () => {
    const t = table(["Cull Armoured Raiders"], ["Bulwark", "Raider", "Juggernaut"]);
    t.play("A", "Cull Armoured Raiders");
    t.resolveAll();
    expect(t.names("A", "base").sort()).toEqual(["Bulwark", "Raider"]);
    expect(t.names("A", "trash")).toContain("Juggernaut");
  });

  test("domainsAll meets only an object of every listed domain", () => {
    const t = table(["Cull Storm"], ["Ember Adept", "Storm Adept"]);
    t.play("A", "Cull Storm");
    t.resolveAll();
    expect(t.names("A", "base")).toEqual(["Ember Adept"]);
    expect(t.names("A", "trash")).toContain("Storm Adept");
  });
});

describe("amounts: several for each", () => {
  test("a count with per 2 draws two cards for each friendly unit", () => {
    const t = table(["Rally"], ["Sparrow", "Tabby", "Griffin"], Array(8).fill("Filler"));
    t.play("A", "Rally");
    t.resolveAll();
    expect(t.names("A", "hand")).toHaveLength(6);
    expect(t.names("A", "deck")).toHaveLength(2);
  });

  test("no friendly unit, no card, whatever per says", () => {
    const t = table(["Rally"], [], Array(8).fill("Filler"));
    t.play("A", "Rally");
    t.resolveAll();
    expect(t.names("A", "hand")).toEqual([]);
  });
});
