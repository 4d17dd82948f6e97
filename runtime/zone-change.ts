/**
 * Changes of zone as events (RULES E1, O1): proposed (so replacement effects can rewrite them),
 * carried out, logged, and checked for triggers. A token put into a non-board zone other than the
 * Chain completes the move and then ceases to exist (RULES T7).
 */
import type { EventKind } from "./definitions.js";
import type { Context } from "./context.js";
import { type Engine, emit } from "./engine.js";
import { type Outcome, replaceable } from "./replacement.js";
import type { Location, ObjectId, PlayerId } from "./state.js";
import { type EventFacts, detectTriggers, queueTriggers } from "./triggers.js";
import { type Place, cease, isBoardZone, keyOf, locationOf, onBoard, relocate } from "./zones.js";

export interface Actor {
  /** The player responsible (CR 411). */
  player: PlayerId | null;
  /** The object whose spell or ability did it. */
  source: ObjectId | null;
}

export interface ZoneChangeOptions {
  position?: "top" | "bottom";
  /** The controller of an object entering the board. */
  controller?: PlayerId | null;
}

/** Leave the Chain: a card leaving it takes its Chain item with it. */
function removeChainItem(e: Engine, id: ObjectId): void {
  const index = e.state.chain.findIndex((c) => c.id === id);
  if (index >= 0) e.j.removeAt(e.state.chain, index);
}

export function changeZone(
  e: Engine,
  id: ObjectId,
  dest: Place,
  kind: EventKind,
  ctx: Context | null,
  actor: Actor,
  options: ZoneChangeOptions = {},
): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return { happened: false, result: null };
  const before = locationOf(obj);
  return replaceable(
    e,
    { kind, object: id, player: actor.player, location: before, toZone: dest.zone },
    ctx,
    () => {
      const current = e.state.objects[id];
      if (!current) return { happened: false, result: null };
      const fromBoard = onBoard(current);
      const leavesBoard = fromBoard && !isBoardZone(dest.zone);
      const facts: EventFacts = {
        kind,
        object: id,
        result: null,
        player: actor.player,
        location: before,
        phase: null,
      };
      // "When I die" sees its source before it leaves (CR 808.1.d, 359.3.e.13).
      const early = leavesBoard ? detectTriggers(e, facts) : null;
      const from = keyOf(current);
      if (current.zone === "chain") removeChainItem(e, id);
      const result = relocate(e, id, dest, options);
      const moved = e.state.objects[result];
      const location: Location | null = before ?? (moved ? locationOf(moved) : null);
      const event = emit(e, {
        kind,
        object: id,
        name: current.name,
        result,
        player: actor.player,
        source: actor.source,
        from,
        to: moved ? keyOf(moved) : null,
        location,
      });
      // A move between two non-board zones: the object's own triggers on it fire from where it
      // went (CR 422.1.b: "when I am discarded").
      const offBoard = !fromBoard && moved !== undefined && !isBoardZone(moved.zone);
      queueTriggers(e, event, early ?? detectTriggers(e, event, offBoard ? moved : null));
      if (moved && moved.kind === "token" && !isBoardZone(moved.zone) && moved.zone !== "chain") {
        cease(e, result);
        emit(e, {
          kind: "ceased",
          object: result,
          name: moved.name,
          detail: `a token in ${keyOf(moved)}`,
        });
        return { happened: true, result: null };
      }
      return { happened: true, result };
    },
  );
}

/** Emit an event and queue what it triggers (for events that are not changes of zone). */
export function happen(e: Engine, draft: Parameters<typeof emit>[1]): ReturnType<typeof emit> {
  const event = emit(e, draft);
  // A unit a scenario setup placed contests nothing only while it stays under the control it was
  // placed with (showdown.ts, `placedBySetup`): once it changes hands, even back again, it has
  // become present there for a new controller (CR 190.3.a), so its record is forgotten.
  const placed = e.state.placed;
  if (placed !== undefined && event.kind === "controlChanged" && event.object !== null) {
    if (placed[event.object] !== undefined) e.j.remove(placed, event.object);
  }
  // The logged event holds every fact a pattern reads: ~600 events a game need no copy of them.
  queueTriggers(e, event, detectTriggers(e, event));
  return event;
}
