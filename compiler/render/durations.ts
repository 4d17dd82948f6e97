import type { Duration, Trigger } from "../../runtime/definitions.js";
import { aside, type RenderContext } from "./context.js";
import { eventClause, triggerLeadIn } from "./events.js";

/** RULES E4: "this turn", "until your next turn", "until the next time you conquer"; "" if it lasts. */
export function durationPhrase(duration: Duration, ctx: RenderContext): string {
  switch (duration.until) {
    case "endOfTurn":
      return "this turn";
    case "endOfCombat":
      return "this combat";
    case "endOfYourNextTurn":
      return "until the end of your next turn";
    case "endOfOpponentsNextTurn":
      return "until the end of an opponent's next turn";
    case "yourNextTurn":
      return "until your next turn";
    case "opponentsNextTurn":
      return "until an opponent's next turn";
    case "nextEvent":
      return `until the next time ${aside(ctx, () => eventClause(duration.event, ctx, "present", "#triggering"))}`;
    case "permanent":
      return "";
    default: {
      const _exhaustive: never = duration;
      return _exhaustive;
    }
  }
}

/**
 * How a delayed trigger opens (RULES E3, E4): it fires each time its event happens while its
 * duration lasts — "This turn, when you conquer", "Until your next turn, when a unit dies".
 */
export function delayedLeadIn(duration: Duration, trigger: Trigger, ctx: RenderContext): string {
  if (duration.until === "permanent") return triggerLeadIn(trigger, ctx, true);
  const lasting = durationPhrase(duration, ctx);
  const leadIn = triggerLeadIn(trigger, ctx);
  return `${lasting[0]!.toUpperCase()}${lasting.slice(1)}, ${leadIn[0]!.toLowerCase()}${leadIn.slice(1)}`;
}
