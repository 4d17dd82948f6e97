import { describe, expect, test } from "vitest";
import { expectAbilities, expectAst, expectClean } from "./helpers.js";

describe("declarations", () => {
  test("a card of each type", () => {
    for (const type of ["unit", "gear", "spell", "rune", "legend", "battlefield"]) {
      expectAst(`card ${type} "X" { }`, {
        kind: "Definition",
        definitionKind: "card",
        cardType: type,
        name: { kind: "Name", text: "X", quoted: true },
      });
    }
  });

  test("a token with a bare name (RULES O4: a token is not a card)", () => {
    expectAst(`token unit Recruit { might 1 }`, {
      definitionKind: "token",
      name: { text: "Recruit", quoted: false },
    });
  });

  test("use declarations come before the declarations", () => {
    const ast = expectClean(`use "cards/core.rift"\nuse "decks"\ncard unit "X" { }`);
    expect(ast.uses.map((u) => u.path)).toEqual(["cards/core.rift", "decks"]);
  });

  test("ranges are 1-based with exclusive ends", () => {
    const declaration = expectAst(`\n  card unit "X" { might 2 }`, {});
    expect(declaration.range).toEqual({
      file: "test.rift",
      line: 2,
      column: 3,
      endLine: 2,
      endColumn: 28,
      offset: 3,
      endOffset: 28,
    });
  });

  test("string names decode their escapes", () => {
    expectAst(`card unit "Say \\"Hi\\" \\\\ \\u{2605}\\n" { }`, {
      name: { text: 'Say "Hi" \\ ★\n' },
    });
  });
});

describe("characteristics (RULES G3, S4)", () => {
  test("cost terms: energy, power by domain, power of any domain", () => {
    expectAst(
      `card unit "X" { cost 2 + 1 Fury + 1 Calm power + 1 power of any domain + 1 power + 3 energy }`,
      {
        characteristics: [
          {
            kind: "CostClause",
            cost: {
              kind: "Cost",
              terms: [
                { amount: 2, resource: "energy" },
                { amount: 1, resource: "Fury" },
                { amount: 1, resource: "Calm" },
                { amount: 1, resource: "any" },
                { amount: 1, resource: "any" },
                { amount: 3, resource: "energy" },
              ],
            },
          },
        ],
      },
    );
  });

  test("domains, might, tags", () => {
    expectAst(`card unit "X" { domains Fury, Order  might 3  tags Mage, "Order" }`, {
      characteristics: [
        { kind: "DomainsClause", domains: [{ domain: "Fury" }, { domain: "Order" }] },
        { kind: "MightClause", value: 3 },
        { kind: "TagsClause", tags: [{ text: "Mage" }, { text: "Order", quoted: true }] },
      ],
    });
  });

  test("`and` separates a list's items as a comma does", () => {
    const withAnd = expectAst(
      `card unit "X" { domains Fury and Order  tags Mage, Storm and Sage  keywords Tank and Deflect 2 }`,
      {},
    );
    const withCommas = expectAst(
      `card unit "X" { domains Fury, Order  tags Mage, Storm, Sage  keywords Tank, Deflect 2 }`,
      {},
    );
    const shape = (d: typeof withAnd) =>
      d.kind === "Definition"
        ? d.characteristics.map((c) => JSON.stringify(c, (k, v) => (k === "range" ? undefined : v)))
        : [];
    expect(shape(withAnd)).toEqual(shape(withCommas));
    expect(shape(withAnd)).toHaveLength(3);
  });

  test("keywords with values, costs and none", () => {
    expectAst(
      `card unit "X" { keywords Deflect 2, Assault 3, Shield 1, Deflect, Flow 1 + 1 Mind, Repeat 2, Hidden, Accelerate, Action, Reaction, Tank, Backline, Ganking, Legion, Temporary, Deathknell }`,
      {
        characteristics: [
          {
            kind: "KeywordsClause",
            keywords: [
              { keyword: "Deflect", value: 2 },
              { keyword: "Assault", value: 3 },
              { keyword: "Shield", value: 1 },
              { keyword: "Deflect" },
              {
                keyword: "Flow",
                cost: { terms: [{ amount: 1 }, { amount: 1, resource: "Mind" }] },
              },
              { keyword: "Repeat", cost: { terms: [{ amount: 2, resource: "energy" }] } },
              { keyword: "Hidden" },
              { keyword: "Accelerate" },
              { keyword: "Action" },
              { keyword: "Reaction" },
              { keyword: "Tank" },
              { keyword: "Backline" },
              { keyword: "Ganking" },
              { keyword: "Legion" },
              { keyword: "Temporary" },
              { keyword: "Deathknell" },
            ],
          },
        ],
      },
    );
  });

  test("Deflect without a number has no value in the tree (the compiler reads 1)", () => {
    const declaration = expectAst(`card unit "X" { keywords Deflect }`, {});
    expect(JSON.stringify(declaration)).not.toContain('"value"');
  });
});

describe("abilities", () => {
  test("a spell effect, ending with a full stop or not", () => {
    expectAst(`card spell "X" { effect: draw 2. }`, {
      abilities: [
        { kind: "SpellEffect", effect: { kind: "Block", instructions: [{ kind: "Draw" }] } },
      ],
    });
    expectAst(`card spell "X" { effect: draw 2; discard 1 }`, {
      abilities: [{ effect: { instructions: [{ kind: "Draw" }, { kind: "Discard" }] } }],
    });
  });

  test("self triggers", () => {
    expectAbilities(
      `when this is played: draw 1
       when this dies: draw 1
       when this conquers: draw 1
       when this holds: draw 1
       when this moves: draw 1
       when this attacks: draw 1
       when this defends: draw 1`,
      ...["played", "killed", "conquered", "held", "moved", "attacked", "defended"].map(
        (event) => ({
          kind: "Triggered",
          trigger: { kind: "Event", event, subject: { kind: "ThisRef" }, would: false },
          oncePerTurn: false,
        }),
      ),
    );
  });

  test("player triggers", () => {
    expectAbilities(
      `when you conquer: draw 1
       when you hold here: draw 1
       when you score: draw 1
       when you play a spell: draw 1
       when you play a token: draw 1
       when an opponent plays a unit: draw 1`,
      { trigger: { event: "conquered", player: { who: "you" } } },
      { trigger: { event: "held", player: { who: "you" }, location: { place: "here" } } },
      { trigger: { event: "scored", player: { who: "you" } } },
      {
        trigger: {
          event: "played",
          player: { who: "you" },
          subject: { kind: "ChooseRef", filter: { types: ["spell"] } },
        },
      },
      { trigger: { event: "played", subject: { filter: { objectKind: "token", types: [] } } } },
      { trigger: { event: "played", player: { who: "opponent" } } },
    );
  });

  test("trigger conditions and once each turn", () => {
    expectAbilities(`when a friendly unit here dies, if it is your turn, once each turn: draw 1`, {
      kind: "Triggered",
      trigger: {
        event: "killed",
        subject: {
          kind: "ChooseRef",
          filter: { types: ["unit"], controller: "you", location: { at: "here" } },
        },
      },
      condition: { kind: "TurnCondition", player: { who: "you" } },
      oncePerTurn: true,
    });
  });

  test("phase triggers", () => {
    expectAbilities(
      `at the start of your turn: draw 1
       at the end of each turn: draw 1
       at the start of an opponent's turn: draw 1
       at start of your beginning phase: draw 1`,
      { trigger: { kind: "PhaseTrigger", edge: "start", player: "you" } },
      { trigger: { kind: "PhaseTrigger", edge: "end", player: "any" } },
      { trigger: { kind: "PhaseTrigger", edge: "start", player: "opponent" } },
      { trigger: { kind: "PhaseTrigger", edge: "start", player: "you", phase: "beginning" } },
    );
  });

  test("activated abilities with every kind of cost, untimed and timed (RULES C4)", () => {
    expectAbilities(
      `exhaust this, kill this, pay 1 + 1 Fury, discard 2, recycle 1: draw 1
       kill a friendly unit, discard a unit card: draw 1
       reaction — kill this, exhaust this: add 1 power of any domain
       action - exhaust this: draw 1`,
      {
        kind: "Activated",
        costs: [
          { kind: "ExhaustCost", object: { kind: "ThisRef" } },
          { kind: "KillCost", object: { kind: "ThisRef" } },
          { kind: "PayCost", cost: { terms: [{ amount: 1 }, { amount: 1, resource: "Fury" }] } },
          { kind: "DiscardCost", count: 2 },
          { kind: "RecycleCost", count: 1 },
        ],
      },
      {
        costs: [
          { kind: "KillCost", object: { kind: "ChooseRef", filter: { controller: "you" } } },
          { kind: "DiscardCost", count: 1, filter: { types: ["unit"], objectKind: "card" } },
        ],
      },
      {
        kind: "Activated",
        timing: "Reaction",
        costs: [{ kind: "KillCost" }, { kind: "ExhaustCost" }],
      },
      { kind: "Activated", timing: "Action" },
    );
  });

  test("keyword abilities", () => {
    expectAbilities(
      `deathknell: draw 1
       legion: draw 1`,
      { kind: "KeywordAbility", keyword: "Deathknell" },
      { kind: "KeywordAbility", keyword: "Legion" },
    );
  });

  test("static abilities", () => {
    expectAbilities(
      `units here with tag Bird or Cat get +1 might
       your tokens enter ready
       enemy units here can't move
       this can't be targeted by opponents
       spells in your hand cost 1 less
       while you control 3 or more units here, this has Tank`,
      {
        kind: "Static",
        subject: {
          kind: "AllRef",
          filter: {
            plural: true,
            tags: { match: "any", tags: [{ text: "Bird" }, { text: "Cat" }] },
          },
        },
        modifications: [{ kind: "MightMod", amount: 1 }],
      },
      {
        subject: { filter: { controller: "you", objectKind: "token" } },
        modifications: [{ kind: "EntersReadyMod" }],
      },
      { modifications: [{ kind: "CantMoveMod" }] },
      {
        subject: { kind: "ThisRef" },
        modifications: [{ kind: "CantBeTargetedMod", by: "opponent" }],
      },
      {
        subject: { filter: { types: ["spell"], zone: { zone: "hand", player: "you" } } },
        modifications: [{ kind: "CostMod", direction: "less", cost: { terms: [{ amount: 1 }] } }],
      },
      {
        condition: {
          kind: "ExistsCondition",
          controller: { who: "you" },
          count: { op: ">=", value: 3 },
        },
        subject: { kind: "ThisRef" },
        modifications: [{ kind: "KeywordMod", keyword: { keyword: "Tank" } }],
      },
    );
  });

  test("replacement abilities (RULES E2)", () => {
    expectAbilities(
      `if this would die, return it to its owner's hand instead.
       if a friendly unit would be banished, kill it instead`,
      {
        kind: "Replacement",
        event: { event: "killed", subject: { kind: "ThisRef" }, would: true },
        instead: { instructions: [{ kind: "Move", verb: "return" }] },
      },
      { kind: "Replacement", event: { event: "banished", would: true } },
    );
  });

  test("optional and additional costs (RULES C1)", () => {
    expectAbilities(
      `as you play this, you may kill a friendly unit: draw 1
       as you play this, discard 1`,
      {
        kind: "OptionalCost",
        optional: true,
        costs: [{ kind: "KillCost" }],
        effect: { kind: "Block" },
      },
      { kind: "OptionalCost", optional: false, costs: [{ kind: "DiscardCost", count: 1 }] },
    );
  });
});

describe("where one ability ends and the next begins", () => {
  test("optional endings of instructions do not swallow the next ability", () => {
    expectAbilities(
      `when you conquer here: you may draw 1; if you do, discard 1
       units here with tag Bird get +1 might
       when this is played: play a Recruit token
       at the start of your turn: ready this
       reaction — kill this: counter target spell
       as you play this, you may discard 1: draw 2
       when this dies: channel 1 rune
       exhausted units here can't move`,
      {
        kind: "Triggered",
        effect: {
          instructions: [
            { kind: "May" },
            { kind: "If", then: { instructions: [{ kind: "Discard", count: { value: 1 } }] } },
          ],
        },
      },
      { kind: "Static", subject: { filter: { tags: { tags: [{ text: "Bird" }] } } } },
      { kind: "Triggered", effect: { instructions: [{ kind: "MakeToken" }] } },
      { kind: "Triggered", trigger: { kind: "PhaseTrigger" } },
      { kind: "Activated", timing: "Reaction" },
      { kind: "OptionalCost", optional: true },
      { kind: "Triggered", effect: { instructions: [{ kind: "Channel", exhausted: false }] } },
      { kind: "Static", subject: { filter: { statuses: ["exhausted"] } } },
    );
  });

  test("the same words inside an instruction still belong to it", () => {
    expectAbilities(
      `when this dies: discard 2 unit cards; channel 1 rune exhausted; play a Recruit token at your base`,
      {
        effect: {
          instructions: [
            {
              kind: "Discard",
              count: { value: 2 },
              filter: { types: ["unit"], objectKind: "card" },
            },
            { kind: "Channel", exhausted: true },
            { kind: "MakeToken", location: { place: "base" } },
          ],
        },
      },
    );
  });
});
