/**
 * The language's own words for what the checker names in its messages. The AST keeps events and
 * zones as identifiers (`becameMighty`, `runeDeck`); a designer never writes those, so a message
 * quotes the words they do write (`becomes mighty`, `rune deck`).
 */
import type { EventWord, ZoneWord } from "../../grammar/ast.js";

/** Each event as card text says it happens to an object (`this becomes mighty`, `a unit dies`). */
const EVENT_PHRASES: Readonly<Record<EventWord, string>> = {
  played: "is played",
  created: "is created",
  entered: "enters",
  moved: "moves",
  killed: "dies",
  banished: "is banished",
  discarded: "is discarded",
  drawn: "is drawn",
  returnedToHand: "is returned to its owner's hand",
  replaced: "is replaced",
  swappedBack: "is swapped back",
  conquered: "conquers",
  held: "holds",
  scored: "is scored",
  pointsGained: "gains a point",
  attacked: "attacks",
  defended: "defends",
  damaged: "is dealt damage",
  dealtDamage: "deals damage",
  countered: "is countered",
  controlChanged: "changes control",
  readied: "is readied",
  exhausted: "is exhausted",
  stunned: "is stunned",
  buffed: "is buffed",
  becameMighty: "becomes mighty",
  leftBoard: "leaves the board",
  channelled: "is channelled",
  combatStarted: "the start of a combat",
  combatEnded: "the end of a combat",
  turnStarted: "the start of a turn",
  turnEnded: "the end of a turn",
  phaseStarted: "the start of a phase",
};

/** The words of an event, as a designer writes them after its object. */
export function eventPhrase(event: EventWord): string {
  return EVENT_PHRASES[event];
}

/** A zone as written (`your rune deck`, `your trash`), without its owner. */
export function zoneWords(zone: ZoneWord): string {
  return zone === "runeDeck" ? "rune deck" : zone;
}
