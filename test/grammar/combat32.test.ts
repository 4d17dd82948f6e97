/**
 * combat32's grammar: `can't attack` / `can't defend` as a static's predicate (CR 464.2.c.3) and
 * the `this combat` durations (CR 466.7.c), read the same by both readers (the shared gates in
 * grammar/gates.ts), with the syntax errors around them.
 */
import { describe, expect, test } from "vitest";
import { expectDiagnostics, fileByBothReaders, parse } from "./helpers.js";

const unit = (ability: string): string => `card unit "U" { cost 1  might 1  ${ability} }`;
const spell = (effect: string): string => `card spell "S" { cost 1  effect: ${effect} }`;

function sameByBothReaders(text: string): unknown {
  const [direct, chevrotain] = fileByBothReaders(text);
  expect(JSON.parse(direct).diagnostics).toEqual([]);
  expect(direct).toBe(chevrotain);
  return JSON.parse(direct);
}

/** The first definition's abilities, as the parser built them. */
function abilities(text: string): unknown[] {
  const file = parse(text);
  expect(file.diagnostics).toEqual([]);
  const [definition] = file.ast.declarations;
  if (definition?.kind !== "Definition") throw new Error("no definition");
  return definition.abilities;
}

describe("`can't attack` and `can't defend` (CR 464.2.c.3)", () => {
  test.each([
    unit("this can't attack"),
    unit("this can't defend"),
    unit("this cannot attack"),
    unit("enemy units here can't defend"),
    unit("while this is damaged, this can't attack"),
    unit("this can't defend while it is exhausted"),
    `card battlefield "B" { units here can't attack }`,
    spell("give target enemy unit { this can't attack } until your next turn"),
  ])("both readers read `%s`", (text) => {
    sameByBothReaders(text);
  });

  test("a static of its subject, with the role it forbids", () => {
    expect(abilities(unit("this can't attack"))).toMatchObject([
      { kind: "Static", modifications: [{ kind: "CantCombatMod", role: "attacker" }] },
    ]);
    expect(abilities(unit("enemy units here can't defend"))).toMatchObject([
      {
        kind: "Static",
        subject: { kind: "AllRef" },
        modifications: [{ kind: "CantCombatMod", role: "defender" }],
      },
    ]);
  });

  test("`can't block` says to write `can't defend`", () => {
    expectDiagnostics(
      unit("this can't block"),
      "1:45 RS1034 expected what they get, such as `get +1 might`, `enter ready` or `can't move` after `can't`, found `block`; a unit defends when a combat at its battlefield has its controller as the Defender (CR 323.2, 464.2.c): write `can't defend`",
    );
  });
});

describe("`this combat` and `until end of combat` (CR 466.7.c)", () => {
  const forms = [
    "this combat",
    "until end of combat",
    "until the end of combat",
    "until the end of this combat",
    "until end of this combat",
  ];

  test.each(forms)("`give target unit +2 might %s` is one duration", (duration) => {
    expect(abilities(spell(`give target unit +2 might ${duration}`))).toMatchObject([
      {
        kind: "SpellEffect",
        effect: {
          instructions: [{ kind: "Give", duration: { kind: "Duration", until: "endOfCombat" } }],
        },
      },
    ]);
  });

  test.each([
    ...forms.map((duration) => spell(`give target unit +2 might ${duration}`)),
    spell("target unit gets +1 might this combat"),
    spell("prevent all combat damage this combat"),
    spell("this combat, when a unit dies: draw 1"),
    spell("give target unit +1 might this combat. Draw 1."),
    spell("gain control of target unit this combat"),
    unit("when this defends: other friendly units here get +1 might until end of combat"),
  ])("both readers read `%s`", (text) => {
    sameByBothReaders(text);
  });

  test("`this turn` is still the turn's", () => {
    expect(abilities(spell("give target unit +2 might this turn"))).toMatchObject([
      { effect: { instructions: [{ duration: { until: "endOfTurn" } }] } },
    ]);
    expect(abilities(spell("give target unit +2 might until end of this turn"))).toMatchObject([
      { effect: { instructions: [{ duration: { until: "endOfTurn" } }] } },
    ]);
  });

  test("a combat is not someone's next one", () => {
    const [first] = parse(
      spell("give target unit +2 might until the end of your next combat"),
    ).diagnostics;
    expect(first?.code).toBe("RS1022");
    expect(first?.message).toContain("expected `turn` after `next`");
  });
});
