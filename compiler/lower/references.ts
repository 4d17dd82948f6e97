/** Lowering references: objects, filters, players, places and amounts. */
import type {
  AmountNode,
  ComparisonNode,
  FilterNode,
  LocationFilterNode,
  NameNode,
  Node,
  ObjectRefNode,
  PlaceNode,
  PlayerNode,
  StatusWord,
  TagFilterNode,
  ZoneFilterNode,
} from "../../grammar/ast.js";
import type {
  Amount,
  CardType,
  Comparison,
  Domain,
  Filter,
  LocationFilter,
  LocationRef,
  ObjectRef,
  PlayerRef,
  PlayerSelector,
  StatusName,
} from "../../runtime/definitions.js";
import { isAnyBattlefield, saysOnlyTypeControllerPlace } from "../check/events.js";
import type { Handle } from "../check/findings.js";
import { LoweringError, visit, type LowerContext } from "./context.js";

export function lowerName(lx: LowerContext, name: NameNode): string {
  visit(lx, name);
  return name.text;
}

export function lowerComparison(lx: LowerContext, comparison: ComparisonNode): Comparison {
  visit(lx, comparison);
  return { op: comparison.op, value: comparison.value };
}

export function lowerHandle(handle: Handle, node: Node): ObjectRef {
  switch (handle.kind) {
    case "slot":
      if (handle.slot.name === undefined)
        throw new LoweringError("a reference to an unnamed binding", node.range);
      return { ref: "bound", name: handle.slot.name };
    case "this":
      return { ref: "this" };
    case "triggering":
      return { ref: "triggering" };
    case "replaced":
      return { ref: "replaced" };
    default: {
      const _exhaustive: never = handle;
      return _exhaustive;
    }
  }
}

/** The handle the checker found for `it`, `that …`, a bound name, `there` or `at NAME`. */
export function handleOf(lx: LowerContext, node: Node): Handle {
  const handle = lx.findings.handles.get(node);
  if (!handle)
    throw new LoweringError(`no referent was found for ${referenceWords(node)}`, node.range);
  return handle;
}

/** A reference as the designer wrote it, for a message: never the node's kind. */
function referenceWords(node: Node): string {
  switch (node.kind) {
    case "ItRef":
      return "this `it` or `them`";
    case "ThatRef":
      return "this `that …`";
    case "NamedRef":
      return "this bound name";
    case "Place":
      return "this `there` or `its location`";
    default:
      return "this reference";
  }
}

/** The name an instruction or a reference binds, if the checker gave it one. */
export function boundName(lx: LowerContext, node: Node): string | undefined {
  return lx.findings.binds.get(node)?.name;
}

/** Adds the name an instruction or a reference binds, if the checker gave it one. */
export function withBind<T extends { bind?: string }>(lx: LowerContext, node: Node, lowered: T): T {
  const name = boundName(lx, node);
  if (name !== undefined) lowered.bind = name;
  return lowered;
}

export function lowerObjectRef(lx: LowerContext, ref: ObjectRefNode): ObjectRef {
  visit(lx, ref);
  switch (ref.kind) {
    case "ThisRef":
      return { ref: "this" };
    case "TargetRef":
    case "ChooseRef": {
      const kind = ref.kind === "TargetRef" ? "target" : "choose";
      const filter = lowerFilter(lx, ref.filter);
      if (ref.count === 1 && !ref.upTo) {
        // The usual shapes as literals, for the reason `lowerDefinition` gives.
        const bind = boundName(lx, ref);
        return bind === undefined ? { ref: kind, filter } : { ref: kind, filter, bind };
      }
      const lowered: Extract<ObjectRef, { ref: "target" | "choose" }> = { ref: kind, filter };
      if (ref.count !== 1) lowered.count = ref.count;
      if (ref.upTo) lowered.upTo = true;
      return withBind(lx, ref, lowered);
    }
    case "AllRef": {
      const filter = lowerFilter(lx, ref.filter);
      const bind = boundName(lx, ref);
      return bind === undefined ? { ref: "all", filter } : { ref: "all", filter, bind };
    }
    case "ItRef":
    case "ThatRef":
    case "NamedRef":
      if (ref.kind === "NamedRef") lowerName(lx, ref.name);
      return lowerHandle(handleOf(lx, ref), ref);
    case "TriggeringRef":
      return { ref: "triggering" };
    default: {
      const _exhaustive: never = ref;
      return _exhaustive;
    }
  }
}

export function lowerFilter(lx: LowerContext, filter: FilterNode): Filter {
  visit(lx, filter);
  const lists = lx.lists;
  const types = filter.types.length > 0 ? lists.copy(filter.types) : undefined;
  if (saysOnlyTypeControllerPlace(filter)) {
    const controller = filter.controller;
    const location = filter.location ? lowerLocationFilter(lx, filter.location) : undefined;
    // Most filters: one literal per shape, for the reason `lowerDefinition` gives.
    if (types === undefined) {
      if (controller === undefined) return location === undefined ? {} : { location };
      return location === undefined ? { controller } : { controller, location };
    }
    if (controller === undefined) return location === undefined ? { types } : { types, location };
    return location === undefined ? { types, controller } : { types, controller, location };
  }
  // Starting from a literal with the types lets V8 allocate the filter in the old generation with
  // the rest of the output (an empty literal `{}` is always young, and is copied twice over).
  const out: Filter = types === undefined ? {} : { types };
  if (filter.objectKind) out.kind = filter.objectKind;
  // `a Bird`, `a Bird unit`: a name that is a tag is a tag the objects have; `Birds`, a plural,
  // its singular (see `readFilterName`).
  const read = filter.name ? lx.findings.filterNames.get(filter) : undefined;
  if (filter.name) visit(lx, filter.name);
  const nounTag = read?.tag ? read.name : undefined;
  if (filter.name && nounTag === undefined) out.name = read?.name ?? filter.name.text;
  if (filter.controller) out.controller = filter.controller;
  if (filter.notController) out.notController = filter.notController;
  if (filter.owner) out.owner = filter.owner;
  if (filter.location) out.location = lowerLocationFilter(lx, filter.location);
  if (filter.zone) out.zone = lowerZoneFilter(lx, filter.zone);
  if (filter.tags) {
    const tags = lowerTagFilter(lx, filter.tags);
    // One tag reads the same either way; several written with `and` must all be there. The
    // noun's tag is always there, beside any one of several written with `or`.
    if (nounTag !== undefined && (filter.tags.match === "all" || tags.length === 1)) {
      out.tagsAll = [nounTag, ...tags];
    } else if (nounTag !== undefined) {
      out.tagsAll = [nounTag];
      out.tags = tags;
    } else if (filter.tags.match === "all" && tags.length > 1) out.tagsAll = tags;
    else out.tags = tags;
  } else if (nounTag !== undefined) {
    out.tags = [nounTag];
  }
  // Keywords and domains written one after another (`with Tank with Assault`, `Fury Mind unit`)
  // each narrow the filter, as statuses do: all of them must be there.
  if (filter.keywords.length === 1) out.keywords = lists.copy(filter.keywords);
  else if (filter.keywords.length > 1) out.keywordsAll = lists.copy(filter.keywords);
  if (filter.domains.length === 1) out.domains = lists.copy(filter.domains);
  else if (filter.domains.length > 1) out.domainsAll = lists.copy(filter.domains);
  if (filter.might) out.might = lowerComparison(lx, filter.might);
  if (filter.mightThan) {
    visit(lx, filter.mightThan);
    out.mightThan = filter.mightThan.op;
  }
  if (filter.cost) out.cost = lowerComparison(lx, filter.cost);
  if (filter.statuses.length > 0) lowerStatuses(filter.statuses, out);
  if (filter.role) out.role = filter.role === "attacking" ? "attacker" : "defender";
  if (filter.alone) out.alone = true;
  if (filter.occupied !== undefined) out.occupied = filter.occupied;
  if (filter.uncontrolled) out.uncontrolled = true;
  if (filter.another) out.another = true;
  if (filter.non.length > 0) lowerNonWords(lx, filter, out);
  return out;
}

/**
 * `non-Bird`, `non-"Sprite"`, `non-unit`, `non-Fury`: exclusions; `non-token` and `non-card` are
 * the kind the filter asks for (RULES O4: `card` refuses tokens).
 */
function lowerNonWords(lx: LowerContext, filter: FilterNode, out: Filter): void {
  const tags: string[] = [];
  const names: string[] = [];
  const types: CardType[] = [];
  const domains: Domain[] = [];
  for (const non of filter.non) {
    visit(lx, non);
    if (non.noun === "token") out.kind ??= "card";
    else if (non.noun === "card") out.kind ??= "token";
    else if (non.noun !== undefined) types.push(non.noun);
    else if (non.domain !== undefined) domains.push(non.domain);
    else if (non.name !== undefined) {
      lowerName(lx, non.name);
      const read = lx.findings.nonNames.get(non);
      if (read === undefined) names.push(non.name.text);
      if (read?.tag !== undefined) tags.push(read.tag);
      if (read?.name !== undefined) names.push(read.name);
    }
  }
  if (tags.length > 0) out.tagsNone = tags;
  if (names.length > 0) out.namesNone = names;
  if (types.length > 0) out.typesNone = types;
  if (domains.length > 0) out.domainsNone = domains;
}

/** Statuses, and Mighty, which is no status but Might 5 or more (CR 708), apart. */
function lowerStatuses(statuses: readonly StatusWord[], out: Filter): void {
  const kept: StatusName[] = [];
  for (const status of statuses) {
    if (status === "mighty") out.mighty = true;
    else kept.push(status);
  }
  if (kept.length > 0) out.statuses = kept;
}

function lowerTagFilter(lx: LowerContext, tags: TagFilterNode): string[] {
  visit(lx, tags);
  return lx.lists.map(tags.tags, (tag) => lowerName(lx, tag));
}

function lowerZoneFilter(lx: LowerContext, zone: ZoneFilterNode): NonNullable<Filter["zone"]> {
  visit(lx, zone);
  return { zone: zone.zone, player: zone.player };
}

function lowerLocationFilter(lx: LowerContext, location: LocationFilterNode): LocationFilter {
  visit(lx, location);
  switch (location.at) {
    case "here":
      return { at: "here" };
    case "there":
    case "named": {
      if (location.name) lowerName(lx, location.name);
      const handle = handleOf(lx, location);
      // `there` where this is: the source's own location, which is what `here` means.
      if (handle.kind === "this") return { at: "here" };
      const ref = lowerHandle(handle, location);
      if (ref.ref !== "bound")
        throw new LoweringError("`there` needs a bound object", location.range);
      return { at: "there", name: ref.name };
    }
    case "anyBattlefield":
      return { at: "anyBattlefield" };
    case "target":
      return { at: "target", target: { ref: "target", filter: { types: ["battlefield"] } } };
    case "base":
      return { at: "base", player: location.player ?? "any" };
    case "board":
      return { at: "board" };
    default: {
      const _exhaustive: never = location.at;
      return _exhaustive;
    }
  }
}

export function lowerPlayerRef(lx: LowerContext, player: PlayerNode): PlayerRef {
  visit(lx, player);
  switch (player.who) {
    case "you":
    case "opponent":
    case "each":
    case "eachOpponent":
    case "triggering":
      return { player: player.who };
    case "targetPlayer":
      return { player: "target", among: "any" };
    case "targetOpponent":
      return { player: "target", among: "opponent" };
    case "ownerOf":
    case "controllerOf":
      if (!player.object)
        throw new LoweringError("whose owner or controller is missing", player.range);
      return { player: player.who, object: lowerObjectRef(lx, player.object) };
    case "any":
      throw new LoweringError("`any player` cannot be lowered to a player reference", player.range);
    default: {
      const _exhaustive: never = player.who;
      return _exhaustive;
    }
  }
}

/** The acting player of an instruction; `you` when the sentence names none. */
export function lowerActingPlayer(lx: LowerContext, player: PlayerNode | undefined): PlayerRef {
  return player ? lowerPlayerRef(lx, player) : { player: "you" };
}

export function lowerPlayerSelector(lx: LowerContext, player: PlayerNode): PlayerSelector {
  visit(lx, player);
  switch (player.who) {
    case "you":
    case "opponent":
      return player.who;
    case "each":
    case "any":
      return "any";
    case "ownerOf":
    case "controllerOf":
    case "triggering":
    case "eachOpponent":
    case "targetPlayer":
    case "targetOpponent":
      throw new LoweringError(
        "only you, an opponent or any player can be told apart here",
        player.range,
      );
    default: {
      const _exhaustive: never = player.who;
      return _exhaustive;
    }
  }
}

export function lowerPlace(lx: LowerContext, place: PlaceNode): LocationRef {
  visit(lx, place);
  // A player that is the runtime's default is left out; one literal per shape, for the reason
  // `lowerDefinition` gives.
  const written = place.player;
  if (written && lx.findings.defaultPlayers.has(written)) visitPlayer(lx, written);
  const ownPlayer = (): PlayerRef | undefined =>
    written && !lx.findings.defaultPlayers.has(written) ? lowerPlayerRef(lx, written) : undefined;
  switch (place.place) {
    case "here":
      return { to: "here" };
    case "there":
      return { to: "sameLocationAs", object: lowerHandle(handleOf(lx, place), place) };
    case "base": {
      const player = ownPlayer();
      return player === undefined ? { to: "base" } : { to: "base", player };
    }
    case "zone": {
      const zone = place.zone;
      if (!zone) throw new LoweringError("a zone destination without a zone", place.range);
      const player = ownPlayer();
      const position = place.position;
      if (player === undefined) {
        return position === undefined ? { to: "zone", zone } : { to: "zone", zone, position };
      }
      return position === undefined
        ? { to: "zone", zone, player }
        : { to: "zone", zone, player, position };
    }
    case "battlefield": {
      const battlefield = place.battlefield;
      if (!battlefield)
        throw new LoweringError("a battlefield destination without a battlefield", place.range);
      if (battlefield.kind === "ChooseRef") {
        visit(lx, battlefield);
        const filter = lowerFilter(lx, battlefield.filter);
        // The runtime looks among battlefields anyway; a filter that says nothing more is left out.
        return isAnyBattlefield(battlefield.filter)
          ? { to: "battlefield" }
          : { to: "battlefield", choose: filter };
      }
      return { to: "sameLocationAs", object: lowerObjectRef(lx, battlefield) };
    }
    case "sameLocationAs":
      if (!place.object) throw new LoweringError("`its location` without an object", place.range);
      return { to: "sameLocationAs", object: lowerObjectRef(lx, place.object) };
    case "chain":
      throw new LoweringError("nothing is put on the Chain by an instruction", place.range);
    default: {
      const _exhaustive: never = place.place;
      return _exhaustive;
    }
  }
}

/** A player left out of the lowered form (the runtime's default) is still part of the text read. */
function visitPlayer(lx: LowerContext, player: PlayerNode): void {
  visit(lx, player);
  if (player.object) visit(lx, player.object);
}

export function lowerAmount(lx: LowerContext, amount: AmountNode): Amount {
  visit(lx, amount);
  switch (amount.kind) {
    case "Number":
      return { amount: "fixed", value: amount.value };
    case "CountOf":
      return amount.per === 1
        ? { amount: "count", filter: lowerFilter(lx, amount.filter) }
        : { amount: "count", filter: lowerFilter(lx, amount.filter), per: amount.per };
    case "PlayerCount": {
      visit(lx, amount.player);
      const among = amount.player.who === "each" ? "all" : "opponents";
      return amount.per === 1
        ? { amount: "players", among }
        : { amount: "players", among, per: amount.per };
    }
    case "MightOf":
      return amount.stat === "cost"
        ? { amount: "costOf", object: lowerObjectRef(lx, amount.object) }
        : { amount: "mightOf", object: lowerObjectRef(lx, amount.object) };
    case "ScoreOf":
      return { amount: "score", player: lowerPlayerRef(lx, amount.player) };
    default: {
      const _exhaustive: never = amount;
      return _exhaustive;
    }
  }
}
