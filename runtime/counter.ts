/**
 * Countering (RULES C3, CR 425): the item does nothing and leaves the Chain; a card goes to its
 * owner's trash (or where the counter says), was not played, and nothing is refunded. Its exit is
 * a change of zone like any other, so Flow's replacement sees it (RULES F2, F3).
 */
import type { Context } from "./context.js";
import { type Engine, emit } from "./engine.js";
import { putInZone } from "./game-actions.js";
import { type Outcome, replaceable } from "./replacement.js";
import type { ObjectId } from "./state.js";
import { happen } from "./zone-change.js";

export type CounterDestination = "trash" | "hand" | "deck" | "banishment";

/**
 * Counter a Chain item. `destination` is the counter's own instruction for the card ("return it to
 * its owner's hand instead of its owner's trash"); without one the card goes to the trash by rule
 * (CR 425.1.a.1). The outcome happened as written only if an instructed destination was reached:
 * when a replacement sends the card elsewhere (Flow), "if you do" sees that it did not (RULES F3).
 */
export function counter(
  e: Engine,
  id: ObjectId,
  destination: CounterDestination | undefined,
  ctx: Context,
): Outcome {
  const item = e.state.chain.find((c) => c.id === id);
  if (!item) return { happened: false, result: null };
  return replaceable(
    e,
    { kind: "countered", object: id, player: ctx.actor, location: null },
    ctx,
    () => {
      happen(e, {
        kind: "countered",
        object: id,
        name: item.sourceName,
        result: id,
        player: ctx.actor,
        source: ctx.source,
      });
      if (item.kind === "ability" || !e.state.objects[id]) {
        e.j.removeValue(e.state.chain, item);
        emit(e, {
          kind: "removedFromChain",
          object: id,
          name: item.sourceName,
          detail: "countered",
        });
        return { happened: true, result: null };
      }
      const moved = putInZone(e, id, destination ?? "trash", "bottom", ctx, {
        player: ctx.actor,
        source: ctx.source,
      });
      return {
        happened: destination === undefined || moved.happened,
        result: moved.result,
      };
    },
  );
}
