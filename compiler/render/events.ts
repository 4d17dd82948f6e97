import type {
  EventKind,
  EventPattern,
  LocationPattern,
  Phase,
  PlayerSelector,
  StepMoment,
  SubjectPattern,
} from "../../runtime/definitions.js";
import { ORDINALS } from "../../grammar/tokens.js";
import { mention, type RenderContext } from "./context.js";
import { thirdPerson, withArticle } from "./english.js";
import { renderedEveryField } from "./exhaustive.js";
import { filterPhrase, filterReferentNoun } from "./filters.js";
import { objectPhrase } from "./objects.js";
import { selectorPossessive, selectorSubject } from "./players.js";

/** How card text speaks of one kind of event (RULES E1). */
interface EventWords {
  /**
   * The event as an act of a player, `{}` standing for the object: "play {}" → "you play a spell".
   * Absent: the player is named as the object's controller ("enters under your control").
   */
  act?: string;
  /** What happens to the object, as [present, base form after "would"]. */
  happens: readonly [string, string];
  /** The object when a pattern names none ("a card"). */
  noun: string;
  /** The event is a player's act that needs no object ("you conquer", "you score here"). */
  objectOptional?: boolean;
  /** How the location attaches: "conquer this battlefield", "move to a battlefield", "die at …". */
  where: "direct" | "to" | "at";
}

type ObjectEventKind = Exclude<
  EventKind,
  "turnStarted" | "turnEnded" | "phaseStarted" | "combatStarted" | "combatEnded"
>;

const EVENT_WORDS: Readonly<Record<ObjectEventKind, EventWords>> = {
  played: { act: "play {}", happens: ["is played", "be played"], noun: "card", where: "at" },
  created: { act: "create {}", happens: ["is created", "be created"], noun: "token", where: "at" },
  entered: { happens: ["enters", "enter"], noun: "unit", where: "at" },
  moved: { act: "move {}", happens: ["moves", "move"], noun: "unit", where: "to" },
  killed: { act: "kill {}", happens: ["dies", "die"], noun: "unit", where: "at" },
  banished: {
    act: "banish {}",
    happens: ["is banished", "be banished"],
    noun: "card",
    where: "at",
  },
  discarded: {
    act: "discard {}",
    happens: ["is discarded", "be discarded"],
    noun: "card",
    where: "at",
  },
  drawn: { act: "draw {}", happens: ["is drawn", "be drawn"], noun: "card", where: "at" },
  returnedToHand: {
    // RULES G2: a card only ever goes to its owner's hand.
    act: "return {} to its owner's hand",
    happens: ["is returned to its owner's hand", "be returned to its owner's hand"],
    noun: "card",
    where: "at",
  },
  replaced: {
    act: "replace {}",
    happens: ["is replaced", "be replaced"],
    noun: "card",
    where: "at",
  },
  swappedBack: {
    act: "swap {} back",
    happens: ["is swapped back", "be swapped back"],
    noun: "card",
    where: "at",
  },
  conquered: {
    act: "conquer {}",
    happens: ["is conquered", "be conquered"],
    noun: "battlefield",
    objectOptional: true,
    where: "direct",
  },
  held: {
    act: "hold {}",
    happens: ["is held", "be held"],
    noun: "battlefield",
    objectOptional: true,
    where: "direct",
  },
  scored: {
    act: "score {}",
    happens: ["is scored", "be scored"],
    noun: "battlefield",
    objectOptional: true,
    where: "at",
  },
  attacked: { act: "attack with {}", happens: ["attacks", "attack"], noun: "unit", where: "at" },
  defended: { act: "defend with {}", happens: ["defends", "defend"], noun: "unit", where: "at" },
  damaged: {
    act: "deal damage to {}",
    happens: ["is dealt damage", "be dealt damage"],
    noun: "unit",
    where: "at",
  },
  dealtDamage: { happens: ["deals damage", "deal damage"], noun: "unit", where: "at" },
  countered: {
    act: "counter {}",
    happens: ["is countered", "be countered"],
    noun: "spell",
    where: "at",
  },
  controlChanged: {
    act: "gain control of {}",
    happens: ["changes control", "change control"],
    noun: "unit",
    where: "at",
  },
  readied: {
    act: "ready {}",
    happens: ["becomes ready", "become ready"],
    noun: "unit",
    where: "at",
  },
  exhausted: {
    act: "exhaust {}",
    happens: ["becomes exhausted", "become exhausted"],
    noun: "unit",
    where: "at",
  },
  stunned: { act: "stun {}", happens: ["is stunned", "be stunned"], noun: "unit", where: "at" },
  buffed: { act: "buff {}", happens: ["is buffed", "be buffed"], noun: "unit", where: "at" },
  becameMighty: { happens: ["becomes Mighty", "become Mighty"], noun: "unit", where: "at" },
  leftBoard: { happens: ["leaves the board", "leave the board"], noun: "unit", where: "at" },
  channelled: {
    act: "channel {}",
    happens: ["is channelled", "be channelled"],
    noun: "rune",
    where: "at",
  },
  recycled: {
    act: "recycle {}",
    happens: ["is recycled", "be recycled"],
    noun: "card",
    where: "at",
  },
  healed: { act: "heal {}", happens: ["is healed", "be healed"], noun: "unit", where: "at" },
  recalled: {
    act: "recall {}",
    happens: ["is recalled", "be recalled"],
    noun: "unit",
    where: "at",
  },
  burned: { act: "burn {}", happens: ["is burned", "be burned"], noun: "card", where: "at" },
  revealed: {
    act: "reveal {}",
    happens: ["is revealed", "be revealed"],
    noun: "card",
    where: "at",
  },
  pointsGained: {
    act: "gain a point",
    happens: ["gains a point", "gain a point"],
    noun: "player",
    objectOptional: true,
    where: "at",
  },
  added: {
    act: "add energy or power",
    happens: ["is added", "be added"],
    noun: "resource",
    objectOptional: true,
    where: "at",
  },
  zoneChanged: {
    act: "put {} into another zone",
    happens: ["changes zone", "change zone"],
    noun: "card",
    where: "at",
  },
};

const PHASE_WORDS: Readonly<Record<Phase, string>> = {
  awaken: "Awaken",
  beginning: "Beginning",
  channel: "Channel",
  draw: "Draw",
  main: "Main",
  ending: "Ending",
};

/** The object an event happens to when a pattern does not say: "card" for `played`. */
export function eventObjectNoun(event: EventKind): string {
  switch (event) {
    case "turnStarted":
    case "turnEnded":
    case "phaseStarted":
      return "player";
    case "combatStarted":
    case "combatEnded":
      return "battlefield";
    default:
      return EVENT_WORDS[event].noun;
  }
}

/**
 * An event as a clause: "this is played", "you conquer here", "an opponent plays a spell", or with
 * `would` for replacement effects: "a unit you control would die". The object it happens to is
 * mentioned under `key`, so that the effect can call it "it".
 */
export function eventClause(
  pattern: EventPattern,
  ctx: RenderContext,
  mood: "present" | "would",
  key: "#triggering" | "#replaced",
): string {
  const { event, subject, player, location, phase, combat, alone, ...rest } = pattern;
  renderedEveryField(rest);
  switch (event) {
    case "turnStarted":
      return `${turnOwner(player)} turn ${mood === "would" ? "would start" : "starts"}`;
    case "turnEnded":
      return `${turnOwner(player)} turn ${mood === "would" ? "would end" : "ends"}`;
    case "phaseStarted":
      return `${turnOwner(player)} ${phaseName(phase)} ${mood === "would" ? "would start" : "starts"}`;
    case "combatStarted":
    case "combatEnded":
      return combatClause(event, location, mood);
    default:
      break;
  }
  const words = EVENT_WORDS[event];
  const object = subject === undefined ? undefined : subjectPhrase(subject, words.noun, ctx, key);

  const actor: PlayerSelector | undefined =
    player ?? (subject === undefined && words.objectOptional ? "any" : undefined);
  let clause: string;
  if (actor !== undefined && words.act !== undefined) {
    const act = words.act
      .replace("{}", object ?? (words.objectOptional ? "" : withArticle(words.noun)))
      .replace(/ +/g, " ")
      .trim();
    const verb = mood === "would" ? `would ${act}` : actor === "you" ? act : thirdPerson(act);
    clause = `${selectorSubject(actor)} ${verb}`;
  } else {
    const said = mood === "would" ? `would ${words.happens[1]}` : words.happens[0];
    // CR 417.6.c: "deals combat damage", the damage combat deals alone.
    const damage = combat === true ? said.replace("damage", "combat damage") : said;
    // CR 740.2.a: "attacks alone", "defends alone".
    const happens = alone === true ? `${damage} alone` : damage;
    clause = `${object ?? withArticle(words.noun)} ${happens}`;
    if (actor !== undefined && actor !== "any")
      clause += ` under ${selectorPossessive(actor)} control`;
  }
  if (location !== undefined) clause += ` ${locationPatternPhrase(location, words.where)}`;
  if (phase !== undefined) clause += ` during the ${phaseName(phase)}`;
  return clause;
}

/** The object an event happens to, mentioned under `key` so that the effect can call it "it". */
function subjectPhrase(
  subject: SubjectPattern,
  noun: string,
  ctx: RenderContext,
  key: "#triggering" | "#replaced",
): string {
  switch (subject.ref) {
    case "this":
      return objectPhrase(subject, ctx);
    case "match": {
      const text = filterPhrase(subject.filter, ctx, { form: "one" }, noun);
      mention(ctx, key, { noun: filterReferentNoun(subject.filter, ctx, noun), plural: false });
      return text;
    }
    case "bound":
      // "the next time it dies": the object a delayed ability's resolution bound (RULES E3).
      return objectPhrase(subject, ctx);
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
}

/**
 * "When this is played", "At the start of your turn": how a trigger opens its sentence. `once` is
 * for a delayed trigger that fires only the next time: "The next time you conquer", "At the start of
 * your next turn".
 */
export function triggerLeadIn(pattern: EventPattern, ctx: RenderContext, once = false): string {
  switch (pattern.event) {
    case "turnStarted":
      return `At the start of ${whoseTurn(pattern.player, once)} turn`;
    case "turnEnded":
      return `At the end of ${whoseTurn(pattern.player, once)} turn`;
    case "phaseStarted":
      return `At the start of ${whoseTurn(pattern.player, once)} ${phaseName(pattern.phase)}`;
    case "combatStarted":
    case "combatEnded":
      if (!once) {
        const edge = pattern.event === "combatStarted" ? "start" : "end";
        const where = pattern.location ? ` ${locationPatternPhrase(pattern.location, "at")}` : "";
        return `At the ${edge} of combat${where}`;
      }
      return `The next time ${eventClause(pattern, ctx, "present", "#triggering")}`;
    default: {
      const clause = eventClause(pattern, ctx, "present", "#triggering");
      return once ? `The next time ${clause}` : `When ${clause}`;
    }
  }
}

/**
 * How a delayed trigger at a moment of the turn opens (RULES E4, CR 390.2): "At the end of this
 * turn", "At the start of your next turn", "At the start of the next Main Phase".
 */
export function stepLeadIn(at: StepMoment): string {
  if (at.turn === "this") return "At the end of this turn";
  const whose =
    at.player === "you"
      ? "your next"
      : at.player === "opponent"
        ? "an opponent's next"
        : "the next";
  return `At the ${at.edge} of ${whose} ${"phase" in at ? phaseName(at.phase) : "turn"}`;
}

/** The event a moment of the turn is, for what the trigger's effect may say of it. */
export function stepEvent(at: StepMoment): EventPattern {
  if (at.edge === "end") return { event: "turnEnded" };
  return "phase" in at ? { event: "phaseStarted", phase: at.phase } : { event: "turnStarted" };
}

/** "Prevent 2 [combat] damage that would be dealt to this" (CR 369.2, 417.6.c). */
export function preventionClause(
  pattern: EventPattern,
  amount: number | "all",
  combat: boolean,
  ctx: RenderContext,
): string {
  const to =
    pattern.subject === undefined
      ? "a unit"
      : subjectPhrase(pattern.subject, "unit", ctx, "#replaced");
  return `Prevent ${amount} ${combat ? "combat damage" : "damage"} that would be dealt to ${to}`;
}

/**
 * "When one or more friendly units die", "When you discard one or more cards" (CR 383.2): the
 * event's clause with its object made "one or more" of the filter, and an object's verb plural.
 */
export function oneOrMoreLeadIn(pattern: EventPattern, ctx: RenderContext): string {
  const clause = eventClause(pattern, ctx, "present", "#triggering");
  const subject = pattern.subject;
  if (subject?.ref !== "match" || !(pattern.event in EVENT_WORDS)) return `When ${clause}`;
  const words = EVENT_WORDS[pattern.event as ObjectEventKind];
  const one = subjectPhrase(subject, words.noun, ctx, "#triggering");
  const many = `one or more ${filterPhrase(subject.filter, ctx, { form: "plural" }, words.noun)}`;
  if (pattern.player !== undefined && words.act !== undefined)
    return `When ${clause.replace(one, many)}`;
  const [said, base] = words.happens;
  const plural = base.startsWith("be ") ? `are ${base.slice(3)}` : base;
  return `When ${clause.replace(`${one} ${said}`, `${many} ${plural}`)}`;
}

/** "The second time a friendly unit dies each turn" (CR 383.1). */
export function nthTimeLeadIn(pattern: EventPattern, nth: number, ctx: RenderContext): string {
  const clause = eventClause(pattern, ctx, "present", "#triggering");
  return `The ${ORDINALS[nth - 1] ?? `${nth}th`} time ${clause} each turn`;
}

/** "your", "an opponent's", "each"; with `next`: "your next", "the next". */
function whoseTurn(player: PlayerSelector | undefined, next: boolean): string {
  if (player === undefined || player === "any") return next ? "the next" : "each";
  return next ? `${selectorPossessive(player)} next` : selectorPossessive(player);
}

/** "your", "an opponent's", "a player's" (whose turn or phase). */
function turnOwner(player: PlayerSelector | undefined): string {
  return selectorPossessive(player ?? "any");
}

/** The Core Rules capitalize a named phase ("Main Phase", "Beginning Phase", rules 315–317). */
function phaseName(phase: Phase | undefined): string {
  return phase === undefined ? "phase" : `${PHASE_WORDS[phase]} Phase`;
}

/** "combat begins here", "combat ends at a battlefield" (CR 464.2.b, 466.7.b). */
function combatClause(
  event: "combatStarted" | "combatEnded",
  location: LocationPattern | undefined,
  mood: "present" | "would",
): string {
  const verb = event === "combatStarted" ? "begin" : "end";
  const said = mood === "would" ? `would ${verb}` : `${verb}s`;
  return location ? `combat ${said} ${locationPatternPhrase(location, "at")}` : `combat ${said}`;
}

function locationPatternPhrase(location: LocationPattern, where: EventWords["where"]): string {
  const preposition = where === "direct" ? "" : where === "to" ? "to " : "at ";
  switch (location.at) {
    case "here":
      return "here";
    case "thisBattlefield":
      return `${preposition}this battlefield`;
    case "anyBattlefield":
      return `${preposition}a battlefield`;
    case "base":
      return `${preposition}${location.player === "any" ? "a" : selectorPossessive(location.player)} base`;
    default: {
      const _exhaustive: never = location;
      return _exhaustive;
    }
  }
}
