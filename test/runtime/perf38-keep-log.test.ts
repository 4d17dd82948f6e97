/**
 * A playout that keeps no log (`keepLog: false`, issue 6: `rift play --games` and benchmarks want
 * only the results) plays the same game: the same actions, decisions and result, and every
 * action's events still reach `afterAction` — only the game's own log is left empty.
 */
import { expect, test } from "vitest";
import type { GameEvent } from "../../runtime/events.js";
import { playDecks } from "../../runtime/index.js";
import { sampleDecks } from "./game-decks.js";

test("a playout without its log plays the same game and still reports each action's events", () => {
  const { decks, definitions } = sampleDecks();
  for (const seed of [3, 17]) {
    const keptEvents: GameEvent[] = [];
    const kept = playDecks(decks, definitions, {
      seed,
      afterAction: (_game, _action, events) => keptEvents.push(...events),
    });
    const droppedEvents: GameEvent[] = [];
    const dropped = playDecks(decks, definitions, {
      seed,
      keepLog: false,
      afterAction: (game, _action, events) => {
        droppedEvents.push(...events);
        // Between actions the game holds none of them.
        expect(game.log).toHaveLength(0);
      },
    });
    expect(dropped.result).toEqual(kept.result);
    expect(dropped.game.history).toEqual(kept.game.history);
    expect(droppedEvents).toEqual(keptEvents);
    expect(kept.game.log.length).toBeGreaterThan(keptEvents.length - 1);
    expect(dropped.game.log).toHaveLength(0);
  }
});
