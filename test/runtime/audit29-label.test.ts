/**
 * The scenario step `label "X" as l` (audit29): it names an object made after the setup — a token
 * above all, which no setup line can label (RULES T1, T7, O1).
 */
import { describe, expect, test } from "vitest";
import { ScenarioRun } from "../../runtime/index.js";
import { compiledScenario } from "./scenario-games.js";

const CARDS = `
token unit Pawn_T29 { might 1 }
card spell "Levy T29" { cost 0  domain Order  effect: create a Pawn_T29 token at your base }
card spell "Double Levy T29" { cost 0  domain Order  effect: create 2 Pawn_T29 tokens at your base }
card spell "Cull T29" { cost 0  domain Fury  effect: kill target unit }
`;

function run(steps: string): ScenarioRun {
  const { scenario, definitions } = compiledScenario(
    CARDS,
    `scenario "s" {
      setup {
        A hand: "Levy T29" as l1, "Levy T29" as l2, "Double Levy T29", "Cull T29"
      }
      ${steps}
    }`,
    "audit29.rift",
  );
  const r = new ScenarioRun(scenario, definitions);
  r.runAll();
  return r;
}

function failures(r: ScenarioRun): string[] {
  return r.results.filter((s) => s.status !== "passed").map((s) => s.message);
}

describe("audit29: `label` names what the game made since the setup", () => {
  test("the label goes on the newest object of that name: one token made at a time", () => {
    const r = run(`
      A plays l1
      resolve chain
      label "Pawn_T29" as p1
      A plays l2
      resolve chain
      label "Pawn_T29" as p2
      A plays "Cull T29", targeting p1
      resolve chain
      expect not p1 exists
      expect p2 at A base`);
    expect(failures(r)).toEqual([]);
    const game = r.game!;
    const p2 = game.select({ label: "p2" });
    expect(p2).toHaveLength(1);
    expect(game.object(p2[0]!)!.name).toBe("Pawn_T29");
  });

  test("two made at once: each label step takes one of those still unlabelled", () => {
    const r = run(`
      A plays "Double Levy T29"
      resolve chain
      label "Pawn_T29" as p1
      label "Pawn_T29" as p2`);
    expect(failures(r)).toEqual([]);
    const [a] = r.game!.select({ label: "p1" });
    const [b] = r.game!.select({ label: "p2" });
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
  });

  test("with none left unlabelled the step fails and says so; later steps are skipped", () => {
    const r = run(`
      A plays l1
      resolve chain
      label "Pawn_T29" as p1
      label "Pawn_T29" as p2
      expect p1 exists`);
    const failed = r.results.find((s) => s.status === "failed");
    expect(failed?.message).toBe('no "Pawn_T29" without a label to call p2');
    expect(r.results.at(-1)?.status).toBe("skipped");
  });

  test("a label step changes nothing in the game: no event, no change to the object", () => {
    const r = run(`
      A plays l1
      resolve chain`);
    const game = r.game!;
    const before = game.log.length;
    const [id] = game.select({ name: "Pawn_T29" });
    const was = game.object(id!)!;
    expect(game.label({ name: "Pawn_T29" }, "p1")).toBe(id);
    expect(game.log.length).toBe(before);
    expect({ ...game.object(id!)!, label: null }).toEqual({ ...was, label: null });
    expect(game.label({ name: "Pawn_T29" }, "p2")).toBeNull();
  });
});
