/**
 * Scoring (RULES S2, CR 467–472): Conquer and Hold, at most once per battlefield per player per
 * turn, recorded in the battlefield object's scoring history — which a replacing token inherits
 * with the identity (RULES R4).
 */
import type { Context } from "./context.js";
import { type Engine, playerState } from "./engine.js";
import { draw, gainPoints } from "./game-actions.js";
import { replaceable } from "./replacement.js";
import type { GameObject, ObjectId, PlayerId } from "./state.js";
import { happen } from "./zone-change.js";
import { battlefields } from "./board.js";
import { isBattlefield } from "./zones.js";

export function scoredThisTurn(e: Engine, battlefield: GameObject, player: PlayerId): boolean {
  const turn = e.state.turn.number;
  return battlefield.scoring.some((r) => r.turn === turn && r.player === player);
}

/** CR 469.1: gaining control of a battlefield not yet scored this turn is a Conquer. */
export function conquer(
  e: Engine,
  player: PlayerId,
  battlefield: ObjectId,
  ctx: Context | null,
): boolean {
  const bf = e.state.objects[battlefield];
  if (!isBattlefield(bf) || scoredThisTurn(e, bf, player)) return false;
  score(e, player, bf, "conquer", ctx);
  return true;
}

/** CR 469.2: keeping control of a battlefield in your Beginning Phase is a Hold. */
export function hold(
  e: Engine,
  player: PlayerId,
  battlefield: ObjectId,
  ctx: Context | null,
): boolean {
  const bf = e.state.objects[battlefield];
  if (!isBattlefield(bf) || bf.controller !== player || scoredThisTurn(e, bf, player)) return false;
  score(e, player, bf, "hold", ctx);
  return true;
}

function score(
  e: Engine,
  player: PlayerId,
  bf: GameObject,
  method: "conquer" | "hold",
  ctx: Context | null,
): void {
  const location = { kind: "battlefield" as const, battlefield: bf.id };
  e.j.push(bf.scoring, { turn: e.state.turn.number, player, method });
  // What a "would score" replacement rewrites is the point the score gains (CR 471.1): the score
  // itself happened, so its score abilities (CR 471.2: the conquer and hold abilities, "when you
  // score") still trigger, with no point gained (CR 383.4.c.2.c, 383.4.d.2.c).
  let points = 0;
  replaceable(e, { kind: "scored", object: bf.id, player, location }, ctx, () => {
    const p = playerState(e, player);
    points = 1;
    if (method === "conquer" && p.score >= e.state.victoryScore - 1) {
      // CR 471.1.b: the final point by Conquer needs every battlefield scored this turn.
      const all = battlefields(e).every((b) => scoredThisTurn(e, b, player));
      if (!all) points = 0;
    }
    if (points > 0) gainPoints(e, player, points, { player, source: bf.id }, method);
    else draw(e, player, 1, ctx, { player, source: bf.id });
    return { happened: true, result: bf.id };
  });
  happen(e, {
    kind: "scored",
    object: bf.id,
    name: bf.name,
    result: bf.id,
    player,
    location,
    amount: points,
    detail: method,
  });
  // CR 383.4.c.2.c: conquer and hold effects trigger even when the point is replaced.
  happen(e, {
    kind: method === "conquer" ? "conquered" : "held",
    object: bf.id,
    name: bf.name,
    result: bf.id,
    player,
    location,
  });
}
