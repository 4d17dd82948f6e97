import { describe, expect, test } from "vitest";
import type { Definition, Scenario, ScenarioStep } from "../../runtime/index.js";
import { ScenarioRun, runScenario } from "../../runtime/index.js";
import { RECRUIT, UNIT, SPELL_ON_CHAIN, battlefield, cost, spell, unit } from "./helpers.js";
import { compiledScenario } from "./scenario-games.js";

const defs: Definition[] = [
  unit("Muster Captain", cost(3, { Order: 1 }), 2, {
    domains: ["Order"],
    abilities: [
      {
        kind: "triggered",
        trigger: { event: "played", subject: { ref: "this" } },
        effect: [
          {
            op: "playToken",
            token: { name: "Recruit" },
            count: { amount: "fixed", value: 1 },
            location: { to: "here" },
          },
        ],
      },
    ],
  }),
  spell(
    "Lantern Trick",
    cost(1, { Mind: 1 }),
    [
      {
        op: "banish",
        target: { ref: "target", filter: { types: ["unit"], controller: "you" } },
        bind: "lost",
      },
      {
        op: "delayed",
        trigger: { event: "conquered", player: "you" },
        duration: { until: "endOfTurn" },
        effect: [
          { op: "move", target: { ref: "bound", name: "lost" }, to: { to: "zone", zone: "hand" } },
        ],
      },
    ],
    { keywords: [{ keyword: "Flow", cost: cost(2) }], domains: ["Mind"] },
  ),
  spell(
    "Abandon",
    cost(2, { Chaos: 0 }),
    [{ op: "counter", target: { ref: "target", filter: SPELL_ON_CHAIN }, destination: "hand" }],
    {
      keywords: [{ keyword: "Reaction" }],
      domains: ["Chaos"],
    },
  ),
  spell("Zap", cost(0), [
    { op: "deal", amount: { amount: "fixed", value: 1 }, target: { ref: "target", filter: UNIT } },
  ]),
  RECRUIT,
  battlefield("Hill"),
];

const act = (action: Extract<ScenarioStep, { step: "action" }>["action"]): ScenarioStep => ({
  step: "action",
  action,
});
const expectIt = (
  expectation: Extract<ScenarioStep, { step: "expect" }>["expectation"],
  negate = false,
): ScenarioStep => ({ step: "expect", expectation, negate });

function flowScenario(steps: ScenarioStep[]): Scenario {
  return {
    name: "a Flow spell countered by Abandon is banished (RULES F3)",
    setup: {
      players: [
        {
          name: "A",
          zones: { trash: [{ name: "Lantern Trick" }], base: [{ name: "Muster Captain" }] },
          pool: { energy: 4, power: [{ domain: "Mind", amount: 1 }] },
        },
        { name: "B", zones: { hand: [{ name: "Abandon" }] }, pool: { energy: 2, power: [] } },
      ],
      battlefields: [],
      turnPlayer: "A",
      phase: "main",
      seed: 1,
    },
    steps,
  };
}

const flowSteps: ScenarioStep[] = [
  act({
    action: "play",
    player: "A",
    card: { name: "Lantern Trick" },
    from: "trash",
    choices: [{ choice: "useFlow" }, { choice: "target", objects: [{ name: "Muster Captain" }] }],
  }),
  act({ action: "pass", player: "A" }),
  act({
    action: "play",
    player: "B",
    card: { name: "Abandon" },
    choices: [{ choice: "target", objects: [{ name: "Lantern Trick" }] }],
  }),
  act({ action: "resolveChain" }),
  expectIt({
    expect: "location",
    object: { name: "Lantern Trick" },
    where: { in: "zone", zone: "banishment", player: "A" },
  }),
  expectIt({ expect: "zoneCount", player: "A", zone: "hand", count: { op: "=", value: 0 } }),
  expectIt({
    expect: "location",
    object: { name: "Muster Captain" },
    where: { at: "base", player: "A" },
  }),
  expectIt({ expect: "event", event: "returnedToHand" }, true),
];

describe("the scenario driver", () => {
  test("runs the DESIGN.md example: every step passes", () => {
    const result = runScenario(flowScenario(flowSteps), defs);
    expect(result.setupError).toBeNull();
    expect(result.steps.map((s) => s.status)).toEqual(flowSteps.map(() => "passed"));
    expect(result.passed).toBe(true);
  });

  test("a failed expectation says what was expected and what the state holds", () => {
    const steps = [
      ...flowSteps.slice(0, 4),
      expectIt({
        expect: "location",
        object: { name: "Lantern Trick" },
        where: { in: "zone", zone: "hand", player: "A" },
      }),
    ];
    const result = runScenario(flowScenario(steps), defs);
    expect(result.passed).toBe(false);
    const failed = result.steps[4];
    expect(failed?.status).toBe("failed");
    expect(failed?.message).toContain(
      `expected "Lantern Trick" in A's hand, but it is in A's banishment; A's hand holds []`,
    );
    expect(failed?.message).toContain("last events:");
    expect(failed?.events.length).toBeGreaterThan(0);
  });

  test("RULES E2, F3: the pool after the countered Flow play shows its paid costs stay paid", () => {
    const steps = [
      ...flowSteps.slice(0, 4),
      // A paid the Flow cost (2) out of 4 energy and 1 Mind; B paid Abandon's 2 out of 2.
      expectIt({
        expect: "pool",
        player: "A",
        pool: { energy: 2, power: [{ domain: "Mind", amount: 1 }] },
      }),
      expectIt({ expect: "pool", player: "B", pool: { energy: 0, power: [] } }),
      expectIt({
        expect: "pool",
        player: "A",
        pool: { energy: 4, power: [{ domain: "Mind", amount: 1 }] },
      }),
      expectIt({ expect: "pool", player: "A", pool: { energy: 2, power: [] } }, true),
    ];
    const result = runScenario(flowScenario(steps), defs);
    expect(result.steps.slice(4).map((s) => s.status)).toEqual([
      "passed",
      "passed",
      "failed",
      "passed",
    ]);
    expect(result.steps[6]?.message).toContain(
      "expected A's pool to hold 4 energy and 1 Mind power, but it holds 2 energy and 1 Mind power",
    );
  });

  test("a missing choice fails the action with the question asked, and later steps are skipped", () => {
    const steps = [
      act({
        action: "play",
        player: "A",
        card: { name: "Lantern Trick" },
        from: "trash",
        choices: [],
      }),
      expectIt({ expect: "chain", names: ["Lantern Trick"] }),
    ];
    const result = runScenario(flowScenario(steps), defs);
    expect(result.steps[0]?.status).toBe("failed");
    expect(result.steps[0]?.message).toMatch(
      /missing choice for A: Lantern Trick: choose 1 target \(options: Muster Captain/,
    );
    expect(result.steps[1]?.status).toBe("skipped");
  });

  test("an unused choice fails the action", () => {
    const steps = [
      act({
        action: "play",
        player: "A",
        card: { name: "Lantern Trick" },
        from: "trash",
        choices: [{ choice: "target", objects: [{ name: "Muster Captain" }] }, { choice: "yes" }],
      }),
    ];
    const result = runScenario(flowScenario(steps), defs);
    expect(result.steps[0]?.message).toMatch(/unused choice: yes/);
  });

  test("answer steps after an action answer its later questions, by the named player", () => {
    const scenario: Scenario = {
      name: "answers",
      setup: {
        players: [
          { name: "A", zones: { hand: [{ name: "Zap" }], base: [{ name: "Muster Captain" }] } },
          { name: "B", zones: {} },
        ],
        battlefields: [],
        turnPlayer: "A",
        phase: "main",
        seed: 1,
      },
      steps: [
        act({ action: "play", player: "A", card: { name: "Zap" }, choices: [] }),
        act({
          action: "answer",
          player: "A",
          answer: { choice: "target", objects: [{ name: "Muster Captain" }] },
        }),
        act({ action: "resolveChain" }),
        expectIt({ expect: "damage", object: { name: "Muster Captain" }, value: 1 }),
      ],
    };
    const result = runScenario(scenario, defs);
    expect(result.steps.map((s) => s.status)).toEqual(["passed", "passed", "passed", "passed"]);
  });

  test("step by step: run to step k, then on", () => {
    const run = new ScenarioRun(flowScenario(flowSteps), defs);
    expect(run.runTo(2).map((s) => s.status)).toEqual(["passed", "passed"]);
    expect(run.next).toBe(2);
    expect(run.game?.chain().map((c) => c.name)).toEqual(["Lantern Trick"]);
    const third = run.step();
    expect(third?.index).toBe(2);
    expect(run.game?.chain().map((c) => c.name)).toEqual(["Lantern Trick", "Abandon"]);
    expect(run.runAll().passed).toBe(true);
  });

  test("a setup that names an unknown card fails cleanly", () => {
    const scenario = flowScenario(flowSteps);
    (scenario.setup.players[0] as { zones: { hand?: { name: string }[] } }).zones.hand = [
      { name: "Nope" },
    ];
    const result = runScenario(scenario, defs);
    expect(result.passed).toBe(false);
    expect(result.setupError).toMatch(/unknown card or token "Nope"/);
    expect(result.steps.every((s) => s.status === "skipped")).toBe(true);
  });

  test("a played token and scoring expectations", () => {
    const scenario: Scenario = {
      name: "captain",
      setup: {
        players: [
          {
            name: "A",
            zones: { hand: [{ name: "Muster Captain" }] },
            pool: { energy: 3, power: [{ domain: "Order", amount: 1 }] },
          },
          { name: "B", zones: {} },
        ],
        battlefields: [{ name: "Hill", controller: "A" }],
        turnPlayer: "A",
        phase: "main",
        seed: 1,
      },
      steps: [
        act({
          action: "play",
          player: "A",
          card: { name: "Muster Captain" },
          choices: [
            { choice: "location", location: { at: "battlefield", battlefield: { name: "Hill" } } },
          ],
        }),
        act({ action: "resolveChain" }),
        expectIt({
          expect: "location",
          object: { name: "Recruit" },
          where: { at: "battlefield", battlefield: { name: "Hill" } },
        }),
        expectIt({ expect: "played", object: { name: "Recruit" } }),
        expectIt({ expect: "triggered", source: { name: "Muster Captain" }, times: 1 }),
        expectIt({ expect: "owner", object: { name: "Recruit" }, player: "A" }),
        expectIt({ expect: "status", object: { name: "Recruit" }, status: "exhausted" }),
        act({ action: "hold", player: "A", battlefield: { name: "Hill" } }),
        expectIt({ expect: "scoredThisTurn", player: "A", battlefield: { name: "Hill" } }),
        expectIt({ expect: "score", player: "A", value: 1 }),
      ],
    };
    const result = runScenario(scenario, defs);
    expect(result.steps.filter((s) => s.status !== "passed").map((s) => s.message)).toEqual([]);
  });
});

describe("steps expecting a refusal (`A can't …`) and the winner", () => {
  const refused = (action: Extract<ScenarioStep, { step: "refused" }>["action"]): ScenarioStep => ({
    step: "refused",
    action,
  });
  const zapScenario = (steps: ScenarioStep[], opponentUnits = true): Scenario => ({
    name: "zap",
    setup: {
      players: [
        { name: "A", zones: { hand: [{ name: "Zap" }] } },
        { name: "B", zones: opponentUnits ? { base: [{ name: "Recruit", label: "r" }] } : {} },
      ],
      battlefields: [],
      turnPlayer: "A",
      phase: "main",
      seed: 1,
    },
    steps,
  });
  const zap = (targets: boolean): Extract<ScenarioStep, { step: "refused" }>["action"] => ({
    action: "play",
    player: "A",
    card: { name: "Zap" },
    choices: targets ? [{ choice: "target", objects: [{ label: "r" }] }] : [],
  });

  test("issue 3: a refused action passes the step, says why, and leaves the state as it was", () => {
    const run = new ScenarioRun(zapScenario([refused(zap(false))], false), defs);
    const before = run.game?.snapshot();
    const [step] = run.runAll().steps;
    expect(step?.status).toBe("passed");
    expect(step?.message).toMatch(/^refused as expected \(noLegalTargets\): Zap needs 1 target/);
    expect(run.game?.snapshot()).toEqual(before);
  });

  test("an action carried out fails the step with its events, and later steps are skipped", () => {
    const result = runScenario(
      zapScenario([refused(zap(true)), expectIt({ expect: "chain", names: [] })]),
      defs,
    );
    expect(result.passed).toBe(false);
    expect(result.steps.map((s) => s.status)).toEqual(["failed", "skipped"]);
    expect(result.steps[0]?.message).toMatch(
      /^expected the play by A to be refused, but it was carried out: putOnChain Zap by A; finalized Zap by A$/,
    );
  });

  test("with a reason, a refusal for another reason fails the step and names both", () => {
    const step: ScenarioStep = { step: "refused", action: zap(false), reason: "cannotPay" };
    const result = runScenario(zapScenario([step], false), defs);
    expect(result.passed).toBe(false);
    expect(result.steps[0]?.message).toMatch(
      /^expected the play by A to be refused because cannotPay, but it was refused because noLegalTargets: Zap needs 1 target/,
    );
    const right: ScenarioStep = { ...step, reason: "noLegalTargets" };
    expect(runScenario(zapScenario([right], false), defs).passed).toBe(true);
  });

  test("a missing answer is the script's fault, not a refusal: the play might have been legal", () => {
    const result = runScenario(zapScenario([refused(zap(false))]), defs);
    expect(result.passed).toBe(false);
    expect(result.steps[0]?.message).toMatch(
      /^expected the play by A to be refused, but the step could not be tried: play refused \(scriptMismatch\): missing choice for A/,
    );
  });

  test("an answer step the refused action never asked for is not passed as answered: it fails", () => {
    const answer = act({ action: "answer", player: "A", answer: { choice: "yes" } });
    const result = runScenario(
      zapScenario([refused(zap(false)), answer, expectIt({ expect: "chain", names: [] })], false),
      defs,
    );
    expect(result.steps.map((s) => s.status)).toEqual(["passed", "failed", "skipped"]);
    expect(result.steps[1]?.message).toBe("A answers, but no choice was asked");
  });

  test("RULES S2: `expect A won` holds only for the winner, and says who won otherwise", () => {
    const scenario = zapScenario([
      expectIt({ expect: "won", player: "A" }),
      expectIt({ expect: "won", player: "A" }, true),
    ]);
    const result = runScenario(scenario, defs);
    expect(result.steps.map((s) => s.status)).toEqual(["failed", "passed"]);
    expect(result.steps[0]?.message).toMatch(/A to have won.*the game is not over/s);
  });
});

describe("a triggered ability's choice the script leaves out", () => {
  test("fails the step that asked it, rather than removing the ability as if it had no legal target (CR 402.4)", () => {
    const cards = `
card unit "Watcher" { cost 1  domain Fury  might 1  when you play a spell: deal 1 to target unit }
card spell "Note" { cost 0  domain Mind  effect: draw 1 }
card unit "Dummy" { cost 1  domain Fury  might 3 }
`;
    const { scenario, definitions } = compiledScenario(
      cards,
      `scenario "s" {
        setup {
          A hand: "Note"
          A deck: "Note"
          A base: "Watcher"
          B base: "Dummy" as d
        }
        A plays "Note"
        resolve chain
        expect d has 1 damage
      }`,
    );
    const result = runScenario(scenario, definitions);
    expect(result.steps.map((s) => s.status)).toEqual(["passed", "failed", "skipped"]);
    expect(result.steps[1]?.message).toMatch(/missing choice for A: Watcher: choose 1 target/);
  });
});

describe("a label in an event expectation", () => {
  const cards = `
card unit "Keeper" { cost 1  domain Calm  might 2  when a friendly unit dies: draw 1 }
card unit "Pawn" { cost 1  domain Order  might 2 }
card spell "Cull" { cost 0  domain Chaos  effect: kill target unit }
card spell "Melt" { cost 0  domain Chaos  effect: kill target gear }
`;

  test("counts only the labelled copy: another copy's play or trigger is not its own", () => {
    const { scenario, definitions } = compiledScenario(
      cards,
      `scenario "s" {
        setup {
          A hand: "Pawn" as p1, "Pawn" as p2, "Cull"
          A base: "Keeper" as k1, "Keeper" as k2, "Pawn" as victim
          A deck: "Pawn", "Pawn"
          A pool: 1
        }
        A plays p1
        A plays "Cull", targeting victim
        resolve chain
        expect p1 was played
        expect not p2 was played
        expect k1 triggered once
        expect k2 triggered once
        expect event killed of victim
        expect not event killed of k1
      }`,
    );
    const result = runScenario(scenario, definitions);
    expect(
      result.steps.map((s) => s.message).filter((_, i) => result.steps[i]?.status !== "passed"),
    ).toEqual([]);
  });

  test("still finds the events of a labelled token that has ceased to exist (RULES T7)", () => {
    const { scenario, definitions } = compiledScenario(
      cards,
      `scenario "s" {
        setup {
          A hand: "Melt"
          B base: "Gold" as gold
        }
        A plays "Melt", targeting gold
        resolve chain
        expect not gold exists
        expect event killed of gold
      }`,
    );
    expect(runScenario(scenario, definitions).passed).toBe(true);
  });
});
