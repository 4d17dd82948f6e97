import type {
  Filter,
  LocationFilter,
  PlayerSelector,
  StatusName,
  ZoneName,
} from "../../runtime/definitions.js";
import { costComparison, mightComparison } from "./comparisons.js";
import type { RenderContext } from "./context.js";
import { joinList, pluralPhrase, pluralWord, withArticle } from "./english.js";
import { renderedEveryField } from "./exhaustive.js";
import { boundNounPossessive } from "./objects.js";
import { selectorDoes, selectorPossessive } from "./players.js";
import { ZONE_WORDS, isSharedZone } from "./zones.js";

/**
 * The words of a filter, before a determiner is chosen: adjectives, a head noun, and what follows it
 * ("exhausted" "Fury" "unit" "you control here"). RULES O4: a filter that says "card" reads "card".
 */
interface FilterWords {
  adjectives: string;
  head: string;
  headPlural: string;
  post: string;
  another: boolean;
  /** What a later "that …" calls one of these objects. */
  referentNoun: string;
}

const STATUS_WORDS: Readonly<Record<StatusName, string>> = {
  ready: "ready",
  exhausted: "exhausted",
  damaged: "damaged",
  buffed: "buffed",
  stunned: "stunned",
  facedown: "facedown",
  replaced: "replaced",
  banished: "banished",
};

/**
 * `several`: the phrase speaks of several objects at once ("all units", "each unit", "the number of
 * units"), which "an opponent" would seem to tie to one opponent while the runtime accepts every
 * opponent's: so "units your opponents control", "cards in your opponents' hands".
 */
function filterWords(
  filter: Filter,
  ctx: RenderContext,
  several: boolean,
  fallbackNoun?: string,
): FilterWords {
  const {
    types,
    kind,
    name,
    controller,
    notController,
    owner,
    location,
    zone,
    tags,
    tagsAll,
    keywords,
    keywordsAll,
    domains,
    domainsAll,
    might,
    mightThan,
    mighty,
    cost,
    statuses,
    role,
    alone,
    occupied,
    uncontrolled,
    another,
    tagsNone,
    namesNone,
    typesNone,
    domainsNone,
    ...rest
  } = filter;
  renderedEveryField(rest);

  // On the board a card is what is not a token (RULES O4): `non-token unit` reads so, where "unit
  // card" would send a reader to a hand or a trash. A discard's cards (its noun `card`) are in hand.
  const oneTag = tags?.length === 1 ? tags[0] : undefined;
  const nonToken =
    kind === "card" &&
    zone === undefined &&
    fallbackNoun === undefined &&
    ((types ?? []).length > 0 || oneTag !== undefined);
  const kindWord = (kind === "card" && !nonToken) || kind === "token" ? kind : undefined;
  const fallback =
    fallbackNoun ?? (zone !== undefined && zone.zone !== "chain" ? "card" : "object");
  const typeList = types ?? [];
  const nounWord = name ?? (kind === undefined || nonToken ? oneTag : undefined);
  let head: string;
  let headPlural: string;
  if (typeList.length > 0 && kindWord !== undefined) {
    head = `${joinList(typeList, "or")} ${kindWord}`;
    headPlural = `${joinList(typeList, "or")} ${pluralWord(kindWord)}`;
  } else if (typeList.length > 0) {
    head = joinList(typeList, "or");
    headPlural = joinList(typeList.map(pluralWord), "or");
  } else if (kindWord === undefined && fallbackNoun === undefined && nounWord !== undefined) {
    // `a Bird`: a name, or one tag, alone is the noun, as card text names a kind of unit.
    head = nounWord;
    headPlural = pluralWord(nounWord);
  } else {
    head = kindWord ?? fallback;
    headPlural = pluralWord(head);
  }

  // Lists of tags, keywords and domains accept any one of them, unless all are asked for;
  // statuses must all hold.
  // `non-Bird`, `non-unit`: each word it is not, first, as card text writes them.
  const nonWords = [
    ...(nonToken ? ["token"] : []),
    ...(typesNone ?? []),
    ...(domainsNone ?? []),
    ...(tagsNone ?? []),
    ...(namesNone ?? []).map((n) => `"${n}"`),
  ].map((word) => `non-${word}`);
  const adjectives = [
    nonWords.join(" "),
    (statuses ?? []).map((s) => STATUS_WORDS[s]).join(", "),
    battlefieldStateWord(occupied, uncontrolled === true),
    mighty === true ? "Mighty" : "",
    role === undefined || alone === true ? "" : roleWord(role),
    joinList(domains ?? [], "or"),
    joinList(domainsAll ?? [], "and"),
    tags?.length === 1 && head === tags[0] ? "" : joinList(tags ?? [], "or"),
    name !== undefined && kind !== "card" && head !== name ? name : "",
  ].filter((word) => word !== "");

  const withParts = [
    joinList(keywords ?? [], "or"),
    joinList(keywordsAll ?? [], "and"),
    might ? mightComparison(might) : "",
    mightThan === undefined
      ? ""
      : `${mightThan === ">" ? "more" : "less"} Might than this ${ctx.thisNoun}`,
    cost ? costComparison(cost) : "",
  ].filter((part) => part !== "");
  // Who has it and where it is come before what it is like: "target unit an opponent controls
  // here with 3 Might or less", so that "with …" never reads as belonging to a player or place.
  const controlParts = [
    name !== undefined && kind === "card" ? `named "${name}"` : "",
    whoControlsAndOwns(controller, owner, several),
    notController === undefined || notController === "any"
      ? ""
      : notController === "you"
        ? "you don't control"
        : "an opponent doesn't control",
    // CR 740.2.a: "a unit defending alone", as card text puts it, after the noun.
    alone !== true ? "" : role === undefined ? "alone" : `${roleWord(role)} alone`,
    location ? locationFilterPhrase(location, ctx, several) : "",
    zone ? zonePhrase(zone, several) : "",
    // Its own "with": inside the list below, "and" would blur which words are tags.
    tagsAll !== undefined ? `with tags ${joinList(tagsAll)}` : "",
    withParts.length > 0 ? `with ${joinList(withParts)}` : "",
  ].filter((part) => part !== "");

  return {
    adjectives: adjectives.join(" "),
    head,
    headPlural,
    post: controlParts.join(" "),
    another: another === true,
    referentNoun: kindWord ?? (typeList.length === 1 ? typeList[0]! : fallback),
  };
}

/** CR 170.11: "occupied", "unoccupied", "uncontrolled", or "open" for unoccupied and uncontrolled. */
function battlefieldStateWord(occupied: boolean | undefined, uncontrolled: boolean): string {
  if (occupied === false && uncontrolled) return "open";
  const words = [
    occupied === undefined ? "" : occupied ? "occupied" : "unoccupied",
    uncontrolled ? "uncontrolled" : "",
  ];
  return words.filter((word) => word !== "").join(", ");
}

function roleWord(role: NonNullable<Filter["role"]>): string {
  return role === "attacker" ? "attacking" : "defending";
}

function whoControlsAndOwns(
  controller: Filter["controller"],
  owner: Filter["owner"],
  several: boolean,
): string {
  const control = controller !== undefined && controller !== "any" ? controller : undefined;
  const own = owner !== undefined && owner !== "any" ? owner : undefined;
  if (control !== undefined && control === own) {
    const both = playersDo(control, "control", several);
    return `${both} and ${both.endsWith("controls") ? "owns" : "own"}`;
  }
  return joinList(
    [
      control !== undefined ? playersDo(control, "control", several) : "",
      own !== undefined ? playersDo(own, "own", several) : "",
    ].filter((part) => part !== ""),
  );
}

/** "you control", "an opponent controls", or of several objects "your opponents control". */
function playersDo(selector: PlayerSelector, verb: string, several: boolean): string {
  return several && selector === "opponent"
    ? `your opponents ${verb}`
    : selectorDoes(selector, verb);
}

/** "your", "an opponent's", or of several objects "your opponents'". */
function playersPossessive(selector: PlayerSelector, several: boolean): string {
  return several && selector === "opponent" ? "your opponents'" : selectorPossessive(selector);
}

export function locationFilterPhrase(
  location: LocationFilter,
  ctx: RenderContext,
  several = false,
): string {
  switch (location.at) {
    case "here":
      return "here";
    case "there":
      // The runtime reads "there" as the location of the bound object. Never "its": inside a noun
      // phrase the reader takes "a unit at its location" to mean the unit's own location.
      return `at ${boundNounPossessive(location.name, ctx)} location`;
    case "anyBattlefield":
      return "at a battlefield";
    case "target":
      return "at target battlefield";
    case "base":
      if (location.player === "any") return "at a base";
      if (several && location.player === "opponent") return "at your opponents' bases";
      return `at ${selectorPossessive(location.player)} base`;
    case "board":
      return "on the board";
    default: {
      const _exhaustive: never = location;
      return _exhaustive;
    }
  }
}

function zonePhrase(zone: NonNullable<Filter["zone"]>, several: boolean): string {
  const ofOpponents = several && zone.player === "opponent";
  if (zone.zone === "chain") {
    if (zone.player === "any") return "on the Chain";
    const by = zone.player === "you" ? "you" : ofOpponents ? "your opponents" : "an opponent";
    return `on the Chain controlled by ${by}`;
  }
  if (zone.zone === "facedown") return "facedown at a battlefield";
  if (isSharedZone(zone.zone)) return `in the ${ZONE_WORDS[zone.zone]}`;
  if (ofOpponents) return `in your opponents' ${pluralPhrase(ZONE_WORDS[zone.zone])}`;
  const whose = zone.player === "any" ? "a player's" : playersPossessive(zone.player, several);
  return `in ${whose} ${ZONE_WORDS[zone.zone]}`;
}

/**
 * Whether every object the filter accepts is owned by the ability's controller: it says so, or it
 * looks in one of their non-board zones, which hold only what they own (RULES G2).
 */
export function ownedByYou(filter: Filter): boolean {
  if (filter.owner === "you") return true;
  const zone = filter.zone;
  return zone !== undefined && zone.player === "you" && NON_BOARD_ZONES.has(zone.zone);
}

const NON_BOARD_ZONES: ReadonlySet<ZoneName> = new Set([
  "hand",
  "deck",
  "trash",
  "banishment",
  "champion",
  "runeDeck",
]);

/** How many of a filter's objects a phrase means, and whether they are targets. */
export type FilterForm =
  /** "a unit", "another unit" */
  | { form: "one" }
  /** "target unit", "2 target units", "up to 2 other units" */
  | { form: "count"; count: number; upTo: boolean; target: boolean }
  /** "all units", "all other units" */
  | { form: "all" }
  /** "each unit", "each other unit" */
  | { form: "each" }
  /** "units", "other units": after "the number of", or as the subject of a static ability */
  | { form: "plural" }
  /** "unit", "other unit": after "exactly 1" */
  | { form: "singular" };

/** A filter as a noun phrase: `filterPhrase({ types: ["unit"], controller: "you" }, …)` → "a unit you control". */
export function filterPhrase(
  filter: Filter,
  ctx: RenderContext,
  form: FilterForm,
  fallbackNoun?: string,
): string {
  const several = form.form === "count" ? form.count > 1 : form.form !== "one";
  const words = filterWords(filter, ctx, several, fallbackNoun);
  const noun = (plural: boolean): string =>
    [words.adjectives, plural ? words.headPlural : words.head, words.post]
      .filter((part) => part !== "")
      .join(" ");
  switch (form.form) {
    case "one":
      return words.another ? `another ${noun(false)}` : withArticle(noun(false));
    case "count": {
      const target = form.target ? "target " : "";
      if (form.count === 1 && !form.upTo) {
        if (words.another) return `another ${target}${noun(false)}`;
        return form.target ? `target ${noun(false)}` : withArticle(noun(false));
      }
      const other = words.another ? "other " : "";
      const upTo = form.upTo ? "up to " : "";
      return `${upTo}${form.count} ${other}${target}${noun(form.count !== 1)}`;
    }
    case "all":
      return `all ${words.another ? "other " : ""}${noun(true)}`;
    case "each":
      return `each ${words.another ? "other " : ""}${noun(false)}`;
    case "plural":
      return `${words.another ? "other " : ""}${noun(true)}`;
    case "singular":
      return `${words.another ? "other " : ""}${noun(false)}`;
    default: {
      const _exhaustive: never = form;
      return _exhaustive;
    }
  }
}

/** The noun a later "that …" uses for one of the filter's objects: "unit", "card", "token". */
export function filterReferentNoun(
  filter: Filter,
  ctx: RenderContext,
  fallbackNoun?: string,
): string {
  return filterWords(filter, ctx, false, fallbackNoun).referentNoun;
}
