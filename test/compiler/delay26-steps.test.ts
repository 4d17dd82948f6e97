/**
 * Delayed triggers at a moment of the turn (RULES E3, E4, B1; CR 390.2, 391, 317.1): `at the end
 * of this turn: …`, `at the start of your next turn: …`. Parsing by both readers, the checker's
 * diagnostics (RS2042, RS2043, RS2027), the lowering, the rendered text, and the formatter's
 * round trip.
 */
import { afterEach, describe, expect, test } from "vitest";
import type { DelayedStepNode, SpellEffectNode } from "../../grammar/ast.js";
import { setDirectReading } from "../../grammar/declaration-parse.js";
import { parseFile } from "../../grammar/index.js";
import { formatText } from "../../compiler/format/index.js";
import { renderDefinition } from "../../compiler/render/index.js";
import type { Instruction } from "../../runtime/definitions.js";
import { compileText, expectDiagnostics, expectEffect, lowered } from "./compile-helpers.js";

const spell = (effect: string): string => `card spell "S" {\n  cost 1\n  effect: ${effect}\n}\n`;
const unit = (text: string): string => `card unit "U" {\n  cost 1\n  might 1\n  ${text}\n}\n`;
const draw: Instruction = {
  op: "draw",
  player: { player: "you" },
  count: { amount: "fixed", value: 1 },
};

afterEach(() => setDirectReading(true));

function delayedStep(text: string): DelayedStepNode {
  const { ast, diagnostics } = parseFile("t.rift", text);
  expect(diagnostics).toEqual([]);
  const card = ast.declarations[0];
  if (card?.kind !== "Definition") throw new Error("expected a card");
  const effect = card.abilities.find((a): a is SpellEffectNode => a.kind === "SpellEffect");
  const found = effect?.effect.instructions.find((i) => i.kind === "DelayedStep");
  if (found?.kind !== "DelayedStep") throw new Error("expected a delayed step trigger");
  return found;
}

describe.each([true, false])("parsing, direct reading %s", (direct) => {
  test.each([
    ["at the end of this turn", { edge: "end", player: "any", turn: "this" }],
    ["at the start of the next turn", { edge: "start", player: "any", turn: "next" }],
    ["at the end of the next turn", { edge: "end", player: "any", turn: "next" }],
    ["at the start of your next turn", { edge: "start", player: "you", turn: "next" }],
    ["at the end of your next turn", { edge: "end", player: "you", turn: "next" }],
    [
      "at the start of your next main phase",
      { edge: "start", player: "you", turn: "next", phase: "main" },
    ],
    ["at start of the next turn", { edge: "start", player: "any", turn: "next" }],
  ])("`%s: …` is a delayed step trigger", (moment, expected) => {
    setDirectReading(direct);
    const node = delayedStep(spell(`draw 1; ${moment}: draw 2`));
    expect(node.moment).toMatchObject({ kind: "PhaseTrigger", ...expected });
    expect(node.body.instructions.map((i) => i.kind)).toEqual(["Draw"]);
  });

  test("it governs one instruction, `and`-joined ones, or a block, as other delayed triggers do", () => {
    setDirectReading(direct);
    const one = delayedStep(spell("at the end of this turn: draw 1; discard 1"));
    expect(one.body.instructions).toHaveLength(1);
    const joined = delayedStep(spell("at the end of this turn: draw 1 and discard 1"));
    expect(joined.body.instructions).toHaveLength(2);
    const block = delayedStep(spell("at the end of this turn: { draw 1; discard 1 }"));
    expect(block.body.instructions).toHaveLength(2);
  });

  test("a printed trigger keeps reading as before, with no turn", () => {
    setDirectReading(direct);
    const { ast, diagnostics } = parseFile(
      "t.rift",
      unit("at the start of the opponent's turn: draw 1"),
    );
    expect(diagnostics).toEqual([]);
    const card = ast.declarations[0];
    if (card?.kind !== "Definition") throw new Error("expected a card");
    const ability = card.abilities[0];
    if (ability?.kind !== "Triggered") throw new Error("expected a triggered ability");
    expect(ability.trigger).toMatchObject({ kind: "PhaseTrigger", player: "opponent" });
    expect(ability.trigger).not.toHaveProperty("turn");
  });
});

describe("diagnostics", () => {
  test("RS2042: a printed moment in an effect names no turn", () =>
    expectDiagnostics(
      spell("draw 1; at the start of your turn: draw 1"),
      "3:19 RS2042 an effect waits for one moment, once: name the turn",
    ));

  test("RS2042: a moment of one turn in a printed trigger", () => {
    expectDiagnostics(
      unit("at the end of this turn: draw 1"),
      "4:3 RS2042 `this turn` names one turn",
    );
    expectDiagnostics(
      unit("at the start of your next turn: draw 1"),
      "4:3 RS2042 `next turn` names one turn",
    );
  });

  test("RS2043: this turn's start has passed, and `this` names no phase", () => {
    expectDiagnostics(
      spell("at the start of this turn: draw 1"),
      "3:11 RS2043 this turn has already started",
    );
    expectDiagnostics(
      spell("at the end of this main phase: draw 1"),
      "3:11 RS2043 `this` names the turn, not a phase: write `at the end of this turn`, or `at the start of your next main phase`",
    );
  });

  test("RS2043: `at the end of this turn` made at the end of a turn never fires", () => {
    expectDiagnostics(
      unit("at the end of your turn: draw 1; at the end of this turn: draw 1"),
      "4:36 RS2043 this happens at the end of a turn",
    );
    // Also inside another end-of-turn delayed trigger.
    expectDiagnostics(
      spell("at the end of this turn: { draw 1; at the end of this turn: draw 1 }"),
      "3:46 RS2043",
    );
    // `the next turn` is what such an ability means.
    expect(
      compileText(unit("at the end of your turn: at the end of the next turn: draw 1")).diagnostics,
    ).toEqual([]);
  });

  test("RS2015: `this turn` in what an end-of-turn delayed trigger does means nothing", () =>
    expectDiagnostics(
      spell("at the end of this turn: give target unit +1 might this turn"),
      "3:62 RS2015",
    ));

  test("RS2027: the end of a phase is not marked", () =>
    expectDiagnostics(spell("at the end of your next main phase: draw 1"), "3:11 RS2027"));

  test("an unknown step name is a syntax error naming the phases", () => {
    const { diagnostics } = compileText(spell("at the start of your next lunch phase: draw 1"));
    expect(diagnostics.map((d) => `${d.line}:${d.column} ${d.code}`)).toEqual(["3:37 RS1011"]);
    expect(diagnostics[0]!.message).toMatch(/a turn or phase/);
  });

  test("its body chooses no targets, and reads a name the resolution bound", () => {
    expectDiagnostics(
      spell(
        "banish target friendly unit as gone; at the end of this turn: return gone to its owner's base",
      ),
    );
  });
});

describe("lowering", () => {
  test.each<[string, Extract<Instruction, { op: "delayedStep" }>["at"]]>([
    ["at the end of this turn", { edge: "end", turn: "this" }],
    ["at the start of the next turn", { edge: "start", turn: "next", player: "any" }],
    ["at the end of the next turn", { edge: "end", turn: "next", player: "any" }],
    ["at the start of your next turn", { edge: "start", turn: "next", player: "you" }],
    ["at the end of your next turn", { edge: "end", turn: "next", player: "you" }],
    [
      "at the start of the next beginning phase",
      { edge: "start", turn: "next", player: "any", phase: "beginning" },
    ],
  ])("`%s` lowers to its moment", (moment, at) =>
    expectEffect(`${moment}: draw 1`, [{ op: "delayedStep", at, effect: [draw] }]),
  );

  test("a bound name in the body is the name the resolution bound (RULES E3, B1)", () => {
    const [card] = lowered(
      spell(
        "banish target friendly unit as gone; at the end of this turn: return gone to its owner's base",
      ),
    );
    const ability = card?.abilities[0];
    if (ability?.kind !== "effect") throw new Error("expected an effect");
    const [banish, delayed] = ability.effect;
    expect(banish).toMatchObject({ op: "banish", bind: "gone" });
    expect(delayed).toMatchObject({
      op: "delayedStep",
      at: { edge: "end", turn: "this" },
      effect: [{ op: "move", target: { ref: "bound", name: "gone" } }],
    });
  });
});

describe("rendering and the formatter's round trip", () => {
  const rendered = (src: string): string => {
    const [card] = lowered(src);
    if (card === undefined) throw new Error("expected a card");
    return renderDefinition(card).abilities.join(" ");
  };

  test.each([
    ["at the end of this turn: draw 1", "At the end of this turn, draw 1 card."],
    ["at the start of your next turn: draw 1", "At the start of your next turn, draw 1 card."],
    ["at the start of the next turn: draw 1", "At the start of the next turn, draw 1 card."],
    ["at the end of your next turn: draw 1", "At the end of your next turn, draw 1 card."],
    [
      "at the start of your next main phase: draw 1",
      "At the start of your next Main Phase, draw 1 card.",
    ],
  ])("`%s` renders as %j", (effect, text) => expect(rendered(spell(effect))).toBe(text));

  test("nested, it continues the sentence", () =>
    expect(rendered(spell("you may at the end of this turn: draw 1"))).toMatch(
      /^You may do the following: at the end of this turn, draw 1 card\.$/,
    ));

  test("formatting keeps the meaning: the formatted text lowers to the same definition", () => {
    const src = spell(
      "banish target friendly unit as gone;   at  the END of this turn :  return gone to its owner's base; at the start of your next turn: { draw 1; discard 1 }",
    );
    const formatted = formatText("t.rift", src);
    expect(formatted.diagnostics).toEqual([]);
    expect(formatted.text).toContain(
      "    at the end of this turn: return gone to its owner's base;\n",
    );
    expect(formatted.text).toContain("    at the start of your next turn: { draw 1; discard 1 }\n");
    expect(lowered(formatted.text)).toEqual(lowered(src));
    // Formatting is idempotent.
    expect(formatText("t.rift", formatted.text).text).toBe(formatted.text);
  });
});
