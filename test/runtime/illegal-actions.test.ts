import { describe, expect, test } from "vitest";
import type { ActionResult, ChoiceAnswer, Action } from "../../runtime/index.js";
import { Table, UNIT, cost, player, pool, setup, spell, unit } from "./helpers.js";

const defs = [
  unit("Grunt", cost(1), 2),
  unit("Shy", cost(1), 2),
  spell("Zap", cost(2, { Fury: 1 }), [
    {
      op: "deal",
      amount: { amount: "fixed", value: 1 },
      target: { ref: "target", filter: { types: ["unit"], controller: "opponent" } },
    },
  ]),
  spell(
    "Quick Zap",
    cost(0),
    [
      {
        op: "deal",
        amount: { amount: "fixed", value: 1 },
        target: { ref: "target", filter: UNIT },
      },
    ],
    { keywords: [{ keyword: "Reaction" }] },
  ),
  spell("Slow Zap", cost(0), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
];

function table() {
  return new Table(
    setup([
      player(
        "A",
        { hand: [{ name: "Zap" }, { name: "Slow Zap" }], base: [{ name: "Shy" }] },
        { pool: pool(2, { Fury: 1 }) },
      ),
      player(
        "B",
        {
          hand: [{ name: "Quick Zap" }, { name: "Slow Zap", label: "b-slow" }],
          base: [{ name: "Grunt" }],
        },
        { pool: pool(5) },
      ),
    ]),
    defs,
  );
}

/** The action is refused with this code and a message matching `why`, and the state is untouched. */
function refused(
  t: Table,
  action: Action,
  answers: ChoiceAnswer[],
  code: string,
  why: RegExp,
): void {
  const before = t.game.snapshot();
  const logLength = t.game.log.length;
  const result: ActionResult = t.try(action, answers);
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(why);
  }
  expect(t.game.snapshot()).toEqual(before);
  expect(t.game.log.length).toBe(logLength);
}

describe("illegal actions are refused with a reason and change nothing", () => {
  test("playing without priority", () => {
    const t = table();
    refused(
      t,
      { type: "play", player: "B", object: t.id("Quick Zap") },
      [{ choice: "target", objects: [{ name: "Shy" }] }],
      "noPriority",
      /B does not have priority \(A has it\)/,
    );
  });

  test("paying with resources you lack", () => {
    const t = new Table(
      setup([
        player("A", { hand: [{ name: "Zap" }] }, { pool: pool(1, { Fury: 1 }) }),
        player("B", { base: [{ name: "Grunt" }] }),
      ]),
      defs,
    );
    refused(
      t,
      { type: "play", player: "A", object: t.id("Zap") },
      [{ choice: "target", objects: [{ name: "Grunt" }] }],
      "cannotPay",
      /cannot pay 2 energy and 1 Fury power for Zap: the pool holds 1 energy and 1 Fury power and is short 1 energy/,
    );
  });

  test("targeting an illegal object", () => {
    const t = table();
    refused(
      t,
      { type: "play", player: "A", object: t.id("Zap") },
      [{ choice: "target", objects: [{ name: "Shy" }] }],
      "illegalChoice",
      /"Shy" is not a legal choice for A/,
    );
  });

  test("playing a non-Reaction card on a closed Chain", () => {
    const t = table();
    t.play("A", "Zap", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    t.pass();
    refused(
      t,
      { type: "play", player: "B", object: t.id({ label: "b-slow" }) },
      [{ choice: "target", objects: [{ name: "Shy" }] }],
      "timing",
      /Slow Zap .* is not a Reaction, and the Chain is closed/,
    );
  });

  test("playing a card that is not in your hand", () => {
    const t = table();
    refused(
      t,
      { type: "play", player: "A", object: t.id("Quick Zap") },
      [],
      "notPlayable",
      /not in A's hand/,
    );
  });

  test("acting on an identity that no longer exists", () => {
    const t = table();
    refused(
      t,
      { type: "play", player: "A", object: "o999" },
      [],
      "unknownObject",
      /no object o999/,
    );
  });

  test("ending the turn while the Chain is not empty, or when it is not your turn", () => {
    const t = table();
    refused(t, { type: "endTurn", player: "B" }, [], "notYourTurn", /it is A's turn/);
    t.play("A", "Zap", [{ choice: "target", objects: [{ name: "Grunt" }] }]);
    refused(t, { type: "endTurn", player: "A" }, [], "illegalAction", /Chain is not empty/);
  });

  test("activating an ability that does not exist", () => {
    const t = table();
    refused(
      t,
      { type: "activate", player: "A", object: t.id("Shy"), ability: 0 },
      [],
      "notPlayable",
      /has no activated ability 0/,
    );
  });
});
