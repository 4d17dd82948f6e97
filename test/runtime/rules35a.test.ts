/**
 * rules35a in the runtime: a unit token created with no stated place is offered only the
 * locations where it could be played (RULES T2, T3; CR 439.2.b.1, 355.2, 054.1): a token that
 * can't attack is not offered a battlefield where its controller attacks, as a unit card being
 * played is not (`playLocations`), rather than being offered it and then put at its base.
 */
import { describe, expect, test } from "vitest";
import type { Engine } from "../../runtime/engine.js";
import type { ChoiceRequest, Decision } from "../../runtime/choice.js";
import { createContext } from "../../runtime/context.js";
import type { Instruction } from "../../runtime/definitions.js";
import type { Game, Location } from "../../runtime/index.js";
import { createToken } from "../../runtime/tokens.js";
import { locationOf } from "../../runtime/zones.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card battlefield "Ridge 35a" {}
card unit "Scout 35a" { cost 1  domain Fury  might 1 }
token unit "Chained Wisp 35a" { might 1  this can't attack }
token unit "Free Wisp 35a" { might 1 }
`;

// A battlefield its controller attacks at: the setup's combat with its sides turned about (as
// combat33.test.ts does), the one kind of place a unit is normally played to where it would
// attack.
const SETUP = `
scenario "s" {
  setup {
    battlefield "Ridge 35a" as f controlled by A {
      A: "Scout 35a" as mine
      B: "Scout 35a" as theirs
    }
  }
}
`;

function engineOf(game: Game): Engine {
  return (game as unknown as { e: Engine }).e;
}

/** Creates `name` for A with no stated place; what A was asked, and where the token is. */
function created(name: string): { asked: Location[][]; at: Location | null; f: string } {
  const game = scenarioGame(CARDS, SETUP);
  const e = engineOf(game);
  const combat = e.state.combat;
  if (combat === null) throw new Error("no combat");
  combat.attacker = "A";
  combat.defender = "B";
  const f = labelled(game, "f");
  const asked: Location[][] = [];
  // Answers a choice of place with the last place offered: the battlefield, when it is offered.
  e.chooser = {
    choose(request: ChoiceRequest): Decision | undefined {
      if (request.kind !== "location") return undefined;
      asked.push(request.options);
      const last = request.options[request.options.length - 1];
      return last === undefined ? undefined : { kind: "location", location: last };
    },
  };
  const ins: Extract<Instruction, { op: "createToken" }> = {
    op: "createToken",
    token: { name },
    count: { amount: "fixed", value: 1 },
  };
  const ctx = createContext({ controller: "A", sourceName: "test" });
  const id = createToken(e, { name }, ctx, ins);
  if (id === null) throw new Error("no token");
  const obj = e.state.objects[id];
  return { asked, at: obj ? locationOf(obj) : null, f };
}

describe("rules35a RULES T2, CR 439.2.b.1: where a created unit token with no stated place may go", () => {
  test("CR 054.1, 464.2.c.1: a token that can't attack is not offered the battlefield where its controller attacks", () => {
    const { asked, at } = created("Chained Wisp 35a");
    // Its base is the one place left: nothing to choose.
    expect(asked).toEqual([]);
    expect(at).toEqual({ kind: "base", player: "A" });
  });

  test("CR 355.2: a token that can attack is offered its base and the battlefield, and goes where chosen", () => {
    const { asked, at, f } = created("Free Wisp 35a");
    const there: Location = { kind: "battlefield", battlefield: f };
    expect(asked).toEqual([[{ kind: "base", player: "A" }, there]]);
    expect(at).toEqual(there);
  });
});
