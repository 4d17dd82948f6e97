import type { Range } from "../grammar/ast.js";
import { diagnosticAt as diagnosticOf, type Diagnostic } from "../grammar/diagnostics.js";

/**
 * The compiler's diagnostic codes (RS2xxx). Codes are stable: a code is never reused for another
 * meaning, so tools and tests can match on it. LANGUAGE.md lists them; a test keeps the two in step.
 */
export const COMPILER_CODES = {
  RS2000: "a compiler bug: a checked declaration could not be lowered (please report it)",
  RS2001: "a name is declared twice in one compilation unit",
  RS2002: "a `use` names a file or folder that does not exist, or a file that cannot be read",
  RS2003: "no card or token has this name",
  RS2004: "a card is named where a token is needed, or a token where a card is needed",
  RS2005: "a filter that no object can ever match",
  RS2006: "a tag that no card or token has (a likely misspelling)",
  RS2007: "a bound name that was never bound",
  RS2008: "a bound name used before it is bound",
  RS2009: "a bound name used outside its scope",
  RS2010: "a name bound twice in one resolution",
  RS2011: "a bound name that is never used",
  RS2012: "`it`, `them`, `that …` or `there` with nothing to refer to",
  RS2013: "`it`, `them`, `that …` or `there` with more than one possible referent",
  RS2014: "`if you do` after an instruction that cannot fail",
  RS2015: "a duration that means nothing where it is written",
  RS2016: "a malformed cost",
  RS2017: "an ability cost the game cannot pay",
  RS2018: "a number out of its range",
  RS2019: "a keyword that does not apply to this card type, or is given twice",
  RS2020: "a characteristic that does not apply to this card type, or is missing",
  RS2021: "an ability that does not apply to this card type, or is missing",
  RS2022: "`here` on a card that has no location",
  RS2023: "an event that can never happen to this card type or kind of object",
  RS2024: "`would` outside a replacement effect, or a replacement effect without `would`",
  RS2025: "`if you paid the additional cost` without exactly one optional cost",
  RS2026: "a name bound where nothing can be bound",
  RS2027: "a construct the runtime cannot express yet",
  RS2028: "a scenario label that is unknown or given twice",
  RS2029:
    "a scenario setup that cannot be built: a card where it cannot be, or a setting given twice",
  RS2030: "an unknown event kind in a scenario expectation",
  RS2031: "a deck entry of the wrong card type",
  RS2032: "`instead of` that does not rewrite where a countered spell goes",
  RS2033: "a keyword that has no text of its own written with a text",
  RS2034: "a target where nothing can be targeted, or where nothing chooses targets",
  RS2035: "a scenario step that names an ability or mode that does not exist",
  RS2036: "a target whose filter needs a name that is bound only when the ability resolves",
  RS2037: "a deck that breaks the construction rules (size, copies, domains, runes, battlefields)",
  RS2038: "an instruction that sends an object where its card type can never be",
  RS2039: "an unknown refusal reason after `because` in a scenario step",
  RS2040: "two limits on one triggered ability (`the first time … each turn` and `once each turn`)",
  RS2041: "a replacement of an event no game action proposes (playing a card, creating, …)",
  RS2042: "a moment of one turn (`this turn`, `next turn`) printed, or of every turn in an effect",
  RS2043: "a delayed trigger's moment that has passed when the effect makes it, or never comes",
  RS2044: "a card or token named in angle brackets (`<…>`), which the runtime keeps for its own",
  RS2045: "`shuffle … into` a place that is not a whole Main Deck (`its owner's deck`)",
  RS2046: "`unless … pays` naming no one player to decide (`each player`, `a player`)",
  RS2047: "`unless its … pays` reading what the instruction chooses only as it resolves",
  RS2048: "`… control` after `at a battlefield`, which may mean the battlefield's controller",
  RS2050: "an ability said to function in a zone other than its owner's trash or hand",
  RS2051: "an ability that cannot function off the board: its kind, a granted one, or a token's",
  RS2052: "an ability functioning off the board on a card type that never goes to that zone",
  RS2053: "`here`, or `this` as a cost, event or subject, in an ability functioning off the board",
  RS2054: "`in any order` for the rest of a choice among objects that go where cards keep no order",
  RS2055:
    "a discount of the next play whose filter names what is never played, a place or a player",
  RS2056: "`to a minimum of N` after a change of Might that loses none (`+2 might`)",
  RS2057: "a `label` step that names its object by a label, not by a card or token name",
  RS2058: "`one or more` in an event that is not a printed trigger's, or with `the Nth time`",
  RS2059:
    "`pay` as an instruction that is not the whole of a `you may` (`you may pay 1. If you do, …`)",
  RS2060: "`may be played to an open battlefield` said of something that is not a unit card itself",
  RS2061: "`… kills one of their …` naming a controller again, or objects that are never killed",
  RS2064: "a bare name that is a tag and also names a card or token without that tag",
  RS2068:
    "two players' counts of what names whose it is or a zone (`more friendly units than you`)",
  RS2070: "`attacking` or `defending` where no object could ever carry that combat designation",
  RS2071: "a condition asking one object about a state it cannot have or that never changes",
  RS2072: "a cost change counted `for each` object or player that is not Energy alone",
  RS2075: "a card type written beside a token's name that is not the type it is declared with",
  RS2076: "`attacking` and `defending` both in one filter: no unit carries both designations",
  RS2077: "points or counts compared with the same player on both sides, or `each` before the verb",
  RS2078: "`alone` said of what is never a unit on the board: only a unit there is alone",
  RS2079:
    "`occupied`, `uncontrolled` or `open` of what is no battlefield, or of one someone controls",
  RS2080:
    "`combat begins` or `combat ends` at a place that is no battlefield, or as a duration's end",
  RS2081: "`you don't control` in a filter that also says who controls its objects",
  RS2082: "`if this kills it` not right after an instruction that deals damage to one object",
  RS2083:
    "`if this kills it` not at the top of a spell's effect or a triggered or activated ability's",
  RS2084:
    "an instruction after `if this kills it`, which would be done before the cleanup it waits for",
  RS2087: "`spend this's buff` on something that has no buff where the ability is used",
  RS2088: "`spend this's buff` as an additional cost: as it is played, this has no buff",
  RS2089: "`mighty` placed or expected in a scenario: it is Might 5 or more, not a status",
  RS2090: "`can't attack` or `can't defend` given to something that is not a unit",
  RS2091: "`it deals that much …` or `it's dealt that much …` after an event it does not rewrite",
  RS2092:
    "`that much +0`: a replacement of the damage dealt by or to an object that changes nothing",
  RS2093: "`can't be dealt damage` said of something that is never a unit",
  RS2096: "`more might than this` where this has no Might: it is no unit",
} as const;

export type CompilerCode = keyof typeof COMPILER_CODES;

export interface RelatedPlace {
  range: Range;
  message: string;
}

export function diagnosticAt(
  range: Range,
  code: CompilerCode,
  message: string,
  severity: "error" | "warning" = "error",
  related: readonly RelatedPlace[] = [],
): Diagnostic {
  const diagnostic = diagnosticOf(range, code, shortenQuotes(message), severity);
  if (related.length > 0) {
    diagnostic.related = related.map((place) => ({
      file: place.range.file,
      line: place.range.line,
      column: place.range.column,
      message: shortenQuotes(place.message),
    }));
  }
  return diagnostic;
}

const LONG_QUOTE = /"([^"\n]{81,})"/g;

/**
 * Messages quote the designer's names; a name of thousands of characters made each message that
 * long, and every message naming it again. The code frame shows the whole place, so the message
 * keeps the name's start and end — enough to tell `"… A"` from `"… B"`.
 */
export function shortenQuotes(message: string): string {
  return message.replace(
    LONG_QUOTE,
    (_, quoted: string) => `"${quoted.slice(0, 50)}…${quoted.slice(-20)}"`,
  );
}
