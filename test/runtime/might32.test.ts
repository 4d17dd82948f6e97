/**
 * might32 in the runtime: a unit becoming Mighty (CR 709) is looked for only in games whose cards
 * wait for it, is kept in the state (so a snapshot continues identically, and a refused action
 * leaves it as it was), and is seen once per change from less than 5 to 5 or more.
 */
import { describe, expect, test } from "vitest";
import { type Game, StrictChooser, createGame, restoreGame } from "../../runtime/index.js";
import { compiledScenario, labelled } from "./scenario-games.js";

const CARDS = `
card unit "Stout M32R" { cost 4  domain Body  might 4 }
card spell "Rally All M32R" { cost 1  effect: buff all friendly units }
card spell "Pass Time M32R" { cost 1  effect: draw 1 }
`;
const WATCHER = `
card gear "Watcher M32R" { cost 1  when a friendly unit becomes mighty: draw 1 }
`;
const SETUP = `
scenario "s" {
  setup {
    A hand: "Rally All M32R", "Rally All M32R" as again
    A pool: 2
    A base: "Stout M32R" as s, WATCHER_PLACE
    A deck: "Pass Time M32R", "Pass Time M32R", "Pass Time M32R"
    B deck: "Pass Time M32R", "Pass Time M32R"
  }
}
`;

function game(watching: boolean): Game {
  const cards = CARDS + (watching ? WATCHER : "");
  const place = watching ? `"Watcher M32R"` : `"Stout M32R"`;
  const { scenario, definitions } = compiledScenario(cards, SETUP.replace("WATCHER_PLACE", place));
  return createGame(scenario.setup, { definitions, chooser: new StrictChooser([]) });
}

/** Play the first Rally of A's hand and let the Chain resolve. */
function rally(g: Game): void {
  const card = g.zone("A", "hand").find((o) => o.name === "Rally All M32R");
  if (!card) throw new Error("no Rally in hand");
  expect(g.perform({ type: "play", player: "A", object: card.id }).ok).toBe(true);
  while (g.chain().length > 0) {
    const holder = g.priorityHolder();
    if (holder === null) break;
    expect(g.perform({ type: "pass", player: holder }).ok).toBe(true);
  }
}

const became = (g: Game): number => g.log.filter((ev) => ev.kind === "becameMighty").length;

describe("might32: becoming Mighty in the runtime (CR 709)", () => {
  test("a game no card of which waits for it keeps no record and logs no such event", () => {
    const g = game(false);
    rally(g);
    expect(g.characteristics(labelled(g, "s")).might).toBe(5);
    expect(g.state.mightySeen).toBeUndefined();
    expect(became(g)).toBe(0);
  });

  test("a game that waits for it logs the event once, for the unit that reached 5", () => {
    const g = game(true);
    rally(g);
    const s = labelled(g, "s");
    expect(g.characteristics(s).might).toBe(5);
    const events = g.log.filter((ev) => ev.kind === "becameMighty");
    expect(events.map((ev) => ev.object)).toEqual([s]);
    expect(g.zone("A", "hand").filter((o) => o.name === "Pass Time M32R")).toHaveLength(1);
    // A buff on a buffed unit does nothing (CR 702.3.a), and a Mighty unit stays Mighty: no event.
    rally(g);
    expect(became(g)).toBe(1);
  });

  test("the record is part of the state: a snapshot continues as the game would", () => {
    const g = game(true);
    const restored = restoreGame(g.snapshot(), g.definitions, { chooser: new StrictChooser([]) });
    rally(g);
    rally(restored);
    expect(became(restored)).toBe(became(g));
    expect(restored.state.mightySeen).toEqual(g.state.mightySeen);
    expect(restored.zone("A", "hand").length).toBe(g.zone("A", "hand").length);
  });

  test("a refused action leaves the record as it was", () => {
    const g = game(true);
    rally(g);
    const before = structuredClone(g.state.mightySeen);
    const stout = labelled(g, "s");
    expect(g.perform({ type: "play", player: "A", object: stout }).ok).toBe(false);
    expect(g.state.mightySeen).toEqual(before);
  });
});
