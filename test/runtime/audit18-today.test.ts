/**
 * Audit 18: what a `.rift` scenario cannot state about the choices of events that happen together
 * — who is asked which event a once-each-turn replacement applies to (CR 373), who picks the
 * event that is "the Nth time" (CR 383.1.b), what each is offered, and how the count stands after
 * (CR 383.1).
 */
import { describe, expect, test } from "vitest";
import type { Game } from "../../runtime/index.js";
import { labelled, scenarioGame } from "./scenario-games.js";

const CARDS = `
card unit "Scout T18" { cost 1  domain Order  might 2 }
card unit "Brute T18" { cost 6  domain Fury  might 6 }
card spell "Wipe T18" { cost 0  domain Chaos  effect: kill all units with might 2 or more }
card gear "Bell T18" {
  cost 1  domain Order
  once each turn, if a friendly unit would die, return it to its owner's hand instead
}
card unit "Undertaker T18" {
  cost 1  domain Order  might 1
  the first time another friendly unit dies each turn: banish it
}
`;

/** B, on B's turn, kills A's units with might 2 or more: a Scout and a Brute. */
function wipeOnBsTurn(aBase: string): Game {
  const game = scenarioGame(
    CARDS,
    `scenario "s" { setup {
      turn: B
      B hand: "Wipe T18" as w
      A base: ${aBase}, "Scout T18" as s, "Brute T18" as b
    } }`,
    "audit18.rift",
  );
  expect(game.perform({ type: "play", player: "B", object: labelled(game, "w") }).ok).toBe(true);
  expect(game.perform({ type: "pass", player: "B" }).ok).toBe(true);
  expect(game.perform({ type: "pass", player: "A" }).ok).toBe(true);
  return game;
}

describe("audit18: choices among events that happen together", () => {
  test("CR 373, 374: the once-each-turn replacement's controller, not the turn player, picks the event", () => {
    const game = wipeOnBsTurn(`"Bell T18"`);
    const choice = game.pendingChoice();
    expect(choice?.kind).toBe("order");
    expect(choice?.player).toBe("A");
    const options = choice?.kind === "order" ? choice.options : [];
    expect(options).toHaveLength(2);
    expect(options.some((o) => o.includes("Scout T18"))).toBe(true);
    expect(options.some((o) => o.includes("Brute T18"))).toBe(true);
    const brute = options.findIndex((o) => o.includes("Brute T18"));
    expect(game.perform({ type: "answer", decision: { kind: "index", index: brute } }).ok).toBe(
      true,
    );
    expect(game.zone("A", "hand").map((o) => o.name)).toEqual(["Brute T18"]);
    expect(game.zone("A", "trash").map((o) => o.name)).toEqual(["Scout T18"]);
  });

  test("CR 383.1.b: the Nth-time ability's controller picks the death that triggers it; both count (CR 383.1)", () => {
    const game = wipeOnBsTurn(`"Undertaker T18" as u`);
    const choice = game.pendingChoice();
    expect(choice?.kind).toBe("order");
    expect(choice?.player).toBe("A");
    const options = choice?.kind === "order" ? choice.options : [];
    expect(options).toHaveLength(2);
    const brute = options.findIndex((o) => o.includes("Brute T18"));
    expect(brute).toBeGreaterThanOrEqual(0);
    expect(game.perform({ type: "answer", decision: { kind: "index", index: brute } }).ok).toBe(
      true,
    );
    const key = Object.keys(game.state.nthTimeSeen).find((k) =>
      k.startsWith(`${labelled(game, "u")}#`),
    );
    expect(key).toBeDefined();
    expect(game.state.nthTimeSeen[key as string]?.count).toBe(2);
  });
});
