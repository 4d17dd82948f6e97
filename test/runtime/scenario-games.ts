/**
 * Games set up from scenario text, for tests of what a `.rift` scenario cannot state (a refusal's
 * state, the options of a choice, legal actions): the cards and a scenario's `setup` are compiled
 * with the project's compiler, and the game waits for every decision.
 */
import { expect } from "vitest";
import {
  type Definition,
  type Game,
  type ObjectId,
  type Scenario,
  ScenarioRun,
  WaitingChooser,
  createGame,
} from "../../runtime/index.js";
import { compile } from "../../compiler/compile.js";
import { loadTokenLibrary, nodeHost } from "../../compiler/node-host.js";

/** The first scenario of `cards` followed by `scenario`, compiled without errors. */
export function compiledScenario(
  cards: string,
  scenario: string,
  file = "scenario.rift",
): { scenario: Scenario; definitions: Definition[] } {
  const result = compile([{ file, text: cards + scenario }], {
    library: loadTokenLibrary(),
    host: nodeHost,
  });
  const errors = result.diagnostics.filter((d) => d.severity === "error");
  expect(errors.map((d) => d.message)).toEqual([]);
  const [first] = result.scenarios;
  if (!first) throw new Error("no scenario");
  return { scenario: first, definitions: result.definitions };
}

/** A game in the setup of the scenario, waiting for every decision. */
export function scenarioGame(cards: string, scenario: string, file?: string): Game {
  const { scenario: s, definitions } = compiledScenario(cards, scenario, file);
  return createGame(s.setup, { definitions, chooser: new WaitingChooser() });
}

/**
 * A game after the scenario's steps (all of them, or the first `steps`), each of which passed:
 * for tests of what the game keeps and logs once the scenario has played.
 */
export function scenarioPlayed(cards: string, scenario: string, steps?: number): Game {
  const { scenario: s, definitions } = compiledScenario(cards, scenario);
  const run = new ScenarioRun(s, definitions);
  if (steps === undefined) while (run.step() !== null);
  else run.runTo(steps);
  expect(run.results.filter((r) => r.status !== "passed").map((r) => r.message)).toEqual([]);
  if (run.game === null) throw new Error("no game");
  return run.game;
}

/** The object a scenario's setup labelled. */
export function labelled(game: Game, label: string): ObjectId {
  const found = game.objects().find((o) => o.label === label);
  if (!found) throw new Error(`no object labelled ${label}`);
  return found.id;
}
