/**
 * The Deflect a play's targets add to its cost (CR 809.1.c), weighed for the play as a whole: the
 * least the choices still to make can add, so that neither the listing of legal actions nor a
 * request offers a target, a mode or an optional cost after which no choice could pay (CR 355.8,
 * 355.16). Deflect is power of any domain, so the least total is the sum of each choice's least.
 */
import type { Choices } from "./state.js";
import type { Effect, Instruction } from "./definitions.js";
import { characteristicsOf, keywordValue, objectHasKeyword } from "./characteristics.js";
import type { Engine } from "./engine.js";
import { candidates, type Perspective } from "./filters.js";
import { restrictToBattlefield } from "./keywords-hidden.js";
import type { ObjectId, PlayerId } from "./state.js";
import {
  type AnyTargetRef,
  isLegalTarget,
  isPlayerTarget,
  playerTargetOptions,
  walkTargets,
} from "./targets.js";

/** What choosing this object adds to the cost of an item `payer` controls (CR 809.1.c). */
export function deflectTax(e: Engine, id: ObjectId, payer: PlayerId): number {
  const obj = e.state.objects[id];
  if (!obj || obj.controller === null || obj.controller === payer) return 0;
  // Asked of every candidate target: most have no Deflect, found without their characteristics.
  if (!objectHasKeyword(e, obj, "Deflect")) return 0;
  return keywordValue(characteristicsOf(e, obj), "Deflect");
}

/** The point of view of a play's choices, and what is already chosen. */
export interface TaxWalk {
  e: Engine;
  p: Perspective;
  /** The card or item choosing, which cannot target itself (CR 355.9.c). */
  self: ObjectId | null;
  /** The battlefield a card played from facedown chooses at (CR 811.1.d.2). */
  hiddenAt: ObjectId | null;
  payer: PlayerId;
  /** Choices made so far (their Deflect is in the cost already); null before playing. */
  choices: Pick<Choices, "targets" | "playerTargets" | "modes"> | null;
  /** A choice (a target's key, or a `choose`'s with the modes under it) to leave out. */
  skip: string | null;
}

function skipped(w: TaxWalk, key: string): boolean {
  const skip = w.skip;
  return skip !== null && (key === skip || key.startsWith(`${skip}.`));
}

/** The sum of the `count` smallest amounts; Infinity when there are fewer. */
export function cheapest(amounts: readonly number[], count: number): number {
  if (count <= 0) return 0;
  if (amounts.length < count) return Infinity;
  const sorted = amounts.slice().sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < count; i++) sum += sorted[i] as number;
  return sum;
}

/** The sum of the `count` largest amounts (all of them when there are fewer). */
export function dearest(amounts: readonly number[], count: number): number {
  const sorted = amounts.slice().sort((a, b) => b - a);
  let sum = 0;
  for (let i = 0; i < count && i < sorted.length; i++) sum += sorted[i] as number;
  return sum;
}

/** The legal options of a target reference, where a card played from facedown chooses. */
export function targetOptions(w: TaxWalk, ref: Extract<AnyTargetRef, { ref: "target" }>) {
  const { e, p } = w;
  const legal = candidates(e, ref.filter, p).filter((id) =>
    isLegalTarget(e, id, ref.filter, p, w.self),
  );
  return w.hiddenAt === null ? legal : restrictToBattlefield(e, legal, w.hiddenAt, ref.filter);
}

const NO_TAXES: readonly number[] = [];

/** The least Deflect one target reference can add; Infinity when it cannot be chosen. */
function refTax(w: TaxWalk, ref: AnyTargetRef): number {
  if (isPlayerTarget(ref))
    return playerTargetOptions(w.e, ref, w.p.controller).length > 0 ? 0 : Infinity;
  if (ref.upTo) return 0;
  const needed = ref.count ?? 1;
  if (w.hiddenAt === null) {
    // Most targets have options without Deflect: enough of those end the search.
    const { e, p } = w;
    // Made only when an option is met that enough free ones do not follow at once.
    let taxes: number[] | null = null;
    let free = 0;
    const ids = candidates(e, ref.filter, p);
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as ObjectId;
      if (!isLegalTarget(e, id, ref.filter, p, w.self)) continue;
      const tax = deflectTax(e, id, w.payer);
      if (tax === 0 && ++free >= needed) return 0;
      (taxes ??= []).push(tax);
    }
    return cheapest(taxes ?? NO_TAXES, needed);
  }
  return cheapest(
    targetOptions(w, ref).map((id) => deflectTax(w.e, id, w.payer)),
    needed,
  );
}

/**
 * The least Deflect the choices of `effect` not yet made can add, the targets under chosen modes
 * included and the cheapest modes counted for a `choose` not yet made; Infinity when one of them
 * has too few options (CR 355.8). `keyPrefix` is the effect's prefix among the play's choices
 * (`0:`, a Repeat's), `pathPrefix` where the effect sits in the walk of its ability.
 */
export function leastTax(w: TaxWalk, effect: Effect, keyPrefix: string, pathPrefix = ""): number {
  let sum = 0;
  walkTargets(
    effect,
    pathPrefix,
    (ref, path) => {
      if (sum === Infinity) return;
      // Before playing (a listing) nothing is chosen or left out: no key to make.
      if (w.skip !== null || w.choices !== null) {
        const key = keyPrefix + path;
        if (skipped(w, key) || (w.choices !== null && key in w.choices.targets)) return;
      }
      sum += refTax(w, ref);
    },
    (ins, path) => {
      const key = keyPrefix + path;
      if (sum === Infinity || skipped(w, key)) return [];
      const chosen = w.choices?.modes[key];
      if (chosen !== undefined) return chosen;
      sum += cheapest(modeTaxes(w, ins, keyPrefix, path).filter(Number.isFinite), modeCount(ins));
      return [];
    },
  );
  return sum;
}

type ChooseInstruction = Extract<Instruction, { op: "choose" }>;

/** How many modes a `choose` picks (never more than it has). */
export function modeCount(ins: ChooseInstruction): number {
  return Math.min(ins.count, ins.modes.length);
}

/** The least Deflect each mode of a `choose` at `path` can add (Infinity: it cannot be chosen). */
export function modeTaxes(
  w: TaxWalk,
  ins: ChooseInstruction,
  keyPrefix: string,
  path: string,
): number[] {
  return ins.modes.map((mode, m) => leastTax(w, mode, keyPrefix, `${path}.modes.${m}.`));
}
