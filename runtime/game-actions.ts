/**
 * Game actions (CR 407–444) as events: kill, banish, discard, draw, burn, burn out, channel,
 * recycle, move, recall, ready, exhaust, stun, buff, deal, heal, gain control, add, gain points.
 * Each is proposed to replacement effects first (RULES E2) and logged only if it happens.
 */
import type { Domain, Duration, PowerAmount } from "./definitions.js";
import { characteristics, typeOf, typeOfId } from "./characteristics.js";
import { sameLocation } from "./choice.js";
import { combatDamageWatched, countDealt } from "./damage-sources.js";
import type { Context } from "./context.js";
import {
  type Engine,
  ask,
  emit,
  mintEffectId,
  playerState,
  playersFrom,
  shuffle,
  nextPlayer,
} from "./engine.js";
import { type Outcome, meetsNothing, replaceable } from "./replacement.js";
import { gameOver, type GameObject, type Location, type ObjectId, type PlayerId } from "./state.js";
import { type Actor, changeZone, happen } from "./zone-change.js";
import { COMBAT_DAMAGE } from "./events.js";
import {
  contents,
  isBattlefield,
  keyOf,
  killable,
  locationOf,
  onBoard,
  placeOfLocation,
  relocate,
  zoneKey,
} from "./zones.js";
import { conquer } from "./scoring.js";
import { inConflict } from "./board.js";
import {
  attackProblem,
  contestOnArrival,
  controlChangeProblem,
  destinationProblem,
} from "./movement.js";
import { setEnergy, setExhausted, setStunned } from "./field-writes.js";

const NOTHING: Outcome = { happened: false, result: null };

export function kill(e: Engine, id: ObjectId, ctx: Context | null, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !killable(obj)) return NOTHING;
  return changeZone(e, id, { zone: "trash", player: obj.owner, at: null }, "killed", ctx, actor);
}

export function banish(e: Engine, id: ObjectId, ctx: Context | null, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj || obj.zone === "banishment") return NOTHING;
  // CR 107.4.d: a legend never leaves its zone; CR 170.2.b: battlefields stay in place (a
  // Replace stores one in Banishment by its own rule, replace.ts).
  if (obj.zone === "legend" || isBattlefield(obj)) return NOTHING;
  return changeZone(
    e,
    id,
    { zone: "banishment", player: obj.owner, at: null },
    "banished",
    ctx,
    actor,
  );
}

export function discard(e: Engine, id: ObjectId, ctx: Context | null, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj || obj.zone !== "hand") return NOTHING;
  return changeZone(e, id, { zone: "trash", player: obj.owner, at: null }, "discarded", ctx, actor);
}

/** CR 056.2, 416.1: the deck an object goes to: a rune's is its owner's Rune Deck. */
export function deckOf(e: Engine, id: ObjectId): "deck" | "runeDeck" {
  return typeOfId(e, id) === "rune" ? "runeDeck" : "deck";
}

/** Put an object into a non-board zone, naming the event by what the move is (CR 412–440). */
export function putInZone(
  e: Engine,
  id: ObjectId,
  zone: "hand" | "deck" | "trash" | "banishment" | "runeDeck" | "champion",
  position: "top" | "bottom",
  ctx: Context | null,
  actor: Actor,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return NOTHING;
  if (zone === "banishment") return banish(e, id, ctx, actor);
  if (zone === "trash") {
    if (onBoard(obj)) return kill(e, id, ctx, actor);
    if (obj.zone === "hand") return discard(e, id, ctx, actor);
  }
  const kind =
    zone === "hand"
      ? "returnedToHand"
      : (zone === "deck" || zone === "runeDeck") && position === "bottom"
        ? "recycled"
        : "zoneChanged";
  const target = zone === "deck" ? deckOf(e, id) : zone;
  return changeZone(e, id, { zone: target, player: obj.owner, at: null }, kind, ctx, actor, {
    position,
  });
}

export function recycle(e: Engine, id: ObjectId, ctx: Context | null, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return NOTHING;
  const zone = deckOf(e, id);
  return changeZone(e, id, { zone, player: obj.owner, at: null }, "recycled", ctx, actor, {
    position: "bottom",
  });
}

/**
 * CR 431.2: recycle the trash (shuffled), an opponent gains 1 point. The first burn-out of a
 * sequence scores like any point, its win waiting for the next cleanup; each further one wins at
 * once (CR 431.3.c). False when no opponent could gain the point.
 */
function burnOut(e: Engine, player: PlayerId, ctx: Context | null, winsAtOnce: boolean): boolean {
  const trash = contents(e, zoneKey("trash", player, null)).slice();
  for (const id of shuffle(e, trash)) recycle(e, id, ctx, { player, source: null });
  const opponents = playersFrom(e, player).filter((p) => p !== player);
  let beneficiary = opponents[0];
  if (opponents.length > 1) {
    const decision = ask(e, {
      kind: "player",
      player,
      prompt: "burn out: choose an opponent to gain 1 point",
      options: opponents,
      suggested: nextPlayer(e, player),
    });
    if (decision.kind === "player") beneficiary = decision.player;
  }
  if (beneficiary === undefined) return false;
  gainPoints(e, beneficiary, 1, { player, source: null }, "burn out");
  if (winsAtOnce) checkVictory(e);
  return true;
}

/**
 * The top card of a player's Main Deck, burning out while it is empty: with the trash empty too,
 * each attempt burns out again, until an opponent wins (CR 431.3, 431.3.a). Null once the game is
 * won, or when nobody can gain the point.
 */
function topOfDeck(e: Engine, player: PlayerId, ctx: Context | null): ObjectId | null {
  let deck = contents(e, zoneKey("deck", player, null));
  for (let burnOuts = 0; deck.length === 0; burnOuts++) {
    if (e.state.winner !== null || !burnOut(e, player, ctx, burnOuts > 0)) return null;
    deck = contents(e, zoneKey("deck", player, null));
  }
  return e.state.winner !== null ? null : (deck[0] as ObjectId);
}

export function draw(
  e: Engine,
  player: PlayerId,
  count: number,
  ctx: Context | null,
  actor: Actor,
): number {
  let drawn = 0;
  for (let i = 0; i < count; i++) {
    const top = topOfDeck(e, player, ctx);
    if (top === null) break;
    const outcome = changeZone(e, top, { zone: "hand", player, at: null }, "drawn", ctx, {
      ...actor,
      player,
    });
    if (outcome.happened) drawn++;
  }
  return drawn;
}

/** CR 440: burn N — top of the Main Deck to the trash, burning out when it runs dry. */
export function burn(
  e: Engine,
  player: PlayerId,
  count: number,
  ctx: Context | null,
  actor: Actor,
): void {
  for (let i = 0; i < count; i++) {
    const top = topOfDeck(e, player, ctx);
    if (top === null) break;
    changeZone(e, top, { zone: "trash", player, at: null }, "burned", ctx, actor);
  }
}

/** CR 430: channel N runes from the top of the Rune Deck (as many as there are). */
export function channel(
  e: Engine,
  player: PlayerId,
  count: number,
  exhausted: boolean,
  ctx: Context | null,
): number {
  let channelled = 0;
  for (let i = 0; i < count; i++) {
    const runes = contents(e, zoneKey("runeDeck", player, null));
    if (runes.length === 0) break;
    const top = runes[0] as ObjectId;
    const outcome = changeZone(
      e,
      top,
      { zone: "runes", player, at: null },
      "channelled",
      ctx,
      { player, source: null },
      { controller: player },
    );
    if (outcome.happened && outcome.result !== null) {
      const rune = e.state.objects[outcome.result];
      if (rune && exhausted) setExhausted(e, rune, true);
      channelled++;
    }
  }
  return channelled;
}

/** CR 445: a move between board locations keeps the object's identity. */
export function move(
  e: Engine,
  id: ObjectId,
  to: Location,
  ctx: Context | null,
  actor: Actor,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !onBoard(obj)) return NOTHING;
  const from = locationOf(obj);
  if (from === null || obj.zone === "legend" || isBattlefield(obj)) return NOTHING;
  if (sameLocation(from, to)) return NOTHING;
  const c = characteristics(e, id);
  if (c.cantMove) return NOTHING;
  // CR 054.1: a unit that can't attack is not moved where it would (`arrivesAsAttacker`), by an
  // effect any more than by a standard move.
  if (obj.controller !== null && attackProblem(e, obj.controller, c.cantAttack, to) !== null)
    return NOTHING;
  // CR 447.2.c: a unit that cannot be at the destination (a third player's unit where two others
  // fight) is recalled instead.
  if (
    obj.controller !== null &&
    typeOfId(e, id) === "unit" &&
    destinationProblem(e, obj.controller, to) !== null
  )
    return recall(e, id, actor);
  if (meetsNothing(e, "moved", obj)) return moved(e, id, to, actor);
  return replaceable(
    e,
    { kind: "moved", object: id, player: actor.player, location: to },
    ctx,
    () => moved(e, id, to, actor),
  );
}

function moved(e: Engine, id: ObjectId, to: Location, actor: Actor): Outcome {
  const current = e.state.objects[id];
  if (!current) return NOTHING;
  const fromKey = keyOf(current);
  relocate(e, id, placeOfLocation(to));
  contestOnArrival(e, id, to);
  happen(e, {
    kind: "moved",
    object: id,
    name: current.name,
    result: id,
    player: actor.player,
    source: actor.source,
    from: fromKey,
    to: keyOf(current),
    location: to,
  });
  return { happened: true, result: id };
}

/** CR 454: recall to its controller's base; not a move. A rune goes to its controller's runes (CR 107.1.c). */
export function recall(e: Engine, id: ObjectId, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !onBoard(obj) || obj.controller === null) return NOTHING;
  const zone = obj.zone === "runes" ? "runes" : "base";
  if (obj.zone === zone && obj.player === obj.controller) return NOTHING;
  const fromKey = keyOf(obj);
  const to: Location = { kind: "base", player: obj.controller };
  relocate(
    e,
    id,
    zone === "runes" ? { zone, player: obj.controller, at: null } : placeOfLocation(to),
  );
  happen(e, {
    kind: "recalled",
    object: id,
    name: obj.name,
    result: id,
    player: actor.player,
    from: fromKey,
    to: keyOf(obj),
    location: to,
  });
  return { happened: true, result: id };
}

type StatusChange = "readied" | "exhausted" | "stunned" | "buffed";

/** Ready, exhaust, stun, buff: nothing happens to an object already in that state (CR 414.1.c, 415.1.c, 423.1.a.1, 426.1.b.1). */
export function changeStatus(
  e: Engine,
  id: ObjectId,
  change: StatusChange,
  ctx: Context | null,
  actor: Actor,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !onBoard(obj)) return NOTHING;
  // The type is read only for the statuses of units: most changes ready or exhaust a rune.
  switch (change) {
    case "readied":
      if (!obj.exhausted) return NOTHING;
      break;
    case "exhausted":
      if (obj.exhausted) return NOTHING;
      break;
    case "stunned":
      if (obj.stunned || typeOf(e, obj) !== "unit") return NOTHING;
      break;
    case "buffed":
      if (obj.buffed || typeOf(e, obj) !== "unit") return NOTHING;
      break;
    default: {
      const _exhaustive: never = change;
      return _exhaustive;
    }
  }
  if (meetsNothing(e, change, obj)) return statusChanged(e, obj, change, actor);
  return replaceable(
    e,
    { kind: change, object: id, player: actor.player, location: locationOf(obj) },
    ctx,
    () => statusChanged(e, obj, change, actor),
  );
}

function statusChanged(e: Engine, obj: GameObject, change: StatusChange, actor: Actor): Outcome {
  if (change === "readied") setExhausted(e, obj, false);
  if (change === "exhausted") setExhausted(e, obj, true);
  if (change === "stunned") setStunned(e, obj, true);
  if (change === "buffed") e.j.set(obj, "buffed", true);
  happen(e, {
    kind: change,
    object: obj.id,
    name: obj.name,
    result: obj.id,
    player: actor.player,
    source: actor.source,
    location: locationOf(obj),
  });
  return { happened: true, result: obj.id };
}

/** How damage is dealt: by combat (CR 465.2.d, 417.6.c), and by which sources (CR 417.6). */
export interface Dealing {
  combat: boolean;
  sources: readonly ObjectId[];
}

/**
 * CR 417: only units take damage, and only a positive amount is dealt. `how.combat`: damage
 * combat assigned (CR 465.2.d), which preventions of combat damage meet (CR 417.6.c); without
 * `how`, a spell's or an ability's damage, dealt by the object whose it is (CR 417.6.a).
 */
export function deal(
  e: Engine,
  id: ObjectId,
  amount: number,
  ctx: Context | null,
  actor: Actor,
  how: Dealing = { combat: false, sources: actor.source === null ? [] : [actor.source] },
): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !onBoard(obj) || amount < 1) return NOTHING;
  if (typeOfId(e, id) !== "unit") return NOTHING;
  // CR 054.1, 465.2.c.10: a unit that can't be dealt damage is dealt none — not a replacement, so
  // nothing would be dealt for one to rewrite, and nothing is prevented.
  if (characteristics(e, id).cantBeDealtDamage) return NOTHING;
  return replaceable(
    e,
    {
      kind: "damaged",
      object: id,
      player: actor.player,
      location: locationOf(obj),
      amount,
      // CR 369.2: a prevention deals the rest, as an event replacements still meet (CR 370.2).
      restate: (rest, rctx) => deal(e, id, rest, rctx, actor, how),
      combat: how.combat,
      sources: how.sources,
    },
    ctx,
    () => {
      e.j.set(obj, "damage", obj.damage + amount);
      countDealt(e, amount);
      happen(e, {
        kind: "damaged",
        object: id,
        name: obj.name,
        result: id,
        player: actor.player,
        source: actor.source,
        amount,
        location: locationOf(obj),
        // `takes combat damage` reads it (CR 417.6.c), said only where something watches for it.
        ...(how.combat && combatDamageWatched(e) ? { detail: COMBAT_DAMAGE } : {}),
      });
      return { happened: true, result: id };
    },
  );
}

export function heal(e: Engine, id: ObjectId, actor: Actor): Outcome {
  const obj = e.state.objects[id];
  if (!obj || obj.damage === 0) return NOTHING;
  const amount = obj.damage;
  e.j.set(obj, "damage", 0);
  happen(e, {
    kind: "healed",
    object: id,
    name: obj.name,
    result: id,
    player: actor.player,
    amount,
  });
  return { happened: true, result: id };
}

/** Temporary changes of control of an object end without handing it back (a later change outlasts them). */
function endControlEffectsOn(e: Engine, id: ObjectId): void {
  for (const control of e.state.controlEffects.slice())
    if (control.target === id) e.j.removeValue(e.state.controlEffects, control);
}

/** A temporary change of control, to end with its duration (durations.ts). */
function recordControlEffect(
  e: Engine,
  id: ObjectId,
  player: PlayerId,
  previous: PlayerId | null,
  duration: Duration,
  ctx: Context | null,
): void {
  e.j.push(e.state.controlEffects, {
    id: mintEffectId(e),
    target: id,
    player,
    previous,
    duration,
    controller: ctx?.controller ?? player,
    createdTurn: e.state.turn.number,
    ...(duration.until === "nextEvent" && ctx
      ? { bindings: { ...ctx.bindings }, source: ctx.source }
      : {}),
  });
}

/**
 * Control (RULES O3). Gaining control of a battlefield is a Conquer if the player has not scored it
 * this turn (RULES S2, CR 469.1). `by` says who changes it: an effect, or the steps of a showdown
 * or combat (CR 348.2, 466.5), the only ones that may while either goes on there (CR 190.4.b).
 */
export function gainControl(
  e: Engine,
  id: ObjectId,
  player: PlayerId,
  duration: Duration | undefined,
  ctx: Context | null,
  actor: Actor,
  by: "effect" | "rules" = "effect",
): Outcome {
  const obj = e.state.objects[id];
  if (!obj || !onBoard(obj)) return NOTHING;
  // CR 190.4.b, 055: an effect cannot change a battlefield's control during its showdown or
  // combat; the instruction is impossible there and does nothing ("if you do" is false).
  if (by === "effect" && isBattlefield(obj) && inConflict(e, id))
    return { happened: false, result: id };
  if (by === "effect" && controlChangeProblem(e, id, player) !== null)
    return { happened: false, result: id };
  if (obj.controller === player) {
    // CR 480.3: the later change of control applies last — taken for good, the object no longer
    // goes back when an earlier, temporary change ends; taken for longer, it stays until then.
    if (duration === undefined || duration.until === "permanent") endControlEffectsOn(e, id);
    else recordControlEffect(e, id, player, player, duration, ctx);
    return NOTHING;
  }
  return replaceable(
    e,
    { kind: "controlChanged", object: id, player, location: locationOf(obj) },
    ctx,
    () => {
      const previous = obj.controller;
      e.j.set(obj, "controller", player);
      if (duration === undefined || duration.until === "permanent") endControlEffectsOn(e, id);
      else recordControlEffect(e, id, player, previous, duration, ctx);
      happen(e, {
        kind: "controlChanged",
        object: id,
        name: obj.name,
        result: id,
        player,
        source: actor.source,
        location: locationOf(obj),
      });
      if (isBattlefield(obj)) conquer(e, player, id, ctx);
      return { happened: true, result: id };
    },
  );
}

export function addResources(
  e: Engine,
  player: PlayerId,
  energy: number,
  power: readonly PowerAmount[],
  /** `describePower(energy, power)`, when the caller keeps it (a rune's Add, used every turn). */
  detail?: string,
): void {
  const pool = playerState(e, player).pool;
  if (energy > 0) setEnergy(e, pool, pool.energy + energy);
  let total = 0;
  for (const p of power) {
    if (p.amount <= 0) continue;
    const key: Domain | "any" = p.domain;
    e.j.set(pool.power, key, pool.power[key] + p.amount);
    total += p.amount;
  }
  if (energy > 0 || total > 0) {
    emit(e, {
      kind: "added",
      player,
      amount: energy + total,
      detail: detail ?? describePower(energy, power),
    });
  }
}

export function describePower(energy: number, power: readonly PowerAmount[]): string {
  const parts = energy > 0 ? [`${energy} energy`] : [];
  for (const p of power) if (p.amount > 0) parts.push(`${p.amount} ${p.domain} power`);
  return parts.join(", ");
}

/** Points from effects and burn-outs (CR 194.1); scores never go below 0 (CR 194.4). */
export function gainPoints(
  e: Engine,
  player: PlayerId,
  points: number,
  actor: Actor,
  detail: string,
): void {
  const p = playerState(e, player);
  const before = p.score;
  const next = Math.max(0, before + points);
  if (next === before) return;
  e.j.set(p, "score", next);
  happen(e, { kind: "pointsGained", player, amount: next - before, source: actor.source, detail });
}

/** CR 194.2, 323.1: a player at the Victory Score with more points than everyone else wins. */
export function checkVictory(e: Engine): void {
  if (gameOver(e.state)) return;
  const players = e.state.players;
  for (const p of players) {
    if (p.score < e.state.victoryScore) continue;
    if (players.every((q) => q === p || q.score < p.score)) {
      e.j.set(e.state, "winner", p.id);
      emit(e, { kind: "gameWon", player: p.id, amount: p.score });
      return;
    }
  }
}
