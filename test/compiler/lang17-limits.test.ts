/**
 * Limits designers asked for: `once each turn` on a replacement (CR 371), `the Nth time … each
 * turn` triggers (CR 383.1) and several Flow costs on one spell (CR 829.1.c.3) — their syntax
 * errors, checks, ability objects and card text. Their behaviour in games is in
 * test/rules/lang17-limits.rift.
 */
import { describe, expect, test } from "vitest";
import { renderDefinition } from "../../compiler/render/index.js";
import { expectDiagnostics as expectSyntax, parse } from "../grammar/helpers.js";
import { expectAbilities, expectDiagnostics, expectLowered, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1  might 1\n  ${text}\n}`;

function rendered(text: string): string {
  const [definition] = lowered(unit(text));
  return renderDefinition(definition!).abilities.join(" ");
}

describe("once each turn on a replacement (CR 371)", () => {
  test("reads in both readers and lowers to a limited replacement", () => {
    expect(parse(unit("once each turn, if this would die, heal it instead")).diagnostics).toEqual(
      [],
    );
    expectAbilities("once each turn, if this would die, heal it instead", [
      {
        kind: "replacement",
        oncePerTurn: true,
        pattern: { event: "killed", subject: { ref: "this" } },
        instead: [{ op: "heal", target: { ref: "replaced" } }],
      },
    ]);
  });

  test("without the limit nothing changes", () => {
    expectAbilities("if this would die, heal it instead", [
      {
        kind: "replacement",
        pattern: { event: "killed", subject: { ref: "this" } },
        instead: [{ op: "heal", target: { ref: "replaced" } }],
      },
    ]);
  });

  test("renders as cards print it", () => {
    expect(rendered("once each turn, if this would die, heal it instead")).toBe(
      "Once each turn, if this would die, heal it instead.",
    );
  });

  test("a misspelt `once`: did you mean", () => {
    expectSyntax(
      unit("onse each turn, if this would die, heal it instead"),
      "3:3 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `onse`; did you mean `once`?",
    );
  });

  test("`once per turn`, as other games say it", () => {
    expectSyntax(
      unit("once per turn, if this would die, heal it instead"),
      "3:8 RS1022 expected `each` after `once`, found `per`; write `once each turn` (CR 371, 383.3.e)",
    );
  });

  test("the limit written after the event of a replacement", () => {
    expectSyntax(
      unit("if this would die, once each turn, heal it instead"),
      "3:22 RS1009 expected an instruction such as `draw 1` or `kill target unit` after `,`, found `once`; a replacement's limit comes first: `once each turn, if this would die, heal it instead`",
    );
  });

  test("a trigger written with a replacement's leading limit", () => {
    expectSyntax(
      unit("once each turn, when this dies: draw 1"),
      "3:19 RS1022 expected one of `if`, `double`, `prevent` after `,`, found `when`; a trigger's limit follows its event: `when this dies, once each turn: draw 1` (only a replacement opens with it: `once each turn, if this would die, … instead`)",
    );
  });
});

describe("the Nth time … each turn (CR 383.1)", () => {
  test("lowers to a trigger counting its events", () => {
    expectAbilities("the second time a friendly unit dies each turn: draw 1", [
      {
        kind: "triggered",
        nthTime: 2,
        trigger: {
          event: "killed",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        effect: [{ op: "draw", player: { player: "you" }, count: { amount: "fixed", value: 1 } }],
      },
    ]);
  });

  test("takes an intervening condition, and any ordinal to tenth", () => {
    expectLowered(
      unit(
        "the first time this moves each turn, if it is your turn: draw 1\n  the tenth time you play a card each turn: draw 1",
      ),
      {},
    );
    const [definition] = lowered(
      unit("the first time this moves each turn, if it is your turn: draw 1"),
    );
    expect(definition!.abilities[0]).toMatchObject({
      kind: "triggered",
      nthTime: 1,
      condition: { cond: "isTurnOf", player: "you" },
    });
  });

  test("renders with its ordinal", () => {
    expect(rendered("the second time a friendly unit dies each turn: draw 1")).toBe(
      "The second time a unit you control dies each turn, draw 1 card.",
    );
  });

  test("ordinals stay free as names: `first` is still a label", () => {
    expect(
      parse(`scenario "S" { setup { A hand: "U" as first } expect first in A hand }`).diagnostics,
    ).toEqual([]);
  });

  test("a misspelt ordinal: did you mean", () => {
    expectSyntax(
      unit("the secnd time a friendly unit dies each turn: draw 1"),
      "3:7 RS1043 expected an ordinal such as `second` after `the`, found `secnd`; did you mean `second`?",
    );
  });

  test("`each turn` left out", () => {
    expectSyntax(
      unit("the second time a friendly unit dies: draw 1"),
      "3:39 RS1022 expected `each` after `dies`; `the second time …` ends with `each turn`: `the second time a friendly unit dies each turn: draw 1` (CR 383.1)",
    );
  });

  test("`once each turn` as well is RS2040", () => {
    expectDiagnostics(
      unit("the second time a friendly unit dies each turn, once each turn: draw 1"),
      "3:3 RS2040",
    );
  });
});

describe("several Flow costs (CR 829.1.c.3)", () => {
  test("two different Flow costs are two keywords", () => {
    expectLowered(
      `card spell "S" { cost 3  domain Calm  keywords Flow 2, Flow 1 Calm  effect: draw 1 }`,
      {
        keywords: [
          { keyword: "Flow", cost: { energy: 2, power: [] } },
          { keyword: "Flow", cost: { energy: 0, power: [{ domain: "Calm", amount: 1 }] } },
        ],
      },
    );
  });

  test("the same Flow cost twice is RS2019, in any order of its terms", () => {
    expectDiagnostics(
      `card spell "S" { cost 3  keywords Flow 1 + 1 Calm, Flow 1 Calm + 1  effect: draw 1 }`,
      "1:52 RS2019 Flow is already listed with this cost",
    );
  });
});

describe("preventing damage (CR 369.2)", () => {
  test("lowers to a replacement of the damage, with how much it prevents", () => {
    expectAbilities("prevent 2 damage that would be dealt to this", [
      {
        kind: "replacement",
        pattern: { event: "damaged", subject: { ref: "this" } },
        prevent: 2,
        instead: [],
      },
    ]);
    expectAbilities("once each turn, prevent all damage that would be dealt to a friendly unit", [
      {
        kind: "replacement",
        oncePerTurn: true,
        pattern: {
          event: "damaged",
          subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        },
        prevent: "all",
        instead: [],
      },
    ]);
  });

  test("renders as card text", () => {
    expect(rendered("prevent 2 damage that would be dealt to this")).toBe(
      "Prevent 2 damage that would be dealt to this.",
    );
    expect(rendered("once each turn, prevent all damage that would be dealt to this")).toBe(
      "Once each turn, prevent all damage that would be dealt to this.",
    );
  });

  test("`if you do` after a deal asks something now: the damage may be all prevented", () => {
    expectDiagnostics(
      `card spell "S" { cost 1  effect: deal 1 to target unit; if you do, draw 1 }`,
    );
  });

  test("a misspelt `prevent`: did you mean", () => {
    expectSyntax(
      unit("prevnt 2 damage that would be dealt to this"),
      "3:3 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `prevnt`; did you mean `prevent`?",
    );
  });

  test("the damage named short", () => {
    expectSyntax(
      unit("prevent 2 damage to this"),
      "3:20 RS1022 expected `that` after `damage`; a prevention names the damage it stops as card text does: `prevent 2 damage that would be dealt to this` (CR 369.2)",
    );
  });

  test("nothing to prevent, or nothing that is dealt damage", () => {
    expectDiagnostics(unit("prevent 0 damage that would be dealt to this"), "3:3 RS2018");
    expectDiagnostics(
      `card gear "G" {\n  cost 1\n  prevent all damage that would be dealt to this\n}`,
      "3:3 RS2023",
    );
  });
});
