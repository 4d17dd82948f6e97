/**
 * The interpreter of `Instruction` (DESIGN.md: the small composable set). Every instruction acts
 * through the resolution context (RULES E3) and sets `didPrevious` for a following "if you do"
 * (RULES E2): true only when it happened as written.
 */
import type {
  Duration,
  Effect,
  Instruction,
  LocationRef,
  ObjectRef,
  PlayerRef,
  Modification,
  TokenSpec,
} from "./definitions.js";
import { changedMight, characteristics } from "./characteristics.js";
import { cleanupsWithin } from "./cleanup.js";
import { type Context, copyBindings } from "./context.js";
import {
  type Engine,
  ask,
  countPlayers,
  describe,
  emit,
  mintEffectId,
  mintTimestamp,
  shuffle,
} from "./engine.js";
import { dealtWhile, sourcesDealt } from "./damage-sources.js";
import { durationAlreadyOver } from "./durations.js";
import { effectText } from "./effect-text.js";
import { evaluateCondition } from "./conditions.js";
import { allMatching, matchesFilter } from "./filters.js";
import {
  addResources,
  banish,
  burn,
  changeStatus,
  channel,
  deal,
  deckOf,
  discard,
  draw,
  gainControl,
  gainPoints,
  heal,
  kill,
  move,
  putInZone,
  recall,
} from "./game-actions.js";
import { counter } from "./counter.js";
import { bindTargets, paidToSpare } from "./unless-pays.js";
import { canPayOffered, offeredCost, payOffered } from "./offered-payment.js";
import { startLimitedPlay } from "./play-process.js";
import { addDelayedAbility, makeStepTrigger } from "./step-triggers.js";
import { createPreventions } from "./prevention.js";
import { createDiscount } from "./next-discounts.js";
import type { Outcome } from "./replacement.js";
import { replaceWithToken, swapBack } from "./replace.js";
import { resolveAmount, resolveDestination, resolveObjects, resolvePlayers } from "./references.js";
import type { ChainItem, ContinuousEffect, ObjectId, PlayerId } from "./state.js";
import { createToken, startTokenPlay } from "./tokens.js";
import { simultaneously } from "./triggers.js";
import { lastKnownOf } from "./last-known.js";
import { noticeMightyBetween } from "./becoming-mighty.js";
import { type Actor, changeZone, changeZonesTogether, happen } from "./zone-change.js";
import { contents, isBoardZone, onBoard, placeOfLocation, shuffleZone, zoneKey } from "./zones.js";
import { setExhausted } from "./field-writes.js";

/** Run an effect's instructions in order, stopping if the resolving item left the Chain (CR 359.3.e.15). */
export function execute(e: Engine, effect: Effect, ctx: Context, prefix: string): void {
  for (let i = 0; i < effect.length; i++) {
    if (ctx.stopped) return;
    if (ctx.item !== null && !onChain(e.state.chain, ctx.item)) {
      ctx.stopped = true;
      return;
    }
    // CR 370.1.a.2: each instruction is one game action, whose events trigger a "one or more"
    // ability once (triggers.ts `asOneAction`), saved and restored here without a closure.
    const outer = e.oneAction;
    const outerIn = e.inAction;
    e.oneAction = null;
    e.inAction = true;
    try {
      executeInstruction(e, effect[i] as Instruction, ctx, `${prefix}${i}`);
    } finally {
      e.oneAction = outer;
      e.inAction = outerIn;
    }
    // CR 383.2.c, 709, 370.1.a: each instruction is a game action, after which trigger conditions
    // are evaluated, so a Might that reaches 5 and falls back within one resolution has made its
    // unit Mighty. Looked for only in a game that waits for it (becoming-mighty.ts).
    noticeMightyBetween(e);
  }
}

/** Whether the object was killed by an event logged from `mark` on (RULES E1: killed, not banished). */
function killedSince(e: Engine, mark: number, id: ObjectId): boolean {
  for (let i = mark; i < e.log.length; i++) {
    const event = e.log[i]!;
    if (event.kind === "killed" && event.object === id) return true;
  }
  return false;
}

/** Whether the item is still on the Chain (asked before every instruction it carries out). */
function onChain(chain: readonly ChainItem[], item: ObjectId): boolean {
  for (let i = 0; i < chain.length; i++) if ((chain[i] as ChainItem).id === item) return true;
  return false;
}

/**
 * Whom an instruction meaning "you" (`add`, `channel`, `you may`) acts for — or null, and the
 * instruction is ignored, with no one as "you" (an uncontrolled battlefield's ability, CR 190.6.d).
 */
function youOrIgnored(ctx: Context): PlayerId | null {
  if (ctx.controller === null) ctx.didPrevious = false;
  return ctx.controller;
}

function actorOf(ctx: Context): Actor {
  return { player: ctx.actor, source: ctx.source };
}

/** Apply an action to each object; "if you do" holds when there was something and it all happened. */
function each(ctx: Context, ids: ObjectId[], act: (id: ObjectId) => Outcome, bind?: string): void {
  const results: ObjectId[] = [];
  let all = ids.length > 0;
  for (const id of ids) {
    const outcome = act(id);
    if (!outcome.happened) all = false;
    if (outcome.result !== null) results.push(outcome.result);
  }
  if (bind !== undefined) ctx.bindings[bind] = results;
  ctx.didPrevious = all;
}

/**
 * `each player kills one of their units` (CR 411.1): each player, in the order named, chooses one
 * of their own — "you" in the filter is that player, and so is whoever is asked — and all the
 * chosen die together as one game action (CR 370.1.a.2), each chooser responsible for their own.
 */
function killEachOwn(
  e: Engine,
  ctx: Context,
  player: PlayerRef,
  target: ObjectRef,
  bind?: string,
): void {
  const chosen: ObjectId[] = [];
  const chooser = new Map<ObjectId, PlayerId>();
  const controller = ctx.controller;
  const actor = ctx.actor;
  for (const p of resolvePlayers(e, player, ctx)) {
    ctx.controller = p;
    ctx.actor = p;
    try {
      for (const id of resolveObjects(e, target, ctx)) {
        chosen.push(id);
        chooser.set(id, p);
      }
    } finally {
      ctx.controller = controller;
      ctx.actor = actor;
    }
  }
  eachLeaving(
    e,
    ctx,
    chosen,
    (id) => kill(e, id, ctx, { player: chooser.get(id) ?? actor, source: ctx.source }),
    bind,
  );
}

/**
 * `each` for one game action that may move its objects off the board: what each object was on the
 * board is kept for later instructions of this resolution that refer to the object it became
 * (CR 359.3.e.13). With `together` (a kill, a banish, a move to a zone off the board) the objects
 * leave simultaneously (CR 370.1.a.2, 383.2.c.2); a move to a place on the board keeps them
 * there, one after another, each seeing the others' moves.
 */
function eachLeaving(
  e: Engine,
  ctx: Context,
  ids: ObjectId[],
  act: (id: ObjectId) => Outcome,
  bind?: string,
  together = true,
): void {
  const before = new Map<ObjectId, ReturnType<typeof lastKnownOf>>();
  const keep = (id: ObjectId, outcome: Outcome): Outcome => {
    const last = before.get(id);
    if (last !== undefined && outcome.result !== null && outcome.result !== id) {
      const after = e.state.objects[outcome.result];
      if (after && !onBoard(after)) ctx.lastKnown.set(outcome.result, last);
    }
    return outcome;
  };
  const note = (id: ObjectId): void => {
    const obj = e.state.objects[id];
    if (obj && onBoard(obj)) before.set(id, lastKnownOf(e, obj));
  };
  if (!together) {
    each(
      ctx,
      ids,
      (id) => {
        note(id);
        return keep(id, act(id));
      },
      bind,
    );
    return;
  }
  // CR 370.4, 373.1.a: objects leaving together each meet their replacement effects while all of
  // them are still on the board, and the replaced ones go first (zone-change.ts).
  ids.forEach(note);
  const outcomes = changeZonesTogether(e, ids, act);
  let index = 0;
  each(ctx, ids, (id) => keep(id, outcomes[index++] as Outcome), bind);
}

export function executeInstruction(e: Engine, ins: Instruction, ctx: Context, path: string): void {
  const actor = actorOf(ctx);
  switch (ins.op) {
    case "banish":
      eachLeaving(
        e,
        ctx,
        resolveObjects(e, ins.target, ctx),
        (id) => banish(e, id, ctx, actor),
        ins.bind,
      );
      return;
    case "kill":
      if (ins.player !== undefined) {
        killEachOwn(e, ctx, ins.player, ins.target, ins.bind);
        return;
      }
      eachLeaving(
        e,
        ctx,
        resolveObjects(e, ins.target, ctx),
        (id) => kill(e, id, ctx, actor),
        ins.bind,
      );
      return;
    case "discard": {
      // A whole hand (CR 422.1) is every card in it, each player's own number.
      const whole = ins.count === "hand";
      const count = ins.count === "hand" ? Infinity : resolveAmount(e, ins.count, ctx);
      const results: ObjectId[] = [];
      const players = resolvePlayers(e, ins.player, ctx);
      // CR 359.3.e.5, 359.3.e.14.a: with no one to discard (an illegal player target, no one as
      // "you") the instruction is not carried out, and "if you do" is false.
      let all = count > 0 && players.length > 0;
      const discarding = new Map<ObjectId, PlayerId>();
      for (const player of players) {
        const hand = contents(e, zoneKey("hand", player, null)).filter(
          (id) =>
            !ins.filter ||
            matchesFilter(e, id, { ...ins.filter, zone: { zone: "hand", player: "any" } }, ctx),
        );
        let chosen = hand.slice();
        if (hand.length > count) {
          // CR 422.1.a: the player who discards chooses.
          const decision = ask(e, {
            kind: "object",
            player,
            prompt: `${ctx.sourceName}: discard ${count}`,
            options: hand.slice(),
            min: count,
            max: count,
          });
          chosen = decision.kind === "objects" ? decision.objects : [];
        }
        if (whole ? chosen.length === 0 : chosen.length < count) all = false;
        for (const id of chosen) discarding.set(id, player);
      }
      // CR 370.1.a.2: the cards one instruction discards, every player's, go by one game action,
      // together — chosen first, then discarded, their triggers seeing them all gone (zone-change.ts).
      const ids = [...discarding.keys()];
      for (const outcome of changeZonesTogether(e, ids, (id) =>
        discard(e, id, ctx, { player: discarding.get(id) ?? null, source: ctx.source }),
      )) {
        if (!outcome.happened) all = false;
        if (outcome.result !== null) results.push(outcome.result);
      }
      if (ins.bind !== undefined) ctx.bindings[ins.bind] = results;
      ctx.didPrevious = all;
      return;
    }
    case "draw": {
      const count = resolveAmount(e, ins.count, ctx);
      let all = count > 0;
      for (const player of resolvePlayers(e, ins.player, ctx)) {
        if (draw(e, player, count, ctx, { player, source: ctx.source }) < count) all = false;
      }
      ctx.didPrevious = all;
      return;
    }
    case "move": {
      // CR 108.4.d: shuffled in, the cards' place in the deck is no one's choice; they go on top
      // (a change of zone, not a recycle, CR 416) and the decks they went to are shuffled after.
      const shuffled = ins.shuffle === true ? new Set<string>() : null;
      eachLeaving(
        e,
        ctx,
        shuffled
          ? resolveObjects(e, ins.target, ctx)
          : recycledTogether(e, ins.to, resolveObjects(e, ins.target, ctx)),
        (id) => moveTo(e, ins.to, id, ctx, actor, shuffled),
        ins.bind,
        leavesBoard(ins.to),
      );
      if (shuffled) for (const key of shuffled) shuffleZone(e, key);
      return;
    }
    case "putAmong":
      putAmong(e, ins, ctx, actor);
      return;
    case "discountNext":
      ctx.didPrevious = createDiscount(e, ins, ctx);
      return;
    case "recall":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) => recall(e, id, actor));
      return;
    case "ready":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        changeStatus(e, id, "readied", ctx, actor),
      );
      return;
    case "exhaust":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        changeStatus(e, id, "exhausted", ctx, actor),
      );
      return;
    case "stun":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        changeStatus(e, id, "stunned", ctx, actor),
      );
      return;
    case "buff":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        changeStatus(e, id, "buffed", ctx, actor),
      );
      return;
    case "deal": {
      const amount = resolveAmount(e, ins.amount, ctx);
      // CR 417.1.d: damage to several units is dealt at the same time (CR 383.1.b), by the object
      // whose spell or ability this is (CR 417.6.a, 417.6.b.2.a).
      simultaneously(e, () => {
        const dealt = dealtWhile(e, () =>
          each(ctx, resolveObjects(e, ins.target, ctx), (id) => {
            const outcome = deal(e, id, amount, ctx, actor);
            if (outcome.happened) (ctx.dealtTo ??= []).push(id);
            return outcome;
          }),
        );
        if (ctx.source !== null) sourcesDealt(e, [ctx.source], actor.player, dealt, false);
      });
      return;
    }
    case "heal":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) => heal(e, id, actor));
      return;
    case "prevent":
      ctx.didPrevious = createPreventions(e, ins, ctx);
      return;
    case "counter": {
      const unless = ins.unless;
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        unless !== undefined && paidToSpare(e, unless, ctx, `${describe(e, id)} is not countered`)
          ? { happened: false, result: id }
          : counter(e, id, ins.destination, ctx),
      );
      return;
    }
    case "gainControl": {
      const [player] = resolvePlayers(e, ins.player, ctx);
      // CR 466.7.c: control for `this combat` with no combat going on would never end.
      // CR 359.3.e.16: control until this leaves the board, this having left, is never gained.
      if (
        player === undefined ||
        (ins.duration?.until === "endOfCombat" && e.state.combat === null) ||
        (ins.duration?.until === "nextEvent" && durationAlreadyOver(e, ins.duration, ctx))
      ) {
        ctx.didPrevious = false;
        return;
      }
      each(ctx, resolveObjects(e, ins.target, ctx), (id) =>
        gainControl(e, id, player, ins.duration, ctx, actor),
      );
      return;
    }
    case "modify": {
      const targets = resolveObjects(e, ins.target, ctx).filter((id) => e.state.objects[id]);
      if (targets.length === 0 || durationAlreadyOver(e, ins.duration, ctx)) {
        ctx.didPrevious = false;
        return;
      }
      const modifications = countedNow(e, ins.modifications, ctx);
      if (modifications.some((m) => m.mod === "might" && m.floor !== undefined)) {
        // CR 477.3.b: each target's floored loss is worked out against its own Might.
        for (const id of targets)
          createEffect(e, ctx, [id], limitedNow(e, id, modifications), ins.duration);
      } else createEffect(e, ctx, targets, modifications, ins.duration);
      ctx.didPrevious = true;
      return;
    }
    case "setMight": {
      const targets = resolveObjects(e, ins.target, ctx).filter((id) => e.state.objects[id]);
      if (targets.length === 0 || durationAlreadyOver(e, ins.duration, ctx)) {
        ctx.didPrevious = false;
        return;
      }
      // CR 477.1.a.1: applied in the Trait-Altering layer, before every change of Might
      // (characteristics.ts `setMightIn`); its timestamp orders it among other sets (CR 480.3).
      createEffect(e, ctx, targets, [{ mod: "setMight", value: ins.value }], ins.duration);
      ctx.didPrevious = true;
      return;
    }
    case "ifKills": {
      // CR 428.5.c: a unit this resolution dealt lethal damage dies in the cleanup after it, and
      // that kill is the resolution's. The checker has this last in its effect, so the effect is
      // over: the cleanup is carried out now, and what it killed answers.
      const dealtTo = ctx.dealtTo;
      const victims = resolveObjects(e, ins.victim, ctx).filter(
        (id) => dealtTo !== null && dealtTo.includes(id),
      );
      const mark = e.log.length;
      cleanupsWithin(e);
      const killed = victims.length > 0 && victims.every((id) => killedSince(e, mark, id));
      if (killed) execute(e, ins.then, ctx, `${path}.then.`);
      else if (ins.else) execute(e, ins.else, ctx, `${path}.else.`);
      return;
    }
    case "double": {
      const targets = resolveObjects(e, ins.target, ctx).filter((id) => e.state.objects[id]);
      if (targets.length === 0 || durationAlreadyOver(e, ins.duration, ctx)) {
        ctx.didPrevious = false;
        return;
      }
      // CR 432.1, 432.1.a: each unit's own Might, read now, is the fixed amount of its effect; a
      // Might below 0 adds nothing (a doubling increases, CR 432.1).
      for (const id of targets) {
        const might = Math.max(0, characteristics(e, id).might ?? 0);
        createEffect(e, ctx, [id], [{ mod: "might", amount: might }], ins.duration);
      }
      ctx.didPrevious = true;
      return;
    }
    case "add": {
      const you = youOrIgnored(ctx);
      if (you === null) return;
      addResources(e, you, ins.energy, ins.power);
      ctx.didPrevious = true;
      return;
    }
    case "channel": {
      const you = youOrIgnored(ctx);
      if (you === null) return;
      const count = resolveAmount(e, ins.count, ctx);
      ctx.didPrevious = channel(e, you, count, ins.exhausted ?? false, ctx) === count && count > 0;
      return;
    }
    case "burn": {
      const count = resolveAmount(e, ins.count, ctx);
      for (const player of resolvePlayers(e, ins.player, ctx))
        burn(e, player, count, ctx, { player, source: ctx.source });
      ctx.didPrevious = count > 0;
      return;
    }
    case "playToken": {
      const count = resolveAmount(e, ins.count, ctx);
      const token = countedSpec(e, ins.token, ctx);
      const made: ObjectId[] = [];
      for (let i = 0; i < count; i++) {
        const id = startTokenPlay(e, token, ctx, ins);
        if (id !== null) made.push(id);
      }
      if (ins.bind !== undefined) ctx.bindings[ins.bind] = made;
      ctx.didPrevious = made.length === count && count > 0;
      return;
    }
    case "createToken": {
      const count = resolveAmount(e, ins.count, ctx);
      const token = countedSpec(e, ins.token, ctx);
      const made: ObjectId[] = [];
      for (let i = 0; i < count; i++) {
        const id = createToken(e, token, ctx, ins);
        if (id !== null) made.push(id);
      }
      if (ins.bind !== undefined) ctx.bindings[ins.bind] = made;
      ctx.didPrevious = made.length === count && count > 0;
      return;
    }
    case "playCard":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) => {
        const started = startLimitedPlay(e, id, ctx, ins);
        return { happened: started !== null, result: started };
      });
      return;
    case "replace": {
      const token = countedSpec(e, ins.token, ctx);
      each(ctx, resolveObjects(e, ins.target, ctx), (id) => replaceWithToken(e, id, token, ctx));
      return;
    }
    case "swapBack":
      each(ctx, resolveObjects(e, ins.target, ctx), (id) => swapBack(e, id, ctx));
      return;
    case "score":
      for (const player of resolvePlayers(e, ins.player, ctx)) {
        gainPoints(e, player, ins.points, actor, ctx.sourceName);
      }
      ctx.didPrevious = true;
      return;
    case "reveal":
    case "look": {
      const [player] = resolvePlayers(e, ins.player, ctx);
      const top =
        player === undefined ? [] : contents(e, zoneKey("deck", player, null)).slice(0, ins.count);
      if (ins.op === "reveal") {
        for (const id of top) {
          happen(e, {
            kind: "revealed",
            object: id,
            name: e.state.objects[id]?.name ?? null,
            result: id,
            player: player ?? null,
            source: ctx.source,
          });
        }
      }
      if (ins.bind !== undefined) ctx.bindings[ins.bind] = top.slice();
      ctx.didPrevious = top.length > 0;
      return;
    }
    case "choose": {
      const key = ctx.targetPrefix + path;
      let modes = ctx.choices.modes[key];
      if (!modes) {
        const decision = ask(e, {
          kind: "mode",
          player: ctx.actor,
          prompt: `${ctx.sourceName}: choose ${ins.count} of ${ins.modes.length} modes`,
          modes: ins.modes.length,
          count: Math.min(ins.count, ins.modes.length),
        });
        modes = decision.kind === "modes" ? decision.modes : [];
      }
      for (const m of modes) {
        const mode = ins.modes[m];
        if (mode) execute(e, mode, ctx, `${path}.modes.${m}.`);
      }
      return;
    }
    case "may": {
      // The turn player carrying the ability out is not asked either.
      if (youOrIgnored(ctx) === null) return;
      // CR 383.3.a: the first "you may" of a triggered ability was decided at finalization.
      let yes = path === "0" && ctx.choices.mayAccepted;
      const offered = offeredCost(ins.effect);
      if (offered !== undefined) {
        // CR 383.3.b: a payment there was the ability's cost, paid as it was finalized.
        if (yes) {
          ctx.didPrevious = true;
          return;
        }
        // CR 055: a player who cannot pay is not asked, and does not pay.
        if (!canPayOffered(e, ctx.actor, offered)) {
          ctx.didPrevious = false;
          return;
        }
      }
      if (!yes) {
        const decision = ask(e, {
          kind: "yesNo",
          player: ctx.actor,
          prompt: `${ctx.sourceName}: you may ${summarize(ins.effect)}`,
          reason: "may",
          suggested: null,
        });
        yes = decision.kind === "yes";
      }
      if (!yes) {
        ctx.didPrevious = false;
        return;
      }
      ctx.didPrevious = true;
      execute(e, ins.effect, ctx, `${path}.effect.`);
      return;
    }
    case "if":
      if (evaluateCondition(e, ins.condition, ctx)) execute(e, ins.then, ctx, `${path}.then.`);
      else if (ins.else) execute(e, ins.else, ctx, `${path}.else.`);
      return;
    case "forEach": {
      const ids = resolveObjects(e, ins.each, ctx);
      for (const id of ids) {
        ctx.bindings[ins.bind] = [id];
        execute(e, ins.effect, ctx, `${path}.effect.`);
      }
      return;
    }
    case "pay":
      ctx.didPrevious = payOffered(e, ctx.actor, ins.cost, ctx.sourceName);
      return;
    case "unlessPays": {
      bindTargets(e, ins.effect, ctx);
      if (paidToSpare(e, ins, ctx, `${summarize(ins.effect)} does not happen`)) {
        ctx.didPrevious = false;
        return;
      }
      execute(e, ins.effect, ctx, `${path}.effect.`);
      return;
    }
    case "repeat": {
      const times = resolveAmount(e, ins.times, ctx);
      for (let i = 0; i < times; i++) execute(e, ins.effect, ctx, `${path}.effect.`);
      return;
    }
    case "delayed":
      if (durationAlreadyOver(e, ins.duration, ctx)) return;
      addDelayedAbility(e, ctx, ins.trigger, ins.effect, ins.duration, null);
      return;
    case "delayedStep":
      makeStepTrigger(e, ins, ctx);
      return;
    default: {
      const _exhaustive: never = ins;
      return _exhaustive;
    }
  }
}

/** A move to a zone off the board: its objects leave together (CR 370.1.a.2). */
function leavesBoard(to: LocationRef): boolean {
  return to.to === "zone" && !isBoardZone(to.zone);
}

/**
 * One object of a `move` (or `put`, `return`, `shuffle`) to where it goes; into a deck that is
 * then shuffled with `shuffled` (which collects the decks to shuffle).
 */
function moveTo(
  e: Engine,
  to: LocationRef,
  id: ObjectId,
  ctx: Context,
  actor: Actor,
  shuffled: Set<string> | null,
): Outcome {
  const dest = resolveDestination(e, to, ctx, id);
  if (dest === null) return { happened: false, result: id };
  if (shuffled && dest.kind === "zone" && dest.zone === "deck") {
    const obj = e.state.objects[id];
    if (obj === undefined) return { happened: false, result: id };
    shuffled.add(zoneKey(deckOf(e, id), obj.owner, null));
    return putInZone(e, id, "deck", "top", ctx, actor);
  }
  if (dest.kind === "zone" && dest.zone === "base" && dest.player !== null) {
    return moveOnto(e, id, { kind: "base", player: dest.player }, ctx, actor);
  }
  if (dest.kind === "location") return moveOnto(e, id, dest.location, ctx, actor);
  switch (dest.zone) {
    case "hand":
    case "deck":
    case "trash":
    case "banishment":
    case "runeDeck":
    case "champion":
      return putInZone(e, id, dest.zone, dest.position, ctx, actor);
    default:
      // The other zones are places on the board or the Chain; nothing moves there by name.
      return { happened: false, result: id };
  }
}

/**
 * `put one of them into your hand and the rest on the bottom of your deck`. The player carrying
 * it out chooses among what `among` still finds (the cards looked at, those still there: one
 * drawn meanwhile is a new object, RULES O1). A choice that names a kind of card among cards only
 * that player may see can be declined (CR 128.6.a); one that names none cannot. The rest go
 * together, on a deck at random (CR 416.5) or, `ordered`, one by one as the player picks them, each
 * put where the place says after the one before.
 */
function putAmong(
  e: Engine,
  ins: Extract<Instruction, { op: "putAmong" }>,
  ctx: Context,
  actor: Actor,
): void {
  const among = resolveObjects(e, ins.among, ctx);
  const filter = ins.filter;
  const options =
    filter === undefined
      ? among
      : among.filter((id) => {
          const obj = e.state.objects[id];
          if (obj === undefined) return false;
          const zone = isBoardZone(obj.zone)
            ? undefined
            : { zone: obj.zone, player: "any" as const };
          return matchesFilter(e, id, zone ? { ...filter, zone } : filter, ctx);
        });
  const max = Math.min(ins.count, options.length);
  const hidden = options.some((id) => {
    const obj = e.state.objects[id];
    return obj !== undefined && (obj.zone === "deck" || obj.zone === "hand");
  });
  const min = ins.upTo === true || (filter !== undefined && hidden) ? 0 : max;
  let chosen = options.slice(0, max);
  if (max > 0 && (min < max || options.length > max)) {
    const decision = ask(e, {
      kind: "object",
      player: ctx.actor,
      prompt: `${ctx.sourceName}: choose ${min < max ? "up to " : ""}${max} (${options
        .map((id) => describe(e, id))
        .join(", ")})`,
      options: options.slice(),
      min,
      max,
    });
    chosen = decision.kind === "objects" ? decision.objects : [];
  }
  const rest = among.filter((id) => !chosen.includes(id) && e.state.objects[id] !== undefined);
  eachLeaving(
    e,
    ctx,
    chosen,
    (id) => moveTo(e, ins.to, id, ctx, actor, null),
    undefined,
    leavesBoard(ins.to),
  );
  const happened = ctx.didPrevious;
  const restTo = ins.rest;
  if (restTo !== undefined && rest.length > 0) {
    let order = rest;
    if (ins.ordered === true) {
      // Picked one at a time: each goes after the one before (CR 416.5 leaves no order to pick
      // only for cards recycled together, with no order written).
      order = [];
      const left = rest.slice();
      while (left.length > 1) {
        const decision = ask(e, {
          kind: "object",
          player: ctx.actor,
          prompt: `${ctx.sourceName}: choose the next card to put there`,
          options: left.slice(),
          min: 1,
          max: 1,
        });
        const next = decision.kind === "objects" ? decision.objects[0] : undefined;
        const at = next === undefined ? 0 : Math.max(0, left.indexOf(next));
        order.push(...left.splice(at, 1));
      }
      order.push(...left);
      for (const id of order) moveTo(e, restTo, id, ctx, actor, null);
    } else {
      eachLeaving(
        e,
        ctx,
        recycledTogether(e, restTo, rest),
        (id) => moveTo(e, restTo, id, ctx, actor, null),
        undefined,
        leavesBoard(restTo),
      );
    }
  }
  ctx.didPrevious = happened && chosen.length > 0;
}

/** CR 416.5: cards put on the bottom of a deck together go there in a random order. */
function recycledTogether(e: Engine, to: LocationRef, ids: ObjectId[]): ObjectId[] {
  const bottom = to.to === "zone" && to.zone === "deck" && (to.position ?? "bottom") === "bottom";
  return bottom && ids.length > 1 ? shuffle(e, ids) : ids;
}

function summarize(effect: Effect): string {
  return effect.map((i) => i.op).join(", then ");
}

/** Put an object at a board location: a move if it is on the board, else a change of zone. */
function moveOnto(
  e: Engine,
  id: ObjectId,
  location: Parameters<typeof move>[2],
  ctx: Context,
  actor: Actor,
): Outcome {
  const obj = e.state.objects[id];
  if (!obj) return { happened: false, result: null };
  if (onBoard(obj)) return move(e, id, location, ctx, actor);
  if (obj.zone === "chain") return { happened: false, result: id };
  const type = characteristics(e, id).type;
  if (type !== "unit" && type !== "gear") return { happened: false, result: id };
  const controller = location.kind === "base" ? location.player : ctx.actor;
  const outcome = changeZone(e, id, placeOfLocation(location), "zoneChanged", ctx, actor, {
    controller,
  });
  if (outcome.result !== null) {
    const entered = e.state.objects[outcome.result];
    if (entered && isBoardZone(entered.zone)) {
      setExhausted(e, entered, type === "unit");
      happen(e, {
        kind: "entered",
        object: outcome.result,
        name: entered.name,
        result: outcome.result,
        player: controller,
        location,
      });
    }
  }
  return outcome;
}

/**
 * A continuous effect an instruction begins (`give`, `double`): its modifications are fixed now,
 * and it lasts for its duration (RULES E4).
 */
function createEffect(
  e: Engine,
  ctx: Context,
  targets: ObjectId[],
  modifications: Modification[],
  duration: Duration,
): void {
  const id = mintEffectId(e);
  const effect: ContinuousEffect = {
    id,
    timestamp: mintTimestamp(e),
    controller: ctx.actor,
    source: ctx.source,
    targets,
    modifications,
    duration,
    createdTurn: e.state.turn.number,
  };
  // Added after, not spread in: a conditional spread copies through the runtime's slow path.
  if (duration.until === "nextEvent") effect.bindings = copyBindings(ctx.bindings);
  e.j.push(e.state.effects, effect);
  emit(e, {
    kind: "effectCreated",
    amount: id,
    source: ctx.source,
    player: ctx.actor,
    detail: effectText(e, modifications, targets, duration),
  });
}

/**
 * CR 477.3.b: an arithmetic effect that is not a passive ability's is worked out as it begins to
 * apply and remembered: "+1 might for each …" of a `give` or of a token's creating effect counts
 * once, where this ability resolves and with what it bound (RULES E3), reading the objects counted
 * with their statics (CR 478.1.c) — not again whenever Might is read, nor later from nowhere. A
 * token's is counted as the instruction begins, before any token it makes exists.
 */
function countedNow(e: Engine, modifications: Modification[], ctx: Context): Modification[] {
  if (!modifications.some((m) => m.mod === "mightPerCount" || m.mod === "mightPerPlayer"))
    return modifications;
  return modifications.map((m) =>
    m.mod === "mightPerCount"
      ? counted(m.amount * allMatching(e, m.per, ctx).length, m.floor)
      : m.mod === "mightPerPlayer"
        ? counted(m.amount * countPlayers(e, m.among, ctx), m.floor)
        : m,
  );
}

/**
 * CR 477.3.b, 477.3.e.2.b: a limited loss that is not a passive ability's ("-3 might to a minimum
 * of 1" a spell gives) is limited as it begins to apply, against the Might the unit has then —
 * statics and earlier effects included — and remembered at that amount: the unit's later gains
 * and losses neither refill nor shrink it. A static's floor is no snapshot: it is read where it
 * applies, each time (characteristics.ts).
 */
function limitedNow(e: Engine, id: ObjectId, modifications: Modification[]): Modification[] {
  let might = characteristics(e, id).might;
  if (might === null) return modifications;
  const out: Modification[] = [];
  for (const m of modifications) {
    if (m.mod !== "might") {
      out.push(m);
      continue;
    }
    const next = changedMight(might, m.amount, m.floor);
    out.push({ mod: "might", amount: next - might });
    might = next;
  }
  return out;
}

/** The change counted (CR 477.3.b); its floor stays, for `limitedNow` or a token's changes. */
function counted(amount: number, floor: number | undefined): Modification {
  return floor === undefined ? { mod: "might", amount } : { mod: "might", amount, floor };
}

function countedSpec(e: Engine, spec: TokenSpec, ctx: Context): TokenSpec {
  const changes = spec.changes;
  if (changes === undefined) return spec;
  const counted = countedNow(e, changes, ctx);
  return counted === changes ? spec : { ...spec, changes: counted };
}
