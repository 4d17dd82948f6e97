/**
 * Player targets (`target player`, `target opponent`, CR 355.9.a) beyond what a scenario can
 * state: the stance a request carries, how the random chooser of playouts aims it, the game log's
 * name for the chosen player, and a script that names a player the game does not have.
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type Effect,
  type Game,
  type PlayerRef,
  RandomChooser,
  describeEvent,
  runScenario,
  targetStance,
} from "../../runtime/index.js";
import { compiledScenario, labelled, scenarioGame } from "./scenario-games.js";

const TARGET_PLAYER: PlayerRef = { player: "target", among: "any" };
const ONE = { amount: "fixed", value: 1 } as const;

describe("the stance of a player target's instruction", () => {
  test("discarding and burning harm the player; drawing and scoring help", () => {
    const discard: Effect = [{ op: "discard", player: TARGET_PLAYER, count: ONE }];
    expect(targetStance(discard, "0.player")).toBe("harms");
    expect(targetStance([{ op: "burn", player: TARGET_PLAYER, count: ONE }], "0.player")).toBe(
      "harms",
    );
    expect(targetStance([{ op: "draw", player: TARGET_PLAYER, count: ONE }], "0.player")).toBe(
      "helps",
    );
    expect(targetStance([{ op: "score", player: TARGET_PLAYER, points: 1 }], "0.player")).toBe(
      "helps",
    );
  });

  test("taking control of an object is neither, for the player who takes it", () => {
    const take: Effect = [
      {
        op: "gainControl",
        target: { ref: "target", filter: { types: ["unit"] } },
        player: TARGET_PLAYER,
      },
    ];
    expect(targetStance(take, "0.player")).toBeNull();
    expect(targetStance(take, "0.target")).toBe("harms");
  });
});

describe("RandomChooser aims a player target by stance", () => {
  const request = (stance: "harms" | "helps" | undefined, options: string[]): ChoiceRequest => ({
    kind: "playerTarget",
    player: "A",
    prompt: "choose a target player",
    options,
    ...(stance ? { stance } : {}),
  });
  const chosen = (r: ChoiceRequest): Set<string> => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const d = new RandomChooser(seed).choose(r);
      if (d.kind !== "player") throw new Error(d.kind);
      seen.add(d.player);
    }
    return seen;
  };

  test("harm goes to another player, each of them in turn", () => {
    expect(chosen(request("harms", ["A", "B", "C"]))).toEqual(new Set(["B", "C"]));
  });

  test("help goes to the chooser", () => {
    expect(chosen(request("helps", ["A", "B", "C"]))).toEqual(new Set(["A"]));
  });

  test("with nothing that suits, or no stance, any option", () => {
    expect(chosen(request("helps", ["B", "C"]))).toEqual(new Set(["B", "C"]));
    expect(chosen(request(undefined, ["A", "B"]))).toEqual(new Set(["A", "B"]));
  });
});

const CARDS = `
card spell "Hex P22T" { cost 0  domain Mind  effect: target player discards 1 }
card spell "Boon P22T" { cost 0  domain Mind  effect: target player draws 1 }
card spell "Pry P22T" { cost 0  domain Mind  effect: target opponent discards 1 }
card spell "Note P22T" { cost 0  domain Mind  effect: draw 1 }
`;

function tableOfThree(spell: string): Game {
  return scenarioGame(
    CARDS,
    `scenario "aim" { setup {
      A hand: "${spell}" as s
      B hand: "Note P22T"
      C hand: "Note P22T"
    } }`,
    "player-targets.rift",
  );
}

describe("a game's player target requests carry the stance (CR 355.9.a)", () => {
  const targetedOver = (spell: string): Set<string> => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const game = tableOfThree(spell);
      const result = game.perform(
        { type: "play", player: "A", object: labelled(game, "s") },
        { chooser: new RandomChooser(seed) },
      );
      expect(result.ok).toBe(true);
      for (const player of Object.values(game.state.chain[0]?.choices.playerTargets ?? {}))
        seen.add(player);
    }
    return seen;
  };

  test("a discard from A's spell goes to B or C, never to A", () => {
    expect(targetedOver("Hex P22T")).toEqual(new Set(["B", "C"]));
  });

  test("a draw from A's spell goes to A", () => {
    expect(targetedOver("Boon P22T")).toEqual(new Set(["A"]));
  });

  test("the request offers every player, or only the opponents, in turn order", () => {
    for (const [spell, options] of [
      ["Hex P22T", ["A", "B", "C"]],
      ["Pry P22T", ["B", "C"]],
    ] as const) {
      const game = tableOfThree(spell);
      const result = game.perform({ type: "play", player: "A", object: labelled(game, "s") });
      expect(result.ok && result.pending).toMatchObject({ kind: "playerTarget", options });
    }
  });
});

describe("the game log names the targeted player", () => {
  test("`A plays …, targeting C`, as `rift play` prints it", () => {
    const game = tableOfThree("Pry P22T");
    const played = game.perform({ type: "play", player: "A", object: labelled(game, "s") });
    expect(played.ok).toBe(true);
    const answered = game.perform({ type: "answer", decision: { kind: "player", player: "C" } });
    expect(answered.ok).toBe(true);
    const finalized = game.log.find((event) => event.kind === "finalized");
    expect(finalized?.detail).toBe("C");
    const putOnChain = game.log.find((event) => event.kind === "putOnChain")!;
    const targets = new Map([[finalized!.object!, finalized!.detail!]]);
    expect(describeEvent(game, putOnChain, { targets, abilities: new Set() })).toBe(
      "A plays Pry P22T, targeting C",
    );
  });
});

describe("a scenario's `targeting player X`", () => {
  test("a player the game does not have fails the step as the script's mistake, not a refusal", () => {
    const { scenario, definitions } = compiledScenario(
      CARDS,
      `scenario "ghost" {
        setup { A hand: "Pry P22T" }
        A plays "Pry P22T", targeting player C
      }`,
    );
    const result = runScenario(scenario, definitions);
    expect(result.passed).toBe(false);
    expect(result.steps[0]?.status).toBe("failed");
    expect(result.steps[0]?.message).toContain("the game has no player C");
  });

  test("an unscripted player target is a missing choice, even with one opponent to choose", () => {
    const { scenario, definitions } = compiledScenario(
      CARDS,
      `scenario "unscripted" {
        setup { A hand: "Pry P22T" }
        A plays "Pry P22T"
      }`,
    );
    const result = runScenario(scenario, definitions);
    expect(result.steps[0]?.message).toContain(
      "missing choice for A: Pry P22T: choose a target opponent (options: B)",
    );
  });
});
