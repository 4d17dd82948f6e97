/**
 * The sources of damage (CR 417.6). Every Deal action has one or more: a spell's or an ability's
 * damage is dealt by the object whose spell or ability it is (CR 417.6.a, 417.6.b.2.a), and the
 * damage combat assigns is dealt by the units of the other side (CR 417.6.c, 417.6.c.1).
 *
 * "When this deals damage" is the `dealtDamage` event: once for each source of a Deal action that
 * dealt damage, however many units it dealt it to (CR 417.1.d: one action deals damage to several
 * units at the same time), with the total it dealt as its amount. Damage all prevented was never
 * dealt (CR 417.1.e.1, 437.4), so a source whose damage was all prevented dealt none. The event is
 * logged only while something watches for it — a printed or granted ability of the game's cards,
 * or a delayed one waiting — so random games of cards that never say "deals damage" keep their
 * logs.
 */
import { type Engine } from "./engine.js";
import { COMBAT_DAMAGE } from "./events.js";
import type { ObjectId, PlayerId } from "./state.js";
import { COMBAT_DAMAGE_TAKEN, listenedKinds } from "./triggers.js";
import { happen } from "./zone-change.js";
import { locationOf } from "./zones.js";

/** Carry out `act`, one Deal action: how much damage the `deal`s it made dealt in all. */
export function dealtWhile(e: Engine, act: () => void): number {
  const outer = e.dealt;
  e.dealt = 0;
  let dealt = 0;
  try {
    act();
  } finally {
    dealt = e.dealt;
    e.dealt = outer;
  }
  return dealt;
}

/** Damage marked on a unit (CR 417.1.b), counted toward the Deal action going on. */
export function countDealt(e: Engine, amount: number): void {
  if (e.dealt !== null) e.dealt += amount;
}

/** Some printed or granted ability, or a delayed one an effect made, waits for `dealtDamage`. */
function watched(e: Engine): boolean {
  return (
    listenedKinds(e).triggered.has("dealtDamage") ||
    e.state.delayed.some((d) => d.trigger.event === "dealtDamage")
  );
}

/**
 * Some printed or granted ability, or a delayed one, waits for combat damage dealt to an object
 * (`when this takes combat damage`, CR 417.6.c): only then does a `damaged` event of combat damage
 * say so in its `detail`, so that the logs of games whose cards never say it stay as they were.
 */
export function combatDamageWatched(e: Engine): boolean {
  return (
    listenedKinds(e).triggered.has(COMBAT_DAMAGE_TAKEN) ||
    e.state.delayed.some((d) => d.trigger.event === "damaged" && d.trigger.combat === true)
  );
}

/**
 * The sources of a Deal action that dealt `dealt` damage (1 or more) dealt damage: one event for
 * each. `player` is responsible for it (CR 417.6.b.4).
 */
export function sourcesDealt(
  e: Engine,
  sources: readonly ObjectId[],
  player: PlayerId | null,
  dealt: number,
  combat: boolean,
): void {
  if (dealt < 1 || !watched(e)) return;
  for (const id of sources) {
    const obj = e.state.objects[id];
    if (obj === undefined) continue;
    happen(e, {
      kind: "dealtDamage",
      object: id,
      name: obj.name,
      result: id,
      player,
      source: id,
      amount: dealt,
      location: locationOf(obj),
      detail: combat ? COMBAT_DAMAGE : null,
    });
  }
}
