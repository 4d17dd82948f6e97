/**
 * Tokens (RULES T1–T7, CR 179–187, 439). *Create* puts a token directly at its destination; *play*
 * creates it pending on the Chain, where it goes through the play process after the surrounding
 * effect finishes and counts as played (RULES T1). The token's owner is the controller of the
 * creating effect (RULES O2); a created battlefield starts uncontrolled (RULES O3).
 */
import type { CardType, Instruction, TokenSpec } from "./definitions.js";
import { characteristics } from "./characteristics.js";
import type { Context } from "./context.js";
import { emptyChoices } from "./context.js";
import {
  type Engine,
  ask,
  definitionOf,
  emit,
  mintObjectId,
  mintSerial,
  mintTimestamp,
} from "./engine.js";
import { hiddenPlayLocation } from "./keywords-hidden.js";
import { attackProblem, destinationProblem } from "./movement.js";
import { playLocations } from "./play-process.js";
import { resolveDestination, resolvePlayers } from "./references.js";
import type { GameObject, Location, ObjectId, PlayerId } from "./state.js";
import { happen } from "./zone-change.js";
import { replaceable } from "./replacement.js";
import {
  type Place,
  attach,
  cease,
  isBoardZone,
  locationOf,
  placeOfLocation,
  relocateObject,
} from "./zones.js";
import { setExhausted } from "./field-writes.js";

type TokenInstruction = Extract<Instruction, { op: "playToken" | "createToken" }>;

const PLAYED_TYPES: ReadonlySet<CardType> = new Set<CardType>(["unit", "gear", "spell"]);

/** Make a token object at a place (no event). */
export function makeToken(
  e: Engine,
  spec: TokenSpec,
  owner: PlayerId,
  controller: PlayerId | null,
  place: Place,
): GameObject {
  const def = definitionOf(e, spec.name);
  if (def.kind !== "token") throw new Error(`"${spec.name}" is a card, not a token (RULES O4)`);
  const serial = mintSerial(e);
  const obj: GameObject = {
    id: mintObjectId(e),
    serial,
    // The definition's own string: lookups by name then compare it by identity.
    name: def.name,
    kind: "token",
    owner,
    controller,
    zone: place.zone,
    player: place.player,
    at: place.at,
    exhausted: false,
    damage: 0,
    buffed: false,
    stunned: false,
    facedown: false,
    replaced: false,
    replacedIdentity: null,
    changes: spec.changes ?? [],
    timestamp: mintTimestamp(e),
    scoring: [],
    label: null,
  };
  e.j.put(e.state.objects, obj.id, obj);
  e.j.put(e.state.owners, String(serial), owner);
  attach(e, obj);
  return obj;
}

/**
 * CR 462.2.a, 449.2: a unit token that an effect would put at a battlefield where its controller's
 * units may not be — units of two other players are there, or a combat it takes no part in — goes
 * to its controller's base instead; and when that battlefield was the effect's "here", the rest of
 * the effect's "here" is that base (CR 462.2.b).
 */
function unitLocation(
  e: Engine,
  name: string,
  controller: PlayerId,
  location: Location,
  ctx: Context,
): Location {
  if (location.kind !== "battlefield" || definitionOf(e, name).type !== "unit") return location;
  if (destinationProblem(e, controller, location) === null) return location;
  const base: Location = { kind: "base", player: controller };
  if (ctx.here?.kind === "battlefield" && ctx.here.battlefield === location.battlefield)
    ctx.here = base;
  return base;
}

/**
 * CR 054.1, 190.3.a.1, 464.2.c.1: a unit token created at a battlefield where its controller would
 * attack, and that can't attack, is put at its controller's base instead, as a unit played there
 * is (play-process.ts `enterBoard`, by the reading of CR 462.2.a), and the rest of the effect's
 * "here" is that base (CR 462.2.b). Read with the token made, before it has entered (no event
 * yet): its own `this can't attack` and what the board gives it there both count.
 */
function enterWhereItMayAttack(
  e: Engine,
  obj: GameObject,
  controller: PlayerId,
  ctx: Context,
): void {
  const location = locationOf(obj);
  if (location?.kind !== "battlefield") return;
  const c = characteristics(e, obj.id);
  if (c.type !== "unit" || attackProblem(e, controller, c.cantAttack, location) === null) return;
  const base: Location = { kind: "base", player: controller };
  if (ctx.here?.kind === "battlefield" && ctx.here.battlefield === location.battlefield)
    ctx.here = base;
  relocateObject(e, obj, placeOfLocation(base));
}

/**
 * RULES T2, CR 439.2.b.1: a unit token created with no stated place goes to a location where it
 * could be played — its controller's base or a battlefield they control — offered as a unit card
 * being played is offered them (`playLocations`, CR 355.2): not where units of two other players
 * or another pair's combat are (CR 462.2, 449.2), nor, for one that can't attack (its own text or
 * what the board gives it, read as it is made), where it would attack (CR 054.1, 464.2.c.1). The
 * resolving player picks among them, in the order `playLocations` lists them.
 */
function chooseUnitLocation(e: Engine, obj: GameObject, controller: PlayerId, ctx: Context): void {
  const options = playLocations(e, controller, characteristics(e, obj.id).cantAttack);
  if (options.length <= 1) return;
  const decision = ask(e, {
    kind: "location",
    player: ctx.actor,
    prompt: `${ctx.sourceName}: choose where the ${obj.name} token is created`,
    options,
    suggested: options[0] ?? null,
  });
  if (decision.kind === "location" && decision.location.kind === "battlefield")
    relocateObject(e, obj, placeOfLocation(decision.location));
}

/**
 * Who controls the token: the player the instruction names, else "you". Null when that is no one
 * — "you" of an uncontrolled battlefield (CR 190.6.d) — and the instruction is then ignored.
 */
function controllerFor(e: Engine, ins: TokenInstruction, ctx: Context): PlayerId | null {
  if (ins.controller) return resolvePlayers(e, ins.controller, ctx)[0] ?? ctx.controller;
  return ctx.controller;
}

/**
 * RULES T2 (CR 439.2): the stated destination, else the default for the token's type. A unit goes
 * to its controller's base, where `chooseUnitLocation` offers the other locations it could be
 * played to, gear to its controller's base, a spell onto the Chain, a rune to
 * the base, a legend to the Legend Zone, a battlefield to the Battlefield Zone. Null when the
 * destination names nothing, or a zone a token cannot exist in (CR 186: the board or the Chain).
 */
function destinationFor(
  e: Engine,
  ins: TokenInstruction,
  ctx: Context,
  controller: PlayerId,
): Place | null {
  const type = definitionOf(e, ins.token.name).type;
  if (ins.location) {
    const dest = resolveDestination(e, ins.location, ctx, null);
    if (dest === null) return null;
    if (dest.kind === "location") {
      // Only permanents stand at a location; a rune goes among its base's runes (CR 439.2.b.3). A
      // battlefield, legend or spell can never be there, so nothing is created (CR 055).
      if (type === "rune")
        return dest.location.kind === "base"
          ? { zone: "runes", player: dest.location.player, at: null }
          : null;
      if (type !== "unit" && type !== "gear") return null;
      return placeOfLocation(unitLocation(e, ins.token.name, controller, dest.location, ctx));
    }
    if (!isBoardZone(dest.zone) && dest.zone !== "chain") return null;
    return { zone: dest.zone, player: dest.player, at: null };
  }
  switch (type) {
    case "unit":
      // Made at its controller's base first, where it could be played; `chooseUnitLocation`
      // then offers the others (CR 439.2.b.1).
      return { zone: "base", player: controller, at: null };
    case "gear":
      // CR 149.2: gear is played only to a base unless an effect says otherwise.
      return { zone: "base", player: controller, at: null };
    case "spell":
      return { zone: "chain", player: null, at: null };
    case "rune":
      return { zone: "runes", player: controller, at: null };
    case "legend":
      return { zone: "legend", player: controller, at: null };
    case "battlefield":
      return { zone: "battlefields", player: null, at: null };
    default: {
      const _exhaustive: never = type;
      return _exhaustive;
    }
  }
}

/** `createToken`: directly at the destination, not played (RULES T1). */
export function createToken(
  e: Engine,
  spec: TokenSpec,
  ctx: Context,
  ins: TokenInstruction,
): ObjectId | null {
  // RULES O2: the owner is the player who carried out the creating effect (CR 190.6.b).
  const owner = ctx.actor;
  const type = definitionOf(e, spec.name).type;
  const controller = type === "battlefield" ? null : controllerFor(e, ins, ctx);
  if (controller === null && type !== "battlefield") return null;
  const place = destinationFor(e, ins, ctx, controller ?? owner);
  if (place === null) return null;
  const obj = makeToken(e, spec, owner, place.zone === "chain" ? null : controller, place);
  if (type === "unit" && !ins.location && controller !== null)
    chooseUnitLocation(e, obj, controller, ctx);
  if (controller !== null) enterWhereItMayAttack(e, obj, controller, ctx);
  // RULES T3: a unit token enters exhausted unless the effect says ready (CR 184.1: an effect that
  // says "exhausted" outright wins over an "enters ready" of the token's own).
  const c = characteristics(e, obj.id);
  if (c.type === "unit") setExhausted(e, obj, !(ins.ready ?? c.entersReady));
  const location = locationOf(obj);
  happen(e, {
    kind: "created",
    object: obj.id,
    name: obj.name,
    result: obj.id,
    player: owner,
    source: ctx.source,
    location,
  });
  if (place.zone === "chain") {
    e.j.push(e.state.chain, {
      id: obj.id,
      kind: "card",
      status: "finalized",
      controller: controller ?? owner,
      source: obj.id,
      sourceName: obj.name,
      ability: null,
      onceKey: null,
      choices: emptyChoices(),
      from: null,
      play: null,
      trigger: null,
      bindings: {},
      here: ctx.here,
      exit: null,
      you: undefined,
      openedChain: e.state.chain.length === 0,
      sourceKnown: null,
    });
  } else {
    happen(e, {
      kind: "entered",
      object: obj.id,
      name: obj.name,
      result: obj.id,
      player: controller,
      location,
    });
  }
  return obj.id;
}

/** `playToken`: created pending on the Chain; finalized after the surrounding effect (RULES T1). */
export function startTokenPlay(
  e: Engine,
  spec: TokenSpec,
  ctx: Context,
  ins: TokenInstruction,
): ObjectId | null {
  // CR 185.2.a: a token is played only if its type is one that is played (unit, gear, spell).
  if (!PLAYED_TYPES.has(definitionOf(e, spec.name).type)) return null;
  const owner = ctx.actor;
  const controller = controllerFor(e, ins, ctx);
  // CR 190.6.d: "you play a token" with no one as "you" is ignored.
  if (controller === null) return null;
  let location: Location | null = null;
  if (ins.location) {
    const dest = resolveDestination(e, ins.location, ctx, null);
    if (dest === null) return null;
    if (dest.kind === "location")
      location = unitLocation(e, spec.name, controller, dest.location, ctx);
  } else if (definitionOf(e, spec.name).type === "unit") {
    // CR 811.1.d.3: a unit played by a hidden card goes to that card's battlefield.
    location = hiddenPlayLocation(e, ctx, controller);
  }
  const obj = makeToken(e, spec, owner, null, { zone: "chain", player: null, at: null });
  // CR 370.1, 371.2.b, 375: playing a token is an event a replacement effect may rewrite ("if you
  // would play a token, … instead"). It is proposed with the token made, so that the replacement's
  // filter reads what would be played; a replaced play leaves nothing behind (RULES E2, T7).
  const outcome = replaceable(
    e,
    { kind: "played", object: obj.id, player: controller, location },
    ctx,
    () => {
      putTokenPlayOnChain(e, obj.id, spec, ctx, controller, owner, location, ins);
      return { happened: true, result: obj.id };
    },
  );
  if (outcome.happened) return obj.id;
  const left = e.state.objects[obj.id];
  if (
    left !== undefined &&
    left.serial === obj.serial &&
    !e.state.chain.some((c) => c.id === obj.id)
  )
    cease(e, obj.id);
  return null;
}

/** The played token waits, pending, on the Chain (RULES T1). */
function putTokenPlayOnChain(
  e: Engine,
  id: ObjectId,
  spec: TokenSpec,
  ctx: Context,
  controller: PlayerId,
  owner: PlayerId,
  location: Location | null,
  ins: TokenInstruction,
): void {
  const obj = e.state.objects[id] as GameObject;
  e.j.push(e.state.chain, {
    id: obj.id,
    kind: "card",
    status: "pending",
    controller,
    source: obj.id,
    sourceName: obj.name,
    ability: null,
    onceKey: null,
    choices: emptyChoices(),
    from: null,
    play: {
      flow: false,
      ignoreCost: true,
      cost: null,
      location,
      ready: ins.ready ?? false,
      limited: true,
      token: spec,
      here: ctx.here,
    },
    trigger: null,
    bindings: {},
    here: ctx.here,
    exit: null,
    you: undefined,
    openedChain: e.state.chain.length === 0,
    sourceKnown: null,
  });
  // The Chain item goes first: it carries the token's controller, which "when a friendly token
  // is created" reads (RULES T1, O3).
  happen(e, {
    kind: "created",
    object: obj.id,
    name: obj.name,
    result: obj.id,
    player: owner,
    source: ctx.source,
  });
  emit(e, {
    kind: "putOnChain",
    object: obj.id,
    name: obj.name,
    player: controller,
    source: ctx.source,
    detail: "played token",
  });
}
