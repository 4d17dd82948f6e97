/**
 * Preventions that effects create (CR 437): `prevent the next 3 damage that would be dealt to …
 * this turn`, `prevent all combat damage this turn`. Both readers, their syntax errors, the
 * checker's diagnostics, the ability objects, the card text and the canonical layout. Their
 * behaviour in games is in test/rules/lang22-prevent.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { parseFile } from "../../grammar/index.js";
import {
  bothReaders,
  expectDiagnostics as expectSyntax,
  fileByBothReaders,
} from "../grammar/helpers.js";
import { expectDiagnostics, expectEffect, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}`;

const SENTENCES = [
  "prevent the next 3 damage that would be dealt to target unit this turn",
  "prevent the next 1 combat damage that would be dealt to this until your next turn",
  "prevent all damage that would be dealt to target friendly unit until end of turn",
  "prevent all combat damage that would be dealt to all friendly units here this turn",
  "prevent all combat damage this turn",
  "prevent all damage permanently",
  "prevent all damage that would be dealt to it until the next time it attacks",
  "draw 1 and prevent all combat damage this turn; prevent all damage this turn and draw 1",
];

describe("both readers read an effect's prevention the same (CR 437)", () => {
  test.each(SENTENCES)("%s", (sentence) => {
    const text = spell(`deal 1 to target unit; ${sentence}`);
    const { direct, chevrotain } = bothReaders(text);
    // The fast reader does read it (it does not hand it to Chevrotain), and to the same tree.
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(chevrotain));
  });

  test("a whole file: the same tree and diagnostics with the direct reader on and off", () => {
    const text = SENTENCES.map((s, i) =>
      spell(`deal 1 to target unit; ${s}`).replace('"S"', `"S${i}"`),
    )
      .concat(spell("prevent 3 damage that would be dealt to target unit this turn"))
      .join("\n\n");
    const [direct, chevrotain] = fileByBothReaders(text);
    expect(direct).toBe(chevrotain);
  });

  test("the tree: amount, combat, the unit it protects and its duration", () => {
    const { chevrotain } = bothReaders(
      spell("prevent the next 3 combat damage that would be dealt to target unit this turn"),
    );
    expect(chevrotain).toMatchObject({
      abilities: [
        {
          effect: {
            instructions: [
              {
                kind: "Prevent",
                amount: 3,
                combat: true,
                target: { kind: "TargetRef" },
                duration: { kind: "Duration", until: "endOfTurn" },
              },
            ],
          },
        },
      ],
    });
    const { chevrotain: fog } = bothReaders(spell("prevent all combat damage this turn"));
    const [fogInstruction] = (fog as { abilities: { effect: { instructions: object[] } }[] })
      .abilities[0]!.effect.instructions;
    expect(fogInstruction).toMatchObject({ kind: "Prevent", amount: "all", combat: true });
    expect(fogInstruction).not.toHaveProperty("target");
  });
});

describe("syntax errors say what to write", () => {
  test("a misspelt `prevent`: did you mean", () =>
    expectSyntax(
      spell("prevnt the next 3 damage that would be dealt to target unit this turn"),
      "3:11 RS1009 expected an instruction such as `draw 1` or `kill target unit`, found `prevnt`; did you mean `prevent`?",
    ));

  test("a misspelt `combat` or `damage`: did you mean", () => {
    expectSyntax(
      spell("prevent all combt damage this turn"),
      "3:23 RS1013 expected the damage it prevents, such as `the next 3 damage` or `all combat damage`, found `combt`; did you mean `combat`?",
    );
    expectSyntax(
      spell("prevent the nxt 3 damage that would be dealt to target unit this turn"),
      "3:23 RS1013 expected the damage it prevents, such as `the next 3 damage` or `all combat damage`, found `nxt`; did you mean `next`?",
    );
  });

  test("the static's wording in an effect: a shield is `the next N`", () =>
    expectSyntax(
      spell("prevent 3 damage that would be dealt to target unit this turn"),
      "3:19 RS1013 expected the damage it prevents, such as `the next 3 damage` or `all combat damage` after `prevent`; a prevention an effect makes is used up as it prevents: `prevent the next 3 damage that would be dealt to target unit this turn` (CR 437.3), or `prevent all damage …`",
    ));

  test("`the next N` names the unit it is counted on", () =>
    expectSyntax(
      spell("prevent the next 3 damage this turn"),
      "3:37 RS1022 expected `that` after `damage`; the next N damage is counted on the unit it protects (CR 437.2): `prevent the next 3 damage that would be dealt to target unit this turn` (only `all` may name no unit: `prevent all combat damage this turn`)",
    ));

  test("the duration is required (CR 437.1.b)", () =>
    expectSyntax(
      spell("prevent the next 3 damage that would be dealt to target unit"),
      "3:67 RS1014 expected a duration such as `this turn` or `until your next turn` after `unit`",
    ));

  test("`damage to`, as other games say it", () =>
    expectSyntax(
      spell("prevent all damage to target unit this turn"),
      "3:30 RS1014 expected a duration such as `this turn` or `until your next turn` after `damage`, found `to`; a prevention names the damage it stops as card text does: `prevent all damage that would be dealt to target unit this turn` (CR 437.1.b.1)",
    ));

  test("the amount in digits", () =>
    expectSyntax(
      spell("prevent the next three damage that would be dealt to target unit this turn"),
      "3:28 RS1013 expected a number after `next`, found `three`; write this number in digits: `3`",
    ));

  test("`combat` is a keyword now: a tag of that name is quoted", () => {
    expect(
      parseFile("t.rift", `card unit "U" { cost 1 might 1 tags "Combat" }`).diagnostics,
    ).toEqual([]);
    expect(
      parseFile("t.rift", `card unit "U" { cost 1 might 1 tags Combat }`).diagnostics,
    ).not.toEqual([]);
  });
});

describe("the checker", () => {
  test("the next 0 damage is RS2018", () =>
    expectDiagnostics(
      spell("prevent the next 0 damage that would be dealt to target unit this turn"),
      "3:11 RS2018 preventing the next 0 damage changes nothing",
    ));

  test("only units are dealt damage: RS2023", () =>
    expectDiagnostics(
      spell("prevent all damage that would be dealt to target gear this turn"),
      "3:53 RS2023 only units are dealt damage (CR 417.1), so a prevention protects units; this is always a gear",
    ));

  test("`if you do` after a prevention that always happens is RS2014; after one that may name no unit, fine", () => {
    expectDiagnostics(
      spell("prevent all damage that would be dealt to target unit this turn; if you do, draw 1"),
      "3:79 RS2014 `if you do` asks whether the instruction before it happened, and `prevent` always does",
    );
    expectDiagnostics(
      spell("prevent all combat damage this turn; if you do, draw 1"),
      "3:51 RS2014",
    );
    expectDiagnostics(
      spell(
        "prevent all damage that would be dealt to up to 1 target unit this turn; if you do, draw 1",
      ),
    );
  });

  test("`it` after a prevention refers to the unit it protects", () =>
    expectEffect(
      "prevent all damage that would be dealt to target unit this turn; give it +1 might this turn",
      [
        {
          op: "prevent",
          amount: "all",
          target: { ref: "target", filter: { types: ["unit"] }, bind: "it 1" },
          duration: { until: "endOfTurn" },
        },
        {
          op: "modify",
          target: { ref: "bound", name: "it 1" },
          modifications: [{ mod: "might", amount: 1 }],
          duration: { until: "endOfTurn" },
        },
      ],
    ));
});

describe("ability objects", () => {
  test("a shield, all damage to a unit, and combat damage to every unit", () =>
    expectEffect(
      "prevent the next 3 damage that would be dealt to target friendly unit this turn; prevent all combat damage until your next turn",
      [
        {
          op: "prevent",
          amount: 3,
          target: { ref: "target", filter: { types: ["unit"], controller: "you" } },
          duration: { until: "endOfTurn" },
        },
        { op: "prevent", amount: "all", combat: true, duration: { until: "yourNextTurn" } },
      ],
    ));
});

function rendered(effect: string): string {
  const [definition] = lowered(spell(effect));
  return renderDefinition(definition!).abilities.join(" ");
}

describe("card text reads as cards print it (CR 437.1.b.1)", () => {
  test.each([
    [
      "prevent the next 3 damage that would be dealt to target friendly unit this turn",
      "Prevent the next 3 damage that would be dealt to target unit you control this turn.",
    ],
    ["prevent all combat damage this turn", "Prevent all combat damage this turn."],
    [
      "prevent all damage that would be dealt to target unit until your next turn",
      "Prevent all damage that would be dealt to target unit until your next turn.",
    ],
    ["prevent all damage permanently", "Prevent all damage."],
    [
      "prevent the next 2 combat damage that would be dealt to target unit this turn; draw 1",
      "Prevent the next 2 combat damage that would be dealt to target unit this turn. Draw 1 card.",
    ],
  ])("%s", (effect, text) => expect(rendered(effect)).toBe(text));
});

describe("rift fmt prints it canonically", () => {
  test("keywords lower case, one space between words", () => {
    const text = `card spell "S" {\n  cost 1\n  effect: PREVENT The  Next 3 Combat   damage that would be dealt TO target unit This Turn\n}\n`;
    expect(formatText("t.rift", text).text).toBe(
      `card spell "S" {\n  cost 1\n  effect: prevent the next 3 combat damage that would be dealt to target unit this turn\n}\n`,
    );
  });

  test("a long one wraps as other instructions do, and the layout is stable", () => {
    const text = spell(
      "prevent all damage that would be dealt to target friendly unit until your next turn; prevent all combat damage this turn",
    );
    const once = formatText("t.rift", text).text;
    expect(formatText("t.rift", once).text).toBe(once);
    expect(once).toContain(
      "    prevent all damage that would be dealt to target friendly unit until your next turn;\n",
    );
  });
});
