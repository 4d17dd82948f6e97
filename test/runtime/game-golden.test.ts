/**
 * Whole games are fixed by their seed (DESIGN: determinism): fifty seeded playouts of the sample
 * decks must give exactly the logs, events and decisions recorded before the runtime was tuned for
 * speed (issue 6). A change of this hash means a change of behaviour, not of speed — if a rules fix
 * changes it on purpose, record the new value here with the reason.
 */
import { createHash } from "node:crypto";
import { expect, test } from "vitest";
import { gameLog, playDecks } from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";

const SEEDS = 50;
const RECORDED = "469e0c9634360c6e1bf10d1a94a947a0fd13d714def58eb55573818a72c9f893";

test("fifty seeded playouts of the sample decks replay to the recorded logs, events and decisions", () => {
  const { decks, definitions } = sampleDecks();
  const hash = createHash("sha256");
  for (let seed = 1; seed <= SEEDS; seed++) {
    const { game, prepared, result } = playDecks(decks, definitions, { seed });
    hash.update(gameLog(game, prepared.opening, result).join("\n"));
    for (const event of game.log) hash.update(JSON.stringify(event));
    hash.update(JSON.stringify(game.history));
  }
  expect(hash.digest("hex")).toBe(RECORDED);
});
