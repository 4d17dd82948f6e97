/**
 * Flow (RULES F2, F3, CR 829, 390.3.a). Played from its owner's trash for the Flow cost, a spell
 * carries a delayed replacement of its exit: once it is a finalized Chain item, any departure from
 * the Chain that its own resolution did not instruct — resolving into the trash, being countered,
 * a counter's "return it to its owner's hand instead" — becomes a banish. The replaced departure
 * never happens (RULES E2), so triggers, "if you do" and later instructions see only the banish;
 * costs already paid stay paid.
 */
import type { Context } from "./context.js";
import { createContext } from "./context.js";
import type { EventKind, ZoneName } from "./definitions.js";
import type { Engine } from "./engine.js";
import type { Outcome } from "./replacement.js";
import type { ChainItem, GameObject, PlayerId } from "./state.js";
import { changeZone } from "./zone-change.js";

/** What `finalize` records on an item played for its Flow cost (CR 829.1.b.1). */
export const FLOW_EXIT: NonNullable<ChainItem["exit"]> = "banish";

/** Events that take a card off the Chain to some other zone. */
const DEPARTURES: ReadonlySet<EventKind> = new Set<EventKind>([
  "killed",
  "banished",
  "discarded",
  "returnedToHand",
  "recycled",
  "zoneChanged",
  "burned",
  "drawn",
]);

export interface ExitReplacement {
  key: string;
  description: string;
  /** The spell's controller controls its exit replacement (CR 374). */
  controller: PlayerId;
  apply: (applied: string[]) => Outcome;
}

/**
 * CR 390.3.a: "if it would leave the chain after becoming a finalized chain item, and leaving the
 * chain wasn't instructed by its own execution, banish it instead". Null when it does not apply.
 */
export function flowExitReplacement(
  e: Engine,
  subject: GameObject,
  departure: { kind: EventKind; toZone?: ZoneName | undefined },
  ctx: Context | null,
): ExitReplacement | null {
  if (subject.zone !== "chain" || !DEPARTURES.has(departure.kind)) return null;
  const item = e.state.chain.find((c) => c.id === subject.id);
  if (!item || item.exit !== FLOW_EXIT || item.status !== "finalized") return null;
  if (departure.toZone === "banishment") return null;
  // Its own resolution moving it ("return this to its owner's hand") is the one allowed exit; an
  // instruction of a replacement effect, even one running inside that resolution, is not.
  const instructedBySelf = ctx !== null && ctx.item === subject.id && ctx.replaced === null;
  if (instructedBySelf) return null;
  const key = `exit#${subject.id}`;
  if (ctx?.applied.includes(key)) return null;
  return {
    key,
    description: `${subject.name}: banished instead (Flow: it may only leave the Chain that way)`,
    controller: item.controller,
    apply: (applied) => {
      const bctx = ctx
        ? { ...ctx, applied }
        : createContext({ controller: item.controller, applied });
      // CR 374: the replacement's controller is the spell's controller; it does the banishing.
      const outcome = changeZone(
        e,
        subject.id,
        { zone: "banishment", player: subject.owner, at: null },
        "banished",
        bctx,
        { player: item.controller, source: subject.id },
      );
      return { happened: false, result: outcome.result };
    },
  };
}
