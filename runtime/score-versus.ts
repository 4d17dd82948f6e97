/**
 * `you have the most points`, `an opponent has more points than you` (RULES S2): one player's
 * points against another's. Players are compared only with others: no one is ahead of themself.
 */
import type { Condition } from "./definitions.js";
import type { Engine } from "./engine.js";
import { playerMatches } from "./filters.js";
import type { PlayerId } from "./state.js";

type ScoreVersus = Extract<Condition, { cond: "scoreVersus" }>;

export function scoreVersus(e: Engine, condition: ScoreVersus, you: PlayerId | null): boolean {
  const players = e.state.players;
  return players.some((p) => {
    if (!playerMatches(condition.player, p.id, you)) return false;
    const ahead = (q: (typeof players)[number]): boolean =>
      condition.op === ">" ? p.score > q.score : p.score < q.score;
    const others = players.filter(
      (q) => q.id !== p.id && playerMatches(condition.other, q.id, you),
    );
    return condition.every === true ? others.every(ahead) : others.some(ahead);
  });
}
