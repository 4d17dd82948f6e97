/**
 * `… unless <player> pays <cost>` (CR 425, 357): as the instruction resolves, the player named
 * decides whether to pay the cost; paid, the instruction does nothing to that object. A player
 * who cannot pay does not pay, and is not asked. The decision goes to the Chooser, so a scenario
 * answers it (`B answers yes`) and a replay repeats it.
 */
import type { Cost, PlayerRef } from "./definitions.js";
import type { Context } from "./context.js";
import { addCost, describeCost, zeroCost } from "./costs.js";
import { type Engine, ask } from "./engine.js";
import { canAfford, payResources } from "./payment.js";
import { resolvePlayers } from "./references.js";

/** Whether the player named paid, so that what `what` describes is spared. */
export function paidToSpare(
  e: Engine,
  unless: { player: PlayerRef; cost: Cost },
  ctx: Context,
  what: string,
): boolean {
  const [player] = resolvePlayers(e, unless.player, ctx);
  if (player === undefined) return false;
  const total = zeroCost();
  addCost(total, unless.cost);
  if (!canAfford(e, player, total, null)) return false;
  const decision = ask(e, {
    kind: "yesNo",
    player,
    prompt: `${ctx.sourceName}: pay ${describeCost(total)} so that ${what} is not countered?`,
    reason: "unlessPays",
    suggested: null,
  });
  if (decision.kind !== "yes") return false;
  payResources(e, player, total, null, `${ctx.sourceName}: ${what}`);
  return true;
}
