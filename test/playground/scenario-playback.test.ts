import { describe, expect, test } from "vitest";
import {
  playScenario,
  VERDICT_TEXT,
  verdictAt,
} from "../../playground/src/board/scenario-playback.js";
import type { Scenario, ScenarioStep } from "../../runtime/definitions.js";
import { sampleSet } from "../fixtures/definitions/sample-set.js";
import { namedTokens } from "../fixtures/definitions/tokens.js";

const definitions = [...sampleSet, ...namedTokens];

const SOURCE = [
  'scenario "flow" {',
  '  A plays "Lantern Trick" from trash with flow, targeting "Muster Captain"',
  "  A passes",
  '  B plays "Abandon", targeting "Lantern Trick"',
  "  resolve chain",
  '  expect "Lantern Trick" in A banishment',
  '  expect "Lantern Trick" in A hand',
  "}",
].join("\n");

const at = (line: number) => ({ file: "flow.rift", line, column: 3, endLine: line, endColumn: 10 });

const steps: ScenarioStep[] = [
  {
    step: "action",
    action: {
      action: "play",
      player: "A",
      card: { name: "Lantern Trick" },
      from: "trash",
      choices: [{ choice: "useFlow" }, { choice: "target", objects: [{ name: "Muster Captain" }] }],
    },
    range: at(2),
  },
  { step: "action", action: { action: "pass", player: "A" }, range: at(3) },
  {
    step: "action",
    action: {
      action: "play",
      player: "B",
      card: { name: "Abandon" },
      choices: [{ choice: "target", objects: [{ name: "Lantern Trick" }] }],
    },
    range: at(4),
  },
  { step: "action", action: { action: "resolveChain" }, range: at(5) },
  {
    step: "expect",
    expectation: {
      expect: "location",
      object: { name: "Lantern Trick" },
      where: { in: "zone", zone: "banishment", player: "A" },
    },
    negate: false,
    range: at(6),
  },
  {
    step: "expect",
    expectation: {
      expect: "location",
      object: { name: "Lantern Trick" },
      where: { in: "zone", zone: "hand", player: "A" },
    },
    negate: false,
    range: at(7),
  },
];

const scenario: Scenario = {
  name: "a Flow spell countered by Abandon is banished (RULES F3)",
  setup: {
    players: [
      {
        name: "A",
        zones: { trash: [{ name: "Lantern Trick" }], base: [{ name: "Muster Captain" }] },
        pool: { energy: 4, power: [{ domain: "Mind", amount: 2 }] },
      },
      {
        name: "B",
        zones: { hand: [{ name: "Abandon" }] },
        pool: { energy: 2, power: [{ domain: "Chaos", amount: 1 }] },
      },
    ],
    battlefields: [],
    turnPlayer: "A",
    phase: "main",
    seed: 1,
  },
  steps,
};

const zone = (
  frame: ReturnType<typeof playScenario>["frames"][number],
  player: string,
  name: string,
): string[] =>
  frame.players
    .find((p) => p.id === player)!
    .zones.find((z) => z.zone === name)!
    .objects.map((o) => o.name);

describe("the board's scenario playback (RULES F3)", () => {
  const playback = playScenario(scenario, definitions, (file) =>
    file === "flow.rift" ? SOURCE : undefined,
  );

  test("keeps a frame after the setup and after each step", () => {
    expect(playback.setupError).toBeNull();
    expect(playback.frames).toHaveLength(steps.length + 1);
    expect(zone(playback.frames[0]!, "A", "trash")).toEqual(["Lantern Trick"]);
    expect(playback.frames[0]!.chain).toEqual([]);
  });

  test("shows the Chain with pending and finalized items as the steps go", () => {
    const afterPlay = playback.frames[1]!;
    expect(afterPlay.chain.map((item) => `${item.name} ${item.status}`)).toEqual([
      "Lantern Trick finalized",
    ]);
    const afterCounter = playback.frames[3]!;
    expect(afterCounter.chain.map((item) => item.name)).toEqual(["Lantern Trick", "Abandon"]);
  });

  test("shows the countered Flow spell in its owner's Banishment, not in hand (RULES F2, F3)", () => {
    const end = playback.frames[playback.frames.length - 1]!;
    expect(zone(end, "A", "banishment")).toEqual(["Lantern Trick"]);
    expect(zone(end, "A", "hand")).toEqual([]);
    expect(end.chain).toEqual([]);
  });

  test("each step keeps its source line, result and message; expectations pass or fail", () => {
    expect(playback.steps.map((s) => s.text)).toEqual(
      SOURCE.split("\n")
        .slice(1, 7)
        .map((l) => l.trim()),
    );
    expect(playback.steps.map((s) => s.status)).toEqual([
      "passed",
      "passed",
      "passed",
      "passed",
      "passed",
      "failed",
    ]);
    expect(playback.steps[5]!.message).toContain("banishment");
    expect(playback.passed).toBe(false);
  });

  test("a failed step's summary is its message without the last events the log shows", () => {
    const failed = playback.steps[5]!;
    expect(failed.message).toContain("; last events: ");
    expect(failed.summary).toBe(failed.message.slice(0, failed.message.indexOf("; last events: ")));
    expect(failed.summary).toMatch(/^expected "Lantern Trick" in A's hand, but /);
    expect(playback.steps[0]!.summary).toBe(playback.steps[0]!.message);
  });

  test("the event log grows with the frames and reads as text", () => {
    const lengths = playback.frames.map((f) => f.logLength);
    expect(lengths).toEqual([...lengths].sort((a, b) => a - b));
    expect(lengths[lengths.length - 1]).toBe(playback.log.length);
    expect(playback.log.some((line) => line.text.startsWith("banished Lantern Trick"))).toBe(true);
  });

  test("a setup naming an unknown card reports it and has no frames", () => {
    const broken = playScenario(
      {
        ...scenario,
        setup: { ...scenario.setup, players: [{ name: "A", zones: { hand: [{ name: "Nope" }] } }] },
      },
      definitions,
      () => undefined,
    );
    expect(broken.setupError).toMatch(/Nope/);
    expect(broken.frames).toEqual([]);
    expect(broken.steps.every((s) => s.status === "skipped")).toBe(true);
  });

  test("the verdict says nothing has run at the setup, and a result only once there is one", () => {
    // Before any step the board shows the setup: "running" would claim something ran.
    expect(verdictAt(playback, 0)).toBe("ready");
    expect(VERDICT_TEXT[verdictAt(playback, 0)]).toBe("not run yet");
    expect(verdictAt(playback, 3)).toBe("running");
    expect(verdictAt(playback, 5)).toBe("running");
    // The sixth step fails: from then on, and at the end, the scenario has failed.
    expect(verdictAt(playback, 6)).toBe("failed");
    const passing = playScenario(
      { ...scenario, steps: steps.slice(0, 5) },
      definitions,
      () => undefined,
    );
    expect(verdictAt(passing, 0)).toBe("ready");
    expect(verdictAt(passing, 5)).toBe("passed");
  });

  test("a scenario whose setup failed is failed at once, not ready", () => {
    const broken = playScenario(
      {
        ...scenario,
        setup: { ...scenario.setup, players: [{ name: "A", zones: { hand: [{ name: "Nope" }] } }] },
      },
      definitions,
      () => undefined,
    );
    expect(verdictAt(broken, 0)).toBe("failed");
  });
});
