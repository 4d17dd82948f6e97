/**
 * Replace and swap-back (RULES R1–R7, CR 438). Identity is what passes: the token takes the
 * original's identity, so every effect, Chain item, link and unit "here" that refers to the
 * original now finds the token (RULES R2, R3); the original goes to its owner's Banishment as a
 * new object marked Replaced, remembering the identity it was replaced under (eligibility, R5).
 * Swap-back gives the identity back to an eligible original, which inherits the token's current
 * controller, statuses, effects and scoring history; nothing is rewound.
 */
import type { CardType, TokenSpec } from "./definitions.js";
import { typeOf } from "./characteristics.js";
import type { Context } from "./context.js";
import {
  type Engine,
  ask,
  definitionOf,
  describe,
  emit,
  mintObjectId,
  mintSerial,
  mintTimestamp,
} from "./engine.js";
import { type Outcome, replaceable } from "./replacement.js";
import type { GameObject, ObjectId } from "./state.js";
import { detectTriggers, ownTriggers, queueTriggers } from "./triggers.js";
import { happen } from "./zone-change.js";
import { attach, contents, locationOf, onBoard, zoneKey } from "./zones.js";

const NOTHING: Outcome = { happened: false, result: null };

/** The parts of an object that belong to the game object (identity), not to the physical piece. */
function inheritedState(
  from: GameObject,
): Pick<
  GameObject,
  | "id"
  | "controller"
  | "zone"
  | "player"
  | "at"
  | "exhausted"
  | "damage"
  | "buffed"
  | "stunned"
  | "facedown"
  | "scoring"
> {
  return {
    id: from.id,
    controller: from.controller,
    zone: from.zone,
    player: from.player,
    at: from.at,
    exhausted: from.exhausted,
    damage: from.damage,
    buffed: from.buffed,
    stunned: from.stunned,
    facedown: from.facedown,
    scoring: from.scoring.slice(),
  };
}

/** The kind of space an object of a type occupies on the board (CR 438.1: the token takes it). */
function spaceOf(type: CardType): CardType {
  return type === "gear" ? "unit" : type;
}

/** RULES R1: replace X with token T. Not a banish, and T is not played. */
export function replaceWithToken(e: Engine, id: ObjectId, spec: TokenSpec, ctx: Context): Outcome {
  if (!canReplace(e, id, spec)) return NOTHING;
  const original = e.state.objects[id] as GameObject;
  // Like every event, a replace is proposed first so replacement effects can rewrite it (RULES E2).
  return replaceable(
    e,
    { kind: "replaced", object: id, player: ctx.actor, location: locationOf(original) },
    ctx,
    () => performReplace(e, id, spec, ctx),
  );
}

/**
 * A Replace the rules themselves carry out as a step of their procedure, which no replacement
 * effect rewrites: the removal of a player (CR 652.2.a) must leave a battlefield where the units
 * and hidden cards there stay (CR 652.2.b), since the card it replaces leaves the game (652.3).
 */
export function replaceByRule(e: Engine, id: ObjectId, spec: TokenSpec, ctx: Context): Outcome {
  return canReplace(e, id, spec) ? performReplace(e, id, spec, ctx) : NOTHING;
}

function canReplace(e: Engine, id: ObjectId, spec: TokenSpec): boolean {
  const original = e.state.objects[id];
  if (!original || !onBoard(original)) return false;
  const def = definitionOf(e, spec.name);
  if (def.kind !== "token") throw new Error(`"${spec.name}" is a card, not a token (RULES O4)`);
  // CR 438.1: the token is made in the original's place, so it must be able to be there — a
  // battlefield in the Battlefield Zone, a legend in the Legend Zone, a rune among the runes, a
  // unit or gear at a base or battlefield. Otherwise nothing can be made there: nothing happens.
  if (spaceOf(typeOf(e, original)) !== spaceOf(def.type)) return false;
  // CR 107.4.d: the Champion Legend (the legend card there) is never displaced from its zone;
  // a legend token added there may be (CR 107.4.d.1–2).
  return !(original.zone === "legend" && original.kind === "card");
}

function performReplace(e: Engine, id: ObjectId, spec: TokenSpec, ctx: Context): Outcome {
  const original = e.state.objects[id];
  if (!original || !onBoard(original)) return NOTHING;
  // The original leaves the board as the token takes its identity: the triggers of its being
  // replaced ("when this is replaced", "when a unit is replaced") look back at it as it was, as a
  // leave trigger does (CR 808.1.d, 383.2.c.2); afterwards the identity is the token's.
  const lookedBack = detectTriggers(e, {
    kind: "replaced",
    object: id,
    result: null,
    player: ctx.actor,
    location: locationOf(original),
    phase: null,
  });
  const tokenSerial = mintSerial(e);
  const token: GameObject = {
    ...inheritedState(original),
    serial: tokenSerial,
    name: spec.name,
    kind: "token",
    // RULES O2: the owner of a token is the controller of the effect that created it.
    owner: ctx.actor,
    replaced: false,
    replacedIdentity: null,
    // The effects on X pass with the identity (the `modify` effects are keyed by it); so do the
    // changes X's own creating effect made, if X was a token. T's creating changes come after.
    changes: [...original.changes, ...(spec.changes ?? [])],
    timestamp: mintTimestamp(e),
    // A scenario's label names the game object (RULES R2): the token, not the card in Banishment.
    label: original.label,
  };
  // The token takes the identity in place: same entry in the same zone list.
  e.j.put(e.state.objects, id, token);
  // A replacement effect's Replace: what it made is what replaced the event (RULES E2, engine.ts).
  if (ctx.applied.length > 0) {
    const by = (e.replacedBy ??= new Map());
    by.set(id, [...(by.get(id) ?? []), ...ctx.applied]);
  }
  e.j.put(e.state.owners, String(tokenSerial), token.owner);
  let banished: ObjectId | null = null;
  if (original.kind === "card") {
    const stored: GameObject = {
      ...original,
      id: mintObjectId(e),
      controller: null,
      zone: "banishment",
      player: original.owner,
      at: null,
      exhausted: false,
      damage: 0,
      buffed: false,
      stunned: false,
      facedown: false,
      replaced: true,
      replacedIdentity: id,
      label: null,
      // CR 124.1: entering Banishment clears what was tracked on it.
      changes: [],
      scoring: [],
      timestamp: mintTimestamp(e),
    };
    e.j.put(e.state.objects, stored.id, stored);
    attach(e, stored);
    banished = stored.id;
  } else {
    // RULES R6: a replaced token ceases to exist; tokens cannot wait in Banishment.
    e.j.remove(e.state.owners, String(original.serial));
    emit(e, { kind: "ceased", object: id, name: original.name, detail: "a replaced token" });
  }
  const replaced = emit(e, {
    kind: "replaced",
    object: id,
    name: original.name,
    result: banished,
    player: ctx.actor,
    source: ctx.source,
    location: locationOf(token),
    detail: `replaced by ${spec.name}`,
  });
  queueTriggers(e, replaced, lookedBack);
  // CR 438.1: replacing creates the token (it is not played: no "played" event, RULES R1).
  happen(e, {
    kind: "created",
    object: id,
    name: token.name,
    result: id,
    player: token.owner,
    source: ctx.source,
    location: locationOf(token),
    detail: `in place of ${original.name}`,
  });
  return { happened: true, result: id };
}

/** RULES R5: originals eligible for this identity's swap-back. */
export function eligibleOriginals(e: Engine, id: ObjectId): GameObject[] {
  const out: GameObject[] = [];
  for (const player of e.state.players) {
    for (const candidate of contents(e, zoneKey("banishment", player.id, null))) {
      const obj = e.state.objects[candidate];
      if (obj && obj.kind === "card" && obj.replaced && obj.replacedIdentity === id) out.push(obj);
    }
  }
  return out;
}

/** RULES R5–R7: the token ceases and an eligible original takes its identity and current state. */
export function swapBack(e: Engine, id: ObjectId, ctx: Context): Outcome {
  const token = e.state.objects[id];
  if (!token || token.kind !== "token" || !onBoard(token)) return NOTHING;
  // RULES R7: with no eligible original in Banishment, nothing happens and the token stays.
  if (eligibleOriginals(e, id).length === 0) return NOTHING;
  return replaceable(
    e,
    { kind: "swappedBack", object: id, player: ctx.actor, location: locationOf(token) },
    ctx,
    () => performSwapBack(e, id, ctx),
  );
}

function performSwapBack(e: Engine, id: ObjectId, ctx: Context): Outcome {
  const token = e.state.objects[id];
  if (!token || token.kind !== "token" || !onBoard(token)) return NOTHING;
  const eligible = eligibleOriginals(e, id);
  if (eligible.length === 0) return NOTHING;
  // The token's own "when this is swapped back" looks back at it: it ceases as the event happens.
  const tokenOwn = ownTriggers(
    e,
    {
      kind: "swappedBack",
      object: id,
      result: null,
      player: ctx.actor,
      location: locationOf(token),
      phase: null,
    },
    token,
  );
  let original = eligible[eligible.length - 1] as GameObject;
  if (eligible.length > 1) {
    const decision = ask(e, {
      kind: "object",
      player: ctx.actor,
      prompt: `swap back ${describe(e, id)}: choose the original that returns`,
      options: eligible.map((o) => o.id),
      min: 1,
      max: 1,
    });
    if (decision.kind === "objects" && decision.objects[0]) {
      original = e.state.objects[decision.objects[0]] ?? original;
    }
  }
  // Leave Banishment: the stored object is gone; the card returns under the identity.
  const list = e.state.zones[zoneKey("banishment", original.owner, null)];
  if (list) e.j.removeValue(list, original.id);
  e.j.remove(e.state.objects, original.id);
  const returned: GameObject = {
    ...inheritedState(token),
    serial: original.serial,
    name: original.name,
    kind: "card",
    owner: original.owner,
    replaced: false,
    replacedIdentity: null,
    // RULES R5: the token's current effects, not the original's from before; nothing is rewound.
    changes: token.changes,
    timestamp: mintTimestamp(e),
    // The label goes with the identity it names (RULES R5), as it went to the token.
    label: token.label,
  };
  e.j.put(e.state.objects, id, returned);
  e.j.remove(e.state.owners, String(token.serial));
  emit(e, { kind: "ceased", object: id, name: token.name, detail: "swapped back" });
  const swapped = emit(e, {
    kind: "swappedBack",
    object: id,
    name: original.name,
    result: id,
    player: ctx.actor,
    source: ctx.source,
    location: locationOf(returned),
    detail: `${token.name} swapped back to ${original.name}`,
  });
  // What watches the swap-back, the returned original's own triggers among it, sees it after.
  queueTriggers(e, swapped, [...tokenOwn, ...detectTriggers(e, swapped)]);
  return { happened: true, result: id };
}
