/**
 * Abilities that function off the board (CR 385.2: "while this is in your trash, …"): a card's
 * printed triggered, activated or static ability with a `zone` functions only while the card is
 * in that zone of its owner's, and its other abilities only on the board (CR 384.2, 380). A game
 * whose definitions print none never looks at a trash or a hand for them.
 */
import type { Ability, Definition, FunctionZone } from "./definitions.js";
import type { Engine } from "./engine.js";
import type { GameObject, ObjectId, PlayerId } from "./state.js";
import { contents, zoneKey } from "./zones.js";

/** What a definition's abilities that function off the board wait for. */
export interface ZonedKinds {
  /** The event kinds its zoned triggered abilities wait for. */
  triggered: ReadonlySet<string>;
  statics: boolean;
  activated: boolean;
}

const NONE: ZonedKinds = { triggered: new Set(), statics: false, activated: false };

const definitionZoned = new WeakMap<Definition, ZonedKinds>();
const zonedGames = new WeakMap<ReadonlyMap<string, Definition>, ZonedKinds | null>();

/** The zoned abilities a definition prints; NONE for most. */
export function zonedOfDefinition(def: Definition): ZonedKinds {
  let known = definitionZoned.get(def);
  if (known === undefined) {
    const triggered = new Set<string>();
    let statics = false;
    let activated = false;
    for (const ability of def.abilities) {
      if (ability.zone === undefined) continue;
      if (ability.kind === "triggered") triggered.add(ability.trigger.event);
      else if (ability.kind === "static") statics = true;
      else if (ability.kind === "activated") activated = true;
    }
    known = triggered.size > 0 || statics || activated ? { triggered, statics, activated } : NONE;
    definitionZoned.set(def, known);
  }
  return known;
}

/** What the game's definitions print that functions off the board; null when nothing does. */
export function gameZoned(e: Engine): ZonedKinds | null {
  let known = zonedGames.get(e.defs);
  if (known === undefined) {
    const triggered = new Set<string>();
    let statics = false;
    let activated = false;
    for (const def of e.defs.values()) {
      const zoned = zonedOfDefinition(def);
      for (const kind of zoned.triggered) triggered.add(kind);
      statics ||= zoned.statics;
      activated ||= zoned.activated;
    }
    known = triggered.size > 0 || statics || activated ? { triggered, statics, activated } : null;
    zonedGames.set(e.defs, known);
  }
  return known;
}

/** The zone off the board an object's zoned abilities would function in now, if any. */
export function functionZoneOf(obj: GameObject): FunctionZone | undefined {
  const zone = obj.zone;
  return zone === "trash" || zone === "hand" ? zone : undefined;
}

/**
 * Whether an ability functions where its object is now: a zoned one only in its zone (a card's
 * own, RULES G2), any other only where abilities function by default (the board, the Chain).
 */
export function functionsWhereItIs(ability: Ability, obj: GameObject): boolean {
  return ability.zone === undefined
    ? functionZoneOf(obj) === undefined
    : ability.zone === obj.zone && obj.kind === "card";
}

const ZONES: readonly FunctionZone[] = ["trash", "hand"];

/**
 * The cards in the players' trashes and hands (of `player` alone when given) whose definitions
 * print a zoned ability `wanted` accepts, in turn order of the players, trash before hand.
 */
export function zonedHolders(
  e: Engine,
  wanted: (zoned: ZonedKinds) => boolean,
  player: PlayerId | null = null,
): GameObject[] {
  const out: GameObject[] = [];
  for (const p of e.state.players) {
    if (player !== null && p.id !== player) continue;
    for (const zone of ZONES) {
      const ids = contents(e, zoneKey(zone, p.id, null));
      for (let i = 0; i < ids.length; i++) {
        const obj = e.state.objects[ids[i] as ObjectId];
        if (obj === undefined || obj.kind !== "card") continue;
        const def = e.defs.get(obj.name);
        if (def !== undefined && wanted(zonedOfDefinition(def))) out.push(obj);
      }
    }
  }
  return out;
}
