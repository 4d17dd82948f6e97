/**
 * rules34: a replacement of the damage dealt TO an object (`it's dealt that much +1 / -1 /
 * double that much instead`, CR 370.1.b) and `that much -N` of the damage an object deals: both
 * readers, the checker (RS2091, RS2092), the lowering and the renderer. Behaviour in games is in
 * test/rules/rules34-damage.rift.
 */
import { describe, expect, test } from "vitest";
import type { ReplacementNode } from "../../grammar/ast.js";
import { renderDefinition } from "../../compiler/render/index.js";
import { readAlike } from "../grammar/helpers.js";
import { expectClean, expectDiagnostics, lowered } from "./compile-helpers.js";

const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}`;
const gear = (text: string): string => `card gear "G" {\n  cost 1\n  ${text}\n}`;

function replacementOf(text: string): ReplacementNode {
  return readAlike(text).abilities[0] as ReplacementNode;
}

describe("both readers", () => {
  test("`it's dealt that much +1 instead` is of the damage dealt to the object", () => {
    const node = replacementOf(
      unit("if this would be dealt damage, it's dealt that much +1 instead"),
    );
    expect(node.event).toMatchObject({ event: "damaged", would: true });
    expect(node.dealsMore).toBe(1);
    expect(node.dealtTo).toBe(true);
    expect(node.instead).toBeUndefined();
  });

  test("`that much -1` is a negative amount; `it deals` is not `dealtTo`", () => {
    expect(
      replacementOf(unit("if this would deal damage, it deals that much -2 instead")),
    ).toMatchObject({ dealsMore: -2 });
    expect(
      replacementOf(unit("if this would deal damage, it deals that much -2 instead")).dealtTo,
    ).toBeUndefined();
    expect(
      replacementOf(
        gear(
          "if a friendly unit would be dealt combat damage, it's dealt double that much instead",
        ),
      ),
    ).toMatchObject({ dealsMore: "double", dealtTo: true, event: { combat: true } });
  });
});

describe("checker", () => {
  test("`it's dealt …` after `would deal damage` is RS2091", () => {
    expectDiagnostics(
      unit("if this would deal damage, it's dealt that much +1 instead"),
      "4:6 RS2091 `it's dealt that much …` rewrites the damage dealt to an object",
    );
  });

  test("`it's dealt …` after another event is RS2091", () => {
    expectDiagnostics(
      unit("if this would die, it's dealt that much +1 instead"),
      "4:6 RS2091 `it's dealt that much …` rewrites the damage dealt to an object",
    );
  });

  test("`it deals …` after `would be dealt damage` is still RS2091, naming the other form", () => {
    expectDiagnostics(
      unit("if this would be dealt damage, it deals that much +1 instead"),
      "4:6 RS2091 `it deals that much …` rewrites the damage an object deals, so the event is `would deal damage` (`if this would deal damage, it deals that much +1 instead`); the damage dealt to an object is rewritten with `it's dealt that much …`",
    );
  });

  test("`it's dealt that much +0` and `-0` are RS2092", () => {
    expectDiagnostics(
      unit("if this would be dealt damage, it's dealt that much +0 instead"),
      "4:3 RS2092 dealing `that much +0` changes nothing",
    );
    expectDiagnostics(
      unit("if this would be dealt damage, it's dealt that much -0 instead"),
      "4:3 RS2092",
    );
  });

  test("the supported forms are clean", () => {
    expectClean(unit("if this would be dealt damage, it's dealt that much -1 instead"));
    expectClean(
      gear(
        "once each turn, if a unit you control would be dealt damage, it's dealt that much -1 instead",
      ),
    );
    expectClean(unit("if this would deal combat damage, it deals that much -1 instead"));
  });
});

describe("lowering and rendering", () => {
  test("a replacement of `damaged` with `dealsMore`", () => {
    const [definition] = lowered(
      unit("if this would be dealt damage, it's dealt that much -1 instead"),
    );
    expect(definition?.abilities[0]).toEqual(
      expect.objectContaining({
        kind: "replacement",
        pattern: { event: "damaged", subject: { ref: "this" } },
        dealsMore: -1,
        instead: [],
      }),
    );
  });

  test("rendered as written", () => {
    const [one] = lowered(unit("if this would be dealt damage, it's dealt that much +1 instead"));
    expect(renderDefinition(one!).abilities).toEqual([
      "If this would be dealt damage, it's dealt that much +1 instead.",
    ]);
    const [two] = lowered(
      gear("if a friendly unit would be dealt combat damage, it's dealt double that much instead"),
    );
    expect(renderDefinition(two!).abilities).toEqual([
      "If a unit you control would be dealt combat damage, it's dealt double that much instead.",
    ]);
    const [three] = lowered(unit("if this would deal damage, it deals that much -2 instead"));
    expect(renderDefinition(three!).abilities).toEqual([
      "If this would deal damage, it deals that much -2 instead.",
    ]);
  });
});

describe("becoming Mighty, replaced (CR 370.1.a)", () => {
  test("`if this would become mighty, … instead` lowers to a replacement of `becameMighty`", () => {
    const [definition] = lowered(unit("if this would become mighty, draw 1 instead"));
    expect(definition?.abilities[0]).toMatchObject({
      kind: "replacement",
      pattern: { event: "becameMighty", subject: { ref: "this" } },
    });
    const [edict] = lowered(gear("if an enemy unit would become mighty, banish it instead"));
    expect(renderDefinition(edict!).abilities).toEqual([
      "If a unit an opponent controls would become Mighty, banish it instead.",
    ]);
  });

  test("only units become Mighty: on a gear it is RS2023", () => {
    expectDiagnostics(gear("if this would become mighty, draw 1 instead"), "3:6 RS2023");
  });
});
