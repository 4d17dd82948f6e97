/**
 * Audit 14: scenario setups at battlefields (CR 107.3.c, 190.3–190.4; LANGUAGE.md, "Readings
 * chosen for the runtime"). A setup that asks for a state the rules cannot hold — a facedown card
 * where its player does not control the battlefield — is refused with the fix, rather than
 * quietly trashed by the game's first cleanup (CR 323.7). The forms that start a game are
 * scenarios in test/rules/audit14-setup.rift.
 */
import { describe, expect, test } from "vitest";
import { type Definition, SetupError, createGame } from "../../runtime/index.js";
import { battlefield, cost, player, setup, unit } from "./helpers.js";

const defs: Definition[] = [battlefield("Ridge T14"), unit("Sneak T14", cost(1), 2)];

function start(controller: string | undefined, facedownPlayer: string): () => void {
  return () =>
    createGame(
      setup([player("A"), player("B")], {
        battlefields: [
          {
            name: "Ridge T14",
            ...(controller !== undefined ? { controller } : {}),
            facedown: { player: facedownPlayer, placement: { name: "Sneak T14" } },
          },
        ],
      }),
      { definitions: defs },
    );
}

describe("audit14 CR 107.3.c: a facedown card needs its player to control the battlefield", () => {
  test("at a battlefield nobody controls, the setup is refused and names the fix", () => {
    expect(start(undefined, "A")).toThrow(SetupError);
    expect(start(undefined, "A")).toThrow(
      'needs A to control that battlefield (CR 107.3.c): write `battlefield "Ridge T14" controlled by A`',
    );
  });

  test("at a battlefield another player controls, the setup is refused", () => {
    expect(start("A", "B")).toThrow(/needs B to control that battlefield \(CR 107\.3\.c\)/);
  });

  test("at a battlefield its player controls, the game starts with the card there, facedown", () => {
    const game = createGame(
      setup([player("A"), player("B")], {
        battlefields: [
          {
            name: "Ridge T14",
            controller: "A",
            facedown: { player: "A", placement: { name: "Sneak T14" } },
          },
        ],
      }),
      { definitions: defs },
    );
    const [card] = game.select({ name: "Sneak T14" });
    expect(card).toBeDefined();
    expect(game.object(card as string)).toMatchObject({ zone: "facedown" });
  });
});
