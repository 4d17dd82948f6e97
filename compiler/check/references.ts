/**
 * Checking references: objects (`this`, targets, chosen objects, `it`, `that …`, bound names),
 * filters (RULES O4, T7), players, places and amounts. Findings go to the side tables.
 */
import type {
  AmountNode,
  CardTypeWord,
  FilterNode,
  MightThanNode,
  ItRefNode,
  NonNode,
  LocationFilterNode,
  NameNode,
  NamedRefNode,
  NounWord,
  ObjectRefNode,
  PlaceNode,
  PlayerNode,
  Range,
  ThatRefNode,
  ZoneWord,
} from "../../grammar/ast.js";
import type { AbilityContext } from "./context.js";
import { entryHandle, referentHandle } from "./declare.js";
import type { Handle } from "./findings.js";
import { nameText, type NameIndex } from "./names.js";
import type { DeclaredDefinition } from "../symbols.js";
import { otherGamesWord } from "../../grammar/suggest.js";
import {
  findReferent,
  makeReferent,
  useHandle,
  type Level,
  type NameEntry,
  type Referent,
  type ReferentShape,
} from "./resolution.js";
import { zoneWords } from "./words.js";

/** Where a reference stands; only instructions' own objects may be targets or be bound. */
export type RefRole = "act" | "subject" | "condition" | "amount" | "player" | "place";

export interface RefMeaning {
  shape: ReferentShape;
  /** How `this`, `it`, `that …`, a bound name or the triggering object is reached. */
  handle: Handle | undefined;
  /** A target, a chosen object or `all …`: a new mention later instructions can call `it`. */
  introduces: boolean;
  description: string;
  /** The mention `it` / `that …` resolved to, which later instructions may re-bind. */
  referent?: Referent;
  /** The name a bound-name reference resolved to. */
  entry?: NameEntry;
}

/** Zones a token never waits in: it ceases to exist on arrival (RULES T7). */
const TOKENLESS_ZONES: ReadonlySet<ZoneWord> = new Set<ZoneWord>([
  "hand",
  "deck",
  "trash",
  "banishment",
  "runeDeck",
]);
const OFF_BOARD_ZONES: ReadonlySet<ZoneWord> = new Set<ZoneWord>([
  "hand",
  "deck",
  "trash",
  "banishment",
  "runeDeck",
  "chain",
]);
const LOCATED_TYPES: ReadonlySet<CardTypeWord> = new Set<CardTypeWord>([
  "unit",
  "gear",
  "battlefield",
]);

const UNKNOWN_SHAPE: ReferentShape = {
  types: [],
  objectKind: undefined,
  plural: false,
  located: true,
};

export function checkObjectRef(
  ax: AbilityContext,
  level: Level,
  ref: ObjectRefNode,
  role: RefRole,
): RefMeaning | undefined {
  if (ref.bind && role !== "act" && role !== "subject") {
    ax.def.report.error(
      ref.bind.range,
      "RS2026",
      `\`as ${ref.bind.text}\` cannot name this: only what an instruction acts on can be named`,
    );
  }
  switch (ref.kind) {
    case "ThisRef":
      return {
        shape: {
          types: ax.bearer.type ? [ax.bearer.type] : [],
          objectKind: ax.bearer.objectKind,
          plural: false,
          located: true,
        },
        handle: { kind: "this" },
        introduces: false,
        description: "this",
      };
    case "TargetRef":
      if (role !== "act" && role !== "amount") {
        ax.def.report.error(
          ref.range,
          "RS2034",
          "a target is chosen as the ability is played and is acted on by an instruction; write `a …` to pick one on resolution",
        );
      } else {
        reportUnchosenTarget(
          ax,
          level,
          ref.range,
          "this target",
          "write `a …` instead of `target …` to choose one as it happens, or `all …`",
        );
      }
      checkCount(ax, ref.count, ref.range);
      checkFilter(ax, level, ref.filter);
      checkTargetNeedsNoBinding(ax, ref.filter);
      return {
        shape: filterShape(ax, ref.filter, ref.count > 1),
        handle: undefined,
        introduces: true,
        description: `target ${describeFilter(ref.filter)}`,
      };
    case "ChooseRef":
      checkCount(ax, ref.count, ref.range);
      checkFilter(ax, level, ref.filter);
      return {
        shape: filterShape(ax, ref.filter, ref.count > 1),
        handle: undefined,
        introduces: true,
        description: describeFilter(ref.filter),
      };
    case "AllRef":
      checkFilter(ax, level, ref.filter);
      return {
        shape: filterShape(ax, ref.filter, true),
        handle: undefined,
        introduces: true,
        description: `all ${describeFilter(ref.filter)}`,
      };
    case "ItRef":
    case "ThatRef": {
      const referent = resolvePronoun(ax, level, ref);
      if (!referent) return undefined;
      return {
        shape: referent,
        handle: referentHandle(ax, referent),
        introduces: false,
        description: referent.description,
        referent,
      };
    }
    case "NamedRef": {
      const entry = resolveName(ax, level, ref, ref.name);
      if (!entry) return undefined;
      return {
        shape: entry.referent ?? UNKNOWN_SHAPE,
        handle: entryHandle(ax, entry),
        introduces: false,
        description: entry.name,
        entry,
      };
    }
    case "TriggeringRef": {
      const triggering = level.triggerInScope()?.subject;
      if (!triggering) {
        ax.def.report.error(
          ref.range,
          "RS2012",
          `\`the triggering ${ref.noun}\` needs an event that something happened to: use it in a \`when …\` ability`,
        );
        return undefined;
      }
      return {
        shape: triggering,
        handle: { kind: "triggering" },
        introduces: false,
        description: `the triggering ${ref.noun}`,
      };
    }
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

function checkCount(ax: AbilityContext, count: number, range: Range): void {
  if (count < 1) ax.def.report.error(range, "RS2018", "the number of objects must be at least 1");
}

export function resolveName(
  ax: AbilityContext,
  level: Level,
  node: NamedRefNode | { name: NameNode; range: Range },
  name: NameNode,
): NameEntry | undefined {
  const entry = level.lookup(name.text);
  if (!entry) {
    ax.def.failed.push({ node, level, visible: level.visibleNames() });
    return undefined;
  }
  entry.uses++;
  const handle = entryHandle(ax, entry);
  if (
    crossesDelayed(level, entry.level) &&
    (handle.kind === "triggering" || handle.kind === "replaced")
  ) {
    reportUnreachableEvent(ax, name.range);
  }
  ax.def.findings.handles.set(node as ObjectRefNode, useHandle(handle));
  return entry;
}

function crossesDelayed(from: Level, to: Level): boolean {
  for (let level: Level | undefined = from; level && level !== to; level = level.parent) {
    if (level.kind === "delayed") return true;
  }
  return false;
}

function reportUnreachableEvent(ax: AbilityContext, range: Range): void {
  ax.def.report.error(
    range,
    "RS2027",
    "a delayed trigger cannot yet reach the object of the event that started this ability; act on it first (`banish it as x`) and use that name",
  );
}

/** "`target unit` (1:43) or `target gear` (1:66)", at most four of them. */
function listCandidates(candidates: readonly Referent[]): string {
  const shown = candidates
    .slice(0, 4)
    .map((c) => `\`${c.description}\` (${c.range.line}:${c.range.column})`);
  const more = candidates.length - shown.length;
  return more > 0 ? `${shown.join(", ")} or ${more} more` : shown.join(" or ");
}

function nounFits(noun: NounWord, referent: ReferentShape): boolean {
  switch (noun) {
    case "object":
      return true;
    case "card":
      return referent.objectKind !== "token";
    case "token":
      return referent.objectKind !== "card";
    default:
      return referent.types.length === 0 || referent.types.includes(noun);
  }
}

function resolvePronoun(
  ax: AbilityContext,
  level: Level,
  ref: ItRefNode | ThatRefNode,
): Referent | undefined {
  const fits =
    ref.kind === "ItRef"
      ? (referent: Referent) => referent.plural === ref.plural && !referent.implied
      : (referent: Referent) => nounFits(ref.noun, referent);
  const written = ref.kind === "ItRef" ? (ref.plural ? "them" : "it") : `that ${ref.noun}`;
  const search = findReferent(level, fits);
  if (search.found) {
    const handle = referentHandle(ax, search.found);
    if (search.crossedDelayed && (handle.kind === "triggering" || handle.kind === "replaced")) {
      reportUnreachableEvent(ax, ref.range);
    }
    ax.def.findings.handles.set(ref, useHandle(handle));
    return search.found;
  }
  if (search.candidates.length > 1) {
    ax.def.report.error(
      ref.range,
      "RS2013",
      `\`${written}\` could mean ${listCandidates(search.candidates)}; name the one you mean with \`as NAME\` and use the name`,
      search.candidates.map((c) => ({
        range: c.range,
        message: `\`${c.description}\` is mentioned here`,
      })),
    );
    return undefined;
  }
  if (
    ref.kind === "ItRef" &&
    !ref.plural &&
    search.candidates.length === 0 &&
    level.triggerInScope()?.self === true
  ) {
    // In a trigger on this's own event (`when this is played, give it +1 might this turn`), an
    // `it` with nothing else mentioned before it is the source, as card text means it.
    const handle: Handle = { kind: "this" };
    ax.def.findings.handles.set(ref, handle);
    const type = ax.bearer.type;
    return makeReferent(
      {
        types: type ? [type] : [],
        objectKind: ax.bearer.objectKind,
        plural: false,
        located: true,
      },
      handle,
      undefined,
      ref.range,
      "this",
    );
  }
  let hint = ax.bearer.type ? "; for the card itself write `this`" : "";
  if (ref.kind === "ItRef" && findReferent(level, (r) => r.plural !== ref.plural).found) {
    hint = ref.plural ? "; for one object write `it`" : "; for several objects write `them`";
  }
  ax.def.report.error(
    ref.range,
    "RS2012",
    `\`${written}\` refers to nothing mentioned before it in this ability${hint}`,
  );
  return undefined;
}

/** The shape of what a filter matches; `plural` when the count of a reference decides it. */
export function filterShape(
  ax: AbilityContext,
  filter: FilterNode,
  plural: boolean = filter.plural,
): ReferentShape {
  const reading = filter.name ? readFilterName(ax.def.names, filter.name) : undefined;
  // A tag says nothing of the kind of object (CR 133.8: tags apply to objects of several types).
  const named = reading?.kind === "definition" ? reading.definition : undefined;
  const types = filter.types.length > 0 ? filter.types : named ? [named.cardType] : [];
  const objectKind = filter.objectKind ?? nonKind(filter) ?? named?.definitionKind;
  const zone = filter.zone?.zone;
  const located =
    !(zone !== undefined && OFF_BOARD_ZONES.has(zone)) &&
    !(types.length > 0 && types.every((t) => t === "spell"));
  const many = plural || (reading !== undefined && "plural" in reading && reading.plural);
  return { types, objectKind, plural: many, located };
}

export function describeFilter(filter: FilterNode): string {
  const noun =
    filter.types.length > 0 ? filter.types.join(" or ") : (filter.objectKind ?? "object");
  const kind = filter.types.length > 0 && filter.objectKind ? ` ${filter.objectKind}` : "";
  const non = filter.non.map((word) => {
    const excluded = word.name ? nameText(word.name) : (word.noun ?? word.domain ?? "");
    return `non-${excluded} `;
  });
  return `${non.join("")}${filter.name ? `${nameText(filter.name)} ` : ""}${noun}${kind}`;
}

/**
 * Bare words one after another before a filter's noun: the grammar reads them as one name (see
 * `filterNameWith`), which is either a name of several words left unquoted or two names where a
 * filter takes one.
 */
function reportUnquotedWords(ax: AbilityContext, name: NameNode): void {
  const words = name.text.split(" ");
  const declared = ax.def.names.definition(name.text, name.range);
  const message = declared
    ? `a name of several words is quoted: write "${name.text}"`
    : `no card or token is named "${name.text}", and a filter names one card or token: ` +
      `\`${words.join("` and `")}\` are ${words.length} names; a name of several words is quoted` +
      ax.def.names.suggestDefinition(name.text);
  ax.def.report.error(name.range, "RS2003", message);
}

/**
 * What a name in a filter reads as. A bare name that is a tag is what has the tag — `a Bird`,
 * `a Bird unit`, `Birds here` alike, as printed cards speak of a tag (CR 133.8, 143.1) — and the
 * noun, if any, narrows it; any other name, or a quoted one, is the card or token of that name
 * (CR 132). A plural (`Birds`, `Foxes`, `Fairies`) is read as its singular when the word as
 * written is neither. A bare name that is a tag and also names a definition without that tag
 * could mean either (`ambiguous`).
 */
export type FilterNameReading =
  | { kind: "tag"; tag: string; plural: boolean }
  | { kind: "definition"; definition: DeclaredDefinition; plural: boolean }
  | { kind: "ambiguous"; tag: string; definition: DeclaredDefinition }
  | { kind: "unknown" };

export function readFilterName(names: NameIndex, name: NameNode): FilterNameReading {
  const written = readNameAs(names, name.text, name.quoted, false);
  if (written !== undefined || name.quoted) return written ?? UNKNOWN_NAME;
  for (const singular of singularsOf(name.text)) {
    const read = readNameAs(names, singular, false, true);
    if (read !== undefined) return read;
  }
  return UNKNOWN_NAME;
}

const UNKNOWN_NAME: FilterNameReading = { kind: "unknown" };

function readNameAs(
  names: NameIndex,
  text: string,
  quoted: boolean,
  plural: boolean,
): FilterNameReading | undefined {
  const tagged = names.tags.has(text);
  if (tagged && !quoted) {
    const definition = names.symbols.definitions.get(text);
    if (definition !== undefined && !definition.tags.includes(text) && !plural)
      return { kind: "ambiguous", tag: text, definition };
    return { kind: "tag", tag: text, plural };
  }
  // While files load, an unknown name waits for the rest (see `NameIndex.definition`).
  const definition = names.definition(text);
  if (definition !== undefined) return { kind: "definition", definition, plural };
  return tagged ? { kind: "tag", tag: text, plural } : undefined;
}

/** `Birds` → `Bird`, `Foxes` → `Fox`, `Fairies` → `Fairy`: the singulars a plural may have. */
function singularsOf(word: string): string[] {
  const out: string[] = [];
  if (word.length > 3 && word.endsWith("ies")) out.push(`${word.slice(0, -3)}y`);
  if (word.length > 2 && word.endsWith("es")) out.push(word.slice(0, -2));
  if (word.length > 1 && word.endsWith("s") && !word.endsWith("ss")) out.push(word.slice(0, -1));
  return out;
}

/**
 * Checks a filter's name as `readFilterName` reads it, and records a reading other than the name
 * as written for lowering; returns the kind of object a card's or token's name says.
 */
function checkFilterName(
  ax: AbilityContext,
  filter: FilterNode,
  name: NameNode,
): "card" | "token" | undefined {
  const report = ax.def.report;
  ax.def.names.uses?.push({ name: name.text, range: name.range });
  const reading = readFilterName(ax.def.names, name);
  switch (reading.kind) {
    case "tag":
      ax.def.findings.filterNames.set(filter, { tag: true, name: reading.tag });
      return undefined;
    case "ambiguous": {
      const definition = reading.definition;
      report.error(
        name.range,
        "RS2064",
        `\`${name.text}\` is a tag and also the name of the ${definition.definitionKind} ${nameText(definition)}, which does not have that tag, so this could mean either: for what has the tag write \`${withTagPhrase(filter, reading.tag)}\`; for the ${definition.definitionKind} itself quote its name (\`"${reading.tag}"\`)`,
      );
      return undefined;
    }
    case "unknown": {
      // `kill target creature`: a name alone (`a Bird`) may be another game's word for a kind.
      const kind =
        filter.types.length === 0 && filter.objectKind === undefined
          ? otherGamesWord(name.text)
          : undefined;
      const hint =
        kind !== undefined
          ? `; did you mean \`${kind}\`?`
          : ax.def.names.suggestDefinition(name.text);
      report.error(name.range, "RS2003", `no card or token is named ${nameText(name)}${hint}`);
      return undefined;
    }
    case "definition":
      break;
  }
  const definition = reading.definition;
  if (reading.plural)
    ax.def.findings.filterNames.set(filter, { tag: false, name: definition.text });
  const text = nameText(definition);
  if (filter.objectKind === "card" && definition.definitionKind === "token") {
    report.error(
      filter.range,
      "RS2005",
      `${text} is a token, and what asks for a card never accepts a token (RULES O4)`,
    );
  } else if (filter.objectKind === "token" && definition.definitionKind === "card") {
    report.error(
      filter.range,
      "RS2005",
      `${text} is a card, not a token, so this never matches (RULES O4)`,
    );
  } else if (filter.types.length > 0 && !filter.types.includes(definition.cardType)) {
    report.error(
      filter.range,
      "RS2005",
      `${text} is a ${definition.cardType}, so \`${filter.types.join(" or ")}\` never matches it`,
    );
  }
  return definition.definitionKind;
}

/** `units with tag Sprite`, `a unit with tag Sprite`: the filter's noun with the tag after it. */
function withTagPhrase(filter: FilterNode, tag: string): string {
  const noun = filter.types.length > 0 ? filter.types.join(" or ") : "unit";
  return filter.plural ? `${noun}s with tag ${tag}` : `a ${noun} with tag ${tag}`;
}

/** RULES O4: `non-token` asks for cards, `non-card` for tokens. */
function nonKind(filter: FilterNode): "card" | "token" | undefined {
  for (const non of filter.non) {
    if (non.noun === "token") return "card";
    if (non.noun === "card") return "token";
  }
  return undefined;
}

/**
 * `non-Bird`, `non-token`, `non-unit`, `non-Fury`: each word excludes what it names, read as the
 * filter's own words are (a name is a tag, else a card or token, CR 133.8). A word that excludes
 * what the rest of the filter asks for leaves nothing to match (RS2005).
 */
function checkNonWords(
  ax: AbilityContext,
  filter: FilterNode,
  named: DeclaredDefinition | undefined,
): void {
  const report = ax.def.report;
  const never = (non: NonNode, why: string): void =>
    report.error(non.range, "RS2005", `${why}, so this never matches`);
  const kinds = new Set<string>();
  for (const non of filter.non) {
    if (non.domain !== undefined && filter.domains.includes(non.domain)) {
      never(non, `\`non-${non.domain}\` excludes the domain the filter asks for`);
    } else if (non.noun === "token" || non.noun === "card") {
      kinds.add(non.noun);
      const kind = filter.objectKind ?? named?.definitionKind;
      if (kinds.size > 1) never(non, "an object is a card or a token (RULES O4), never neither");
      else if (kind !== undefined && kind === non.noun)
        never(non, `\`non-${non.noun}\` excludes every ${kind} the filter asks for`);
    } else if (non.noun !== undefined) {
      const types = filter.types.length > 0 ? filter.types : named ? [named.cardType] : [];
      if (types.length > 0 && types.every((type) => type === non.noun))
        never(non, `\`non-${non.noun}\` excludes every ${non.noun} the filter asks for`);
    } else if (non.name !== undefined) {
      checkNonName(ax, filter, non, non.name);
    }
  }
}

function checkNonName(ax: AbilityContext, filter: FilterNode, non: NonNode, name: NameNode): void {
  const report = ax.def.report;
  ax.def.names.uses?.push({ name: name.text, range: name.range });
  const reading = readFilterName(ax.def.names, name);
  let read: { tag: string | undefined; name: string | undefined };
  switch (reading.kind) {
    case "tag":
      read = { tag: reading.tag, name: undefined };
      break;
    case "definition":
      read = { tag: undefined, name: reading.definition.text };
      break;
    case "ambiguous":
      // `non-Sprite`, where some card is tagged Sprite and the Sprite token is not: what is
      // neither one nor the other, which excludes both readings a designer may mean.
      read = { tag: reading.tag, name: reading.definition.text };
      break;
    case "unknown": {
      report.error(
        name.range,
        "RS2003",
        `no card, token or tag is named ${nameText(name)}${ax.def.names.suggestDefinition(name.text)}`,
      );
      return;
    }
  }
  ax.def.findings.nonNames.set(non, read);
  const own = filter.name ? ax.def.findings.filterNames.get(filter) : undefined;
  const ownText = own?.name ?? filter.name?.text;
  const ownTags =
    filter.tags?.match === "all" || filter.tags?.tags.length === 1 ? filter.tags.tags : [];
  if (
    (ownText !== undefined && (ownText === read.tag || ownText === read.name)) ||
    ownTags.some((tag) => tag.text === read.tag)
  ) {
    report.error(
      non.range,
      "RS2005",
      `\`non-${name.text}\` excludes ${nameText(name)}, which the filter asks for, so this never matches`,
    );
  }
}

export function checkFilter(ax: AbilityContext, level: Level, filter: FilterNode): void {
  const report = ax.def.report;
  let objectKind = filter.objectKind ?? nonKind(filter);
  let definition: DeclaredDefinition | undefined;
  if (filter.name && !filter.name.quoted && filter.name.text.includes(" ")) {
    reportUnquotedWords(ax, filter.name);
  } else if (filter.name) {
    const named = checkFilterName(ax, filter, filter.name);
    objectKind ??= named;
    const reading = readFilterName(ax.def.names, filter.name);
    if (reading.kind === "definition") definition = reading.definition;
  }
  if (filter.non.length > 0) checkNonWords(ax, filter, definition);
  if (objectKind === "token" && filter.zone && TOKENLESS_ZONES.has(filter.zone.zone)) {
    report.error(
      filter.zone.range,
      "RS2005",
      `a token never waits in a ${zoneWords(filter.zone.zone)}: it ceases to exist as it gets there (RULES T7), so this never matches`,
    );
  }
  if (filter.might && filter.types.length > 0 && !filter.types.includes("unit")) {
    report.error(filter.might.range, "RS2005", "only units have Might, so this never matches");
  }
  if (
    filter.statuses.includes("mighty") &&
    filter.types.length > 0 &&
    !filter.types.includes("unit")
  ) {
    report.error(filter.range, "RS2005", "only units are Mighty (CR 707), so this never matches");
  }
  if (filter.mightThan) checkMightThan(ax, filter, filter.mightThan);
  if (filter.role) checkCombatRole(ax, filter);
  if (filter.alone) checkAlone(ax, filter);
  if (filter.occupied !== undefined || filter.uncontrolled) checkBattlefieldState(ax, filter);
  if (filter.notController !== undefined) checkNotControlled(ax, filter);
  if (filter.battlefieldControl) {
    // Card text's "a unit at a battlefield you control" most often means the battlefield's
    // controller; the filter's `you control` is the unit's, so reading it would silently differ.
    ax.def.report.error(
      filter.battlefieldControl,
      "RS2048",
      "after `at a battlefield`, `… control` says who controls the objects, not the battlefield, and a filter cannot yet ask who controls a battlefield: for objects you control write it before the place (`friendly units at a battlefield`, `enemy units at a battlefield`)",
    );
  }
  if (filter.tags) {
    for (const tag of filter.tags.tags) ax.def.tagUses.push(tag);
  }
  if (filter.location) checkLocationFilter(ax, level, filter.location);
}

/**
 * `with more might than this`: the source's Might is compared, so a source without Might (a
 * spell, a gear, a battlefield, a legend: only units have Might) makes a filter that never
 * matches (RS2096), as does one for objects that have none (RS2005).
 */
function checkMightThan(ax: AbilityContext, filter: FilterNode, than: MightThanNode): void {
  const report = ax.def.report;
  const word = than.op === ">" ? "more" : "less";
  if (filter.types.length > 0 && !filter.types.includes("unit")) {
    report.error(than.range, "RS2005", "only units have Might, so this never matches");
    return;
  }
  const type = ax.bearer.type;
  if (type !== undefined && type !== "unit") {
    report.error(
      than.object.range,
      "RS2096",
      `\`${word} might than this\` compares with this ${type}'s Might, and a ${type} has none (only units have Might), so this never matches; compare with a number: \`with might 3 or ${word}\``,
    );
  }
}

/**
 * `alone` (CR 740.2.a): a unit on the board with no other friendly unit at its location — so a
 * filter for other objects, or for cards in a zone off the board, never matches.
 */
function checkAlone(ax: AbilityContext, filter: FilterNode): void {
  const report = ax.def.report;
  if (filter.types.length > 0 && !filter.types.includes("unit")) {
    report.error(
      filter.range,
      "RS2078",
      `only a unit is alone (CR 740.2.a: no other friendly unit at its location), so \`${filter.types.join(" or ")} … alone\` never matches`,
    );
  } else if (filter.zone) {
    report.error(
      filter.zone.range,
      "RS2078",
      "only a unit on the board is alone (CR 740.2.a: no other friendly unit at its location), so a card in a zone off the board never is; leave out the zone or `alone`",
    );
  }
}

/**
 * `occupied`, `unoccupied`, `uncontrolled`, `open` (CR 170.11) say what a battlefield is: of
 * other objects, or of a battlefield someone is said to control, the filter never matches.
 */
function checkBattlefieldState(ax: AbilityContext, filter: FilterNode): void {
  const report = ax.def.report;
  if (
    (filter.types.length > 0 && !filter.types.includes("battlefield")) ||
    (filter.types.length === 0 && filter.objectKind !== undefined)
  ) {
    const noun = filter.types.length > 0 ? filter.types.join(" or ") : filter.objectKind!;
    report.error(
      filter.range,
      "RS2079",
      `\`occupied\`, \`unoccupied\`, \`uncontrolled\` and \`open\` say what a battlefield is (CR 170.11), so of a ${noun} this never matches; write \`battlefield\``,
    );
  } else if (filter.uncontrolled && filter.controller !== undefined) {
    report.error(
      filter.range,
      "RS2079",
      "no player controls an uncontrolled or open battlefield (CR 170.11.b), so one said to be controlled never matches; keep one of the two",
    );
  }
}

/**
 * `a unit you don't control`: RS2081 where the filter also says that player controls it
 * (`friendly`, `your`, `you control`), which never matches, or says its controller twice
 * (`enemy unit you don't control`: write one).
 */
function checkNotControlled(ax: AbilityContext, filter: FilterNode): void {
  const not = filter.notController;
  const who = not === "you" ? "you don't control" : "an opponent doesn't control";
  if (filter.controller === not) {
    ax.def.report.error(
      filter.range,
      "RS2081",
      `\`${who}\` and ${not === "you" ? "`friendly`, `your` or `you control`" : "`enemy` or `an opponent controls`"} in one filter never match together; keep one of the two`,
    );
  } else if (filter.controller !== undefined) {
    ax.def.report.error(
      filter.range,
      "RS2081",
      `the filter already says who controls its objects (${filter.controller === "you" ? "you" : "an opponent"}); \`${who}\` adds nothing: keep one of the two`,
    );
  }
}

/**
 * `attacking`, `defending`: a designation only units at the combat's battlefield carry (CR 323.2,
 * 464.2.c.3), so a filter for other objects, elsewhere or holding both, would never match.
 */
function checkCombatRole(ax: AbilityContext, filter: FilterNode): void {
  const report = ax.def.report;
  if (filter.roleConflict) {
    const other = filter.role === "attacking" ? "defending" : "attacking";
    report.error(
      filter.roleConflict,
      "RS2076",
      `\`${filter.role}\` and \`${other}\` in one filter: a unit in combat is attacking or defending, never both (CR 323.2, 464.2.c.3), so this never matches; keep the one you mean`,
    );
  } else if (filter.types.length > 0 && !filter.types.includes("unit")) {
    report.error(
      filter.range,
      "RS2070",
      `only units attack or defend (CR 323.2), so \`${filter.role} ${filter.types.join(" or ")}\` never matches`,
    );
  } else if (filter.zone || (filter.location && filter.location.at === "base")) {
    report.error(
      filter.range,
      "RS2070",
      `a unit is ${filter.role} only at the battlefield of the combat (CR 464.2.c.3), so this never matches`,
    );
  }
}

/**
 * Targets are chosen as the ability is played (RULES C1), before its instructions bind any name,
 * so a target's filter cannot read a bound name or `there`: no object would ever qualify.
 */
function checkTargetNeedsNoBinding(ax: AbilityContext, filter: FilterNode): void {
  const location = filter.location;
  if (location?.at === "target") {
    ax.def.report.error(
      location.range,
      "RS2036",
      "a target's filter cannot name another target, chosen alongside it; write `a …` instead of the first `target …` to choose it on resolution, where the battlefield is known",
    );
    return;
  }
  if (!location || (location.at !== "named" && location.at !== "there")) return;
  const name = location.at === "named" && location.name ? `\`${location.name.text}\`` : "`there`";
  ax.def.report.error(
    location.range,
    "RS2036",
    `a target is chosen as the ability is played, before ${name} is known; write \`a …\` instead of \`target …\` to choose it on resolution`,
  );
}

/**
 * `at target battlefield` where nothing is played: a static ability's subject or a trigger's
 * event, which no one chooses targets for (CR 355.5, 355.10) — the filter would match nothing.
 */
export function forbidTargetLocation(ax: AbilityContext, filter: FilterNode, what: string): void {
  const location = filter.location;
  if (location?.at !== "target") return;
  ax.def.report.error(
    location.range,
    "RS2034",
    `${what} chooses no targets, so \`at target battlefield\` would match nothing; write \`at a battlefield\`, \`here\` or \`there\``,
  );
}

function checkLocationFilter(ax: AbilityContext, level: Level, location: LocationFilterNode): void {
  switch (location.at) {
    case "here":
      // `a unit dies at this battlefield` names the card a battlefield.
      if (
        location.thisBattlefield &&
        ax.bearer.type !== undefined &&
        ax.bearer.type !== "battlefield"
      ) {
        ax.def.report.error(
          location.range,
          "RS2005",
          `this is a ${ax.bearer.type}, not a battlefield`,
        );
        return;
      }
      requireHere(ax, location.range);
      return;
    case "there": {
      const referent = findPlace(ax, level, location.range, "there");
      if (referent) recordLocationHandle(ax, location, useHandle(referentHandle(ax, referent)));
      return;
    }
    case "named": {
      if (!location.name) return;
      const entry = resolveName(
        ax,
        level,
        { name: location.name, range: location.range },
        location.name,
      );
      // resolveName keyed the handle by the stand-in node; key it by the filter's location instead.
      if (entry) recordLocationHandle(ax, location, entryHandle(ax, entry));
      return;
    }
    case "target":
      // CR 355: chosen as the ability is played, as any target; none where nothing chooses them.
      reportUnchosenTarget(
        ax,
        level,
        location.range,
        "`target battlefield`",
        "write `at a battlefield` (any of them) or name one bound earlier (`at NAME`)",
      );
      return;
    case "anyBattlefield":
    case "base":
    case "board":
      return;
    default: {
      const _exhaustive: never = location.at;
      return _exhaustive;
    }
  }
}

function recordLocationHandle(
  ax: AbilityContext,
  location: LocationFilterNode,
  handle: Handle,
): void {
  if (handle.kind === "triggering" || handle.kind === "replaced") {
    ax.def.report.error(
      location.range,
      "RS2027",
      "a filter cannot yet say where the triggering object is; act on it with `as NAME` first, or write `here`",
    );
    return;
  }
  ax.def.findings.handles.set(location, handle);
}

/** The one mentioned object whose location `there` means. */
function findPlace(
  ax: AbilityContext,
  level: Level,
  range: Range,
  written: string,
): Referent | undefined {
  const search = findReferent(level, (referent) => referent.located && !referent.plural);
  if (search.found) {
    const handle = search.found.handle;
    if (search.crossedDelayed && (handle?.kind === "triggering" || handle?.kind === "replaced")) {
      reportUnreachableEvent(ax, range);
    }
    return search.found;
  }
  if (search.candidates.length > 1) {
    ax.def.report.error(
      range,
      "RS2013",
      `\`${written}\` could be where ${listCandidates(search.candidates)} is; name the one you mean with \`as NAME\` and write \`at NAME\``,
      search.candidates.map((c) => ({
        range: c.range,
        message: `\`${c.description}\` is mentioned here`,
      })),
    );
    return undefined;
  }
  // `when this is played: play a Recruit token there`: `this` is no mentioned object; its
  // place has a word of its own.
  const type = ax.bearer.type;
  const here = type !== undefined && LOCATED_TYPES.has(type) ? "; where this is, write `here`" : "";
  ax.def.report.error(
    range,
    "RS2012",
    `\`${written}\` means where a mentioned object is, and nothing on the board is mentioned before it${here}`,
  );
  return undefined;
}

/** RULES G1: `here` is the location of the ability's source; spells, runes and legends have none. */
export function requireHere(ax: AbilityContext, range: Range): void {
  if (ax.functionsIn !== undefined) {
    ax.def.report.error(
      range,
      "RS2053",
      `\`here\` means where this is on the board, and this ability functions while this is in your ${ax.functionsIn}, which is no location; name the place instead`,
    );
    return;
  }
  const type = ax.bearer.type;
  if (type === undefined || LOCATED_TYPES.has(type)) return;
  const why =
    type === "spell"
      ? "a spell waits on the Chain, not at a board location"
      : `a ${type} is not at a base or a battlefield`;
  ax.def.report.error(
    range,
    "RS2022",
    `\`here\` means where this is, and ${why}; name the place instead: \`at a battlefield\`, \`at your base\`, or \`there\` for where an object named before it is (\`deal 3 to target unit. Deal 1 to each other unit there.\`)`,
  );
}

/**
 * RS2034 for a target in text no one chooses targets for: the runtime would never pick one, and
 * the instruction would silently do nothing. A replacement effect targets nothing (CR 355.10.c);
 * targets are chosen for a spell's effect or an ability as it is put on the Chain (CR 355.5,
 * 355.10), and what paying an optional cost does is neither (CR 356.2.b.1) — so a spell's is
 * written in its effect after `if you paid the additional cost`. A delayed trigger created there
 * chooses its own targets as it fires (CR 355.5.b).
 */
function reportUnchosenTarget(
  ax: AbilityContext,
  level: Level,
  range: Range,
  written: string,
  fix: string,
): void {
  if (ax.untargeted === undefined) return;
  for (let at: Level | undefined = level; at; at = at.parent) {
    if (at.kind === "delayed") return;
  }
  const why =
    ax.untargeted === "replacement"
      ? "a replacement effect chooses no targets (CR 355.10.c)"
      : "what paying an optional cost does is not played as a spell or an ability, so it chooses no targets (CR 355.5, 355.10, 356.2.b.1)";
  const spell =
    ax.untargeted === "optionalCost" && ax.bearer.type === "spell"
      ? "; or move the instruction into the spell's `effect:`, after `if you paid the additional cost,`"
      : "";
  ax.def.report.error(
    range,
    "RS2034",
    `nothing chooses ${written} here, so the instruction would do nothing: ${why}; ${fix}${spell}`,
  );
}

/** The moved object, for `its` in its own destination (`return target unit to its owner's hand`). */
export interface SelfObject {
  handle(): Handle;
}

export function checkPlayer(
  ax: AbilityContext,
  level: Level,
  player: PlayerNode,
  use: "ref" | "selector",
  self?: SelfObject,
): void {
  switch (player.who) {
    case "you":
    case "opponent":
    case "each":
    // Written only as the subject of a player's instruction, an acting player (`ref`).
    case "eachOpponent":
      return;
    case "targetPlayer":
      reportUnchosenTarget(
        ax,
        level,
        player.range,
        "`target player`",
        "write `each player`, `you` or `an opponent` instead",
      );
      return;
    case "targetOpponent":
      reportUnchosenTarget(
        ax,
        level,
        player.range,
        "`target opponent`",
        "write `an opponent` or `each opponent` instead",
      );
      return;
    case "any":
      if (use === "ref") {
        ax.def.report.error(
          player.range,
          "RS2027",
          "the runtime cannot yet let the controller pick any player as the ability resolves; write `target player` to choose one as it is played, or `you`, `an opponent` or `each player`",
        );
      }
      return;
    case "ownerOf":
    case "controllerOf":
    case "triggering":
      if (use === "selector") {
        ax.def.report.error(
          player.range,
          "RS2027",
          "here the runtime can only tell `you`, `an opponent` or `any player` apart",
        );
        return;
      }
      if (player.who !== "triggering" && player.object) {
        if (self && player.object.kind === "ItRef") {
          ax.def.findings.handles.set(player.object, useHandle(self.handle()));
        } else {
          checkObjectRef(ax, level, player.object, "player");
        }
      }
      if (player.who === "triggering" && !level.triggerInScope()) {
        ax.def.report.error(
          player.range,
          "RS2012",
          // Both spellings reach here, and the node does not say which was written.
          "`that player` and `the triggering player` name the player of the event of a `when …` ability or of a replacement, and here there is none (they never name a player the text named before them)",
        );
      }
      return;
    default: {
      const _exhaustive: never = player.who;
      return _exhaustive;
    }
  }
}

/** A destination: `here`, `there`, a base, a battlefield, its location, a zone. */
export function checkPlace(
  ax: AbilityContext,
  level: Level,
  place: PlaceNode,
  self?: SelfObject,
): void {
  const report = ax.def.report;
  switch (place.place) {
    case "here":
      requireHere(ax, place.range);
      return;
    case "there": {
      const referent = findPlace(ax, level, place.range, "there");
      if (referent) ax.def.findings.handles.set(place, useHandle(referentHandle(ax, referent)));
      return;
    }
    case "base":
      if (place.player) {
        // `its controller's base` for the moved object is where the runtime puts it anyway.
        if (self && place.player.who === "controllerOf" && place.player.object?.kind === "ItRef") {
          ax.def.findings.defaultPlayers.add(place.player);
        } else {
          checkPlayer(ax, level, place.player, "ref", self);
        }
      }
      return;
    case "zone":
      if (place.player) {
        // RULES G2: a card goes to its owner's zone; `its owner's …` is the runtime's default.
        if (self && place.player.who === "ownerOf" && place.player.object?.kind === "ItRef") {
          ax.def.findings.defaultPlayers.add(place.player);
        } else {
          checkPlayer(ax, level, place.player, "ref", self);
        }
      }
      if (place.zone && !["hand", "deck", "trash", "banishment"].includes(place.zone)) {
        report.error(
          place.range,
          "RS2027",
          `nothing can be put into a ${zoneWords(place.zone)} by name; use a hand, deck, trash or banishment`,
        );
      }
      return;
    case "battlefield": {
      const battlefield = place.battlefield;
      if (!battlefield) return;
      switch (battlefield.kind) {
        case "ChooseRef":
          if (battlefield.bind) {
            report.error(
              battlefield.bind.range,
              "RS2026",
              `\`as ${battlefield.bind.text}\` cannot name a destination yet`,
            );
          }
          if (battlefield.count !== 1 || battlefield.upTo) {
            report.error(battlefield.range, "RS2018", "a destination is one battlefield");
          }
          if (battlefield.filter.types.some((type) => type !== "battlefield")) {
            report.error(battlefield.filter.range, "RS2005", "a destination must be a battlefield");
          }
          checkFilter(ax, level, battlefield.filter);
          return;
        case "TargetRef":
        case "AllRef":
          report.error(
            battlefield.range,
            "RS2027",
            "a destination cannot be targeted or be every battlefield yet; write `a battlefield …`",
          );
          return;
        default:
          // `play a Recruit token at this battlefield` names the card a battlefield; `at this`
          // alone is where any card is.
          if (
            place.thisBattlefield &&
            ax.bearer.type !== undefined &&
            ax.bearer.type !== "battlefield"
          ) {
            report.error(place.range, "RS2005", `this is a ${ax.bearer.type}, not a battlefield`);
          }
          checkObjectRef(ax, level, battlefield, "place");
          return;
      }
    }
    case "sameLocationAs":
      if (place.object) {
        if (self && place.object.kind === "ItRef") {
          ax.def.findings.handles.set(place.object, useHandle(self.handle()));
        } else {
          checkObjectRef(ax, level, place.object, "place");
        }
      }
      return;
    case "chain":
      report.error(
        place.range,
        "RS2027",
        "nothing can be put on the Chain by an instruction yet; play it instead",
      );
      return;
    default: {
      const _exhaustive: never = place.place;
      return _exhaustive;
    }
  }
}

export function checkAmount(ax: AbilityContext, level: Level, amount: AmountNode): void {
  switch (amount.kind) {
    case "Number":
      if (amount.value < 1)
        ax.def.report.error(amount.range, "RS2018", "this number must be at least 1");
      return;
    case "CountOf":
      if (amount.per < 1)
        ax.def.report.error(amount.range, "RS2018", "this number must be at least 1");
      checkFilter(ax, level, amount.filter);
      return;
    case "PlayerCount":
      if (amount.per < 1)
        ax.def.report.error(amount.range, "RS2018", "this number must be at least 1");
      return;
    case "MightOf":
      checkObjectRef(ax, level, amount.object, "amount");
      return;
    case "ScoreOf":
      checkPlayer(ax, level, amount.player, "ref");
      return;
    default: {
      const _exhaustive: never = amount;
      return _exhaustive;
    }
  }
}
