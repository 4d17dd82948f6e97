/**
 * Preventions that effects create (CR 437): `prevent the next 3 damage that would be dealt to
 * target unit this turn`, `prevent all combat damage this turn`. Each is a delayed replacement
 * effect (CR 390.3, 437.7) kept in `GameState.preventions` while its duration lasts
 * (durations.ts ends it); replacement.ts applies it to damage as it would be dealt and counts it
 * in combat's lethal assignment.
 */
import type { Instruction } from "./definitions.js";
import { typeOfId } from "./characteristics.js";
import { type Context, copyBindings } from "./context.js";
import { durationAlreadyOver } from "./durations.js";
import { preventionText } from "./effect-text.js";
import { type Engine, emit, mintEffectId } from "./engine.js";
import { resolveObjects } from "./references.js";
import type { ObjectId, PreventionEffect } from "./state.js";
import { onBoard } from "./zones.js";

/**
 * Carry out `prevent …`: one prevention for each unit it names, as its Prevent Value is tracked on
 * the unit (CR 437.2), or one for every unit. False when it made none: no unit to protect, or a
 * duration already over (CR 359.3.e.16).
 */
export function createPreventions(
  e: Engine,
  ins: Extract<Instruction, { op: "prevent" }>,
  ctx: Context,
): boolean {
  if (durationAlreadyOver(e, ins.duration, ctx)) return false;
  let targets: (ObjectId | null)[] = [null];
  if (ins.target !== undefined) {
    // CR 417.1: only units on the board are dealt damage.
    targets = resolveObjects(e, ins.target, ctx).filter((id) => {
      const obj = e.state.objects[id];
      return obj !== undefined && onBoard(obj) && typeOfId(e, id) === "unit";
    });
    if (targets.length === 0) return false;
  }
  const s = e.state;
  if (s.preventions === undefined) e.j.set(s, "preventions", []);
  const preventions = s.preventions as PreventionEffect[];
  for (const target of targets) {
    const prevention: PreventionEffect = {
      id: mintEffectId(e),
      controller: ctx.actor,
      source: ctx.source,
      sourceName: ctx.sourceName,
      target,
      left: ins.amount,
      combat: ins.combat === true,
      duration: ins.duration,
      createdTurn: s.turn.number,
      ...(ins.duration.until === "nextEvent" ? { bindings: copyBindings(ctx.bindings) } : {}),
    };
    e.j.push(preventions, prevention);
    emit(e, {
      kind: "effectCreated",
      object: target,
      amount: prevention.id,
      source: ctx.source,
      player: ctx.actor,
      detail: preventionText(e, prevention.left, prevention.combat, target, ins.duration),
    });
  }
  return true;
}

/**
 * The preventions that meet damage about to be dealt to `unit` (combat damage or not): those on
 * that unit and those on every unit. Empty, and no work, when no effect made any.
 */
export function preventionsFor(
  e: Engine,
  unit: ObjectId | null,
  combat: boolean,
): readonly PreventionEffect[] {
  const all = e.state.preventions;
  if (all === undefined || all.length === 0 || unit === null) return NONE;
  let out: PreventionEffect[] | null = null;
  for (const prevention of all) {
    if (prevention.target !== null && prevention.target !== unit) continue;
    if (prevention.combat && !combat) continue;
    (out ??= []).push(prevention);
  }
  return out ?? NONE;
}

const NONE: readonly PreventionEffect[] = [];

/**
 * A prevention lessens damage that would be dealt by up to what is left of it (CR 437.2): how much
 * it prevents of `amount`. What it prevented is taken off it (CR 437.3, 437.3.b); "all" stays all
 * (CR 437.3.c). `usedUp`: nothing is left, and it expires (CR 437.3.a) — the caller ends it once
 * the prevention has been said, so the log reads in the order things happened.
 */
export function spendPrevention(
  e: Engine,
  prevention: PreventionEffect,
  amount: number,
): { prevented: number | "all"; usedUp: boolean } {
  if (prevention.left === "all") return { prevented: "all", usedUp: false };
  const prevented = Math.min(prevention.left, amount);
  const left = prevention.left - prevented;
  e.j.set(prevention, "left", left);
  return { prevented, usedUp: left <= 0 };
}

/** A prevention ends: its duration is over, it is used up, or the unit it protected is gone. */
export function endPrevention(e: Engine, prevention: PreventionEffect, why: string): void {
  const preventions = e.state.preventions;
  if (preventions === undefined || !e.j.removeValue(preventions, prevention)) return;
  emit(e, { kind: "effectExpired", amount: prevention.id, source: prevention.source, detail: why });
}
