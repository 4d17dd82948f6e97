/**
 * Discounts of a next play: `the next spell you play this turn costs 1 less` (CR 356.4). The
 * effect makes one; the total cost of each pending play of its player that its filter matches is
 * lessened by it (with the other discounts, after the increases, never below 0: CR 356.4–356.6);
 * and the first such play to be finalized uses it up — its cost was paid with it (CR 357), so a
 * counter later (which refunds nothing, RULES C3) does not give it back. A play undone before it
 * is finalized (CR 358.5) leaves it as it was.
 */
import type { Instruction } from "./definitions.js";
import type { Context } from "./context.js";
import { type Engine, emit, mintEffectId } from "./engine.js";
import { durationAlreadyOver } from "./durations.js";
import { matchesFilter } from "./filters.js";
import type { CostModification } from "./characteristics.js";
import type { ChainItem, NextDiscount } from "./state.js";

/** Make the discount an instruction says; false when its duration is already over or no one is "you". */
export function createDiscount(
  e: Engine,
  ins: Extract<Instruction, { op: "discountNext" }>,
  ctx: Context,
): boolean {
  if (ctx.controller === null || durationAlreadyOver(e, ins.duration, ctx)) return false;
  const s = e.state;
  if (s.discounts === undefined) e.j.set(s, "discounts", []);
  const discount: NextDiscount = {
    id: mintEffectId(e),
    player: ctx.controller,
    source: ctx.source,
    sourceName: ctx.sourceName,
    filter: ins.filter,
    energy: ins.energy,
    power: ins.power ?? [],
    duration: ins.duration,
    createdTurn: s.turn.number,
  };
  e.j.push(s.discounts as NextDiscount[], discount);
  emit(e, {
    kind: "effectCreated",
    amount: discount.id,
    source: ctx.source,
    player: ctx.controller,
    detail: "a discount of the next play",
  });
  return true;
}

/** The discounts that meet a pending play: its player's, whose filter matches the card. */
export function discountsFor(e: Engine, item: ChainItem): NextDiscount[] {
  const discounts = e.state.discounts;
  if (discounts === undefined || discounts.length === 0 || item.kind !== "card") return [];
  return discounts.filter(
    (d) =>
      d.player === item.controller &&
      matchesFilter(
        e,
        item.id,
        { ...d.filter, zone: { zone: "chain", player: "any" } },
        { controller: d.player, source: d.source, here: null },
      ),
  );
}

/** The discounts as cost changes (CR 356.4), to be added up with the card's others. */
export function discountChanges(discounts: readonly NextDiscount[]): CostModification[] {
  return discounts.map((d) => ({ energy: d.energy, power: d.power }));
}

/** A play was finalized: the discounts it met are used up. */
export function useDiscounts(e: Engine, item: ChainItem): void {
  const discounts = e.state.discounts;
  if (discounts === undefined || discounts.length === 0) return;
  for (const discount of discountsFor(e, item)) endDiscount(e, discount);
}

/** A discount is used up or its duration ended: gone, and said to be. */
export function endDiscount(e: Engine, discount: NextDiscount): void {
  const discounts = e.state.discounts;
  if (discounts === undefined) return;
  e.j.removeValue(discounts, discount);
  emit(e, { kind: "effectExpired", amount: discount.id, source: discount.source });
}
