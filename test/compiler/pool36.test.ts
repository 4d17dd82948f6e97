/**
 * pool36: a loss of Might with a floor, `-2 might to a minimum of 1`, lowered and rendered; and
 * `one or more` in a trigger's event, lowered to the ability's `oneOrMore`.
 */
import { describe, expect, test } from "vitest";
import { renderCardText } from "../../compiler/render/index.js";
import { lowered } from "./compile-helpers.js";

describe("`to a minimum of N` (a floor of a loss of Might)", () => {
  test("lowers to the change's `floor`, on every kind of Might change", () => {
    const [definition] = lowered(
      `card unit "U" {\n  cost 1\n  might 1\n  enemy units here get -2 might to a minimum of 1\n  friendly units get -1 might for each opponent to a minimum of 2\n  this gets -1 might for each enemy unit to a minimum of 0\n}`,
    );
    expect(definition!.abilities).toMatchObject([
      { kind: "static", modifications: [{ mod: "might", amount: -2, floor: 1 }] },
      {
        kind: "static",
        modifications: [{ mod: "mightPerPlayer", among: "opponents", amount: -1, floor: 2 }],
      },
      { kind: "static", modifications: [{ mod: "mightPerCount", amount: -1, floor: 0 }] },
    ]);
  });

  test("a change without one lowers as before, with no `floor`", () => {
    const [definition] = lowered(
      `card unit "U" { cost 1  might 1  enemy units here get -2 might }`,
    );
    expect(definition!.abilities[0]).toMatchObject({
      modifications: [{ mod: "might", amount: -2 }],
    });
    expect(JSON.stringify(definition!.abilities[0])).not.toContain("floor");
  });

  test("renders as printed text", () => {
    const [definition] = lowered(
      `card spell "S" { cost 1  effect: give target unit -3 might to a minimum of 1 this turn }`,
    );
    expect(renderCardText(definition!)).toContain(
      "Target unit gets -3 Might to a minimum of 1 Might this turn.",
    );
  });
});

describe("`one or more` in a trigger's event", () => {
  test("lowers to the triggered ability's `oneOrMore`, the event as `a …` lowers it", () => {
    const [definition] = lowered(
      `card unit "U" {\n  cost 1\n  might 1\n  when one or more friendly units die, once each turn: draw 1\n  when a friendly unit dies: draw 1\n}`,
    );
    const [many, each] = definition!.abilities;
    expect(many).toMatchObject({ kind: "triggered", oncePerTurn: true, oneOrMore: true });
    expect(each).not.toHaveProperty("oneOrMore");
    expect((many as { trigger: unknown }).trigger).toEqual((each as { trigger: unknown }).trigger);
  });
});

describe("`one or more` renders as printed text", () => {
  test.each([
    ["when one or more friendly units die: draw 1", "When one or more units you control die"],
    [
      "when one or more enemy units are stunned: draw 1",
      "When one or more units your opponents control are stunned",
    ],
    ["when you discard one or more cards: draw 1", "When you discard one or more cards"],
  ])("`%s` reads “%s”", (ability, text) => {
    const [definition] = lowered(`card unit "U" { cost 1  might 1  ${ability} }`);
    expect(renderCardText(definition!)).toContain(text);
  });
});
