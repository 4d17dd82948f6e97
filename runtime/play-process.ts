/**
 * Playing (RULES C1, C2, C4, CR 349–359, 398–406): put the card, token or ability on the Chain
 * pending; make its choices; total its cost; pay; check legality; finalize. Units and gear enter
 * the board on finalization, abilities that Add resolve at once, spells and other abilities wait.
 *
 * A play a player starts is undone whole if any step fails (the action is refused). A play an
 * effect starts (a token, "play a card", a triggered ability) is finalized after the surrounding
 * effect; if it fails, its steps are undone and it leaves the Chain (CR 358.5, 402.4).
 */
import type { ChoiceRequest, DeflectBudget } from "./choice.js";
import { useDiscounts } from "./next-discounts.js";
import {
  type TaxWalk,
  cheapest,
  dearest,
  deflectTax,
  leastTax,
  modeCount,
  modeTaxes,
} from "./deflect-tax.js";
import type { Effect, Instruction, ZoneName } from "./definitions.js";
import {
  type Characteristics,
  abilityFromSource,
  activatedAbilities,
  characteristics,
  hasKeyword,
  typeOfId,
} from "./characteristics.js";
import type { Context } from "./context.js";
import { emptyChoices } from "./context.js";
import { addCost, describeCost, totalCost, zeroCost } from "./costs.js";
import {
  type Engine,
  ask,
  describe,
  emit,
  mintObjectId,
  nextPlayer,
  playerState,
} from "./engine.js";
import { type Refusal, RuleError, refuse } from "./errors.js";
import { candidates, type Perspective } from "./filters.js";
import { repeatPrefix, repeatsPaid } from "./keywords.js";
import {
  facedownLocation,
  hiddenBattlefield,
  hiddenPlayLocation,
  playableFromFacedown,
  restrictToBattlefield,
} from "./keywords-hidden.js";
import {
  canAfford,
  otherCostsPayable,
  payOtherCosts,
  payResources,
  spendsItsSource,
} from "./payment.js";
import { executePaidCosts, recordPaidCosts, resolveItem, youOfAbility } from "./chain.js";
import { resolveDestination } from "./references.js";
import {
  gameOver,
  type ChainItem,
  type Choices,
  type GameObject,
  type Location,
  type ObjectId,
  type PlayerId,
} from "./state.js";
import {
  type AnyTargetRef,
  availableModes,
  isLegalPlayerTarget,
  isLegalTarget,
  isPlayerTarget,
  playerTargetOptions,
  targetStance,
  walkTargets,
} from "./targets.js";
import { PLAYED_FROM_FACEDOWN } from "./triggers.js";
import { happen } from "./zone-change.js";
import { keepSourcePaidOff, sourceBeforeCosts } from "./last-known.js";
import { battlefields } from "./board.js";
import { attackProblem, destinationProblem, isUnit } from "./movement.js";
import { markExpirationRerun } from "./turn.js";
import {
  cease,
  locationOf,
  objectsAt,
  onBoard,
  placeOfLocation,
  relocate,
  relocateObject,
} from "./zones.js";
import { functionZoneOf, functionsWhereItIs } from "./zoned.js";
import { canPayOffered, offeredCost, offeredText, payOffered } from "./offered-payment.js";
import {
  setExhausted,
  setFocus,
  setItemStatus,
  setPasses,
  setPriority,
  setShowdownPasses,
} from "./field-writes.js";

/** Timing permissions (RULES C4, CR 308–310). */
export interface Permissions {
  action: boolean;
  reaction: boolean;
}

/** Why the current state does not let `player` play something with these permissions now; null when it does. */
export function timingProblem(
  e: Engine,
  player: PlayerId,
  permissions: Permissions,
  what: string,
): Refusal | null {
  const s = e.state;
  if (gameOver(s)) return { code: "gameOver", message: "the game is over" };
  if (s.priority !== player) {
    return {
      code: "noPriority",
      message: `${player} does not have priority${s.priority ? ` (${s.priority} has it)` : ""}`,
    };
  }
  if (s.chain.length > 0) {
    // CR 309.1.a: with a Chain (closed state) only Reaction.
    return permissions.reaction
      ? null
      : {
          code: "timing",
          message: `${what} is not a Reaction, and the Chain is closed to anything else (RULES C4)`,
        };
  }
  if (s.showdown !== null) {
    // CR 308.1.a: in a showdown only Action or Reaction.
    return permissions.action || permissions.reaction
      ? null
      : {
          code: "timing",
          message: `${what} has neither Action nor Reaction, and a showdown is in progress (RULES C4)`,
        };
  }
  // CR 310.1.a: by default, on your own turn in your Main Phase with the state neutral and open.
  if (s.turn.player !== player)
    return { code: "notYourTurn", message: `it is not ${player}'s turn` };
  if (s.turn.step !== "main")
    return { code: "wrongPhase", message: `${what} can only be played in the Main Phase` };
  return null;
}

function cardPermissions(c: Characteristics): Permissions {
  const reaction = hasKeyword(c, "Reaction");
  return { reaction, action: reaction || hasKeyword(c, "Action") };
}

const PLAYABLE_TYPES = new Set(["unit", "gear", "spell"]);

/** The player action "play a card" (CR 419). */
export function playCard(e: Engine, player: PlayerId, id: ObjectId, flow: boolean): void {
  const obj = e.state.objects[id];
  if (!obj)
    refuse("unknownObject", `there is no object ${id} (it may have become a new object, RULES O1)`);
  // Named only in a refusal: a play that goes ahead (nearly every one a random playout makes,
  // issue 6) never reads it.
  const name = (): string => describe(e, id);
  const c = characteristics(e, id);
  if (!PLAYABLE_TYPES.has(c.type))
    refuse("notPlayable", `${name()} is a ${c.type}; only units, gear and spells are played`);
  const zone = obj.zone;
  const fromTrashWithFlow = zone === "trash" && hasKeyword(c, "Flow");
  // CR 811.1.b: a card hidden on an earlier turn is played by its controller from facedown.
  const fromFacedown = playableFromFacedown(e, player, obj);
  // Saying "not in hand" of a card its player just hid sends them looking in the wrong place.
  if (!fromFacedown && zone === "facedown" && obj.controller === player)
    refuse(
      "notPlayable",
      `${name()} was hidden this turn; it can be played from facedown from ${player}'s next turn on (CR 811.1.b)`,
    );
  if (!fromFacedown && (obj.owner !== player || obj.player !== player))
    refuse("notPlayable", `${name()} is not in ${player}'s hand`);
  if (flow && !fromTrashWithFlow)
    refuse(
      "notPlayable",
      `${name()} can be played for its Flow cost only from its owner's trash (RULES F2)`,
    );
  if (zone !== "hand" && zone !== "champion" && !fromTrashWithFlow && !fromFacedown) {
    refuse(
      "notPlayable",
      `${name()} is in ${zone}; cards are played from hand or the Champion Zone (CR 419.1.a)`,
    );
  }
  // CR 811.6: a hidden card has Reaction while facedown.
  const permissions = fromFacedown ? { reaction: true, action: true } : cardPermissions(c);
  // The refusal is worded again with the card's name only when there is one.
  if (timingProblem(e, player, permissions, "") !== null) {
    const problem = timingProblem(e, player, permissions, name()) as Refusal;
    refuse(problem.code, problem.message);
  }
  const item = putCardOnChain(e, id, player, cardPlay(obj, fromFacedown));
  finalize(e, item);
}

/**
 * Whether a card could be played now for some choices, its cost as it would be on the Chain (CR
 * 366.2): it is put there to be weighed, with its least Deflect (CR 809.1.c), and everything is
 * rolled back. For a listing of legal actions whose cost in hand may differ
 * (`costMayChangeWhilePlayed`); timing and where it is played from are the caller's to check.
 */
export function payableAsPlayed(e: Engine, player: PlayerId, id: ObjectId): boolean {
  const obj = e.state.objects[id];
  if (!obj) return false;
  const fromFacedown = obj.zone === "facedown";
  const mark = e.j.mark();
  const logLength = e.log.length;
  try {
    const item = putCardOnChain(e, id, player, cardPlay(obj, fromFacedown));
    return someWayPayable(e, item);
  } finally {
    e.j.rollback(mark);
    e.log.length = logLength;
  }
}

/** Whether one of a pending card's ways of paying (a Flow cost each, CR 829.1.c.3) can be paid. */
function someWayPayable(e: Engine, item: ChainItem): boolean {
  const ways: (number | undefined)[] = [];
  if (item.play?.flow === true) {
    characteristics(e, item.id).keywords.forEach((k, index) => {
      if (k.keyword === "Flow" && "cost" in k) ways.push(index);
    });
  }
  if (ways.length < 2) ways.splice(0, ways.length, undefined);
  for (const flowCost of ways) {
    const way: ChainItem =
      flowCost === undefined ? item : { ...item, choices: { ...item.choices, flowCost } };
    const deflect = pendingTax(e, way);
    if (!Number.isFinite(deflect)) return false;
    const total = totalCost(e, way, deflect);
    if (
      canAfford(e, way.controller, total, null) &&
      (total.other.length === 0 || otherCostsPayable(e, way.controller, way.id, total.other))
    )
      return true;
  }
  return false;
}

/** How a card from hand, trash (Flow) or facedown goes on the Chain as it is played. */
function cardPlay(obj: GameObject, fromFacedown: boolean): NonNullable<ChainItem["play"]> {
  return {
    flow: obj.zone === "trash",
    // CR 811.1.b, 811.1.d.1: ignoring its base cost, and a permanent enters where it was hidden.
    ignoreCost: fromFacedown,
    cost: null,
    location: fromFacedown ? facedownLocation(obj) : null,
    ready: false,
    limited: false,
    token: null,
    here: null,
  };
}

function putCardOnChain(
  e: Engine,
  id: ObjectId,
  controller: PlayerId,
  play: NonNullable<ChainItem["play"]>,
): ChainItem {
  const obj = e.state.objects[id];
  if (!obj) throw new Error(`no object ${id}`);
  const from = { zone: obj.zone as ZoneName, player: obj.player, at: obj.at };
  const openedChain = e.state.chain.length === 0;
  // CR 354: the card moves to the Chain (a non-board zone: a new object, RULES O1).
  const onChain = relocate(e, id, { zone: "chain", player: null, at: null });
  const item: ChainItem = {
    id: onChain,
    kind: "card",
    status: "pending",
    controller,
    source: onChain,
    sourceName: obj.name,
    ability: null,
    onceKey: null,
    choices: emptyChoices(),
    from,
    play,
    trigger: null,
    bindings: {},
    here: play.here,
    exit: null,
    you: undefined,
    openedChain,
    sourceKnown: null,
  };
  e.j.push(e.state.chain, item);
  emit(e, {
    kind: "putOnChain",
    object: onChain,
    name: obj.name,
    player: controller,
    from: `${from.player ?? ""}:${from.zone}`,
  });
  return item;
}

/** The player action "activate an ability" (CR 376, 398). */
export function activate(e: Engine, player: PlayerId, id: ObjectId, index: number): void {
  const obj = e.state.objects[id];
  if (!obj) refuse("unknownObject", `there is no object ${id}`);
  // Named only in a refusal (`playCard`).
  const name = (): string => describe(e, id);
  // CR 385.2: a card's ability that says so is used from its owner's trash or hand, by its owner.
  const zone = functionZoneOf(obj);
  if (zone === undefined && (!onBoard(obj) || obj.facedown))
    refuse("notPlayable", `${name()} is not on the board, so its abilities cannot be activated`);
  if ((zone === undefined ? obj.controller : obj.owner) !== player)
    refuse("notPlayable", `${player} does not control ${name()}`);
  const entry = activatedAbilities(characteristics(e, id))[index];
  if (!entry) refuse("notPlayable", `${name()} has no activated ability ${index}`);
  if (!functionsWhereItIs(entry.ability, obj)) {
    const where =
      entry.ability.zone === undefined ? "on the board" : `in its owner's ${entry.ability.zone}`;
    refuse("notPlayable", `${name()}'s activated ability ${index} is used only ${where}`);
  }
  const timing = entry.ability.timing;
  const permissions = {
    reaction: timing === "Reaction",
    action: timing === "Reaction" || timing === "Action",
  };
  if (timingProblem(e, player, permissions, "") !== null) {
    const problem = timingProblem(e, player, permissions, `${name()}'s ability`) as Refusal;
    refuse(problem.code, problem.message);
  }
  const item: ChainItem = {
    id: mintObjectId(e),
    kind: "ability",
    status: "pending",
    controller: player,
    source: id,
    sourceName: obj.name,
    ability: entry.source,
    onceKey: null,
    choices: emptyChoices(),
    from: null,
    play: null,
    trigger: null,
    bindings: {},
    here: locationOf(obj),
    exit: null,
    you: undefined,
    openedChain: e.state.chain.length === 0,
    sourceKnown: null,
  };
  e.j.push(e.state.chain, item);
  emit(e, {
    kind: "putOnChain",
    object: item.id,
    name: obj.name,
    player,
    source: id,
    detail: "activated ability",
  });
  const adds = isAddAbility(e, item);
  finalize(e, item);
  if (adds) restartPasses(e);
}

/**
 * An Add ability used as a player's action is an ability activated and an item added to the Chain,
 * though it resolves at once and neither priority nor Focus passes (CR 429.2.a): the passes made
 * before it are no longer "in sequence without adding any items" (CR 339.1) nor "without playing
 * a spell or activating an ability" (CR 348). Everyone passes again, beginning with its player,
 * who keeps priority or Focus.
 */
function restartPasses(e: Engine): void {
  const s = e.state;
  if (s.chain.length > 0) setPasses(e, 0);
  else if (s.showdown !== null) setShowdownPasses(e, 0);
}

/** `playCard`: an effect plays a card; it is finalized after the effect (CR 419.3). */
export function startLimitedPlay(
  e: Engine,
  id: ObjectId,
  ctx: Context,
  ins: Extract<Instruction, { op: "playCard" }>,
): ObjectId | null {
  const obj = e.state.objects[id];
  if (!obj || onBoard(obj) || obj.zone === "chain") return null;
  if (!PLAYABLE_TYPES.has(characteristics(e, id).type)) return null;
  // CR 190.6.d: "you play …" with no one as "you" (an uncontrolled battlefield's) is ignored.
  const player = ctx.controller;
  if (player === null) return null;
  let location: Location | null = null;
  if (ins.location) {
    const dest = resolveDestination(e, ins.location, ctx, null);
    if (dest?.kind === "location") location = dest.location;
  } else if (characteristics(e, id).type === "unit") {
    location = hiddenPlayLocation(e, ctx, player);
  }
  const item = putCardOnChain(e, id, player, {
    flow: false,
    ignoreCost: ins.ignoreCost ?? false,
    cost: ins.cost ?? null,
    location,
    ready: false,
    limited: true,
    token: null,
    here: ctx.here,
  });
  return item.id;
}

/**
 * The point of view of the item's choices: "your" and "friendly" are nobody's for an uncontrolled
 * battlefield's ability (CR 190.6.d), though the turn player makes them (CR 190.6.b).
 */
function perspectiveOf(e: Engine, item: ChainItem): Perspective {
  return {
    controller: item.kind === "ability" ? youOfAbility(e, item) : item.controller,
    source: item.kind === "card" ? item.id : item.source,
    here: item.here,
    bindings: item.bindings,
  };
}

type TargetRequest = Extract<ChoiceRequest, { kind: "target" }>;
type PlayerTargetRequest = Extract<ChoiceRequest, { kind: "playerTarget" }>;

/**
 * The targets and modes of an effect. With `removable` (a triggered ability, CR 402.4) a target
 * without legal options stops the choices and returns false; otherwise it refuses the play. No
 * error is thrown for the former: triggered abilities without targets are common in a game.
 * Each reference asked about is added to `asked`, where `checkLegality` finds it.
 */
function chooseTargets(
  e: Engine,
  item: ChainItem,
  effect: Effect,
  prefix: string,
  asked: ChosenRefs,
  removable = false,
): boolean {
  const p = perspectiveOf(e, item);
  let stopped = false;
  walkTargets(
    effect,
    "",
    (ref, path) => {
      if (stopped) return;
      const key = prefix + path;
      (asked.refs ??= []).push(key, ref);
      if (isPlayerTarget(ref)) {
        // CR 355.8, 355.9.a: a player target is chosen now, among the players the text allows.
        const players = playerTargetOptions(e, ref, p.controller);
        if (players.length === 0) {
          if (removable) {
            stopped = true;
            return;
          }
          refuse(
            "noLegalTargets",
            `${item.sourceName} needs a target ${ref.among === "any" ? "player" : "opponent"} and there is none`,
          );
        }
        const request: PlayerTargetRequest = {
          kind: "playerTarget",
          player: item.controller,
          prompt: `${item.sourceName}: choose a target ${ref.among === "any" ? "player" : "opponent"}`,
          options: players,
        };
        const stance = targetStance(effect, path);
        if (stance !== null) request.stance = stance;
        const decision = ask(e, request);
        if (decision.kind === "player") e.j.put(item.choices.playerTargets, key, decision.player);
        return;
      }
      let options = candidates(e, ref.filter, p).filter((id) =>
        isLegalTarget(e, id, ref.filter, p, item.id),
      );
      const count = ref.count ?? 1;
      const min = ref.upTo ? 0 : count;
      const hiddenAt = hiddenBattlefield(item);
      if (hiddenAt !== null) options = restrictToBattlefield(e, options, hiddenAt, ref.filter);
      const offer = payableTargets(e, item, key, options, min, count);
      options = offer.options;
      if (options.length < min) {
        if (removable) {
          stopped = true;
          return;
        }
        refuse(
          "noLegalTargets",
          `${item.sourceName} needs ${count} target${count === 1 ? "" : "s"} and there ${options.length === 1 ? "is" : "are"} only ${options.length} legal`,
        );
      }
      // Written field by field rather than spread from optional parts: one shape, no copies.
      const request: TargetRequest = {
        kind: "target",
        player: item.controller,
        prompt: `${item.sourceName}: choose ${ref.upTo ? "up to " : ""}${count} target${count === 1 ? "" : "s"}`,
        options,
        min: Math.min(min, options.length),
        max: Math.min(count, options.length),
      };
      const stance = targetStance(effect, path);
      if (stance !== null) request.stance = stance;
      if (offer.deflect !== undefined) request.deflect = offer.deflect;
      const decision = ask(e, request);
      const chosen = decision.kind === "objects" ? decision.objects : [];
      e.j.put(item.choices.targets, key, chosen);
    },
    (ins, path) => {
      if (stopped) return [];
      const count = Math.min(ins.count, ins.modes.length);
      // CR 355.16: a mode whose targets cannot be chosen would make the play fail, so it is not
      // offered — unless too few modes are left to choose from, when the play fails anyway.
      let available = availableModes(e, ins, p, item.id, hiddenBattlefield(item));
      const offer = payableModes(e, item, ins, prefix, path, available);
      available = offer.available;
      const decision = ask(e, {
        kind: "mode",
        player: item.controller,
        prompt: `${item.sourceName}: choose ${ins.count} of ${ins.modes.length} modes`,
        modes: ins.modes.length,
        count,
        ...(available.length >= count && available.length < ins.modes.length ? { available } : {}),
        ...(offer.deflect !== undefined ? { deflect: offer.deflect } : {}),
      });
      const modes = decision.kind === "modes" ? decision.modes : [];
      e.j.put(item.choices.modes, prefix + path, modes);
      return modes;
    },
  );
  return !stopped;
}

/**
 * CR 355.16, 809.1.c: the targets offered for one target reference, weighed with the whole play:
 * the cost so far (the Deflect of the targets chosen included), the least Deflect of the choices
 * still to come, and this choice's. A target after which no choice could pay is left out; when
 * some sets of the rest would still cost too much together, the request carries each option's
 * Deflect and the budget, so that only sets the play can pay for are legal choices. When even the
 * cheapest choices cannot be paid, every option is offered and paying refuses the play (a triggered
 * ability's is removed): there is no choice that would not fail.
 */
function payableTargets(
  e: Engine,
  item: ChainItem,
  key: string,
  options: ObjectId[],
  min: number,
  max: number,
): { options: ObjectId[]; deflect?: DeflectBudget } {
  let taxed = false;
  const taxes = options.map((id) => {
    const tax = deflectTax(e, id, item.controller);
    if (tax > 0) taxed = true;
    return tax;
  });
  if (!taxed) return { options };
  const budget = deflectBudget(e, item, key, dearest(taxes, max));
  if (budget < cheapest(taxes, min)) return { options };
  const need = Math.max(min, 1);
  const kept: ObjectId[] = [];
  const keptTaxes: number[] = [];
  options.forEach((id, i) => {
    const others = taxes.filter((_, j) => j !== i);
    if ((taxes[i] as number) + cheapest(others, need - 1) > budget) return;
    kept.push(id);
    keptTaxes.push(taxes[i] as number);
  });
  if (dearest(keptTaxes, max) <= budget) return { options: kept };
  return { options: kept, deflect: { taxes: keptTaxes, budget } };
}

/**
 * CR 355.16, 809.1.c: the modes offered for a `choose`, weighed as `payableTargets` weighs targets,
 * each mode by the least Deflect its targets can add.
 */
function payableModes(
  e: Engine,
  item: ChainItem,
  ins: Extract<Instruction, { op: "choose" }>,
  prefix: string,
  path: string,
  available: number[],
): { available: number[]; deflect?: DeflectBudget } {
  const count = modeCount(ins);
  if (available.length < count) return { available };
  const taxes = modeTaxes(taxWalk(e, item, null), ins, prefix, path);
  if (!available.some((m) => (taxes[m] as number) > 0)) return { available };
  const of = (modes: readonly number[]) => modes.map((m) => taxes[m] as number);
  const budget = deflectBudget(e, item, prefix + path, dearest(of(available), count));
  if (budget < cheapest(of(available), count)) return { available };
  const kept = available.filter(
    (m) =>
      (taxes[m] as number) + cheapest(of(available.filter((o) => o !== m)), count - 1) <= budget,
  );
  const finite = taxes.map((t) => (Number.isFinite(t) ? t : 0));
  if (dearest(of(kept), count) <= budget) return { available: kept };
  return { available: kept, deflect: { taxes: finite, budget } };
}

/**
 * The most Deflect (power of any domain, up to `most`) the choice at `key` may add for the play to
 * be paid, with the cost so far and the least Deflect of the other choices still to come; -1 when
 * even nothing more can be paid. Deflect is power of any domain: more never costs less.
 */
function deflectBudget(e: Engine, item: ChainItem, key: string, most: number): number {
  const others = pendingTax(e, item, key);
  if (!Number.isFinite(others)) return -1;
  const spent = sourceSpentByCost(e, item);
  let budget = -1;
  for (let t = 0; t <= most; t++) {
    if (!canAfford(e, item.controller, totalCost(e, item, others + t), spent)) break;
    budget = t;
  }
  return budget;
}

/** The point of view of an item's choices for `leastTax`, `skip` left out. */
function taxWalk(e: Engine, item: ChainItem, skip: string | null): TaxWalk {
  return {
    e,
    p: perspectiveOf(e, item),
    self: item.id,
    hiddenAt: hiddenBattlefield(item),
    payer: item.controller,
    choices: item.choices,
    skip,
  };
}

/** The effects whose targets and modes an item chooses, each with its prefix among its choices. */
function choosingEffects(e: Engine, item: ChainItem): [string, Effect][] {
  const effects: [string, Effect][] = [];
  if (item.kind === "card") {
    const abilities = characteristics(e, item.id).abilities;
    for (let r = 0; r <= repeatsPaid(item.choices); r++) {
      abilities.forEach((entry, index) => {
        if (entry.ability.kind === "effect")
          effects.push([`${repeatPrefix(r)}${index}:`, entry.ability.effect]);
      });
    }
  } else if (item.ability) {
    const ability = abilityFromSource(e, item.ability);
    if (ability.kind === "triggered" || ability.kind === "activated")
      effects.push(["0:", ability.effect]);
  }
  return effects;
}

/**
 * The least Deflect an item's choices not yet made can add (CR 809.1.c), the one at `skip` left
 * out; Infinity when one of them has too few options.
 */
function pendingTax(e: Engine, item: ChainItem, skip: string | null = null): number {
  const w = taxWalk(e, item, skip);
  let sum = 0;
  for (const [prefix, effect] of choosingEffects(e, item)) {
    sum += leastTax(w, effect, prefix);
    if (!Number.isFinite(sum)) return Infinity;
  }
  return sum;
}

/**
 * CR 355.2: where a unit may be played — its controller's base or a battlefield they control; for
 * a unit that can't attack, not one where it would attack (`attackProblem`, CR 054.1). A unit that
 * `may be played to an open battlefield` (`toOpen`) may also enter one no one controls and no unit
 * is at, and contests it as it enters (CR 190.3.a.1).
 */
export function playLocations(
  e: Engine,
  player: PlayerId,
  cantAttack = false,
  toOpen = false,
): Location[] {
  const out: Location[] = [{ kind: "base", player }];
  for (const bf of battlefields(e)) {
    const location: Location = { kind: "battlefield", battlefield: bf.id };
    if (bf.controller !== player && !(toOpen && isOpen(e, bf.controller, location))) continue;
    // CR 462.2, 449.2: not where two other players' units are, or a combat it takes no part in.
    if (entryProblem(e, player, cantAttack, location) === null) out.push(location);
  }
  return out;
}

/** CR 355.2: a battlefield a unit of `player` may be played to (`toOpen`: or an open one). */
function mayPlayTo(
  e: Engine,
  player: PlayerId,
  location: Extract<Location, { kind: "battlefield" }>,
  toOpen: boolean,
): boolean {
  const controller = e.state.objects[location.battlefield]?.controller ?? null;
  return controller === player || (toOpen && isOpen(e, controller, location));
}

/** An open battlefield: no one controls it, and no unit is there. */
function isOpen(e: Engine, controller: PlayerId | null, location: Location): boolean {
  return controller === null && !objectsAt(e, location).some((obj) => isUnit(e, obj));
}

/**
 * Why a unit of `player` may not enter at `location` as it is played: units of two other players,
 * or another pair's combat, are there (CR 462.2, 449.2), or it can't attack and would attack
 * there (CR 054.1, 190.3.a.1, 464.2.c.1). Null when it may.
 */
function entryProblem(
  e: Engine,
  player: PlayerId,
  cantAttack: boolean,
  location: Location,
): string | null {
  return destinationProblem(e, player, location) ?? attackProblem(e, player, cantAttack, location);
}

/**
 * Step 2 of playing: choices, the target references asked about added to `chosen`. False when a
 * triggered ability is declined or has no targets.
 */
function makeChoices(e: Engine, item: ChainItem, chosen: ChosenRefs): boolean {
  if (item.kind === "ability") {
    const ability = abilityFromSource(
      e,
      item.ability ?? { from: "inline", ability: { kind: "effect", effect: [] } },
    );
    if (ability.kind !== "triggered" && ability.kind !== "activated") return true;
    if (ability.kind === "triggered" && ability.effect[0]?.op === "may") {
      // CR 190.6.d: with no one as "you" (an uncontrolled battlefield's), "you may" is ignored:
      // no one is asked, and the ability is removed as if declined.
      if (youOfAbility(e, item) === null) return false;
      // CR 383.3.b, 383.3.b.1: a payment right after it is the ability's cost, paid now or never;
      // a controller who cannot pay it is not asked, and the ability is removed.
      const offered = offeredCost(ability.effect[0].effect);
      if (offered !== undefined && !canPayOffered(e, item.controller, offered)) return false;
      // CR 383.3.a: a leading "you may" is decided now; declining removes the ability.
      const decision = ask(e, {
        kind: "yesNo",
        player: item.controller,
        prompt: `${item.sourceName}: ${offered === undefined ? "use this triggered ability" : offeredText(offered)}?`,
        reason: "may",
        suggested: null,
      });
      if (decision.kind !== "yes") return false;
      if (offered !== undefined) payOffered(e, item.controller, offered, item.sourceName);
      e.j.set(item.choices, "mayAccepted", true);
    }
    // CR 402.4: a triggered ability without legal choices is removed, not countered.
    return chooseTargets(e, item, ability.effect, "0:", chosen, ability.kind === "triggered");
  }
  const c = characteristics(e, item.id);
  if (item.play?.flow === true) chooseFlowCost(e, item, c);
  if (c.type === "unit" && hasKeyword(c, "Accelerate") && affordableWith(e, item, ACCELERATE)) {
    const decision = ask(e, {
      kind: "yesNo",
      player: item.controller,
      prompt: `${item.sourceName}: pay Accelerate (1 energy, 1 power) to enter ready?`,
      reason: "accelerate",
      suggested: false,
    });
    e.j.set(item.choices, "accelerate", decision.kind === "yes");
  }
  // Loops rather than `forEach`: a card is played 34 times a game, and each callback was a closure.
  const abilities = c.abilities;
  for (let index = 0; index < abilities.length; index++) {
    const ability = (abilities[index] as (typeof abilities)[number]).ability;
    if (ability.kind !== "optionalCost" || !ability.optional) continue;
    const optionalCosts = [...item.choices.optionalCosts, index];
    if (!affordableWith(e, item, { optionalCosts })) continue;
    const decision = ask(e, {
      kind: "yesNo",
      player: item.controller,
      prompt: `${item.sourceName}: pay the optional cost (${ability.costs.map((x) => x.cost).join(", ")})?`,
      reason: "optionalCost",
      suggested: false,
    });
    if (decision.kind === "yes") e.j.push(item.choices.optionalCosts, index);
  }
  // CR 820.1.c.2: each Repeat cost may be paid once; the instructions then run once more each.
  let repeat = 0;
  if (c.type === "spell") {
    const paid: number[] = [];
    const keywords = c.keywords;
    for (let index = 0; index < keywords.length; index++) {
      if ((keywords[index] as (typeof keywords)[number]).keyword !== "Repeat") continue;
      if (!affordableWith(e, item, { repeatPaid: [...paid, index] })) continue;
      const decision = ask(e, {
        kind: "yesNo",
        player: item.controller,
        prompt: `${item.sourceName}: pay Repeat to execute it once more?`,
        reason: "optionalCost",
        suggested: false,
      });
      if (decision.kind === "yes") paid.push(index);
    }
    repeat = paid.length;
    if (repeat > 0) e.j.set(item.choices, "repeatPaid", paid);
  }
  if (c.type === "unit") {
    const required = item.play?.location ?? null;
    const options = required
      ? [required]
      : playLocations(e, item.controller, c.cantAttack, c.playableToOpen);
    let location = options[0] as Location;
    if (options.length > 1) {
      const decision = ask(e, {
        kind: "location",
        player: item.controller,
        prompt: `${item.sourceName}: choose where it enters`,
        options,
        suggested: options[0] ?? null,
      });
      if (decision.kind === "location") location = decision.location;
    }
    e.j.set(item.choices, "location", location);
  } else if (c.type === "gear") {
    e.j.set(
      item.choices,
      "location",
      item.play?.location ?? { kind: "base", player: item.controller },
    );
  }
  // CR 820.2: choices for each repeated execution are made now too, and may differ.
  for (let r = 0; r <= repeat; r++) {
    for (let index = 0; index < abilities.length; index++) {
      const ability = (abilities[index] as (typeof abilities)[number]).ability;
      if (ability.kind === "effect")
        chooseTargets(e, item, ability.effect, `${repeatPrefix(r)}${index}:`, chosen);
    }
  }
  return true;
}

/**
 * CR 829.1.c.3: a spell with several Flow costs is played for the one its controller picks. The
 * first one that could be paid is suggested (CR 357.3: no choice that must make the play fail).
 */
function chooseFlowCost(e: Engine, item: ChainItem, c: Characteristics): void {
  const flows: number[] = [];
  c.keywords.forEach((k, index) => {
    if (k.keyword === "Flow" && "cost" in k) flows.push(index);
  });
  if (flows.length < 2) return;
  const payable = flows.findIndex((flowCost) => {
    const withFlow: ChainItem = { ...item, choices: { ...item.choices, flowCost } };
    const deflect = pendingTax(e, withFlow);
    return (
      Number.isFinite(deflect) &&
      canAfford(e, item.controller, totalCost(e, withFlow, deflect), null)
    );
  });
  const decision = ask(e, {
    kind: "order",
    player: item.controller,
    prompt: `${item.sourceName}: choose which Flow cost to pay`,
    options: flows.map((index) => {
      const k = c.keywords[index];
      const total = zeroCost();
      if (k !== undefined && "cost" in k) addCost(total, k.cost);
      return describeCost(total);
    }),
    suggested: Math.max(0, payable),
  });
  const chosen = decision.kind === "index" ? flows[decision.index] : undefined;
  e.j.set(item.choices, "flowCost", chosen ?? flows[Math.max(0, payable)]!);
}

const ACCELERATE: Partial<Choices> = { accelerate: true };

/**
 * Whether the cost so far, with these optional choices added, could be paid. CR 355.16 and
 * 357.3: a player may not choose what would make the play fail later unless they have no choice,
 * so an optional additional cost — Accelerate (CR 805.2), Repeat (CR 820.1.c), a "you may … as
 * you play this" (CR 356.2.b) — is offered only when payable: a "yes" that could not be paid
 * would undo the whole play (CR 358.5), a token's included (RULES C1, T1).
 */
function affordableWith(e: Engine, item: ChainItem, choices: Partial<Choices>): boolean {
  const withChoices: ChainItem = { ...item, choices: { ...item.choices, ...choices } };
  // The targets chosen after it must still be paid for: their least Deflect is counted.
  // (Targets that cannot be chosen fail the play whatever is answered here.)
  const deflect = pendingTax(e, withChoices);
  const total = totalCost(e, withChoices, Number.isFinite(deflect) ? deflect : 0);
  // An ability's costs are its source's ("exhaust this"), and a source they spend cannot also
  // pay with its own Add abilities (CR 357.1.a); a card's are its own, on the Chain.
  return (
    canAfford(e, item.controller, total, sourceSpentByCost(e, item)) &&
    (total.other.length === 0 ||
      otherCostsPayable(
        e,
        item.controller,
        item.kind === "card" ? item.id : item.source,
        total.other,
      ))
  );
}

/** Whether any object or player was chosen as a target (most plays and abilities choose none). */
function targetsChosen(choices: Choices): boolean {
  for (const key in choices.targets)
    if ((choices.targets[key] as ObjectId[]).length > 0) return true;
  return Object.keys(choices.playerTargets).length > 0;
}

/** The objects chosen as targets (most plays choose none: then no list is made). */
function targetObjects(item: ChainItem): readonly ObjectId[] {
  const targets = item.choices.targets;
  let out: ObjectId[] | undefined;
  for (const key in targets) {
    const ids = targets[key] as ObjectId[];
    if (ids.length > 0) (out ??= []).push(...ids);
  }
  return out ?? [];
}

/**
 * The target references a play's choices asked about, in the order they were asked, each with
 * the key of its choice: key, reference, key, reference… (`chooseTargets` adds them).
 */
interface ChosenRefs {
  /** Made once a reference is met: most plays and abilities target nothing. */
  refs: (string | AnyTargetRef)[] | null;
}

/**
 * CR 358.1: every chosen target still legal after paying. The references are those the choices
 * were made for (`chosen`): walking the item's effects again found the same ones, in the same
 * order, for the same modes.
 */
function checkLegality(e: Engine, item: ChainItem, chosen: ChosenRefs): void {
  // Only chosen targets are checked: without any, the perspective need not be worked out.
  const refs = chosen.refs;
  if (refs === null || !targetsChosen(item.choices)) return;
  const p = perspectiveOf(e, item);
  for (let i = 0; i < refs.length; i += 2) {
    const key = refs[i] as string;
    const ref = refs[i + 1] as AnyTargetRef;
    if (isPlayerTarget(ref)) {
      const player = item.choices.playerTargets[key];
      if (player !== undefined && !isLegalPlayerTarget(e, player, ref, p.controller)) {
        refuse(
          "illegalTarget",
          `${player} is not a legal target for ${item.sourceName} (CR 358.1)`,
        );
      }
      continue;
    }
    const ids = item.choices.targets[key];
    if (ids === undefined) continue;
    for (const id of ids) {
      if (!isLegalTarget(e, id, ref.filter, p, item.id)) {
        refuse(
          "illegalTarget",
          `${describe(e, id)} is not a legal target for ${item.sourceName} (CR 358.1)`,
        );
      }
    }
  }
}

/**
 * The object whose own Add abilities cannot help pay for this item: an ability's source when the
 * ability's costs exhaust, kill or recycle it. Otherwise they may (CR 357.1.a, 429.3).
 */
function sourceSpentByCost(e: Engine, item: ChainItem): ObjectId | null {
  if (item.kind !== "ability" || !item.ability) return null;
  const ability = abilityFromSource(e, item.ability);
  if (ability.kind !== "activated") return null;
  return spendsItsSource(ability.costs) ? item.source : null;
}

/**
 * Whether an effect Adds resources as it resolves — also under a condition, a "you may", a mode
 * or a repetition; not in a delayed ability, which adds later if at all.
 */
function addsResources(effect: Effect): boolean {
  return effect.some((i) => {
    switch (i.op) {
      case "add":
        return true;
      case "if":
        return addsResources(i.then) || (i.else !== undefined && addsResources(i.else));
      case "may":
      case "forEach":
      case "repeat":
      case "unlessPays":
        return addsResources(i.effect);
      case "choose":
        return i.modes.some(addsResources);
      default:
        return false;
    }
  });
}

/** Whether an ability adds resources and so resolves as soon as it is finalized (RULES C2, CR 429.2). */
function isAddAbility(e: Engine, item: ChainItem): boolean {
  if (item.kind !== "ability" || !item.ability) return false;
  const ability = abilityFromSource(e, item.ability);
  return (
    (ability.kind === "activated" || ability.kind === "triggered") && addsResources(ability.effect)
  );
}

/**
 * The targets chosen for an item, by name, so that a log reader sees what a spell or ability aims
 * at (targets are announced as they are chosen); a facedown card's name stays hidden. Null when
 * it has none.
 */
function targetNames(e: Engine, item: ChainItem): string | null {
  if (!targetsChosen(item.choices)) return null;
  const names: string[] = [];
  const { targets, playerTargets } = item.choices;
  for (const key in targets) {
    for (const id of targets[key] as ObjectId[]) {
      const obj = e.state.objects[id];
      if (obj) names.push(obj.facedown ? "a facedown card" : obj.name);
      else {
        const onChain = e.state.chain.find((c) => c.id === id);
        names.push(onChain ? `${onChain.sourceName}'s ability` : "?");
      }
    }
  }
  // Players are named as the log names them elsewhere: by their name.
  for (const key in playerTargets) names.push(playerTargets[key] as PlayerId);
  return names.join(", ");
}

/**
 * Steps 2–6 of playing a pending item. Throws a RuleError when the play is illegal; returns false
 * when a triggered ability leaves the Chain without being finalized.
 */
export function finalize(e: Engine, item: ChainItem): boolean {
  // CR 383.3.e.1: simultaneous events can trigger a "once each turn" ability more than once; only
  // the first finalized is performed, the others do not trigger.
  if (item.onceKey !== null && e.state.oncePerTurn[item.onceKey] === e.state.turn.number) {
    removeFromChain(e, item, "once each turn: already performed this turn (CR 383.3.e.1)");
    return false;
  }
  const chosen: ChosenRefs = { refs: null };
  if (!makeChoices(e, item, chosen)) {
    removeFromChain(e, item, "declined or no legal choices (CR 402)");
    return false;
  }
  const total = totalCost(e, item);
  const what = item.kind === "card" ? item.sourceName : `${item.sourceName}'s ability`;
  const targets = targetObjects(item);
  const sourceBefore = sourceBeforeCosts(e, item);
  payResources(e, item.controller, total, sourceSpentByCost(e, item), what, targets);
  payOtherCosts(e, item.controller, item.source, total.other, what, targets);
  keepSourcePaidOff(e, item, sourceBefore);
  if (item.kind === "card") recordPaidCosts(e, item);
  checkLegality(e, item, chosen);
  // CR 356.4, 357: its cost was paid with the discounts of a next play it met; they are used up.
  useDiscounts(e, item);
  setItemStatus(e, item, "finalized");
  markExpirationRerun(e);
  if (item.play?.flow) e.j.set(item, "exit", "banish");
  const obj = e.state.objects[item.id];
  if (item.kind === "card" && obj?.kind === "card") {
    e.j.push(playerState(e, item.controller).finalizedThisTurn, obj.id);
  }
  emit(e, {
    kind: "finalized",
    object: item.id,
    name: item.sourceName,
    player: item.controller,
    source: item.source,
    detail: targetNames(e, item),
  });
  if (item.kind === "ability" && item.trigger !== null) {
    if (item.onceKey !== null) e.j.put(e.state.oncePerTurn, item.onceKey, e.state.turn.number);
    emit(e, {
      kind: "triggered",
      object: item.id,
      name: item.sourceName,
      player: item.controller,
      source: item.source,
    });
  }
  if (isAddAbility(e, item)) {
    // CR 429.2.a: an Add ability resolves at once, and priority does not pass.
    resolveItem(e, item);
    return true;
  }
  // CR 337.4: after a finalization the controller of the newest item gains priority (tasks.ts).
  setPriority(e, null);
  if (item.kind === "card") {
    // The printed type, which nothing changes: paying has just changed the board, and the
    // characteristics of a spell would be worked out again for nothing.
    const type = typeOfId(e, item.id);
    if (type === "unit" || type === "gear") {
      enterBoard(e, item);
      // CR 337.2, 340.2.a, 347.1.b: a permanent resolves as it is finalized, so a Chain it alone
      // opened in a showdown has closed, and Focus passes — before any of its play triggers opens
      // a new Chain (which, opened by a trigger, would not pass Focus).
      const showdown = e.state.showdown;
      if (item.openedChain && showdown !== null && e.state.chain.length === 0) {
        setFocus(e, nextPlayer(e, showdown.focus));
        setShowdownPasses(e, 0);
        e.j.set(showdown, "chainOpenedByPlay", null);
      }
    }
  }
  return true;
}

/** CR 359.2: a permanent leaves the Chain and enters the board; it has been played (RULES C5, T1). */
function enterBoard(e: Engine, item: ChainItem): void {
  const c = characteristics(e, item.id);
  const base: Location = { kind: "base", player: item.controller };
  let location: Location = item.choices.location ?? item.play?.location ?? base;
  // CR 462.2.a: a unit that would be played where its controller's units may not be (another
  // pair's combat, or two other players' units) is played to its controller's base instead; and
  // so, by the same reading, is one that can't attack where it would attack (an effect naming
  // the place, or a change since the place was chosen; CR 054.1, 190.3.a.1).
  if (c.type === "unit" && entryProblem(e, item.controller, c.cantAttack, location) !== null)
    location = base;
  // CR 355.2, 190.3.a.1: a battlefield chosen as its controller's or as open is one the unit may
  // still enter as it enters; one taken since (another player controls it, or a unit came there)
  // is not, and the unit goes to its controller's base, as above. A place an effect named is
  // that effect's own (`item.play.location`), and is not asked again.
  if (
    c.type === "unit" &&
    (item.play?.location ?? null) === null &&
    location.kind === "battlefield" &&
    !mayPlayTo(e, item.controller, location, c.playableToOpen)
  )
    location = base;
  const ready =
    c.type !== "unit" || (item.play?.ready ?? false) || item.choices.accelerate || c.entersReady;
  e.j.removeValue(e.state.chain, item);
  const onChain = e.state.objects[item.id];
  if (!onChain) throw new Error(`no object ${item.id}`);
  const entered = relocateObject(e, onChain, placeOfLocation(location), {
    controller: item.controller,
  });
  const id = entered.id;
  // CR 359.2: the permanent that enters is the play finalized on the Chain; Legion's record of
  // that play follows it, so its own play is never "another card" for it (CR 812.1.c).
  const played = playerState(e, item.controller).finalizedThisTurn;
  const at = played.lastIndexOf(item.id);
  if (at >= 0) e.j.set(played, at, id);
  setExhausted(e, entered, !ready);
  happen(e, {
    kind: "entered",
    object: item.id,
    name: entered.name,
    result: id,
    player: item.controller,
    location,
  });
  executePaidCosts(e, item, id);
  happen(e, {
    kind: "played",
    object: id,
    name: entered.name,
    result: id,
    player: item.controller,
    location,
    ...(item.from?.zone === "facedown" ? { detail: PLAYED_FROM_FACEDOWN } : {}),
  });
}

export function removeFromChain(e: Engine, item: ChainItem, reason: string): void {
  e.j.removeValue(e.state.chain, item);
  emit(e, {
    kind: "removedFromChain",
    object: item.id,
    name: item.sourceName,
    player: item.controller,
    detail: reason,
  });
  const obj = e.state.objects[item.id];
  if (!obj || obj.zone !== "chain") return;
  if (obj.kind === "token") {
    cease(e, item.id);
    emit(e, {
      kind: "ceased",
      object: item.id,
      name: obj.name,
      detail: "a played token whose play was undone",
    });
  } else if (item.from) {
    // CR 358.5: the card returns to the zone it was played from.
    relocate(e, item.id, item.from);
  }
}

/**
 * Finalize a pending item an effect put on the Chain. If it cannot be finalized, its steps are
 * undone and it leaves the Chain; decisions already made stay recorded so the game replays.
 */
export function finalizeDeferred(e: Engine, item: ChainItem): void {
  const mark = e.j.mark();
  const logLength = e.log.length;
  try {
    finalize(e, item);
  } catch (err) {
    // A scripted chooser's missing or unused answer is the script's mistake, not the rules'
    // removing the item: it fails the action, so that a scenario cannot pass by leaving out the
    // choice a triggered ability asks for.
    if (!(err instanceof RuleError) || err.code === "scriptMismatch") throw err;
    // A target or choice the chooser names that is not among a triggered ability's options is
    // likewise the chooser's mistake while legal ones exist (CR 402 removes the ability only when
    // none do): the action is refused as a whole, rather than the ability silently lost. A card
    // played by an effect is different: an illegal choice undoes that play (CR 358.5).
    if (err.code === "illegalChoice" && item.kind === "ability") throw err;
    e.j.rollback(mark);
    e.log.length = logLength;
    removeFromChain(e, item, err.message);
  }
}
