/**
 * The Standard Move (RULES S3, CR 144): in your open Main Phase, exhaust ready units to move them
 * base → battlefield or battlefield → base (Ganking: battlefield → battlefield), all to the same
 * destination. A unit moving to a battlefield its controller does not control contests it; the
 * cleanup after the move begins a non-combat showdown there (CR 316.8.b.1), or a combat where
 * opposing units meet (showdown.ts, combat.ts).
 */
import { characteristics, hasKeyword, typeOf } from "./characteristics.js";
import { sameLocation } from "./choice.js";
import { type Engine, describe } from "./engine.js";
import { refuse } from "./errors.js";
import { changeStatus, move } from "./game-actions.js";
import { gameOver, type GameObject, type Location, type ObjectId, type PlayerId } from "./state.js";
import { attackProblem, destinationProblem } from "./movement.js";
import { isBattlefield, locationOf } from "./zones.js";
import { simultaneously } from "./triggers.js";

/** Why this unit cannot make this standard move now; null when it can. */
export function standardMoveProblem(
  e: Engine,
  player: PlayerId,
  id: ObjectId,
  to: Location,
): string | null {
  const obj = e.state.objects[id];
  if (!obj) return `there is no object ${id}`;
  const from = locationOf(obj);
  const unitProblem = unitMoveProblem(e, player, obj, from);
  if (unitProblem !== null || from === null) return unitProblem;
  return moveDestinationProblem(e, player, obj, from, to);
}

/**
 * Why this unit, at `from` (its `locationOf`), cannot make a standard move now wherever to; null
 * when it may. With `moveDestinationProblem`, `standardMoveProblem` in two parts: legal-action
 * listings ask about every unit and destination, and this part is the same for all destinations.
 */
export function unitMoveProblem(
  e: Engine,
  player: PlayerId,
  obj: GameObject,
  from: Location | null,
): string | null {
  const id = obj.id;
  // Named only when refused (`describe` in each message, no closure to allocate), and the
  // characteristics read only past the checks the state answers. A type is never modified, so the
  // printed one is read.
  if (obj.controller !== player) return `${player} does not control ${describe(e, id)}`;
  if (typeOf(e, obj) !== "unit") return `${describe(e, id)} is not a unit`;
  if (!from || obj.facedown) return `${describe(e, id)} is not at a location on the board`;
  if (obj.exhausted)
    return `${describe(e, id)} is exhausted; a standard move exhausts it as its cost (CR 144.2)`;
  if (characteristics(e, id).cantMove) return `${describe(e, id)} can't move`;
  return null;
}

/** Why a unit at `from` that `unitMoveProblem` lets move cannot move to `to`; null when it can. */
export function moveDestinationProblem(
  e: Engine,
  player: PlayerId,
  obj: GameObject,
  from: Location,
  to: Location,
): string | null {
  const id = obj.id;
  if (sameLocation(from, to)) return `${describe(e, id)} is already there`;
  if (to.kind === "battlefield") {
    const bf = e.state.objects[to.battlefield];
    if (!isBattlefield(bf)) return `${to.battlefield} is not a battlefield`;
    if (from.kind === "battlefield" && !hasKeyword(characteristics(e, id), "Ganking"))
      return `${describe(e, id)} would need Ganking to move from battlefield to battlefield (CR 144.4.c)`;
    const crowded = destinationProblem(e, player, to);
    if (crowded) return `${describe(e, id)} cannot move there: ${crowded}`;
    const attacking = attackProblem(e, player, characteristics(e, id).cantAttack, to);
    if (attacking) return `${describe(e, id)} cannot move there: ${attacking}`;
  } else if (to.player !== player) {
    return `${describe(e, id)} can move only to its controller's base`;
  }
  return null;
}

export function standardMove(e: Engine, player: PlayerId, units: ObjectId[], to: Location): void {
  const s = e.state;
  if (gameOver(s)) refuse("gameOver", "the game is over");
  if (s.priority !== player) refuse("noPriority", `${player} does not have priority`);
  if (s.turn.player !== player || s.turn.step !== "main")
    refuse("wrongPhase", "a standard move is made in your own Main Phase (CR 144.1)");
  if (s.chain.length > 0 || s.showdown !== null || s.combat !== null)
    refuse(
      "timing",
      "a standard move needs a neutral open state: no Chain and no showdown (CR 144.1.b–c)",
    );
  if (units.length === 0) refuse("illegalAction", "move which units?");
  if (new Set(units).size !== units.length) refuse("illegalAction", "a unit is listed twice");
  for (const id of units) {
    const problem = standardMoveProblem(e, player, id, to);
    if (problem) refuse("illegalAction", problem);
  }
  // CR 144.3.c: the exhaust costs are paid together, then the units move. Each is one game action
  // (CR 420.3, 370.1.a.2): `when one or more friendly units move` triggers once for the moves.
  simultaneously(e, () => {
    for (const id of units) changeStatus(e, id, "exhausted", null, { player, source: null });
  });
  simultaneously(e, () => {
    for (const id of units) move(e, id, to, null, { player, source: null });
  });
  // The move contested the battlefield (movement.ts); the cleanup that follows stages and begins
  // a showdown or a combat there (showdown.ts).
}
