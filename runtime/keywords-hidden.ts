/**
 * Hidden (CR 421, 811): on your turn, in a neutral open state, pay one power of any domain to put
 * a card with Hidden from your hand or Champion Zone facedown at a battlefield you control whose
 * Facedown Zone is empty (it holds one card, CR 107.3.b). Hiding is not playing and opens no
 * Chain. From the next turn on the card has Reaction and may be played ignoring its base cost: a
 * permanent enters at that battlefield, a unit it plays is played there, and its targets are
 * chosen among objects there unless the target's own restriction rules that out (CR 811.1.d). A
 * hidden card at a battlefield its controller no longer controls goes to the trash in the next
 * cleanup (movement.ts).
 */
import { characteristics, hasKeyword } from "./characteristics.js";
import type { Context } from "./context.js";
import { zeroCost } from "./costs.js";
import type { Filter } from "./definitions.js";
import { type Engine, describe, emit } from "./engine.js";
import { type Refusal, refuse } from "./errors.js";
import { canAfford, payResources } from "./payment.js";
import {
  gameOver,
  type ChainItem,
  type GameObject,
  type Location,
  type ObjectId,
  type PlayerId,
} from "./state.js";
import { contents, isBattlefield, relocate, zoneKey } from "./zones.js";

/** CR 811.1.b: the cost of hiding is [A], one power of any domain. */
function hideCost() {
  const total = zeroCost();
  total.power.any = 1;
  return total;
}

function neutralOpenTurn(e: Engine, player: PlayerId): Refusal | null {
  const s = e.state;
  if (gameOver(s)) return { code: "gameOver", message: "the game is over" };
  if (s.priority !== player)
    return { code: "noPriority", message: `${player} does not have priority` };
  if (s.turn.player !== player)
    return { code: "notYourTurn", message: "a card is hidden in your own Main Phase (CR 410.1.a)" };
  if (s.turn.step !== "main")
    return { code: "wrongPhase", message: "a card is hidden in your own Main Phase (CR 410.1.a)" };
  if (s.chain.length > 0 || s.showdown !== null || s.combat !== null)
    return {
      code: "timing",
      message: "hiding needs a neutral open state: no Chain, no showdown, no combat (CR 811.1.b)",
    };
  return null;
}

/** Why `player` cannot hide this card at this battlefield now; null when they can. */
export function hideProblem(
  e: Engine,
  player: PlayerId,
  id: ObjectId,
  battlefield: ObjectId,
): Refusal | null {
  const timing = neutralOpenTurn(e, player);
  if (timing) return timing;
  const obj = e.state.objects[id];
  if (!obj || obj.player !== player || (obj.zone !== "hand" && obj.zone !== "champion"))
    return {
      code: "notPlayable",
      message: `${describe(e, id)} is not in ${player}'s hand or Champion Zone`,
    };
  if (!hasKeyword(characteristics(e, id), "Hidden"))
    return { code: "illegalAction", message: `${describe(e, id)} does not have Hidden (CR 811)` };
  const bf = e.state.objects[battlefield];
  if (!isBattlefield(bf))
    return { code: "unknownObject", message: `${battlefield} is not a battlefield` };
  if (bf.controller !== player)
    return {
      code: "illegalLocation",
      message: `${player} does not control ${describe(e, battlefield)} (CR 107.3.c)`,
    };
  if (contents(e, zoneKey("facedown", null, battlefield)).length > 0)
    return {
      code: "illegalLocation",
      message: `${describe(e, battlefield)} already has a facedown card (CR 107.3.b)`,
    };
  if (!canAfford(e, player, hideCost(), null))
    return {
      code: "cannotPay",
      message: `${player} cannot pay one power of any domain to hide it`,
    };
  return null;
}

/** The discretionary action Hide (CR 421). */
export function hide(e: Engine, player: PlayerId, id: ObjectId, battlefield: ObjectId): void {
  const problem = hideProblem(e, player, id, battlefield);
  if (problem) refuse(problem.code, problem.message);
  payResources(e, player, hideCost(), null, `hiding ${describe(e, id)}`);
  // Forget cards that have since left their Facedown Zone (they became new objects, RULES O1).
  for (const old of Object.keys(e.state.hidden)) {
    if (e.state.objects[old]?.zone !== "facedown") e.j.remove(e.state.hidden, old);
  }
  const hidden = relocate(
    e,
    id,
    { zone: "facedown", player: null, at: battlefield },
    { controller: player },
  );
  e.j.put(e.state.hidden, hidden, e.state.turn.number);
  emit(e, {
    kind: "hidden",
    object: hidden,
    player,
    location: { kind: "battlefield", battlefield },
  });
}

/** CR 811.1.b: a facedown card its controller hid on an earlier turn (or that a setup put there). */
export function playableFromFacedown(e: Engine, player: PlayerId, obj: GameObject): boolean {
  if (obj.zone !== "facedown" || obj.controller !== player || obj.at === null) return false;
  const since = e.state.hidden[obj.id];
  return since === undefined || since < e.state.turn.number;
}

/** The battlefield a facedown card is at, as the location a hidden permanent must enter. */
export function facedownLocation(obj: GameObject): Location | null {
  return obj.at === null ? null : { kind: "battlefield", battlefield: obj.at };
}

/** Facedown cards `player` may play now (for legal actions). */
export function facedownCards(e: Engine, player: PlayerId): GameObject[] {
  const out: GameObject[] = [];
  for (const bf of contents(e, "battlefields")) {
    for (const id of contents(e, zoneKey("facedown", null, bf))) {
      const obj = e.state.objects[id];
      if (obj && playableFromFacedown(e, player, obj)) out.push(obj);
    }
  }
  return out;
}

/**
 * CR 811.1.d.2: the battlefield where a card played from facedown — and a play effect of a
 * permanent played so — makes its choices; null for anything else.
 */
export function hiddenBattlefield(item: ChainItem): ObjectId | null {
  if (item.from?.zone === "facedown") return item.from.at;
  const trigger = item.trigger;
  if (trigger?.hiddenAt !== undefined && trigger.object === item.source) return trigger.hiddenAt;
  return null;
}

/**
 * CR 811.1.d.3: a unit that a resolving hidden spell, or a play effect of a hidden permanent,
 * plays for `player` without naming a place is played at that battlefield (while they control it).
 */
export function hiddenPlayLocation(e: Engine, ctx: Context, player: PlayerId): Location | null {
  if (ctx.item === null || player !== ctx.controller) return null;
  const item = e.state.chain.find((i) => i.id === ctx.item);
  const battlefield = item ? hiddenBattlefield(item) : null;
  if (battlefield === null || e.state.objects[battlefield]?.controller !== player) return null;
  return { kind: "battlefield", battlefield };
}

/**
 * Whether an object this filter accepts could ever be at a battlefield: not one that must be in a
 * non-board zone (a card in a trash, a spell on the Chain), at a base, or a rune or legend.
 */
function couldBeAtBattlefield(filter: Filter): boolean {
  if (filter.zone !== undefined || filter.location?.at === "base") return false;
  const types = filter.types;
  return (
    types === undefined ||
    types.length === 0 ||
    types.some((t) => t === "unit" || t === "gear" || t === "battlefield")
  );
}

/**
 * CR 811.1.d.2: targets of a card played from hiding are chosen among objects at its battlefield,
 * unless the target's restriction could never be met there (then freely). With too few options
 * there, a spell cannot be played and a triggered ability is removed (CR 811.1.d, 402.4).
 */
export function restrictToBattlefield(
  e: Engine,
  options: ObjectId[],
  battlefield: ObjectId,
  filter: Filter,
): ObjectId[] {
  if (!couldBeAtBattlefield(filter)) return options;
  return options.filter((id) => {
    const obj = e.state.objects[id];
    return obj !== undefined && (obj.at === battlefield || obj.id === battlefield);
  });
}
