/**
 * Combat (RULES S3, CR 459–466). It begins in a cleanup where two players' units meet at a
 * battlefield: the player who contested it attacks, the other defends, their units there are
 * designated and "when I attack / defend" abilities trigger, and a combat showdown runs (or the
 * showdown already going on there becomes one). When it closes, each side's Might is summed and
 * assigned as damage (attacker first; combat-damage.ts), dealt at once, and a Combat Cleanup
 * kills units with lethal damage, heals every unit and recalls the attackers if defenders are
 * still there. Once the Chain is empty the Resolution Step names the winner and the player left
 * alone there establishes control (a Conquer if not yet scored); then the combat ends.
 */
import { characteristics, designationOf, typeOf } from "./characteristics.js";
import { type DamageOrders, assignCombatDamage } from "./combat-damage.js";
import { killLethal } from "./cleanup.js";
import { dealtWhile, sourcesDealt } from "./damage-sources.js";
import { type Engine, emit } from "./engine.js";
import { deal, heal, recall } from "./game-actions.js";
import { combatMight } from "./keywords.js";
import { establishControl, loseControl, playersWithUnits, startShowdown } from "./showdown.js";
import type { Combat, GameObject, ObjectId, PlayerId } from "./state.js";
import { happen } from "./zone-change.js";
import { simultaneously } from "./triggers.js";
import { boardList } from "./board.js";
import { expireDurations } from "./durations.js";
import { contents, objectsAt, zoneKey } from "./zones.js";

function unitsOf(e: Engine, battlefield: ObjectId, player: PlayerId): GameObject[] {
  return objectsAt(e, { kind: "battlefield", battlefield }).filter(
    (obj) => obj.controller === player && typeOf(e, obj) === "unit",
  );
}

/**
 * Whether a unit on a side of the combat takes that side's designation: not while it can't
 * attack or can't defend (CR 464.2.c.3, 054.1; `designationOf`, which the `attacking` and
 * `defending` filters read too). It stays its controller's unit there — assigned combat damage
 * (CR 465.2.c: "among the other's Units"), recalled with the attackers (CR 466.1.a.2), counted
 * for the combat's result (CR 466.3) — and takes the designation in a later cleanup if the
 * restriction ends during the combat (CR 323.2.a).
 */
function takesRole(e: Engine, obj: GameObject, role: "attacker" | "defender"): boolean {
  return designationOf(e, obj) === role;
}

/** CR 464: the combat showdown step begins. */
export function beginCombat(e: Engine, battlefield: ObjectId): void {
  const s = e.state;
  const present = playersWithUnits(e, battlefield);
  const contester = s.contested[battlefield];
  // CR 464.2.c.1: the attacker applied Contested. A combat no one contested (units a scenario
  // setup placed, or units put there by effects at once) is attacked by a player who does not
  // control the battlefield — the first of them in turn order where nobody controls it.
  const controller = s.objects[battlefield]?.controller ?? null;
  const attacker =
    contester !== undefined && present.includes(contester)
      ? contester
      : (present.find((p) => p !== controller) ?? (present[0] as PlayerId));
  const defender = present.find((p) => p !== attacker) as PlayerId;
  const combat: Combat = {
    battlefield,
    attacker,
    defender,
    step: "showdown",
    recalled: false,
    winner: null,
    attacked: [],
    defended: [],
  };
  if (s.contested[battlefield] !== attacker) e.j.put(s.contested, battlefield, attacker);
  // CR 464.2.c.1.a–b: a new showdown gives the attacker Focus; one already going on keeps its Focus.
  if (s.showdown === null) startShowdown(e, battlefield, attacker);
  const bf = s.objects[battlefield];
  // CR 464.2.b: start-of-combat abilities trigger now, before the Attacker and Defender are
  // established (CR 464.2.c) — the combat is not yet the state's, so no unit carries a
  // designation as their intervening conditions are checked; they go on the Chain with the
  // designations' triggers (CR 464.2.e). The battlefield the event names is where it happens.
  happen(e, {
    kind: "combatStarted",
    object: battlefield,
    name: bf?.name ?? null,
    player: attacker,
    detail: defender,
  });
  e.j.set(s, "combat", combat);
  designate(e, combat);
}

/**
 * CR 464.2.c.3, 323.2: the Attacker's and the Defender's units at the combat's battlefield carry
 * their player's designation (`designationOf` reads it from control, place and restrictions). A unit that gains one
 * for the first time in this combat — as the combat opens, or later, having arrived or changed
 * hands (CR 464.2.c.3.a, 323.2.a–b) — sets off its attack or defend triggers (CR 383.4.e.2,
 * 383.4.f.2), once per combat whatever comes and goes after (CR 383.4.e.2.a). True when one did.
 */
function designate(e: Engine, combat: Combat): boolean {
  // CR 464.2.c.3: the designations are handed out at once, one game action (CR 370.1.a.2) for
  // `when one or more friendly units attack` and for "the Nth time" (CR 383.1.b); so are those of
  // the units one cleanup designates later (CR 464.2.c.3.a).
  return simultaneously(e, () => designateTogether(e, combat));
}

function designateTogether(e: Engine, combat: Combat): boolean {
  const location = { kind: "battlefield" as const, battlefield: combat.battlefield };
  let any = false;
  for (const [player, kind, already, role] of [
    [combat.attacker, "attacked", combat.attacked, "attacker"],
    [combat.defender, "defended", combat.defended, "defender"],
  ] as const) {
    for (const unit of unitsOf(e, combat.battlefield, player)) {
      if (already.includes(unit.id) || !takesRole(e, unit, role)) continue;
      e.j.push(already, unit.id);
      happen(e, { kind, object: unit.id, name: unit.name, result: unit.id, player, location });
      any = true;
    }
  }
  return any;
}

/** Cleanup step 2 (CR 323.2): units designated since the combat opened. True when one was. */
export function designateArrivals(e: Engine): boolean {
  const combat = e.state.combat;
  return combat !== null && anyUndesignated(e, combat) && designate(e, combat);
}

/**
 * Whether a unit of the combat's players is there that has not had its designation yet: every
 * cleanup of a combat asks, and most find none, for which the designating game action (`designate`)
 * would do nothing.
 */
function anyUndesignated(e: Engine, combat: Combat): boolean {
  const s = e.state;
  for (const id of contents(e, zoneKey("battlefields", null, combat.battlefield))) {
    const obj = s.objects[id];
    if (obj === undefined) continue;
    const already =
      obj.controller === combat.attacker
        ? combat.attacked
        : obj.controller === combat.defender
          ? combat.defended
          : null;
    if (already !== null && !already.includes(id) && typeOf(e, obj) === "unit") return true;
  }
  return false;
}

/**
 * CR 417.6.c.1: the damage a side assigned is dealt by its units — those whose Might went into
 * the sum (CR 465.2.a–b): a stunned unit contributes none (CR 423.1.b), nor does one with no Might,
 * and neither deals any of it.
 */
function dealers(e: Engine, units: readonly GameObject[]): ObjectId[] {
  return units
    .filter((obj) => combatMight(obj, characteristics(e, obj.id).might) > 0)
    .map((obj) => obj.id);
}

/** CR 465: the Combat Damage Step, then the Combat Cleanup (CR 466.1). */
export function combatDamageStep(e: Engine): void {
  const combat = e.state.combat;
  if (!combat) return;
  const attackers = unitsOf(e, combat.battlefield, combat.attacker);
  const defenders = unitsOf(e, combat.battlefield, combat.defender);
  if (attackers.length > 0 && defenders.length > 0) {
    // CR 465.2.a–b: the Might of the units that take their side's designation (a unit that
    // can't adds none); CR 417.6.c.1: those whose Might went into the sum deal its damage.
    const attacking = attackers.filter((obj) => takesRole(e, obj, "attacker"));
    const defending = defenders.filter((obj) => takesRole(e, obj, "defender"));
    const total = (units: GameObject[]) =>
      units.reduce((sum, obj) => sum + combatMight(obj, characteristics(e, obj.id).might), 0);
    const attack = total(attacking);
    const defence = total(defending);
    const attackSources = dealers(e, attacking);
    const defenceSources = dealers(e, defending);
    // A once-each-turn prevention counts toward one assignment alone (combat-damage.ts).
    const claimed = new Set<string>();
    // CR 465.2.c.5: the order a unit's controller gives its damage's replacements, as assigned.
    const orders: DamageOrders = new Map();
    const toDefenders = assignCombatDamage(
      e,
      combat.attacker,
      attack,
      defenders,
      claimed,
      attackSources,
      orders,
    );
    const toAttackers = assignCombatDamage(
      e,
      combat.defender,
      defence,
      attackers,
      claimed,
      defenceSources,
      orders,
    );
    for (const [player, amount] of [
      [combat.attacker, attack],
      [combat.defender, defence],
    ] as const) {
      emit(e, { kind: "combatDamage", object: combat.battlefield, player, amount });
    }
    // CR 465.2.d: assigned damage is dealt to every unit at once, each side's by its units
    // (CR 417.6.c.1).
    e.damageOrder = orders.size === 0 ? null : orders;
    try {
      simultaneously(e, () => {
        const dealt = [toDefenders, toAttackers].map((assigned, side) => {
          const player = side === 0 ? combat.attacker : combat.defender;
          const sources = side === 0 ? attackSources : defenceSources;
          return dealtWhile(e, () => {
            for (const [id, amount] of assigned)
              deal(e, id, amount, null, { player, source: null }, { combat: true, sources });
          });
        });
        sourcesDealt(e, attackSources, combat.attacker, dealt[0] ?? 0, true);
        sourcesDealt(e, defenceSources, combat.defender, dealt[1] ?? 0, true);
      });
    } finally {
      e.damageOrder = null;
    }
  }
  combatCleanup(e, combat);
  e.j.set(combat, "step", "resolution");
}

/** CR 466.1: a cleanup with two extra steps — heal all units, recall attackers if defenders remain. */
function combatCleanup(e: Engine, combat: Combat): void {
  killLethal(e);
  for (const obj of boardList(e)) {
    if (obj.damage > 0) heal(e, obj.id, { player: null, source: null });
  }
  if (unitsOf(e, combat.battlefield, combat.defender).length === 0) return;
  for (const unit of unitsOf(e, combat.battlefield, combat.attacker)) {
    if (recall(e, unit.id, { player: null, source: null }).happened)
      e.j.set(combat, "recalled", true);
  }
}

/**
 * The steps of a combat that run once the Chain is empty (CR 466.2–466.7). True when a step ran;
 * `tasks.ts` calls it whenever no showdown is going on.
 */
export function advanceCombat(e: Engine): boolean {
  const s = e.state;
  const combat = s.combat;
  if (!combat || s.showdown !== null) return false;
  switch (combat.step) {
    case "showdown":
      // The showdown is over without passing through `closeShowdown` (nothing left to show down).
      combatDamageStep(e);
      return true;
    case "resolution":
      resolve(e, combat);
      e.j.set(combat, "step", "ending");
      return true;
    case "ending":
      // CR 466.7.a: with the combat gone, no unit carries a designation (keywords.ts).
      e.j.set(s, "combat", null);
      // CR 466.7.b: end-of-combat abilities trigger with the designations gone, before the
      // "this combat" effects expire (CR 466.7.c).
      happen(e, {
        kind: "combatEnded",
        object: combat.battlefield,
        name: s.objects[combat.battlefield]?.name ?? null,
        player: combat.winner,
        detail: combat.winner === null ? "no result" : `${combat.winner} won`,
      });
      // CR 466.7.c: every `this combat` effect expires at once.
      expireDurations(e, { kind: "combatEnd" });
      return true;
    default: {
      const _exhaustive: never = combat.step;
      return _exhaustive;
    }
  }
}

/** CR 466.3–466.5: the combat's result, and control of the battlefield. */
function resolve(e: Engine, combat: Combat): void {
  const s = e.state;
  // Every player with units there counts, not only the two designated: with more than two players
  // a third player may have come to control a unit there during the combat (a control change is
  // no move, so CR 447.2.a does not keep it out).
  const present = playersWithUnits(e, combat.battlefield);
  const [alone] = present;
  // CR 466.3.a: a designated player wins only while theirs are the only units left there.
  if (
    present.length === 1 &&
    !combat.recalled &&
    (alone === combat.attacker || alone === combat.defender)
  )
    e.j.set(combat, "winner", alone as PlayerId);
  // CR 466.3.d.1, 466.5: units of two players still there — a combat is staged again (by the next
  // cleanup) and nobody establishes control.
  if (present.length >= 2) return;
  const bf = s.objects[combat.battlefield];
  if (!bf) return;
  if (present.length === 1) {
    const player = present[0] as PlayerId;
    if (bf.controller !== player) establishControl(e, bf.id, player);
    else e.j.remove(s.contested, bf.id);
    return;
  }
  e.j.remove(s.contested, bf.id);
  if (bf.controller !== null) loseControl(e, bf);
}
