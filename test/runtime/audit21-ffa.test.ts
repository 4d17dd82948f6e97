/**
 * Audit 21: free-for-all questions a scenario cannot write — a setup with units of three players at
 * one battlefield (CR 449.2, 462), and the turn player's choice between two combats staged at once
 * (CR 461.1), here between three players.
 */
import { describe, expect, test } from "vitest";
import type { Chooser, Definition } from "../../runtime/index.js";
import { SetupError, StrictChooser, createGame } from "../../runtime/index.js";
import { Table, battlefield, cost, player, setup, unit } from "./helpers.js";

const defs: Definition[] = [
  unit("Grunt A21", cost(2), 2),
  unit("Grunt C21", cost(2), 2),
  unit("Brute B21", cost(4), 4),
  unit("Hulk B21", cost(4), 4),
  battlefield("Ridge V21"),
  battlefield("Hollow V21"),
];

describe("audit21: free-for-all setups and staged combats", () => {
  test("CR 449.2, 462: a setup with units of three players at one battlefield is refused", () => {
    const s = setup([player("A"), player("B"), player("C")], {
      battlefields: [
        {
          name: "Ridge V21",
          units: [
            { player: "A", placements: [{ name: "Grunt A21" }] },
            { player: "B", placements: [{ name: "Brute B21" }] },
            { player: "C", placements: [{ name: "Grunt C21" }] },
          ],
        },
      ],
    });
    expect(() => createGame(s, { definitions: defs })).toThrow(SetupError);
    expect(() => createGame(s, { definitions: defs })).toThrow(/at most two players/);
  });

  test("CR 461.1, 460: with combats staged at two battlefields the turn player picks the first; the other follows once it ends", () => {
    const asked: string[] = [];
    const strict = new StrictChooser([]);
    const chooser: Chooser = {
      choose: (request, view) => {
        if (request.kind === "object" && request.prompt.startsWith("choose where a combat")) {
          asked.push(request.player);
          const hollow = view.select({ name: "Hollow V21" })[0] as string;
          return { kind: "objects", objects: [hollow] };
        }
        return strict.choose(request, view);
      },
    };
    const t = new Table(
      setup([player("A"), player("B"), player("C")], {
        battlefields: [
          {
            name: "Ridge V21",
            controller: "A",
            units: [
              { player: "A", placements: [{ name: "Grunt A21" }] },
              { player: "B", placements: [{ name: "Brute B21" }] },
            ],
          },
          {
            name: "Hollow V21",
            controller: "C",
            units: [
              { player: "C", placements: [{ name: "Grunt C21" }] },
              { player: "B", placements: [{ name: "Hulk B21" }] },
            ],
          },
        ],
      }),
      defs,
      chooser,
    );
    expect(asked).toEqual(["A"]);
    const started = () => t.events("combatStarted").map((e) => e.name);
    expect(started()).toEqual(["Hollow V21"]);
    // CR 347.2: the combat showdown ends when all three players passed in a row.
    for (let i = 0; i < 3; i++) t.pass();
    expect(t.names("C", "trash")).toEqual(["Grunt C21"]);
    expect(started()).toEqual(["Hollow V21", "Ridge V21"]);
    for (let i = 0; i < 3; i++) t.pass();
    expect(t.names("A", "trash")).toEqual(["Grunt A21"]);
    expect(t.game.scores()).toMatchObject({ A: 0, B: 2, C: 0 });
  });
});
