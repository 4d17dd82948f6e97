/**
 * pool38: a battlefield chosen for a unit as open (CR 355.2, 190.3.a.1) is asked again as the unit
 * enters. What could take it between the choice (step 2 of playing) and the entry (as the unit is
 * finalized, after its costs are paid) is no card the language can write yet, so the test takes
 * it itself while the cost's choice is asked, as a payment made with a Reaction could (CR 429.3):
 * the unit then enters at its controller's base, as one that may not be where it was to be played
 * does (CR 462.2.a). Untouched, it enters the open battlefield.
 */
import { describe, expect, test } from "vitest";
import {
  type ChoiceRequest,
  type Decision,
  type Game,
  type GameState,
  type Location,
  createGame,
} from "../../runtime/index.js";
import { compiledScenario, labelled } from "./scenario-games.js";

const CARDS = `
card unit "Pathfinder Pool38" {
  cost 1
  domain Fury
  might 2
  this may be played to an open battlefield
  as you play this, exhaust a friendly unit
}
card unit "Camp Guard Pool38" { cost 9  domain Fury  might 1 }
card battlefield "Open Moor Pool38" {}
`;
const SETUP = `scenario "s" { setup {
  A hand: "Pathfinder Pool38" as p
  A pool: 1
  A base: "Camp Guard Pool38" as g1, "Camp Guard Pool38" as g2
  battlefield "Open Moor Pool38" as f
} }`;

/**
 * Answers the location with the battlefield `f`, and the cost's choice with the first guard —
 * after `meanwhile` has run, which may change the board in between.
 */
function playing(meanwhile: (game: Game) => void): Game {
  const { scenario, definitions } = compiledScenario(CARDS, SETUP);
  let game: Game | undefined;
  const chooser = {
    choose(request: ChoiceRequest): Decision | undefined {
      if (request.kind === "location") {
        const moor = request.options.find(
          (l: Location) => l.kind === "battlefield" && l.battlefield === labelled(game!, "f"),
        );
        return { kind: "location", location: moor! };
      }
      if (request.kind === "object") {
        meanwhile(game!);
        return { kind: "objects", objects: request.options.slice(0, request.min) };
      }
      return undefined;
    },
  };
  game = createGame(scenario.setup, { definitions, chooser });
  const result = game.perform({ type: "play", player: "A", object: labelled(game, "p") });
  expect(result).toMatchObject({ ok: true });
  return game;
}

describe("CR 355.2, 190.3.a.1: an open battlefield is asked again as the unit enters", () => {
  test("untaken, the unit enters the open battlefield it was played to", () => {
    const game = playing(() => {});
    const moor = labelled(game, "f");
    const pathfinder = game.objects().find((o) => o.name === "Pathfinder Pool38");
    expect(pathfinder?.location).toEqual({ kind: "battlefield", battlefield: moor });
  });

  test("taken by another player before the unit enters, it enters at its controller's base", () => {
    const game = playing((during) => {
      // Writes the raw state: what no card can do yet between the choice and the entry.
      const state = during.state as GameState;
      (state.objects[labelled(during, "f")] as { controller: string | null }).controller = "B";
    });
    const pathfinder = game.objects().find((o) => o.name === "Pathfinder Pool38");
    expect(pathfinder?.location).toEqual({ kind: "base", player: "A" });
  });
});
