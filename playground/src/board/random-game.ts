/**
 * A random game: two decks set up as a Duel and played to the end by the runtime's seeded random
 * playout (`playDecks`). The page shows the result, the final board and the whole event log; the
 * seed is shown too, since the same seed plays the same game.
 */
import { type Definition, type DeckList, playDecks } from "../../../runtime/index.js";
import { type BoardFrame, type BoardLogLine, captureFrame, logLines } from "./board-frame.js";

export interface RandomGameReport {
  decks: string[];
  seed: number;
  winner: string | null;
  end: "victory" | "turnLimit" | "actionLimit";
  turns: number;
  actions: number;
  scores: Record<string, number>;
  cardsPlayed: Record<string, number>;
  frame: BoardFrame;
  log: BoardLogLine[];
}

export function playRandomGame(
  decks: readonly DeckList[],
  definitions: readonly Definition[],
  seed: number,
): RandomGameReport {
  if (decks.length < 2) throw new Error("a random game needs two decks");
  const chosen = decks.slice(0, 2);
  const { game, result } = playDecks(chosen, definitions, { seed });
  return {
    decks: chosen.map((deck) => deck.name),
    seed,
    winner: result.winner,
    end: result.end,
    turns: result.turns,
    actions: result.actions,
    scores: result.scores,
    cardsPlayed: result.cardsPlayed,
    frame: captureFrame(game),
    log: logLines(game),
  };
}
