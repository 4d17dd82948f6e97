/**
 * Checking what abilities watch for and depend on: events (RULES E1), phase triggers, conditions
 * and durations (RULES E4).
 */
import type {
  CardTypeWord,
  ConditionNode,
  DidPreviousConditionNode,
  DurationNode,
  EventNode,
  EventWord,
  FilterNode,
  ObjectStateConditionNode,
  PhaseTriggerNode,
  PlaceNode,
  PlayerNode,
} from "../../grammar/ast.js";
import type { AbilityContext } from "./context.js";
import { declareName } from "./declare.js";
import {
  checkFilter,
  checkObjectRef,
  forbidTargetLocation,
  checkPlayer,
  describeFilter,
  filterShape,
  requireHere,
} from "./references.js";
import { eventPhrase } from "./words.js";
import { makeReferent, type Level, type Referent, type ReferentShape } from "./resolution.js";

const ALL_TYPES: readonly CardTypeWord[] = [
  "unit",
  "gear",
  "spell",
  "rune",
  "legend",
  "battlefield",
];
const PLAYED: readonly CardTypeWord[] = ["unit", "gear", "spell"];

/** What can happen to `this`, by card type. An empty list: a player's event, never an object's. */
const SELF_EVENTS: Readonly<Record<EventWord, readonly CardTypeWord[]>> = {
  played: PLAYED,
  created: ALL_TYPES,
  entered: ["unit", "gear", "rune", "legend", "battlefield"],
  moved: ["unit"],
  killed: ["unit", "gear"],
  banished: ALL_TYPES,
  discarded: PLAYED,
  drawn: PLAYED,
  returnedToHand: PLAYED,
  replaced: ALL_TYPES,
  swappedBack: ALL_TYPES,
  conquered: ["unit", "battlefield"],
  held: ["unit", "battlefield"],
  scored: ["battlefield"],
  pointsGained: [],
  attacked: ["unit"],
  defended: ["unit"],
  damaged: ["unit"],
  // CR 417.6: a unit in combat, a spell, and the object whose ability deals damage.
  dealtDamage: ["unit", "gear", "spell", "legend", "battlefield"],
  countered: PLAYED,
  controlChanged: ["unit", "gear", "battlefield"],
  readied: ["unit", "gear", "rune", "legend"],
  exhausted: ["unit", "gear", "rune", "legend"],
  stunned: ["unit"],
  buffed: ["unit"],
  becameMighty: ["unit"],
  // Battlefields stay in place (CR 170.2.b), legends never leave their zone (CR 107.4.d).
  leftBoard: ["unit", "gear", "rune"],
  channelled: ["rune"],
  combatStarted: [],
  combatEnded: [],
  turnStarted: [],
  turnEnded: [],
  phaseStarted: [],
};

/** After these, `this` is a new object elsewhere (RULES O1); `it` means the one the event left. */
const LEAVES_PLAY: ReadonlySet<EventWord> = new Set<EventWord>([
  "killed",
  "banished",
  "discarded",
  "returnedToHand",
  "countered",
  "leftBoard",
]);

/** Events whose object is the battlefield (the runtime's conquer, hold and score). */
const BATTLEFIELD_EVENTS: ReadonlySet<EventWord> = new Set<EventWord>([
  "conquered",
  "held",
  "scored",
]);

/**
 * Events no game action proposes before it happens (RULES E2): playing, creating and entering go
 * through the play process and creation, conquering and holding are a change of control and a
 * score, and the rest are steps of combat and the turn. A replacement of one would never apply.
 */
const NEVER_PROPOSED: ReadonlyMap<EventWord, string> = new Map<EventWord, string>([
  ["played", "playing"],
  ["created", "creating"],
  ["entered", "entering"],
  ["conquered", "conquering"],
  ["held", "holding"],
  ["pointsGained", "gaining a point"],
  ["attacked", "attacking"],
  ["defended", "defending"],
  ["channelled", "channelling"],
  ["combatStarted", "a combat's start"],
  ["combatEnded", "a combat's end"],
  ["turnStarted", "a turn's start"],
  ["turnEnded", "a turn's end"],
  ["phaseStarted", "a phase's start"],
]);

export type EventRole = "trigger" | "replacement" | "delayed" | "duration";

/**
 * `you would play a token`, `a unit token would be played`: the play of a token is proposed to
 * replacement effects as it begins (CR 370.1, 371.2.b, 375), unlike a card's, whose play the
 * play process carries out (RULES C1).
 */
function playsToken(event: EventNode): boolean {
  const subject = event.subject;
  if (event.event !== "played" || subject === undefined) return false;
  return (
    (subject.kind === "ChooseRef" || subject.kind === "AllRef" || subject.kind === "TargetRef") &&
    subject.filter.objectKind === "token"
  );
}

/**
 * Checks an event and returns what it happened to, as `it` can name it: for a trigger the object
 * of the event (the source itself only when it left play), for a replacement the object the
 * rewritten event would happen to.
 */
export function checkEvent(
  ax: AbilityContext,
  outer: Level,
  event: EventNode,
  role: EventRole,
): EventObject | undefined {
  const report = ax.def.report;
  if (role === "replacement" && !event.would) {
    report.error(
      event.range,
      "RS2024",
      "a replacement effect says what would happen: write `if … would …, … instead`",
    );
  } else if (role !== "replacement" && event.would) {
    report.error(
      event.range,
      "RS2024",
      "`would` belongs to replacement effects (`if this would die, … instead`); a trigger says what happened",
    );
  }
  const neverProposed =
    role === "replacement" && !playsToken(event) ? NEVER_PROPOSED.get(event.event) : undefined;
  if (neverProposed !== undefined) {
    // CR 371.2.b, 375: of the plays, only a token's is proposed to replacement effects.
    const played =
      event.event === "played"
        ? "; of the plays, only a token's can be replaced (`if you would play a token, … instead`, CR 375)"
        : "";
    report.error(
      event.range,
      "RS2041",
      `no game action lets a replacement effect rewrite ${neverProposed}${event.event === "played" ? " a card" : ""}, so this one would never apply${played}; write a trigger (\`when …\`), or replace a change of zone, a move, damage or a status (\`would die\`, \`would be banished\`, \`would move\`, \`would be dealt damage\`, …)`,
    );
  }
  if (event.oneOrMore && role !== "trigger") {
    report.error(
      event.range,
      "RS2058",
      `\`one or more\` groups the events of one game action for a printed trigger, which fires once for them; ${role === "replacement" ? "a replacement rewrites each event" : role === "duration" ? "a duration ends at the first event" : "a delayed trigger fires for each event"} — write \`a …\``,
    );
  }
  if (event.player) checkPlayer(ax, outer, event.player, "selector");
  if (isCombatEdge(event)) {
    checkCombatEdge(ax, outer, event, role);
    return undefined;
  }
  if (event.location) checkEventPlace(ax, outer, event.location);
  const subject = event.subject;
  if (!subject) return role === "duration" ? undefined : impliedObject(event);

  let result: EventObject | undefined;
  switch (subject.kind) {
    case "ThisRef": {
      const type = ax.bearer.type;
      const possible = SELF_EVENTS[event.event];
      if (type !== undefined && !possible.includes(type)) {
        report.error(
          event.range,
          "RS2023",
          possible.length === 0
            ? `\`${eventPhrase(event.event)}\` happens to players, not to this; write \`when you …\``
            : `\`${eventPhrase(event.event)}\` never happens to a ${type}, only to ${possible.map((t) => (t === "gear" ? t : `${t}s`)).join(", ")}`,
        );
      } else if (event.event === "created" && ax.bearer.objectKind === "card") {
        report.error(
          event.range,
          "RS2023",
          "a card is never created, only tokens are (RULES O4, T1)",
        );
      }
      if (type === "unit" && (event.event === "conquered" || event.event === "held")) {
        // The runtime's conquer and hold happen to the battlefield; a unit's is its controller's here.
        ax.def.findings.conquestsHere.add(event);
      }
      const shape: ReferentShape = {
        types: type ? [type] : [],
        objectKind: ax.bearer.objectKind,
        plural: false,
        located: true,
      };
      if (role === "replacement" || (role !== "duration" && LEAVES_PLAY.has(event.event))) {
        result = { shape, description: "this" };
      }
      break;
    }
    case "ChooseRef":
    case "AllRef":
      checkFilter(ax, outer, subject.filter);
      forbidTargetLocation(ax, subject.filter, "an event");
      if (subject.kind === "ChooseRef" && (subject.count !== 1 || subject.upTo)) {
        report.error(
          subject.range,
          "RS2027",
          "a trigger watches one object at a time; write `a …`",
        );
      }
      if (
        BATTLEFIELD_EVENTS.has(event.event) &&
        subject.filter.types.some((t) => t !== "battlefield")
      ) {
        report.error(
          subject.range,
          "RS2027",
          `a ${event.event === "scored" ? "score" : event.event === "held" ? "hold" : "conquest"} happens to a battlefield, by a player; write \`when you ${event.event === "held" ? "hold" : "conquer"}\` (\`when you ${event.event === "held" ? "hold" : "conquer"} here\` for this battlefield, or the one this is at)`,
        );
      }
      result = {
        shape: filterShape(ax, subject.filter, false),
        description: describeFilter(subject.filter),
      };
      if (!BATTLEFIELD_EVENTS.has(event.event)) {
        // Like `this` on such a card: watching `a gear` take damage (or preventing it) would
        // silently never apply, since only units are dealt damage (CR 417).
        const possible = SELF_EVENTS[event.event];
        const types = result.shape.types;
        if (
          possible.length > 0 &&
          types.length > 0 &&
          !types.some((type) => possible.includes(type))
        ) {
          report.error(
            subject.range,
            "RS2023",
            `\`${eventPhrase(event.event)}\` never happens to a ${types.join(" or ")}, only to ${possible.map((t) => (t === "gear" ? t : `${t}s`)).join(", ")}`,
          );
        }
      }
      break;
    case "TargetRef":
      report.error(
        subject.range,
        "RS2034",
        "a trigger watches for events and cannot target; write `a …` instead of `target …`",
      );
      break;
    case "ItRef":
    case "ThatRef":
    case "NamedRef":
      if (role === "trigger" || role === "replacement") {
        report.error(
          subject.range,
          "RS2012",
          "nothing has been mentioned yet when a trigger is checked; write `this` or `a …`",
        );
      } else {
        const meaning = checkObjectRef(ax, outer, subject, "subject");
        if (meaning?.handle?.kind === "triggering" || meaning?.handle?.kind === "replaced") {
          report.error(
            subject.range,
            "RS2027",
            "a delayed trigger cannot yet watch the object of this ability's own event; name it with `as NAME` first",
          );
        }
      }
      break;
    case "TriggeringRef":
      report.error(
        subject.range,
        "RS2012",
        "a trigger watches for an event; `the triggering …` only means something in what it does",
      );
      break;
    default: {
      const _exhaustive: never = subject;
      return _exhaustive;
    }
  }
  if (subject.bind && role === "duration") {
    report.error(
      subject.bind.range,
      "RS2026",
      `\`as ${subject.bind.text}\` cannot name the object of a duration's event`,
    );
  }
  return result;
}

function isCombatEdge(event: EventNode): boolean {
  return event.event === "combatStarted" || event.event === "combatEnded";
}

/**
 * `when combat begins here`, `at the end of combat` (CR 464.2.b, 466.7.b): a combat is at a
 * battlefield, so the place is `here`, `at this battlefield` or `at a battlefield` (RS2080); and
 * a duration that waits for it is `this combat`, which ends as the combat ends (CR 466.7.c).
 */
function checkCombatEdge(
  ax: AbilityContext,
  level: Level,
  event: EventNode,
  role: EventRole,
): void {
  const report = ax.def.report;
  const words = event.event === "combatStarted" ? "combat begins" : "combat ends";
  if (role === "duration") {
    report.error(
      event.range,
      "RS2080",
      `a duration does not wait for \`${words}\`: what lasts until a combat ends is \`this combat\` (CR 466.7.c), and what should start with a combat is made by \`when combat begins here: …\``,
    );
    return;
  }
  const place = event.location;
  if (place === undefined) return;
  if (place.place === "base" || place.place === "there" || place.place === "zone") {
    report.error(
      place.range,
      "RS2080",
      `a combat happens at a battlefield (CR 459): write \`${words} here\` (at the battlefield this is, or is at), \`${words} at a battlefield\`, or \`${words}\` alone for every combat`,
    );
    return;
  }
  checkEventPlace(ax, level, place);
}

/** The object a player's event happens to without the sentence naming it: what was conquered, drawn… */
function impliedObject(event: EventNode): EventObject | undefined {
  if (!event.player) return undefined;
  switch (event.event) {
    case "conquered":
    case "held":
    case "scored":
      return {
        shape: { types: ["battlefield"], objectKind: undefined, plural: false, located: true },
        description: `the battlefield ${event.event === "scored" ? "scored" : event.event}`,
        implied: true,
      };
    case "drawn":
    case "discarded":
      return {
        shape: { types: [], objectKind: "card", plural: false, located: false },
        description: `the card ${event.event}`,
        implied: true,
      };
    case "channelled":
      return {
        shape: { types: ["rune"], objectKind: undefined, plural: false, located: true },
        description: "the rune channelled",
        implied: true,
      };
    default:
      return undefined;
  }
}

export interface EventObject {
  shape: ReferentShape;
  description: string;
  implied?: boolean;
}

/** Registers the event's object as a referent of `level`, with any name given to it. */
export function mentionEventObject(
  ax: AbilityContext,
  level: Level,
  event: EventNode,
  object: EventObject | undefined,
  handleKind: "triggering" | "replaced",
): void {
  const subject = event.subject;
  const referent: Referent | undefined = object
    ? makeReferent(
        object.shape,
        { kind: handleKind },
        undefined,
        subject?.range ?? event.range,
        object.description,
        object.implied ?? false,
      )
    : undefined;
  if (referent) level.referents.push(referent);
  if (subject?.bind) declareName(ax, level, subject.bind, { kind: handleKind }, referent);
}

function checkEventPlace(ax: AbilityContext, level: Level, place: PlaceNode): void {
  const report = ax.def.report;
  switch (place.place) {
    case "here":
      requireHere(ax, place.range);
      return;
    case "base":
      if (place.player) checkPlayer(ax, level, place.player, "selector");
      return;
    case "battlefield": {
      const battlefield = place.battlefield;
      if (battlefield?.kind === "ThisRef") {
        if (ax.bearer.type !== undefined && ax.bearer.type !== "battlefield") {
          report.error(place.range, "RS2005", `this is a ${ax.bearer.type}, not a battlefield`);
        }
        return;
      }
      if (battlefield?.kind === "ChooseRef" && isAnyBattlefield(battlefield.filter)) return;
      report.error(
        place.range,
        "RS2027",
        "a trigger can watch `here`, `at a battlefield`, `at this` or a base; not this place yet",
      );
      return;
    }
    case "there":
    case "sameLocationAs":
    case "zone":
    case "chain":
      report.error(
        place.range,
        "RS2027",
        "a trigger can watch `here`, `at a battlefield`, `at this` or a base; not this place yet",
      );
      return;
    default: {
      const _exhaustive: never = place.place;
      return _exhaustive;
    }
  }
}

/** `a battlefield` with nothing else said about it. */
export function isAnyBattlefield(filter: FilterNode): boolean {
  return (
    filter.types.every((t) => t === "battlefield") &&
    filter.controller === undefined &&
    filter.location === undefined &&
    saysOnlyTypeControllerPlace(filter)
  );
}

/** Whether a filter says nothing but its types, its controller and where the objects are. */
export function saysOnlyTypeControllerPlace(filter: FilterNode): boolean {
  return (
    filter.objectKind === undefined &&
    filter.name === undefined &&
    filter.owner === undefined &&
    filter.notController === undefined &&
    filter.zone === undefined &&
    filter.tags === undefined &&
    filter.keywords.length === 0 &&
    filter.domains.length === 0 &&
    filter.might === undefined &&
    filter.mightThan === undefined &&
    filter.cost === undefined &&
    filter.statuses.length === 0 &&
    filter.role === undefined &&
    filter.alone !== true &&
    filter.occupied === undefined &&
    filter.uncontrolled !== true &&
    !filter.another &&
    filter.non.length === 0
  );
}

/**
 * A moment of the turn: printed (`at the start of your turn`, every turn) or, in an effect, the
 * moment a delayed trigger waits for once (`at the end of this turn`, `at the start of your next
 * turn`, RULES E4, CR 390.2). Each is reported where the other belongs (RS2042); a moment that
 * has passed when the effect can make it, or never comes, is RS2043.
 */
export function checkPhaseTrigger(
  ax: AbilityContext,
  trigger: PhaseTriggerNode,
  role: "printed" | "delayed" = "printed",
): void {
  const report = ax.def.report;
  if (role === "printed" && trigger.turn !== undefined) {
    report.error(
      trigger.range,
      "RS2042",
      `\`${trigger.turn === "this" ? "this turn" : "next turn"}\` names one turn: only an effect waits for it, once (\`effect: …; at the end of this turn: …\`); a printed ability fires every turn — write \`your turn\`, \`each turn\` or \`an opponent's turn\``,
    );
    return;
  }
  if (role === "delayed" && trigger.turn === undefined) {
    report.error(
      trigger.range,
      "RS2042",
      "an effect waits for one moment, once: name the turn — `at the end of this turn`, `at the start of your next turn`, `at the start of the next turn`, `at the end of your next turn` or `at the end of an opponent's next turn`",
    );
    return;
  }
  if (trigger.turn === "this" && trigger.phase !== undefined) {
    report.error(
      trigger.range,
      "RS2043",
      `\`this\` names the turn, not a phase: write \`at the end of this turn\`, or \`at the start of your next ${trigger.phase} phase\``,
    );
    return;
  }
  if (trigger.turn === "this" && trigger.edge === "start") {
    report.error(
      trigger.range,
      "RS2043",
      "this turn has already started when an effect makes the trigger, so it would never fire: write `at the end of this turn` or `at the start of the next turn`",
    );
    return;
  }
  if (trigger.turn === "this" && ax.endOfTurn) {
    report.error(
      trigger.range,
      "RS2043",
      "this happens at the end of a turn, when the end of this turn has come already (CR 317.1), so the trigger would never fire: write `at the end of the next turn`",
    );
    return;
  }
  if (trigger.edge === "end" && trigger.phase !== undefined) {
    ax.def.report.error(
      trigger.range,
      "RS2027",
      "the runtime marks the start of each phase, not its end yet; write `at the start of …` the next phase",
    );
  }
}

export type ConditionRole = "trigger" | "static" | "if";

/** Checks a condition; returns its `you do` parts, which only the `if` instruction can judge. */
export function checkCondition(
  ax: AbilityContext,
  level: Level,
  condition: ConditionNode,
  role: ConditionRole,
  found: DidPreviousConditionNode[] = [],
): DidPreviousConditionNode[] {
  const report = ax.def.report;
  switch (condition.kind) {
    case "AndCondition":
      for (const part of condition.all) checkCondition(ax, level, part, role, found);
      break;
    case "OrCondition":
      for (const part of condition.any) checkCondition(ax, level, part, role, found);
      break;
    case "NotCondition":
      checkCondition(ax, level, condition.condition, role, found);
      break;
    case "DidPreviousCondition":
      if (role === "if") found.push(condition);
      else {
        report.error(
          condition.range,
          "RS2014",
          "`you do` asks whether the instruction before it happened, and nothing comes before a trigger's or a static ability's condition",
        );
      }
      break;
    case "PaidCondition":
      checkPaid(ax, condition);
      break;
    case "PlayedAnotherCondition":
      break;
    case "ExistsCondition":
      if (condition.controller) checkPlayer(ax, level, condition.controller, "selector");
      checkFilter(ax, level, condition.filter);
      break;
    case "ControlsCondition":
      checkPlayer(ax, level, condition.player, "selector");
      checkObjectRef(ax, level, condition.object, "condition");
      break;
    case "ScoreVersusCondition":
      checkVersus(ax, level, condition.player, condition.more, condition.other, "has", "points");
      break;
    case "CountVersusCondition":
      checkCountVersus(ax, level, condition);
      break;
    case "ScoreCondition":
    case "TurnCondition":
      checkPlayer(ax, level, condition.player, "selector");
      break;
    case "ObjectStateCondition":
      checkObjectState(ax, level, condition);
      break;
    case "ThisKillsCondition":
      // Only an effect's `if` reads it (the grammar's `effectCondition`), and checks it there
      // (`checkThisKills`).
      break;
    default: {
      const _exhaustive: never = condition;
      return _exhaustive;
    }
  }
  return found;
}

/**
 * RS2077: `you have more points than an opponent` compares two players (RULES S2), and so does
 * `an opponent controls more units than you`. `each` before the verb would say every one of them
 * is ahead at once, which `… than each opponent` says the right way round; and a player is never
 * ahead of themself.
 */
function checkVersus(
  ax: AbilityContext,
  level: Level,
  player: PlayerNode,
  more: boolean,
  other: PlayerNode | undefined,
  verb: "has" | "controls",
  counted: string,
): void {
  checkPlayer(ax, level, player, "selector");
  const targeted = other?.who === "targetPlayer" || other?.who === "targetOpponent";
  if (other && !targeted) checkPlayer(ax, level, other, "selector");
  const compared = more ? "more" : "fewer";
  const youVerb = verb === "has" ? "have" : "control";
  if (player.who === "each" || player.who === "eachOpponent") {
    ax.def.report.error(
      player.range,
      "RS2077",
      `name one player before \`${verb}\`: \`an opponent ${verb} ${compared} ${counted} than you\`, or \`you ${youVerb} ${more ? "fewer" : "more"} ${counted} than each opponent\``,
    );
  } else if (other && targeted) {
    ax.def.report.error(
      other.range,
      "RS2077",
      `a condition compares ${counted === "points" ? "points" : "counts"} with players it names, not a target: write \`you\`, \`an opponent\`, \`each opponent\` or \`each player\``,
    );
  } else if (other && other.who === "you" && player.who === "you") {
    ax.def.report.error(
      other.range,
      "RS2077",
      `a player never ${verb} ${compared} ${counted} than themself; compare with \`an opponent\` or \`each opponent\``,
    );
  }
}

/**
 * `an opponent controls more units than you`: each player counts what they control, so the
 * filter says what is counted and never whose it is or which zone it is in (RS2068).
 */
function checkCountVersus(
  ax: AbilityContext,
  level: Level,
  condition: Extract<ConditionNode, { kind: "CountVersusCondition" }>,
): void {
  const filter = condition.controlled;
  const counted = filter === undefined ? "cards in hand" : pluralNoun(filter);
  const verb = filter === undefined ? "has" : "controls";
  checkVersus(ax, level, condition.player, condition.more, condition.other, verb, counted);
  if (filter === undefined) return;
  checkFilter(ax, level, filter);
  const whose = filter.controller ?? filter.owner;
  if (whose !== undefined || filter.zone !== undefined) {
    const compared = condition.more ? "more" : "fewer";
    ax.def.report.error(
      filter.range,
      "RS2068",
      `each player counts what they control, so what is counted says neither whose it is (\`friendly\`, \`enemy\`, \`your\`) nor a zone: \`an opponent controls ${compared} ${counted} than you\`, \`an opponent has ${compared} cards in hand than you\``,
    );
  }
}

/** `units`, `units or gear`: the counted nouns of a filter, for a message. */
function pluralNoun(filter: FilterNode): string {
  const nouns = filter.types.length > 0 ? filter.types : [filter.objectKind ?? "object"];
  return nouns.map((noun) => (noun === "gear" ? noun : `${noun}s`)).join(" or ");
}

/** The states a condition can ask one object about: those that change as the game goes on. */
const ASKED_STATES: ReadonlySet<ObjectStateConditionNode["state"]> = new Set<
  ObjectStateConditionNode["state"]
>([
  "ready",
  "exhausted",
  "damaged",
  "stunned",
  "buffed",
  "mighty",
  "attacking",
  "defending",
  "atBattlefield",
  "alone",
]);
/** The states only units have, each with the rule that says so. */
const UNIT_STATES: ReadonlyMap<ObjectStateConditionNode["state"], string> = new Map<
  ObjectStateConditionNode["state"],
  string
>([
  ["damaged", "CR 417.1"],
  ["stunned", "CR 423.1"],
  ["buffed", "CR 426.1"],
  ["mighty", "CR 707"],
  ["attacking", "CR 323.2"],
  ["defending", "CR 323.2"],
  ["alone", "CR 740.2.a"],
]);

/** `this is damaged`, `if it is exhausted`, `while this is attacking`: one object's state now. */
function checkObjectState(
  ax: AbilityContext,
  level: Level,
  condition: ObjectStateConditionNode,
): void {
  const report = ax.def.report;
  const meaning = checkObjectRef(ax, level, condition.object, "condition");
  if (!ASKED_STATES.has(condition.state)) {
    report.error(
      condition.range,
      "RS2071",
      `a condition cannot ask whether an object is ${condition.state}; it asks whether it is ready, exhausted, damaged, stunned, buffed, mighty, attacking, defending, alone or at a battlefield`,
    );
    return;
  }
  const types = meaning?.shape.types ?? [];
  // `alone at a battlefield` (CR 740.2.a) asks a unit's state as `alone` does.
  const state =
    condition.alone === true && condition.state === "atBattlefield" ? "alone" : condition.state;
  const rule = UNIT_STATES.get(state);
  if (rule !== undefined && types.length > 0 && !types.includes("unit")) {
    report.error(
      condition.range,
      "RS2071",
      `only units are ${state} (${rule}), and ${meaning!.description} is a ${types.join(" or ")}: this is always false`,
    );
  }
}

/** `if you paid the additional cost` (or `optional cost`), and `if you do` first in an effect: the definition's one optional cost. */
export function checkPaid(
  ax: AbilityContext,
  condition: ConditionNode & { kind: "PaidCondition" | "DidPreviousCondition" },
): void {
  const index = ax.def.optionalCost;
  if (ax.printed && typeof index === "number" && !ax.duringPlay) {
    // Accepted here, the condition would quietly read false: the payment is forgotten once the
    // card has been played, before any of its triggers or other abilities can ask.
    ax.def.report.error(
      condition.range,
      "RS2027",
      "whether the optional cost was paid is known only while the card is being played: a spell's `effect:` can ask it, other abilities cannot; put what paying does after the cost instead (`as you play this, you may pay 1: draw 1`)",
    );
    return;
  }
  if (ax.printed && typeof index === "number") {
    ax.def.findings.paidAbilities.set(condition, index);
    return;
  }
  const why = !ax.printed
    ? "an ability given by an effect has no optional cost of its own"
    : index === "several"
      ? "this card has several optional costs; the runtime cannot yet tell which one is meant"
      : "this card has no `as you play this, you may …` cost";
  ax.def.report.error(
    condition.range,
    "RS2025",
    `${condition.kind === "PaidCondition" ? "`you paid the additional cost`" : "`if you do` first in an effect"} refers to this card's optional cost, but ${why}`,
  );
}

/** RULES E4, S1: `this turn` ends in the Ending phase, so nothing said at the end of a turn lasts "this turn". */
export function checkDuration(ax: AbilityContext, level: Level, duration: DurationNode): void {
  switch (duration.until) {
    case "endOfTurn":
      if (ax.endOfTurn) {
        ax.def.report.error(
          duration.range,
          "RS2015",
          "this ability happens at the end of a turn, when `this turn` is already ending; write `until your next turn` or leave the duration out",
        );
      }
      return;
    case "nextEvent":
      if (duration.event) checkEvent(ax, level, duration.event, "duration");
      return;
    case "endOfCombat":
    case "endOfYourNextTurn":
    case "endOfOpponentsNextTurn":
    case "yourNextTurn":
    case "opponentsNextTurn":
    case "permanent":
      return;
    default: {
      const _exhaustive: never = duration.until;
      return _exhaustive;
    }
  }
}
