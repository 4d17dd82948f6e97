/**
 * damage32: the checker, the lowering and the renderer of `deals [combat] damage` (CR 417.6) and
 * `can't be dealt damage` (CR 054.1, 465.2.c.10). Behaviour in games is in test/rules/damage32.rift;
 * both readers in test/grammar/damage32.test.ts.
 */
import { describe, expect, test } from "vitest";
import { renderDefinition } from "../../compiler/render/index.js";
import {
  compileText,
  expectClean,
  expectDiagnostics,
  formatDiagnostics,
  lowered,
} from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;

describe("lowering", () => {
  test("`this deals damage` watches the source of damage dealt", () => {
    const [definition] = lowered(unit("when this deals damage: draw 1"));
    expect(definition?.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: { event: "dealtDamage", subject: { ref: "this" } },
    });
    expect(JSON.stringify(definition?.abilities[0])).not.toContain("combat");
  });

  test("`deals combat damage` watches combat's alone (CR 417.6.c)", () => {
    const [definition] = lowered(
      `card gear "G" { cost 1  when a friendly unit deals combat damage: draw 1 }`,
    );
    expect(definition?.abilities[0]).toMatchObject({
      kind: "triggered",
      trigger: {
        event: "dealtDamage",
        subject: { ref: "match", filter: { types: ["unit"], controller: "you" } },
        combat: true,
      },
    });
  });

  test("`can't be dealt damage`: a static's modification, and granted by `give`", () => {
    const [warden] = lowered(unit("while this is defending, this can't be dealt damage"));
    expect(warden?.abilities[0]).toMatchObject({
      kind: "static",
      affects: { ref: "this" },
      modifications: [{ mod: "cantBeDealtDamage" }],
    });
    const [veil] = lowered(
      `card spell "S" { cost 1  effect: give target unit { this can't be dealt damage } this turn }`,
    );
    expect(JSON.stringify(veil?.abilities)).toContain('{"mod":"cantBeDealtDamage"}');
  });
});

describe("checking", () => {
  test("a gear's, a legend's or a battlefield's own ability deals damage as it (CR 417.6.b.2.a)", () => {
    expectClean(`card gear "G" { cost 1  when this deals damage: draw 1 }`);
    expectClean(`card battlefield "B" { when this deals damage: draw 1 }`);
  });

  test("a spell deals damage (CR 417.6.a): others watch it; a rune's ability never does", () => {
    expectClean(unit("when a friendly spell deals damage: draw 1"));
    const [first] = expectCompiled(`card rune "R" { domain Fury  when this deals damage: draw 1 }`);
    expect(first).toMatch(/RS2023 `deals damage` never happens to a rune/);
  });

  test("`can't be dealt damage` of what is never a unit is RS2093; of units, clean", () => {
    expectDiagnostics(
      `card gear "G" {\n  cost 1\n  this can't be dealt damage\n}`,
      "3:8 RS2093 only units are dealt damage (CR 417.1), and this says it of a gear",
    );
    expectClean(`card battlefield "B" { friendly units here can't be dealt damage }`);
  });

  test("a replacement of the damage an object deals stays RS1054, and alone", () => {
    expectDiagnostics(unit("if this would deal damage, draw 1 instead"), "4:17 RS1054");
  });
});

describe("rendering", () => {
  test("card text says who deals the damage", () => {
    const [duelist] = lowered(unit("when this deals combat damage: draw 1"));
    expect(renderDefinition(duelist!).abilities).toEqual([
      "When this deals combat damage, draw 1 card.",
    ]);
    const [adept] = lowered(unit("the first time this deals damage each turn: draw 1"));
    expect(renderDefinition(adept!).abilities).toEqual([
      "The first time this deals damage each turn, draw 1 card.",
    ]);
  });

  test("`can't be dealt damage` reads as printed", () => {
    const [warden] = lowered(unit("this can't be dealt damage"));
    expect(renderDefinition(warden!).abilities).toEqual(["This can't be dealt damage."]);
  });
});

/** The diagnostics of `src`, each written `line:column CODE message`. */
function expectCompiled(src: string): string[] {
  return formatDiagnostics(compileText(src));
}
