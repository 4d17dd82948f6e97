import type { Filter, LocationFilter, StatusName } from "../../runtime/definitions.js";
import { costComparison, mightComparison } from "./comparisons.js";
import type { RenderContext } from "./context.js";
import { joinList, pluralWord, withArticle } from "./english.js";
import { renderedEveryField } from "./exhaustive.js";
import { boundPossessive } from "./objects.js";
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

function filterWords(filter: Filter, ctx: RenderContext, fallbackNoun?: string): FilterWords {
  const {
    types,
    kind,
    name,
    controller,
    owner,
    location,
    zone,
    tags,
    keywords,
    domains,
    might,
    cost,
    statuses,
    another,
    ...rest
  } = filter;
  renderedEveryField(rest);

  const kindWord = kind === "card" || kind === "token" ? kind : undefined;
  const fallback =
    fallbackNoun ?? (zone !== undefined && zone.zone !== "chain" ? "card" : "object");
  const typeList = types ?? [];
  let head: string;
  let headPlural: string;
  if (typeList.length > 0 && kindWord !== undefined) {
    head = `${joinList(typeList, "or")} ${kindWord}`;
    headPlural = `${joinList(typeList, "or")} ${pluralWord(kindWord)}`;
  } else if (typeList.length > 0) {
    head = joinList(typeList, "or");
    headPlural = joinList(typeList.map(pluralWord), "or");
  } else {
    head = kindWord ?? fallback;
    headPlural = pluralWord(head);
  }

  // Lists of tags, keywords and domains accept any one of them; statuses must all hold.
  const adjectives = [
    (statuses ?? []).map((s) => STATUS_WORDS[s]).join(", "),
    joinList(domains ?? [], "or"),
    joinList(tags ?? [], "or"),
    name !== undefined && kind !== "card" ? name : "",
  ].filter((word) => word !== "");

  const withParts = [
    joinList(keywords ?? [], "or"),
    might ? mightComparison(might) : "",
    cost ? costComparison(cost) : "",
  ].filter((part) => part !== "");
  const controlParts = [
    name !== undefined && kind === "card" ? `named "${name}"` : "",
    withParts.length > 0 ? `with ${joinList(withParts)}` : "",
    whoControlsAndOwns(controller, owner),
    location ? locationFilterPhrase(location, ctx) : "",
    zone ? zonePhrase(zone) : "",
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

function whoControlsAndOwns(controller: Filter["controller"], owner: Filter["owner"]): string {
  const control = controller !== undefined && controller !== "any" ? controller : undefined;
  const own = owner !== undefined && owner !== "any" ? owner : undefined;
  if (control !== undefined && control === own) {
    return `${selectorDoes(control, "control")} and ${control === "you" ? "own" : "owns"}`;
  }
  return joinList(
    [
      control !== undefined ? selectorDoes(control, "control") : "",
      own !== undefined ? selectorDoes(own, "own") : "",
    ].filter((part) => part !== ""),
  );
}

export function locationFilterPhrase(location: LocationFilter, ctx: RenderContext): string {
  switch (location.at) {
    case "here":
      return "here";
    case "there":
      // The runtime reads "there" as the location of the bound object.
      return `at ${boundPossessive(location.name, ctx)} location`;
    case "anyBattlefield":
      return "at a battlefield";
    case "base":
      return `at ${location.player === "any" ? "a" : selectorPossessive(location.player)} base`;
    case "board":
      return "on the board";
    default: {
      const _exhaustive: never = location;
      return _exhaustive;
    }
  }
}

function zonePhrase(zone: NonNullable<Filter["zone"]>): string {
  if (zone.zone === "chain") {
    return zone.player === "any"
      ? "on the Chain"
      : `on the Chain controlled by ${controlledBy(zone.player)}`;
  }
  if (zone.zone === "facedown") return "facedown at a battlefield";
  if (isSharedZone(zone.zone)) return `in the ${ZONE_WORDS[zone.zone]}`;
  const whose = zone.player === "any" ? "a player's" : selectorPossessive(zone.player);
  return `in ${whose} ${ZONE_WORDS[zone.zone]}`;
}

function controlledBy(player: "you" | "opponent"): string {
  return player === "you" ? "you" : "an opponent";
}

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
  const words = filterWords(filter, ctx, fallbackNoun);
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
  return filterWords(filter, ctx, fallbackNoun).referentNoun;
}
