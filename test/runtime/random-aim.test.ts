/**
 * The random chooser of playouts aims (issue 6: win rates from `rift play --games` should say
 * something about the decks): harm at what the chooser does not control, help at what it does,
 * still uniformly among those, and any legal target when it must choose one and none suits.
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type ChoiceView,
  type Effect,
  type Game,
  type ObjectRef,
  RandomChooser,
  targetStance,
} from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const UNIT_TARGET: ObjectRef = { ref: "target", filter: { types: ["unit"] } };

describe("the stance of a target's instruction", () => {
  test("damage, kills, stuns and negative Might harm; buffs, heals, readying and preventions help", () => {
    const deal: Effect = [
      { op: "deal", amount: { amount: "fixed", value: 2 }, target: UNIT_TARGET },
    ];
    expect(targetStance(deal, "0.target")).toBe("harms");
    expect(targetStance([{ op: "kill", target: UNIT_TARGET }], "0.target")).toBe("harms");
    expect(targetStance([{ op: "stun", target: UNIT_TARGET }], "0.target")).toBe("harms");
    expect(targetStance([{ op: "buff", target: UNIT_TARGET }], "0.target")).toBe("helps");
    expect(targetStance([{ op: "ready", target: UNIT_TARGET }], "0.target")).toBe("helps");
    const shield: Effect = [
      { op: "prevent", amount: 3, target: UNIT_TARGET, duration: { until: "endOfTurn" } },
    ];
    expect(targetStance(shield, "0.target")).toBe("helps");
    const weaken: Effect = [
      {
        op: "modify",
        target: UNIT_TARGET,
        modifications: [{ mod: "might", amount: -2 }],
        duration: { until: "endOfTurn" },
      },
    ];
    expect(targetStance(weaken, "0.target")).toBe("harms");
    const strengthen: Effect = [
      {
        op: "modify",
        target: UNIT_TARGET,
        modifications: [{ mod: "might", amount: 2 }],
        duration: { until: "endOfTurn" },
      },
    ];
    expect(targetStance(strengthen, "0.target")).toBe("helps");
  });

  test("a move is neither, and a target nested in an `if` is found by its path", () => {
    const move: Effect = [{ op: "move", target: UNIT_TARGET, to: { to: "base" } }];
    expect(targetStance(move, "0.target")).toBeNull();
    const nested: Effect = [
      {
        op: "if",
        condition: { cond: "not", condition: { cond: "always" } },
        then: [{ op: "kill", target: UNIT_TARGET }],
      },
    ] as unknown as Effect;
    expect(targetStance(nested, "0.then.0.target")).toBe("harms");
    expect(targetStance(nested, "0.then.0.amount")).toBeNull();
  });
});

describe("RandomChooser aims by stance", () => {
  const controllers: Record<string, string> = { a1: "A", a2: "A", b1: "B", b2: "B", n: "" };
  const view: ChoiceView = {
    select: () => [],
    describe: (id) => id,
    describeLocation: () => "",
    players: () => ["A", "B"],
    controller: (id) => controllers[id] || null,
  };
  const request = (
    stance: "harms" | "helps" | undefined,
    options: string[],
    min = 1,
    max = 1,
  ): ChoiceRequest => ({
    kind: "target",
    player: "A",
    prompt: "choose",
    options,
    min,
    max,
    ...(stance ? { stance } : {}),
  });
  const chosen = (r: ChoiceRequest, seeds = 40): Set<string> => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= seeds; seed++) {
      const d = new RandomChooser(seed).choose(r, view);
      if (d.kind !== "objects") throw new Error(d.kind);
      seen.add(d.objects.join("+"));
    }
    return seen;
  };

  test("harm goes to the others' objects, each of them in turn", () => {
    expect(chosen(request("harms", ["a1", "b1", "a2", "b2"]))).toEqual(new Set(["b1", "b2"]));
  });

  test("help goes to the chooser's own objects", () => {
    expect(chosen(request("helps", ["a1", "b1", "a2", "b2"]))).toEqual(new Set(["a1", "a2"]));
  });

  test("an object nobody controls counts as the others' for harm", () => {
    expect(chosen(request("harms", ["a1", "n"]))).toEqual(new Set(["n"]));
  });

  test("a required target with nothing that suits is still chosen, among all", () => {
    expect(chosen(request("harms", ["a1", "a2"]))).toEqual(new Set(["a1", "a2"]));
  });

  test("an 'up to' target with nothing that suits is left out", () => {
    expect(chosen(request("harms", ["a1", "a2"], 0, 1))).toEqual(new Set([""]));
  });

  test("without a stance (or a view that knows controllers) every option is fair", () => {
    expect(chosen(request(undefined, ["a1", "b1"]))).toEqual(new Set(["a1", "b1"]));
    const blind: ChoiceView = { ...view, controller: undefined };
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const d = new RandomChooser(seed).choose(request("harms", ["a1", "b1"]), blind);
      if (d.kind === "objects") seen.add(d.objects.join("+"));
    }
    expect(seen).toEqual(new Set(["a1", "b1"]));
  });
});

const CARDS = `
card unit "Aim Dummy" { cost 1  domain Fury  might 3 }
card spell "Aim Scorch" { cost 0  domain Fury  effect: deal 1 to target unit }
card spell "Aim Blessing" { cost 0  domain Fury  effect: buff target unit }
`;

function tableWith(spell: string): Game {
  return scenarioGame(
    CARDS,
    `scenario "aim" { setup {
      A hand: "${spell}" as s
      A base: "Aim Dummy" as mine
      B base: "Aim Dummy" as theirs
    } }`,
    "random-aim.rift",
  );
}

describe("a game's target requests carry the stance (CR 355.5)", () => {
  const targetsOver = (spell: string): Set<string> => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 20; seed++) {
      const game = tableWith(spell);
      const result = game.perform(
        { type: "play", player: "A", object: labelled(game, "s") },
        { chooser: new RandomChooser(seed) },
      );
      expect(result.ok).toBe(true);
      const item = game.state.chain[0];
      const targets = Object.values(item?.choices.targets ?? {}).flat();
      for (const id of targets) seen.add(id === labelled(game, "mine") ? "mine" : "theirs");
    }
    return seen;
  };

  test("damage from A's spell goes to B's unit", () => {
    expect(targetsOver("Aim Scorch")).toEqual(new Set(["theirs"]));
  });

  test("a buff from A's spell goes to A's unit", () => {
    expect(targetsOver("Aim Blessing")).toEqual(new Set(["mine"]));
  });
});
