import type { Filter, LocationRef, ObjectRef } from "../../runtime/definitions.js";
import type { Referent, RenderContext } from "./context.js";
import { pluralPhrase } from "./english.js";
import { filterPhrase } from "./filters.js";
import { objectPossessive } from "./objects.js";
import { playerWords } from "./players.js";
import { ZONE_WORDS, isSharedZone } from "./zones.js";

/**
 * Moving an object that was just mentioned: the verb card text uses for that destination and the
 * words after the object. "return" it "to its owner's hand"; "move" it "to a battlefield".
 */
export function destination(
  to: LocationRef,
  moved: Referent,
  ctx: RenderContext,
): { verb: "move" | "return" | "put"; where: string } {
  switch (to.to) {
    case "here":
      return { verb: "move", where: "here" };
    case "base":
      return {
        verb: "move",
        where:
          to.player === undefined
            ? `to ${moved.plural ? "their bases" : "its base"}`
            : `to ${playerWords(to.player, ctx).possessive} base`,
      };
    case "battlefield":
      return { verb: "move", where: `to ${battlefieldPhrase(to.choose, ctx)}` };
    case "sameLocationAs":
      return { verb: "move", where: `to ${locationOwner(to.object, ctx)} location` };
    case "zone": {
      const zone = zoneOf(to, moved, ctx);
      if (to.zone === "hand") return { verb: "return", where: `to ${zone}` };
      if (to.position !== undefined)
        return { verb: "put", where: `on the ${to.position} of ${zone}` };
      return { verb: "put", where: `into ${zone}` };
    }
    default: {
      const _exhaustive: never = to;
      return _exhaustive;
    }
  }
}

/** Where something new is put: "here", "at your base", "at a battlefield you control", "into your hand". */
export function placement(to: LocationRef, ctx: RenderContext): string {
  switch (to.to) {
    case "here":
      return "here";
    case "base":
      return `at ${to.player === undefined ? "your" : playerWords(to.player, ctx).possessive} base`;
    case "battlefield":
      return `at ${battlefieldPhrase(to.choose, ctx)}`;
    case "sameLocationAs":
      return `at ${locationOwner(to.object, ctx)} location`;
    case "zone": {
      const whose = to.player === undefined ? "your" : playerWords(to.player, ctx).possessive;
      const zone = isSharedZone(to.zone)
        ? `the ${ZONE_WORDS[to.zone]}`
        : `${whose} ${ZONE_WORDS[to.zone]}`;
      return to.position === undefined ? `into ${zone}` : `on the ${to.position} of ${zone}`;
    }
    default: {
      const _exhaustive: never = to;
      return _exhaustive;
    }
  }
}

/** RULES G2: a card goes to its owner's non-board zone unless the instruction names a player. */
function zoneOf(
  to: Extract<LocationRef, { to: "zone" }>,
  moved: Referent,
  ctx: RenderContext,
): string {
  if (isSharedZone(to.zone)) return `the ${ZONE_WORDS[to.zone]}`;
  if (to.player !== undefined) {
    const player = playerWords(to.player, ctx);
    return `${player.possessive} ${player.plural ? pluralPhrase(ZONE_WORDS[to.zone]) : ZONE_WORDS[to.zone]}`;
  }
  if (moved.yours === true) return `your ${ZONE_WORDS[to.zone]}`;
  return moved.plural
    ? `their owners' ${pluralPhrase(ZONE_WORDS[to.zone])}`
    : `its owner's ${ZONE_WORDS[to.zone]}`;
}

function battlefieldPhrase(choose: Filter | undefined, ctx: RenderContext): string {
  if (choose === undefined) return "a battlefield";
  return filterPhrase({ types: ["battlefield"], ...choose }, ctx, { form: "one" });
}

/**
 * Whose location: "that unit's", never "its", which after the moved or placed object would seem to
 * mean that object ("play a token at its location").
 */
function locationOwner(object: ObjectRef, ctx: RenderContext): string {
  return objectPossessive(object, ctx, false);
}
