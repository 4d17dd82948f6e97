/**
 * `… unless <player> pays <cost>` (CR 425, 357): as the instruction resolves, the player named
 * decides whether to pay the cost; paid, the instruction does nothing (a counter: to that
 * object). A player who cannot pay does not pay, and is not asked. The decision goes to the
 * Chooser, so a scenario answers it (`B answers yes`) and a replay repeats it.
 */
import type { Cost, Effect, PlayerRef } from "./definitions.js";
import type { Context } from "./context.js";
import { describeCost, totalOfCost } from "./costs.js";
import { type Engine, ask } from "./engine.js";
import { canAfford, payResources } from "./payment.js";
import { resolveObjects, resolvePlayers } from "./references.js";
import { isPlayerTarget, walkTargets } from "./targets.js";

/**
 * Name the targets of the effect before the payer is found, so that `its controller` in
 * `deal 3 to target unit unless its controller pays 2` reads the target chosen on play. A target
 * is chosen already, so reading it early asks no one; the checker allows nothing else (RS2047).
 */
export function bindTargets(e: Engine, effect: Effect, ctx: Context): void {
  walkTargets(
    effect,
    "",
    (ref) => {
      if (!isPlayerTarget(ref) && ref.bind !== undefined) resolveObjects(e, ref, ctx);
    },
    () => "all",
  );
  bindActedOn(e, effect, ctx);
}

/**
 * `kill target unit unless its controller pays 1`: an instruction that binds what it did (the card
 * in the trash) holds the name, not its target, so the target is bound under that name here; the
 * instruction re-binds it as it is carried out.
 */
function bindActedOn(e: Engine, effect: Effect, ctx: Context): void {
  for (const ins of effect) {
    if (ins.op === "repeat") bindActedOn(e, ins.effect, ctx);
    else if ("bind" in ins && ins.bind !== undefined && "target" in ins) {
      const target = ins.target;
      if (target.ref === "target") {
        ctx.bindings[ins.bind] = resolveObjects(e, target, ctx, { peek: true });
      }
    }
  }
}

/** Whether the player named paid, so that what `spared` says comes true. */
export function paidToSpare(
  e: Engine,
  unless: { player: PlayerRef; cost: Cost },
  ctx: Context,
  spared: string,
): boolean {
  const [player] = resolvePlayers(e, unless.player, ctx);
  if (player === undefined) return false;
  const total = totalOfCost(unless.cost);
  if (!canAfford(e, player, total, null)) return false;
  const decision = ask(e, {
    kind: "yesNo",
    player,
    prompt: `${ctx.sourceName}: pay ${describeCost(total)} so that ${spared}?`,
    reason: "unlessPays",
    suggested: null,
  });
  if (decision.kind !== "yes") return false;
  payResources(e, player, total, null, `${ctx.sourceName}: ${spared}`);
  return true;
}
