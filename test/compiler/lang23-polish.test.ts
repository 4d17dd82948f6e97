/**
 * Two corners of the language made honest: a target written where nothing chooses targets is an
 * error (RS2034, CR 355.10.c) instead of an instruction that silently does nothing, and a printed
 * prevention may say `combat` (CR 417.6.c). Their behaviour in games is in
 * test/rules/lang23-polish.rift.
 */
import { describe, expect, test } from "vitest";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { bothReaders, expectDiagnostics as expectSyntax } from "../grammar/helpers.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const spell = (text: string): string => `card spell "S" {\n  cost 1\n  ${text}\n}`;

const REPLACEMENT = "a replacement effect chooses no targets (CR 355.10.c)";
const OPTIONAL =
  "what paying an optional cost does is not played as a spell or an ability, so it chooses no targets (CR 355.5, 355.10, 356.2.b.1)";

describe("RS2034: a target where nothing chooses it (CR 355.10.c)", () => {
  test("an object target in a replacement effect", () =>
    expectDiagnostics(
      unit("if this would die, kill target enemy unit instead"),
      `4:27 RS2034 nothing chooses this target here, so the instruction would do nothing: ${REPLACEMENT}; write \`a …\` instead of \`target …\` to choose one as it happens, or \`all …\``,
    ));

  test("a player target in a replacement effect", () => {
    expectDiagnostics(
      unit("if this would die, target opponent discards 1 instead"),
      `4:22 RS2034 nothing chooses \`target opponent\` here, so the instruction would do nothing: ${REPLACEMENT}; write \`an opponent\` or \`each opponent\` instead`,
    );
    expectDiagnostics(
      unit("once each turn, if this would die, heal it and target player draws 1 instead"),
      `4:50 RS2034 nothing chooses \`target player\` here, so the instruction would do nothing: ${REPLACEMENT}; write \`each player\`, \`you\` or \`an opponent\` instead`,
    );
  });

  test("an object target in what an optional cost does", () =>
    expectDiagnostics(
      unit("as you play this, you may pay 1: stun target unit"),
      `4:41 RS2034 nothing chooses this target here, so the instruction would do nothing: ${OPTIONAL}; write \`a …\` instead of \`target …\` to choose one as it happens, or \`all …\``,
    ));

  test("a player target in what an optional cost does", () =>
    expectDiagnostics(
      unit("as you play this, you may discard 1: target opponent draws 1"),
      `4:40 RS2034 nothing chooses \`target opponent\` here, so the instruction would do nothing: ${OPTIONAL}; write \`an opponent\` or \`each opponent\` instead`,
    ));

  test("on a spell, the message points to its effect and `if you paid the optional cost`", () => {
    expectDiagnostics(
      spell("as you play this, you may pay 1: deal 1 to target unit\n  effect: draw 1"),
      `3:46 RS2034 nothing chooses this target here, so the instruction would do nothing: ${OPTIONAL}; write \`a …\` instead of \`target …\` to choose one as it happens, or \`all …\`; or move the instruction into the spell's \`effect:\`, after \`if you paid the additional cost,\``,
    );
    expectClean(
      spell(
        "as you play this, you may pay 1\n  effect: draw 1; if you paid the optional cost, deal 1 to target unit",
      ),
    );
  });

  test("in a branch or a mode of such text, and as an amount, too", () => {
    expectDiagnostics(
      unit("if this would die, choose one: { kill target unit } or { draw 1 } instead"),
      "4:41 RS2034",
    );
    expectDiagnostics(
      unit("as you play this, you may pay 1: you may discard 1; if you do, deal 1 to target unit"),
      "4:76 RS2034",
    );
    expectDiagnostics(
      unit("if this would die, deal the might of target unit to it instead"),
      "4:40 RS2034",
    );
  });

  test("a delayed trigger made there chooses its own targets as it fires (CR 355.5.b)", () =>
    expectClean(
      unit(
        "as you play this, you may pay 1: this turn, when you conquer: deal 1 to target unit and target opponent discards 1",
      ),
    ));

  test("an ability granted there chooses its own targets", () =>
    expectClean(
      unit(
        "if this would die, give it { when this attacks: deal 1 to target unit } this turn instead",
      ),
    ));

  test("what to write instead compiles: `a …`, `all …`, `an opponent`, `each player`", () =>
    expectClean(
      [
        unit(
          "if this would die, kill an enemy unit and an opponent discards 1 and each player draws 1 instead",
        ),
        unit(
          "as you play this, you may pay 1: stun all enemy units; each opponent draws 1",
        ).replace('"U"', '"V"'),
      ].join("\n\n"),
    ));

  test("targets where they are chosen stay clean", () =>
    expectClean(
      [
        spell("effect: deal 1 to target unit; target opponent discards 1"),
        unit("when this is played: kill target unit; target player draws 1"),
      ].join("\n\n"),
    ));
});

describe("a printed prevention of combat damage (CR 369.2, 417.6.c)", () => {
  const PRINTED = [
    "prevent 2 combat damage that would be dealt to this",
    "prevent all combat damage that would be dealt to a friendly unit here",
    "once each turn, prevent 1 combat damage that would be dealt to a friendly unit",
    "prevent 2 damage that would be dealt to this",
  ];

  test.each(PRINTED)("both readers read the same tree: %s", (text) => {
    const { direct, chevrotain } = bothReaders(unit(text));
    expect(direct).toBeDefined();
    expect(JSON.stringify(direct)).toBe(JSON.stringify(chevrotain));
  });

  test("the tree says `combat` only when it is written", () => {
    const abilityOf = (text: string) =>
      (bothReaders(unit(text)).chevrotain as unknown as { abilities: object[] }).abilities[0];
    expect(abilityOf(PRINTED[0]!)).toMatchObject({ kind: "Replacement", prevent: 2, combat: true });
    expect(abilityOf(PRINTED[3]!)).not.toHaveProperty("combat");
  });

  test("the ability object", () => {
    const [combat] = lowered(unit(PRINTED[0]!));
    expect(combat!.abilities).toEqual([
      expect.objectContaining({ kind: "replacement", prevent: 2, combat: true, instead: [] }),
    ]);
    const [once] = lowered(unit(PRINTED[2]!));
    expect(once!.abilities).toEqual([
      expect.objectContaining({ kind: "replacement", oncePerTurn: true, prevent: 1, combat: true }),
    ]);
    const [plain] = lowered(unit(PRINTED[3]!));
    expect(plain!.abilities[0]).not.toHaveProperty("combat");
  });

  test("the card text", () => {
    const [definition] = lowered(unit(PRINTED[2]!));
    expect(renderDefinition(definition!).abilities).toEqual([
      "Once each turn, prevent 1 combat damage that would be dealt to a unit you control.",
    ]);
    const [combat] = lowered(unit(PRINTED[0]!));
    expect(renderDefinition(combat!).abilities).toEqual([
      "Prevent 2 combat damage that would be dealt to this.",
    ]);
  });

  test("the canonical layout keeps `combat`", () => {
    const text = `${unit("prevent  2   combat damage that would be dealt to this")}\n`;
    expect(formatText("t.rift", text).text).toBe(`${unit(PRINTED[0]!)}\n`);
  });

  test("the checker: prevent 0 combat damage is RS2018, a gear is never dealt damage", () => {
    expectDiagnostics(
      unit("prevent 0 combat damage that would be dealt to this"),
      "4:3 RS2018 preventing 0 damage changes nothing",
    );
    expectDiagnostics(
      'card gear "G" {\n  cost 1\n  prevent 1 combat damage that would be dealt to this\n}',
      "3:3 RS2023 `is dealt damage` never happens to a gear, only to units",
    );
  });

  test("a misspelt `combat`: did you mean", () =>
    expectSyntax(
      unit("prevent 2 combt damage that would be dealt to this"),
      "4:13 RS1008 expected a characteristic (`cost`, `domain`, `might`, `tags`, `keywords`) or an ability such as `when this is played: …`, found `combt`; did you mean `combat`?",
    ));
});
