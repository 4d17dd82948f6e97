import type { PlayerRef, PlayerSelector } from "../../runtime/definitions.js";
import type { RenderContext } from "./context.js";
import { thirdPerson } from "./english.js";
import { objectPossessive, objectReferent } from "./objects.js";

/**
 * A player named by an instruction, in the forms a sentence needs. `you` is the ability's controller,
 * so its instructions read in the imperative ("Draw 2 cards."), everyone else's with a subject.
 */
export interface PlayerWords {
  /** "you", "an opponent", "each player", "target opponent", "its owner", "that player". */
  subject: string;
  /** "your", "an opponent's", "each player's", "its owner's". */
  possessive: string;
  /** The possessive that refers back to the subject: "your" or "their". */
  own: string;
  you: boolean;
  /** "their owners" take a plural verb. */
  plural: boolean;
}

export function playerWords(player: PlayerRef, ctx: RenderContext): PlayerWords {
  switch (player.player) {
    case "you":
      return { subject: "you", possessive: "your", own: "your", you: true, plural: false };
    case "opponent":
      return third("an opponent");
    case "each":
      return third("each player");
    case "eachOpponent":
      return third("each opponent");
    case "target":
      return third(player.among === "any" ? "target player" : "target opponent");
    case "ownerOf":
      return roleOf("owner", player.object, ctx);
    case "controllerOf":
      return roleOf("controller", player.object, ctx);
    case "triggering":
      return third("that player");
    default: {
      const _exhaustive: never = player;
      return _exhaustive;
    }
  }
}

function third(subject: string): PlayerWords {
  return { subject, possessive: `${subject}'s`, own: "their", you: false, plural: false };
}

function roleOf(
  role: "owner" | "controller",
  object: Parameters<typeof objectPossessive>[0],
  ctx: RenderContext,
): PlayerWords {
  const plural = objectReferent(object, ctx).plural;
  const whose = objectPossessive(object, ctx);
  const subject = `${whose} ${plural ? `${role}s` : role}`;
  return {
    subject,
    possessive: plural ? `${subject}'` : `${subject}'s`,
    own: "their",
    you: false,
    plural,
  };
}

/**
 * "draw 2 cards" for you (the imperative of card text), "each player draws 2 cards" for others.
 * `verb` is the base form of the verb phrase and `rest` what follows it.
 */
export function playerDoes(player: PlayerWords, verb: string, rest: string): string {
  const predicate = rest === "" ? verb : `${verb} ${rest}`;
  if (player.you) return predicate;
  const conjugated = player.plural ? verb : thirdPerson(verb);
  return `${player.subject} ${rest === "" ? conjugated : `${conjugated} ${rest}`}`;
}

/** A player selector as the subject of a clause: "you", "an opponent", "a player". */
export function selectorSubject(selector: PlayerSelector): string {
  switch (selector) {
    case "you":
      return "you";
    case "opponent":
      return "an opponent";
    case "any":
      return "a player";
    default: {
      const _exhaustive: never = selector;
      return _exhaustive;
    }
  }
}

/** "your", "an opponent's", "a player's". */
export function selectorPossessive(selector: PlayerSelector): string {
  return selector === "you" ? "your" : `${selectorSubject(selector)}'s`;
}

/** A verb agreeing with a selector: ("you", "control") → "you control", "an opponent controls". */
export function selectorDoes(selector: PlayerSelector, verb: string): string {
  const subject = selectorSubject(selector);
  return `${subject} ${selector === "you" ? verb : thirdPerson(verb)}`;
}
