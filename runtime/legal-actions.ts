/**
 * The actions a player can take now, for random playouts and the playground. Timing, zones,
 * priority, targets and costs are checked as performing the action checks them: a listed play can
 * be completed by some choices, and an unlisted one is refused (CR 355.8). A card's cost is its
 * printed (or Flow, or ignored) cost plus mandatory additional costs and the least Deflect its
 * targets can add (CR 809.1.c), with the increases and discounts that apply where it is — or, when
 * some apply only once it is on the Chain ("enemy spells cost 1 more", its own "I cost 2 less if
 * …"), as it would be there (CR 366.2).
 */
import type { Action } from "./actions.js";
import {
  type AbilityEntry,
  type Characteristics,
  type Holders,
  abilitiesOf,
  activatedHolders,
  characteristicsOf,
  costMayChangeWhilePlayed,
  hasKeyword,
  mayHaveAbility,
  objectHasKeyword,
  typeOf,
} from "./characteristics.js";
import { POOL_KEYS, addCost, modify, zeroCost, type TotalCost } from "./costs.js";
import type { ActivatedAbility, Cost } from "./definitions.js";
import type { Engine } from "./engine.js";
import type { Perspective } from "./filters.js";
import {
  type GatheredSources,
  canAfford,
  gatherSources,
  gatheredWithout,
  otherCostsPayable,
  spendsItsSource,
} from "./payment.js";
import { sameLocation } from "./choice.js";
import { facedownCards, hideProblem, playableFromFacedown } from "./keywords-hidden.js";
import { type Permissions, payableAsPlayed, timingProblem } from "./play-process.js";
import { moveDestinationProblem, standardMoveProblem, unitMoveProblem } from "./standard-move.js";
import { gameOver, type GameObject, type Location, type ObjectId, type PlayerId } from "./state.js";
import { functionZoneOf, functionsWhereItIs, gameZoned, zonedHolders } from "./zoned.js";
import { type TaxWalk, leastTax } from "./deflect-tax.js";
import { battlefields, boardList } from "./board.js";
import { contents, isBattlefield, locationOf, onBoard, zoneKey } from "./zones.js";

/** What playing a card costs before optional costs (increases and discounts included), and a key for the amount. */
interface CardCost {
  total: TotalCost;
  /** Equal for equal energy and power (most costs are energy only: their amount). */
  key: string | number;
}

/**
 * Per characteristics (shared by every unmodified card of a definition, and read-only), the cost
 * of playing the card each way: a hand is listed at every priority, mostly with the same cards.
 * A card with several Flow costs has one way of paying for each (CR 829.1.c.3).
 */
const knownCardCosts = new WeakMap<Characteristics, (CardCost[] | undefined)[]>();

/**
 * The ways of playing a card, as indexes of its known costs: a record read by a variable key made
 * the read megamorphic.
 */
const PRINTED = 0;
const FLOW = 1;
const HIDDEN = 2;
type CostWay = typeof PRINTED | typeof FLOW | typeof HIDDEN;

function cardCosts(c: Characteristics, way: CostWay): CardCost[] {
  let ways = knownCardCosts.get(c);
  if (!ways) {
    ways = [undefined, undefined, undefined];
    knownCardCosts.set(c, ways);
  }
  let known = ways[way];
  if (!known) {
    known = baseCosts(c, way).map((base) => withMandatoryCosts(c, base, 0));
    ways[way] = known;
  }
  return known;
}

/** The base costs of each way of playing a card (CR 811: a hidden card ignores its base cost). */
function baseCosts(c: Characteristics, way: CostWay): (Cost | null)[] {
  return way === HIDDEN
    ? [null]
    : way === PRINTED
      ? [c.cost]
      : c.keywords.flatMap((k) => (k.keyword === "Flow" && "cost" in k ? [k.cost] : []));
}

/**
 * A base cost plus the card's mandatory additional costs and the least Deflect its targets add
 * (CR 809.1.c), then its increases and discounts (CR 356.3–356.4: the characteristics carry those
 * that apply where the card is), with the key of its amount.
 */
function withMandatoryCosts(c: Characteristics, base: Cost | null, deflect: number): CardCost {
  const total = zeroCost();
  if (base) addCost(total, base);
  total.power.any += deflect;
  for (const entry of c.abilities) {
    if (entry.ability.kind !== "optionalCost" || entry.ability.optional) continue;
    for (const cost of entry.ability.costs) {
      if (cost.cost === "pay") addCost(total, cost.amount);
      else total.other.push(cost);
    }
  }
  modify(total, c.costModifications);
  let key: string | number = total.energy;
  for (const d of POOL_KEYS) if (total.power[d] !== 0) key = `${key},${d}:${total.power[d]}`;
  return { total, key };
}

/**
 * What is known while the state stays as it is, for one player: the actions are checked against
 * it one at a time (`isListed`) or all together (`legalActions`).
 */
export interface Listing {
  e: Engine;
  player: PlayerId;
  includeAdds: boolean;
  /** The Add abilities a card's payment can use are the same for every card in hand. */
  sources: GatheredSources | null;
  /** `cardSources` of this listing, made once for all the checks that may need the sources. */
  sourcesOf: () => GatheredSources;
  /**
   * Neither the pool nor the sources change while cards are checked, so whether an amount can be
   * paid is the same for every card costing it (a hand holds several of the same cost): the
   * amounts' keys asked so far and their answers, a handful a listing.
   */
  affordableKeys: (string | number)[];
  affordable: boolean[];
  /**
   * Whether timing allows a card or ability with neither Action nor Reaction, with Action, or with
   * Reaction (`timingAllows`), once asked: timing reads only the state, and in a Chain or a
   * showdown it refuses most candidates, `timingProblem` spelling out each refusal.
   */
  timingAllows: (boolean | undefined)[];
}

/** A listing of the state as it is now; to be dropped once anything changes. */
export function newListing(
  e: Engine,
  player: PlayerId,
  options: { includeAdds?: boolean } = {},
): Listing {
  const l: Listing = {
    e,
    player,
    includeAdds: options.includeAdds ?? false,
    sources: null,
    sourcesOf: () => cardSources(l),
    affordableKeys: [],
    affordable: [],
    timingAllows: [undefined, undefined, undefined],
  };
  return l;
}

/** Whether timing allows a card or ability with these permissions now (`Listing.timingAllows`). */
function timingAllows(l: Listing, permissions: Permissions): boolean {
  const kind = permissions.reaction ? 2 : permissions.action ? 1 : 0;
  return (l.timingAllows[kind] ??= timingProblem(l.e, l.player, permissions, "") === null);
}

function cardSources(l: Listing): GatheredSources {
  return (l.sources ??= gatherSources(l.e, l.player, null));
}

/**
 * Whether a card's cost can be paid. Cards played from hand share the cache by cost: the card
 * leaves the hand before paying, which matters to an Add ability's discard cost (`withinHand`). A
 * card played from elsewhere (trash, facedown: rare) is checked on its own.
 */
function canAffordCard(l: Listing, cost: CardCost, fromHand: boolean): boolean {
  if (!fromHand) return canAfford(l.e, l.player, cost.total, null, l.sourcesOf);
  const at = l.affordableKeys.indexOf(cost.key);
  if (at >= 0) return l.affordable[at] as boolean;
  const known = canAfford(l.e, l.player, cost.total, null, l.sourcesOf, 1);
  l.affordableKeys.push(cost.key);
  l.affordable.push(known);
  return known;
}

const REACTION: Permissions = { reaction: true, action: true };
const ACTION: Permissions = { reaction: false, action: true };
const NEITHER: Permissions = { reaction: false, action: false };

/** The prefix of the choices of a card's effect at this index among its abilities (`0:`), made once. */
const effectPrefixes: string[] = [];

function effectPrefix(index: number): string {
  return (effectPrefixes[index] ??= `${index}:`);
}

/** Whether a card can be played now, from where it is (`flow`: from the trash; `hidden`: facedown). */
function playable(l: Listing, obj: GameObject, flow: boolean, hidden: boolean): boolean {
  const e = l.e;
  const player = l.player;
  const id = obj.id;
  if (!cardTimingAllows(l, obj, hidden)) return false;
  const c = characteristicsOf(e, obj);
  if (c.type !== "unit" && c.type !== "gear" && c.type !== "spell") return false;
  // CR 366.2: costs changed only on the Chain are weighed there. Otherwise the cost without
  // Deflect is checked first: most cards a listing refuses are refused by it, and the targets'
  // Deflect only adds to it.
  const onChain = costMayChangeWhilePlayed(e, obj);
  const way = hidden ? HIDDEN : flow ? FLOW : PRINTED;
  if (!onChain && !payableSomeWay(l, cardCosts(c, way), obj, true)) return false;
  // CR 355.8: every target chosen, its least Deflect counted (CR 809.1.c); CR 811.1.d.2: a card
  // played from facedown targets only at its battlefield.
  let deflect = 0;
  let w: TaxWalk | null = null;
  const abilities = c.abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = (abilities[index] as AbilityEntry).ability;
    if (ability.kind !== "effect") continue;
    w ??= {
      e,
      p: { controller: player, source: id, here: null },
      self: id,
      hiddenAt: hidden ? obj.at : null,
      payer: player,
      choices: null,
      skip: null,
    };
    deflect += leastTax(w, ability.effect, effectPrefix(index));
    if (!Number.isFinite(deflect)) return false;
  }
  if (onChain) return payableAsPlayed(e, player, id);
  if (deflect === 0) return true;
  const taxed = baseCosts(c, way).map((base) => withMandatoryCosts(c, base, deflect));
  return payableSomeWay(l, taxed, obj, false);
}

/**
 * Whether timing allows playing the card now. Its keywords are read only when timing tells cards
 * apart (a Chain, a showdown), and without its characteristics (`objectHasKeyword`): there most
 * cards a playout checks are refused by timing alone.
 */
function cardTimingAllows(l: Listing, obj: GameObject, hidden: boolean): boolean {
  if (timingAllows(l, NEITHER) && timingAllows(l, ACTION) && timingAllows(l, REACTION)) return true;
  const e = l.e;
  const reaction = hidden || objectHasKeyword(e, obj, "Reaction");
  return timingAllows(
    l,
    reaction ? REACTION : objectHasKeyword(e, obj, "Action") ? ACTION : NEITHER,
  );
}

/**
 * Whether any one of a card's ways of paying can be paid (CR 829.1.c.3: one for each Flow cost).
 * Most costs have nothing besides Rune Pool payments, for which payment is not asked.
 */
function payableSomeWay(
  l: Listing,
  costs: readonly CardCost[],
  card: GameObject,
  shared: boolean,
): boolean {
  const fromHand = card.zone === "hand";
  for (const cost of costs) {
    const other = cost.total.other;
    if (
      (shared
        ? canAffordCard(l, cost, fromHand)
        : canAfford(l.e, l.player, cost.total, null, l.sourcesOf, fromHand ? 1 : 0)) &&
      (other.length === 0 || otherCostsPayable(l.e, l.player, null, other, card.id))
    )
      return true;
  }
  return false;
}

/** Nobody is acting but the turn player, in their Main Phase (CR 316.8.b.1). */
function neutralOpenMain(e: Engine, player: PlayerId): boolean {
  const s = e.state;
  return (
    s.chain.length === 0 &&
    s.showdown === null &&
    s.combat === null &&
    s.turn.step === "main" &&
    s.turn.player === player
  );
}

/**
 * The object's activated abilities as listed (Adds only with `includeAdds`), by their index among
 * its activated abilities; none for objects that have none to list.
 */
function listableAbilities(l: Listing, obj: GameObject): readonly ActivatedAbility[] {
  // Most objects (runes above all) have no activated ability but Adds, which are not listed.
  // One in a trash or a hand is asked about only for the zoned abilities it prints (zoned.ts).
  if (!l.includeAdds && functionZoneOf(obj) === undefined && !mayHaveAbility(l.e, obj, "activated"))
    return NO_ABILITIES;
  const known = activatedList(abilitiesOf(l.e, obj));
  return l.includeAdds || known.anyListed ? known.abilities : NO_ABILITIES;
}

const NO_ABILITIES: readonly ActivatedAbility[] = [];

/**
 * The holders `activatedHolders` gave last and, by position, each one's `listableAbilities`
 * without Adds: while it gives the same holders with their printed abilities, those stay each
 * one's printed ones, and every listing asks again about each rune.
 */
let listedHolders: Holders | null = null;
let holderListed: (readonly ActivatedAbility[] | undefined)[] = [];

function holderAbilities(l: Listing, holders: Holders, h: number): readonly ActivatedAbility[] {
  const obj = holders.objects[h] as GameObject;
  if (l.includeAdds || !holders.printed) return listableAbilities(l, obj);
  if (holders !== listedHolders) {
    listedHolders = holders;
    holderListed = [];
  }
  return (holderListed[h] ??= listableAbilities(l, obj));
}

/** An object's activated abilities, and whether it has one besides Adds. */
interface ActivatedList {
  abilities: readonly ActivatedAbility[];
  anyListed: boolean;
}

/**
 * Per list of abilities (read-only, shared by the objects of a definition while they have their
 * printed ones), its activated ones: every listing asks about each rune, whose Adds are not listed.
 */
const activatedLists = new WeakMap<readonly AbilityEntry[], ActivatedList>();

function activatedList(abilities: readonly AbilityEntry[]): ActivatedList {
  let known = activatedLists.get(abilities);
  if (known === undefined) {
    const activated: ActivatedAbility[] = [];
    for (const { ability } of abilities) if (ability.kind === "activated") activated.push(ability);
    known = { abilities: activated, anyListed: activated.some((a) => !addsOnly(a)) };
    activatedLists.set(abilities, known);
  }
  return known;
}

function addsOnly(ability: ActivatedAbility): boolean {
  return ability.effect.length > 0 && ability.effect.every((i) => i.op === "add");
}

function listable(l: Listing, ability: ActivatedAbility): boolean {
  return l.includeAdds || !addsOnly(ability);
}

/** Per ability (plain data that never changes), what activating it costs: read-only. */
const abilityCosts = new WeakMap<ActivatedAbility, TotalCost>();

function abilityCost(ability: ActivatedAbility): TotalCost {
  let total = abilityCosts.get(ability);
  if (total === undefined) {
    total = zeroCost();
    for (const cost of ability.costs) {
      if (cost.cost === "pay") addCost(total, cost.amount);
      else total.other.push(cost);
    }
    abilityCosts.set(ability, total);
  }
  return total;
}

function activatable(l: Listing, obj: GameObject, ability: ActivatedAbility): boolean {
  const e = l.e;
  const player = l.player;
  const permissions =
    ability.timing === "Reaction" ? REACTION : ability.timing !== undefined ? ACTION : NEITHER;
  if (!timingAllows(l, permissions)) return false;
  const total = abilityCost(ability);
  // An ability that exhausts, kills or recycles its object cannot be paid by that object's
  // Add abilities (play-process.ts): the shared list without it.
  const spendsSelf = spendsItsSource(ability.costs);
  const exclude = spendsSelf ? obj.id : null;
  const ownSources = spendsSelf ? () => gatheredWithout(cardSources(l), obj.id) : l.sourcesOf;
  if (
    !otherCostsPayable(e, player, obj.id, total.other) ||
    !canAfford(e, player, total, exclude, ownSources)
  )
    return false;
  const p: Perspective = { controller: player, source: obj.id, here: locationOf(obj) };
  // CR 355.8, 809.1.c: its targets chosen, their least Deflect added.
  const deflect = leastTax(
    { e, p, self: null, hiddenAt: null, payer: player, choices: null, skip: null },
    ability.effect,
    "0:",
  );
  if (!Number.isFinite(deflect)) return false;
  if (deflect === 0) return true;
  const taxed: TotalCost = { energy: total.energy, power: { ...total.power }, other: total.other };
  taxed.power.any += deflect;
  return canAfford(e, player, taxed, exclude, ownSources);
}

function destinations(e: Engine, player: PlayerId): Location[] {
  return [
    { kind: "base", player },
    ...battlefields(e).map((b) => ({ kind: "battlefield" as const, battlefield: b.id })),
  ];
}

/** Units `player` could standard-move now, before asking where to. */
function movableUnit(e: Engine, player: PlayerId, obj: GameObject): boolean {
  return obj.controller === player && !obj.exhausted && !obj.facedown && typeOf(e, obj) === "unit";
}

/**
 * Every action `legalActions` would consider, unchecked and in its order: each is listed if
 * `isListed` says so. Cheap to make, so that a caller wanting one legal action (a random playout)
 * checks only as many as it tries.
 */
export function candidateActions(l: Listing, only: CandidateKind | null = null): Action[] {
  const e = l.e;
  const player = l.player;
  const s = e.state;
  const out: Action[] = [];
  if (gameOver(s) || s.priority !== player) return out;
  const openMain = neutralOpenMain(e, player);
  if (only === null) {
    if (s.chain.length > 0 || s.showdown !== null) out.push({ type: "pass", player });
    if (openMain) out.push({ type: "endTurn", player });
  }
  if (only !== "moves") addPlays(l, openMain, out);
  if (openMain && only !== "plays") {
    const to = destinations(e, player);
    for (const obj of boardList(e)) {
      if (!movableUnit(e, player, obj)) continue;
      for (const where of to) out.push({ type: "move", player, units: [obj.id], to: where });
    }
  }
  return out;
}

/** The zones cards are played from (besides the trash, for Flow, and facedown). */
const PLAY_ZONES = ["hand", "champion"] as const;

/** Plays, activations and hides, as `candidateActions` lists them. */
function addPlays(l: Listing, openMain: boolean, out: Action[]): void {
  const e = l.e;
  const player = l.player;
  // The cards of those zones with Hidden, hidden after the activations: the zones are read once.
  let hiding: ObjectId[] | null = null;
  for (const zone of PLAY_ZONES) {
    const ids = contents(e, zoneKey(zone, player, null));
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i] as ObjectId;
      out.push({ type: "play", player, object: id });
      if (!openMain) continue;
      const obj = e.state.objects[id];
      if (obj && objectHasKeyword(e, obj, "Hidden")) (hiding ??= []).push(id);
    }
  }
  for (const id of contents(e, zoneKey("trash", player, null))) {
    const obj = e.state.objects[id];
    if (obj && objectHasKeyword(e, obj, "Flow"))
      out.push({ type: "play", player, object: id, flow: true });
  }
  // CR 811: a card hidden on an earlier turn has Reaction and ignores its base cost.
  for (const obj of facedownCards(e, player)) out.push({ type: "play", player, object: obj.id });
  // Only the board objects that could have an activated ability, in board order, facedown ones
  // left out: most of a board (units, legends, battlefields) has none.
  const holders = activatedHolders(e);
  for (let h = 0; h < holders.objects.length; h++) {
    const obj = holders.objects[h] as GameObject;
    if (obj.controller !== player) continue;
    const abilities = holderAbilities(l, holders, h);
    for (let index = 0; index < abilities.length; index++) {
      const ability = abilities[index] as ActivatedAbility;
      if (listable(l, ability) && ability.zone === undefined)
        out.push({ type: "activate", player, object: obj.id, ability: index });
    }
  }
  // CR 385.2: the abilities of the player's cards that are used from their trash or hand.
  if (gameZoned(e)?.activated === true) {
    for (const obj of zonedHolders(e, (zoned) => zoned.activated, player)) {
      const abilities = listableAbilities(l, obj);
      for (let index = 0; index < abilities.length; index++) {
        if (functionsWhereItIs(abilities[index] as ActivatedAbility, obj))
          out.push({ type: "activate", player, object: obj.id, ability: index });
      }
    }
  }
  if (hiding !== null) {
    for (const id of hiding)
      for (const bf of battlefields(e))
        out.push({ type: "hide", player, object: id, battlefield: bf.id });
  }
}

/** Which candidates to make: plays (with activations and hides), or standard moves. */
export type CandidateKind = "plays" | "moves";

/**
 * Whether `legalActions` lists this action now: one of `candidateActions` (or the same action
 * written anew) that passes its checks. A move is listed for one unit at a time.
 */
export function isListed(l: Listing, action: Action): boolean {
  const e = l.e;
  const player = l.player;
  const s = e.state;
  if (gameOver(s) || s.priority !== player) return false;
  if (action.type !== "answer" && action.player !== player) return false;
  switch (action.type) {
    case "pass":
      return s.chain.length > 0 || s.showdown !== null;
    case "endTurn":
      return neutralOpenMain(e, player);
    case "play": {
      const obj = s.objects[action.object];
      if (!obj) return false;
      if (action.flow === true)
        return (
          obj.zone === "trash" &&
          obj.player === player &&
          objectHasKeyword(e, obj, "Flow") &&
          playable(l, obj, true, false)
        );
      if ((obj.zone === "hand" || obj.zone === "champion") && obj.player === player)
        return playable(l, obj, false, false);
      return playableFromFacedown(e, player, obj) && playable(l, obj, false, true);
    }
    case "activate": {
      const obj = s.objects[action.object];
      if (!obj || obj.facedown) return false;
      // CR 385.2: a card in its owner's trash or hand is used from there by that player.
      const offBoard = functionZoneOf(obj) !== undefined;
      if (offBoard ? obj.owner !== player : obj.controller !== player || !onBoard(obj))
        return false;
      const ability = listableAbilities(l, obj)[action.ability];
      return (
        ability !== undefined &&
        functionsWhereItIs(ability, obj) &&
        listable(l, ability) &&
        activatable(l, obj, ability)
      );
    }
    case "hide": {
      const obj = s.objects[action.object];
      return (
        obj !== undefined &&
        neutralOpenMain(e, player) &&
        (obj.zone === "hand" || obj.zone === "champion") &&
        obj.player === player &&
        hasKeyword(characteristicsOf(e, obj), "Hidden") &&
        hideProblem(e, player, obj.id, action.battlefield) === null
      );
    }
    case "move": {
      if (action.units.length !== 1 || !neutralOpenMain(e, player)) return false;
      const obj = s.objects[action.units[0] as ObjectId];
      return (
        obj !== undefined &&
        onBoard(obj) &&
        movableUnit(e, player, obj) &&
        (action.to.kind === "base"
          ? action.to.player === player
          : isBattlefield(s.objects[action.to.battlefield])) &&
        standardMoveProblem(e, player, obj.id, action.to) === null
      );
    }
    case "conquer":
    case "hold":
    case "answer":
    // CR 650: always open to a player in the game, and never listed, so no random playout concedes.
    case "concede":
      return false;
    default: {
      const _exhaustive: never = action;
      return _exhaustive;
    }
  }
}

export function legalActions(
  e: Engine,
  player: PlayerId,
  options: { includeAdds?: boolean; only?: CandidateKind } = {},
): Action[] {
  const l = newListing(e, player, options);
  if (options.only === "moves") return listedMoves(l);
  return candidateActions(l, options.only ?? null).filter((action) => isListed(l, action));
}

/**
 * The moves of `candidateActions(l, "moves")` that `isListed` accepts, in their order, each unit's
 * own checks made once rather than once for each destination (a random playout lists the moves
 * of every decision in an open Main Phase).
 */
function listedMoves(l: Listing): Action[] {
  const e = l.e;
  const player = l.player;
  const s = e.state;
  const out: Action[] = [];
  if (gameOver(s) || s.priority !== player || !neutralOpenMain(e, player)) return out;
  const to = destinations(e, player);
  for (const obj of boardList(e)) {
    if (!movableUnit(e, player, obj)) continue;
    const from = locationOf(obj);
    if (from === null || unitMoveProblem(e, player, obj, from) !== null) continue;
    for (const where of to) {
      // Its own location is refused: skipped before the refusal is worded.
      if (
        !sameLocation(from, where) &&
        moveDestinationProblem(e, player, obj, from, where) === null
      )
        out.push({ type: "move", player, units: [obj.id], to: where });
    }
  }
  return out;
}
