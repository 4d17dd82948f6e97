/**
 * What might32 added to the grammar, read alike by both readers: `becomes mighty` as an event
 * (CR 709), `with more might than this` / `with less might than this` in a filter, and
 * `+1 might for each opponent` / `for each player` as a change (CR 303.2.a).
 */
import { describe, expect, test } from "vitest";
import type { FilterNode, ModificationNode } from "../../grammar/ast.js";
import { allNodes, expectClean, expectDiagnostics, fileByBothReaders } from "./helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;

function sameByBothReaders(text: string): void {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
}

describe("`becomes mighty` (CR 709)", () => {
  test.each([
    unit("when this becomes mighty: draw 1"),
    unit("when this becomes mighty, draw 1"),
    unit("when a friendly unit becomes mighty: buff it"),
    unit("when a friendly unit here becomes mighty, once each turn: draw 1"),
    unit("when an enemy unit becomes mighty here: stun it"),
    unit("the second time a friendly unit becomes mighty each turn: draw 1"),
    `card spell "S" { cost 1  effect: this turn, when a unit becomes mighty, draw 1 }`,
    `card spell "S" { cost 1  effect: give target unit Tank until the next time it becomes mighty }`,
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("is an event of the unit, `becameMighty`", () => {
    const file = expectClean(unit("when a friendly unit becomes mighty: buff it"));
    const events = allNodes(file).filter((node) => node.kind === "Event");
    expect(events).toMatchObject([
      { event: "becameMighty", would: false, subject: { kind: "ChooseRef" } },
    ]);
  });

  test("`becomes` takes `mighty` after it, nothing else", () => {
    expectDiagnostics(
      unit("when this becomes ready: draw 1"),
      "1:52 RS1022 expected `mighty` after `becomes`",
    );
  });
});

describe("`with more might than this`, `with less might than this`", () => {
  test.each([
    unit("when this is played: stun target enemy unit with more might than this"),
    unit("when this is played: deal 2 to each enemy unit here with less might than this"),
    unit("friendly units here with less might than this get +1 might"),
    unit("when this attacks: kill all units with greater might than this"),
    unit("when this is played: stun target unit with Tank with fewer might than this"),
    unit("when this is played: stun target unit with might 2 or more with less might than this"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("is the filter's `mightThan`, apart from a Might compared with a number", () => {
    const file = expectClean(
      unit("when this is played: stun target unit with might 2 or more with less might than this"),
    );
    const filter = allNodes(file).find((node): node is FilterNode => node.kind === "Filter");
    expect(filter?.might).toMatchObject({ op: ">=", value: 2 });
    expect(filter?.mightThan).toMatchObject({
      kind: "MightThan",
      op: "<",
      object: { kind: "ThisRef" },
    });
    const more = expectClean(
      unit("when this is played: stun target unit with more might than this"),
    );
    const other = allNodes(more).find((node): node is FilterNode => node.kind === "Filter");
    expect(other?.mightThan?.op).toBe(">");
    expect(other?.might).toBeUndefined();
  });

  test("a number after `than` is still a comparison of Might: `with might more than 3`", () => {
    const file = expectClean(unit("when this is played: stun target unit with might more than 3"));
    const filter = allNodes(file).find((node): node is FilterNode => node.kind === "Filter");
    expect(filter?.might).toMatchObject({ op: ">", value: 3 });
    expect(filter?.mightThan).toBeUndefined();
  });

  test("`with might less than this` says where the comparison goes", () => {
    expectDiagnostics(
      unit("when this is played: stun target unit with might less than this"),
      "1:93 RS1013 expected a number after `than`, found `this`; a Might is compared with this's as `with more might than this` or `with less might than this`, and with a number as `with might less than 3`; no other object's Might can be compared yet",
    );
  });

  test("only `this` is compared with: another object after `than` is a syntax error", () => {
    expectDiagnostics(
      unit("when this is played: stun target unit with more might than it"),
      "1:93 RS1022 expected `this` after `than`, found `it`; a Might is compared with this's as `with more might than this` or `with less might than this`, and with a number as `with might less than 3`; no other object's Might can be compared yet",
    );
  });
});

describe("`+1 might for each opponent`, `for each player` (CR 303.2.a)", () => {
  test.each([
    unit("this gets +1 might for each opponent"),
    unit("friendly units get +2 might for each player"),
    `card spell "S" { cost 1  effect: give target unit +1 might for each opponent this turn }`,
    `card spell "S" { cost 1  effect: give target unit -1 might for each player this turn }`,
    unit("this gets +1 might for each opponent's unit"),
  ])("both readers read `%s`", (text) => sameByBothReaders(text));

  test("counts players: `players` is the opponents or everyone; `opponent's …` stays a filter", () => {
    const mods = (text: string): ModificationNode[] =>
      allNodes(expectClean(text)).filter((node): node is ModificationNode =>
        node.kind.endsWith("Mod"),
      );
    expect(mods(unit("this gets +1 might for each opponent"))).toMatchObject([
      { kind: "MightMod", amount: 1, players: { kind: "Player", who: "eachOpponent" } },
    ]);
    expect(mods(unit("this gets -2 might for each player"))).toMatchObject([
      { kind: "MightMod", amount: -2, players: { kind: "Player", who: "each" } },
    ]);
    const [filtered] = mods(unit("this gets +1 might for each opponent's unit"));
    expect(filtered).toMatchObject({ kind: "MightMod", per: { controller: "opponent" } });
    expect(filtered).not.toHaveProperty("players");
  });
});
