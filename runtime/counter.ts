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

export function counter(
  e: Engine,
  id: ObjectId,
  destination: "trash" | "hand" | "deck" | "banishment",
  ctx: Context,
): Outcome {
  const item = e.state.chain.find((c) => c.id === id);
  if (!item) return { happened: false, result: null };
  return replaceable(
    e,
    { kind: "countered", object: id, player: ctx.controller, location: null },
    ctx,
    () => {
      happen(e, {
        kind: "countered",
        object: id,
        name: item.sourceName,
        result: id,
        player: ctx.controller,
        source: ctx.source,
      });
      if (item.kind === "ability") {
        e.j.removeValue(e.state.chain, item);
        emit(e, {
          kind: "removedFromChain",
          object: id,
          name: item.sourceName,
          detail: "countered",
        });
        return { happened: true, result: null };
      }
      const outcome = putInZone(e, id, destination, "bottom", ctx, {
        player: ctx.controller,
        source: ctx.source,
      });
      return { happened: true, result: outcome.result };
    },
  );
}
