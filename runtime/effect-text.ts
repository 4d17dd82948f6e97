/**
 * A continuous effect a spell or ability created, in words (`Molten Colossus gets +2 might this
 * turn`): the `effectCreated` event carries it so that a game log (`rift play`) and the
 * playground's board say what a `give` did, not only that its source resolved.
 */
import type { Duration, Modification } from "./definitions.js";
import type { Engine } from "./engine.js";
import type { ObjectId } from "./state.js";

function floorText(floor: number | undefined): string {
  return floor === undefined ? "" : ` to a minimum of ${floor}`;
}

function modificationText(m: Modification): string {
  switch (m.mod) {
    case "might":
      return `${m.amount >= 0 ? "+" : ""}${m.amount} might${floorText(m.floor)}`;
    case "mightPerCount":
      return `${m.amount >= 0 ? "+" : ""}${m.amount} might for each of some objects${floorText(m.floor)}`;
    case "mightPerPlayer":
      return `${m.amount >= 0 ? "+" : ""}${m.amount} might for each ${m.among === "all" ? "player" : "opponent"}${floorText(m.floor)}`;
    case "setMight":
      return `might set to ${m.value}`;
    case "keyword":
      return "value" in m.keyword ? `${m.keyword.keyword} ${m.keyword.value}` : m.keyword.keyword;
    case "tags":
      return `tag ${m.tags.join(", ")}`;
    case "domains":
      return `domain ${m.domains.join(", ")}`;
    case "cost":
      return `cost ${m.energy >= 0 ? "+" : ""}${m.energy}`;
    case "entersReady":
      return "enters ready";
    case "playableToOpen":
      return "may be played to an open battlefield";
    case "cantMove":
      return "can't move";
    case "cantCombat":
      return m.role === "attacker" ? "can't attack" : "can't defend";
    case "cantBeDealtDamage":
      return "can't be dealt damage";
    case "cantBeTargeted":
      return "can't be targeted";
    case "ability":
      return "an ability";
  }
}

function durationText(duration: Duration): string {
  switch (duration.until) {
    case "endOfTurn":
      return "this turn";
    case "endOfCombat":
      return "this combat";
    case "endOfYourNextTurn":
      return "until the end of its giver's next turn";
    case "endOfOpponentsNextTurn":
      return "until the end of the next turn of an opponent of its giver";
    case "yourNextTurn":
      return "until its giver's next turn";
    case "opponentsNextTurn":
      return "until the next turn of an opponent of its giver";
    case "nextEvent":
      return `until the next ${duration.event.event} event`;
    case "permanent":
      return "permanently";
  }
}

/** `Molten Colossus gets +2 might this turn`; a facedown card's name stays hidden. */
export function effectText(
  e: Engine,
  modifications: readonly Modification[],
  targets: readonly ObjectId[],
  duration: Duration,
): string {
  const names = targets.map((id) => {
    const obj = e.state.objects[id];
    return obj === undefined ? "?" : obj.facedown ? "a facedown card" : obj.name;
  });
  const who = names.length === 0 ? "nothing" : names.join(", ");
  const verb = names.length === 1 ? "gets" : "get";
  return `${who} ${verb} ${modifications.map(modificationText).join(", ")} ${durationText(duration)}`;
}

/**
 * A prevention an effect created, in words (`the next 3 damage that would be dealt to Plated
 * Sentry this turn is prevented`), for its `effectCreated` event (CR 437).
 */
export function preventionText(
  e: Engine,
  left: number | "all",
  combat: boolean,
  target: ObjectId | null,
  duration: Duration,
): string {
  const amount = left === "all" ? "all" : `the next ${left}`;
  const damage = combat ? "combat damage" : "damage";
  const obj = target === null ? undefined : e.state.objects[target];
  const to = target === null ? "" : ` that would be dealt to ${obj === undefined ? "?" : obj.name}`;
  return `${amount} ${damage}${to} ${durationText(duration)} is prevented`;
}
