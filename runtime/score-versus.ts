/**
 * `you have the most points`, `an opponent has more points than you` (RULES S2), and the same
 * comparison of what each player counts (`an opponent controls more units than you`): one
 * player's number against another's. Players are compared only with others: no one is ahead of
 * themself.
 */
import type { Condition } from "./definitions.js";
import type { Engine } from "./engine.js";
import { allMatching, playerMatches } from "./filters.js";
import type { Perspective } from "./filters.js";
import type { PlayerId } from "./state.js";

type ScoreVersus = Extract<Condition, { cond: "scoreVersus" }>;
type CountVersus = Extract<Condition, { cond: "countVersus" }>;
type Versus = Omit<ScoreVersus, "cond">;

export function scoreVersus(e: Engine, condition: ScoreVersus, you: PlayerId | null): boolean {
  const scores = new Map(e.state.players.map((p) => [p.id, p.score]));
  return versus(e, condition, you, (id) => scores.get(id) ?? 0);
}

/**
 * Each player's count is read from their own point of view, the source and its place kept
 * (`more units here than you` counts each one's units at the source's battlefield).
 */
export function countVersus(e: Engine, condition: CountVersus, p: Perspective): boolean {
  const counts = new Map<PlayerId, number>();
  const countOf = (id: PlayerId): number => {
    let n = counts.get(id);
    if (n === undefined) {
      n = allMatching(e, condition.count, { ...p, controller: id }).length;
      counts.set(id, n);
    }
    return n;
  };
  return versus(e, condition, p.controller, countOf);
}

function versus(
  e: Engine,
  condition: Versus,
  you: PlayerId | null,
  countOf: (player: PlayerId) => number,
): boolean {
  const players = e.state.players;
  return players.some((p) => {
    if (!playerMatches(condition.player, p.id, you)) return false;
    const mine = countOf(p.id);
    const ahead = (q: (typeof players)[number]): boolean =>
      condition.op === ">" ? mine > countOf(q.id) : mine < countOf(q.id);
    const others = players.filter(
      (q) => q.id !== p.id && playerMatches(condition.other, q.id, you),
    );
    return condition.every === true ? others.every(ahead) : others.some(ahead);
  });
}
